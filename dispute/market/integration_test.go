//go:build integration

package market

import (
	"context"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/synod-net/synod/contracts/chain"
)

// The geth --dev harness follows contracts/chain/integration_test.go:
// geth v1.16.7 (installed by scripts/install-contracts-tools.sh, which
// make test-market runs) serving HTTP JSON-RPC on a loopback port,
// sealing a block per transaction.

func gethBinary(t *testing.T) string {
	t.Helper()
	cands := []string{os.Getenv("SYNOD_GETH")}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
		cands = append(cands, filepath.Join(strings.TrimSpace(string(out)), "bin", "geth"))
	}
	if p, err := exec.LookPath("geth"); err == nil {
		cands = append(cands, p)
	}
	for _, c := range cands {
		if c == "" {
			continue
		}
		if out, err := exec.Command(c, "version").Output(); err == nil && strings.Contains(string(out), "Version: 1.16.7") {
			return c
		}
	}
	t.Fatal("geth v1.16.7 not found: run scripts/install-contracts-tools.sh geth (make test-market does)")
	return ""
}

func loopbackPort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func startGeth(t *testing.T) string {
	t.Helper()
	bin := gethBinary(t)
	port := loopbackPort(t)
	dir := t.TempDir()
	logf, err := os.Create(filepath.Join(dir, "geth.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--dev", "--dev.period", "0", "--datadir", filepath.Join(dir, "data"),
		"--http", "--http.addr", "127.0.0.1", "--http.port", fmt.Sprint(port), "--http.api", "eth,net,web3",
		"--authrpc.addr", "127.0.0.1", "--authrpc.port", fmt.Sprint(loopbackPort(t)),
		"--ipcdisable", "--nodiscover", "--maxpeers", "0", "--port", "0", "--verbosity", "2")
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting geth: %v", err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		logf.Close()
	})
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(60 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		be, err := chain.Dial(ctx, url)
		cancel()
		if err == nil {
			be.Close()
			return url
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(dir, "geth.log"))
			t.Fatalf("geth --dev did not serve %s within 60s: %v\n%s", url, err, log)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// fund sends 100 ETH to each address from geth's unlocked dev account,
// one at a time.
func fund(t *testing.T, ctx context.Context, url string, to []common.Address) {
	t.Helper()
	rc, err := rpc.DialContext(ctx, url)
	must(t, err)
	defer rc.Close()
	var accts []common.Address
	if err := rc.CallContext(ctx, &accts, "eth_accounts"); err != nil || len(accts) == 0 {
		t.Fatalf("geth dev account: %v %v", accts, err)
	}
	hundred := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	for _, a := range to {
		var h common.Hash
		if err := rc.CallContext(ctx, &h, "eth_sendTransaction", map[string]any{"from": accts[0], "to": a, "value": hexutil.Big(*hundred)}); err != nil {
			t.Fatalf("funding %s: %v", a.Hex(), err)
		}
		for {
			var r map[string]any
			if err := rc.CallContext(ctx, &r, "eth_getTransactionReceipt", h); err == nil && r != nil {
				break
			}
			if ctx.Err() != nil {
				t.Fatalf("funding %s: %v", a.Hex(), ctx.Err())
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}

// TestIntegrationGethDev runs the honest flow (a submitter, a solver and
// two verifiers with real checkpoint stores; submit, claim, sealed
// commitments, reveals, settlement, withdrawals, every balance to the
// wei) against a real geth --dev over HTTP JSON-RPC on loopback, with
// real block times: the deadlines pass on the wall clock.
func TestIntegrationGethDev(t *testing.T) {
	url := startGeth(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	var addrs []common.Address
	for i := 0; i < 6; i++ {
		addrs = append(addrs, chain.NewAccount(chain.DevKey(i)).Address())
	}
	fund(t, ctx, url, addrs)
	be, err := chain.Dial(ctx, url)
	must(t, err)
	defer be.Close()
	c, err := chain.Deploy(ctx, be, chain.NewAccount(chain.DevKey(0)), chain.WithPollInterval(20*time.Millisecond), chain.WithMarketConfig(testMkt))
	must(t, err)
	poke := common.Address{0xee}
	e := &env{t: t, ctx: ctx, cl: be, c: c}
	// geth --dev.period 0 seals on demand and calls see the latest
	// block's time: seal fresh blocks (transfers from the dev account to
	// an address no role uses) as the wall clock passes the deadline.
	e.warp = func(ts uint64) {
		for {
			h, err := be.HeaderByNumber(ctx, nil)
			must(t, err)
			if h.Time > ts {
				return
			}
			time.Sleep(500 * time.Millisecond)
			fund(t, ctx, url, []common.Address{poke})
		}
	}
	e.addNodes()
	f := newFlow(e)
	f.params.VerifyWindow, f.params.RevealTimeout, f.params.MoveTimeout = 6*time.Second, 8*time.Second, 5*time.Second
	honestFlow(t, e, f)
}
