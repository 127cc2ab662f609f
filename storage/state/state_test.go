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

func TestMessagesListedByRoundInSeenOrderAndPruned(t *testing.T) {
	dir := t.TempDir()
	d := openT(t, dir)
	t0 := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	// Seen out of ID order: the listing follows the time seen.
	recs := []MessageSeen{
		{ID: "c", Swarm: "s", Round: 1, Stage: "answer", From: "p1", SeenAt: t0, Data: []byte{1, 2}},
		{ID: "a", Swarm: "s", Round: 1, Stage: "vote", From: "p2", SeenAt: t0.Add(time.Millisecond), Data: []byte{3}},
		{ID: "b", Swarm: "s", Round: 2, Stage: "answer", From: "p1", SeenAt: t0.Add(time.Second), Data: []byte{4}},
		{ID: "d", Swarm: "s1", Round: 1, From: "p1", SeenAt: t0, Data: []byte{5}},
		{ID: "e", Topic: "plain", From: "p3"}, // no swarm: not listed
	}
	err := d.Update(func(tx *Tx) error {
		for _, m := range recs {
			if _, err := tx.MarkSeen(m); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// A second record with a known ID is refused and not indexed again.
	if fresh, err := d.MarkSeen(MessageSeen{ID: "a", Swarm: "s", Round: 1, SeenAt: t0.Add(time.Hour)}); err != nil || fresh {
		t.Fatalf("MarkSeen of a known id = %v, %v", fresh, err)
	}
	d.Close()
	d = openT(t, dir)
	got, err := d.Messages("s", 1)
	if err != nil || len(got) != 2 || got[0].ID != "c" || got[1].ID != "a" || string(got[0].Data) != "\x01\x02" || got[1].Stage != "vote" {
		t.Fatalf("Messages(s, 1) = %+v, %v", got, err)
	}
	if got, _ := d.Messages("s", 2); len(got) != 1 || got[0].ID != "b" {
		t.Fatalf("Messages(s, 2) = %+v", got)
	}
	if got, _ := d.Messages("s1", 1); len(got) != 1 || got[0].ID != "d" {
		t.Fatalf("Messages(s1, 1) = %+v", got)
	}
	n, err := d.PruneMessages("s", 2)
	if err != nil || n != 2 {
		t.Fatalf("PruneMessages = %d, %v; want 2", n, err)
	}
	if got, _ := d.Messages("s", 1); len(got) != 0 {
		t.Fatalf("round 1 after prune = %+v", got)
	}
	if ok, _ := d.Seen("c"); ok {
		t.Fatal("pruned message still seen")
	}
	if got, _ := d.Messages("s", 2); len(got) != 1 {
		t.Fatalf("round 2 after prune = %+v", got)
	}
	if got, _ := d.Messages("s1", 1); len(got) != 1 {
		t.Fatalf("another swarm after prune = %+v", got)
	}
	if ok, _ := d.Seen("e"); !ok {
		t.Fatal("a message without a swarm was pruned")
	}
}

func TestPruneManyMessagesInBatches(t *testing.T) {
	d := openT(t, "", WithInMemory())
	const n = 3*pruneBatch + 7
	err := d.Update(func(tx *Tx) error {
		for i := range n {
			if _, err := tx.MarkSeen(MessageSeen{ID: fmt.Sprint(i), Swarm: "s", Round: uint64(i % 3), SeenAt: time.Unix(int64(i), 0)}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := d.PruneMessages("s", 3)
	if err != nil || got != n {
		t.Fatalf("PruneMessages = %d, %v; want %d", got, err, n)
	}
}

func TestRollouts(t *testing.T) {
	d := openT(t, t.TempDir())
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	rs := []Rollout{
		{Swarm: "s", Round: 3, Peer: "p2", Question: 1, Prompt: "2+2?", Completions: []string{"<answer>4</answer>"}, RewardsMilli: []int64{1250}, ReceivedAt: now},
		{Swarm: "s", Round: 3, Peer: "p1", Question: 0, Completions: []string{"x"}, RewardsMilli: []int64{0}, ReceivedAt: now},
		{Swarm: "s", Round: 4, Peer: "p1", Question: 0, Completions: []string{"y"}, RewardsMilli: []int64{250}, ReceivedAt: now},
	}
	if err := d.PutRollouts(rs); err != nil {
		t.Fatal(err)
	}
	got, err := d.Rollouts("s", 3)
	if err != nil || len(got) != 2 || got[0].Peer != "p1" || got[1].RewardsMilli[0] != 1250 || got[1].Prompt != "2+2?" {
		t.Fatalf("Rollouts(s, 3) = %+v, %v", got, err)
	}
	if err := d.PutRollout(Rollout{Swarm: "s", Round: 1, Peer: "p", Question: -1}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("negative question: %v, want ErrInvalid", err)
	}
	if n, err := d.PruneRollouts("s", 4); err != nil || n != 2 {
		t.Fatalf("PruneRollouts = %d, %v", n, err)
	}
	if got, _ := d.Rollouts("s", 4); len(got) != 1 {
		t.Fatalf("round 4 after prune = %+v", got)
	}
}

// BenchmarkMarkSeenBatch measures one durable transaction recording 64
// swarm messages of 300 bytes (what a node's persister writes when a stage's
// messages arrive together), on disk with SyncWrites.
func BenchmarkMarkSeenBatch(b *testing.B) {
	d, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	data := make([]byte, 300)
	n := 0
	for b.Loop() {
		err := d.Update(func(tx *Tx) error {
			for range 64 {
				n++
				if _, err := tx.MarkSeen(MessageSeen{ID: fmt.Sprint(n), Swarm: "s", Round: uint64(n / 1000), Stage: "vote", From: "p", SeenAt: time.Unix(0, int64(n)), Data: data}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}
