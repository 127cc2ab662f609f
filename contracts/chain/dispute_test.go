package chain

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/dispute/game"
)

func bindingsOpenParams(e *testEnv) bindings.IDisputeGameOpenParams {
	return bindings.IDisputeGameOpenParams{
		TaskId: big.NewInt(1), Solver: e.accts[1].Address(), Challenger: e.accts[2].Address(),
		Referee: e.c.addrs.RefereeSet, Steps: 4, MoveTimeout: 60, SolverFinal: h32("a"), ChallengerFinal: h32("b"),
	}
}

// disputed sets up a task whose solver committed and revealed a result
// from sTr (using all of the task's work) and whose verifier revealed a
// verdict from cTr, which opened a dispute; fee is a multiple of
// testMaxWork. It returns the task and dispute IDs. Accounts: 1
// submitter, 2 solver, 3 verifier and challenger.
func (e *testEnv) disputed(sTr, cTr trace, fee, stake *big.Int) (taskID, disputeID *big.Int) {
	e.t.Helper()
	sub, solver, chal := e.accts[1], e.accts[2], e.accts[3]
	p := taskParams(sTr.steps, stake)
	p.PricePerWork = new(big.Int).Div(fee, big.NewInt(testMaxWork))
	taskID, err := e.c.SubmitTask(e.ctx, sub, p)
	must(e.t, err)
	res := resultOf(sTr, testMaxWork)
	e.commitAndReveal(taskID, solver, res, []*Account{chal}, []Verdict{verdictOf(cTr, testMaxWork)})
	vs, err := e.c.Verifiers(e.ctx, taskID)
	must(e.t, err)
	if len(vs) != 1 || vs[0].Status != VerdictChallenger {
		e.t.Fatalf("verifiers %+v", vs)
	}
	return taskID, vs[0].DisputeId
}

// settleAfter waits out a task's deadline and settles it.
func (e *testEnv) settleAfter(taskID *big.Int) {
	e.t.Helper()
	tk, err := e.c.Task(e.ctx, taskID)
	must(e.t, err)
	e.warpTo(tk.Deadline + 1)
	must(e.t, e.c.Settle(e.ctx, e.accts[6], taskID))
}

// moveBound is the most moves a binary game over T steps of G entries
// takes: ceil(log2 T) + ceil(log2 (G+1)) + 6, plus the solver's proof of
// its states of the pinned step (proveStates).
func moveBound(T, G uint64) int { return ceilLog2(T) + ceilLog2(G+1) + 6 }

func ceilLog2(n uint64) int { return bits.Len64(n - 1) }

func TestDisputeFullGames(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, chal := e.accts[1], e.accts[2], e.accts[3]
	cases := []struct {
		steps, entries    uint64
		cheater           string // "solver" or "challenger"
		badStep, badEntry uint64
		extra             int
		wantOutcome       uint8
	}{
		{steps: 16, entries: 32, cheater: "solver", badStep: 11, badEntry: 7, wantOutcome: OutcomeChallengerWon},
		{steps: 16, entries: 32, cheater: "challenger", badStep: 11, badEntry: 7, wantOutcome: OutcomeSolverWon},
		{steps: 1, entries: 1, cheater: "solver", badStep: 1, badEntry: 0, wantOutcome: OutcomeChallengerWon},
		{steps: 1, entries: 5, cheater: "challenger", badStep: 1, badEntry: 5, wantOutcome: OutcomeSolverWon},
		{steps: 7, entries: 3, cheater: "solver", badStep: 1, badEntry: 0, wantOutcome: OutcomeChallengerWon},
		{steps: 7, entries: 3, cheater: "solver", badStep: 4, badEntry: 3, wantOutcome: OutcomeChallengerWon},
		{steps: 9, entries: 6, cheater: "solver", badStep: 5, badEntry: 2, extra: 1, wantOutcome: OutcomeChallengerWon},
		{steps: 9, entries: 6, cheater: "challenger", badStep: 9, badEntry: 6, extra: -2, wantOutcome: OutcomeSolverWon},
		{steps: 1000, entries: 5000, cheater: "solver", badStep: 1000, badEntry: 4999, wantOutcome: OutcomeChallengerWon},
		{steps: 1000, entries: 5000, cheater: "challenger", badStep: 2, badEntry: 0, wantOutcome: OutcomeSolverWon},
	}
	for i, tc := range cases {
		t.Run(fmt.Sprintf("%d-%d-%s-%d-%d%+d", tc.steps, tc.entries, tc.cheater, tc.badStep, tc.badEntry, tc.extra), func(t *testing.T) {
			honest := trace{steps: tc.steps, entries: tc.entries}
			bad := honest
			bad.badStep, bad.badEntry, bad.extra = tc.badStep, tc.badEntry, tc.extra
			sTr, cTr := honest, bad
			if tc.cheater == "solver" {
				sTr, cTr = bad, honest
			}
			fee, stake := eth(int64(2+i)), eth(1)
			subB, solB, chalB := e.balance(sub), e.balance(solver), e.balance(chal)
			taskID, id := e.disputed(sTr, cTr, fee, stake)
			outcome, txs := e.play(id, solver, chal, sTr, cTr)
			if outcome != tc.wantOutcome {
				t.Fatalf("outcome %d want %d", outcome, tc.wantOutcome)
			}
			// The moves and the referee set's two votes.
			if bound := moveBound(tc.steps, tc.entries) + 2; txs > bound {
				t.Fatalf("%d transactions, bound %d", txs, bound)
			}
			v, err := e.c.GameView(e.ctx, id)
			must(t, err)
			if v.Step != int(tc.badStep) || (tc.extra == 0 && v.Entry != int(tc.badEntry)) || v.Length != (tc.extra != 0) {
				t.Fatalf("pinned step %d entry %d (length %v), want %d %d", v.Step, v.Entry, v.Length, tc.badStep, tc.badEntry)
			}
			e.settleAfter(taskID)
			task, _ := e.c.Task(e.ctx, taskID)
			twoStakes := new(big.Int).Mul(stake, big.NewInt(2))
			if tc.wantOutcome == OutcomeSolverWon {
				if task.Status != TaskSettled {
					t.Fatalf("task status %d", task.Status)
				}
				// All the work was used; 5% to the treasury and, with no
				// agreeing verifier, the verifiers' 10% too.
				paid := new(big.Int).Sub(fee, bps(fee, 1500))
				wantBalance(t, e, solver, new(big.Int).Add(solB, new(big.Int).Add(paid, twoStakes)))
				wantBalance(t, e, chal, chalB)
				wantBalance(t, e, sub, subB)
			} else {
				if task.Status != TaskRejected {
					t.Fatalf("task status %d", task.Status)
				}
				wantBalance(t, e, solver, solB)
				wantBalance(t, e, chal, new(big.Int).Add(chalB, twoStakes))
				wantBalance(t, e, sub, new(big.Int).Add(subB, fee))
			}
			if to, _ := e.c.ToMove(e.ctx, id); to != (common.Address{}) {
				t.Fatalf("finished game has a mover %s", to.Hex())
			}
		})
	}
}

// TestDisputeMoveRules checks every rejection of the game's moves: out of
// turn, stale and replayed, of the wrong kind, malformed, after the game;
// and the referee's.
func TestDisputeMoveRules(t *testing.T) {
	e := newTestEnv(t)
	sub, solver, chal, stranger := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
	honest := trace{steps: 8, entries: 8}
	bad := trace{steps: 8, entries: 8, badStep: 3, badEntry: 2}
	_, id := e.disputed(bad, honest, eth(2), eth(1))
	sp, cp := bad.player(game.Solver), honest.player(game.Challenger)
	view := func() game.View {
		t.Helper()
		v, err := e.c.GameView(e.ctx, id)
		must(t, err)
		return v
	}
	revert := func(err error, name string, class error) {
		t.Helper()
		mustRevert(t, err, name)
		if !errors.Is(err, class) {
			t.Fatalf("%v does not match %v", err, class)
		}
	}

	// The game opens with the challenger's split hash (its state after
	// step 4, stated with its challenge) posted: the solver picks first.
	v := view()
	if to, _ := e.c.ToMove(e.ctx, id); to != solver.Address() || v.ToMove != game.Solver || v.Phase != game.PhaseSteps || v.Lo != 0 || v.Hi != 8 ||
		v.Poster != game.Challenger || len(v.Posted) != 1 || v.Posted[0] != honest.state(4) || v.Turn != 0 {
		t.Fatalf("opening view %+v", v)
	}
	// Disputing (0, 4]: the solver's own hash at 4, then at 2.
	own := [][32]byte{bad.state(4), bad.state(2)}
	// Wrong party, wrong kind, stale turn, malformed.
	revert(e.c.Pick(e.ctx, chal, id, 0, 0, own), "NotYourTurn", game.ErrTurn)
	revert(e.c.Pick(e.ctx, stranger, id, 0, 0, own), "NotYourTurn", game.ErrTurn)
	revert(e.c.Post(e.ctx, solver, id, 0, own[:1]), "WrongMove", game.ErrTurn)
	revert(e.c.OpenTrace(e.ctx, solver, id, 0, 8, h32("c"), h32("p")), "WrongMove", game.ErrTurn)
	revert(e.c.Pick(e.ctx, solver, id, 3, 0, own), "StaleMove", game.ErrStale)
	revert(e.c.Pick(e.ctx, solver, id, 0, 0, own[:1]), "BadHashCount", game.ErrMalformed)
	revert(e.c.Pick(e.ctx, solver, id, 0, 0, append(own, own[0])), "BadHashCount", game.ErrMalformed)
	revert(e.c.Pick(e.ctx, solver, id, 0, 2, own), "BadIndex", game.ErrMalformed)
	// Disputing the posted hash with that same hash disputes nothing.
	revert(e.c.Pick(e.ctx, solver, id, 0, 0, [][32]byte{honest.state(4), bad.state(2)}), "NothingDisputed", game.ErrMalformed)
	revert(e.c.Rule(e.ctx, sub, id, h32("x")), "WrongPhase", game.ErrNotReferee)
	mustRevert(t, e.c.VoteRuling(e.ctx, e.referees[0], id, h32("x")), "NotRulingPhase")
	m, _ := sp.Move(view())
	if m.Kind != game.Pick || m.Index != 0 {
		t.Fatalf("solver's move %+v", m)
	}
	must(t, e.c.Play(e.ctx, solver, id, m))
	// The same move again is out of turn; the challenger replaying its
	// turn number is stale.
	revert(e.c.Play(e.ctx, solver, id, m), "NotYourTurn", game.ErrTurn)
	revert(e.c.Pick(e.ctx, chal, id, 0, 1, [][32]byte{honest.state(3)}), "StaleMove", game.ErrStale)
	revert(e.c.Pick(e.ctx, chal, id, 1, 2, [][32]byte{honest.state(3)}), "BadIndex", game.ErrMalformed)
	revert(e.c.Pick(e.ctx, chal, id, 1, 1, nil), "BadHashCount", game.ErrMalformed)
	revert(e.c.Post(e.ctx, chal, id, 1, [][32]byte{honest.state(3)}), "WrongMove", game.ErrTurn)
	if err := e.c.Play(e.ctx, chal, id, game.Move{Kind: game.Pick, Turn: 1, Index: -1}); !errors.Is(err, game.ErrMalformed) {
		t.Fatalf("pick -1: %v", err)
	}
	m, _ = cp.Move(view())
	if m.Kind != game.Pick || m.Index != 1 {
		t.Fatalf("challenger's move %+v", m)
	}
	must(t, e.c.Play(e.ctx, chal, id, m))
	revert(e.c.Play(e.ctx, chal, id, m), "NotYourTurn", game.ErrTurn)
	if v := view(); v.Lo != 2 || v.Hi != 4 || v.Turn != 2 || v.Poster != game.Challenger || len(v.Posted) != 1 || v.Posted[0] != honest.state(3) {
		t.Fatalf("view after the pick %+v", v)
	}

	// Play on to phase 2's opening and try openings that do not fit.
	for view().Phase != game.PhaseOpen {
		e.moveOnce(id, solver, chal, bad, honest)
	}
	v = view()
	if v.Step != 3 || v.Pre != bad.state(2) || v.ToMove != game.Solver {
		t.Fatalf("pinned %+v", v)
	}
	turn := uint32(v.Turn)
	// First the solver proves its states of step 3 against the root it
	// committed: it cannot open before; no proofs, the proofs swapped,
	// one sibling short or too many, or a sibling changed do not prove.
	pm, _ := sp.Move(v)
	if !v.Prove || pm.Kind != game.Prove {
		t.Fatalf("at the pin: %+v, the solver's move %+v", v, pm)
	}
	pre, post := hashList(pm.PreProof), hashList(pm.PostProof)
	if len(pre) != 3 || len(post) != 3 {
		t.Fatalf("the solver's proofs of leaves 1 and 2 of 8: %d and %d siblings", len(pre), len(post))
	}
	revert(e.c.OpenTrace(e.ctx, solver, id, turn, 8, h32("c"), bad.state(3)), "WrongMove", game.ErrTurn)
	revert(e.c.ProveStates(e.ctx, chal, id, turn, nil, nil), "NotYourTurn", game.ErrTurn)
	changed := append([][32]byte{h32("x")}, post[1:]...)
	for _, pp := range [][2][][32]byte{{nil, nil}, {pre, nil}, {nil, post}, {post, pre}, {pre, post[:2]}, {pre, append(post, h32("y"))}, {pre, changed}} {
		revert(e.c.ProveStates(e.ctx, solver, id, turn, pp[0], pp[1]), "StateNotCommitted", game.ErrUncommitted)
	}
	if err := e.c.Play(e.ctx, solver, id, game.Move{Kind: game.Prove, Turn: int(turn), Hashes: []game.Hash{{1}}, PostProof: pm.PostProof}); !errors.Is(err, game.ErrMalformed) || errors.Is(err, ErrReverted) {
		t.Fatalf("prove with a hash: %v", err)
	}
	must(t, e.c.Play(e.ctx, solver, id, pm))
	revert(e.c.ProveStates(e.ctx, solver, id, turn+1, pre, post), "WrongMove", game.ErrTurn)
	turn++
	v = view()
	if v.Prove || v.ToMove != game.Solver || v.Phase != game.PhaseOpen || v.Turn != int(turn) {
		t.Fatalf("after the proof: %+v", v)
	}
	sm, _ := sp.Move(v)
	revert(e.c.OpenTrace(e.ctx, solver, id, turn, 8, sm.Hashes[0], h32("not-stated")), "PostNotStated", game.ErrMalformed)
	revert(e.c.OpenTrace(e.ctx, solver, id, turn, 8, sm.Hashes[0], honest.state(3)), "PostNotStated", game.ErrMalformed)
	revert(e.c.OpenTrace(e.ctx, solver, id, turn, 0, sm.Hashes[0], sm.Hashes[1]), "BadCount", game.ErrMalformed)
	revert(e.c.OpenTrace(e.ctx, solver, id, turn, 8, sm.Hashes[0], sm.Hashes[1], sm.Hashes[0]), "BadHashCount", game.ErrMalformed)
	revert(e.c.OpenTrace(e.ctx, solver, id, turn, game.MaxEntries, sm.Hashes[0], sm.Hashes[1]), "BadCount", game.ErrMalformed)
	if err := e.c.Play(e.ctx, solver, id, game.Move{Kind: game.Open, Turn: int(turn), Count: 8, Hashes: sm.Hashes[:1]}); !errors.Is(err, game.ErrMalformed) || errors.Is(err, ErrReverted) {
		t.Fatalf("open with one hash: %v", err)
	}
	must(t, e.c.Play(e.ctx, solver, id, sm))
	cm, _ := cp.Move(view())
	// The challenger stated its post-state hash of step 3 when it
	// disputed the solver's: it must open with that one.
	revert(e.c.OpenTrace(e.ctx, chal, id, turn+1, 8, cm.Hashes[0], bad.state(3), cm.Hashes[2]), "PostNotStated", game.ErrMalformed)
	// Opening second, the challenger posts its hash at phase 2's first
	// split point, and only that one.
	revert(e.c.OpenTrace(e.ctx, chal, id, turn+1, 8, cm.Hashes[0], cm.Hashes[1]), "BadHashCount", game.ErrMalformed)
	revert(e.c.OpenTrace(e.ctx, chal, id, turn+1, 8, cm.Hashes[0], cm.Hashes[1], cm.Hashes[2], cm.Hashes[2]), "BadHashCount", game.ErrMalformed)
	must(t, e.c.Play(e.ctx, chal, id, cm))
	v = view()
	if v.Phase != game.PhaseEntries || v.Lo != 0 || v.Hi != 9 || v.Count != 8 || v.Agreed != game.ChainStart(bad.state(2)) || v.SolverCount != 8 || v.ChallengerCount != 8 ||
		v.ToMove != game.Solver || v.Poster != game.Challenger || len(v.Posted) != 1 || v.Posted[0] != cm.Hashes[2] {
		t.Fatalf("phase 2 view %+v", v)
	}

	for view().Phase != game.PhaseReferee {
		e.moveOnce(id, solver, chal, bad, honest)
	}
	// The pick that pinned the entry handed it to the referee: no party
	// states its commitment, which its chain hash at the entry commits
	// to.
	sOut := game.EntryHash(bad.stepTrace(3)[2])
	cOut := game.EntryHash(honest.stepTrace(3)[2])
	v = view()
	if v.Entry != 2 || v.Step != 3 || v.ToMove != game.None || v.HiSolver != game.ChainNext(v.Agreed, sOut) || v.HiChallenger != game.ChainNext(v.Agreed, cOut) {
		t.Fatalf("referee view %+v", v)
	}
	if to, _ := e.c.ToMove(e.ctx, id); to != e.c.addrs.RefereeSet {
		t.Fatalf("referee phase mover %s", to.Hex())
	}
	revert(e.c.Post(e.ctx, solver, id, uint32(v.Turn), [][32]byte{sOut}), "WaitingForReferee", game.ErrTurn)
	revert(e.c.Rule(e.ctx, stranger, id, cOut), "NotReferee", game.ErrNotReferee)
	revert(e.c.Rule(e.ctx, sub, id, cOut), "NotReferee", game.ErrNotReferee)
	mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
	// The referee set rules that neither party's commitment is right:
	// the game is void (both lied).
	must(t, e.c.VoteRuling(e.ctx, e.referees[0], id, h32("neither")))
	must(t, e.c.VoteRuling(e.ctx, e.referees[1], id, h32("neither")))
	v = view()
	if v.Phase != game.PhaseDone || v.Outcome.Winner != game.None {
		t.Fatalf("outcome %+v", v.Outcome)
	}
	if g, _ := e.c.Game(e.ctx, id); g.Outcome != OutcomeVoid {
		t.Fatalf("outcome %d", g.Outcome)
	}
	revert(e.c.Timeout(e.ctx, stranger, id), "GameFinished", game.ErrFinished)
	revert(e.c.Post(e.ctx, solver, id, uint32(v.Turn), [][32]byte{sOut}), "GameFinished", game.ErrFinished)
	revert(e.c.Rule(e.ctx, e.accts[0], id, cOut), "WrongPhase", game.ErrNotReferee)
	mustRevert(t, e.c.VoteRuling(e.ctx, e.referees[2], id, cOut), "AlreadyRuled")
	_, err := e.c.GameView(e.ctx, big.NewInt(99))
	mustRevert(t, err, "UnknownGame")
}

// TestDisputeTraceLengths: the parties open the pinned step with
// different trace lengths, and no referee rules on a length. The bisection
// runs over the shorter trace; at its end, its party proves it with a
// state proof (proveEnd), or loses at its deadline when it cannot: a
// lying shorter party, whose trace does not end with the step's adamw
// update.
func TestDisputeTraceLengths(t *testing.T) {
	for _, tc := range []struct {
		name  string
		liar  game.Party
		extra int
		want  game.Party
	}{
		{"longer solver lies", game.Solver, 2, game.Challenger},
		{"shorter solver lies", game.Solver, -3, game.Challenger},
		{"longer challenger lies", game.Challenger, 1, game.Solver},
		{"shorter challenger lies", game.Challenger, -1, game.Solver},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newTestEnv(t)
			solver, chal := e.accts[2], e.accts[3]
			honest := trace{steps: 5, entries: 4}
			// The liar's outputs are honest; its trace of step 2 is longer
			// or shorter, and its state hashes from step 2 on lie.
			bad := trace{steps: 5, entries: 4, badStep: 2, badEntry: 4, extra: tc.extra}
			sTr, cTr := bad, honest
			if tc.liar == game.Challenger {
				sTr, cTr = honest, bad
			}
			_, id := e.disputed(sTr, cTr, eth(2), eth(1))
			short := min(bad.length(2), 4)
			revert := func(err error, name string, class error) {
				t.Helper()
				mustRevert(t, err, name)
				if !errors.Is(err, class) {
					t.Fatalf("%v does not match %v", err, class)
				}
			}
			for {
				v, err := e.c.GameView(e.ctx, id)
				must(t, err)
				if v.Phase == game.PhaseReferee {
					t.Fatalf("the referee is due: %+v", v)
				}
				if v.Phase == game.PhaseReveal {
					if !v.Length || !v.Prove || v.Step != 2 || v.Entry != short || v.Count != short ||
						v.SolverCount != sTr.length(2) || v.ChallengerCount != cTr.length(2) {
						t.Fatalf("the end of the shorter trace: view %+v", v)
					}
					turn := uint32(v.Turn)
					other := map[game.Party]*Account{game.Solver: chal, game.Challenger: solver}[v.ToMove]
					mover := map[game.Party]*Account{game.Solver: solver, game.Challenger: chal}[v.ToMove]
					p := honest.stateProof(2)
					revert(e.c.ProveEnd(e.ctx, other, id, turn, p), "NotYourTurn", game.ErrTurn)
					revert(e.c.Post(e.ctx, mover, id, turn, [][32]byte{v.Agreed}), "WrongMove", game.ErrTurn)
					revert(e.c.ProveStates(e.ctx, mover, id, turn, nil, nil), "BadProofs", game.ErrMalformed)
					q := *p
					q.Digest[0] ^= 1
					revert(e.c.ProveEnd(e.ctx, mover, id, turn, &q), "BadStateProof", game.ErrStateProof)
					if v.ToMove == tc.liar {
						// The honest step's updates do not end the agreed
						// entries, the liar's shorter prefix.
						revert(e.c.ProveEnd(e.ctx, mover, id, turn, p), "BadStateProof", game.ErrStateProof)
					}
				}
				if !e.moveOnce(id, solver, chal, sTr, cTr) {
					break
				}
			}
			v, err := e.c.GameView(e.ctx, id)
			must(t, err)
			if v.Phase != game.PhaseDone || v.Outcome.Winner != tc.want || !v.Length || v.Entry != short {
				t.Fatalf("outcome %+v at entry %d (length %v)", v.Outcome, v.Entry, v.Length)
			}
		})
	}
}

func TestDisputeTimeouts(t *testing.T) {
	honest := trace{steps: 8, entries: 4}
	bad := trace{steps: 8, entries: 4, badStep: 5, badEntry: 2}
	for _, tc := range []struct {
		name string
		stop func(v game.View) bool // everyone stops in the first view where stop holds
		want uint8
	}{
		{"solver-silent-at-start", func(v game.View) bool { return true }, OutcomeChallengerWon},
		{"challenger-silent", func(v game.View) bool { return v.Turn == 1 }, OutcomeSolverWon},
		{"challenger-silent-at-open", func(v game.View) bool { return v.Phase == game.PhaseOpen && v.ToMove == game.Challenger }, OutcomeSolverWon},
		{"solver-silent-in-entries", func(v game.View) bool { return v.Phase == game.PhaseEntries }, OutcomeChallengerWon},
		{"challenger-silent-in-entries", func(v game.View) bool { return v.Phase == game.PhaseEntries && v.ToMove == game.Challenger }, OutcomeSolverWon},
		{"referee-silent", func(v game.View) bool { return v.Phase == game.PhaseReferee }, OutcomeVoid},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newTestEnv(t)
			sub, solver, chal, stranger := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
			subB := e.balance(sub)
			taskID, id := e.disputed(bad, honest, eth(2), eth(1))
			for {
				v, err := e.c.GameView(e.ctx, id)
				must(t, err)
				if tc.stop(v) {
					break
				}
				e.moveOnce(id, solver, chal, bad, honest)
			}
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
			e.warp(301 * time.Second)
			v, err := e.c.GameView(e.ctx, id)
			must(t, err)
			if v.Phase == game.PhaseReferee {
				// A vote short of the threshold is recorded; the one that
				// would rule is too late.
				must(t, e.c.VoteRuling(e.ctx, e.referees[0], id, honest.ruling(v)))
				mustRevert(t, e.c.VoteRuling(e.ctx, e.referees[1], id, honest.ruling(v)), "DeadlinePassed")
			} else {
				// The late party's move is rejected; the game waits for
				// the timeout.
				acct, p := solver, bad.player(game.Solver)
				if v.ToMove == game.Challenger {
					acct, p = chal, honest.player(game.Challenger)
				}
				m, _ := p.Move(v)
				err := e.c.Play(e.ctx, acct, id, m)
				mustRevert(t, err, "DeadlinePassed")
				if !errors.Is(err, game.ErrDeadline) {
					t.Fatalf("late move: %v", err)
				}
			}
			must(t, e.c.Timeout(e.ctx, stranger, id))
			g, _ := e.c.Game(e.ctx, id)
			if g.Outcome != tc.want {
				t.Fatalf("outcome %d want %d", g.Outcome, tc.want)
			}
			e.settleAfter(taskID)
			switch tc.want {
			case OutcomeVoid:
				// Unverified: everyone gets back what it put in.
				wantBalance(t, e, solver, eth(1))
				wantBalance(t, e, chal, eth(1))
				wantBalance(t, e, sub, new(big.Int).Add(subB, eth(2)))
			case OutcomeChallengerWon:
				wantBalance(t, e, chal, eth(2))
				wantBalance(t, e, sub, new(big.Int).Add(subB, eth(2)))
			case OutcomeSolverWon:
				// The fee less 15% (treasury and unclaimed verifier share)
				// and both stakes.
				wantBalance(t, e, solver, new(big.Int).Add(eth(2), new(big.Int).Sub(eth(2), bps(eth(2), 1500))))
			}
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "GameFinished")
		})
	}
}
