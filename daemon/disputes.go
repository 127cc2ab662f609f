package daemon

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/dispute/game"
)

// maxDisputeMoves bounds the events kept per game (a game has at most a
// few dozen; the bound keeps a hostile chain from growing the node).
const maxDisputeMoves = 256

// maxDisputes bounds the games kept (the oldest finished ones go first).
const maxDisputes = 100

// disputeBook holds the dispute games this node is a party to; Daemon.mu
// guards it.
type disputeBook struct {
	games map[string]*api.Dispute
}

// watchDisputes follows the dispute games on chain c from its first
// block until the daemon closes, keeping the ones this node's account is
// a party to (its task-market roles play them) for the API and
// publishing a "dispute" event for each of their events.
func (d *Daemon) watchDisputes(ctx context.Context, c *chain.Chain) {
	me := d.id.Address()
	var narr chain.GameNarrator
	d.followGames(ctx, c, "watching dispute games", func(e chain.GameEvent) {
		if e.Kind == chain.EvGameOpened && e.Solver != me && e.Challenger != me {
			return
		}
		d.addDisputeEvent(ctx, c, e, narr.Line(e))
	})
}

// followGames calls handle with every dispute game event on chain c, in
// chain order, from the first block until ctx ends. A failed read is
// retried after a second from the block of the last event handled, the
// events of that block already handled skipped, so none is lost or
// handled twice; one failure is logged at debug level (the chain may be
// closing with the node), repeated ones as warnings.
func (d *Daemon) followGames(ctx context.Context, c *chain.Chain, what string, handle func(chain.GameEvent)) {
	var (
		block       uint64 // block of the last event handled
		doneInBlock int    // events of that block handled
		fails       int
	)
	for ctx.Err() == nil {
		evs := make(chan chain.GameEvent, 64)
		wctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- c.WatchGames(wctx, chain.GameFilter{FromBlock: block}, evs) }()
		skip := doneInBlock
		var err error
	read:
		for {
			select {
			case e := <-evs:
				if e.Block == block && skip > 0 {
					skip--
					continue
				}
				if e.Block != block {
					block, doneInBlock = e.Block, 0
				}
				doneInBlock++
				fails = 0
				handle(e)
			case err = <-done:
				break read
			}
		}
		cancel()
		if ctx.Err() != nil {
			return
		}
		if fails++; fails >= 3 {
			d.log.Warn(what, "err", err, "failures", fails)
		} else {
			d.log.Debug(what, "err", err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

// addDisputeEvent records e in its game (when this node is a party to
// it), refreshes the game's state from the chain and publishes it.
func (d *Daemon) addDisputeEvent(ctx context.Context, c *chain.Chain, e chain.GameEvent, line string) {
	id := e.Dispute.String()
	d.mu.Lock()
	b := d.disputes
	g := b.games[id]
	if g == nil && e.Kind == chain.EvGameOpened {
		g = &api.Dispute{ID: id, TaskID: e.TaskID.String(), Role: "solver", Opponent: e.Challenger.Hex(), Steps: int(e.Steps), Moves: []api.DisputeMove{}}
		if e.Challenger == d.id.Address() {
			g.Role, g.Opponent = "challenger", e.Solver.Hex()
		}
		b.games[id] = g
		b.prune()
	}
	d.mu.Unlock()
	if g == nil {
		return
	}
	v, err := c.GameView(ctx, e.Dispute)
	mv := api.DisputeMove{Time: time.Now(), Block: e.Block, Kind: e.Kind, Line: line}
	d.mu.Lock()
	if len(g.Moves) < maxDisputeMoves {
		g.Moves = append(g.Moves, mv)
	}
	switch e.Kind {
	case chain.EvScalarEnabled:
		g.OpSet = int(e.OpSet)
	case chain.EvElementsStarted:
		g.Elements, g.ScalarSteps = int(e.Elements), int(e.ScalarSteps)
	case chain.EvElementPinned:
		el := int(e.Element)
		g.Element, g.ScalarSteps = &el, int(e.ScalarSteps)
	}
	if err == nil {
		setDisputeView(g, v)
	}
	ev := api.DisputeEvent{Dispute: *g, Move: mv}
	ev.Dispute.Moves = slices.Clone(g.Moves)
	d.mu.Unlock()
	d.hub.publish("dispute", ev)
}

// setDisputeView copies a game's on-chain state into its API row.
func setDisputeView(g *api.Dispute, v game.View) {
	g.Phase, g.ToMove, g.Turn, g.Deadline = v.Phase.String(), v.ToMove.String(), v.Turn, v.Deadline
	g.Over, g.Lo, g.Hi, g.Step, g.Entries, g.Entry = "steps", v.Lo, v.Hi, v.Step, 0, nil
	if v.Step != 0 && v.Phase != game.PhaseOpen {
		g.Over, g.Entries = "entries", v.Count
	}
	if g.Over == "entries" && v.Hi-v.Lo == 1 && v.Phase != game.PhaseEntries {
		e := v.Entry
		g.Entry = &e
	}
	// Phase 3: the descent and the pinned element come from the chain's
	// view while they last; a game over keeps what its events told
	// (addDisputeEvent).
	g.Level = 0
	if v.Scalar {
		g.OpSet = v.OpSet
	}
	done := v.Phase == game.PhaseDone
	e := v.Entry
	switch {
	case v.Phase == game.PhaseElements:
		g.Over, g.Entry, g.Elements, g.Level = "elements", &e, v.Elements, v.Level
	case v.Phase == game.PhaseScalar:
		el := v.Element
		g.Over, g.Entry, g.Elements, g.Element, g.ScalarSteps = "scalar steps", &e, v.Elements, &el, v.ScalarSteps
	case done && g.Element != nil:
		g.Over, g.Entry = "scalar steps", &e
	case done && g.Elements > 0:
		g.Over, g.Entry = "elements", &e
	}
	if done {
		g.Outcome = v.Outcome.Reason
		switch v.Outcome.Winner {
		case game.None:
			g.Result = "void"
		case game.Solver:
			g.Result = map[bool]string{true: "won", false: "lost"}[g.Role == "solver"]
		default:
			g.Result = map[bool]string{true: "won", false: "lost"}[g.Role == "challenger"]
		}
	}
}

// prune drops the oldest finished games past maxDisputes.
func (b *disputeBook) prune() {
	for len(b.games) > maxDisputes {
		var oldest *big.Int
		for id, g := range b.games {
			n, _ := new(big.Int).SetString(id, 10)
			if g.Phase == game.PhaseDone.String() && n != nil && (oldest == nil || n.Cmp(oldest) < 0) {
				oldest = n
			}
		}
		if oldest == nil {
			return
		}
		delete(b.games, oldest.String())
	}
}

// disputesSnapshot is the dispute games this node is a party to, or nil
// when it plays no task-market role.
func (d *Daemon) disputesSnapshot() *api.Disputes {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.tasks == nil || d.disputes == nil {
		return nil
	}
	out := &api.Disputes{Account: d.id.Address().Hex(), Games: []api.Dispute{}}
	for _, g := range d.disputes.games {
		r := *g
		r.Moves = slices.Clone(g.Moves)
		out.Games = append(out.Games, r)
	}
	slices.SortFunc(out.Games, func(a, b api.Dispute) int {
		x, _ := new(big.Int).SetString(a.ID, 10)
		y, _ := new(big.Int).SetString(b.ID, 10)
		if x == nil || y == nil {
			return 0
		}
		return y.Cmp(x)
	})
	return out
}

// Disputes is the dispute games this node is a party to (GET
// /api/v1/disputes), or an error when it plays no task-market role.
func (d *Daemon) Disputes() (*api.Disputes, error) {
	if s := d.disputesSnapshot(); s != nil {
		return s, nil
	}
	return nil, errNoDisputes
}

var errNoDisputes = errors.New("this node plays no task-market role ([tasks] solve, verify), so it is party to no dispute")
