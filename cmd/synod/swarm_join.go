package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/internal/config"
)

// newSwarmJoinCmd is `synod node run` with swarm.id set from --swarm: the
// node plays the swarm and does everything else its config enables.
func newSwarmJoinCmd(g *globals) *cobra.Command {
	var f nodeFlags
	cmd := &cobra.Command{
		Use:   "join",
		Short: "Run the node and play a swarm's rounds until Ctrl-C (synod node run --swarm ID)",
		Long: `join is 'synod node run' with swarm.id taken from --swarm (default: the config's swarm.id). The
node registers in the swarm on the coordinator contract (once; the contract checks that the key
registering is the node's own) and plays every round: it answers the round's questions with the
base transformer policy, critiques peers' answers, votes, tallies the signed votes it saw and
commits the tally on chain, while also serving its checkpoints and the dashboard. State is kept in
<data_dir>/state, so a restart resumes the round without voting twice. To join from config alone,
set swarm.id and run 'synod node run'.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(func(c *config.Config) error { return f.apply(cmd, c) })
			if err != nil {
				return err
			}
			if cfg.Swarm.ID == "" {
				return fmt.Errorf("which swarm? give --swarm ID (printed by 'synod swarm create'), or set swarm.id in %s", g.configPath())
			}
			id, err := loadIdentity(cfg, f.passFile)
			if err != nil {
				return err
			}
			return runDaemon(cmd.Context(), os.Stdout, cfg, id)
		},
	}
	f.add(cmd)
	cmd.Flags().Lookup("swarm").Usage = "on-chain swarm ID (default: swarm.id from the config)"
	return cmd
}
