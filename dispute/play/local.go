package play

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
)

// Result is how a game ended.
type Result struct {
	Outcome game.Outcome
	// Moves is the number of accepted moves. Bytes is what the parties
	// and the referee exchanged: the frames on the wire (Remote), or the
	// moves as a wire encoding would carry them (Local: 16 bytes of header
	// and 32 a hash).
	Moves, Bytes int
	// Step and Entry the game pinned and Entries that step's trace
	// length G (Entry == Entries: the state entry); zero when it ended
	// before.
	Step, Entry, Entries int
	Ruling               *Ruling
	// Phase 3 (a game with scalar settling): Elements is the pinned
	// entry's output element count, Element the element the parties
	// descended to, ScalarSteps its number of scalar steps and
	// ScalarStep the one the game executed to end it (-1 when the game
	// did not execute one); Why says why the referee set ruled instead,
	// when it did.
	Elements, Element, ScalarSteps, ScalarStep int
	Why                                        string
	// StateProof says the game pinned the state entry and a state proof
	// settled it (game.StatePost) with no referee. Length says the
	// parties opened the pinned step with different trace lengths (then
	// Entries is the shorter one); with Entry == Entries its party had to
	// prove the end of its trace (and StateProof says it did).
	StateProof, Length bool
	// Opened says the parties opened the pinned step with their trace
	// lengths: the game did not know its G (the receipts state no trace
	// lengths, or different ones for that step; see gameConfig).
	Opened bool
	// Forfeit says why a party made no usable move (its error), when
	// one lost that way.
	Forfeit     string
	Regenerated map[game.Party]int // steps each party re-executed (Local)
	Elapsed     time.Duration
	// Referee is the time the referee took to rule (Recompute).
	Referee time.Duration
}

// side answers for one party: its moves and its evidence, with the bytes
// each exchange took.
type side interface {
	move(ctx context.Context, v game.View) (game.Move, int, error)
	evidence(ctx context.Context, step, entry int) (*Evidence, int, error)
}

// localSide is a Party in process.
type localSide struct{ p *Party }

func (l localSide) move(_ context.Context, v game.View) (game.Move, int, error) {
	m, ok := l.p.Player().Move(v)
	if !ok {
		return game.Move{}, 0, fmt.Errorf("play: %s has no move in phase %s", l.p.role, v.Phase)
	}
	if err := l.p.Err(); err != nil {
		return game.Move{}, 0, err
	}
	return m, moveBytes(m), nil
}

// moveBytes is the size of move m as a compact encoding would carry it:
// 16 bytes of header, 32 a hash, an opening's op, attributes, input
// hashes, shapes (8 bytes a dimension) and roots, and each element
// proof's binary encoding.
func moveBytes(m game.Move) int {
	n := 16 + 32*len(m.Hashes)
	if o := m.Opening; o != nil {
		n += len(o.Entry.Op) + len(o.Entry.Attrs) + 32*len(o.Entry.Inputs) + 32 + 32*len(o.Roots)
		for _, sh := range o.Shapes {
			n += 8 * len(sh)
		}
	}
	for _, pr := range m.Proofs {
		if b, err := pr.MarshalBinary(); err == nil {
			n += len(b)
		}
	}
	return n
}

func (l localSide) evidence(_ context.Context, step, entry int) (*Evidence, int, error) {
	ev, err := l.p.Evidence(step, entry)
	return ev, 0, err
}

// Local plays a dispute between the solver and the challenger over one
// training job to its end, in process: each party moves from its own
// data, and when the game pins an entry the referee rules from both
// parties' evidence. The game's clock advances one second a move (a
// party answers at once here); entries is G when every step of the job
// has that many trace entries, else 0 (the receipts' trace lengths then
// decide, step by step). With Scalar, the game plays phase
// 3 (game.Config.Scalar under the receipts' op set): both parties open
// the pinned op entry from their regenerated traces, and when the op
// reduces to scalar steps the game executes one of them instead of
// asking the referee.
func Local(ctx context.Context, solver, challenger *Party, rf *Referee, entries, arity int, opts ...LocalOption) (*Result, error) {
	if solver.role != game.Solver || challenger.role != game.Challenger {
		return nil, errors.New("play: Local needs a solver and a challenger")
	}
	cfg, err := gameConfig(solver.r, challenger.r, entries, arity, time.Minute)
	if err != nil {
		return nil, err
	}
	for _, o := range opts {
		o(&cfg)
	}
	now := time.Unix(0, 0).UTC()
	clock := func() time.Time { now = now.Add(time.Second); return now }
	res, err := drive(ctx, cfg, map[game.Party]side{game.Solver: localSide{solver}, game.Challenger: localSide{challenger}}, rf, clock, nil)
	if err != nil {
		return nil, err
	}
	res.Regenerated = map[game.Party]int{game.Solver: solver.Regenerated, game.Challenger: challenger.Regenerated}
	return res, nil
}

// LocalOption configures a game Local plays.
type LocalOption func(*game.Config)

// Scalar makes the game play phase 3 (game.Config.Scalar) under the
// receipts' op set, compact (game.Config.Compact: off chain no gas bound
// limits a move, so phase 3 starts with no moves of its own).
func Scalar() LocalOption {
	return func(c *game.Config) { c.Scalar, c.Compact = true, true }
}

// gameConfig sets up the game between two receipts of one job.
func gameConfig(s, c *job.Receipt, entries, arity int, timeout time.Duration) (game.Config, error) {
	if s.Kind != job.KindTrain || c.Kind != job.KindTrain || s.SpecHash != c.SpecHash || s.OpSetVersion != c.OpSetVersion {
		return game.Config{}, errors.New("play: the receipts are not of one training job under one op set")
	}
	if s.Format != c.Format {
		// Formats differ in what a step's trace records (format 4 chains
		// the gradient norm), so two honest receipts of different formats
		// would disagree on their traces.
		return game.Config{}, fmt.Errorf("play: the receipts are of formats %d and %d: a game compares receipts of one format", s.Format, c.Format)
	}
	if len(s.StateHashes) != len(c.StateHashes) || s.InitialStateHash != c.InitialStateHash {
		return game.Config{}, errors.New("play: the receipts do not start from one agreed state over the same steps")
	}
	for _, r := range []*job.Receipt{s, c} {
		if r.Format < job.StateHashFormat {
			return game.Config{}, fmt.Errorf("play: a receipt of format %d: games are played over format %d or later, whose state hashes the chain can recompute", r.Format, job.StateHashFormat)
		}
		// Each party plays on the state hashes its receipt commits to
		// (Validate: their Merkle root is the receipt's state_root).
		if err := r.Validate(); err != nil {
			return game.Config{}, fmt.Errorf("play: the %s's receipt: %w", map[*job.Receipt]string{s: "solver", c: "challenger"}[r], err)
		}
	}
	n := len(s.StateHashes)
	states := func(r *job.Receipt) []game.Hash {
		hs := make([]game.Hash, n)
		for i, h := range r.StateHashes {
			hs[i] = game.Hash(h)
		}
		return hs
	}
	cs := states(c)
	// The trace lengths both receipts state (traced receipts): at a
	// pinned step where they agree the game knows G, and no party opens
	// the step. Of two receipts that state the same length, one is
	// honest, so it is the true one; where they differ the parties open
	// the step with theirs.
	lengths := func(r *job.Receipt) []int {
		if len(s.TraceLengths) != n || len(c.TraceLengths) != n {
			return nil
		}
		return append([]int(nil), r.TraceLengths...)
	}
	// The challenger opens the dispute with its committed hashes at phase
	// 1's first split points, as it does on chain with its challenge.
	split := (&game.Player{States: func(k int) game.Hash { return cs[k-1] }}).OpeningSplit(n, arity)
	return game.Config{Steps: n, Entries: entries, Initial: game.Hash(s.InitialStateHash),
		SolverFinal: game.Hash(s.StateHashes[n-1]), ChallengerFinal: game.Hash(c.StateHashes[n-1]),
		Timeout: timeout, Arity: arity, OpSet: s.OpSetVersion,
		SolverStates: states(s), ChallengerStates: cs, ChallengerSplit: split,
		SolverLengths: lengths(s), ChallengerLengths: lengths(c)}, nil
}

// drive runs a game to its end: it asks the party to move for its move,
// and, when the game pins an entry, both parties for their evidence and
// the referee for its ruling. A party that cannot answer (an error, a
// rejected move) makes no other move and loses on its deadline. clock
// gives the game's time at each move; events (may be nil) sees every
// event of the game as it happens.
func drive(ctx context.Context, cfg game.Config, sides map[game.Party]side, rf *Referee, clock func() time.Time, events func(game.Event)) (*Result, error) {
	start := time.Now()
	report := func(evs []game.Event) {
		if events != nil {
			for _, e := range evs {
				events(e)
			}
		}
	}
	g, evs, err := game.New(cfg, clock())
	if err != nil {
		return nil, err
	}
	report(evs)
	res := &Result{ScalarStep: -1}
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		v := g.View()
		if v.Phase == game.PhaseDone {
			res.Why = v.Why
			break
		}
		if v.Phase == game.PhaseElements || v.Phase == game.PhaseReveal {
			res.Step, res.Entry, res.Entries, res.Length = v.Step, v.Entry, v.Count, v.Length
		}
		if v.Phase == game.PhaseReferee {
			res.Step, res.Entry, res.Entries = v.Step, v.Entry, v.Count
			evs := map[game.Party]*Evidence{}
			for p, sd := range sides {
				ev, n, err := sd.evidence(ctx, v.Step, v.Entry)
				res.Bytes += n
				if err == nil {
					evs[p] = ev
				}
			}
			if v.Entry == v.Count {
				// The state entry: a state proof from either party's
				// evidence settles it with no referee.
				if ended := proveState(g, evs); ended != nil {
					res.StateProof = true
					report(ended)
					continue
				}
			}
			t0 := time.Now()
			r, err := rf.Recompute(ctx, v, evs)
			if err != nil {
				return nil, err
			}
			res.Referee = time.Since(t0)
			res.Ruling = r
			ended, err := g.Resolve(r.Hash)
			if err != nil {
				return nil, err
			}
			report(ended)
			continue
		}
		m, n, err := sides[v.ToMove].move(ctx, v)
		res.Bytes += n
		if err == nil {
			var evs []game.Event
			evs, err = g.Step(clock(), m)
			if err == nil && m.State != nil {
				res.StateProof = true
			}
			if err == nil && m.Kind == game.Open {
				res.Opened = true
			}
			report(evs)
			for _, e := range evs {
				switch e.Kind {
				case game.EvElements:
					res.Elements = e.Count
				case game.EvElement:
					res.Element, res.ScalarSteps = e.Index, e.Count
				case game.EvScalar:
					res.ScalarStep = e.Index
				}
			}
		}
		if err != nil {
			// No usable move: the party loses on its deadline.
			res.Forfeit = fmt.Sprintf("%s: %v", v.ToMove, err)
			ev := g.Tick(v.Deadline.Add(time.Nanosecond))
			if ev == nil {
				return nil, fmt.Errorf("play: %s's move failed (%v) and the game did not end", v.ToMove, err)
			}
			report(ev)
			continue
		}
		res.Moves++
	}
	res.Outcome, _ = g.Outcome()
	res.Elapsed = time.Since(start)
	return res, nil
}

// proveState settles g's state entry with the first state proof, from
// the parties' evidence, that checks out (nil when none does).
func proveState(g *game.Game, evs map[game.Party]*Evidence) []game.Event {
	for _, ep := range stateProofs(evs, nil) {
		if ended, err := g.ProveState(ep.proof); err == nil {
			return ended
		}
	}
	return nil
}
