package models

import (
	"fmt"
	"io"
	"math"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// TransformerConfig configures a decoder-only transformer: learned token
// embeddings, learned position embeddings or rotary ones (Rotary), Layers
// pre-norm blocks (LayerNorm, multi-head causal self-attention, LayerNorm,
// GELU MLP of width FFMult*Dim, residual connections), a final LayerNorm
// and an untied output projection.
type TransformerConfig struct {
	Vocab   int `json:"vocab"`
	Context int `json:"context"`
	Dim     int `json:"dim"`
	Layers  int `json:"layers"`
	Heads   int `json:"heads"`
	FFMult  int `json:"ff_mult"`
	// Seed keys the Philox stream that initialises the weights; the
	// model's own stream (for sampling and dropout) continues from it.
	Seed uint64 `json:"seed"`
	// Optim holds the AdamW hyper-parameters of TrainStep.
	Optim repops.AdamWConfig `json:"optim"`
	// ClipNorm clips the global gradient norm before each step (0: off).
	ClipNorm float32 `json:"clip_norm"`
	// Rotary replaces the learned position embeddings by rotary position
	// embeddings (repops Tape.Rotary) applied to the queries and keys of
	// every attention layer; the head width Dim/Heads must be even.
	Rotary bool `json:"rotary,omitempty"`
	// RotaryBase is the rotary base (0 means repops.DefaultRotaryBase);
	// only used with Rotary.
	RotaryBase float32 `json:"rotary_base,omitempty"`
}

// rotaryBase returns the base the model uses.
func (c TransformerConfig) rotaryBase() float32 {
	if c.RotaryBase == 0 {
		return repops.DefaultRotaryBase
	}
	return c.RotaryBase
}

// Validate checks the configuration.
func (c TransformerConfig) Validate() error {
	switch {
	case c.Vocab < 2:
		return fmt.Errorf("%w: vocab %d must be at least 2", ErrConfig, c.Vocab)
	case c.Context < 1:
		return fmt.Errorf("%w: context %d must be at least 1", ErrConfig, c.Context)
	case c.Dim < 1 || c.Heads < 1 || c.Dim%c.Heads != 0:
		return fmt.Errorf("%w: dim %d must be a positive multiple of heads %d", ErrConfig, c.Dim, c.Heads)
	case c.Layers < 0:
		return fmt.Errorf("%w: layers %d is negative", ErrConfig, c.Layers)
	case c.FFMult < 1:
		return fmt.Errorf("%w: ff_mult %d must be at least 1", ErrConfig, c.FFMult)
	case c.Optim.LR <= 0:
		return fmt.Errorf("%w: optim.lr must be positive", ErrConfig)
	case c.Rotary && (c.Dim/c.Heads)%2 != 0:
		return fmt.Errorf("%w: rotary needs an even head width, dim %d / heads %d is odd", ErrConfig, c.Dim, c.Heads)
	case c.Rotary && (c.RotaryBase != 0 && !(c.RotaryBase > 1) || math.IsInf(float64(c.RotaryBase), 0)):
		return fmt.Errorf("%w: rotary_base %g must be above 1 (or 0 for %d)", ErrConfig, c.RotaryBase, repops.DefaultRotaryBase)
	case !c.Rotary && c.RotaryBase != 0:
		return fmt.Errorf("%w: rotary_base is set but rotary is off", ErrConfig)
	case c.Vocab > 1<<24 || c.Context > 1<<20 || c.Dim > 1<<16 || c.Layers > 1024 || c.FFMult > 64:
		return fmt.Errorf("%w: sizes beyond the supported limits (vocab 2^24, context 2^20, dim 2^16, layers 1024, ff_mult 64)", ErrConfig)
	}
	return nil
}

// NumParams returns the number of scalar parameters the configuration
// defines (the configuration must be valid).
func (c TransformerConfig) NumParams() int64 {
	v, t, d, l := int64(c.Vocab), int64(c.Context), int64(c.Dim), int64(c.Layers)
	h := int64(c.FFMult) * d
	block := 4*d + 4*d*d + 2*d*h + h + d
	if c.Rotary {
		t = 0 // no position embedding table
	}
	return v*d + t*d + l*block + 2*d + d*v
}

type block struct {
	ln1g, ln1b, wq, wk, wv, wo, ln2g, ln2b, w1, b1, w2, b2 *repops.Var
}

// Transformer is a decoder-only transformer with its optimizer state. It
// is not safe for concurrent use.
type Transformer struct {
	cfg TransformerConfig
	st  state
	// unfused: Forward records each sublayer's operators one by one
	// (SetUnfused) rather than as one fused op.
	unfused bool
	tok     *repops.Var
	pos     *repops.Var // nil with rotary position embeddings
	blocks  []block
	lnfg    *repops.Var
	lnfb    *repops.Var
	head    *repops.Var
}

const lnEps = 1e-5

// NewTransformer builds a model from cfg, initialised from cfg.Seed:
// weights are drawn in parameter order from Philox(key = Seed), normal
// with std 0.02 (output projections of each block 0.02/sqrt(2*Layers));
// LayerNorm gains are 1 and biases 0. With Rotary there is no pos_emb
// parameter (and so no draws for it).
func NewTransformer(cfg TransformerConfig) (*Transformer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	m := &Transformer{cfg: cfg}
	s := &m.st
	s.seed = cfg.Seed
	s.rng = repops.NewPhilox(cfg.Seed, 0)
	d, h := cfg.Dim, cfg.FFMult*cfg.Dim
	normal := func(std float32, shape ...int) *repops.Tensor {
		t := repops.Zeros(shape...)
		s.rng.FillNormal(t, std)
		return t
	}
	ones := func(n int) *repops.Tensor {
		t := repops.Zeros(n)
		for i := range t.Data {
			t.Data[i] = 1
		}
		return t
	}
	resid := float32(0.02) / float32(sqrtInt(2*max(cfg.Layers, 1)))
	m.tok = s.add("tok_emb", normal(0.02, cfg.Vocab, d))
	if !cfg.Rotary {
		m.pos = s.add("pos_emb", normal(0.02, cfg.Context, d))
	}
	for l := 0; l < cfg.Layers; l++ {
		p := fmt.Sprintf("blocks.%d.", l)
		var b block
		b.ln1g = s.add(p+"ln1.g", ones(d))
		b.ln1b = s.add(p+"ln1.b", repops.Zeros(d))
		b.wq = s.add(p+"attn.wq", normal(0.02, d, d))
		b.wk = s.add(p+"attn.wk", normal(0.02, d, d))
		b.wv = s.add(p+"attn.wv", normal(0.02, d, d))
		b.wo = s.add(p+"attn.wo", normal(resid, d, d))
		b.ln2g = s.add(p+"ln2.g", ones(d))
		b.ln2b = s.add(p+"ln2.b", repops.Zeros(d))
		b.w1 = s.add(p+"mlp.w1", normal(0.02, d, h))
		b.b1 = s.add(p+"mlp.b1", repops.Zeros(h))
		b.w2 = s.add(p+"mlp.w2", normal(resid, h, d))
		b.b2 = s.add(p+"mlp.b2", repops.Zeros(d))
		m.blocks = append(m.blocks, b)
	}
	m.lnfg = s.add("ln_f.g", ones(d))
	m.lnfb = s.add("ln_f.b", repops.Zeros(d))
	m.head = s.add("head", normal(0.02, d, cfg.Vocab))
	s.opt = repops.NewAdamW(s.params, cfg.Optim)
	return m, nil
}

// sqrtInt returns the correctly rounded square root of n.
func sqrtInt(n int) float64 { return math.Sqrt(float64(n)) }

// Config returns the model's configuration.
func (m *Transformer) Config() TransformerConfig { return m.cfg }

// Step returns the number of optimizer steps taken.
func (m *Transformer) Step() uint64 { return m.st.opt.Steps }

// RNG returns the model's own Philox stream (saved in checkpoints); use it
// for sampling when the draws must be part of the model state.
func (m *Transformer) RNG() *repops.Philox { return m.st.rng }

// Params returns the parameters in canonical order with their names.
// Read them only: the values change through TrainStep and checkpoint
// loading alone (a traced step reuses the parameter hashes the previous
// traced step computed after its update).
func (m *Transformer) Params() ([]string, []*repops.Var) { return m.st.names, m.st.params }

// NumParams returns the number of scalar parameters.
func (m *Transformer) NumParams() int {
	n := 0
	for _, p := range m.st.params {
		n += len(p.Value.Data)
	}
	return n
}

// SetOpSet makes the model compute under repops op-set version v (see
// repops.OpSetVersion): TrainStep, PolicyStep, Logits, LogProbs,
// TokenLogProbs, sampling and the Decoder then run on tapes of that op
// set. A new or loaded model computes repops.DefaultOpSet (1). The op set
// is not saved in checkpoints: it belongs to the job that runs the model,
// which sets it again after loading. An unknown version is an error
// wrapping repops.ErrUnknownOpSet, and the model keeps its op set.
func (m *Transformer) SetOpSet(v int) error { return m.st.setOpSet(v) }

// OpSet returns the op-set version the model computes.
func (m *Transformer) OpSet() int { return m.st.opSetVersion() }

// SetUnfused makes Forward record each sublayer's operators one by one
// (repops Tape.AttentionSublayer and MLPSublayer) instead of as the fused
// attention_block and mlp_block ops: the same bits, a longer trace in
// which every op but the attention reduces to scalar steps, so a dispute
// over it is settled on chain. Like the op set it is not saved in
// checkpoints: the job that runs the model sets it again after loading.
func (m *Transformer) SetUnfused(on bool) { m.unfused = on }

// Forward records the model on tp for a batch of token sequences of equal
// length T (1 <= T <= Context) and returns the logits, shape [B*T, Vocab],
// row b*T+t predicting the token after tokens[b][t]. The ops compute
// under tp's op set (repops.WithOpSet), whatever the model's.
func (m *Transformer) Forward(tp *repops.Tape, tokens [][]int) (*repops.Var, error) {
	if len(tokens) == 0 {
		return nil, fmt.Errorf("models: empty batch")
	}
	T := len(tokens[0])
	if T < 1 || T > m.cfg.Context {
		return nil, fmt.Errorf("models: sequence length %d outside 1..%d", T, m.cfg.Context)
	}
	ids := make([]int, 0, len(tokens)*T)
	pos := make([]int, 0, len(tokens)*T)
	for b, seq := range tokens {
		if len(seq) != T {
			return nil, fmt.Errorf("models: sequence %d has length %d, want %d (pad sequences to equal length)", b, len(seq), T)
		}
		for t, id := range seq {
			if id < 0 || id >= m.cfg.Vocab {
				return nil, fmt.Errorf("models: token %d at sequence %d position %d outside vocabulary of %d", id, b, t, m.cfg.Vocab)
			}
			ids = append(ids, id)
			pos = append(pos, t)
		}
	}
	x := tp.Embedding(m.tok, ids)
	if !m.cfg.Rotary {
		x = tp.Add(x, tp.Embedding(m.pos, pos))
	}
	opts := repops.AttentionOptions{Batch: len(tokens), Seq: T, Heads: m.cfg.Heads, Eps: lnEps}
	if m.cfg.Rotary {
		opts.Positions, opts.RotaryBase = pos, m.cfg.rotaryBase()
	}
	for _, b := range m.blocks {
		// Each sublayer is one fused op (LayerNorm, the projections and
		// attention or the GELU MLP, and the residual add): the same bits
		// as the ops one by one, with two trace entries per block; or,
		// unfused, those ops one by one.
		aw := repops.AttentionWeights{LNGain: b.ln1g, LNBias: b.ln1b, WQ: b.wq, WK: b.wk, WV: b.wv, WO: b.wo}
		mw := repops.MLPWeights{LNGain: b.ln2g, LNBias: b.ln2b, W1: b.w1, B1: b.b1, W2: b.w2, B2: b.b2}
		if m.unfused {
			x = tp.AttentionSublayer(x, aw, opts)
			x = tp.MLPSublayer(x, mw, lnEps)
			continue
		}
		x = tp.AttentionBlock(x, aw, opts)
		x = tp.MLPBlock(x, mw, lnEps)
	}
	x = tp.LayerNorm(x, m.lnfg, m.lnfb, lnEps)
	return tp.MatMul(x, m.head, false, false), nil
}

// Batch is a training batch: equal-length token sequences, the target
// token for each position (negative: ignored) and a per-position weight.
type Batch struct {
	Tokens  [][]int
	Targets [][]int
	// Weights per position; nil means 1 everywhere. With Normalizer 0 the
	// loss is the weighted mean cross-entropy (sum w*nll / sum w), so 0/1
	// weights form a loss mask.
	Weights [][]float32
	// Normalizer, when positive, replaces sum w as the denominator, which
	// allows signed weights (policy-gradient advantages).
	Normalizer float32
}

func (b *Batch) flatten(T int) ([]int, []float32, error) {
	if len(b.Targets) != len(b.Tokens) || (b.Weights != nil && len(b.Weights) != len(b.Tokens)) {
		return nil, nil, fmt.Errorf("models: batch has %d sequences, %d target rows and %d weight rows", len(b.Tokens), len(b.Targets), len(b.Weights))
	}
	targets := make([]int, 0, len(b.Tokens)*T)
	var w []float32
	if b.Weights != nil {
		w = make([]float32, 0, len(b.Tokens)*T)
	}
	for i := range b.Tokens {
		if len(b.Targets[i]) != T || (w != nil && len(b.Weights[i]) != T) {
			return nil, nil, fmt.Errorf("models: sequence %d targets/weights do not have length %d", i, T)
		}
		targets = append(targets, b.Targets[i]...)
		if w != nil {
			w = append(w, b.Weights[i]...)
		}
	}
	return targets, w, nil
}

// Loss records the batch loss on tp and returns it.
func (m *Transformer) Loss(tp *repops.Tape, b Batch) (*repops.Var, error) {
	logits, err := m.Forward(tp, b.Tokens)
	if err != nil {
		return nil, err
	}
	targets, w, err := b.flatten(len(b.Tokens[0]))
	if err != nil {
		return nil, err
	}
	for i, t := range targets {
		if t >= m.cfg.Vocab {
			return nil, fmt.Errorf("models: target %d at flat position %d outside vocabulary of %d", t, i, m.cfg.Vocab)
		}
	}
	if b.Normalizer > 0 {
		if w == nil {
			w = make([]float32, len(targets))
			for i := range w {
				w[i] = 1
			}
		}
		return tp.WeightedNLL(logits, targets, w, b.Normalizer), nil
	}
	return tp.CrossEntropy(logits, targets, w), nil
}

// TrainStep runs forward, backward, gradient clipping and one AdamW step
// on b under the model's op set (SetOpSet) and returns the loss before
// the update. tr (may be nil) records every op of the step.
func (m *Transformer) TrainStep(b Batch, tr *repops.Tracer) (float32, error) {
	tp := m.st.tape()
	if tr != nil {
		tp = m.st.tape(repops.WithTracer(tr))
		m.st.opt.PrimeTracer(m.st.params, tr)
	}
	m.st.zeroGrad()
	loss, err := m.Loss(tp, b)
	if err != nil {
		return 0, err
	}
	tp.Backward(loss)
	m.st.apply(m.cfg.ClipNorm, tr)
	return loss.Value.Data[0], nil
}

// Logits returns the next-token logits after each position of one token
// sequence (at most Context tokens), shape [len(tokens), Vocab].
func (m *Transformer) Logits(tokens []int) (*repops.Tensor, error) {
	out, err := m.Forward(m.st.tape(repops.NoGrad()), [][]int{tokens})
	if err != nil {
		return nil, err
	}
	return out.Value, nil
}

// LogProbs returns, for each position t of tokens (at most Context), the
// log-probability the model assigns to tokens[t+1]; its length is
// len(tokens)-1.
func (m *Transformer) LogProbs(tokens []int) ([]float32, error) {
	lg, err := m.Logits(tokens)
	if err != nil {
		return nil, err
	}
	ls := repops.LogSoftmaxRows(lg)
	v := m.cfg.Vocab
	out := make([]float32, 0, max(len(tokens)-1, 0))
	for t := 0; t+1 < len(tokens); t++ {
		out = append(out, ls.Data[t*v+tokens[t+1]])
	}
	return out, nil
}

// Checkpoint captures the full state (config, step, RNG counters,
// parameters and AdamW moments). The tensors share memory with the model:
// encode or copy them before the next training step. After a traced step
// they carry the hashes its trace computed (checkpoint.Tensor.Hash);
// clear those before changing a copy's data.
func (m *Transformer) Checkpoint() (*checkpoint.Checkpoint, error) {
	return m.st.toCheckpoint(m.cfg)
}

// Save writes the canonical checkpoint to w and returns the state hash.
func (m *Transformer) Save(w io.Writer) ([32]byte, error) {
	c, err := m.Checkpoint()
	if err != nil {
		return [32]byte{}, err
	}
	return checkpoint.Encode(w, c)
}

// StateHash returns the full-state hash: SHA-256 over the canonical
// checkpoint bytes (equal to the trailer Save writes).
func (m *Transformer) StateHash() ([32]byte, error) {
	c, err := m.Checkpoint()
	if err != nil {
		return [32]byte{}, err
	}
	return checkpoint.StateHash(c)
}

// LoadTransformer reads a checkpoint written by Save and rebuilds the
// model with its exact state.
func LoadTransformer(r io.Reader) (*Transformer, error) {
	var cfg TransformerConfig
	c, err := decodeConfig(r, &cfg)
	if err != nil {
		return nil, err
	}
	return TransformerFromCheckpoint(cfg, c)
}

// TransformerFromCheckpoint rebuilds a model from a decoded checkpoint and
// its config.
func TransformerFromCheckpoint(cfg TransformerConfig, c *checkpoint.Checkpoint) (*Transformer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCheckpoint, err)
	}
	// Compare sizes before allocating, so a hostile config cannot make us
	// allocate more than the file itself holds.
	if got, want := paramElems(c), cfg.NumParams(); got != want {
		return nil, fmt.Errorf("%w: the file holds %d parameters, its config defines %d", ErrCheckpoint, got, want)
	}
	m, err := NewTransformer(cfg)
	if err != nil {
		return nil, err
	}
	if err := m.st.fromCheckpoint(c); err != nil {
		return nil, err
	}
	return m, nil
}

// ResetOptimizer zeroes the optimizer's moments and step count, as a new
// optimizer starts: fine-tuning from a checkpoint then takes steps of the
// learning rate's size, not steps scaled by the moments of the
// checkpoint's own training.
func (m *Transformer) ResetOptimizer() {
	o := m.st.opt
	o.ForgetHashes()
	for i := range o.M {
		clear(o.M[i].Data)
		clear(o.V[i].Data)
	}
	o.Steps = 0
}
