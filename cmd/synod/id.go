package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/node/identity"
)

type idResult struct {
	PeerID    string `json:"peer_id"`
	Address   string `json:"address"`
	KeyFile   string `json:"key_file"`
	Encrypted bool   `json:"encrypted"`
}

func newIDCmd(g *globals) *cobra.Command {
	var (
		asJSON   bool
		passFile string
	)
	cmd := &cobra.Command{
		Use:   "id",
		Short: "Print the node's peer ID and Ethereum address (both from its one key)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			id, err := loadIdentity(cfg, passFile)
			if err != nil {
				return err
			}
			enc, _ := identity.IsEncrypted(cfg.Node.KeyFile)
			res := idResult{PeerID: id.PeerID().String(), Address: id.Address().Hex(), KeyFile: cfg.Node.KeyFile, Encrypted: enc}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "peer ID:  %s\naddress:  %s\nkey file: %s\n", res.PeerID, res.Address, res.KeyFile)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print as JSON")
	cmd.Flags().StringVar(&passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	return cmd
}
