package policy

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/round"
)

// Alphabet is the character vocabulary: newline and printable ASCII.
const Alphabet = "\n !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// BaseConfig is the architecture of the swarm's base policy model; with
// the same seed every node builds the same initial weights.
func BaseConfig(seed uint64) models.TransformerConfig {
	return models.TransformerConfig{
		Vocab: len(Alphabet) + 2, Context: 128, Dim: 64, Layers: 2, Heads: 4, FFMult: 2, Seed: seed,
		Optim:    repops.AdamWConfig{LR: 1e-3, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8, WeightDecay: 0.01},
		ClipNorm: 1,
	}
}

// Options tune sampling.
type Options struct {
	// MaxAnswerTokens bounds one completion (default 24).
	MaxAnswerTokens int
	// MaxReasonTokens bounds a critique's reason (default 24).
	MaxReasonTokens int
	// Temperature of sampling (default 0.8); 0 is greedy.
	Temperature float32
	// TopK keeps the K most likely characters (default 20).
	TopK int
}

func (o *Options) defaults() {
	if o.MaxAnswerTokens == 0 {
		o.MaxAnswerTokens = 24
	}
	if o.MaxReasonTokens == 0 {
		o.MaxReasonTokens = 24
	}
	if o.Temperature == 0 {
		o.Temperature = 0.8
	}
	if o.TopK == 0 {
		o.TopK = 20
	}
}

// Transformer is a swarm.Policy over a repops transformer. It is safe for
// concurrent use (calls take turns on the model).
type Transformer struct {
	mu    sync.Mutex
	model *models.Transformer
	vocab *models.CharVocab
	self  string
	opts  Options
}

// New wraps model (whose vocabulary must be the Alphabet's) as the policy
// of the node with binary peer ID self.
func New(model *models.Transformer, self string, opts Options) (*Transformer, error) {
	v, err := models.NewCharVocab(Alphabet)
	if err != nil {
		return nil, err
	}
	if model.Config().Vocab != v.Size() {
		return nil, fmt.Errorf("policy: model vocabulary %d, the character vocabulary has %d", model.Config().Vocab, v.Size())
	}
	opts.defaults()
	return &Transformer{model: model, vocab: v, self: self, opts: opts}, nil
}

// NewBase builds the base model from seed and wraps it.
func NewBase(seed uint64, self string, opts Options) (*Transformer, error) {
	m, err := models.NewTransformer(BaseConfig(seed))
	if err != nil {
		return nil, err
	}
	return New(m, self, opts)
}

// rng keys a Philox stream by the node and the prompt.
func (p *Transformer) rng(stage, prompt string) *repops.Philox {
	h := sha256.Sum256([]byte(p.self + "\x00" + stage + "\x00" + prompt))
	return repops.NewPhilox(binary.LittleEndian.Uint64(h[:8]), 0)
}

// sample continues prompt until a newline or max tokens.
func (p *Transformer) sample(ctx context.Context, stage, prompt string, max int) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	ids := p.vocab.Encode(prompt)
	if c := p.model.Config().Context; len(ids) > c {
		ids = ids[len(ids)-c:]
	}
	out, err := p.model.Sample(ids, models.SampleOptions{
		MaxTokens: max, Temperature: p.opts.Temperature, TopK: p.opts.TopK,
		Stop: []int{models.TokenEOT, p.vocab.Encode("\n")[0]},
	}, p.rng(stage, prompt))
	if err != nil {
		return "", fmt.Errorf("policy: sampling the %s stage: %w", stage, err)
	}
	return strings.TrimRight(p.vocab.Decode(out), "\n"), nil
}

// AnswerPrompt is the answer stage's prompt for one question.
func AnswerPrompt(question string) string { return "Q: " + question + "\nA: <answer>" }

// Answer implements swarm.Policy: one sampled completion per question,
// wrapped in the answer format when the model closes the tag.
func (p *Transformer) Answer(ctx context.Context, questions []string) ([]string, error) {
	out := make([]string, len(questions))
	for i, q := range questions {
		s, err := p.sample(ctx, "answer", AnswerPrompt(q), p.opts.MaxAnswerTokens)
		if err != nil {
			return nil, err
		}
		out[i] = "<answer>" + s
	}
	return out, nil
}

// CritiquePrompt lists the questions and the shown peers' answers as
// numbered students and asks for the best one.
func CritiquePrompt(questions []string, shown []round.PeerAnswer) string {
	var b strings.Builder
	for _, q := range questions {
		b.WriteString("Q: " + q + "\n")
	}
	for i, s := range shown {
		fmt.Fprintf(&b, "S%d: %s\n", i, strings.Join(s.Completions, " | "))
	}
	b.WriteString("Best: S")
	return b.String()
}

// Critique implements swarm.Policy. The model writes a student number and
// a reason; when the number names no shown student the first is taken.
func (p *Transformer) Critique(ctx context.Context, questions []string, shown []round.PeerAnswer) (string, string, error) {
	if len(shown) == 0 {
		return "", "", nil
	}
	s, err := p.sample(ctx, "critique", CritiquePrompt(questions, shown), p.opts.MaxReasonTokens)
	if err != nil {
		return "", "", err
	}
	i, reason := pickIndex(s, len(shown))
	return shown[i].Peer, reason, nil
}

// VotePrompt lists the answers named best and the critiques, and asks for
// a vote.
func VotePrompt(questions []string, shown []round.PeerAnswer, critiques []round.PeerCritique) string {
	var b strings.Builder
	for _, q := range questions {
		b.WriteString("Q: " + q + "\n")
	}
	index := map[string]int{}
	for i, s := range shown {
		index[s.Peer] = i
		fmt.Fprintf(&b, "S%d: %s\n", i, strings.Join(s.Completions, " | "))
	}
	for _, c := range critiques {
		if i, ok := index[c.Best]; ok {
			fmt.Fprintf(&b, "C: S%d %s\n", i, c.Reason)
		}
	}
	b.WriteString("Vote: S")
	return b.String()
}

// Vote implements swarm.Policy; it never votes for itself (the first other
// shown peer is taken when the model names no valid one).
func (p *Transformer) Vote(ctx context.Context, questions []string, shown []round.PeerAnswer, critiques []round.PeerCritique) (string, error) {
	var others []round.PeerAnswer
	for _, s := range shown {
		if s.Peer != p.self {
			others = append(others, s)
		}
	}
	if len(others) == 0 {
		return "", nil
	}
	s, err := p.sample(ctx, "vote", VotePrompt(questions, others, critiques), 4)
	if err != nil {
		return "", err
	}
	i, _ := pickIndex(s, len(others))
	return others[i].Peer, nil
}

// pickIndex reads a leading student number from s (0 when there is none or
// it is out of range) and returns the rest as the reason.
func pickIndex(s string, n int) (int, string) {
	j := 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	i, err := strconv.Atoi(s[:j])
	if err != nil || i < 0 || i >= n {
		i = 0
	}
	return i, strings.TrimSpace(strings.TrimLeft(s[j:], ":"))
}
