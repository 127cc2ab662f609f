package node_test

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/node/nodetest"
)

func loopbackConfig(t *testing.T) config.Node {
	t.Helper()
	return localnet.NodeConfig(localnet.Spec{Network: "test"}, 0, t.TempDir())
}

func TestLifecycle(t *testing.T) {
	id, _ := identity.Generate()
	n, err := node.New(loopbackConfig(t), id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Join("s", "k"); !errors.Is(err, node.ErrNotStarted) {
		t.Fatalf("Join before Start: %v, want ErrNotStarted", err)
	}
	ctx := context.Background()
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if err := n.Start(ctx); !errors.Is(err, node.ErrStarted) {
		t.Fatalf("second Start: %v, want ErrStarted", err)
	}
	tp, err := n.Join("s", "k")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Join("s", "k"); err == nil {
		t.Fatal("joining a topic twice should fail")
	}
	sub, err := tp.Subscribe(0)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := sub.Next(context.Background())
		done <- err
	}()
	for i := 0; i < 2; i++ {
		if err := n.Close(); err != nil {
			t.Fatalf("Close #%d: %v", i+1, err)
		}
	}
	select {
	case err := <-done:
		if !errors.Is(err, node.ErrSubscriptionCancelled) {
			t.Fatalf("Next after Close: %v, want ErrSubscriptionCancelled", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("a subscriber blocked in Next was not woken by Close")
	}
	if err := n.Start(ctx); !errors.Is(err, node.ErrClosed) {
		t.Fatalf("Start after Close: %v, want ErrClosed", err)
	}
}

func TestCloseBeforeStart(t *testing.T) {
	id, _ := identity.Generate()
	n, err := node.New(loopbackConfig(t), id)
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); !errors.Is(err, node.ErrClosed) {
		t.Fatalf("Start after Close: %v", err)
	}
}

// TestFailedStartUnwinds: a node whose port is taken fails to start,
// releases everything it opened (goleak in TestMain checks the goroutines)
// and is closed.
func TestFailedStartUnwinds(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	cfg := loopbackConfig(t)
	cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/" + portOf(ln.Addr())}
	id, _ := identity.Generate()
	n, err := node.New(cfg, id)
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err == nil {
		t.Fatal("Start on a taken port succeeded")
	}
	if err := n.Close(); err != nil {
		t.Fatalf("Close after a failed Start: %v", err)
	}
	if err := n.Start(context.Background()); !errors.Is(err, node.ErrClosed) {
		t.Fatalf("Start after a failed Start: %v, want ErrClosed", err)
	}
}

func portOf(a net.Addr) string {
	_, p, _ := net.SplitHostPort(a.String())
	return p
}

func TestNewRejectsBadConfig(t *testing.T) {
	id, _ := identity.Generate()
	cfg := loopbackConfig(t)
	cfg.ConnHighWater = 1
	_, err := node.New(cfg, id)
	var fe *config.FieldError
	if !errors.As(err, &fe) || fe.Field != "node.conn_high_water" {
		t.Fatalf("New with a bad config: %v", err)
	}
	if _, err := node.New(loopbackConfig(t), nil); err == nil {
		t.Fatal("New without an identity succeeded")
	}
}

// TestRestartKeepsPeerID: a node restarted with the same key file (plain
// or encrypted) has the same peer ID and address, and its peers find it
// again.
func TestRestartKeepsPeerID(t *testing.T) {
	dir := t.TempDir()
	first := nodetest.Start(t, 2, nodetest.WithDir(dir))
	ids := []string{first.Nodes[0].ID().String(), first.Nodes[1].ID().String()}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	second := nodetest.Start(t, 2, nodetest.WithDir(dir))
	for i, n := range second.Nodes {
		if n.ID().String() != ids[i] {
			t.Fatalf("node %d came back as %s, was %s", i, n.ID(), ids[i])
		}
	}
	nodetest.WaitDiscovered(t, second, 1, 30*time.Second)

	// The same through an encrypted keystore file and node.New directly.
	id, _ := identity.Generate()
	path := dir + "/enc-key.json"
	if err := identity.Save(path, id, identity.SaveOptions{Passphrase: "pw", ScryptN: identity.LightScryptN, ScryptP: identity.LightScryptP}); err != nil {
		t.Fatal(err)
	}
	for round := 0; round < 2; round++ {
		loaded, err := identity.Load(path, "pw")
		if err != nil {
			t.Fatal(err)
		}
		n, err := node.New(loopbackConfig(t), loaded)
		if err != nil {
			t.Fatal(err)
		}
		if err := n.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		if n.ID() != id.PeerID() || n.Identity().Address() != id.Address() {
			t.Fatalf("round %d: node runs as %s / %s, key is %s / %s", round, n.ID(), n.Identity().Address().Hex(), id.PeerID(), id.Address().Hex())
		}
		if err := n.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
