package crashtest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/storage/state"
)

const (
	envDir      = "SYNOD_CRASH_CHILD_DIR"
	envProvider = "SYNOD_CRASH_PROVIDER"
	envCID      = "SYNOD_CRASH_CID"
	trials      = 20
)

// peerSpec is how the provider and the child start their loopback nodes
// (one network, TCP only, no DHT refreshes in the background: the child
// fetches from the provider it is given).
var peerSpec = localnet.Spec{NoQUIC: true, NoDHTRefresh: true}

// TestCrashChild is the child process; it does nothing unless started by
// TestKillNineLosesNothing.
func TestCrashChild(t *testing.T) {
	dir := os.Getenv(envDir)
	if dir == "" {
		t.Skip("child process of TestKillNineLosesNothing")
	}
	if err := child(dir); err != nil {
		fmt.Fprintln(os.Stdout, "ERROR", err)
		os.Exit(3)
	}
	os.Exit(0)
}

func say(format string, args ...any) {
	// One unbuffered write per line: a line on the pipe means the event
	// happened before it.
	_, _ = os.Stdout.WriteString(fmt.Sprintf(format, args...) + "\n")
}

func child(dir string) error {
	ctx := context.Background()
	var prov peer.AddrInfo
	if err := json.Unmarshal([]byte(os.Getenv(envProvider)), &prov); err != nil {
		return err
	}
	root, err := cid.Decode(os.Getenv(envCID))
	if err != nil {
		return err
	}
	db, err := state.Open(filepath.Join(dir, "state"))
	if err != nil {
		return err
	}
	st, err := checkpoint.OpenStore(filepath.Join(dir, "blocks"))
	if err != nil {
		return err
	}
	p, err := localnet.One(ctx, peerSpec)
	if err != nil {
		return err
	}
	svc, err := checkpoint.NewService(p.Host(), p.DHT(), st, checkpoint.WithReprovideInterval(0))
	if err != nil {
		return err
	}
	if err := svc.Start(ctx); err != nil {
		return err
	}
	tasks, err := db.Tasks()
	if err != nil {
		return err
	}
	next := len(tasks)
	say("READY %d", next)

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		// A slow link: about 15 ms per 256 KiB block, so the kills land in
		// the middle of the fetch.
		var paced uint64
		res, err := svc.Fetch(ctx, root, checkpoint.WithPeers(prov), checkpoint.WithoutProvide(),
			checkpoint.WithProgress(func(p checkpoint.Progress) {
				if p.Fetched > paced {
					time.Sleep(time.Duration((p.Fetched-paced)/(256<<10)) * 15 * time.Millisecond)
					paced = p.Fetched
				}
			}))
		if err != nil {
			say("ERROR fetch: %v", err)
			return
		}
		say("FETCHED %d %d", res.Fetched, res.AlreadyLocal)
		h, _, err := st.ExportChecked(ctx, root, discard{})
		if err != nil {
			say("ERROR export: %v", err)
			return
		}
		say("DONE %s", h)
	}()
	for i := next; ; i++ {
		id := fmt.Sprintf("t%08d", i)
		// Three records in one transaction: all or none must survive.
		err := db.Update(func(tx *state.Tx) error {
			if err := tx.PutTask(state.Task{ID: id, Status: "acked", Spec: json.RawMessage(`{"pad":"` + strings.Repeat("x", 200) + `"}`)}); err != nil {
				return err
			}
			if err := tx.PutCommitment(state.Commitment{ID: id, Round: uint64(i), Status: "sent"}); err != nil {
				return err
			}
			return tx.PutVote(state.Vote{Swarm: "crash", Round: uint64(i), Stage: "vote", Target: id})
		})
		if err != nil {
			return err
		}
		say("ACK %d", i)
	}
}

// resumedPartial reports a run whose fetch completed after finding part of
// the checkpoint already stored by a killed run: some blocks fetched, some
// already local.
func resumedPartial(r childRun) bool {
	return len(r.fetched) == 2 && r.fetched[0] > 0 && r.fetched[1] > 0
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

type childRun struct {
	maxAck  int
	done    string
	fetched []int // fetched, already local
	errs    []string
}

// runChild starts the child and kills it killAfter after READY (never when
// killAfter is 0: then it waits for DONE and kills it after).
func runChild(t *testing.T, dir, prov, root string, killAfter time.Duration) childRun {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$")
	cmd.Env = append(os.Environ(), envDir+"="+dir, envProvider+"="+prov, envCID+"="+root)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := childRun{maxAck: -1}
	ready := make(chan struct{})
	done := make(chan struct{})
	finished := make(chan struct{})
	var mu sync.Mutex
	go func() {
		defer close(finished)
		sc := bufio.NewScanner(out)
		var readyOnce, doneOnce sync.Once
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) == 0 {
				continue
			}
			mu.Lock()
			switch f[0] {
			case "READY":
				readyOnce.Do(func() { close(ready) })
			case "ACK":
				n, _ := strconv.Atoi(f[1])
				r.maxAck = max(r.maxAck, n)
			case "FETCHED":
				a, _ := strconv.Atoi(f[1])
				b, _ := strconv.Atoi(f[2])
				r.fetched = []int{a, b}
			case "DONE":
				r.done = f[1]
				doneOnce.Do(func() { close(done) })
			case "ERROR":
				r.errs = append(r.errs, sc.Text())
			}
			mu.Unlock()
		}
	}()
	select {
	case <-ready:
	case <-finished:
	case <-time.After(30 * time.Second):
	}
	if killAfter > 0 {
		time.Sleep(killAfter)
	} else {
		select {
		case <-done:
		case <-finished:
		case <-time.After(60 * time.Second):
			t.Error("child did not finish its fetch within 60s")
		}
	}
	_ = cmd.Process.Signal(syscall.SIGKILL)
	_ = cmd.Wait()
	<-finished
	mu.Lock()
	defer mu.Unlock()
	if len(r.errs) > 0 {
		t.Fatalf("child reported %v; stderr:\n%s", r.errs, stderr.String())
	}
	return r
}

func TestKillNineLosesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns child processes")
	}
	ctx := context.Background()
	// The provider: a real node holding a 24 MiB checkpoint in 256 KiB chunks.
	p, err := localnet.One(ctx, peerSpec)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	pst, err := checkpoint.OpenStore(t.TempDir(), checkpoint.WithChunkSize(256<<10))
	if err != nil {
		t.Fatal(err)
	}
	defer pst.Close()
	svc, err := checkpoint.NewService(p.Host(), p.DHT(), pst, checkpoint.WithReprovideInterval(0))
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	var buf bytes.Buffer
	wantHash, err := checkpoint.WriteSynthetic(&buf, 24<<20, 42)
	if err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	info, err := pst.Import(ctx, bytes.NewReader(data), int64(len(data)), "crash")
	if err != nil {
		t.Fatal(err)
	}
	provJSON, _ := json.Marshal(p.AddrInfo())

	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	totalAcked := -1
	partial := 0
	resumed := false
	lastLocal := 0
	var locals []int // blocks stored after each killed run
	for trial := 0; trial < trials; trial++ {
		kill := time.Duration(10+rng.IntN(700)) * time.Millisecond
		r := runChild(t, dir, string(provJSON), info.CID.String(), kill)
		if resumedPartial(r) {
			resumed = true
		}
		totalAcked = max(totalAcked, r.maxAck)
		local := checkAfterCrash(t, dir, info.CID, totalAcked)
		if local < lastLocal {
			t.Fatalf("trial %d: local blocks went from %d to %d", trial, lastLocal, local)
		}
		if local > lastLocal && local > 0 {
			partial++
		}
		t.Logf("trial %2d: killed after %v; %d records acknowledged so far; %d blocks local", trial, kill, totalAcked+1, local)
		lastLocal = local
		locals = append(locals, local)
	}
	// Final run to completion: the fetch resumes and the CID verifies.
	r := runChild(t, dir, string(provJSON), info.CID.String(), 0)
	if resumedPartial(r) {
		resumed = true
	}
	if r.done != wantHash {
		t.Fatalf("state hash after resumed fetch = %q, want %s", r.done, wantHash)
	}
	total := checkAfterCrash(t, dir, info.CID, max(totalAcked, r.maxAck))
	// A run that reported its fetch is the direct evidence; when the kills
	// fell so that no run reported one with a partial store, a killed run
	// that left a partial store followed by a run that stored more shows the
	// same thing: the fetch went on from what a killed run had stored.
	for i := 0; i < len(locals) && !resumed; i++ {
		if locals[i] > 0 && locals[i] < total {
			for _, later := range append(locals[i+1:], total) {
				if later > locals[i] {
					resumed = true
				}
			}
		}
	}
	if !resumed {
		t.Fatal("no fetch ever resumed from blocks stored by a killed run (kills all landed before or after the fetch)")
	}
	st, err := checkpoint.OpenStore(filepath.Join(dir, "blocks"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if bad, err := st.Verify(ctx, info.CID); err != nil || len(bad) != 0 {
		t.Fatalf("Verify after crashes = %v, %v", bad, err)
	}
	var out bytes.Buffer
	if _, err := st.Export(ctx, info.CID, &out); err != nil || !bytes.Equal(out.Bytes(), data) {
		t.Fatalf("exported bytes differ after crashes (err %v)", err)
	}
	t.Logf("%d kills, %d records acknowledged, fetch grew across %d killed runs", trials, max(totalAcked, r.maxAck)+1, partial)
}

// checkAfterCrash opens what the killed child left, checks every
// acknowledged transaction is whole and no transaction is half visible,
// and returns the number of checkpoint blocks stored.
func checkAfterCrash(t *testing.T, dir string, root cid.Cid, maxAck int) int {
	t.Helper()
	db, err := state.Open(filepath.Join(dir, "state"))
	if err != nil {
		t.Fatalf("reopening state after kill: %v", err)
	}
	defer db.Close()
	tasks, err := db.Tasks()
	if err != nil {
		t.Fatal(err)
	}
	if len(tasks) < maxAck+1 {
		t.Fatalf("%d tasks stored, %d were acknowledged", len(tasks), maxAck+1)
	}
	commits, _ := db.Commitments()
	votes, _ := db.Votes("crash")
	if len(commits) != len(tasks) || len(votes) != len(tasks) {
		t.Fatalf("half-visible transaction: %d tasks, %d commitments, %d votes", len(tasks), len(commits), len(votes))
	}
	for i, task := range tasks {
		if want := fmt.Sprintf("t%08d", i); task.ID != want || task.Status != "acked" || commits[i].ID != want || votes[i].Target != want {
			t.Fatalf("record %d: task %+v commitment %+v vote %+v", i, task, commits[i], votes[i])
		}
	}
	st, err := checkpoint.OpenStore(filepath.Join(dir, "blocks"))
	if err != nil {
		t.Fatalf("reopening block store after kill: %v", err)
	}
	defer st.Close()
	s, err := st.Stat(context.Background(), root)
	if errors.Is(err, checkpoint.ErrNotLocal) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return s.LocalBlocks
}
