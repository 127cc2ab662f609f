package daemon

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"slices"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/dispute/play"
)

// maxTaskEvents is how many task events the API keeps.
const maxTaskEvents = 200

// taskRoles are the task-market roles the daemon plays; Daemon.mu guards
// the events.
type taskRoles struct {
	solver   *market.Solver
	verifier *market.Verifier
	// verify and audit: the verifier's roles ([tasks] verify, audit > 0).
	verify, audit bool
	events        []api.TaskEvent
}

// SolverStateFile and VerifierStateFile hold a node's sealed results and
// verdicts (needed to reveal them), under node.data_dir.
func SolverStateFile(dataDir string) string   { return filepath.Join(dataDir, "tasks-solver.json") }
func VerifierStateFile(dataDir string) string { return filepath.Join(dataDir, "tasks-verifier.json") }

// StartTasks makes the node a solver and/or a verifier of the task market
// on chain c: each role watches the task pool from the chain's first
// block, takes what it can run, and carries it to settlement on its own
// goroutine until the daemon closes. The node also answers, over the
// dispute protocol (play.ProtocolID), for the tasks its roles ran. Start calls it when [tasks] asks for
// a role and a chain is configured; a devnet calls it once its chain runs.
//
// With [tasks] audit > 0 the verifier also audits that share of the tasks
// it does not verify (market.WithAudit); an auditor that does not verify
// commits no verdicts (market.WithoutVerdicts).
func (d *Daemon) StartTasks(ctx context.Context, c *chain.Chain, solve, verify bool) error {
	audit := d.cfg.Tasks.Audit
	if !solve && !verify && audit == 0 {
		return nil
	}
	if c == nil {
		return errors.New(`[tasks] solve, verify and audit need a chain: set [chain] mode = "rpc", rpc_url and coordinator_address (from 'synod chain deploy')`)
	}
	if d.store == nil {
		return errors.New("daemon: the task market needs the checkpoint store")
	}
	d.mu.Lock()
	if d.tasks != nil {
		d.mu.Unlock()
		return errors.New("daemon: already playing the task market")
	}
	tr := &taskRoles{verify: verify, audit: audit > 0}
	d.tasks = tr
	d.mu.Unlock()
	d.useChain(c)
	st := d.JobStore()
	opts := []market.Option{
		market.WithLogger(d.log),
		market.WithEvents(d.onTaskEvent),
		market.WithJobOptions(job.WithSoftwareVersion(d.o.version)),
	}
	opts = append(opts, d.o.taskOpts...)
	if solve {
		s, err := market.NewSolver(c, d.id, st, SolverStateFile(d.cfg.Node.DataDir), opts...)
		if err != nil {
			return fmt.Errorf("daemon: task solver: %w", err)
		}
		tr.solver = s
		d.push("task solver", s.Close)
		d.goLoop(func(ctx context.Context) { d.runRole("solver", func() error { return s.Run(ctx, true, 0) }) })
	}
	if verify || audit > 0 {
		vopts := opts
		if audit > 0 {
			vopts = append(vopts[:len(vopts):len(vopts)], market.WithAudit(audit))
			if !verify {
				vopts = append(vopts, market.WithoutVerdicts())
			}
		}
		v, err := market.NewVerifier(c, d.id, st, VerifierStateFile(d.cfg.Node.DataDir), vopts...)
		if err != nil {
			return fmt.Errorf("daemon: task verifier: %w", err)
		}
		tr.verifier = v
		d.push("task verifier", v.Close)
		d.goLoop(func(ctx context.Context) { d.runRole("verifier", func() error { return v.Run(ctx, true, 0) }) })
	}
	// Answer for the tasks this node ran in disputes over them: a referee
	// asks over the dispute protocol (its moves, its evidence).
	dp := market.NewDisputeParties(d.ctx, st, tr.solver, tr.verifier)
	srv := play.Serve(d.node.Host(), dp.Lookup, play.WithReceipts(dp.Receipt))
	d.push("dispute protocol", srv.Close)
	// Follow the games this node is a party to, for the API.
	d.mu.Lock()
	d.disputes = &disputeBook{games: map[string]*api.Dispute{}}
	d.mu.Unlock()
	d.goLoop(func(ctx context.Context) { d.watchDisputes(ctx, c) })
	d.log.Info("playing the task market", "solve", solve, "verify", verify, "audit", audit, "account", d.id.Address().Hex(), "disputes", play.ProtocolID)
	return nil
}

// runRole runs a role's loop and logs how it ended unless the daemon is
// closing (Close closes the chain client before it cancels the loops, so
// a role can stop on a closed client first).
func (d *Daemon) runRole(name string, run func() error) {
	err := run()
	if err != nil && d.ctx.Err() == nil && !d.isClosed() && !errors.Is(err, market.ErrClosed) {
		d.log.Error("task "+name+" stopped", "err", err)
	}
}

// onTaskEvent records a role's event for the API and the dashboard.
func (d *Daemon) onTaskEvent(e market.Event) {
	ev := api.TaskEvent{Time: time.Now(), Role: e.Role, What: e.What, Detail: e.Detail}
	if e.TaskID != nil {
		ev.TaskID = e.TaskID.String()
	}
	d.mu.Lock()
	if d.tasks != nil {
		d.tasks.events = append(d.tasks.events, ev)
		if n := len(d.tasks.events); n > maxTaskEvents {
			d.tasks.events = slices.Clone(d.tasks.events[n-maxTaskEvents:])
		}
	}
	d.mu.Unlock()
	d.hub.publish("task", ev)
	if d.o.onTask != nil {
		d.o.onTask(ev)
	}
}

// tasksSnapshot is the node's part in the task market, or nil.
func (d *Daemon) tasksSnapshot() *api.Tasks {
	d.mu.Lock()
	tr := d.tasks
	var events []api.TaskEvent
	if tr != nil {
		events = slices.Clone(tr.events)
	}
	d.mu.Unlock()
	if tr == nil {
		return nil
	}
	out := &api.Tasks{Roles: []string{}, Account: d.id.Address().Hex(), Tasks: []api.TaskRow{}, Events: events}
	if out.Events == nil {
		out.Events = []api.TaskEvent{}
	}
	add := func(role string, recs map[string]market.Record) {
		for id, r := range recs {
			row := api.TaskRow{ID: id, Role: role, Phase: string(r.Phase), WorkUsed: r.WorkUsed,
				CheckpointCID: r.CheckpointCID, Forced: r.Forced, DisputeID: r.DisputeID}
			if r.Audited {
				row.Role = "auditor"
			}
			out.Tasks = append(out.Tasks, row)
		}
	}
	if tr.solver != nil {
		out.Roles = append(out.Roles, "solver")
		add("solver", tr.solver.Records())
	}
	if tr.verify {
		out.Roles = append(out.Roles, "verifier")
	}
	if tr.audit {
		out.Roles = append(out.Roles, "auditor")
	}
	if tr.verifier != nil {
		add("verifier", tr.verifier.Records())
	}
	slices.SortFunc(out.Tasks, func(a, b api.TaskRow) int {
		x, _ := new(big.Int).SetString(a.ID, 10)
		y, _ := new(big.Int).SetString(b.ID, 10)
		if x == nil || y == nil {
			return 0
		}
		if c := y.Cmp(x); c != 0 {
			return c
		}
		return cmp.Compare(a.Role, b.Role)
	})
	return out
}
