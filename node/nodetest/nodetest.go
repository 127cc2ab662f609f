// Package nodetest starts real Synod nodes on loopback for tests: N nodes
// with their own keys and ports, bootstrapped from the first, closed when
// the test ends.
//
//	nodes := nodetest.Start(t, 16)
//	nodetest.WaitDiscovered(t, nodes, 8, 30*time.Second)
package nodetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
)

// Option adjusts the localnet spec.
type Option func(*localnet.Spec)

// WithSpec lets a test adjust anything in the spec.
func WithSpec(f func(*localnet.Spec)) Option { return Option(f) }

// WithNodeOptions adds node options to every node.
func WithNodeOptions(opts ...node.Option) Option {
	return func(s *localnet.Spec) {
		prev := s.Options
		s.Options = func(i int) []node.Option {
			var out []node.Option
			if prev != nil {
				out = prev(i)
			}
			return append(out, opts...)
		}
	}
}

// WithDir keeps node keys under dir (node-00, node-01, …) so that a second
// Start with the same dir restarts the same peer IDs.
func WithDir(dir string) Option { return func(s *localnet.Spec) { s.Dir = dir } }

// Start starts n nodes (node 0 first, the rest bootstrapped from it) and
// closes them at the end of the test. Scores are snapshotted every 200 ms
// so tests see them change quickly.
func Start(tb testing.TB, n int, opts ...Option) *localnet.Net {
	tb.Helper()
	spec := localnet.Spec{N: n, Network: "test"}
	WithNodeOptions(node.WithScoreInspectPeriod(200*time.Millisecond), node.WithMaintenanceInterval(500*time.Millisecond))(&spec)
	for _, o := range opts {
		o(&spec)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	net, err := localnet.Start(ctx, spec)
	if err != nil {
		tb.Fatalf("nodetest: start %d nodes: %v", n, err)
	}
	tb.Cleanup(func() {
		if err := net.Close(); err != nil {
			tb.Errorf("nodetest: close: %v", err)
		}
	})
	return net
}

// Eventually fails the test if cond does not hold within timeout; msg
// (called only then) says what was wrong.
func Eventually(tb testing.TB, timeout time.Duration, cond func() bool, msg func() string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if err := localnet.WaitFor(ctx, cond); err != nil {
		tb.Fatalf("nodetest: after %s: %s", timeout, msg())
	}
}

// WaitDiscovered waits until every node has at least min peers in its DHT
// routing table.
func WaitDiscovered(tb testing.TB, net *localnet.Net, min int, timeout time.Duration) {
	tb.Helper()
	Eventually(tb, timeout, func() bool { return net.MinRoutingTable() >= min }, func() string {
		return fmt.Sprintf("some node has %d peers in its routing table, want >= %d", net.MinRoutingTable(), min)
	})
}

// WaitTopicMesh waits until every topic has at least min peers.
func WaitTopicMesh(tb testing.TB, topics []*node.Topic, min int, timeout time.Duration) {
	tb.Helper()
	Eventually(tb, timeout, func() bool {
		for _, t := range topics {
			if len(t.Peers()) < min {
				return false
			}
		}
		return true
	}, func() string { return fmt.Sprintf("some topic has fewer than %d peers", min) })
}
