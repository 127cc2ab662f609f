// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarProgram} from "./ScalarProgram.sol";
import {ScalarStep} from "./ScalarStep.sol";

/// @title ScalarPrograms
/// @notice repops' scalar evaluations (ScalarProgram) and the binary32
/// arithmetic of one scalar step (ScalarStep, Float32), deployed on their
/// own so that ScalarJudge, which checks openings and element proofs and
/// calls this contract, stays under EIP-170's code size limit as ops are
/// added. It holds no state.
contract ScalarPrograms {
    /// @notice Step k of output element e of op p: ok is false when p is
    /// not a valid op, or e or k is out of its range.
    function plan(ScalarProgram.Op calldata p, uint64 e, uint64 k)
        external
        pure
        returns (bool ok, ScalarProgram.Step memory s)
    {
        ScalarProgram.Op memory o = p;
        if (!ScalarProgram.valid(o) || e >= ScalarProgram.elements(o) || k >= ScalarProgram.length(o, e)) {
            return (false, s);
        }
        return (true, ScalarProgram.step(o, e, k));
    }

    /// @notice A step of kind kind on x, y, z with its parameters c, as
    /// ScalarStep.runWith computes it (canonical; reverts UnknownKind).
    function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] calldata c) external pure returns (uint32) {
        return ScalarStep.runWith(kind, x, y, z, c);
    }
}
