// Package digest runs the fixed reproducibility suite of repops: every
// operator forward and backward on Philox-generated inputs, the
// elementary functions, the RNG, matmuls through the fast kernels and
// across goroutines, a few training steps of the MLP and of the
// transformer with learned and with rotary positions (with an op trace),
// sampling and checkpoint hashes. Each
// item yields a SHA-256; the suite digest is SHA-256 over all item lines.
// Any two machines must print the same digest; repops/testdata holds the
// golden values.
package digest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// Item is one computation of the suite and the hash of its result.
type Item struct {
	Name string
	Hash repops.Hash
}

// Line formats the item as "name hex".
func (it Item) Line() string { return it.Name + " " + it.Hash.String() }

// Result is the outcome of the suite.
type Result struct {
	Items  []Item
	Digest repops.Hash
}

// WriteTo writes one line per item and the digest as the last line.
func (r *Result) WriteTo(w io.Writer) (int64, error) {
	var total int64
	for _, it := range r.Items {
		n, err := fmt.Fprintln(w, it.Line())
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
	n, err := fmt.Fprintf(w, "digest %s\n", r.Digest)
	return total + int64(n), err
}

type suite struct {
	items []Item
	rng   *repops.Philox
}

func (s *suite) add(name string, ts ...*repops.Tensor) {
	h := sha256.New()
	for _, t := range ts {
		t.WriteTo(h)
	}
	var out repops.Hash
	copy(out[:], h.Sum(nil))
	s.items = append(s.items, Item{Name: name, Hash: out})
}

func (s *suite) addHash(name string, hs ...repops.Hash) {
	h := sha256.New()
	for _, x := range hs {
		h.Write(x[:])
	}
	var out repops.Hash
	copy(out[:], h.Sum(nil))
	s.items = append(s.items, Item{Name: name, Hash: out})
}

func (s *suite) rand(shape ...int) *repops.Tensor {
	t := repops.Zeros(shape...)
	s.rng.FillNormal(t, 1)
	return t
}

// op runs f forward on fresh parameters made from inputs, back-propagates
// a random cotangent, and records the output and every input gradient.
func (s *suite) op(name string, inputs []*repops.Tensor, f func(tp *repops.Tape, in []*repops.Var) *repops.Var) {
	vars := make([]*repops.Var, len(inputs))
	for i, x := range inputs {
		vars[i] = repops.NewParam(x)
	}
	tp := repops.NewTape()
	out := f(tp, vars)
	g := s.rand(out.Value.Shape...)
	tp.BackwardWith(out, g)
	ts := []*repops.Tensor{out.Value}
	for _, v := range vars {
		if v.Grad != nil {
			ts = append(ts, v.Grad)
		} else {
			ts = append(ts, repops.Zeros(0))
		}
	}
	s.add("op/"+name, ts...)
}

// Run executes the suite.
func Run() (*Result, error) {
	s := &suite{rng: repops.NewPhilox(0x5eed, 0)}
	s.elementary()
	s.random()
	s.matmuls()
	s.ops()
	if err := s.models(); err != nil {
		return nil, err
	}
	// Added after the original suite, so the items above keep their values.
	if err := s.rotary(); err != nil {
		return nil, err
	}
	h := sha256.New()
	for _, it := range s.items {
		fmt.Fprintln(h, it.Line())
	}
	var d repops.Hash
	copy(d[:], h.Sum(nil))
	return &Result{Items: s.items, Digest: d}, nil
}

func (s *suite) elementary() {
	x := repops.Zeros(4096)
	for i := range x.Data {
		// A spread of magnitudes and signs, including tiny and large values.
		x.Data[i] = float32(float64(i-2048) * 0.05)
		if i%7 == 0 {
			x.Data[i] = float32(float64(i) * 1e-6)
		}
	}
	fns := []struct {
		name string
		f    func(float32) float32
	}{
		{"exp", repops.Exp}, {"tanh", repops.Tanh}, {"sin", repops.Sin}, {"cos", repops.Cos},
		{"sigmoid", repops.Sigmoid}, {"gelu", repops.GELUValue},
	}
	for _, fn := range fns {
		y := repops.Zeros(len(x.Data))
		for i, v := range x.Data {
			y.Data[i] = fn.f(v)
		}
		s.add("fn/"+fn.name, y)
	}
	pos := []struct {
		name string
		f    func(float32) float32
	}{{"log", repops.Log}, {"rsqrt", repops.Rsqrt}}
	for _, fn := range pos {
		y := repops.Zeros(len(x.Data))
		for i := range x.Data {
			v := float32(float64(i+1) * 0.013)
			if i%5 == 0 {
				v = float32(float64(i+1) * 1e-30)
			}
			y.Data[i] = fn.f(v)
		}
		s.add("fn/"+fn.name, y)
	}
}

func (s *suite) random() {
	p := repops.NewPhilox(42, 7)
	u := repops.Zeros(1024)
	for i := range u.Data {
		u.Data[i] = float32(p.Uint32())
	}
	s.add("rng/philox_uint32", u)
	n := repops.Zeros(1024)
	p.FillNormal(n, 1)
	s.add("rng/normal", n)
}

func (s *suite) matmuls() {
	for _, d := range [][3]int{{1, 1, 1}, {7, 13, 5}, {67, 130, 70}, {128, 128, 128}} {
		a, b := s.rand(d[0], d[1]), s.rand(d[1], d[2])
		s.add(fmt.Sprintf("matmul/%dx%dx%d", d[0], d[1], d[2]), repops.MatMul(a, b, false, false))
		at, bt := s.rand(d[1], d[0]), s.rand(d[2], d[1])
		s.add(fmt.Sprintf("matmul/%dx%dx%d/tt", d[0], d[1], d[2]), repops.MatMul(at, bt, true, true))
	}
	a, b := s.rand(3, 20, 30), s.rand(3, 30, 40)
	s.add("matmul/batched", repops.BatchedMatMul(a, b, false, false))
	// Non-finite values: CPUs produce different NaN bits (0*Inf, Inf-Inf);
	// hashes must still agree.
	inf := float32(math.Inf(1))
	e := repops.FromData([]float32{inf, -inf, 0, 1e-45, -0.0, 3e38, 1, -1}, 2, 4)
	f := repops.FromData([]float32{0, 1, inf, -inf, 2, 3e38, -inf, 5}, 4, 2)
	s.add("edge/matmul_nonfinite", repops.MatMul(e, f, false, false), repops.MatMul(e, f, true, true))
	g := repops.Zeros(8)
	for i, v := range e.Data {
		g.Data[i] = repops.Log(-v) + repops.Exp(v) - repops.Tanh(v)*repops.Rsqrt(-v)
	}
	s.add("edge/elementwise_nonfinite", g)
}

func (s *suite) ops() {
	r := s.rand
	s.op("matmul", []*repops.Tensor{r(24, 40), r(40, 72)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.MatMul(in[0], in[1], false, false)
	})
	s.op("matmul_tb", []*repops.Tensor{r(24, 40), r(72, 40)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.MatMul(in[0], in[1], false, true)
	})
	s.op("bmm", []*repops.Tensor{r(2, 5, 6), r(2, 6, 7)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.BatchedMatMul(in[0], in[1], false, false)
	})
	s.op("add", []*repops.Tensor{r(9, 11), r(9, 11)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Add(in[0], in[1]) })
	s.op("mul", []*repops.Tensor{r(9, 11), r(9, 11)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Mul(in[0], in[1]) })
	s.op("scale", []*repops.Tensor{r(9, 11)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Scale(in[0], 0.3) })
	s.op("add_bias", []*repops.Tensor{r(9, 11), r(11)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.AddBias(in[0], in[1]) })
	for axis := 0; axis < 3; axis++ {
		s.op(fmt.Sprintf("sum_axis%d", axis), []*repops.Tensor{r(4, 5, 6)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.SumAxis(in[0], axis) })
		s.op(fmt.Sprintf("mean_axis%d", axis), []*repops.Tensor{r(4, 5, 6)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.MeanAxis(in[0], axis) })
	}
	s.op("sum_all", []*repops.Tensor{r(50, 30)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Sum(in[0]) })
	s.op("softmax", []*repops.Tensor{r(16, 33)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Softmax(in[0]) })
	s.op("log_softmax", []*repops.Tensor{r(16, 33)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.LogSoftmax(in[0]) })
	s.op("layer_norm", []*repops.Tensor{r(16, 24), r(24), r(24)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.LayerNorm(in[0], in[1], in[2], 1e-5)
	})
	s.op("rms_norm", []*repops.Tensor{r(16, 24), r(24)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.RMSNorm(in[0], in[1], 1e-6) })
	s.op("gelu", []*repops.Tensor{r(20, 20)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.GELU(in[0]) })
	s.op("silu", []*repops.Tensor{r(20, 20)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.SiLU(in[0]) })
	s.op("tanh", []*repops.Tensor{r(20, 20)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Tanh(in[0]) })
	s.op("relu", []*repops.Tensor{r(20, 20)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.ReLU(in[0]) })
	s.op("dropout", []*repops.Tensor{r(20, 20)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var { return tp.Dropout(in[0], 0.25, 11, 3) })
	s.op("embedding", []*repops.Tensor{r(10, 8)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.Embedding(in[0], []int{3, 1, 4, 1, 5, 9, 2, 6})
	})
	s.op("cross_entropy", []*repops.Tensor{r(8, 10)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.CrossEntropy(in[0], []int{3, 1, 4, -1, 5, 9, 2, 6}, []float32{1, 1, 0.5, 1, 0, 2, 1, 1})
	})
	s.op("weighted_nll", []*repops.Tensor{r(8, 10)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.WeightedNLL(in[0], []int{3, 1, 4, 1, 5, 9, 2, 6}, []float32{1, -1, 0.5, 1, 0, -2, 1, 1}, 8)
	})
	s.op("attention", []*repops.Tensor{r(2*9, 12), r(2*9, 12), r(2*9, 12)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.CausalSelfAttention(in[0], in[1], in[2], 2, 9, 3)
	})
	s.op("attention_large", []*repops.Tensor{r(2*32, 64), r(2*32, 64), r(2*32, 64)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.CausalSelfAttention(in[0], in[1], in[2], 2, 32, 4)
	})
	// Optimizers and clipping.
	w := repops.NewParam(r(30, 20))
	w.Grad = r(30, 20)
	norm := repops.ClipGradNorm([]*repops.Var{w}, 1)
	opt := repops.NewAdamW([]*repops.Var{w}, repops.DefaultAdamW())
	for i := 0; i < 3; i++ {
		opt.Step([]*repops.Var{w}, nil)
	}
	s.add("optim/adamw", repops.FromData([]float32{norm}), w.Value, opt.M[0], opt.V[0])
	v := repops.NewParam(r(30, 20))
	v.Grad = r(30, 20)
	sgd := repops.NewSGD([]*repops.Var{v}, 0.1, 0.9, 0.01)
	for i := 0; i < 3; i++ {
		sgd.Step([]*repops.Var{v}, nil)
	}
	s.add("optim/sgd", v.Value, sgd.Buf[0])
}

func (s *suite) models() error {
	mlp, err := models.NewMLP(models.MLPConfig{Sizes: []int{6, 32, 32, 4}, Activation: "gelu", Seed: 1, Optim: repops.DefaultAdamW(), ClipNorm: 1})
	if err != nil {
		return err
	}
	x := s.rand(16, 6)
	labels := make([]int, 16)
	for i := range labels {
		labels[i] = s.rng.Intn(4)
	}
	losses := repops.Zeros(3)
	for i := 0; i < 3; i++ {
		if losses.Data[i], err = mlp.TrainStep(x, labels, nil); err != nil {
			return err
		}
	}
	s.add("model/mlp_losses", losses)
	h, err := mlp.StateHash()
	if err != nil {
		return err
	}
	s.addHash("model/mlp_state", h)

	return s.transformer("transformer", false)
}

// rotary covers rotary position embeddings: the angle tables (sin/cos of
// the package's own elementary functions, up to the largest position
// allowed), the op forward and backward, and a rotary transformer's
// training steps with an op trace, its state and a KV-cached sample.
func (s *suite) rotary() error {
	var tab []float32
	for _, pos := range []int{0, 1, 2, 3, 17, 63, 64, 1000, 4095, 65536, 999983, repops.MaxRotaryPosition - 1} {
		for _, base := range []float32{repops.DefaultRotaryBase, 500} {
			c, sn := repops.RotaryTable(pos, 32, base)
			tab = append(append(tab, c...), sn...)
		}
	}
	s.add("fn/rotary_table", repops.FromData(tab, len(tab)))
	positions := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8}
	s.op("rotary", []*repops.Tensor{s.rand(18, 12)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.Rotary(in[0], positions, 3, repops.DefaultRotaryBase)
	})
	s.op("rotary_far", []*repops.Tensor{s.rand(3, 64)}, func(tp *repops.Tape, in []*repops.Var) *repops.Var {
		return tp.Rotary(in[0], []int{70000, 5, repops.MaxRotaryPosition - 1}, 2, 500)
	})
	return s.transformer("rotary_transformer", true)
}

// transformer trains a small transformer (learned or rotary positions) on
// the reverse task for three steps, the last one traced, and adds its
// losses, the trace digest, the state hash and a sample under
// model/<name>_*.
func (s *suite) transformer(name string, rotary bool) error {
	task := models.ReverseTask{N: 4, Symbols: 8}
	cfg := models.TransformerConfig{Vocab: task.Vocab(), Context: task.Context(), Dim: 16, Layers: 2, Heads: 2, FFMult: 2, Seed: 2,
		Optim: repops.DefaultAdamW(), ClipNorm: 1, Rotary: rotary}
	tf, err := models.NewTransformer(cfg)
	if err != nil {
		return err
	}
	data := repops.NewPhilox(3, 0)
	tl := repops.Zeros(3)
	tr := &repops.Tracer{}
	for i := 0; i < 3; i++ {
		var t *repops.Tracer
		if i == 2 {
			t = tr
		}
		if tl.Data[i], err = tf.TrainStep(task.Batch(data, 4), t); err != nil {
			return err
		}
	}
	s.add("model/"+name+"_losses", tl)
	s.addHash("model/"+name+"_trace", tr.Digest())
	th, err := tf.StateHash()
	if err != nil {
		return err
	}
	s.addHash("model/"+name+"_state", th)
	out, err := tf.Sample([]int{1, 2, 3, 4, 0}, models.SampleOptions{MaxTokens: 8, Temperature: 0.9, TopK: 4}, repops.NewPhilox(4, 0))
	if err != nil {
		return err
	}
	s.addHash("model/"+name+"_sample", repops.HashInts(out))
	return nil
}

// Hex returns the digest in hex.
func (r *Result) Hex() string { return hex.EncodeToString(r.Digest[:]) }
