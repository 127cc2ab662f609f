package daemon_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/daemon/cluster"
	"github.com/synod-net/synod/node/identity"
)

// newDaemon builds a daemon with a loopback config under dir.
func newDaemon(t *testing.T, dir string) *daemon.Daemon {
	t.Helper()
	cfg := cluster.Config(cluster.Spec{Network: "daemontest", API: true}, 0, dir)
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	d, err := daemon.New(cfg, id, daemon.WithLogOutput(io.Discard), daemon.WithoutStatusLog())
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestStartServesTheAPIAndCloseCleansUp(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	d := newDaemon(t, dir)
	if err := d.Start(ctx); err != nil {
		t.Fatal(err)
	}
	dataDir := d.Config().Node.DataDir
	c, ok := daemon.Running(ctx, dataDir)
	if !ok {
		t.Fatalf("no running daemon found through %s", filepath.Join(dataDir, daemon.APIFile))
	}
	var st api.Status
	if err := c.Get(ctx, api.Prefix+"/status", &st); err != nil {
		t.Fatal(err)
	}
	if st.PeerID != d.Node().ID().String() || len(st.Addrs) == 0 {
		t.Fatalf("status %+v: want peer %s with addresses", st, d.Node().ID())
	}
	for _, r := range []string{"network", "state", "checkpoints"} {
		if !strings.Contains(strings.Join(st.Roles, ","), r) {
			t.Errorf("roles %v lack %s", st.Roles, r)
		}
	}
	var snap api.Snapshot
	if err := c.Get(ctx, api.Prefix+"/snapshot", &snap); err != nil {
		t.Fatal(err)
	}
	if snap.Swarm != nil || snap.Chain != nil {
		t.Errorf("a node without swarm.id or chain shows swarm %v, chain %v", snap.Swarm, snap.Chain)
	}
	if len(snap.Logs) == 0 || snap.Logs[len(snap.Logs)-1].Seq == 0 {
		t.Errorf("no log lines in the snapshot: %+v", snap.Logs)
	}
	if err := c.Get(ctx, api.Prefix+"/swarm", &api.Swarm{}); !errors.Is(err, api.ErrNotFound) {
		t.Errorf("/swarm of a node without a swarm: %v, want ErrNotFound", err)
	}
	body := get(t, c.URL()+"metrics")
	for _, m := range []string{"synod_memory_rss_bytes", "synod_checkpoint_served_bytes_total", "go_goroutines"} {
		if !strings.Contains(body, m) {
			t.Errorf("/metrics lacks %s", m)
		}
	}
	if page := get(t, c.URL()); !strings.Contains(page, "data-testid=\"peer-id\"") {
		t.Errorf("/ is not the dashboard: %.200s", page)
	}

	// A second node with the same home fails at once, names the cause,
	// and leaves nothing behind.
	d2 := newDaemon(t, dir)
	d2.Config().Node.KeyFile = d.Config().Node.KeyFile
	if err := d2.Start(ctx); !errors.Is(err, daemon.ErrHomeInUse) {
		t.Fatalf("second daemon on the same home: %v, want ErrHomeInUse", err)
	}
	if err := d2.Close(); err != nil {
		t.Fatalf("close after a failed start: %v", err)
	}
	if _, ok := daemon.Running(ctx, dataDir); !ok {
		t.Fatal("the failed second start removed the first daemon's API file")
	}

	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dataDir, daemon.APIFile)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("API file left after Close: %v", err)
	}
	if err := d.Start(ctx); !errors.Is(err, daemon.ErrClosed) {
		t.Fatalf("Start after Close: %v, want ErrClosed", err)
	}
}

func TestStartRollsBackOnFailure(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	d := newDaemon(t, dir)
	// A swarm without a chain cannot be played: Start fails after the
	// node, state and checkpoints are up, and must close them again.
	d.Config().Swarm.ID = "7"
	err := d.Start(ctx)
	if err == nil || !strings.Contains(err.Error(), "no chain is configured") {
		t.Fatalf("Start with swarm.id and no chain: %v", err)
	}
	// Everything was released: the same home starts again.
	d2 := newDaemon(t, dir)
	if err := d2.Start(ctx); err != nil {
		t.Fatalf("restart after a failed start: %v", err)
	}
	if err := d2.Close(); err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", url, resp.Status)
	}
	return string(b)
}
