package chain

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/contracts/bindings"
)

// Gas targets from the design: what one call may cost at most.
const (
	TargetRegisterGas    = 100_000
	TargetCommitRoundGas = 80_000
	TargetBisectGas      = 80_000
)

// GasEntry is the gas one contract function used in a scenario.
type GasEntry struct {
	Function string  `json:"function"`
	Scenario string  `json:"scenario"`
	GasUsed  uint64  `json:"gas_used"`
	Target   uint64  `json:"target,omitempty"`
	Ratio    float64 `json:"ratio_to_target,omitempty"` // gas_used / target
	Within   *bool   `json:"within_target,omitempty"`
}

// GasReport is the result of MeasureGas.
type GasReport struct {
	Fork            string     `json:"fork"`
	Chain           string     `json:"chain"`
	Baseline        string     `json:"baseline"`
	Entries         []GasEntry `json:"functions"`
	AllWithinTarget bool       `json:"all_within_targets"`
	Seconds         float64    `json:"seconds"`
}

// MeasureGas deploys the contracts on a fresh embedded chain, runs every
// contract function through a realistic scenario (a swarm with 16
// registered nodes committing a round; a task that is claimed, committed,
// challenged and disputed over 1000 steps of 5000 ops; a settled task and a
// withdrawal) and reports the gas each call used against the targets.
func MeasureGas(ctx context.Context, fork string) (*GasReport, error) {
	start := time.Now()
	emb, err := NewEmbedded(WithBlockPeriod(0), WithDevAccounts(20), WithFork(fork))
	if err != nil {
		return nil, err
	}
	defer emb.Close()
	acct := func(i int) *Account { return NewAccount(DevKey(i)) }
	c, err := newChain(ctx, emb, Addresses{}, WithPollInterval(2*time.Millisecond))
	if err != nil {
		return nil, err
	}
	g := &gasRun{c: c, ctx: ctx, rep: &GasReport{
		Fork:            fork,
		Chain:           "embedded (go-ethereum simulated backend, chain ID 1337), fork " + fork,
		Baseline:        "the design's per-call gas targets: register 100k, round commitment 80k, bisection move 80k",
		AllWithinTarget: true,
	}}
	owner := acct(0)

	// Deployment.
	var a Addresses
	for _, d := range []struct {
		name string
		bin  func() ([]byte, error)
		out  *common.Address
	}{
		{"SwarmCoordinator", func() ([]byte, error) { return common.FromHex(coordBin()), nil }, &a.Coordinator},
		{"TaskMarket", func() ([]byte, error) { return common.FromHex(marketBin()), nil }, &a.TaskMarket},
		{"DisputeGame", func() ([]byte, error) {
			return append(common.FromHex(gameBin()), c.game.PackConstructor(a.TaskMarket)...), nil
		}, &a.DisputeGame},
	} {
		code, _ := d.bin()
		r, err := c.sendCreate(ctx, owner, "deploy "+d.name, code)
		if err != nil {
			return nil, err
		}
		*d.out = r.ContractAddress
		g.add("deploy "+d.name, "creation", r, 0)
	}
	c.setAddresses(a)
	g.tx(owner, "setDisputeGame", "once, by the deployer", a.TaskMarket, c.market.PackSetDisputeGame(a.DisputeGame), nil, 0)

	// Swarm: create, bootstrap, 16 registrations, a round.
	h, err := emb.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	swarmStart := h.Time + 1000
	const round = 600
	r := g.tx(owner, "createSwarm", "3 stages, 46-byte model CID", a.Coordinator,
		c.coord.PackCreateSwarm(swarmStart, round, 3, 4, 4, 3, [32]byte{1}, "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"), nil, 0)
	swarmID := big.NewInt(1)
	if r != nil {
		if ev, err := c.coord.UnpackSwarmCreatedEvent(r.Logs[0]); err == nil {
			swarmID = ev.SwarmId
		}
	}
	g.tx(owner, "setBootstrap", "2 multiaddrs", a.Coordinator, c.coord.PackSetBootstrap(swarmID, []string{
		"/ip4/127.0.0.1/tcp/4001/p2p/16Uiu2HAm4v8hKhZqAW8ez8y4aLuJ3A5kSYTqcE6o6BuASJ3E4gTa",
		"/ip4/127.0.0.1/udp/4001/quic-v1/p2p/16Uiu2HAm4v8hKhZqAW8ez8y4aLuJ3A5kSYTqcE6o6BuASJ3E4gTa",
	}), nil, 0)
	var nodes []*Account
	for i := 1; i <= 16; i++ {
		n := acct(i)
		nodes = append(nodes, n)
		pub, pid := RegistrationProof(n.PublicKey())
		scen := "later node"
		if i == 1 {
			scen = "first node of the swarm"
		}
		g.tx(n, "register", scen, a.Coordinator, c.coord.PackRegister(swarmID, pub, pid), nil, TargetRegisterGas)
	}
	if err := emb.AdjustTime(time.Duration(swarmStart+round+10-h.Time) * time.Second); err != nil {
		return nil, err
	}
	winners := SortWinners([]common.Address{nodes[0].Address(), nodes[1].Address(), nodes[2].Address()})
	other := []common.Address{nodes[3].Address()}
	for i, n := range nodes {
		w, scen := winners, "agreeing with the leader"
		switch {
		case i == 0:
			scen = "first committer of the round (3 winners)"
		case i == 5:
			w, scen = other, "first committer of a different list"
		case i == 6:
			w, scen = other, "later committer of a minority list"
		}
		g.tx(n, "commitRound", scen, a.Coordinator, c.coord.PackCommitRound(swarmID, 0, [32]byte{byte(i)}, w), nil, TargetCommitRoundGas)
	}

	// Round 1: a list overtakes the leader (the costliest commit: the old
	// leader's count moves to its own slot).
	if err := emb.AdjustTime(time.Duration(round) * time.Second); err != nil {
		return nil, err
	}
	for i, sc := range []struct {
		w    []common.Address
		name string
	}{{winners, ""}, {other, ""}, {other, "overtaking the leader"}} {
		g.tx(nodes[i], "commitRound", sc.name, a.Coordinator, c.coord.PackCommitRound(swarmID, 1, [32]byte{byte(i)}, sc.w), nil, TargetCommitRoundGas)
	}
	g.rep.Entries = slices.DeleteFunc(g.rep.Entries, func(e GasEntry) bool { return e.Scenario == "" })

	// Market: one settled task, one disputed task.
	sub, solver, chal := acct(17), acct(18), acct(19)
	stake := new(big.Int).Mul(big.NewInt(1), big.NewInt(1e18))
	fee := new(big.Int).Mul(big.NewInt(3), big.NewInt(1e18))
	const steps, ops = 1000, 5000
	honest := trace{steps: steps, ops: ops}
	cheat := trace{steps: steps, ops: ops, badStep: 777, badOp: 3333, tag: "x"}
	params := TaskParams{SpecCid: "bafy-spec", DataCid: "bafy-data", InitialStateHash: honest.state(0), Steps: steps, Stake: stake,
		SolveTimeout: 86400, ChallengeWindow: 3600, MoveTimeout: 3600}
	g.tx(sub, "submitTask", "fee in escrow", a.TaskMarket, c.market.PackSubmitTask(params), fee, 0)
	g.tx(sub, "submitTask", "fee in escrow", a.TaskMarket, c.market.PackSubmitTask(params), fee, 0)
	t1, t2 := big.NewInt(1), big.NewInt(2)
	g.tx(solver, "claim", "stake locked", a.TaskMarket, c.market.PackClaim(t1), stake, 0)
	g.tx(solver, "claim", "stake locked", a.TaskMarket, c.market.PackClaim(t2), stake, 0)
	g.tx(solver, "commitResult", "46-byte checkpoint CID", a.TaskMarket, c.market.PackCommitResult(t1, "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi", [32]byte{7}, honest.state(steps)), nil, 0)
	if err := emb.AdjustTime(3601 * time.Second); err != nil {
		return nil, err
	}
	g.tx(chal, "settle", "unchallenged task", a.TaskMarket, c.market.PackSettle(t1), nil, 0)
	g.tx(solver, "commitResult", "46-byte checkpoint CID", a.TaskMarket, c.market.PackCommitResult(t2, "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi", [32]byte{7}, cheat.state(steps)), nil, 0)
	g.tx(chal, "challenge", "opens the dispute game", a.TaskMarket, c.market.PackChallenge(t2, honest.state(steps)), stake, 0)

	// The dispute: the solver cheated at step 777, op 3333.
	rule := func(id *big.Int, in, out [32]byte) {
		g.tx(sub, "rule", "referee; pays out through the market", a.DisputeGame, c.game.PackRule(id, in, out), nil, 0)
	}
	if err := g.dispute(big.NewInt(1), solver, chal, cheat, honest, ops, rule); err != nil {
		return nil, err
	}

	// The same dispute ruled by a 2-of-3 referee set.
	set, err := c.DeployRefereeSet(ctx, owner, []common.Address{acct(1).Address(), acct(2).Address(), acct(3).Address()}, 2)
	if err != nil {
		return nil, err
	}
	setParams := params
	setParams.Referee = set
	g.tx(sub, "submitTask", "fee in escrow", a.TaskMarket, c.market.PackSubmitTask(setParams), fee, 0)
	t4 := big.NewInt(3)
	g.tx(solver, "claim", "stake locked", a.TaskMarket, c.market.PackClaim(t4), stake, 0)
	g.tx(solver, "commitResult", "46-byte checkpoint CID", a.TaskMarket, c.market.PackCommitResult(t4, "bafy", [32]byte{7}, cheat.state(steps)), nil, 0)
	g.tx(chal, "challenge", "opens the dispute game", a.TaskMarket, c.market.PackChallenge(t4, honest.state(steps)), stake, 0)
	rs := bindings.NewRefereeSet()
	vote := func(id *big.Int, in, out [32]byte) {
		g.tx(acct(1), "vote (RefereeSet)", "first vote", set, rs.PackVote(id, in, out), nil, 0)
		g.tx(acct(2), "vote (RefereeSet)", "vote reaching the threshold: rules and pays out", set, rs.PackVote(id, in, out), nil, 0)
	}
	if err := g.dispute(big.NewInt(2), solver, chal, cheat, honest, ops, vote); err != nil {
		return nil, err
	}

	// A second dispute ended by a timeout.
	g.tx(sub, "submitTask", "fee in escrow", a.TaskMarket, c.market.PackSubmitTask(params), fee, 0)
	t3 := big.NewInt(4)
	g.tx(solver, "claim", "stake locked", a.TaskMarket, c.market.PackClaim(t3), stake, 0)
	g.tx(solver, "commitResult", "46-byte checkpoint CID", a.TaskMarket, c.market.PackCommitResult(t3, "bafy", [32]byte{7}, cheat.state(steps)), nil, 0)
	g.tx(chal, "challenge", "opens the dispute game", a.TaskMarket, c.market.PackChallenge(t3, honest.state(steps)), stake, 0)
	if err := emb.AdjustTime(3601 * time.Second); err != nil {
		return nil, err
	}
	g.tx(chal, "timeout", "solver missed its turn", a.DisputeGame, c.game.PackTimeout(big.NewInt(3)), nil, 0)
	g.tx(chal, "withdraw", "pull payment", a.TaskMarket, c.market.PackWithdraw(), nil, 0)
	if g.err != nil {
		return nil, g.err
	}
	g.rep.Seconds = time.Since(start).Seconds()
	return g.rep, nil
}

// dispute plays game id to its end: the solver follows sTr, the challenger
// cTr, and ruling posts the honest ruling.
func (g *gasRun) dispute(id *big.Int, solver, chal *Account, sTr, cTr trace, ops uint64, ruling func(id *big.Int, in, out [32]byte)) error {
	c, a := g.c, g.c.addrs
	for g.err == nil {
		game, err := c.Game(g.ctx, id)
		if err != nil {
			return err
		}
		mover, tr, who := solver, sTr, "solver"
		if game.Turn == 1 {
			mover, tr, who = chal, cTr, "challenger"
		}
		switch game.Phase {
		case PhaseSteps:
			g.tx(mover, "bisect", who+", phase 1 (steps)", a.DisputeGame, c.game.PackBisect(id, game.Moves, tr.state((game.Lo+game.Hi)/2)), nil, TargetBisectGas)
		case PhaseOps:
			g.tx(mover, "bisect", who+", phase 2 (ops)", a.DisputeGame, c.game.PackBisect(id, game.Moves, tr.chain(game.Step, (game.Lo+game.Hi)/2)), nil, TargetBisectGas)
		case PhaseOpsStart:
			in, out := tr.op(game.Step, ops)
			g.tx(mover, "startOps", who, a.DisputeGame, c.game.PackStartOps(id, game.Moves, ops, tr.chain(game.Step, ops-1), in, out), nil, TargetBisectGas)
		case PhaseReveal:
			in, out := tr.op(game.Step, game.Hi)
			g.tx(mover, "reveal", who, a.DisputeGame, c.game.PackReveal(id, game.Moves, in, out), nil, TargetBisectGas)
		case PhaseReferee:
			in, out := sTr.honest().op(game.Step, game.Hi)
			ruling(id, in, out)
		case PhaseDone:
			if game.Outcome != OutcomeChallengerWon {
				return fmt.Errorf("chain: gas run: dispute %s ended with outcome %d, want the challenger to win", id, game.Outcome)
			}
			return nil
		}
	}
	return g.err
}

type gasRun struct {
	c   *Chain
	ctx context.Context
	rep *GasReport
	err error
}

func (g *gasRun) tx(from *Account, fn, scenario string, to common.Address, data []byte, value *big.Int, target uint64) *types.Receipt {
	if g.err != nil {
		return nil
	}
	r, err := g.c.send(g.ctx, from, fn, to, data, value)
	if err != nil {
		g.err = fmt.Errorf("chain: gas run: %s (%s): %w", fn, scenario, err)
		return nil
	}
	g.add(fn, scenario, r, target)
	return r
}

// add records a receipt, merging repeated (function, scenario) pairs into
// their maximum.
func (g *gasRun) add(fn, scenario string, r *types.Receipt, target uint64) {
	for i := range g.rep.Entries {
		e := &g.rep.Entries[i]
		if e.Function == fn && e.Scenario == scenario {
			if r.GasUsed > e.GasUsed {
				e.GasUsed = r.GasUsed
				g.setTarget(e, target)
			}
			return
		}
	}
	e := GasEntry{Function: fn, Scenario: scenario, GasUsed: r.GasUsed}
	g.setTarget(&e, target)
	g.rep.Entries = append(g.rep.Entries, e)
}

func (g *gasRun) setTarget(e *GasEntry, target uint64) {
	if target == 0 {
		return
	}
	ok := e.GasUsed < target
	e.Target, e.Within, e.Ratio = target, &ok, float64(e.GasUsed)/float64(target)
	if !ok {
		g.rep.AllWithinTarget = false
	}
}
