package chain

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/dispute/game"
)

// Gas targets from the design: what one call may cost at most.
const (
	TargetRegisterGas    = 100_000
	TargetCommitRoundGas = 80_000
	TargetMoveGas        = 80_000  // one dispute game move: post, pick, proveStates or openTrace
	TargetFinalGas       = 300_000 // a game's final on-chain operation (a state proof, proveEnd)
)

// The gas report's market: every task has a forced error (the costliest
// reveal and settlement), 5% to the treasury, 10% to the verifiers.
var gasMarketConfig = MarketConfig{TreasuryBps: 500, VerifierBps: 1000, ForcedErrorOdds: 1, MaxVerifiers: 4}

var gasRefereeStake = big.NewInt(1e18)

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
// registered nodes committing a round; a task settled with two agreeing
// verifiers and a forced-error jackpot; a cheating solver challenged by a
// verifier and disputed over 1000 steps of 5000 trace entries, ruled by a
// 2-of-3 referee set; a dispute over the post-state hash alone, pinned at
// the state entry; a dispute over a trace length, ended by the shorter
// trace's proof of its end; a dispute ended by a
// timeout; a cheating solver whom no
// verifier challenged caught by two whistleblowers; a child task; a
// withdrawal)
// and reports the gas each call used against the targets.
func MeasureGas(ctx context.Context, fork string) (*GasReport, error) {
	start := time.Now()
	emb, err := NewEmbedded(WithBlockPeriod(0), WithDevAccounts(22), WithFork(fork))
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
		Baseline:        "the design's per-call gas targets: register 100k, round commitment 80k, dispute game move 80k",
		AllWithinTarget: true,
	}}
	owner := acct(0)

	// Deployment.
	var a Addresses
	var states, programs, rowPrograms, arith, judge common.Address
	for _, d := range []struct {
		name string
		bin  func() ([]byte, error)
		out  *common.Address
	}{
		{"SwarmCoordinator", func() ([]byte, error) { return common.FromHex(coordBin()), nil }, &a.Coordinator},
		{"TaskMarket", func() ([]byte, error) {
			return append(common.FromHex(marketBin()), c.market.PackConstructor(gasMarketConfig.binding())...), nil
		}, &a.TaskMarket},
		{"StateJudge", func() ([]byte, error) { return common.FromHex(statesBin()), nil }, &states},
		{"ScalarPrograms", func() ([]byte, error) { return common.FromHex(programsBin()), nil }, &programs},
		{"RowPrograms", func() ([]byte, error) { return common.FromHex(rowProgramsBin()), nil }, &rowPrograms},
		{"ScalarArithmetic", func() ([]byte, error) { return common.FromHex(arithBin()), nil }, &arith},
		{"ScalarJudge", func() ([]byte, error) {
			return append(common.FromHex(judgeBin()), judgeConstructor(programs, rowPrograms, arith)...), nil
		}, &judge},
		{"DisputeGame", func() ([]byte, error) {
			return append(common.FromHex(gameBin()), c.game.PackConstructor(a.TaskMarket, states, judge)...), nil
		}, &a.DisputeGame},
		{"RefereeSet", func() ([]byte, error) {
			rc := RefereeConfig{Threshold: 2, MemberStake: gasRefereeStake, ExitDelay: 7 * 24 * time.Hour}
			return append(common.FromHex(refBin()), rc.constructor(c.ref, a.DisputeGame)...), nil
		}, &a.RefereeSet},
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
	g.tx(owner, "bind", "once, by the deployer", a.TaskMarket, c.market.PackBind(a.DisputeGame, a.RefereeSet), nil, 0)

	// Swarm: create, bootstrap, 16 registrations, a round.
	h, err := emb.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	swarmStart := h.Time + 1000
	const round = 600
	r := g.tx(owner, "createSwarm", "3 stages, 46-byte model CID", a.Coordinator,
		c.coord.PackCreateSwarm(swarmStart, round, 3, 4, 4, 3, DefaultLocalRollouts, DefaultExternalRollouts, [32]byte{1}, "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"), nil, 0)
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

	// Market: a settled task with two agreeing verifiers and a forced
	// error (the report's market has odds 1, so every task has one), a
	// task whose cheating solver is challenged and loses the dispute ruled
	// by a 2-of-3 referee set, and a dispute ended by a timeout.
	for i := 1; i <= 3; i++ {
		scen := "later member"
		if i == 1 {
			scen = "first member"
		}
		g.tx(acct(i), "join (RefereeSet)", scen, a.RefereeSet, c.ref.PackJoin(), gasRefereeStake, 0)
	}
	sub, solver := acct(17), acct(18)
	vers := []*Account{acct(19), acct(20), acct(21)}
	stake := new(big.Int).Mul(big.NewInt(1), big.NewInt(1e18))
	const steps, entries = 1000, 5000
	honest := trace{steps: steps, entries: entries}
	cheat := trace{steps: steps, entries: entries, badStep: 777, badEntry: 3333, tag: "x"}
	params := TaskParams{SpecCid: "bafy-spec", DataCid: "bafy-data", ParentTaskId: new(big.Int), InitialStateHash: honest.state(0),
		Steps: steps, MaxWork: 1000, PricePerWork: big.NewInt(3e15), Stake: stake,
		SolveTimeout: 86400, VerifyWindow: 3600, RevealTimeout: 3600, MoveTimeout: 3600}
	fee, _ := TaskFee(params)
	const cid = "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"
	salt := [32]byte{9}
	good := Result{FinalStateHash: honest.state(steps), StateRoot: honest.root(), WorkUsed: 800, Salt: salt, CheckpointCID: cid}
	bad := good
	// The cheat commits to the states it plays (its root proves them).
	bad.FinalStateHash, bad.StateRoot = cheat.state(steps), cheat.root()
	wrong := [32]byte{0xee}
	verdict := func(v *Account, h [32]byte) (Verdict, [32]byte) {
		vd := Verdict{FinalStateHash: h, WorkUsed: 800, Salt: [32]byte{byte(v.Address()[0])}}
		return vd, vd.Seal(v.Address())
	}
	t1, t2, t3, t4 := big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(4)
	for _, id := range []*big.Int{t1, t2, t3} {
		scen := "fee in escrow"
		if id.Cmp(t1) != 0 {
			scen = "fee in escrow, later task"
		}
		g.tx(sub, "submitTask", scen, a.TaskMarket, c.market.PackSubmitTask(params), fee, 0)
		g.tx(solver, "claim", "stake locked", a.TaskMarket, c.market.PackClaim(id), stake, 0)
	}
	child := params
	child.ParentTaskId, child.InitialStateHash = t1, [32]byte{}
	g.tx(solver, "commitResult", "result and wrong hash sealed", a.TaskMarket, c.market.PackCommitResult(t1, good.Seal(), good.WrongSeal(wrong)), nil, 0)
	for i, v := range vers[:2] {
		_, seal := verdict(v, good.FinalStateHash)
		scen := "first verifier"
		if i > 0 {
			scen = "later verifier"
		}
		g.tx(v, "commitVerdict", scen, a.TaskMarket, c.market.PackCommitVerdict(t1, seal), stake, 0)
	}
	g.tx(solver, "commitResult", "result and wrong hash sealed", a.TaskMarket, c.market.PackCommitResult(t2, bad.Seal(), bad.WrongSeal(wrong)), nil, 0)
	g.tx(solver, "commitResult", "result and wrong hash sealed", a.TaskMarket, c.market.PackCommitResult(t3, bad.Seal(), bad.WrongSeal(wrong)), nil, 0)
	// t4: set up without measuring (its calls are measured on t1..t3).
	g.quiet(sub, a.TaskMarket, c.market.PackSubmitTask(params), fee)
	g.quiet(solver, a.TaskMarket, c.market.PackClaim(t4), stake)
	g.quiet(solver, a.TaskMarket, c.market.PackCommitResult(t4, bad.Seal(), bad.WrongSeal(wrong)), nil)
	for _, id := range []*big.Int{t2, t3} {
		_, seal := verdict(vers[2], honest.state(steps))
		g.tx(vers[2], "commitVerdict", "first verifier", a.TaskMarket, c.market.PackCommitVerdict(id, seal), stake, 0)
	}
	if err := emb.AdjustTime(3601 * time.Second); err != nil {
		return nil, err
	}
	g.tx(solver, "revealResult", "forced error: result and wrong hash", a.TaskMarket, c.market.PackRevealResult(t1, good.binding(), wrong), nil, 0)
	g.tx(solver, "revealResult", "forced error: result and wrong hash", a.TaskMarket, c.market.PackRevealResult(t2, bad.binding(), wrong), nil, 0)
	g.tx(solver, "revealResult", "forced error: result and wrong hash", a.TaskMarket, c.market.PackRevealResult(t3, bad.binding(), wrong), nil, 0)
	for _, v := range vers[:2] {
		vd, _ := verdict(v, good.FinalStateHash)
		g.tx(v, "revealVerdict", "agrees with the solver", a.TaskMarket, c.market.PackRevealVerdict(t1, vd.FinalStateHash, vd.WorkUsed, vd.Salt, [32]byte{}), nil, 0)
	}
	vd, _ := verdict(vers[2], honest.state(steps))
	g.tx(vers[2], "revealVerdict", "dissents: opens the dispute game", a.TaskMarket, c.market.PackRevealVerdict(t2, vd.FinalStateHash, vd.WorkUsed, vd.Salt, honest.split()), nil, 0)
	g.tx(vers[2], "revealVerdict", "dissents: opens the dispute game", a.TaskMarket, c.market.PackRevealVerdict(t3, vd.FinalStateHash, vd.WorkUsed, vd.Salt, honest.split()), nil, 0)
	// t4: nobody verified the cheating solver; two whistleblowers
	// challenge it after its reveal (disputes 3 and 4).
	g.quiet(solver, a.TaskMarket, c.market.PackRevealResult(t4, bad.binding(), wrong), nil)
	g.tx(acct(15), "whistleblow", "first dispute of a revealed task", a.TaskMarket, c.market.PackWhistleblow(t4, honest.state(steps), honest.split()), stake, 0)
	g.tx(acct(16), "whistleblow", "later whistleblower", a.TaskMarket, c.market.PackWhistleblow(t4, honest.state(steps), honest.split()), stake, 0)

	// The dispute: the solver cheated at step 777, entry 3333; the
	// referee set rules.
	vote := func(id *big.Int, ruling [32]byte) {
		g.tx(acct(1), "vote (RefereeSet)", "first vote", a.RefereeSet, c.ref.PackVote(id, ruling), nil, 0)
		g.tx(acct(2), "vote (RefereeSet)", "vote reaching the threshold: rules, reports to the market", a.RefereeSet, c.ref.PackVote(id, ruling), nil, 0)
	}
	if err := g.dispute(big.NewInt(1), solver, vers[2], cheat, honest, vote); err != nil {
		return nil, err
	}
	// The whistleblowers' disputes: the solver's trace of step 777 is
	// honest and only its state hashes lie (pinned at the state entry);
	// its trace of step 777 is one entry longer, its outputs honest (the
	// challenger proves where its own, shorter trace ends).
	stateLie, lengthLie := cheat, cheat
	stateLie.badEntry = entries
	lengthLie.badEntry, lengthLie.extra = entries, 1
	if err := g.dispute(big.NewInt(3), solver, acct(15), stateLie, honest, vote); err != nil {
		return nil, err
	}
	if err := g.dispute(big.NewInt(4), solver, acct(16), lengthLie, honest, func(id *big.Int, _ [32]byte) {
		g.err = fmt.Errorf("chain: gas run: the length dispute %s went to the referee set", id)
	}); err != nil {
		return nil, err
	}
	if err := emb.AdjustTime(3601 * time.Second); err != nil {
		return nil, err
	}
	g.tx(vers[2], "timeout", "solver missed its turn", a.DisputeGame, c.game.PackTimeout(big.NewInt(2)), nil, 0)
	g.tx(sub, "settle", "accepted, 2 agreeing verifiers, forced-error jackpot", a.TaskMarket, c.market.PackSettle(t1), nil, 0)
	g.tx(sub, "settle", "rejected: the solver lost its dispute", a.TaskMarket, c.market.PackSettle(t2), nil, 0)
	g.tx(sub, "settle", "rejected: the solver lost its dispute", a.TaskMarket, c.market.PackSettle(t3), nil, 0)
	g.tx(sub, "settle", "rejected: two whistleblowers won", a.TaskMarket, c.market.PackSettle(t4), nil, 0)
	g.tx(sub, "submitTask", "child of a settled task", a.TaskMarket, c.market.PackSubmitTask(child), fee, 0)
	g.tx(vers[0], "withdraw", "pull payment", a.TaskMarket, c.market.PackWithdraw(), nil, 0)
	if g.err != nil {
		return nil, g.err
	}
	g.rep.Seconds = time.Since(start).Seconds()
	return g.rep, nil
}

// dispute plays game id to its end: the solver and the challenger play
// dispute/game's Player over sTr and cTr on the chain's view of the game,
// and ruling posts the honest ruling.
func (g *gasRun) dispute(id *big.Int, solver, chal *Account, sTr, cTr trace, ruling func(id *big.Int, ruling [32]byte)) error {
	c, a := g.c, g.c.addrs
	players := map[game.Party]*game.Player{game.Solver: sTr.player(game.Solver), game.Challenger: cTr.player(game.Challenger)}
	accts := map[game.Party]*Account{game.Solver: solver, game.Challenger: chal}
	for g.err == nil {
		v, err := c.GameView(g.ctx, id)
		if err != nil {
			return err
		}
		switch v.Phase {
		case game.PhaseReferee:
			ruling(id, sTr.ruling(v))
			continue
		case game.PhaseDone:
			if v.Outcome.Winner != game.Challenger {
				return fmt.Errorf("chain: gas run: dispute %s ended with %+v, want the challenger to win", id, v.Outcome)
			}
			return nil
		}
		m, ok := players[v.ToMove].Move(v)
		if !ok {
			return fmt.Errorf("chain: gas run: dispute %s: no move for %s in %+v", id, v.ToMove, v)
		}
		fn, data, err := c.packMove(id, v.Phase, m, nil)
		if err != nil {
			return err
		}
		scen, target := v.ToMove.String(), uint64(TargetMoveGas)
		switch v.Phase {
		case game.PhaseSteps:
			scen += ", phase 1 (steps)"
		case game.PhaseEntries:
			scen += ", phase 2 (entries)"
		}
		if m.State != nil {
			scen, target = v.ToMove.String()+", the end of its shorter trace: a state proof of one adamw update", TargetFinalGas
		}
		g.tx(accts[v.ToMove], fn, scen, a.DisputeGame, data, nil, target)
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

// quiet sends a transaction of the scenario without recording its gas.
func (g *gasRun) quiet(from *Account, to common.Address, data []byte, value *big.Int) {
	if g.err != nil {
		return
	}
	if _, err := g.c.send(g.ctx, from, "setup", to, data, value); err != nil {
		g.err = fmt.Errorf("chain: gas run: setup: %w", err)
	}
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
