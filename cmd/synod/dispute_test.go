package main

import (
	"bufio"
	"context"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/internal/commit"
)

// serveDispute starts `synod dispute serve` for receipt in home and
// returns its first loopback address once it printed it; the server stops
// when the test ends.
func serveDispute(t *testing.T, home, receipt string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	root := newRootCmd()
	root.SetOut(pw)
	root.SetErr(pw)
	root.SetArgs([]string{"--home", home, "dispute", "serve", receipt, "--listen", "/ip4/127.0.0.1/tcp/0"})
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx); pw.Close() }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("dispute serve in %s: %v", home, err)
		}
	})
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); strings.HasPrefix(line, "/ip4/127.0.0.1/") {
			go io.Copy(io.Discard, pr) // keep the server's later output flowing
			return line
		}
	}
	t.Fatalf("dispute serve in %s printed no address", home)
	return ""
}

// TestDisputeCLI: two nodes train the same job; the second then signs a
// receipt that lies from step 3 on. Each serves its receipt with `synod
// dispute serve`, and `synod dispute referee` plays the game between them
// over loopback, printing each phase: the honest solver wins.
func TestDisputeCLI(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "job.toml")
	if err := os.WriteFile(spec, []byte(networkJob), 0o600); err != nil {
		t.Fatal(err)
	}
	var homes, receipts [2]string
	for i := range homes {
		homes[i] = filepath.Join(dir, []string{"solver", "challenger"}[i])
		initPlain(t, homes[i])
		out := filepath.Join(dir, "out", homes[i][len(dir)+1:])
		if _, errOut, err := runSplit(t, "--home", homes[i], "run", spec, "--out", out); err != nil {
			t.Fatalf("run: %v\n%s", err, errOut)
		}
		receipts[i] = filepath.Join(out, "receipt.json")
	}
	// The challenger's lie, signed with its own key.
	r, err := readReceiptFile(receipts[1])
	if err != nil {
		t.Fatal(err)
	}
	for i := 2; i < len(r.StateHashes); i++ {
		r.StateHashes[i][0] ^= 1
	}
	r.Output.StateHash = r.StateHashes[len(r.StateHashes)-1]
	r.Checkpoints[len(r.Checkpoints)-1].StateHash = r.Output.StateHash
	leaves := make([]commit.Hash, len(r.StateHashes))
	for i, h := range r.StateHashes {
		leaves[i] = commit.Hash(h)
	}
	mroot, err := commit.Root(leaves)
	if err != nil {
		t.Fatal(err)
	}
	r.StateRoot = job.Hash(mroot)
	cfg, err := (&globals{home: homes[1]}).loadConfig(nil)
	if err != nil {
		t.Fatal(err)
	}
	id, err := loadIdentity(cfg, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Sign(id); err != nil {
		t.Fatal(err)
	}
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	lie := filepath.Join(dir, "lie.json")
	if err := os.WriteFile(lie, b, 0o600); err != nil {
		t.Fatal(err)
	}
	// A receipt signed by another key is refused by serve.
	if _, _, err := runSplit(t, "--home", homes[0], "dispute", "serve", lie); err == nil || !strings.Contains(err.Error(), "not this node's key") {
		t.Fatalf("serving another key's receipt: %v", err)
	}
	addrs := []string{serveDispute(t, homes[0], receipts[0]), serveDispute(t, homes[1], lie)}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	root := newRootCmd()
	var out strings.Builder
	root.SetOut(&out)
	root.SetErr(&out)
	// Phase 3 is on by default: the state entry still goes to the referee.
	root.SetArgs([]string{"--home", filepath.Join(dir, "referee"), "dispute", "referee", receipts[0], lie, "--peer", addrs[0], "--peer", addrs[1]})
	if err := root.ExecuteContext(ctx); err != nil {
		t.Fatalf("referee: %v\n%s", err, out.String())
	}
	for _, want := range []string{"phase 1 done: step 3", "referee recompute", "the solver wins", "moves"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("referee output lacks %q:\n%s", want, out.String())
		}
	}
	t.Logf("\n%s", out.String())
}

// TestDescribeEventPhase3: synod dispute referee names phase 3's ranges.
func TestDescribeEventPhase3(t *testing.T) {
	for e, want := range map[game.Event]string{
		{Kind: game.EvRange, Phase: game.PhaseElements, Lo: 4, Hi: 8}: "phase 3, output elements: disputed elements 4..7",
		{Kind: game.EvRange, Phase: game.PhaseScalar, Lo: 0, Hi: 8}:   "phase 3, scalar steps: disputed range (0, 8]",
		{Kind: game.EvRange, Phase: game.PhaseEntries, Lo: 0, Hi: 8}:  "phase 2, entries: disputed range (0, 8]",
	} {
		if got := describeEvent(e); got != want {
			t.Errorf("%+v: %q, want %q", e, got, want)
		}
	}
}

// TestDisputeStatusPhase3: synod dispute status names phase 3's ranges
// and the pinned entry they are in.
func TestDisputeStatusPhase3(t *testing.T) {
	e, el := 6, 7
	for _, c := range []struct {
		s    disputeStatus
		want []string
	}{
		{disputeStatus{Dispute: big.NewInt(1), Phase: "elements", ToMove: "solver", Over: "elements", Lo: 0, Hi: 96, Step: 5, Entry: &e, OpSet: 1, Elements: 192},
			[]string{"phase 3: output elements 0..95 of 192", "entry 6 of step 5"}},
		{disputeStatus{Dispute: big.NewInt(1), Phase: "scalar", ToMove: "challenger", Over: "scalar steps", Lo: 8, Hi: 16, Step: 5, Entry: &e, OpSet: 1, Elements: 192, Element: &el, ScalarSteps: 16},
			[]string{"phase 3: scalar steps (8, 16] of output element 7's 16", "entry 6 of step 5"}},
	} {
		var b strings.Builder
		c.s.print(&b)
		for _, w := range c.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("status lacks %q:\n%s", w, b.String())
			}
		}
	}
}

// TestDisputeStatusLengths: synod dispute status and referee name a game
// whose parties opened the pinned step with different trace lengths, and
// the shorter trace's proof of its end when it is due.
func TestDisputeStatusLengths(t *testing.T) {
	e := 54
	s := disputeStatus{Dispute: big.NewInt(3), Phase: "reveal", ToMove: "challenger", Turn: 20, Over: "entries", Lo: 54, Hi: 55,
		Step: 974, Entries: 54, Entry: &e, Lengths: []int{55, 54}, ProveEnd: true}
	var b strings.Builder
	s.print(&b)
	for _, w := range []string{"the challenger to prove where its shorter trace ends (a state proof, proveEnd)",
		"the solver opened step 974 with 55 entries, the challenger with 54", "entry 54 of step 974"} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("status lacks %q:\n%s", w, b.String())
		}
	}
	ev := game.Event{Kind: game.EvEntry, Step: 974, Index: 54, State: true, Length: true, Party: game.Challenger}
	if got, want := describeEvent(ev), "phase 2 done: pinned entry 54 of step 974 (the end of the challenger's shorter trace)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
