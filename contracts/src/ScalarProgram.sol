// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {Float32} from "./Float32.sol";

/// @title ScalarProgram
/// @notice repops' scalar evaluations (repops.ScalarOf) on chain: which
/// scalar step k of output element e of an op is, and what it reads, so
/// that the contract that executes a pinned step (ScalarStep) names its
/// operands itself. Element e's evaluation is v_0 = +0, v_{k+1} = step k
/// (v_k, input elements, constants), for k < length(e). Covered: matmul
/// and bmm (transposes, op set 1's muladd or op set 2's fma per term),
/// linear (then the bias added), add and grad_accum, mul and dropout,
/// add_bias, scale, relu, sum and mean over an axis, sum_all, and the
/// gradients repops reduces: of matmul, bmm and linear (the products and
/// linear's bias), add_bias's bias, mul and dropout, scale, relu, sum and
/// mean (wrt: the forward input that receives the gradient), the
/// gradients that copy the upstream gradient (add's, add_bias's input
/// part, sum_all's: one mul by 1), grad_clip (one clip step per element:
/// the gradient element, the norm, the bound), grad_norm (one muladd
/// of each gradient element by itself in order, then the square root;
/// grad_sumsq without it; with from=1 the sum so far copied first) and
/// adamw (its three outputs as one: nine steps per element, see step).
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
    uint8 internal constant MATMUL_GRAD = 12; // inputs g, a, b
    uint8 internal constant BMM_GRAD = 13;
    uint8 internal constant LINEAR_GRAD = 14; // inputs g, x, W, b
    uint8 internal constant BIAS_GRAD = 15; // add_bias.grad's bias part: inputs g, x, b
    uint8 internal constant MUL_GRAD = 16; // mul.grad, dropout.grad: inputs g, a, b
    uint8 internal constant SCALE_GRAD = 17; // inputs g, x
    uint8 internal constant RELU_GRAD = 18; // inputs g, x
    uint8 internal constant SUM_GRAD = 19; // inputs g, x
    uint8 internal constant MEAN_GRAD = 20; // inputs g, x
    uint8 internal constant GRAD_CLIP = 21; // inputs g, norm (one element); constBits: the bound max
    // inputs: the gradients in order; axis: flags, 1 = from (input 0 the
    // sum of squares so far, one element), 2 = no square root (grad_sumsq)
    uint8 internal constant GRAD_NORM = 22;
    uint64 internal constant NORM_FROM = 1;
    uint64 internal constant NORM_SUMSQ = 2;
    uint8 internal constant ADD_GRAD = 23; // add.grad, either part: inputs g, a, b (a copy of g)
    uint8 internal constant BIAS_X_GRAD = 24; // add_bias.grad's input part: inputs g, x, b (a copy of g)
    uint8 internal constant SUM_ALL_GRAD = 25; // inputs g (shape []), x (g[0] everywhere)
    uint8 internal constant ADAMW = 26; // inputs p, g, m, v; axis: the step t; adam: lr, beta1, beta2, eps, wd
    uint8 internal constant TANH = 27; // the activations: input x
    uint8 internal constant SILU = 28;
    uint8 internal constant GELU = 29;
    uint8 internal constant TANH_GRAD = 30; // their gradients: inputs g, x
    uint8 internal constant SILU_GRAD = 31;
    uint8 internal constant GELU_GRAD = 32;
    uint8 internal constant SGD = 33; // inputs p, g, b; adam[0..2]: lr, momentum, wd

    // Kinds and sources as in ScalarStep (repops.ScalarKind, ScalarSrc).
    uint8 internal constant K_ADD = 1;
    uint8 internal constant K_MUL = 2;
    uint8 internal constant K_DIV = 3;
    uint8 internal constant K_MULADD = 4;
    uint8 internal constant K_FMA = 5;
    uint8 internal constant K_RELU = 6;
    uint8 internal constant K_RELU_GRAD = 7;
    uint8 internal constant K_CLIP = 8;
    uint8 internal constant K_SQRT = 9;
    uint8 internal constant K_ADAMQ = 10;
    uint8 internal constant K_ADAMP = 11;
    uint8 internal constant K_SUB = 12;
    uint8 internal constant K_MULPROD = 13;
    uint8 internal constant K_TANH = 14;
    uint8 internal constant K_SIGMOID = 15;
    uint8 internal constant K_GELU_GRAD = 16;
    uint8 internal constant K_SILU_GRAD = 17;
    uint8 internal constant K_MAX = 18;
    uint8 internal constant K_EXP = 19;
    uint8 internal constant K_LOG = 20;
    uint8 internal constant K_RSQRT = 21;
    uint64 internal constant ADAMW_STEPS = 9;
    uint32 internal constant NEG_ZERO = 0x80000000;
    uint8 internal constant SRC_ACC = 1;
    uint8 internal constant SRC_ELEM = 2;
    uint8 internal constant SRC_CONST = 3;

    uint64 internal constant MAX_ELEMENTS = 1 << 30;
    uint32 internal constant ONE = 0x3F800000; // float32 1
    uint32 internal constant HALF = 0x3F000000;
    uint32 internal constant GELU_A = 0x3D372713; // float32(0.044715)
    uint32 internal constant GELU_C = 0x3F4C422A; // float32(sqrt(2/pi))

    error BadOp();

    /// @notice An op applied to inputs of the given shapes: code, op set,
    /// transposes (matmul, bmm and their gradients), the constant's bits
    /// (scale), the axis (sum, mean) and, for a gradient, the forward
    /// input wrt that receives it.
    struct Op {
        uint8 code;
        uint8 opSet;
        bool transA;
        bool transB;
        uint32 constBits;
        uint64 axis;
        uint8 wrt;
        uint64[][] shapes;
        uint32[5] adam;
    }

    /// @notice One step: kind applied to operands i < arity from srcs[i]:
    /// lane lanes[i] of the accumulator, element indices[i] of tensor
    /// input inputs[i], or the constant consts[i]; the result goes to lane
    /// dst of the value (lane 0 clears the others; repops.ScalarStep).
    struct Step {
        uint8 kind;
        uint8[3] srcs;
        uint8[3] inputs;
        uint64[3] indices;
        uint32[3] consts;
        uint8 dst;
        uint8[3] lanes;
    }

    /// @notice Whether every input shape has at most 8 dimensions and
    /// MAX_ELEMENTS elements (every program's first check).
    function shapesOK(Op memory o) internal pure returns (bool) {
        for (uint256 i = 0; i < o.shapes.length; i++) {
            uint64[] memory s = o.shapes[i];
            if (s.length > 8) return false;
            uint256 m = 1;
            for (uint256 j = 0; j < s.length; j++) {
                m *= s[j];
                if (m > MAX_ELEMENTS) return false;
            }
        }
        return true;
    }

    /// @notice A step of kind into lane dst (its operands set after).
    function newStep(uint8 kind, uint8 dst) internal pure returns (Step memory s) {
        s.kind = kind;
        s.dst = dst;
    }

    /// @notice Step k of the 4n steps that put the maximum of the n values
    /// of input `input` from index `row` into lane 1 and the sum of exp(x -
    /// max) into lane 2, each term through lane 3 (repops' rowMaxSum): the
    /// running values of softmax, its gradients and the cross-entropy. With
    /// reset the sum's first term is added to +0 rather than to lane 2.
    function rowMaxSum(uint8 input, uint64 row, uint64 n, uint64 k, bool reset) internal pure returns (Step memory s) {
        if (k == 0) {
            s = newStep(K_MUL, 1);
            _elem(s, 0, input, row);
            _const(s, 1, ONE);
        } else if (k < n) {
            s = newStep(K_MAX, 1);
            _lane(s, 0, 1);
            _elem(s, 1, input, row + k);
        } else {
            uint64 t = (k - n) / 3;
            uint64 p = (k - n) % 3;
            if (p == 0) {
                s = newStep(K_SUB, 3);
                _elem(s, 0, input, row + t);
                _lane(s, 1, 1);
            } else if (p == 1) {
                s = newStep(K_EXP, 3);
                _lane(s, 0, 3);
            } else {
                s = newStep(K_ADD, 2);
                if (reset && t == 0) _const(s, 0, 0);
                else _lane(s, 0, 2);
                _lane(s, 1, 3);
            }
        }
    }

    /// @notice Operand i of s: lane `lane` of the accumulator.
    function _lane(Step memory s, uint256 i, uint8 lane) internal pure {
        s.srcs[i] = SRC_ACC;
        s.lanes[i] = lane;
    }

    function numel(uint64[] memory s) internal pure returns (uint64 n) {
        n = 1;
        for (uint256 i = 0; i < s.length; i++) n *= s[i];
    }

    /// A matrix product op(X) op(Y), X input x, Y input y; out >= 0: the
    /// input whose shape the product must have (a gradient), else 255.
    struct View {
        uint8 x;
        uint8 y;
        bool tx;
        bool ty;
        bool batched;
        uint8 out;
        uint8 inputs;
    }

    struct MM {
        uint64 m;
        uint64 k;
        uint64 n;
        uint64 batches;
    }

    /// Whether o is a matrix product, and its view.
    function _view(Op memory o) private pure returns (bool isMM, View memory v) {
        uint8 c = o.code;
        v.out = 255;
        if (c == MATMUL || c == BMM) {
            (v.x, v.y, v.tx, v.ty, v.batched, v.inputs) = (0, 1, o.transA, o.transB, c == BMM, 2);
            return (true, v);
        }
        if (c == LINEAR) {
            (v.x, v.y, v.inputs) = (0, 1, 3);
            return (true, v);
        }
        if (c == MATMUL_GRAD || c == BMM_GRAD) {
            v.batched = c == BMM_GRAD;
            v.inputs = 3;
            v.out = 1 + o.wrt;
            if (o.wrt == 0) {
                if (o.transA) (v.x, v.y, v.tx, v.ty) = (2, 0, o.transB, true);
                else (v.x, v.y, v.tx, v.ty) = (0, 2, false, !o.transB);
            } else {
                if (o.transB) (v.x, v.y, v.tx, v.ty) = (0, 1, true, o.transA);
                else (v.x, v.y, v.tx, v.ty) = (1, 0, !o.transA, false);
            }
            return (true, v);
        }
        if (c == LINEAR_GRAD && o.wrt < 2) {
            v.inputs = 4;
            v.out = 1 + o.wrt;
            if (o.wrt == 0) (v.x, v.y, v.tx, v.ty) = (0, 2, false, true);
            else (v.x, v.y, v.tx, v.ty) = (1, 0, true, false);
            return (true, v);
        }
        return (false, v);
    }

    function _mmOK(Op memory o, View memory v) private pure returns (bool, MM memory d) {
        if (o.shapes.length != v.inputs) return (false, d);
        uint64[] memory a = o.shapes[v.x];
        uint64[] memory b = o.shapes[v.y];
        uint256 off = v.batched ? 1 : 0;
        if (a.length != 2 + off || b.length != 2 + off || (v.batched && a[0] != b[0])) return (false, d);
        d.batches = v.batched ? a[0] : 1;
        (d.m, d.k) = v.tx ? (a[off + 1], a[off]) : (a[off], a[off + 1]);
        uint64 k2;
        (k2, d.n) = v.ty ? (b[off + 1], b[off]) : (b[off], b[off + 1]);
        if (k2 != d.k) return (false, d);
        if (v.out != 255) {
            uint64[] memory s = o.shapes[v.out];
            if (s.length != 2 + off || s[off] != d.m || s[off + 1] != d.n || (v.batched && s[0] != d.batches)) {
                return (false, d);
            }
        }
        return (true, d);
    }

    function _mm(Op memory o) private pure returns (View memory v, MM memory d) {
        bool ok;
        (ok, v) = _view(o);
        if (!ok) revert BadOp();
        (ok, d) = _mmOK(o, v);
        if (!ok) revert BadOp();
    }

    function _same(uint64[] memory a, uint64[] memory b) internal pure returns (bool) {
        if (a.length != b.length) return false;
        for (uint256 i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
        return true;
    }

    function _last(uint64[] memory s) internal pure returns (uint64) {
        return s.length == 0 ? 1 : s[s.length - 1];
    }

    /// The gradient's and the bias's inputs of a bias gradient.
    function _biasInputs(Op memory o) private pure returns (uint256 g, uint256 b) {
        return (0, o.code == LINEAR_GRAD ? 3 : 2);
    }

    function _isBiasGrad(Op memory o) private pure returns (bool) {
        return o.code == BIAS_GRAD || (o.code == LINEAR_GRAD && o.wrt == 2);
    }

    /// A linear gradient's inputs g, x, W, b fit the forward op, which a
    /// replay runs whichever input the contribution goes to: x [N,in],
    /// W [in,out], b [out], g [N,out].
    function _linearFits(uint64[][] memory s) private pure returns (bool) {
        if (s.length != 4) return false;
        uint64[] memory g = s[0];
        uint64[] memory x = s[1];
        uint64[] memory w = s[2];
        uint64[] memory b = s[3];
        return x.length == 2 && w.length == 2 && g.length == 2 && b.length == 1 && x[1] == w[0] && g[0] == x[0]
            && g[1] == w[1] && b[0] == w[1];
    }

    /// The elements of all inputs together (grad_norm's terms).
    function _total(Op memory o) private pure returns (uint64 t) {
        for (uint256 i = 0; i < o.shapes.length; i++) t += numel(o.shapes[i]);
    }

    /// x's shape without the axis equals g's (sum.grad, mean.grad).
    function _reduced(uint64[] memory g, uint64[] memory x, uint64 axis) private pure returns (bool) {
        if (axis >= x.length || g.length + 1 != x.length) return false;
        for (uint256 i = 0; i < g.length; i++) {
            if (g[i] != x[i < axis ? i : i + 1]) return false;
        }
        return true;
    }

    /// @notice Whether the op reduces with these shapes (repops.ScalarOf
    /// succeeds): the input count and shapes fit the op, no tensor has more
    /// than 2^30 elements or 8 dimensions, and the output has at least one
    /// element (mean's divisor is below 2^24).
    function valid(Op memory o) internal pure returns (bool) {
        if (!shapesOK(o)) return false;
        uint256 n = o.shapes.length;
        uint8 c = o.code;
        bool ok;
        (bool isMM, View memory v) = _view(o);
        if (isMM) {
            MM memory d;
            (ok, d) = _mmOK(o, v);
            if (c == LINEAR) ok = ok && o.shapes[2].length == 1 && o.shapes[2][0] == d.n;
            if (c == LINEAR_GRAD) ok = ok && _linearFits(o.shapes);
            ok = ok && uint256(d.batches) * d.m * d.n <= MAX_ELEMENTS;
        } else if (_isBiasGrad(o)) {
            (uint256 g, uint256 b) = _biasInputs(o);
            ok = n == (c == LINEAR_GRAD ? 4 : 3) && o.shapes[b].length == 1 && o.shapes[b][0] == _last(o.shapes[g])
                && o.shapes[b][0] != 0 && (c == LINEAR_GRAD ? _linearFits(o.shapes) : _same(o.shapes[0], o.shapes[1]));
        } else if (c == LINEAR_GRAD) {
            ok = false;
        } else if (c == ADD || c == MUL) {
            ok = n == 2 && _same(o.shapes[0], o.shapes[1]);
        } else if (c == ADD_BIAS) {
            ok = n == 2 && o.shapes[1].length == 1 && o.shapes[0].length > 0
                && o.shapes[1][0] == o.shapes[0][o.shapes[0].length - 1] && o.shapes[1][0] != 0;
        } else if (c == SCALE || c == RELU || c == SUM_ALL || (c >= TANH && c <= GELU)) {
            ok = n == 1;
        } else if (c >= TANH_GRAD && c <= GELU_GRAD) {
            ok = n == 2 && _same(o.shapes[0], o.shapes[1]);
        } else if (c == SGD) {
            ok = n == 3 && _same(o.shapes[0], o.shapes[1]) && _same(o.shapes[0], o.shapes[2])
                && 2 * numel(o.shapes[0]) <= MAX_ELEMENTS;
        } else if (c == SUM || c == MEAN) {
            ok = n == 1 && o.axis < o.shapes[0].length && (c == SUM || o.shapes[0][o.axis] < 1 << 24)
                && o.shapes[0][o.axis] != 0;
        } else if (c == MUL_GRAD) {
            ok = n == 3 && o.wrt < 2 && _same(o.shapes[0], o.shapes[1]) && _same(o.shapes[0], o.shapes[2]);
        } else if (c == SCALE_GRAD || c == RELU_GRAD) {
            ok = n == 2 && _same(o.shapes[0], o.shapes[1]);
        } else if (c == GRAD_CLIP) {
            ok = n == 2 && numel(o.shapes[1]) == 1;
        } else if (c == GRAD_NORM) {
            uint256 from = o.axis & NORM_FROM;
            ok = o.axis <= 3 && n > from && _total(o) <= MAX_ELEMENTS && (from == 0 || numel(o.shapes[0]) == 1);
        } else if (c == ADD_GRAD) {
            ok = n == 3 && o.wrt < 2 && _same(o.shapes[0], o.shapes[1]) && _same(o.shapes[0], o.shapes[2]);
        } else if (c == BIAS_X_GRAD) {
            ok = n == 3 && o.shapes[2].length == 1 && o.shapes[2][0] == _last(o.shapes[0]) && o.shapes[2][0] != 0
                && _same(o.shapes[0], o.shapes[1]);
        } else if (c == SUM_ALL_GRAD) {
            ok = n == 2 && o.shapes[0].length == 0;
        } else if (c == ADAMW) {
            ok = n == 4 && _same(o.shapes[0], o.shapes[1]) && _same(o.shapes[0], o.shapes[2])
                && _same(o.shapes[0], o.shapes[3]) && 3 * numel(o.shapes[0]) <= MAX_ELEMENTS && o.axis >= 1
                && o.adam[1] < 0x3F800000 && o.adam[2] < 0x3F800000;
        } else if (c == SUM_GRAD || c == MEAN_GRAD) {
            ok = n == 2 && _reduced(o.shapes[0], o.shapes[1], o.axis)
                && (c == SUM_GRAD || o.shapes[1][o.axis] < 1 << 24);
        }
        return ok && elements(o) > 0;
    }

    /// @notice The number of output elements.
    function elements(Op memory o) internal pure returns (uint64) {
        uint8 c = o.code;
        (bool isMM,) = _view(o);
        if (isMM) {
            (, MM memory d) = _mm(o);
            return d.batches * d.m * d.n;
        }
        if (_isBiasGrad(o)) {
            (uint256 g,) = _biasInputs(o);
            return _last(o.shapes[g]);
        }
        if (c == SUM || c == MEAN) return numel(o.shapes[0]) / o.shapes[0][o.axis];
        if (c == SUM_ALL) return 1;
        if (c == SUM_GRAD || c == MEAN_GRAD) return numel(o.shapes[1]);
        if ((c >= ADD && c <= RELU) || (c >= MUL_GRAD && c <= RELU_GRAD) || c == GRAD_CLIP || c == ADD_GRAD || c == BIAS_X_GRAD) {
            return numel(o.shapes[0]);
        }
        if (c == GRAD_NORM) return 1;
        if (c == SUM_ALL_GRAD) return numel(o.shapes[1]);
        if (c == ADAMW) return 3 * numel(o.shapes[0]);
        if (c >= TANH && c <= GELU_GRAD) return numel(o.shapes[0]);
        if (c == SGD) return 2 * numel(o.shapes[0]);
        revert BadOp();
    }

    /// @notice The number of steps of element e (the same for every element).
    function length(Op memory o, uint64 e) internal pure returns (uint64) {
        e;
        uint8 c = o.code;
        (bool isMM,) = _view(o);
        if (isMM) {
            (, MM memory d) = _mm(o);
            return c == LINEAR ? d.k + 1 : d.k;
        }
        if (_isBiasGrad(o)) {
            (uint256 g,) = _biasInputs(o);
            return numel(o.shapes[g]) / _last(o.shapes[g]);
        }
        if (c == SUM) return o.shapes[0][o.axis];
        if (c == MEAN) return o.shapes[0][o.axis] + 1;
        if (c == SUM_ALL) return numel(o.shapes[0]);
        if (c == MEAN_GRAD) return 2;
        if ((c >= ADD && c <= RELU) || (c >= MUL_GRAD && c <= SUM_GRAD) || c == GRAD_CLIP || (c >= ADD_GRAD && c <= SUM_ALL_GRAD)) return 1;
        if (c == GRAD_NORM) return _total(o) + (o.axis & NORM_SUMSQ == 0 ? 1 : 0);
        if (c == ADAMW) return ADAMW_STEPS;
        if (c >= TANH && c <= GELU_GRAD) return _steps(c);
        if (c == SGD) return _sgdDecay(o) ? 5 : 3;
        revert BadOp();
    }

    function _elem(Step memory s, uint256 i, uint8 input, uint64 index) internal pure {
        s.srcs[i] = SRC_ELEM;
        s.inputs[i] = input;
        s.indices[i] = index;
    }

    function _const(Step memory s, uint256 i, uint32 bits) internal pure {
        s.srcs[i] = SRC_CONST;
        s.consts[i] = bits;
    }

    function _mmStep(Op memory o, uint64 e, uint64 k) private pure returns (Step memory s) {
        (View memory v, MM memory d) = _mm(o);
        uint64 j = e % d.n;
        if (o.code == LINEAR && k == d.k) {
            s.kind = K_ADD;
            s.srcs[0] = SRC_ACC;
            _elem(s, 1, 2, j);
            return s;
        }
        uint64 b = e / (d.m * d.n);
        uint64 i = (e % (d.m * d.n)) / d.n;
        s.kind = o.opSet >= 2 ? K_FMA : K_MULADD;
        _elem(s, 0, v.x, b * d.m * d.k + (v.tx ? k * d.m + i : i * d.k + k));
        _elem(s, 1, v.y, b * d.k * d.n + (v.ty ? j * d.k + k : k * d.n + j));
        s.srcs[2] = SRC_ACC;
    }

    /// @notice Step k of element e (k < length(o, e), e < elements(o)).
    function step(Op memory o, uint64 e, uint64 k) internal pure returns (Step memory s) {
        uint8 c = o.code;
        (bool isMM,) = _view(o);
        if (isMM) return _mmStep(o, e, k);
        if (_isBiasGrad(o)) {
            (uint256 g,) = _biasInputs(o);
            s.kind = K_ADD;
            s.srcs[0] = SRC_ACC;
            _elem(s, 1, uint8(g), k * _last(o.shapes[g]) + e);
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
        } else if (c == SUM_GRAD || c == MEAN_GRAD) {
            uint64[] memory x = o.shapes[1];
            uint64 n = x[o.axis];
            uint64 inner = 1;
            for (uint256 a = o.axis + 1; a < x.length; a++) inner *= x[a];
            uint64 gi = (e / (n * inner)) * inner + e % inner;
            if (c == MEAN_GRAD && k == 0) {
                s.kind = K_DIV;
                _elem(s, 0, 0, gi);
                _const(s, 1, _f32(n));
            } else {
                s.kind = K_MUL;
                if (c == MEAN_GRAD) s.srcs[0] = SRC_ACC;
                else _elem(s, 0, 0, gi);
                _const(s, 1, ONE);
            }
        } else if (c == ADD || c == MUL) {
            s.kind = c == ADD ? K_ADD : K_MUL;
            _elem(s, 0, 0, e);
            _elem(s, 1, 1, e);
        } else if (c == ADD_BIAS) {
            s.kind = K_ADD;
            _elem(s, 0, 0, e);
            _elem(s, 1, 1, e % _last(o.shapes[0]));
        } else if (c == SCALE || c == SCALE_GRAD) {
            s.kind = K_MUL;
            _elem(s, 0, 0, e);
            _const(s, 1, o.constBits);
        } else if (c == RELU) {
            s.kind = K_RELU;
            _elem(s, 0, 0, e);
        } else if (c == MUL_GRAD) {
            s.kind = K_MUL;
            _elem(s, 0, 0, e);
            _elem(s, 1, 2 - o.wrt, e);
        } else if (c == RELU_GRAD) {
            s.kind = K_RELU_GRAD;
            _elem(s, 0, 0, e);
            _elem(s, 1, 1, e);
        } else if (c == GRAD_CLIP) {
            s.kind = K_CLIP;
            _elem(s, 0, 0, e);
            _elem(s, 1, 1, 0);
            _const(s, 2, o.constBits);
        } else if (c == GRAD_NORM) {
            s.srcs[0] = SRC_ACC;
            s.kind = K_SQRT;
            if (k == 0 && o.axis & NORM_FROM != 0) {
                // a copy of the sum so far: mul(in0[0], 1)
                s.kind = K_MUL;
                _elem(s, 0, 0, 0);
                _const(s, 1, ONE);
                return s;
            }
            uint64 left = k;
            for (uint256 i = 0; i < o.shapes.length; i++) {
                uint64 m = numel(o.shapes[i]);
                if (left < m) {
                    s.kind = K_MULADD;
                    _elem(s, 0, uint8(i), left);
                    _elem(s, 1, uint8(i), left);
                    s.srcs[2] = SRC_ACC;
                    break;
                }
                left -= m;
            }
        } else if (c == ADAMW) {
            return _adamwStep(o, e, k);
        } else if (c >= TANH && c <= GELU_GRAD) {
            return _activationStep(c, e, k);
        } else if (c == SGD) {
            return _sgdStep(o, e, k);
        } else if (c == ADD_GRAD || c == BIAS_X_GRAD || c == SUM_ALL_GRAD) {
            s.kind = K_MUL;
            _elem(s, 0, 0, c == SUM_ALL_GRAD ? 0 : e);
            _const(s, 1, ONE);
        } else {
            revert BadOp();
        }
    }

    /// @dev Step k of element e of tanh, silu, gelu (input 0 is x) or of
    /// their gradients (input 0 is g, input 1 is x), as repops' activation
    /// evaluations: tanh: Tanh(x); tanh.grad: then acc*acc, 1 - acc,
    /// g * acc. silu: Sigmoid(x), x * acc; silu.grad: Sigmoid(x),
    /// SiLUGrad(x, acc), g * acc. gelu: x*x, acc * (a*x), x + acc, c * acc,
    /// Tanh(acc), 1 + acc, acc * (0.5*x); gelu.grad: the first five, then
    /// GELUGrad(x, acc), g * acc.
    function _activationStep(uint8 c, uint64 e, uint64 k) private pure returns (Step memory s) {
        bool grad = c >= TANH_GRAD;
        uint8 f = grad ? c - 3 : c; // the forward op
        uint8 x = grad ? 1 : 0;
        if (grad && k == _steps(c) - 1) {
            s.kind = K_MUL; // g * acc
            _elem(s, 0, 0, e);
            s.srcs[1] = SRC_ACC;
            return s;
        }
        if (f == TANH) {
            if (k == 0) {
                s.kind = K_TANH;
                _elem(s, 0, x, e);
            } else if (k == 1) {
                s.kind = K_MUL;
                s.srcs[0] = SRC_ACC;
                s.srcs[1] = SRC_ACC;
            } else {
                s.kind = K_SUB;
                _const(s, 0, ONE);
                s.srcs[1] = SRC_ACC;
            }
            return s;
        }
        if (f == SILU) {
            if (k == 0) {
                s.kind = K_SIGMOID;
                _elem(s, 0, x, e);
            } else {
                s.kind = grad ? K_SILU_GRAD : K_MUL;
                _elem(s, 0, x, e);
                s.srcs[1] = SRC_ACC;
            }
            return s;
        }
        // gelu
        if (k == 0) {
            s.kind = K_MUL;
            _elem(s, 0, x, e);
            _elem(s, 1, x, e);
        } else if (k == 1) {
            s.kind = K_MULPROD;
            s.srcs[0] = SRC_ACC;
            _const(s, 1, GELU_A);
            _elem(s, 2, x, e);
        } else if (k == 2) {
            s.kind = K_ADD;
            _elem(s, 0, x, e);
            s.srcs[1] = SRC_ACC;
        } else if (k == 3) {
            s.kind = K_MUL;
            _const(s, 0, GELU_C);
            s.srcs[1] = SRC_ACC;
        } else if (k == 4) {
            s.kind = K_TANH;
            s.srcs[0] = SRC_ACC;
        } else if (grad) {
            s.kind = K_GELU_GRAD; // k == 5
            _elem(s, 0, x, e);
            s.srcs[1] = SRC_ACC;
        } else if (k == 5) {
            s.kind = K_ADD;
            _const(s, 0, ONE);
            s.srcs[1] = SRC_ACC;
        } else {
            s.kind = K_MULPROD;
            s.srcs[0] = SRC_ACC;
            _const(s, 1, HALF);
            _elem(s, 2, x, e);
        }
    }

    /// @dev The number of steps of every element of activation op c.
    function _steps(uint8 c) private pure returns (uint64) {
        if (c == TANH) return 1;
        if (c == SILU) return 2;
        if (c == SILU_GRAD) return 3;
        if (c == TANH_GRAD) return 4;
        return 7; // gelu, gelu.grad
    }

    /// @dev Whether an sgd entry decays its weights (wd != 0 as a float:
    /// neither +0 nor -0).
    function _sgdDecay(Op memory o) private pure returns (bool) {
        return o.adam[2] & 0x7FFFFFFF != 0;
    }

    /// @dev Step k of element e of an sgd entry (repops' sgdScalarOf):
    /// elements [0, N) are the updated values, [N, 2N) the buffers. The
    /// buffer: mul(wd, p), add(g, acc), muladd(mu, b, acc) with weight
    /// decay, else muladd(mu, b, g); the value then mul(lr, acc), sub(p,
    /// acc), the buffer two additions of -0. Inputs: 0 p, 1 g, 2 b.
    function _sgdStep(Op memory o, uint64 e, uint64 k) private pure returns (Step memory s) {
        uint64 n = numel(o.shapes[0]);
        uint64 j = e % n;
        uint64 b = _sgdDecay(o) ? 3 : 1; // the buffer's steps
        if (k < b) {
            if (b == 1) {
                s.kind = K_MULADD;
                _const(s, 0, o.adam[1]);
                _elem(s, 1, 2, j);
                _elem(s, 2, 1, j);
            } else if (k == 0) {
                s.kind = K_MUL;
                _const(s, 0, o.adam[2]);
                _elem(s, 1, 0, j);
            } else if (k == 1) {
                s.kind = K_ADD;
                _elem(s, 0, 1, j);
                s.srcs[1] = SRC_ACC;
            } else {
                s.kind = K_MULADD;
                _const(s, 0, o.adam[1]);
                _elem(s, 1, 2, j);
                s.srcs[2] = SRC_ACC;
            }
        } else if (e >= n) {
            s.kind = K_ADD;
            s.srcs[0] = SRC_ACC;
            _const(s, 1, NEG_ZERO);
        } else if (k == b) {
            s.kind = K_MUL;
            _const(s, 0, o.adam[0]);
            s.srcs[1] = SRC_ACC;
        } else {
            s.kind = K_SUB;
            _elem(s, 0, 0, j);
            s.srcs[1] = SRC_ACC;
        }
    }

    /// @dev Step k of element e of an adamw entry (repops' adamwScalarOf):
    /// elements [0, N) are the updated values, [N, 2N) the first moments,
    /// [2N, 3N) the second; the moments' steps after their own are
    /// additions of -0. Inputs: 0 p, 1 g, 2 m, 3 v.
    function _adamwStep(Op memory o, uint64 e, uint64 k) private pure returns (Step memory s) {
        uint64 n = numel(o.shapes[0]);
        uint64 region = e / n;
        uint64 j = e % n;
        uint32 b1 = o.adam[1];
        uint32 b2 = o.adam[2];
        if ((region == 1 && k >= 2) || (region == 2 && k >= 3)) {
            s.kind = K_ADD;
            s.srcs[0] = SRC_ACC;
            _const(s, 1, NEG_ZERO);
            return s;
        }
        if (region == 1) {
            if (k == 0) {
                s.kind = K_MUL;
                _const(s, 0, b1);
                _elem(s, 1, 2, j);
            } else {
                s.kind = K_MULADD;
                _const(s, 0, Float32.sub(ONE, b1));
                _elem(s, 1, 1, j);
                s.srcs[2] = SRC_ACC;
            }
            return s;
        }
        if (k == 0) {
            s.kind = K_MUL;
            _const(s, 0, Float32.sub(ONE, b2));
            _elem(s, 1, 1, j);
        } else if (k == 1) {
            s.kind = K_MUL;
            s.srcs[0] = SRC_ACC;
            _elem(s, 1, 1, j);
        } else if (k == 2) {
            s.kind = K_MULADD;
            _const(s, 0, b2);
            _elem(s, 1, 3, j);
            s.srcs[2] = SRC_ACC;
        } else if (k == 3) {
            s.kind = K_DIV;
            s.srcs[0] = SRC_ACC;
            (, uint32 bc2) = Float32.biasCorrection(b2, o.axis);
            _const(s, 1, bc2);
        } else if (k == 4) {
            s.kind = K_SQRT;
            s.srcs[0] = SRC_ACC;
        } else if (k == 5) {
            s.kind = K_ADD;
            s.srcs[0] = SRC_ACC;
            _const(s, 1, o.adam[3]);
        } else if (k == 6) {
            // The parameters ride in the operands' constant slots.
            s.kind = K_ADAMQ;
            _elem(s, 0, 2, j);
            _elem(s, 1, 1, j);
            s.srcs[2] = SRC_ACC;
            (, uint32 bc1) = Float32.biasCorrection(b1, o.axis);
            (s.consts[0], s.consts[1], s.consts[2]) = (b1, Float32.sub(ONE, b1), bc1);
        } else if (k == 7) {
            s.kind = K_MUL;
            _const(s, 0, o.adam[0]);
            s.srcs[1] = SRC_ACC;
        } else {
            s.kind = K_ADAMP;
            _elem(s, 0, 0, j);
            _const(s, 1, Float32.mul(o.adam[0], o.adam[4]));
            s.srcs[2] = SRC_ACC;
        }
    }

    /// @dev float32(n) for an element count n < 2^24 (exact), the divisor
    /// of mean.
    function _f32(uint64 n) internal pure returns (uint32) {
        if (n == 0) return 0;
        uint256 e = 0;
        while ((uint256(1) << (e + 1)) <= n) e++;
        uint256 mant = (uint256(n) << (23 - e)) & 0x7FFFFF;
        return uint32(((127 + e) << 23) | mant);
    }
}
