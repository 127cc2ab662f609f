// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {Float32} from "./Float32.sol";
import {Float64} from "./Float64.sol";

/// @title Elementary
/// @notice repops' elementary functions (repops/elemfn.go) on float32 bit
/// patterns, bit for bit: each evaluates in binary64 (Float64) with every
/// product rounded before it is added, in repops' order, then rounds once
/// to float32. Exp, Log, Tanh, Sigmoid and Rsqrt, with the range checks
/// that keep their binary64 arithmetic away from NaNs and infinities.
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

    uint64 internal constant SQRT2 = 0x3FF6A09E667F3BCD;
    uint64 internal constant TWO_54 = 0x4350000000000000;
    uint64 internal constant SUBNORMAL_64 = 0x0010000000000000; // 2^-1022, the smallest normal
    uint32 internal constant F32_NAN = 0x7FC00000;
    uint32 internal constant F32_NEG_INF = 0xFF800000;

    /// @dev ln x in binary64 for a finite x > 0 (repops' logCore): x = m 2^e
    /// with m in [sqrt(1/2), sqrt(2)), s = (m-1)/(m+1), ln m = 2s + 2s z P(z)
    /// with z = s^2 (the atanh series to s^25, by Horner), plus e ln 2 in
    /// two parts.
    function logCore(uint64 x) internal pure returns (uint64) {
        int256 e = 0;
        if (x < SUBNORMAL_64) {
            x = Float64.mul(x, TWO_54);
            e = -54;
        }
        e += int256(uint256((x >> 52) & 0x7FF)) - 1023;
        uint64 m = (x & ~uint64(0x7FF << 52)) | (uint64(1023) << 52); // [1, 2)
        if (m > SQRT2) {
            m = Float64.mul(m, HALF);
            e += 1;
        }
        uint64 f = Float64.sub(m, ONE);
        uint64 s = Float64.div(f, Float64.add(TWO, f));
        uint64 z = Float64.mul(s, s);
        // 1/25, then 1/23 .. 1/3.
        uint64 p = 0x3FA47AE147AE147B;
        uint64[11] memory c = [
            uint64(0x3FA642C8590B2164), 0x3FA8618618618618, 0x3FAAF286BCA1AF28, 0x3FAE1E1E1E1E1E1E,
            0x3FB1111111111111, 0x3FB3B13B13B13B14, 0x3FB745D1745D1746, 0x3FBC71C71C71C71C,
            0x3FC2492492492492, 0x3FC999999999999A, 0x3FD5555555555555
        ];
        for (uint256 i = 0; i < 11; i++) {
            p = Float64.add(Float64.mul(p, z), c[i]);
        }
        uint64 s2 = Float64.mul(TWO, s);
        uint64 lnm = Float64.add(s2, Float64.mul(Float64.mul(s2, z), p));
        uint64 ef = Float64.fromInt(e);
        return Float64.add(Float64.mul(ef, LN2_HI), Float64.add(lnm, Float64.mul(ef, LN2_LO)));
    }

    /// @notice repops.Log: ln x rounded to float32 (NaN for a NaN or a
    /// negative x, -Inf for a zero, +Inf for +Inf).
    function log(uint32 x) internal pure returns (uint32) {
        if (Float32.isNaN(x) || Float32.lt(x, 0)) return F32_NAN;
        if (x & 0x7FFFFFFF == 0) return F32_NEG_INF;
        if (x == F32_INF) return x;
        return Float32.fromFloat64(logCore(Float32.toFloat64(x)));
    }

    /// @notice repops.Rsqrt: 1/sqrt(x) in binary64 (a correctly rounded
    /// root and quotient), rounded to float32.
    function rsqrt(uint32 x) internal pure returns (uint32) {
        return Float32.fromFloat64(Float64.div(ONE, Float64.sqrt(Float32.toFloat64(x))));
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
