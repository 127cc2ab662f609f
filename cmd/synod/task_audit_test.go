package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/internal/config"
)

// TestTaskAuditCLI: a solver (driven through the chain API) commits and
// reveals a made-up result that no verifier checks; `synod task audit`
// re-executes the task and finds it wrong, and `synod task audit
// --whistleblow` challenges it, claims the game the silent solver lets
// time out, settles and withdraws, as one long-lived command whose
// progress the test follows. The chain's clock moves when the test has
// seen the market events that end each phase.
func TestTaskAuditCLI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(50*time.Millisecond), chain.WithDevAccounts(6), chain.WithHTTP("127.0.0.1", 0))
	taskMust(t, err)
	taskMust(t, emb.Start(ctx))
	defer emb.Close()

	home0 := taskHome(t, 0, nil)
	if out, err := runSynod(t, "chain", "deploy", "--rpc", emb.RPCURL(), "--dev-account", "0", "--write-config", filepath.Join(home0, config.FileName), "--out", filepath.Join(t.TempDir(), "deployed.toml")); err != nil {
		t.Fatalf("deploy: %v\n%s", err, out)
	}
	chainCfg, err := os.ReadFile(filepath.Join(home0, config.FileName))
	taskMust(t, err)
	sub, wb := taskHome(t, 1, chainCfg), taskHome(t, 5, chainCfg)
	cfg, err := config.Load(filepath.Join(home0, config.FileName))
	taskMust(t, err)
	addrs, err := chain.ParseAddresses(cfg.Chain.CoordinatorAddress, cfg.Chain.TaskMarketAddress, cfg.Chain.DisputeGameAddress)
	taskMust(t, err)
	be, err := chain.Dial(ctx, emb.RPCURL())
	taskMust(t, err)
	defer be.Close()
	c, err := chain.New(ctx, be, addrs)
	taskMust(t, err)

	logs := make(chan types.Log, 256)
	s, err := emb.SubscribeFilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{addrs.TaskMarket}}, logs)
	taskMust(t, err)
	defer s.Unsubscribe()
	abi := bindings.NewTaskMarket().GetABI()
	waitEvent := func(name string) {
		t.Helper()
		for {
			select {
			case l := <-logs:
				if l.Topics[0] == abi.Events[name].ID {
					return
				}
			case <-ctx.Done():
				t.Fatalf("waiting for %s: %v", name, ctx.Err())
			}
		}
	}
	warpPast := func(ts uint64) {
		t.Helper()
		h, err := emb.HeaderByNumber(ctx, nil)
		taskMust(t, err)
		if h.Time <= ts {
			taskMust(t, emb.AdjustTime(time.Duration(ts-h.Time+1)*time.Second))
		}
	}

	specPath := filepath.Join(t.TempDir(), "job.toml")
	taskMust(t, os.WriteFile(specPath, []byte(networkJob), 0o644))
	out, err := runSynod(t, "--home", sub, "task", "submit", specPath, "--price", "1gwei", "--stake", "0.1eth", "--verify-window", "1h", "--reveal-timeout", "1h", "--json")
	if err != nil {
		t.Fatalf("submit: %v\n%s", err, out)
	}
	var submitted struct {
		TaskID  *big.Int `json:"task_id"`
		SpecCID string   `json:"spec_cid"`
	}
	taskMust(t, json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &submitted))
	id := submitted.TaskID
	copySpec(t, ctx, sub, wb, submitted.SpecCID)

	// Before the reveal there is nothing to audit.
	if out, err := runSynod(t, "--home", wb, "task", "audit", id.String()); err == nil {
		t.Fatalf("audited an open task:\n%s", out)
	}
	// The cheat: it never ran the job.
	cheat := chain.NewAccount(chain.DevKey(2))
	tk, err := c.Task(ctx, id)
	taskMust(t, err)
	res := chain.Result{FinalStateHash: [32]byte{0xba, 0xd}, StateRoot: [32]byte{1}, WorkUsed: tk.MaxWork, Salt: [32]byte{2}, CheckpointCID: "bafy-made-up"}
	taskMust(t, c.Claim(ctx, cheat, id))
	taskMust(t, c.CommitResult(ctx, cheat, id, res, [32]byte{3}))
	tk, err = c.Task(ctx, id)
	taskMust(t, err)
	warpPast(tk.Deadline)
	_, err = c.RevealResult(ctx, cheat, id, res, [32]byte{3})
	taskMust(t, err)

	out, err = runSynod(t, "--home", wb, "task", "audit", id.String(), "--json")
	if err != nil {
		t.Fatalf("audit: %v\n%s", err, out)
	}
	var rep auditOut
	taskMust(t, json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &rep))
	if rep.ResultOK || rep.Result != common.Hash(res.FinalStateHash).Hex() || rep.Computed == rep.Result || rep.DisputeID != nil {
		t.Fatalf("audit:\n%s", out)
	}

	// The whistleblower challenges and follows the game.
	r := struct {
		out  bytes.Buffer
		err  chan error
		line chan string
	}{err: make(chan error, 1), line: make(chan string, 256)}
	root := newRootCmd()
	root.SetOut(&r.out)
	root.SetErr(newLineWriter(r.line))
	root.SetArgs([]string{"--home", wb, "task", "audit", id.String(), "--whistleblow", "--poll", "20ms", "--json"})
	go func() { r.err <- root.ExecuteContext(ctx) }()
	waitLine := func(sub string) {
		t.Helper()
		var seen []string
		for {
			select {
			case l := <-r.line:
				seen = append(seen, l)
				if strings.Contains(l, sub) {
					return
				}
			case err := <-r.err:
				t.Fatalf("command ended waiting for %q: %v\n%s\n%s", sub, err, strings.Join(seen, "\n"), r.out.String())
			case <-ctx.Done():
				t.Fatalf("waiting for %q: %v", sub, ctx.Err())
			}
		}
	}
	waitEvent("Whistleblown")
	waitLine("verifier: whistleblown")
	vs, err := c.Verifiers(ctx, id)
	taskMust(t, err)
	if len(vs) != 1 || vs[0].Status != chain.VerdictWhistleblower || vs[0].Addr != chain.NewAccount(chain.DevKey(5)).Address() {
		t.Fatalf("verifiers %+v", vs)
	}
	g, err := c.Game(ctx, vs[0].DisputeId)
	taskMust(t, err)
	warpPast(g.Deadline)
	waitEvent("DisputeResolved")
	tk, err = c.Task(ctx, id)
	taskMust(t, err)
	warpPast(tk.Deadline)
	waitEvent("TaskSettled")
	select {
	case err := <-r.err:
		if err != nil {
			t.Fatalf("audit --whistleblow: %v\n%s", err, r.out.String())
		}
	case <-ctx.Done():
		t.Fatal(ctx.Err())
	}
	var done auditOut
	taskMust(t, json.Unmarshal(r.out.Bytes(), &done))
	if done.ResultOK || done.DisputeID == nil || done.DisputeID.Cmp(vs[0].DisputeId) != 0 || done.Record == nil || done.Record.Phase != "done" || !done.Record.Whistleblown {
		t.Fatalf("audit --whistleblow:\n%s", r.out.String())
	}
	tk, err = c.Task(ctx, id)
	taskMust(t, err)
	vs, err = c.Verifiers(ctx, id)
	taskMust(t, err)
	if tk.Status != chain.TaskRejected || vs[0].Outcome != chain.OutcomeChallengerWon {
		t.Fatalf("task %+v, verifiers %+v", tk, vs)
	}
	// It withdrew its stake and the solver's.
	if b, err := c.MarketBalance(ctx, vs[0].Addr); err != nil || b.Sign() != 0 {
		t.Fatalf("whistleblower's market balance %v (%v)", b, err)
	}
	out, err = runSynod(t, "--home", sub, "task", "status", id.String())
	taskMust(t, err)
	if !strings.Contains(out, "whistleblower") || !strings.Contains(out, "Whistleblown") {
		t.Fatalf("status:\n%s", out)
	}
	t.Logf("status:\n%s", out)
}
