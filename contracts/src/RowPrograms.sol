// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarProgram} from "./ScalarProgram.sol";
import {RowProgram} from "./RowProgram.sol";
import {IntProgram} from "./IntProgram.sol";

/// @title RowPrograms
/// @notice RowProgram's scalar evaluations (op codes 34 to 43: the row ops,
/// their gradients and causal attention) and IntProgram's (44 to 47:
/// embedding, cross_entropy and their gradients) behind ScalarPrograms'
/// interface, deployed on their own so that each stays under EIP-170's
/// code size limit. It holds no state.
contract RowPrograms {
    /// @notice Step k of output element e of op p: ok is false when p is
    /// not a valid op, or e or k is out of its range.
    function plan(ScalarProgram.Op calldata p, uint64 e, uint64 k)
        external
        pure
        returns (bool ok, ScalarProgram.Step memory s)
    {
        ScalarProgram.Op memory o = p;
        if (o.code >= IntProgram.FIRST) {
            if (!IntProgram.valid(o) || e >= IntProgram.elements(o) || k >= IntProgram.length(o, e)) {
                return (false, s);
            }
            return (true, IntProgram.step(o, e, k));
        }
        if (!RowProgram.valid(o) || e >= RowProgram.elements(o) || k >= RowProgram.length(o, e)) {
            return (false, s);
        }
        return (true, RowProgram.step(o, e, k));
    }

    /// @notice Whether p is a valid op, its output elements and the steps
    /// of element e (0 when e is out of range).
    function shape(ScalarProgram.Op calldata p, uint64 e) external pure returns (bool ok, uint64 elements, uint64 steps) {
        ScalarProgram.Op memory o = p;
        if (o.code >= IntProgram.FIRST) {
            if (!IntProgram.valid(o)) return (false, 0, 0);
            elements = IntProgram.elements(o);
            if (e < elements) steps = IntProgram.length(o, e);
            return (true, elements, steps);
        }
        if (!RowProgram.valid(o)) return (false, 0, 0);
        elements = RowProgram.elements(o);
        if (e < elements) steps = RowProgram.length(o, e);
        return (true, elements, steps);
    }
}
