package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/internal/config"
)

// syncBuffer is a bytes.Buffer safe to read while a command writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestChainDevAndDeploy runs `synod chain dev` on a free loopback port,
// then `synod chain deploy` against it from another dev account, and checks
// that both recorded addresses hold the contracts.
func TestChainDevAndDeploy(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	devCtx, stopDev := context.WithCancel(ctx)
	var out syncBuffer
	dev := newChainCmd()
	dev.SetArgs([]string{"dev", "--port", "0", "--block-period", "100ms", "--accounts", "3", "--out", filepath.Join(dir, "dev.toml")})
	dev.SetOut(&out)
	dev.SetErr(&out)
	done := make(chan error, 1)
	go func() { done <- dev.ExecuteContext(devCtx) }()
	for !strings.Contains(out.String(), "running; interrupt to stop") {
		select {
		case err := <-done:
			t.Fatalf("chain dev exited: %v\n%s", err, out.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	devTOML, err := os.ReadFile(filepath.Join(dir, "dev.toml"))
	if err != nil {
		t.Fatal(err)
	}
	var url string
	for _, line := range strings.Split(string(devTOML), "\n") {
		if v, ok := strings.CutPrefix(line, "rpc_url = "); ok {
			url = strings.Trim(v, `"`)
		}
	}
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("no loopback rpc_url in\n%s", devTOML)
	}

	var dout bytes.Buffer
	deploy := newChainCmd()
	cfgPath := filepath.Join(dir, "config.toml")
	deploy.SetArgs([]string{"deploy", "--rpc", url, "--dev-account", "1", "--json", "--out", filepath.Join(dir, "chain.json"), "--write-config", cfgPath})
	deploy.SetOut(&dout)
	if err := deploy.ExecuteContext(ctx); err != nil {
		t.Fatalf("chain deploy: %v", err)
	}
	var rec chainRecord
	if err := json.Unmarshal(dout.Bytes(), &rec); err != nil {
		t.Fatalf("deploy output %q: %v", dout.String(), err)
	}
	file, err := os.ReadFile(filepath.Join(dir, "chain.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec2 chainRecord
	if err := json.Unmarshal(file, &rec2); err != nil || rec2 != rec {
		t.Fatalf("written record %s differs from printed %+v (%v)", file, rec, err)
	}
	if rec.ChainID != chain.EmbeddedChainID || rec.Mode != "rpc" || rec.RPCURL != url {
		t.Fatalf("record %+v", rec)
	}
	cfg, err := config.Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatalf("written config does not validate: %v", err)
	}
	if cfg.Chain.Mode != "rpc" || cfg.Chain.RPCURL != url || cfg.Chain.ChainID != rec.ChainID || cfg.Chain.CoordinatorAddress != rec.CoordinatorAddress ||
		cfg.Chain.TaskMarketAddress != rec.TaskMarketAddress || cfg.Chain.DisputeGameAddress != rec.DisputeGameAddress {
		t.Fatalf("config [chain] %+v, record %+v", cfg.Chain, rec)
	}
	be, err := chain.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer be.Close()
	if _, err := chain.New(ctx, be, chain.Addresses{
		Coordinator: common.HexToAddress(rec.CoordinatorAddress),
		TaskMarket:  common.HexToAddress(rec.TaskMarketAddress),
		DisputeGame: common.HexToAddress(rec.DisputeGameAddress),
	}); err != nil {
		t.Fatalf("deployed contracts not found: %v", err)
	}

	// Clear errors for a missing key and an unreachable endpoint.
	for _, args := range [][]string{{"deploy", "--rpc", url}, {"deploy", "--rpc", "http://127.0.0.1:1", "--dev-account", "0"}, {"deploy"}} {
		c := newChainCmd()
		c.SetArgs(args)
		c.SetOut(&bytes.Buffer{})
		if err := c.ExecuteContext(ctx); err == nil {
			t.Fatalf("%v succeeded", args)
		}
	}

	stopDev()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("chain dev: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("chain dev did not stop")
	}
}
