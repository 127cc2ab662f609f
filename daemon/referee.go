package daemon

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/dispute/play"
)

// RefereeRuling is one ruling the node's referee voted.
type RefereeRuling struct {
	Dispute, TaskID *big.Int
	Step, Entry     int
	// Solver and Challenger are the parties' nodes, found from their
	// chain accounts.
	Solver, Challenger peer.ID
	Ruling             *play.Ruling
	// Stands is whose entry the ruling is (the party whose chain hash at
	// the entry it extends the agreed one to): "the
	// solver", "the challenger" or "neither party" (the game is void).
	Stands string
}

// StartReferee makes the node rule, as a member of the market's referee
// set (its account must have joined: chain.JoinReferees), on every
// dispute game on chain c that waits for the referee, until the daemon
// closes. For each it finds the parties' nodes from their chain accounts
// (chain.GamePartyKeys: the keys that signed the game's opening and the
// task's claim are their libp2p keys), asks each over the dispute
// protocol for the receipt it kept of the task and for its evidence of
// the pinned entry, recomputes the entry from the task's spec
// (play.Referee) and votes; a failed attempt is retried every second
// while the game waits. onRuling, when set, sees every vote.
func (d *Daemon) StartReferee(ctx context.Context, c *chain.Chain, onRuling func(RefereeRuling)) error {
	if c == nil {
		return errors.New("daemon: a referee needs a chain")
	}
	if d.store == nil {
		return errors.New("daemon: a referee needs the checkpoint store")
	}
	d.useChain(c)
	d.goLoop(func(ctx context.Context) { d.refereeLoop(ctx, c, onRuling) })
	d.log.Info("refereeing dispute games", "account", d.id.Address().Hex())
	return nil
}

// JoinRefereeSet makes the node's account a member of the market's
// referee set on chain c, locking the set's member stake, unless it is
// one; an account whose exit is under way cannot rule.
func (d *Daemon) JoinRefereeSet(ctx context.Context, c *chain.Chain) error {
	m, err := c.Referee(ctx, d.id.Address())
	if err != nil {
		return fmt.Errorf("daemon: reading the referee set: %w", err)
	}
	switch {
	case m.Voting:
		return nil
	case m.ExitAt != 0:
		return fmt.Errorf("daemon: %s is leaving the referee set (exit due at chain time %d): it cannot rule", d.id.Address().Hex(), m.ExitAt)
	}
	if err := c.JoinReferees(ctx, chain.NewAccount(d.id.ECDSA())); err != nil {
		return fmt.Errorf("daemon: joining the referee set: %w", err)
	}
	d.log.Info("joined the referee set", "account", d.id.Address().Hex())
	return nil
}

func (d *Daemon) refereeLoop(ctx context.Context, c *chain.Chain, onRuling func(RefereeRuling)) {
	evs := make(chan chain.GameEvent, 64)
	go d.followGames(ctx, c, "referee: watching dispute games", func(e chain.GameEvent) {
		select {
		case evs <- e:
		case <-ctx.Done():
		}
	})
	opened := map[string]chain.GameEvent{}
	pending := map[string]bool{}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	try := func(id string) {
		o, ok := opened[id]
		if !ok {
			return
		}
		r, err := d.ruleGame(ctx, c, o)
		switch {
		case err == nil:
			delete(pending, id)
			d.log.Info("referee: ruled", "dispute", id, "task", o.TaskID, "stands", r.Stands, "work", r.Ruling.Work)
			if onRuling != nil {
				onRuling(*r)
			}
		case errors.Is(err, play.ErrNotYourTurn):
			delete(pending, id)
		case chain.IsRevert(err, "Conflicted") || chain.IsRevert(err, "NotMember") || chain.IsRevert(err, "NotReferee") ||
			chain.IsRevert(err, "AlreadyVoted") || chain.IsRevert(err, "AlreadyRuled"):
			// A party to the task, not a member, or voted already: nothing
			// more to do here.
			delete(pending, id)
			d.log.Warn("referee: may not rule", "dispute", id, "err", err)
		case ctx.Err() == nil:
			d.log.Warn("referee: ruling", "dispute", id, "err", err)
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case e := <-evs:
			id := e.Dispute.String()
			switch e.Kind {
			case chain.EvGameOpened:
				opened[id] = e
			case chain.EvRefereeDue:
				pending[id] = true
				try(id)
			case chain.EvGameOver:
				delete(pending, id)
				delete(opened, id)
			}
		case <-tick.C:
			for id := range pending {
				try(id)
			}
		}
	}
}

// ruleGame rules on the game opened by o when it waits for the referee.
func (d *Daemon) ruleGame(ctx context.Context, c *chain.Chain, o chain.GameEvent) (*RefereeRuling, error) {
	v, err := c.GameView(ctx, o.Dispute)
	if err != nil {
		return nil, err
	}
	if v.Phase != game.PhaseReferee {
		return nil, fmt.Errorf("%w: the game is in phase %s", play.ErrNotYourTurn, v.Phase)
	}
	t, err := c.Task(ctx, o.TaskID)
	if err != nil {
		return nil, err
	}
	st := d.JobStore()
	spec, err := market.TaskSpec(ctx, st, t)
	if err != nil {
		return nil, err
	}
	sk, ck, err := c.GamePartyKeys(ctx, o)
	if err != nil {
		return nil, err
	}
	out := &RefereeRuling{Dispute: o.Dispute, TaskID: o.TaskID, Step: v.Step, Entry: v.Entry}
	evs := map[game.Party]*play.Evidence{}
	var errs []error
	for role, key := range map[game.Party][]byte{game.Solver: chain.PeerIDBytes(sk), game.Challenger: chain.PeerIDBytes(ck)} {
		pid, err := peer.IDFromBytes(key)
		if err != nil {
			return nil, err
		}
		if role == game.Solver {
			out.Solver = pid
		} else {
			out.Challenger = pid
		}
		ev, err := d.askParty(ctx, pid, o, role, v)
		if err != nil {
			errs = append(errs, fmt.Errorf("the %s (%s): %w", role, pid, err))
			continue
		}
		evs[role] = ev
	}
	if len(evs) == 0 {
		return nil, fmt.Errorf("daemon: no party answered: %w", errors.Join(errs...))
	}
	rf := &play.Referee{Spec: spec, OpSet: spec.OpSetVersion(), Store: st}
	r, err := rf.RuleOnChain(ctx, c, chain.NewAccount(d.id.ECDSA()), o.Dispute, evs)
	if err != nil {
		return nil, err
	}
	out.Ruling = r
	switch {
	case game.ChainNext(v.Agreed, r.Hash) == v.HiSolver:
		out.Stands = "the solver"
	case game.ChainNext(v.Agreed, r.Hash) == v.HiChallenger:
		out.Stands = "the challenger"
	default:
		out.Stands = "neither party"
	}
	return out, nil
}

// askParty asks the party's node for the receipt it kept of the task and
// its evidence of the pinned entry, finding the node through the DHT
// when it is not connected.
func (d *Daemon) askParty(ctx context.Context, pid peer.ID, o chain.GameEvent, role game.Party, v game.View) (*play.Evidence, error) {
	h := d.node.Host()
	if h.Network().Connectedness(pid) != network.Connected && len(h.Peerstore().Addrs(pid)) == 0 {
		if dht := d.node.DHT(); dht != nil {
			fctx, cancel := context.WithTimeout(ctx, 20*time.Second)
			ai, err := dht.FindPeer(fctx, pid)
			cancel()
			if err != nil {
				return nil, fmt.Errorf("finding its node: %w", err)
			}
			h.Peerstore().AddAddrs(ai.ID, ai.Addrs, time.Hour)
		}
	}
	r, err := play.AskReceipt(ctx, h, pid, o.TaskID, role, 30*time.Second)
	if err != nil {
		return nil, err
	}
	addr := o.Solver
	if role == game.Challenger {
		addr = o.Challenger
	}
	if r.Signer.PeerID != pid.String() || !strings.EqualFold(r.Signer.Address, addr.Hex()) {
		return nil, fmt.Errorf("its receipt is signed by %s (%s), not the party %s", r.Signer.Address, r.Signer.PeerID, addr.Hex())
	}
	if r.Kind != job.KindTrain || len(r.StateHashes) != v.Steps {
		return nil, fmt.Errorf("its receipt is not a training run of %d steps", v.Steps)
	}
	return play.AskEvidence(ctx, h, r, role, v.Step, v.Entry, 30*time.Second)
}
