package state

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
)

func openT(t *testing.T, dir string, opts ...Option) *DB {
	t.Helper()
	d, err := Open(dir, opts...)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = d.Close() })
	return d
}

func TestRecordsRoundTripAndSurviveReopen(t *testing.T) {
	dir := t.TempDir()
	d := openT(t, dir)
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	for n := uint64(1); n <= 3; n++ {
		if err := d.PutRound(Round{Swarm: "s/1", Number: n, Stage: "vote", Started: now}); err != nil {
			t.Fatal(err)
		}
	}
	// A swarm whose name extends another's must not leak into its listing.
	if err := d.PutRound(Round{Swarm: "s/10", Number: 9, Started: now}); err != nil {
		t.Fatal(err)
	}
	if err := d.PutCommitment(Commitment{ID: "c1", Kind: "round", Round: 2, CID: "bafy", Status: "sent", CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	if err := d.PutTask(Task{ID: "t1", Role: "solver", Status: "running", Spec: json.RawMessage(`{"steps":10}`), UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	if err := d.PutPeer(Peer{ID: "p1", Addrs: []string{"/ip4/127.0.0.1/tcp/1"}, LastSeen: now}); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := d.Round("s/1", 1); !errors.Is(err, ErrClosed) {
		t.Fatalf("read after Close: %v, want ErrClosed", err)
	}

	d = openT(t, dir)
	rs, err := d.Rounds("s/1")
	if err != nil || len(rs) != 3 || rs[0].Number != 1 || rs[2].Number != 3 || !rs[1].Started.Equal(now) {
		t.Fatalf("Rounds = %+v, %v", rs, err)
	}
	if _, err := d.Round("s/1", 7); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing round: %v", err)
	}
	c, err := d.Commitment("c1")
	if err != nil || c.CID != "bafy" {
		t.Fatalf("Commitment = %+v, %v", c, err)
	}
	ts, err := d.Tasks()
	if err != nil || len(ts) != 1 || string(ts[0].Spec) != `{"steps":10}` {
		t.Fatalf("Tasks = %+v, %v", ts, err)
	}
	if err := d.DeletePeer("p1"); err != nil {
		t.Fatal(err)
	}
	if ps, err := d.Peers(); err != nil || len(ps) != 0 {
		t.Fatalf("Peers after delete = %+v, %v", ps, err)
	}
	if v, err := d.Schema(); err != nil || v != SchemaVersion {
		t.Fatalf("Schema = %d, %v", v, err)
	}
}

func TestVotesNeverEquivocate(t *testing.T) {
	d := openT(t, t.TempDir())
	v := Vote{Swarm: "s", Round: 4, Stage: "vote", Target: "peerA", Sig: []byte{1}}
	if err := d.PutVote(v); err != nil {
		t.Fatal(err)
	}
	if err := d.PutVote(v); err != nil {
		t.Fatalf("repeating the same vote: %v", err)
	}
	v2 := v
	v2.Target = "peerB"
	if err := d.PutVote(v2); !errors.Is(err, ErrConflict) {
		t.Fatalf("second different vote: %v, want ErrConflict", err)
	}
	got, err := d.Vote("s", 4, "vote")
	if err != nil || got.Target != "peerA" {
		t.Fatalf("Vote = %+v, %v", got, err)
	}
}

func TestMarkSeenOnce(t *testing.T) {
	d := openT(t, t.TempDir())
	m := MessageSeen{ID: "m1", Topic: "answers", From: "p"}
	for i, want := range []bool{true, false} {
		fresh, err := d.MarkSeen(m)
		if err != nil || fresh != want {
			t.Fatalf("MarkSeen #%d = %v, %v; want %v", i, fresh, err, want)
		}
	}
	if ok, err := d.Seen("m1"); err != nil || !ok {
		t.Fatalf("Seen(m1) = %v, %v", ok, err)
	}
	if ok, err := d.Seen("m2"); err != nil || ok {
		t.Fatalf("Seen(m2) = %v, %v", ok, err)
	}
}

func TestFailedTransactionLeavesNothing(t *testing.T) {
	d := openT(t, t.TempDir())
	boom := errors.New("boom")
	err := d.Update(func(tx *Tx) error {
		if err := tx.PutTask(Task{ID: "t"}); err != nil {
			return err
		}
		if err := tx.PutCommitment(Commitment{ID: "c"}); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update = %v", err)
	}
	if _, err := d.Task("t"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("task from failed transaction visible: %v", err)
	}
	if _, err := d.Commitment("c"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("commitment from failed transaction visible: %v", err)
	}
}

func TestInvalidKeys(t *testing.T) {
	d := openT(t, t.TempDir())
	for name, err := range map[string]error{
		"empty swarm": d.PutRound(Round{Number: 1}),
		"zero byte":   d.PutTask(Task{ID: "a\x00b"}),
		"empty peer":  d.PutPeer(Peer{}),
	} {
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
	}
}

func TestMigrationHook(t *testing.T) {
	dir := t.TempDir()
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.PutTask(Task{ID: "t1", Status: "running"}); err != nil {
		t.Fatal(err)
	}
	d.Close()

	// A build with schema 2 and no migration refuses the database.
	if _, err := Open(dir, withSchemaVersion(2)); !errors.Is(err, ErrNoMigration) {
		t.Fatalf("Open without migration: %v, want ErrNoMigration", err)
	}
	// With a migration from 1, the upgrade runs once and rewrites records.
	runs := 0
	mig := func(txn *badger.Txn) error {
		runs++
		tx := &Tx{txn: txn}
		k, _ := taskKey("t1")
		task, err := getJSON[Task](txn, k)
		if err != nil {
			return err
		}
		task.Status = "migrated"
		return tx.PutTask(task)
	}
	d, err = Open(dir, withSchemaVersion(2), WithMigration(1, mig))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := d.Task("t1"); got.Status != "migrated" || runs != 1 {
		t.Fatalf("after migration task = %+v, runs = %d", got, runs)
	}
	if v, _ := d.Schema(); v != 2 {
		t.Fatalf("schema after migration = %d", v)
	}
	d.Close()
	d, err = Open(dir, withSchemaVersion(2), WithMigration(1, mig))
	if err != nil || runs != 1 {
		t.Fatalf("reopen: %v, runs = %d", err, runs)
	}
	d.Close()
	// An older build refuses a newer database with an actionable error.
	if _, err := Open(dir); !errors.Is(err, ErrSchemaTooNew) {
		t.Fatalf("Open by older build: %v, want ErrSchemaTooNew", err)
	}
	// A failing migration leaves the schema where it was.
	dir2 := t.TempDir()
	d, _ = Open(dir2)
	d.Close()
	if _, err := Open(dir2, withSchemaVersion(2), WithMigration(1, func(*badger.Txn) error { return fmt.Errorf("nope") })); err == nil {
		t.Fatal("failing migration did not fail Open")
	}
	d, err = Open(dir2)
	if err != nil {
		t.Fatalf("reopen at schema 1 after failed migration: %v", err)
	}
	d.Close()
}
