package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
)

func newNodeCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "node",
		Short: "Run the node: every role the configuration enables, one process",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newNodeRunCmd(g))
	return cmd
}

// nodeFlags are the flags of `synod node run` that override the config.
type nodeFlags struct {
	listen, bootstrap             []string
	swarmID, metricsAddr, dhtMode string
	network, passFile, memLimit   string
	statusInterval                time.Duration
}

func (f *nodeFlags) add(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringSliceVar(&f.listen, "listen", nil, "multiaddrs to listen on (node.listen_addrs)")
	fl.StringSliceVar(&f.bootstrap, "bootstrap", nil, "bootstrap peer multiaddr, added to node.bootstrap_peers (repeatable)")
	fl.StringVar(&f.swarmID, "swarm", "", "on-chain ID of the swarm to play in (swarm.id)")
	fl.StringVar(&f.metricsAddr, "metrics-listen", "", "host:port of the dashboard, local API and /metrics; empty disables (node.metrics_listen_addr)")
	fl.StringVar(&f.dhtMode, "dht-mode", "", "auto, server or client (node.dht_mode)")
	fl.StringVar(&f.network, "network", "", "network name (node.network)")
	fl.StringVar(&f.memLimit, "memory-limit", "", "memory budget, e.g. 2GiB (node.memory_limit)")
	fl.DurationVar(&f.statusInterval, "status-interval", 0, "how often to log the status line (node.status_interval)")
	fl.StringVar(&f.passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
}

// apply copies the flags the user set into c.
func (f *nodeFlags) apply(cmd *cobra.Command, c *config.Config) error {
	fl := cmd.Flags()
	if fl.Changed("listen") {
		c.Node.ListenAddrs = f.listen
	}
	if fl.Changed("bootstrap") {
		c.Node.BootstrapPeers = append(c.Node.BootstrapPeers, f.bootstrap...)
	}
	if fl.Changed("swarm") {
		c.Swarm.ID = f.swarmID
	}
	if fl.Changed("metrics-listen") {
		c.Node.MetricsListenAddr = f.metricsAddr
	}
	if fl.Changed("dht-mode") {
		c.Node.DHTMode = f.dhtMode
	}
	if fl.Changed("network") {
		c.Node.Network = f.network
	}
	if fl.Changed("memory-limit") {
		n, err := config.ParseByteSize(f.memLimit)
		if err != nil {
			return fmt.Errorf("--memory-limit: %w", err)
		}
		c.Node.MemoryLimit = n
	}
	if fl.Changed("status-interval") {
		c.Node.StatusInterval = config.Duration(f.statusInterval)
	}
	return nil
}

func newNodeRunCmd(g *globals) *cobra.Command {
	var f nodeFlags
	cmd := &cobra.Command{
		Use:   "run",
		Short: "Start the node with every role its configuration enables and run until Ctrl-C",
		Long: `run starts one node with the configuration from <home>/config.toml, SYNOD_* variables and these
flags (in rising order of precedence): the libp2p node (DHT discovery, gossip), its state database
(<data_dir>/state), the checkpoint store it serves over bitswap, the chain client ([chain] mode =
"rpc") and, when swarm.id is set, the RL Swarm member that registers on chain and plays every
round; [tasks] makes it a solver or verifier of the task market, and [pipeline] a SkipPipe stage
peer or a run's coordinator. It serves the dashboard, the local API (what 'synod peers', 'synod swarm status' and
'synod checkpoint ls' ask) and /metrics on node.metrics_listen_addr, and logs a status line every
node.status_interval. Ctrl-C (SIGINT) or SIGTERM shuts it down cleanly; a restart resumes the
round in progress without sending anything twice and says which rounds it missed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(func(c *config.Config) error { return f.apply(cmd, c) })
			if err != nil {
				return err
			}
			id, err := loadIdentity(cfg, f.passFile)
			if err != nil {
				return err
			}
			return runDaemon(cmd.Context(), cmd.OutOrStdout(), cfg, id)
		},
	}
	f.add(cmd)
	return cmd
}

// runDaemon runs a node until ctx ends and prints what a user needs: the
// peer ID, the addresses to bootstrap from and the dashboard's address.
func runDaemon(ctx context.Context, out io.Writer, cfg *config.Config, id *identity.Identity, opts ...daemon.Option) error {
	for _, n := range cfg.Notices {
		fmt.Fprintln(os.Stderr, "note:", n)
	}
	opts = append([]daemon.Option{daemon.WithVersion(version)}, opts...)
	d, err := daemon.New(cfg, id, opts...)
	if err != nil {
		return err
	}
	if err := d.Start(ctx); err != nil {
		return err
	}
	defer func() {
		d.Logger().Info("shutting down")
		if err := d.Close(); err != nil {
			d.Logger().Error("close", "err", err)
		}
	}()
	var addrs []string
	for _, a := range d.Node().Addrs() {
		addrs = append(addrs, a.String())
	}
	fmt.Fprintf(out, "synod node ready: peer ID %s, address %s\nroles: %s\nlistening on:\n  %s\n",
		d.Node().ID(), id.Address().Hex(), strings.Join(d.Roles(), ", "), strings.Join(addrs, "\n  "))
	if sid := d.SwarmID(); sid != nil {
		c := d.Member().Service.Config()
		fmt.Fprintf(out, "playing swarm %s: rounds of %v from %s\n", sid, c.Period(), c.Genesis.Format(time.RFC3339))
	}
	if u := d.APIURL(); u != "" {
		fmt.Fprintf(out, "dashboard: %s\n", u)
	}
	<-ctx.Done()
	return nil
}
