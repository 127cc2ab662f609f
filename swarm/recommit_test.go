package swarm_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/round"
)

// commitCall is one CommitRound call a fakeChain received.
type commitCall struct {
	round   uint64
	root    [32]byte
	winners []peer.ID
}

// fakeChain is a swarm.Chain in memory: its members are fixed, and it
// records every commitment it is sent and answers it with err (or, with
// hold, only once the call's context ends, like a transaction that is not
// mined before the node stops).
type fakeChain struct {
	members []peer.ID
	err     error
	hold    bool

	mu    sync.Mutex
	calls []commitCall
}

func (f *fakeChain) Members(context.Context) ([]peer.ID, error) { return f.members, nil }

func (f *fakeChain) CommitRound(ctx context.Context, r uint64, root [32]byte, winners []peer.ID) error {
	f.mu.Lock()
	f.calls = append(f.calls, commitCall{r, root, slices.Clone(winners)})
	f.mu.Unlock()
	if f.hold {
		<-ctx.Done()
		return ctx.Err()
	}
	return f.err
}

func (f *fakeChain) commits() []commitCall {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.calls)
}

// tallyNode is a node whose state database holds its tally of round 0, as
// a node killed after storing the tally leaves it.
type tallyNode struct {
	t       *testing.T
	net     *memNet
	db      *state.DB
	stage   time.Duration
	genesis time.Time
	root    [32]byte
	winners []peer.ID
}

// newTallyNode stores round 0's tally with its commitment in status
// commitStatus ("" stores no commitment).
func newTallyNode(t *testing.T, commitStatus string) *tallyNode {
	k, id := newKey(t)
	db, err := state.Open("", state.WithInMemory())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	n := &tallyNode{t: t, net: &memNet{newMemBus(), k, id}, db: db, stage: time.Second, genesis: time.Unix(1_700_000_000, 0)}
	copy(n.root[:], "votes root of round 0 of 32 byte")
	for range 2 {
		_, w := newKey(t)
		n.winners = append(n.winners, w)
	}
	cfg := n.config()
	spec, err := json.Marshal(swarm.NewRoundRecord(cfg.SwarmID, swarm.Report{Round: 0, Root: n.root, Winners: n.winners, Counted: 3}))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutTask(state.Task{ID: swarm.RoundTaskID(cfg.SwarmID, 0), Role: swarm.RoundTaskRole, Status: "tallied", Spec: spec}); err != nil {
		t.Fatal(err)
	}
	if commitStatus != "" {
		if err := db.PutCommitment(state.Commitment{ID: swarm.CommitmentID(cfg.SwarmID, 0), Kind: "swarm-round", Round: 0, Root: n.root[:], Status: commitStatus}); err != nil {
			t.Fatal(err)
		}
	}
	return n
}

func (n *tallyNode) config() (cfg round.Config) { return testConfig(n.genesis, n.stage) }

// run starts the node on chain with its clock standing still at now, then
// stops it (which waits for the commitment it sent, if any).
func (n *tallyNode) run(chain *fakeChain, now time.Time) {
	n.t.Helper()
	chain.members = []peer.ID{n.net.id}
	s, err := swarm.New(n.config(), n.net, bench.FixedPolicy{Self: string(n.net.id), Cost: time.Millisecond},
		swarm.WithState(n.db), swarm.WithChain(chain), swarm.WithClock(func() time.Time { return now }))
	if err != nil {
		n.t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		n.t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		n.t.Fatal(err)
	}
}

// status is the stored status of round 0's commitment.
func (n *tallyNode) status() string {
	c, err := n.db.Commitment(swarm.CommitmentID(n.config().SwarmID, 0))
	if err != nil {
		return fmt.Sprint(err)
	}
	return c.Status
}

// TestRestartSendsUnminedCommitmentAgain starts a node whose state holds
// its tally of round 0 without a mined commitment (it was killed after
// storing the tally, before its commitment transaction was mined). Within
// round 0's commit window (until round 2 starts) it sends the stored votes
// root and winners to the chain again and records the round committed,
// also when the chain already holds that commitment; once the window has
// closed, or when the commitment is recorded mined or refused, it sends
// nothing.
func TestRestartSendsUnminedCommitmentAgain(t *testing.T) {
	for _, tc := range []struct {
		name   string
		stored string // status of the stored commitment ("": none)
		at     func(cfg round.Config) time.Time
		err    error // the chain's answer
		send   bool
		after  string // the stored status afterwards
	}{
		{"in window", "tallied", func(cfg round.Config) time.Time { return cfg.RoundStart(1).Add(cfg.Answer / 2) }, nil, true, "committed"},
		{"window ends soon", "tallied", func(cfg round.Config) time.Time { return cfg.RoundStart(2).Add(-time.Millisecond) }, nil, true, "committed"},
		{"no commitment stored", "", func(cfg round.Config) time.Time { return cfg.RoundStart(1).Add(cfg.Answer / 2) }, nil, true, "committed"},
		{"already on chain", "tallied", func(cfg round.Config) time.Time { return cfg.RoundStart(1).Add(cfg.Answer / 2) },
			fmt.Errorf("commit reverted: AlreadyCommitted: %w", swarm.ErrAlreadyCommitted), true, "committed"},
		{"window closed", "tallied", func(cfg round.Config) time.Time { return cfg.RoundStart(2) }, nil, false, "tallied"},
		{"window closed long ago", "tallied", func(cfg round.Config) time.Time { return cfg.RoundStart(5).Add(cfg.Answer / 2) }, nil, false, "tallied"},
		{"mined", "committed", func(cfg round.Config) time.Time { return cfg.RoundStart(1).Add(cfg.Answer / 2) }, nil, false, "committed"},
		{"refused", "failed", func(cfg round.Config) time.Time { return cfg.RoundStart(1).Add(cfg.Answer / 2) }, nil, false, "failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newTallyNode(t, tc.stored)
			chain := &fakeChain{err: tc.err}
			n.run(chain, tc.at(n.config()))
			calls := chain.commits()
			if !tc.send {
				if len(calls) != 0 {
					t.Fatalf("sent %d commitments, want none: %+v", len(calls), calls)
				}
			} else {
				if len(calls) != 1 {
					t.Fatalf("sent %d commitments, want 1: %+v", len(calls), calls)
				}
				if c := calls[0]; c.round != 0 || c.root != n.root || !slices.Equal(c.winners, n.winners) {
					t.Fatalf("sent round %d root %x winners %v; stored root %x winners %v", c.round, c.root, c.winners, n.root, n.winners)
				}
			}
			if got := n.status(); got != tc.after {
				t.Fatalf("commitment status %q, want %q", got, tc.after)
			}
		})
	}
}

// TestStopBeforeMinedLeavesCommitmentToSend stops a node while its
// commitment is not mined yet: the stored commitment stays tallied (not
// failed), so the node started again in the window sends it again.
func TestStopBeforeMinedLeavesCommitmentToSend(t *testing.T) {
	n := newTallyNode(t, "tallied")
	at := n.config().RoundStart(1).Add(n.stage / 2)
	pending := &fakeChain{hold: true}
	n.run(pending, at)
	if len(pending.commits()) != 1 {
		t.Fatalf("sent %d commitments, want 1", len(pending.commits()))
	}
	if got := n.status(); got != "tallied" {
		t.Fatalf("after a stop before mining the commitment is %q, want tallied", got)
	}
	chain := &fakeChain{}
	n.run(chain, at.Add(n.stage))
	if calls := chain.commits(); len(calls) != 1 || calls[0].root != n.root || !slices.Equal(calls[0].winners, n.winners) {
		t.Fatalf("the restarted node sent %+v", calls)
	}
	if got := n.status(); got != "committed" {
		t.Fatalf("commitment status %q, want committed", got)
	}
}
