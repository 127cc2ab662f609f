package job

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
	"github.com/synod-net/synod/repops/models"
)

func (s *Spec) optim() repops.AdamWConfig {
	t := s.Train
	return repops.AdamWConfig{LR: t.LR, Beta1: t.Beta1, Beta2: t.Beta2, Eps: t.Eps, WeightDecay: t.WeightDecay}
}

func (s *Spec) transformerConfig() (models.TransformerConfig, error) {
	a := s.Model.Transformer
	c := models.TransformerConfig{Vocab: a.Vocab, Context: a.Context, Dim: a.Dim, Layers: a.Layers, Heads: a.Heads,
		FFMult: a.FFMult, Rotary: a.Rotary, RotaryBase: a.RotaryBase, Seed: s.Seed, Optim: s.optim(), ClipNorm: s.Train.Clip}
	if err := c.Validate(); err != nil {
		return c, err
	}
	if c.NumParams() > 1<<28 {
		return c, fmt.Errorf("%d parameters, at most 2^28", c.NumParams())
	}
	return c, nil
}

func (s *Spec) mlpConfig() (models.MLPConfig, error) {
	a := s.Model.MLP
	c := models.MLPConfig{Sizes: a.Sizes, Activation: a.Activation, Seed: s.Seed, Optim: s.optim(), ClipNorm: s.Train.Clip}
	var n int64
	for i := 0; i+1 < len(a.Sizes); i++ {
		n += int64(a.Sizes[i]) * int64(a.Sizes[i+1])
	}
	if n > 1<<28 {
		return c, fmt.Errorf("%d weights, at most 2^28", n)
	}
	if len(a.Sizes) < 2 || len(a.Sizes) > 64 {
		return c, fmt.Errorf("sizes %v: 2 to 64 layer sizes", a.Sizes)
	}
	for _, v := range a.Sizes {
		if v < 1 || v > 1<<20 {
			return c, fmt.Errorf("sizes %v: each in 1..2^20", a.Sizes)
		}
	}
	switch a.Activation {
	case "gelu", "relu", "tanh", "silu":
	default:
		return c, fmt.Errorf("activation %q: gelu, relu, tanh or silu", a.Activation)
	}
	return c, nil
}

// trainer is one model with its data: a step, the state and its hash.
type trainer struct {
	tf    *models.Transformer
	mlp   *models.MLP
	data  *dataSource
	opSet int // the spec's op-set version, which checkpoints do not store
	// unfused is the spec's model.unfused, which checkpoints do not
	// store either.
	unfused bool
	// format is the receipt format whose state hashes stateHash computes
	// (ReceiptFormat, or the receipt's when checking one).
	format int
}

// setOpSet makes the model compute under the trainer's op set (and, a
// transformer, record its sublayers fused or not).
func (t *trainer) setOpSet() error {
	if t.tf != nil {
		t.tf.SetUnfused(t.unfused)
		return t.tf.SetOpSet(t.opSet)
	}
	return t.mlp.SetOpSet(t.opSet)
}

func (t *trainer) step(step int, tr *repops.Tracer) (float32, error) {
	if t.tf != nil {
		b, err := t.data.batch(step)
		if err != nil {
			return 0, err
		}
		// From UnfusedTraceFormat a traced step records the sublayers'
		// ops one by one (the same bits as the fused blocks).
		t.tf.SetUnfused(t.unfused || (tr != nil && t.format >= UnfusedTraceFormat))
		return t.tf.TrainStep(b, tr)
	}
	x, labels := t.data.mlpBatch(step)
	return t.mlp.TrainStep(x, labels, tr)
}

// stateHash is the state hash of the trainer's state, as receipts of
// t.format commit it.
func (t *trainer) stateHash() ([32]byte, error) {
	c, err := t.checkpoint()
	if err != nil {
		return [32]byte{}, err
	}
	h, err := StateHash(t.format, c)
	return [32]byte(h), err
}

func (t *trainer) checkpoint() (*checkpoint.Checkpoint, error) {
	if t.tf != nil {
		return t.tf.Checkpoint()
	}
	return t.mlp.Checkpoint()
}

// configJSON is the model config (architecture, seed, optimizer) as the
// checkpoint stores it.
func (t *trainer) configJSON() []byte {
	c, err := t.checkpoint()
	if err != nil {
		return nil
	}
	raw, _ := checkpoint.CanonicalConfig(c.Config)
	return raw
}

// readAll reads a stored file, bounded.
func readAll(ctx context.Context, st Store, cid string, limit int64) ([]byte, error) {
	if st == nil {
		return nil, fmt.Errorf("%w: %s (no store)", ErrNotFound, cid)
	}
	rc, err := st.Open(ctx, cid)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, limit+1))
	if err != nil {
		return nil, fmt.Errorf("job: reading %s: %w", cid, err)
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%w: %s is over %d bytes", ErrArtifact, cid, limit)
	}
	return b, nil
}

// maxCheckpointBytes bounds a checkpoint read from the store.
const maxCheckpointBytes = 4 << 30

// newTrainer builds the job's model at step 0: from the architecture, or
// from the base checkpoint (with the spec's optimizer settings).
// tracer returns a tracer for a step of this trainer's receipt format
// (capturing the inputs each entry reads when capture is set).
func (t *trainer) tracer(capture bool) *repops.Tracer {
	var opts []repops.TracerOption
	if capture {
		opts = append(opts, repops.WithCapture())
	}
	if t.format >= NormChainFormat {
		opts = append(opts, repops.WithNormChain())
	}
	if t.format >= RotaryLogFormat {
		opts = append(opts, repops.WithRotaryLog())
	}
	return repops.NewTracer(opts...)
}

func newTrainer(ctx context.Context, s *Spec, st Store) (*trainer, error) {
	data, err := newDataSource(ctx, s, st)
	if err != nil {
		return nil, err
	}
	t := &trainer{data: data, opSet: s.OpSetVersion(), unfused: s.Model.Unfused, format: ReceiptFormat}
	switch {
	case s.Model.Kind == "mlp":
		cfg, err := s.mlpConfig()
		if err != nil {
			return nil, err
		}
		t.mlp, err = models.NewMLP(cfg)
		if err != nil {
			return nil, err
		}
	case s.Model.Base != "":
		b, err := readAll(ctx, st, s.Model.Base, maxCheckpointBytes)
		if err != nil {
			return nil, fmt.Errorf("job: base checkpoint: %w", err)
		}
		c, _, err := checkpoint.Decode(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("%w: base checkpoint %s: %w", ErrArtifact, s.Model.Base, err)
		}
		var cfg models.TransformerConfig
		dec := json.NewDecoder(bytes.NewReader(c.Config))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&cfg); err != nil {
			return nil, fmt.Errorf("%w: base checkpoint config: %w", ErrArtifact, err)
		}
		cfg.Optim, cfg.ClipNorm = s.optim(), s.Train.Clip
		t.tf, err = models.TransformerFromCheckpoint(cfg, c)
		if err != nil {
			return nil, err
		}
	default:
		cfg, err := s.transformerConfig()
		if err != nil {
			return nil, err
		}
		t.tf, err = models.NewTransformer(cfg)
		if err != nil {
			return nil, err
		}
	}
	if t.tf != nil {
		if err := data.fit(t.tf.Config()); err != nil {
			return nil, err
		}
	}
	if err := t.setOpSet(); err != nil {
		return nil, fmt.Errorf("job: %w", err)
	}
	return t, nil
}

// load replaces the trainer's state with a stored checkpoint, which must
// hold the same model config (architecture, seed, optimizer).
func (t *trainer) load(b []byte) error {
	want := t.configJSON()
	var err error
	if t.tf != nil {
		var m *models.Transformer
		m, err = models.LoadTransformer(bytes.NewReader(b))
		if err == nil {
			t.tf = m
		}
	} else {
		var m *models.MLP
		m, err = models.LoadMLP(bytes.NewReader(b))
		if err == nil {
			t.mlp = m
		}
	}
	if err != nil {
		return fmt.Errorf("%w: %w", ErrArtifact, err)
	}
	if got := t.configJSON(); !bytes.Equal(got, want) {
		return fmt.Errorf("%w: the checkpoint's model config %s is not the job's %s", ErrArtifact, got, want)
	}
	return t.setOpSet()
}

func canonicalConfig(raw []byte) []byte {
	b, _ := checkpoint.CanonicalConfig(raw)
	return b
}
