package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/synod-net/synod/storage/checkpoint"
)

// newCheckpointSyntheticCmd writes a valid checkpoint of pseudo-random
// tensors: the file the benchmarks and smoke tests import, and a way to
// try checkpoint add/get/serve without a trained model.
func newCheckpointSyntheticCmd(env *checkpointEnv) *cobra.Command {
	var (
		size string
		seed uint64
	)
	cmd := &cobra.Command{
		Use:   "synthetic FILE",
		Short: "Write a valid checkpoint of pseudo-random tensors (for tests and benchmarks)",
		Long: `Writes a Synod checkpoint of about --size bytes whose float32 tensors are drawn from --seed,
so the same size and seed give the same bytes, and prints its state hash. The file is written
as FILE.part and renamed when complete.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := parseSize(size)
			if err != nil {
				return fmt.Errorf("--size: %w", err)
			}
			path := args[0]
			hash, err := checkpoint.WriteSyntheticFile(path, n, seed)
			if err != nil {
				return fmt.Errorf("writing %s: %w", path, err)
			}
			st, err := os.Stat(path)
			if err != nil {
				return err
			}
			if env.asJSON {
				return writeJSON(cmd.OutOrStdout(), map[string]any{"file": path, "size": st.Size(), "seed": seed, "state_hash": hash})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n  size        %s\n  state hash  %s\n", path, fmtBytes(uint64(st.Size())), hash)
			return nil
		},
	}
	cmd.Flags().StringVar(&size, "size", "64MiB", "approximate file `size`, e.g. 256MiB")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the tensors' values")
	return cmd
}
