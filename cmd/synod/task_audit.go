package main

import (
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
)

// auditOut is what `synod task audit` prints.
type auditOut struct {
	TaskID     *big.Int `json:"task_id"`
	Result     string   `json:"result"`   // the solver's revealed final state hash
	Computed   string   `json:"computed"` // what the audit computed
	ResultOK   bool     `json:"result_ok"`
	Suspect    []string `json:"suspect"`    // verifiers whose revealed verdict contradicts the audit
	Unrevealed []string `json:"unrevealed"` // verifiers that never revealed
	Deadline   uint64   `json:"deadline"`   // the verifiers' reveal deadline (chain time) when audited
	// With --whistleblow: the dispute opened and this node's record of
	// the task once followed to the end.
	DisputeID *big.Int       `json:"dispute_id,omitempty"`
	Record    *market.Record `json:"record,omitempty"`
}

func auditOutOf(rep *market.AuditReport) auditOut {
	addrs := func(as []common.Address) []string {
		out := make([]string, 0, len(as))
		for _, a := range as {
			out = append(out, a.Hex())
		}
		return out
	}
	return auditOut{TaskID: rep.TaskID, Result: rep.Result.Hex(), Computed: rep.Computed.Hex(), ResultOK: rep.ResultOK,
		Suspect: addrs(rep.Suspect), Unrevealed: addrs(rep.Unrevealed), Deadline: rep.Deadline}
}

func (o auditOut) print(w io.Writer) {
	verdict := "right"
	if !o.ResultOK {
		verdict = "WRONG"
	}
	fmt.Fprintf(w, "task %s: the result is %s\n", o.TaskID, verdict)
	fmtLine(w, "result", o.Result)
	fmtLine(w, "computed", o.Computed)
	for _, a := range o.Suspect {
		what := "challenged a right result"
		if !o.ResultOK {
			what = "vouched for a wrong result"
		}
		fmtLine(w, "suspect", a+" ("+what+")")
	}
	for _, a := range o.Unrevealed {
		fmtLine(w, "unrevealed", a)
	}
	if o.DisputeID != nil {
		fmtLine(w, "dispute", o.DisputeID)
	}
	if o.Record != nil {
		fmtLine(w, "phase", o.Record.Phase)
	}
}

func newTaskAuditCmd(g *globals) *cobra.Command {
	var (
		f           taskFlags
		whistleblow bool
		poll        time.Duration
	)
	cmd := &cobra.Command{
		Use:   "audit ID [--whistleblow]",
		Short: "Re-execute a revealed task and check its result and its verifiers; --whistleblow challenges a wrong result",
		Long: `audit re-executes task ID (revealed or settled) from its spec on its own, compares the solver's revealed
final state hash with what it computed, and lists the verifiers whose revealed verdict contradicts it (they
vouched for a wrong result, or challenged a right one) and those that never revealed.

With --whistleblow, a wrong result found while the verifiers' reveal window is still open is challenged on
chain: this node's account (not the task's submitter, solver or a verifier of it) locks the task's stake and
a dispute game opens between the solver and it, which it then follows like 'verify' does: it claims the game
when the solver misses its turn, settles and withdraws. Winning pays its stake back and a share of the
solver's; losing pays its stake to the solver. The dispute is kept in <data_dir>/market-verifier.json, so an
interrupted run resumes: run it again (or 'synod task verify ID'). A right result is only reported.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			stderr := cmd.ErrOrStderr()
			id, err := parseTaskID(args[0])
			if err != nil {
				return err
			}
			e, err := openTaskEnv(ctx, g, &f, true, stderr)
			if err != nil {
				return err
			}
			defer e.Close()
			prog := newStepReporter(stderr, "audit")
			jobOpts := []job.Option{job.WithSoftwareVersion(version), job.WithProgress(prog.update)}
			emit := func(o auditOut) error {
				if f.asJSON {
					return writeJSON(cmd.OutOrStdout(), o)
				}
				o.print(cmd.OutOrStdout())
				return nil
			}
			if !whistleblow {
				rep, err := market.Audit(ctx, e.c, id, e.js, e.id, jobOpts...)
				if err != nil {
					return err
				}
				if !rep.ResultOK {
					fmt.Fprintf(stderr, "task %s: the result is wrong; until chain time %d 'synod task audit %s --whistleblow' can challenge it\n", id, rep.Deadline, id)
				}
				return emit(auditOutOf(rep))
			}
			v, err := market.NewVerifier(e.c, e.id, e.js, e.stateFile("verifier"), market.WithEvents(printEvent(stderr)),
				market.WithJobOptions(jobOpts...))
			if err != nil {
				return err
			}
			defer v.Close()
			out := auditOut{TaskID: id, Suspect: []string{}, Unrevealed: []string{}}
			if rec, ok := v.Records()[id.String()]; ok && rec.Whistleblown {
				// A whistleblow sent before: follow its dispute.
				fmt.Fprintf(stderr, "task %s: following the dispute %s this node opened\n", id, rec.DisputeID)
				out.Computed = rec.FinalStateHash.Hex()
			} else {
				rep, d, err := v.Whistleblow(ctx, id)
				if rep != nil {
					out = auditOutOf(rep)
				}
				if err != nil {
					if rep != nil && !f.asJSON {
						out.print(stderr)
					}
					return err
				}
				if d == nil {
					return emit(out)
				}
				out.DisputeID = d
			}
			if err := followTask(ctx, id, poll, v.AdvanceTask); err != nil {
				return err
			}
			rec := v.Records()[id.String()]
			out.Record = &rec
			if out.DisputeID == nil {
				out.DisputeID, _ = new(big.Int).SetString(rec.DisputeID, 10)
			}
			return emit(out)
		},
	}
	f.add(cmd, true)
	cmd.Flags().BoolVar(&whistleblow, "whistleblow", false, "challenge a wrong result on chain with the task's stake, then follow the dispute to settlement")
	cmd.Flags().DurationVar(&poll, "poll", time.Second, "with --whistleblow: how often to check the chain")
	return cmd
}
