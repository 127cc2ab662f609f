// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title Float64
/// @notice IEEE 754 binary64 arithmetic on uint64 bit patterns, as pure
/// functions, bit for bit what Go's float64 arithmetic produces on amd64
/// (x86 SSE2, no flush-to-zero): add, sub, mul and div rounded once to
/// nearest, ties to even, with subnormals kept and overflow to a signed
/// infinity, and floor as math.Floor. The same design as Float32: a finite
/// nonzero operand is a sign, an integer significand m and an exponent e
/// with value m * 2^e, and results are computed exactly (or with a sticky
/// bit below every rounding boundary) before one rounding.
///
/// NaN rule (x86 SSE2): a NaN operand gives the first NaN operand with its
/// quiet bit set; an invalid operation on other operands (inf - inf,
/// 0 * inf, 0 / 0, inf / inf) gives the default NaN 0xFFF8000000000000.
/// repops' elementary functions (Elementary), the reason this library
/// exists, never reach a NaN or an infinity inside: their arguments are
/// range-checked in float32 first.
library Float64 {
    uint64 internal constant DEFAULT_NAN = 0xFFF8000000000000;
    uint64 internal constant POS_INF = 0x7FF0000000000000;
    uint64 internal constant QUIET_BIT = 0x0008000000000000;
    uint64 internal constant SIGN = 0x8000000000000000;
    uint64 internal constant ABS = 0x7FFFFFFFFFFFFFFF;
    uint64 internal constant ONE = 0x3FF0000000000000;
    uint64 internal constant FRAC = 0x000FFFFFFFFFFFFF;

    /// @notice True when x is a NaN.
    function isNaN(uint64 x) internal pure returns (bool) {
        return (x & ABS) > POS_INF;
    }

    function _isInf(uint64 x) private pure returns (bool) {
        return (x & ABS) == POS_INF;
    }

    function _isZero(uint64 x) private pure returns (bool) {
        return (x & ABS) == 0;
    }

    function _nan2(uint64 a, uint64 b) private pure returns (uint64) {
        return (isNaN(a) ? a : b) | QUIET_BIT;
    }

    /// @dev significand and exponent of a finite nonzero x: |x| = m * 2^e.
    function _unpack(uint64 x) private pure returns (uint256 m, int256 e) {
        uint256 be = (x >> 52) & 0x7FF;
        m = x & FRAC;
        if (be == 0) {
            e = -1074;
        } else {
            m |= 1 << 52;
            e = int256(be) - 1075;
        }
    }

    /// @dev as _unpack, with m shifted up so that bit 52 is set.
    function _unpackNorm(uint64 x) private pure returns (uint256 m, int256 e) {
        (m, e) = _unpack(x);
        if (m < 1 << 52) {
            uint256 sh = 53 - _bitlen(m);
            m <<= sh;
            e -= int256(sh);
        }
    }

    function _bitlen(uint256 x) private pure returns (uint256 n) {
        unchecked {
            if (x >= 1 << 128) { x >>= 128; n += 128; }
            if (x >= 1 << 64) { x >>= 64; n += 64; }
            if (x >= 1 << 32) { x >>= 32; n += 32; }
            if (x >= 1 << 16) { x >>= 16; n += 16; }
            if (x >= 1 << 8) { x >>= 8; n += 8; }
            if (x >= 1 << 4) { x >>= 4; n += 4; }
            if (x >= 1 << 2) { x >>= 2; n += 2; }
            if (x >= 1 << 1) { x >>= 1; n += 1; }
            n += x;
        }
    }

    /// @dev rounds sign * m * 2^e (m > 0) to binary64, to nearest, ties to
    /// even, with gradual underflow and overflow to infinity.
    function _round(uint256 sign, uint256 m, int256 e) private pure returns (uint64) {
        unchecked {
            uint256 n = _bitlen(m);
            int256 s = int256(n) - 53;
            if (e + s < -1074) s = -1074 - e;
            uint256 q;
            if (s <= 0) {
                q = m << uint256(-s);
            } else {
                if (uint256(s) > n) return uint64(sign << 63); // below half the smallest subnormal
                q = m >> uint256(s);
                uint256 r = m & ((1 << uint256(s)) - 1);
                uint256 half = 1 << uint256(s - 1);
                if (r > half || (r == half && (q & 1) == 1)) {
                    q += 1;
                    if (q == 1 << 53) {
                        q = 1 << 52;
                        s += 1;
                    }
                }
            }
            int256 ex = e + s;
            if (ex > 971) return uint64((sign << 63) | POS_INF);
            // normal: q in [2^52, 2^53), biased exponent ex + 1075;
            // subnormal: q < 2^52 and ex == -1074. Both encode as
            // ((ex + 1074) << 52) + q.
            return uint64((sign << 63) | ((uint256(ex + 1074) << 52) + q));
        }
    }

    /// @dev rounds s1*m1*2^e1 + s2*m2*2^e2 (m1, m2 > 0, each at most 53
    /// bits). A term more than 100 bits below the other is moved up to
    /// exactly 100 bits below: still far under every rounding boundary of
    /// the larger term, so the rounded sum is unchanged.
    function _sum(uint256 s1, uint256 m1, int256 e1, uint256 s2, uint256 m2, int256 e2)
        private
        pure
        returns (uint64)
    {
        unchecked {
            int256 t1 = e1 + int256(_bitlen(m1));
            int256 t2 = e2 + int256(_bitlen(m2));
            if (t1 - t2 > 100) {
                e2 += t1 - t2 - 100;
            } else if (t2 - t1 > 100) {
                e1 += t2 - t1 - 100;
            }
            int256 e;
            if (e1 >= e2) {
                m1 <<= uint256(e1 - e2);
                e = e2;
            } else {
                m2 <<= uint256(e2 - e1);
                e = e1;
            }
            if (s1 == s2) return _round(s1, m1 + m2, e);
            if (m1 > m2) return _round(s1, m1 - m2, e);
            if (m2 > m1) return _round(s2, m2 - m1, e);
            return 0; // exact cancellation: +0 when rounding to nearest
        }
    }

    /// @notice a + b.
    function add(uint64 a, uint64 b) internal pure returns (uint64) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        if (_isInf(a)) {
            if (_isInf(b) && (a ^ b) == SIGN) return DEFAULT_NAN;
            return a;
        }
        if (_isInf(b)) return b;
        if (_isZero(a)) return _isZero(b) ? a & b : b;
        if (_isZero(b)) return a;
        (uint256 ma, int256 ea) = _unpack(a);
        (uint256 mb, int256 eb) = _unpack(b);
        return _sum(a >> 63, ma, ea, b >> 63, mb, eb);
    }

    /// @notice a - b (a + (-b), but a NaN b is returned with its own sign).
    function sub(uint64 a, uint64 b) internal pure returns (uint64) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        return add(a, b ^ SIGN);
    }

    /// @notice a * b.
    function mul(uint64 a, uint64 b) internal pure returns (uint64) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        uint64 sign = (a ^ b) & SIGN;
        if (_isInf(a) || _isInf(b)) {
            if (_isZero(a) || _isZero(b)) return DEFAULT_NAN;
            return sign | POS_INF;
        }
        if (_isZero(a) || _isZero(b)) return sign;
        (uint256 ma, int256 ea) = _unpack(a);
        (uint256 mb, int256 eb) = _unpack(b);
        return _round(sign >> 63, ma * mb, ea + eb);
    }

    /// @notice a / b.
    function div(uint64 a, uint64 b) internal pure returns (uint64) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        uint64 sign = (a ^ b) & SIGN;
        if (_isInf(a)) return _isInf(b) ? DEFAULT_NAN : sign | POS_INF;
        if (_isInf(b)) return sign;
        if (_isZero(b)) return _isZero(a) ? DEFAULT_NAN : sign | POS_INF;
        if (_isZero(a)) return sign;
        (uint256 ma, int256 ea) = _unpackNorm(a);
        (uint256 mb, int256 eb) = _unpackNorm(b);
        // ma<<55 / mb has 55 or 56 bits; the remainder becomes a sticky bit
        // below the quotient's last bit.
        uint256 num = ma << 55;
        uint256 q = num / mb;
        uint256 sticky = num % mb == 0 ? 0 : 1;
        return _round(sign >> 63, (q << 1) | sticky, ea - eb - 56);
    }

    /// @notice The correctly rounded square root of a (math.Sqrt: sqrt(-0)
    /// = -0, a negative a gives the default NaN).
    function sqrt(uint64 a) internal pure returns (uint64) {
        if (isNaN(a)) return a | QUIET_BIT;
        if (_isZero(a)) return a;
        if (a >= SIGN) return DEFAULT_NAN;
        if (a == POS_INF) return a;
        (uint256 m, int256 e) = _unpackNorm(a);
        if (e % 2 != 0) {
            m <<= 1;
            e -= 1;
        }
        // sqrt(m * 2^60) has at least 56 bits.
        uint256 big = m << 60;
        uint256 r = _isqrt(big);
        uint256 sticky = r * r == big ? 0 : 1;
        return _round(0, (r << 1) | sticky, e / 2 - 31);
    }

    /// @dev floor(sqrt(x)) for 0 < x < 2^128 by Newton's method from above.
    function _isqrt(uint256 x) private pure returns (uint256 y) {
        unchecked {
            uint256 z = 1 << ((_bitlen(x) + 1) / 2); // > sqrt(x)
            y = z;
            z = (x / z + z) / 2;
            while (z < y) {
                y = z;
                z = (x / z + z) / 2;
            }
        }
    }

    /// @notice float64(i) for an integer |i| < 2^53 (exact).
    function fromInt(int256 i) internal pure returns (uint64) {
        if (i == 0) return 0;
        uint256 sign = i < 0 ? 1 : 0;
        uint256 m = uint256(i < 0 ? -i : i);
        return _round(sign, m, 0);
    }

    /// @notice The largest integer value not above a (math.Floor): NaN
    /// quieted, infinities and zeros as they are, -1 for a negative a
    /// above -1, +0 for a positive a below 1.
    function floor(uint64 a) internal pure returns (uint64) {
        if (isNaN(a)) return a | QUIET_BIT;
        if (_isInf(a) || _isZero(a)) return a;
        uint256 be = (a >> 52) & 0x7FF;
        if (be >= 1075) return a; // |a| >= 2^52: an integer
        bool neg = a >= SIGN;
        if (be < 1023) return neg ? (SIGN | ONE) : 0; // 0 < |a| < 1
        // 1 <= |a| < 2^52: clear the fraction bits below the binary point.
        uint64 mask = uint64((uint256(1) << (1075 - be)) - 1);
        uint64 t = a & ~mask;
        if (!neg || t == a) return t;
        return sub(t, ONE); // a negative non-integer: one below its truncation
    }
}
