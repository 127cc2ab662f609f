package models

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// ErrConfig reports an invalid model configuration.
var ErrConfig = errors.New("models: invalid config")

// ErrCheckpoint reports a checkpoint that does not fit the model.
var ErrCheckpoint = errors.New("models: checkpoint does not match the model")

// state is what every model shares: named parameters in a fixed order,
// the AdamW optimizer, the step counter and the model's Philox stream.
type state struct {
	names  []string
	params []*repops.Var
	opt    *repops.AdamW
	rng    *repops.Philox
	seed   uint64
	// opSet is the repops op-set version the model computes (0:
	// repops.DefaultOpSet). It is not part of the checkpoint.
	opSet int
}

// setOpSet sets the op-set version of the model's tapes.
func (s *state) setOpSet(v int) error {
	if err := repops.CheckOpSet(v); err != nil {
		return fmt.Errorf("models: %w", err)
	}
	s.opSet = v
	return nil
}

// opSetVersion returns the op-set version the model computes.
func (s *state) opSetVersion() int {
	if s.opSet == 0 {
		return repops.DefaultOpSet
	}
	return s.opSet
}

// tape returns a new tape of the model's op set with opts.
func (s *state) tape(opts ...repops.TapeOption) *repops.Tape {
	return repops.NewTape(append(opts, repops.WithOpSet(s.opSetVersion()))...)
}

func (s *state) add(name string, t *repops.Tensor) *repops.Var {
	v := repops.NewParam(t)
	s.names = append(s.names, name)
	s.params = append(s.params, v)
	return v
}

func (s *state) zeroGrad() {
	for _, p := range s.params {
		p.ZeroGrad()
	}
}

// apply clips gradients (when clip > 0), takes one AdamW step and returns
// the pre-clip gradient norm.
func (s *state) apply(clip float32, tr *repops.Tracer) float32 {
	var norm float32
	if clip > 0 {
		norm = repops.ClipGradNormTraced(s.params, clip, tr)
	}
	s.opt.Step(s.params, tr)
	s.zeroGrad()
	return norm
}

// toCheckpoint captures the full state. Tensors: "param.<name>" for every
// parameter, then "adam.m.<name>" and "adam.v.<name>"; RNG counters:
// init_seed, philox.key, philox.counter, philox.lane. Tensor hashes that
// the last traced optimizer step computed for its trace are attached
// (checkpoint.Tensor.Hash), so the state hash does not hash those bytes
// again.
func (s *state) toCheckpoint(cfg any) (*checkpoint.Checkpoint, error) {
	raw, err := json.Marshal(cfg)
	if err != nil {
		return nil, fmt.Errorf("models: encoding config: %w", err)
	}
	key, ctr, lane := s.rng.State()
	c := &checkpoint.Checkpoint{
		Config: raw,
		Step:   s.opt.Steps,
		RNG:    map[string]uint64{"init_seed": s.seed, "philox.key": key, "philox.counter": ctr, "philox.lane": uint64(lane)},
	}
	hv, hm, hs, known := s.opt.StateHashes(s.params)
	hash := func(i int, h []repops.Hash) *[checkpoint.HashSize]byte {
		if !known[i] {
			return nil
		}
		b := [checkpoint.HashSize]byte(h[i])
		return &b
	}
	for i, n := range s.names {
		c.Tensors = append(c.Tensors, checkpoint.Tensor{Name: "param." + n, Shape: s.params[i].Value.Shape, Data: s.params[i].Value.Data, Hash: hash(i, hv)})
	}
	for i, n := range s.names {
		c.Tensors = append(c.Tensors, checkpoint.Tensor{Name: "adam.m." + n, Shape: s.opt.M[i].Shape, Data: s.opt.M[i].Data, Hash: hash(i, hm)})
	}
	for i, n := range s.names {
		c.Tensors = append(c.Tensors, checkpoint.Tensor{Name: "adam.v." + n, Shape: s.opt.V[i].Shape, Data: s.opt.V[i].Data, Hash: hash(i, hs)})
	}
	return c, nil
}

// fromCheckpoint copies tensors, step and RNG counters from c into s,
// whose parameters must already have the right names and shapes.
func (s *state) fromCheckpoint(c *checkpoint.Checkpoint) error {
	if len(c.Tensors) != 3*len(s.names) {
		return fmt.Errorf("%w: %d tensors, model needs %d", ErrCheckpoint, len(c.Tensors), 3*len(s.names))
	}
	dst := make([]*repops.Tensor, 0, 3*len(s.names))
	want := make([]string, 0, 3*len(s.names))
	for i, n := range s.names {
		dst = append(dst, s.params[i].Value)
		want = append(want, "param."+n)
	}
	for i, n := range s.names {
		dst = append(dst, s.opt.M[i])
		want = append(want, "adam.m."+n)
	}
	for i, n := range s.names {
		dst = append(dst, s.opt.V[i])
		want = append(want, "adam.v."+n)
	}
	for i, t := range c.Tensors {
		if t.Name != want[i] {
			return fmt.Errorf("%w: tensor %d is %q, want %q", ErrCheckpoint, i, t.Name, want[i])
		}
		if !sameShape(t.Shape, dst[i].Shape) {
			return fmt.Errorf("%w: tensor %q has shape %v, model needs %v", ErrCheckpoint, t.Name, t.Shape, dst[i].Shape)
		}
	}
	for _, k := range []string{"init_seed", "philox.key", "philox.counter", "philox.lane"} {
		if _, ok := c.RNG[k]; !ok {
			return fmt.Errorf("%w: RNG counter %q missing", ErrCheckpoint, k)
		}
	}
	if c.RNG["philox.lane"] > 3 {
		return fmt.Errorf("%w: philox.lane %d out of range", ErrCheckpoint, c.RNG["philox.lane"])
	}
	// Wait for hashes a traced step may still be computing over these
	// tensors, and drop the remembered ones, before overwriting them.
	s.opt.ForgetHashes()
	for i, t := range c.Tensors {
		copy(dst[i].Data, t.Data)
	}
	s.opt.Steps = c.Step
	s.seed = c.RNG["init_seed"]
	s.rng.Restore(c.RNG["philox.key"], c.RNG["philox.counter"], int(c.RNG["philox.lane"]))
	return nil
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// decodeConfig reads a checkpoint and unmarshals its config into cfg.
func decodeConfig(r io.Reader, cfg any) (*checkpoint.Checkpoint, error) {
	c, _, err := checkpoint.Decode(r)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytesReader(c.Config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(cfg); err != nil {
		return nil, fmt.Errorf("%w: config: %w", ErrCheckpoint, err)
	}
	return c, nil
}

// paramElems counts the elements of a checkpoint's "param." tensors.
func paramElems(c *checkpoint.Checkpoint) int64 {
	var n int64
	for _, t := range c.Tensors {
		if len(t.Name) > 6 && t.Name[:6] == "param." {
			n += int64(len(t.Data))
		}
	}
	return n
}
