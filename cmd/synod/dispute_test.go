package main

import (
	"bufio"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
