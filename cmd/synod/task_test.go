package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/checkpoint"
)

// lineWriter sends every line written to it to a channel (the commands'
// progress lines, waited on by the test).
type lineWriter struct {
	pw *io.PipeWriter
}

func newLineWriter(lines chan<- string) *lineWriter {
	pr, pw := io.Pipe()
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return &lineWriter{pw: pw}
}

func (w *lineWriter) Write(p []byte) (int, error) { return w.pw.Write(p) }

// taskHome makes a synod home whose node key is dev key i and whose
// [chain] section is cfgFrom's.
func taskHome(t *testing.T, i int, chainCfg []byte) string {
	t.Helper()
	home := filepath.Join(t.TempDir(), "home")
	id, err := identity.FromECDSA(chain.DevKey(i))
	taskMust(t, err)
	taskMust(t, identity.Save(filepath.Join(home, "key.json"), id, identity.SaveOptions{Plain: true}))
	if _, err := runSynod(t, "--home", home, "init", "--no-passphrase"); err != nil {
		t.Fatal(err)
	}
	if chainCfg != nil {
		taskMust(t, os.WriteFile(filepath.Join(home, config.FileName), chainCfg, 0o600))
	}
	return home
}

func taskMust(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// copySpec copies content by CID from one home's checkpoint store to
// another's (the test's stand-in for a fetch from the submitter's node;
// fetching over libp2p is tested in dispute/market).
func copySpec(t *testing.T, ctx context.Context, from, to, c string) {
	t.Helper()
	open := func(home string) *checkpoint.Store {
		cfg, err := config.Load(filepath.Join(home, config.FileName))
		taskMust(t, err)
		cfg.Node.DataDir = filepath.Join(home, "data")
		if !filepath.IsAbs(cfg.Storage.DatastoreDir) {
			cfg.Storage.DatastoreDir = filepath.Join(home, cfg.Storage.DatastoreDir)
		}
		st, err := checkpoint.OpenStore(daemon.CheckpointDir(cfg))
		taskMust(t, err)
		return st
	}
	src, dst := open(from), open(to)
	defer src.Close()
	defer dst.Close()
	root, err := cid.Decode(c)
	taskMust(t, err)
	rc := src.Open(ctx, root)
	defer rc.Close()
	info, err := dst.Import(ctx, rc, 0, "spec")
	taskMust(t, err)
	if info.CID != root {
		t.Fatalf("copied %s as %s", c, info.CID)
	}
}

// TestTaskCLI runs synod task submit, solve, verify (two verifiers),
// status, list, lineage, settle and withdraw as separate command
// invocations against a chain served over JSON-RPC, moving the chain's
// clock when the test has seen the market events that end each phase.
func TestTaskCLI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(50*time.Millisecond), chain.WithDevAccounts(6), chain.WithHTTP("127.0.0.1", 0))
	taskMust(t, err)
	taskMust(t, emb.Start(ctx))
	defer emb.Close()

	dir := t.TempDir()
	deployed := filepath.Join(dir, "deployed.toml")
	home0 := taskHome(t, 0, nil)
	if out, err := runSynod(t, "chain", "deploy", "--rpc", emb.RPCURL(), "--dev-account", "0", "--write-config", filepath.Join(home0, config.FileName), "--out", deployed); err != nil {
		t.Fatalf("deploy: %v\n%s", err, out)
	}
	chainCfg, err := os.ReadFile(filepath.Join(home0, config.FileName))
	taskMust(t, err)
	homes := map[int]string{}
	for i := 1; i <= 4; i++ {
		homes[i] = taskHome(t, i, chainCfg)
	}
	cfg, err := config.Load(filepath.Join(home0, config.FileName))
	taskMust(t, err)
	market := common.HexToAddress(cfg.Chain.TaskMarketAddress)

	// Market events, as they are mined.
	logs := make(chan types.Log, 256)
	sub, err := emb.SubscribeFilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{market}}, logs)
	taskMust(t, err)
	defer sub.Unsubscribe()
	abi := bindings.NewTaskMarket().GetABI()
	waitEvents := func(name string, n int) {
		t.Helper()
		for n > 0 {
			select {
			case l := <-logs:
				if l.Topics[0] == abi.Events[name].ID {
					n--
				}
			case <-ctx.Done():
				t.Fatalf("waiting for %s: %v", name, ctx.Err())
			}
		}
	}

	specPath := filepath.Join(dir, "job.toml")
	taskMust(t, os.WriteFile(specPath, []byte(networkJob), 0o644))
	out, err := runSynod(t, "--home", homes[1], "task", "submit", specPath, "--price", "1gwei", "--stake", "0.1eth", "--verify-window", "1h", "--reveal-timeout", "1h", "--json")
	if err != nil {
		t.Fatalf("submit: %v\n%s", err, out)
	}
	var submitted struct {
		TaskID  *big.Int `json:"task_id"`
		SpecCID string   `json:"spec_cid"`
		Fee     *big.Int `json:"fee"`
	}
	taskMust(t, json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &submitted))
	if submitted.TaskID.Int64() != 1 {
		t.Fatalf("submitted %+v", submitted)
	}
	waitEvents("TaskSubmitted", 1)
	for i := 2; i <= 4; i++ {
		copySpec(t, ctx, homes[1], homes[i], submitted.SpecCID)
	}

	// The solver and the verifiers run as long-lived commands.
	type run struct {
		out  bytes.Buffer
		err  chan error
		line chan string
	}
	start := func(home string, args ...string) *run {
		r := &run{err: make(chan error, 1), line: make(chan string, 256)}
		root := newRootCmd()
		root.SetOut(&r.out)
		root.SetErr(newLineWriter(r.line))
		root.SetArgs(append([]string{"--home", home, "task"}, args...))
		go func() { r.err <- root.ExecuteContext(ctx) }()
		return r
	}
	waitLine := func(r *run, sub string) {
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
	solver := start(homes[2], "solve", "1", "--poll", "20ms", "--json")
	waitEvents("ResultCommitted", 1)
	// The submitter cannot verify its own task.
	if out, err := runSynod(t, "--home", homes[1], "task", "verify", "1"); err == nil {
		t.Fatalf("the submitter verified its own task:\n%s", out)
	}
	vers := []*run{start(homes[3], "verify", "1", "--poll", "20ms", "--json"), start(homes[4], "verify", "1", "--poll", "20ms", "--json")}
	waitEvents("VerdictCommitted", 2)

	be, err := chain.Dial(ctx, emb.RPCURL())
	taskMust(t, err)
	defer be.Close()
	addrs, err := chain.ParseAddresses(cfg.Chain.CoordinatorAddress, cfg.Chain.TaskMarketAddress, cfg.Chain.DisputeGameAddress)
	taskMust(t, err)
	c, err := chain.New(ctx, be, addrs)
	taskMust(t, err)
	pastDeadline := func() {
		t.Helper()
		tk, err := c.Task(ctx, big.NewInt(1))
		taskMust(t, err)
		h, err := emb.HeaderByNumber(ctx, nil)
		taskMust(t, err)
		taskMust(t, emb.AdjustTime(time.Duration(tk.Deadline-h.Time+1)*time.Second))
	}
	pastDeadline()
	waitEvents("ResultRevealed", 1)
	waitEvents("VerdictRevealed", 2)
	// Each verifier then looks for the revealed checkpoint: with no peers
	// configured only in its own store, where it is not (the fetch over
	// libp2p is tested in dispute/market), which it reports and moves on.
	for _, v := range vers {
		waitLine(v, "verifier: checkpoint: fetching")
	}
	pastDeadline()
	waitEvents("TaskSettled", 1)
	for _, r := range append([]*run{solver}, vers...) {
		select {
		case err := <-r.err:
			if err != nil {
				t.Fatalf("command: %v\n%s", err, r.out.String())
			}
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		}
	}
	var rec struct {
		TaskID        *big.Int `json:"task_id"`
		Phase         string   `json:"phase"`
		CheckpointCID string   `json:"checkpoint_cid"`
		CheckpointOK  bool     `json:"checkpoint_ok"`
	}
	taskMust(t, json.Unmarshal(solver.out.Bytes(), &rec))
	if rec.Phase != "done" || rec.CheckpointCID == "" {
		t.Fatalf("solver: %s", solver.out.String())
	}
	ckpt := rec.CheckpointCID
	for _, v := range vers {
		taskMust(t, json.Unmarshal(v.out.Bytes(), &rec))
		if rec.Phase != "done" {
			t.Fatalf("verifier: %s", v.out.String())
		}
	}

	out, err = runSynod(t, "--home", homes[1], "task", "status", "1", "--json")
	taskMust(t, err)
	var status struct {
		Task      taskRow `json:"task"`
		Verifiers []struct {
			Verdict string `json:"verdict"`
		} `json:"verifiers"`
		Timeline []struct {
			Event string `json:"event"`
		} `json:"timeline"`
	}
	taskMust(t, json.Unmarshal([]byte(out), &status))
	if status.Task.Status != "settled" || len(status.Verifiers) != 2 || status.Verifiers[0].Verdict != "agreed" || len(status.Timeline) < 9 {
		t.Fatalf("status:\n%s", out)
	}
	out, err = runSynod(t, "--home", homes[1], "task", "list", "--json")
	taskMust(t, err)
	var rows []taskRow
	taskMust(t, json.Unmarshal([]byte(out), &rows))
	if len(rows) != 1 || rows[0].Result != ckpt {
		t.Fatalf("list:\n%s", out)
	}
	out, err = runSynod(t, "--home", homes[1], "task", "lineage", ckpt)
	taskMust(t, err)
	if !strings.Contains(out, "task 1 (settled)") || !strings.Contains(out, "from a random initialisation") {
		t.Fatalf("lineage:\n%s", out)
	}
	if _, err := runSynod(t, "--home", homes[1], "task", "settle", "1"); !chain.IsRevert(err, "WrongStatus") {
		t.Fatalf("settling a settled task: %v", err)
	}
	out, err = runSynod(t, "--home", homes[1], "task", "withdraw", "--json")
	taskMust(t, err)
	if !strings.Contains(out, `"withdrawn"`) {
		t.Fatalf("withdraw:\n%s", out)
	}
	t.Logf("status:\n%s", taskRun(t, "--home", homes[1], "task", "status", "1"))
}

func taskRun(t *testing.T, args ...string) string {
	t.Helper()
	out, err := runSynod(t, args...)
	taskMust(t, err)
	return out
}
