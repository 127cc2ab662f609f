// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {Float32} from "./Float32.sol";
import {Elementary} from "./Elementary.sol";
import {MerkleTree} from "./MerkleTree.sol";

/// @title ScalarStep
/// @notice The last move of phase 3 of the dispute game, as the Go game
/// (dispute/game) executes it: one scalar float32 operation of a repops
/// canonical evaluation (repops.ScalarKind) on the agreed accumulator,
/// constants and input tensor elements, each element proven against the
/// agreed element root of its tensor (internal/commit element trees,
/// verified by MerkleTree: keccak256 over 0x00 || leaf for a leaf,
/// 0x01 || left || right for a node, an odd level's last hash promoted;
/// the leaf of an element is its canonical bits as bytes32(uint256(bits))). The result is canonical
/// (every NaN as 0x7FC00000), as the game's values are.
library ScalarStep {
    // Kinds (repops.ScalarKind).
    uint8 internal constant ADD = 1; // x + y
    uint8 internal constant MUL = 2; // x * y
    uint8 internal constant DIV = 3; // x / y
    uint8 internal constant MULADD = 4; // z + (x * y rounded): op set 1's matmul step
    uint8 internal constant FMA = 5; // x * y + z rounded once: op set 2's
    uint8 internal constant RELU = 6; // x if x > 0, else +0
    uint8 internal constant RELU_GRAD = 7; // x if y > 0, else +0 (relu's backward)
    uint8 internal constant CLIP = 8; // x * (z / (y + 1e-6)) if y > z, else x (grad_clip: gradient, norm, bound)
    uint8 internal constant SQRT = 9; // the square root of x (grad_norm's last step)
    // AdamW's quotient ((c0*x + c1*y) / c2) / z, each operation rounded (x = m,
    // y = g, z = the denominator; c: beta1, 1 - beta1, bc1, the step's parameters).
    uint8 internal constant ADAMQ = 10;
    // AdamW's value update: x - y*x when y is not zero (weight decay), then - z.
    uint8 internal constant ADAMP = 11;
    uint8 internal constant SUB = 12; // x - y
    uint8 internal constant MULPROD = 13; // x * (y * z rounded): two roundings
    uint8 internal constant TANH = 14; // repops.Tanh(x) (Elementary)
    uint8 internal constant SIGMOID = 15; // repops.Sigmoid(x) (Elementary)
    uint8 internal constant GELU_GRAD = 16; // GELU's derivative at x given t = tanh(u(x)) in y
    uint8 internal constant SILU_GRAD = 17; // SiLU's derivative at x given s = sigmoid(x) in y: y + (x*y)*(1-y)
    uint8 internal constant MAX = 18; // y if y > x, else x (Float32.maxStep: softmax's running maximum)
    uint8 internal constant EXP = 19; // repops.Exp(x)
    uint8 internal constant LOG = 20; // repops.Log(x)
    uint8 internal constant RSQRT = 21; // repops.Rsqrt(x)
    // The conditional kinds of the ops that read integer lists (their
    // values as float32 elements): z compared with the parameter c[2].
    uint8 internal constant SELEQ = 22; // y if z == c[2], else x
    uint8 internal constant ADDIFEQ = 23; // x + y if z == c[2], else x
    uint8 internal constant ADDIFGE = 24; // x + y if z >= c[2], else x
    uint8 internal constant MULIFGE = 25; // x * y if z >= c[2], else +0
    uint8 internal constant KEEPIFNZ = 26; // x if y != 0, else +0
    // The rotary angle's steps (Elementary.rotAngle, cosSin64): the
    // binary64 angle travels between steps as three lanes of chunks.
    uint8 internal constant ROTANGLE = 27; // chunk c[0] of float64(x * expCore(X)), X's bits c[1] << 32 | c[2]
    uint8 internal constant COS64 = 28; // float32(cos A), A the binary64 whose chunks are x, y, z
    uint8 internal constant SIN64 = 29; // float32(sin A)

    uint32 internal constant CLIP_EPS = 0x358637bd; // float32(1e-6)
    uint32 internal constant ONE = 0x3F800000;
    uint32 internal constant HALF = 0x3F000000;
    uint32 internal constant GELU_C = 0x3F4C422A; // float32(sqrt(2/pi))
    uint32 internal constant GELU_3A = 0x3E095D4F; // float32(3 * 0.044715)

    // Operand sources (repops.ScalarSrc).
    uint8 internal constant SRC_ACC = 1;
    uint8 internal constant SRC_ELEM = 2;
    uint8 internal constant SRC_CONST = 3;

    uint64 internal constant MAX_LEAVES = MerkleTree.MAX_LEAVES;

    error UnknownKind(uint8 kind);

    /// @notice An element proof: element index of a tensor of n elements
    /// has bits, with the sibling hashes from the leaf level up.
    struct Element {
        uint64 index;
        uint64 n;
        uint32 bits;
        bytes32[] siblings;
    }

    /// @notice run: kind applied to x, y, z (those past its arity ignored), canonical.
    function run(uint8 kind, uint32 x, uint32 y, uint32 z) internal pure returns (uint32 r) {
        uint32[3] memory c;
        return runWith(kind, x, y, z, c);
    }

    /// @notice run with the step's parameters c (repops.ScalarStep.Params:
    /// ADAMQ's constants, the value the conditional kinds compare z with in
    /// c[2]; the other kinds ignore them).
    function runWith(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] memory c) internal pure returns (uint32 r) {
        if (kind == ADAMQ) {
            uint32 m = Float32.add(Float32.mul(c[0], x), Float32.mul(c[1], y));
            r = Float32.div(Float32.div(m, c[2]), z);
        } else if (kind == ADAMP) {
            if (!Float32.eq(y, 0)) x = Float32.sub(x, Float32.mul(y, x));
            r = Float32.sub(x, z);
        } else if (kind == ADD) r = Float32.add(x, y);
        else if (kind == MUL) r = Float32.mul(x, y);
        else if (kind == DIV) r = Float32.div(x, y);
        else if (kind == MULADD) r = Float32.add(z, Float32.mul(x, y));
        else if (kind == FMA) r = Float32.fma(x, y, z);
        else if (kind == RELU) r = Float32.lt(0, x) ? x : 0;
        else if (kind == RELU_GRAD) r = Float32.lt(0, y) ? x : 0;
        else if (kind == CLIP) r = Float32.lt(z, y) ? Float32.mul(x, Float32.div(z, Float32.add(y, CLIP_EPS))) : x;
        else if (kind == SQRT) r = Float32.sqrt(x);
        else if (kind == SUB) r = Float32.sub(x, y);
        else if (kind == MULPROD) r = Float32.mul(x, Float32.mul(y, z));
        else if (kind == TANH) r = Elementary.tanh(x);
        else if (kind == SIGMOID) r = Elementary.sigmoid(x);
        else if (kind == GELU_GRAD) r = _geluGrad(x, y);
        else if (kind == SILU_GRAD) r = Float32.add(y, Float32.mul(Float32.mul(x, y), Float32.sub(ONE, y)));
        else if (kind == MAX) r = Float32.maxStep(x, y);
        else if (kind == EXP) r = Elementary.exp(x);
        else if (kind == LOG) r = Elementary.log(x);
        else if (kind == RSQRT) r = Elementary.rsqrt(x);
        else if (kind == SELEQ) r = Float32.eq(z, c[2]) ? y : x;
        else if (kind == ADDIFEQ) r = Float32.eq(z, c[2]) ? Float32.add(x, y) : x;
        else if (kind == ADDIFGE) r = Float32.le(c[2], z) ? Float32.add(x, y) : x;
        else if (kind == MULIFGE) r = Float32.le(c[2], z) ? Float32.mul(x, y) : 0;
        else if (kind == KEEPIFNZ) r = Float32.eq(y, 0) ? 0 : x; // a NaN y is not 0
        else if (kind == ROTANGLE) r = Elementary.rotAngle(x, c);
        else if (kind == COS64 || kind == SIN64) r = Elementary.cosSin64(kind == SIN64, x, y, z);
        else revert UnknownKind(kind);
        return Float32.canonical(r);
    }

    /// @dev repops' geluGrad(x, t): du = c * (1 + 3a * (x*x)), sech2 = 1 - t*t,
    /// 0.5 * (1 + t) + ((0.5*x) * sech2) * du, every operation rounded.
    function _geluGrad(uint32 x, uint32 t) private pure returns (uint32) {
        uint32 du = Float32.mul(GELU_C, Float32.add(ONE, Float32.mul(GELU_3A, Float32.mul(x, x))));
        uint32 sech2 = Float32.sub(ONE, Float32.mul(t, t));
        return Float32.add(
            Float32.mul(HALF, Float32.add(ONE, t)), Float32.mul(Float32.mul(Float32.mul(HALF, x), sech2), du)
        );
    }

    /// @notice Whether e proves its element under root: a canonical element
    /// (a NaN only as 0x7FC00000) whose leaf leads to root along the
    /// siblings, which fit a tree of e.n leaves exactly.
    function verify(bytes32 root, Element calldata e) internal pure returns (bool) {
        uint32 a = e.bits & 0x7FFFFFFF;
        if (a > 0x7F800000 && e.bits != Float32.CANONICAL_NAN) return false;
        return MerkleTree.verify(root, bytes32(uint256(e.bits)), e.index, e.n, e.siblings);
    }
}
