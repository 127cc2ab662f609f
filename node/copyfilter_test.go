package node_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/nodetest"
)

// TestCopiesOfPendingMessageDropped: on a real node over loopback, copies
// of a signed message that arrive while an identical copy waits for its
// signature check are dropped unverified, and so is a copy that arrives
// after it was delivered; the message is delivered once. A forged message
// that reuses a genuine one's author and sequence number and arrives first
// holds back none of the genuine copies.
func TestCopiesOfPendingMessageDropped(t *testing.T) {
	net := nodetest.Start(t, 1)
	victim := net.Nodes[0]
	tp, err := victim.Join("copies", "t")
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tp.Subscribe(16)
	if err != nil {
		t.Fatal(err)
	}
	name := tp.Name()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := nodetest.NewRawPeer(t)
	if err := r.Connect(ctx, victim); err != nil {
		t.Fatal(err)
	}
	if err := r.Join(ctx, victim, name); err != nil {
		t.Fatal(err)
	}
	next := func() string {
		t.Helper()
		m, err := sub.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return string(m.Data)
	}

	// A forgery first: same author and sequence number as the genuine
	// message, other data, so its signature fails. The genuine copies
	// differ from it and are all checked; one is delivered.
	genuine := r.Signed(name, []byte("genuine"))
	forged := *genuine
	forged.Data = []byte("forged")
	copy1, copy2 := *genuine, *genuine
	if err := r.Send(ctx, victim.ID(), &forged, &copy1, &copy2); err != nil {
		t.Fatal(err)
	}
	if got := next(); got != "genuine" {
		t.Fatalf("delivered %q, want the genuine message", got)
	}
	nodetest.Eventually(t, time.Minute, func() bool {
		return victim.Rejected(name, node.ReasonInvalidSignature) == 1
	}, func() string {
		return fmt.Sprintf("invalid signatures counted %v, want 1", victim.Rejected(name, node.ReasonInvalidSignature))
	})
	if d := victim.CopiesDropped(); d != 0 {
		t.Fatalf("dropped %v copies of a message whose pending copy was a forgery", d)
	}

	// Three identical copies in one RPC: the two after the first are
	// dropped before their signature check.
	m := r.Signed(name, []byte("copied"))
	c1, c2 := *m, *m
	if err := r.Send(ctx, victim.ID(), m, &c1, &c2); err != nil {
		t.Fatal(err)
	}
	if got := next(); got != "copied" {
		t.Fatalf("delivered %q, want \"copied\"", got)
	}
	if d := victim.CopiesDropped(); d != 2 {
		t.Fatalf("dropped %v copies, want 2", d)
	}

	// A copy of the delivered message, alone in its RPC: dropped before
	// GossipSub sees it.
	c3 := *m
	if err := r.Send(ctx, victim.ID(), &c3); err != nil {
		t.Fatal(err)
	}
	nodetest.Eventually(t, time.Minute, func() bool { return victim.CopiesDropped() == 3 },
		func() string { return fmt.Sprintf("dropped %v copies, want 3", victim.CopiesDropped()) })

	// Nothing was delivered twice: the next message is a fresh one.
	if err := r.Send(ctx, victim.ID(), r.Signed(name, []byte("marker"))); err != nil {
		t.Fatal(err)
	}
	if got := next(); got != "marker" {
		t.Fatalf("delivered %q, want the marker", got)
	}
	if c := victim.Rejected(name, node.ReasonInvalidSignature); c != 1 {
		t.Fatalf("invalid signatures counted %v, want 1", c)
	}
}
