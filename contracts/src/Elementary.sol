// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {Float32} from "./Float32.sol";
import {Float64} from "./Float64.sol";

/// @title Elementary
/// @notice repops' elementary functions (repops/elemfn.go) on float32 bit
/// patterns, bit for bit: each evaluates in binary64 (Float64) with every
/// product rounded before it is added, in repops' order, then rounds once
/// to float32. Exp, Tanh and Sigmoid, with the range checks that keep
/// their binary64 arithmetic away from NaNs and infinities.
library Elementary {
    // Binary64 constants, as Go rounds repops' untyped constants.
    uint64 internal constant LN2_HI = 0x3FE62E42FEE00000;
    uint64 internal constant LN2_LO = 0x3DEA39EF35793C76;
    uint64 internal constant INV_LN2 = 0x3FF71547652B82FE;
    uint64 internal constant HALF = 0x3FE0000000000000;
    uint64 internal constant ONE = 0x3FF0000000000000;
    uint64 internal constant TWO = 0x4000000000000000;
    uint64 internal constant TANH_ONE = 0x4022333333333333; // 9.1: above it Tanh is 1
    uint64 internal constant TANH_SMALL = 0x3FD0000000000000; // 0.25: below it Tanh takes expm1
    // Float32 bounds.
    uint32 internal constant EXP_MAX = 0x42B1999A; // float32(88.8)
    uint32 internal constant NEG_104 = 0xC2D00000; // -104
    uint32 internal constant F40 = 0x42200000; // 40
    uint32 internal constant F32_INF = 0x7F800000;
    uint32 internal constant F32_ONE = 0x3F800000;

    /// @dev e^x in binary64 for |x| < 700 (repops' expCore): k = floor(x /
    /// ln 2 + 0.5), r = x - k ln 2 in two parts, Horner on the Taylor
    /// series of e^r to degree 11, times 2^k.
    function expCore(uint64 x) internal pure returns (uint64) {
        uint64 k = Float64.floor(Float64.add(Float64.mul(x, INV_LN2), HALF));
        uint64 r = Float64.sub(Float64.sub(x, Float64.mul(k, LN2_HI)), Float64.mul(k, LN2_LO));
        // 1/11!, then 1/10! .. 1/3!, 1/2, 1, 1.
        uint64 p = 0x3E5AE64567F544E4;
        uint64[11] memory c = [
            uint64(0x3E927E4FB7789F5C), 0x3EC71DE3A556C734, 0x3EFA01A01A01A01A, 0x3F2A01A01A01A01A,
            0x3F56C16C16C16C17, 0x3F81111111111111, 0x3FA5555555555555, 0x3FC5555555555555, HALF, ONE, ONE
        ];
        for (uint256 i = 0; i < 11; i++) {
            p = Float64.add(Float64.mul(p, r), c[i]);
        }
        return Float64.mul(p, _pow2(k));
    }

    /// @dev 2^k for an integer-valued binary64 k with |k| < 1022.
    function _pow2(uint64 k) private pure returns (uint64) {
        int256 n = _toInt(k);
        return uint64(uint256(n + 1023) << 52);
    }

    /// @dev the integer value of an integer-valued binary64 k, |k| < 2^52.
    function _toInt(uint64 k) private pure returns (int256) {
        if (k & Float64.ABS == 0) return 0;
        uint256 be = (k >> 52) & 0x7FF;
        uint256 m = (k & Float64.FRAC) | (1 << 52);
        uint256 v = m >> (1075 - be);
        return k >= Float64.SIGN ? -int256(v) : int256(v);
    }

    /// @dev e^y - 1 in binary64 for |y| <= 0.5 (repops' expm1Small): y
    /// times the Taylor series of (e^y - 1)/y to degree 12, by Horner.
    function expm1Small(uint64 y) internal pure returns (uint64) {
        // 1/13!, then 1/12! .. 1/3!, 1/2, 1.
        uint64 p = 0x3DE6124613A86D09;
        uint64[12] memory c = [
            uint64(0x3E21EED8EFF8D898), 0x3E5AE64567F544E4, 0x3E927E4FB7789F5C, 0x3EC71DE3A556C734,
            0x3EFA01A01A01A01A, 0x3F2A01A01A01A01A, 0x3F56C16C16C16C17, 0x3F81111111111111,
            0x3FA5555555555555, 0x3FC5555555555555, HALF, ONE
        ];
        for (uint256 i = 0; i < 12; i++) {
            p = Float64.add(Float64.mul(p, y), c[i]);
        }
        return Float64.mul(p, y);
    }

    /// @notice repops.Exp: e^x rounded to float32 (NaN as it is, +Inf above
    /// 88.8, +0 below -104).
    function exp(uint32 x) internal pure returns (uint32) {
        if (Float32.isNaN(x)) return x;
        if (Float32.lt(EXP_MAX, x)) return F32_INF;
        if (Float32.lt(x, NEG_104)) return 0;
        return Float32.fromFloat64(expCore(Float32.toFloat64(x)));
    }

    /// @notice repops.Tanh: the hyperbolic tangent of x rounded to float32
    /// (NaN as it is; +0 for -0, as repops computes it).
    function tanh(uint32 x) internal pure returns (uint32) {
        if (Float32.isNaN(x)) return x;
        uint64 a = Float32.toFloat64(x) & Float64.ABS;
        uint64 t;
        // a is not a NaN: its bits order as its values.
        if (a > TANH_ONE) {
            t = ONE;
        } else if (a < TANH_SMALL) {
            uint64 em = expm1Small(Float64.mul(TWO, a));
            t = Float64.div(em, Float64.add(em, TWO));
        } else {
            uint64 e = expCore(Float64.mul(TWO, a));
            t = Float64.div(Float64.sub(e, ONE), Float64.add(e, ONE));
        }
        if (Float32.lt(x, 0)) t ^= Float64.SIGN;
        return Float32.fromFloat64(t);
    }

    /// @notice repops.Sigmoid: 1/(1+e^-x) rounded to float32 (NaN as it is,
    /// +0 below -104, 1 above 40).
    function sigmoid(uint32 x) internal pure returns (uint32) {
        if (Float32.isNaN(x)) return x;
        if (Float32.lt(x, NEG_104)) return 0;
        if (Float32.lt(F40, x)) return F32_ONE;
        uint64 e = expCore(Float32.toFloat64(Float32.neg(x)));
        return Float32.fromFloat64(Float64.div(ONE, Float64.add(ONE, e)));
    }
}
