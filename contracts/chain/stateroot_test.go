package chain

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/synod-net/synod/dispute/game"
)

// A solver that bisects with state hashes other than the ones whose root
// it committed in the market cannot prove them once phase 1 pins a step:
// its proveStates reverts, and it loses at its deadline, even where the
// referee would have ruled for it. The task is rejected and the
// challenger takes the solver's stake.
func TestDisputeStateRootBindsSolver(t *testing.T) {
	const steps = 16
	honest := trace{steps: steps, entries: 4}
	for _, tc := range []struct {
		name                string
		plays, commits, cTr trace // the solver's play, what its root commits, the challenger's play
	}{
		// It plays the honest run but committed another (from step 5
		// on); the challenger lies from step 9, so the referee would
		// rule for the solver at step 9.
		{"honest play, other root", honest, trace{steps: steps, entries: 4, badStep: 5, tag: "c"}, trace{steps: steps, entries: 4, badStep: 9, badEntry: 4, tag: "l"}},
		// It committed the honest run and bisects with a lie from step
		// 9 on: the honest challenger pins step 9.
		{"lying play, honest root", trace{steps: steps, entries: 4, badStep: 9, badEntry: 4, tag: "s"}, honest, honest},
		// Step 1, whose pre-state is the task's initial state: the
		// post-state still needs its proof.
		{"step 1", honest, trace{steps: steps, entries: 4, badStep: 1, tag: "c"}, trace{steps: steps, entries: 4, badStep: 1, badEntry: 4, tag: "l"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newTestEnv(t)
			sub, solver, chal, stranger := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
			subB := e.balance(sub)
			p := taskParams(steps, eth(1))
			p.PricePerWork = new(big.Int).Div(eth(2), big.NewInt(testMaxWork))
			taskID, err := e.c.SubmitTask(e.ctx, sub, p)
			must(t, err)
			res := resultOf(tc.plays, testMaxWork)
			res.StateRoot = tc.commits.root()
			e.commitAndReveal(taskID, solver, res, []*Account{chal}, []Verdict{verdictOf(tc.cTr, testMaxWork)})
			vs, err := e.c.Verifiers(e.ctx, taskID)
			must(t, err)
			if len(vs) != 1 || vs[0].Status != VerdictChallenger {
				t.Fatalf("verifiers %+v", vs)
			}
			id := vs[0].DisputeId
			var v game.View
			for {
				v, err = e.c.GameView(e.ctx, id)
				must(t, err)
				if v.Prove {
					break
				}
				if v.Phase != game.PhaseSteps {
					t.Fatalf("phase 1 ended in %+v", v)
				}
				e.moveOnce(id, solver, chal, tc.plays, tc.cTr)
			}
			// The step pinned is where the two plays part.
			want := tc.plays.badStep
			if want == 0 {
				want = tc.cTr.badStep
			}
			if v.Step != int(want) || v.ToMove != game.Solver || v.Phase != game.PhaseOpen {
				t.Fatalf("pinned %+v, want step %d", v, want)
			}
			// Neither the proofs from its play nor those from the tree it
			// committed prove what it played.
			m, _ := tc.plays.player(game.Solver).Move(v)
			err = e.c.Play(e.ctx, solver, id, m)
			mustRevert(t, err, "StateNotCommitted")
			if !errors.Is(err, game.ErrUncommitted) {
				t.Fatalf("%v does not match %v", err, game.ErrUncommitted)
			}
			committed := tc.commits.player(game.Solver)
			if m, _ = committed.Move(v); m.Kind != game.Prove {
				t.Fatalf("move %+v", m)
			}
			mustRevert(t, e.c.Play(e.ctx, solver, id, m), "StateNotCommitted")
			// It cannot open instead, and loses at its deadline.
			mustRevert(t, e.c.OpenTrace(e.ctx, solver, id, uint32(v.Turn), 4, h32("chain"), tc.plays.state(uint64(v.Step))), "WrongMove")
			mustRevert(t, e.c.Timeout(e.ctx, stranger, id), "DeadlineNotReached")
			e.warp(301 * time.Second)
			must(t, e.c.Timeout(e.ctx, stranger, id))
			g, err := e.c.Game(e.ctx, id)
			must(t, err)
			if g.Outcome != OutcomeChallengerWon {
				t.Fatalf("outcome %d", g.Outcome)
			}
			e.settleAfter(taskID)
			task, err := e.c.Task(e.ctx, taskID)
			must(t, err)
			if task.Status != TaskRejected {
				t.Fatalf("task status %d", task.Status)
			}
			wantBalance(t, e, chal, eth(2))
			wantBalance(t, e, sub, new(big.Int).Add(subB, eth(2)))
		})
	}
}
