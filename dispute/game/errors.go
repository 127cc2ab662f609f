package game

import (
	"errors"
	"fmt"
)

// Errors returned by New, Step, Tick and Resolve. A rejected move leaves
// the game unchanged.
var (
	// ErrConfig: the game's parameters are invalid.
	ErrConfig = errors.New("game: invalid configuration")
	// ErrFinished: the game is over.
	ErrFinished = errors.New("game: finished")
	// ErrTurn: the move is not by the party to move, or not of the kind
	// the game expects now.
	ErrTurn = errors.New("game: out of turn")
	// ErrStale: the move's turn number is not the current turn (a replayed
	// or reordered move).
	ErrStale = errors.New("game: stale move")
	// ErrMalformed: the move's contents do not fit the game's state.
	ErrMalformed = errors.New("game: malformed move")
	// ErrUncommitted: a state hash in the move is not the one the mover
	// committed to at that step (Config.SolverStates, ChallengerStates),
	// or the solver's proof of it against its state root
	// (Config.StateRoot) fails. It wraps ErrMalformed.
	ErrUncommitted = fmt.Errorf("%w: state hash not the committed one", ErrMalformed)
	// ErrDeadline: the move came after its deadline; the mover lost.
	ErrDeadline = errors.New("game: deadline missed")
	// ErrNotReferee: Resolve called while no referee decision is due.
	ErrNotReferee = errors.New("game: no referee decision due")
)
