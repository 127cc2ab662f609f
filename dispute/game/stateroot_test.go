package game

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// synthRun is a synthetic run of steps steps: its state hashes (states[0]
// the initial state) and, per step, a trace of three entries; a run that
// lies from step bad on (0: honest) has other state hashes from there
// (only: at step bad alone).
type synthRun struct {
	steps, bad int
	tag        string
	only       bool
}

func (r synthRun) state(k int) Hash {
	if k == 0 {
		return sha256.Sum256([]byte("initial"))
	}
	if r.bad != 0 && (k == r.bad || k > r.bad && !r.only) {
		return sha256.Sum256([]byte(fmt.Sprintf("bad%s/%d", r.tag, k)))
	}
	return sha256.Sum256([]byte(fmt.Sprintf("state/%d", k)))
}

func (r synthRun) root(t *testing.T) *Hash {
	t.Helper()
	leaves := make([]commit.Hash, r.steps)
	for i := range leaves {
		leaves[i] = r.state(i + 1)
	}
	root, err := commit.Root(leaves)
	if err != nil {
		t.Fatal(err)
	}
	return &root
}

func (r synthRun) player(role Party) *Player {
	return &Player{Role: role,
		States: func(k int) Hash {
			if k < 0 || k > r.steps {
				return Hash{}
			}
			return r.state(k)
		},
		Trace: func(step int) []repops.TraceEntry {
			out := make([]repops.TraceEntry, 3)
			for i := range out {
				out[i] = repops.TraceEntry{Index: i, Op: "op", Output: sha256.Sum256([]byte(fmt.Sprintf("out/%d/%d", step, i)))}
			}
			return out
		}}
}

// playToOpen plays the players' moves until phase 1 pinned a step, and
// checks that the solver is to prove its states of it.
func playToOpen(t *testing.T, cfg Config, s, c *Player, now time.Time) *Game {
	t.Helper()
	g := playToOpenNoRoot(t, cfg, s, c, now)
	if v := g.View(); v.ToMove != Solver || !v.Prove {
		t.Fatalf("at the opening: %+v", v)
	}
	return g
}

// playOut plays the game to its end (the referee rules the honest
// post-state hash of the pinned state entry) and returns the outcome.
func playOut(t *testing.T, g *Game, s, c *Player, honest synthRun, now time.Time) Outcome {
	t.Helper()
	for i := 0; ; i++ {
		v := g.View()
		switch v.Phase {
		case PhaseDone:
			o, _ := g.Outcome()
			return o
		case PhaseReferee:
			if _, err := g.Resolve(honest.state(v.Step)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		playMove(t, g, v, s, c, i, now)
	}
}

// The solver proves its pinned step's states against the root it
// committed: an honest solver opens with its proofs and wins; step 1
// needs no proof of its pre-state.
func TestStateRootHonestSolver(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	for _, tc := range []struct{ steps, bad int }{{1, 1}, {2, 1}, {2, 2}, {7, 1}, {7, 4}, {7, 7}, {16, 9}, {1000, 777}} {
		t.Run(fmt.Sprintf("%d-%d", tc.steps, tc.bad), func(t *testing.T) {
			honest := synthRun{steps: tc.steps}
			liar := synthRun{steps: tc.steps, bad: tc.bad}
			s, c := honest.player(Solver), liar.player(Challenger)
			cfg := Config{Steps: tc.steps, Initial: honest.state(0), SolverFinal: honest.state(tc.steps), ChallengerFinal: liar.state(tc.steps),
				Timeout: time.Minute, Arity: 2, StateRoot: honest.root(t)}
			g := playToOpen(t, cfg, s, c, now)
			v := g.View()
			if v.Step != tc.bad {
				t.Fatalf("pinned step %d, want %d", v.Step, tc.bad)
			}
			m, _ := s.Move(v)
			if m.Kind != Prove || (tc.bad == 1) != (len(m.PreProof) == 0) || (tc.steps > 1) != (len(m.PostProof) > 0) {
				t.Fatalf("the solver's move at step %d of %d: %+v", tc.bad, tc.steps, m)
			}
			// It cannot open before it proves.
			open := Move{By: Solver, Turn: v.Turn, Kind: Open, Count: 3, Hashes: []Hash{{1}, honest.state(tc.bad)}}
			if _, err := g.Step(now, open); !errors.Is(err, ErrTurn) {
				t.Fatalf("open before the proof: %v", err)
			}
			ev, err := g.Step(now, m)
			if err != nil {
				t.Fatal(err)
			}
			if v := g.View(); v.Prove || v.Phase != PhaseOpen || v.ToMove != Solver || len(ev) != 1 || ev[0].Kind != EvTurn || ev[0].Party != Solver {
				t.Fatalf("after the proof: %+v, events %v", v, ev)
			}
			if o := playOut(t, g, s, c, honest, now); o.Winner != Solver {
				t.Fatalf("outcome %+v", o)
			}
		})
	}
}

// A solver that played phase 1 on hashes other than the ones it committed
// to cannot open: its proofs fail and it loses at its deadline, even
// where the referee would have ruled for it.
func TestStateRootBindsSolver(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	honest := synthRun{steps: 16}
	for _, tc := range []struct {
		name       string
		plays      synthRun // what the solver bisects with
		committed  synthRun // what its state root commits
		challenger synthRun
	}{
		// It plays the honest run but committed another from step 5
		// on: the challenger lies from step 9 (the referee would rule
		// for the solver).
		{"post-state", honest, synthRun{steps: 16, bad: 5, tag: "c"}, synthRun{steps: 16, bad: 9, tag: "l"}},
		// Its committed root differs only at the pinned step's
		// pre-state (8).
		{"pre-state", honest, synthRun{steps: 16, bad: 8, tag: "c", only: true}, synthRun{steps: 16, bad: 9, tag: "l"}},
		// ... or only at its post-state (9).
		{"post-state only", honest, synthRun{steps: 16, bad: 9, tag: "c", only: true}, synthRun{steps: 16, bad: 9, tag: "l"}},
		// It lies from step 9 on and committed the honest run: the
		// honest challenger pins step 9, whose post-state it did not
		// commit.
		{"lying solver", synthRun{steps: 16, bad: 9, tag: "s"}, honest, honest},
		// Step 1, whose pre-state is the initial state: the post-state
		// still needs its proof.
		{"step 1", honest, synthRun{steps: 16, bad: 1, tag: "c"}, synthRun{steps: 16, bad: 1, tag: "l"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, c := tc.plays.player(Solver), tc.challenger.player(Challenger)
			root := tc.committed.root(t)
			cfg := Config{Steps: 16, Initial: honest.state(0), SolverFinal: tc.plays.state(16), ChallengerFinal: tc.challenger.state(16),
				Timeout: time.Minute, Arity: 2, StateRoot: root}
			g := playToOpen(t, cfg, s, c, now)
			v := g.View()
			m, _ := s.Move(v)
			if _, err := g.Step(now, m); !errors.Is(err, ErrUncommitted) || !errors.Is(err, ErrMalformed) {
				t.Fatalf("open of step %d with proofs from its own data: %v", v.Step, err)
			}
			// Nor do proofs from the tree it committed to prove what it
			// played.
			s.StateTree = commitTree(t, tc.committed)
			m, _ = s.Move(v)
			if _, err := g.Step(now, m); !errors.Is(err, ErrUncommitted) {
				t.Fatalf("open of step %d with proofs from its committed tree: %v", v.Step, err)
			}
			if ev := g.Tick(now.Add(time.Minute + time.Second)); len(ev) == 0 {
				t.Fatal("no timeout")
			}
			if o, done := g.Outcome(); !done || o.Winner != Challenger {
				t.Fatalf("outcome %+v (done %v)", o, done)
			}
		})
	}
}

// playToOpenNoRoot plays the players' moves until phase 1 pinned a step.
func playToOpenNoRoot(t *testing.T, cfg Config, s, c *Player, now time.Time) *Game {
	t.Helper()
	g, _, err := New(cfg, now)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; g.View().Phase != PhaseOpen; i++ {
		v := g.View()
		playMove(t, g, v, s, c, i, now)
	}
	return g
}

func commitTree(t *testing.T, r synthRun) *commit.Tree {
	t.Helper()
	leaves := make([]commit.Hash, r.steps)
	for i := range leaves {
		leaves[i] = r.state(i + 1)
	}
	tr, err := commit.New(leaves)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// State proofs go only in the solver's open, in a game that knows its
// state root, and must fit: none for step 1's pre-state.
func TestStateRootMalformedProofs(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	honest := synthRun{steps: 8}
	liar := synthRun{steps: 8, bad: 3}
	s, c := honest.player(Solver), liar.player(Challenger)
	cfg := Config{Steps: 8, Initial: honest.state(0), SolverFinal: honest.state(8), ChallengerFinal: liar.state(8),
		Timeout: time.Minute, Arity: 2, StateRoot: honest.root(t)}
	some := []Hash{{1}}

	// In a post.
	g, _, err := New(cfg, now)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := s.Move(g.View())
	m.PostProof = some
	if _, err := g.Step(now, m); !errors.Is(err, ErrMalformed) {
		t.Fatalf("post with a proof: %v", err)
	}
	// A game with no state root has no Prove.
	noRoot := cfg
	noRoot.StateRoot = nil
	ng := playToOpenNoRoot(t, noRoot, s, c, now)
	if v := ng.View(); v.Prove {
		t.Fatal("a game with no state root asks for proofs")
	}
	if _, err := ng.Step(now, Move{By: Solver, Turn: ng.View().Turn, Kind: Prove}); !errors.Is(err, ErrTurn) {
		t.Fatalf("a prove in a game with no state root: %v", err)
	}

	g = playToOpen(t, cfg, s, c, now)
	v := g.View()
	good, _ := s.Move(v)
	bad := good
	bad.PreProof = append(append([]Hash(nil), good.PreProof...), Hash{2})
	if _, err := g.Step(now, bad); !errors.Is(err, ErrUncommitted) {
		t.Fatalf("a pre-state proof one sibling too long: %v", err)
	}
	bad = good
	bad.Hashes = []Hash{liar.state(3)}
	if _, err := g.Step(now, bad); !errors.Is(err, ErrMalformed) {
		t.Fatalf("a prove with a hash: %v", err)
	}
	if _, err := g.Step(now, good); err != nil {
		t.Fatal(err)
	}
	// The solver opens, then the challenger, who committed no root: its
	// open proves nothing.
	sm, _ := s.Move(g.View())
	if sm.Kind != Open || len(sm.PreProof)+len(sm.PostProof) != 0 {
		t.Fatalf("the solver's move after its proof: %+v", sm)
	}
	sm.PostProof = good.PostProof
	if _, err := g.Step(now, sm); !errors.Is(err, ErrMalformed) {
		t.Fatalf("an open with a proof: %v", err)
	}
	sm.PostProof = nil
	if _, err := g.Step(now, sm); err != nil {
		t.Fatal(err)
	}
	cm, _ := c.Move(g.View())
	if len(cm.PreProof) != 0 || len(cm.PostProof) != 0 {
		t.Fatalf("the challenger's open has proofs: %+v", cm)
	}

	// Step 1: its pre-state is the initial state, no leaf.
	one := synthRun{steps: 8, bad: 1}
	cfg.ChallengerFinal = one.state(8)
	g = playToOpen(t, cfg, s, one.player(Challenger), now)
	m, _ = s.Move(g.View())
	m.PreProof = some
	if _, err := g.Step(now, m); !errors.Is(err, ErrMalformed) {
		t.Fatalf("a pre-state proof for step 1: %v", err)
	}
	m.PreProof = nil
	if _, err := g.Step(now, m); err != nil {
		t.Fatal(err)
	}
}

// playMove plays the move of the party to move in v (its i-th move of the
// game), failing the test when it has none or the game refuses it.
func playMove(t *testing.T, g *Game, v View, s, c *Player, i int, now time.Time) {
	t.Helper()
	p := s
	if v.ToMove == Challenger {
		p = c
	}
	m, ok := p.Move(v)
	if !ok || i > 200 {
		t.Fatalf("no move in %+v", v)
	}
	if _, err := g.Step(now, m); err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
}

// In a game that knows the trace length (Config.Entries) and the solver's
// state root, the solver's proofs of the pinned step's states cost no
// move: they ride on its pick that pins the step or, where the
// challenger pinned it, on its next move, and the game takes the bare
// halvings. That move is refused without them or with proofs that do not
// check out; no other move may carry proofs; a solver that played on
// hashes it did not commit to cannot make it, and loses at its deadline.
func TestStateRootKnownLength(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	const entries = 3 // synthRun's traces
	pinnedBy := map[Party]int{}
	for _, tc := range []struct {
		steps, bad int
		solverLies bool
	}{{1, 1, false}, {2, 1, false}, {2, 2, false}, {7, 1, false}, {7, 4, false}, {7, 7, false}, {16, 9, false}, {16, 10, false}, {1000, 777, false}, {1000, 2, false},
		{16, 9, true}, {7, 4, true}} {
		t.Run(fmt.Sprintf("%d-%d-%v", tc.steps, tc.bad, tc.solverLies), func(t *testing.T) {
			honest := synthRun{steps: tc.steps}
			lie := synthRun{steps: tc.steps, bad: tc.bad, tag: "l"}
			s, c := honest.player(Solver), lie.player(Challenger)
			if tc.solverLies {
				// It plays the lie, and committed the honest run.
				s, c = lie.player(Solver), honest.player(Challenger)
			}
			cfg := Config{Steps: tc.steps, Entries: entries, Initial: honest.state(0), SolverFinal: s.States(tc.steps), ChallengerFinal: c.States(tc.steps),
				Timeout: time.Minute, Arity: 2, StateRoot: honest.root(t), ChallengerSplit: c.OpeningSplit(tc.steps, 2)}
			g, _, err := New(cfg, now)
			if err != nil {
				t.Fatal(err)
			}
			moves, proving := 0, 0
			for i := 0; ; i++ {
				v := g.View()
				if v.Phase == PhaseDone {
					break
				}
				if v.Phase == PhaseReferee {
					if _, err := g.Resolve(honest.state(v.Step)); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if v.Phase == PhaseOpen || v.Prove {
					t.Fatalf("a game that knows the trace length asks for a Prove or openings: %+v", v)
				}
				if i > 100 {
					t.Fatalf("no end: %+v", v)
				}
				p := s
				if v.ToMove == Challenger {
					p = c
				}
				m, ok := p.Move(v)
				if !ok {
					t.Fatalf("no move in %+v", v)
				}
				if v.ToMove == Challenger {
					bad := m
					bad.PostProof = []Hash{{1}}
					if _, err := g.Step(now, bad); !errors.Is(err, ErrMalformed) {
						t.Fatalf("the challenger's move with a proof: %v", err)
					}
				} else if len(m.PostProof) > 0 || v.ProofDue {
					proving++
					if v.ProofDue {
						pinnedBy[Challenger]++
					} else {
						pinnedBy[Solver]++
					}
					if tc.steps > 1 {
						bare := m
						bare.PreProof, bare.PostProof = nil, nil
						if _, err := g.Step(now, bare); !errors.Is(err, ErrUncommitted) {
							t.Fatalf("the solver's first move on step %d without its proofs: %v", v.Step, err)
						}
						wrong := m
						wrong.PostProof = append([]Hash{{7}}, m.PostProof[1:]...)
						if _, err := g.Step(now, wrong); !errors.Is(err, ErrUncommitted) {
							t.Fatalf("the solver's first move on step %d with a wrong proof: %v", v.Step, err)
						}
						if !reflect.DeepEqual(v, g.View()) {
							t.Fatal("a refused move changed the game")
						}
					}
				} else if len(m.PreProof) > 0 {
					t.Fatalf("a move with a pre-state proof alone: %+v", m)
				}
				_, err := g.Step(now, m)
				if tc.solverLies && m.By == Solver && proving > 0 && err != nil {
					// It cannot prove the hashes it played: it loses
					// at its deadline.
					if !errors.Is(err, ErrUncommitted) {
						t.Fatalf("the lying solver's proofs: %v", err)
					}
					if ev := g.Tick(now.Add(2 * time.Minute)); len(ev) == 0 {
						t.Fatal("no timeout")
					}
					break
				}
				if err != nil {
					t.Fatalf("%+v: %v", m, err)
				}
				moves++
			}
			o, _ := g.Outcome()
			if want := map[bool]Party{false: Solver, true: Challenger}[tc.solverLies]; o.Winner != want {
				t.Fatalf("outcome %+v, want %s to win", o, want)
			}
			if proving != 1 {
				t.Fatalf("%d moves carried the solver's proofs, want 1", proving)
			}
			// A one-step game has no phase 1 whose last pick could open
			// phase 2: the solver's post does, a move more.
			bound := ceilLog2(tc.steps) + ceilLog2(entries+1)
			if tc.steps == 1 {
				bound++
			}
			if !tc.solverLies && moves > bound {
				t.Fatalf("%d moves > ceil(log2 T) + ceil(log2 (G+1)) = %d", moves, bound)
			}
		})
	}
	if pinnedBy[Solver] == 0 || pinnedBy[Challenger] == 0 {
		t.Fatalf("the proofs rode on the solver's pinning pick %d times and on its move after the challenger's %d times: want both", pinnedBy[Solver], pinnedBy[Challenger])
	}
}
