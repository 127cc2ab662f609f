// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarStep} from "./ScalarStep.sol";
import {ScalarProgram} from "./ScalarProgram.sol";
import {ScalarArithmetic} from "./ScalarArithmetic.sol";
import {ScalarPrograms} from "./ScalarPrograms.sol";
import {RowProgram} from "./RowProgram.sol";

/// @title ScalarStepHarness
/// @notice A thin contract over ScalarStep and ScalarProgram for the
/// differential tests and gas measurement of phase 3's last move: execute
/// runs one scalar step with the operands given, program names step k of
/// element e of an op, and executePinned does both, as dispute/game does
/// when a pick pins a step. The programs and the step's arithmetic run in
/// the ScalarPrograms and ScalarArithmetic it is deployed with, as
/// ScalarJudge's do. It holds no state and is never deployed on a live
/// chain.
contract ScalarStepHarness {
    ScalarArithmetic public immutable arithmetic;
    ScalarPrograms public immutable programs;
    ScalarPrograms public immutable rowPrograms; // RowPrograms, the same interface

    constructor(ScalarArithmetic arithmetic_, ScalarPrograms programs_, ScalarPrograms rowPrograms_) {
        arithmetic = arithmetic_;
        programs = programs_;
        rowPrograms = rowPrograms_;
    }

    function _programs(uint8 code) private view returns (ScalarPrograms) {
        return code >= RowProgram.FIRST ? rowPrograms : programs;
    }

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
    ) internal view returns (uint32, bool) {
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
        return (arithmetic.run(kind, x[0], x[1], x[2], consts), true);
    }

    /// @notice Whether op o reduces (ScalarProgram.valid), its output
    /// elements, the steps of element e (0 when e is out of range) and step
    /// k of it (zero when k is out of range).
    function program(ScalarProgram.Op calldata o, uint64 e, uint64 k)
        external
        view
        returns (bool ok, uint64 elements, uint64 steps, ScalarProgram.Step memory s)
    {
        (ok, elements, steps) = _programs(o.code).shape(o, e);
        if (ok && k < steps) (, s) = _programs(o.code).plan(o, e, k);
    }

    /// @notice Executes step k of element e of op o on the accumulator acc
    /// (a scalar value's leaf: 8 lanes of 32 bits, lane 0 the lowest) and
    /// returns the step's result (before it is written to its lane): the
    /// step's operands named by ScalarProgram, each input element
    /// proven (in operand order) against roots[input] at the index the step
    /// names in a tree of that input's element count. ok is false when the
    /// op does not reduce, e or k is out of range or a proof does not fit.
    function executePinned(
        ScalarProgram.Op calldata o,
        uint64 e,
        uint64 k,
        bytes32 acc,
        bytes32[] calldata roots,
        ScalarStep.Element[] calldata proofs
    ) external view returns (uint32 result, bool ok, uint256 gasUsed) {
        uint256 g0 = gasleft();
        (result, ok) = _executePinned(o, e, k, acc, roots, proofs);
        gasUsed = g0 - gasleft();
    }

    function _executePinned(
        ScalarProgram.Op calldata o,
        uint64 e,
        uint64 k,
        bytes32 acc,
        bytes32[] calldata roots,
        ScalarStep.Element[] calldata proofs
    ) internal view returns (uint32, bool) {
        if (roots.length != o.shapes.length) return (0, false);
        (bool valid, ScalarProgram.Step memory s) = _programs(o.code).plan(o, e, k);
        if (!valid) return (0, false);
        (bool ok, uint32[3] memory x) = _pinnedOperands(o, s, acc, roots, proofs);
        if (!ok) return (0, false);
        return (arithmetic.run(s.kind, x[0], x[1], x[2], s.consts), true);
    }

    /// @dev Step s's operands: lanes of acc, constants and proven elements.
    function _pinnedOperands(
        ScalarProgram.Op calldata o,
        ScalarProgram.Step memory s,
        bytes32 acc,
        bytes32[] calldata roots,
        ScalarStep.Element[] calldata proofs
    ) private pure returns (bool, uint32[3] memory x) {
        uint256 j = 0;
        for (uint256 i = 0; i < 3; i++) {
            uint8 src = s.srcs[i];
            if (src == ScalarStep.SRC_ACC) {
                x[i] = uint32(uint256(acc) >> (32 * uint256(s.lanes[i])));
            } else if (src == ScalarStep.SRC_CONST) {
                x[i] = s.consts[i];
            } else if (src == ScalarStep.SRC_ELEM) {
                uint8 in_ = s.inputs[i];
                if (j == proofs.length || !_proves(o.shapes[in_], s.indices[i], roots[in_], proofs[j])) {
                    return (false, x);
                }
                x[i] = proofs[j].bits;
                j++;
            }
        }
        return (j == proofs.length, x);
    }

    /// @dev Whether p proves element index of a tensor of shape under root.
    function _proves(uint64[] calldata shape, uint64 index, bytes32 root, ScalarStep.Element calldata p)
        private
        pure
        returns (bool)
    {
        return p.index == index && p.n == ScalarProgram.numel(shape) && ScalarStep.verify(root, p);
    }
}
