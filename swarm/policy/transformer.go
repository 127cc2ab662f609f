package policy

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/round"
)

// Alphabet is the character vocabulary: newline and printable ASCII.
const Alphabet = "\n !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// BaseConfig is the architecture of the swarm's base policy model; with
// the same seed every node builds the same initial weights. Its context
// holds the longest stage piece (a judge prompt over a level-3 question).
func BaseConfig(seed uint64) models.TransformerConfig {
	return models.TransformerConfig{
		Vocab: len(Alphabet) + 2, Context: 192, Dim: 64, Layers: 2, Heads: 4, FFMult: 4, Seed: seed, Rotary: true,
		Optim:    repops.AdamWConfig{LR: 1e-3, Beta1: 0.9, Beta2: 0.99, Eps: 1e-8, WeightDecay: 0.01},
		ClipNorm: 1,
	}
}

// Options tune sampling.
type Options struct {
	// MaxAnswerTokens bounds one completion (default 64: a formatted
	// answer to any built-in question fits).
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
		o.MaxAnswerTokens = 64
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

// judgment is the model's verdict on one shown answer.
type judgment struct {
	own    string  // the model's own answer text (inside its tag)
	parsed bool    // the model wrote "yes" or "no"
	right  bool    // it wrote "yes"
	pYes   float32 // the probability of the first character of "yes"
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

// judgeAll judges every shown answer to question q (greedy): the model
// writes its own answer once, then a verdict on each shown text after it.
// p.mu is held.
func (p *Transformer) judgeAllLocked(ctx context.Context, q string, shown []string) ([]judgment, error) {
	if p.judged == nil {
		p.judged = map[judgeKey]judgment{}
	}
	out := make([]judgment, len(shown))
	var unjudged []int
	for i, s := range shown {
		if j, ok := p.judged[judgeKey{q, ShownText(s)}]; ok {
			out[i] = j
		} else {
			unjudged = append(unjudged, i)
		}
	}
	if len(unjudged) == 0 {
		return out, nil
	}
	js, err := Judge(ctx, p.model, p.vocab, q, shownTexts(shown, unjudged), p.opts.MaxAnswerTokens)
	if err != nil {
		return nil, err
	}
	for k, i := range unjudged {
		out[i] = js[k]
		p.judged[judgeKey{q, ShownText(shown[i])}] = js[k]
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

// Judge has model answer question q greedily and then judge each shown
// completion after its own answer.
func Judge(ctx context.Context, model *models.Transformer, vocab *models.CharVocab, q string, shown []string, maxAnswer int) ([]judgment, error) {
	ctxLen := model.Config().Context
	d := model.NewDecoder()
	var last []float32
	feed := func(d *models.Decoder, ids []int) error {
		for _, t := range ids {
			if d.Len() >= ctxLen {
				return fmt.Errorf("policy: judge prompt longer than the context of %d", ctxLen)
			}
			lg, err := d.Feed(t)
			if err != nil {
				return err
			}
			last = lg
		}
		return nil
	}
	if err := feed(d, vocab.Encode(AnswerPrompt(q))); err != nil {
		return nil, err
	}
	nl := newlineToken(vocab)
	var own []int
	for len(own) < maxAnswer && d.Len() < ctxLen {
		tok := models.SampleToken(last, 0, 0, nil)
		if tok == models.TokenEOT {
			break
		}
		own = append(own, tok)
		if err := feed(d, []int{tok}); err != nil {
			return nil, err
		}
		if tok == nl {
			break
		}
	}
	if len(own) == 0 || own[len(own)-1] != nl {
		// The answer did not end its line: end it, so the judge piece
		// starts where the model expects it.
		if err := feed(d, []int{nl}); err != nil {
			return nil, err
		}
	}
	ownText, _ := extract(vocab.Decode(own))
	yes := vocab.Encode(JudgeYes)[0]
	out := make([]judgment, len(shown))
	for i, s := range shown {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c := d.Clone()
		if err := feed(c, vocab.Encode(JudgeSuffix(s))); err != nil {
			return nil, err
		}
		probs := repops.SoftmaxRows(repops.FromData(append([]float32(nil), last...), 1, len(last)))
		j := judgment{own: ownText, pYes: probs.Data[yes]}
		var verdict []int
		for len(verdict) < 4 && c.Len() < ctxLen {
			tok := models.SampleToken(last, 0, 0, nil)
			if tok == nl || tok == models.TokenEOT {
				break
			}
			verdict = append(verdict, tok)
			if err := feed(c, []int{tok}); err != nil {
				return nil, err
			}
		}
		j.right, j.parsed = parseJudgment(vocab.Decode(verdict))
		out[i] = j
	}
	return out, nil
}

// score is a candidate's judged standing over the round's questions.
type score struct {
	index   int
	right   int     // questions judged right
	parsed  int     // judgments that parsed
	support int     // critiques naming the candidate (votes only)
	pYes    float32 // summed probability of "yes" (ties)
}

// judgeCandidates judges every candidate's completions on every question.
func (p *Transformer) judgeCandidatesLocked(ctx context.Context, questions []string, cands []round.PeerAnswer) ([]score, string, error) {
	sc := make([]score, len(cands))
	for i := range sc {
		sc[i].index = i
	}
	var own []string
	for qi, q := range questions {
		shown := make([]string, len(cands))
		for i, c := range cands {
			if qi < len(c.Completions) {
				shown[i] = c.Completions[qi]
			}
		}
		js, err := p.judgeAllLocked(ctx, q, shown)
		if err != nil {
			return nil, "", err
		}
		for i, j := range js {
			if j.parsed {
				sc[i].parsed++
			}
			if j.parsed && j.right {
				sc[i].right++
			}
			sc[i].pYes = sc[i].pYes + j.pYes
		}
		if len(js) > 0 {
			own = append(own, js[0].own)
		}
	}
	return sc, strings.Join(own, "; "), nil
}

// best orders scores (most questions judged right, then most critiques
// naming the candidate, then the higher summed probability the model
// gives "yes") and returns the first. It reports false when no judgment
// parsed: then the model said nothing about any candidate, and nobody is
// named.
func best(sc []score) (score, bool) {
	var ok []score
	for _, s := range sc {
		if s.parsed > 0 {
			ok = append(ok, s)
		}
	}
	if len(ok) == 0 {
		return score{}, false
	}
	sort.SliceStable(ok, func(a, b int) bool {
		x, y := ok[a], ok[b]
		if x.right != y.right {
			return x.right > y.right
		}
		if x.support != y.support {
			return x.support > y.support
		}
		return x.pYes > y.pYes
	})
	return ok[0], true
}

// Critique implements swarm.Policy: the model judges every shown answer
// after writing its own, and names the peer with the most answers judged
// right (ties: the answers the model finds likelier right). When no
// judgment parses, the node abstains (best is empty): no peer is ever
// named by default.
func (p *Transformer) Critique(ctx context.Context, questions []string, shown []round.PeerAnswer) (string, string, error) {
	if len(shown) == 0 {
		return "", "", nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	sc, own, err := p.judgeCandidatesLocked(ctx, questions, shown)
	if err != nil {
		return "", "", fmt.Errorf("policy: critique: %w", err)
	}
	b, ok := best(sc)
	if !ok {
		return "", "", nil
	}
	reason := fmt.Sprintf("%d/%d judged right; mine: %s", b.right, len(questions), own)
	return shown[b.index].Peer, reason, nil
}

// Vote implements swarm.Policy: among the answers some critique named
// best (never its own), the one with the most answers the model judges
// right, then the one most critiques named, then the one the model finds
// likelier right. It abstains when no judgment parses.
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
	sc, _, err := p.judgeCandidatesLocked(ctx, questions, others)
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
