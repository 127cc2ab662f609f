package job

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"math"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
	"github.com/synod-net/synod/repops/models"
)

// TokensKind is the "kind" of a token dataset file's config.
const TokensKind = "synod.tokens"

// MaxTokens bounds a token dataset.
const MaxTokens = 1 << 28

// dataKeyMix separates the data stream's Philox key from the model's.
const dataKeyMix = 0x6461746100000000 // "data"

// stepRNG is the data stream of one step: Philox with key seed XOR
// 0x6461746100000000 and block counter step * 2^32, so any step's batch
// can be drawn without the ones before it.
func stepRNG(seed uint64, step int) *repops.Philox {
	return repops.NewPhilox(seed^dataKeyMix, uint64(step)<<32)
}

// EncodeTokens writes a token dataset file: a canonical repops checkpoint
// with config {"kind":"synod.tokens","vocab":V} and one rank-1 tensor
// "tokens" holding the token ids as float32 (exact below 2^24), so the
// node's checkpoint store imports and serves it like any checkpoint.
func EncodeTokens(w io.Writer, tokens []int, vocab int) ([32]byte, error) {
	if vocab < 2 || vocab > 1<<24 {
		return [32]byte{}, fmt.Errorf("job: vocab %d outside 2..2^24", vocab)
	}
	if len(tokens) < 2 || len(tokens) > MaxTokens {
		return [32]byte{}, fmt.Errorf("job: %d tokens, want 2..%d", len(tokens), MaxTokens)
	}
	data := make([]float32, len(tokens))
	for i, t := range tokens {
		if t < 0 || t >= vocab {
			return [32]byte{}, fmt.Errorf("job: token %d at %d outside the vocabulary of %d", t, i, vocab)
		}
		data[i] = float32(t)
	}
	cfg, _ := json.Marshal(map[string]any{"kind": TokensKind, "vocab": vocab})
	return checkpoint.Encode(w, &checkpoint.Checkpoint{Config: cfg, Tensors: []checkpoint.Tensor{{Name: "tokens", Shape: []int{len(tokens)}, Data: data}}})
}

// decodeTokens reads a token dataset file.
func decodeTokens(b []byte) (tokens []int, vocab int, err error) {
	c, _, err := checkpoint.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, 0, err
	}
	var cfg struct {
		Kind  string `json:"kind"`
		Vocab int    `json:"vocab"`
	}
	dec := json.NewDecoder(bytes.NewReader(c.Config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil || cfg.Kind != TokensKind || cfg.Vocab < 2 || cfg.Vocab > 1<<24 {
		return nil, 0, fmt.Errorf("not a token dataset (config %s)", c.Config)
	}
	if len(c.Tensors) != 1 || c.Tensors[0].Name != "tokens" || len(c.Tensors[0].Shape) != 1 || len(c.Tensors[0].Data) < 2 {
		return nil, 0, fmt.Errorf("a token dataset holds one rank-1 tensor \"tokens\" of at least 2 ids")
	}
	tokens = make([]int, len(c.Tensors[0].Data))
	for i, v := range c.Tensors[0].Data {
		if v != float32(math.Trunc(float64(v))) || v < 0 || int(v) >= cfg.Vocab {
			return nil, 0, fmt.Errorf("token %d (%g) is not an id below %d", i, v, cfg.Vocab)
		}
		tokens[i] = int(v)
	}
	return tokens, cfg.Vocab, nil
}

// dataSource draws the batch of any step.
type dataSource struct {
	spec   *Spec
	tokens []int
	vocab  int
	hash   [32]byte
}

// newDataSource prepares the spec's data: fetches and decodes a token
// dataset, or describes a procedural source. hash is SHA-256 over the
// dataset file, or over the canonical JSON of the data section for a
// procedural source.
func newDataSource(ctx context.Context, s *Spec, st Store) (*dataSource, error) {
	d := &dataSource{spec: s}
	if s.Data.Source != SourceTokens {
		b, _ := json.Marshal(s.Data)
		d.hash = sha256.Sum256(b)
		return d, nil
	}
	b, err := readAll(ctx, st, s.Data.CID, 4*MaxTokens+1<<20)
	if err != nil {
		return nil, fmt.Errorf("job: dataset: %w", err)
	}
	d.hash = sha256.Sum256(b)
	d.tokens, d.vocab, err = decodeTokens(b)
	if err != nil {
		return nil, fmt.Errorf("%w: dataset %s: %w", ErrArtifact, s.Data.CID, err)
	}
	if len(d.tokens) < s.Train.SeqLen+1 {
		return nil, fmt.Errorf("%w: dataset %s has %d tokens, seq_len %d needs %d", ErrArtifact, s.Data.CID, len(d.tokens), s.Train.SeqLen, s.Train.SeqLen+1)
	}
	return d, nil
}

// fit checks the data against the model.
func (d *dataSource) fit(cfg models.TransformerConfig) error {
	s := d.spec
	switch s.Data.Source {
	case SourceReverse:
		if cfg.Vocab < s.Data.Symbols+1 || cfg.Context < 2*s.Data.N {
			return fmt.Errorf("%w: the model (vocab %d, context %d) does not fit the reverse task (vocab %d, context %d)", ErrSpec, cfg.Vocab, cfg.Context, s.Data.Symbols+1, 2*s.Data.N)
		}
	case SourceTokens:
		if cfg.Vocab < d.vocab || cfg.Context < s.Train.SeqLen {
			return fmt.Errorf("%w: the model (vocab %d, context %d) does not fit the dataset (vocab %d) and seq_len %d", ErrSpec, cfg.Vocab, cfg.Context, d.vocab, s.Train.SeqLen)
		}
	}
	return nil
}

// batch draws step's transformer batch. Reverse: models.ReverseTask.Batch
// from the step's stream. Tokens: each of the batch rows is the window of
// seq_len+1 tokens at an offset drawn with Intn(len-seq_len) from the
// step's stream; inputs are its first seq_len tokens, targets the last.
func (d *dataSource) batch(step int) (models.Batch, error) {
	s := d.spec
	rng := stepRNG(s.Seed, step)
	if s.Data.Source == SourceReverse {
		return models.ReverseTask{N: s.Data.N, Symbols: s.Data.Symbols}.Batch(rng, s.Train.Batch), nil
	}
	T := s.Train.SeqLen
	var b models.Batch
	for r := 0; r < s.Train.Batch; r++ {
		off := rng.Intn(len(d.tokens) - T)
		b.Tokens = append(b.Tokens, append([]int(nil), d.tokens[off:off+T]...))
		b.Targets = append(b.Targets, append([]int(nil), d.tokens[off+1:off+T+1]...))
	}
	return b, nil
}

// mlpBatch draws step's synthetic classification batch: inputs normal
// (std 1) from the step's stream, [batch, sizes[0]]; the label of a row
// is the index of the largest of its first min(inputs, classes) values.
func (d *dataSource) mlpBatch(step int) (*repops.Tensor, []int) {
	s := d.spec
	in, classes := s.Model.MLP.Sizes[0], s.Model.MLP.Sizes[len(s.Model.MLP.Sizes)-1]
	x := repops.Zeros(s.Train.Batch, in)
	stepRNG(s.Seed, step).FillNormal(x, 1)
	k := min(in, classes)
	labels := make([]int, s.Train.Batch)
	for r := range labels {
		row := x.Data[r*in : r*in+k]
		for j, v := range row {
			if v > row[labels[r]] {
				labels[r] = j
			}
		}
	}
	return x, labels
}
