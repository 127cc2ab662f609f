package models

import (
	"errors"
	"fmt"
	"slices"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// ErrStage reports a call a pipeline stage cannot serve: an unknown or
// unfinished microbatch, a tensor of the wrong shape, or an operation
// that belongs to stage 0 called on another stage.
var ErrStage = errors.New("models: pipeline stage")

// StageConfig identifies one stage of a transformer cut into Stages
// pipeline stages; it is the config a stage's checkpoint carries.
type StageConfig struct {
	Model  TransformerConfig `json:"model"`
	Stage  int               `json:"stage"`
	Stages int               `json:"stages"`
}

// StageBlocks returns the half-open range [lo, hi) of transformer blocks
// that stage serves when layers blocks are cut into stages contiguous
// stages: stage i gets blocks [i*layers/stages, (i+1)*layers/stages).
func StageBlocks(layers, stage, stages int) (lo, hi int) {
	return stage * layers / stages, (stage + 1) * layers / stages
}

// Stage is one pipeline stage of a Transformer: a contiguous range of
// blocks, and at stage 0 also the token (and position) embeddings, the
// final LayerNorm, the output projection and the loss, since a
// microbatch starts and ends at its stage-0 peer. It keeps one tape per
// microbatch between its forward and backward pass and the gradient of
// each finished microbatch until LocalGrads sums them in a fixed order.
// It is not safe for concurrent use.
type Stage struct {
	cfg    StageConfig
	lo, hi int
	st     state
	tok    *repops.Var // stage 0 only
	pos    *repops.Var // stage 0 without rotary only
	blocks []block
	lnfg   *repops.Var // stage 0 only
	lnfb   *repops.Var
	head   *repops.Var

	open  map[uint64]*stageMB         // forward done, backward pending
	done  map[uint64][]*repops.Tensor // per-microbatch gradients, by parameter
	grads []*repops.Tensor            // set by SetGrads, used by Step
}

// stageMB is what a stage keeps of one microbatch between its passes.
type stageMB struct {
	tp      *repops.Tape
	in      *repops.Var // leaf for the received activations (nil at stage 0's embedding)
	out     *repops.Var
	b, t    int
	lossTP  *repops.Tape // stage 0: the head and loss tape of Loss
	lossIn  *repops.Var
	pending int // stage 0: backward passes still to run (loss, then embedding side)
}

// NewStage builds stage stage of stages of the transformer cfg defines.
// Its parameters are bit for bit those NewTransformer(cfg) initialises
// under the same names (the full model is initialised and the stage keeps
// its share, so every stage draws the same Philox stream). The model
// needs at least one block per stage.
func NewStage(cfg TransformerConfig, stage, stages int) (*Stage, error) {
	if stages < 1 || stage < 0 || stage >= stages {
		return nil, fmt.Errorf("%w: stage %d of %d", ErrConfig, stage, stages)
	}
	if cfg.Layers < stages {
		return nil, fmt.Errorf("%w: %d layers cannot fill %d stages", ErrConfig, cfg.Layers, stages)
	}
	full, err := NewTransformer(cfg)
	if err != nil {
		return nil, err
	}
	s := &Stage{cfg: StageConfig{Model: cfg, Stage: stage, Stages: stages}, open: map[uint64]*stageMB{}, done: map[uint64][]*repops.Tensor{}}
	s.lo, s.hi = StageBlocks(cfg.Layers, stage, stages)
	s.st.seed = cfg.Seed
	s.st.rng = full.st.rng
	byName := map[string]*repops.Var{}
	for i, n := range full.st.names {
		byName[n] = full.st.params[i]
	}
	take := func(name string) *repops.Var {
		v := byName[name]
		s.st.names = append(s.st.names, name)
		s.st.params = append(s.st.params, v)
		return v
	}
	if stage == 0 {
		s.tok = take("tok_emb")
		if !cfg.Rotary {
			s.pos = take("pos_emb")
		}
	}
	for l := s.lo; l < s.hi; l++ {
		p := fmt.Sprintf("blocks.%d.", l)
		s.blocks = append(s.blocks, block{
			ln1g: take(p + "ln1.g"), ln1b: take(p + "ln1.b"),
			wq: take(p + "attn.wq"), wk: take(p + "attn.wk"), wv: take(p + "attn.wv"), wo: take(p + "attn.wo"),
			ln2g: take(p + "ln2.g"), ln2b: take(p + "ln2.b"),
			w1: take(p + "mlp.w1"), b1: take(p + "mlp.b1"), w2: take(p + "mlp.w2"), b2: take(p + "mlp.b2"),
		})
	}
	if stage == 0 {
		s.lnfg = take("ln_f.g")
		s.lnfb = take("ln_f.b")
		s.head = take("head")
	}
	s.st.opt = repops.NewAdamW(s.st.params, cfg.Optim)
	return s, nil
}

// SetOpSet makes the stage compute under repops op-set version v (see
// repops.OpSetVersion); a new stage computes repops.DefaultOpSet (1).
// Every stage of a pipeline must run the same op set. The op set is not
// saved in checkpoints. An unknown version is an error wrapping
// repops.ErrUnknownOpSet, and the stage keeps its op set.
func (s *Stage) SetOpSet(v int) error { return s.st.setOpSet(v) }

// OpSet returns the op-set version the stage computes.
func (s *Stage) OpSet() int { return s.st.opSetVersion() }

// Config returns the stage's configuration.
func (s *Stage) Config() StageConfig { return s.cfg }

// Blocks returns the range [lo, hi) of blocks the stage serves.
func (s *Stage) Blocks() (lo, hi int) { return s.lo, s.hi }

// Params returns the stage's parameters in canonical order (the
// Transformer's order restricted to this stage) with their names.
func (s *Stage) Params() ([]string, []*repops.Var) { return s.st.names, s.st.params }

// Steps returns the number of optimizer steps taken.
func (s *Stage) Steps() uint64 { return s.st.opt.Steps }

// Open returns the number of microbatches whose forward pass ran and
// whose backward pass has not (the activation memory in use).
func (s *Stage) Open() int { return len(s.open) }

// Embed starts microbatch mb at stage 0: it embeds tokens (B sequences of
// equal length T) and runs stage 0's blocks, returning the activations
// to send to the next stage, shape [B, T, Dim].
func (s *Stage) Embed(mb uint64, tokens [][]int) (*repops.Tensor, error) {
	if s.cfg.Stage != 0 {
		return nil, fmt.Errorf("%w: Embed on stage %d", ErrStage, s.cfg.Stage)
	}
	if err := s.fresh(mb); err != nil {
		return nil, err
	}
	cfg := s.cfg.Model
	if len(tokens) == 0 {
		return nil, fmt.Errorf("%w: empty microbatch", ErrStage)
	}
	T := len(tokens[0])
	if T < 1 || T > cfg.Context {
		return nil, fmt.Errorf("%w: sequence length %d outside 1..%d", ErrStage, T, cfg.Context)
	}
	ids := make([]int, 0, len(tokens)*T)
	pos := make([]int, 0, len(tokens)*T)
	for b, seq := range tokens {
		if len(seq) != T {
			return nil, fmt.Errorf("%w: sequence %d has length %d, want %d", ErrStage, b, len(seq), T)
		}
		for t, id := range seq {
			if id < 0 || id >= cfg.Vocab {
				return nil, fmt.Errorf("%w: token %d outside vocabulary of %d", ErrStage, id, cfg.Vocab)
			}
			ids = append(ids, id)
			pos = append(pos, t)
		}
	}
	tp := s.st.tape()
	x := tp.Embedding(s.tok, ids)
	if !cfg.Rotary {
		x = tp.Add(x, tp.Embedding(s.pos, pos))
	}
	m := &stageMB{tp: tp, b: len(tokens), t: T, pending: 2}
	m.out = s.runBlocks(tp, x, m.b, m.t)
	s.open[mb] = m
	return shaped(m.out.Value, m.b, m.t, cfg.Dim), nil
}

// Forward runs the stage's blocks on the activations x, shape [B, T, Dim],
// of microbatch mb and returns the activations to send on. The tape is
// kept until Backward(mb, ...).
func (s *Stage) Forward(mb uint64, x *repops.Tensor) (*repops.Tensor, error) {
	if s.cfg.Stage == 0 {
		return nil, fmt.Errorf("%w: Forward on stage 0 (use Embed)", ErrStage)
	}
	if err := s.fresh(mb); err != nil {
		return nil, err
	}
	b, t, err := s.checkActs(x)
	if err != nil {
		return nil, err
	}
	tp := s.st.tape()
	in := repops.NewParam(repops.FromData(x.Data, b*t, s.cfg.Model.Dim))
	m := &stageMB{tp: tp, in: in, b: b, t: t, pending: 1}
	m.out = s.runBlocks(tp, in, b, t)
	s.open[mb] = m
	return shaped(m.out.Value, b, t, s.cfg.Model.Dim), nil
}

// Loss ends the forward pass of microbatch mb at stage 0: final
// LayerNorm, output projection and mean cross-entropy over targets (one
// per position, row-major [B, T]; negative: ignored) of the activations
// x, shape [B, T, Dim], that come back from the last stage of its path.
// It runs the backward pass of the head with the loss gradient seeded by
// scale (1/number of microbatches in the iteration, so that the summed
// gradients are the mean over microbatches), keeps the head's gradients
// and returns the loss and the gradient to send back along the path.
func (s *Stage) Loss(mb uint64, x *repops.Tensor, targets []int, scale float32) (float32, *repops.Tensor, error) {
	if s.cfg.Stage != 0 {
		return 0, nil, fmt.Errorf("%w: Loss on stage %d", ErrStage, s.cfg.Stage)
	}
	m := s.open[mb]
	if m == nil || m.pending != 2 {
		return 0, nil, fmt.Errorf("%w: microbatch %d has no embedding awaiting its loss", ErrStage, mb)
	}
	b, t, err := s.checkActs(x)
	if err != nil {
		return 0, nil, err
	}
	if b != m.b || t != m.t {
		return 0, nil, fmt.Errorf("%w: activations [%d,%d] for a microbatch of [%d,%d]", ErrStage, b, t, m.b, m.t)
	}
	if len(targets) != b*t {
		return 0, nil, fmt.Errorf("%w: %d targets for %d positions", ErrStage, len(targets), b*t)
	}
	for _, y := range targets {
		if y >= s.cfg.Model.Vocab {
			return 0, nil, fmt.Errorf("%w: target %d outside vocabulary", ErrStage, y)
		}
	}
	tp := s.st.tape()
	in := repops.NewParam(repops.FromData(x.Data, b*t, s.cfg.Model.Dim))
	h := tp.LayerNorm(in, s.lnfg, s.lnfb, lnEps)
	loss := tp.CrossEntropy(tp.MatMul(h, s.head, false, false), targets, nil)
	tp.BackwardWith(loss, repops.FromData([]float32{scale}, loss.Value.Shape...))
	s.harvest(mb)
	m.pending = 1
	return loss.Value.Data[0], shaped(in.Grad, b, t, s.cfg.Model.Dim), nil
}

// Backward runs the backward pass of microbatch mb through the stage's
// blocks, seeded with gy (the gradient of its output activations, shape
// [B, T, Dim]), keeps the parameters' gradients for LocalGrads and
// returns the gradient of its input activations to send back (nil at
// stage 0, where the microbatch ends).
func (s *Stage) Backward(mb uint64, gy *repops.Tensor) (*repops.Tensor, error) {
	m := s.open[mb]
	if m == nil || m.pending != 1 {
		return nil, fmt.Errorf("%w: microbatch %d has no forward pass awaiting its backward", ErrStage, mb)
	}
	b, t, err := s.checkActs(gy)
	if err != nil {
		return nil, err
	}
	if b != m.b || t != m.t {
		return nil, fmt.Errorf("%w: gradient [%d,%d] for a microbatch of [%d,%d]", ErrStage, b, t, m.b, m.t)
	}
	m.tp.BackwardWith(m.out, repops.FromData(gy.Data, b*t, s.cfg.Model.Dim))
	s.harvest(mb)
	delete(s.open, mb)
	if m.in == nil {
		return nil, nil
	}
	return shaped(m.in.Grad, b, t, s.cfg.Model.Dim), nil
}

// Discard forgets microbatch mb: its tape and any gradients it left (a
// microbatch abandoned and re-planned along another path).
func (s *Stage) Discard(mb uint64) {
	delete(s.open, mb)
	delete(s.done, mb)
}

// Finished returns the IDs of microbatches whose gradients the stage
// holds (in no particular order).
func (s *Stage) Finished() []uint64 {
	ids := make([]uint64, 0, len(s.done))
	for id := range s.done {
		ids = append(ids, id)
	}
	return ids
}

func (s *Stage) fresh(mb uint64) error {
	if s.open[mb] != nil || s.done[mb] != nil {
		return fmt.Errorf("%w: microbatch %d already seen this iteration", ErrStage, mb)
	}
	return nil
}

// checkActs checks an activation or gradient tensor of shape [B, T, Dim].
func (s *Stage) checkActs(x *repops.Tensor) (b, t int, err error) {
	if x == nil || len(x.Shape) != 3 || x.Shape[2] != s.cfg.Model.Dim || x.Shape[0] < 1 || x.Shape[1] < 1 || x.Shape[1] > s.cfg.Model.Context {
		var shape []int
		if x != nil {
			shape = x.Shape
		}
		return 0, 0, fmt.Errorf("%w: tensor of shape %v, want [B, T<=%d, %d]", ErrStage, shape, s.cfg.Model.Context, s.cfg.Model.Dim)
	}
	if len(x.Data) != repops.Numel(x.Shape) {
		return 0, 0, fmt.Errorf("%w: %d values for shape %v", ErrStage, len(x.Data), x.Shape)
	}
	return x.Shape[0], x.Shape[1], nil
}

// runBlocks records the stage's blocks on tp, as Transformer.Forward does.
func (s *Stage) runBlocks(tp *repops.Tape, x *repops.Var, b, t int) *repops.Var {
	cfg := s.cfg.Model
	opts := repops.AttentionOptions{Batch: b, Seq: t, Heads: cfg.Heads, Eps: lnEps}
	if cfg.Rotary {
		pos := make([]int, 0, b*t)
		for range b {
			for j := range t {
				pos = append(pos, j)
			}
		}
		opts.Positions, opts.RotaryBase = pos, cfg.rotaryBase()
	}
	for _, bl := range s.blocks {
		x = tp.AttentionBlock(x, repops.AttentionWeights{LNGain: bl.ln1g, LNBias: bl.ln1b, WQ: bl.wq, WK: bl.wk, WV: bl.wv, WO: bl.wo}, opts)
		x = tp.MLPBlock(x, repops.MLPWeights{LNGain: bl.ln2g, LNBias: bl.ln2b, W1: bl.w1, B1: bl.b1, W2: bl.w2, B2: bl.b2}, lnEps)
	}
	return x
}

// harvest moves the gradients the parameters hold into microbatch mb's
// record, adding to what an earlier pass of mb left (stage 0 runs two).
func (s *Stage) harvest(mb uint64) {
	g := s.done[mb]
	if g == nil {
		g = make([]*repops.Tensor, len(s.st.params))
		s.done[mb] = g
	}
	for i, p := range s.st.params {
		if p.Grad == nil {
			continue
		}
		if g[i] != nil {
			panic("models: a parameter received gradients from two passes of one microbatch")
		}
		g[i] = p.Grad
		p.Grad = nil
	}
}

// shaped views t's data as [b, t, d].
func shaped(x *repops.Tensor, b, t, d int) *repops.Tensor {
	return repops.FromData(x.Data, b, t, d)
}

// LocalGrads sums the gradients of the microbatches order names, in that
// order (parameter by parameter: g = g_0, then g = g + g_k), and forgets
// every other microbatch's. The order must be fixed by the schedule (say,
// ascending microbatch ID), not by arrival. A parameter no microbatch
// reached has a nil gradient. Every microbatch in order must have
// finished its backward pass.
func (s *Stage) LocalGrads(order []uint64) ([]*repops.Tensor, error) {
	out := make([]*repops.Tensor, len(s.st.params))
	for _, id := range order {
		g := s.done[id]
		if g == nil {
			return nil, fmt.Errorf("%w: microbatch %d has no finished backward pass here", ErrStage, id)
		}
		if m := s.open[id]; m != nil {
			return nil, fmt.Errorf("%w: microbatch %d is still open", ErrStage, id)
		}
		for i, t := range g {
			switch {
			case t == nil:
			case out[i] == nil:
				out[i] = t.Clone()
			default:
				addTensors(out[i], t)
			}
		}
	}
	clear(s.done)
	clear(s.open)
	return out, nil
}

// SetGrads sets the gradients the next Step applies (typically the
// result of AverageGrads over the stage's data-parallel peers).
func (s *Stage) SetGrads(g []*repops.Tensor) error {
	if len(g) != len(s.st.params) {
		return fmt.Errorf("%w: %d gradients for %d parameters", ErrStage, len(g), len(s.st.params))
	}
	for i, t := range g {
		if t != nil && !t.SameShape(s.st.params[i].Value) {
			return fmt.Errorf("%w: gradient %d has shape %v, want %v", ErrStage, i, t.Shape, s.st.params[i].Value.Shape)
		}
	}
	s.grads = g
	return nil
}

// Step clips the gradients SetGrads set (without SetGrads: LocalGrads of
// every finished microbatch in ascending ID order, a stage without
// data-parallel peers) by their norm over this stage's parameters
// (Model.ClipNorm; the clipping norm is per stage, as in the anchor's
// per-stage optimizers, not the whole model's), takes one AdamW step and
// returns the pre-clip norm. Parameters without a gradient are not
// updated.
func (s *Stage) Step() (float32, error) {
	if s.grads == nil {
		if len(s.open) > 0 {
			return 0, fmt.Errorf("%w: Step with %d microbatches still open", ErrStage, len(s.open))
		}
		order := s.Finished()
		slices.Sort(order)
		g, err := s.LocalGrads(order)
		if err != nil {
			return 0, err
		}
		s.grads = g
	}
	for i, p := range s.st.params {
		p.Grad = s.grads[i]
	}
	s.grads = nil
	return s.st.apply(s.cfg.Model.ClipNorm, nil), nil
}

// StateHash returns the hash of the stage's full state: SHA-256 over the
// canonical checkpoint of its config, step, RNG counters, parameters and
// AdamW moments.
func (s *Stage) StateHash() ([32]byte, error) {
	c, err := s.st.toCheckpoint(s.cfg)
	if err != nil {
		return [32]byte{}, err
	}
	return checkpoint.StateHash(c)
}

// RankGrads are the local gradients of one data-parallel peer of a stage.
type RankGrads struct {
	Rank  int
	Grads []*repops.Tensor
}

// AverageGrads combines the local gradients of a stage's data-parallel
// peers in ascending rank order (g = g_r0, then g = g + g_r), whatever
// the order of parts. Each peer's microbatch gradients are already scaled
// by 1/(microbatches in the iteration), so the sum is the mean gradient
// over every microbatch of the iteration. Ranks must be distinct; nil
// gradients (a peer no microbatch reached) count as zero.
func AverageGrads(parts []RankGrads) ([]*repops.Tensor, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("%w: no gradients to combine", ErrStage)
	}
	sorted := append([]RankGrads(nil), parts...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j].Rank < sorted[j-1].Rank; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	n := len(sorted[0].Grads)
	out := make([]*repops.Tensor, n)
	for k, p := range sorted {
		if k > 0 && p.Rank == sorted[k-1].Rank {
			return nil, fmt.Errorf("%w: rank %d twice", ErrStage, p.Rank)
		}
		if len(p.Grads) != n {
			return nil, fmt.Errorf("%w: rank %d sent %d gradients, want %d", ErrStage, p.Rank, len(p.Grads), n)
		}
		for i, t := range p.Grads {
			switch {
			case t == nil:
			case out[i] == nil:
				out[i] = t.Clone()
			case !t.SameShape(out[i]):
				return nil, fmt.Errorf("%w: rank %d gradient %d has shape %v, want %v", ErrStage, p.Rank, i, t.Shape, out[i].Shape)
			default:
				addTensors(out[i], t)
			}
		}
	}
	return out, nil
}

// addTensors sets dst = dst + g elementwise (float32, no fusion).
func addTensors(dst, g *repops.Tensor) {
	for j, x := range g.Data {
		dst.Data[j] = dst.Data[j] + x
	}
}
