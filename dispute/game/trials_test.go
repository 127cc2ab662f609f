package game

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
	"github.com/synod-net/synod/repops/models"
)

// job is an honest training run: state hashes after each step and each
// step's trace, with the capturing tracer that can replay its entries.
type job struct {
	states  []Hash
	traces  [][]repops.TraceEntry // traces[step], step from 1
	tracers []*repops.Tracer
	ckpts   []*checkpoint.Checkpoint // state after each step (copies; 0: the initial state)
	opSet   int
}

func trainJob(t *testing.T, steps int) *job { return trainJobOpSet(t, steps, 1, "gelu") }

// trainJobOpSet is trainJob under op set opSet with activation act.
func trainJobOpSet(t *testing.T, steps, opSet int, act string) *job {
	t.Helper()
	optim := repops.AdamWConfig{LR: 0.01, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8, WeightDecay: 0.01}
	// m is an MLP with activation act, or for act "unfused" a 1-layer
	// transformer traced op by op (its attention, normalizations and
	// softmax reduce to scalar steps).
	var m interface {
		SetOpSet(int) error
		Checkpoint() (*checkpoint.Checkpoint, error)
	}
	var train func(s int, tr *repops.Tracer) error
	if act == "unfused" {
		tf, err := models.NewTransformer(models.TransformerConfig{Vocab: 6, Context: 4, Dim: 8, Layers: 1, Heads: 2, FFMult: 2, Seed: 7, Optim: optim})
		if err != nil {
			t.Fatal(err)
		}
		tf.SetUnfused(true)
		m = tf
		train = func(s int, tr *repops.Tracer) error {
			b := models.Batch{Tokens: [][]int{{1, (s + 2) % 6, 3, 4}, {5, 0, (s + 1) % 6, 2}}, Targets: [][]int{{2, 3, 4, 5}, {0, 1, 2, -1}}}
			_, err := tf.TrainStep(b, tr)
			return err
		}
	} else {
		mlp, err := models.NewMLP(models.MLPConfig{Sizes: []int{4, 12, 12, 3}, Activation: act, Seed: 7, Optim: optim})
		if err != nil {
			t.Fatal(err)
		}
		m = mlp
		rng := repops.NewPhilox(11, 0)
		train = func(s int, tr *repops.Tracer) error {
			x := repops.Zeros(8, 4)
			rng.FillNormal(x, 1)
			labels := make([]int, 8)
			for i := range labels {
				labels[i] = (i + s) % 3
			}
			_, err := mlp.TrainStep(x, labels, tr)
			return err
		}
	}
	if err := m.SetOpSet(opSet); err != nil {
		t.Fatal(err)
	}
	j := &job{traces: make([][]repops.TraceEntry, steps+1), tracers: make([]*repops.Tracer, steps+1), ckpts: make([]*checkpoint.Checkpoint, steps+1), opSet: opSet}
	// The state hash receipts commit (internal/commit's).
	stateHash := func() Hash {
		c, err := m.Checkpoint()
		if err != nil {
			t.Fatal(err)
		}
		h, err := commit.CheckpointStateHash(c)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	j.states = append(j.states, stateHash())
	// snap copies the model's state: ckpts[0] is the initial one.
	snap := func() *checkpoint.Checkpoint {
		c, err := m.Checkpoint()
		if err != nil {
			t.Fatal(err)
		}
		cp := *c
		cp.Tensors = append([]checkpoint.Tensor(nil), c.Tensors...)
		for i := range cp.Tensors {
			cp.Tensors[i].Data = append([]float32(nil), c.Tensors[i].Data...)
			cp.Tensors[i].Hash = nil
		}
		return &cp
	}
	j.ckpts[0] = snap()
	for s := 1; s <= steps; s++ {
		tr := repops.NewTracer(repops.WithCapture())
		if err := train(s, tr); err != nil {
			t.Fatal(err)
		}
		j.traces[s], j.tracers[s] = tr.Entries(), tr
		j.states = append(j.states, stateHash())
		j.ckpts[s] = snap()
	}
	return j
}

func flip(h Hash, bit int) Hash {
	h[bit/8] ^= 1 << (bit % 8)
	return h
}

// altered returns the data of a party that changed bit of entry e's output
// in step s: that output and every state hash from step s on differ. With
// e == len(trace) the trace is honest and only the state hashes lie.
func (j *job) altered(s, e, bit int) (func(int) Hash, func(int) []repops.TraceEntry) {
	tr := append([]repops.TraceEntry(nil), j.traces[s]...)
	if e < len(tr) {
		tr[e].Output = repops.Hash(flip(Hash(tr[e].Output), bit))
	}
	states := func(k int) Hash {
		if k >= s {
			return flip(j.states[k], bit)
		}
		return j.states[k]
	}
	trace := func(step int) []repops.TraceEntry {
		if step == s {
			return tr
		}
		return j.traces[step]
	}
	return states, trace
}

func (j *job) honest() (func(int) Hash, func(int) []repops.TraceEntry) {
	return func(k int) Hash { return j.states[k] }, func(s int) []repops.TraceEntry { return j.traces[s] }
}

// referee recomputes op entry e of step s from the captured inputs.
func (j *job) referee(t *testing.T, s, e int) Hash {
	t.Helper()
	ent := j.traces[s][e]
	ts, is, err := j.tracers[s].Inputs(ent)
	if err != nil {
		t.Fatal(err)
	}
	outs, err := repops.ReplayEntry(j.opSet, ent, ts, is)
	if err != nil {
		t.Fatal(err)
	}
	ent.Output = repops.OutputHash(outs)
	return EntryHash(ent)
}

// proveState settles g's pinned state entry of step s with the honest
// run's state proof.
func (j *job) proveState(t *testing.T, g *Game, s int) {
	t.Helper()
	p, err := NewStateProof(j.ckpts[s-1], j.traces[s], j.ckpts[s])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.ProveState(p); err != nil {
		t.Fatalf("step %d: %v", s, err)
	}
}

// trialOpSet is the op set the MLP above trains under: a model's default,
// op set 1.
const trialOpSet = 1

func ceilLog2(n int) int { return bits.Len(uint(n - 1)) }

// ceilLog is ceil(log_a n): the moves a bisection of n items takes with
// arity a.
func ceilLog(a, n int) int {
	k := 0
	for p := 1; p < n; p *= a {
		k++
	}
	return k
}

func TestTrialsHonestWins(t *testing.T) {
	const steps, trials = 13, 200
	j := trainJob(t, steps)
	rng := rand.New(rand.NewPCG(1, 2))
	t0 := time.Unix(0, 0).UTC()
	maxMoves, maxBound, silent, stateLies, proved, wide, maxWide, binary, proving := 0, 0, 0, 0, 0, 0, 0, 0, 0
	for trial := range trials {
		s := 1 + rng.IntN(steps)
		e := rng.IntN(len(j.traces[s]) + 1) // len: only the state hashes lie
		if e == len(j.traces[s]) {
			stateLies++
		}
		bit := rng.IntN(256)
		liar := Party(1 + rng.IntN(2))
		arity := 2
		if rng.IntN(4) == 0 {
			arity = 3 + rng.IntN(3)
		}
		silentAt := -1
		if rng.IntN(5) == 0 {
			silentAt = rng.IntN(12)
		}
		hs, ht := j.honest()
		ls, lt := j.altered(s, e, bit)
		ps := map[Party]*Player{liar: {Role: liar, States: ls, Trace: lt}, liar.Other(): {Role: liar.Other(), States: hs, Trace: ht}}
		cfg := Config{Steps: steps, Entries: len(j.traces[1]), Initial: j.states[0], SolverFinal: ps[Solver].States(steps),
			ChallengerFinal: ps[Challenger].States(steps), Timeout: time.Minute, Arity: arity}
		// Three games in four open with the challenger's split (as on
		// chain), the others with the solver's first post.
		split := trial%4 != 3
		if split {
			cfg.ChallengerSplit = ps[Challenger].OpeningSplit(steps, arity)
		}
		if trial%2 == 0 {
			// Every other game knows the states each party committed to
			// (its receipt's): the ones it plays on, the liar's included.
			for i := 1; i <= steps; i++ {
				cfg.SolverStates = append(cfg.SolverStates, ps[Solver].States(i))
				cfg.ChallengerStates = append(cfg.ChallengerStates, ps[Challenger].States(i))
			}
		}
		// Every third game opened with the split knows the solver's state
		// root (as on chain): the solver proves its states of the pinned
		// step, in its pick that pins the step or its first move after
		// the challenger's, so the proofs cost no move.
		rooted := split && trial%3 == 0
		if rooted {
			leaves := make([]commit.Hash, steps)
			for i := range leaves {
				leaves[i] = ps[Solver].States(i + 1)
			}
			tree, err := commit.New(leaves)
			if err != nil {
				t.Fatal(err)
			}
			root := tree.Root()
			cfg.StateRoot = &root
		}
		g, _, err := New(cfg, t0)
		if err != nil {
			t.Fatal(err)
		}
		now, moves := t0, 0
		var last *Move
		for {
			now = now.Add(time.Second)
			v := g.View()
			if v.Phase == PhaseDone {
				break
			}
			if v.Phase == PhaseReferee {
				if v.Step != s || v.Entry != e {
					t.Fatalf("trial %d: pinned step %d entry %d, want %d %d", trial, v.Step, v.Entry, s, e)
				}
				if v.Entry == len(j.traces[v.Step]) {
					// A state lie: settled by a state proof, no referee.
					j.proveState(t, g, v.Step)
					proved++
					continue
				}
				if _, err := g.Resolve(j.referee(t, v.Step, v.Entry)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if v.ToMove == liar && silentAt >= 0 && v.Turn >= silentAt {
				if ev := g.Tick(now.Add(30 * time.Second)); ev != nil {
					t.Fatalf("trial %d: ended before the deadline: %v", trial, ev)
				}
				if ev := g.Tick(now.Add(2 * time.Minute)); ev == nil {
					t.Fatalf("trial %d: no timeout", trial)
				}
				silent++
				continue
			}
			m, ok := ps[v.ToMove].Move(v)
			if !ok {
				t.Fatalf("trial %d: no move in %+v", trial, v)
			}
			if last != nil {
				// A replayed move is rejected and changes nothing.
				if _, err := g.Step(now, *last); err == nil || !(errors.Is(err, ErrTurn) || errors.Is(err, ErrStale)) {
					t.Fatalf("trial %d: replay: %v", trial, err)
				}
				if !reflect.DeepEqual(v, g.View()) {
					t.Fatalf("trial %d: a rejected move changed the game", trial)
				}
			}
			if _, err := g.Step(now, m); err != nil {
				t.Fatalf("trial %d: %s move %+v: %v", trial, v.ToMove, m, err)
			}
			last = &m
			moves++
		}
		out, _ := g.Outcome()
		if out.Winner != liar.Other() {
			t.Fatalf("trial %d (liar %s, step %d entry %d bit %d, arity %d): outcome %+v", trial, liar, s, e, bit, arity, out)
		}
		// One move per split of each bisection (G+1 entries: the trace
		// and its state entry), no openings: the pick that pins the step
		// opens phase 2, and the solver's state-root proofs ride on its
		// moves. One more when the solver posts first.
		g1 := len(j.traces[s]) + 1
		bound := ceilLog(arity, steps) + ceilLog(arity, g1)
		if !split {
			bound++
		}
		if moves > bound {
			t.Fatalf("trial %d (arity %d, rooted %v): %d moves > bound %d", trial, arity, rooted, moves, bound)
		}
		if arity == 2 && split {
			// The bare sum of the halvings, ceil(log2 T) + ceil(log2 G),
			// wherever G+1 needs no more halvings than G.
			if ceilLog2(g1) == ceilLog2(g1-1) && moves > ceilLog2(steps)+ceilLog2(g1-1) {
				t.Fatalf("trial %d: %d moves > ceil(log2 T) + ceil(log2 G) = %d", trial, moves, ceilLog2(steps)+ceilLog2(g1-1))
			}
			if moves > maxMoves {
				maxMoves, maxBound = moves, bound
			}
			binary++
			if rooted {
				proving++
			}
		}
		if arity > 2 && split {
			// With wider splits the game fits in the halvings alone:
			// ceil(log2 T) + ceil(log2 G).
			if h := ceilLog2(steps) + ceilLog2(len(j.traces[s])); moves > h {
				t.Fatalf("trial %d (arity %d): %d moves > %d halvings", trial, arity, moves, h)
			}
			wide++
			maxWide = max(maxWide, moves)
		}
	}
	if stateLies == 0 || proved == 0 {
		t.Fatalf("%d trials lied about a state hash alone, %d settled by a state proof", stateLies, proved)
	}
	if binary == 0 || proving == 0 {
		t.Fatalf("%d binary games opened with the split, %d with a state root", binary, proving)
	}
	t.Logf("%d trials (T=%d steps, G=%d entries per step, %d silent, %d lying only about the state, %d of them settled by a state proof, %d binary ones proving the solver's states against its root within their moves): %d binary games opened with the challenger's split took at most %d moves, bound ceil(log2 T)+ceil(log2 (G+1)) = %d = ceil(log2 T)+ceil(log2 G) (+1 when the solver posts first); %d games of arity 3 to 5 opened with the split took at most %d moves, within ceil(log2 T)+ceil(log2 G) = %d",
		trials, steps, len(j.traces[1]), silent, stateLies, proved, proving, binary, maxMoves, maxBound, wide, maxWide, ceilLog2(steps)+ceilLog2(len(j.traces[1])))
}

// lengthLie returns the liar's trace of step s altered by kind: its
// last entries dropped, an entry appended, or an entry (with bit of its
// output flipped) inserted earlier; first is the first entry it differs
// at from the honest trace.
func (j *job) lengthLie(rng *rand.Rand, s int, kind string, bit int) (tr []repops.TraceEntry, first int) {
	tr = append([]repops.TraceEntry(nil), j.traces[s]...)
	first = len(tr)
	switch kind {
	case "drop":
		k := 1 + rng.IntN(3)
		tr, first = tr[:len(tr)-k], len(tr)-k
	case "append":
		extra := tr[rng.IntN(len(tr))]
		extra.Index = len(tr)
		tr = append(tr, extra)
	case "insert":
		first = rng.IntN(len(tr) - 1)
		extra := tr[first]
		extra.Output = repops.Hash(flip(Hash(extra.Output), bit))
		tr = slices.Insert(tr, first, extra)
	}
	return tr, first
}

// lengthPlayers returns the honest party and the liar, whose trace of
// step s is tr and whose state hashes differ (by bit) from step s on,
// both able to prove the end of their traces; and their traces.
func (j *job) lengthPlayers(s int, liar Party, tr []repops.TraceEntry, bit int) (ps map[Party]*Player, lt, ht func(int) []repops.TraceEntry) {
	ls, _ := j.altered(s, len(j.traces[s]), bit)
	lt = func(step int) []repops.TraceEntry {
		if step == s {
			return tr
		}
		return j.traces[step]
	}
	hs, ht := j.honest()
	proof := func(trace func(int) []repops.TraceEntry) func(int) *StateProof {
		return func(step int) *StateProof {
			p, err := NewStateProof(j.ckpts[step-1], trace(step), j.ckpts[step])
			if err != nil {
				return nil
			}
			return p
		}
	}
	ps = map[Party]*Player{
		liar:         {Role: liar, States: ls, Trace: lt, StateProof: proof(lt)},
		liar.Other(): {Role: liar.Other(), States: hs, Trace: ht, StateProof: proof(ht)},
	}
	return ps, lt, ht
}

// playLengthGame plays g from time t0 with the players ps to its end, a second
// a move, and returns the moves accepted. settle answers a pinned entry
// (PhaseReferee); a party with no move must be one that may have none
// (mayStall), and loses at its deadline; every move made is accepted.
func playLengthGame(t *testing.T, g *Game, ps map[Party]*Player, t0 time.Time, settle func(View), mayStall func(View) bool) int {
	t.Helper()
	now, moves := t0, 0
	for {
		now = now.Add(time.Second)
		v := g.View()
		switch v.Phase {
		case PhaseDone:
			return moves
		case PhaseReferee:
			settle(v)
			continue
		}
		m, ok := ps[v.ToMove].Move(v)
		if !ok {
			if !mayStall(v) {
				t.Fatalf("no move for the %s in %+v", v.ToMove, v)
			}
			if ev := g.Tick(now.Add(2 * time.Minute)); ev == nil {
				t.Fatal("no timeout")
			}
			continue
		}
		if _, err := g.Step(now, m); err != nil {
			t.Fatalf("%s move %+v: %v", v.ToMove, m, err)
		}
		moves++
	}
}

// TestTrialsTraceLength: 60 games in which the liar opens the pinned
// step with another trace length than the honest party (the job does not
// fix G): its trace drops its last entries (the shorter party lies), has
// an entry appended (the longer party lies) or has one inserted earlier
// (the first difference is an op entry). No referee rules on a length:
// the shorter party proves the end of its trace with a state proof, which
// only an honest one can make, and the honest party wins every game.
func TestTrialsTraceLength(t *testing.T) {
	const steps, trials = 13, 60
	j := trainJob(t, steps)
	rng := rand.New(rand.NewPCG(3, 4))
	t0 := time.Unix(0, 0).UTC()
	kinds := []string{"drop", "append", "insert"}
	ended, refereed, maxMoves, maxBound := map[string]int{}, 0, 0, 0
	for trial := range trials {
		s := 1 + rng.IntN(steps)
		kind := kinds[trial%len(kinds)]
		liar := Party(1 + rng.IntN(2))
		bit := rng.IntN(256)
		honest := j.traces[s]
		tr, first := j.lengthLie(rng, s, kind, bit)
		ps, _, _ := j.lengthPlayers(s, liar, tr, bit)
		cfg := Config{Steps: steps, Initial: j.states[0], SolverFinal: ps[Solver].States(steps),
			ChallengerFinal: ps[Challenger].States(steps), Timeout: time.Minute, Arity: 2, ChallengerSplit: ps[Challenger].OpeningSplit(steps, 2)}
		g, _, err := New(cfg, t0)
		if err != nil {
			t.Fatal(err)
		}
		moves := playLengthGame(t, g, ps, t0, func(v View) {
			// Only an op entry before the shorter trace's end.
			if kind != "insert" || !v.Length || v.Step != s || v.Entry != first || v.Entry >= v.Count {
				t.Fatalf("trial %d (%s): the referee is asked for entry %d of step %d (length game %v, S=%d)", trial, kind, v.Entry, v.Step, v.Length, v.Count)
			}
			if _, err := g.Resolve(j.referee(t, s, first)); err != nil {
				t.Fatal(err)
			}
			refereed++
		}, func(v View) bool {
			// The lying shorter party has no proof: it loses at its
			// deadline.
			return v.ToMove == liar && kind == "drop" && v.Prove && v.Entry == len(tr)
		})
		out, _ := g.Outcome()
		if out.Winner != liar.Other() {
			t.Fatalf("trial %d (%s, liar %s, step %d): outcome %+v", trial, kind, liar, s, out)
		}
		ended[kind]++
		bound := ceilLog2(steps) + ceilLog2(min(len(tr), len(honest))+1) + 3
		if moves > bound {
			t.Fatalf("trial %d (%s): %d moves > bound %d", trial, kind, moves, bound)
		}
		if moves > maxMoves {
			maxMoves, maxBound = moves, bound
		}
	}
	if refereed != ended["insert"] {
		t.Fatalf("%d of %d insertions refereed", refereed, ended["insert"])
	}
	t.Logf("%d trials (%v): honest party won all, %d op entries refereed, no length ruling; max moves %d (bound %d)", trials, ended, refereed, maxMoves, maxBound)
}

// TestTrialsCommittedLengths: 60 games between parties that committed to
// their trace length of every step (Config.SolverLengths and
// ChallengerLengths, as their receipts state them), one of which lies
// about the pinned step's trace as in TestTrialsTraceLength. A liar that
// states its altered length makes the lengths differ there, and the
// parties open the step as in any game that does not know it; a liar
// that states the honest length plays a game that knows G, with no
// openings, where its trace cannot follow. The honest party wins every
// game, and a game that knows G takes no more than the halvings.
func TestTrialsCommittedLengths(t *testing.T) {
	const steps, trials = 13, 60
	j := trainJob(t, steps)
	rng := rand.New(rand.NewPCG(5, 6))
	t0 := time.Unix(0, 0).UTC()
	known, opened := 0, 0
	for trial := range trials {
		s := 1 + rng.IntN(steps)
		liar := Party(1 + rng.IntN(2))
		honest := j.traces[s]
		bit := rng.IntN(256)
		tr, _ := j.lengthLie(rng, s, []string{"drop", "append", "insert"}[trial%3], bit)
		ps, lt, ht := j.lengthPlayers(s, liar, tr, bit)
		lengths := func(trace func(int) []repops.TraceEntry) []int {
			ls := make([]int, steps)
			for k := range ls {
				ls[k] = len(trace(k + 1))
			}
			return ls
		}
		// Every other liar states the honest length of the pinned step.
		claims := lengths(lt)
		if trial%2 == 0 {
			claims = lengths(ht)
		}
		cfg := Config{Steps: steps, Initial: j.states[0], SolverFinal: ps[Solver].States(steps),
			ChallengerFinal: ps[Challenger].States(steps), Timeout: time.Minute, Arity: 2, ChallengerSplit: ps[Challenger].OpeningSplit(steps, 2)}
		if liar == Solver {
			cfg.SolverLengths, cfg.ChallengerLengths = claims, lengths(ht)
		} else {
			cfg.SolverLengths, cfg.ChallengerLengths = lengths(ht), claims
		}
		g, _, err := New(cfg, t0)
		if err != nil {
			t.Fatal(err)
		}
		moves := playLengthGame(t, g, ps, t0, func(v View) {
			if v.Step != s {
				t.Fatalf("trial %d: pinned step %d, want %d", trial, v.Step, s)
			}
			if v.Entry == len(honest) {
				j.proveState(t, g, s)
			} else if _, err := g.Resolve(j.referee(t, s, v.Entry)); err != nil {
				t.Fatal(err)
			}
		}, func(v View) bool { return v.ToMove == liar })
		out, _ := g.Outcome()
		if out.Winner != liar.Other() {
			t.Fatalf("trial %d (liar %s, step %d, claims %d of %d): outcome %+v", trial, liar, s, claims[s-1], len(honest), out)
		}
		if claims[s-1] == len(honest) {
			known++
			if want := ceilLog2(steps) + ceilLog2(len(honest)+1); moves > want {
				t.Fatalf("trial %d: %d moves in a game that knows G, more than the halvings %d", trial, moves, want)
			}
		} else {
			opened++
		}
	}
	if known == 0 || opened == 0 {
		t.Fatalf("%d games knew G, %d opened", known, opened)
	}
	t.Logf("%d trials: honest party won all; %d knew the pinned step's G (no openings), %d opened it (the committed lengths differ)", trials, known, opened)
}
