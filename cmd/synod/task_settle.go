package main

import (
	"fmt"
	"io"
	"math/big"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/dispute/market"
)

func fmtLine(w io.Writer, label string, v any) { fmt.Fprintf(w, "  %-14s %v\n", label, v) }

func newTaskSettleCmd(g *globals) *cobra.Command {
	var f taskFlags
	cmd := &cobra.Command{
		Use:   "settle ID",
		Short: "Settle a task whose reveal deadline passed (anyone may): pay the solver, verifiers and treasury, refund the rest",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			id, err := parseTaskID(args[0])
			if err != nil {
				return err
			}
			e, err := openTaskEnv(ctx, g, &f, false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer e.Close()
			if err := e.c.Settle(ctx, e.account(), id); err != nil {
				return err
			}
			t, err := e.c.Task(ctx, id)
			if err != nil {
				return err
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), rowOf(id, t))
			}
			fmt.Fprintf(cmd.OutOrStdout(), "task %s: %s\n", id, market.StatusName(t.Status))
			return nil
		},
	}
	f.add(cmd, false)
	return cmd
}

func newTaskWithdrawCmd(g *globals) *cobra.Command {
	var f taskFlags
	cmd := &cobra.Command{
		Use:   "withdraw",
		Short: "Pull this node's whole market balance (payouts, refunds, returned stakes) to its address",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			e, err := openTaskEnv(ctx, g, &f, false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer e.Close()
			acct := e.account()
			bal, err := e.c.MarketBalance(ctx, acct.Address())
			if err != nil {
				return err
			}
			if bal.Sign() > 0 {
				if err := e.c.Withdraw(ctx, acct); err != nil {
					return err
				}
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), struct {
					Account   string   `json:"account"`
					Withdrawn *big.Int `json:"withdrawn"`
				}{acct.Address().Hex(), bal})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "withdrew %s wei to %s\n", bal, acct.Address().Hex())
			return nil
		},
	}
	f.add(cmd, false)
	return cmd
}

func newTaskLineageCmd(g *globals) *cobra.Command {
	var f taskFlags
	cmd := &cobra.Command{
		Use:   "lineage ID|CID",
		Short: "Walk a task's parents back to a random initialisation (by task ID, or by the checkpoint CID a task produced)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			e, err := openTaskEnv(ctx, g, &f, false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer e.Close()
			id, err := parseTaskID(args[0])
			if err != nil {
				if id, err = market.FindByCheckpoint(ctx, e.c, args[0]); err != nil {
					return err
				}
			}
			lin, err := market.Lineage(ctx, e.c, id)
			if err != nil {
				return err
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), lin)
			}
			w := cmd.OutOrStdout()
			for i, l := range lin {
				fmt.Fprintf(w, "%*stask %s (%s): %s -> %s\n", 2*i, "", l.TaskID, market.StatusName(l.Status), l.SpecCID, l.CheckpointCID)
			}
			if n := len(lin); n > 0 {
				fmt.Fprintf(w, "%*sfrom a random initialisation (state %s)\n", 2*n, "", lin[n-1].InitialStateHash.Hex())
			}
			return nil
		},
	}
	f.add(cmd, false)
	return cmd
}
