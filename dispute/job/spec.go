package job

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/synod-net/synod/repops"
)

// SpecVersion is the job spec format this package reads.
const SpecVersion = 1

// Spec limits.
const (
	MaxSpecSize = 64 << 10
	MaxSteps    = 1 << 20
	MaxBatch    = 4096
	MaxCIDLen   = 128
)

// Spec is a training job.
type Spec struct {
	// Version is the spec format, SpecVersion.
	Version int `toml:"version" json:"version"`
	// OpSet is the repops op-set version the job computes under
	// (repops.OpSetVersion): 0 (absent) means 1, so a spec written before
	// op set 2 keeps its hash and its meaning.
	OpSet int `toml:"op_set,omitempty" json:"op_set,omitempty"`
	// Seed keys the model initialisation and the data stream.
	Seed uint64 `toml:"seed" json:"seed"`
	// Steps is the number of optimizer steps.
	Steps int `toml:"steps" json:"steps"`
	// CheckpointInterval: a checkpoint (and the traces of the steps since
	// the previous one) is stored every this many steps, and after the
	// last step.
	CheckpointInterval int       `toml:"checkpoint_interval" json:"checkpoint_interval"`
	Model              ModelSpec `toml:"model" json:"model"`
	Data               DataSpec  `toml:"data" json:"data"`
	Train              TrainSpec `toml:"train" json:"train"`
}

// ModelSpec is the model: Kind with its architecture, or (transformer
// only) a base checkpoint by CID whose architecture and state are used.
type ModelSpec struct {
	Kind string `toml:"kind" json:"kind"`
	Base string `toml:"base,omitempty" json:"base,omitempty"`
	// Unfused (transformers) runs each sublayer's operators one by one
	// instead of as one fused op, untraced steps too: the same bits
	// (models.Transformer.SetUnfused). Traced steps of receipt format 5
	// (UnfusedTraceFormat) and later are recorded so anyway, which makes
	// every entry but rotary's reduce to scalar steps (settled on chain in
	// a dispute); for older formats it decides how a step is traced.
	Unfused     bool             `toml:"unfused,omitempty" json:"unfused,omitempty"`
	Transformer *TransformerSpec `toml:"transformer,omitempty" json:"transformer,omitempty"`
	MLP         *MLPSpec         `toml:"mlp,omitempty" json:"mlp,omitempty"`
}

// TransformerSpec is repops/models.TransformerConfig's architecture.
type TransformerSpec struct {
	Vocab      int     `toml:"vocab" json:"vocab"`
	Context    int     `toml:"context" json:"context"`
	Dim        int     `toml:"dim" json:"dim"`
	Layers     int     `toml:"layers" json:"layers"`
	Heads      int     `toml:"heads" json:"heads"`
	FFMult     int     `toml:"ff_mult" json:"ff_mult"`
	Rotary     bool    `toml:"rotary,omitempty" json:"rotary,omitempty"`
	RotaryBase float32 `toml:"rotary_base,omitempty" json:"rotary_base,omitempty"`
}

// MLPSpec is repops/models.MLPConfig's architecture.
type MLPSpec struct {
	Sizes      []int  `toml:"sizes" json:"sizes"`
	Activation string `toml:"activation" json:"activation"`
}

// Data sources.
const (
	// SourceReverse is models.ReverseTask (transformer): N symbols from
	// 1..Symbols, a separator, the symbols reversed.
	SourceReverse = "reverse"
	// SourceTokens is a token dataset file stored by CID (transformer).
	SourceTokens = "tokens"
	// SourceSynthetic is a synthetic classification stream (MLP).
	SourceSynthetic = "synthetic"
)

// DataSpec is the training data.
type DataSpec struct {
	Source  string `toml:"source" json:"source"`
	CID     string `toml:"cid,omitempty" json:"cid,omitempty"`
	N       int    `toml:"n,omitempty" json:"n,omitempty"`
	Symbols int    `toml:"symbols,omitempty" json:"symbols,omitempty"`
}

// TrainSpec holds the hyper-parameters: AdamW, batch, sequence length and
// gradient clipping.
type TrainSpec struct {
	Batch       int     `toml:"batch" json:"batch"`
	SeqLen      int     `toml:"seq_len,omitempty" json:"seq_len,omitempty"`
	LR          float32 `toml:"lr" json:"lr"`
	Beta1       float32 `toml:"beta1" json:"beta1"`
	Beta2       float32 `toml:"beta2" json:"beta2"`
	Eps         float32 `toml:"eps" json:"eps"`
	WeightDecay float32 `toml:"weight_decay" json:"weight_decay"`
	Clip        float32 `toml:"clip" json:"clip"`
}

// DecodeSpec reads a spec from TOML or JSON (a first non-space byte '{'
// means JSON). Unknown fields, trailing data and out-of-range values are
// rejected with an error naming the field.
func DecodeSpec(data []byte) (*Spec, error) {
	if len(data) > MaxSpecSize {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrSpec, len(data), MaxSpecSize)
	}
	var s Spec
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '{' {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrSpec, err)
		}
		if dec.More() {
			return nil, fmt.Errorf("%w: trailing data after the JSON object", ErrSpec)
		}
	} else {
		dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			var strict *toml.StrictMissingError
			if errors.As(err, &strict) && len(strict.Errors) > 0 {
				return nil, fmt.Errorf("%w: unknown field %s", ErrSpec, strings.Join(strict.Errors[0].Key(), "."))
			}
			var de *toml.DecodeError
			if errors.As(err, &de) {
				row, _ := de.Position()
				return nil, fmt.Errorf("%w: line %d: %s: %s", ErrSpec, row, strings.Join(de.Key(), "."), de.Error())
			}
			return nil, fmt.Errorf("%w: %w", ErrSpec, err)
		}
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

func fieldErr(field, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrSpec, field, fmt.Sprintf(format, args...))
}

func finite(f float32) bool { return !math.IsNaN(float64(f)) && !math.IsInf(float64(f), 0) }

// Validate checks every field's range and their combination.
func (s *Spec) Validate() error {
	if s.Version != SpecVersion {
		return fieldErr("version", "%d, this build reads version %d", s.Version, SpecVersion)
	}
	if s.OpSet != 0 && !repops.KnownOpSet(s.OpSet) {
		return fieldErr("op_set", "%d: this build computes op sets 1 to %d", s.OpSet, repops.OpSetVersion)
	}
	if s.Steps < 1 || s.Steps > MaxSteps {
		return fieldErr("steps", "%d outside 1..%d", s.Steps, MaxSteps)
	}
	if s.CheckpointInterval < 1 || s.CheckpointInterval > s.Steps {
		return fieldErr("checkpoint_interval", "%d outside 1..steps (%d)", s.CheckpointInterval, s.Steps)
	}
	t := s.Train
	if t.Batch < 1 || t.Batch > MaxBatch {
		return fieldErr("train.batch", "%d outside 1..%d", t.Batch, MaxBatch)
	}
	for _, f := range []struct {
		name   string
		v      float32
		lo, hi float32
		open   bool // lo excluded
		below  bool // hi excluded
	}{
		{"train.lr", t.LR, 0, 10, true, false},
		{"train.beta1", t.Beta1, 0, 1, false, true},
		{"train.beta2", t.Beta2, 0, 1, false, true},
		{"train.eps", t.Eps, 0, 1, true, false},
		{"train.weight_decay", t.WeightDecay, 0, 10, false, false},
		{"train.clip", t.Clip, 0, 1e6, false, false},
	} {
		if !finite(f.v) || f.v < f.lo || f.v > f.hi || (f.open && f.v == f.lo) || (f.below && f.v == f.hi) {
			return fieldErr(f.name, "%g outside its range", f.v)
		}
	}
	m := s.Model
	if m.Base != "" && (len(m.Base) > MaxCIDLen || strings.ContainsAny(m.Base, " \t\r\n/")) {
		return fieldErr("model.base", "%q is not a CID", m.Base)
	}
	if m.Unfused && m.Kind != "transformer" {
		return fieldErr("model.unfused", "set for a %s (transformers only)", m.Kind)
	}
	switch m.Kind {
	case "transformer":
		if m.MLP != nil {
			return fieldErr("model.mlp", "set for a transformer")
		}
		if (m.Base == "") == (m.Transformer == nil) {
			return fieldErr("model.transformer", "give either model.base or model.transformer")
		}
		if m.Transformer != nil {
			if _, err := s.transformerConfig(); err != nil {
				return fieldErr("model.transformer", "%v", err)
			}
		}
		switch s.Data.Source {
		case SourceReverse:
			d := s.Data
			if d.N < 1 || d.N > 1024 || d.Symbols < 1 || d.Symbols > 1<<16 {
				return fieldErr("data", "reverse needs n in 1..1024 and symbols in 1..65536")
			}
			if d.CID != "" {
				return fieldErr("data.cid", "set for the reverse source")
			}
			if t.SeqLen != 0 && t.SeqLen != 2*d.N {
				return fieldErr("train.seq_len", "%d, the reverse task's sequences are 2n = %d long", t.SeqLen, 2*d.N)
			}
			if m.Transformer != nil && (m.Transformer.Vocab < d.Symbols+1 || m.Transformer.Context < 2*d.N) {
				return fieldErr("model.transformer", "vocab must be at least symbols+1 (%d) and context at least 2n (%d)", d.Symbols+1, 2*d.N)
			}
		case SourceTokens:
			d := s.Data
			if d.CID == "" || len(d.CID) > MaxCIDLen || strings.ContainsAny(d.CID, " \t\r\n/") {
				return fieldErr("data.cid", "%q is not a CID", d.CID)
			}
			if d.N != 0 || d.Symbols != 0 {
				return fieldErr("data", "n and symbols are for the reverse source")
			}
			if t.SeqLen < 1 || (m.Transformer != nil && t.SeqLen > m.Transformer.Context) {
				return fieldErr("train.seq_len", "%d outside 1..context", t.SeqLen)
			}
		default:
			return fieldErr("data.source", "%q: a transformer trains on %q or %q", s.Data.Source, SourceReverse, SourceTokens)
		}
	case "mlp":
		if m.Transformer != nil || m.Base != "" || m.MLP == nil {
			return fieldErr("model", "an mlp needs model.mlp (and no base or transformer)")
		}
		if s.Data.Source != SourceSynthetic || s.Data.CID != "" || s.Data.N != 0 || s.Data.Symbols != 0 {
			return fieldErr("data.source", "an mlp trains on %q (no other data fields)", SourceSynthetic)
		}
		if t.SeqLen != 0 {
			return fieldErr("train.seq_len", "not used by an mlp")
		}
		if _, err := s.mlpConfig(); err != nil {
			return fieldErr("model.mlp", "%v", err)
		}
	default:
		return fieldErr("model.kind", "%q: transformer or mlp", m.Kind)
	}
	return nil
}

// OpSetVersion is the op set the job computes under: OpSet, or 1 when
// the spec leaves it out.
func (s *Spec) OpSetVersion() int { return opSetOrOne(s.OpSet) }

func opSetOrOne(v int) int {
	if v == 0 {
		return 1
	}
	return v
}

// canonicalJSON is the spec's canonical encoding (Go's struct order).
func (s *Spec) canonicalJSON() []byte {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err) // plain structs of numbers and strings always encode
	}
	return b
}

// Hash is SHA-256 over the spec's canonical JSON encoding.
func (s *Spec) Hash() [32]byte { return sha256.Sum256(s.canonicalJSON()) }
