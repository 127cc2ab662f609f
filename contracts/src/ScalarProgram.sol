// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title ScalarProgram
/// @notice repops' scalar evaluations (repops.ScalarOf) on chain for the
/// forward ops that reduce: which scalar step k of output element e of an
/// op is, and what it reads, so that the contract that executes a pinned
/// step (ScalarStep) names its operands itself. Element e's evaluation is
/// v_0 = +0, v_{k+1} = step k (v_k, input elements, constants), for k <
/// length(e). Covered: matmul and bmm (transposes, op set 1's muladd or
/// op set 2's fma per term), linear (then the bias added), add and
/// grad_accum, mul and dropout, add_bias, scale, relu, sum and mean over
/// an axis, sum_all. Gradient entries are not covered here yet.
library ScalarProgram {
    // Op codes.
    uint8 internal constant MATMUL = 1;
    uint8 internal constant BMM = 2;
    uint8 internal constant LINEAR = 3;
    uint8 internal constant ADD = 4; // add, grad_accum
    uint8 internal constant MUL = 5; // mul, dropout
    uint8 internal constant ADD_BIAS = 6;
    uint8 internal constant SCALE = 7;
    uint8 internal constant RELU = 8;
    uint8 internal constant SUM = 9;
    uint8 internal constant MEAN = 10;
    uint8 internal constant SUM_ALL = 11;

    // Kinds and sources as in ScalarStep (repops.ScalarKind, ScalarSrc).
    uint8 internal constant K_ADD = 1;
    uint8 internal constant K_MUL = 2;
    uint8 internal constant K_DIV = 3;
    uint8 internal constant K_MULADD = 4;
    uint8 internal constant K_FMA = 5;
    uint8 internal constant K_RELU = 6;
    uint8 internal constant SRC_ACC = 1;
    uint8 internal constant SRC_ELEM = 2;
    uint8 internal constant SRC_CONST = 3;

    error BadOp();

    /// @notice An op applied to inputs of the given shapes: code, op set,
    /// transposes (matmul, bmm), the constant's bits (scale) and the axis
    /// (sum, mean).
    struct Op {
        uint8 code;
        uint8 opSet;
        bool transA;
        bool transB;
        uint32 constBits;
        uint64 axis;
        uint64[][] shapes;
    }

    /// @notice One step: kind applied to operands i < arity from srcs[i]:
    /// the accumulator, element indices[i] of tensor input inputs[i], or
    /// the constant consts[i].
    struct Step {
        uint8 kind;
        uint8[3] srcs;
        uint8[3] inputs;
        uint64[3] indices;
        uint32[3] consts;
    }

    function numel(uint64[] memory s) internal pure returns (uint64 n) {
        n = 1;
        for (uint256 i = 0; i < s.length; i++) n *= s[i];
    }

    struct MM {
        uint64 m;
        uint64 k;
        uint64 n;
        uint64 batches;
    }

    uint64 internal constant MAX_ELEMENTS = 1 << 30;

    function _mm(Op memory o, bool batched) private pure returns (MM memory d) {
        bool ok;
        (ok, d) = _mmOK(o, batched);
        if (!ok) revert BadOp();
    }

    function _mmOK(Op memory o, bool batched) private pure returns (bool, MM memory d) {
        if (o.shapes.length < 2) return (false, d);
        uint64[] memory a = o.shapes[0];
        uint64[] memory b = o.shapes[1];
        uint256 off = batched ? 1 : 0;
        if (a.length != 2 + off || b.length != 2 + off || (batched && a[0] != b[0])) return (false, d);
        d.batches = batched ? a[0] : 1;
        (d.m, d.k) = o.transA ? (a[off + 1], a[off]) : (a[off], a[off + 1]);
        uint64 k2;
        (k2, d.n) = o.transB ? (b[off + 1], b[off]) : (b[off], b[off + 1]);
        return (k2 == d.k, d);
    }

    function _same(uint64[] memory a, uint64[] memory b) private pure returns (bool) {
        if (a.length != b.length) return false;
        for (uint256 i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
        return true;
    }

    /// @notice Whether the op reduces with these shapes (repops.ScalarOf
    /// succeeds): the input count and shapes fit the op, no tensor has more
    /// than 2^30 elements or 8 dimensions, and the output has at least one
    /// element (mean's divisor is below 2^24).
    function valid(Op memory o) internal pure returns (bool) {
        uint256 n = o.shapes.length;
        for (uint256 i = 0; i < n; i++) {
            uint64[] memory s = o.shapes[i];
            if (s.length > 8) return false;
            uint256 m = 1;
            for (uint256 j = 0; j < s.length; j++) {
                m *= s[j];
                if (m > MAX_ELEMENTS) return false;
            }
        }
        uint8 c = o.code;
        bool ok;
        if (c == MATMUL || c == BMM || c == LINEAR) {
            MM memory d;
            (ok, d) = _mmOK(o, c == BMM);
            if (c == LINEAR) ok = ok && n == 3 && o.shapes[2].length == 1 && o.shapes[2][0] == d.n;
            else ok = ok && n == 2;
            ok = ok && uint256(d.batches) * d.m * d.n <= MAX_ELEMENTS;
        } else if (c == ADD || c == MUL) {
            ok = n == 2 && _same(o.shapes[0], o.shapes[1]);
        } else if (c == ADD_BIAS) {
            ok = n == 2 && o.shapes[1].length == 1 && o.shapes[0].length > 0
                && o.shapes[1][0] == o.shapes[0][o.shapes[0].length - 1] && o.shapes[1][0] != 0;
        } else if (c == SCALE || c == RELU || c == SUM_ALL) {
            ok = n == 1;
        } else if (c == SUM || c == MEAN) {
            ok = n == 1 && o.axis < o.shapes[0].length && (c == SUM || o.shapes[0][o.axis] < 1 << 24)
                && o.shapes[0][o.axis] != 0;
        }
        return ok && elements(o) > 0;
    }

    /// @notice The number of output elements.
    function elements(Op memory o) internal pure returns (uint64) {
        uint8 c = o.code;
        if (c == MATMUL || c == BMM || c == LINEAR) {
            MM memory d = _mm(o, c == BMM);
            return d.batches * d.m * d.n;
        }
        if (c == SUM || c == MEAN) return numel(o.shapes[0]) / o.shapes[0][o.axis];
        if (c == SUM_ALL) return 1;
        if (c >= ADD && c <= RELU) return numel(o.shapes[0]);
        revert BadOp();
    }

    /// @notice The number of steps of element e.
    function length(Op memory o, uint64 e) internal pure returns (uint64) {
        e;
        uint8 c = o.code;
        if (c == MATMUL || c == BMM) return _mm(o, c == BMM).k;
        if (c == LINEAR) return _mm(o, false).k + 1;
        if (c == SUM) return o.shapes[0][o.axis];
        if (c == MEAN) return o.shapes[0][o.axis] + 1;
        if (c == SUM_ALL) return numel(o.shapes[0]);
        if (c >= ADD && c <= RELU) return 1;
        revert BadOp();
    }

    function _elem(Step memory s, uint256 i, uint8 input, uint64 index) private pure {
        s.srcs[i] = SRC_ELEM;
        s.inputs[i] = input;
        s.indices[i] = index;
    }

    function _const(Step memory s, uint256 i, uint32 bits) private pure {
        s.srcs[i] = SRC_CONST;
        s.consts[i] = bits;
    }

    /// @notice Step k of element e (k < length(o, e), e < elements(o)).
    function step(Op memory o, uint64 e, uint64 k) internal pure returns (Step memory s) {
        uint8 c = o.code;
        if (c == MATMUL || c == BMM || c == LINEAR) {
            MM memory d = _mm(o, c == BMM);
            uint64 j = e % d.n;
            if (c == LINEAR && k == d.k) {
                s.kind = K_ADD;
                s.srcs[0] = SRC_ACC;
                _elem(s, 1, 2, j);
                return s;
            }
            uint64 b = e / (d.m * d.n);
            uint64 i = (e % (d.m * d.n)) / d.n;
            s.kind = o.opSet >= 2 ? K_FMA : K_MULADD;
            _elem(s, 0, 0, b * d.m * d.k + (o.transA ? k * d.m + i : i * d.k + k));
            _elem(s, 1, 1, b * d.k * d.n + (o.transB ? j * d.k + k : k * d.n + j));
            s.srcs[2] = SRC_ACC;
        } else if (c == SUM || c == MEAN || c == SUM_ALL) {
            uint64 n;
            uint64 index;
            if (c == SUM_ALL) {
                n = numel(o.shapes[0]);
                index = k;
            } else {
                uint64[] memory x = o.shapes[0];
                n = x[o.axis];
                uint64 inner = 1;
                for (uint256 a = o.axis + 1; a < x.length; a++) inner *= x[a];
                index = ((e / inner) * n + k) * inner + e % inner;
            }
            s.srcs[0] = SRC_ACC;
            if (k == n) {
                s.kind = K_DIV; // mean: the sum over n
                _const(s, 1, _f32(n));
            } else {
                s.kind = K_ADD;
                _elem(s, 1, 0, index);
            }
        } else if (c == ADD || c == MUL) {
            s.kind = c == ADD ? K_ADD : K_MUL;
            _elem(s, 0, 0, e);
            _elem(s, 1, 1, e);
        } else if (c == ADD_BIAS) {
            s.kind = K_ADD;
            uint64[] memory x = o.shapes[0];
            _elem(s, 0, 0, e);
            _elem(s, 1, 1, e % (x.length == 0 ? 1 : x[x.length - 1]));
        } else if (c == SCALE) {
            s.kind = K_MUL;
            _elem(s, 0, 0, e);
            _const(s, 1, o.constBits);
        } else if (c == RELU) {
            s.kind = K_RELU;
            _elem(s, 0, 0, e);
        } else {
            revert BadOp();
        }
    }

    /// @dev float32(n) for an element count n < 2^24 (exact), the divisor
    /// of mean.
    function _f32(uint64 n) private pure returns (uint32) {
        if (n == 0) return 0;
        uint256 e = 0;
        while ((uint256(1) << (e + 1)) <= n) e++;
        uint256 mant = (uint256(n) << (23 - e)) & 0x7FFFFF;
        return uint32(((127 + e) << 23) | mant);
    }
}
