package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/internal/config"
)

// runSynodSplit runs synod with args, returning stdout and stderr apart.
func runSynodSplit(args ...string) (string, string, error) {
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err := root.ExecuteContext(context.Background())
	return out.String(), errOut.String(), err
}

// TestDisputeChainCLI drives synod dispute open, status and watch against a
// chain served over JSON-RPC. A solver (driven through the chain API)
// reveals a result it never computed; a whistleblower's home opens a
// dispute over it with 'dispute open' (re-executing the job, challenging
// through the market's whistleblow); 'dispute status' shows the fresh
// game; the solver posts its first hash and 'dispute watch' prints it
// live; 'dispute open --follow' answers it from the whistleblower's
// receipt, and when the solver stays silent claims the timeout, settles
// and withdraws, printing the game; watch prints the missed deadline and
// the outcome and exits once the game is over; 'dispute status' shows
// the outcome and every move.
func TestDisputeChainCLI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(50*time.Millisecond), chain.WithDevAccounts(6), chain.WithHTTP("127.0.0.1", 0))
	taskMust(t, err)
	taskMust(t, emb.Start(ctx))
	defer emb.Close()
	home0 := taskHome(t, 0, nil)
	if out, err := runSynod(t, "chain", "deploy", "--rpc", emb.RPCURL(), "--dev-account", "0", "--write-config", filepath.Join(home0, config.FileName)); err != nil {
		t.Fatalf("deploy: %v\n%s", err, out)
	}
	chainCfg, err := os.ReadFile(filepath.Join(home0, config.FileName))
	taskMust(t, err)
	submitter, whistle := taskHome(t, 1, chainCfg), taskHome(t, 3, chainCfg)
	cfg, err := config.Load(filepath.Join(home0, config.FileName))
	taskMust(t, err)
	addrs, err := chain.ParseAddresses(cfg.Chain.CoordinatorAddress, cfg.Chain.TaskMarketAddress, cfg.Chain.DisputeGameAddress)
	taskMust(t, err)
	c, err := chain.New(ctx, emb, addrs)
	taskMust(t, err)
	warp := func(ts uint64) {
		t.Helper()
		h, err := emb.HeaderByNumber(ctx, nil)
		taskMust(t, err)
		if h.Time <= ts {
			taskMust(t, emb.AdjustTime(time.Duration(ts-h.Time+1)*time.Second))
		}
	}

	specPath := filepath.Join(t.TempDir(), "job.toml")
	taskMust(t, os.WriteFile(specPath, []byte(networkJob), 0o644))
	out, _, err := runSynodSplit("--home", submitter, "task", "submit", specPath, "--price", "1gwei", "--stake", "0.1eth",
		"--verify-window", "1m", "--reveal-timeout", "1h", "--move-timeout", "1m", "--json")
	if err != nil {
		t.Fatalf("submit: %v\n%s", err, out)
	}
	var submitted struct {
		TaskID  *big.Int `json:"task_id"`
		SpecCID string   `json:"spec_cid"`
		OpSet   uint8    `json:"op_set"`
	}
	taskMust(t, json.Unmarshal([]byte(out), &submitted))
	// By default the task names the spec's op set, and the market opens
	// its dispute with phase 3 on.
	if submitted.OpSet == 0 {
		t.Fatalf("submit: no op set in %s", out)
	}
	// --referee-only names none: the referee set rules its disputes.
	ro, _, err := runSynodSplit("--home", submitter, "task", "submit", specPath, "--price", "1gwei", "--stake", "0.1eth", "--referee-only", "--json")
	if err != nil {
		t.Fatalf("submit --referee-only: %v\n%s", err, ro)
	}
	if strings.Contains(ro, "op_set") {
		t.Fatalf("submit --referee-only named an op set: %s", ro)
	}
	id := submitted.TaskID
	copySpec(t, ctx, submitter, whistle, submitted.SpecCID)

	// The solver commits and reveals a result it never computed.
	sol := chain.NewAccount(chain.DevKey(2))
	taskMust(t, c.Claim(ctx, sol, id))
	res := chain.Result{WorkUsed: 1, CheckpointCID: "bafy-never-computed"}
	res.FinalStateHash, _ = chain.NewSalt()
	res.Salt, _ = chain.NewSalt()
	wrong, _ := chain.NewSalt()
	taskMust(t, c.CommitResult(ctx, sol, id, res, wrong))
	tk, err := c.Task(ctx, id)
	taskMust(t, err)
	warp(tk.Deadline)
	_, err = c.RevealResult(ctx, sol, id, res, wrong)
	taskMust(t, err)

	out, errOut, err := runSynodSplit("--home", whistle, "dispute", "open", id.String(), "--json")
	if err != nil {
		t.Fatalf("dispute open: %v\n%s\n%s", err, out, errOut)
	}
	var opened disputeOpened
	taskMust(t, json.Unmarshal([]byte(out), &opened))
	if opened.Dispute == nil || opened.Dispute.Int64() != 1 || opened.Result == opened.Computed || opened.Result != fmt.Sprintf("0x%x", res.FinalStateHash) {
		t.Fatalf("dispute open: %+v\n%s", opened, errOut)
	}
	if !strings.Contains(errOut, "whistleblown") {
		t.Errorf("dispute open's progress lacks the whistleblow:\n%s", errOut)
	}
	if _, _, err := runSynodSplit("--home", whistle, "dispute", "open", id.String()); err != nil {
		t.Errorf("a second dispute open should report the dispute it opened: %v", err)
	}

	out, _, err = runSynodSplit("--home", whistle, "dispute", "status", "1", "--json")
	taskMust(t, err)
	var st disputeStatus
	taskMust(t, json.Unmarshal([]byte(out), &st))
	if st.TaskID.Cmp(id) != 0 || st.Phase != "steps" || st.ToMove != "solver" || st.Turn != 0 || st.Over != "steps" ||
		st.Lo != 0 || st.Hi != 4 || st.Steps != 4 || st.DeadlineLeft <= 0 || len(st.Moves) != 3 || st.Moves[0].Kind != chain.EvGameOpened || st.Moves[1].Kind != chain.EvPosted || st.Moves[2].Kind != chain.EvScalarEnabled ||
		st.Solver != sol.Address().Hex() || st.Challenger != chain.DevAddress(3).Hex() || st.OpSet != int(submitted.OpSet) {
		t.Fatalf("dispute status: %+v", st)
	}
	out, _, err = runSynodSplit("--home", whistle, "dispute", "status", "1")
	taskMust(t, err)
	if want := fmt.Sprintf("on, under op set %d", submitted.OpSet); !strings.Contains(out, want) {
		t.Errorf("dispute status lacks %q:\n%s", want, out)
	}

	for _, cmd := range []string{"status", "watch"} {
		if _, _, err := runSynodSplit("--home", whistle, "dispute", cmd, "2"); err == nil || !strings.Contains(err.Error(), "no dispute game 2 on this chain") {
			t.Errorf("dispute %s of a game never opened: %v", cmd, err)
		}
	}

	// Watch the game live.
	lines := make(chan string, 64)
	pr, pw := io.Pipe()
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	watched := make(chan error, 1)
	go func() {
		root := newRootCmd()
		root.SetOut(pw)
		root.SetErr(io.Discard)
		root.SetArgs([]string{"--home", whistle, "dispute", "watch", "1"})
		watched <- root.ExecuteContext(ctx)
	}()
	var (
		seen      []string
		watchErr  error
		watchDone bool
		watchedC  = watched
	)
	waitLine := func(sub string) {
		t.Helper()
		for {
			select {
			case l := <-lines:
				seen = append(seen, l)
				if strings.Contains(l, sub) {
					return
				}
			case err := <-watchedC:
				// The watch exited: its last lines may still be on their way.
				watchErr, watchDone, watchedC = err, true, nil
			case <-ctx.Done():
				t.Fatalf("waiting for %q: %v\n%s", sub, ctx.Err(), strings.Join(seen, "\n"))
			}
		}
	}
	waitLine("dispute 1: game opened over task 1 (4 steps)")
	// The whistleblower's challenge stated its hash at step 2, posted as
	// the game opened; the solver disputes it with made-up hashes.
	waitLine("dispute 1: with its challenge, the challenger posts its hash at step 2")
	var h, h1 [32]byte
	h[0], h1[0] = 7, 8
	taskMust(t, c.Pick(ctx, sol, opened.Dispute, 0, 0, [][32]byte{h, h1}))
	waitLine("dispute 1: turn 0: the solver disputes half 0: steps (0, 2]")
	// The whistleblower follows its game: it answers the pick from the
	// receipt of its re-execution; then the solver goes silent, the
	// whistleblower claims the timeout, settles and withdraws.
	var followOut bytes.Buffer
	followed := make(chan error, 1)
	go func() {
		root := newRootCmd()
		root.SetOut(&followOut)
		root.SetErr(io.Discard)
		root.SetArgs([]string{"--home", whistle, "dispute", "open", id.String(), "--follow", "--poll", "50ms"})
		followed <- root.ExecuteContext(ctx)
	}()
	waitLine("dispute 1: turn 1: the challenger disputes half 0: steps (0, 1]")
	gv, err := c.GameView(ctx, opened.Dispute)
	taskMust(t, err)
	if !gv.Scalar || gv.OpSet != int(submitted.OpSet) {
		t.Fatalf("the market opened the game with phase 3 %v under op set %d, want op set %d", gv.Scalar, gv.OpSet, submitted.OpSet)
	}
	warp(uint64(gv.Deadline.Unix()))
	waitLine("dispute 1: the solver missed its deadline")
	waitLine("dispute 1: game over: the challenger won (by timeout)")
	tk, err = c.Task(ctx, id)
	taskMust(t, err)
	warp(tk.Deadline)
	select {
	case err := <-followed:
		taskMust(t, err)
	case <-ctx.Done():
		t.Fatal("dispute open --follow did not end once the task settled")
	}
	for _, want := range []string{"dispute 1 opened against the solver", "turn 1: the challenger disputes half 0", "game over: the challenger won (by timeout)", "dispute 1: the challenger won"} {
		if !strings.Contains(followOut.String(), want) {
			t.Errorf("dispute open --follow lacks %q:\n%s", want, followOut.String())
		}
	}
	if tk, err = c.Task(ctx, id); err != nil || tk.Status != chain.TaskRejected {
		t.Errorf("task status %d (%v), want rejected", tk.Status, err)
	}
	if !watchDone {
		select {
		case watchErr = <-watched:
		case <-ctx.Done():
			t.Fatal("watch did not exit once the game was over")
		}
	}
	taskMust(t, watchErr)
	pw.Close()

	out, _, err = runSynodSplit("--home", whistle, "dispute", "status", "1")
	taskMust(t, err)
	for _, want := range []string{"dispute 1 over task 1: phase done", "outcome        the challenger won", "range          steps (0, 1] of 4",
		"moves (8 events)", "phase 3 on (op set", "with its challenge, the challenger posts its hash at step 2", "the solver disputes half 0",
		"the challenger disputes half 0", "bisection over steps done: step 1", "game over: the challenger won (by timeout)"} {
		if !strings.Contains(out, want) {
			t.Errorf("dispute status lacks %q:\n%s", want, out)
		}
	}
}
