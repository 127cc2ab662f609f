package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/pipeline/bench"
)

func newPipelinePlanCmd() *cobra.Command {
	var (
		skip     float64
		seed     int64
		budget   int
		allocate int
		asJSON   bool
	)
	cmd := &cobra.Command{
		Use:   "plan TOPOLOGY",
		Short: "Print the SkipPipe schedule of a topology (gcp12, gcp42 or a JSON file) and its simulated times",
		Long: `plan schedules SkipPipe paths for TOPOLOGY (gcp12, gcp42 or a topology JSON file, see
docs/pipeline.md) with each microbatch skipping --skip of the stages, prints every holder's paths
(node and stage per hop) and simulates one iteration of SkipPipe, SkipPipe without collision
awareness, the full pipeline and random skipping on the same topology (pipeline time, and with the
per-stage gradient all-reduce).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			t, err := loadTopology(args[0])
			if err != nil {
				return err
			}
			p, err := pathLength(t, skip)
			if err != nil {
				return err
			}
			opts := []bench.Option{bench.WithSeed(seed), bench.WithBudget(budget)}
			if allocate > 0 {
				opts = append(opts, bench.WithAllocate(allocate))
			}
			res, err := bench.Compare(t, t.Stages-p, opts...)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "%s: %d nodes, %d stages, paths of %d stages (%.0f%% skip), %d microbatches per path\n\n",
				res.Topology, len(t.Nodes), t.Stages, p, 100*float64(t.Stages-p)/float64(t.Stages), res.Plan.MicrobatchesPerPath)
			fmt.Fprintln(out, "holder  path (node:stage ...)")
			for _, pa := range res.Plan.Paths {
				fmt.Fprintf(out, "%6d ", pa.Holder)
				for _, n := range pa.Nodes {
					fmt.Fprintf(out, " %d:%d", n, t.Nodes[n].Stage)
				}
				fmt.Fprintln(out)
			}
			fmt.Fprintf(out, "\n%-26s %12s %16s %6s\n", "simulated iteration", "pipeline", "with all-reduce", "util")
			for _, r := range []struct {
				name string
				t    bench.Times
			}{{"SkipPipe", res.SkipPipe}, {"SkipPipe without TC2", res.NoTC2}, {"full pipeline", res.Full}, {"random skip", res.RandomSkip}} {
				fmt.Fprintf(out, "%-26s %11.2fs %15.2fs %5.0f%%\n", r.name, r.t.PipelineS, r.t.IterationS, 100*r.t.MeanUtil)
			}
			fmt.Fprintf(out, "\nSkipPipe vs full pipeline: %.0f%% lower pipeline time\n", 100*(1-res.SkipPipe.PipelineS/res.Full.PipelineS))
			return nil
		},
	}
	f := cmd.Flags()
	f.Float64Var(&skip, "skip", 0.33, "fraction of the stages each microbatch skips")
	f.Int64Var(&seed, "seed", 1, "scheduler seed")
	f.IntVar(&budget, "budget", 8000, "scheduler search budget (iterations)")
	f.IntVar(&allocate, "allocate", 0, "run the DT-FM-like node allocation for this many iterations first (0: keep the topology's)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}
