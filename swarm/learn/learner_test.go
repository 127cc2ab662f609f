package learn

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/tasks"
)

func TestAdvantages(t *testing.T) {
	g := Group{Rewards: []float32{1.25, 0.25, 0.25, 1.25}}
	a := g.Advantages()
	if !(a[0] > 0.99 && a[0] < 1.0 && a[1] < -0.99 && a[0] == a[3] && a[1] == a[2] && a[0] == -a[1]) {
		t.Fatalf("advantages %v", a)
	}
	if g.informative() != true {
		t.Fatal("a group with different rewards carries no signal")
	}
	flat := Group{Rewards: []float32{0.25, 0.25, 0.25}}
	for _, x := range flat.Advantages() {
		if x != 0 {
			t.Fatalf("equal rewards gave advantages %v", flat.Advantages())
		}
	}
}

var easy = tasks.Procedural{Families: tasks.Families()[1:2], Level: 1} // comparison

func mustBase(t testing.TB) *policy.Transformer {
	t.Helper()
	pol, err := policy.LoadBase("me", policy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return pol
}

func newLearner(t *testing.T, self string, cfg Config) *Learner {
	t.Helper()
	pol, err := policy.LoadBase(self, policy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := New(pol, nil, "swarm-1", self, easy, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// group builds a peer's group of question q with one right and one wrong
// completion (the claimed rewards are nonsense: the learner rescores).
func group(t *testing.T, peer string, r uint64, q int) Group {
	t.Helper()
	qs, err := TrainingQuestions(easy, "swarm-1", peer, r, MaxTrainingQuestions)
	if err != nil {
		t.Fatal(err)
	}
	tk := qs[q]
	return Group{Peer: peer, Question: q, Task: tk, Completions: []string{tasks.Format(tk.Answer), tasks.Format(tk.Distractor(rand.New(rand.NewPCG(uint64(q), 1))))}, Rewards: []float32{9, 9}}
}

func TestPickExternalRescoresCapsAndIgnoresOrder(t *testing.T) {
	l := newLearner(t, "me", Config{Local: 2, External: 4, MaxPerPeer: 2})
	var cands []Group
	for q := range 5 {
		cands = append(cands, group(t, "flooder", 3, q))
	}
	cands = append(cands, group(t, "a", 3, 0), group(t, "b", 3, 1), group(t, "me", 3, 2))
	// A group whose completions are all wrong carries no signal.
	dull := group(t, "c", 3, 0)
	dull.Completions = []string{"x", "y"}
	cands = append(cands, dull)
	got, informative := l.pickExternal(3, cands)
	if len(got) != 4 || informative != 7 {
		t.Fatalf("picked %d groups (%d informative), want 4 of 7", len(got), informative)
	}
	per := map[string]int{}
	for _, g := range got {
		per[g.Peer]++
		if g.Peer == "me" || g.Peer == "c" {
			t.Fatalf("picked %s's group", g.Peer)
		}
		if g.Rewards[0] != 1.25 || g.Rewards[1] != 0.25 {
			t.Fatalf("rewards %v are not the verifier's", g.Rewards)
		}
	}
	if per["flooder"] > 2 {
		t.Fatalf("%d groups from one peer, cap 2", per["flooder"])
	}
	rev := slices.Clone(cands)
	slices.Reverse(rev)
	again, _ := l.pickExternal(3, rev)
	for i := range got {
		if got[i].Peer != again[i].Peer || got[i].Question != again[i].Question {
			t.Fatal("the choice depends on the order of arrival")
		}
	}
}

// TestTrainIsReproducibleAndLearns: two learners with the same seeds and
// rollouts end every round in the same state; the update raises the
// likelihood of the rewarded completions.
func TestTrainIsReproducibleAndLearns(t *testing.T) {
	ctx := context.Background()
	cfg := Config{Local: 2, External: 2, Group: 4}
	a, b := newLearner(t, "node-a", cfg), newLearner(t, "node-a", cfg)
	ext := []Group{group(t, "p1", 0, 0), group(t, "p2", 0, 1)}
	before := logLik(t, a, ext[0])
	for r := range uint64(2) {
		la, err := a.Rollouts(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		lb, _ := b.Rollouts(ctx, r)
		for i := range la {
			if !slices.Equal(la[i].Completions, lb[i].Completions) {
				t.Fatalf("round %d: rollouts differ", r)
			}
		}
		ra, err := a.Train(ctx, r, la, ext)
		if err != nil {
			t.Fatal(err)
		}
		rb, _ := b.Train(ctx, r, lb, ext)
		t.Logf("round %d: %+v", r, ra)
		if ra.StateHash != rb.StateHash {
			t.Fatalf("round %d: state %x vs %x", r, ra.StateHash, rb.StateHash)
		}
		if ra.ExternalGroups != 2 || ra.Steps != uint64(max(2, ra.LocalGroups+ra.ExternalGroups)) {
			t.Fatalf("round %d: used %d local and %d external groups in %d steps, want one step per group", r, ra.LocalGroups, ra.ExternalGroups, ra.Steps)
		}
	}
	after := logLik(t, a, ext[0])
	if !(after[0]-after[1] > before[0]-before[1]) {
		t.Fatalf("the right answer's margin over the wrong one did not grow: %v -> %v", before, after)
	}
}

// TestEncodeNegatives: by default a node learns from all of its own
// signal-carrying completions but only from a peer's that beat their
// group's mean; "all" learns from every one, "none" from no completion
// worse than its group's mean.
func TestEncodeNegatives(t *testing.T) {
	own := group(t, "", 0, 0)
	own.Rewards = []float32{1.25, 0.25}
	peer := group(t, "p1", 0, 1)
	peer.Rewards = []float32{1.25, 0.25}
	for _, tc := range []struct {
		neg       Negatives
		seqs, pos int
	}{{NegativesOwn, 3, 2}, {NegativesAll, 4, 2}, {NegativesNone, 2, 2}} {
		l := newLearner(t, "me", Config{Local: 2, External: 2, Negatives: tc.neg})
		b, err := l.encode([]Group{own, peer})
		if err != nil {
			t.Fatal(err)
		}
		if len(b.Tokens) != tc.seqs {
			t.Fatalf("negatives %v: %d sequences, want %d", tc.neg, len(b.Tokens), tc.seqs)
		}
		pos := 0
		for i := range b.Adv {
			for j, m := range b.Mask[i] {
				if m != 0 {
					if b.Adv[i][j] > 0 {
						pos++
					}
					break
				}
			}
		}
		if pos != tc.pos {
			t.Fatalf("negatives %v: %d sequences with a positive advantage, want %d", tc.neg, pos, tc.pos)
		}
	}
}

// logLik returns the summed log-probability of each completion of g.
func logLik(t *testing.T, l *Learner, g Group) []float64 {
	t.Helper()
	vocab := l.pol.Vocab()
	out := make([]float64, len(g.Completions))
	for i, c := range g.Completions {
		p := vocab.Encode(policy.AnswerPrompt(g.Task.Question))
		ids := append(p, vocab.Encode(c+"\n")...)
		lp, err := l.pol.Model().LogProbs(ids)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range lp[len(p)-1:] {
			out[i] += float64(x)
		}
	}
	return out
}

func TestAdaptMovesJ(t *testing.T) {
	l := newLearner(t, "me", Config{Local: 4, External: 2, AdaptExternal: true})
	// External candidates always informative, own groups never: J rises
	// to I+J-1 and stops there.
	for range 10 {
		ext := make([]Group, l.j)
		l.adapt(Report{Dropped: 6, Candidates: 8, Informative: 8}, make([]Group, 6), ext)
	}
	if l.j != 5 {
		t.Fatalf("J = %d, want 5", l.j)
	}
	// Then no candidates arrive: J falls to 0.
	for range 10 {
		l.adapt(Report{Candidates: 0}, make([]Group, 6), nil)
	}
	if l.j != 0 {
		t.Fatalf("J = %d, want 0", l.j)
	}
}

func TestSteps(t *testing.T) {
	l := newLearner(t, "me", Config{Local: 4, External: 4})
	f := newLearner(t, "me", Config{Local: 4, External: 4, FixedEpochs: true})
	for _, c := range []struct{ groups, steps, fixed int }{{0, 2, 2}, {1, 2, 2}, {2, 2, 2}, {5, 5, 2}, {8, 8, 2}} {
		if got := l.steps(c.groups); got != c.steps {
			t.Fatalf("%d groups: %d steps, want %d", c.groups, got, c.steps)
		}
		if got := f.steps(c.groups); got != c.fixed {
			t.Fatalf("fixed epochs, %d groups: %d steps, want %d", c.groups, got, c.fixed)
		}
	}
}

func TestParseNegatives(t *testing.T) {
	for _, n := range []Negatives{NegativesOwn, NegativesAll, NegativesNone} {
		got, err := ParseNegatives(n.String())
		if err != nil || got != n {
			t.Fatalf("%v: parsed %v, %v", n, got, err)
		}
	}
	if got, err := ParseNegatives(""); err != nil || got != NegativesOwn {
		t.Fatalf(`"": %v, %v`, got, err)
	}
	if _, err := ParseNegatives("some"); err == nil {
		t.Fatal("parsed \"some\"")
	}
	if err := (Config{Local: 1, Group: 2, EpsLow: 0.2, EpsHigh: 0.28, LR: 1e-4, Epochs: 1, Negatives: 3}).Validate(); err == nil {
		t.Fatal("an unknown negatives setting validated")
	}
}

func TestConfigValidate(t *testing.T) {
	for _, c := range []Config{{Local: 0, External: 0}, {Local: 4, External: 4, Group: 1}, {Local: 40, External: 40}} {
		c.defaults()
		if c.Validate() == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}

// TestResetOptimizerTakesStepsOfTheLearningRate: from the base checkpoint,
// whose optimizer moments are its pretraining's, a learner made with
// ResetOptimizer starts at step 0 and its first policy step moves the
// weights by about the learning rate (AdamW's first step), while one that
// keeps the pretraining's moments moves them far less on the same batch.
func TestResetOptimizerTakesStepsOfTheLearningRate(t *testing.T) {
	ctx := context.Background()
	move := func(reset bool) (float64, uint64) {
		cfg := Config{Local: 2, External: 2, Group: 4, Epochs: 1, FixedEpochs: true, ResetOptimizer: reset}
		l := newLearner(t, "node-a", cfg)
		steps := l.pol.Model().Step()
		_, ps := l.pol.Model().Params()
		before := make([][]float32, len(ps))
		for i, p := range ps {
			before[i] = slices.Clone(p.Value.Data)
		}
		ext := []Group{group(t, "p1", 0, 0), group(t, "p2", 0, 1)}
		rep, err := l.Train(ctx, 0, nil, ext)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Steps != 1 {
			t.Fatalf("took %d policy steps, want 1", rep.Steps)
		}
		var sum float64
		var n int
		for i, p := range ps {
			for k, x := range p.Value.Data {
				if d := math.Abs(float64(x - before[i][k])); d > 0 {
					sum += d
					n++
				}
			}
		}
		if n == 0 {
			t.Fatal("the policy step moved no weight")
		}
		return sum / float64(n), steps
	}
	fresh, freshSteps := move(true)
	kept, keptSteps := move(false)
	t.Logf("mean move of a moved weight: reset %.3g (from step %d), kept %.3g (from step %d)", fresh, freshSteps, kept, keptSteps)
	if freshSteps != 0 || keptSteps == 0 {
		t.Fatalf("optimizer steps before training: reset %d, kept %d", freshSteps, keptSteps)
	}
	if lr := float64(DefaultLR); fresh < lr/2 || fresh > 2*lr {
		t.Fatalf("a fresh optimizer's first step moved weights by %.3g on average, want about the learning rate %g", fresh, lr)
	}
	if !(kept < fresh/3) {
		t.Fatalf("the pretraining's moments did not shrink the step: kept %.3g, reset %.3g", kept, fresh)
	}
}
