package main

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/node/identity"
)

// exportScryptN and exportScryptP set the strength of the copy written by
// `key export --encrypt` (tests lower them).
var exportScryptN, exportScryptP = identity.StandardScryptN, identity.StandardScryptP

func newKeyCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "key",
		Short: "Back up and restore the node's key (its peer ID and Ethereum address)",
		Long: `The node's one secp256k1 key file (node.key_file, default <home>/key.json) is its identity:
its libp2p peer ID, its Ethereum address, its on-chain registration and stake. export writes a
copy for safekeeping; import installs a copy as the key of a home, for example on a new machine.`,
	}
	cmd.AddCommand(newKeyExportCmd(g))
	cmd.AddCommand(newKeyImportCmd(g))
	return cmd
}

// wrongPassphraseHint adds the fix to a wrong-passphrase error.
func wrongPassphraseHint(err error, what string) error {
	if errors.Is(err, identity.ErrWrongPassphrase) {
		return fmt.Errorf("%w: give the passphrase %s ($%s, --passphrase-file FILE, or at the prompt)", err, what, passphraseEnv)
	}
	return err
}

// keyFileAddress reads the address a key file's bytes hold without
// decrypting them: a keystore file names its address in clear. ok is false
// when the bytes are not a key file.
func keyFileAddress(data []byte) (addr common.Address, ok bool) {
	s := strings.TrimSpace(string(data))
	if strings.HasPrefix(s, "{") {
		var ks struct {
			Address string `json:"address"`
		}
		if json.Unmarshal([]byte(s), &ks) != nil || !common.IsHexAddress(ks.Address) {
			return common.Address{}, false
		}
		return common.HexToAddress(ks.Address), true
	}
	raw, err := hex.DecodeString(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"))
	if err != nil || len(raw) != 32 {
		return common.Address{}, false
	}
	id, err := identity.FromRaw(raw)
	if err != nil {
		return common.Address{}, false
	}
	return id.Address(), true
}

// writeTemp writes data with mode 0600 to a new temporary file in dir and
// returns its path; the caller renames or removes it.
func writeTemp(dir, pattern string, data []byte) (string, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", err
	}
	name := f.Name()
	err = f.Chmod(0o600)
	if err == nil {
		_, err = f.Write(data)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(name)
		return "", err
	}
	return name, nil
}

// installFile puts data at path with mode 0600 through a temporary file
// in the same directory and a rename, so path never holds a partial file.
// Unless replace is set it refuses an existing path (fs.ErrExist).
func installFile(path string, data []byte, replace bool) error {
	tmp, err := writeTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*", data)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // fails harmlessly once renamed
	if replace {
		return os.Rename(tmp, path)
	}
	if _, err := os.Lstat(path); err == nil {
		return fs.ErrExist
	}
	// A hard link does not replace an existing file; a file system
	// without hard links gets the rename (and a narrow race) instead.
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fs.ErrExist
		}
		return os.Rename(tmp, path)
	}
	return nil
}

// looseMode reports whether a file other users may read (never on
// Windows, whose modes say nothing about that).
func looseMode(fi fs.FileInfo) bool {
	return runtime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0
}
