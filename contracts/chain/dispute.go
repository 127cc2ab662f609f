package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/contracts/bindings"
)

// Game is a dispute game's on-chain record.
type Game = bindings.DisputeGameGame

// Dispute phases (DisputeGame.Phase).
const (
	PhaseSteps    uint8 = 1 // bisecting over training steps
	PhaseOpsStart uint8 = 2 // both parties reveal the pinned step's last op
	PhaseOps      uint8 = 3 // bisecting over the step's ops
	PhaseReveal   uint8 = 4 // both parties reveal the pinned op
	PhaseReferee  uint8 = 5 // waiting for the referee's ruling
	PhaseDone     uint8 = 6
)

// Dispute outcomes (reported to the task market).
const (
	OutcomeSolverWon     uint8 = 1
	OutcomeChallengerWon uint8 = 2
	OutcomeVoid          uint8 = 3
)

// OpChain extends an op-trace chain hash by one op:
// keccak256(prev || inputHash || outputHash). Phase 2 of the dispute game
// bisects over these; c_0 is the state hash before the step.
func OpChain(prev, inputHash, outputHash [32]byte) [32]byte {
	return crypto.Keccak256Hash(prev[:], inputHash[:], outputHash[:])
}

// Game reads a dispute game.
func (c *Chain) Game(ctx context.Context, id *big.Int) (Game, error) {
	return call(ctx, c.gameC, "game", c.game.PackGame(id), c.game.UnpackGame)
}

// Midpoint reads the position the next bisection move is about.
func (c *Chain) Midpoint(ctx context.Context, id *big.Int) (uint64, error) {
	return call(ctx, c.gameC, "midpoint", c.game.PackMidpoint(id), c.game.UnpackMidpoint)
}

// ToMove reads whose move it is (the referee during the referee phase; zero
// when over).
func (c *Chain) ToMove(ctx context.Context, id *big.Int) (common.Address, error) {
	return call(ctx, c.gameC, "toMove", c.game.PackToMove(id), c.game.UnpackToMove)
}

// Bisect posts acct's hash at the game's current midpoint. moveIndex is
// the game's move count as the caller last read it (Game().Moves): a move
// made against a stale view is rejected with StaleMove.
func (c *Chain) Bisect(ctx context.Context, acct *Account, id *big.Int, moveIndex uint32, hash [32]byte) error {
	_, err := c.send(ctx, acct, "bisect", c.addrs.DisputeGame, c.game.PackBisect(id, moveIndex, hash), nil)
	return err
}

// StartOps opens phase 2 for acct: the pinned step's op count and its last
// op (the chain hash before it, its input and output hashes; the output
// must be acct's state hash for the step).
func (c *Chain) StartOps(ctx context.Context, acct *Account, id *big.Int, moveIndex uint32, opCount uint64, prevChain, inputHash, outputHash [32]byte) error {
	_, err := c.send(ctx, acct, "startOps", c.addrs.DisputeGame,
		c.game.PackStartOps(id, moveIndex, opCount, prevChain, inputHash, outputHash), nil)
	return err
}

// Reveal posts acct's input and output hashes of the pinned op.
func (c *Chain) Reveal(ctx context.Context, acct *Account, id *big.Int, moveIndex uint32, inputHash, outputHash [32]byte) error {
	_, err := c.send(ctx, acct, "reveal", c.addrs.DisputeGame, c.game.PackReveal(id, moveIndex, inputHash, outputHash), nil)
	return err
}

// Rule posts the referee's ruling: the pinned op's input and output hashes
// it computed.
func (c *Chain) Rule(ctx context.Context, acct *Account, id *big.Int, inputHash, outputHash [32]byte) error {
	_, err := c.send(ctx, acct, "rule", c.addrs.DisputeGame, c.game.PackRule(id, inputHash, outputHash), nil)
	return err
}

// Timeout ends a game whose turn deadline passed (anyone may call it).
func (c *Chain) Timeout(ctx context.Context, acct *Account, id *big.Int) error {
	_, err := c.send(ctx, acct, "timeout", c.addrs.DisputeGame, c.game.PackTimeout(id), nil)
	return err
}

// OpClaim is one party's revealed input and output hashes of the pinned op.
type OpClaim struct {
	By                    common.Address
	InputHash, OutputHash [32]byte
}

// RevealedOps reads the pinned op's reveals of a game (solver first), from
// the OpRevealed events; the referee recomputes that op and rules.
func (c *Chain) RevealedOps(ctx context.Context, id *big.Int) ([]OpClaim, error) {
	it, err := bind.FilterEvents(c.gameC, &bind.FilterOpts{Context: ctx}, c.game.UnpackOpRevealedEvent, []any{id})
	if err != nil {
		return nil, fmt.Errorf("chain: reading OpRevealed events: %w", err)
	}
	defer it.Close()
	var out []OpClaim
	for it.Next() {
		ev := it.Value()
		out = append(out, OpClaim{By: ev.By, InputHash: ev.InputHash, OutputHash: ev.OutputHash})
	}
	if err := it.Error(); err != nil {
		return nil, fmt.Errorf("chain: reading OpRevealed events: %w", err)
	}
	return out, nil
}
