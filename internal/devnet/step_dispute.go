package devnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/dispute/play"
)

// cheatOpSet is the op set the devnet's cheating solver computes under
// while the spec names op set 1.
const cheatOpSet = 2

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
// task and the last node joins the referee set (it may be no party to the
// task); node #1's solver computes it under op
// set 2 while the spec names op set 1 (market.WithCheat: other kernels,
// other rounding from the first step on) and commits that. The verifiers'
// re-executions dissent, so revealing their verdicts opens one dispute
// game each; the daemons' roles play them on chain move by move, from
// the receipts they kept: bisection over the steps to the first step
// whose post-state differs, then over that step's trace to the first op
// whose output differs. When a game waits for the referee, the last node asks
// both parties' nodes for their evidence over the dispute protocol,
// replays the op and votes its ruling. The cheater loses both games, the
// task is rejected and the verifiers share its stake. Every phase is
// printed from the game's on-chain events; the step fails unless the
// solver lost every game and was slashed to the wei. A devnet of fewer
// than 5 nodes skips it.
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
		spec, err := job.DecodeSpec([]byte(taskSpec))
		if err != nil {
			return "", err
		}
		refAcct := chain.NewAccount(ds[referee].Identity().ECDSA())
		if err := c.JoinReferees(ctx, refAcct); err != nil {
			return "", fmt.Errorf("node #%d joining the referee set: %w", referee, err)
		}
		d.Progress("dispute: node #%d joined the referee set (one vote rules)", referee)
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
		s, err := sub.Submit(ctx, []byte(taskSpec), market.SubmitParams{PricePerWork: taskPrice,
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
		over := 0
		var narr chain.GameNarrator
		narrate := func(e chain.GameEvent) {
			if e.Kind == chain.EvGameOpened {
				ours[e.Dispute.String()] = e.TaskID.Cmp(id) == 0
			}
			if !ours[e.Dispute.String()] {
				return
			}
			line := narr.Line(e)
			if e.Kind == chain.EvGameOpened {
				line += fmt.Sprintf(" (nodes #%d and #%d)", d.nodeOf(e.Solver), d.nodeOf(e.Challenger))
			}
			switch e.Kind {
			case chain.EvGameOver:
				over++
			case chain.EvRefereeDue:
				due[e.Dispute.String()] = true
			}
			d.Progress("dispute: %s", line)
		}

		// Referee the games and follow the task to settlement.
		followed := make(chan error, 1)
		go func() { followed <- sub.Follow(ctx, id) }()
		rf := &play.Referee{Spec: spec, OpSet: spec.OpSetVersion(), Store: ds[referee].JobStore()}
		ruled := map[string]bool{}
		var rulings []string
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
			case <-tick.C:
				r, err := refereeTask(ctx, d, referee, refAcct, rf, id, solver, due, ruled)
				if err != nil {
					return "", err
				}
				rulings = append(rulings, r...)
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
			case <-tick.C:
			}
		}
		// Print the games' last events (the watch polls the chain).
		for over < len(ruled) {
			select {
			case e := <-evs:
				narrate(e)
			case <-time.After(5 * time.Second):
				return "", fmt.Errorf("task %s settled, but %d of its %d games were seen ending", id, over, len(ruled))
			}
		}
		return checkSlashed(ctx, d, c, s, from, solver, verifiers, len(rulings), time.Since(t0))
	}}
}

// refereeTask is node #referee's turn as the referee set's member in the games
// over task id: for every game waiting for the referee (due, once its
// RefereeDue event was printed) that it has not ruled on, it asks both parties' nodes for their evidence over the
// dispute protocol, recomputes the pinned entry and votes. It returns the
// rulings' descriptions.
func refereeTask(ctx context.Context, d *Devnet, referee int, acct *chain.Account, rf *play.Referee, id *big.Int, solver int, due, ruled map[string]bool) ([]string, error) {
	c := d.Chain()
	vs, err := c.Verifiers(ctx, id)
	if err != nil {
		return nil, err
	}
	ds := d.Daemons()
	var out []string
	for _, v := range vs {
		if !chain.Challenged(v.Status) || v.Outcome != 0 || !due[v.DisputeId.String()] || ruled[v.DisputeId.String()] {
			continue
		}
		gv, err := c.GameView(ctx, v.DisputeId)
		if err != nil {
			return nil, err
		}
		if gv.Phase != game.PhaseReferee {
			continue
		}
		challenger := d.nodeOf(v.Addr)
		if challenger < 0 {
			return nil, fmt.Errorf("dispute %s: the challenger %s is no devnet node", v.DisputeId, v.Addr.Hex())
		}
		// The parties hand the referee their receipts; their nodes answer
		// for them over the dispute protocol.
		evs := map[game.Party]*play.Evidence{}
		for role, party := range map[game.Party]struct {
			node int
			role string
		}{game.Solver: {solver, "solver"}, game.Challenger: {challenger, "verifier"}} {
			r, err := ds[party.node].TaskReceipt(id, party.role)
			if err != nil {
				d.Progress("dispute %s: node #%d (the %s) has no receipt: %v", v.DisputeId, party.node, role, err)
				continue
			}
			ev, err := play.AskEvidence(ctx, ds[referee].Node().Host(), r, role, gv.Step, gv.Entry, 30*time.Second)
			if err != nil {
				d.Progress("dispute %s: node #%d (the %s): %v", v.DisputeId, party.node, role, err)
				continue
			}
			evs[role] = ev
		}
		r, err := rf.RuleOnChain(ctx, c, acct, v.DisputeId, evs)
		if err != nil {
			return nil, fmt.Errorf("dispute %s: ruling: %w", v.DisputeId, err)
		}
		ruled[v.DisputeId.String()] = true
		winner := "neither party"
		switch r.Hash {
		case gv.SolverOut:
			winner = "the solver"
		case gv.ChallengerOut:
			winner = "the challenger"
		}
		line := fmt.Sprintf("dispute %s: ruling: node #%d (referee) asked nodes #%d and #%d for their evidence over %s, %s: %s's commitment stands",
			v.DisputeId, referee, solver, challenger, play.ProtocolID, r.Detail, winner)
		d.Progress("dispute: %s", line)
		out = append(out, line)
	}
	return out, nil
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
func checkSlashed(ctx context.Context, d *Devnet, c *chain.Chain, s *market.Submission, from uint64, solver int, verifiers []int, rulings int, took time.Duration) (string, error) {
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
	return fmt.Sprintf("task %s: node #%d cheated (op set %d), %d verifiers dissented and won %d games on chain (%d rulings), task rejected, solver's stake %s wei slashed to the verifiers, in %s",
		id, solver, cheatOpSet, len(vs), len(vs), rulings, t.Stake, took.Round(100*time.Millisecond)), nil
}
