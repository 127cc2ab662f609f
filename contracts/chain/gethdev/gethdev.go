// Package gethdev runs a real `geth --dev` (v1.16.7) on loopback for
// integration tests, and waits on it by events: the process's own log
// lines for readiness, and new-head notifications over its WebSocket
// endpoint for mined transactions and for chain time.
package gethdev

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// startCeiling bounds how long geth may take to serve its endpoints.
const startCeiling = 60 * time.Second

// Geth is a running `geth --dev` that seals a block per transaction
// (--dev.period 0).
type Geth struct {
	// URL is the HTTP JSON-RPC endpoint.
	URL string
	rc  *rpc.Client // over WebSocket
	ec  *ethclient.Client
	dev common.Address // the unlocked, funded dev account
	log string         // geth's log file
	mu  sync.Mutex     // one dev-account send at a time (geth picks its nonce)
}

// Binary finds geth v1.16.7: $SYNOD_GETH, then GOPATH/bin, then PATH.
func Binary(t testing.TB) string {
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
	t.Fatal("geth v1.16.7 not found: run scripts/install-contracts-tools.sh geth (make test-contracts and make test-market do)")
	return ""
}

func loopbackPort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Start runs geth --dev and returns once it has logged that both its HTTP
// and WebSocket endpoints serve (within a minute); it is stopped when the
// test ends.
func Start(t testing.TB) *Geth {
	t.Helper()
	dir := t.TempDir()
	httpPort, wsPort := loopbackPort(t), loopbackPort(t)
	logf, err := os.Create(filepath.Join(dir, "geth.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(Binary(t), "--dev", "--dev.period", "0", "--datadir", filepath.Join(dir, "data"),
		"--http", "--http.addr", "127.0.0.1", "--http.port", fmt.Sprint(httpPort), "--http.api", "eth,net,web3",
		"--ws", "--ws.addr", "127.0.0.1", "--ws.port", fmt.Sprint(wsPort), "--ws.api", "eth,net,web3",
		"--authrpc.addr", "127.0.0.1", "--authrpc.port", fmt.Sprint(loopbackPort(t)),
		"--ipcdisable", "--nodiscover", "--maxpeers", "0", "--port", "0", "--verbosity", "3")
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting geth: %v", err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); pw.Close(); close(exited) }()
	// Copy the log to the file, reporting when both endpoints serve.
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(pr)
		http, ws, signalled := false, false, false
		for sc.Scan() {
			line := sc.Text()
			fmt.Fprintln(logf, line)
			if strings.Contains(line, "HTTP server started") && strings.Contains(line, fmt.Sprintf(":%d", httpPort)) {
				http = true
			}
			if strings.Contains(line, "WebSocket enabled") {
				ws = true
			}
			if http && ws && !signalled {
				close(ready)
				signalled = true
			}
		}
		io.Copy(io.Discard, pr)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		logf.Close()
	})
	fail := func(format string, args ...any) {
		t.Helper()
		log, _ := os.ReadFile(filepath.Join(dir, "geth.log"))
		t.Fatalf(format+"\n%s", append(args, log)...)
	}
	select {
	case <-ready:
	case <-exited:
		fail("geth --dev exited before serving")
	case <-time.After(startCeiling):
		fail("geth --dev did not serve within %s", startCeiling)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rc, err := rpc.DialContext(ctx, fmt.Sprintf("ws://127.0.0.1:%d", wsPort))
	if err != nil {
		fail("dialling geth's WebSocket endpoint: %v", err)
	}
	t.Cleanup(rc.Close)
	g := &Geth{URL: fmt.Sprintf("http://127.0.0.1:%d", httpPort), rc: rc, ec: ethclient.NewClient(rc), log: filepath.Join(dir, "geth.log")}
	var accts []common.Address
	if err := rc.CallContext(ctx, &accts, "eth_accounts"); err != nil || len(accts) == 0 {
		fail("geth dev account: %v %v", accts, err)
	}
	g.dev = accts[0]
	return g
}

// Fund sends amount wei from the dev account to each address, one at a
// time, each waited for until it is mined.
func (g *Geth) Fund(ctx context.Context, t testing.TB, amount *big.Int, to ...common.Address) {
	t.Helper()
	for _, a := range to {
		if err := g.send(ctx, a, amount); err != nil {
			t.Fatalf("funding %s: %v\n%s", a.Hex(), err, g.LogTail(60))
		}
	}
}

// receiptPoll is how often send asks for the receipt of a transaction
// that no new-head notification has shown included yet.
const receiptPoll = 50 * time.Millisecond

// send transfers amount to a and waits until a block includes it: it
// looks for the transaction in each block a new-head notification names,
// and also asks for its receipt every receiptPoll. The notification alone
// is not enough: geth answers eth_subscribe before a goroutine of its own
// installs the head subscription (eth/filters FilterAPI.NewHeads), so on
// a loaded machine the block sealed for the transaction can come first
// and never be notified (seen: 5 of 40 runs under load).
func (g *Geth) send(ctx context.Context, a common.Address, amount *big.Int) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	heads := make(chan *types.Header, 16)
	sub, err := g.ec.SubscribeNewHead(ctx, heads)
	if err != nil {
		return err
	}
	defer sub.Unsubscribe()
	var h common.Hash
	if err := g.rc.CallContext(ctx, &h, "eth_sendTransaction", map[string]any{"from": g.dev, "to": a, "value": hexutil.Big(*amount)}); err != nil {
		return err
	}
	tick := time.NewTicker(receiptPoll)
	defer tick.Stop()
	for {
		select {
		case head := <-heads:
			b, err := g.ec.BlockByHash(ctx, head.Hash())
			if err != nil {
				return err
			}
			if b.Transaction(h) != nil {
				return nil
			}
		case <-tick.C:
			// A receipt can lag behind the head while geth indexes
			// transactions: not found yet is not an error, nor is
			// geth's answer while its indexer starts (seen right after
			// startup on a loaded machine).
			if r, err := g.ec.TransactionReceipt(ctx, h); err == nil && r.BlockHash != (common.Hash{}) {
				return nil
			} else if err != nil && !errors.Is(err, ethereum.NotFound) && !indexing(err) {
				return err
			}
		case err := <-sub.Err():
			return err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// indexing reports whether err is geth's answer to a receipt query while
// its transaction indexer is still catching up (ethapi.TxIndexingError:
// code -32000 with that data).
func indexing(err error) bool {
	const msg = "transaction indexing is in progress"
	var de rpc.DataError
	if errors.As(err, &de) {
		if d, ok := de.ErrorData().(string); ok && d == msg {
			return true
		}
	}
	return strings.Contains(err.Error(), msg)
}

// WaitTime returns once the latest block's time is at least ts. geth
// --dev.period 0 seals a block per transaction, stamped with the later of
// the wall clock and its parent's time plus one second, so each 1-wei
// transfer to poke moves chain time on by at least a second: it seals
// blocks until one carries ts, each waited for on its new-head
// notification.
func (g *Geth) WaitTime(ctx context.Context, t testing.TB, poke common.Address, ts uint64) {
	t.Helper()
	for {
		h, err := g.ec.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if h.Time >= ts {
			return
		}
		if err := g.send(ctx, poke, big.NewInt(1)); err != nil {
			t.Fatalf("sealing a block towards time %d: %v", ts, err)
		}
	}
}

// LogTail returns the last n lines of geth's log, for failure messages.
func (g *Geth) LogTail(n int) string {
	b, err := os.ReadFile(g.log)
	if err != nil {
		return fmt.Sprintf("(geth's log: %v)", err)
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	return "geth's log (tail):\n" + strings.Join(lines[max(0, len(lines)-n):], "\n")
}
