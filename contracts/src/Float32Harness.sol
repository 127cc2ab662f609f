// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {Float32} from "./Float32.sol";
import {Float64} from "./Float64.sol";
import {Elementary} from "./Elementary.sol";

/// @title Float32Harness
/// @notice A thin contract over the Float32 library for tests and gas
/// measurement: run applies one operation to whole arrays of operands (so
/// that many inputs cost one call), gasOf measures one operation; the same
/// for repops' elementary functions (Elementary) and, through run64, the
/// binary64 operations (Float64) they are built from. It holds no state
/// and is never deployed on a live chain.
contract Float32Harness {
    uint8 public constant ADD = 0;
    uint8 public constant SUB = 1;
    uint8 public constant MUL = 2;
    uint8 public constant DIV = 3;
    uint8 public constant SQRT = 4;
    uint8 public constant FMA = 5;
    uint8 public constant LT = 6;
    uint8 public constant LE = 7;
    uint8 public constant EQ = 8;
    uint8 public constant MAX = 9;
    uint8 public constant MIN = 10;
    uint8 public constant FROM_INT32 = 11; // a holds the int32's bits
    uint8 public constant TO_INT32 = 12; // the result holds the int32's bits
    uint8 public constant FROM_FLOAT64 = 13; // a holds the high, b the low 32 bits
    uint8 public constant TO_FLOAT64 = 14;
    uint8 public constant NEG = 15;
    uint8 public constant SELECT = 16; // c != 0 ? a : b
    uint8 public constant CANONICAL = 17;
    uint8 public constant MAX_STEP = 18;
    uint8 public constant MIN_STEP = 19;
    uint8 public constant BIAS_CORRECTION = 20; // a: beta's bits, b: t; 2^32 outside the domain
    uint8 public constant BETA_POW = 21; // a: beta's bits, b: t; the binary64 bits of beta^t, 2^64 - 1 outside the domain
    uint8 public constant EXP = 22;
    uint8 public constant TANH = 23;
    uint8 public constant SIGMOID = 24;
    uint8 public constant LOG = 25;
    uint8 public constant RSQRT = 26;

    // run64's operations on binary64 bit patterns.
    uint8 public constant ADD64 = 0;
    uint8 public constant SUB64 = 1;
    uint8 public constant MUL64 = 2;
    uint8 public constant DIV64 = 3;
    uint8 public constant FLOOR64 = 4;
    uint8 public constant SQRT64 = 5;

    error UnknownOp(uint8 op);
    error LengthMismatch();

    /// @notice op applied to (a[i], b[i], c[i]) for every i; b and c may be
    /// empty when op does not read them. Booleans come back as 0 or 1.
    function run(uint8 op, uint32[] calldata a, uint32[] calldata b, uint32[] calldata c)
        external
        pure
        returns (uint64[] memory r)
    {
        r = new uint64[](a.length);
        bool hasB = b.length != 0;
        bool hasC = c.length != 0;
        if ((hasB && b.length != a.length) || (hasC && c.length != a.length)) revert LengthMismatch();
        for (uint256 i = 0; i < a.length; i++) {
            r[i] = applyOp(op, a[i], hasB ? b[i] : 0, hasC ? c[i] : 0);
        }
    }

    /// @notice op on one input, with the gas of the library call alone
    /// (measured around it inside the op's branch, so the dispatch is not
    /// counted; the two gasleft reads add a few gas).
    function gasOf(uint8 op, uint32 a, uint32 b, uint32 c) external view returns (uint64 r, uint256 used) {
        uint256 g;
        if (op == ADD) { g = gasleft(); r = Float32.add(a, b); used = g - gasleft(); }
        else if (op == SUB) { g = gasleft(); r = Float32.sub(a, b); used = g - gasleft(); }
        else if (op == MUL) { g = gasleft(); r = Float32.mul(a, b); used = g - gasleft(); }
        else if (op == DIV) { g = gasleft(); r = Float32.div(a, b); used = g - gasleft(); }
        else if (op == SQRT) { g = gasleft(); r = Float32.sqrt(a); used = g - gasleft(); }
        else if (op == FMA) { g = gasleft(); r = Float32.fma(a, b, c); used = g - gasleft(); }
        else if (op == LT) { g = gasleft(); bool x = Float32.lt(a, b); used = g - gasleft(); r = x ? 1 : 0; }
        else if (op == LE) { g = gasleft(); bool x = Float32.le(a, b); used = g - gasleft(); r = x ? 1 : 0; }
        else if (op == EQ) { g = gasleft(); bool x = Float32.eq(a, b); used = g - gasleft(); r = x ? 1 : 0; }
        else if (op == MAX) { g = gasleft(); r = Float32.max(a, b); used = g - gasleft(); }
        else if (op == MIN) { g = gasleft(); r = Float32.min(a, b); used = g - gasleft(); }
        else if (op == FROM_INT32) { g = gasleft(); r = Float32.fromInt32(int32(a)); used = g - gasleft(); }
        else if (op == TO_INT32) { g = gasleft(); r = uint32(Float32.toInt32(a)); used = g - gasleft(); }
        else if (op == FROM_FLOAT64) { g = gasleft(); r = Float32.fromFloat64((uint64(a) << 32) | b); used = g - gasleft(); }
        else if (op == TO_FLOAT64) { g = gasleft(); r = Float32.toFloat64(a); used = g - gasleft(); }
        else if (op == NEG) { g = gasleft(); r = Float32.neg(a); used = g - gasleft(); }
        else if (op == SELECT) { g = gasleft(); r = Float32.select(c != 0, a, b); used = g - gasleft(); }
        else if (op == CANONICAL) { g = gasleft(); r = Float32.canonical(a); used = g - gasleft(); }
        else if (op == MAX_STEP) { g = gasleft(); r = Float32.maxStep(a, b); used = g - gasleft(); }
        else if (op == MIN_STEP) { g = gasleft(); r = Float32.minStep(a, b); used = g - gasleft(); }
        else if (op == BIAS_CORRECTION) { g = gasleft(); r = _bias(a, b); used = g - gasleft(); }
        else if (op == BETA_POW) { g = gasleft(); r = _pow(a, b); used = g - gasleft(); }
        else if (op == EXP) { g = gasleft(); r = Elementary.exp(a); used = g - gasleft(); }
        else if (op == TANH) { g = gasleft(); r = Elementary.tanh(a); used = g - gasleft(); }
        else if (op == SIGMOID) { g = gasleft(); r = Elementary.sigmoid(a); used = g - gasleft(); }
        else if (op == LOG) { g = gasleft(); r = Elementary.log(a); used = g - gasleft(); }
        else if (op == RSQRT) { g = gasleft(); r = Elementary.rsqrt(a); used = g - gasleft(); }
        else revert UnknownOp(op);
    }

    /// @notice op on one input.
    function applyOp(uint8 op, uint32 a, uint32 b, uint32 c) public pure returns (uint64) {
        if (op == ADD) return Float32.add(a, b);
        if (op == SUB) return Float32.sub(a, b);
        if (op == MUL) return Float32.mul(a, b);
        if (op == DIV) return Float32.div(a, b);
        if (op == SQRT) return Float32.sqrt(a);
        if (op == FMA) return Float32.fma(a, b, c);
        if (op == LT) return Float32.lt(a, b) ? 1 : 0;
        if (op == LE) return Float32.le(a, b) ? 1 : 0;
        if (op == EQ) return Float32.eq(a, b) ? 1 : 0;
        if (op == MAX) return Float32.max(a, b);
        if (op == MIN) return Float32.min(a, b);
        if (op == FROM_INT32) return Float32.fromInt32(int32(a));
        if (op == TO_INT32) return uint32(Float32.toInt32(a));
        if (op == FROM_FLOAT64) return Float32.fromFloat64((uint64(a) << 32) | b);
        if (op == TO_FLOAT64) return Float32.toFloat64(a);
        if (op == NEG) return Float32.neg(a);
        if (op == SELECT) return Float32.select(c != 0, a, b);
        if (op == CANONICAL) return Float32.canonical(a);
        if (op == MAX_STEP) return Float32.maxStep(a, b);
        if (op == MIN_STEP) return Float32.minStep(a, b);
        if (op == BIAS_CORRECTION) return _bias(a, b);
        if (op == BETA_POW) return _pow(a, b);
        if (op == EXP) return Elementary.exp(a);
        if (op == TANH) return Elementary.tanh(a);
        if (op == SIGMOID) return Elementary.sigmoid(a);
        if (op == LOG) return Elementary.log(a);
        if (op == RSQRT) return Elementary.rsqrt(a);
        revert UnknownOp(op);
    }

    /// @notice The binary64 operation op applied to (a[i], b[i]) for every
    /// i (b may be empty for FLOOR64).
    function run64(uint8 op, uint64[] calldata a, uint64[] calldata b) external pure returns (uint64[] memory r) {
        r = new uint64[](a.length);
        bool hasB = b.length != 0;
        if (hasB && b.length != a.length) revert LengthMismatch();
        for (uint256 i = 0; i < a.length; i++) {
            uint64 y = hasB ? b[i] : 0;
            if (op == ADD64) r[i] = Float64.add(a[i], y);
            else if (op == SUB64) r[i] = Float64.sub(a[i], y);
            else if (op == MUL64) r[i] = Float64.mul(a[i], y);
            else if (op == DIV64) r[i] = Float64.div(a[i], y);
            else if (op == FLOOR64) r[i] = Float64.floor(a[i]);
            else if (op == SQRT64) r[i] = Float64.sqrt(a[i]);
            else revert UnknownOp(op);
        }
    }

    /// beta^t's binary64 bits (a positive value below 1), or 2^64 - 1
    /// outside the domain.
    function _pow(uint32 a, uint32 b) internal pure returns (uint64) {
        (bool ok, uint256 m, int256 e) = Float32.betaPow(a, b);
        if (!ok) return type(uint64).max;
        if (m == 0) return 0;
        while (m >= 1 << 53) {
            m >>= 1; // exact: a rounded power has at most 53 significant bits
            e += 1;
        }
        while (m < 1 << 52 && e > -1074) {
            m <<= 1;
            e -= 1;
        }
        if (m < 1 << 52) return uint64(m); // subnormal: e is -1074
        return (uint64(uint256(e + 1075)) << 52) | uint64(m & ((1 << 52) - 1));
    }

    /// The bias correction of beta a after step b, or 2^32 outside its domain.
    function _bias(uint32 a, uint32 b) internal pure returns (uint64) {
        (bool ok, uint32 r) = Float32.biasCorrection(a, b);
        return ok ? r : uint64(1) << 32;
    }
}
