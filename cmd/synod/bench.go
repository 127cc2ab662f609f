package main

import (
	"encoding/json"
	"io"

	"github.com/spf13/cobra"
)

// newBenchCmd is the home of every headline benchmark. Each benchmark is a
// subcommand in its own bench_<name>.go file; it runs its baseline in the
// same process run and reports the ratio, and prints one JSON object with
// --json.
func newBenchCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bench NAME",
		Short: "Run a headline benchmark against its baseline in the same run",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newBenchMatmulCmd())
	cmd.AddCommand(newBenchRoundCmd())
	cmd.AddCommand(newBenchCheckpointCmd())
	cmd.AddCommand(newBenchGasCmd())
	cmd.AddCommand(newBenchGossipCmd())
	cmd.AddCommand(newBenchMemoryCmd())
	cmd.AddCommand(newBenchSapoCmd())
	cmd.AddCommand(newBenchTrainCmd())
	cmd.AddCommand(newBenchVerifyCmd())
	cmd.AddCommand(newBenchDisputeCmd())
	cmd.AddCommand(newBenchSkipPipeCmd())
	return cmd
}

// writeJSON prints v as one indented JSON object.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
