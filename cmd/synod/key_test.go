package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/synod-net/synod/node/identity"
)

// runSplit runs the CLI with args and returns stdout and stderr apart.
func runSplit(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err = root.ExecuteContext(context.Background())
	return out.String(), errOut.String(), err
}

// idOf runs `synod id --json` in home.
func idOf(t *testing.T, home string) idResult {
	t.Helper()
	out, _, err := runSplit(t, "--home", home, "id", "--json")
	if err != nil {
		t.Fatalf("id in %s: %v", home, err)
	}
	var id idResult
	if err := json.Unmarshal([]byte(out), &id); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return id
}

// initPlain makes a home with an unencrypted key.
func initPlain(t *testing.T, home string) initResult {
	t.Helper()
	out, _, err := runSplit(t, "--home", home, "init", "--no-passphrase", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var ini initResult
	if err := json.Unmarshal([]byte(out), &ini); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return ini
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("want an error with %q, got success", parts)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Fatalf("error %q does not say %q", err, p)
		}
	}
}

func TestKeyExportImportPlain(t *testing.T) {
	t.Setenv(passphraseEnv, "")
	dir := t.TempDir()
	homeA := filepath.Join(dir, "a")
	a := initPlain(t, homeA)
	backup := filepath.Join(dir, "backup.hex")

	_, stderr, err := runSplit(t, "--home", homeA, "key", "export", "--out", backup)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{a.PeerID, a.Address, "NOT encrypted", "--encrypt", "identity"} {
		if !strings.Contains(stderr, s) {
			t.Fatalf("export messages do not say %q:\n%s", s, stderr)
		}
	}
	if fi, err := os.Stat(backup); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("backup: %v %v", fi, err)
	}
	if !bytes.Equal(mustRead(t, backup), mustRead(t, a.KeyFile)) {
		t.Fatal("backup differs from the key file")
	}
	// No overwriting without --force; never the key file itself.
	_, _, err = runSplit(t, "--home", homeA, "key", "export", "--out", backup)
	wantErr(t, err, backup, "already exists", "--force")
	if _, _, err = runSplit(t, "--home", homeA, "key", "export", "--out", backup, "--force"); err != nil {
		t.Fatal(err)
	}
	_, _, err = runSplit(t, "--home", homeA, "key", "export", "--out", a.KeyFile, "--force")
	wantErr(t, err, "key file itself")
	stdout, _, err := runSplit(t, "--home", homeA, "key", "export", "--out", "-")
	if err != nil || stdout != string(mustRead(t, a.KeyFile)) {
		t.Fatalf("export to stdout: %v, %q", err, stdout)
	}

	// Import into a fresh home: the same identity.
	homeB := filepath.Join(dir, "b")
	stdout, _, err = runSplit(t, "--home", homeB, "key", "import", backup)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout, a.PeerID) || !strings.Contains(stdout, a.Address) {
		t.Fatalf("import output:\n%s", stdout)
	}
	if b := idOf(t, homeB); b.PeerID != a.PeerID || b.Address != a.Address {
		t.Fatalf("imported identity %+v, exported %+v", b, a)
	}
	keyB := filepath.Join(homeB, "key.json")
	if fi, err := os.Stat(keyB); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("installed key: %v %v", fi, err)
	}
	// Again: nothing to do.
	stdout, _, err = runSplit(t, "--home", homeB, "key", "import", backup)
	if err != nil || !strings.Contains(stdout, "nothing to do") {
		t.Fatalf("second import: %v\n%s", err, stdout)
	}

	// A home with another key keeps it without --force.
	homeC := filepath.Join(dir, "c")
	c := initPlain(t, homeC)
	old := mustRead(t, c.KeyFile)
	_, _, err = runSplit(t, "--home", homeC, "key", "import", backup)
	wantErr(t, err, c.KeyFile, "different key", c.Address, "synod key export", "--force")
	if !bytes.Equal(mustRead(t, c.KeyFile), old) {
		t.Fatal("a refused import changed the key file")
	}
	stdout, _, err = runSplit(t, "--home", homeC, "key", "import", backup, "--force")
	if err != nil {
		t.Fatal(err)
	}
	if got := idOf(t, homeC); got.PeerID != a.PeerID {
		t.Fatalf("forced import: peer ID %s, want %s", got.PeerID, a.PeerID)
	}
	baks, _ := filepath.Glob(c.KeyFile + ".bak-*")
	if len(baks) != 1 || !bytes.Equal(mustRead(t, baks[0]), old) || !strings.Contains(stdout, baks[0]) {
		t.Fatalf("backups %v; output:\n%s", baks, stdout)
	}
	if fi, _ := os.Stat(baks[0]); fi.Mode().Perm() != 0o600 {
		t.Fatalf("backup mode %04o", fi.Mode().Perm())
	}
	left, _ := filepath.Glob(filepath.Join(homeC, ".key.json.*"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}

	// Not a key file.
	junk := filepath.Join(dir, "junk")
	os.WriteFile(junk, []byte("hello\n"), 0o600)
	_, _, err = runSplit(t, "--home", filepath.Join(dir, "d"), "key", "import", junk)
	wantErr(t, err, junk, "not a key file", "synod key export")
	_, _, err = runSplit(t, "--home", filepath.Join(dir, "d"), "key", "import", filepath.Join(dir, "nope"))
	wantErr(t, err, "does not exist", "synod key export")
}

func TestKeyExportImportEncrypted(t *testing.T) {
	t.Setenv(passphraseEnv, "")
	dir := t.TempDir()
	homeA := filepath.Join(dir, "a")
	keyA := filepath.Join(homeA, "key.json")
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if err := identity.Save(keyA, id, identity.SaveOptions{Passphrase: "right", ScryptN: identity.LightScryptN, ScryptP: identity.LightScryptP}); err != nil {
		t.Fatal(err)
	}
	backup := filepath.Join(dir, "backup.json")

	// Without a passphrase and without a terminal, and with a wrong one.
	_, _, err = runSplit(t, "--home", homeA, "key", "export", "--out", backup)
	wantErr(t, err, passphraseEnv, "--passphrase-file")
	t.Setenv(passphraseEnv, "wrong")
	_, _, err = runSplit(t, "--home", homeA, "key", "export", "--out", backup)
	wantErr(t, err, keyA, "wrong passphrase", passphraseEnv, "--passphrase-file")
	if _, err := os.Stat(backup); err == nil {
		t.Fatal("a failed export wrote a file")
	}

	t.Setenv(passphraseEnv, "right")
	_, stderr, err := runSplit(t, "--home", homeA, "key", "export", "--out", backup)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mustRead(t, backup), mustRead(t, keyA)) || !strings.Contains(stderr, "(encrypted)") || strings.Contains(stderr, "warning") {
		t.Fatalf("encrypted export:\n%s", stderr)
	}

	// Import with a wrong passphrase (from a file) installs nothing.
	t.Setenv(passphraseEnv, "")
	passFile := filepath.Join(dir, "pass")
	os.WriteFile(passFile, []byte("wrong\n"), 0o600)
	homeB := filepath.Join(dir, "b")
	_, _, err = runSplit(t, "--home", homeB, "key", "import", backup, "--passphrase-file", passFile)
	wantErr(t, err, backup, "wrong passphrase", "--passphrase-file")
	if entries, _ := os.ReadDir(homeB); len(entries) != 0 {
		t.Fatalf("a failed import left %v", entries)
	}
	os.WriteFile(passFile, []byte("right\n"), 0o600)
	if _, _, err = runSplit(t, "--home", homeB, "key", "import", backup, "--passphrase-file", passFile); err != nil {
		t.Fatal(err)
	}
	t.Setenv(passphraseEnv, "right")
	if got := idOf(t, homeB); got.PeerID != id.PeerID().String() || !got.Encrypted {
		t.Fatalf("imported %+v, want peer ID %s encrypted", got, id.PeerID())
	}
}

func TestKeyExportEncrypt(t *testing.T) {
	exportScryptN, exportScryptP = identity.LightScryptN, identity.LightScryptP
	t.Cleanup(func() { exportScryptN, exportScryptP = identity.StandardScryptN, identity.StandardScryptP })
	t.Setenv(passphraseEnv, "")
	dir := t.TempDir()
	homeA := filepath.Join(dir, "a")
	a := initPlain(t, homeA)
	plain := mustRead(t, a.KeyFile)

	t.Setenv(passphraseEnv, "new-pass")
	backup := filepath.Join(dir, "backup.json")
	_, stderr, err := runSplit(t, "--home", homeA, "key", "export", "--encrypt", "--out", backup)
	if err != nil {
		t.Fatal(err)
	}
	if enc, err := identity.IsEncrypted(backup); err != nil || !enc || !strings.Contains(stderr, "(encrypted)") {
		t.Fatalf("--encrypt wrote an unencrypted copy (%v):\n%s", err, stderr)
	}
	if !bytes.Equal(mustRead(t, a.KeyFile), plain) {
		t.Fatal("--encrypt changed the key on disk")
	}
	homeB := filepath.Join(dir, "b")
	if _, _, err := runSplit(t, "--home", homeB, "key", "import", backup); err != nil {
		t.Fatal(err)
	}
	if got := idOf(t, homeB); got.PeerID != a.PeerID || !got.Encrypted {
		t.Fatalf("imported %+v, want peer ID %s encrypted", got, a.PeerID)
	}

	// The plain home imports the encrypted copy of its own key: same key,
	// nothing to do unless --force.
	stdout, _, err := runSplit(t, "--home", homeA, "key", "import", backup)
	if err != nil || !strings.Contains(stdout, "nothing to do") || !strings.Contains(stdout, "--force") {
		t.Fatalf("same key, other form: %v\n%s", err, stdout)
	}
	if !bytes.Equal(mustRead(t, a.KeyFile), plain) {
		t.Fatal("importing the same key changed the key file")
	}
}
