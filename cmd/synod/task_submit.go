package main

import (
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/dispute/market"
)

func newTaskSubmitCmd(g *globals) *cobra.Command {
	var (
		f                           taskFlags
		price, stake                string
		parent                      string
		solve, window, reveal, move time.Duration
		follow, refereeOnly, scalar bool
	)
	cmd := &cobra.Command{
		Use:   "submit JOB --price WEI",
		Short: "Post a job spec as a task: store the spec, quote its work units, escrow units × price",
		Long: `submit decodes JOB (a job spec, TOML or JSON, see docs/jobs.md), stores it in the node's checkpoint
store (its CID is the task's spec CID; keep a node running so solvers can fetch it), quotes its work
units (the task's MaxWork), and posts the task with --price wei per unit (suffixes gwei and eth work)
and --stake (default: the fee) for the solver and each verifier. --parent ID continues a settled task
from its checkpoint. The task names the spec's op set, so that its disputes run with phase 3 on: an
op lie that reduces to scalar steps (an op entry both parties open alike, whose output elements are
each a chain of IEEE-754 float32 steps) is settled by the dispute game contract executing one scalar
step itself, with no referee; a state lie, an op that does not reduce or an entry the parties open
differently still goes to the staked referee set's vote. --referee-only names no op set: every
dispute over the task goes to the referee set. With --follow it waits for the task to end, settling
and withdrawing.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			data, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			if scalar && refereeOnly {
				return fmt.Errorf("--scalar and --referee-only contradict each other")
			}
			p := market.SubmitParams{SolveTimeout: solve, VerifyWindow: window, RevealTimeout: reveal, MoveTimeout: move, RefereeOnly: refereeOnly}
			if p.PricePerWork, err = parseWei(price); err != nil {
				return fmt.Errorf("--price: %w", err)
			}
			if stake != "" {
				if p.Stake, err = parseWei(stake); err != nil {
					return fmt.Errorf("--stake: %w", err)
				}
			}
			if parent != "" {
				if p.Parent, err = parseTaskID(parent); err != nil {
					return fmt.Errorf("--parent: %w", err)
				}
			}
			stderr := cmd.ErrOrStderr()
			e, err := openTaskEnv(ctx, g, &f, true, stderr)
			if err != nil {
				return err
			}
			defer e.Close()
			sub, err := market.NewSubmitter(e.c, e.id, e.js, market.WithEvents(printEvent(stderr)))
			if err != nil {
				return err
			}
			s, err := sub.Submit(ctx, data, p)
			if err != nil {
				return err
			}
			if follow {
				if err := sub.Follow(ctx, s.TaskID); err != nil {
					return err
				}
			}
			out := struct {
				TaskID  *big.Int `json:"task_id"`
				SpecCID string   `json:"spec_cid"`
				Units   uint64   `json:"max_work"`
				Price   *big.Int `json:"price_per_work"`
				Fee     *big.Int `json:"fee"`
				Stake   *big.Int `json:"stake"`
				OpSet   uint8    `json:"op_set,omitempty"`
			}{s.TaskID, s.SpecCID, s.Params.MaxWork, s.Params.PricePerWork, s.Fee, s.Params.Stake, s.Params.OpSet}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "task %s\n  spec      %s\n  max work  %d units at %s wei\n  fee       %s wei\n  stake     %s wei\n",
				out.TaskID, out.SpecCID, out.Units, out.Price, out.Fee, out.Stake)
			if out.OpSet != 0 {
				fmt.Fprintf(cmd.OutOrStdout(), "  disputes  phase 3 under op set %d (reducible op lies settled on chain; the rest by the referee set)\n", out.OpSet)
			} else {
				fmt.Fprintf(cmd.OutOrStdout(), "  disputes  referee set only\n")
			}
			return nil
		},
	}
	f.add(cmd, true)
	cmd.Flags().StringVar(&price, "price", "", "price per work unit in `WEI` (or with a gwei/eth suffix)")
	cmd.Flags().StringVar(&stake, "stake", "", "what the solver and each verifier lock, in `WEI` (default: the fee)")
	cmd.Flags().StringVar(&parent, "parent", "", "continue settled task `ID` from its checkpoint")
	cmd.Flags().DurationVar(&solve, "solve-timeout", time.Hour, "time from the claim to the sealed result")
	cmd.Flags().DurationVar(&window, "verify-window", 10*time.Minute, "time after the commitment for sealed verdicts")
	cmd.Flags().DurationVar(&reveal, "reveal-timeout", 10*time.Minute, "time for the solver's reveal, then for the verifiers'")
	cmd.Flags().DurationVar(&move, "move-timeout", 5*time.Minute, "time per dispute turn")
	cmd.Flags().BoolVar(&follow, "follow", false, "wait for the task to end, settling and withdrawing")
	cmd.Flags().BoolVar(&refereeOnly, "referee-only", false, "name no op set: the referee set rules every dispute (no phase 3)")
	cmd.Flags().BoolVar(&scalar, "scalar", false, "phase 3 (the default)")
	_ = cmd.Flags().MarkDeprecated("scalar", "phase 3 is the default; --referee-only turns it off")
	_ = cmd.MarkFlagRequired("price")
	return cmd
}
