package main

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/node/identity"
)

// benchChainGame is one dispute of `synod bench dispute` played on chain.
type benchChainGame struct {
	Lie    string `json:"lie"`
	Step   int    `json:"step"`
	Entry  int    `json:"entry"` // the lied-about op entry; the step's entry count for a state lie
	Winner string `json:"winner"`
	Moves  int    `json:"moves"`
	// WallMS is from the dispute's opening (the challenger's reveal) to
	// its end, with the chain sealing a block every BlockPeriodMS.
	WallMS float64 `json:"wall_ms"`
	// MaxMoveGas is the most gas any move of the game took; RulingGas the
	// referee set's vote that ruled (the final on-chain operation).
	MaxMoveGas uint64 `json:"max_move_gas"`
	RulingGas  uint64 `json:"ruling_gas"`
	// MaxMoveMethod names the move that took MaxMoveGas.
	MaxMoveMethod string `json:"max_move_method"`
	// Settled is how the game ended: "executed" (the contract executed
	// one scalar step of the pinned op, phase 3), "state proof" (a state
	// lie: the contract computed the post-state from the pre-state's
	// header and the step's adamw entries, settleState, whose gas is
	// StateGas) or "referee" (the referee set's vote). An executed game's
	// final on-chain operation is the executing pick (ExecMethod,
	// pickElement or pickScalar), whose gas ExecGas is not among the
	// moves'. A length lie ends "end proven": the honest party, whose
	// trace is the shorter, proved its end with a state proof (proveEnd,
	// whose gas is EndGas, not among the moves').
	Settled    string `json:"settled"`
	ExecMethod string `json:"exec_method,omitempty"`
	ExecGas    uint64 `json:"exec_gas,omitempty"`
	StateGas   uint64 `json:"state_gas,omitempty"`
	EndGas     uint64 `json:"end_gas,omitempty"`
}

// gasByMethod collects the gas of the transactions a Chain sends.
type gasByMethod struct {
	mu  sync.Mutex
	evs []chain.TxEvent
}

func (g *gasByMethod) observe(e chain.TxEvent) {
	g.mu.Lock()
	g.evs = append(g.evs, e)
	g.mu.Unlock()
}

// since returns the events after the first n and their count.
func (g *gasByMethod) since(n int) ([]chain.TxEvent, int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]chain.TxEvent(nil), g.evs[n:]...), len(g.evs)
}

// chainDisputes opens each lie as a dispute through the task market on an
// embedded chain sealing a block every period, and plays it there: the
// parties move from their receipts, the referee set's one member rules
// from their evidence. With scalar the tasks name their op set, so the
// market enables phase 3 on each game.
func chainDisputes(ctx context.Context, spec *job.Spec, honest [2]*job.Receipt, ids [2]*identity.Identity, sts [2]*job.MemStore,
	lies []benchLie, period time.Duration, scalar bool, log func(string)) ([]benchChainGame, error) {
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(period), chain.WithDevAccounts(8))
	if err != nil {
		return nil, err
	}
	defer emb.Close()
	if err := emb.Start(ctx); err != nil { // seals a block every period (none: one per transaction)
		return nil, err
	}
	gas := &gasByMethod{}
	c, err := chain.Deploy(ctx, emb, chain.NewAccount(chain.DevKey(0)), chain.WithPollInterval(20*time.Millisecond),
		chain.WithMarketConfig(chain.MarketConfig{TreasuryBps: 500, VerifierBps: 1000, MaxVerifiers: 4}),
		chain.WithRefereeConfig(chain.RefereeConfig{Threshold: 1, MemberStake: big.NewInt(1e18), ExitDelay: 24 * time.Hour}),
		chain.WithTxObserver(gas.observe))
	if err != nil {
		return nil, err
	}
	sub, sol, chal, ref := chain.NewAccount(chain.DevKey(1)), chain.NewAccount(chain.DevKey(2)), chain.NewAccount(chain.DevKey(3)), chain.NewAccount(chain.DevKey(5))
	if err := c.JoinReferees(ctx, ref); err != nil {
		return nil, err
	}
	warp := func(ts uint64) error {
		h, err := emb.HeaderByNumber(ctx, nil)
		if err != nil {
			return err
		}
		if h.Time <= ts {
			return emb.AdjustTime(time.Duration(ts-h.Time+1) * time.Second)
		}
		return nil
	}
	var out []benchChainGame
	for _, l := range lies {
		r := l.receipt
		solver, err := play.NewParty(ctx, game.Solver, r, sts[0], l.regen)
		if err != nil {
			return nil, err
		}
		challenger, err := play.NewParty(ctx, game.Challenger, honest[1], sts[1], nil)
		if err != nil {
			return nil, err
		}
		tp := chain.TaskParams{SpecCid: "bafy-bench-spec", ParentTaskId: new(big.Int),
			InitialStateHash: r.InitialStateHash, Steps: uint64(spec.Steps), MaxWork: 1000, PricePerWork: big.NewInt(1e12),
			Stake: big.NewInt(1e16), SolveTimeout: 3600, VerifyWindow: 600, RevealTimeout: 600, MoveTimeout: 300}
		if scalar {
			tp.OpSet = uint8(r.OpSetVersion)
		}
		id, err := c.SubmitTask(ctx, sub, tp)
		if err != nil {
			return nil, err
		}
		res := chain.Result{FinalStateHash: r.Output.StateHash, StateRoot: r.StateRoot, WorkUsed: 500, CheckpointCID: "bafy-bench-out"}
		ver := chain.Verdict{FinalStateHash: honest[1].Output.StateHash, WorkUsed: 500, SplitHash: chain.SplitHash(honest[1].StateHashes)}
		if res.Salt, err = chain.NewSalt(); err != nil {
			return nil, err
		}
		if ver.Salt, err = chain.NewSalt(); err != nil {
			return nil, err
		}
		wrong, err := chain.NewSalt()
		if err != nil {
			return nil, err
		}
		if err := c.Claim(ctx, sol, id); err != nil {
			return nil, err
		}
		if err := c.CommitResult(ctx, sol, id, res, wrong); err != nil {
			return nil, err
		}
		if err := c.CommitVerdict(ctx, chal, id, ver); err != nil {
			return nil, err
		}
		tk, err := c.Task(ctx, id)
		if err != nil {
			return nil, err
		}
		if err := warp(tk.Deadline); err != nil {
			return nil, err
		}
		if _, err := c.RevealResult(ctx, sol, id, res, wrong); err != nil {
			return nil, err
		}
		t0 := time.Now()
		_, mark := gas.since(0)
		d, err := c.RevealVerdict(ctx, chal, id, ver)
		if err != nil || d == nil {
			return nil, fmt.Errorf("opening the dispute: %v", err)
		}
		ps := map[game.Party]*play.Party{game.Solver: solver, game.Challenger: challenger}
		accts := map[game.Party]*chain.Account{game.Solver: sol, game.Challenger: chal}
		rf := &play.Referee{Spec: spec, OpSet: r.OpSetVersion, Format: r.Format}
		g := benchChainGame{Lie: l.kind, Step: l.step, Entry: l.entry, Settled: "referee"}
		for {
			v, err := c.GameView(ctx, d)
			if err != nil {
				return nil, err
			}
			if v.Scalar != scalar {
				return nil, fmt.Errorf("the market set phase 3 to %v on a task submitted with it %v", v.Scalar, scalar)
			}
			if v.Phase == game.PhaseDone {
				g.Winner = v.Outcome.Winner.String()
				break
			}
			if v.Phase == game.PhaseReferee && !v.Length && v.Entry == v.Count {
				// A state lie: the honest party settles it with a state
				// proof.
				if err := ps[game.Challenger].SettleStateOnChain(ctx, c, chal, d); err != nil {
					return nil, err
				}
				g.Settled = "state proof"
				continue
			}
			if v.Phase == game.PhaseReferee {
				evs := map[game.Party]*play.Evidence{}
				for p, party := range ps {
					if ev, err := party.Evidence(v.Step, v.Entry); err == nil {
						evs[p] = ev
					}
				}
				if _, err := rf.RuleOnChain(ctx, c, ref, d, evs); err != nil {
					return nil, err
				}
				continue
			}
			if v.Length && v.Prove && v.Phase == game.PhaseReveal {
				g.Settled = "end proven"
			}
			if err := ps[v.ToMove].MoveOnChain(ctx, c, accts[v.ToMove], d); err != nil {
				return nil, err
			}
			g.Moves++
		}
		g.WallMS = float64(time.Since(t0).Microseconds()) / 1000
		// The transaction that executed a scalar step, if one did.
		var exec common.Hash
		if scalar {
			gevs, err := c.GameEvents(ctx, chain.GameFilter{Disputes: []*big.Int{d}})
			if err != nil {
				return nil, err
			}
			for _, e := range gevs {
				if e.Kind == chain.EvScalarExecuted {
					exec, g.Settled = e.TxHash, "executed"
				}
			}
		}
		evs, _ := gas.since(mark)
		for _, e := range evs {
			switch e.Method {
			case "post", "pick", "proveStates", "openTrace", "openEntry", "descend", "pickElement", "bisect", "pickScalar":
				if g.Settled == "executed" && e.Err == nil && e.Hash == exec {
					g.ExecMethod, g.ExecGas = e.Method, e.GasUsed
					continue
				}
				if e.GasUsed > g.MaxMoveGas {
					g.MaxMoveGas, g.MaxMoveMethod = e.GasUsed, e.Method
				}
			case "vote":
				g.RulingGas = max(g.RulingGas, e.GasUsed)
			case "settleState":
				if e.Err == nil {
					g.StateGas = max(g.StateGas, e.GasUsed)
				}
			case "proveEnd":
				if e.Err == nil {
					g.EndGas = max(g.EndGas, e.GasUsed)
				}
			}
		}
		if g.Settled == "executed" && g.ExecGas == 0 {
			return nil, fmt.Errorf("the %s lie at step %d: no move's transaction executed the scalar step", g.Lie, g.Step)
		}
		out = append(out, g)
		end := chainGameEnd(g)
		log(fmt.Sprintf("on chain: %s lie at step %d: %s wins in %d moves, %.1f s, moves at most %d gas (%s), %s",
			g.Lie, g.Step, g.Winner, g.Moves, g.WallMS/1000, g.MaxMoveGas, g.MaxMoveMethod, end))
	}
	return out, nil
}

// chainGameEnd says how an on-chain game ended and what its final
// operation cost.
func chainGameEnd(g benchChainGame) string {
	switch g.Settled {
	case "executed":
		return fmt.Sprintf("executed a scalar step, %s %d gas", g.ExecMethod, g.ExecGas)
	case "state proof":
		return fmt.Sprintf("settled by a state proof, settleState %d gas", g.StateGas)
	case "end proven":
		return fmt.Sprintf("the shorter trace's end proven, proveEnd %d gas", g.EndGas)
	}
	return fmt.Sprintf("the referee set ruled, %d gas", g.RulingGas)
}
