package policy

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// Alphabet is the character vocabulary: newline and printable ASCII.
const Alphabet = "\n !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// BaseConfig is the architecture of the swarm's base policy model; with
// the same seed every node builds the same initial weights. Its context
// holds the longest stage piece (a judge prompt over a level-3 question).
// Three layers: with two, the same pretraining compute never learned to
// copy the right digits of the question's numbers (2% on level-1
// sorting); with three, sorting and comparison are learned
// (docs/BENCHMARKS.md).
func BaseConfig(seed uint64) models.TransformerConfig {
	return models.TransformerConfig{
		Vocab: len(Alphabet) + 2, Context: 192, Dim: 64, Layers: 3, Heads: 4, FFMult: 4, Seed: seed, Rotary: true,
		Optim:    repops.AdamWConfig{LR: 1e-3, Beta1: 0.9, Beta2: 0.99, Eps: 1e-8, WeightDecay: 0.01},
		ClipNorm: 1,
	}
}

// MaxCompletionTokens is the default bound on one completion: a worked
// solution and a formatted answer to any level-1 built-in question fit
// (the longest, a base conversion through binary, takes about 120).
const MaxCompletionTokens = 128

// Options tune sampling.
type Options struct {
	// MaxAnswerTokens bounds one completion (default MaxCompletionTokens).
	MaxAnswerTokens int
	// Temperature of the answer stage's sampling; 0 (the default) is
	// greedy: in the game a node gives its best answer (the learner
	// samples its rollouts at its own temperature). Judgments are always
	// greedy.
	Temperature float32
	// TopK keeps the K most likely characters (default 20).
	TopK int
}

func (o *Options) defaults() {
	if o.MaxAnswerTokens == 0 {
		o.MaxAnswerTokens = MaxCompletionTokens
	}
	if o.Temperature < 0 {
		o.Temperature = 0
	}
	if o.TopK == 0 {
		o.TopK = 20
	}
}

// Transformer is a swarm.Policy over a repops transformer. It is safe for
// concurrent use (calls take turns on the model).
type Transformer struct {
	mu    sync.Mutex // guards model, judged
	model *models.Transformer
	vocab *models.CharVocab
	self  string
	opts  Options
	// judged caches judgments of the current questions by (question,
	// shown text): the critique and vote stages judge the same answers.
	judged map[judgeKey]judgment
}

type judgeKey struct{ question, shown string }

// judgment is the model's assessment of one shown answer to a question:
// how likely the model is to write that answer itself.
type judgment struct {
	formed bool    // the completion carries an answer tag
	ll     float32 // log-probability of writing the answer (AnswerTarget of its text) after the answer prompt
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

// NewBase builds an untrained model from seed and wraps it.
func NewBase(seed uint64, self string, opts Options) (*Transformer, error) {
	m, err := models.NewTransformer(BaseConfig(seed))
	if err != nil {
		return nil, err
	}
	return New(m, self, opts)
}

// Model returns the wrapped model; hold Lock while using it.
func (p *Transformer) Model() *models.Transformer { return p.model }

// Lock and Unlock take the policy's turn on the model (for a learner that
// updates the weights between stages).
func (p *Transformer) Lock() { p.mu.Lock() }

// Unlock ends the turn Lock took and forgets cached judgments, which the
// new weights may not give.
func (p *Transformer) Unlock() {
	p.judged = nil
	p.mu.Unlock()
}

// Vocab returns the policy's character vocabulary.
func (p *Transformer) Vocab() *models.CharVocab { return p.vocab }

// rng keys a Philox stream by the node and the prompt.
func (p *Transformer) rng(stage, prompt string) *repops.Philox {
	h := sha256.Sum256([]byte(p.self + "\x00" + stage + "\x00" + prompt))
	return repops.NewPhilox(binary.LittleEndian.Uint64(h[:8]), 0)
}

// Answer implements swarm.Policy: one sampled completion per question.
func (p *Transformer) Answer(ctx context.Context, questions []string) ([]string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]string, len(questions))
	for i, q := range questions {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		prompt := AnswerPrompt(q)
		s, err := Generate(p.model, p.vocab, prompt, p.opts.MaxAnswerTokens, p.opts.Temperature, p.opts.TopK, p.rng("answer", prompt))
		if err != nil {
			return nil, fmt.Errorf("policy: answering: %w", err)
		}
		out[i] = strings.TrimRight(s, "\n")
	}
	return out, nil
}

// Generate samples a continuation of prompt from model, up to max tokens
// or the first newline (kept), with the given temperature (0: greedy) and
// top-k, drawing from rng.
func Generate(model *models.Transformer, vocab *models.CharVocab, prompt string, max int, temp float32, topK int, rng *repops.Philox) (string, error) {
	ids := vocab.Encode(prompt)
	if c := model.Config().Context; len(ids)+max > c {
		max = c - len(ids)
		if max <= 0 {
			return "", fmt.Errorf("prompt of %d characters leaves no room in the context of %d", len(ids), c)
		}
	}
	out, err := model.Sample(ids, models.SampleOptions{
		MaxTokens: max, Temperature: temp, TopK: topK,
		Stop: []int{models.TokenEOT, newlineToken(vocab)},
	}, rng)
	if err != nil {
		return "", err
	}
	return vocab.Decode(out), nil
}

func newlineToken(v *models.CharVocab) int { return v.Encode("\n")[0] }

// judgeAllLocked judges every shown answer to question q, caching the
// judgments of the current weights. p.mu is held.
func (p *Transformer) judgeAllLocked(ctx context.Context, q string, shown []string) ([]judgment, error) {
	if p.judged == nil {
		p.judged = map[judgeKey]judgment{}
	}
	out := make([]judgment, len(shown))
	var unjudged []int
	for i, s := range shown {
		if j, ok := p.judged[judgeKey{q, s}]; ok {
			out[i] = j
		} else {
			unjudged = append(unjudged, i)
		}
	}
	if len(unjudged) == 0 {
		return out, nil
	}
	js, err := Judge(ctx, p.model, p.vocab, q, shownTexts(shown, unjudged))
	if err != nil {
		return nil, err
	}
	for k, i := range unjudged {
		out[i] = js[k]
		p.judged[judgeKey{q, shown[i]}] = js[k]
	}
	return out, nil
}

func shownTexts(all []string, idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = all[i]
	}
	return out
}

// Judge scores each shown completion to question q by the log-probability
// the model gives to writing its answer (the text inside its answer tag,
// at most MaxShownChars characters, formatted as the model formats its
// own) after the answer prompt. Completions without an answer tag are not
// formed and are not scored. A model that cannot answer a question exactly
// often still finds the right answer likelier than near misses: ranking
// shown answers is easier than writing the right one.
func Judge(ctx context.Context, model *models.Transformer, vocab *models.CharVocab, q string, shown []string) ([]judgment, error) {
	ctxLen := model.Config().Context
	d := model.NewDecoder()
	var last []float32
	feed := func(d *models.Decoder, t int) error {
		if d.Len() >= ctxLen {
			return fmt.Errorf("policy: judged answer longer than the context of %d", ctxLen)
		}
		lg, err := d.Feed(t)
		if err != nil {
			return err
		}
		last = lg
		return nil
	}
	for _, t := range vocab.Encode(AnswerPrompt(q)) {
		if err := feed(d, t); err != nil {
			return nil, err
		}
	}
	targets := make([][]int, len(shown))
	longest := 0
	for i, s := range shown {
		if _, ok := tasks.Extract(s); ok {
			targets[i] = vocab.Encode(AnswerTarget(ShownText(s)))
			longest = max(longest, len(targets[i]))
		}
	}
	// A model that works before it answers writes its own work first
	// (greedily), and the shown answers are scored after it: the work is
	// where it computes the answer. Work that would leave no room in the
	// context for the longest shown answer is not used.
	if wd, wl, ok := work(d, vocab, last, ctxLen-longest); ok {
		d, last = wd, wl
	}
	prompt := last
	out := make([]judgment, len(shown))
	for i := range shown {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if targets[i] == nil {
			continue
		}
		c, ll := d.Clone(), float32(0)
		last = prompt
		for _, t := range targets[i] {
			lp := repops.LogSoftmaxRows(repops.FromData(append([]float32(nil), last...), 1, len(last)))
			ll = ll + lp.Data[t]
			if err := feed(c, t); err != nil {
				return nil, err
			}
		}
		out[i] = judgment{formed: true, ll: ll}
	}
	return out, nil
}

// MaxWorkTokens bounds the worked solution a judge writes before scoring:
// the longest level-1 worked solution (a base conversion, about 90
// characters) with its tags.
const MaxWorkTokens = MaxCompletionTokens

// work continues the decoder d, whose last logits are last, greedily while
// the model writes a worked solution (ThinkOpen ... ThinkClose), and
// returns the decoder after it with its last logits; ok is false (and d is
// untouched) when the model's likeliest continuation is no work, or the
// work does not close within MaxWorkTokens or ctxLen tokens in all.
func work(d *models.Decoder, vocab *models.CharVocab, last []float32, ctxLen int) (*models.Decoder, []float32, bool) {
	open := vocab.Encode(ThinkOpen)
	if models.SampleToken(last, 0, 0, nil) != open[0] {
		return nil, nil, false // the common case: no work, nothing copied
	}
	end := vocab.Encode(ThinkClose)
	c := d.Clone()
	var text []int
	for i := range MaxWorkTokens {
		t := models.SampleToken(last, 0, 0, nil) // greedy
		if (i < len(open) && t != open[i]) || c.Len() >= ctxLen-1 {
			return nil, nil, false
		}
		lg, err := c.Feed(t)
		if err != nil {
			return nil, nil, false
		}
		last, text = lg, append(text, t)
		if len(text) > len(open) && slices.Equal(text[max(0, len(text)-len(end)):], end) {
			return c, last, true
		}
	}
	return nil, nil, false
}

// score is a candidate's judged standing over the round's questions.
type score struct {
	index   int
	first   int     // questions on which its answer is the model's likeliest
	formed  int     // well-formed answers
	support int     // critiques naming the candidate (votes only)
	ll      float32 // summed log-probability of its well-formed answers
	tie     [32]byte
}

// judgeCandidatesLocked judges every candidate's completions on every
// question: on each question the candidates whose well-formed answer the
// model finds likeliest (equal answers alike) count a first choice.
func (p *Transformer) judgeCandidatesLocked(ctx context.Context, questions []string, cands []round.PeerAnswer) ([]score, error) {
	sc := make([]score, len(cands))
	for i, c := range cands {
		sc[i].index = i
		// Exact ties are broken by a key of this node and the candidate,
		// so no peer ID is favoured swarm-wide.
		sc[i].tie = sha256.Sum256([]byte(p.self + "\x00tie\x00" + c.Peer))
	}
	for qi, q := range questions {
		shown := make([]string, len(cands))
		for i, c := range cands {
			if qi < len(c.Completions) {
				shown[i] = c.Completions[qi]
			}
		}
		js, err := p.judgeAllLocked(ctx, q, shown)
		if err != nil {
			return nil, err
		}
		top, scored := float32(0), false
		for i, j := range js {
			if !j.formed {
				continue
			}
			sc[i].formed++
			sc[i].ll = sc[i].ll + j.ll
			if !scored || j.ll > top {
				top, scored = j.ll, true
			}
		}
		for i, j := range js {
			if j.formed && j.ll == top {
				sc[i].first++
			}
		}
	}
	return sc, nil
}

// best orders scores (most first choices, then most critiques naming the
// candidate, then the higher summed log-probability, then the node's tie
// key) and returns the first. It reports false when no candidate gave a
// well-formed answer: then there is nothing to judge, and nobody is named.
func best(sc []score) (score, bool) {
	var ok []score
	for _, s := range sc {
		if s.formed > 0 {
			ok = append(ok, s)
		}
	}
	if len(ok) == 0 {
		return score{}, false
	}
	sort.SliceStable(ok, func(a, b int) bool {
		x, y := ok[a], ok[b]
		if x.first != y.first {
			return x.first > y.first
		}
		if x.support != y.support {
			return x.support > y.support
		}
		if x.ll != y.ll {
			return x.ll > y.ll
		}
		return bytes.Compare(x.tie[:], y.tie[:]) < 0
	})
	return ok[0], true
}

// Critique implements swarm.Policy: the model scores every shown answer
// by how likely it is to write it, and names the peer whose answers are
// its likeliest on the most questions (ties: the peer whose answers it
// finds likelier overall). When no shown answer is well formed the node
// abstains (best is empty): no peer is ever named by default.
func (p *Transformer) Critique(ctx context.Context, questions []string, shown []round.PeerAnswer) (string, string, error) {
	if len(shown) == 0 {
		return "", "", nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	sc, err := p.judgeCandidatesLocked(ctx, questions, shown)
	if err != nil {
		return "", "", fmt.Errorf("policy: critique: %w", err)
	}
	b, ok := best(sc)
	if !ok {
		return "", "", nil
	}
	reason := fmt.Sprintf("likeliest answer on %d of %d questions (log-probability %.2f)", b.first, len(questions), b.ll)
	return shown[b.index].Peer, reason, nil
}

// Vote implements swarm.Policy: among the other peers' answers, the ones
// the model finds likeliest on the most questions, then the one most
// critiques named, then the one it finds likelier overall. It abstains
// when no other peer gave a well-formed answer.
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
	p.mu.Lock()
	defer p.mu.Unlock()
	sc, err := p.judgeCandidatesLocked(ctx, questions, others)
	if err != nil {
		return "", fmt.Errorf("policy: vote: %w", err)
	}
	support := map[string]int{}
	for _, c := range critiques {
		support[c.Best]++
	}
	for i := range sc {
		sc[i].support = support[others[sc[i].index].Peer]
	}
	b, ok := best(sc)
	if !ok {
		return "", nil
	}
	return others[b.index].Peer, nil
}
