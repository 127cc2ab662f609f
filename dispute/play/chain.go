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

// ErrNoStateProof reports a step whose state a state proof cannot settle
// (its trace does not end with one adamw update per parameter): the
// referee set rules on it.
var ErrNoStateProof = errors.New("play: the step has no state proof")

// MoveOnChain makes this party's next move in dispute id on chain c from
// account acct (the party's account in the task market): it reads the
// game's view from the chain and sends the move the party's Player
// computes from it. It makes at most one move and returns ErrNotYourTurn
// when the game waits for someone else; a node's loop (or a test) calls
// it whenever the game changes.
//
// In a game with phase 3 enabled the party opens the pinned op entry
// (stating the op's output elements and scalar
// steps) and plays the element descent and the scalar bisection, the pick
// that executes a step carrying its own opening as what the entry reads
// (the contract checks it against the solver's).
func (p *Party) MoveOnChain(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int) error {
	v, err := c.GameView(ctx, id)
	if err != nil {
		return err
	}
	if v.ToMove != p.role {
		return fmt.Errorf("%w: %s to move in phase %s", ErrNotYourTurn, v.ToMove, v.Phase)
	}
	m, ok := p.Player().Move(v)
	if err := p.Err(); err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("play: %s has no move in phase %s", p.role, v.Phase)
	}
	var reads *game.Opening
	if game.Executes(v, m) {
		// Only the pick that executes a step carries the opening (over
		// a kilobyte of calldata).
		reads = p.opening(v.Step, v.Entry)
	}
	return c.PlayIn(ctx, acct, id, v.Phase, m, reads)
}

// RuleOnChain is a referee-set member's part in dispute id on chain c:
// when the game waits for the referee, it rules from the parties'
// evidence (Recompute) and votes the ruling from acct; the game is
// decided once the set's threshold of equal votes is reached. On a
// pinned state entry it first sends a state proof built from either
// party's evidence (the contract then decides with no vote), and votes
// only when none checks out.
func (rf *Referee) RuleOnChain(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int, evs map[game.Party]*Evidence) (*Ruling, error) {
	v, err := c.GameView(ctx, id)
	if err != nil {
		return nil, err
	}
	if v.Phase != game.PhaseReferee {
		return nil, fmt.Errorf("%w: the game is in phase %s", ErrNotYourTurn, v.Phase)
	}
	if v.Entry == v.Count {
		// The state entry: a state proof from a party's evidence settles
		// it on chain with nothing to trust; the vote is the fallback.
		for _, ep := range stateProofs(evs, &v) {
			if err := c.SettleState(ctx, acct, id, ep.proof); err == nil {
				return &Ruling{Hash: ep.post, Work: "state proof",
					Detail: fmt.Sprintf("sent the %s's state proof of step %d; the contract computed the post-state", ep.party, v.Step)}, nil
			}
		}
	}
	r, err := rf.Recompute(ctx, v, evs)
	if err != nil {
		return nil, err
	}
	return r, c.VoteRuling(ctx, acct, id, r.Hash)
}

// SettleStateOnChain settles dispute id on chain c from account acct when
// the game waits for the referee on a pinned state entry: it sends the
// state proof built from this party's regenerated step (StateProof), and
// the contract rules for the party whose post-state hash follows from it,
// with no referee. Either party (or anyone holding the data) may send it.
// A step that has no state proof returns ErrNoStateProof.
func (p *Party) SettleStateOnChain(ctx context.Context, c *chain.Chain, acct *chain.Account, id *big.Int) error {
	v, err := c.GameView(ctx, id)
	if err != nil {
		return err
	}
	if v.Phase != game.PhaseReferee || v.Entry != v.Count {
		return fmt.Errorf("%w: phase %s, not a pinned state entry", ErrNotYourTurn, v.Phase)
	}
	proof, err := p.StateProof(v.Step)
	if err != nil {
		if p.Err() != nil {
			return err // the step could not be regenerated
		}
		return fmt.Errorf("%w: %w", ErrNoStateProof, err)
	}
	return c.SettleState(ctx, acct, id, proof)
}
