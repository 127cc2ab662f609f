package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/internal/cputime"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/repops/work"
	"github.com/synod-net/synod/storage/checkpoint"
)

// benchVerifyResult is what `synod bench verify --json` prints. Times
// are medians over Runs runs, in milliseconds.
type benchVerifyResult struct {
	GOMAXPROCS int    `json:"gomaxprocs"`
	CPU        string `json:"cpu"`
	Params     int64  `json:"params"`
	Steps      int    `json:"steps"`
	Interval   int    `json:"checkpoint_interval"`
	Batch      int    `json:"batch"`
	Runs       int    `json:"runs"`
	// BareMS trains without receipts (job.RunBare); ReceiptMS with them
	// (job.Run: a state hash after every step, checkpoints stored in a
	// checkpoint store on disk, signing).
	BareMS      float64 `json:"bare_ms"`
	ReceiptMS   float64 `json:"receipt_ms"`
	OverheadPct float64 `json:"overhead_pct"`
	// TracesMS is job.Run WithTraces: also every op traced (its output
	// hashed), the trace digests in the receipt and the traces stored.
	TracesMS          float64 `json:"traces_ms"`
	TracesOverheadPct float64 `json:"traces_overhead_pct"`
	// The same in process CPU time (user + system, all threads), which a
	// shared machine's other load disturbs less than wall time.
	BareCPUMS      float64 `json:"bare_cpu_ms"`
	ReceiptCPUMS   float64 `json:"receipt_cpu_ms"`
	CPUOverheadPct float64 `json:"cpu_overhead_pct"`
	// VerifyFullMS re-executes every step; VerifySegmentMS the
	// SegmentSteps steps after a committed checkpoint (fetching it from
	// the local store).
	VerifyFullMS    float64 `json:"verify_full_ms"`
	VerifySegmentMS float64 `json:"verify_segment_ms"`
	SegmentSteps    int     `json:"segment_steps"`
	SegmentVsFull   float64 `json:"segment_vs_full"`
	// The job's work units (its op graph under its op set's schedule),
	// the time they are predicted to take on this machine (weights from a
	// calibration in the same run) and that estimate over the measured
	// bare training time.
	WorkUnits          uint64  `json:"work_units"`
	EstimatedMS        float64 `json:"estimated_ms"`
	EstimateOverBareMS float64 `json:"estimate_over_measured"`
}

func newBenchVerifyCmd() *cobra.Command {
	var (
		steps, interval, batch, dim, layers, runs int
		asJSON                                    bool
	)
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Training with receipts against bare training, and segment against full verification",
		Long: `verify trains one transformer job (the reverse task) without receipts (job.RunBare), with
receipts (job.Run: a state hash after every step, checkpoints stored in a checkpoint store on disk)
and with receipts and op traces (job.Run WithTraces: every op's output hashed, traces stored),
in turn, and reports the medians and the overheads; then verifies the receipt in full and from a
committed checkpoint over one interval; then calibrates this machine's work weights and compares
the job's estimated time (its op graph under those weights) with the measured bare training.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			res, err := runBenchVerify(cmd.Context(), steps, interval, batch, dim, layers, runs, func(s string) {
				if !asJSON {
					fmt.Fprintln(cmd.ErrOrStderr(), s)
				}
			})
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "transformer of %d parameters, %d steps of batch %d, checkpoint every %d; medians of %d runs (GOMAXPROCS=%d)\n",
				res.Params, res.Steps, res.Batch, res.Interval, res.Runs, res.GOMAXPROCS)
			fmt.Fprintf(w, "  bare training            %9.1f ms\n", res.BareMS)
			fmt.Fprintf(w, "  training with receipts   %9.1f ms  (overhead %.1f%%)\n", res.ReceiptMS, res.OverheadPct)
			fmt.Fprintf(w, "  ... and with op traces   %9.1f ms  (overhead %.1f%%)\n", res.TracesMS, res.TracesOverheadPct)
			fmt.Fprintf(w, "  CPU time: bare %.1f ms, with receipts %.1f ms  (overhead %.1f%%)\n", res.BareCPUMS, res.ReceiptCPUMS, res.CPUOverheadPct)
			fmt.Fprintf(w, "  verify, whole job        %9.1f ms\n", res.VerifyFullMS)
			fmt.Fprintf(w, "  verify, %d-step segment  %9.1f ms  (%.2fx the whole job)\n", res.SegmentSteps, res.VerifySegmentMS, res.SegmentVsFull)
			fmt.Fprintf(w, "  estimate (%d work units) %9.1f ms  (%.2fx the measured bare training)\n", res.WorkUnits, res.EstimatedMS, res.EstimateOverBareMS)
			return nil
		},
	}
	cmd.Flags().IntVar(&steps, "steps", 24, "training steps")
	cmd.Flags().IntVar(&interval, "interval", 8, "checkpoint interval (and segment length)")
	cmd.Flags().IntVar(&batch, "batch", 8, "batch size")
	cmd.Flags().IntVar(&dim, "dim", 128, "model width")
	cmd.Flags().IntVar(&layers, "layers", 2, "transformer blocks")
	cmd.Flags().IntVar(&runs, "runs", 5, "runs of each measurement (medians are reported)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}

func benchVerifySpec(steps, interval, batch, dim, layers int) (*job.Spec, error) {
	return job.DecodeSpec([]byte(fmt.Sprintf(`
version = 1
seed = 1
steps = %d
checkpoint_interval = %d
[model]
kind = "transformer"
[model.transformer]
vocab = 64
context = 64
dim = %d
layers = %d
heads = 4
ff_mult = 4
[data]
source = "reverse"
n = 32
symbols = 63
[train]
batch = %d
lr = 0.001
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`, steps, interval, dim, layers, batch)))
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func msSince(t time.Time) float64 { return float64(time.Since(t).Microseconds()) / 1000 }

func cpuMSSince(c time.Duration) float64 {
	return float64((cputime.Process() - c).Microseconds()) / 1000
}

func runBenchVerify(ctx context.Context, steps, interval, batch, dim, layers, runs int, log func(string)) (*benchVerifyResult, error) {
	spec, err := benchVerifySpec(steps, interval, batch, dim, layers)
	if err != nil {
		return nil, err
	}
	if runs < 1 {
		return nil, fmt.Errorf("--runs must be at least 1")
	}
	id, err := identity.Generate()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "synod-bench-verify-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	st, err := checkpoint.OpenStore(dir)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	js := &daemon.JobStore{Store: st}
	res := &benchVerifyResult{GOMAXPROCS: runtime.GOMAXPROCS(0), CPU: job.ThisDevice().CPU, Steps: steps, Interval: interval, Batch: batch, Runs: runs,
		Params: paramsOf(spec)}
	var bare, withReceipt, withTraces, bareCPU, receiptCPU, full, seg []float64
	var r *job.Receipt
	for i := 0; i < runs; i++ {
		runtime.GC()
		t0, c0 := time.Now(), cputime.Process()
		h, err := job.RunBare(ctx, spec, js)
		if err != nil {
			return nil, err
		}
		bare, bareCPU = append(bare, msSince(t0)), append(bareCPU, cpuMSSince(c0))
		runtime.GC()
		t0, c0 = time.Now(), cputime.Process()
		if r, err = job.Run(ctx, spec, js, id, job.WithSoftwareVersion(version)); err != nil {
			return nil, err
		}
		withReceipt, receiptCPU = append(withReceipt, msSince(t0)), append(receiptCPU, cpuMSSince(c0))
		runtime.GC()
		t0 = time.Now()
		rt, err := job.Run(ctx, spec, js, id, job.WithSoftwareVersion(version), job.WithTraces())
		if err != nil {
			return nil, err
		}
		withTraces = append(withTraces, msSince(t0))
		if r.Output.StateHash != h || rt.StateRoot != r.StateRoot {
			return nil, fmt.Errorf("the bare run and the runs with receipts end in different states")
		}
		log(fmt.Sprintf("run %d/%d: bare %.0f ms (%.0f ms CPU), with receipts %.0f ms (%.0f ms CPU), and op traces %.0f ms", i+1, runs, bare[i], bareCPU[i], withReceipt[i], receiptCPU[i], withTraces[i]))
	}
	from := r.Checkpoints[len(r.Checkpoints)/2].Step
	for i := 0; i < runs; i++ {
		t0 := time.Now()
		rep, err := job.Verify(ctx, r, js)
		if err != nil || !rep.Verified {
			return nil, fmt.Errorf("full verification: %v %v", rep, err)
		}
		full = append(full, msSince(t0))
		t0 = time.Now()
		rep, err = job.Verify(ctx, r, js, job.WithSegment(from, from+interval))
		if err != nil || !rep.Verified {
			return nil, fmt.Errorf("segment verification: %v %v", rep, err)
		}
		seg = append(seg, msSince(t0))
		res.SegmentSteps = rep.Steps
		log(fmt.Sprintf("verify %d/%d: whole job %.0f ms, segment %.0f ms", i+1, runs, full[i], seg[i]))
	}
	res.BareMS, res.ReceiptMS = median(bare), median(withReceipt)
	res.OverheadPct = 100 * (res.ReceiptMS - res.BareMS) / res.BareMS
	res.TracesMS = median(withTraces)
	res.TracesOverheadPct = 100 * (res.TracesMS - res.BareMS) / res.BareMS
	res.BareCPUMS, res.ReceiptCPUMS = median(bareCPU), median(receiptCPU)
	res.CPUOverheadPct = 100 * (res.ReceiptCPUMS - res.BareCPUMS) / res.BareCPUMS
	res.VerifyFullMS, res.VerifySegmentMS = median(full), median(seg)
	res.SegmentVsFull = res.VerifySegmentMS / res.VerifyFullMS
	// Estimate against measured: calibrate this machine, price the job's
	// op graph with the weights, compare with the bare training time.
	log("calibrating the work weights of this machine")
	weights, _, err := work.Calibrate(ctx, work.CalibrateOptions{MinTime: 20 * time.Millisecond, Reps: 3})
	if err != nil {
		return nil, err
	}
	q, err := job.QuoteJob(ctx, spec, js)
	if err != nil {
		return nil, err
	}
	est, err := work.Estimate(q.Graph, int64(q.Steps), weights)
	if err != nil {
		return nil, err
	}
	res.WorkUnits = q.Units
	res.EstimatedMS = float64(est.Microseconds()) / 1000
	res.EstimateOverBareMS = res.EstimatedMS / res.BareMS
	return res, nil
}

func paramsOf(s *job.Spec) int64 {
	a := s.Model.Transformer
	v, t, d, l, h := int64(a.Vocab), int64(a.Context), int64(a.Dim), int64(a.Layers), int64(a.FFMult*a.Dim)
	return v*d + t*d + l*(4*d+4*d*d+2*d*h+h+d) + 2*d + d*v
}
