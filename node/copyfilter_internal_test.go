package node

import (
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"
)

// filterHarness drives a copyFilter with a fake clock and score snapshot.
type filterHarness struct {
	f       *copyFilter
	now     time.Time
	scores  map[peer.ID]float64
	dropped int
}

func newFilterHarness() *filterHarness {
	h := &filterHarness{now: time.Unix(1000, 0), scores: map[peer.ID]float64{}}
	h.f = newCopyFilter("self", time.Second, 5*time.Second, func() time.Time { return h.now },
		func(p peer.ID) (float64, bool) { s, ok := h.scores[p]; return s, ok },
		func(n int) { h.dropped += n })
	return h
}

// inspect runs one RPC from p through the filter and returns what is left
// (the filter may skip an RPC only when nothing is left).
func (h *filterHarness) inspect(t *testing.T, p peer.ID, msgs ...*pb.Message) []*pb.Message {
	t.Helper()
	rpc := &pubsub.RPC{RPC: pb.RPC{Publish: msgs}}
	err := h.f.inspect(p, rpc)
	if err != nil && (err != errOnlyCopies || len(rpc.Publish) != 0) {
		t.Fatalf("inspect rejected the RPC: %v (%d messages left)", err, len(rpc.Publish))
	}
	return rpc.Publish
}

func testMsg(seq byte, data, sig string) *pb.Message {
	topic := "t"
	return &pb.Message{From: []byte("author"), Seqno: []byte{0, 0, 0, 0, 0, 0, 0, seq},
		Data: []byte(data), Signature: []byte(sig), Key: []byte("key"), Topic: &topic}
}

// clone is a copy of m as a second RPC would decode it: equal bytes, a
// different object.
func clone(m *pb.Message) *pb.Message {
	c := *m
	return &c
}

func TestCopyFilterDropsIdenticalCopiesWhilePending(t *testing.T) {
	h := newFilterHarness()
	first := testMsg(1, "hello", "sig")
	if got := h.inspect(t, "a", first); len(got) != 1 || got[0] != first {
		t.Fatalf("first copy: kept %v", got)
	}
	// Two copies in one RPC from another peer, and one beside another
	// message: the copies go, the other message stays.
	if got := h.inspect(t, "b", clone(first), clone(first)); len(got) != 0 {
		t.Fatalf("copies while pending: kept %d", len(got))
	}
	other := testMsg(2, "other", "sig2")
	if got := h.inspect(t, "c", clone(first), other); len(got) != 1 || got[0] != other {
		t.Fatalf("mixed RPC: kept %v, want only the other message", got)
	}
	if h.dropped != 3 {
		t.Fatalf("dropped %d, want 3", h.dropped)
	}

	// GossipSub checks the first copy's signature: the ID is in its seen
	// cache now, and until the topic's validators decide, copies go
	// through GossipSub, which records their forwarders for the verdict.
	h.f.verdict(&pubsub.Message{Message: first}, false)
	if got := h.inspect(t, "b", clone(first)); len(got) != 1 {
		t.Fatalf("copy after the signature check: kept %d, want 1", len(got))
	}
	if p, d := h.f.states(); p != 2 || d != 0 {
		// That copy started a pending state of its own (which GossipSub's
		// duplicate event ends), beside the other message's.
		t.Fatalf("states %d pending / %d delivered, want 2 / 0", p, d)
	}
}

func TestCopyFilterDropsCopiesOfDeliveredMessages(t *testing.T) {
	h := newFilterHarness()
	first := testMsg(1, "hello", "sig")
	h.inspect(t, "a", first)
	h.f.verdict(&pubsub.Message{Message: first}, false) // signature checked
	h.f.verdict(&pubsub.Message{Message: first}, true)  // delivered
	if p, d := h.f.states(); p != 0 || d != 1 {
		t.Fatalf("states %d pending / %d delivered, want 0 / 1", p, d)
	}
	// Any copy with the ID goes, identical or not, as GossipSub's seen
	// cache would drop it; an RPC left empty is skipped whole.
	changed := testMsg(1, "other bytes", "other sig")
	rpc := &pubsub.RPC{RPC: pb.RPC{Publish: []*pb.Message{clone(first), changed}}}
	if err := h.f.inspect("b", rpc); err != errOnlyCopies {
		t.Fatalf("RPC of copies only: err %v, want errOnlyCopies", err)
	}
	// With control messages or subscriptions in it, the RPC goes on.
	rpc = &pubsub.RPC{RPC: pb.RPC{Publish: []*pb.Message{clone(first)}, Control: &pb.ControlMessage{}}}
	if err := h.f.inspect("b", rpc); err != nil || len(rpc.Publish) != 0 {
		t.Fatalf("RPC with control: err %v, %d messages left", err, len(rpc.Publish))
	}
	if h.dropped != 3 {
		t.Fatalf("dropped %d, want 3", h.dropped)
	}
	// An unsigned copy still meets GossipSub's signing policy (and its
	// penalty), which comes before the seen cache.
	unsigned := clone(first)
	unsigned.Signature = nil
	if got := h.inspect(t, "b", unsigned); len(got) != 1 {
		t.Fatal("unsigned copy of a delivered message dropped")
	}
	// After DeliveredCopyTime GossipSub's seen cache takes over.
	h.now = h.now.Add(5 * time.Second)
	if got := h.inspect(t, "b", clone(first)); len(got) != 1 {
		t.Fatal("copy after the delivered state dropped")
	}
}

func TestCopyFilterDeliveredExceptions(t *testing.T) {
	h := newFilterHarness()
	deliver := func(m *pb.Message, local bool) {
		h.f.verdict(&pubsub.Message{Message: m, Local: local}, true)
	}
	// The node's own messages: a peer that echoes one must meet
	// GossipSub's self-origin check (and its penalty).
	own := testMsg(1, "mine", "sig")
	own.From = []byte("self")
	deliver(own, false)
	local := testMsg(2, "local", "sig")
	deliver(local, true)
	// A topic scored on mesh deliveries counts every copy.
	h.f.setMeshScored("p3", true)
	p3 := testMsg(3, "p3", "sig")
	topic := "p3"
	p3.Topic = &topic
	deliver(p3, false)
	if _, d := h.f.states(); d != 0 {
		t.Fatalf("%d delivered states, want none", d)
	}
	for _, m := range []*pb.Message{own, local, p3} {
		if got := h.inspect(t, "b", clone(m)); len(got) != 1 {
			t.Fatalf("copy of %q dropped", m.Data)
		}
	}
	h.f.setMeshScored("p3", false)
	deliver(p3, false)
	if got := h.inspect(t, "b", clone(p3)); len(got) != 0 {
		t.Fatal("copy kept after the topic stopped scoring mesh deliveries")
	}
}

func TestCopyFilterKeepsCopiesThatDiffer(t *testing.T) {
	h := newFilterHarness()
	forged := testMsg(1, "forged", "bad")
	h.inspect(t, "attacker", forged)
	// Same author and sequence number, other bytes: the genuine message
	// and a copy with another signature are both kept.
	genuine := testMsg(1, "genuine", "good")
	otherSig := testMsg(1, "forged", "other")
	otherTopic := testMsg(1, "forged", "bad")
	t2 := "t2"
	otherTopic.Topic = &t2
	otherKey := testMsg(1, "forged", "bad")
	otherKey.Key = []byte("key2")
	for _, m := range []*pb.Message{genuine, otherSig, otherTopic, otherKey} {
		if got := h.inspect(t, "honest", m); len(got) != 1 {
			t.Fatalf("differing copy %q/%q dropped", m.Data, m.Signature)
		}
	}
	if h.dropped != 0 {
		t.Fatalf("dropped %d, want 0", h.dropped)
	}
	// A verdict on a copy other than the recorded one leaves the record.
	h.f.verdict(&pubsub.Message{Message: clone(genuine)}, false)
	if p, _ := h.f.states(); p != 1 {
		t.Fatalf("%d pending, want 1", p)
	}
	// The forged copy is rejected: the record ends.
	h.f.verdict(&pubsub.Message{Message: forged}, false)
	if p, _ := h.f.states(); p != 0 {
		t.Fatalf("%d pending after the verdict, want 0", p)
	}
}

func TestCopyFilterHoldEnds(t *testing.T) {
	h := newFilterHarness()
	first := testMsg(1, "x", "s")
	h.inspect(t, "a", first) // say its RPC is then dropped unseen
	h.now = h.now.Add(999 * time.Millisecond)
	if got := h.inspect(t, "b", clone(first)); len(got) != 0 {
		t.Fatal("copy within the hold kept")
	}
	h.now = h.now.Add(time.Millisecond)
	if got := h.inspect(t, "b", clone(first)); len(got) != 1 {
		t.Fatal("copy after the hold dropped")
	}
	// The sweep forgets expired records.
	h.now = h.now.Add(2 * time.Second)
	h.inspect(t, "c", testMsg(9, "y", "s"))
	if p, _ := h.f.states(); p != 1 {
		t.Fatalf("%d pending after the sweep, want 1 (the new message's)", p)
	}
}

func TestCopyFilterIgnoresGraylistedAndUnsigned(t *testing.T) {
	h := newFilterHarness()
	h.scores["bad"] = GraylistThreshold - 1
	h.scores["meh"] = GraylistThreshold // at the threshold: still heard
	first := testMsg(1, "x", "s")
	// A graylisted peer's RPC is dropped by GossipSub after the
	// inspector: its copy must not hold back the honest peers' copies.
	h.inspect(t, "bad", first)
	if got := h.inspect(t, "good", clone(first)); len(got) != 1 {
		t.Fatal("graylisted peer's copy held back an honest copy")
	}
	// But copies of it that arrive from a graylisted peer are dropped as
	// any other: they would get the same verdict.
	if got := h.inspect(t, "bad", clone(first)); len(got) != 0 {
		t.Fatal("identical copy from a graylisted peer kept while pending")
	}
	second := testMsg(2, "y", "s")
	h.inspect(t, "meh", second)
	if got := h.inspect(t, "good", clone(second)); len(got) != 0 {
		t.Fatal("copy kept while a copy from a peer at the threshold is pending")
	}
	// Unsigned messages are not recorded (StrictSign rejects them anyway).
	unsigned := testMsg(3, "z", "")
	unsigned.Signature = nil
	h.inspect(t, "good", unsigned)
	if got := h.inspect(t, "good", clone(unsigned)); len(got) != 1 {
		t.Fatal("unsigned copy dropped")
	}
}
