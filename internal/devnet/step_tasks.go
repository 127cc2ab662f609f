package devnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/dispute/market"
)

// taskSpec is the devnet's job: a small transformer learning to reverse
// sequences, six steps with a checkpoint every three.
const taskSpec = `
version = 1
seed = 7
steps = 6
checkpoint_interval = 3

[model]
kind = "transformer"

[model.transformer]
vocab = 12
context = 12
dim = 16
layers = 2
heads = 2
ff_mult = 2
rotary = true

[data]
source = "reverse"
n = 5
symbols = 10

[train]
batch = 8
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`

// taskPrice is the devnet's price per work unit, in wei.
var taskPrice = big.NewInt(100)

// TaskStep plays the task market end to end on the devnet's chain: node
// #1 solves and nodes #2 and #3 verify (as their [tasks] settings would
// make them), node #0 submits a small training job with its fee in
// escrow; the solver claims it, trains it on repops and commits a sealed
// result, the verifiers re-execute it and commit sealed verdicts, both
// reveal, and the task settles: the solver is paid for the work used,
// the verifiers share their fee and the submitter gets the rest back.
// Every role's progress is printed; the step fails unless the task
// settled with every verifier agreeing and nothing left locked.
func TaskStep() Step {
	return Step{Name: "tasks", Run: func(ctx context.Context, d *Devnet) (string, error) {
		c := d.Chain()
		if c == nil {
			return "", errors.New("the task step needs the chain step before it")
		}
		ds := d.Daemons()
		if len(ds) < 3 {
			return "", fmt.Errorf("the task step needs at least 3 nodes (a submitter, a solver and a verifier), have %d", len(ds))
		}
		solver, verifiers := 1, []int{2}
		if len(ds) >= 4 {
			verifiers = append(verifiers, 3)
		}
		if err := ds[solver].StartTasks(ctx, c, true, false); err != nil {
			return "", fmt.Errorf("node #%d: %w", solver, err)
		}
		for _, v := range verifiers {
			if err := ds[v].StartTasks(ctx, c, false, true); err != nil {
				return "", fmt.Errorf("node #%d: %w", v, err)
			}
		}
		d.Progress("tasks: node #%d solves, node(s) %s verify; node #0 submits", solver, nodeList(verifiers))
		sub, err := market.NewSubmitter(c, ds[0].Identity(), ds[0].JobStore(),
			market.WithEvents(func(e market.Event) { d.taskProgress(0, e.Role, e.TaskID, e.What, e.Detail) }))
		if err != nil {
			return "", err
		}
		t0 := time.Now()
		s, err := sub.Submit(ctx, []byte(taskSpec), market.SubmitParams{PricePerWork: taskPrice,
			SolveTimeout: 2 * time.Minute, VerifyWindow: 8 * time.Second, RevealTimeout: 10 * time.Second, MoveTimeout: 20 * time.Second})
		if err != nil {
			return "", fmt.Errorf("submitting: %w", err)
		}
		if err := sub.Follow(ctx, s.TaskID); err != nil {
			return "", fmt.Errorf("following task %s: %w", s.TaskID, err)
		}
		// The submitter withdrew: the task is over. Wait for the solver
		// and verifiers to take their pay too.
		roles := append([]int{solver}, verifiers...)
		tick := time.NewTicker(500 * time.Millisecond)
		defer tick.Stop()
		for !allDone(ds, roles, s.TaskID.String()) {
			select {
			case <-ctx.Done():
				return "", fmt.Errorf("task %s settled, but the solver and verifiers had not withdrawn before the timeout: %w", s.TaskID, ctx.Err())
			case <-tick.C:
			}
		}
		return checkSettled(ctx, c, s, len(verifiers), time.Since(t0))
	}}
}

// taskProgress prints one role's event.
func (d *Devnet) taskProgress(node int, role string, id *big.Int, what, detail string) {
	if what == "moved" {
		// DisputeStep prints every move from the chain's events.
		return
	}
	task := ""
	if id != nil {
		task = " task " + id.String()
	}
	if detail != "" {
		detail = ": " + detail
	}
	d.Progress("tasks: node #%d (%s)%s %s%s", node, role, task, what, detail)
}

// onTaskEvent is the daemon option that prints node i's task events.
func (d *Devnet) onTaskEvent(i int) daemon.Option {
	return daemon.WithOnTaskEvent(func(e api.TaskEvent) {
		var id *big.Int
		if e.TaskID != "" {
			id, _ = new(big.Int).SetString(e.TaskID, 10)
		}
		d.taskProgress(i, e.Role, id, e.What, e.Detail)
	})
}

// allDone reports whether every node in idx has finished task id.
func allDone(ds []*daemon.Daemon, idx []int, id string) bool {
	for _, i := range idx {
		snap := ds[i].Snapshot(context.Background()).Tasks
		if snap == nil {
			return false
		}
		done := false
		for _, r := range snap.Tasks {
			if r.ID == id && r.Phase == string(market.PhaseDone) {
				done = true
			}
		}
		if !done {
			return false
		}
	}
	return true
}

// checkSettled reads the task back from the chain and fails unless it
// settled with every verifier agreeing and nothing locked in it.
func checkSettled(ctx context.Context, c *chain.Chain, s *market.Submission, verifiers int, took time.Duration) (string, error) {
	t, err := c.Task(ctx, s.TaskID)
	if err != nil {
		return "", err
	}
	if t.Status != chain.TaskSettled {
		return "", fmt.Errorf("task %s ended with status %d, not settled", s.TaskID, t.Status)
	}
	vs, err := c.Verifiers(ctx, s.TaskID)
	if err != nil {
		return "", err
	}
	agreed := 0
	for _, v := range vs {
		if v.Status == chain.VerdictAgreed {
			agreed++
		}
	}
	if agreed != verifiers {
		return "", fmt.Errorf("task %s: %d of %d verifiers agreed with the result", s.TaskID, agreed, verifiers)
	}
	locked, err := c.LockedIn(ctx, s.TaskID)
	if err != nil {
		return "", err
	}
	if locked.Sign() != 0 {
		return "", fmt.Errorf("task %s settled with %s wei still locked", s.TaskID, locked)
	}
	forced := ""
	if t.Forced {
		forced = ", a forced error caught"
	}
	pay := new(big.Int).Mul(new(big.Int).SetUint64(t.WorkUsed), t.PricePerWork)
	return fmt.Sprintf("task %s: %d steps, %d work units, fee %s wei; solved, %d verifiers agreed%s, settled in %s (work paid %s wei, checkpoint %s)",
		s.TaskID, t.Steps, t.WorkUsed, s.Fee, agreed, forced, took.Round(100*time.Millisecond), pay, t.CheckpointCid), nil
}

// nodeList formats node indexes as "#2, #3".
func nodeList(idx []int) string {
	parts := make([]string, len(idx))
	for i, n := range idx {
		parts[i] = fmt.Sprintf("#%d", n)
	}
	return strings.Join(parts, ", ")
}
