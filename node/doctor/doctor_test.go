package doctor

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/goleak"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// testConfig is a valid config under a fresh home with a plain key, free
// loopback ports and no metrics address.
func testConfig(t *testing.T) *config.Config {
	t.Helper()
	home := t.TempDir()
	cfg := config.Default()
	cfg.Node.Network = "test"
	cfg.Node.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"}
	cfg.Node.MetricsListenAddr = ""
	cfg.ResolvePaths(home)
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if err := identity.Save(cfg.Node.KeyFile, id, identity.SaveOptions{Plain: true}); err != nil {
		t.Fatal(err)
	}
	return cfg
}

func find(t *testing.T, rep *Report, prefix string) Result {
	t.Helper()
	for _, r := range rep.Results {
		if strings.HasPrefix(r.Check, prefix) {
			return r
		}
	}
	t.Fatalf("no %q check in %+v", prefix, rep.Results)
	return Result{}
}

func run(t *testing.T, o Options) *Report {
	t.Helper()
	if o.ConfigPath == "" {
		o.ConfigPath = "config.toml"
		o.ConfigFound = true
	}
	if o.Timeout == 0 {
		o.Timeout = 5 * time.Second
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return Run(ctx, o)
}

func TestHealthyConfigPasses(t *testing.T) {
	rep := run(t, Options{Config: testConfig(t)})
	if !rep.OK || rep.Fails != 0 {
		t.Fatalf("a healthy setup failed: %+v", rep.Results)
	}
	for _, c := range []string{"config", "key", "data dir", "disk space", "listen /ip4/127.0.0.1/tcp/0", "listen /ip4/127.0.0.1/udp/0/quic-v1"} {
		if r := find(t, rep, c); r.Status != OK {
			t.Errorf("%s: %+v", c, r)
		}
	}
	// No bootstrap peer is a warning, no running node and no chain
	// endpoint are skipped.
	if r := find(t, rep, "bootstrap"); r.Status != Warn || r.Hint == "" {
		t.Errorf("bootstrap: %+v", r)
	}
	if r := find(t, rep, "reachability"); r.Status != Skip {
		t.Errorf("reachability: %+v", r)
	}
	if r := find(t, rep, "chain"); r.Status != Skip {
		t.Errorf("chain: %+v", r)
	}
}

func TestBadConfigFailsAlone(t *testing.T) {
	err := &config.FieldError{Field: "node.conn_high_water", Msg: "50 must be greater than node.conn_low_water (100)"}
	rep := run(t, Options{ConfigErr: err, ConfigPath: "/h/config.toml"})
	if rep.OK || len(rep.Results) != 1 {
		t.Fatalf("%+v", rep)
	}
	r := rep.Results[0]
	if r.Status != Fail || !strings.Contains(r.Detail, "node.conn_high_water") || r.Hint == "" {
		t.Fatalf("%+v", r)
	}
	if r := run(t, Options{Config: testConfig(t), ConfigPath: "/h/config.toml"}); find(t, r, "config").Status != Warn {
		t.Fatalf("a missing config file should be a warning: %+v", r.Results[0])
	}
}

func TestKeyProblems(t *testing.T) {
	t.Run("missing", func(t *testing.T) {
		cfg := testConfig(t)
		os.Remove(cfg.Node.KeyFile)
		r := find(t, run(t, Options{Config: cfg}), "key")
		if r.Status != Fail || !strings.Contains(r.Hint, "synod init") {
			t.Fatalf("%+v", r)
		}
	})
	t.Run("readable by others", func(t *testing.T) {
		cfg := testConfig(t)
		if err := os.Chmod(cfg.Node.KeyFile, 0o644); err != nil {
			t.Fatal(err)
		}
		r := find(t, run(t, Options{Config: cfg}), "key")
		if r.Status != Fail || !strings.Contains(r.Hint, "chmod 600") {
			t.Fatalf("%+v", r)
		}
	})
	t.Run("corrupt", func(t *testing.T) {
		cfg := testConfig(t)
		if err := os.WriteFile(cfg.Node.KeyFile, []byte("not a key"), 0o600); err != nil {
			t.Fatal(err)
		}
		r := find(t, run(t, Options{Config: cfg}), "key")
		if r.Status != Fail || !strings.Contains(r.Detail, "corrupt") {
			t.Fatalf("%+v", r)
		}
	})
	t.Run("encrypted", func(t *testing.T) {
		cfg := testConfig(t)
		id, _ := identity.Generate()
		os.Remove(cfg.Node.KeyFile)
		if err := identity.Save(cfg.Node.KeyFile, id, identity.SaveOptions{Passphrase: "pw", ScryptN: identity.LightScryptN, ScryptP: identity.LightScryptP}); err != nil {
			t.Fatal(err)
		}
		r := find(t, run(t, Options{Config: cfg}), "key")
		if r.Status != OK || !strings.Contains(r.Detail, "passphrase not checked") {
			t.Fatalf("without a passphrase: %+v", r)
		}
		r = find(t, run(t, Options{Config: cfg, Passphrase: "pw"}), "key")
		if r.Status != OK || !strings.Contains(r.Detail, id.PeerID().String()) {
			t.Fatalf("right passphrase: %+v", r)
		}
		r = find(t, run(t, Options{Config: cfg, Passphrase: "wrong"}), "key")
		if r.Status != Fail || !strings.Contains(r.Detail, "wrong passphrase") {
			t.Fatalf("wrong passphrase: %+v", r)
		}
	})
}

func TestDataDirAndDiskSpace(t *testing.T) {
	cfg := testConfig(t)
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	cfg.Node.DataDir = filepath.Join(blocker, "data")
	if r := find(t, run(t, Options{Config: cfg}), "data dir"); r.Status != Fail || r.Hint == "" {
		t.Fatalf("data dir under a file: %+v", r)
	}

	cfg = testConfig(t)
	if r := find(t, run(t, Options{Config: cfg, WarnFreeBytes: 1 << 62}), "disk space"); r.Status != Warn {
		t.Fatalf("below the warning level: %+v", r)
	}
	rep := run(t, Options{Config: cfg, MinFreeBytes: 1 << 62, WarnFreeBytes: 1 << 62})
	if r := find(t, rep, "disk space"); r.Status != Fail || rep.OK {
		t.Fatalf("below the minimum: %+v", r)
	}
}

func TestPortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	cfg := testConfig(t)
	addr := fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", port)
	cfg.Node.ListenAddrs = []string{addr}
	cfg.Node.MetricsListenAddr = ln.Addr().String()
	rep := run(t, Options{Config: cfg})
	if r := find(t, rep, "listen "+addr); r.Status != Fail || !strings.Contains(r.Detail, "in use") || r.Hint == "" {
		t.Fatalf("busy listen port: %+v", r)
	}
	if r := find(t, rep, "metrics"); r.Status != Fail {
		t.Fatalf("busy metrics address: %+v", r)
	}
	if rep.OK {
		t.Fatal("a busy port did not fail the report")
	}
}

func TestBootstrapPeers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ncfg := localnet.NodeConfig(localnet.Spec{Network: "test"}, 0, t.TempDir())
	id, _ := identity.Generate()
	n, err := node.New(ncfg, id, node.WithLibp2pMetrics(false))
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	good := n.Addrs()[0].String()
	// A closed port with a valid peer ID.
	other, _ := identity.Generate()
	dead := "/ip4/127.0.0.1/tcp/1/p2p/" + other.PeerID().String()

	cfg := testConfig(t)
	cfg.Node.BootstrapPeers = []string{good}
	r := find(t, run(t, Options{Config: cfg}), "bootstrap")
	if r.Status != OK || r.MS <= 0 || !strings.Contains(r.Detail, "ping") {
		t.Fatalf("reachable peer: %+v", r)
	}

	cfg.Node.Network = "elsewhere"
	r = find(t, run(t, Options{Config: cfg}), "bootstrap")
	if r.Status != Fail || !strings.Contains(r.Hint, "node.network") {
		t.Fatalf("peer of another network: %+v", r)
	}

	cfg.Node.Network = "test"
	cfg.Node.BootstrapPeers = []string{dead}
	rep := run(t, Options{Config: cfg, Timeout: 2 * time.Second})
	if r := find(t, rep, "bootstrap"); r.Status != Fail || rep.OK {
		t.Fatalf("only an unreachable peer: %+v", r)
	}

	cfg.Node.BootstrapPeers = []string{good, dead}
	rep = run(t, Options{Config: cfg, Timeout: 2 * time.Second})
	if !rep.OK || rep.Warns == 0 {
		t.Fatalf("one of two peers unreachable should warn, not fail: %+v", rep.Results)
	}
}

func TestReachabilityFromRunningNode(t *testing.T) {
	for _, tc := range []struct {
		reach string
		want  Status
	}{{"public", OK}, {"private", Warn}, {"unknown", Warn}} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/api/v1/status" {
				http.NotFound(w, r)
				return
			}
			json.NewEncoder(w).Encode(map[string]any{"peer_id": "16Uiu2Test", "reachability": tc.reach, "peers": 3, "dht_mode": "auto"})
		}))
		cfg := testConfig(t)
		cfg.Node.MetricsListenAddr = srv.Listener.Addr().String()
		rep := run(t, Options{Config: cfg})
		srv.Close()
		if r := find(t, rep, "reachability"); r.Status != tc.want || !strings.Contains(r.Detail, tc.reach) {
			t.Errorf("%s: %+v", tc.reach, r)
		}
		// The node's own metrics address is busy by design.
		if r := find(t, rep, "metrics"); r.Status != OK {
			t.Errorf("metrics address of the running node: %+v", r)
		}
	}
}

// fakeChain answers the two JSON-RPC calls the chain check makes.
func fakeChain(t *testing.T, chainID int64, blockTime time.Time) *httptest.Server {
	head := &types.Header{Number: big.NewInt(42), Time: uint64(blockTime.Unix()), Difficulty: big.NewInt(0), BaseFee: big.NewInt(1)}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var result any
		switch req.Method {
		case "eth_chainId":
			result = fmt.Sprintf("0x%x", chainID)
		case "eth_getBlockByNumber":
			result = head
		default:
			t.Errorf("unexpected call %s", req.Method)
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": result})
	}))
}

func TestChainEndpointAndClock(t *testing.T) {
	now := time.Now()
	srv := fakeChain(t, 1337, now.Add(-3*time.Second))
	defer srv.Close()
	cfg := testConfig(t)
	cfg.Chain.Mode, cfg.Chain.RPCURL, cfg.Chain.ChainID = "rpc", srv.URL, 1337
	rep := run(t, Options{Config: cfg})
	if r := find(t, rep, "chain "); r.Status != OK || r.MS <= 0 {
		t.Fatalf("chain: %+v", r)
	}
	if r := find(t, rep, "clock"); r.Status != OK {
		t.Fatalf("clock: %+v", r)
	}

	cfg.Chain.ChainID = 1
	if r := find(t, run(t, Options{Config: cfg}), "chain "); r.Status != Fail || !strings.Contains(r.Hint, "chain.chain_id") {
		t.Fatalf("wrong chain ID: %+v", r)
	}

	cfg.Chain.RPCURL = "http://127.0.0.1:1"
	if r := find(t, run(t, Options{Config: cfg, Timeout: 2 * time.Second}), "chain "); r.Status != Fail {
		t.Fatalf("unreachable endpoint: %+v", r)
	}
}

func TestClockVerdicts(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		block time.Time
		want  Status
	}{
		{now.Add(-2 * time.Second), OK},
		{now.Add(5 * time.Second), OK},     // within tolerance
		{now.Add(time.Minute), Warn},       // block in our future: our clock is behind
		{now.Add(-10 * time.Minute), Warn}, // stale head or clock ahead
	} {
		if r := clockResult(now, tc.block, 7); r.Status != tc.want {
			t.Errorf("block at %s: %+v, want %s", tc.block.Sub(now), r, tc.want)
		}
	}
}

func TestNetworkStateInUse(t *testing.T) {
	cfg := testConfig(t)
	if r := find(t, run(t, Options{Config: cfg}), "network state"); r.Status != OK || !strings.Contains(r.Detail, "does not exist yet") {
		t.Fatalf("before the first start: %+v", r)
	}
	id, err := identity.Load(cfg.Node.KeyFile, "")
	if err != nil {
		t.Fatal(err)
	}
	n, err := node.New(cfg.Node, id, node.WithStateDir(node.StateDir(cfg.Node)), node.WithLibp2pMetrics(false))
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	r := find(t, run(t, Options{Config: cfg}), "network state")
	n.Close()
	if r.Status != Warn || !strings.Contains(r.Detail, "in use") || r.Hint == "" {
		t.Fatalf("while a node runs without a local API: %+v", r)
	}
	if r := find(t, run(t, Options{Config: cfg}), "network state"); r.Status != OK || !strings.Contains(r.Detail, "last run") {
		t.Fatalf("after the node stopped: %+v", r)
	}
	cfg.Node.PersistNetworkState = false
	if r := find(t, run(t, Options{Config: cfg}), "network state"); r.Status != Skip {
		t.Fatalf("with node.persist_network_state off: %+v", r)
	}
}
