package swarm_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// roundWait is the most a test waits for an event of the rounds (a tally,
// a stored record): a ceiling for a machine loaded by other work under the
// race detector, never a budget the test relies on.
const roundWait = 3 * time.Minute

// testClock is the clock of an in-memory cluster's nodes: the wall clock
// less an offset, which can be stopped. Stopped, it stands still for every
// node, so what a test does at a point of the schedule (a restart, a burst
// of crafted messages) happens at that point however long it takes.
type testClock struct {
	mu     sync.Mutex
	offset time.Duration // the wall clock's lead over this clock
	stopAt time.Time     // the clock reads at most this; zero: no stop
}

// now is the reading (under mu).
func (k *testClock) now() time.Time {
	v := time.Now().Add(-k.offset)
	if !k.stopAt.IsZero() && v.After(k.stopAt) {
		return k.stopAt
	}
	return v
}

// Now is the clock's reading.
func (k *testClock) Now() time.Time {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.now()
}

// Hold stops the clock at its current reading.
func (k *testClock) Hold() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.stopAt = k.now()
}

// Release lets the clock run on from its current reading.
func (k *testClock) Release() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.release()
}

func (k *testClock) release() {
	v := k.now()
	k.offset, k.stopAt = time.Since(v), time.Time{}
}

// RunTo lets the clock run until it reads t and stops it there (at once
// when it reads t or later already).
func (k *testClock) RunTo(t time.Time) {
	k.mu.Lock()
	k.release()
	k.stopAt = t
	if v := time.Now().Add(-k.offset); v.After(t) {
		k.stopAt = v // never back
	}
	k.mu.Unlock()
	for d := t.Sub(k.Now()); d > 0; d = t.Sub(k.Now()) {
		time.Sleep(min(d, 10*time.Millisecond))
	}
}

// cluster runs services on the in-memory bus and collects their reports.
type cluster struct {
	t       *testing.T
	bus     *memBus
	clock   *testClock
	keys    []crypto.PrivKey
	ids     []peer.ID
	cfg     round.Config
	svcs    map[int]*swarm.Service
	mu      sync.Mutex
	reports map[uint64]map[peer.ID]swarm.Report
	// reported is closed and replaced (under mu) at every report.
	reported chan struct{}
	// chainMembers: the nodes know their members only from a chain
	// (swarm.WithChain), not from the cluster's list.
	chainMembers bool
}

// testStage is the stage duration of the in-memory cluster tests. Where a
// test acts at a point of the schedule it holds the cluster's clock, so
// the stage need only outlast the delivery of the nodes' own messages.
func testStage() time.Duration {
	if raceEnabled {
		return 3 * time.Second
	}
	return time.Second
}

// newCluster creates (and does not start) n nodes whose round 0 starts
// 300 ms after the cluster's clock next runs: the clock stands still until
// the first call of at, waitReports or agree, so starting the nodes takes
// no round time.
func newCluster(t *testing.T, n int, stage time.Duration) *cluster {
	c := &cluster{t: t, bus: newMemBus(),
		clock: &testClock{}, svcs: map[int]*swarm.Service{}, reports: map[uint64]map[peer.ID]swarm.Report{}, reported: make(chan struct{})}
	for range n {
		k, id := newKey(t)
		c.keys, c.ids = append(c.keys, k), append(c.ids, id)
	}
	c.clock.Hold()
	c.cfg = testConfig(c.clock.Now().Add(300*time.Millisecond), stage)
	return c
}

// start starts node i with policy (nil: the fixed-cost policy) on the
// cluster's clock, recording its reports.
func (c *cluster) start(i int, policy swarm.Policy, opts ...swarm.Option) *swarm.Service {
	self := c.ids[i]
	if policy == nil {
		policy = bench.FixedPolicy{Self: string(self), Cost: 2 * time.Millisecond}
	}
	var members []peer.ID
	if !c.chainMembers {
		members = c.ids
	}
	opts = append([]swarm.Option{swarm.WithMembers(members), swarm.WithClock(c.clock.Now),
		swarm.WithOnResult(func(r swarm.Report) {
			c.mu.Lock()
			defer c.mu.Unlock()
			if c.reports[r.Round] == nil {
				c.reports[r.Round] = map[peer.ID]swarm.Report{}
			}
			c.reports[r.Round][self] = r
			close(c.reported)
			c.reported = make(chan struct{})
		})}, opts...)
	s, err := swarm.New(c.cfg, &memNet{c.bus, c.keys[i], self}, policy, opts...)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		c.t.Fatal(err)
	}
	c.svcs[i] = s
	c.t.Cleanup(func() { s.Close() })
	return s
}

// publishAs sends a crafted envelope from node i to every other node.
func (c *cluster) publishAs(i int, raw []byte) {
	c.publishKind(i, wire.KindVote, raw)
}

// publishKind sends a crafted envelope from node i on the topic of kind k.
func (c *cluster) publishKind(i int, k wire.Kind, raw []byte) {
	(&memTopic{&memNet{c.bus, c.keys[i], c.ids[i]}, k}).Publish(context.Background(), raw)
}

// stageStart is when stage st of round r starts.
func (c *cluster) stageStart(r uint64, st round.Stage) time.Time {
	off := map[round.Stage]time.Duration{round.StageAnswer: 0, round.StageCritique: c.cfg.Answer, round.StageVote: c.cfg.Answer + c.cfg.Critique}[st]
	return c.cfg.RoundStart(r).Add(off)
}

// at lets the cluster's clock run until it reads after past the start of
// stage st of round r, and stops it there: the test then acts at exactly
// that point of the schedule, until it lets the clock run again (release,
// held, waitReports, agree or another at).
func (c *cluster) at(r uint64, st round.Stage, after time.Duration) {
	c.clock.RunTo(c.stageStart(r, st).Add(after))
}

// held runs f at the clock's current reading: the clock stands still
// while f runs and until every message f published was judged.
func (c *cluster) held(f func()) {
	c.clock.Hold()
	defer c.clock.Release()
	f()
	c.bus.settle()
}

// waitReports waits (at most roundWait) until every node in nodes
// reported round r. It lets the cluster's clock run unless it stands past
// round r's tally (its vote deadline and grace), where the reports come
// without it.
func (c *cluster) waitReports(r uint64, nodes []int) {
	c.t.Helper()
	if !c.clock.Now().After(c.cfg.StageEnd(r, round.StageVote).Add(c.cfg.GraceTime())) {
		c.clock.Release()
	}
	if i := c.awaitReports(r, nodes); i >= 0 {
		st := c.svcs[i].Status()
		c.t.Fatalf("round %d: node %d has no tally after %v (status round %d %s)", r, i, roundWait, st.Round, st.Stage)
	}
}

// awaitReports waits, on the nodes' reports and at most roundWait, until
// every node in nodes reported round r, and returns -1; at the ceiling, a
// node that did not. It leaves the clock as it is, and may run on any
// goroutine.
func (c *cluster) awaitReports(r uint64, nodes []int) int {
	ceiling := time.NewTimer(roundWait)
	defer ceiling.Stop()
	for {
		c.mu.Lock()
		missing := -1
		for _, i := range nodes {
			if _, ok := c.reports[r][c.ids[i]]; !ok {
				missing = i
				break
			}
		}
		next := c.reported
		c.mu.Unlock()
		if missing < 0 {
			return -1
		}
		select {
		case <-next:
		case <-ceiling.C:
			return missing
		}
	}
}

// sameTally checks that every node in nodes reported round r with want
// votes counted and the same votes root.
func (c *cluster) sameTally(r uint64, nodes []int, want int) {
	c.t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	first := c.reports[r][c.ids[nodes[0]]]
	for _, i := range nodes {
		rep := c.reports[r][c.ids[i]]
		if rep.Counted != want || rep.Root != first.Root {
			c.t.Errorf("round %d: node %d counted %d votes (root %x), node %d %d (root %x); want %d, one root", r, i, rep.Counted, rep.Root[:4], nodes[0], first.Counted, first.Root[:4], want)
		}
	}
}

// agree waits for round r's tallies of the honest nodes, checks that they
// computed the same winners from counted votes and returns one report.
func (c *cluster) agree(r uint64, honest []int) swarm.Report {
	c.t.Helper()
	c.waitReports(r, honest)
	c.mu.Lock()
	defer c.mu.Unlock()
	first := c.reports[r][c.ids[honest[0]]]
	if first.Counted == 0 || len(first.Winners) == 0 {
		c.t.Fatalf("round %d: node %d counted %d votes, winners %v", r, honest[0], first.Counted, first.Winners)
	}
	for _, i := range honest[1:] {
		// Winners must agree. The votes root may differ when a cheater's
		// extra message reaches some nodes only after the deadline.
		if rep := c.reports[r][c.ids[i]]; !slices.Equal(rep.Winners, first.Winners) {
			c.t.Fatalf("round %d: node %d computed %v, node %d computed %v", r, i, rep.Winners, honest[0], first.Winners)
		}
	}
	return first
}
