package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/pipeline/deploy"
)

func newBenchSkipPipeCmd() *cobra.Command {
	var (
		c      deploy.BenchConfig
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "skippipe",
		Short: "SkipPipe on real libp2p streams under emulated GCP links against the full pipeline",
		Long: `skippipe runs the anchor's 12-region setting (GCP12: 20 peers, 6 stages, 33% skip, 30
microbatches per iteration) on real libp2p streams on loopback, with every pair's link emulated
from the 12-region latency and bandwidth matrix, scaled by --time-scale (latency, the hop overhead
and the sender's forward time are multiplied by it; bandwidth is scaled so that a tiny model's
activation frame takes --time-scale times the modelled transfer of the anchor's 32 MiB). In each of
--runs repetitions it trains the tiny model for --iters iterations three times on fresh peers: with
SkipPipe's scheduled paths, with the full pipeline (every stage, the same microbatches), and with
SkipPipe while one stage-2 peer's host is closed midway. It reports the median iteration time of
each, the ratio, and the loss after the same token budget, then the simulator's figures for GCP12
and for the 42-location 25% skip setting (GCP42) beside the anchor's GCP measurements.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !asJSON {
				c.Progress = func(format string, args ...any) {
					fmt.Fprintf(cmd.ErrOrStderr(), "  "+format+"\n", args...)
				}
			}
			rep, err := deploy.Bench(cmd.Context(), c)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "\nSkipPipe on real streams: %s, %d peers, %d stages, paths of %d stages, %d microbatches per iteration\n",
				rep.Setting, rep.Nodes, rep.Stages, rep.PathLength, rep.Microbatches)
			fmt.Fprintf(out, "model: %s\nscaling: %s\n", rep.Model, rep.ScaleNote)
			fmt.Fprintf(out, "token budget: %d iterations x %d tokens = %d tokens; medians of %d runs\n\n", rep.Iters, rep.TokensPerIteration, rep.TokenBudget, rep.Runs)
			fmt.Fprintf(out, "%-34s %14s %13s %12s\n", "", "iteration (s)", "pipeline (s)", "final loss")
			fmt.Fprintf(out, "%-34s %14.2f %13.2f %12.4f\n", "full pipeline (all stages)", rep.FullIterS, rep.FullPipeS, rep.FullLoss)
			fmt.Fprintf(out, "%-34s %14.2f %13.2f %12.4f\n", "SkipPipe (scheduler paths)", rep.SkipIterS, rep.SkipPipeS, rep.SkipLoss)
			fmt.Fprintf(out, "%-34s %14.2f %13.2f %12.4f\n", fmt.Sprintf("SkipPipe, node %d (stage %d) killed", rep.KilledNode, rep.KilledStage), rep.KillIterS, rep.KillPipeS, rep.KillLoss)
			fmt.Fprintf(out, "(first-iteration loss %.4f; killed at iteration %d)\n\n", rep.FirstLoss, rep.KilledAtIter)
			fmt.Fprintf(out, "SkipPipe vs full: iteration %.0f%% lower (full/SkipPipe %.2fx), pipeline %.0f%% lower; anchor on GCP: %.0f%% lower (141.7 s -> 52.6 s), target >= 55%%\n\n",
				100*rep.Reduction, rep.SpeedupRatio, 100*rep.PipelineReduction, 100*rep.GCP12Sim.AnchorReduction)
			fmt.Fprintf(out, "%-52s %10s %10s %8s %12s %12s %8s\n", "simulator (pipeline time)", "SkipPipe", "full", "lower", "anchor skip", "anchor full", "lower")
			for _, f := range []deploy.SimFigures{rep.GCP12Sim, rep.GCP42Sim} {
				fmt.Fprintf(out, "%-52s %9.1fs %9.1fs %7.0f%% %11.1fs %11.1fs %7.0f%%\n", f.Setting, f.SkipPipeS, f.FullS, 100*f.Reduction,
					f.AnchorSkipPipeS, f.AnchorFullS, 100*f.AnchorReduction)
			}
			fmt.Fprintf(out, "GCP12 simulated x time scale: SkipPipe %.2f s, full %.2f s\n", rep.GCP12Sim.SkipPipeScaledS, rep.GCP12Sim.FullScaledS)
			return nil
		},
	}
	f := cmd.Flags()
	f.IntVar(&c.Runs, "runs", 3, "repetitions of the three real-stream runs; medians are reported")
	f.IntVar(&c.Iters, "iters", 5, "iterations per run (the token budget)")
	f.Float64Var(&c.TimeScale, "time-scale", 0.05, "emulated seconds per modelled second")
	f.IntVar(&c.Batch, "batch", 4, "sequences per microbatch")
	f.IntVar(&c.Budget, "budget", 8000, "scheduler search budget")
	f.Int64Var(&c.Seed, "seed", 1, "scheduler and data seed")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}
