package daemon

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math"
	"math/big"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
)

// syncBuffer is a log sink safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// bareDaemon is a daemon that was never started: enough for the parts
// that only keep state (the watchdog, the swarm records, the log ring).
func bareDaemon(t *testing.T) (*Daemon, *syncBuffer) {
	t.Helper()
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	var out syncBuffer
	cfg := config.Default()
	cfg.ResolvePaths(t.TempDir())
	d, err := New(cfg, id, WithLogOutput(&out))
	if err != nil {
		t.Fatal(err)
	}
	return d, &out
}

func TestWatchdogShedsAndResumes(t *testing.T) {
	d, out := bareDaemon(t)
	prev := debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetMemoryLimit(prev)
	// A limit the process is certainly above: shedding starts at once.
	w := newWatchdog(d, 1<<20)
	debug.SetMemoryLimit(math.MaxInt64) // keep the test process's GC normal
	reg := prometheus.NewRegistry()
	w.register(reg)
	w.check(context.Background())
	m := w.snapshot()
	if !m.Shedding || m.ShedEvents != 1 || m.RSSBytes == 0 || m.GoBytes == 0 || !strings.Contains(m.ShedReason, "node.memory_limit") {
		t.Fatalf("after a check above the limit: %+v", m)
	}
	if !strings.Contains(out.String(), "shedding optional work") || !strings.Contains(out.String(), "fix=") {
		t.Fatalf("no shedding warning with a fix in the log:\n%s", out.String())
	}
	if v := counterSum(reg, "synod_memory_shedding"); v != 1 {
		t.Fatalf("synod_memory_shedding = %v", v)
	}
	// Still above: no second event.
	w.check(context.Background())
	if m := w.snapshot(); m.ShedEvents != 1 {
		t.Fatalf("shed events %d after staying above the limit", m.ShedEvents)
	}
	// A limit far above what the process uses: shedding ends.
	w.limit = 1 << 50
	w.check(context.Background())
	if m := w.snapshot(); m.Shedding || m.ShedReason != "" {
		t.Fatalf("after dropping under the limit: %+v", m)
	}
	if !strings.Contains(out.String(), "optional work resumed") || counterSum(reg, "synod_memory_shedding") != 0 {
		t.Fatalf("no resume in log or metric:\n%s", out.String())
	}
}

func TestWatchdogWithoutLimitNeverSheds(t *testing.T) {
	d, _ := bareDaemon(t)
	w := newWatchdog(d, 0)
	w.check(context.Background())
	if m := w.snapshot(); m.Shedding || m.LimitBytes != 0 || m.RSSBytes == 0 {
		t.Fatalf("%+v", m)
	}
}

// playing puts d in a swarm whose rounds last a minute from genesis and
// returns the registry of its swarm metrics.
func playing(t *testing.T, d *Daemon, genesis time.Time) *prometheus.Registry {
	t.Helper()
	reg := prometheus.NewRegistry()
	d.swarm = &swarmState{id: big.NewInt(3), cfg: round.Config{SwarmID: "3", Genesis: genesis,
		Answer: 15 * time.Second, Critique: 15 * time.Second, Vote: 15 * time.Second, Train: 15 * time.Second, Questions: 4, K: 4, Winners: 3}}
	d.swarmM = newSwarmMetrics(reg)
	return reg
}

func TestMissedRoundsAreReported(t *testing.T) {
	d, out := bareDaemon(t)
	reg := playing(t, d, time.Now().Add(-time.Hour))
	self := d.id.PeerID()
	other := peer.ID("other")
	rep := func(r uint64, reward int64) swarm.Report {
		return swarm.Report{Round: r, Counted: 2, Winners: []peer.ID{self},
			Ballots: []swarm.Ballot{{Voter: self, Choice: other}},
			Rewards: []round.Reward{{Peer: string(self), Total: reward, Correct: 1}, {Peer: string(other), Total: 5}}}
	}
	var got []uint64
	d.o.onRound = append(d.o.onRound, func(r swarm.Report) { got = append(got, r.Round) })
	d.onRound(rep(4, 1000))
	d.onRound(rep(5, 500))
	// The machine slept through rounds 6 to 8.
	d.onRound(rep(9, 250))
	d.onRound(rep(10, 0))
	// And through 11.
	d.onRound(rep(12, 0))
	st := d.swarm
	want := []api.RoundRange{{From: 6, To: 8}, {From: 11, To: 11}}
	if len(st.missed) != 2 || st.missed[0] != want[0] || st.missed[1] != want[1] {
		t.Fatalf("missed %+v, want %+v", st.missed, want)
	}
	if st.total != 1750 || len(st.rounds) != 5 || !st.rounds[0].Won || st.rounds[0].Voted != other.String() || st.rounds[0].RewardMilli != 1000 {
		t.Fatalf("rows %+v total %d", st.rounds, st.total)
	}
	if !strings.Contains(out.String(), "missed=6-8") || !strings.Contains(out.String(), "missed=11") {
		t.Fatalf("missed rounds not logged:\n%s", out.String())
	}
	if len(got) != 5 {
		t.Fatalf("OnRound saw %v", got)
	}
	if v := counterSum(reg, "synod_swarm_rounds_missed_total"); v != 4 {
		t.Fatalf("synod_swarm_rounds_missed_total = %v, want 4", v)
	}
	if v := counterSum(reg, "synod_swarm_reward_total"); v != 1.75 {
		t.Fatalf("synod_swarm_reward_total = %v, want 1.75", v)
	}
}

func TestLogRingKeepsTheLastLinesInOrder(t *testing.T) {
	h := newHub()
	ch, cancel := h.subscribe()
	defer cancel()
	r := newLogRing(3, h)
	log := slog.New(r.handler(slog.LevelInfo)).With("node", 1)
	log.Debug("hidden")
	for i := range 5 {
		log.Info("line", "i", i)
	}
	lines := r.last(0)
	if len(lines) != 3 || lines[0].Seq != 3 || lines[2].Seq != 5 || lines[2].Attrs != "node=1 i=4" || lines[2].Level != "INFO" {
		t.Fatalf("%+v", lines)
	}
	if got := r.last(1); len(got) != 1 || got[0].Seq != 5 {
		t.Fatalf("last(1) = %+v", got)
	}
	n := 0
	for len(ch) > 0 {
		ev := <-ch
		if ev.name != "log" {
			t.Fatalf("event %q", ev.name)
		}
		n++
	}
	if n != 5 {
		t.Fatalf("%d log events, want 5", n)
	}
}

func TestTxLogCountsOnlyWhatWasSent(t *testing.T) {
	self := common.HexToAddress("0x01")
	l := newTxLog(self)
	reg := prometheus.NewRegistry()
	l.register(reg)
	now := time.Now()
	l.add(chain.TxEvent{Time: now, From: common.HexToAddress("0x02"), Method: "register", Hash: common.HexToHash("0x0a"), GasUsed: 50})
	l.add(chain.TxEvent{Time: now, From: self, Method: "commitRound", Err: errors.New("CommitWindowNotOpen")})
	l.add(chain.TxEvent{Time: now, From: self, Method: "register", Hash: common.HexToHash("0x0b"), GasUsed: 100})
	l.add(chain.TxEvent{Time: now, From: self, Method: "commitRound", Hash: common.HexToHash("0x0c"), GasUsed: 30, Err: errors.New("reverted")})
	var c api.Chain
	l.snapshot(&c)
	if c.Txs != 1 || c.Failed != 1 || c.GasUsed != 130 || len(c.Recent) != 2 || c.Recent[1].OK || c.Recent[1].Hash == "" {
		t.Fatalf("%+v", c)
	}
	if v := counterSum(reg, "synod_chain_transactions_total"); v != 3 {
		t.Fatalf("synod_chain_transactions_total = %v, want 3 (mined, reverted, refused)", v)
	}
	if v := counterSum(reg, "synod_chain_gas_used_total"); v != 130 {
		t.Fatalf("synod_chain_gas_used_total = %v", v)
	}
}

func TestRejoinReportsTheGapOnce(t *testing.T) {
	d, out := bareDaemon(t)
	playing(t, d, time.Now().Add(-time.Hour))
	self := d.id.PeerID()
	rep := func(r uint64) swarm.Report {
		return swarm.Report{Round: r, Counted: 1, Winners: []peer.ID{self}}
	}
	d.onRound(rep(3))
	// Stopped after round 3, restarted while round 9 is in progress.
	if gap := d.swarm.catchUpLocked(9); gap == nil || *gap != (api.RoundRange{From: 4, To: 8}) {
		t.Fatalf("gap %+v, want 4-8", gap)
	}
	if gap := d.swarm.catchUpLocked(9); gap != nil {
		t.Fatalf("second catch-up at the same round: %+v", gap)
	}
	d.onRound(rep(9))
	if len(d.swarm.missed) != 1 || d.swarm.missed[0] != (api.RoundRange{From: 4, To: 8}) {
		t.Fatalf("missed %+v", d.swarm.missed)
	}
	if strings.Contains(out.String(), "asleep") {
		t.Fatalf("the gap was reported again at the first tally:\n%s", out.String())
	}
}

// The watchdog's figure for the Go runtime must fall when the heap is
// given back to the OS, or shedding, once started, would never end.
func TestWatchdogGoBytesFallAfterRelease(t *testing.T) {
	d, _ := bareDaemon(t)
	w := newWatchdog(d, 0)
	big := make([]byte, 256<<20)
	for i := range big {
		big[i] = byte(i)
	}
	w.check(context.Background())
	high := w.snapshot().GoBytes
	big = nil
	debug.FreeOSMemory()
	w.check(context.Background())
	low := w.snapshot().GoBytes
	if high-low < 128<<20 {
		t.Fatalf("Go bytes %d MiB with a 256 MiB slice, %d MiB after releasing it", high>>20, low>>20)
	}
	_ = big
}

// A round row says whether this node's critique and vote reached its tally
// and what each earned, so a node whose policy sends none shows it.
func TestRoundRowShowsCritiqueAndVote(t *testing.T) {
	d, _ := bareDaemon(t)
	playing(t, d, time.Now().Add(-time.Hour))
	self := d.id.PeerID()
	other := peer.ID("other")
	row := d.rowOf(swarm.Report{Round: 1, Counted: 1,
		Ballots: []swarm.Ballot{{Voter: self, Choice: other}},
		Rewards: []round.Reward{{Peer: string(self), Total: 3250, Critique: 250, Vote: 500, Critiqued: true, Voted: true}}})
	if !row.Critiqued || row.CritiqueMilli != 250 || !row.VoteCounted || row.VoteMilli != 500 || row.Voted != other.String() {
		t.Fatalf("critiqued and voted: %+v", row)
	}
	row = d.rowOf(swarm.Report{Round: 2, Rewards: []round.Reward{{Peer: string(self), Total: 2500}}})
	if row.Critiqued || row.VoteCounted || row.Voted != "" {
		t.Fatalf("neither critique nor vote: %+v", row)
	}
}
