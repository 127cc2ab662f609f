package main

import (
	"fmt"
	"log/slog"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/pipeline/deploy"
	"github.com/synod-net/synod/pipeline/sched"
	"github.com/synod-net/synod/pipeline/sim"
)

func newPipelineRunCmd() *cobra.Command {
	var (
		topo      string
		skip      float64
		iters     int
		seed      int64
		budget    int
		timeScale float64
		batch     int
		full      bool
		killNode  int
		killIter  int
		silent    bool
		hopTO     float64
		hopSlack  time.Duration
		verbose   bool
		asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "run",
		Short: "Train a tiny model on a local SkipPipe pipeline: one libp2p peer per topology node, on loopback",
		Long: `run starts one libp2p peer on loopback for every node of --topology (gcp12, gcp42 or a
topology JSON file), plans SkipPipe paths skipping --skip of the stages (or the full pipeline with
--full), emulates every pair's link from the topology scaled by --time-scale (see synod bench
skippipe), trains a tiny transformer (one block per stage) on a counting task for --iters
iterations and prints each iteration's mean loss, time and microbatches in flight. --kill-node
closes that node's host when it first sends an activation of iteration --kill-iter; the others
route around it.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			t, err := loadTopology(topo)
			if err != nil {
				return err
			}
			p, err := pathLength(t, skip)
			if err != nil {
				return err
			}
			var s *sim.Schedule
			minStages := p
			if full {
				if s, err = sched.FullPipeline(t); err != nil {
					return err
				}
				minStages = t.Stages
			} else {
				c, err := sched.NewConfig(p, sched.WithSeed(seed), sched.WithBudget(budget))
				if err != nil {
					return err
				}
				pl, err := sched.Schedule(t, c)
				if err != nil {
					return err
				}
				s = pl.Schedule()
			}
			cfg := deploy.Config{Topology: t, Schedule: s, MinStages: minStages, Model: deploy.TinyModel(t.Stages),
				Batch: batch, TimeScale: timeScale, Iters: iters, Seed: uint64(seed), HopTimeout: hopTO, HopSlack: hopSlack}
			if killNode >= 0 {
				cfg.Kill = &deploy.Kill{Node: killNode, Iter: killIter, Silent: silent}
			}
			if verbose {
				cfg.Logger = slog.New(slog.NewTextHandler(cmd.ErrOrStderr(), &slog.HandlerOptions{Level: slog.LevelWarn}))
			}
			rep, err := deploy.Local(cmd.Context(), cfg)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			out := cmd.OutOrStdout()
			mode := fmt.Sprintf("SkipPipe, paths of %d of %d stages", p, t.Stages)
			if full {
				mode = "full pipeline"
			}
			fmt.Fprintf(out, "%s: %d peers on loopback, %s, %d microbatches and %d tokens per iteration\n",
				t.Name, rep.Nodes, mode, len(s.Routes), rep.TokensPerIteration)
			if timeScale > 0 {
				fmt.Fprintf(out, "links emulated: %s\n", rep.Scale)
			}
			if rep.Killed >= 0 {
				how := "closed"
				if silent {
					how = "stopped (host left connected)"
				}
				fmt.Fprintf(out, "node %d (stage %d) is %s during iteration %d\n", rep.Killed, t.Nodes[rep.Killed].Stage, how, killIter)
			}
			fmt.Fprintf(out, "\n%5s %10s %10s %14s %13s %11s %10s\n", "iter", "loss", "time (s)", "pipeline (s)", "microbatches", "in flight", "replanned")
			for _, it := range rep.Iterations {
				fmt.Fprintf(out, "%5d %10.4f %10.2f %14.2f %13d %11d %10d\n", it.Iter, it.Loss, it.Seconds, it.PipelineSeconds, it.Microbatches, it.PeakInFlight, it.Replanned)
			}
			fmt.Fprintln(out, "\ntime: from the previous optimizer step to this one; pipeline: to the last microbatch's backward pass; in flight: the holders' peak microbatches in flight, summed")
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&topo, "topology", "gcp12", "gcp12, gcp42 or a topology JSON file")
	f.Float64Var(&skip, "skip", 0.33, "fraction of the stages each microbatch skips")
	f.IntVar(&iters, "iters", 5, "training iterations")
	f.Int64Var(&seed, "seed", 1, "scheduler and data seed")
	f.IntVar(&budget, "budget", 8000, "scheduler search budget")
	f.Float64Var(&timeScale, "time-scale", 0.05, "emulated seconds per modelled second (0: no link emulation)")
	f.IntVar(&batch, "batch", 4, "sequences per microbatch")
	f.BoolVar(&full, "full", false, "run the full pipeline (every stage) instead of SkipPipe paths")
	f.IntVar(&killNode, "kill-node", -1, "close this node's host midway (a node of a stage above 0; -1: none)")
	f.IntVar(&killIter, "kill-iter", 2, "iteration during which --kill-node is closed")
	f.BoolVar(&silent, "kill-silent", false, "stop --kill-node's peer but keep its host connected (found only with --hop-timeout)")
	f.Float64Var(&hopTO, "hop-timeout", 0, "drop a peer that owes a gradient for longer than this factor times the emulated rest of the route, plus --hop-slack per hop of it (0: off; needs --time-scale)")
	f.DurationVar(&hopSlack, "hop-slack", 500*time.Millisecond, "added to a hop deadline for every hop of the rest of the route (queueing, the loaded machine)")
	f.BoolVar(&verbose, "verbose", false, "log dropped peers and stream errors to stderr")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}
