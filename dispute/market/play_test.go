package market

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
)

// TestVerifiersPlayDisputes: a solver computes its task under op set 2
// (faster kernels) though the spec names op set 1, and commits that
// result. Both honest verifiers (the market's Verifier role) challenge it
// and then play their games on chain from the receipts they kept, move by
// move as their AdvanceTask is called, while the cheating solver plays
// from what it computed; the referee set's member rules from both sides'
// evidence (the verifiers' through the parties their node serves). Both
// games pin the first attention block of step 1, the verifiers win, and
// settlement gives them the solver's stake.
func TestVerifiersPlayDisputes(t *testing.T) {
	e := newEnv(t, testMkt)
	ref := chain.NewAccount(chain.DevKey(5))
	must(t, e.c.JoinReferees(e.ctx, ref))
	f := newFlow(e)
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	f.id = f.s.TaskID
	cheat := chain.NewAccount(chain.DevKey(2))
	must(t, e.c.Claim(e.ctx, cheat, f.id))
	tk := e.task(f.id)
	spec, q, err := fetchSpec(e.ctx, e.stores[2], tk)
	must(t, err)
	fast := *spec
	fast.OpSet = 2
	r2, err := job.Run(e.ctx, &fast, e.stores[2], e.ids[2])
	must(t, err)
	claim := *r2
	claim.Spec, claim.SpecHash, claim.OpSetVersion = spec, job.Hash(spec.Hash()), 1
	res := chain.Result{FinalStateHash: r2.Output.StateHash, StateRoot: r2.StateRoot, WorkUsed: q.Units, CheckpointCID: r2.Output.CID}
	res.Salt, err = chain.NewSalt()
	must(t, err)
	wrong, err := chain.NewSalt()
	must(t, err)
	must(t, e.c.CommitResult(e.ctx, cheat, f.id, res, wrong))
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActCommit)
	}
	e.warpPast(e.task(f.id).Deadline)
	_, err = e.c.RevealResult(e.ctx, cheat, f.id, res, wrong)
	must(t, err)
	for _, v := range f.vers {
		act, err := v.AdvanceTask(e.ctx, f.id)
		wantAction(t, act, err, ActReveal)
	}
	// The cheater answers from what it computed (op set 2).
	cheater, err := play.NewParty(e.ctx, game.Solver, &claim, e.stores[2], func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*play.StepData, error) {
		c := *r
		c.Spec = &fast
		return play.Regenerate(ctx, &c, st, s)
	})
	must(t, err)
	vs, err := e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	if len(vs) != 2 {
		t.Fatalf("%d verifiers", len(vs))
	}
	rf := &play.Referee{Spec: spec, OpSet: 1}
	for round := 0; ; round++ {
		if round > 200 {
			t.Fatal("the games did not end")
		}
		open := 0
		for i, v := range vs {
			gv, err := e.c.GameView(e.ctx, v.DisputeId)
			must(t, err)
			switch {
			case gv.Phase == game.PhaseDone:
				continue
			case gv.Phase == game.PhaseReferee:
				// The referee asks both parties for their evidence: the
				// verifier's comes from the party its node serves.
				vr, err := f.vers[i].Receipt(f.id)
				must(t, err)
				vp, ok := NewDisputeParties(e.ctx, e.stores[3+i], nil, f.vers[i]).Lookup(vr.Hash, game.Challenger)
				if !ok {
					t.Fatal("the verifier's node does not answer for its receipt")
				}
				evs := map[game.Party]*play.Evidence{}
				for p, party := range map[game.Party]*play.Party{game.Solver: cheater, game.Challenger: vp} {
					if ev, err := party.Evidence(gv.Step, gv.Entry); err == nil {
						evs[p] = ev
					}
				}
				r, err := rf.RuleOnChain(e.ctx, e.c, ref, v.DisputeId, evs)
				must(t, err)
				if gv.Step != 1 || r.Work != "op" {
					t.Errorf("dispute %s pinned step %d entry %d, ruled by %s", v.DisputeId, gv.Step, gv.Entry, r.Work)
				}
			case gv.ToMove == game.Solver:
				must(t, cheater.MoveOnChain(e.ctx, e.c, cheat, v.DisputeId))
			default:
				act, err := f.vers[i].AdvanceTask(e.ctx, f.id)
				wantAction(t, act, err, ActDispute)
			}
			open++
		}
		if open == 0 {
			break
		}
	}
	vs, err = e.c.Verifiers(e.ctx, f.id)
	must(t, err)
	for _, v := range vs {
		if v.Outcome != chain.OutcomeChallengerWon {
			t.Fatalf("verifier %s: outcome %d", v.Addr.Hex(), v.Outcome)
		}
	}
	e.warpPast(e.task(f.id).Deadline)
	act, err := f.vers[0].AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActSettle)
	if st := e.task(f.id).Status; st != chain.TaskRejected {
		t.Fatalf("status %d, want rejected", st)
	}
	share := new(big.Int).Div(testStake, big.NewInt(2))
	for who, want := range map[common.Address]*big.Int{
		e.addr(2): new(big.Int), e.addr(3): new(big.Int).Add(testStake, share), e.addr(4): new(big.Int).Add(testStake, share),
	} {
		got, err := e.c.MarketBalance(e.ctx, who)
		must(t, err)
		if got.Cmp(want) != 0 {
			t.Errorf("market balance of %s: %s, want %s", who.Hex(), got, want)
		}
	}
	e.checkConserved()
}

// TestSolverPlaysDispute: an honest solver (the market's Solver role) is
// challenged by a verifier whose receipt lies from step 3 on; the solver
// plays the game on chain from the receipt it kept, move by move as its
// AdvanceTask is called, settles the pinned state entry with a state
// proof (no referee), wins, and its result stands.
func TestSolverPlaysDispute(t *testing.T) {
	e := newEnv(t, testMkt)
	ref := chain.NewAccount(chain.DevKey(5))
	must(t, e.c.JoinReferees(e.ctx, ref))
	f := newFlow(e)
	var err error
	f.s, err = f.sub.Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake})
	must(t, err)
	f.id = f.s.TaskID
	must(t, f.sol.Claim(e.ctx, f.id))
	act, err := f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActCommit)
	// The liar (node 4) runs the job, then lies about steps 3 on.
	tk := e.task(f.id)
	spec, q, err := fetchSpec(e.ctx, e.stores[4], tk)
	must(t, err)
	honest, err := job.Run(e.ctx, spec, e.stores[4], e.ids[4])
	must(t, err)
	lie := *honest
	lies := append([]job.Hash(nil), honest.StateHashes...)
	for i := 2; i < len(lies); i++ {
		lies[i][0] ^= 1
	}
	must(t, lie.SetStateHashes(lies))
	liarAcct := chain.NewAccount(chain.DevKey(4))
	verdict := chain.Verdict{FinalStateHash: lie.Output.StateHash, WorkUsed: q.Units, SplitHash: chain.SplitHash(lie.StateHashes)}
	verdict.Salt, err = chain.NewSalt()
	must(t, err)
	must(t, e.c.CommitVerdict(e.ctx, liarAcct, f.id, verdict))
	e.warpPast(e.task(f.id).Deadline)
	act, err = f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActReveal)
	d, err := e.c.RevealVerdict(e.ctx, liarAcct, f.id, verdict)
	must(t, err)
	if d == nil {
		t.Fatal("no dispute opened")
	}
	liar, err := play.NewParty(e.ctx, game.Challenger, &lie, e.stores[4], nil)
	must(t, err)
	sr, err := f.sol.Receipt(f.id)
	must(t, err)
	sp, ok := NewDisputeParties(e.ctx, e.stores[2], f.sol, nil).Lookup(sr.Hash, game.Solver)
	if !ok {
		t.Fatal("the solver's node does not answer for its receipt")
	}
	rf := &play.Referee{Spec: spec, OpSet: 1}
	proved := false
	for round := 0; ; round++ {
		if round > 100 {
			t.Fatal("the game did not end")
		}
		gv, err := e.c.GameView(e.ctx, d)
		must(t, err)
		if gv.Phase == game.PhaseDone {
			break
		}
		switch {
		case gv.Phase == game.PhaseReferee && !gv.Length && gv.Entry == gv.Count:
			// The lie is about the state only: the solver settles the
			// pinned state entry with a state proof, no referee.
			act, err := f.sol.AdvanceTask(e.ctx, f.id)
			wantAction(t, act, err, ActDispute)
			proved = true
		case gv.Phase == game.PhaseReferee:
			evs := map[game.Party]*play.Evidence{}
			for p, party := range map[game.Party]*play.Party{game.Solver: sp, game.Challenger: liar} {
				if ev, err := party.Evidence(gv.Step, gv.Entry); err == nil {
					evs[p] = ev
				}
			}
			_, err := rf.RuleOnChain(e.ctx, e.c, ref, d, evs)
			must(t, err)
		case gv.ToMove == game.Challenger:
			must(t, liar.MoveOnChain(e.ctx, e.c, liarAcct, d))
		default:
			act, err := f.sol.AdvanceTask(e.ctx, f.id)
			wantAction(t, act, err, ActDispute)
		}
	}
	gv, err := e.c.GameView(e.ctx, d)
	must(t, err)
	if gv.Outcome.Winner != game.Solver || !proved {
		t.Fatalf("outcome %+v (settled by a state proof: %v)", gv.Outcome, proved)
	}
	e.warpPast(e.task(f.id).Deadline)
	act, err = f.sol.AdvanceTask(e.ctx, f.id)
	wantAction(t, act, err, ActSettle)
	if st := e.task(f.id).Status; st != chain.TaskSettled {
		t.Fatalf("status %d, want settled", st)
	}
	e.checkConserved()
}
