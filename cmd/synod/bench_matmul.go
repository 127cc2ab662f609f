package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/repops/bench"
)

type benchMatmulOutput struct {
	MatMul bench.MatMulReport `json:"matmul"`
	Train  *bench.TrainReport `json:"train,omitempty"`
}

func newBenchMatmulCmd() *cobra.Command {
	var (
		asJSON  bool
		sizes   []int
		minTime time.Duration
		train   bool
		steps   int
		repeats int
		dim     int
		layers  int
		rotary  bool
	)
	cmd := &cobra.Command{
		Use:   "matmul",
		Short: "Reproducible float32 matmul against gonum Sgemm, plus transformer training tokens/s and tracing overhead",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			for _, n := range sizes {
				if n < 1 || n > 8192 {
					return fmt.Errorf("bench matmul: size %d outside 1..8192", n)
				}
			}
			out := benchMatmulOutput{MatMul: bench.MatMul(sizes, minTime)}
			if train {
				if dim < 4 || dim%4 != 0 || layers < 1 || steps < 1 || repeats < 1 {
					return fmt.Errorf("bench matmul: --train-dim must be a positive multiple of 4, --train-layers, --train-steps and --train-repeats positive")
				}
				tr, err := bench.TrainRepeated(bench.BenchConfig(dim, layers, 64, rotary), 8, steps, repeats)
				if err != nil {
					return fmt.Errorf("bench matmul: %w", err)
				}
				out.Train = &tr
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "kernel %s, GOMAXPROCS %d\n", out.MatMul.Kernel, out.MatMul.GOMAXPROCS)
			for _, r := range out.MatMul.Results {
				fmt.Fprintf(w, "n=%-5d repops %7.1f GFLOP/s  gonum %7.1f GFLOP/s  ratio %.2fx  bits=portable %v\n",
					r.N, r.RepopsGFLOPS, r.GonumGFLOPS, r.Ratio, r.BitsEqualPortable)
			}
			if t := out.Train; t != nil {
				fmt.Fprintf(w, "transformer (%d params): bare step %.0f tokens/s, traced %.0f tokens/s, tracing overhead %.1f%% wall, %.1f%% CPU time\n",
					t.Params, t.TokensPerSec, t.TracedTokensPerS, t.TracingOverheadPc, t.TracingOverheadCPU)
				fmt.Fprintf(w, "solver step (step + full-state hash, the target's baseline): %.0f tokens/s, traced %.0f tokens/s, tracing overhead %.1f%% wall, %.1f%% CPU time\n",
					t.SolverTokensPerSec, t.TracedSolverTokensPerSec, t.TracingOverheadVsSolver, t.TracingOverheadVsSolverCPU)
				fmt.Fprintf(w, "trace: %d entries, %.1f MB hashed per step (the full-state hash reads %.1f MB: %.3f CPU s untraced, %.3f CPU s reusing the trace's hashes)\n",
					t.TraceEntries, t.TraceHashedMB, t.StateHashedMB, t.StateHashCPUSec, t.TracedStateHashCPUSec)
				fmt.Fprintf(w, "median over solver steps of the per-step tracing overhead: %.1f%% CPU, %.1f%% wall\n",
					t.MedianStepOverheadVsSolverCPU, t.MedianStepOverheadVsSolverWall)
				for i, r := range t.Runs {
					fmt.Fprintf(w, "run %d (%d steps): tracing overhead vs solver step %.1f%% CPU, %.1f%% wall; vs bare step %.1f%% CPU, %.1f%% wall\n",
						i+1, r.Steps, r.VsSolverCPU, r.VsSolverWall, r.VsBareCPU, r.VsBareWall)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().IntSliceVar(&sizes, "sizes", []int{256, 512, 1024}, "square matrix sizes")
	cmd.Flags().DurationVar(&minTime, "min-time", time.Second, "minimum time spent per measurement (best run is reported)")
	cmd.Flags().BoolVar(&train, "train", true, "also measure transformer training throughput and tracing overhead")
	cmd.Flags().IntVar(&steps, "train-steps", 12, "training steps per repetition, timed with and without tracing (the traced model alternates bare and solver steps)")
	cmd.Flags().IntVar(&repeats, "train-repeats", 3, "repetitions of the training measurement (each is reported under runs; the totals pool them)")
	cmd.Flags().IntVar(&dim, "train-dim", 256, "transformer width for the training measurement (context 64, batch 8, 4 heads)")
	cmd.Flags().IntVar(&layers, "train-layers", 4, "transformer layers for the training measurement")
	cmd.Flags().BoolVar(&rotary, "train-rotary", false, "use rotary position embeddings instead of learned ones in the training measurement")
	return cmd
}
