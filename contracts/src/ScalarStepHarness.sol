// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarStep} from "./ScalarStep.sol";

/// @title ScalarStepHarness
/// @notice A thin contract over ScalarStep for the differential test and
/// gas measurement of phase 3's last move: execute runs one scalar step
/// as dispute/game does when a pick pins it. It holds no state and is
/// never deployed on a live chain.
contract ScalarStepHarness {
    /// @notice Executes step kind with operands srcs (ScalarStep.SRC_*,
    /// unused ones 0): the accumulator acc, the constants consts[i], and
    /// in order the elements proofs[j] proves against roots[j]. ok is
    /// false (and result 0) when a proof does not check out or the step
    /// reads another number of elements than it is given; gasUsed is what
    /// the execution took (calldata and the transaction's base cost
    /// aside).
    function execute(
        uint8 kind,
        uint32 acc,
        uint8[3] calldata srcs,
        uint32[3] calldata consts,
        bytes32[] calldata roots,
        ScalarStep.Element[] calldata proofs
    ) external view returns (uint32 result, bool ok, uint256 gasUsed) {
        uint256 g0 = gasleft();
        (result, ok) = _execute(kind, acc, srcs, consts, roots, proofs);
        gasUsed = g0 - gasleft();
    }

    function _execute(
        uint8 kind,
        uint32 acc,
        uint8[3] calldata srcs,
        uint32[3] calldata consts,
        bytes32[] calldata roots,
        ScalarStep.Element[] calldata proofs
    ) internal pure returns (uint32, bool) {
        if (roots.length != proofs.length) return (0, false);
        uint32[3] memory x;
        uint256 j = 0;
        for (uint256 i = 0; i < 3; i++) {
            uint8 s = srcs[i];
            if (s == ScalarStep.SRC_ACC) {
                x[i] = acc;
            } else if (s == ScalarStep.SRC_CONST) {
                x[i] = consts[i];
            } else if (s == ScalarStep.SRC_ELEM) {
                if (j == proofs.length || !ScalarStep.verify(roots[j], proofs[j])) return (0, false);
                x[i] = proofs[j].bits;
                j++;
            }
        }
        if (j != proofs.length) return (0, false);
        return (ScalarStep.run(kind, x[0], x[1], x[2]), true);
    }
}
