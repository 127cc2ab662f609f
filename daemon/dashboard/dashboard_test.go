package dashboard_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/daemon/dashboard"
	"github.com/synod-net/synod/internal/browsertest"
)

// wait is the ceiling of every condition the browser tests wait for; they
// return as soon as it holds.
const wait = 15 * time.Second

// event is one Server-Sent Event that the fake API sends.
type event struct {
	name string
	data any
}

// fakeAPI serves the dashboard and a small API like the daemon's: the
// current snapshot at /api/v1/snapshot, and at /api/v1/events the snapshot
// at once on connect, then every event the test pushes.
type fakeAPI struct {
	srv    *httptest.Server
	events chan event
	stop   chan struct{}

	mu        sync.Mutex
	snap      api.Snapshot
	disputes  *api.Disputes // /api/v1/disputes (nil: no games, or 404 without tasks)
	noEvents  bool          // /api/v1/events answers 404
	connected int           // event streams opened
}

func newFakeAPI(t *testing.T, snap api.Snapshot, noEvents bool) *fakeAPI {
	t.Helper()
	f := &fakeAPI{snap: snap, noEvents: noEvents, events: make(chan event, 16), stop: make(chan struct{})}
	mux := http.NewServeMux()
	mux.Handle("/", dashboard.Handler())
	mux.HandleFunc("GET "+api.Prefix+"/snapshot", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(f.snapshot())
	})
	mux.HandleFunc("GET "+api.Prefix+"/disputes", f.serveDisputes)
	mux.HandleFunc("GET "+api.Prefix+"/events", f.serveEvents)
	f.srv = httptest.NewServer(mux)
	t.Cleanup(func() {
		close(f.stop) // ends the open event streams, so Close does not wait for them
		f.srv.Close()
	})
	return f
}

func (f *fakeAPI) snapshot() api.Snapshot {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.snap
}

func (f *fakeAPI) setSnapshot(s api.Snapshot) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.snap = s
}

// serveDisputes answers like the daemon: the node's games while it plays
// the task market (none unless the test set some), else 404.
func (f *fakeAPI) serveDisputes(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	ds, tasks := f.disputes, f.snap.Tasks
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if tasks == nil {
		w.WriteHeader(http.StatusNotFound)
		_ = json.NewEncoder(w).Encode(api.Error{Error: "no task-market role"})
		return
	}
	if ds == nil {
		ds = &api.Disputes{Account: tasks.Account, Games: []api.Dispute{}}
	}
	_ = json.NewEncoder(w).Encode(ds)
}

func (f *fakeAPI) serveEvents(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	noEvents := f.noEvents
	f.connected++
	f.mu.Unlock()
	if noEvents {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_ = json.NewEncoder(w).Encode(api.Error{Error: "no event stream"})
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	send := func(e event) bool {
		b, err := json.Marshal(e.data)
		if err != nil {
			panic(err)
		}
		if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", e.name, b); err != nil {
			return false
		}
		http.NewResponseController(w).Flush()
		return true
	}
	if !send(event{"snapshot", f.snapshot()}) {
		return
	}
	for {
		select {
		case e := <-f.events:
			if !send(e) {
				return
			}
		case <-r.Context().Done():
			return
		case <-f.stop:
			return
		}
	}
}

// push sends an event to the open stream (or the next one to open).
func (f *fakeAPI) push(name string, data any) { f.events <- event{name, data} }

const (
	selfID = "12D3KooWRfYU5FaY9SmuJuiRYmm8Pe4cEeE6HtqPtbqHNnGPpWrT"
	peerA  = "12D3KooWEyoppNCUx8Yx66oV9fJnriXwCcXwDDUA2kj6vnc6iDEp"
	peerB  = "16Uiu2HAmPLe7Mzm8TsYUubgCAW1aJoeFScxrLj8ppHFivPo97bUZ"
	peerC  = "12D3KooWQYhTNQdmr3ArTeUHRYzFg94BKyTkoWBDWez9kSCVe2Xo"
)

func ptr[T any](v T) *T { return &v }

// fullSnapshot is a node playing every role, at time now, in round round
// (stage "critique"), with the 20 rounds before it tallied.
func fullSnapshot(now time.Time, round uint64) api.Snapshot {
	var rounds []api.RoundRow
	var total int64
	for r := round - 20; r < round; r++ {
		reward := int64(r%7) * 250 // 0 .. 1500 milli, some rounds 0
		won := r%3 == 0
		if won {
			reward += 2000
		}
		total += reward
		winners := []string{peerA, peerB}
		if won {
			winners = []string{selfID, peerA}
		}
		row := api.RoundRow{
			Round: r, Winners: winners, Counted: 4 + int(r%3), VotesRoot: fmt.Sprintf("%064x", r),
			RewardMilli: reward, Answers: 2, Correct: int(r % 3), Won: won, Commitment: "committed",
		}
		// Some rounds without a critique or a counted vote from this node.
		if r%5 != 0 {
			row.Critiqued, row.CritiqueMilli = true, int64(r%3)*250
		}
		if r%4 != 0 {
			row.Voted, row.VoteCounted, row.VoteMilli = peerC, true, int64(r%2)*1000
		}
		rounds = append(rounds, row)
	}
	// Three rounds of learning; the last saved the weights.
	learning := []api.LearnRow{
		{Round: round - 3, Reward: 0.31, Accuracy: 0.125, ExternalReward: 0.4, LocalGroups: 2, ExternalGroups: 4, Dropped: 5, Candidates: 40, External: 4, Loss: -0.012, ClipFraction: 0.03, StateHash: strings.Repeat("ab", 32)},
		{Round: round - 2, Reward: 0.375, Accuracy: 0.1875, ExternalReward: 0.45, LocalGroups: 3, ExternalGroups: 4, Dropped: 4, Candidates: 38, External: 4, Loss: 0.004, ClipFraction: 0.01, StateHash: strings.Repeat("bc", 32)},
		{Round: round - 1, Reward: 0.44, Accuracy: 0.25, ExternalReward: 0.5, LocalGroups: 3, ExternalGroups: 4, Dropped: 4, Candidates: 38, External: 5, Loss: -0.02, ClipFraction: 0.05, StateHash: strings.Repeat("cd", 32), CheckpointCID: fmt.Sprintf("bafybeigpolicyweightsr%d", round-1)},
	}
	return api.Snapshot{
		Time: now,
		Status: api.Status{
			Version: "v0.4.0-test", PeerID: selfID, Address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			Network: "devnet",
			Addrs: []string{
				"/ip4/127.0.0.1/tcp/4001/p2p/" + selfID,
				"/ip4/127.0.0.1/udp/4001/quic-v1/p2p/" + selfID,
			},
			Reachability: "public", DHTMode: "server", Peers: 3, RoutingTable: 17,
			StartedAt: now.Add(-(3*time.Hour + 25*time.Minute)), UptimeMS: (3*time.Hour + 25*time.Minute).Milliseconds(),
			Roles:   []string{"network", "state", "checkpoints", "chain", "swarm"},
			DataDir: "/var/lib/synod",
			Memory:  api.Memory{LimitBytes: 2 << 30, HeapBytes: 610 << 20, GoBytes: 900 << 20, RSSBytes: 1010 << 20, ShedEvents: 1},
		},
		Peers: []api.Peer{
			{ID: peerA, Addrs: []string{"/ip4/127.0.0.1/tcp/4002"}, Direction: "outbound", Agent: "synod/v0.4.0", LatencyMS: 3.2, Score: ptr(12.5), InDHT: true},
			{ID: peerB, Address: "0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6", Addrs: []string{"/ip4/127.0.0.1/tcp/4003"}, Direction: "inbound", LatencyMS: 48, Score: ptr(-3.75)},
			{ID: peerC, Addrs: []string{"/ip4/127.0.0.1/tcp/4004"}, Direction: "outbound", LatencyMS: 17},
		},
		Swarm: &api.Swarm{
			ID: "7", Genesis: now.Add(-24 * time.Hour), RoundMS: 90_000, Round: round, Stage: "critique",
			StageEnds: now.Add(45 * time.Second), Members: 12, Questions: 4, Shown: 3, Winners: 2,
			Missed:           []api.RoundRange{{From: round - 40, To: round - 37}, {From: round - 30, To: round - 30}},
			Rounds:           rounds,
			RewardTotalMilli: total,
			Learning:         learning,
			PolicyCID:        fmt.Sprintf("bafybeigpolicyweightsr%d", round-1),
			Sent:             1204, Received: 8931, Rejected: 3,
		},
		Checkpoints: api.Checkpoints{
			Pinned: []api.Pin{
				{CID: "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi", Name: "qwen-0.5b-grpo-r1180", SizeBytes: 988 << 20, PinnedAt: now.Add(-2 * time.Hour)},
				{CID: "bafybeihkoviema7g3gxyt6la7vd5ho32ictqbilu3wnlo3rs7ewhnp7lly", Name: "qwen-0.5b-base", SizeBytes: 953 << 20, PinnedAt: now.Add(-26 * time.Hour)},
			},
			StoredBytes: 1941 << 20, ServedBytes: 3 << 30, FetchedBytes: 953 << 20, ServeRate: 50 << 20, Serving: true,
		},
		Chain: &api.Chain{
			Mode: "embedded", ChainID: 31337, Coordinator: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
			Account: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", Txs: 42, Failed: 1, GasUsed: 1_234_567,
			Recent: []api.Tx{
				{Time: now.Add(-50 * time.Second), Method: "submitWinners", Hash: "0x" + strings.Repeat("ab", 32), GasUsed: 61234, OK: true},
				{Time: now.Add(-20 * time.Second), Method: "submitReward", Hash: "0x" + strings.Repeat("cd", 32), GasUsed: 0, OK: false, Error: "execution reverted: round closed"},
			},
		},
		Tasks: &api.Tasks{
			Roles: []string{"solver", "verifier"}, Account: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			Tasks: []api.TaskRow{
				{ID: "12", Role: "solver", Phase: "committed", WorkUsed: 384925440, CheckpointCID: "bafkreighsfw2omqkj3hht2dfolqfcfjkftszh5amjm6mkhzycsbx7ilc3y"},
				{ID: "9", Role: "verifier", Phase: "done", Forced: true},
			},
			Events: []api.TaskEvent{
				{Time: now.Add(-9 * time.Second), Role: "verifier", TaskID: "9", What: "agreed", Detail: "final state dd6419ca"},
				{Time: now.Add(-4 * time.Second), Role: "solver", TaskID: "12", What: "committed", Detail: "sealed result and sealed wrong hash"},
			},
		},
		Pipeline: pipelineSnapshot(now, 5),
		Logs: []api.LogLine{
			{Time: now.Add(-3 * time.Second), Level: "INFO", Msg: "round tallied", Attrs: fmt.Sprintf("round=%d winners=2", round-1)},
			{Time: now.Add(-2 * time.Second), Level: "WARN", Msg: "peer score below zero", Attrs: "peer=16*Po97bUZ score=-3.75"},
			{Time: now.Add(-1 * time.Second), Level: "DEBUG", Msg: "gossip heartbeat", Attrs: "mesh=3"},
		},
	}
}

// pipelineSnapshot is a coordinator in a session of 10 iterations, done
// iterations done: 4 stages, paths of 3 (four microbatches skip stage 2,
// two skip stage 1), two peers on stage 1, one of them dropped during
// iteration 2, whose microbatches were re-planned.
func pipelineSnapshot(now time.Time, done int) *api.Pipeline {
	p := &api.Pipeline{
		Role: "coordinator", Run: "devnet", Model: "tiny", Offer: []int{}, State: "running", Session: "0011223344556677",
		Stages: 4, Stage: 0, PathLength: 3, Iteration: done, Iterations: 10, Microbatches: 6, InFlight: 2, PeakInFlight: 3,
		Forwarded: int64(6 * done), Backwarded: int64(6*done - 2), Replans: 2, Drops: 1, BytesSent: 3 << 20, BytesRecv: 5 << 20,
		Paths: [][]int{{0, 1, 3}, {0, 1, 3}, {0, 2, 3}, {0, 1, 3}, {0, 2, 3}, {0, 1, 3}},
		Runs:  1, StartedAt: now.Add(-time.Minute),
		StagePeers: []api.PipelineStage{
			{Stage: 0, Peers: []api.PipelinePeer{{ID: selfID, Self: true, Iteration: done, StateHash: strings.Repeat("a1", 32), Forwarded: int64(6 * done), Backwarded: int64(6*done - 2), InFlight: 2}}},
			{Stage: 1, Peers: []api.PipelinePeer{
				{ID: peerA, Iteration: done, StateHash: strings.Repeat("b2", 32), Forwarded: 20, Backwarded: 19, InFlight: 1},
				{ID: peerB, Dropped: true, Iteration: 2, StateHash: strings.Repeat("c3", 32), Forwarded: 8, Backwarded: 8},
			}},
			{Stage: 2, Peers: []api.PipelinePeer{{ID: peerC, Iteration: done, StateHash: strings.Repeat("d4", 32), Forwarded: 10, Backwarded: 10}}},
			{Stage: 3, Peers: []api.PipelinePeer{{ID: "12D3KooWJWoaqZhDaoEFshF7Rh1bpY9ohihFhzcW6d69Lr2NASuq", Iteration: done - 1, Forwarded: 29, Backwarded: 28, InFlight: 1}}},
		},
	}
	for i := range done {
		it := api.PipelineIter{Iter: i, Loss: 2.75 - 0.2*float64(i), MS: 40, Microbatches: 6, PeakInFlight: 3, StateHash: strings.Repeat("a1", 32)}
		if i == 2 {
			it.Replanned = 2
		}
		p.Iters = append(p.Iters, it)
	}
	if done > 0 {
		l := p.Iters[done-1].Loss
		p.Loss = &l
	}
	return p
}

// checkPipeline checks the pipeline panel against p: the headline
// values, one row per peer in stage order (dropped peers struck), one
// chart point per iteration and the paths with their counts.
func checkPipeline(t *testing.T, b *browsertest.Browser, p *api.Pipeline) {
	t.Helper()
	if !b.Visible("pipeline") {
		t.Fatal("the pipeline panel is hidden although the node coordinates a run")
	}
	want(t, b, "pipeline-state", p.State)
	want(t, b, "pipeline-iteration", fmt.Sprintf("%d / %d", p.Iteration, p.Iterations))
	wantValue(t, b, "pipeline-iteration", p.Iteration)
	want(t, b, "pipeline-loss", fmt.Sprintf("%.4f", *p.Loss))
	want(t, b, "pipeline-in-flight", strconv.Itoa(p.InFlight))
	want(t, b, "pipeline-replans", strconv.FormatInt(p.Replans, 10))
	evalText := "—"
	if e := p.Eval; e != nil {
		evalText = fmt.Sprintf("loss %.4f over %d batches · stages 0→1→3 · skipped 2 (no live peer)", e.Loss, e.Batches)
	}
	want(t, b, "pipeline-eval", evalText)
	var got struct {
		Rows  [][]string `json:"rows"`
		Dots  []string   `json:"dots"`
		Paths []string   `json:"paths"`
	}
	b.Eval(`({rows: [...document.querySelectorAll('#pipe-rows tr')].map(tr => [tr.dataset.stage, tr.dataset.peer, tr.classList.contains('dropped') ? 'dropped' : '',
			tr.querySelector('[data-col="iteration"]').textContent, tr.querySelector('[data-col="forward"]').textContent, tr.querySelector('[data-col="in-flight"]').textContent]),
		dots: [...document.querySelectorAll('[data-testid="pipeline-chart"] [data-iter]')].map(e => e.dataset.iter),
		paths: [...document.querySelectorAll('#pipe-paths [data-path]')].map(e => e.dataset.path + ' x' + e.dataset.count)})`, &got)
	var rows [][]string
	for _, st := range p.StagePeers {
		for _, q := range st.Peers {
			dropped := ""
			if q.Dropped {
				dropped = "dropped"
			}
			rows = append(rows, []string{strconv.Itoa(st.Stage), q.ID, dropped, strconv.Itoa(q.Iteration), groupThousands(q.Forwarded), strconv.Itoa(q.InFlight)})
		}
	}
	if fmt.Sprint(got.Rows) != fmt.Sprint(rows) {
		t.Errorf("pipeline rows %q, want %q", got.Rows, rows)
	}
	if len(got.Dots) != len(p.Iters) || (len(p.Iters) > 0 && got.Dots[len(got.Dots)-1] != strconv.Itoa(p.Iters[len(p.Iters)-1].Iter)) {
		t.Errorf("pipeline chart points %v for %d iterations", got.Dots, len(p.Iters))
	}
	if strings.Join(got.Paths, ", ") != "0→1→3 x4, 0→2→3 x2" {
		t.Errorf("pipeline paths %v", got.Paths)
	}
}

// openDashboard starts the fake API with snap, opens it in a browser and
// waits for the first render.
func openDashboard(t *testing.T, snap api.Snapshot, noEvents bool) (*fakeAPI, *browsertest.Browser) {
	t.Helper()
	f := newFakeAPI(t, snap, noEvents)
	b := browsertest.New(t)
	b.Open(f.srv.URL)
	waitSnapshot(t, b, snap)
	return f, b
}

// waitSnapshot waits until the page has rendered the snapshot.
func waitSnapshot(t *testing.T, b *browsertest.Browser, s api.Snapshot) {
	t.Helper()
	ts, err := json.Marshal(s.Time)
	if err != nil {
		t.Fatal(err)
	}
	b.WaitFor(fmt.Sprintf(`document.body.dataset.lastSnapshot === %s`, ts), wait)
}

// want checks the text of an element against what the snapshot says.
// checkTasks checks the tasks panel against fullSnapshot's tasks: the
// roles, one row per task in the snapshot's order, and the events newest
// first.
func checkTasks(t *testing.T, b *browsertest.Browser) {
	t.Helper()
	if !b.Visible("tasks") {
		t.Fatal("the tasks panel is hidden although the node solves and verifies")
	}
	var rows [][]string
	b.Eval(`[...document.querySelectorAll('#task-rows tr')].map(tr => [...tr.children].map(td => td.textContent))`, &rows)
	if len(rows) != 2 || rows[0][0] != "12" || rows[0][1] != "solver" || rows[0][2] != "committed" || rows[0][3] != "384,925,440" ||
		rows[1][0] != "9" || rows[1][2] != "done" || rows[1][5] != "forced error drawn" {
		t.Errorf("task rows %q", rows)
	}
	var events []string
	b.Eval(`[...document.querySelectorAll('#task-events tr td:last-child')].map(e => e.textContent)`, &events)
	if len(events) != 2 || events[0] != "committed: sealed result and sealed wrong hash" || events[1] != "agreed: final state dd6419ca" {
		t.Errorf("task events %q", events)
	}
}

func want(t *testing.T, b *browsertest.Browser, testid, text string) {
	t.Helper()
	if got := b.Text(testid); got != text {
		t.Errorf("%s shows %q, want %q", testid, got, text)
	}
}

// wantValue checks the raw value (data-value) of a headline element.
func wantValue(t *testing.T, b *browsertest.Browser, testid string, v any) {
	t.Helper()
	if got, w := b.Attr(testid, "data-value"), fmt.Sprint(v); got != w {
		t.Errorf("%s has data-value %q, want %q", testid, got, w)
	}
}

// checkHeadlines checks every headline value against the snapshot.
func checkHeadlines(t *testing.T, b *browsertest.Browser, s api.Snapshot) {
	t.Helper()
	want(t, b, "peer-id", s.Status.PeerID)
	want(t, b, "peer-count", strconv.Itoa(s.Status.Peers))
	want(t, b, "reachability", s.Status.Reachability)
	want(t, b, "swarm-round", groupThousands(int64(s.Swarm.Round)))
	wantValue(t, b, "swarm-round", s.Swarm.Round)
	want(t, b, "swarm-stage", s.Swarm.Stage)
	want(t, b, "reward-total", fmt.Sprintf("%.3f", float64(s.Swarm.RewardTotalMilli)/1000))
	wantValue(t, b, "reward-total", s.Swarm.RewardTotalMilli)
	want(t, b, "checkpoint-count", strconv.Itoa(len(s.Checkpoints.Pinned)))
	want(t, b, "chain-txs", groupThousands(s.Chain.Txs))
	wantValue(t, b, "chain-txs", s.Chain.Txs)
	want(t, b, "chain-gas", groupThousands(int64(s.Chain.GasUsed)))
	wantValue(t, b, "chain-gas", s.Chain.GasUsed)
}

// checkChart checks that the reward chart has one bar per round (the last
// 50) with the round's reward.
func checkChart(t *testing.T, b *browsertest.Browser, rounds []api.RoundRow) {
	t.Helper()
	if len(rounds) > 50 {
		rounds = rounds[len(rounds)-50:]
	}
	var bars []struct {
		Round  string `json:"round"`
		Reward string `json:"reward"`
	}
	b.Eval(`[...document.querySelectorAll('[data-testid="reward-chart"] [data-round]')].map(e => ({round: e.dataset.round, reward: e.dataset.rewardMilli}))`, &bars)
	if len(bars) != len(rounds) {
		t.Fatalf("reward chart has %d bars, want %d (one per round)", len(bars), len(rounds))
	}
	for i, r := range rounds {
		if bars[i].Round != fmt.Sprint(r.Round) || bars[i].Reward != fmt.Sprint(r.RewardMilli) {
			t.Errorf("bar %d: round %s reward %s, want round %d reward %d", i, bars[i].Round, bars[i].Reward, r.Round, r.RewardMilli)
		}
	}
}

// checkLearning checks the learning panel against the rounds it should
// show (oldest first) and the weights' CID: one table row per round,
// newest first, with its accuracy, groups and saved CID; one chart point
// per round, oldest first; the newest accuracy as the headline; the CID
// in full; and no empty-state note.
func checkLearning(t *testing.T, b *browsertest.Browser, rows []api.LearnRow, cid string) {
	t.Helper()
	type cells struct {
		Round  string `json:"round"`
		Acc    string `json:"acc"`
		Groups string `json:"groups"`
		CID    string `json:"cid"`
	}
	var got struct {
		Rows     []cells  `json:"rows"`
		Dots     []string `json:"dots"`
		Headline string   `json:"headline"`
		CID      string   `json:"cid"`
		Copy     bool     `json:"copy"`
		Empty    bool     `json:"empty"`
		Panel    bool     `json:"panel"`
	}
	b.Eval(`({rows: [...document.querySelectorAll('#learn-rows tr')].map(tr => ({
			round: tr.dataset.round,
			acc: tr.querySelector('[data-col="accuracy"]').textContent,
			groups: tr.querySelector('[data-col="groups"]').textContent,
			cid: tr.querySelector('[data-col="checkpoint"] code')?.dataset.cid || ''})),
		dots: [...document.querySelectorAll('[data-testid="learn-chart"] [data-round]')].map(e => e.dataset.round),
		headline: document.querySelector('[data-testid="learn-accuracy"]').textContent,
		cid: document.querySelector('[data-testid="policy-cid"]').textContent,
		copy: !document.getElementById('copy-policy').hidden,
		empty: !document.querySelector('[data-testid="learn-empty"]').hidden,
		panel: !document.querySelector('[data-testid="learning"]').hidden})`, &got)
	if !got.Panel || got.Empty || got.CID != cid || !got.Copy {
		t.Fatalf("learning panel shown %v, empty note %v, policy CID %q (copy button %v), want %q", got.Panel, got.Empty, got.CID, got.Copy, cid)
	}
	if len(got.Rows) != len(rows) || len(got.Dots) != len(rows) {
		t.Fatalf("learning table has %d rows and the chart %d points, want %d", len(got.Rows), len(got.Dots), len(rows))
	}
	pct := func(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }
	if w := pct(rows[len(rows)-1].Accuracy); got.Headline != w {
		t.Errorf("newest accuracy shows %q, want %q", got.Headline, w)
	}
	for i, r := range rows {
		c := got.Rows[len(rows)-1-i]
		w := cells{fmt.Sprint(r.Round), pct(r.Accuracy), fmt.Sprintf("%d / %d", r.LocalGroups, r.ExternalGroups), r.CheckpointCID}
		if c != w {
			t.Errorf("learning row of round %d: %+v, want %+v", r.Round, c, w)
		}
		if got.Dots[i] != fmt.Sprint(r.Round) {
			t.Errorf("learning chart point %d is round %s, want %d", i, got.Dots[i], r.Round)
		}
	}
}

// checkLearningEmpty checks the learning panel of a node with a swarm that
// has not learned: the note that says why, no rows, no points, no CID.
func checkLearningEmpty(t *testing.T, b *browsertest.Browser) {
	t.Helper()
	if !b.Visible("learning") || !b.Visible("learn-empty") {
		t.Fatal("the learning panel or its empty-state note is not visible")
	}
	if got := b.Text("learn-empty"); !strings.Contains(got, "does not learn") || !strings.Contains(got, "swarm.learn = false") || !strings.Contains(got, "first training round") {
		t.Errorf("empty-state note: %q", got)
	}
	want(t, b, "learn-rows", "no training round yet")
	want(t, b, "policy-cid", "not saved yet")
	want(t, b, "learn-accuracy", "—")
	var dots int
	b.Eval(`document.querySelectorAll('[data-testid="learn-chart"] [data-round]').length`, &dots)
	if dots != 0 {
		t.Errorf("learning chart has %d points without a training round", dots)
	}
}

// checkRoundsTable checks the rounds table's critique and vote cells,
// newest round first: the reward each earned, or "none" when this node
// sent none.
func checkRoundsTable(t *testing.T, b *browsertest.Browser, rounds []api.RoundRow) {
	t.Helper()
	var cells []struct {
		Critique string `json:"critique"`
		Vote     string `json:"vote"`
	}
	b.Eval(`[...document.querySelectorAll('#round-rows tr')].map(tr => ({critique: tr.querySelector('[data-col="critique"]').textContent, vote: tr.querySelector('[data-col="vote"]').textContent}))`, &cells)
	if len(cells) != len(rounds) {
		t.Fatalf("rounds table has %d rows, want %d", len(cells), len(rounds))
	}
	for i, c := range cells {
		r := rounds[len(rounds)-1-i]
		crit, vote := "none", "none"
		if r.Critiqued {
			crit = fmt.Sprintf("%.3f", float64(r.CritiqueMilli)/1000)
		}
		if r.VoteCounted {
			vote = fmt.Sprintf("%.3f", float64(r.VoteMilli)/1000)
		}
		if c.Critique != crit || !strings.HasSuffix(c.Vote, vote) || (vote == "none") != (c.Vote == "none") {
			t.Errorf("round %d: critique %q vote %q, want %q and %q", r.Round, c.Critique, c.Vote, crit, vote)
		}
	}
}

func groupThousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// saveScreenshot writes the page to the test's artifact directory (kept by
// go test -artifacts) and to $SYNOD_TEST_OUT when set.
func saveScreenshot(t *testing.T, b *browsertest.Browser, name string) {
	t.Helper()
	dirs := []string{t.ArtifactDir()}
	if out := os.Getenv("SYNOD_TEST_OUT"); out != "" {
		dirs = append(dirs, out)
	}
	for _, d := range dirs {
		p := filepath.Join(d, name)
		b.Screenshot(p)
		t.Logf("screenshot: %s", p)
	}
}

// checkLocalOnly fails the test when the page requested anything outside
// the test server.
func checkLocalOnly(t *testing.T, b *browsertest.Browser, f *fakeAPI) {
	t.Helper()
	reqs := b.Requests()
	if len(reqs) == 0 {
		t.Fatal("no request recorded")
	}
	for _, u := range reqs {
		if !strings.HasPrefix(u, f.srv.URL+"/") {
			t.Errorf("the page requested %s, outside the node (%s)", u, f.srv.URL)
		}
	}
}

func TestDashboard(t *testing.T) {
	start := time.Now()
	now := time.Now().UTC()
	s1 := fullSnapshot(now, 1201)
	f, b := openDashboard(t, s1, false)

	checkHeadlines(t, b, s1)
	checkChart(t, b, s1.Swarm.Rounds)
	checkRoundsTable(t, b, s1.Swarm.Rounds)
	if b.Visible("memory-shedding") {
		t.Error("the shedding warning shows while the node sheds nothing")
	}
	if got := b.Text("log-lines"); !strings.Contains(got, "peer score below zero") {
		t.Errorf("log panel lacks the snapshot's lines: %q", got)
	}
	var order []string
	b.Eval(`[...document.querySelectorAll('#peer-rows tr td:last-child')].map(e => e.textContent)`, &order)
	if strings.Join(order, " ") != "12.50 -3.75 —" {
		t.Errorf("peers by score: %v, want 12.50 -3.75 —", order)
	}
	if got := b.Text("swarm-round"); got != "1,201" {
		t.Errorf("round shows %q", got)
	}
	if got := strings.Join(strings.Fields(b.Text("log-lines")), " "); !strings.Contains(got, "WARN peer score below zero") {
		t.Errorf("log line not rendered with its level: %q", got)
	}
	var missed string
	b.Eval(`document.getElementById('missed').textContent`, &missed)
	if missed != "missed rounds 1161-1164, 1171" {
		t.Errorf("missed rounds show %q", missed)
	}

	// The countdown runs in the browser: it goes down between snapshots.
	var first float64
	b.Eval(`Number(document.querySelector('[data-testid="stage-countdown"]').dataset.remainingMs)`, &first)
	if first <= 30_000 || first > 45_000 {
		t.Errorf("countdown starts at %.0f ms, want about 45000", first)
	}
	text1 := b.Text("stage-countdown")
	b.WaitFor(fmt.Sprintf(`Number(document.querySelector('[data-testid="stage-countdown"]').dataset.remainingMs) < %f`, first-500), wait)
	if text2 := b.Text("stage-countdown"); text2 == text1 || !strings.HasSuffix(text2, " s") {
		t.Errorf("countdown text went from %q to %q", text1, text2)
	}

	// Events: a round, a log line, then a new snapshot.
	b.WaitFor(`document.querySelector('[data-testid="connection"]').dataset.mode === 'live'`, wait)
	row := api.RoundRow{Round: 1201, Winners: []string{selfID, peerC}, Counted: 6, RewardMilli: 3250, Won: true, Voted: peerA, Commitment: "pending"}
	f.push("round", row)
	b.WaitFor(`document.querySelector('[data-testid="reward-chart"] [data-round="1201"]')?.dataset.rewardMilli === "3250"`, wait)
	checkLearning(t, b, s1.Swarm.Learning, s1.Swarm.PolicyCID)
	if got := b.Text("policy-cid"); got != "bafybeigpolicyweightsr1200" {
		t.Errorf("policy CID shows %q", got)
	}
	learn := api.LearnRow{
		Round: 1201, Reward: 0.6, Accuracy: 0.5, ExternalReward: 0.7, LocalGroups: 4, ExternalGroups: 3, Dropped: 1, Candidates: 36,
		External: 3, Loss: 0.0125, ClipFraction: 0.02, StateHash: strings.Repeat("ef", 32), CheckpointCID: "bafybeignewweightsr1201",
	}
	f.push("learn", learn)
	b.WaitFor(`document.querySelectorAll('#learn-rows tr').length === 4`, wait)
	checkLearning(t, b, append(slices.Clone(s1.Swarm.Learning), learn), learn.CheckpointCID)
	want(t, b, "learn-reward", "0.600")
	checkTasks(t, b)
	checkPipeline(t, b, s1.Pipeline)
	next := pipelineSnapshot(now, 6)
	next.Evaluated, next.Eval = 4, &api.PipelineEval{Batches: 4, Loss: 1.5123, Stages: []int{0, 1, 3}, Skipped: []int{2}}
	f.push("pipeline", next)
	b.WaitFor(`document.querySelector('[data-testid="pipeline-iteration"]').dataset.value === "6"`, wait)
	checkPipeline(t, b, next)
	f.push("task", api.TaskEvent{Time: time.Now().UTC(), Role: "solver", TaskID: "12", What: "revealed", Detail: "forced error: false"})
	b.WaitFor(`document.querySelector('#task-events tr td:last-child')?.textContent === "revealed: forced error: false"`, wait)
	f.push("log", api.LogLine{Time: time.Now().UTC(), Level: "ERROR", Msg: "checkpoint fetch failed", Attrs: "cid=bafy… err=timeout"})
	b.WaitFor(`document.querySelector('[data-testid="log-lines"]').lastElementChild.innerText.includes("checkpoint fetch failed")`, wait)

	s2 := fullSnapshot(now.Add(1500*time.Millisecond), 1202)
	s2.Swarm.Stage = "vote"
	s2.Status.Peers = 4
	s2.Peers = append(s2.Peers, api.Peer{ID: "12D3KooWJWoaqZhDaoEFshF7Rh1bpY9ohihFhzcW6d69Lr2NASuq", Direction: "inbound", LatencyMS: 0.8, Score: ptr(0.0)})
	s2.Chain.Txs, s2.Chain.GasUsed = 1043, 1_295_801
	s2.Checkpoints.Pinned = s2.Checkpoints.Pinned[:1]
	f.setSnapshot(s2)
	f.push("snapshot", s2)
	waitSnapshot(t, b, s2)
	checkHeadlines(t, b, s2)
	checkChart(t, b, s2.Swarm.Rounds)
	checkRoundsTable(t, b, s2.Swarm.Rounds)
	checkLearning(t, b, s2.Swarm.Learning, s2.Swarm.PolicyCID)
	if got := b.Text("log-lines"); !strings.Contains(got, "checkpoint fetch failed") {
		t.Error("the log event's line went away with the next snapshot")
	}
	var logCount int
	b.Eval(`document.querySelectorAll('[data-testid="log-lines"] > *').length`, &logCount)
	if logCount != 4 {
		t.Errorf("log shows %d lines, want 4 (no duplicates from the second snapshot)", logCount)
	}

	checkLocalOnly(t, b, f)
	b.NoErrors()
	saveScreenshot(t, b, "dashboard.png")
	b.ColorScheme("dark")
	b.WaitFor(`getComputedStyle(document.body).backgroundColor !== "rgb(244, 245, 247)"`, wait)
	saveScreenshot(t, b, "dashboard-dark.png")
	b.ColorScheme("light")
	b.SetViewport(390, 844)
	b.WaitFor(`document.documentElement.scrollWidth <= 390`, wait)
	saveScreenshot(t, b, "dashboard-narrow.png")
	b.NoErrors()
	t.Logf("browser test took %v", time.Since(start).Round(time.Millisecond))
}

func TestDashboardWithoutSwarmAndChain(t *testing.T) {
	s := fullSnapshot(time.Now().UTC(), 50)
	s.Swarm, s.Chain, s.Tasks, s.Pipeline = nil, nil, nil, nil
	s.Peers, s.Status.Peers = nil, 0
	s.Status.Roles = []string{"network", "checkpoints"}
	s.Status.Reachability = "private"
	f, b := openDashboard(t, s, false)
	for _, id := range []string{"swarm-round", "swarm-stage", "stage-countdown", "reward-total", "reward-chart", "learning", "policy-cid", "learn-chart", "chain-txs", "chain-gas", "tasks", "task-rows", "pipeline", "pipeline-stages"} {
		if b.Visible(id) {
			t.Errorf("%s visible without its panel's data", id)
		}
	}
	want(t, b, "peer-count", "0")
	want(t, b, "reachability", "private")
	want(t, b, "checkpoint-count", "2")
	if got := b.Text("log-lines"); !strings.Contains(got, "gossip heartbeat") {
		t.Errorf("log lines: %q", got)
	}
	checkLocalOnly(t, b, f)
	b.NoErrors()
	saveScreenshot(t, b, "dashboard-minimal.png")
}

func TestDashboardMemoryShedding(t *testing.T) {
	s := fullSnapshot(time.Now().UTC(), 300)
	s.Status.Memory.GoBytes = s.Status.Memory.LimitBytes * 97 / 100
	s.Status.Memory.Shedding = true
	s.Status.Memory.ShedReason = "Go memory at 97% of the limit"
	s.Checkpoints.Serving = false
	_, b := openDashboard(t, s, false)
	if !b.Visible("memory-shedding") {
		t.Fatal("the shedding warning is not visible")
	}
	want(t, b, "memory-shedding", "shedding optional work: Go memory at 97% of the limit")
	b.NoErrors()
	saveScreenshot(t, b, "dashboard-shedding.png")
}

// TestDashboardPolling: when the event stream cannot be opened the page
// polls the snapshot and says so.
func TestDashboardPolling(t *testing.T) {
	s1 := fullSnapshot(time.Now().UTC(), 10)
	f, b := openDashboard(t, s1, true)
	b.WaitFor(`document.querySelector('[data-testid="connection"]').dataset.mode === 'polling'`, wait)
	want(t, b, "connection", "polling every 2 s")
	s2 := fullSnapshot(s1.Time.Add(time.Second), 11)
	f.setSnapshot(s2)
	waitSnapshot(t, b, s2)
	want(t, b, "swarm-round", "11")
	for _, e := range b.Errors() {
		if !strings.Contains(e, "/api/v1/events") && !strings.Contains(e, "EventSource") {
			t.Errorf("console error: %s", e)
		}
	}
}

// TestDashboardLearningPolling: a swarm node that has not learned shows
// the learning panel's empty state; when the event stream is blocked, the
// polled snapshots fill the panel once rounds of learning arrive.
func TestDashboardLearningPolling(t *testing.T) {
	s1 := fullSnapshot(time.Now().UTC(), 20)
	s1.Swarm.Learning, s1.Swarm.PolicyCID = nil, ""
	f, b := openDashboard(t, s1, true)
	checkLearningEmpty(t, b)
	b.WaitFor(`document.querySelector('[data-testid="connection"]').dataset.mode === 'polling'`, wait)

	// The first round of learning, no weights saved yet.
	s2 := fullSnapshot(s1.Time.Add(time.Second), 21)
	s2.Swarm.Learning, s2.Swarm.PolicyCID = s2.Swarm.Learning[:1], ""
	f.setSnapshot(s2)
	waitSnapshot(t, b, s2)
	if b.Visible("learn-empty") {
		t.Error("the empty-state note stays after a round of learning")
	}
	want(t, b, "policy-cid", "not saved yet")
	want(t, b, "learn-accuracy", "12.5%")
	var rows int
	b.Eval(`document.querySelectorAll('#learn-rows tr[data-round]').length`, &rows)
	if rows != 1 {
		t.Errorf("learning table has %d rows, want 1", rows)
	}

	s3 := fullSnapshot(s2.Time.Add(time.Second), 22)
	f.setSnapshot(s3)
	waitSnapshot(t, b, s3)
	checkLearning(t, b, s3.Swarm.Learning, "bafybeigpolicyweightsr21")
	b.SetViewport(390, 844)
	b.WaitFor(`document.documentElement.scrollWidth <= 390`, wait)
	saveScreenshot(t, b, "dashboard-learning-narrow.png")
	for _, e := range b.Errors() {
		if !strings.Contains(e, "/api/v1/events") && !strings.Contains(e, "EventSource") {
			t.Errorf("console error: %s", e)
		}
	}
}

func TestHandler(t *testing.T) {
	srv := httptest.NewServer(dashboard.Handler())
	defer srv.Close()
	get := func(path string) (*http.Response, string) {
		t.Helper()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp, string(body)
	}
	for _, c := range []struct{ path, ctype, contains string }{
		{"/", "text/html; charset=utf-8", `<script src="/assets/app.js" defer></script>`},
		{"/assets/app.js", "text/javascript; charset=utf-8", "EventSource"},
		{"/assets/style.css", "text/css; charset=utf-8", "prefers-color-scheme"},
		{"/assets/favicon.svg", "image/svg+xml", "<svg"},
	} {
		resp, body := get(c.path)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %s", c.path, resp.Status)
			continue
		}
		h := resp.Header
		if h.Get("Content-Type") != c.ctype {
			t.Errorf("%s: Content-Type %q, want %q", c.path, h.Get("Content-Type"), c.ctype)
		}
		if h.Get("Content-Security-Policy") != dashboard.ContentSecurityPolicy ||
			!strings.Contains(h.Get("Content-Security-Policy"), "default-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q", c.path, h.Get("Content-Security-Policy"))
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Cache-Control") != "no-cache" || h.Get("ETag") == "" {
			t.Errorf("%s: headers %v", c.path, h)
		}
		if !strings.Contains(body, c.contains) {
			t.Errorf("%s: body lacks %q", c.path, c.contains)
		}
	}
	// A revalidation with the ETag answers 304.
	resp, _ := get("/assets/app.js")
	req, _ := http.NewRequest("GET", srv.URL+"/assets/app.js", nil)
	req.Header.Set("If-None-Match", resp.Header.Get("ETag"))
	resp2, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp2.Body.Close()
	if resp2.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation: %s, want 304", resp2.Status)
	}
	// The dashboard claims / and its assets only.
	for _, p := range []string{"/index.html", "/assets/", "/assets/index.html", "/assets/nope.js", "/api/v1/snapshot", "/metrics", "/favicon.ico"} {
		if resp, _ := get(p); resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %s, want 404", p, resp.Status)
		}
	}
	// No inline script: the CSP would block it.
	_, index := get("/")
	if strings.Count(index, "<script") != 1 || strings.Contains(index, " style=") || strings.Contains(index, "onclick") {
		t.Error("index.html has inline script or style, which the Content-Security-Policy blocks")
	}
}
