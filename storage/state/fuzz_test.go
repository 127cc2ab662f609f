package state

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
)

// fuzzRecord is one kind of record as a reader meets it on disk: where it
// is stored, and the reader for one record and for the listing of its
// kind.
type fuzzRecord struct {
	key  func() ([]byte, error)
	get  func(d *DB) (any, error)
	list func(d *DB) (int, error)
	// decode is what the stored bytes should decode to (encoding/json
	// into the record type).
	decode func(b []byte) (any, error)
}

func decodeAs[T any](b []byte) (any, error) {
	var v T
	err := json.Unmarshal(b, &v)
	return v, err
}

func listLen[T any](vs []T, err error) (int, error) { return len(vs), err }

var fuzzRecords = []fuzzRecord{
	{
		key:    func() ([]byte, error) { return roundKey("s", 3) },
		get:    func(d *DB) (any, error) { return d.Round("s", 3) },
		list:   func(d *DB) (int, error) { return listLen(d.Rounds("s")) },
		decode: decodeAs[Round],
	},
	{
		key:    func() ([]byte, error) { return messageKey("m") },
		get:    func(d *DB) (any, error) { return d.Message("m") },
		decode: decodeAs[MessageSeen],
	},
	{
		key:    func() ([]byte, error) { return voteKey("s", 3, "vote") },
		get:    func(d *DB) (any, error) { return d.Vote("s", 3, "vote") },
		list:   func(d *DB) (int, error) { return listLen(d.Votes("s")) },
		decode: decodeAs[Vote],
	},
	{
		key:    func() ([]byte, error) { return rolloutKey(Rollout{Swarm: "s", Round: 3, Peer: "p", Question: 1}) },
		list:   func(d *DB) (int, error) { return listLen(d.Rollouts("s", 3)) },
		decode: decodeAs[Rollout],
	},
	{
		key:    func() ([]byte, error) { return commitmentKey("c") },
		get:    func(d *DB) (any, error) { return d.Commitment("c") },
		list:   func(d *DB) (int, error) { return listLen(d.Commitments()) },
		decode: decodeAs[Commitment],
	},
	{
		key:    func() ([]byte, error) { return taskKey("t") },
		get:    func(d *DB) (any, error) { return d.Task("t") },
		list:   func(d *DB) (int, error) { return listLen(d.Tasks()) },
		decode: decodeAs[Task],
	},
	{
		key:    func() ([]byte, error) { return peerKey("p") },
		get:    func(d *DB) (any, error) { return d.Peer("p") },
		list:   func(d *DB) (int, error) { return listLen(d.Peers()) },
		decode: decodeAs[Peer],
	},
}

// FuzzRecords fuzzes the reading of state records from disk: the stored
// bytes of one record of each kind (chosen by the input), read through
// the public readers, and the value of a round's message index entry (a
// message ID) read through Messages. Properties: nothing panics; a reader
// fails exactly when the bytes are not a record of its kind, with an
// error naming the kind (never ErrNotFound); what it reads is what the
// bytes decode to, and writing that back stores bytes that read back to
// the same record (the stored form is canonical); and Messages lists the
// message an index entry names, or fails for an ID that names none.
func FuzzRecords(f *testing.F) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 123, time.FixedZone("x", 3600))
	for i, v := range []any{
		Round{Swarm: "s", Number: 3, Stage: "vote", Seed: []byte{1, 2}, Started: now, Closed: now.Add(time.Second), Winner: "p", Messages: 4},
		MessageSeen{ID: "m", Topic: "answer", From: "p", Round: 3, SeenAt: now, Swarm: "s", Stage: "answer", Data: []byte{0, 1, 0xff}},
		Vote{Swarm: "s", Round: 3, Stage: "vote", Target: "q", Reason: "r", Sig: []byte("sig"), CastAt: now},
		Rollout{Swarm: "s", Round: 3, Peer: "p", Question: 1, Prompt: "2+2", Completions: []string{"4", "<answer>4</answer>"}, RewardsMilli: []int64{1000, -5}, ReceivedAt: now},
		Commitment{ID: "c", Kind: "round", Round: 3, Root: make([]byte, 32), CID: "bafy", TxHash: "0x1", Status: "sent", CreatedAt: now},
		Task{ID: "t", Role: "solver", Status: "running", Spec: json.RawMessage(`{"steps": 10}`), ResultCID: "bafy", UpdatedAt: now},
		Peer{ID: "p", Addrs: []string{"/ip4/127.0.0.1/tcp/1"}, Address: "0x00", Score: 0.5, LastSeen: now},
	} {
		b, err := json.Marshal(v)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), b, "m")
	}
	f.Add(uint8(0), []byte(`{"started":"not a time"}`), "")
	f.Add(uint8(5), []byte(`{"spec":}`), "m\x00")
	f.Add(uint8(6), []byte(`{"score":1e999}`), "other")
	f.Add(uint8(3), []byte(`null`), "m")
	f.Add(uint8(2), []byte{}, "m")

	d, err := Open("", WithInMemory())
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { _ = d.Close() })
	// A message for the index entries to name.
	stored := MessageSeen{ID: "m", Topic: "answer", From: "p", Round: 3, SeenAt: now, Swarm: "s", Stage: "answer"}
	idxPrefix, err := roundMsgPrefix("s", 3)
	if err != nil {
		f.Fatal(err)
	}
	set := func(t *testing.T, key, val []byte) {
		if err := d.update(func(txn *badger.Txn) error { return txn.Set(key, val) }); err != nil {
			t.Fatal(err)
		}
	}

	f.Fuzz(func(t *testing.T, which uint8, value []byte, indexed string) {
		r := fuzzRecords[int(which)%len(fuzzRecords)]
		key, err := r.key()
		if err != nil {
			t.Fatal(err)
		}
		set(t, key, value)
		want, derr := r.decode(value)
		check := func(got any, err error, what string) {
			if (err == nil) != (derr == nil) {
				t.Fatalf("%s: %v; the bytes decode with %v", what, err, derr)
			}
			if err != nil {
				if errors.Is(err, ErrNotFound) || !strings.HasPrefix(err.Error(), "state: decoding ") {
					t.Fatalf("%s: error %q does not name the record kind", what, err)
				}
				return
			}
			if got != nil {
				gb, _ := json.Marshal(got)
				wb, _ := json.Marshal(want)
				if !bytes.Equal(gb, wb) {
					t.Fatalf("%s read %s, the bytes decode to %s", what, gb, wb)
				}
			}
		}
		if r.get != nil {
			got, err := r.get(d)
			check(got, err, "get")
		}
		if r.list != nil {
			n, err := r.list(d)
			check(nil, err, "list")
			if err == nil && n != 1 {
				t.Fatalf("listing of one record gives %d", n)
			}
		}
		if derr == nil {
			// The stored form of what was read reads back the same.
			canon, err := json.Marshal(want)
			if err != nil {
				t.Fatalf("a record read does not encode: %v", err)
			}
			set(t, key, canon)
			again, _ := r.decode(canon)
			if ab, _ := json.Marshal(again); !bytes.Equal(ab, canon) {
				t.Fatalf("stored form not canonical:\n%s\n%s", canon, ab)
			}
			if r.get != nil {
				got, err := r.get(d)
				if gb, _ := json.Marshal(got); err != nil || !bytes.Equal(gb, canon) {
					t.Fatalf("read back %s (%v), stored %s", gb, err, canon)
				}
			}
		}

		// A round's message index entry naming indexed.
		mk, _ := messageKey("m")
		sb, _ := json.Marshal(stored)
		set(t, mk, sb)
		idx := append(bytes.Clone(idxPrefix), 0, 0, 0, 0, 0, 0, 0, 1)
		set(t, idx, []byte(indexed))
		ms, err := d.Messages("s", 3)
		switch {
		case indexed == "m":
			if err != nil || len(ms) != 1 || ms[0].ID != "m" {
				t.Fatalf("index entry naming a stored message: %v %v", ms, err)
			}
		case err == nil:
			t.Fatalf("index entry naming no stored message (%q) read as %v", indexed, ms)
		}
		if err := d.update(func(txn *badger.Txn) error { return txn.Delete(idx) }); err != nil {
			t.Fatal(err)
		}
	})
}
