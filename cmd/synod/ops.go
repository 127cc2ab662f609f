package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/digest"
)

func newOpsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ops",
		Short: "Reproducible operators: check that this machine computes the same bits as every other",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newOpsDigestCmd())
	return cmd
}

func newOpsDigestCmd() *cobra.Command {
	var quiet bool
	cmd := &cobra.Command{
		Use:   "digest",
		Short: "Run the fixed repops suite and print its digest as the last line",
		Long: "Runs every operator forward and backward, the elementary functions, the RNG,\n" +
			"matmuls through the fast kernels and a few training steps of the MLP and the\n" +
			"transformer, and prints one hash per item and the suite digest as the last line.\n" +
			"Every machine must print the same digest; compare it with another node's.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			res, err := digest.Run()
			if err != nil {
				return fmt.Errorf("ops digest: %w", err)
			}
			out := cmd.OutOrStdout()
			if !quiet {
				fmt.Fprintf(out, "# repops suite, matmul kernel %s\n", repops.KernelName())
				for _, it := range res.Items {
					fmt.Fprintln(out, it.Line())
				}
			}
			fmt.Fprintf(out, "digest %s\n", res.Hex())
			return nil
		},
	}
	cmd.Flags().BoolVarP(&quiet, "quiet", "q", false, "print only the digest line")
	return cmd
}
