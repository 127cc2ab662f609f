// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarStep} from "./ScalarStep.sol";
import {ScalarProgram} from "./ScalarProgram.sol";
import {RowProgram} from "./RowProgram.sol";
import {IntProgram} from "./IntProgram.sol";
import {ScalarPrograms} from "./ScalarPrograms.sol";
import {ScalarArithmetic} from "./ScalarArithmetic.sol";

/// @title ScalarJudge
/// @notice The stateless part of phase 3 of the dispute game, which
/// DisputeGame calls: executing the pinned scalar
/// step with its element proofs (which tells, too, whether the op reduces
/// to scalar operations under the op set: E and K are the parties'
/// statements until then), and checking a party's opening of the pinned
/// entry (checkOpening; DisputeGame checks openings inline with
/// OpeningCheck). The ops' scalar evaluations are ScalarPrograms' and the
/// arithmetic of a step ScalarArithmetic's, contracts of their own that
/// this one calls, so that each stays under the 24,576-byte code limit. It mirrors dispute/game
/// (scalar.go) for the forward ops ScalarProgram covers, written with the
/// attribute spellings repops traces them with.
contract ScalarJudge {
    /// @notice A party's opening of the pinned entry (dispute/game.Opening):
    /// the entry (op, attributes, input hashes, output hash), the shapes of
    /// its inputs, and the element roots of its inputs, then of its output.
    struct Opening {
        string op;
        string attrs;
        bytes32[] inputs;
        bytes32 output;
        uint64[][] shapes;
        bytes32[] roots;
    }

    uint256 internal constant MAX_ELEMENTS = 1 << 30;

    /// @notice The scalar evaluations this contract calls: ScalarProgram's
    /// ops, and RowProgram's (op codes 34 to 42, the same interface).
    ScalarPrograms public immutable programs;
    ScalarPrograms public immutable rowPrograms;
    /// @notice The arithmetic of a step, which this contract calls.
    ScalarArithmetic public immutable arithmetic;

    constructor(ScalarPrograms programs_, ScalarPrograms rowPrograms_, ScalarArithmetic arithmetic_) {
        programs = programs_;
        rowPrograms = rowPrograms_;
        arithmetic = arithmetic_;
    }

    /// @notice Whether o is well formed (dispute/game's Opening.check), its
    /// entry hash (dispute/game.EntryHash), the hash of what it reads (op,
    /// attributes, input hashes, shapes and input roots: two openings that
    /// read the same inputs have the same reads hash; see OpeningCheck) and
    /// its output root.
    function checkOpening(Opening calldata o)
        external
        pure
        returns (bool ok, bytes32 entryHash, bytes32 reads, bytes32 outRoot)
    {
        return _check(o);
    }

    function _check(Opening calldata o)
        internal
        pure
        returns (bool ok, bytes32 entryHash, bytes32 reads, bytes32 outRoot)
    {
        return OpeningCheck.check(o);
    }

    /// @notice Executes scalar step k of output element e on the agreed
    /// value acc (a leaf value): the step's input elements must be proven,
    /// in operand order, by proofs against the opened input roots. ok is
    /// false when acc is no float32 value, when the op does not reduce, or
    /// when the proofs are not exactly those the step reads.
    function execute(
        Opening calldata o,
        uint8 opSet,
        uint64 e,
        uint64 k,
        bytes32 acc,
        ScalarStep.Element[] calldata proofs
    ) external view returns (bool ok, bytes32 result, bool accOK) {
        ScalarProgram.Op memory p;
        (ok, p) = _op(o, opSet);
        if (!ok) return (false, 0, false);
        ScalarProgram.Step memory s;
        (ok, s) = (p.code >= RowProgram.FIRST ? rowPrograms : programs).plan(p, e, k);
        if (!ok) return (false, 0, false);
        uint32[3] memory x;
        (ok, x) = _operands(p, s, o.roots, proofs);
        if (!ok) return (false, 0, false);
        if (!_lanesOK(acc) || s.dst >= LANES) return (true, 0, false);
        for (uint256 i = 0; i < 3; i++) {
            if (s.srcs[i] == ScalarStep.SRC_ACC) {
                if (s.lanes[i] >= LANES) return (true, 0, false);
                x[i] = uint32(uint256(acc) >> (32 * uint256(s.lanes[i])));
            }
        }
        uint256 r = arithmetic.run(s.kind, x[0], x[1], x[2], s.consts);
        if (s.dst == 0) return (true, bytes32(r), true); // lane 0 clears the others
        uint256 sh = 32 * uint256(s.dst);
        return (true, bytes32((uint256(acc) & ~(uint256(0xFFFFFFFF) << sh)) | (r << sh)), true);
    }

    uint256 internal constant LANES = 8;

    /// Whether a leaf value is a scalar value: each of its 8 lanes (32 bits
    /// each, lane 0 the lowest) a float32 with no NaN but 0x7FC00000.
    function _lanesOK(bytes32 v) internal pure returns (bool) {
        uint256 x = uint256(v);
        for (uint256 i = 0; i < LANES; i++) {
            uint32 b = uint32(x >> (32 * i));
            if (b & 0x7FFFFFFF > 0x7F800000 && b != 0x7FC00000) return false;
        }
        return true;
    }

    /// The constants and proven input elements of step s (proofs exactly
    /// the step's elements, in operand order).
    function _operands(
        ScalarProgram.Op memory p,
        ScalarProgram.Step memory s,
        bytes32[] calldata roots,
        ScalarStep.Element[] calldata proofs
    ) private pure returns (bool, uint32[3] memory x) {
        uint256 j = 0;
        for (uint256 i = 0; i < 3; i++) {
            uint8 src = s.srcs[i];
            if (src == ScalarStep.SRC_CONST) {
                x[i] = s.consts[i];
            } else if (src == ScalarStep.SRC_ELEM) {
                if (j == proofs.length || !_proves(p.shapes[s.inputs[i]], s.indices[i], roots[s.inputs[i]], proofs[j])) {
                    return (false, x);
                }
                x[i] = proofs[j].bits;
                j++;
            }
        }
        return (j == proofs.length, x);
    }

    /// @notice The element bits a leaf value holds, and whether it is one.
    function _bits(bytes32 leaf) internal pure returns (uint32, bool) {
        uint256 v = uint256(leaf);
        if (v > type(uint32).max) return (0, false);
        uint32 b = uint32(v);
        if (b & 0x7FFFFFFF > 0x7F800000 && b != 0x7FC00000) return (0, false);
        return (b, true);
    }

    function leafBits(bytes32 leaf) external pure returns (uint32, bool) {
        return _bits(leaf);
    }

    function _proves(uint64[] memory shape, uint64 index, bytes32 root, ScalarStep.Element calldata pr)
        private
        pure
        returns (bool)
    {
        return pr.index == index && pr.n == ScalarProgram.numel(shape) && ScalarStep.verify(root, pr);
    }

    // The op names and attribute spellings repops traces.
    function _op(Opening calldata o, uint8 opSet) internal pure returns (bool ok, ScalarProgram.Op memory p) {
        p.opSet = opSet;
        p.shapes = o.shapes;
        bytes calldata name = bytes(o.op);
        bytes calldata attr = bytes(o.attrs);
        if (name.length > 5 && keccak256(name[name.length - 5:]) == keccak256(".grad")) {
            return _gradOp(p, name[:name.length - 5], attr);
        }
        return _forward(p, keccak256(name), attr);
    }

    /// The forward op `op` (its name's hash) with attributes attr.
    function _forward(ScalarProgram.Op memory p, bytes32 op, bytes calldata attr)
        private
        pure
        returns (bool, ScalarProgram.Op memory)
    {
        bool none = attr.length == 0;
        if (op == keccak256("matmul") || op == keccak256("bmm")) {
            p.code = op == keccak256("matmul") ? ScalarProgram.MATMUL : ScalarProgram.BMM;
            return (_trans(p, attr), p);
        }
        if (op == keccak256("linear")) p.code = ScalarProgram.LINEAR;
        else if (op == keccak256("add") || op == keccak256("grad_accum")) p.code = ScalarProgram.ADD;
        else if (op == keccak256("mul") || op == keccak256("dropout")) p.code = ScalarProgram.MUL;
        else if (op == keccak256("add_bias")) p.code = ScalarProgram.ADD_BIAS;
        else if (op == keccak256("relu")) p.code = ScalarProgram.RELU;
        else if (op == keccak256("sum_all")) p.code = ScalarProgram.SUM_ALL;
        else if (op == keccak256("tanh")) p.code = ScalarProgram.TANH;
        else if (op == keccak256("silu")) p.code = ScalarProgram.SILU;
        else if (op == keccak256("gelu")) p.code = ScalarProgram.GELU;
        else if (op == keccak256("adamw")) {
            p.code = ScalarProgram.ADAMW;
            return (_adamw(p, attr), p);
        } else if (op == keccak256("sgd")) {
            p.code = ScalarProgram.SGD;
            return (_sgd(p, attr), p);
        }
        if (p.code != 0) return (none, p);
        if (op == keccak256("scale")) {
            p.code = ScalarProgram.SCALE;
            return (_scale(p, attr), p);
        }
        if (op == keccak256("sum") || op == keccak256("mean")) {
            p.code = op == keccak256("sum") ? ScalarProgram.SUM : ScalarProgram.MEAN;
            return (_axis(p, attr), p);
        }
        if (op == keccak256("softmax") || op == keccak256("log_softmax")) {
            p.code = op == keccak256("softmax") ? RowProgram.SOFTMAX : RowProgram.LOG_SOFTMAX;
            return (none, p);
        }
        if (op == keccak256("causal_attention")) {
            p.code = RowProgram.CAUSAL_ATTENTION;
            return (_attention(p, attr), p);
        }
        if (op == keccak256("layer_norm") || op == keccak256("rms_norm")) {
            p.code = op == keccak256("layer_norm") ? RowProgram.LAYER_NORM : RowProgram.RMS_NORM;
            return (attr.length > 4 && keccak256(attr[:4]) == keccak256("eps=") && _hexBits(p, attr[4:]), p);
        }
        if (op == keccak256("grad_norm") || op == keccak256("grad_sumsq")) {
            p.code = ScalarProgram.GRAD_NORM;
            if (op == keccak256("grad_sumsq")) p.axis = ScalarProgram.NORM_SUMSQ;
            if (keccak256(attr) == keccak256("from=1")) p.axis |= ScalarProgram.NORM_FROM;
            else if (!none) return (false, p);
            return (true, p);
        }
        if (op == keccak256("embedding")) {
            p.code = IntProgram.EMBEDDING;
            return (none, p);
        }
        if (op == keccak256("cross_entropy")) {
            p.code = IntProgram.CROSS_ENTROPY;
            return (_norm(p, attr), p);
        }
        if (op == keccak256("rotary")) {
            p.code = IntProgram.ROTARY;
            return (_rotary(p, attr), p);
        }
        if (op == keccak256("grad_clip")) {
            p.code = ScalarProgram.GRAD_CLIP;
            return (attr.length > 4 && keccak256(attr[:4]) == keccak256("max=") && _hexBits(p, attr[4:]), p);
        }
        return (false, p);
    }

    /// A gradient entry "OP.grad": OP's attributes, then grad=<mask>,
    /// part=<k>,wrt=<i> (repops' trace); the contribution goes to the
    /// part-th input whose mask bit is 1.
    function _gradOp(ScalarProgram.Op memory p, bytes calldata fwd, bytes calldata attr)
        private
        pure
        returns (bool, ScalarProgram.Op memory)
    {
        // Split off the forward attributes: up to ",grad=" (or none).
        uint256 cut = type(uint256).max;
        if (attr.length >= 5 && keccak256(attr[:5]) == keccak256("grad=")) {
            cut = 0;
        } else {
            for (uint256 i = 0; i + 6 <= attr.length; i++) {
                if (attr[i] == "," && keccak256(attr[i:i + 6]) == keccak256(",grad=")) {
                    cut = i;
                    break;
                }
            }
        }
        if (cut == type(uint256).max) return (false, p);
        bytes calldata prefix = attr[:cut];
        (bool ok, uint256 maskLen, uint8 wrt) = _mask(attr[cut == 0 ? 0 : cut + 1:]);
        if (!ok) return (false, p);
        p.wrt = wrt;
        bytes32 op = keccak256(fwd);
        bool none = prefix.length == 0;
        if (op == keccak256("matmul") || op == keccak256("bmm")) {
            p.code = op == keccak256("matmul") ? ScalarProgram.MATMUL_GRAD : ScalarProgram.BMM_GRAD;
            return (maskLen == 2 && _trans(p, prefix), p);
        }
        if (op == keccak256("linear")) {
            p.code = ScalarProgram.LINEAR_GRAD;
            return (none && maskLen == 3, p);
        }
        if (op == keccak256("add_bias")) {
            p.code = wrt == 1 ? ScalarProgram.BIAS_GRAD : ScalarProgram.BIAS_X_GRAD;
            return (none && maskLen == 2, p);
        }
        if (op == keccak256("add")) {
            p.code = ScalarProgram.ADD_GRAD;
            return (none && maskLen == 2, p);
        }
        if (op == keccak256("mul") || op == keccak256("dropout")) {
            p.code = ScalarProgram.MUL_GRAD;
            return (none && maskLen == 2, p);
        }
        if (op == keccak256("layer_norm") || op == keccak256("rms_norm")) {
            return (_normGrad(p, op == keccak256("layer_norm"), maskLen, prefix), p);
        }
        if (op == keccak256("causal_attention")) {
            p.code = RowProgram.CAUSAL_ATTENTION_GRAD;
            return (maskLen == 3 && _attention(p, prefix), p);
        }
        if (maskLen != 1) return (false, p);
        if (op == keccak256("embedding")) {
            p.code = IntProgram.EMBEDDING_GRAD;
            return (none, p);
        }
        if (op == keccak256("cross_entropy")) {
            p.code = IntProgram.CROSS_ENTROPY_GRAD;
            return (_norm(p, prefix), p);
        }
        if (op == keccak256("rotary")) {
            p.code = IntProgram.ROTARY_GRAD;
            return (_rotary(p, prefix), p);
        }
        if (op == keccak256("softmax") || op == keccak256("log_softmax")) {
            p.code = op == keccak256("softmax") ? RowProgram.SOFTMAX_GRAD : RowProgram.LOG_SOFTMAX_GRAD;
            return (none, p);
        }
        if (op == keccak256("sum_all")) {
            p.code = ScalarProgram.SUM_ALL_GRAD;
            return (none, p);
        }
        if (op == keccak256("relu")) {
            p.code = ScalarProgram.RELU_GRAD;
            return (none, p);
        }
        if (op == keccak256("tanh") || op == keccak256("silu") || op == keccak256("gelu")) {
            p.code = op == keccak256("tanh")
                ? ScalarProgram.TANH_GRAD
                : (op == keccak256("silu") ? ScalarProgram.SILU_GRAD : ScalarProgram.GELU_GRAD);
            return (none, p);
        }
        if (op == keccak256("scale")) {
            p.code = ScalarProgram.SCALE_GRAD;
            return (_scale(p, prefix), p);
        }
        if (op == keccak256("sum") || op == keccak256("mean")) {
            p.code = op == keccak256("sum") ? ScalarProgram.SUM_GRAD : ScalarProgram.MEAN_GRAD;
            return (_axis(p, prefix), p);
        }
        return (false, p);
    }

    /// layer_norm.grad (ln) or rms_norm.grad with a mask of maskLen and the
    /// forward attributes prefix (eps=<hex>).
    function _normGrad(ScalarProgram.Op memory p, bool ln, uint256 maskLen, bytes calldata prefix)
        private
        pure
        returns (bool)
    {
        p.code = ln ? RowProgram.LAYER_NORM_GRAD : RowProgram.RMS_NORM_GRAD;
        return maskLen == (ln ? 3 : 2) && prefix.length > 4 && keccak256(prefix[:4]) == keccak256("eps=")
            && _hexBits(p, prefix[4:]);
    }

    /// grad=<mask of 0 and 1>,part=<k>,wrt=<i>: the mask's length and the
    /// input the part-th contribution goes to (the wrt attribute names it
    /// for readers; the mask and part decide, as in repops).
    function _mask(bytes calldata s) private pure returns (bool, uint256, uint8) {
        if (s.length < 5 || keccak256(s[:5]) != keccak256("grad=")) return (false, 0, 0);
        uint256 i = 5;
        uint256 start = i;
        while (i < s.length && (s[i] == "0" || s[i] == "1")) i++;
        uint256 maskLen = i - start;
        if (maskLen == 0 || maskLen > 16 || i + 6 > s.length || keccak256(s[i:i + 6]) != keccak256(",part=")) return (false, 0, 0);
        (bool ok, uint256 part, uint256 j) = _digits(s, i + 6);
        if (!ok || j + 5 > s.length || keccak256(s[j:j + 5]) != keccak256(",wrt=")) return (false, 0, 0);
        uint256 end;
        (ok,, end) = _digits(s, j + 5);
        if (!ok || end != s.length) return (false, 0, 0);
        uint256 seen = 0;
        for (uint256 b = 0; b < maskLen; b++) {
            if (s[start + b] == "1") {
                if (seen == part) return (true, maskLen, uint8(b));
                seen++;
            }
        }
        return (false, 0, 0);
    }

    /// Decimal digits (1 to 8) at s[i:], their value and where they end.
    function _digits(bytes calldata s, uint256 i) private pure returns (bool, uint256 v, uint256 j) {
        j = i;
        while (j < s.length && uint8(s[j]) >= 48 && uint8(s[j]) <= 57) {
            v = v * 10 + (uint8(s[j]) - 48);
            j++;
        }
        return (j > i && j - i <= 8, v, j);
    }

    /// transA=<bool>,transB=<bool> as repops writes them.
    function _trans(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        bytes32 ah = keccak256(a);
        if (ah == keccak256("transA=false,transB=false")) return true;
        if (ah == keccak256("transA=true,transB=false")) {
            p.transA = true;
            return true;
        }
        if (ah == keccak256("transA=false,transB=true")) {
            p.transB = true;
            return true;
        }
        if (ah == keccak256("transA=true,transB=true")) {
            (p.transA, p.transB) = (true, true);
            return true;
        }
        return false;
    }

    /// s=<1 to 8 hex digits of the float32 bits>.
    function _scale(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        return a.length >= 3 && a[0] == "s" && a[1] == "=" && _hexBits(p, a[2:]);
    }

    /// 1 to 8 hex digits of float32 bits, as the op's constant.
    function _hexBits(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        (bool ok, uint64 v) = _hex(a, 8);
        p.constBits = uint32(v);
        return ok;
    }

    /// The value of 1 to max hex digits (either case), as strconv.ParseUint
    /// reads them.
    function _hex(bytes calldata a, uint256 max) private pure returns (bool, uint64 v) {
        if (a.length < 1 || a.length > max) return (false, 0);
        for (uint256 i = 0; i < a.length; i++) {
            uint8 c = uint8(a[i]);
            uint8 d;
            if (c >= 48 && c <= 57) d = c - 48;
            else if (c >= 97 && c <= 102) d = c - 87;
            else if (c >= 65 && c <= 70) d = c - 55;
            else return (false, 0);
            v = v * 16 + d;
        }
        return (true, v);
    }

    /// param=<decimal>,step=<decimal>,lr=<hex>,beta1=<hex>,beta2=<hex>,
    /// eps=<hex>,wd=<hex> as repops' AdamW writes them (the hex digits
    /// float32 bits); the parameter index is not used.
    function _adamw(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        if (a.length < 6 || keccak256(a[:6]) != keccak256("param=")) return false;
        (bool ok,, uint256 i) = _digits(a, 6);
        if (!ok || i + 6 > a.length || keccak256(a[i:i + 6]) != keccak256(",step=")) return false;
        uint256 t;
        (ok, t, i) = _digits(a, i + 6);
        if (!ok || t == 0) return false;
        p.axis = uint64(t);
        bytes[5] memory keys = [bytes(",lr="), bytes(",beta1="), bytes(",beta2="), bytes(",eps="), bytes(",wd=")];
        for (uint256 k = 0; k < 5; k++) {
            uint256 kl = keys[k].length;
            if (i + kl + 8 > a.length || keccak256(a[i:i + kl]) != keccak256(keys[k])) return false;
            if (!_hexBits(p, a[i + kl:i + kl + 8])) return false;
            p.adam[k] = p.constBits;
            i += kl + 8;
        }
        p.constBits = 0;
        return i == a.length;
    }

    /// param=<decimal>,lr=<hex>,momentum=<hex>,wd=<hex> as repops' SGD
    /// writes them (8 hex digits of float32 bits each, into adam[0..2]);
    /// the parameter index is not used.
    function _sgd(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        if (a.length < 6 || keccak256(a[:6]) != keccak256("param=")) return false;
        (bool ok,, uint256 i) = _digits(a, 6);
        if (!ok) return false;
        bytes[3] memory keys = [bytes(",lr="), bytes(",momentum="), bytes(",wd=")];
        for (uint256 k = 0; k < 3; k++) {
            uint256 kl = keys[k].length;
            if (i + kl + 8 > a.length || keccak256(a[i:i + kl]) != keccak256(keys[k])) return false;
            if (!_hexBits(p, a[i + kl:i + kl + 8])) return false;
            p.adam[k] = p.constBits;
            i += kl + 8;
        }
        p.constBits = 0;
        return i == a.length;
    }

    /// heads=<decimal>,base=<1 to 8 hex digits>,lb=<1 to 16 hex digits>
    /// as repops traces rotary with its log (WithRotaryLog): heads into
    /// adam[0], lb's bits into adam[1] (high) and adam[2]; base is not used.
    function _rotary(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        if (a.length < 6 || keccak256(a[:6]) != keccak256("heads=")) return false;
        (bool ok, uint256 heads, uint256 i) = _digits(a, 6);
        if (!ok || i + 6 > a.length || keccak256(a[i:i + 6]) != keccak256(",base=")) return false;
        uint256 j = i + 6;
        while (j < a.length && a[j] != ",") j++;
        if (!_hexBits(p, a[i + 6:j]) || j + 4 > a.length || keccak256(a[j:j + 4]) != keccak256(",lb=")) return false;
        (bool okLb, uint64 v) = _hex(a[j + 4:], 16);
        if (!okLb) return false;
        p.constBits = 0;
        p.adam[0] = uint32(heads);
        p.adam[1] = uint32(v >> 32);
        p.adam[2] = uint32(v);
        return true;
    }

    /// batch=<decimal>,seq=<decimal>,heads=<decimal> as repops traces
    /// causal_attention, into adam[0..2].
    function _attention(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        bytes[3] memory keys = [bytes("batch="), bytes(",seq="), bytes(",heads=")];
        uint256 i = 0;
        for (uint256 k = 0; k < 3; k++) {
            uint256 kl = keys[k].length;
            if (i + kl > a.length || keccak256(a[i:i + kl]) != keccak256(keys[k])) return false;
            (bool ok, uint256 v, uint256 end) = _digits(a, i + kl);
            if (!ok) return false;
            p.adam[k] = uint32(v);
            i = end;
        }
        return i == a.length;
    }

    /// cross_entropy's attributes: none, or norm=<hex float32 bits> (a
    /// positive normalizer, into constBits; 0 stands for none).
    function _norm(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        if (a.length == 0) return true;
        return a.length > 5 && keccak256(a[:5]) == keccak256("norm=") && _hexBits(p, a[5:]) && p.constBits != 0
            && p.constBits <= 0x7F800000;
    }

    /// axis=<decimal>.
    function _axis(ScalarProgram.Op memory p, bytes calldata a) private pure returns (bool) {
        if (a.length < 6 || keccak256(a[:5]) != keccak256("axis=")) return false;
        (bool ok, uint256 v, uint256 end) = _digits(a, 5);
        if (!ok || end != a.length) return false;
        p.axis = uint64(v);
        return true;
    }
}

/// @title OpeningCheck
/// @notice ScalarJudge.checkOpening as an internal function, so that
/// DisputeGame checks a reveal's opening without an external call (and
/// without encoding the opening again for one).
library OpeningCheck {
    uint256 internal constant MAX_INPUTS = 16;
    uint256 internal constant MAX_DIMS = 8;
    uint256 internal constant MAX_TEXT = 4096;
    uint256 internal constant MAX_ELEMENTS = 1 << 30;

    /// @notice Whether o is well formed, its entry hash, its reads hash and
    /// its output root (ScalarJudge.checkOpening). The reads hash is
    /// keccak256(head || shapes || input roots): head the keccak256 of the
    /// entry hash's preimage without the output, shapes the chain
    /// s_i = keccak256(s_{i-1} || dims of shape i, each a 32-byte word)
    /// from s_0 = 0.
    function check(ScalarJudge.Opening calldata o)
        internal
        pure
        returns (bool ok, bytes32 entryHash, bytes32 reads, bytes32 outRoot)
    {
        uint256 n = o.inputs.length;
        if (bytes(o.op).length + bytes(o.attrs).length > MAX_TEXT) return (false, 0, 0, 0);
        if (n > MAX_INPUTS || o.shapes.length != n || o.roots.length != n + 1) return (false, 0, 0, 0);
        bytes32 shapes;
        (ok, shapes) = _shapes(o.shapes);
        if (!ok) return (false, 0, 0, 0);
        bytes32 head;
        (entryHash, head) = _entry(o);
        reads = keccak256(abi.encodePacked(head, shapes, o.roots[:n]));
        return (true, entryHash, reads, o.roots[n]);
    }

    /// Whether the shapes are within the limits, and their chain:
    /// keccak256(previous || dims, each a word) from zero.
    function _shapes(uint64[][] calldata ss) private pure returns (bool, bytes32 h) {
        for (uint256 i = 0; i < ss.length; i++) {
            uint64[] calldata s = ss[i];
            if (s.length > MAX_DIMS) return (false, 0);
            uint256 m = 1;
            for (uint256 j = 0; j < s.length; j++) {
                uint256 d = s[j];
                if (d > 0 && m > MAX_ELEMENTS / d) return (false, 0);
                m *= d;
            }
            h = keccak256(abi.encodePacked(h, s));
        }
        return (true, h);
    }

    /// The entry hash (dispute/game.EntryHash) and the keccak256 of its
    /// preimage without the output.
    function _entry(ScalarJudge.Opening calldata o) private pure returns (bytes32 entryHash, bytes32 head) {
        bytes memory pre = abi.encodePacked(
            "synod/dispute/entry/v1\x00",
            uint32(bytes(o.op).length),
            o.op,
            uint32(bytes(o.attrs).length),
            o.attrs,
            uint32(o.inputs.length),
            o.inputs,
            o.output
        );
        entryHash = sha256(pre);
        assembly ("memory-safe") {
            head := keccak256(add(pre, 32), sub(mload(pre), 32))
        }
    }
}
