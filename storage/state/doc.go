// Package state is a node's durable key-value state on badger v4: rounds,
// gossip messages seen (with the signed swarm messages a restarted node
// replays), votes cast, shared rollouts, commitments, tasks and known
// peers.
//
// Every write is a badger transaction committed with SyncWrites, so a
// method that returned nil has reached stable storage: a kill -9 at any
// instant afterwards loses nothing, and because a transaction commits
// atomically (badger checksums every entry and discards a torn tail on
// replay) no half-written record is ever visible after a restart.
//
// Keys follow a versioned schema. Every record key starts with the schema
// version ("v1/") and a record kind; the current schema version is kept
// under a metadata key and checked on Open. A database written by an older
// schema is upgraded by the migrations registered with WithMigration, each
// run in its own transaction together with the version bump, so an upgrade
// interrupted by a crash is simply redone on the next Open.
package state
