// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarProgram} from "./ScalarProgram.sol";

/// @title RowProgram
/// @notice repops' scalar evaluations (repops.ScalarOf) of the ops whose
/// elements keep running values in the lanes of a scalar value: softmax,
/// log_softmax, layer_norm, rms_norm (a row's maximum and sum, a mean and
/// a reciprocal root), their gradients, and causal_attention (the scale, a
/// query's maximum score and sum of exponentials, the P V sum). The same
/// interface as ScalarProgram for op codes 34 to 42; its own contract
/// (RowPrograms) keeps ScalarPrograms under EIP-170's code size limit.
library RowProgram {
    uint8 internal constant SOFTMAX = 34; // over the last dimension: input x
    uint8 internal constant LOG_SOFTMAX = 35;
    uint8 internal constant LAYER_NORM = 36; // inputs x, gamma [n], beta [n]; constBits: eps
    uint8 internal constant RMS_NORM = 37; // inputs x, gamma [n]; constBits: eps
    uint8 internal constant SOFTMAX_GRAD = 38; // the row ops' gradients: inputs g, then the forward op's
    uint8 internal constant LOG_SOFTMAX_GRAD = 39;
    uint8 internal constant LAYER_NORM_GRAD = 40; // wrt 0 (x), 1 (gamma) or 2 (beta)
    uint8 internal constant RMS_NORM_GRAD = 41; // wrt 0 (x) or 1 (gamma)
    uint8 internal constant CAUSAL_ATTENTION = 42; // inputs q, k, v [B*T, D]; adam[0..2]: B, T, heads
    uint8 internal constant CAUSAL_ATTENTION_GRAD = 43; // inputs g, q, k, v; wrt 0 (q), 1 (k) or 2 (v)
    uint8 internal constant FIRST = SOFTMAX; // the first op code of this program
    uint8 internal constant LAST = CAUSAL_ATTENTION_GRAD;

    /// @notice Whether the op reduces with these shapes (repops.ScalarOf
    /// succeeds), as ScalarProgram.valid.
    function valid(ScalarProgram.Op memory o) internal pure returns (bool) {
        if (!ScalarProgram.shapesOK(o)) return false;
        uint256 n = o.shapes.length;
        uint8 c = o.code;
        bool ok;
        if (c >= SOFTMAX && c <= RMS_NORM) {
            ok = _rowsOK(o, c, 0);
        } else if (c == CAUSAL_ATTENTION) {
            ok = _attentionOK(o, 0);
        } else if (c == CAUSAL_ATTENTION_GRAD) {
            ok = n == 4 && _attentionOK(o, 1) && ScalarProgram._same(o.shapes[0], o.shapes[1]) && o.wrt < 3;
        } else if (c >= SOFTMAX_GRAD && c <= RMS_NORM_GRAD) {
            uint8 f = c - 4; // the forward op
            ok = n >= 2 && _rowsOK(o, f, 1) && ScalarProgram._same(o.shapes[0], o.shapes[1]) && o.wrt < n - 1;
        }
        return ok && elements(o) > 0;
    }

    /// @notice The number of output elements.
    function elements(ScalarProgram.Op memory o) internal pure returns (uint64) {
        uint8 c = o.code;
        if (c >= SOFTMAX && c <= RMS_NORM) return ScalarProgram.numel(o.shapes[0]);
        if (c >= SOFTMAX_GRAD && c <= RMS_NORM_GRAD) return ScalarProgram.numel(o.shapes[1 + o.wrt]);
        if (c == CAUSAL_ATTENTION || c == CAUSAL_ATTENTION_GRAD) return ScalarProgram.numel(o.shapes[0]);
        revert ScalarProgram.BadOp();
    }

    /// @notice The number of steps of element e.
    function length(ScalarProgram.Op memory o, uint64 e) internal pure returns (uint64) {
        e; // every element of these ops takes the same number of steps
        uint8 c = o.code;
        if (c >= SOFTMAX && c <= RMS_NORM) {
            uint64 n = ScalarProgram._last(o.shapes[0]);
            if (c == LAYER_NORM) return 3 * n + 8;
            if (c == RMS_NORM) return n + 5;
            return 4 * n + 3;
        }
        if (c >= SOFTMAX_GRAD && c <= RMS_NORM_GRAD) return _gradLength(o);
        if (c == CAUSAL_ATTENTION) {
            uint64 t = o.adam[1];
            uint64 hd = o.shapes[0][1] / o.adam[2];
            return 2 + t * (3 * hd + 11);
        }
        if (c == CAUSAL_ATTENTION_GRAD) return 2 + _agTerms(o);
        revert ScalarProgram.BadOp();
    }

    /// @notice Step k of element e (k < length(o, e), e < elements(o)).
    function step(ScalarProgram.Op memory o, uint64 e, uint64 k) internal pure returns (ScalarProgram.Step memory) {
        uint8 c = o.code;
        if (c >= SOFTMAX && c <= RMS_NORM) return _rowStep(o, e, k);
        if (c >= SOFTMAX_GRAD && c <= RMS_NORM_GRAD) return _rowGradStep(o, e, k);
        if (c == CAUSAL_ATTENTION) return _attentionStep(o, e, k);
        if (c == CAUSAL_ATTENTION_GRAD) return _attentionGradStep(o, e, k);
        revert ScalarProgram.BadOp();
    }

    /// @dev Whether row op c fits the shapes from index `from` on: x of
    /// one or more dimensions, the last n in [1, 2^24), gamma and beta (the
    /// normalizations) [n].
    function _rowsOK(ScalarProgram.Op memory o, uint8 c, uint256 from) private pure returns (bool) {
        uint256 want = c == LAYER_NORM ? 3 : (c == RMS_NORM ? 2 : 1);
        if (o.shapes.length != from + want || o.shapes[from].length == 0) return false;
        uint64 n = ScalarProgram._last(o.shapes[from]);
        if (n == 0 || n >= 1 << 24) return false;
        for (uint256 i = from + 1; i < from + want; i++) {
            if (o.shapes[i].length != 1 || o.shapes[i][0] != n) return false;
        }
        return true;
    }

    /// @dev Whether causal_attention fits from input `from` on: q, k, v of
    /// one shape [B*T, D], D a multiple of the heads, hd = D/heads below
    /// 2^24, T at most 2^16.
    function _attentionOK(ScalarProgram.Op memory o, uint256 from) private pure returns (bool) {
        if (o.shapes.length != from + 3 || o.shapes[from].length != 2) return false;
        uint64[] memory q = o.shapes[from];
        if (!ScalarProgram._same(q, o.shapes[from + 1]) || !ScalarProgram._same(q, o.shapes[from + 2])) return false;
        uint64 b = o.adam[0];
        uint64 t = o.adam[1];
        uint64 h = o.adam[2];
        uint64 d = q[1];
        if (q[0] != b * t) return false;
        return b >= 1 && t >= 1 && h >= 1 && d >= 1 && d % h == 0 && t <= 1 << 16 && d / h < 1 << 24;
    }

    /// @dev The steps after a score: l3 = sub(l3, l1), then exp(l3) (p
    /// is 1 and 2 of them).
    function _expStep(uint64 p) private pure returns (ScalarProgram.Step memory s) {
        if (p == 1) {
            s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 1);
        } else {
            s = ScalarProgram.newStep(ScalarProgram.K_EXP, 3);
            ScalarProgram._lane(s, 0, 3);
        }
    }

    /// @dev Step k of element e of causal_attention (repops'
    /// attentionScalarOf): the scale (lane 5), the query's maximum score
    /// (lane 1) and sum of exponentials (lane 2), then a pass of the P V
    /// sum (lane 4), each pass of T blocks, a block past the query position
    /// additions of -0 to lane 7 (in the last pass, before its step of P V).
    function _attentionStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        AG memory a = _ag(o, e, 0);
        uint64 hd = a.hd;
        if (k == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_RSQRT, 5);
            ScalarProgram._const(s, 0, ScalarProgram._f32(hd));
            return s;
        }
        k -= 1;
        uint64 stat = a.t * (2 * hd + 6);
        if (k < stat) return _agStats(a, a.pos, k);
        k -= stat;
        if (k < a.t * (hd + 5)) {
            uint64 j = k / (hd + 5);
            uint64 tt = k % (hd + 5);
            if (j > a.pos && tt < hd + 4) return _noop();
            if (j > a.pos || tt == hd + 4) {
                s = ScalarProgram.newStep(a.rule, 4);
                if (j > a.pos) ScalarProgram._const(s, 0, 0);
                else ScalarProgram._lane(s, 0, 3);
                ScalarProgram._elem(s, 1, 2, a.rows + j * a.d);
                ScalarProgram._lane(s, 2, 4);
                return s;
            }
            return _agP(a, a.pos, j, tt);
        }
        s = ScalarProgram.newStep(ScalarProgram.K_MUL, 0);
        ScalarProgram._lane(s, 0, 4);
        ScalarProgram._const(s, 1, ScalarProgram.ONE);
    }

    /// @dev An addition of -0 to lane 7, which changes nothing.
    function _noop() private pure returns (ScalarProgram.Step memory s) {
        s = ScalarProgram.newStep(ScalarProgram.K_ADD, 7);
        ScalarProgram._lane(s, 0, 7);
        ScalarProgram._const(s, 1, 0x80000000);
    }

    /// @dev The number of steps of a normalization's forward values of a row.
    function _normN(bool ln, uint64 n) private pure returns (uint64) {
        return ln ? 3 * n + 4 : n + 3;
    }

    /// @dev Step t of the forward values of row r of input 1 (layer_norm:
    /// the mean in lane 1, then the variance and r in lane 2; rms_norm: the
    /// mean square and r in lane 2), each sum's first term added to +0
    /// when reset (repops' norm).
    function _norm(ScalarProgram.Op memory o, bool ln, uint64 r, uint64 n, uint64 t, bool reset) private pure returns (ScalarProgram.Step memory s) {
        uint64 base = r * n;
        if (!ln) {
            if (t < n) {
                s = ScalarProgram.newStep(ScalarProgram.K_MULADD, 2);
                ScalarProgram._elem(s, 0, 1, base + t);
                ScalarProgram._elem(s, 1, 1, base + t);
                if (t == 0 && reset) ScalarProgram._const(s, 2, 0);
                else ScalarProgram._lane(s, 2, 2);
                return s;
            }
            return _rsqrtStep(o, t - n, ScalarProgram._f32(n));
        }
        if (t < n) {
            s = ScalarProgram.newStep(ScalarProgram.K_ADD, 1);
            if (t == 0 && reset) ScalarProgram._const(s, 0, 0);
            else ScalarProgram._lane(s, 0, 1);
            ScalarProgram._elem(s, 1, 1, base + t);
        } else if (t == n) {
            s = ScalarProgram.newStep(ScalarProgram.K_DIV, 1);
            ScalarProgram._lane(s, 0, 1);
            ScalarProgram._const(s, 1, ScalarProgram._f32(n));
        } else if (t < 3 * n + 1) {
            uint64 i = t - n - 1;
            if (i % 2 == 0) {
                s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
                ScalarProgram._elem(s, 0, 1, base + i / 2);
                ScalarProgram._lane(s, 1, 1);
            } else {
                s = ScalarProgram.newStep(ScalarProgram.K_MULADD, 2);
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._lane(s, 1, 3);
                if (i == 1 && reset) ScalarProgram._const(s, 2, 0);
                else ScalarProgram._lane(s, 2, 2);
            }
        } else {
            return _rsqrtStep(o, t - 3 * n - 1, ScalarProgram._f32(n));
        }
    }

    /// @dev Step t of element i's normalized value into lane dst
    /// (layer_norm: sub(x_i, l1), mul(dst, l2); rms_norm: mul(x_i, l2)).
    function _xhat(bool ln, uint64 i, uint64 t, uint8 dst) private pure returns (ScalarProgram.Step memory s) {
        if (!ln) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, dst);
            ScalarProgram._elem(s, 0, 1, i);
            ScalarProgram._lane(s, 1, 2);
        } else if (t == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_SUB, dst);
            ScalarProgram._elem(s, 0, 1, i);
            ScalarProgram._lane(s, 1, 1);
        } else {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, dst);
            ScalarProgram._lane(s, 0, dst);
            ScalarProgram._lane(s, 1, 2);
        }
    }

    /// @dev The steps of every element of a row op's gradient.
    function _gradLength(ScalarProgram.Op memory o) private pure returns (uint64) {
        uint8 c = o.code;
        uint64 n = ScalarProgram._last(o.shapes[1]);
        if (c == SOFTMAX_GRAD) return 8 * n + 5;
        if (c == LOG_SOFTMAX_GRAD) return 5 * n + 6;
        bool ln = c == LAYER_NORM_GRAD;
        uint64 w = ln ? 2 : 1;
        if (o.wrt == 0) return _normN(ln, n) + n * (ln ? 5 : 3) + (ln ? 9 : 6);
        uint64 rows = ScalarProgram.numel(o.shapes[1]) / n;
        if (o.wrt == 1) return rows * (_normN(ln, n) + w + 1) + 1;
        return rows; // layer_norm's beta
    }

    /// @dev Step k of element e of a row op's gradient (repops'
    /// rowGradScalarOf): inputs g (0), x (1), gamma (2), beta (3).
    function _rowGradStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        uint8 c = o.code;
        uint64 n = ScalarProgram._last(o.shapes[1]);
        uint64 r = e / n;
        if (c == SOFTMAX_GRAD || c == LOG_SOFTMAX_GRAD) {
            if (k < 4 * n) return ScalarProgram.rowMaxSum(1, r * n, n, k, false);
            k -= 4 * n;
            if (c == SOFTMAX_GRAD) {
                if (k < 4 * n + 3) {
                    uint64 i = k < 4 * n ? r * n + k / 4 : e;
                    uint64 t = k < 4 * n ? k % 4 : k - 4 * n;
                    if (t == 0) {
                        s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
                        ScalarProgram._elem(s, 0, 1, i);
                        ScalarProgram._lane(s, 1, 1);
                    } else if (t == 1) {
                        s = ScalarProgram.newStep(ScalarProgram.K_EXP, 3);
                        ScalarProgram._lane(s, 0, 3);
                    } else if (t == 2) {
                        s = ScalarProgram.newStep(ScalarProgram.K_DIV, 3);
                        ScalarProgram._lane(s, 0, 3);
                        ScalarProgram._lane(s, 1, 2);
                    } else {
                        s = ScalarProgram.newStep(ScalarProgram.K_MULADD, 4);
                        ScalarProgram._elem(s, 0, 0, i);
                        ScalarProgram._lane(s, 1, 3);
                        ScalarProgram._lane(s, 2, 4);
                    }
                } else if (k == 4 * n + 3) {
                    s = ScalarProgram.newStep(ScalarProgram.K_SUB, 5);
                    ScalarProgram._elem(s, 0, 0, e);
                    ScalarProgram._lane(s, 1, 4);
                } else {
                    s = ScalarProgram.newStep(ScalarProgram.K_MUL, 0);
                    ScalarProgram._lane(s, 0, 3);
                    ScalarProgram._lane(s, 1, 5);
                }
                return s;
            }
            if (k == 0) {
                s = ScalarProgram.newStep(ScalarProgram.K_LOG, 2);
                ScalarProgram._lane(s, 0, 2);
            } else if (k <= n) {
                s = ScalarProgram.newStep(ScalarProgram.K_ADD, 4);
                ScalarProgram._lane(s, 0, 4);
                ScalarProgram._elem(s, 1, 0, r * n + k - 1);
            } else {
                uint64 t = k - n - 1;
                if (t == 0) {
                    s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
                    ScalarProgram._elem(s, 0, 1, e);
                    ScalarProgram._lane(s, 1, 1);
                } else if (t == 1) {
                    s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
                    ScalarProgram._lane(s, 0, 3);
                    ScalarProgram._lane(s, 1, 2);
                } else if (t == 2) {
                    s = ScalarProgram.newStep(ScalarProgram.K_EXP, 3);
                    ScalarProgram._lane(s, 0, 3);
                } else if (t == 3) {
                    s = ScalarProgram.newStep(ScalarProgram.K_MUL, 3);
                    ScalarProgram._lane(s, 0, 3);
                    ScalarProgram._lane(s, 1, 4);
                } else {
                    s = ScalarProgram.newStep(ScalarProgram.K_SUB, 0);
                    ScalarProgram._elem(s, 0, 0, e);
                    ScalarProgram._lane(s, 1, 3);
                }
            }
            return s;
        }
        bool ln = c == LAYER_NORM_GRAD;
        uint64 w = ln ? 2 : 1;
        uint64 perN = _normN(ln, n);
        if (o.wrt == 1) {
            uint64 per = perN + w + 1;
            if (k == _gradLength(o) - 1) {
                s = ScalarProgram.newStep(ScalarProgram.K_MUL, 0);
                ScalarProgram._lane(s, 0, 7);
                ScalarProgram._const(s, 1, ScalarProgram.ONE);
                return s;
            }
            uint64 row = k / per;
            uint64 t = k % per;
            if (t < perN) return _norm(o, ln, row, n, t, true);
            t -= perN;
            if (t < w) return _xhat(ln, row * n + e, t, 3);
            s = ScalarProgram.newStep(ScalarProgram.K_MULADD, 7);
            ScalarProgram._elem(s, 0, 0, row * n + e);
            ScalarProgram._lane(s, 1, 3);
            ScalarProgram._lane(s, 2, 7);
            return s;
        }
        if (o.wrt == 2) {
            s = ScalarProgram.newStep(ScalarProgram.K_ADD, 0);
            ScalarProgram._lane(s, 0, 0);
            ScalarProgram._elem(s, 1, 0, k * n + e);
            return s;
        }
        // x's part
        if (k < perN) return _norm(o, ln, r, n, k, false);
        k -= perN;
        uint64 j = e % n;
        uint64 a = ln ? 1 : 0;
        uint64 perK = 2 + a + w;
        if (k < n * perK) {
            uint64 kk = k / perK;
            uint64 t = k % perK;
            if (t == 0) {
                s = ScalarProgram.newStep(ScalarProgram.K_MUL, 3);
                ScalarProgram._elem(s, 0, 0, r * n + kk);
                ScalarProgram._elem(s, 1, 2, kk);
            } else if (t < 1 + a) {
                s = ScalarProgram.newStep(ScalarProgram.K_ADD, 4);
                ScalarProgram._lane(s, 0, 4);
                ScalarProgram._lane(s, 1, 3);
            } else if (t < 1 + a + w) {
                return _xhat(ln, r * n + kk, t - 1 - a, 6);
            } else {
                s = ScalarProgram.newStep(ScalarProgram.K_MULADD, 5);
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._lane(s, 1, 6);
                ScalarProgram._lane(s, 2, 5);
            }
            return s;
        }
        k -= n * perK;
        // The tail: (ln) div(l4, n); div(l5, n); mul(g_e, gamma_j); (ln)
        // sub(l3, l4); xhat_e into l6; mul(l6, l5); sub(l3, l6); mul(l2, l3).
        if (ln) {
            if (k == 0) {
                s = ScalarProgram.newStep(ScalarProgram.K_DIV, 4);
                ScalarProgram._lane(s, 0, 4);
                ScalarProgram._const(s, 1, ScalarProgram._f32(n));
                return s;
            }
            k -= 1;
        }
        if (k == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_DIV, 5);
            ScalarProgram._lane(s, 0, 5);
            ScalarProgram._const(s, 1, ScalarProgram._f32(n));
        } else if (k == 1) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 3);
            ScalarProgram._elem(s, 0, 0, e);
            ScalarProgram._elem(s, 1, 2, j);
        } else if (ln && k == 2) {
            s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 4);
        } else {
            uint64 t = k - (ln ? 3 : 2);
            if (t < w) return _xhat(ln, e, t, 6);
            t -= w;
            if (t == 0) {
                s = ScalarProgram.newStep(ScalarProgram.K_MUL, 6);
                ScalarProgram._lane(s, 0, 6);
                ScalarProgram._lane(s, 1, 5);
            } else if (t == 1) {
                s = ScalarProgram.newStep(ScalarProgram.K_SUB, 3);
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._lane(s, 1, 6);
            } else {
                s = ScalarProgram.newStep(ScalarProgram.K_MUL, 0);
                ScalarProgram._lane(s, 0, 2);
                ScalarProgram._lane(s, 1, 3);
            }
        }
    }

    /// @dev Step k of element e = (r, j) of a row op (repops' rowScalarOf),
    /// its running values in lanes: softmax and log_softmax keep the row's
    /// maximum in lane 1 and the sum of exponentials in lane 2; layer_norm
    /// the mean in lane 1 and the variance, then r, in lane 2; rms_norm the
    /// mean square, then r, in lane 2; lane 3 holds each term.
    function _rowStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        uint8 c = o.code;
        uint64 n = ScalarProgram._last(o.shapes[0]);
        uint64 row = (e / n) * n;
        uint64 j = e % n;
        uint32 nb = ScalarProgram._f32(n);
        if (c == SOFTMAX || c == LOG_SOFTMAX) {
            if (k < 4 * n) {
                return ScalarProgram.rowMaxSum(0, row, n, k, false);
            } else {
                uint64 p = k - 4 * n;
                if (c == SOFTMAX) {
                    if (p == 0) {
                        (s.kind, s.dst) = (ScalarProgram.K_SUB, 3);
                        ScalarProgram._elem(s, 0, 0, row + j);
                        ScalarProgram._lane(s, 1, 1);
                    } else if (p == 1) {
                        (s.kind, s.dst) = (ScalarProgram.K_EXP, 3);
                        ScalarProgram._lane(s, 0, 3);
                    } else {
                        s.kind = ScalarProgram.K_DIV;
                        ScalarProgram._lane(s, 0, 3);
                        ScalarProgram._lane(s, 1, 2);
                    }
                } else if (p == 0) {
                    (s.kind, s.dst) = (ScalarProgram.K_LOG, 2);
                    ScalarProgram._lane(s, 0, 2);
                } else if (p == 1) {
                    (s.kind, s.dst) = (ScalarProgram.K_SUB, 3);
                    ScalarProgram._elem(s, 0, 0, row + j);
                    ScalarProgram._lane(s, 1, 1);
                } else {
                    s.kind = ScalarProgram.K_SUB;
                    ScalarProgram._lane(s, 0, 3);
                    ScalarProgram._lane(s, 1, 2);
                }
            }
            return s;
        }
        if (c == LAYER_NORM) {
            if (k < n) {
                (s.kind, s.dst) = (ScalarProgram.K_ADD, 1);
                ScalarProgram._lane(s, 0, 1);
                ScalarProgram._elem(s, 1, 0, row + k);
                return s;
            }
            if (k == n) {
                (s.kind, s.dst) = (ScalarProgram.K_DIV, 1);
                ScalarProgram._lane(s, 0, 1);
                ScalarProgram._const(s, 1, nb);
                return s;
            }
            if (k < 3 * n + 1) {
                uint64 t = (k - n - 1) / 2;
                if ((k - n - 1) % 2 == 0) {
                    (s.kind, s.dst) = (ScalarProgram.K_SUB, 3);
                    ScalarProgram._elem(s, 0, 0, row + t);
                    ScalarProgram._lane(s, 1, 1);
                } else {
                    (s.kind, s.dst) = (ScalarProgram.K_MULADD, 2);
                    ScalarProgram._lane(s, 0, 3);
                    ScalarProgram._lane(s, 1, 3);
                    ScalarProgram._lane(s, 2, 2);
                }
                return s;
            }
            uint64 p = k - 3 * n - 1;
            if (p < 3) return _rsqrtStep(o, p, nb);
            if (p == 3) {
                (s.kind, s.dst) = (ScalarProgram.K_SUB, 3);
                ScalarProgram._elem(s, 0, 0, row + j);
                ScalarProgram._lane(s, 1, 1);
            } else if (p == 4) {
                (s.kind, s.dst) = (ScalarProgram.K_MUL, 3);
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._lane(s, 1, 2);
            } else if (p == 5) {
                s.kind = ScalarProgram.K_MUL;
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._elem(s, 1, 1, j);
            } else {
                s.kind = ScalarProgram.K_ADD;
                ScalarProgram._lane(s, 0, 0);
                ScalarProgram._elem(s, 1, 2, j);
            }
            return s;
        }
        // rms_norm
        if (k < n) {
            (s.kind, s.dst) = (ScalarProgram.K_MULADD, 2);
            ScalarProgram._elem(s, 0, 0, row + k);
            ScalarProgram._elem(s, 1, 0, row + k);
            ScalarProgram._lane(s, 2, 2);
            return s;
        }
        uint64 q = k - n;
        if (q < 3) return _rsqrtStep(o, q, nb);
        if (q == 3) {
            (s.kind, s.dst) = (ScalarProgram.K_MUL, 3);
            ScalarProgram._elem(s, 0, 0, row + j);
            ScalarProgram._lane(s, 1, 2);
        } else {
            s.kind = ScalarProgram.K_MUL;
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._elem(s, 1, 1, j);
        }
    }

    /// @dev The normalizations' r = rsqrt(l2 / n + eps) in lane 2: step p
    /// of div, add, rsqrt.
    function _rsqrtStep(ScalarProgram.Op memory o, uint64 p, uint32 nb) private pure returns (ScalarProgram.Step memory s) {
        s.dst = 2;
        ScalarProgram._lane(s, 0, 2);
        if (p == 0) {
            s.kind = ScalarProgram.K_DIV;
            ScalarProgram._const(s, 1, nb);
        } else if (p == 1) {
            s.kind = ScalarProgram.K_ADD;
            ScalarProgram._const(s, 1, o.constBits);
        } else {
            s.kind = ScalarProgram.K_RSQRT;
        }
    }

    // ---- causal_attention and its gradient ----

    /// The geometry of one causal_attention or causal_attention.grad element.
    struct AG {
        uint64 d; // model width
        uint64 t; // positions per sequence
        uint64 hd; // head width
        uint64 pos; // the element's row within its sequence
        uint64 col; // the element's column
        uint64 base; // element (seq*T, h*hd) of the inputs: a row r's head starts at base + r*d
        uint64 rows; // element (seq*T, col): row r's element of the column at rows + r*d
        uint8 rule; // the matrix-product step
        uint8 wrt;
        uint8 q; // the input holding q (k is the next): 0 in the forward op, 1 in its gradient
    }

    function _ag(ScalarProgram.Op memory o, uint64 e, uint8 q) private pure returns (AG memory a) {
        a.q = q;
        a.d = o.shapes[q][1];
        a.t = o.adam[1];
        a.hd = a.d / o.adam[2];
        uint64 row = e / a.d;
        a.col = e % a.d;
        a.pos = row % a.t;
        uint64 first = row - a.pos;
        a.base = first * a.d + (a.col / a.hd) * a.hd;
        a.rows = first * a.d + a.col;
        a.rule = o.opSet >= 2 ? ScalarProgram.K_FMA : ScalarProgram.K_MULADD;
        a.wrt = o.wrt;
    }

    /// @dev The steps after the scale, by part: row statistics take
    /// T (2 hd + 6), a row sum c T (2 hd + 5).
    function _agTerms(ScalarProgram.Op memory o) private pure returns (uint64) {
        uint64 t = o.adam[1];
        uint64 hd = o.shapes[1][1] / o.adam[2];
        uint64 stat = t * (2 * hd + 6);
        if (o.wrt == 0) return stat + t * (2 * hd + 5) + t * (2 * hd + 8);
        if (o.wrt == 1) return t * (stat + t * (2 * hd + 5) + 2 * hd + 8);
        return t * (stat + hd + 5);
    }

    /// @dev Step t of the scaled score s_rj into lane 3.
    function _agScore(AG memory a, uint64 r, uint64 j, uint64 t) private pure returns (ScalarProgram.Step memory s) {
        if (t == a.hd) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 3);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 5);
            return s;
        }
        s = ScalarProgram.newStep(a.rule, 3);
        ScalarProgram._elem(s, 0, a.q, a.base + r * a.d + t);
        ScalarProgram._elem(s, 1, a.q + 1, a.base + j * a.d + t);
        if (t == 0) ScalarProgram._const(s, 2, 0);
        else ScalarProgram._lane(s, 2, 3);
    }

    /// @dev Step k of row r's maximum (lane 1) and sum (lane 2), their
    /// first terms afresh.
    function _agStats(AG memory a, uint64 r, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        uint64 hd = a.hd;
        if (k < a.t * (hd + 2)) {
            uint64 j = k / (hd + 2);
            uint64 t = k % (hd + 2);
            if (j > r) return _noop();
            if (t <= hd) return _agScore(a, r, j, t);
            if (j == 0) {
                s = ScalarProgram.newStep(ScalarProgram.K_MUL, 1);
                ScalarProgram._lane(s, 0, 3);
                ScalarProgram._const(s, 1, ScalarProgram.ONE);
            } else {
                s = ScalarProgram.newStep(ScalarProgram.K_MAX, 1);
                ScalarProgram._lane(s, 0, 1);
                ScalarProgram._lane(s, 1, 3);
            }
            return s;
        }
        k -= a.t * (hd + 2);
        uint64 jj = k / (hd + 4);
        uint64 tt = k % (hd + 4);
        if (jj > r) return _noop();
        if (tt <= hd) return _agScore(a, r, jj, tt);
        if (tt <= hd + 2) return _expStep(tt - hd);
        s = ScalarProgram.newStep(ScalarProgram.K_ADD, 2);
        if (jj == 0) ScalarProgram._const(s, 0, 0);
        else ScalarProgram._lane(s, 0, 2);
        ScalarProgram._lane(s, 1, 3);
    }

    /// @dev Step t of p_rj into lane 3 (hd + 4 steps).
    function _agP(AG memory a, uint64 r, uint64 j, uint64 t) private pure returns (ScalarProgram.Step memory s) {
        if (t <= a.hd) return _agScore(a, r, j, t);
        if (t <= a.hd + 2) return _expStep(t - a.hd);
        s = ScalarProgram.newStep(ScalarProgram.K_DIV, 3);
        ScalarProgram._lane(s, 0, 3);
        ScalarProgram._lane(s, 1, 2);
    }

    /// @dev Step t of dp_rj = dot(g_r, v_j) into lane 4 (hd steps).
    function _agDp(AG memory a, uint64 r, uint64 j, uint64 t) private pure returns (ScalarProgram.Step memory s) {
        s = ScalarProgram.newStep(a.rule, 4);
        ScalarProgram._elem(s, 0, 0, a.base + r * a.d + t);
        ScalarProgram._elem(s, 1, 3, a.base + j * a.d + t);
        if (t == 0) ScalarProgram._const(s, 2, 0);
        else ScalarProgram._lane(s, 2, 4);
    }

    /// @dev Step k of row r's sum c_r into lane 6 (T blocks of 2 hd + 5).
    function _agC(AG memory a, uint64 r, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        uint64 w = 2 * a.hd + 5;
        uint64 j = k / w;
        uint64 t = k % w;
        if (j > r) return _noop();
        if (t < a.hd + 4) return _agP(a, r, j, t);
        if (t < 2 * a.hd + 4) return _agDp(a, r, j, t - a.hd - 4);
        s = ScalarProgram.newStep(ScalarProgram.K_MULADD, 6);
        ScalarProgram._lane(s, 0, 3);
        ScalarProgram._lane(s, 1, 4);
        if (j == 0) ScalarProgram._const(s, 2, 0);
        else ScalarProgram._lane(s, 2, 6);
    }

    /// @dev Step t of a term p, dp, ds (ds_rj into lane 4; 2 hd + 7 steps).
    function _agDs(AG memory a, uint64 r, uint64 j, uint64 t) private pure returns (ScalarProgram.Step memory s) {
        if (t < a.hd + 4) return _agP(a, r, j, t);
        if (t < 2 * a.hd + 4) return _agDp(a, r, j, t - a.hd - 4);
        t -= 2 * a.hd + 4;
        if (t == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_SUB, 4);
            ScalarProgram._lane(s, 0, 4);
            ScalarProgram._lane(s, 1, 6);
        } else if (t == 1) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 4);
            ScalarProgram._lane(s, 0, 3);
            ScalarProgram._lane(s, 1, 4);
        } else {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 4);
            ScalarProgram._lane(s, 0, 4);
            ScalarProgram._lane(s, 1, 5);
        }
    }

    /// @dev lane 7 = rule(lane src (or +0 when zero), element index of
    /// input, lane 7): a term of the output's sum.
    function _agTerm(AG memory a, bool zero, uint8 src, uint8 input, uint64 index)
        private
        pure
        returns (ScalarProgram.Step memory s)
    {
        s = ScalarProgram.newStep(a.rule, 7);
        if (zero) ScalarProgram._const(s, 0, 0);
        else ScalarProgram._lane(s, 0, src);
        ScalarProgram._elem(s, 1, input, index);
        ScalarProgram._lane(s, 2, 7);
    }

    /// @dev Step k of element e of causal_attention.grad.
    function _attentionGradStep(ScalarProgram.Op memory o, uint64 e, uint64 k) private pure returns (ScalarProgram.Step memory s) {
        AG memory a = _ag(o, e, 1);
        uint64 hd = a.hd;
        if (k == 0) {
            s = ScalarProgram.newStep(ScalarProgram.K_RSQRT, 5);
            ScalarProgram._const(s, 0, ScalarProgram._f32(hd));
            return s;
        }
        k -= 1;
        if (k == _agTerms(o)) {
            s = ScalarProgram.newStep(ScalarProgram.K_MUL, 0);
            ScalarProgram._lane(s, 0, 7);
            ScalarProgram._const(s, 1, ScalarProgram.ONE);
            return s;
        }
        uint64 stat = a.t * (2 * hd + 6);
        uint64 cN = a.t * (2 * hd + 5);
        if (a.wrt == 0) {
            if (k < stat) return _agStats(a, a.pos, k);
            k -= stat;
            if (k < cN) return _agC(a, a.pos, k);
            k -= cN;
            uint64 w = 2 * hd + 8;
            uint64 j = k / w;
            uint64 t = k % w;
            if (j > a.pos && t < w - 1) return _noop();
            if (j > a.pos || t == w - 1) return _agTerm(a, j > a.pos, 4, 2, a.rows + j * a.d);
            return _agDs(a, a.pos, j, t);
        }
        uint64 w2 = a.wrt == 1 ? stat + cN + 2 * hd + 8 : stat + hd + 5;
        uint64 i = k / w2;
        uint64 t2 = k % w2;
        uint8 input = a.wrt == 2 ? 0 : 1;
        if (i < a.pos) {
            if (t2 < w2 - 1) return _noop();
            return _agTerm(a, true, 0, input, a.rows + i * a.d);
        }
        if (t2 == w2 - 1) return _agTerm(a, false, a.wrt == 2 ? 3 : 4, input, a.rows + i * a.d);
        if (t2 < stat) return _agStats(a, i, t2);
        t2 -= stat;
        if (a.wrt == 2) return _agP(a, i, a.pos, t2);
        if (t2 < cN) return _agC(a, i, t2);
        return _agDs(a, i, a.pos, t2 - cN);
    }
}
