package main

import (
	"fmt"
	"math/big"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/market"
)

type taskRow struct {
	ID        *big.Int `json:"id"`
	Status    string   `json:"status"`
	Submitter string   `json:"submitter"`
	Solver    string   `json:"solver,omitempty"`
	Parent    *big.Int `json:"parent"`
	Steps     uint64   `json:"steps"`
	MaxWork   uint64   `json:"max_work"`
	WorkUsed  uint64   `json:"work_used,omitempty"`
	Price     *big.Int `json:"price_per_work"`
	Fee       *big.Int `json:"fee"`
	Stake     *big.Int `json:"stake"`
	SpecCID   string   `json:"spec_cid"`
	DataCID   string   `json:"data_cid,omitempty"`
	Result    string   `json:"checkpoint_cid,omitempty"`
	Final     string   `json:"final_state_hash,omitempty"`
	Forced    bool     `json:"forced,omitempty"`
	Deadline  uint64   `json:"deadline,omitempty"`
}

func rowOf(id *big.Int, t chain.Task) taskRow {
	r := taskRow{ID: id, Status: market.StatusName(t.Status), Submitter: t.Submitter.Hex(), Parent: t.ParentTaskId,
		Steps: t.Steps, MaxWork: t.MaxWork, WorkUsed: t.WorkUsed, Price: t.PricePerWork, Fee: t.Fee, Stake: t.Stake,
		SpecCID: t.SpecCid, DataCID: t.DataCid, Result: t.CheckpointCid, Forced: t.Forced, Deadline: t.Deadline}
	if t.Solver != ([20]byte{}) {
		r.Solver = t.Solver.Hex()
	}
	if t.CheckpointCid != "" {
		r.Final = fmt.Sprintf("%x", t.FinalStateHash)
	}
	return r
}

func newTaskListCmd(g *globals) *cobra.Command {
	var (
		f    taskFlags
		open bool
	)
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the task pool: every task posted to the market, with its status",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			e, err := openTaskEnv(ctx, g, &f, false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer e.Close()
			evs, err := e.c.Tasks(ctx, chain.TaskFilter{})
			if err != nil {
				return err
			}
			rows := []taskRow{}
			for _, ev := range evs {
				t, err := e.c.Task(ctx, ev.ID)
				if err != nil {
					return err
				}
				if open && t.Status != chain.TaskOpen {
					continue
				}
				rows = append(rows, rowOf(ev.ID, t))
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), rows)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tSTATUS\tSTEPS\tMAX WORK\tPRICE (wei)\tFEE (wei)\tSTAKE (wei)\tSPEC")
			for _, r := range rows {
				fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%s\t%s\t%s\n", r.ID, r.Status, r.Steps, r.MaxWork, r.Price, r.Fee, r.Stake, r.SpecCID)
			}
			return tw.Flush()
		},
	}
	f.add(cmd, false)
	cmd.Flags().BoolVar(&open, "open", false, "only tasks waiting for a solver")
	return cmd
}

func newTaskStatusCmd(g *globals) *cobra.Command {
	var f taskFlags
	cmd := &cobra.Command{
		Use:   "status ID",
		Short: "Show a task: its record, its verifiers and whistleblowers, and its timeline of market events",
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
			t, err := e.c.Task(ctx, id)
			if err != nil {
				return err
			}
			vs, err := e.c.Verifiers(ctx, id)
			if err != nil {
				return err
			}
			tl, err := market.Timeline(ctx, e.c, id)
			if err != nil {
				return err
			}
			type verifierRow struct {
				Address string   `json:"address"`
				Verdict string   `json:"verdict"`
				Dispute *big.Int `json:"dispute_id,omitempty"`
				Outcome uint8    `json:"outcome,omitempty"`
			}
			out := struct {
				Task      taskRow                `json:"task"`
				Verifiers []verifierRow          `json:"verifiers"`
				Timeline  []market.TimelineEntry `json:"timeline"`
			}{Task: rowOf(id, t), Verifiers: []verifierRow{}, Timeline: tl}
			for _, v := range vs {
				vr := verifierRow{Address: v.Addr.Hex(), Verdict: market.VerdictName(v.Status), Outcome: v.Outcome}
				if v.DisputeId.Sign() > 0 {
					vr.Dispute = v.DisputeId
				}
				out.Verifiers = append(out.Verifiers, vr)
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			w := cmd.OutOrStdout()
			r := out.Task
			fmt.Fprintf(w, "task %s: %s\n", r.ID, r.Status)
			fmt.Fprintf(w, "  submitter   %s\n", r.Submitter)
			if r.Solver != "" {
				fmt.Fprintf(w, "  solver      %s\n", r.Solver)
			}
			fmt.Fprintf(w, "  spec        %s (%d steps)\n", r.SpecCID, r.Steps)
			if r.Parent.Sign() > 0 {
				fmt.Fprintf(w, "  parent      task %s\n", r.Parent)
			}
			fmt.Fprintf(w, "  work        max %d units at %s wei (fee %s wei), stake %s wei\n", r.MaxWork, r.Price, r.Fee, r.Stake)
			if r.Result != "" {
				fmt.Fprintf(w, "  result      %s (state %s, %d units, forced error %v)\n", r.Result, r.Final, r.WorkUsed, r.Forced)
			}
			if r.Deadline > 0 {
				fmt.Fprintf(w, "  deadline    %d (chain time)\n", r.Deadline)
			}
			for _, v := range out.Verifiers {
				if v.Verdict == market.VerdictName(chain.VerdictWhistleblower) {
					fmt.Fprintf(w, "  whistleblower %s", v.Address) // listed after the verifiers
				} else {
					fmt.Fprintf(w, "  verifier    %s %s", v.Address, v.Verdict)
				}
				if v.Dispute != nil {
					fmt.Fprintf(w, " (dispute %s, outcome %d)", v.Dispute, v.Outcome)
				}
				fmt.Fprintln(w)
			}
			for _, ev := range tl {
				fmt.Fprintf(w, "  block %-6d %s\n", ev.Block, ev.Event)
			}
			return nil
		},
	}
	f.add(cmd, false)
	return cmd
}
