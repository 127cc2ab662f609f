package learn

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/tasks"
)

// Config tunes the learner. Zero values take the defaults.
type Config struct {
	// Local (I) and External (J) are the groups a node trains on per
	// round: its own questions and peers' shared ones (swarm parameters;
	// a node may override them).
	Local, External int
	// Group (G) is the number of completions sampled per question
	// (default 4).
	Group int
	// EpsLow and EpsHigh bound the probability ratio (defaults 0.2 and
	// 0.28, as in the SAPO paper's setup).
	EpsLow, EpsHigh float32
	// KLBeta weighs a KL penalty to the base policy (default 0: off).
	KLBeta float32
	// LR is the learning rate of the policy steps (default 1e-4: at 3e-4
	// a 4-member swarm's policies got worse on held-out questions within
	// 20 rounds; see docs/BENCHMARKS.md).
	LR float32
	// Epochs is the least number of policy steps on each round's batch
	// (default 2: the second one is off-policy, where clipping acts).
	Epochs int
	// FixedEpochs takes exactly Epochs steps a round. By default a learner
	// whose batch holds more groups than Epochs takes one full-batch step
	// per group: AdamW moves the weights by about the learning rate a
	// step whatever the batch, so a fixed number of steps learns as much
	// from five groups as from one. On level-2 comparisons one step per
	// group raised what 4/4 sharing earns over 8/0 from 1.22 to 1.32
	// times, with 8/0 itself unchanged within its spread
	// (docs/BENCHMARKS.md).
	FixedEpochs bool
	// Temperature of the rollouts (default 1: the model's distribution).
	Temperature float32
	// MaxTokens bounds one completion (default
	// policy.MaxCompletionTokens).
	MaxTokens int
	// MaxPerPeer caps the external groups taken from any one peer per
	// round (default: half of External, at least 1), so a flooding peer
	// cannot fill a node's batch.
	MaxPerPeer int
	// AdaptExternal lets the node move J within [0, Local+External-1]
	// from what external groups recently contributed (see Adapt).
	AdaptExternal bool
	// ResetOptimizer zeroes the policy's optimizer moments and step count
	// when the learner is made. Set it when the policy starts from a
	// pretrained checkpoint, whose moments are its pretraining's: kept,
	// they scale every policy step by the size of the pretraining
	// gradients, so the steps shrink with the policy gradient's norm and
	// a batch of more groups (whose noise averages out) learns less.
	// Leave it unset when the policy resumes this learner's own weights.
	ResetOptimizer bool
	// Negatives says which completions worse than their group's mean
	// the node learns from (default NegativesOwn: its own, not peers').
	Negatives Negatives
}

func (c *Config) defaults() {
	if c.Group == 0 {
		c.Group = 4
	}
	if c.EpsLow == 0 {
		c.EpsLow = 0.2
	}
	if c.EpsHigh == 0 {
		c.EpsHigh = 0.28
	}
	if c.LR == 0 {
		c.LR = DefaultLR
	}
	if c.Epochs == 0 {
		c.Epochs = 2
	}
	if c.Temperature == 0 {
		c.Temperature = 1
	}
	if c.MaxTokens == 0 {
		c.MaxTokens = policy.MaxCompletionTokens
	}
	if c.MaxPerPeer == 0 {
		c.MaxPerPeer = max(1, c.External/2)
	}
}

// Validate checks the configuration (after defaults).
func (c Config) Validate() error {
	switch {
	case c.Local < 0 || c.External < 0 || c.Local+c.External == 0 || c.Local+c.External > 64:
		return fmt.Errorf("learn: local %d and external %d groups: each at least 0, together 1 to 64", c.Local, c.External)
	case c.Group < 2 || c.Group > 16:
		return fmt.Errorf("learn: group size %d outside 2..16", c.Group)
	case !(c.EpsLow > 0 && c.EpsLow < 1) || !(c.EpsHigh > 0):
		return fmt.Errorf("learn: clip range %g/%g invalid", c.EpsLow, c.EpsHigh)
	case c.Negatives > NegativesNone:
		return fmt.Errorf("learn: unknown negatives setting %d", c.Negatives)
	case c.KLBeta < 0 || !(c.LR > 0) || c.Epochs < 1 || c.Epochs > 8:
		return fmt.Errorf("learn: kl_beta %g, lr %g or epochs %d out of range", c.KLBeta, c.LR, c.Epochs)
	}
	return nil
}

// Group is one question with G completions and their rewards.
type Group struct {
	// Peer is the peer that shared the group ("" for this node's own).
	Peer string
	// Question indexes the sharer's training questions of the round.
	Question int
	Task     tasks.Task
	// Completions are the answers (without the final newline).
	Completions []string
	// Rewards are this node's verifier's, one per completion.
	Rewards []float32
}

// Advantages returns the group-normalised advantages: (r - mean) / (std
// + 1e-4), computed in float32 in a fixed order; all zero when every
// reward is the same.
func (g Group) Advantages() []float32 {
	n := float32(len(g.Rewards))
	var sum float32
	for _, r := range g.Rewards {
		sum = sum + r
	}
	mean := sum / n
	var ss float32
	for _, r := range g.Rewards {
		d := r - mean
		ss = ss + float32(d*d)
	}
	std := float32(math.Sqrt(float64(ss / n))) // IEEE square root: exact on every platform
	out := make([]float32, len(g.Rewards))
	if std == 0 {
		return out
	}
	for i, r := range g.Rewards {
		out[i] = (r - mean) / (std + 1e-4)
	}
	return out
}

// informative reports whether some advantage is non-zero.
func (g Group) informative() bool {
	for _, a := range g.Advantages() {
		if a != 0 {
			return true
		}
	}
	return false
}

// Reward is the verifier's reward of a completion: 1 when correct plus
// 0.25 when well formed (tasks.RewardMilli in units).
func Reward(t tasks.Task, completion string) float32 {
	return float32(t.Verify(completion).RewardMilli()) / 1000
}

// Learner trains one node's policy. It is not safe for concurrent use;
// it takes the policy's lock while it samples and updates.
type Learner struct {
	pol     *policy.Transformer
	ref     *models.Transformer // frozen base (KL only)
	cfg     Config
	self    string
	swarmID string
	src     tasks.Source
	// j is the current external share (adapted when AdaptExternal).
	j int
	// contrib tracks what groups recently contributed (AdaptExternal).
	contrib contribution
}

// New returns the learner of node self (binary peer ID) in swarmID, which
// trains pol on questions drawn from src. ref, the base model, is needed
// only with a KL penalty.
func New(pol *policy.Transformer, ref *models.Transformer, swarmID, self string, src tasks.Source, cfg Config) (*Learner, error) {
	cfg.defaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if pol == nil || src == nil {
		return nil, errors.New("learn: New needs a policy and a task source")
	}
	if cfg.KLBeta > 0 && ref == nil {
		return nil, errors.New("learn: a KL penalty needs the base model")
	}
	if cfg.ResetOptimizer {
		pol.Lock()
		pol.Model().ResetOptimizer()
		pol.Unlock()
	}
	return &Learner{pol: pol, ref: ref, cfg: cfg, self: self, swarmID: swarmID, src: src, j: cfg.External}, nil
}

// Config returns the configuration in use (defaults filled in).
func (l *Learner) Config() Config { return l.cfg }

// External returns the number of external groups the next round takes.
func (l *Learner) External() int { return l.j }

// local returns the number of local groups the next round samples.
func (l *Learner) local() int { return l.cfg.Local + l.cfg.External - l.j }

// TrainingKey names the stream of a peer's training questions in a swarm.
func TrainingKey(swarmID, peer string) string {
	return "synod/swarm/train/v1\x00" + swarmID + "\x00" + peer
}

// TrainingQuestions draws peer's training questions of round r (n of
// them): every node can redraw them, so a shared group's task is never
// taken on its sharer's word.
func TrainingQuestions(src tasks.Source, swarmID, peer string, r uint64, n int) ([]tasks.Task, error) {
	if n <= 0 {
		return nil, nil
	}
	if n > MaxTrainingQuestions {
		return nil, fmt.Errorf("learn: %d training questions asked, at most %d", n, MaxTrainingQuestions)
	}
	// Always draw the full set and cut it, so question i is the same
	// whatever the caller asks for (a source need not be prefix-stable).
	qs, err := src.Draw(TrainingKey(swarmID, peer), r, MaxTrainingQuestions)
	if err != nil {
		return nil, err
	}
	return qs[:n], nil
}

// MaxTrainingQuestions is how many training questions are drawn per peer
// and round (a node uses the first I; a shared group's index must be
// below it).
const MaxTrainingQuestions = 32

// rng keys the sampling of one rollout.
func (l *Learner) rng(r uint64, q int) *repops.Philox {
	h := sha256.New()
	h.Write([]byte("synod/learn/rollout\x00" + l.self + "\x00"))
	h.Write(binary.BigEndian.AppendUint64(nil, r))
	h.Write(binary.BigEndian.AppendUint32(nil, uint32(q)))
	return repops.NewPhilox(binary.LittleEndian.Uint64(h.Sum(nil)[:8]), 0)
}

// Rollouts samples this node's groups of round r: G completions of each
// of its first I+J training questions, scored by the verifier. As in the
// SAPO paper's setup, a node answers the same number of questions in
// every configuration, shares them all, and trains on I of its own and J
// of its peers'.
func (l *Learner) Rollouts(ctx context.Context, r uint64) ([]Group, error) {
	qs, err := TrainingQuestions(l.src, l.swarmID, l.self, r, l.cfg.Local+l.cfg.External)
	if err != nil {
		return nil, err
	}
	l.pol.Lock()
	defer l.pol.Unlock()
	m, vocab := l.pol.Model(), l.pol.Vocab()
	out := make([]Group, 0, len(qs))
	for i, t := range qs {
		g := Group{Question: i, Task: t}
		rng := l.rng(r, i)
		for range l.cfg.Group {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			s, err := policy.Generate(m, vocab, policy.AnswerPrompt(t.Question), l.cfg.MaxTokens, l.cfg.Temperature, 0, rng)
			if err != nil {
				return nil, fmt.Errorf("learn: sampling a rollout: %w", err)
			}
			s = trimNewline(s)
			g.Completions = append(g.Completions, s)
			g.Rewards = append(g.Rewards, Reward(t, s))
		}
		out = append(out, g)
	}
	return out, nil
}

func trimNewline(s string) string {
	if n := len(s); n > 0 && s[n-1] == '\n' {
		return s[:n-1]
	}
	return s
}

// Report is what one round of learning did.
type Report struct {
	Round uint64 `json:"round"`
	// LocalGroups and ExternalGroups were trained on (after dropping
	// groups whose advantages were all zero); Dropped counts those.
	LocalGroups    int `json:"local_groups"`
	ExternalGroups int `json:"external_groups"`
	Dropped        int `json:"dropped"`
	// Candidates is the number of external groups offered; Informative
	// how many of them carried a learning signal under this node's
	// verifier.
	Candidates  int `json:"candidates"`
	Informative int `json:"informative"`
	// Reward and Accuracy are the mean reward and the share of correct
	// completions of the local rollouts (before the update).
	Reward   float64 `json:"reward"`
	Accuracy float64 `json:"accuracy"`
	// ExternalReward is the mean reward of the external groups used.
	ExternalReward float64 `json:"external_reward"`
	// Loss, ClipFraction and Steps describe the policy steps.
	Loss         float32 `json:"loss"`
	ClipFraction float32 `json:"clip_fraction"`
	Steps        uint64  `json:"steps"`
	// External is J for the next round.
	External  int      `json:"external"`
	StateHash [32]byte `json:"-"`
}

// Train runs round r's update on the local groups and J groups chosen
// from the external candidates (rescored here with this node's
// verifier), and returns what it did.
func (l *Learner) Train(ctx context.Context, r uint64, local, candidates []Group) (Report, error) {
	rep := Report{Round: r, Candidates: len(candidates)}
	var correct, total int
	var rewards float64
	for _, g := range local {
		for i, c := range g.Completions {
			if g.Task.Verify(c).Correct {
				correct++
			}
			rewards += float64(g.Rewards[i])
			total++
		}
	}
	if total > 0 {
		rep.Reward, rep.Accuracy = rewards/float64(total), float64(correct)/float64(total)
	}
	ext, informative := l.pickExternal(r, candidates)
	rep.Informative = informative
	batch := l.pickLocal(r, local)
	rep.LocalGroups = len(batch)
	for _, g := range local {
		if !g.informative() {
			rep.Dropped++
		}
	}
	var extReward float64
	var extN int
	for _, g := range ext {
		batch = append(batch, g)
		rep.ExternalGroups++
		for _, x := range g.Rewards {
			extReward += float64(x)
			extN++
		}
	}
	if extN > 0 {
		rep.ExternalReward = extReward / float64(extN)
	}
	l.pol.Lock()
	defer l.pol.Unlock()
	m := l.pol.Model()
	if len(batch) > 0 {
		b, err := l.encode(batch)
		if err != nil {
			return rep, err
		}
		old, err := m.TokenLogProbs(b.Tokens, b.Targets)
		if err != nil {
			return rep, fmt.Errorf("learn: scoring the rollouts: %w", err)
		}
		b.OldLogp = old
		if l.cfg.KLBeta > 0 {
			if b.RefLogp, err = l.ref.TokenLogProbs(b.Tokens, b.Targets); err != nil {
				return rep, fmt.Errorf("learn: scoring with the base policy: %w", err)
			}
		}
		saved := m.LR()
		m.SetLR(l.cfg.LR)
		o := repops.PolicyLossOptions{EpsLow: l.cfg.EpsLow, EpsHigh: l.cfg.EpsHigh, KLBeta: l.cfg.KLBeta, Normalizer: b.Normalizer}
		for range l.steps(len(batch)) {
			if err := ctx.Err(); err != nil {
				m.SetLR(saved)
				return rep, err
			}
			loss, st, err := m.PolicyStep(b, o, nil)
			if err != nil {
				m.SetLR(saved)
				return rep, fmt.Errorf("learn: policy step: %w", err)
			}
			rep.Loss, rep.ClipFraction = loss, st.ClipFraction
			rep.Steps++
		}
		m.SetLR(saved)
	}
	l.adapt(rep, local, ext)
	rep.External = l.j
	h, err := m.StateHash()
	if err != nil {
		return rep, err
	}
	rep.StateHash = h
	return rep, nil
}

// steps is the number of policy steps on a batch of groups.
func (l *Learner) steps(groups int) int {
	if l.cfg.FixedEpochs {
		return l.cfg.Epochs
	}
	return max(l.cfg.Epochs, groups)
}

// pickLocal draws I of the node's own groups that carry a signal, with a
// generator keyed by (node, round).
func (l *Learner) pickLocal(r uint64, local []Group) []Group {
	var ok []Group
	for _, g := range local {
		if g.informative() {
			ok = append(ok, g)
		}
	}
	h := sha256.Sum256(fmt.Appendf(nil, "synod/learn/local\x00%s\x00%d", l.self, r))
	rng := repops.NewPhilox(binary.LittleEndian.Uint64(h[:8]), 0)
	for i := len(ok) - 1; i > 0; i-- {
		k := rng.Intn(i + 1)
		ok[i], ok[k] = ok[k], ok[i]
	}
	return ok[:min(len(ok), l.local())]
}

// pickExternal rescores the candidates with this node's verifier, drops
// those without signal, caps each peer's share and draws J of the rest
// uniformly with a generator keyed by (node, round). The choice depends
// only on the set of candidates, not on their order of arrival.
func (l *Learner) pickExternal(r uint64, cands []Group) ([]Group, int) {
	if len(cands) == 0 {
		return nil, 0
	}
	var ok []Group
	for _, g := range cands {
		if g.Peer == "" || g.Peer == l.self || len(g.Completions) == 0 {
			continue
		}
		g.Rewards = make([]float32, len(g.Completions))
		for i, c := range g.Completions {
			g.Rewards[i] = Reward(g.Task, c)
		}
		if g.informative() {
			ok = append(ok, g)
		}
	}
	slices.SortFunc(ok, func(a, b Group) int {
		return cmp.Or(cmp.Compare(a.Peer, b.Peer), cmp.Compare(a.Question, b.Question), slices.Compare(a.Completions, b.Completions))
	})
	ok = slices.CompactFunc(ok, func(a, b Group) bool {
		return a.Peer == b.Peer && a.Question == b.Question
	})
	h := sha256.Sum256(fmt.Appendf(nil, "synod/learn/external\x00%s\x00%d", l.self, r))
	rng := repops.NewPhilox(binary.LittleEndian.Uint64(h[:8]), 0)
	// Fisher-Yates with the node's stream, then the first J within the
	// per-peer cap.
	for i := len(ok) - 1; i > 0; i-- {
		k := rng.Intn(i + 1)
		ok[i], ok[k] = ok[k], ok[i]
	}
	per := map[string]int{}
	var out []Group
	for _, g := range ok {
		if l.j == 0 {
			break
		}
		if len(out) == l.j {
			break
		}
		if per[g.Peer] >= l.cfg.MaxPerPeer {
			continue
		}
		per[g.Peer]++
		out = append(out, g)
	}
	return out, len(ok)
}

// encode builds the policy batch: prompt + completion + newline per
// completion, the completion's tokens learned with the group's advantage
// (those with a negative one as Config.Negatives says); the loss is
// normalised by the number of learned tokens.
func (l *Learner) encode(groups []Group) (models.PolicyBatch, error) {
	vocab := l.pol.Vocab()
	ctxLen := l.pol.Model().Config().Context
	type seq struct {
		ids    []int
		start  int
		advant float32
	}
	var seqs []seq
	for _, g := range groups {
		adv := g.Advantages()
		for i, c := range g.Completions {
			if !l.cfg.Negatives.keep(adv[i], g.Peer != "") {
				continue
			}
			p := vocab.Encode(policy.AnswerPrompt(g.Task.Question))
			ids := append(p, vocab.Encode(c+"\n")...)
			if len(ids) > ctxLen+1 {
				ids = ids[:ctxLen+1]
			}
			seqs = append(seqs, seq{ids: ids, start: len(p), advant: adv[i]})
		}
	}
	T := 0
	for _, s := range seqs {
		T = max(T, len(s.ids)-1)
	}
	var b models.PolicyBatch
	var n int
	for _, s := range seqs {
		in, tg := make([]int, T), make([]int, T)
		adv, mask := make([]float32, T), make([]float32, T)
		for j := range T {
			tg[j] = -1
			if j+1 < len(s.ids) {
				in[j] = s.ids[j]
				if j+1 >= s.start {
					tg[j], adv[j], mask[j] = s.ids[j+1], s.advant, 1
					n++
				}
			}
		}
		b.Tokens, b.Targets = append(b.Tokens, in), append(b.Targets, tg)
		b.Adv, b.Mask = append(b.Adv, adv), append(b.Mask, mask)
	}
	if n == 0 {
		return b, errors.New("learn: no completion tokens to learn")
	}
	b.Normalizer = float32(n)
	return b, nil
}

// DefaultLR is the learning rate of the policy steps when Config.LR is 0.
const DefaultLR = 1e-4

// Swarm defaults of I and J: half the batch from the node's own
// questions, half from its peers' (the SAPO paper's best split, 4/4).
const (
	DefaultLocal    = 4
	DefaultExternal = 4
)
