package market

import "errors"

var (
	// ErrClosed reports a role used after Close.
	ErrClosed = errors.New("market: closed")
	// ErrNotEligible reports a task this account may not take the role
	// in: its own submission or solve, a task already claimed by another,
	// or one past its deadline.
	ErrNotEligible = errors.New("market: not eligible for this task")
	// ErrUnsupported reports a task this node cannot run: its spec cannot
	// be fetched or decoded, or does not match the task.
	ErrUnsupported = errors.New("market: cannot run this task")
	// ErrState reports a malformed persisted state file.
	ErrState = errors.New("market: invalid state file")
	// ErrUnknownTask reports a task the role does not follow.
	ErrUnknownTask = errors.New("market: task not followed")
	// ErrNotFound reports a checkpoint CID no task's result names.
	ErrNotFound = errors.New("market: no task has this result")
)
