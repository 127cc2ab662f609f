package state

import "errors"

// Sentinel errors; test with errors.Is.
var (
	// ErrNotFound is returned when a record does not exist.
	ErrNotFound = errors.New("state: record not found")
	// ErrConflict is returned when a write would replace a record that
	// must never change once written, such as a vote already cast.
	ErrConflict = errors.New("state: conflicting record already stored")
	// ErrSchemaTooNew is returned by Open when the database was written by
	// a newer build with a schema this build does not know.
	ErrSchemaTooNew = errors.New("state: database schema is newer than this build")
	// ErrNoMigration is returned by Open when the database schema is older
	// and no migration from that version is registered.
	ErrNoMigration = errors.New("state: no migration registered for database schema")
	// ErrClosed is returned by every method after Close.
	ErrClosed = errors.New("state: database closed")
	// ErrInvalid is returned for a record missing its key fields.
	ErrInvalid = errors.New("state: invalid record")
)
