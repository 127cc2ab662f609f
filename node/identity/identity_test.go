package identity

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPeerIDAndAddressFromOneKey(t *testing.T) {
	id, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(id.PeerID().String(), "16Uiu2") {
		t.Fatalf("peer ID %s is not a secp256k1 ID", id.PeerID())
	}
	addr, err := AddressOf(id.PeerID())
	if err != nil {
		t.Fatal(err)
	}
	if addr != id.Address() {
		t.Fatalf("AddressOf(peer ID) = %s, want %s", addr.Hex(), id.Address().Hex())
	}
	again, err := FromRaw(id.Raw())
	if err != nil {
		t.Fatal(err)
	}
	if again.PeerID() != id.PeerID() || again.Address() != id.Address() {
		t.Fatal("rebuilding from raw bytes changed the identity")
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	id, _ := Generate()
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		opts SaveOptions
		pass string
	}{
		{"plain", SaveOptions{Plain: true}, ""},
		{"encrypted", SaveOptions{Passphrase: "hunter2", ScryptN: LightScryptN, ScryptP: LightScryptP}, "hunter2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name, "key")
			if err := Save(path, id, tc.opts); err != nil {
				t.Fatal(err)
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != 0o600 {
				t.Fatalf("mode %o, want 0600", fi.Mode().Perm())
			}
			enc, err := IsEncrypted(path)
			if err != nil || enc == tc.opts.Plain {
				t.Fatalf("IsEncrypted = %v, %v", enc, err)
			}
			got, err := Load(path, tc.pass)
			if err != nil {
				t.Fatal(err)
			}
			if got.PeerID() != id.PeerID() || got.Address() != id.Address() {
				t.Fatal("loaded identity differs")
			}
			if err := Save(path, id, tc.opts); !errors.Is(err, ErrExists) {
				t.Fatalf("second Save: %v, want ErrExists", err)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	id, _ := Generate()
	dir := t.TempDir()
	enc := filepath.Join(dir, "enc")
	if err := Save(enc, id, SaveOptions{Passphrase: "right", ScryptN: LightScryptN, ScryptP: LightScryptP}); err != nil {
		t.Fatal(err)
	}
	write := func(name, content string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	plain := filepath.Join(dir, "plain")
	if err := Save(plain, id, SaveOptions{Plain: true}); err != nil {
		t.Fatal(err)
	}
	worldReadable := filepath.Join(dir, "world")
	data, _ := os.ReadFile(plain)
	write("world", string(data), 0o644)

	for _, tc := range []struct {
		name, path, pass string
		want             error
		msg              string
	}{
		{"wrong passphrase", enc, "wrong", ErrWrongPassphrase, "wrong passphrase"},
		{"no passphrase", enc, "", ErrPassphraseRequired, "SYNOD_KEY_PASSPHRASE"},
		{"corrupt hex", write("badhex", "zzzz\n", 0o600), "", ErrCorrupt, "64 hex characters"},
		{"short hex", write("short", "abcd\n", 0o600), "", ErrCorrupt, "corrupt"},
		{"corrupt json", write("badjson", `{"address": "x", `, 0o600), "x", ErrCorrupt, "keystore"},
		{"empty", write("empty", "", 0o600), "", ErrCorrupt, "empty"},
		{"world readable", worldReadable, "", ErrInsecurePermissions, "chmod 600"},
		{"missing", filepath.Join(dir, "nope"), "", fs.ErrNotExist, "synod init"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(tc.path, tc.pass)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Load: %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.msg) || !strings.Contains(err.Error(), tc.path) {
				t.Fatalf("error %q should name the file and say %q", err, tc.msg)
			}
		})
	}
}
