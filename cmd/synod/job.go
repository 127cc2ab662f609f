package main

import (
	"fmt"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/repops/work"
)

// weightsFile is where `synod job calibrate` keeps this machine's
// calibration, under the home directory.
const weightsFile = "work-weights.json"

func newJobCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "job",
		Short: "Price jobs: work units from the op graph, and this machine's time per unit",
		Long: `job prices verifiable jobs the way gas prices EVM calls.

  synod job calibrate   time repops operators on this machine and fit per-op weights
  synod job estimate    a job's work units, fee and predicted time

A job's work units follow from its op graph (every forward, backward and optimizer op of a
step, with its FLOPs and bytes moved) and the frozen schedule of its op-set version, so they
are the same on every machine. Calibration only predicts how long they take here.`,
	}
	cmd.AddCommand(newJobCalibrateCmd(g), newJobEstimateCmd(g))
	return cmd
}

func newJobCalibrateCmd(g *globals) *cobra.Command {
	var (
		out        string
		check      bool
		checkSteps int
		minTime    time.Duration
		asJSON     bool
	)
	cmd := &cobra.Command{
		Use:   "calibrate",
		Short: "Time repops operators here and fit the per-op weights used by estimates",
		Long: `calibrate times matmuls, attention, norms, elementwise and transcendental ops and AdamW
updates at three sizes each, fits a cost per FLOP or byte plus a fixed cost per call for each
kind, and writes the weights (default <home>/work-weights.json). With --check it then trains
transformers of four sizes and compares each estimated step time with the measured median.
It takes about a minute on two cores; progress goes to standard error.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			stderr := cmd.ErrOrStderr()
			w, _, err := work.Calibrate(cmd.Context(), work.CalibrateOptions{MinTime: minTime,
				Progress: func(done, total int, s work.Sample) {
					fmt.Fprintf(stderr, "calibrate: %2d/%d %-14s %-20s %10.0f ns\n", done, total, s.Kind, s.Size, s.Nanos)
				}})
			if err != nil {
				return err
			}
			if out == "" {
				out = filepath.Join(g.homeDir(), weightsFile)
			}
			if err := writeWeightsFile(out, w); err != nil {
				return err
			}
			fmt.Fprintf(stderr, "calibrate: weights written to %s\n", out)
			var results []work.CheckResult
			if check {
				for _, c := range work.CheckSizes() {
					r, err := work.Check(c, checkSteps, work.ScheduleV1, w)
					if err != nil {
						return fmt.Errorf("check %s: %w", c.Name, err)
					}
					fmt.Fprintf(stderr, "check: %-6s estimated %v, measured %v\n", c.Name, r.Estimated.Round(time.Microsecond), r.Measured.Round(time.Microsecond))
					results = append(results, r)
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), struct {
					Weights work.Weights       `json:"weights"`
					Check   []work.CheckResult `json:"check,omitempty"`
				}{w, results})
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "KIND\tPRICED PER\tNS EACH\tNS PER CALL\tWORST FIT ERROR")
			for _, k := range work.Kinds() {
				fmt.Fprintf(tw, "%s\t%s\t%.4g\t%.0f\t%.0f%%\n", k, k.Unit(), w.NsPer[k], w.NsPerCall[k], 100*w.Fit[k])
			}
			if len(results) > 0 {
				fmt.Fprintln(tw, "\nSIZE\tPARAMS\tUNITS/STEP\tESTIMATED\tMEASURED\tESTIMATE/MEASURED")
				for _, r := range results {
					fmt.Fprintf(tw, "%s\t%d\t%d\t%v\t%v\t%.2f\n", r.Name, r.Params, r.Units,
						r.Estimated.Round(time.Microsecond), r.Measured.Round(time.Microsecond), r.Ratio)
				}
			}
			return tw.Flush()
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "weights file to write (default <home>/work-weights.json)")
	f.BoolVar(&check, "check", false, "train transformers of four sizes and compare estimated with measured step times")
	f.IntVar(&checkSteps, "check-steps", 5, "steps timed per size with --check (median reported)")
	f.DurationVar(&minTime, "min-time", 40*time.Millisecond, "time each operator size runs for at least, per repetition")
	f.BoolVar(&asJSON, "json", false, "print the weights (and check results) as JSON")
	return cmd
}

// writeWeightsFile writes w to path atomically.
func writeWeightsFile(path string, w work.Weights) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".weights-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := work.WriteWeights(tmp, w); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// readWeightsFile reads calibration weights written by writeWeightsFile.
func readWeightsFile(path string) (work.Weights, error) {
	f, err := os.Open(path)
	if err != nil {
		return work.Weights{}, err
	}
	defer f.Close()
	w, err := work.ReadWeights(f)
	if err != nil {
		return work.Weights{}, fmt.Errorf("%s: %w", path, err)
	}
	return w, nil
}
