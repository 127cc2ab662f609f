package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/storage/checkpoint"
)

func openJobStore(cfg *config.Config) (*checkpoint.Store, error) {
	return checkpoint.OpenStore(checkpointStoreDir(cfg))
}

// newInferCmd is `synod infer`: generate from a stored checkpoint with a
// receipt.
func newInferCmd(g *globals) *cobra.Command {
	var (
		ckpt, prompts, out, passFile string
		req                          job.Inference
		asJSON                       bool
	)
	cmd := &cobra.Command{
		Use:   "infer --checkpoint CID --prompts FILE",
		Short: "Generate from a stored transformer checkpoint and write a signed receipt with token hashes",
		Long: `infer loads the checkpoint CID from the node's checkpoint store, continues every prompt of
FILE (one per line, token ids separated by spaces or commas; '#' starts a comment line) greedily
or, with --temperature, sampled from a Philox stream keyed by --seed, and writes receipt.json
with each prompt's generated tokens and their hash, signed with the node key.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, err := parseCID(ckpt); err != nil {
				return fmt.Errorf("--checkpoint: %w", err)
			}
			f, err := os.Open(prompts)
			if err != nil {
				return err
			}
			ps, err := job.ParsePrompts(f)
			f.Close()
			if err != nil {
				return fmt.Errorf("%s: %w", prompts, err)
			}
			req.Checkpoint, req.Prompts = ckpt, ps
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
			prog := newStepReporter(cmd.ErrOrStderr(), "inference")
			r, err := job.Infer(cmd.Context(), req, &daemon.JobStore{Store: st}, id, job.WithSoftwareVersion(version), job.WithProgress(prog.update))
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
	cmd.Flags().StringVar(&ckpt, "checkpoint", "", "the transformer checkpoint's `CID` (in the local store)")
	cmd.Flags().StringVar(&prompts, "prompts", "", "prompts `FILE`: one prompt of token ids per line")
	cmd.Flags().IntVar(&req.MaxTokens, "max-tokens", 16, "tokens to generate per prompt")
	cmd.Flags().Float32Var(&req.Temperature, "temperature", 0, "sampling temperature (0: greedy)")
	cmd.Flags().IntVar(&req.TopK, "top-k", 0, "keep only the K most likely tokens when sampling (0: all)")
	cmd.Flags().Uint64Var(&req.Seed, "seed", 0, "Philox key of the sampling streams")
	cmd.Flags().IntVar(&req.OpSet, "op-set", 1, "repops op-set version to generate under (1, or 2: matrix products with fused multiply-add)")
	cmd.Flags().StringVar(&out, "out", ".", "write receipt.json into `DIR`")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the receipt as JSON")
	cmd.Flags().StringVar(&passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	_ = cmd.MarkFlagRequired("checkpoint")
	_ = cmd.MarkFlagRequired("prompts")
	return cmd
}
