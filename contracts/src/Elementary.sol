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

    // ---- rotary embeddings' angle (repops' scalar_rotary.go) ----

    uint64 internal constant PIO2_1 = 0x3FF921FB54400000;
    uint64 internal constant PIO2_2 = 0x3DD0B4611A600000;
    uint64 internal constant PIO2_3 = 0x3BA3198A2E000000;
    uint64 internal constant INV_PIO2 = 0x3FE45F306DC9C883;
    uint64 internal constant ROT_MAX_X = 0x4060000000000000; // 128
    uint64 internal constant ROT_MAX_ANGLE = 0x4130000000000000; // 2^20
    uint32 internal constant F32_CHUNK_END = 0x4A800000; // 2^22

    /// @notice repops' rotangle step: chunk c[0] (22, 21 or 21 bits, high
    /// first) of the bits of float64(pos * expCore(X)), X the binary64 with
    /// bits c[1] << 32 | c[2], as a float32 integer; NaN unless pos is
    /// finite, X is +0 or in [-128, -0] and the chunk is 0, 1 or 2.
    function rotAngle(uint32 pos, uint32[3] memory c) internal pure returns (uint32) {
        uint64 x = (uint64(c[1]) << 32) | c[2];
        if (pos & F32_INF == F32_INF || c[0] > 2 || (x != 0 && (x < Float64.SIGN || x & Float64.ABS > ROT_MAX_X))) {
            return F32_NAN;
        }
        uint64 a = Float64.mul(Float32.toFloat64(pos), expCore(x));
        uint256 v = c[0] == 0 ? a >> 42 : (c[0] == 1 ? (a >> 21) & 0x1FFFFF : a & 0x1FFFFF);
        return Float32.fromInt32(int32(int256(v)));
    }

    /// @dev The integer a lane holds as a chunk of `bits` bits: a float32
    /// integer value in [0, 2^bits) (+0, not -0).
    function _chunk(uint32 b, uint256 bits) private pure returns (bool, uint256) {
        if (b == 0) return (true, 0);
        if (b >= F32_CHUNK_END) return (false, 0); // negative, 2^22 or more, Inf, NaN
        uint256 e = b >> 23;
        if (e < 127) return (false, 0); // a fraction (subnormals included)
        uint256 m = (b & 0x7FFFFF) | 0x800000;
        uint256 sh = 150 - e;
        if (m & ((1 << sh) - 1) != 0) return (false, 0);
        uint256 v = m >> sh;
        return (v < (1 << bits), v);
    }

    /// @notice repops' cos64 (sin64 when sin) step: the cosine (sine) of
    /// the binary64 angle whose chunks are x, y, z, rounded to float32; NaN
    /// unless each is a chunk and |angle| < 2^20.
    function cosSin64(bool sin, uint32 x, uint32 y, uint32 z) internal pure returns (uint32) {
        (bool ok0, uint256 c0) = _chunk(x, 22);
        (bool ok1, uint256 c1) = _chunk(y, 21);
        (bool ok2, uint256 c2) = _chunk(z, 21);
        uint64 a = uint64((c0 << 42) | (c1 << 21) | c2);
        if (!ok0 || !ok1 || !ok2 || a & Float64.ABS >= ROT_MAX_ANGLE) return F32_NAN;
        return Float32.fromFloat64(_sinCos(sin, a));
    }

    /// @dev repops' sinCosCore for |x| < 2^20, the sine or the cosine only:
    /// n = floor(x * 2/pi + 0.5), r = x - n pi/2 in three parts, Taylor
    /// polynomials in r*r to degree 17 (sin) and 18 (cos), then the
    /// quadrant n mod 4.
    function _sinCos(bool sin, uint64 x) private pure returns (uint64) {
        uint64 n = Float64.floor(Float64.add(Float64.mul(x, INV_PIO2), HALF));
        uint64 r = Float64.sub(
            Float64.sub(Float64.sub(x, Float64.mul(n, PIO2_1)), Float64.mul(n, PIO2_2)), Float64.mul(n, PIO2_3)
        );
        uint256 q = uint256(_toInt(n)) & 3; // two's complement, as Go's int64(n) & 3
        // sin(x) is s for q = 0, c for 1, -s for 2, -c for 3; cos(x) is c,
        // -s, -c, s.
        bool useSin = sin ? q % 2 == 0 : q % 2 == 1;
        bool negate = sin ? q >= 2 : (q == 1 || q == 2);
        uint64 z = Float64.mul(r, r);
        uint64 v;
        if (useSin) {
            uint64[8] memory k = [
                uint64(0xBD6AE7F3E733B81F), 0x3DE6124613A86D09, 0xBE5AE64567F544E4, 0x3EC71DE3A556C734,
                0xBF2A01A01A01A01A, 0x3F81111111111111, 0xBFC5555555555555, ONE
            ];
            v = 0x3CE952C77030AD4A;
            for (uint256 i = 0; i < 8; i++) {
                v = Float64.add(Float64.mul(v, z), k[i]);
            }
            v = Float64.mul(v, r);
        } else {
            uint64[9] memory k = [
                uint64(0x3D2AE7F3E733B81F), 0xBDA93974A8C07C9D, 0x3E21EED8EFF8D898, 0xBE927E4FB7789F5C,
                0x3EFA01A01A01A01A, 0xBF56C16C16C16C17, 0x3FA5555555555555, 0xBFE0000000000000, ONE
            ];
            v = 0xBCA6827863B97D97;
            for (uint256 i = 0; i < 9; i++) {
                v = Float64.add(Float64.mul(v, z), k[i]);
            }
        }
        return negate ? v ^ Float64.SIGN : v;
    }
}
