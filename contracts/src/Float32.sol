// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title Float32
/// @notice IEEE 754 binary32 arithmetic on uint32 bit patterns, as pure
/// functions, bit for bit what Go's float32 arithmetic produces on amd64
/// (x86 SSE, no flush-to-zero, no denormals-are-zero). Every arithmetic
/// result is the exact result rounded once to nearest, ties to even, with
/// subnormals kept; overflow gives a signed infinity.
///
/// NaN rule (that of x86 SSE): when an operand is a NaN, the result is the
/// first NaN operand (in argument order) with its quiet bit (0x00400000)
/// set, sign and payload kept; an invalid operation on non-NaN operands
/// (inf - inf, 0 * inf, 0 / 0, inf / inf, sqrt of a negative number, and
/// for fma 0 * inf + c or a signed-infinity clash) gives the default NaN
/// 0xFFC00000. sub keeps the NaN's sign (the subtrahend is not negated
/// first). min and max follow Go's builtins instead (see there). repops never lets a NaN's bits reach a hash (every NaN is
/// serialized as 0x7FC00000), so any NaN agrees with repops' canonical
/// evaluation once canonicalized.
///
/// Internally a finite nonzero operand is a sign, an integer significand m
/// and an exponent e with value m * 2^e; results are computed exactly (or
/// with a sticky bit below every rounding boundary) and rounded by _round.
library Float32 {
    uint32 internal constant DEFAULT_NAN = 0xFFC00000;
    uint32 internal constant CANONICAL_NAN = 0x7FC00000;
    uint32 internal constant POS_INF = 0x7F800000;
    uint32 internal constant QUIET_BIT = 0x00400000;
    uint32 internal constant SIGN = 0x80000000;
    uint32 internal constant ABS = 0x7FFFFFFF;

    // ---- classification ----

    /// @notice True when x is a NaN (quiet or signalling).
    function isNaN(uint32 x) internal pure returns (bool) {
        return (x & ABS) > POS_INF;
    }

    function _isInf(uint32 x) private pure returns (bool) {
        return (x & ABS) == POS_INF;
    }

    function _isZero(uint32 x) private pure returns (bool) {
        return (x & ABS) == 0;
    }

    /// @dev the first NaN of (a, b), quieted.
    function _nan2(uint32 a, uint32 b) private pure returns (uint32) {
        return (isNaN(a) ? a : b) | QUIET_BIT;
    }

    /// @dev significand and exponent of a finite nonzero x: |x| = m * 2^e.
    function _unpack(uint32 x) private pure returns (uint256 m, int256 e) {
        uint256 be = (x >> 23) & 0xFF;
        m = x & 0x7FFFFF;
        if (be == 0) {
            e = -149;
        } else {
            m |= 0x800000;
            e = int256(be) - 150;
        }
    }

    /// @dev as _unpack, with m shifted up so that bit 23 is set.
    function _unpackNorm(uint32 x) private pure returns (uint256 m, int256 e) {
        (m, e) = _unpack(x);
        if (m < 0x800000) {
            uint256 sh = 24 - _bitlen(m); // a subnormal (m > 0)
            m <<= sh;
            e -= int256(sh);
        }
    }

    /// @dev number of bits of x (0 for 0).
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

    /// @dev rounds sign * m * 2^e (m > 0) to binary32, to nearest, ties to
    /// even, with gradual underflow and overflow to infinity.
    function _round(uint256 sign, uint256 m, int256 e) private pure returns (uint32) {
        unchecked {
            uint256 n = _bitlen(m);
            int256 s = int256(n) - 24;
            if (e + s < -149) s = -149 - e;
            uint256 q;
            if (s <= 0) {
                q = m << uint256(-s);
            } else {
                if (uint256(s) > n) return uint32(sign << 31); // below half the smallest subnormal
                q = m >> uint256(s);
                uint256 r = m & ((1 << uint256(s)) - 1);
                uint256 half = 1 << uint256(s - 1);
                if (r > half || (r == half && (q & 1) == 1)) {
                    q += 1;
                    if (q == 1 << 24) {
                        q = 1 << 23;
                        s += 1;
                    }
                }
            }
            int256 ex = e + s;
            if (ex > 104) return uint32((sign << 31) | POS_INF);
            // normal: q in [2^23, 2^24), biased exponent ex + 150; subnormal:
            // q < 2^23 and ex == -149. Both encode as ((ex + 149) << 23) + q.
            return uint32((sign << 31) | ((uint256(ex + 149) << 23) + q));
        }
    }

    /// @dev rounds s1*m1*2^e1 + s2*m2*2^e2 (m1, m2 > 0, each at most 48
    /// bits). When one term lies more than 64 bits below the other it is
    /// moved up to exactly 64 bits below: still far under every rounding
    /// boundary next to the larger term, so the rounded sum is unchanged.
    function _sum(uint256 s1, uint256 m1, int256 e1, uint256 s2, uint256 m2, int256 e2)
        private
        pure
        returns (uint32)
    {
        unchecked {
            int256 t1 = e1 + int256(_bitlen(m1));
            int256 t2 = e2 + int256(_bitlen(m2));
            if (t1 - t2 > 64) {
                e2 += t1 - t2 - 64;
            } else if (t2 - t1 > 64) {
                e1 += t2 - t1 - 64;
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

    // ---- arithmetic ----

    /// @notice a + b.
    function add(uint32 a, uint32 b) internal pure returns (uint32) {
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
        return _sum(a >> 31, ma, ea, b >> 31, mb, eb);
    }

    /// @notice a - b (a + (-b), but a NaN b is returned with its own sign).
    function sub(uint32 a, uint32 b) internal pure returns (uint32) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        return add(a, b ^ SIGN);
    }

    /// @notice a * b.
    function mul(uint32 a, uint32 b) internal pure returns (uint32) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        uint32 sign = (a ^ b) & SIGN;
        if (_isInf(a) || _isInf(b)) {
            if (_isZero(a) || _isZero(b)) return DEFAULT_NAN;
            return sign | POS_INF;
        }
        if (_isZero(a) || _isZero(b)) return sign;
        (uint256 ma, int256 ea) = _unpack(a);
        (uint256 mb, int256 eb) = _unpack(b);
        return _round(sign >> 31, ma * mb, ea + eb);
    }

    /// @notice a / b.
    function div(uint32 a, uint32 b) internal pure returns (uint32) {
        if (isNaN(a) || isNaN(b)) return _nan2(a, b);
        uint32 sign = (a ^ b) & SIGN;
        if (_isInf(a)) return _isInf(b) ? DEFAULT_NAN : sign | POS_INF;
        if (_isInf(b)) return sign;
        if (_isZero(b)) return _isZero(a) ? DEFAULT_NAN : sign | POS_INF;
        if (_isZero(a)) return sign;
        (uint256 ma, int256 ea) = _unpackNorm(a);
        (uint256 mb, int256 eb) = _unpackNorm(b);
        // ma<<26 / mb has 26 or 27 bits; the remainder becomes a sticky bit
        // below the quotient's last bit.
        uint256 num = ma << 26;
        uint256 q = num / mb;
        uint256 sticky = num % mb == 0 ? 0 : 1;
        return _round(sign >> 31, (q << 1) | sticky, ea - eb - 27);
    }

    /// @notice The correctly rounded square root of a (sqrt(-0) = -0).
    function sqrt(uint32 a) internal pure returns (uint32) {
        if (isNaN(a)) return a | QUIET_BIT;
        if (_isZero(a)) return a;
        if (a >= SIGN) return DEFAULT_NAN;
        if (a == POS_INF) return a;
        (uint256 m, int256 e) = _unpackNorm(a);
        if (e % 2 != 0) {
            m <<= 1;
            e -= 1;
        }
        // sqrt(m * 2^30) has at least 27 bits.
        uint256 big = m << 30;
        uint256 r = _isqrt(big);
        uint256 sticky = r * r == big ? 0 : 1;
        return _round(0, (r << 1) | sticky, e / 2 - 16);
    }

    /// @dev floor(sqrt(x)) for 0 < x < 2^64 by Newton's method from above.
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

    /// @notice The fused multiply-add a * b + c with a single rounding.
    /// NaNs: the first NaN of (a, b, c) quieted; otherwise 0 * inf (in either
    /// order, whatever non-NaN c is) and inf + -inf give the default NaN.
    function fma(uint32 a, uint32 b, uint32 c) internal pure returns (uint32) {
        if (isNaN(a)) return a | QUIET_BIT;
        if (isNaN(b)) return b | QUIET_BIT;
        if (isNaN(c)) return c | QUIET_BIT;
        uint32 sp = (a ^ b) & SIGN;
        bool pZero = _isZero(a) || _isZero(b);
        if (_isInf(a) || _isInf(b)) {
            if (pZero) return DEFAULT_NAN;
            if (_isInf(c) && (c & SIGN) != sp) return DEFAULT_NAN;
            return sp | POS_INF;
        }
        if (_isInf(c)) return c;
        if (pZero) return _isZero(c) ? (sp & c) : c;
        (uint256 ma, int256 ea) = _unpack(a);
        (uint256 mb, int256 eb) = _unpack(b);
        if (_isZero(c)) return _round(sp >> 31, ma * mb, ea + eb);
        (uint256 mc, int256 ec) = _unpack(c);
        return _sum(sp >> 31, ma * mb, ea + eb, c >> 31, mc, ec);
    }

    /// @notice -a: the sign bit flipped (also for NaNs), as Go's unary minus.
    function neg(uint32 a) internal pure returns (uint32) {
        return a ^ SIGN;
    }

    /// @notice x with any NaN replaced by 0x7FC00000, the one NaN pattern
    /// repops hashes and serializes (repops.CanonicalNaN). A referee maps
    /// results through this before comparing them with committed hashes.
    function canonical(uint32 x) internal pure returns (uint32) {
        return isNaN(x) ? CANONICAL_NAN : x;
    }

    // ---- comparisons ----

    /// @dev a total order key for non-NaN x, with -0 and +0 equal.
    function _key(uint32 x) private pure returns (int256) {
        return x >= SIGN ? -int256(uint256(x & ABS)) : int256(uint256(x));
    }

    /// @notice a < b (false when either is a NaN; -0 < +0 is false).
    function lt(uint32 a, uint32 b) internal pure returns (bool) {
        return !isNaN(a) && !isNaN(b) && _key(a) < _key(b);
    }

    /// @notice a <= b (false when either is a NaN).
    function le(uint32 a, uint32 b) internal pure returns (bool) {
        return !isNaN(a) && !isNaN(b) && _key(a) <= _key(b);
    }

    /// @notice a == b (false when either is a NaN; -0 == +0).
    function eq(uint32 a, uint32 b) internal pure returns (bool) {
        return !isNaN(a) && !isNaN(b) && _key(a) == _key(b);
    }

    /// @notice repops' running maximum step `if v > m { m = v }` (softmax,
    /// log-softmax, cross-entropy rows): v when v > m, else m (a NaN m
    /// stays, a NaN v is ignored, and of two zeros m is kept).
    function maxStep(uint32 m, uint32 v) internal pure returns (uint32) {
        return lt(m, v) ? v : m;
    }

    /// @notice The mirror of maxStep: v when v < m, else m.
    function minStep(uint32 m, uint32 v) internal pure returns (uint32) {
        return lt(v, m) ? v : m;
    }

    /// @dev x86 MINSS x, y: x when x < y, else y (so y for a NaN or two zeros).
    function _minss(uint32 x, uint32 y) private pure returns (uint32) {
        return lt(x, y) ? x : y;
    }

    /// @notice Go's builtin min(a, b) on float32, as compiled for amd64
    /// (repops' PolicyLoss clip uses it): on non-NaN operands the smaller,
    /// with min(-0, +0) = -0; with a NaN operand a NaN, whose bits are those
    /// of Go's amd64 lowering t = MINSS(a, b); t | MINSS(t, a) (the NaN is
    /// not quieted and may merge both operands' bits).
    function min(uint32 a, uint32 b) internal pure returns (uint32) {
        uint32 t = _minss(a, b);
        return t | _minss(t, a);
    }

    /// @notice Go's builtin max(a, b) on float32, as compiled for amd64:
    /// -min(-a, -b), so max(-0, +0) = +0 and a NaN operand gives a NaN.
    function max(uint32 a, uint32 b) internal pure returns (uint32) {
        return min(a ^ SIGN, b ^ SIGN) ^ SIGN;
    }

    /// @notice c ? a : b.
    function select(bool c, uint32 a, uint32 b) internal pure returns (uint32) {
        return c ? a : b;
    }

    // ---- conversions ----

    /// @notice float32(i), rounded to nearest even.
    function fromInt32(int32 i) internal pure returns (uint32) {
        if (i == 0) return 0;
        if (i < 0) return _round(1, uint256(-int256(i)), 0);
        return _round(0, uint256(int256(i)), 0);
    }

    /// @notice int32(x), truncated toward zero. A NaN or a value outside
    /// the int32 range gives type(int32).min (x86's "integer indefinite",
    /// what CVTTSS2SL and so Go on amd64 produce).
    function toInt32(uint32 x) internal pure returns (int32) {
        if (isNaN(x) || (x & ABS) >= 0x4F000000) {
            return type(int32).min; // |x| >= 2^31, or NaN
        }
        if (_isZero(x)) return 0;
        (uint256 m, int256 e) = _unpack(x);
        uint256 mag = e >= 0 ? m << uint256(e) : m >> uint256(-e);
        return x >= SIGN ? -int32(int256(mag)) : int32(int256(mag));
    }

    /// @notice float32(f) for a binary64 bit pattern f, rounded to nearest
    /// even; a NaN keeps its sign and the top 23 bits of its payload, with
    /// the quiet bit set (as x86 CVTSD2SS).
    function fromFloat64(uint64 f) internal pure returns (uint32) {
        uint256 sign = f >> 63;
        uint256 be = (f >> 52) & 0x7FF;
        uint256 frac = f & 0xFFFFFFFFFFFFF;
        if (be == 0x7FF) {
            if (frac == 0) return uint32((sign << 31) | POS_INF);
            return uint32((sign << 31) | 0x7FC00000 | (frac >> 29));
        }
        if (be == 0 && frac == 0) return uint32(sign << 31);
        if (be == 0) return _round(sign, frac, -1074);
        return _round(sign, frac | (1 << 52), int256(be) - 1075);
    }

    // ---- AdamW's bias correction (binary64 products) ----

    /// @notice float32(1 - beta^t) where beta^t is computed in binary64 by
    /// binary exponentiation (r = 1; for each bit of t from the lowest:
    /// r = r * x if the bit is set, then x = x * x), every product and the
    /// difference rounded to nearest, ties to even, with subnormals kept:
    /// repops' AdamW bias corrections bc1 and bc2
    /// (repops.AdamWBiasCorrection). ok is false, and r 0, outside the
    /// domain 0 <= beta < 1 (as bits: beta < 0x3F800000, so -0 and NaNs
    /// are out) and t >= 1, where the products can neither overflow nor
    /// change sign.
    function biasCorrection(uint32 beta, uint64 t) internal pure returns (bool ok, uint32 r) {
        (bool inDomain, uint256 rm, int256 re) = betaPow(beta, t);
        if (!inDomain) return (false, 0);
        unchecked {
            // 1 - r, exact then rounded to binary64; r < 1, so re < 0. Below
            // 2^-146 the difference rounds to 1.
            if (rm == 0 || re < -200) return (true, 0x3F800000);
            (uint256 dm, int256 de) = _round64((uint256(1) << uint256(-re)) - rm, re);
            return (true, _round(0, dm, de));
        }
    }

    /// @notice beta^t in binary64 as biasCorrection computes it: rm * 2^re
    /// (rm < 2^54; 0 for a power that underflowed), or ok false outside
    /// biasCorrection's domain.
    function betaPow(uint32 beta, uint64 t) internal pure returns (bool ok, uint256 rm, int256 re) {
        if (beta >= 0x3F800000 || t == 0) return (false, 0, 0);
        unchecked {
            // x = beta exactly, as m * 2^e.
            uint256 xm = beta & 0x7FFFFF;
            int256 xe = -149;
            if (beta >= 0x800000) {
                xm |= 0x800000;
                xe = int256(uint256(beta >> 23)) - 150;
            }
            rm = 1;
            while (t > 0) {
                if (t & 1 == 1) (rm, re) = _mul64(rm, re, xm, xe);
                (xm, xe) = _mul64(xm, xe, xm, xe);
                t >>= 1;
            }
            return (true, rm, re);
        }
    }

    /// @dev the binary64 product of m1 * 2^e1 and m2 * 2^e2 (m1, m2 <
    /// 2^53, both values below 2^1024), rounded to nearest even.
    function _mul64(uint256 m1, int256 e1, uint256 m2, int256 e2) private pure returns (uint256, int256) {
        if (m1 == 0 || m2 == 0) return (0, 0);
        unchecked {
            return _round64(m1 * m2, e1 + e2);
        }
    }

    /// @dev m * 2^e (m > 0, a positive value below 2^1024) rounded to
    /// binary64: 53 significant bits, gradual underflow below 2^-1022 (no
    /// bit below 2^-1074), to nearest, ties to even; zero when it rounds
    /// to nothing.
    function _round64(uint256 m, int256 e) private pure returns (uint256, int256) {
        unchecked {
            int256 s = int256(_bitlen(m)) - 53;
            if (e + s < -1074) s = -1074 - e;
            if (s <= 0) return (m, e);
            if (uint256(s) > _bitlen(m)) return (0, 0); // below half the smallest subnormal
            uint256 q = m >> uint256(s);
            uint256 rem = m & ((uint256(1) << uint256(s)) - 1);
            uint256 half = uint256(1) << uint256(s - 1);
            if (rem > half || (rem == half && (q & 1) == 1)) q += 1;
            if (q == 0) return (0, 0);
            return (q, e + s);
        }
    }

    /// @notice float64(x), exact; a NaN keeps its sign and payload, with
    /// the quiet bit set (as x86 CVTSS2SD).
    function toFloat64(uint32 x) internal pure returns (uint64) {
        uint64 sign = uint64(x >> 31) << 63;
        if (isNaN(x)) return sign | 0x7FF8000000000000 | (uint64(x & 0x7FFFFF) << 29);
        if (_isInf(x)) return sign | 0x7FF0000000000000;
        if (_isZero(x)) return sign;
        (uint256 m, int256 e) = _unpackNorm(x);
        return sign | (uint64(uint256(e + 23 + 1023)) << 52) | (uint64(m - 0x800000) << 29);
    }
}
