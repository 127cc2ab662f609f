package play

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
)

// ErrNotYourTurn reports a game on chain that is not waiting for this
// party (or for the referee, for RuleOnChain).
var ErrNotYourTurn = errors.New("play: not this side's turn")

// MoveOnChain makes this party's next move in dispute id on chain c from
// account acct (the party's account in the task market): it reads the
// game's view from the chain and sends the move the party's Player
// computes from it. It makes at most one move and returns ErrNotYourTurn
// when the game waits for someone else; a node's loop (or a test) calls
// it whenever the game changes.
//
// In a game with phase 3 enabled the party reveals with its opening of
// the pinned op entry and plays the element descent and the scalar
// bisection, its picks carrying its own opening as what the entry reads
// (the contract checks it against the solver's). The chain keeps only
// the hash of what the solver's opening reads and its output root: the
// challenger takes the solver's opening to be its own with the solver's
// output root when those hashes match (chain.OpeningReads), and none
// otherwise (phase 3 does not start then, and its reveal carries no
// children).
func (p *Party) MoveOnChain(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int) error {
	v, err := c.GameView(ctx, id)
	if err != nil {
		return err
	}
	if v.ToMove != p.role {
		return fmt.Errorf("%w: %s to move in phase %s", ErrNotYourTurn, v.ToMove, v.Phase)
	}
	var reads *game.Opening
	switch {
	case v.Scalar && v.Phase == game.PhaseReveal && p.role == game.Challenger:
		q, err := c.Phase3(ctx, id)
		if err != nil {
			return err
		}
		if own := p.opening(v.Step, v.Entry); own != nil && q.Opened {
			if r, ok := chain.OpeningReads(own); ok && r == q.Reads {
				so := *own
				so.Roots = append([]game.Hash(nil), own.Roots...)
				so.Roots[len(so.Roots)-1] = q.SolverRoot
				v.SolverOpening = &so
			}
		}
	case v.Phase == game.PhaseElements || v.Phase == game.PhaseScalar:
		reads = p.opening(v.Step, v.Entry)
	}
	m, ok := p.Player().Move(v)
	if err := p.Err(); err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("play: %s has no move in phase %s", p.role, v.Phase)
	}
	return c.PlayIn(ctx, acct, id, v.Phase, m, reads)
}

// RuleOnChain is a referee-set member's part in dispute id on chain c:
// when the game waits for the referee, it rules from the parties'
// evidence (Recompute) and votes the ruling from acct; the game is
// decided once the set's threshold of equal votes is reached.
func (rf *Referee) RuleOnChain(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int, evs map[game.Party]*Evidence) (*Ruling, error) {
	v, err := c.GameView(ctx, id)
	if err != nil {
		return nil, err
	}
	if v.Phase != game.PhaseReferee {
		return nil, fmt.Errorf("%w: the game is in phase %s", ErrNotYourTurn, v.Phase)
	}
	r, err := rf.Recompute(ctx, v, evs)
	if err != nil {
		return nil, err
	}
	if v.Length {
		err = c.VoteLength(ctx, acct, id, uint64(r.Length))
	} else {
		err = c.VoteRuling(ctx, acct, id, r.Hash)
	}
	return r, err
}
