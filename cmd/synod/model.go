package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/tasks"
)

func newModelCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "model",
		Short: "Build, check and export the swarm policy's weights",
		Long: `model works with the swarm policy: a character-level transformer on repops.

  synod model pretrain   rebuild the base checkpoint from scratch (deterministic) and check its CID
  synod model eval       score a checkpoint on held-out questions of every task family
  synod model info       show the base checkpoint's CID and architecture
  synod model export     write the weights this node learned to a file`,
	}
	cmd.AddCommand(newModelPretrainCmd(), newModelEvalCmd(), newModelInfoCmd(), newModelExportCmd(g))
	return cmd
}

func newModelPretrainCmd() *cobra.Command {
	var (
		out    string
		c      = policy.DefaultPretrain()
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "pretrain",
		Short: "Pretrain the base policy from scratch and write its checkpoint",
		Long: `pretrain trains the built-in policy on procedurally generated examples of every stage
(answers to every task family; judgments of right and near-miss answers, from which critiques
and votes are built) with a fixed seed and step count, on repops. The result is the same bits
on every machine: with the default flags its CID is the swarm's base CID (synod model info),
which the command checks. It takes several minutes on two cores; progress goes to standard error.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			stderr := cmd.ErrOrStderr()
			start := time.Now()
			every := max(c.Steps/20, 1)
			m, err := policy.Pretrain(ctx, c, func(p policy.PretrainProgress) {
				if p.Step%every == 0 || p.Step == p.Steps {
					el := time.Since(start)
					eta := time.Duration(float64(el) / float64(p.Step) * float64(p.Steps-p.Step))
					fmt.Fprintf(stderr, "pretrain: step %d/%d  loss %.4f  lr %.2e  %s elapsed, about %s left\n",
						p.Step, p.Steps, p.Loss, p.LR, el.Round(time.Second), eta.Round(time.Second))
				}
			})
			if err != nil {
				return fmt.Errorf("model pretrain: %w", err)
			}
			var buf bytes.Buffer
			h, err := m.Save(&buf)
			if err != nil {
				return fmt.Errorf("model pretrain: %w", err)
			}
			id, err := checkpoint.CIDOf(ctx, bytes.NewReader(buf.Bytes()))
			if err != nil {
				return err
			}
			if out != "" {
				if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
					return fmt.Errorf("model pretrain: %w", err)
				}
			}
			res := struct {
				CID       string                `json:"cid"`
				StateHash string                `json:"state_hash"`
				Bytes     int                   `json:"bytes"`
				Out       string                `json:"out,omitempty"`
				IsBase    bool                  `json:"is_base"`
				Config    policy.PretrainConfig `json:"config"`
				Seconds   float64               `json:"seconds"`
			}{id.String(), fmt.Sprintf("%x", h), buf.Len(), out, id.String() == policy.BaseCID, c, time.Since(start).Seconds()}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "cid         %s\nstate hash  %s\nsize        %d bytes\n", res.CID, res.StateHash, res.Bytes)
			if out != "" {
				fmt.Fprintf(w, "written to  %s\n", out)
			}
			switch {
			case res.IsBase:
				fmt.Fprintln(w, "matches the base checkpoint this binary embeds")
			case c.Equal(policy.DefaultPretrain()):
				return fmt.Errorf("model pretrain: the default run gave %s, but this binary embeds %s: pretraining is not reproducible here (please report it)", res.CID, policy.BaseCID)
			default:
				fmt.Fprintf(w, "not the base checkpoint (%s): non-default flags\n", policy.BaseCID)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "out", "o", "", "write the checkpoint to this file")
	f.Uint64Var(&c.Seed, "seed", c.Seed, "seed of the weights and the examples")
	f.IntVar(&c.Steps, "steps", c.Steps, "optimizer steps")
	f.IntVar(&c.Batch, "batch", c.Batch, "rows of packed examples per step")
	f.Float32Var(&c.PeakLR, "lr", c.PeakLR, "peak learning rate, reached after --warmup steps and falling linearly to a tenth of it")
	f.IntVar(&c.Warmup, "warmup", c.Warmup, "steps of linear learning-rate warm-up")
	f.IntVar(&c.DrillPercent, "drill-percent", c.DrillPercent, "percentage of digit-fact drills among the examples (steps of worked arithmetic on random digits)")
	f.IntVar(&c.JudgePercent, "judge-percent", c.JudgePercent, "percentage of judgment examples (the rest are answers)")
	f.IntVar(&c.Level1Percent, "level1-percent", c.Level1Percent, "percentage of questions drawn at difficulty level 1")
	f.IntVar(&c.Level2Percent, "level2-percent", c.Level2Percent, "percentage of questions drawn at difficulty level 2 (the rest are level 3)")
	f.IntSliceVar(&c.FamilyWeights, "family-weights", c.FamilyWeights, "relative shares of arithmetic, comparison, sorting, base conversion and word problems")
	f.BoolVar(&c.Worked, "worked", c.Worked, "teach a worked solution (<think>...</think>) before the answer where the task has one (--worked=false: answers alone)")
	f.BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}

// loadModelFile reads a policy checkpoint file, or the embedded base when
// path is empty.
func loadModelFile(path string) (*models.Transformer, string, error) {
	if path == "" {
		m, err := policy.LoadBaseModel()
		return m, "base " + policy.BaseCID, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", err
	}
	defer f.Close()
	m, err := models.LoadTransformer(f)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", path, err)
	}
	return m, path, nil
}

func newModelEvalCmd() *cobra.Command {
	var (
		path   string
		n      int
		shown  int
		levels int
		seed   uint64
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "eval",
		Short: "Score a policy checkpoint on held-out questions",
		Long: `eval answers --n held-out questions of every task family at every level greedily and
reports exact accuracy, then runs --n critiques per family at level 1, each over --shown
answers of which exactly one is right, and reports how often the critique names it.
Without --checkpoint it scores the embedded base checkpoint.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			m, name, err := loadModelFile(path)
			if err != nil {
				return fmt.Errorf("model eval: %w", err)
			}
			ev, err := policy.EvaluateLevels(cmd.Context(), m, n, shown, seed, levels)
			if err != nil {
				return fmt.Errorf("model eval: %w", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), struct {
					Checkpoint string `json:"checkpoint"`
					policy.Evaluation
				}{name, ev})
			}
			return printEvaluation(cmd.OutOrStdout(), name, ev)
		},
	}
	f := cmd.Flags()
	f.StringVar(&path, "checkpoint", "", "policy checkpoint file (default: the embedded base)")
	f.IntVar(&n, "n", 50, "questions per family and level")
	f.IntVar(&shown, "shown", 4, "answers shown in each critique")
	f.IntVar(&levels, "max-level", tasks.MaxLevel, "answer questions up to this difficulty level (the same questions are drawn either way)")
	f.Uint64Var(&seed, "seed", 1, "seed of the held-out questions")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func printEvaluation(w io.Writer, name string, ev policy.Evaluation) error {
	fmt.Fprintf(w, "checkpoint %s\n\n", name)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FAMILY\tLEVEL\tCORRECT\tWELL-FORMED\tACCURACY")
	for _, f := range ev.Families {
		fmt.Fprintf(tw, "%s\t%d\t%d/%d\t%d/%d\t%.0f%%\n", f.Family, f.Level, f.Correct, f.Questions, f.WellFormed, f.Questions, 100*f.Accuracy)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	c := ev.Critique
	_, err := fmt.Fprintf(w, "\ncritiques: named the right answer in %d of %d (%.0f%%), a wrong one in %d, abstained in %d\n",
		c.Right, c.Trials, 100*c.Accuracy, c.Wrong, c.Trials-c.Right-c.Wrong)
	return err
}

func newModelInfoCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "info",
		Short: "Show the base checkpoint's CID and architecture",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			m, err := policy.LoadBaseModel()
			if err != nil {
				return err
			}
			h, err := m.StateHash()
			if err != nil {
				return err
			}
			c := m.Config()
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "base cid     %s\nstate hash   %x\nparameters   %d\narchitecture %d layers, %d wide, %d heads, context %d, rotary %v, vocabulary %d characters\npretraining  %+v\n",
				policy.BaseCID, h, m.NumParams(), c.Layers, c.Dim, c.Heads, c.Context, c.Rotary, c.Vocab, policy.DefaultPretrain())
			return nil
		},
	}
}
