package main

import (
	"context"
	"testing"
)

// TestBenchVerifySmall runs `synod bench verify` on a tiny job: the runs
// with and without receipts end in the same state (the benchmark checks
// it), both verifications succeed and the estimate is positive.
func TestBenchVerifySmall(t *testing.T) {
	res, err := runBenchVerify(context.Background(), 4, 2, 2, 16, 1, 1, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	if res.BareMS <= 0 || res.ReceiptMS <= 0 || res.TracesMS <= 0 || res.SegmentSteps != 2 || res.WorkUnits == 0 || res.EstimatedMS <= 0 {
		t.Fatalf("%+v", res)
	}
}

// TestBenchDisputeSmall runs `synod bench dispute` on a short job: every
// game is won by the honest challenger within its move bound (the
// benchmark fails otherwise), over real libp2p streams and on chain.
func TestBenchDisputeSmall(t *testing.T) {
	res, err := runBenchDispute(context.Background(), 40, 10, 3, 3, 0, false, false, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 3 || res.Bytes <= 0 || res.Games[0].Referee != "op" || res.Games[1].Referee != "none (state proof)" ||
		res.Games[2].Lie != "length" || res.Games[2].Referee != "none (the shorter trace's end proven)" {
		t.Fatalf("%+v", res)
	}
	// The receipts state every step's trace length, so over libp2p the op
	// and state lies take no more than the halvings (no openings); the
	// length lie, whose receipt states its longer trace, opens the step.
	for _, g := range res.Games[:2] {
		if h := ceilLog2(40) + ceilLog2(g.Entries+1); g.Moves > h || g.Bound != h {
			t.Fatalf("%s lie: %d moves (bound %d), more than the halvings %d", g.Lie, g.Moves, g.Bound, h)
		}
	}
	// On chain the state lie is settled by a state proof, no ruling, and
	// the proof, the game's final operation, stays under 300k gas; so is
	// the length lie, by the honest challenger's proof of where its
	// shorter trace ends.
	t.Logf("the state lie on chain: %+v", res.Chain[1])
	if st := res.Chain[1]; st.Settled != "state proof" || st.StateGas == 0 || st.StateGas >= 300_000 || st.RulingGas != 0 {
		t.Fatalf("the state lie on chain: %+v (the state proof's target is under 300000 gas)", st)
	}
	t.Logf("the length lie on chain: %+v", res.Chain[2])
	if ln := res.Chain[2]; ln.Settled != "end proven" || ln.EndGas == 0 || ln.EndGas >= 300_000 || ln.RulingGas != 0 {
		t.Fatalf("the length lie on chain: %+v (the proof's target is under 300000 gas)", ln)
	}
	// The same lies on chain (a block per transaction here): the honest
	// challenger wins all (the benchmark fails otherwise) and every
	// move's gas is measured.
	if len(res.Chain) != 3 || res.MaxMoveGas == 0 || res.MaxMoveGas >= 80_000 || res.MaxRulingGas == 0 || res.MaxRulingGas >= 300_000 {
		t.Fatalf("on chain: %+v", res.Chain)
	}
}

// TestBenchDisputeScalar runs `synod bench dispute --scalar --rotary` on a
// short job with one on-chain game, an op lie: the task names its op set, so the
// game runs phase 3 and the contract settles it by executing one scalar
// step; the honest challenger wins, every move stays under 80k gas and
// the executing pick under 300k.
func TestBenchDisputeScalar(t *testing.T) {
	res, err := runBenchDispute(context.Background(), 40, 10, 1, 1, 0, true, true, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Scalar || !res.Rotary || len(res.Chain) != 1 {
		t.Fatalf("%+v", res)
	}
	// Every entry of the transformer's traced step reduces (receipts of
	// format 5 trace its sublayers op by op, format 6 rotary's ln(base)).
	if res.EntriesReducible == 0 || res.EntriesReducible != res.StepEntries {
		t.Fatalf("%d of %d entries reduce; the others: %v", res.EntriesReducible, res.StepEntries, res.Irreducible)
	}
	g := res.Chain[0]
	t.Logf("%+v", g)
	if g.Lie != "op" || g.Settled != "executed" || g.Winner != "challenger" || g.RulingGas != 0 {
		t.Fatalf("the op lie ended %+v, want executed with the challenger winning", g)
	}
	if g.MaxMoveGas == 0 || g.MaxMoveGas >= 80_000 || g.MaxMoveMethod == "" {
		t.Fatalf("the most gas of a move: %s %d, the target is under 80000", g.MaxMoveMethod, g.MaxMoveGas)
	}
	if (g.ExecMethod != "pickElement" && g.ExecMethod != "pickScalar") || g.ExecGas == 0 || g.ExecGas >= 300_000 || res.MaxExecGas != g.ExecGas {
		t.Fatalf("the executing pick: %s %d gas (the most %d), the target is under 300000", g.ExecMethod, g.ExecGas, res.MaxExecGas)
	}
}
