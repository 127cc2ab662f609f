package play

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/repops"
)

// TestChainTrials: 20 disputes over real repops traces of a small
// training job, each opened through the task market on the embedded
// chain (a task submitted, claimed, committed, verified by a dissenting
// verifier), played move by move on chain by the two parties from their
// receipts (the pinned step regenerated from their checkpoints) and ruled
// by the referee set's member from the parties' evidence. The liar is the
// solver or the challenger, lies about one op's output, about its state
// only, or about its trace length, and sometimes goes silent. The honest
// party wins every game within the move bound, and the market settles
// the task accordingly.
func TestChainTrials(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithTimeout(f.ctx, 5*time.Minute)
	defer cancel()
	m := newMarketChain(t, ctx)
	c, sub, sol, chal, ref := m.c, m.sub, m.sol, m.chal, m.ref
	var err error
	warp := func(ts uint64) { m.warp(t, ctx, ts) }
	steps := f.spec.Steps
	rng := rand.New(rand.NewPCG(20, 26))
	kinds := []string{"op", "state", "length"}
	maxMoves, silent, checkedNoProof := 0, 0, false
	for trial := range 20 {
		liar := game.Party(1 + rng.IntN(2))
		k := 2 + rng.IntN(steps-1)
		kind := kinds[trial%3]
		silentAt := -1
		if rng.IntN(5) == 0 {
			silentAt = rng.IntN(10)
		}
		li := 0
		if liar == game.Challenger {
			li = 1
		}
		rs := [2]*job.Receipt{f.r[0], f.r[1]}
		var regens [2]Regenerator
		rs[li] = lieFrom(f.r[li], k)
		switch kind {
		case "op":
			e := rng.IntN(f.entries)
			regens[li] = tamper(k, e, func(x *repops.TraceEntry) { x.Output[3] ^= 0x10 })
		case "length":
			// The liar's trace of step k lacks its last entry (it cannot
			// prove where it ends) or has one more (the honest party
			// proves where its own ends).
			regens[li] = resize(k, trial%2 == 1)
		}
		var parties [2]*Party
		for i, role := range []game.Party{game.Solver, game.Challenger} {
			if parties[i], err = NewParty(ctx, role, rs[i], f.st[i], regens[i]); err != nil {
				t.Fatal(err)
			}
		}
		// The task: the solver's result and the challenger's verdict are
		// their receipts' final states.
		id, err := c.SubmitTask(ctx, sub, chain.TaskParams{SpecCid: "bafy-spec", ParentTaskId: new(big.Int),
			InitialStateHash: rs[0].InitialStateHash, Steps: uint64(steps), MaxWork: 1000, PricePerWork: big.NewInt(1e12),
			Stake: big.NewInt(1e16), SolveTimeout: 3600, VerifyWindow: 600, RevealTimeout: 600, MoveTimeout: 300})
		if err != nil {
			t.Fatal(err)
		}
		res := chain.Result{FinalStateHash: rs[0].Output.StateHash, StateRoot: rs[0].StateRoot, WorkUsed: 500, CheckpointCID: "bafy-out"}
		res.Salt, _ = chain.NewSalt()
		wrong, _ := chain.NewSalt()
		ver := chain.Verdict{FinalStateHash: rs[1].Output.StateHash, WorkUsed: 500, SplitHash: chain.SplitHash(rs[1].StateHashes)}
		ver.Salt, _ = chain.NewSalt()
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
		}
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
		rf := &Referee{Spec: f.spec, OpSet: rs[0].OpSetVersion}
		moves, entries := 0, 0
		var ruling string
		for {
			v, err := c.GameView(ctx, d)
			must(err)
			if v.Phase == game.PhaseDone {
				break
			}
			if v.Phase == game.PhaseReferee && !v.Length && v.Entry == v.Count {
				// The state entry: a state proof settles it on chain,
				// whoever sends it (the liar's proof, from its honest
				// step data, gives the honest post-state too).
				if !checkedNoProof {
					// A step whose trace does not end with its adamw
					// updates has no state proof: nothing is sent.
					cut, err := NewParty(ctx, game.Solver, rs[0], f.st[0], func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error) {
						d, err := Regenerate(ctx, r, st, s)
						if err == nil {
							d.Entries = d.Entries[:len(d.Entries)-1]
						}
						return d, err
					})
					must(err)
					if err := cut.SettleStateOnChain(ctx, c, sol, d); !errors.Is(err, ErrNoStateProof) {
						t.Fatalf("trial %d: a trace without its last update: %v", trial, err)
					}
					checkedNoProof = true
				}
				if trial%4 == 1 {
					// The referee set's member sends one from the
					// parties' evidence instead of voting.
					r, err := rf.RuleOnChain(ctx, c, ref, d, evidenceOf(ps, v.Step, v.Entry))
					must(err)
					if r.Work != "state proof" {
						t.Fatalf("trial %d: the referee ruled by %s on a state entry", trial, r.Work)
					}
					ruling, entries = "state proof (the referee's)", v.Count
					continue
				}
				by := []game.Party{game.Solver, game.Challenger}[trial%2]
				must(ps[by].SettleStateOnChain(ctx, c, accts[by], d))
				ruling, entries = "state proof", v.Count
				continue
			}
			if v.Phase == game.PhaseReferee {
				r, err := rf.RuleOnChain(ctx, c, ref, d, evidenceOf(ps, v.Step, v.Entry))
				must(err)
				ruling, entries = r.Work, v.Count
				continue
			}
			if v.ToMove == liar && silentAt >= 0 && v.Turn >= silentAt {
				warp(uint64(v.Deadline.Unix()))
				must(c.Timeout(ctx, accts[liar.Other()], d))
				ruling = "timeout"
				silent++
				continue
			}
			if v.Length && v.Prove && v.Phase == game.PhaseReveal {
				entries = v.Count
				if v.ToMove == liar {
					// The end of the liar's shorter trace: it has no state
					// proof to send, and loses at its deadline.
					if err := ps[liar].MoveOnChain(ctx, c, accts[liar], d); err == nil {
						t.Fatalf("trial %d: the liar proved the end of its shorter trace", trial)
					}
					warp(uint64(v.Deadline.Unix()))
					must(c.Timeout(ctx, accts[liar.Other()], d))
					ruling = "timeout: the liar's shorter trace has no state proof"
					continue
				}
				ruling = "the honest party proved where its shorter trace ends"
			}
			must(ps[v.ToMove].MoveOnChain(ctx, c, accts[v.ToMove], d))
			moves++
		}
		v, err := c.GameView(ctx, d)
		must(err)
		if v.Outcome.Winner != liar.Other() {
			t.Fatalf("trial %d (%s liar %s at step %d, silent at %d): outcome %+v", trial, kind, liar, k, silentAt, v.Outcome)
		}
		// The solver's proof of its states of the pinned step and the two
		// openings (the challenger's split hash of phase 1 came with its
		// challenge); the shorter trace's party's proof of its end is one
		// move more.
		extra := 3
		if v.Length {
			extra = 4
		}
		if bound := ceilLog2(steps) + ceilLog2(entries+1) + extra; entries > 0 && moves > bound {
			t.Fatalf("trial %d: %d moves > bound %d", trial, moves, bound)
		}
		maxMoves = max(maxMoves, moves)
		// The market settles by the game: a cheating solver's result is
		// rejected, a lying challenger's dispute leaves it standing.
		tk, err = c.Task(ctx, id)
		must(err)
		warp(tk.Deadline)
		must(c.Settle(ctx, sub, id))
		tk, err = c.Task(ctx, id)
		must(err)
		want := chain.TaskSettled
		if liar == game.Solver {
			want = chain.TaskRejected
		}
		if tk.Status != want {
			t.Fatalf("trial %d: task status %d, want %d", trial, tk.Status, want)
		}
		t.Logf("trial %2d: %-6s lie by the %-10s at step %2d: %s wins in %2d moves (ruling: %s)", trial, kind, liar, k, liar.Other(), moves, ruling)
	}
	t.Logf("20 trials on chain: max %d moves, %d ended by a silent liar's timeout", maxMoves, silent)
}

// marketChain is the embedded chain of the on-chain dispute tests:
// contracts deployed with a referee set of one (account 5, joined), and
// the submitter, solver and challenger accounts (1, 2, 3). Its warp moves
// chain time past ts.
type marketChain struct {
	emb                 *chain.Embedded
	c                   *chain.Chain
	sub, sol, chal, ref *chain.Account
}

func newMarketChain(t *testing.T, ctx context.Context, opts ...chain.Option) *marketChain {
	t.Helper()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(0), chain.WithDevAccounts(8))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emb.Close() })
	opts = append([]chain.Option{chain.WithPollInterval(2 * time.Millisecond),
		chain.WithMarketConfig(chain.MarketConfig{TreasuryBps: 500, VerifierBps: 1000, MaxVerifiers: 4}),
		chain.WithRefereeConfig(chain.RefereeConfig{Threshold: 1, MemberStake: big.NewInt(1e18), ExitDelay: 24 * time.Hour})}, opts...)
	c, err := chain.Deploy(ctx, emb, chain.NewAccount(chain.DevKey(0)), opts...)
	if err != nil {
		t.Fatal(err)
	}
	m := &marketChain{emb: emb, c: c, sub: chain.NewAccount(chain.DevKey(1)), sol: chain.NewAccount(chain.DevKey(2)),
		chal: chain.NewAccount(chain.DevKey(3)), ref: chain.NewAccount(chain.DevKey(5))}
	if err := c.JoinReferees(ctx, m.ref); err != nil {
		t.Fatal(err)
	}
	return m
}

func (m *marketChain) warp(t *testing.T, ctx context.Context, ts uint64) {
	t.Helper()
	h, err := m.emb.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h.Time <= ts {
		if err := m.emb.AdjustTime(time.Duration(ts-h.Time+1) * time.Second); err != nil {
			t.Fatal(err)
		}
	}
}

// evidenceOf is the evidence the parties give for entry of step (those
// that have it).
func evidenceOf(ps map[game.Party]*Party, step, entry int) map[game.Party]*Evidence {
	evs := map[game.Party]*Evidence{}
	for p, party := range ps {
		if ev, err := party.Evidence(step, entry); err == nil {
			evs[p] = ev
		}
	}
	return evs
}
