package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
)

// parseDisputeID reads a positive decimal dispute ID.
func parseDisputeID(s string) (*big.Int, error) {
	id, ok := new(big.Int).SetString(s, 10)
	if !ok || id.Sign() <= 0 {
		return nil, fmt.Errorf("dispute ID %q: want a positive decimal integer", s)
	}
	return id, nil
}

// disputeMove is one of a game's on-chain events, as `synod dispute
// status` lists them.
type disputeMove struct {
	Block uint64 `json:"block"`
	Kind  string `json:"kind"`
	Line  string `json:"line"`
}

// disputeStatus is what `synod dispute status` prints.
type disputeStatus struct {
	Dispute    *big.Int `json:"dispute_id"`
	TaskID     *big.Int `json:"task_id,omitempty"`
	Solver     string   `json:"solver,omitempty"`
	Challenger string   `json:"challenger,omitempty"`
	Phase      string   `json:"phase"`
	ToMove     string   `json:"to_move"` // "solver", "challenger", or "none" (the referee set's turn, or over)
	Turn       int      `json:"turn"`
	// Deadline of the move due (chain time), and the seconds left at the
	// chain's head (negative: passed; anyone may call the timeout).
	Deadline     time.Time `json:"deadline"`
	DeadlineLeft int64     `json:"deadline_left_s"`
	Steps        int       `json:"steps"`
	// Over is what the range bisects: "steps" before a step is pinned,
	// "entries" (of the pinned step's trace) after; in phase 3,
	// "elements" (of the pinned entry's output, Elements of them) and
	// then "scalar steps" (of output element Element's ScalarSteps). A
	// game over keeps the last.
	Over    string `json:"over"`
	Lo      int    `json:"lo"`
	Hi      int    `json:"hi"`
	Step    int    `json:"step,omitempty"`    // the pinned step
	Entries int    `json:"entries,omitempty"` // the pinned step's trace length
	Entry   *int   `json:"entry,omitempty"`   // the pinned entry
	// Lengths: the trace lengths the solver and the challenger opened the
	// step with, when they differ (Entries is then the shorter).
	Lengths []int `json:"lengths,omitempty"`
	// ProveEnd: the move due is the shorter trace's party's proof of its
	// end.
	ProveEnd bool `json:"prove_end,omitempty"`
	// Phase 3 (a game of a task that names its op set).
	OpSet       int           `json:"op_set,omitempty"`
	Elements    int           `json:"elements,omitempty"`
	Element     *int          `json:"element,omitempty"`
	ScalarSteps int           `json:"scalar_steps,omitempty"`
	Outcome     string        `json:"outcome,omitempty"`
	Moves       []disputeMove `json:"moves"`
}

// gameExists fails unless dispute game id was opened on c.
func gameExists(ctx context.Context, c *chain.Chain, id *big.Int) error {
	g, err := c.Game(ctx, id)
	if chain.IsRevert(err, "UnknownGame") || (err == nil && g.Steps == 0) {
		return fmt.Errorf("no dispute game %s on this chain", id)
	}
	if err != nil {
		return err
	}
	return nil
}

// readDispute reads game id's state and its events from block from on.
func readDispute(ctx context.Context, c *chain.Chain, id *big.Int, from uint64) (*disputeStatus, error) {
	if err := gameExists(ctx, c, id); err != nil {
		return nil, err
	}
	v, err := c.GameView(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("dispute %s: %w", id, err)
	}
	evs, err := c.GameEvents(ctx, chain.GameFilter{FromBlock: from, Disputes: []*big.Int{id}})
	if err != nil {
		return nil, err
	}
	head, err := c.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	s := &disputeStatus{Dispute: id, Phase: v.Phase.String(), ToMove: v.ToMove.String(), Turn: v.Turn,
		Deadline: v.Deadline, DeadlineLeft: v.Deadline.Unix() - int64(head.Time), Steps: v.Steps,
		Over: "steps", Lo: v.Lo, Hi: v.Hi, Step: v.Step, Moves: []disputeMove{}}
	if v.Step != 0 && v.Phase != game.PhaseOpen && v.Count > 0 {
		// Phase 2's bisection started (both opened the pinned step).
		s.Over, s.Entries = "entries", v.Count
	}
	if v.Length {
		s.Lengths, s.ProveEnd = []int{v.SolverCount, v.ChallengerCount}, v.Prove && v.Phase == game.PhaseReveal
	}
	if s.Over == "entries" && v.Hi-v.Lo == 1 && v.Phase != game.PhaseEntries {
		e := v.Entry
		s.Entry = &e
	}
	if v.Scalar {
		s.OpSet = v.OpSet
	}
	switch v.Phase {
	case game.PhaseElements:
		e := v.Entry
		s.Over, s.Entry, s.Elements = "elements", &e, v.Elements
	case game.PhaseScalar:
		e, el := v.Entry, v.Element
		s.Over, s.Entry, s.Elements, s.Element, s.ScalarSteps = "scalar steps", &e, v.Elements, &el, v.ScalarSteps
	case game.PhaseDone:
		s.Outcome = v.Outcome.Reason
		// A game over in phase 3 keeps the range it ended in, which its
		// events tell.
		e := v.Entry
		for _, ev := range evs {
			switch ev.Kind {
			case chain.EvElementsStarted:
				s.Over, s.Entry, s.Elements, s.ScalarSteps = "elements", &e, int(ev.Elements), int(ev.ScalarSteps)
			case chain.EvElementPinned:
				el := int(ev.Element)
				s.Over, s.Entry, s.Element, s.ScalarSteps = "scalar steps", &e, &el, int(ev.ScalarSteps)
			}
		}
	}
	var n chain.GameNarrator
	for _, e := range evs {
		if e.Kind == chain.EvGameOpened {
			s.TaskID, s.Solver, s.Challenger = e.TaskID, e.Solver.Hex(), e.Challenger.Hex()
		}
		s.Moves = append(s.Moves, disputeMove{Block: e.Block, Kind: e.Kind, Line: n.Line(e)})
	}
	return s, nil
}

func (s *disputeStatus) print(w io.Writer) {
	fmt.Fprintf(w, "dispute %s", s.Dispute)
	if s.TaskID != nil {
		fmt.Fprintf(w, " over task %s", s.TaskID)
	}
	fmt.Fprintf(w, ": phase %s\n", s.Phase)
	if s.Solver != "" {
		fmtLine(w, "solver", s.Solver)
		fmtLine(w, "challenger", s.Challenger)
	}
	switch {
	case s.Outcome != "":
		fmtLine(w, "outcome", s.Outcome)
	case s.Phase == game.PhaseReferee.String() && s.Entry != nil && *s.Entry == s.Entries:
		fmtLine(w, "turn", fmt.Sprintf("%d: a state proof (either party's settleState) or the referee set's ruling, due by %s (%ds left)",
			s.Turn, s.Deadline.Format(time.RFC3339), s.DeadlineLeft))
	case s.Phase == game.PhaseReferee.String():
		fmtLine(w, "turn", fmt.Sprintf("%d: the referee set's ruling, due by %s (%ds left)", s.Turn, s.Deadline.Format(time.RFC3339), s.DeadlineLeft))
	case s.ProveEnd:
		fmtLine(w, "turn", fmt.Sprintf("%d: the %s to prove where its shorter trace ends (a state proof, proveEnd) by %s (%ds left)",
			s.Turn, s.ToMove, s.Deadline.Format(time.RFC3339), s.DeadlineLeft))
	default:
		fmtLine(w, "turn", fmt.Sprintf("%d: the %s to move by %s (%ds left)", s.Turn, s.ToMove, s.Deadline.Format(time.RFC3339), s.DeadlineLeft))
	}
	switch s.Over {
	case "steps":
		fmtLine(w, "range", fmt.Sprintf("steps (%d, %d] of %d", s.Lo, s.Hi, s.Steps))
	case "elements":
		fmtLine(w, "range", fmt.Sprintf("phase 3: output elements %d..%d of %d", s.Lo, s.Hi-1, s.Elements))
	case "scalar steps":
		fmtLine(w, "range", fmt.Sprintf("phase 3: scalar steps (%d, %d] of output element %d's %d", s.Lo, s.Hi, *s.Element, s.ScalarSteps))
	default:
		fmtLine(w, "range", fmt.Sprintf("entries (%d, %d] of step %d's %d", s.Lo, s.Hi, s.Step, s.Entries))
	}
	if len(s.Lengths) == 2 {
		fmtLine(w, "lengths", fmt.Sprintf("the solver opened step %d with %d entries, the challenger with %d: the bisection runs over the shorter",
			s.Step, s.Lengths[0], s.Lengths[1]))
	}
	if s.Entry != nil {
		fmtLine(w, "pinned", fmt.Sprintf("entry %d of step %d", *s.Entry, s.Step))
	}
	if s.OpSet != 0 && s.Outcome == "" && s.Over != "elements" && s.Over != "scalar steps" {
		fmtLine(w, "phase 3", fmt.Sprintf("on, under op set %d", s.OpSet))
	}
	fmt.Fprintf(w, "moves (%d events):\n", len(s.Moves))
	for _, m := range s.Moves {
		fmt.Fprintf(w, "  block %-6d %s\n", m.Block, m.Line)
	}
}

func newDisputeStatusCmd(g *globals) *cobra.Command {
	var (
		f    taskFlags
		from uint64
	)
	cmd := &cobra.Command{
		Use:   "status ID",
		Short: "Show a dispute game on chain: phase, whose turn, the range, deadlines and the moves so far",
		Long: `status reads dispute game ID from the configured chain ([chain] mode = "rpc": synod chain dev or any
deployed market): its phase (steps: bisection over steps; open: both parties open the pinned step's
trace; entries: bisection over its entries; reveal: the pinned entry's move, the proof where a
shorter trace ends or, in a phase-3 game, the parties' openings of an op entry; referee: waiting for
the referee set; done), the
party to move with its turn number and deadline (chain time, and the seconds left at the head), the
disputed range, the pinned step and entry, the outcome, and every move and phase change so far from
the game's on-chain events (read from --from-block on). --json prints it as JSON.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			id, err := parseDisputeID(args[0])
			if err != nil {
				return err
			}
			e, err := openTaskEnv(ctx, g, &f, false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer e.Close()
			s, err := readDispute(ctx, e.c, id, from)
			if err != nil {
				return err
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), s)
			}
			s.print(cmd.OutOrStdout())
			return nil
		},
	}
	f.add(cmd, false)
	cmd.Flags().Uint64Var(&from, "from-block", 0, "read the game's events from this block on")
	return cmd
}

// watchGames prints every game event from block from on (of ids only,
// when given) as it is mined; with ids it returns once all of them are
// over, else when ctx ends.
func watchGames(ctx context.Context, c *chain.Chain, ids []*big.Int, from uint64, w io.Writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	evs := make(chan chain.GameEvent, 64)
	done := make(chan error, 1)
	go func() { done <- c.WatchGames(ctx, chain.GameFilter{FromBlock: from, Disputes: ids}, evs) }()
	open := map[string]bool{}
	for _, id := range ids {
		open[id.String()] = true
	}
	var n chain.GameNarrator
	for {
		select {
		case e := <-evs:
			fmt.Fprintf(w, "block %-6d %s\n", e.Block, n.Line(e))
			if e.Kind == chain.EvGameOver && len(ids) > 0 {
				delete(open, e.Dispute.String())
				if len(open) == 0 {
					return nil
				}
			}
		case err := <-done:
			if errors.Is(err, context.Canceled) {
				return nil
			}
			return err
		}
	}
}

func newDisputeWatchCmd(g *globals) *cobra.Command {
	var (
		f    taskFlags
		from uint64
	)
	cmd := &cobra.Command{
		Use:   "watch [ID...]",
		Short: "Follow dispute games on chain live, printing each move, phase change, ruling and outcome",
		Long: `watch follows the dispute games on the configured chain from --from-block (default: the chain's
first block, so a game's earlier moves are printed first) and prints one line per on-chain event as
it is mined: the opening, every post, pick, proof and trace opening with its turn and party, the
step and then the entry the bisection pins, the referee set's ruling, a missed deadline and the
outcome. With game IDs it follows only those and exits once all of them are over; without, it
follows every game until interrupted.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			var ids []*big.Int
			for _, a := range args {
				id, err := parseDisputeID(a)
				if err != nil {
					return err
				}
				ids = append(ids, id)
			}
			e, err := openTaskEnv(ctx, g, &f, false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer e.Close()
			for _, id := range ids {
				if err := gameExists(ctx, e.c, id); err != nil {
					return err
				}
			}
			return watchGames(ctx, e.c, ids, from, cmd.OutOrStdout())
		},
	}
	f.add(cmd, false)
	cmd.Flags().Uint64Var(&from, "from-block", 0, "print the games' events from this block on")
	return cmd
}

// disputeOpened is what `synod dispute open` prints.
type disputeOpened struct {
	TaskID   *big.Int       `json:"task_id"`
	Dispute  *big.Int       `json:"dispute_id"`
	Result   string         `json:"result"`   // the solver's revealed final state hash
	Computed string         `json:"computed"` // this node's
	Outcome  string         `json:"outcome,omitempty"`
	Record   *market.Record `json:"record,omitempty"`
}

func newDisputeOpenCmd(g *globals) *cobra.Command {
	var (
		f      taskFlags
		follow bool
		poll   time.Duration
	)
	cmd := &cobra.Command{
		Use:   "open TASK",
		Short: "Challenge a revealed task's result on chain, opening a dispute game against its solver",
		Long: `open re-executes task TASK from its spec on its own (fetching the spec and data by CID), and when the
final state hash it computes is not the solver's revealed one, challenges the result through the task
market's whistleblow entry point while the verifiers' reveal window is open: this node's account (not
the task's submitter, solver or a verifier of it) locks the task's stake and a dispute game opens
between the solver and it. A right result is reported and nothing is opened (exit status 1).

The receipt of the re-execution is kept beside <data_dir>/market-verifier.json, so this node can play
the game: with --follow it stays, makes its moves on chain from that receipt as the game waits for
them (bisection over steps, then over the pinned step's ops; the referee set rules on the op), claims
the solver's timeout, settles and withdraws, printing every move of the game. Without it, 'synod task
verify TASK' or 'synod task audit TASK --whistleblow' follow it later; 'synod dispute watch ID' shows it.`,
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
			prog := newStepReporter(stderr, "re-executing")
			v, err := market.NewVerifier(e.c, e.id, e.js, e.stateFile("verifier"), market.WithEvents(printEvent(stderr)),
				market.WithJobOptions(job.WithSoftwareVersion(version), job.WithProgress(prog.update)))
			if err != nil {
				return err
			}
			defer v.Close()
			head, err := e.c.Client().HeaderByNumber(ctx, nil)
			if err != nil {
				return err
			}
			out := disputeOpened{TaskID: id}
			if rec, ok := v.Records()[id.String()]; ok && rec.Whistleblown {
				fmt.Fprintf(stderr, "task %s: this node opened dispute %s already\n", id, rec.DisputeID)
				out.Dispute, _ = new(big.Int).SetString(rec.DisputeID, 10)
				out.Computed = rec.FinalStateHash.Hex()
			} else {
				rep, d, err := v.Whistleblow(ctx, id)
				if err != nil {
					return err
				}
				out.Result, out.Computed = rep.Result.Hex(), rep.Computed.Hex()
				if d == nil {
					if f.asJSON {
						_ = writeJSON(cmd.OutOrStdout(), out)
					}
					return &exitError{code: 1, err: fmt.Errorf("task %s: the result %s is what this node computed: nothing to dispute", id, rep.Result)}
				}
				out.Dispute = d
			}
			if !f.asJSON {
				fmt.Fprintf(cmd.OutOrStdout(), "task %s: dispute %s opened against the solver\n", id, out.Dispute)
			}
			if follow {
				w := cmd.OutOrStdout()
				if f.asJSON {
					w = stderr
				}
				wctx, stop := context.WithCancel(ctx)
				watched := make(chan error, 1)
				go func() { watched <- watchGames(wctx, e.c, []*big.Int{out.Dispute}, head.Number.Uint64(), w) }()
				err := followTask(ctx, id, poll, v.AdvanceTask)
				if err == nil {
					// The task is settled, so its game is over: let the
					// watch print its end.
					select {
					case err = <-watched:
					case <-time.After(10 * time.Second):
					}
				}
				stop()
				if err != nil {
					return err
				}
				gv, err := e.c.GameView(ctx, out.Dispute)
				if err != nil {
					return err
				}
				out.Outcome = gv.Outcome.Reason
				rec := v.Records()[id.String()]
				out.Record = &rec
			}
			if f.asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			if out.Outcome != "" {
				fmt.Fprintf(cmd.OutOrStdout(), "dispute %s: %s\n", out.Dispute, out.Outcome)
			}
			return nil
		},
	}
	f.add(cmd, true)
	cmd.Flags().BoolVar(&follow, "follow", false, "play the game from this node's receipt and follow the task to settlement")
	cmd.Flags().DurationVar(&poll, "poll", time.Second, "with --follow: how often to check the chain")
	return cmd
}
