package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/node/identity"
)

func newKeyImportCmd(g *globals) *cobra.Command {
	var (
		passFile string
		force    bool
	)
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Install a backup copy of a key as the node's key file",
		Long: `import checks that FILE is a key file that opens (asking for its passphrase when it is
encrypted, or reading it from $` + passphraseEnv + ` or --passphrase-file) and installs it, as it
is, as node.key_file of the home (mode 0600, written atomically). The home and its directory
are created if needed; run synod init afterwards for the config file.

Importing the key the home already holds does nothing. A home holding a different key is
left alone unless --force is given: the old key file is then kept as <key_file>.bak-<unix time>.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			src := args[0]
			out := cmd.OutOrStdout()
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			keyFile := cfg.Node.KeyFile
			data, srcInfo, err := readImportFile(src)
			if err != nil {
				return err
			}

			// Check the copy where it will be installed, so Load sees it
			// with mode 0600 and the install is a rename.
			dir := filepath.Dir(keyFile)
			if err := os.MkdirAll(dir, 0o700); err != nil {
				return fmt.Errorf("key import: cannot create %s: %w (check the --home directory and its permissions)", dir, err)
			}
			tmp, err := writeTemp(dir, "."+filepath.Base(keyFile)+".import-*", data)
			if err != nil {
				return fmt.Errorf("key import: cannot write in %s: %w (check that the directory is writable)", dir, err)
			}
			defer os.Remove(tmp) // fails harmlessly once renamed
			id, err := loadImported(tmp, src, passFile)
			if err != nil {
				return err
			}
			who := fmt.Sprintf("  peer ID:  %s\n  address:  %s\n", id.PeerID(), id.Address().Hex())

			cur, err := os.ReadFile(keyFile)
			switch {
			case errors.Is(err, fs.ErrNotExist):
				if err := os.Rename(tmp, keyFile); err != nil {
					return fmt.Errorf("key import: installing %s: %w", keyFile, err)
				}
				fmt.Fprintf(out, "imported %s as %s\n%s", src, keyFile, who)
			case err != nil:
				return fmt.Errorf("key import: reading the current key file %s: %w (fix its permissions or move it away, then run again)", keyFile, err)
			case bytes.Equal(cur, data):
				fmt.Fprintf(out, "%s already holds this key; nothing to do\n%s", keyFile, who)
				return nil
			default:
				curAddr, ok := keyFileAddress(cur)
				same := ok && curAddr == id.Address()
				switch {
				case same && !force:
					fmt.Fprintf(out, "%s already holds this key (stored differently: encrypted or not, or with another passphrase); nothing to do\n%s"+
						"To replace the stored file with %s anyway, run again with --force.\n", keyFile, who, src)
					return nil
				case !force:
					held := "a key this command cannot read"
					if ok {
						held = "the key of address " + curAddr.Hex()
					}
					return fmt.Errorf("key import: %s already holds a different key (%s), which is this node's identity; "+
						"keep a copy with `synod key export`, then run again with --force to replace it (the old file is kept as %s.bak-<unix time>)",
						keyFile, held, keyFile)
				}
				backup, err := backupKeyFile(keyFile, cur)
				if err != nil {
					return fmt.Errorf("key import: keeping a backup of %s: %w (nothing was changed; free space or fix permissions in %s)", keyFile, err, dir)
				}
				if err := os.Rename(tmp, keyFile); err != nil {
					return fmt.Errorf("key import: installing %s: %w (the old key is unchanged, and also in %s)", keyFile, err, backup)
				}
				fmt.Fprintf(out, "imported %s as %s\n%sthe previous key file is kept as %s\n", src, keyFile, who, backup)
			}
			if looseMode(srcInfo) {
				fmt.Fprintf(out, "warning: %s can be read by other users of this machine; delete it or run: chmod 600 %s\n", src, src)
			}
			fmt.Fprintln(out, "Restart the node (synod node run) for it to use this key.")
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&force, "force", false, "replace a different key already in the home (the old file is kept as <key_file>.bak-<unix time>)")
	f.StringVar(&passFile, "passphrase-file", "", "read the passphrase of FILE from this file ($"+passphraseEnv+" also works)")
	return cmd
}

// readImportFile reads the key file to import, up to a size no key file
// comes near.
func readImportFile(src string) ([]byte, fs.FileInfo, error) {
	f, err := os.Open(src)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, fmt.Errorf("key import: %s does not exist (give the path of a file written by `synod key export`)", src)
		}
		return nil, nil, fmt.Errorf("key import: cannot open %s: %w (check the path and its permissions)", src, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, fmt.Errorf("key import: %s: %w", src, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("key import: %s is not a regular file (give the path of a file written by `synod key export`)", src)
	}
	const maxKeyFile = 64 << 10
	data, err := io.ReadAll(io.LimitReader(f, maxKeyFile+1))
	if err != nil {
		return nil, nil, fmt.Errorf("key import: reading %s: %w", src, err)
	}
	if len(data) > maxKeyFile {
		return nil, nil, fmt.Errorf("key import: %s is %d bytes or more, too large for a key file (give the file written by `synod key export`)", src, maxKeyFile)
	}
	return data, fi, nil
}

// loadImported opens the copy at tmp of the file src, asking for its
// passphrase when it is encrypted, and words errors in terms of src.
func loadImported(tmp, src, passFile string) (*identity.Identity, error) {
	enc, err := identity.IsEncrypted(tmp)
	pass := ""
	if err == nil && enc {
		if pass, err = readPassphrase(passFile, false); err != nil {
			return nil, fmt.Errorf("key import: %s is encrypted: %w", src, err)
		}
	}
	var id *identity.Identity
	if err == nil {
		id, err = identity.Load(tmp, pass)
	}
	if err == nil {
		return id, nil
	}
	var fe *identity.FileError
	if errors.As(err, &fe) {
		err = fe.Err
	}
	switch {
	case errors.Is(err, identity.ErrWrongPassphrase):
		return nil, fmt.Errorf("key import: %s: %w", src, wrongPassphraseHint(err, "this key file was encrypted with"))
	case errors.Is(err, identity.ErrCorrupt):
		return nil, fmt.Errorf("key import: %s is not a key file (%v); give the file written by `synod key export` (keystore JSON, or 64 hex characters)", src, err)
	}
	return nil, fmt.Errorf("key import: %s: %w", src, err)
}

// backupKeyFile writes data, the current key file at keyFile, to a new
// file keyFile.bak-<unix time> (mode 0600) and returns its path.
func backupKeyFile(keyFile string, data []byte) (string, error) {
	base := keyFile + ".bak-" + strconv.FormatInt(time.Now().Unix(), 10)
	for i := 0; ; i++ {
		path := base
		if i > 0 {
			path = base + "-" + strconv.Itoa(i)
		}
		err := installFile(path, data, false)
		if err == nil {
			return path, nil
		}
		if !errors.Is(err, fs.ErrExist) || i == 99 {
			return "", err
		}
	}
}
