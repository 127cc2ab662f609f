package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/node/identity"
)

func newKeyExportCmd(g *globals) *cobra.Command {
	var (
		out, passFile  string
		force, encrypt bool
	)
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write a backup copy of the node's key file",
		Long: `export writes the node's key file (node.key_file) as stored: an encrypted key stays encrypted
with its passphrase, which is asked for (or read from $` + passphraseEnv + ` or --passphrase-file)
to check that the copy opens. The copy goes to --out (mode 0600; default
synod-key-<address>.json, or .hex for an unencrypted key,
in the current directory), or to standard output with --out -.
An existing file is kept unless --force is given.

A key stored unencrypted (init --no-passphrase) is exported unencrypted, with a warning;
--encrypt writes a passphrase-protected copy instead, asking for a new passphrase twice
(or reading it from $` + passphraseEnv + ` or --passphrase-file). The key on disk is unchanged.

Messages go to standard error. Restore the copy with: synod key import FILE`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			keyFile := cfg.Node.KeyFile
			enc, err := identity.IsEncrypted(keyFile)
			if err != nil {
				return fmt.Errorf("key export: %w", err)
			}
			id, err := loadIdentity(cfg, passFile)
			if err != nil {
				return fmt.Errorf("key export: %w", wrongPassphraseHint(err, "the key was encrypted with"))
			}
			stored, err := os.ReadFile(keyFile)
			if err != nil {
				return fmt.Errorf("key export: %w", err)
			}
			stderr := cmd.ErrOrStderr()
			data := stored
			switch {
			case enc && encrypt:
				fmt.Fprintln(stderr, "note: the key is already encrypted; it is exported as stored, with its passphrase")
			case !enc && encrypt:
				if os.Getenv(passphraseEnv) == "" && passFile == "" {
					fmt.Fprintln(stderr, "Choose a passphrase for the exported copy.")
				}
				pass, err := readPassphrase(passFile, true)
				if err != nil {
					return fmt.Errorf("key export: a passphrase for the encrypted copy: %w", err)
				}
				if data, err = identity.Encode(id, identity.SaveOptions{Passphrase: pass, ScryptN: exportScryptN, ScryptP: exportScryptP}); err != nil {
					return fmt.Errorf("key export: %w", err)
				}
			}
			encrypted := enc || encrypt

			if out == "" {
				out = "synod-key-" + id.Address().Hex()[:10] + ".json"
				if !encrypted {
					out = "synod-key-" + id.Address().Hex()[:10] + ".hex"
				}
			}
			where := out
			if out == "-" {
				where = "standard output"
				if _, err := cmd.OutOrStdout().Write(data); err != nil {
					return fmt.Errorf("key export: writing to standard output: %w", err)
				}
			} else {
				if fi, err := os.Stat(out); err == nil {
					if kfi, kerr := os.Stat(keyFile); kerr == nil && os.SameFile(fi, kfi) {
						return fmt.Errorf("key export: %s is the node's key file itself; choose another --out", out)
					}
				}
				if err := installFile(out, data, force); err != nil {
					if errors.Is(err, fs.ErrExist) {
						return fmt.Errorf("key export: %s already exists; choose another --out, or add --force to overwrite it", out)
					}
					return fmt.Errorf("key export: cannot write %s: %w (check that its directory exists and is writable)", out, err)
				}
				if abs, err := filepath.Abs(out); err == nil {
					where = abs
				}
			}

			state := "encrypted"
			if !encrypted {
				state = "NOT encrypted"
			}
			fmt.Fprintf(stderr, "exported the key of\n  peer ID:  %s\n  address:  %s\nto %s (%s)\n", id.PeerID(), id.Address().Hex(), where, state)
			if !encrypted {
				fmt.Fprintf(stderr, "warning: the key in %s is stored unencrypted, and so is this copy: anyone who reads it can act as this node.\n"+
					"         Run again with --encrypt (and --force to replace this copy) for a passphrase-protected copy.\n", keyFile)
			}
			fmt.Fprintln(stderr, "This file is the node's identity (its peer ID, address and stake): keep it private and offline.")
			if out == "-" {
				fmt.Fprintln(stderr, "Restore it with: synod key import FILE")
			} else {
				fmt.Fprintf(stderr, "Restore it with: synod key import %s\n", where)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "out", "o", "", "file to write (mode 0600); - for standard output (default synod-key-<address>.json or .hex)")
	f.BoolVar(&force, "force", false, "overwrite --out if it exists")
	f.BoolVar(&encrypt, "encrypt", false, "write an encrypted copy of an unencrypted key (asks for a new passphrase)")
	f.StringVar(&passFile, "passphrase-file", "", "read the key passphrase (or, with --encrypt, the new one) from this file ($"+passphraseEnv+" also works)")
	return cmd
}
