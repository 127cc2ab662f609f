// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarProgram} from "./ScalarProgram.sol";
import {Float64} from "./Float64.sol";

/// @title IntProgram
/// @notice repops' scalar evaluations (repops.ScalarOf) of the ops that
/// read integer lists, embedding's token ids and the cross-entropy's
/// targets, each read as a tensor of one dimension holding the integers'
/// float32 values: embedding, cross_entropy and their gradients. A step
/// compares such an element with its parameter (consts[2]: the float32
/// value compared with) through the conditional kinds seleq, addifeq,
/// addifge and mulifge. The same interface as ScalarProgram for op codes
/// 44 to 47, in RowPrograms' contract.
library IntProgram {
    uint8 internal constant EMBEDDING = 44; // inputs W [V, D], ids [N]
    uint8 internal constant EMBEDDING_GRAD = 45; // inputs g [N, D], W, ids
    // inputs logits [.., V] (N rows), targets [N], an optional mask [N];
    // constBits: the fixed normalizer (WeightedNLL's norm), 0 for none.
    uint8 internal constant CROSS_ENTROPY = 46;
    uint8 internal constant CROSS_ENTROPY_GRAD = 47; // inputs g (shape []), then cross_entropy's
    // inputs x [N, D], positions [N]; adam[0] heads, adam[1] and adam[2]
    // the bits of lb = ln(base) (high, low)
    uint8 internal constant ROTARY = 48;
    uint8 internal constant ROTARY_GRAD = 49; // inputs g [N, D], x, positions
    uint8 internal constant FIRST = EMBEDDING;
    uint8 internal constant LAST = ROTARY_GRAD;

    // The conditional kinds (repops.ScalarSelEq ...).
    uint8 internal constant K_SELEQ = 22;
    uint8 internal constant K_ADDIFEQ = 23;
    uint8 internal constant K_ADDIFGE = 24;
    uint8 internal constant K_MULIFGE = 25;
    uint8 internal constant K_KEEPIFNZ = 26;
    uint8 internal constant K_ROTANGLE = 27;
    uint8 internal constant K_COS64 = 28;
    uint8 internal constant K_SIN64 = 29;
    uint64 internal constant ROT_MAX_LB = 0x4056400000000000; // 89.0

    uint64 internal constant MAX_CLASSES = 1 << 24;
    uint32 internal constant MINUS_ONE = 0xBF800000;
    uint32 internal constant INF = 0x7F800000;

    /// @notice Whether the op reduces with these shapes (repops.ScalarOf
    /// succeeds), as ScalarProgram.valid.
    function valid(ScalarProgram.Op memory o) internal pure returns (bool) {
        if (!ScalarProgram.shapesOK(o)) return false;
        uint256 n = o.shapes.length;
        uint8 c = o.code;
        if (c == EMBEDDING || c == EMBEDDING_GRAD) {
            uint256 w = c == EMBEDDING ? 0 : 1;
            if (n != w + 2 || o.shapes[w].length != 2 || o.shapes[w + 1].length != 1 || o.wrt != 0) return false;
            uint64 v = o.shapes[w][0];
            uint64 d = o.shapes[w][1];
            uint64 rows = o.shapes[w + 1][0];
            if (v < 1 || v > MAX_CLASSES || d < 1 || rows < 1 || rows * d > ScalarProgram.MAX_ELEMENTS) return false;
            return c == EMBEDDING
                || (o.shapes[0].length == 2 && o.shapes[0][0] == rows && o.shapes[0][1] == d);
        }
        if (c == ROTARY || c == ROTARY_GRAD) return _rotaryValid(o);
        if (c != CROSS_ENTROPY && c != CROSS_ENTROPY_GRAD) return false;
        uint256 lg = c == CROSS_ENTROPY ? 0 : 1;
        if (n < lg + 2 || n > lg + 3 || o.shapes[lg].length == 0 || o.shapes[lg + 1].length != 1 || o.wrt != 0) return false;
        if (o.constBits > INF) return false; // a norm is positive (0: none)
        (uint64 cls, uint64 nr) = _rows(o);
        if (cls < 1 || cls > MAX_CLASSES || nr < 1 || o.shapes[lg + 1][0] != nr) return false;
        if (n == lg + 3 && (o.shapes[lg + 2].length != 1 || o.shapes[lg + 2][0] != nr)) return false;
        return c == CROSS_ENTROPY || o.shapes[0].length == 0;
    }

    /// @notice The number of output elements.
    function elements(ScalarProgram.Op memory o) internal pure returns (uint64) {
        uint8 c = o.code;
        if (c == EMBEDDING) return o.shapes[1][0] * o.shapes[0][1];
        if (c == EMBEDDING_GRAD) return ScalarProgram.numel(o.shapes[1]);
        if (c == CROSS_ENTROPY) return 1;
        if (c == CROSS_ENTROPY_GRAD) return ScalarProgram.numel(o.shapes[1]);
        if (c == ROTARY || c == ROTARY_GRAD) return ScalarProgram.numel(o.shapes[0]);
        revert ScalarProgram.BadOp();
    }

    /// @notice The number of steps of element e (the same for every element).
    function length(ScalarProgram.Op memory o, uint64 e) internal pure returns (uint64) {
        e;
        uint8 c = o.code;
        if (c == EMBEDDING) return o.shapes[0][0];
        if (c == EMBEDDING_GRAD) return o.shapes[2][0];
        if (c == ROTARY) return 8;
        if (c == ROTARY_GRAD) return 9;
        (uint64 v, uint64 n) = _rows(o);
        bool norm = o.constBits != 0;
        if (c == CROSS_ENTROPY) return norm ? n * (5 * v + 5) + 1 : n * (5 * v + 6) + 2;
        if (c == CROSS_ENTROPY_GRAD) return (norm ? 0 : n) + 4 * v + 8;
        revert ScalarProgram.BadOp();
    }

    /// @notice Step k of element e (k < length(o, e), e < elements(o)).
    function step(ScalarProgram.Op memory o, uint64 e, uint64 k) internal pure returns (ScalarProgram.Step memory s) {
        uint8 c = o.code;
        if (c == EMBEDDING) {
            // seleq(acc, W[k, j], ids[t] == k)
            uint64 d = o.shapes[0][1];
            s.kind = K_SELEQ;
            ScalarProgram._lane(s, 0, 0);
            ScalarProgram._elem(s, 1, 0, k * d + e % d);
            _int(s, 1, e / d, k);
            return s;
        }
        if (c == EMBEDDING_GRAD) {
            // addifeq(acc, g[k, j], ids[k] == v)
            uint64 d = o.shapes[1][1];
            s.kind = K_ADDIFEQ;
            ScalarProgram._lane(s, 0, 0);
            ScalarProgram._elem(s, 1, 0, k * d + e % d);
            _int(s, 2, k, e / d);
            return s;
        }
        if (c == CROSS_ENTROPY) return _ceStep(o, k);
        if (c == CROSS_ENTROPY_GRAD) return _ceGradStep(o, e, k);
        if (c == ROTARY || c == ROTARY_GRAD) return _rotaryStep(o, e, k);
        revert ScalarProgram.BadOp();
    }

    /// @dev rotary and rotary.grad's shapes and attributes (repops'
    /// rotaryScalarOf): x (and g) [N, D], positions [N], heads dividing D
    /// into even head widths, lb in (0, 89].
    function _rotaryValid(ScalarProgram.Op memory o) private pure returns (bool) {
        uint256 ps = o.code == ROTARY ? 1 : 2;
        if (o.shapes.length != ps + 1 || o.shapes[0].length != 2 || o.shapes[ps].length != 1 || o.wrt != 0) return false;
        uint64 n = o.shapes[0][0];
        uint64 d = o.shapes[0][1];
        uint64 heads = o.adam[0];
        if (n < 1 || d < 1 || o.shapes[ps][0] != n || heads < 1 || heads > MAX_CLASSES || d % heads != 0 || (d / heads) % 2 != 0) {
            return false;
        }
        if (ps == 2 && (o.shapes[1].length != 2 || o.shapes[1][0] != n || o.shapes[1][1] != d)) return false;
        uint64 lb = (uint64(o.adam[1]) << 32) | o.adam[2];
        return lb != 0 && lb <= ROT_MAX_LB;
    }

    /// @dev Step k < 3 of element e = (r, col) of rotary (rotary.grad):
    /// chunk k of the angle of column pair i = col mod half at position
    /// positions[r], into lane 1 + k.
    function _rotAngleStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        uint64 d = o.shapes[0][1];
        uint64 half = d / o.adam[0] / 2;
        uint64 a = Float64.div(Float64.fromInt(int256(uint256(2 * ((e % d) % half)))), Float64.fromInt(int256(uint256(2 * half))));
        uint64 x = Float64.mul(a, (uint64(o.adam[1]) << 32) | o.adam[2]) ^ Float64.SIGN;
        s = ScalarProgram.newStep(K_ROTANGLE, uint8(1 + k));
        ScalarProgram._elem(s, 0, o.code == ROTARY ? 1 : 2, e / d);
        s.consts[0] = uint32(k);
        ScalarProgram._const(s, 1, uint32(x >> 32));
        ScalarProgram._const(s, 2, uint32(x));
    }

    /// @dev Step k of element e = (r, col) of rotary (rotary.grad): the
    /// angle's three chunks into l1..l3, its cosine into l4 and sine into
    /// l5 (negated for the gradient), then the rotation of the pair.
    function _rotaryStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        if (k < 3) return _rotAngleStep(o, e, k);
        if (k < 5) {
            s = ScalarProgram.newStep(k == 3 ? K_COS64 : K_SIN64, uint8(k + 1));
            ScalarProgram._lane(s, 0, 1);
            ScalarProgram._lane(s, 1, 2);
            ScalarProgram._lane(s, 2, 3);
            return s;
        }
        if (o.code == ROTARY_GRAD) {
            if (k == 5) {
                s = ScalarProgram.newStep(ScalarProgram.K_MUL, 5);
                ScalarProgram._lane(s, 0, 5);
                ScalarProgram._const(s, 1, MINUS_ONE);
                return s;
            }
            k--;
        }
        uint64 d = o.shapes[0][1];
        uint64 half = d / o.adam[0] / 2;
        uint64 kk = (e % d) % (2 * half);
        uint64 xa = e - kk + kk % half;
        bool second = kk >= half;
        if (k == 5) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 6);
            ScalarProgram._elem(s, 0, 0, xa);
            ScalarProgram._lane(s, 1, second ? 5 : 4);
        } else if (k == 6) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 7);
            ScalarProgram._elem(s, 0, 0, xa + half);
            ScalarProgram._lane(s, 1, second ? 4 : 5);
        } else {
            s = ScalarProgram.newStep(second ? ScalarProgram.K_ADD : ScalarProgram.K_SUB, 0);
            ScalarProgram._lane(s, 0, 6);
            ScalarProgram._lane(s, 1, 7);
        }
    }

    /// @dev The classes V (the logits' last dimension) and rows N.
    function _rows(ScalarProgram.Op memory o) private pure returns (uint64 v, uint64 n) {
        uint64[] memory x = o.shapes[o.code == CROSS_ENTROPY ? 0 : 1];
        v = ScalarProgram._last(x);
        if (v > 0) n = ScalarProgram.numel(x) / v;
    }

    /// @dev Operand 2: element index of the integer list `input`, compared
    /// with the value c (the step's parameter).
    function _int(ScalarProgram.Step memory s, uint8 input, uint64 index, uint64 c) private pure {
        ScalarProgram._elem(s, 2, input, index);
        s.consts[2] = ScalarProgram._f32(c);
    }

    /// @dev Operand i: the mask of row r (input m), or 1 without a mask.
    function _mask(ScalarProgram.Step memory s, uint256 i, ScalarProgram.Op memory o, uint8 m, uint64 r) private pure {
        if (o.shapes.length > m) ScalarProgram._elem(s, i, m, r);
        else ScalarProgram._const(s, i, ScalarProgram.ONE);
    }

    /// @dev Operand i: the denominator, lane 6 or the fixed normalizer.
    function _den(ScalarProgram.Step memory s, uint256 i, ScalarProgram.Op memory o) private pure {
        if (o.constBits != 0) ScalarProgram._const(s, i, o.constBits);
        else ScalarProgram._lane(s, i, 6);
    }

    /// @dev The denominator's step r: l6 = addifge(l6, mask_r, t_r >= 0)
    /// (targets input tg, mask input tg + 1).
    function _denStep(ScalarProgram.Op memory o, uint8 tg, uint64 r) private pure returns (ScalarProgram.Step memory s) {
        s = ScalarProgram.newStep(K_ADDIFGE, 6);
        ScalarProgram._lane(s, 0, 6);
        _mask(s, 1, o, tg + 1, r);
        _int(s, tg, r, 0);
    }

    /// @dev Step k of cross_entropy's one element (repops'
    /// crossEntropyScalarOf): per row the statistics, the target's logit
    /// in lane 4, the loss, the total (lane 5) and the denominator (lane
    /// 6); then the quotient.
    function _ceStep(ScalarProgram.Op memory o, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        (uint64 v, uint64 n) = _rows(o);
        bool norm = o.constBits != 0;
        uint64 row = norm ? 5 * v + 5 : 5 * v + 6;
        if (k >= n * row) {
            // the quotient: div(l5, norm), or l3 = div(l5, l6), keepifnz(l3, l6)
            if (norm || k == n * row) {
                s = ScalarProgram.newStep(ScalarProgram.K_DIV, norm ? 0 : 3);
                ScalarProgram._lane(s, 0, 5);
                _den(s, 1, o);
            } else {
                s = ScalarProgram.newStep(K_KEEPIFNZ, 0);
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._lane(s, 1, 6);
            }
            return s;
        }
        uint64 r = k / row;
        k %= row;
        if (k < 4 * v) return ScalarProgram.rowMaxSum(0, r * v, v, k, true);
        if (k < 5 * v) {
            uint64 j = k - 4 * v;
            s = ScalarProgram.newStep(K_SELEQ, 4);
            ScalarProgram._lane(s, 0, 4);
            ScalarProgram._elem(s, 1, 0, r * v + j);
            _int(s, 1, r, j);
            return s;
        }
        uint64 p = k - 5 * v;
        if (p == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_LOG, 3);
            ScalarProgram._lane(s, 0, 2);
        } else if (p == 1) {
            s = ScalarProgram.newStep(ScalarProgram.K_ADD, 3);
            ScalarProgram._lane(s, 0, 1);
            ScalarProgram._lane(s, 1, 3);
        } else if (p == 2) {
            s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 4);
        } else if (p == 3) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 3);
            _mask(s, 0, o, 2, r);
            ScalarProgram._lane(s, 1, 3);
        } else if (p == 4) {
            s = ScalarProgram.newStep(K_ADDIFGE, 5);
            ScalarProgram._lane(s, 0, 5);
            ScalarProgram._lane(s, 1, 3);
            _int(s, 1, r, 0);
        } else {
            s = _denStep(o, 1, r);
        }
    }

    /// @dev Step k of element e = (n, j) of cross_entropy.grad: the
    /// denominator (without a norm), row n's statistics, then p_j, the
    /// target's -1, the row's weight, their product and the zero
    /// denominator's +0.
    function _ceGradStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        (uint64 v, uint64 n) = _rows(o);
        uint64 r = e / v;
        uint64 j = e % v;
        if (o.constBits == 0) {
            if (k < n) return _denStep(o, 2, k);
            k -= n;
        }
        if (k < 4 * v) return ScalarProgram.rowMaxSum(1, r * v, v, k, true);
        uint64 p = k - 4 * v;
        if (p == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
            ScalarProgram._elem(s, 0, 1, r * v + j);
            ScalarProgram._lane(s, 1, 1);
        } else if (p == 1) {
            s = ScalarProgram.newStep(ScalarProgram.K_EXP, 3);
            ScalarProgram._lane(s, 0, 3);
        } else if (p == 2) {
            s = ScalarProgram.newStep(ScalarProgram.K_DIV, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 2);
        } else if (p == 3) {
            s = ScalarProgram.newStep(K_ADDIFEQ, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._const(s, 1, MINUS_ONE);
            _int(s, 2, r, j);
        } else if (p == 4) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 4);
            _mask(s, 0, o, 3, r);
            ScalarProgram._elem(s, 1, 0, 0);
        } else if (p == 5) {
            s = ScalarProgram.newStep(ScalarProgram.K_DIV, 4);
            ScalarProgram._lane(s, 0, 4);
            _den(s, 1, o);
        } else if (p == 6) {
            s = ScalarProgram.newStep(K_MULIFGE, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 4);
            _int(s, 2, r, 0);
        } else {
            s = ScalarProgram.newStep(K_KEEPIFNZ, 0);
            ScalarProgram._lane(s, 0, 3);
            _den(s, 1, o);
        }
    }
}
