package main

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
)

// advancer is a role's per-task step (Solver.AdvanceTask,
// Verifier.AdvanceTask).
type advancer func(ctx context.Context, id *big.Int) (market.Action, error)

// followTask advances one task every poll until the role is done with it.
func followTask(ctx context.Context, id *big.Int, poll time.Duration, step advancer) error {
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		act, err := step(ctx, id)
		if err != nil {
			return err
		}
		if act == market.ActDrop || act == market.ActWithdraw {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// watchLoop runs a role's loop until the command is interrupted.
func watchLoop(ctx context.Context, run func(context.Context) error) error {
	err := run(ctx)
	if errors.Is(err, context.Canceled) || errors.Is(err, market.ErrClosed) {
		return nil
	}
	return err
}

func newTaskSolveCmd(g *globals) *cobra.Command {
	var (
		f     taskFlags
		watch bool
		from  uint64
		poll  time.Duration
	)
	cmd := &cobra.Command{
		Use:   "solve [ID] [--watch]",
		Short: "Claim a task (or every task you can run, with --watch), run it, commit, reveal, settle, withdraw",
		Long: `solve claims task ID with its stake (after fetching its spec by CID and checking this node can run
it), runs the job on repops storing checkpoints and traces in the node's checkpoint store (keep a node
running to serve them), commits the sealed result and a sealed wrong final hash, reveals after the
verification window, settles and withdraws. The salt and the wrong hash are kept in
<data_dir>/market-solver.json, so an interrupted solve resumes: run it again with the same ID.
--watch claims every new task of the pool it can run and follows all of them until interrupted.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if (len(args) == 0) != watch {
				return errTaskArgs
			}
			ctx := cmd.Context()
			stderr := cmd.ErrOrStderr()
			e, err := openTaskEnv(ctx, g, &f, true, stderr)
			if err != nil {
				return err
			}
			defer e.Close()
			prog := newStepReporter(stderr, "solve")
			s, err := market.NewSolver(e.c, e.id, e.js, e.stateFile("solver"), market.WithEvents(printEvent(stderr)),
				market.WithJobOptions(job.WithSoftwareVersion(version), job.WithProgress(prog.update)))
			if err != nil {
				return err
			}
			defer s.Close()
			if watch {
				return watchLoop(ctx, func(ctx context.Context) error { return s.Run(ctx, true, from) })
			}
			id, err := parseTaskID(args[0])
			if err != nil {
				return err
			}
			if _, ok := s.Records()[id.String()]; !ok {
				if err := s.Claim(ctx, id); err != nil {
					return err
				}
			}
			if err := followTask(ctx, id, poll, s.AdvanceTask); err != nil {
				return err
			}
			return printRecord(cmd, &f, id, s.Records()[id.String()])
		},
	}
	f.add(cmd, true)
	cmd.Flags().BoolVar(&watch, "watch", false, "claim every task of the pool this node can run, until interrupted")
	cmd.Flags().Uint64Var(&from, "from-block", 0, "with --watch: read the pool from this `BLOCK`")
	cmd.Flags().DurationVar(&poll, "poll", time.Second, "how often to check the chain")
	return cmd
}

func newTaskVerifyCmd(g *globals) *cobra.Command {
	var (
		f     taskFlags
		watch bool
		from  uint64
		poll  time.Duration
	)
	cmd := &cobra.Command{
		Use:   "verify [ID] [--watch]",
		Short: "Re-execute a committed task (or every task, with --watch), commit a sealed verdict, reveal, settle, withdraw",
		Long: `verify waits for task ID's sealed result, re-executes the job from its spec on its own (results are
sealed, so it never sees the solver's), commits its sealed verdict with the task's stake, reveals it after
the solver (a different final state hash is a challenge: the market opens a dispute), fetches the revealed
checkpoint by CID and checks its state hash, claims a dispute the solver lets time out, settles and
withdraws. Your own submissions and solves are refused. Verdicts are kept in
<data_dir>/market-verifier.json. --watch verifies every new task of the pool until interrupted.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if (len(args) == 0) != watch {
				return errTaskArgs
			}
			ctx := cmd.Context()
			stderr := cmd.ErrOrStderr()
			e, err := openTaskEnv(ctx, g, &f, true, stderr)
			if err != nil {
				return err
			}
			defer e.Close()
			prog := newStepReporter(stderr, "verify")
			v, err := market.NewVerifier(e.c, e.id, e.js, e.stateFile("verifier"), market.WithEvents(printEvent(stderr)),
				market.WithJobOptions(job.WithSoftwareVersion(version), job.WithProgress(prog.update)))
			if err != nil {
				return err
			}
			defer v.Close()
			if watch {
				return watchLoop(ctx, func(ctx context.Context) error { return v.Run(ctx, true, from) })
			}
			id, err := parseTaskID(args[0])
			if err != nil {
				return err
			}
			t, err := e.c.Task(ctx, id)
			if err != nil {
				return err
			}
			if t.Submitter == v.Address() || t.Solver == v.Address() {
				return market.ErrNotEligible
			}
			if err := followTask(ctx, id, poll, v.AdvanceTask); err != nil {
				return err
			}
			return printRecord(cmd, &f, id, v.Records()[id.String()])
		},
	}
	f.add(cmd, true)
	cmd.Flags().BoolVar(&watch, "watch", false, "verify every task of the pool, until interrupted")
	cmd.Flags().Uint64Var(&from, "from-block", 0, "with --watch: read the pool from this `BLOCK`")
	cmd.Flags().DurationVar(&poll, "poll", time.Second, "how often to check the chain")
	return cmd
}

func printRecord(cmd *cobra.Command, f *taskFlags, id *big.Int, r market.Record) error {
	if f.asJSON {
		return writeJSON(cmd.OutOrStdout(), struct {
			TaskID *big.Int `json:"task_id"`
			market.Record
		}{id, r})
	}
	w := cmd.OutOrStdout()
	cmd.Printf("task %s: %s\n", id, r.Phase)
	if r.Salt != ([32]byte{}) {
		fmtLine(w, "final state", r.FinalStateHash.Hex())
		fmtLine(w, "work used", r.WorkUsed)
	}
	if r.CheckpointCID != "" {
		fmtLine(w, "checkpoint", r.CheckpointCID)
	}
	if r.Forced {
		fmtLine(w, "forced error", "yes (the wrong hash was revealed)")
	}
	if r.DisputeID != "" {
		fmtLine(w, "dispute", r.DisputeID)
	}
	if r.CheckpointOK {
		fmtLine(w, "checkpoint ok", "fetched by CID, its state is the result")
	}
	return nil
}
