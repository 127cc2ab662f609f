package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runSynod runs the CLI with args and returns stdout and the error.
func runSynod(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.ExecuteContext(context.Background())
	return out.String(), err
}

func TestInitAndID(t *testing.T) {
	home := filepath.Join(t.TempDir(), "home")
	out, err := runSynod(t, "--home", home, "init", "--no-passphrase", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var ini initResult
	if err := json.Unmarshal([]byte(out), &ini); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if !ini.NewKey || !ini.NewConfig || ini.Encrypted || !strings.HasPrefix(ini.PeerID, "16Uiu2") || !strings.HasPrefix(ini.Address, "0x") {
		t.Fatalf("init result %+v", ini)
	}
	for _, p := range []string{ini.Config, ini.KeyFile} {
		fi, err := os.Stat(p)
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Fatalf("%s: %v %v", p, fi, err)
		}
	}

	out, err = runSynod(t, "--home", home, "id", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var id idResult
	if err := json.Unmarshal([]byte(out), &id); err != nil {
		t.Fatal(err)
	}
	if id.PeerID != ini.PeerID || id.Address != ini.Address {
		t.Fatalf("id %+v differs from init %+v", id, ini)
	}

	// A second init keeps the key and the config.
	out, err = runSynod(t, "--home", home, "init", "--no-passphrase", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var again initResult
	json.Unmarshal([]byte(out), &again)
	if again.NewKey || again.NewConfig || again.PeerID != ini.PeerID {
		t.Fatalf("second init %+v", again)
	}

	// Bad configuration and bad key files each give one clear line.
	t.Setenv("SYNOD_NODE_DHT_MODE", "sometimes")
	if _, err := runSynod(t, "--home", home, "id"); err == nil || err.Error() != `config: node.dht_mode: "sometimes" must be "auto", "server" or "client"` {
		t.Fatalf("bad env: %v", err)
	}
	os.Unsetenv("SYNOD_NODE_DHT_MODE")
	if err := os.Chmod(ini.KeyFile, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := runSynod(t, "--home", home, "id"); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Fatalf("world-readable key: %v", err)
	}
	if _, err := runSynod(t, "--home", home, "--config", filepath.Join(home, "nope.toml"), "id"); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("missing --config: %v", err)
	}
}

func TestDevnetCommand(t *testing.T) {
	// Stages of 4 s rather than the default 2 s: the race detector and
	// the other packages' tests share the machine's cores.
	out, err := runSynod(t, "devnet", "--nodes", "3", "--rounds", "2", "--round", testRound)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "discovery: 3/3 nodes found all 2 others") || !strings.Contains(out, "all nodes closed") {
		t.Fatalf("unexpected output:\n%s", out)
	}
}
