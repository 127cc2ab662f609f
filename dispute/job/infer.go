package job

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// Inference limits.
const (
	MaxPrompts      = 4096
	MaxPromptTokens = 1 << 16
	MaxGenTokens    = 1 << 16
)

// Inference is an inference request and its outputs: generation from the
// transformer checkpoint Checkpoint (by CID), greedy when Temperature is
// 0, else sampled with top-k from Philox(key = Seed, counter = i * 2^32)
// for prompt i (see models.SampleToken).
type Inference struct {
	Checkpoint string `json:"checkpoint"`
	// OpSet is the op-set version to generate under; 0 means 1.
	OpSet       int     `json:"op_set,omitempty"`
	MaxTokens   int     `json:"max_tokens"`
	Temperature float32 `json:"temperature"`
	TopK        int     `json:"top_k"`
	Seed        uint64  `json:"seed"`
	Prompts     [][]int `json:"prompts"`
	// Outputs is filled by Infer, one per prompt.
	Outputs []Generation `json:"outputs,omitempty"`
}

// Generation is one prompt's generated tokens and their hash: SHA-256
// over the tokens as little-endian uint32.
type Generation struct {
	Tokens    []int `json:"tokens"`
	TokenHash Hash  `json:"token_hash"`
}

// TokenHash hashes generated tokens (SHA-256 over little-endian uint32s).
func TokenHash(tokens []int) Hash {
	h := sha256.New()
	var b [4]byte
	for _, t := range tokens {
		binary.LittleEndian.PutUint32(b[:], uint32(t))
		h.Write(b[:])
	}
	return Hash(h.Sum(nil))
}

// request is the inference without its outputs.
func (in *Inference) request() Inference {
	c := *in
	c.Outputs = nil
	return c
}

// hash is SHA-256 over the request's canonical JSON.
func (in *Inference) hash() Hash {
	b, _ := json.Marshal(in.request())
	return sha256.Sum256(b)
}

func (in *Inference) validate() error {
	switch {
	case !validCID(in.Checkpoint):
		return receiptErr("inference.checkpoint", "%q is not a CID", in.Checkpoint)
	case in.OpSet != 0 && !repops.KnownOpSet(in.OpSet):
		return receiptErr("inference.op_set", "%d: this build computes op sets 1 to %d", in.OpSet, repops.OpSetVersion)
	case in.MaxTokens < 1 || in.MaxTokens > MaxGenTokens:
		return receiptErr("inference.max_tokens", "%d outside 1..%d", in.MaxTokens, MaxGenTokens)
	case !finite(in.Temperature) || in.Temperature < 0 || in.Temperature > 100:
		return receiptErr("inference.temperature", "%g outside 0..100", in.Temperature)
	case in.TopK < 0 || in.TopK > 1<<24:
		return receiptErr("inference.top_k", "%d outside 0..2^24", in.TopK)
	case len(in.Prompts) < 1 || len(in.Prompts) > MaxPrompts:
		return receiptErr("inference.prompts", "%d prompts, want 1..%d", len(in.Prompts), MaxPrompts)
	case in.Outputs != nil && len(in.Outputs) != len(in.Prompts):
		return receiptErr("inference.outputs", "%d outputs for %d prompts", len(in.Outputs), len(in.Prompts))
	}
	for i, p := range in.Prompts {
		if len(p) < 1 || len(p) > MaxPromptTokens {
			return receiptErr(fmt.Sprintf("inference.prompts[%d]", i), "%d tokens, want 1..%d", len(p), MaxPromptTokens)
		}
		for _, t := range p {
			if t < 0 || t >= 1<<24 {
				return receiptErr(fmt.Sprintf("inference.prompts[%d]", i), "token %d outside 0..2^24", t)
			}
		}
	}
	for i, o := range in.Outputs {
		if len(o.Tokens) > in.MaxTokens || TokenHash(o.Tokens) != o.TokenHash {
			return receiptErr(fmt.Sprintf("inference.outputs[%d]", i), "token hash does not match its tokens")
		}
	}
	return nil
}

// ParsePrompts reads a prompts file: one prompt per line, token ids
// separated by spaces or commas; blank lines and lines starting with '#'
// are skipped.
func ParsePrompts(r io.Reader) ([][]int, error) {
	var out [][]int
	sc := bufio.NewScanner(io.LimitReader(r, 64<<20))
	sc.Buffer(make([]byte, 64<<10), 8<<20)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || s[0] == '#' {
			continue
		}
		var p []int
		for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 || v >= 1<<24 {
				return nil, fmt.Errorf("prompts line %d: %q is not a token id", line, f)
			}
			p = append(p, v)
		}
		out = append(out, p)
		if len(out) > MaxPrompts {
			return nil, fmt.Errorf("prompts: more than %d", MaxPrompts)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("prompts: %w", err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("prompts: none")
	}
	return out, nil
}

// loadInferModel fetches the checkpoint and rebuilds the transformer; the
// state hash is the one receipts of the given format commit.
func loadInferModel(ctx context.Context, st Store, c string, opSet, format int) (*models.Transformer, Hash, error) {
	b, err := readAll(ctx, st, c, maxCheckpointBytes)
	if err != nil {
		return nil, Hash{}, fmt.Errorf("job: checkpoint: %w", err)
	}
	m, err := models.LoadTransformer(bytes.NewReader(b))
	if err != nil {
		return nil, Hash{}, fmt.Errorf("%w: checkpoint %s: %w", ErrArtifact, c, err)
	}
	if err := m.SetOpSet(opSetOrOne(opSet)); err != nil {
		return nil, Hash{}, fmt.Errorf("job: %w", err)
	}
	ck, err := m.Checkpoint()
	if err != nil {
		return nil, Hash{}, err
	}
	h, err := StateHash(format, ck)
	return m, h, err
}

// generate runs the request's prompts through m.
func generate(m *models.Transformer, in *Inference, progress func(Progress)) ([]Generation, error) {
	start := time.Now()
	out := make([]Generation, len(in.Prompts))
	for i, p := range in.Prompts {
		var rng *repops.Philox
		if in.Temperature > 0 {
			rng = repops.NewPhilox(in.Seed, uint64(i)<<32)
		}
		toks, err := m.Sample(p, models.SampleOptions{MaxTokens: in.MaxTokens, Temperature: in.Temperature, TopK: in.TopK}, rng)
		if err != nil {
			return nil, fmt.Errorf("job: prompt %d: %w", i, err)
		}
		out[i] = Generation{Tokens: toks, TokenHash: TokenHash(toks)}
		progress(Progress{Phase: "infer", Step: i + 1, Steps: len(in.Prompts), Elapsed: time.Since(start)})
	}
	return out, nil
}

// Infer generates from the request's checkpoint (fetched from st) and
// returns the signed receipt.
func Infer(ctx context.Context, req Inference, st Store, id *identity.Identity, opts ...Option) (*Receipt, error) {
	if st == nil || id == nil {
		return nil, fmt.Errorf("job: Infer needs a store and a node key")
	}
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	in := req.request()
	if err := in.validate(); err != nil {
		return nil, err
	}
	m, sh, err := loadInferModel(ctx, st, in.Checkpoint, in.OpSet, ReceiptFormat)
	if err != nil {
		return nil, err
	}
	if in.Outputs, err = generate(m, &in, cfg.progress); err != nil {
		return nil, err
	}
	c, _ := m.Checkpoint()
	prompts, _ := json.Marshal(in.Prompts)
	r := &Receipt{
		Format: ReceiptFormat, Kind: KindInfer, OpSetVersion: opSetOrOne(in.OpSet),
		Software: thisSoftware(cfg.version), Device: ThisDevice(),
		Inference: &in, SpecHash: in.hash(), DataHash: sha256.Sum256(prompts),
		ModelConfigHash: sha256.Sum256(canonicalConfig(c.Config)), InitialStateHash: sh,
		Output: Output{CID: in.Checkpoint, Step: m.Step(), StateHash: sh},
	}
	if err := r.Sign(id); err != nil {
		return nil, err
	}
	return r, nil
}
