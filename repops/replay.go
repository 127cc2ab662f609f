package repops

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ErrReplay reports a trace entry that cannot be recomputed: an unknown
// op, malformed attributes or inputs that do not fit the op.
var ErrReplay = errors.New("repops: cannot replay op")

// ErrUnknownOpSet reports an op-set version this binary cannot replay.
var ErrUnknownOpSet = errors.New("repops: unknown op-set version")

// ErrMismatch reports a replayed entry whose inputs or output do not
// hash to what the entry records.
var ErrMismatch = errors.New("repops: replay does not match the trace entry")

// OpSetVersion is the newest op-set version this binary knows. An op-set
// version names the canonical evaluation of every op of this package:
// the exact bits each op, gradient and optimizer update produces from its
// inputs. Receipts record the version a job ran under, and replay takes
// it. A change that alters the bits of any op must add a new version and
// keep the old canonical evaluation replayable under the old number, so
// that old receipts still verify (see docs/repops.md). The binary
// computes and replays every version from 1 to OpSetVersion:
//
//   - 1: matrix products accumulate s + float32(a*b), the product rounded
//     before the addition.
//   - 2: matrix products accumulate FMA32(a, b, s), one rounding per
//     step; every other op as in 1 (see MatMulOpSet for the ops this
//     changes).
//
// A Tape computes DefaultOpSet unless WithOpSet names another version,
// and the package-level functions without a version (MatMul,
// BatchedMatMul, MatMulRef) compute op set 1.
const OpSetVersion = 2

// DefaultOpSet is the op-set version of a Tape made without WithOpSet
// (and of the models in repops/models unless told otherwise): 1, the op
// set every receipt, digest and golden made before op set 2 existed ran
// under.
const DefaultOpSet = 1

// KnownOpSet reports whether this binary can compute and replay op-set
// version v.
func KnownOpSet(v int) bool { return v >= 1 && v <= OpSetVersion }

// CheckOpSet returns nil for a known op-set version and otherwise an
// error wrapping ErrUnknownOpSet.
func CheckOpSet(v int) error { return checkOpSet(v) }

func checkOpSet(v int) error {
	if !KnownOpSet(v) {
		return fmt.Errorf("%w: %d (this binary knows 1 to %d)", ErrUnknownOpSet, v, OpSetVersion)
	}
	return nil
}

// mustOpSet panics with checkOpSet's error on an unknown version (for
// the functions that have no error result).
func mustOpSet(v int) {
	if err := checkOpSet(v); err != nil {
		panic(err)
	}
}

// ReplayOp recomputes one forward op of a trace under op-set version
// version from its name, its attribute string (as recorded in
// TraceEntry.Attrs) and its inputs, in the order the trace lists their
// hashes: tensors first, then integer inputs (token ids for "embedding",
// positions for "rotary" and for a rotary "attention_block", targets for
// "cross_entropy" and "policy_loss"; the optional cross-entropy mask is
// the second tensor). The fused sublayer ops ("attention_block",
// "mlp_block") take x and then their weights in the order of
// AttentionWeights and MLPWeights. "policy_loss" takes the logits [N, V],
// then the old log-probs, advantages and mask (each [N]) and, when the
// entry has a KL term (kl != 0), the reference log-probs [N]; its
// attributes eps_low, eps_high, kl and norm are float32 bits in hex
// (PolicyLossOptions). It returns the output tensor, whose Hash must equal
// the entry's Output. ReplayEntry replays every kind of entry, backward
// and optimizer entries included.
func ReplayOp(version int, op, attrs string, tensors []*Tensor, ints [][]int) (*Tensor, error) {
	if err := checkOpSet(version); err != nil {
		return nil, err
	}
	if isUpdateOp(op) || strings.HasSuffix(op, ".grad") {
		return nil, fmt.Errorf("%w: %s is not a forward op (use ReplayEntry)", ErrReplay, op)
	}
	outs, err := replayEntry(version, op, attrs, tensors, ints)
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

func isUpdateOp(op string) bool {
	switch op {
	case "grad_accum", "grad_norm", "grad_sumsq", "grad_clip", "adamw", "sgd":
		return true
	}
	return false
}

// replayForward builds op on tp from its inputs; mk wraps tensor input i
// as a Var (a constant, or a parameter whose gradient a backward replay
// collects).
func replayForward(tp *Tape, op string, kv attrMap, tensors []*Tensor, ints [][]int, c func(i int) *Var) (*Var, error) {
	need := func(n int) error {
		if len(tensors) != n {
			return fmt.Errorf("%w: %s takes %d tensor inputs, got %d", ErrReplay, op, n, len(tensors))
		}
		return nil
	}
	var v *Var
	switch op {
	case "matmul", "bmm":
		if err := need(2); err != nil {
			return nil, err
		}
		ta, tb, err := kv.bools("transA", "transB")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		if op == "matmul" {
			v = tp.MatMul(c(0), c(1), ta, tb)
		} else {
			v = tp.BatchedMatMul(c(0), c(1), ta, tb)
		}
	case "linear":
		if err := need(3); err != nil {
			return nil, err
		}
		v = tp.Linear(c(0), c(1), c(2))
	case "add", "mul", "add_bias":
		if err := need(2); err != nil {
			return nil, err
		}
		switch op {
		case "add":
			v = tp.Add(c(0), c(1))
		case "mul":
			v = tp.Mul(c(0), c(1))
		default:
			v = tp.AddBias(c(0), c(1))
		}
	case "scale":
		if err := need(1); err != nil {
			return nil, err
		}
		s, err := kv.f32("s")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		v = tp.Scale(c(0), s)
	case "sum", "mean":
		if err := need(1); err != nil {
			return nil, err
		}
		axis, err := kv.int("axis")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		if op == "sum" {
			v = tp.SumAxis(c(0), axis)
		} else {
			v = tp.MeanAxis(c(0), axis)
		}
	case "sum_all", "softmax", "log_softmax", "gelu", "silu", "tanh", "relu":
		if err := need(1); err != nil {
			return nil, err
		}
		x := c(0)
		v = map[string]func(*Var) *Var{
			"sum_all": tp.Sum, "softmax": tp.Softmax, "log_softmax": tp.LogSoftmax,
			"gelu": tp.GELU, "silu": tp.SiLU, "tanh": tp.Tanh, "relu": tp.ReLU,
		}[op](x)
	case "dropout": // recorded with the mask as its second input
		if err := need(2); err != nil {
			return nil, err
		}
		v = tp.Mul(c(0), c(1))
	case "layer_norm", "rms_norm":
		eps, err := kv.f32("eps")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		if op == "layer_norm" {
			if err := need(3); err != nil {
				return nil, err
			}
			v = tp.LayerNorm(c(0), c(1), c(2), eps)
		} else {
			if err := need(2); err != nil {
				return nil, err
			}
			v = tp.RMSNorm(c(0), c(1), eps)
		}
	case "causal_attention":
		if err := need(3); err != nil {
			return nil, err
		}
		b, err1 := kv.int("batch")
		s, err2 := kv.int("seq")
		h, err3 := kv.int("heads")
		if err := errors.Join(err1, err2, err3); err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		v = tp.CausalSelfAttention(c(0), c(1), c(2), b, s, h)
	case "attention_block":
		if err := need(7); err != nil {
			return nil, err
		}
		b, err1 := kv.int("batch")
		sq, err2 := kv.int("seq")
		h, err3 := kv.int("heads")
		eps, err4 := kv.f32("eps")
		if err := errors.Join(err1, err2, err3, err4); err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		o := AttentionOptions{Batch: b, Seq: sq, Heads: h, Eps: eps}
		if _, ok := kv["rotary_base"]; ok {
			base, err := kv.f32("rotary_base")
			if err != nil {
				return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
			}
			if len(ints) != 1 {
				return nil, fmt.Errorf("%w: rotary attention_block takes one position list", ErrReplay)
			}
			o.Positions, o.RotaryBase = ints[0], base
		}
		v = tp.AttentionBlock(c(0), AttentionWeights{LNGain: c(1), LNBias: c(2), WQ: c(3), WK: c(4), WV: c(5), WO: c(6)}, o)
	case "mlp_block":
		if err := need(7); err != nil {
			return nil, err
		}
		eps, err := kv.f32("eps")
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		v = tp.MLPBlock(c(0), MLPWeights{LNGain: c(1), LNBias: c(2), W1: c(3), B1: c(4), W2: c(5), B2: c(6)}, eps)
	case "embedding":
		if err := need(1); err != nil {
			return nil, err
		}
		if len(ints) != 1 {
			return nil, fmt.Errorf("%w: embedding takes one id list", ErrReplay)
		}
		v = tp.Embedding(c(0), ints[0])
	case "rotary":
		if err := need(1); err != nil {
			return nil, err
		}
		if len(ints) != 1 {
			return nil, fmt.Errorf("%w: rotary takes one position list", ErrReplay)
		}
		heads, err1 := kv.int("heads")
		base, err2 := kv.f32("base")
		if err := errors.Join(err1, err2); err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrReplay, op, err)
		}
		if lb, ok := kv["lb"]; ok {
			// WithRotaryLog's ln(base): only repops' own.
			if want := fmt.Sprintf("%016x", math.Float64bits(logCore(float64(base)))); lb != want {
				return nil, fmt.Errorf("%w: rotary: lb=%s, ln(base) is %s", ErrReplay, lb, want)
			}
		}
		v = tp.Rotary(c(0), ints[0], heads, base)
	case "cross_entropy":
		if len(tensors) < 1 || len(tensors) > 2 || len(ints) != 1 {
			return nil, fmt.Errorf("%w: cross_entropy takes logits, an optional mask and one target list", ErrReplay)
		}
		var mask []float32
		if len(tensors) == 2 {
			mask = tensors[1].Data
		}
		if n, ok := kv["norm"]; ok {
			bits, err := strconv.ParseUint(n, 16, 32)
			if err != nil {
				return nil, fmt.Errorf("%w: cross_entropy: norm %q", ErrReplay, n)
			}
			v = tp.WeightedNLL(c(0), ints[0], mask, math.Float32frombits(uint32(bits)))
		} else {
			v = tp.CrossEntropy(c(0), ints[0], mask)
		}
	case "policy_loss":
		return replayPolicyLoss(tp, kv, tensors, ints, c)
	default:
		return nil, fmt.Errorf("%w: unknown op %q", ErrReplay, op)
	}
	return v, nil
}

type attrMap map[string]string

func parseAttrs(s string) (attrMap, error) {
	kv := attrMap{}
	if s == "" {
		return kv, nil
	}
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(part, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("malformed attribute %q", part)
		}
		kv[k] = v
	}
	return kv, nil
}

func (kv attrMap) get(k string) (string, error) {
	v, ok := kv[k]
	if !ok {
		return "", fmt.Errorf("attribute %q missing", k)
	}
	return v, nil
}

func (kv attrMap) bools(a, b string) (bool, bool, error) {
	x, err1 := kv.get(a)
	y, err2 := kv.get(b)
	if err := errors.Join(err1, err2); err != nil {
		return false, false, err
	}
	bx, err1 := strconv.ParseBool(x)
	by, err2 := strconv.ParseBool(y)
	return bx, by, errors.Join(err1, err2)
}

// int parses a non-negative integer attribute (axes, sizes, indices), at
// most 1<<24 so that a hostile entry cannot ask for a huge allocation.
func (kv attrMap) int(k string) (int, error) {
	v, err := kv.get(k)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 1<<24 {
		return 0, fmt.Errorf("attribute %s=%q is not an integer in 0..%d", k, v, 1<<24)
	}
	return n, nil
}

// normFrom reads grad_norm's and grad_sumsq's attributes: none (0), or
// from=1 (the first input is a sum of squares so far).
func normFrom(kv attrMap) (int, error) {
	switch {
	case len(kv) == 0:
		return 0, nil
	case len(kv) == 1 && kv["from"] == "1":
		return 1, nil
	}
	return 0, fmt.Errorf("attributes: none, or from=1")
}

// f32 parses a float32 attribute written as its 8-hex-digit IEEE bits.
func (kv attrMap) f32(k string) (float32, error) {
	v, err := kv.get(k)
	if err != nil {
		return 0, err
	}
	bits, err := strconv.ParseUint(v, 16, 32)
	if err != nil {
		return 0, fmt.Errorf("attribute %s=%q is not 8 hex digits of float32 bits", k, v)
	}
	return math.Float32frombits(uint32(bits)), nil
}
