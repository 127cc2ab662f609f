package play

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/synod-net/synod/dispute/game"
)

// Result is how a game played by Local ended.
type Result struct {
	Outcome game.Outcome
	// Moves is the number of accepted moves; Bytes their size as a wire
	// encoding would carry them (32 bytes a hash, 16 of header a move).
	Moves, Bytes int
	// Step and Entry the game pinned (Entry == Entries: the state
	// entry); zero when it ended before.
	Step, Entry, Entries int
	Ruling               *Ruling
	Regenerated          map[game.Party]int // steps each party re-executed
	Elapsed              time.Duration
}

// moveBytes is the size of m on a wire: a 16-byte header (party, kind,
// turn, index, count) and its hashes.
func moveBytes(m game.Move) int { return 16 + 32*len(m.Hashes) }

// Local plays a dispute between the solver and the challenger over one
// training job to its end, in process: each party moves from its own
// data, and when the game pins an entry the referee rules from both
// parties' evidence. The game's clock advances one second a move (a
// party answers at once here); entries is G, the job's trace length per
// step (job.TraceLength).
func Local(ctx context.Context, solver, challenger *Party, rf *Referee, entries, arity int) (*Result, error) {
	if solver.role != game.Solver || challenger.role != game.Challenger {
		return nil, errors.New("play: Local needs a solver and a challenger")
	}
	steps := len(solver.r.StateHashes)
	if len(challenger.r.StateHashes) != steps || solver.r.InitialStateHash != challenger.r.InitialStateHash {
		return nil, errors.New("play: the receipts are not of one job with an agreed initial state")
	}
	start := time.Now()
	now := time.Unix(0, 0).UTC()
	g, _, err := game.New(game.Config{Steps: steps, Entries: entries, Initial: solver.State(0),
		SolverFinal: solver.State(steps), ChallengerFinal: challenger.State(steps),
		Timeout: time.Minute, Arity: arity}, now)
	if err != nil {
		return nil, err
	}
	ps := map[game.Party]*Party{game.Solver: solver, game.Challenger: challenger}
	players := map[game.Party]*game.Player{game.Solver: solver.Player(), game.Challenger: challenger.Player()}
	res := &Result{Entries: entries}
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		now = now.Add(time.Second)
		v := g.View()
		if v.Phase == game.PhaseDone {
			break
		}
		if v.Phase == game.PhaseReferee {
			res.Step, res.Entry = v.Step, v.Entry
			evs := map[game.Party]*Evidence{}
			for p, party := range ps {
				if ev, err := party.Evidence(v.Step, v.Entry); err == nil {
					evs[p] = ev
				}
			}
			r, err := rf.Recompute(ctx, v, evs)
			if err != nil {
				return nil, err
			}
			res.Ruling = r
			if _, err := g.Resolve(r.Hash); err != nil {
				return nil, err
			}
			continue
		}
		m, ok := players[v.ToMove].Move(v)
		if !ok {
			return nil, fmt.Errorf("play: %s has no move in phase %s", v.ToMove, v.Phase)
		}
		if _, err := g.Step(now, m); err != nil {
			// A party whose move is rejected (its data does not fit the
			// game) makes no other: it loses on its deadline.
			if ev := g.Tick(now.Add(2 * time.Minute)); ev == nil {
				return nil, fmt.Errorf("play: %s's move rejected (%v) and the game did not end", v.ToMove, err)
			}
			continue
		}
		res.Moves++
		res.Bytes += moveBytes(m)
	}
	res.Outcome, _ = g.Outcome()
	res.Regenerated = map[game.Party]int{game.Solver: solver.Regenerated, game.Challenger: challenger.Regenerated}
	res.Elapsed = time.Since(start)
	return res, nil
}
