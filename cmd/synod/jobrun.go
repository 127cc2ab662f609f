package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
)

// newRunCmd is `synod run JOB`: train a job spec with receipts.
func newRunCmd(g *globals) *cobra.Command {
	var (
		out      string
		asJSON   bool
		traces   bool
		passFile string
	)
	cmd := &cobra.Command{
		Use:   "run JOB",
		Short: "Train a job spec on repops, storing checkpoints, and write a signed receipt",
		Long: `run reads a job spec (TOML or JSON, see docs/jobs.md), trains it step by step on repops,
hashes the full state after every step, stores every interval's and the final checkpoint in the
node's checkpoint store (pinned, so a running node serves them), and writes receipt.json, signed
with the node key, to --out. Op traces are not kept: a step is a pure function of the state before
it, so its trace is regenerated from the nearest checkpoint when a verifier or a dispute needs it.
--traces also traces every op and stores the traces with the checkpoints.`,
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
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			id, err := loadIdentity(cfg, passFile)
			if err != nil {
				return err
			}
			st, err := openJobStore(cfg)
			if err != nil {
				return err
			}
			defer st.Close()
			prog := newStepReporter(cmd.ErrOrStderr(), "training")
			opts := []job.Option{job.WithSoftwareVersion(version), job.WithProgress(prog.update)}
			if traces {
				opts = append(opts, job.WithTraces())
			}
			r, err := job.Run(cmd.Context(), spec, &daemon.JobStore{Store: st}, id, opts...)
			prog.finish()
			if err != nil {
				return err
			}
			path, err := writeReceipt(out, r)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), r)
			}
			printReceipt(cmd.OutOrStdout(), r, path)
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", ".", "write receipt.json into `DIR`")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the receipt as JSON")
	cmd.Flags().BoolVar(&traces, "traces", false, "trace every op: the receipt carries each step's trace digest and the traces are stored, so a verifier can name a differing op without the solver (costs hashing every op's output)")
	cmd.Flags().StringVar(&passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	return cmd
}

func writeReceipt(dir string, r *job.Receipt) (string, error) {
	b, err := r.Encode()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "receipt.json")
	return path, os.WriteFile(path, b, 0o644)
}

// printReceipt prints a receipt's summary.
func printReceipt(w io.Writer, r *job.Receipt, path string) {
	fmt.Fprintf(w, "receipt %s\n", r.Hash)
	fmt.Fprintf(w, "  kind          %s (op set %d, synod %s, %s/%s %s)\n", r.Kind, r.OpSetVersion, r.Software.Version, r.Device.GOOS, r.Device.GOARCH, r.Device.Level)
	if r.Kind == job.KindTrain {
		fmt.Fprintf(w, "  steps         %d\n", r.Spec.Steps)
		fmt.Fprintf(w, "  state root    %s\n", r.StateRoot)
		fmt.Fprintf(w, "  output        %s (state %s)\n", r.Output.CID, r.Output.StateHash)
		for _, c := range r.Checkpoints {
			fmt.Fprintf(w, "  checkpoint    step %-5d %s\n", c.Step, c.CID)
		}
	} else {
		fmt.Fprintf(w, "  checkpoint    %s (state %s)\n", r.Output.CID, r.Output.StateHash)
		for i, o := range r.Inference.Outputs {
			fmt.Fprintf(w, "  prompt %-4d   %v -> %v (token hash %s)\n", i, r.Inference.Prompts[i], o.Tokens, o.TokenHash.String()[:16])
		}
	}
	fmt.Fprintf(w, "  signer        %s (%s)\n", r.Signer.Address, r.Signer.PeerID)
	if path != "" {
		fmt.Fprintf(w, "  written to    %s\n", path)
	}
}

// stepReporter prints one progress line per second (and the last) on
// stderr.
type stepReporter struct {
	w     io.Writer
	what  string
	last  time.Time
	final job.Progress
}

func newStepReporter(w io.Writer, what string) *stepReporter { return &stepReporter{w: w, what: what} }

func (p *stepReporter) update(pr job.Progress) {
	if pr.Phase == "checkpoint" || pr.Phase == "fetch" {
		return
	}
	p.final = pr
	if time.Since(p.last) < time.Second {
		return
	}
	p.last = time.Now()
	p.print()
}

func (p *stepReporter) print() {
	pr := p.final
	if pr.Steps == 0 {
		return
	}
	line := fmt.Sprintf("%s: %s %d/%d  %s", p.what, pr.Phase, pr.Step, pr.Steps, pr.Elapsed.Round(time.Millisecond))
	if pr.Phase != "infer" {
		line += fmt.Sprintf("  loss %.4f", pr.Loss)
	}
	fmt.Fprintln(p.w, line)
}

func (p *stepReporter) finish() {
	if !p.last.IsZero() || p.final.Steps > 0 {
		p.print()
	}
}
