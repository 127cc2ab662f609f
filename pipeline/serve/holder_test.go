package serve_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/serve"
)

// TestOneDataHolder: a run has one data holder. A stage peer takes the
// first coordinator's plan and from then on refuses a second
// coordinator of the same run, whose session finds no peer; a stage
// peer configured with the run's holder refuses any other coordinator
// from the start.
func TestOneDataHolder(t *testing.T) {
	srvs, infos := stagePeers(t, "t7", [][]int{nil})
	cfg := coordConfig("t7", infos)
	cfg.Stages, cfg.PathLength, cfg.Iterations, cfg.Wait = 2, 2, 1, time.Second
	first, second := newHost(t), newHost(t)
	a, err := serve.NewCoordinator(first, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if _, err := a.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if h := srvs[0].Status().Holder; h != first.ID() {
		t.Fatalf("the stage peer's data holder is %q, want the first coordinator", h)
	}
	b, err := serve.NewCoordinator(second, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, err := b.Run(context.Background()); !errors.Is(err, serve.ErrNoPeers) || !strings.Contains(err.Error(), "1 refused") {
		t.Fatalf("a second data holder: %v", err)
	}
	// The first coordinator still trains with it.
	if _, err := a.Run(context.Background()); err != nil {
		t.Fatal(err)
	}

	// Configured with the second host as its holder, a new stage peer
	// refuses any other coordinator.
	h := newHost(t)
	s, err := serve.NewServer(h, serve.Offer{Run: "t7", Model: "tiny", Slots: 3, Holder: second.ID()})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cfg.Peers = []peer.AddrInfo{{ID: h.ID(), Addrs: h.Addrs()}}
	c, err := serve.NewCoordinator(newHost(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Run(context.Background()); !errors.Is(err, serve.ErrNoPeers) || !strings.Contains(err.Error(), "1 refused") {
		t.Fatalf("a coordinator that is not the configured holder: %v", err)
	}
	if st := s.Status(); st.Holder != second.ID() || st.Session != "" {
		t.Fatalf("status %+v", st)
	}
}
