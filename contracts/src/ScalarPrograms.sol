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

    /// @notice Whether p is a valid op, its output elements and the steps
    /// of element e (0 when e is out of range).
    function shape(ScalarProgram.Op calldata p, uint64 e) external pure returns (bool ok, uint64 elements, uint64 steps) {
        ScalarProgram.Op memory o = p;
        if (!ScalarProgram.valid(o)) return (false, 0, 0);
        elements = ScalarProgram.elements(o);
        if (e < elements) steps = ScalarProgram.length(o, e);
        return (true, elements, steps);
    }
}
