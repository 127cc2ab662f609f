package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
)

type initResult struct {
	Home      string `json:"home"`
	Config    string `json:"config"`
	KeyFile   string `json:"key_file"`
	PeerID    string `json:"peer_id"`
	Address   string `json:"address"`
	Encrypted bool   `json:"encrypted"`
	NewKey    bool   `json:"new_key"`
	NewConfig bool   `json:"new_config"`
}

func newInitCmd(g *globals) *cobra.Command {
	var (
		noPass, asJSON bool
		passFile       string
		network        string
		bootstrap      []string
	)
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Create the home directory, a documented config file and the node's key",
		Long: `init creates the home directory (default ~/.synod) with a config.toml that documents every
field, and a new secp256k1 key: one key gives both the libp2p peer ID and the Ethereum address.
The key is encrypted with a passphrase (go-ethereum keystore format) unless --no-passphrase is
given, in which case it is stored in plain hex with mode 0600. Existing files are kept: running
init twice is safe.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			home := g.homeDir()
			if err := os.MkdirAll(home, 0o700); err != nil {
				return err
			}
			res := initResult{Home: home, Config: g.configPath()}
			if _, err := os.Stat(res.Config); errors.Is(err, fs.ErrNotExist) {
				cfg := config.Default()
				if network != "" {
					cfg.Node.Network = network
				}
				if len(bootstrap) > 0 {
					cfg.Node.BootstrapPeers = bootstrap
				}
				if err := cfg.Validate(); err != nil {
					return err
				}
				data, err := config.Marshal(cfg)
				if err != nil {
					return err
				}
				if err := os.WriteFile(res.Config, data, 0o600); err != nil {
					return err
				}
				res.NewConfig = true
			}
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			res.KeyFile = cfg.Node.KeyFile
			var id *identity.Identity
			if _, err := os.Stat(cfg.Node.KeyFile); err == nil {
				if id, err = loadIdentity(cfg, passFile); err != nil {
					return err
				}
				res.Encrypted, _ = identity.IsEncrypted(cfg.Node.KeyFile)
			} else {
				if id, err = identity.Generate(); err != nil {
					return err
				}
				opts := identity.SaveOptions{Plain: noPass}
				if !noPass {
					if opts.Passphrase, err = readPassphrase(passFile, true); err != nil {
						return err
					}
				}
				if err := identity.Save(cfg.Node.KeyFile, id, opts); err != nil {
					return err
				}
				res.NewKey, res.Encrypted = true, !noPass
			}
			for _, d := range []string{cfg.Node.DataDir} {
				if err := os.MkdirAll(d, 0o700); err != nil {
					return err
				}
			}
			res.PeerID, res.Address = id.PeerID().String(), id.Address().Hex()
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			out := cmd.OutOrStdout()
			verb := func(created bool) string {
				if created {
					return "created"
				}
				return "kept existing"
			}
			fmt.Fprintf(out, "home:     %s\n", res.Home)
			fmt.Fprintf(out, "config:   %s (%s)\n", res.Config, verb(res.NewConfig))
			enc := "plain, mode 0600"
			if res.Encrypted {
				enc = "encrypted"
			}
			fmt.Fprintf(out, "key:      %s (%s, %s)\n", res.KeyFile, verb(res.NewKey), enc)
			fmt.Fprintf(out, "peer ID:  %s\n", res.PeerID)
			fmt.Fprintf(out, "address:  %s\n", res.Address)
			fmt.Fprintf(out, "\nNext: synod node run --bootstrap <multiaddr of a peer>   (see %s)\n",
				filepath.Join("docs", "node.md"))
			return nil
		},
	}
	cmd.Flags().BoolVar(&noPass, "no-passphrase", false, "store the key unencrypted (mode 0600) instead of with a passphrase")
	cmd.Flags().StringVar(&passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	cmd.Flags().StringVar(&network, "network", "", "network name written to the new config (node.network)")
	cmd.Flags().StringSliceVar(&bootstrap, "bootstrap", nil, "bootstrap peer multiaddrs written to the new config (node.bootstrap_peers)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}
