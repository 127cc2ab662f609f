package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/member"
	"github.com/synod-net/synod/swarm/swarmnode"
)

func newSwarmJoinCmd(g *globals) *cobra.Command {
	var (
		swarmFlag, passFile string
		bootstrap           []string
		seed                uint64
	)
	cmd := &cobra.Command{
		Use:   "join",
		Short: "Join a swarm and play its rounds until Ctrl-C",
		Long: `join starts the node, registers it in the swarm on the coordinator contract (once; the
contract checks that the key registering is the node's own), and plays every round: it answers
the round's questions with the base transformer policy, critiques peers' answers, votes, tallies
the signed votes it saw and commits the tally on chain. One line per round shows the winners and
this node's reward. State (what the node sent, round results) is kept in <data_dir>/state, so a
restart resumes the round without voting twice.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			flags := cmd.Flags()
			cfg, err := g.loadConfig(func(c *config.Config) error {
				if flags.Changed("bootstrap") {
					c.Node.BootstrapPeers = append(c.Node.BootstrapPeers, bootstrap...)
				}
				return nil
			})
			if err != nil {
				return err
			}
			swarmID, err := swarmIDArg(swarmFlag, cfg)
			if err != nil {
				return err
			}
			return runSwarmMember(cmd.Context(), cfg, passFile, swarmID.String(), seed)
		},
	}
	f := cmd.Flags()
	f.StringVar(&swarmFlag, "swarm", "", "on-chain swarm ID (default: swarm.id from the config)")
	f.StringSliceVar(&bootstrap, "bootstrap", nil, "extra bootstrap peer multiaddr (repeatable)")
	f.StringVar(&passFile, "passphrase-file", "", "file holding the key's passphrase")
	f.Uint64Var(&seed, "policy-seed", 1, "seed of the base policy's weights (the same for every member)")
	return cmd
}

func runSwarmMember(ctx context.Context, cfg *config.Config, passFile, swarmIDText string, seed uint64) error {
	log := newLogger(os.Stderr, cfg.Node.LogLevel)
	swarmID, err := parseSwarmID(swarmIDText)
	if err != nil {
		return err
	}
	id, err := loadIdentity(cfg, passFile)
	if err != nil {
		return err
	}
	c, done, err := swarmChain(ctx, cfg)
	if err != nil {
		return err
	}
	defer done()
	db, err := state.Open(stateDir(cfg), state.WithLogger(log))
	if err != nil {
		return fmt.Errorf("opening the node state in %s: %w", stateDir(cfg), err)
	}
	defer db.Close()
	pen := swarmnode.NewPenalties()
	opts := []node.Option{node.WithLogger(log), node.WithUserAgent("synod/" + version), node.WithAppScore(pen.Score)}
	if dir := node.StateDir(cfg.Node); dir != "" {
		// DHT records and known peers survive restarts (node.persist_network_state).
		opts = append(opts, node.WithStateDir(dir))
	}
	n, err := node.New(cfg.Node, id, opts...)
	if err != nil {
		return err
	}
	startCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	err = n.Start(startCtx)
	cancel()
	if err != nil {
		return err
	}
	defer n.Close()
	short := func(s string) string {
		if len(s) > 12 {
			return "…" + s[len(s)-8:]
		}
		return s
	}
	m, err := member.Join(ctx, n, c, swarmID, member.Options{
		PolicySeed: seed, Penalties: pen, State: db, Logger: log, Registry: n.Registry(),
		OnResult: func(r swarm.Report) {
			var ws []string
			for _, w := range r.Winners {
				ws = append(ws, short(w.String()))
			}
			mine := int64(0)
			for _, rw := range r.Rewards {
				if rw.Peer == string(n.ID()) {
					mine = rw.Total
				}
			}
			fmt.Printf("round %d: winners %s from %d votes; this node's reward %.3f\n", r.Round, strings.Join(ws, " "), r.Counted, float64(mine)/1000)
		},
	})
	if err != nil {
		return err
	}
	defer m.Service.Close()
	cfgR := m.Service.Config()
	fmt.Printf("synod swarm member ready: swarm %s, peer ID %s, address %s; rounds of %v from %s\n",
		swarmID, n.ID(), id.Address().Hex(), cfgR.Period(), cfgR.Genesis.Format(time.RFC3339))
	<-ctx.Done()
	log.Info("leaving the swarm")
	return nil
}
