package devnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/dispute/play"
)

// cheatOpSet is the op set the devnet's cheating solver computes under
// while the spec names op set 1.
const cheatOpSet = 2

// disputeSpec is the job the cheating solver's task trains: a small MLP,
// whose first op, a linear layer, is one that reduces to scalar steps.
const disputeSpec = `
version = 1
seed = 7
steps = 6
checkpoint_interval = 3

[model]
kind = "mlp"

[model.mlp]
sizes = [16, 32, 4]
activation = "gelu"

[data]
source = "synthetic"

[train]
batch = 8
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`

// targetExecGas is the most gas the pick whose transaction executes a
// scalar step may take (the design's target for it).
const targetExecGas = 300_000

// cheat is market.WithCheat's function for node #1's solver: it computes
// every task after the one DisputeStep names under op set 2.
func (d *Devnet) cheat(id *big.Int) int {
	d.mu.Lock()
	after := d.cheatAfter
	d.mu.Unlock()
	if after != nil && id.Cmp(after) > 0 {
		return cheatOpSet
	}
	return 0
}

// DisputeStep plays a cheating solver's task through the market and its
// dispute games on the devnet's chain (after TaskStep, which makes node
// #1 a solver and nodes #2 and #3 verifiers). Node #0 submits a second
// task (disputeSpec, a small MLP) and the last node joins the referee set
// (it may be no party to the task); node #1's solver computes it under
// op set 2 while the spec names op set 1 (market.WithCheat: fused
// multiply-adds in its matmuls, other rounding from the first step on)
// and commits that. The task names its spec's op set, as every task
// submitted through the product does, so its disputes run with phase 3
// on. The verifiers' re-executions dissent, so revealing their verdicts
// opens one dispute game each; the daemons' roles play them on chain
// move by move, from the receipts they kept: bisection over the steps to
// the first step whose post-state differs, then over that step's trace
// to the first op whose output differs. That op is the MLP's first
// linear layer, which reduces to scalar steps: both parties open its
// inputs alike, descend its output element tree to one element both
// disagree on, bisect that element's scalar steps to one, and the
// DisputeGame contract executes that IEEE-754 float32 step itself and
// rules; no referee votes. Had the op not reduced (or the parties opened
// it differently), the game would wait for the referee set: the last
// node's referee (Daemon.StartReferee) finds both parties' nodes from
// their chain accounts, asks them for their receipts and evidence over
// the dispute protocol, replays the op and votes its ruling. The cheater
// loses both games, the task is rejected and the verifiers share its
// stake. Every phase is printed from the game's on-chain events, with
// each game's gas; the step fails unless the solver lost every game and
// was slashed to the wei, and every move stayed under
// chain.TargetMoveGas and the pick that executed a scalar step under
// targetExecGas. A devnet of fewer than 5 nodes skips it.
func DisputeStep() Step {
	return Step{Name: "dispute", Run: func(ctx context.Context, d *Devnet) (string, error) {
		c := d.Chain()
		if c == nil {
			return "", errors.New("the dispute step needs the chain step before it")
		}
		ds := d.Daemons()
		if len(ds) < 5 {
			// A smaller devnet has no node left to referee.
			d.Progress("dispute: skipped: a cheating solver's dispute needs 5 nodes (a submitter, a solver, two verifiers and a referee), have %d", len(ds))
			return fmt.Sprintf("skipped: needs 5 nodes, have %d", len(ds)), nil
		}
		// The referee set's member may be no party to the task: not its
		// submitter, solver or verifiers.
		solver, verifiers, referee := 1, []int{2, 3}, len(ds)-1
		for i, verify := range map[int]bool{solver: false, 2: true, 3: true} {
			// TaskStep started them; alone, this step starts them.
			if err := ds[i].StartTasks(ctx, c, !verify, verify); err != nil && !strings.Contains(err.Error(), "already playing") {
				return "", fmt.Errorf("node #%d: %w", i, err)
			}
		}
		spec, err := job.DecodeSpec([]byte(disputeSpec))
		if err != nil {
			return "", err
		}
		// What [tasks] referee = true does when a node starts.
		if err := ds[referee].JoinRefereeSet(ctx, c); err != nil {
			return "", fmt.Errorf("node #%d: %w", referee, err)
		}
		rulingsC := make(chan daemon.RefereeRuling, 8)
		if err := ds[referee].StartReferee(ctx, c, func(r daemon.RefereeRuling) {
			select {
			case rulingsC <- r:
			default: // after this step: nobody prints it
			}
		}); err != nil {
			return "", fmt.Errorf("node #%d: %w", referee, err)
		}
		d.Progress("dispute: node #%d joined the referee set (one vote rules) and referees the games that wait for it", referee)
		head, err := c.Client().HeaderByNumber(ctx, nil)
		if err != nil {
			return "", err
		}
		from := head.Number.Uint64()
		sub, err := market.NewSubmitter(c, ds[0].Identity(), ds[0].JobStore(),
			market.WithEvents(func(e market.Event) { d.taskProgress(0, e.Role, e.TaskID, e.What, e.Detail) }))
		if err != nil {
			return "", err
		}
		// Node #1 cheats on every task from here on.
		tasks, err := c.Tasks(ctx, chain.TaskFilter{})
		if err != nil {
			return "", err
		}
		last := new(big.Int)
		if len(tasks) > 0 {
			last = tasks[len(tasks)-1].ID
		}
		d.mu.Lock()
		d.cheatAfter = last
		d.mu.Unlock()
		d.Progress("dispute: node #1 turns cheater: it will compute the next task under op set %d while the spec names op set %d", cheatOpSet, spec.OpSetVersion())
		t0 := time.Now()
		s, err := sub.Submit(ctx, []byte(disputeSpec), market.SubmitParams{PricePerWork: taskPrice,
			SolveTimeout: 2 * time.Minute, VerifyWindow: 8 * time.Second, RevealTimeout: 10 * time.Second, MoveTimeout: 20 * time.Second})
		if err != nil {
			return "", fmt.Errorf("submitting: %w", err)
		}
		id := s.TaskID

		// Narrate the games over the task from their on-chain events.
		wctx, stopWatch := context.WithCancel(ctx)
		defer stopWatch()
		evs := make(chan chain.GameEvent, 64)
		go func() { _ = c.WatchGames(wctx, chain.GameFilter{FromBlock: from}, evs) }()
		ours := map[string]bool{}
		due := map[string]bool{} // games whose RefereeDue was printed
		held := map[string]daemon.RefereeRuling{}
		printed := map[string]bool{} // games whose ruling was printed
		games, over, rulings := 0, 0, 0
		printRuling := func(r daemon.RefereeRuling) {
			rulings++
			printed[r.Dispute.String()] = true
			d.Progress("dispute: dispute %s: ruling: node #%d (referee) found nodes #%d and #%d from their chain accounts, asked them for their receipts and evidence over %s, %s: %s's commitment stands",
				r.Dispute, referee, d.nodeOfPeer(r.Solver), d.nodeOfPeer(r.Challenger), play.ProtocolID, r.Ruling.Detail, r.Stands)
		}
		var narr chain.GameNarrator
		gas := gameTxs{}
		narrate := func(e chain.GameEvent) {
			if e.Kind == chain.EvGameOpened {
				ours[e.Dispute.String()] = e.TaskID.Cmp(id) == 0
				if ours[e.Dispute.String()] {
					games++
				}
			}
			if !ours[e.Dispute.String()] {
				return
			}
			gas.see(e)
			if e.Kind == chain.EvRuled {
				// Tell how the referee ruled before the chain's record of
				// it: the referee's report comes once its vote is mined.
				id := e.Dispute.String()
				if r, ok := held[id]; ok {
					delete(held, id)
					printRuling(r)
				}
				for wait := time.After(5 * time.Second); !printed[id]; {
					select {
					case r := <-rulingsC:
						printRuling(r)
					case <-wait:
						printed[id] = true
					}
				}
			}
			line := narr.Line(e)
			if e.Kind == chain.EvGameOpened {
				line += fmt.Sprintf(" (nodes #%d and #%d)", d.nodeOf(e.Solver), d.nodeOf(e.Challenger))
			}
			d.Progress("dispute: %s", line)
			switch e.Kind {
			case chain.EvGameOver:
				over++
			case chain.EvRefereeDue:
				due[e.Dispute.String()] = true
				if r, ok := held[e.Dispute.String()]; ok {
					delete(held, e.Dispute.String())
					printRuling(r)
				}
			}
		}

		// Referee the games and follow the task to settlement.
		followed := make(chan error, 1)
		go func() { followed <- sub.Follow(ctx, id) }()
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
	follow:
		for {
			select {
			case <-ctx.Done():
				return "", fmt.Errorf("task %s was not settled before the timeout: %w", id, ctx.Err())
			case e := <-evs:
				narrate(e)
			case err := <-followed:
				if err != nil {
					return "", fmt.Errorf("following task %s: %w", id, err)
				}
				break follow
			case r := <-rulingsC:
				// Printed after the game's RefereeDue event.
				if due[r.Dispute.String()] {
					printRuling(r)
				} else {
					held[r.Dispute.String()] = r
				}
			}
		}
		// The submitter withdrew: the task is over. Wait for the solver
		// and verifiers to take what they are owed.
		for !allDone(ds, append([]int{solver}, verifiers...), id.String()) {
			select {
			case <-ctx.Done():
				return "", fmt.Errorf("task %s settled, but the solver and verifiers had not withdrawn before the timeout: %w", id, ctx.Err())
			case e := <-evs:
				narrate(e)
			case r := <-rulingsC:
				printRuling(r)
			case <-tick.C:
			}
		}
		// Print the games' last events (the watch polls the chain).
		for over < games {
			select {
			case e := <-evs:
				narrate(e)
			case <-time.After(5 * time.Second):
				return "", fmt.Errorf("task %s settled, but %d of its %d games were seen ending", id, over, games)
			}
		}
		executed, err := gas.check(ctx, d, c)
		if err != nil {
			return "", err
		}
		return checkSlashed(ctx, d, c, s, from, solver, verifiers, executed, rulings, time.Since(t0))
	}}
}

// nodeOf is the index of the node whose account is a, or -1.
func (d *Devnet) nodeOf(a common.Address) int {
	for i, dm := range d.Daemons() {
		if dm.Identity().Address() == a {
			return i
		}
	}
	return -1
}

// nodeOfPeer is the index of the node with peer ID p, or -1.
func (d *Devnet) nodeOfPeer(p peer.ID) int {
	for i, dm := range d.Daemons() {
		if dm.Node().ID() == p {
			return i
		}
	}
	return -1
}

// withdrawn sums the market's Withdrawn events per account from block from on.
func withdrawn(ctx context.Context, c *chain.Chain, from uint64) (map[common.Address]*big.Int, error) {
	m := bindings.NewTaskMarket()
	a := m.GetABI()
	logs, err := c.Client().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from),
		Addresses: []common.Address{c.Addresses().TaskMarket}, Topics: [][]common.Hash{{a.Events["Withdrawn"].ID}}})
	if err != nil {
		return nil, err
	}
	out := map[common.Address]*big.Int{}
	for _, l := range logs {
		ev, err := m.UnpackWithdrawnEvent(&l)
		if err != nil {
			return nil, fmt.Errorf("%w: Withdrawn log: %w", chain.ErrBadChainData, err)
		}
		if out[ev.Account] == nil {
			out[ev.Account] = new(big.Int)
		}
		out[ev.Account].Add(out[ev.Account], ev.Amount)
	}
	return out, nil
}

// checkSlashed reads the task and its games back from the chain and fails
// unless the solver lost every game, the task was rejected with nothing
// locked, the solver withdrew nothing and each verifier withdrew its
// stake and an equal share of the solver's; it prints the amounts.
func checkSlashed(ctx context.Context, d *Devnet, c *chain.Chain, s *market.Submission, from uint64, solver int, verifiers []int, executed, rulings int, took time.Duration) (string, error) {
	id := s.TaskID
	t, err := c.Task(ctx, id)
	if err != nil {
		return "", err
	}
	if t.Status != chain.TaskRejected {
		return "", fmt.Errorf("the cheater was not caught: task %s ended with status %d, not rejected", id, t.Status)
	}
	vs, err := c.Verifiers(ctx, id)
	if err != nil {
		return "", err
	}
	if len(vs) != len(verifiers) {
		return "", fmt.Errorf("task %s has %d verifiers, want %d", id, len(vs), len(verifiers))
	}
	for _, v := range vs {
		if v.Status != chain.VerdictChallenger || v.Outcome != chain.OutcomeChallengerWon {
			return "", fmt.Errorf("the cheater was not caught: verifier %s has status %d and outcome %s", v.Addr.Hex(), v.Status, chain.OutcomeName(v.Outcome))
		}
	}
	locked, err := c.LockedIn(ctx, id)
	if err != nil {
		return "", err
	}
	if locked.Sign() != 0 {
		return "", fmt.Errorf("task %s ended with %s wei still locked", id, locked)
	}
	paid, err := withdrawn(ctx, c, from)
	if err != nil {
		return "", err
	}
	ds := d.Daemons()
	get := func(i int) *big.Int {
		if w := paid[ds[i].Identity().Address()]; w != nil {
			return w
		}
		return new(big.Int)
	}
	if w := get(solver); w.Sign() != 0 {
		return "", fmt.Errorf("the cheater was not slashed: node #%d withdrew %s wei", solver, w)
	}
	share := new(big.Int).Div(t.Stake, big.NewInt(int64(len(verifiers))))
	want := new(big.Int).Add(t.Stake, share)
	for _, i := range verifiers {
		if w := get(i); w.Cmp(want) != 0 {
			return "", fmt.Errorf("node #%d (verifier) withdrew %s wei, want its stake %s + a share %s of the solver's", i, w, t.Stake, share)
		}
	}
	d.Progress("dispute: slash: node #%d (the cheating solver) lost its stake of %s wei and was paid nothing for the work", solver, t.Stake)
	for _, i := range verifiers {
		d.Progress("dispute: slash: node #%d (verifier) withdrew %s wei: its stake %s + %s of the solver's", i, get(i), t.Stake, share)
	}
	d.Progress("dispute: slash: node #0 (submitter) withdrew %s wei: its fee back", get(0))
	return fmt.Sprintf("task %s: node #%d cheated (op set %d), %d verifiers dissented and won %d games on chain (%d settled by the contract executing a scalar step, %d referee rulings), task rejected, solver's stake %s wei slashed to the verifiers, in %s",
		id, solver, cheatOpSet, len(vs), len(vs), executed, rulings, t.Stake, took.Round(100*time.Millisecond)), nil
}

// gameTxs collects the transactions of the step's games from their
// events, per dispute: the moves (post, pick, openTrace, reveal,
// openEntry, descend, pickElement, bisect, pickScalar) and the one that executed a scalar
// step; not the market's call that opened the game, a referee's vote or
// a timeout.
type gameTxs map[string]*gameTx

type gameTx struct {
	order []common.Hash
	not   map[common.Hash]bool // not a move
	exec  common.Hash          // the move that executed a scalar step
}

func (g gameTxs) see(e chain.GameEvent) {
	t := g[e.Dispute.String()]
	if t == nil {
		t = &gameTx{not: map[common.Hash]bool{}}
		g[e.Dispute.String()] = t
	}
	if len(t.order) == 0 || t.order[len(t.order)-1] != e.TxHash {
		t.order = append(t.order, e.TxHash)
	}
	switch e.Kind {
	case chain.EvGameOpened, chain.EvScalarEnabled, chain.EvRuled, chain.EvStateSettled, chain.EvTimedOut:
		t.not[e.TxHash] = true
	case chain.EvScalarExecuted:
		t.exec = e.TxHash
	}
}

// check reads each game's transactions back from the chain, prints its
// moves' gas and fails when a move took chain.TargetMoveGas or more or
// the executing pick targetExecGas or more. It returns how many games a
// scalar step settled.
func (g gameTxs) check(ctx context.Context, d *Devnet, c *chain.Chain) (int, error) {
	a := bindings.NewDisputeGame().GetABI()
	method := func(h common.Hash) string {
		tx, _, err := c.Client().TransactionByHash(ctx, h)
		if err != nil || len(tx.Data()) < 4 {
			return "?"
		}
		m, err := a.MethodById(tx.Data()[:4])
		if err != nil {
			return "?"
		}
		return m.Name
	}
	ids := make([]string, 0, len(g))
	for id := range g {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return len(ids[i]) < len(ids[j]) || len(ids[i]) == len(ids[j]) && ids[i] < ids[j] })
	executed := 0
	for _, id := range ids {
		t := g[id]
		seen := map[common.Hash]bool{}
		moves := 0
		var most, exec uint64
		var mostM, execM string
		for _, h := range t.order {
			if seen[h] || t.not[h] && h != t.exec {
				continue
			}
			seen[h] = true
			r, err := c.Client().TransactionReceipt(ctx, h)
			if err != nil {
				return 0, fmt.Errorf("dispute %s: the receipt of %s: %w", id, h.Hex(), err)
			}
			moves++
			if h == t.exec {
				exec, execM = r.GasUsed, method(h)
				continue
			}
			if r.GasUsed > most {
				most, mostM = r.GasUsed, method(h)
			}
		}
		line := fmt.Sprintf("dispute: dispute %s: gas: %d moves, each at most %d gas (%s; target under %d)", id, moves, most, mostM, chain.TargetMoveGas)
		if exec != 0 {
			executed++
			line += fmt.Sprintf("; the %s that executed the scalar step %d gas (target under %d)", execM, exec, targetExecGas)
		}
		d.Progress("%s", line)
		if most >= chain.TargetMoveGas {
			return 0, fmt.Errorf("dispute %s: a move (%s) took %d gas, the target is under %d", id, mostM, most, chain.TargetMoveGas)
		}
		if exec >= targetExecGas {
			return 0, fmt.Errorf("dispute %s: the %s that executed the scalar step took %d gas, the target is under %d", id, execM, exec, targetExecGas)
		}
	}
	return executed, nil
}
