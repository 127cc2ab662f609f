package main

import (
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/repops/work"
)

// estimateResult is what `synod job estimate --json` prints.
type estimateResult struct {
	*job.Quote
	FLOPsPerStep  int64          `json:"flops_per_step"`
	BytesPerStep  int64          `json:"bytes_per_step"`
	PriceWei      string         `json:"price_per_unit_wei"`
	FeeWei        string         `json:"fee_wei"`
	Estimated     *time.Duration `json:"estimated_ns,omitempty"`
	Measured      *time.Duration `json:"measured_ns,omitempty"`
	EstimateRatio float64        `json:"estimate_over_measured,omitempty"`
}

func newJobEstimateCmd(g *globals) *cobra.Command {
	var (
		price   string
		weights string
		measure bool
		asJSON  bool
	)
	cmd := &cobra.Command{
		Use:   "estimate JOB",
		Short: "A job's work units and fee, and how long it should take on this machine",
		Long: `estimate reads a job spec (see docs/jobs.md), builds the op graph of one training step
and prices it under the work schedule of the op set the job runs on: the units are the same on
every machine, and the fee is units times --price (wei per unit). With this machine's
calibration (synod job calibrate) it also predicts the run time; --measure then trains the job
without receipts and compares.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			spec, err := job.DecodeSpec(data)
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			p, ok := new(big.Int).SetString(price, 10)
			if !ok || p.Sign() < 0 {
				return fmt.Errorf("--price %q is not a whole number of wei", price)
			}
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			st, err := openJobStore(cfg)
			if err != nil {
				return err
			}
			defer st.Close()
			js := &daemon.JobStore{Store: st}
			q, err := job.QuoteJob(cmd.Context(), spec, js)
			if err != nil {
				return err
			}
			res := estimateResult{Quote: q, PriceWei: p.String()}
			res.FLOPsPerStep, res.BytesPerStep = q.Graph.Totals()
			res.FeeWei = new(big.Int).Mul(p, new(big.Int).SetUint64(q.Units)).String()
			if weights == "" {
				weights = filepath.Join(g.homeDir(), weightsFile)
			}
			w, err := readWeightsFile(weights)
			switch {
			case err == nil:
				d, err := work.Estimate(q.Graph, int64(q.Steps), w)
				if err != nil {
					return err
				}
				res.Estimated = &d
			case errors.Is(err, fs.ErrNotExist):
				fmt.Fprintf(cmd.ErrOrStderr(), "estimate: no calibration at %s (run synod job calibrate); no time estimate\n", weights)
			default:
				return err
			}
			if measure {
				fmt.Fprintf(cmd.ErrOrStderr(), "estimate: training %d steps without receipts to measure\n", q.Steps)
				start := time.Now()
				if _, err := job.RunBare(cmd.Context(), spec, js); err != nil {
					return err
				}
				d := time.Since(start)
				res.Measured = &d
				if res.Estimated != nil {
					res.EstimateRatio = float64(*res.Estimated) / float64(d)
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintf(tw, "op set\t%d\n", q.OpSetVersion)
			fmt.Fprintf(tw, "model\t%d parameters, batch %d", q.Params, q.Batch)
			if q.Seq > 0 {
				fmt.Fprintf(tw, " x %d tokens", q.Seq)
			}
			fmt.Fprintf(tw, "\nper step\t%d ops, %.3g FLOPs, %.3g bytes moved, %d units\n", len(q.Graph.Ops), float64(res.FLOPsPerStep), float64(res.BytesPerStep), q.UnitsPerStep)
			fmt.Fprintf(tw, "job\t%d steps, %d units\n", q.Steps, q.Units)
			fmt.Fprintf(tw, "fee\t%s wei at %s wei per unit\n", res.FeeWei, res.PriceWei)
			if res.Estimated != nil {
				fmt.Fprintf(tw, "estimated time\t%v on this machine\n", res.Estimated.Round(time.Millisecond))
			}
			if res.Measured != nil {
				fmt.Fprintf(tw, "measured time\t%v", res.Measured.Round(time.Millisecond))
				if res.EstimateRatio > 0 {
					fmt.Fprintf(tw, " (estimate/measured %.2f)", res.EstimateRatio)
				}
				fmt.Fprintln(tw)
			}
			return tw.Flush()
		},
	}
	f := cmd.Flags()
	f.StringVar(&price, "price", "1", "price per work unit, in wei")
	f.StringVar(&weights, "weights", "", "calibration file (default <home>/work-weights.json)")
	f.BoolVar(&measure, "measure", false, "train the job without receipts and compare the measured time with the estimate")
	f.BoolVar(&asJSON, "json", false, "print the quote as JSON")
	return cmd
}
