// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarProgram} from "./ScalarProgram.sol";

/// @title ScalarPrograms
/// @notice repops' scalar evaluations (ScalarProgram), deployed on their
/// own so that ScalarJudge, which checks openings and element proofs and
/// calls this contract (and ScalarArithmetic for the step's arithmetic),
/// stays under EIP-170's code size limit as ops are added. It holds no
/// state.
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
}
