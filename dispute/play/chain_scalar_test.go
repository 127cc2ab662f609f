package play

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
)

// TestChainScalar: disputes opened through the task market on the
// embedded chain for a task that names its op set (TaskParams.OpSet), so
// the market enables phase 3 on each game. One party computed one output
// element of one op wrongly (a matmul, a matmul.grad, an add, a
// layer_norm, a grad_clip, an add.grad, an adamw, a cross_entropy.grad,
// an embedding and its gradient, which read integer lists, a grad_sumsq
// link of the gradient norm, or a rotary embedding, which does not
// reduce; the receipts' traces record the transformer's sublayers op by
// op); the parties play on chain from their receipts (MoveOnChain),
// opening the pinned entry: the reducible entries are settled by the
// contract executing one scalar step; neither party opens the rotary entry
// (the referee set rules whatever they open), which goes to the referee
// set. In two
// more games the liar sends a corrupted phase-3 move (the contract
// rejects it and nothing changes; the liar then plays on from its data)
// or goes silent in phase 3 (it loses on its deadline). The honest party
// wins every game and the market settles the task by it.
func TestChainScalar(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithTimeout(f.ctx, 2*time.Minute)
	defer cancel()
	var mu sync.Mutex
	gas := map[string]uint64{}
	var last chain.TxEvent // the last successful transaction
	m := newMarketChain(t, ctx, chain.WithTxObserver(func(e chain.TxEvent) {
		if e.Err == nil {
			mu.Lock()
			gas[e.Method] = max(gas[e.Method], e.GasUsed)
			last = e
			mu.Unlock()
		}
	}))
	// openEntry's paths: the solver's (an opening, or none for an op that
	// does not reduce), the challenger's that starts phase 3 and the
	// challenger's that hands the entry to the referee.
	openings := map[string]uint64{}
	c, sub, sol, chal, ref := m.c, m.sub, m.sol, m.chal, m.ref
	var err error
	warp := func(ts uint64) { m.warp(t, ctx, ts) }
	steps := f.spec.Steps
	for trial, tc := range []struct {
		liar   game.Party
		step   int
		prefix string
		el     int
		how    string // how the game ends: executed, referee or timeout
		// corrupt: the liar first sends a corrupted phase-3 move.
		corrupt bool
	}{
		{game.Solver, 5, "matmul", 7, "executed", false},
		{game.Challenger, 3, "matmul.grad", 100, "executed", false},
		{game.Solver, 9, "add", 1, "executed", false},
		{game.Challenger, 6, "layer_norm", 5, "executed", false},
		// A rotary entry of a receipt of format 5, which does not record
		// ln(base): the referee set rules.
		{game.Solver, 6, "rotary", 5, "referee", false},
		{game.Challenger, 7, "matmul", 50, "executed", true},
		{game.Solver, 4, "matmul.grad", 3, "timeout", false},
		{game.Solver, 8, "grad_clip", 2, "executed", false},
		{game.Challenger, 2, "add.grad", 3, "executed", false},
		{game.Solver, 3, "adamw", 11, "executed", false},
		// The ops that read integer lists (opened as their values) and a
		// link of the gradient norm's chain.
		{game.Challenger, 4, "cross_entropy.grad", 9, "executed", false},
		{game.Solver, 7, "embedding.grad", 3, "executed", false},
		{game.Challenger, 5, "embedding", 2, "executed", false},
		{game.Solver, 8, "grad_sumsq", 0, "executed", false},
		// Rotary embeddings, ln(base) recorded (format 6 and later).
		{game.Challenger, 6, "rotary.grad", 3, "executed", false},
		{game.Solver, 7, "rotary", 6, "executed", false},
	} {
		rs := [2]*job.Receipt{f.r[0], f.r[1]}
		if tc.how == "referee" {
			for i, r := range rs {
				c := *r
				c.Format = job.UnfusedTraceFormat
				rs[i] = &c
			}
		}
		e := f.opened(t, rs[0], tc.step, tc.prefix, tc.how != "referee")
		li := 0
		if tc.liar == game.Challenger {
			li = 1
		}
		var regens [2]Regenerator
		rs[li], regens[li] = lieFrom(rs[li], tc.step), flipOutput(tc.step, e, tc.el)
		var parties [2]*Party
		for i, role := range []game.Party{game.Solver, game.Challenger} {
			if parties[i], err = NewParty(ctx, role, rs[i], f.st[i], regens[i]); err != nil {
				t.Fatal(err)
			}
		}
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
		}
		id, err := c.SubmitTask(ctx, sub, chain.TaskParams{SpecCid: "bafy-spec", ParentTaskId: new(big.Int),
			InitialStateHash: rs[0].InitialStateHash, Steps: uint64(steps), MaxWork: 1000, PricePerWork: big.NewInt(1e12),
			Stake: big.NewInt(1e16), SolveTimeout: 3600, VerifyWindow: 600, RevealTimeout: 600, MoveTimeout: 300,
			OpSet: uint8(rs[0].OpSetVersion)})
		must(err)
		res := chain.Result{FinalStateHash: rs[0].Output.StateHash, StateRoot: rs[0].StateRoot, WorkUsed: 500, CheckpointCID: "bafy-out"}
		res.Salt, _ = chain.NewSalt()
		wrong, _ := chain.NewSalt()
		ver := chain.Verdict{FinalStateHash: rs[1].Output.StateHash, WorkUsed: 500, SplitHash: chain.SplitHash(rs[1].StateHashes)}
		ver.Salt, _ = chain.NewSalt()
		must(c.Claim(ctx, sol, id))
		must(c.CommitResult(ctx, sol, id, res, wrong))
		must(c.CommitVerdict(ctx, chal, id, ver))
		tk, err := c.Task(ctx, id)
		must(err)
		warp(tk.Deadline)
		_, err = c.RevealResult(ctx, sol, id, res, wrong)
		must(err)
		d, err := c.RevealVerdict(ctx, chal, id, ver)
		must(err)
		if d == nil {
			t.Fatalf("trial %d: no dispute opened", trial)
		}
		accts := map[game.Party]*chain.Account{game.Solver: sol, game.Challenger: chal}
		ps := map[game.Party]*Party{game.Solver: parties[0], game.Challenger: parties[1]}
		rf := &Referee{Spec: f.spec, OpSet: rs[0].OpSetVersion, Format: rs[0].Format}
		moves, refereed, phase3, timedOut, corrupted := 0, false, false, false, false
		var v game.View
		for {
			v, err = c.GameView(ctx, d)
			must(err)
			if !v.Scalar {
				t.Fatalf("trial %d: the market did not enable phase 3", trial)
			}
			if v.Phase == game.PhaseDone {
				break
			}
			if v.Phase == game.PhaseElements || v.Phase == game.PhaseScalar {
				phase3 = true
				if v.Entry != e || v.Step != tc.step {
					t.Fatalf("trial %d: phase 3 over entry %d of step %d, want %d of %d", trial, v.Entry, v.Step, e, tc.step)
				}
			}
			if v.ToMove == tc.liar && (v.Phase == game.PhaseElements || v.Phase == game.PhaseScalar) {
				if tc.how == "timeout" {
					warp(uint64(v.Deadline.Unix()))
					must(c.Timeout(ctx, accts[tc.liar.Other()], d))
					timedOut = true
					continue
				}
				if tc.corrupt && !corrupted {
					m, ok := ps[tc.liar].Player().Move(v)
					if !ok {
						t.Fatalf("trial %d: the liar has no move in phase %s", trial, v.Phase)
					}
					bad := m
					bad.Hashes = append([]game.Hash(nil), m.Hashes...)
					bad.Proofs = append(bad.Proofs[:0:0], m.Proofs...)
					switch {
					case len(bad.Hashes) > 0:
						bad.Hashes[0][31] ^= 1
					case len(bad.Proofs) > 0:
						bad.Proofs[0].Bits ^= 1
					default:
						bad.Index = 5
					}
					if err := c.PlayIn(ctx, accts[tc.liar], d, v.Phase, bad, ps[tc.liar].opening(v.Step, v.Entry)); !errors.Is(err, game.ErrMalformed) {
						t.Fatalf("trial %d: a corrupted %s move in phase %s: %v", trial, m.Kind, v.Phase, err)
					}
					after, err := c.GameView(ctx, d)
					must(err)
					if after.Turn != v.Turn || after.Phase != v.Phase || after.Lo != v.Lo || after.Hi != v.Hi {
						t.Fatalf("trial %d: a rejected move changed the game: %+v", trial, after)
					}
					corrupted = true
					continue
				}
			}
			if v.Phase == game.PhaseReferee {
				_, err := rf.RuleOnChain(ctx, c, ref, d, evidenceOf(ps, v.Step, v.Entry))
				must(err)
				refereed = true
				continue
			}
			must(ps[v.ToMove].MoveOnChain(ctx, c, accts[v.ToMove], d))
			moves++
			mu.Lock()
			tx := last
			mu.Unlock()
			if tx.Method == "openEntry" {
				after, err := c.GameView(ctx, d)
				must(err)
				path := "the solver's"
				if v.ToMove == game.Challenger {
					path = "the challenger's, to the referee"
					if after.Phase == game.PhaseElements {
						path = "the challenger's, starting phase 3"
					}
				}
				openings[path] = max(openings[path], tx.GasUsed)
			}
		}
		if v.Outcome.Winner != tc.liar.Other() || phase3 != (tc.how != "referee") || refereed != (tc.how == "referee") ||
			timedOut != (tc.how == "timeout") || corrupted != tc.corrupt || v.Entry != e {
			t.Fatalf("trial %d (%s lying at %s entry %d of step %d): outcome %+v, phase 3 %v, refereed %v (%s), timed out %v, corrupted %v, entry %d",
				trial, tc.liar, tc.prefix, e, tc.step, v.Outcome, phase3, refereed, v.Why, timedOut, corrupted, v.Entry)
		}
		// The game's events tell phase 3 as it went.
		evs, err := c.GameEvents(ctx, chain.GameFilter{Disputes: []*big.Int{d}})
		must(err)
		kinds := map[string]int{}
		var n chain.GameNarrator
		for _, ev := range evs {
			kinds[ev.Kind]++
			if ev.Kind == chain.EvScalarExecuted && trial == 0 {
				t.Logf("trial 0: %s", n.Line(ev))
			}
		}
		if kinds[chain.EvScalarEnabled] != 1 || (kinds[chain.EvScalarExecuted] == 1) != (tc.how == "executed") ||
			(kinds[chain.EvScalarRefused] == 1) != (tc.how == "referee") || (kinds[chain.EvElementsStarted] == 1) != (tc.how != "referee") {
			t.Fatalf("trial %d: events %v", trial, kinds)
		}
		tk, err = c.Task(ctx, id)
		must(err)
		warp(tk.Deadline)
		must(c.Settle(ctx, sub, id))
		tk, err = c.Task(ctx, id)
		must(err)
		want := chain.TaskSettled
		if tc.liar == game.Solver {
			want = chain.TaskRejected
		}
		if tk.Status != want {
			t.Fatalf("trial %d: task status %d, want %d", trial, tk.Status, want)
		}
		how := "executed one scalar step"
		switch {
		case refereed:
			how = "the referee set ruled (" + v.Why + ")"
		case timedOut:
			how = "the liar went silent in phase 3"
		case corrupted:
			how += ", after the contract rejected the liar's corrupted phase-3 move"
		}
		t.Logf("trial %d: %s lying at entry %d (%s) of step %d: %s wins in %d moves; %s", trial, tc.liar, e, tc.prefix, tc.step, v.Outcome.Winner, moves, how)
	}
	for _, m := range []string{"revealVerdict", "whistleblow", "openEntry", "descend", "pickElement", "bisect", "pickScalar", "pick", "post"} {
		if g, ok := gas[m]; ok {
			t.Logf("gas: %s at most %d", m, g)
		}
	}
	// Every path of openEntry the honest players take stays under the 80k
	// target of a move (the challenger's opening that hands a reducible
	// entry to the referee, which only a liar's differing opening
	// reaches, is measured in contracts/scalartest's differential games).
	for _, path := range []string{"the solver's", "the challenger's, starting phase 3"} {
		g, ok := openings[path]
		t.Logf("gas: openEntry, %s, at most %d", path, g)
		if !ok || g == 0 || g >= 80_000 {
			t.Errorf("openEntry, %s: %d gas (measured: %v), the target is under 80000", path, g, ok)
		}
	}
}
