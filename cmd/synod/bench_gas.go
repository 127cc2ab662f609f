package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
)

// newBenchGasCmd reports the gas every contract function uses in a
// realistic scenario on the embedded chain, against the design's targets
// (the baseline: register < 100k, round commitment < 80k, dispute game
// move < 80k).
func newBenchGasCmd() *cobra.Command {
	var asJSON bool
	var fork string
	cmd := &cobra.Command{
		Use:   "gas",
		Short: "Gas used per contract function on the embedded chain, against the targets",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rep, err := chain.MeasureGas(cmd.Context(), fork)
			if err != nil {
				return fmt.Errorf("bench gas: %w", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s\n%-24s %-45s %9s %9s %6s\n", rep.Chain, "function", "scenario", "gas", "target", "ratio")
			for _, e := range rep.Entries {
				if e.Target == 0 {
					fmt.Fprintf(w, "%-24s %-45s %9d\n", e.Function, e.Scenario, e.GasUsed)
					continue
				}
				fmt.Fprintf(w, "%-24s %-45s %9d %9d %6.2f\n", e.Function, e.Scenario, e.GasUsed, e.Target, e.Ratio)
			}
			if !rep.AllWithinTarget {
				return &exitError{code: 1, err: fmt.Errorf("bench gas: a function is over its target")}
			}
			fmt.Fprintln(w, "all functions within their targets")
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&fork, "fork", chain.ForkOsaka, "EVM rules: osaka (mainnet today, the targets) or amsterdam")
	return cmd
}
