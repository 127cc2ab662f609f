package models

import (
	"bytes"
	"io"
	"math"
	"testing"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// fuzzBase returns the checkpoint of a small model of each kind: the
// tensors a fuzzed configuration is paired with.
func fuzzBase(tb testing.TB) (transformer, rotary, mlp *checkpoint.Checkpoint) {
	tb.Helper()
	tc := TransformerConfig{Vocab: 5, Context: 3, Dim: 4, Layers: 1, Heads: 2, FFMult: 1, Seed: 1, Optim: repops.DefaultAdamW()}
	t, err := NewTransformer(tc)
	if err != nil {
		tb.Fatal(err)
	}
	tc.Rotary = true
	r, err := NewTransformer(tc)
	if err != nil {
		tb.Fatal(err)
	}
	m, err := NewMLP(MLPConfig{Sizes: []int{2, 3, 2}, Activation: "tanh", Seed: 3, Optim: repops.DefaultAdamW()})
	if err != nil {
		tb.Fatal(err)
	}
	for _, c := range []*struct {
		dst **checkpoint.Checkpoint
		f   func() (*checkpoint.Checkpoint, error)
	}{{&transformer, t.Checkpoint}, {&rotary, r.Checkpoint}, {&mlp, m.Checkpoint}} {
		if *c.dst, err = c.f(); err != nil {
			tb.Fatal(err)
		}
	}
	return transformer, rotary, mlp
}

// FuzzLoadModel fuzzes the loading of a model from a checkpoint (a
// checkpoint fetched from a peer): the configuration, RNG counters and
// step come from the input, the tensors from a small model of the kind
// the input picks, with one tensor dropped or renamed when the input
// says so. Properties: nothing panics; the model's own configuration and
// tensors load and nothing is allocated beyond
// what the file holds (a configuration must define exactly the file's
// parameters); a model that loads has a valid configuration, its tensors
// are the file's, and saving it gives a checkpoint that loads and saves
// to the same bytes (the saved form is canonical).
func FuzzLoadModel(f *testing.F) {
	bt, br, bm := fuzzBase(f)
	bases := []*checkpoint.Checkpoint{bt, br, bm}
	for i, c := range bases {
		f.Add(uint8(i), []byte(c.Config), c.RNG["philox.key"], c.RNG["philox.counter"], c.RNG["philox.lane"], uint64(0), uint8(0))
	}
	f.Add(uint8(0), []byte(`{"vocab":5,"context":3,"dim":4,"layers":1,"heads":2,"ff_mult":1,"seed":1,"optim":{"lr":0.001}}`), uint64(1), uint64(0), uint64(0), uint64(7), uint8(0))
	f.Add(uint8(0), []byte(`{"vocab":5,"context":3,"dim":4,"layers":1,"heads":2,"ff_mult":1,"optim":{"lr":1}}`), uint64(1), uint64(0), uint64(9), uint64(0), uint8(0))
	f.Add(uint8(1), []byte(`{"vocab":5,"context":3,"dim":4,"layers":1,"heads":2,"ff_mult":1,"rotary":true,"rotary_base":0.5,"optim":{"lr":1}}`), uint64(1), uint64(0), uint64(0), uint64(0), uint8(0))
	f.Add(uint8(2), []byte(`{"sizes":[2,3,2],"activation":"relu","optim":{"lr":0.1}}`), uint64(0), uint64(0), uint64(0), uint64(0), uint8(3))
	f.Add(uint8(2), []byte(`{"sizes":[4294967296,4294967296,2],"activation":"relu","optim":{"lr":0.1}}`), uint64(0), uint64(0), uint64(0), uint64(0), uint8(0))
	f.Add(uint8(0), []byte(`{"vocab":5,"context":3,"dim":4,"layers":1,"heads":2,"ff_mult":1,"optim":{"lr":1},"extra":1}`), uint64(0), uint64(0), uint64(0), uint64(0), uint8(130))
	f.Add(uint8(0), []byte(`[]`), uint64(0), uint64(0), uint64(0), uint64(0), uint8(0))

	f.Fuzz(func(t *testing.T, kind uint8, cfg []byte, key, ctr, lane, step uint64, mangle uint8) {
		base := bases[int(kind)%len(bases)]
		c := &checkpoint.Checkpoint{
			Config: cfg, Step: step,
			RNG:     map[string]uint64{"init_seed": base.RNG["init_seed"], "philox.key": key, "philox.counter": ctr, "philox.lane": lane},
			Tensors: append([]checkpoint.Tensor(nil), base.Tensors...),
		}
		if mangle != 0 {
			i := int(mangle&0x7f) % len(c.Tensors)
			if mangle&0x80 != 0 {
				c.Tensors[i].Name += "x"
			} else {
				c.Tensors = append(c.Tensors[:i:i], c.Tensors[i+1:]...)
			}
		}
		var file bytes.Buffer
		if _, err := checkpoint.Encode(&file, c); err != nil {
			return // not a checkpoint at all (the config is no JSON object)
		}
		type model interface {
			Save(w io.Writer) ([32]byte, error)
			Checkpoint() (*checkpoint.Checkpoint, error)
		}
		loaders := map[string]func(r io.Reader) (model, error){
			"transformer": func(r io.Reader) (model, error) {
				m, err := LoadTransformer(r)
				if err != nil {
					return nil, err
				}
				if err := m.Config().Validate(); err != nil {
					t.Fatalf("loaded a transformer with an invalid config: %v", err)
				}
				return m, nil
			},
			"mlp": func(r io.Reader) (model, error) { return LoadMLP(r) },
		}
		own := "transformer"
		if base == bm {
			own = "mlp"
		}
		for name, load := range loaders {
			m, err := load(bytes.NewReader(file.Bytes()))
			if err != nil {
				if name == own && mangle == 0 && lane <= 3 && bytes.Equal(cfg, base.Config) {
					t.Fatalf("%s: a checkpoint of the model's own config and tensors does not load: %v", name, err)
				}
				continue
			}
			got, err := m.Checkpoint()
			if err != nil {
				t.Fatalf("%s: loaded model has no checkpoint: %v", name, err)
			}
			if len(got.Tensors) != len(c.Tensors) || got.Step != step {
				t.Fatalf("%s: %d tensors at step %d loaded from %d at step %d", name, len(got.Tensors), got.Step, len(c.Tensors), step)
			}
			for i, tt := range got.Tensors {
				if tt.Name != c.Tensors[i].Name || !equalBits(tt.Data, c.Tensors[i].Data) {
					t.Fatalf("%s: tensor %d (%s) is not the file's", name, i, tt.Name)
				}
			}
			var saved bytes.Buffer
			if _, err := m.Save(&saved); err != nil {
				t.Fatalf("%s: loaded model does not save: %v", name, err)
			}
			m2, err := load(bytes.NewReader(saved.Bytes()))
			if err != nil {
				t.Fatalf("%s: saved model does not load: %v\nconfig %s", name, err, cfg)
			}
			var again bytes.Buffer
			if _, err := m2.Save(&again); err != nil || !bytes.Equal(again.Bytes(), saved.Bytes()) {
				t.Fatalf("%s: saved form is not canonical (%v)", name, err)
			}
		}
	})
}

func equalBits(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return false
		}
	}
	return true
}
