package market

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
)

// advanceGame makes one step in dispute d over task id: the role's move
// when the game waits for it, the timeout when the other party missed its
// turn; nothing while the referee set rules or the other party may still
// move. A party whose receipt is missing (it did not keep one) cannot
// move and will lose at its deadline; that is reported as an error.
func advanceGame(ctx context.Context, c *chain.Chain, acct *chain.Account, role game.Party, id, d *big.Int, now uint64,
	party func() (*play.Party, error), emit func(id *big.Int, what, format string, args ...any)) error {
	v, err := c.GameView(ctx, d)
	if err != nil {
		return err
	}
	switch {
	case v.Phase == game.PhaseReferee && !v.Length && v.Entry == v.Count:
		// The pinned state entry: a state proof from this party's step
		// settles it on chain, whoever sends it first; the referee set
		// rules only when no proof checks out (a step that does not
		// update every parameter with adamw).
		p, err := party()
		if err != nil {
			return fmt.Errorf("market: dispute %s over task %s: %w", d, id, err)
		}
		if err := p.SettleStateOnChain(ctx, c, acct, d); err != nil {
			if errors.Is(err, play.ErrNotYourTurn) || errors.Is(err, game.ErrNotReferee) || errors.Is(err, game.ErrFinished) ||
				errors.Is(err, play.ErrNoStateProof) {
				return nil // settled meanwhile, or the referee set's to rule
			}
			return fmt.Errorf("market: settling the state of dispute %s over task %s: %w", d, id, err)
		}
		emit(id, "moved", "dispute %s: step %d's state settled by a state proof", d, v.Step)
		return nil
	case v.Phase == game.PhaseDone || v.Phase == game.PhaseReferee:
		return nil
	case v.ToMove == role:
		p, err := party()
		if err != nil {
			return fmt.Errorf("market: dispute %s over task %s: %w", d, id, err)
		}
		if err := p.MoveOnChain(ctx, c, acct, d); err != nil {
			if errors.Is(err, play.ErrNotYourTurn) {
				return nil
			}
			return fmt.Errorf("market: moving in dispute %s over task %s: %w", d, id, err)
		}
		after, err := c.GameView(ctx, d)
		if err == nil {
			what := fmt.Sprintf("turn %d, phase %s", v.Turn, v.Phase)
			switch {
			case after.Phase == game.PhaseReferee:
				what += ": waiting for the referee set"
			case after.Phase == game.PhaseOpen && v.Phase != game.PhaseOpen:
				what += fmt.Sprintf(": step %d pinned", after.Step)
			case after.Phase == game.PhaseReveal && v.Phase != game.PhaseReveal:
				what += fmt.Sprintf(": entry %d of step %d pinned", after.Entry, after.Step)
			case v.Length && v.Prove && v.Phase == game.PhaseReveal:
				what += fmt.Sprintf(": proved that its trace of step %d ends after %d entries", v.Step, v.Count)
			}
			emit(id, "moved", "dispute %s: %s", d, what)
		}
		return nil
	case uint64(v.Deadline.Unix()) < now:
		if err := c.Timeout(ctx, acct, d); err != nil {
			return fmt.Errorf("market: timing out dispute %s: %w", d, err)
		}
		emit(id, "timeout", "dispute %s: the %s missed its turn", d, v.ToMove)
	}
	return nil
}

// partyFor returns (making it on first use) the party of role in dispute
// d over task id, answering from the receipt kept in f and the store st.
func partyFor(ctx context.Context, parties map[string]*play.Party, f *stateFile, st job.Store, role game.Party, id, d *big.Int) (*play.Party, error) {
	if p, ok := parties[d.String()]; ok {
		return p, nil
	}
	r, err := f.loadReceipt(id)
	if err != nil {
		return nil, err
	}
	p, err := play.NewParty(ctx, role, r, st, nil)
	if err != nil {
		return nil, err
	}
	parties[d.String()] = p
	return p, nil
}
