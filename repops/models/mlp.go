package models

import (
	"fmt"
	"io"
	"math"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// MLPConfig configures a multi-layer perceptron classifier: Sizes[0]
// inputs, hidden layers Sizes[1:len-1] with Activation ("gelu", "relu",
// "tanh" or "silu"), Sizes[len-1] output logits.
type MLPConfig struct {
	Sizes      []int              `json:"sizes"`
	Activation string             `json:"activation"`
	Seed       uint64             `json:"seed"`
	Optim      repops.AdamWConfig `json:"optim"`
	ClipNorm   float32            `json:"clip_norm"`
}

// MLP is a multi-layer perceptron with its optimizer state.
type MLP struct {
	cfg MLPConfig
	st  state
	w   []*repops.Var
	b   []*repops.Var
}

// NewMLP builds an MLP; weights are normal with std 1/sqrt(fan_in) drawn
// in layer order from Philox(key = Seed), biases 0.
func NewMLP(cfg MLPConfig) (*MLP, error) {
	if len(cfg.Sizes) < 2 {
		return nil, fmt.Errorf("%w: an MLP needs at least input and output sizes, got %v", ErrConfig, cfg.Sizes)
	}
	if len(cfg.Sizes) > 64 {
		return nil, fmt.Errorf("%w: at most 64 layer sizes, got %d", ErrConfig, len(cfg.Sizes))
	}
	for _, s := range cfg.Sizes {
		if s < 1 || s > 1<<20 {
			return nil, fmt.Errorf("%w: layer sizes must be in 1..2^20, got %v", ErrConfig, cfg.Sizes)
		}
	}
	switch cfg.Activation {
	case "gelu", "relu", "tanh", "silu":
	default:
		return nil, fmt.Errorf("%w: unknown activation %q (gelu, relu, tanh, silu)", ErrConfig, cfg.Activation)
	}
	if cfg.Optim.LR <= 0 {
		return nil, fmt.Errorf("%w: optim.lr must be positive", ErrConfig)
	}
	m := &MLP{cfg: cfg}
	m.st.seed = cfg.Seed
	m.st.rng = repops.NewPhilox(cfg.Seed, 0)
	for l := 0; l+1 < len(cfg.Sizes); l++ {
		w := repops.Zeros(cfg.Sizes[l], cfg.Sizes[l+1])
		m.st.rng.FillNormal(w, float32(1/math.Sqrt(float64(cfg.Sizes[l]))))
		m.w = append(m.w, m.st.add(fmt.Sprintf("layers.%d.w", l), w))
		m.b = append(m.b, m.st.add(fmt.Sprintf("layers.%d.b", l), repops.Zeros(cfg.Sizes[l+1])))
	}
	m.st.opt = repops.NewAdamW(m.st.params, cfg.Optim)
	return m, nil
}

// SetOpSet makes TrainStep compute under repops op-set version v (see
// repops.OpSetVersion); a new or loaded MLP computes repops.DefaultOpSet
// (1). The op set is not saved in checkpoints. An unknown version is an
// error wrapping repops.ErrUnknownOpSet, and the MLP keeps its op set.
func (m *MLP) SetOpSet(v int) error { return m.st.setOpSet(v) }

// OpSet returns the op-set version the MLP computes.
func (m *MLP) OpSet() int { return m.st.opSetVersion() }

// Forward records the network on x [N, Sizes[0]] and returns logits,
// under tp's op set.
func (m *MLP) Forward(tp *repops.Tape, x *repops.Tensor) (*repops.Var, error) {
	if len(x.Shape) != 2 || x.Shape[1] != m.cfg.Sizes[0] {
		return nil, fmt.Errorf("models: MLP input shape %v, want [N,%d]", x.Shape, m.cfg.Sizes[0])
	}
	h := repops.NewConst(x)
	for l := range m.w {
		h = tp.Linear(h, m.w[l], m.b[l])
		if l+1 < len(m.w) {
			switch m.cfg.Activation {
			case "gelu":
				h = tp.GELU(h)
			case "relu":
				h = tp.ReLU(h)
			case "tanh":
				h = tp.Tanh(h)
			case "silu":
				h = tp.SiLU(h)
			}
		}
	}
	return h, nil
}

// TrainStep takes one AdamW step on the mean cross-entropy of (x, labels)
// under the MLP's op set and returns the loss before the update.
func (m *MLP) TrainStep(x *repops.Tensor, labels []int, tr *repops.Tracer) (float32, error) {
	tp := m.st.tape()
	if tr != nil {
		tp = m.st.tape(repops.WithTracer(tr))
		m.st.opt.PrimeTracer(m.st.params, tr)
	}
	m.st.zeroGrad()
	logits, err := m.Forward(tp, x)
	if err != nil {
		return 0, err
	}
	if len(labels) != x.Shape[0] {
		return 0, fmt.Errorf("models: %d labels for %d rows", len(labels), x.Shape[0])
	}
	for i, l := range labels {
		if l >= m.cfg.Sizes[len(m.cfg.Sizes)-1] {
			return 0, fmt.Errorf("models: label %d at row %d outside %d classes", l, i, m.cfg.Sizes[len(m.cfg.Sizes)-1])
		}
	}
	loss := tp.CrossEntropy(logits, labels, nil)
	tp.Backward(loss)
	m.st.apply(m.cfg.ClipNorm, tr)
	return loss.Value.Data[0], nil
}

// Step returns the number of optimizer steps taken.
func (m *MLP) Step() uint64 { return m.st.opt.Steps }

// Checkpoint captures the full state; its tensors share memory with the
// model (encode or copy them before the next step) and, after a traced
// step, carry the hashes its trace computed (clear Hash before changing a
// copy's data).
func (m *MLP) Checkpoint() (*checkpoint.Checkpoint, error) { return m.st.toCheckpoint(m.cfg) }

// Save writes the canonical checkpoint and returns the state hash.
func (m *MLP) Save(w io.Writer) ([32]byte, error) {
	c, err := m.Checkpoint()
	if err != nil {
		return [32]byte{}, err
	}
	return checkpoint.Encode(w, c)
}

// StateHash returns the full-state hash.
func (m *MLP) StateHash() ([32]byte, error) {
	c, err := m.Checkpoint()
	if err != nil {
		return [32]byte{}, err
	}
	return checkpoint.StateHash(c)
}

// LoadMLP reads a checkpoint written by Save.
func LoadMLP(r io.Reader) (*MLP, error) {
	var cfg MLPConfig
	c, err := decodeConfig(r, &cfg)
	if err != nil {
		return nil, err
	}
	var want int64
	for l := 0; l+1 < len(cfg.Sizes); l++ {
		want += int64(cfg.Sizes[l])*int64(cfg.Sizes[l+1]) + int64(cfg.Sizes[l+1])
	}
	if len(cfg.Sizes) > 64 || paramElems(c) != want {
		return nil, fmt.Errorf("%w: the file holds %d parameters, its config defines %d", ErrCheckpoint, paramElems(c), want)
	}
	m, err := NewMLP(cfg)
	if err != nil {
		return nil, err
	}
	if err := m.st.fromCheckpoint(c); err != nil {
		return nil, err
	}
	return m, nil
}
