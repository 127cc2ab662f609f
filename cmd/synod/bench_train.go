package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/policy"
)

// trainBench is what `synod bench train --json` prints.
type trainBench struct {
	Date   string `json:"date"`
	Params int    `json:"params"`
	// TorchParams is the PyTorch model's parameter count (checked equal).
	TorchParams int    `json:"torch_params,omitempty"`
	Batch       int    `json:"batch"`
	Seq         int    `json:"seq"`
	Threads     int    `json:"threads"`
	Steps       int    `json:"steps_per_run"`
	Go          string `json:"go"`
	Torch       string `json:"torch,omitempty"`
	// TorchBLAS lists the BLAS libraries the PyTorch process loaded (its
	// matmuls run there: Debian's python3-torch uses the system
	// libblas.so.3, the slow reference BLAS unless an optimised one is
	// installed or put on LD_LIBRARY_PATH).
	TorchBLAS []string `json:"torch_blas,omitempty"`
	// TorchBLASThreads is the BLAS's own thread count (its matmul calls
	// run inside torch's pool of Threads threads; see the script).
	TorchBLASThreads int     `json:"torch_blas_threads,omitempty"`
	Repops           float64 `json:"repops_tokens_per_second"`
	PyTorch          float64 `json:"torch_tokens_per_second,omitempty"`
	// Ratio is repops over PyTorch (above 1: repops is faster).
	Ratio      float64   `json:"ratio,omitempty"`
	RepopsRuns []float64 `json:"repops_runs"`
	TorchRuns  []float64 `json:"torch_runs,omitempty"`
}

// benchTrainConfig is the architecture timed: the swarm policy's.
func benchTrainConfig() models.TransformerConfig { return policy.BaseConfig(1) }

func newBenchTrainModel(cfg models.TransformerConfig) (*models.Transformer, error) {
	return models.NewTransformer(cfg)
}

// repopsTrainRate times steps full training steps of the policy's
// architecture on a fixed random batch and returns tokens per second.
func repopsTrainRate(m *models.Transformer, b models.Batch, steps int) (float64, error) {
	start := time.Now()
	for range steps {
		if _, err := m.TrainStep(b, nil); err != nil {
			return 0, err
		}
	}
	return float64(len(b.Tokens)*len(b.Tokens[0])*steps) / time.Since(start).Seconds(), nil
}

func randomBatch(vocab, batch, seq int) models.Batch {
	p := repops.NewPhilox(2, 0)
	var b models.Batch
	for range batch {
		in, tg := make([]int, seq), make([]int, seq)
		for j := range seq {
			in[j], tg[j] = p.Intn(vocab), p.Intn(vocab)
		}
		b.Tokens, b.Targets = append(b.Tokens, in), append(b.Targets, tg)
	}
	return b
}

// torchPython returns a python3 that imports torch: the one on PATH, or
// Debian's /usr/bin/python3 (where python3-torch installs it) when
// another python3 comes first on PATH.
func torchPython() (string, error) {
	var cands []string
	if p, err := exec.LookPath("python3"); err == nil {
		cands = append(cands, p)
	}
	cands = append(cands, "/usr/bin/python3")
	for _, p := range cands {
		if exec.Command(p, "-c", "import torch").Run() == nil {
			return p, nil
		}
	}
	return "", errors.New("no python3 here imports torch")
}

// torchScript is the PyTorch side's script, found from the working
// directory (the repository root, as make runs it).
func torchScript() (string, error) { return torchScriptFrom(".") }

func torchScriptFrom(root string) (string, error) {
	abs, err := filepath.Abs(filepath.Join(root, "scripts/bench_train_torch.py"))
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(abs); err != nil {
		return "", fmt.Errorf("%s is missing (run the bench from the repository root)", abs)
	}
	return abs, nil
}

func runTorch(py, script string, cfg models.TransformerConfig, batch, seq, threads, steps int, paramsOnly bool) (map[string]any, error) {
	cj, _ := json.Marshal(cfg)
	args := []string{script, "--config", string(cj), "--batch", fmt.Sprint(batch), "--seq", fmt.Sprint(seq), "--threads", fmt.Sprint(threads), "--steps", fmt.Sprint(steps)}
	if paramsOnly {
		args = append(args, "--params-only")
	}
	var out, errb bytes.Buffer
	c := exec.Command(py, args...)
	c.Stdout, c.Stderr = &out, &errb
	err := c.Run()
	var res map[string]any
	if jerr := json.Unmarshal(out.Bytes(), &res); jerr != nil {
		return nil, fmt.Errorf("the PyTorch side failed (%v): %s%s", err, out.String(), errb.String())
	}
	if e, ok := res["error"].(string); ok {
		return nil, errors.New(e)
	}
	return res, err
}

func newBenchTrainCmd() *cobra.Command {
	var (
		batch, seq, threads, steps, runs int
		noTorch, asJSON                  bool
		cpuProfile                       string
	)
	cmd := &cobra.Command{
		Use:   "train",
		Short: "Training throughput of the policy's architecture: repops against PyTorch on the CPU",
		Long: `train times full training steps (forward, cross-entropy, backward, gradient clipping, AdamW)
of the swarm policy's architecture (policy.BaseConfig) on a fixed random batch of --batch sequences
of --seq tokens (default: the policy's context) with --threads threads (GOMAXPROCS on the repops
side, torch.set_num_threads on the PyTorch side), --runs times --steps steps each after a warm-up,
the two sides taking turns (A B A B) so machine noise hits both; it reports the medians and their
ratio. The PyTorch side is scripts/bench_train_torch.py (python3 with torch: make bench-train
installs Debian's python3-torch; make bench-train-openblas runs it on OpenBLAS instead of the
reference BLAS Debian's torch otherwise uses); the parameter counts of both sides are checked to be
equal, and the BLAS libraries PyTorch loaded are reported. repops stays bit-reproducible.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg := benchTrainConfig()
			if seq == 0 {
				seq = cfg.Context
			}
			if batch < 1 || seq < 1 || threads < 1 || steps < 1 || runs < 1 {
				return errors.New("bench train: --batch, --seq, --threads, --steps and --runs must be positive")
			}
			if seq > cfg.Context {
				return fmt.Errorf("bench train: --seq %d is longer than the context %d", seq, cfg.Context)
			}
			m, err := newBenchTrainModel(cfg)
			if err != nil {
				return err
			}
			b := randomBatch(cfg.Vocab, batch, seq)
			out := trainBench{Date: time.Now().UTC().Format("2006-01-02"), Params: m.NumParams(), Batch: batch, Seq: seq, Threads: threads, Steps: steps, Go: runtime.Version()}
			var script, py string
			if !noTorch {
				if script, err = torchScript(); err != nil {
					return fmt.Errorf("bench train: %w", err)
				}
				if py, err = torchPython(); err != nil {
					return fmt.Errorf("bench train: %w (run make bench-train to install Debian's python3-torch, or --no-torch)", err)
				}
				res, err := runTorch(py, script, cfg, batch, seq, threads, steps, true)
				if err != nil {
					return fmt.Errorf("bench train: %w (run make bench-train to install it, or --no-torch)", err)
				}
				p, _ := res["params"].(float64)
				out.TorchParams = int(p)
				if out.TorchParams != out.Params {
					return fmt.Errorf("bench train: PyTorch's model has %d parameters, repops' %d: the architectures differ", out.TorchParams, out.Params)
				}
				out.Torch, _ = res["torch"].(string)
				if libs, ok := res["blas"].([]any); ok {
					for _, l := range libs {
						if s, ok := l.(string); ok {
							out.TorchBLAS = append(out.TorchBLAS, s)
						}
					}
				}
				if n, ok := res["blas_threads"].(float64); ok {
					out.TorchBLASThreads = int(n)
				}
				if referenceBLAS(out.TorchBLAS) {
					fmt.Fprintln(cmd.ErrOrStderr(), "note: PyTorch runs its matmuls on the reference BLAS ("+strings.Join(out.TorchBLAS, ", ")+"),\n"+
						"  several times slower than OpenBLAS or MKL: for an optimised baseline run make bench-train-openblas\n"+
						"  (OpenBLAS on LD_LIBRARY_PATH, the system BLAS untouched; docs/BENCHMARKS.md, Training throughput)")
				}
			}
			prev := runtime.GOMAXPROCS(threads)
			defer runtime.GOMAXPROCS(prev)
			if _, err := m.TrainStep(b, nil); err != nil { // warm-up
				return err
			}
			stderr := cmd.ErrOrStderr()
			var prof *os.File
			if cpuProfile != "" {
				if prof, err = os.Create(cpuProfile); err != nil {
					return err
				}
				defer prof.Close()
			}
			for i := range runs {
				if prof != nil {
					if err := pprof.StartCPUProfile(prof); err != nil {
						return err
					}
				}
				r, err := repopsTrainRate(m, b, steps)
				if prof != nil {
					pprof.StopCPUProfile()
					prof = nil // the first run's
				}
				if err != nil {
					return err
				}
				out.RepopsRuns = append(out.RepopsRuns, r)
				msg := fmt.Sprintf("run %d/%d: repops %.0f tokens/s", i+1, runs, r)
				if script != "" {
					res, err := runTorch(py, script, cfg, batch, seq, threads, steps, false)
					if err != nil {
						return fmt.Errorf("bench train: %w", err)
					}
					t, _ := res["tokens_per_second"].(float64)
					out.TorchRuns = append(out.TorchRuns, t)
					msg += fmt.Sprintf(", PyTorch %.0f tokens/s", t)
				}
				fmt.Fprintln(stderr, msg)
			}
			out.Repops = medianF(out.RepopsRuns)
			if len(out.TorchRuns) > 0 {
				out.PyTorch = medianF(out.TorchRuns)
				out.Ratio = out.Repops / out.PyTorch
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			fmt.Fprintf(tw, "model\t%d layers, %d wide, %d heads, FF %dx, vocab %d, context %d, rotary %v\n", cfg.Layers, cfg.Dim, cfg.Heads, cfg.FFMult, cfg.Vocab, cfg.Context, cfg.Rotary)
			fmt.Fprintf(tw, "parameters\trepops %d", out.Params)
			if out.TorchParams > 0 {
				fmt.Fprintf(tw, ", PyTorch %d", out.TorchParams)
			}
			fmt.Fprintln(tw)
			fmt.Fprintf(tw, "batch\t%d x %d tokens, %d threads, %d steps per run, %d runs\n", batch, seq, threads, steps, runs)
			fmt.Fprintf(tw, "repops (%s)\t%.0f tokens/s (median)\n", out.Go, out.Repops)
			if out.PyTorch > 0 {
				fmt.Fprintf(tw, "PyTorch %s\t%.0f tokens/s (median; BLAS %s, %d BLAS threads)\n", out.Torch, out.PyTorch, strings.Join(out.TorchBLAS, ", "), out.TorchBLASThreads)
				fmt.Fprintf(tw, "ratio\t%.2fx (repops / PyTorch)\n", out.Ratio)
			}
			return tw.Flush()
		},
	}
	f := cmd.Flags()
	f.IntVar(&batch, "batch", 16, "sequences per step")
	f.IntVar(&seq, "seq", 0, "tokens per sequence (0: the policy's context)")
	f.IntVar(&threads, "threads", runtime.NumCPU(), "threads on both sides")
	f.IntVar(&steps, "steps", 10, "steps per timed run")
	f.IntVar(&runs, "runs", 3, "timed runs per side")
	f.BoolVar(&noTorch, "no-torch", false, "time repops only")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	f.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the first timed repops run to this file")
	return cmd
}

func medianF(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// referenceBLAS reports whether libs (the BLAS libraries the PyTorch side
// loaded) are only the reference BLAS (Debian's libblas3).
func referenceBLAS(libs []string) bool {
	if len(libs) == 0 {
		return false
	}
	for _, l := range libs {
		if !strings.Contains(l, "/blas/libblas.so") {
			return false
		}
	}
	return true
}
