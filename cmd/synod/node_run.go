package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
)

func newNodeCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "node",
		Short: "Run the peer-to-peer node",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newNodeRunCmd(g))
	return cmd
}

func newNodeRunCmd(g *globals) *cobra.Command {
	var (
		listen, bootstrap             []string
		swarmID, metricsAddr, dhtMode string
		network, passFile             string
		statusInterval                time.Duration
	)
	cmd := &cobra.Command{
		Use:   "run",
		Short: "Start the node, join the swarm and run until Ctrl-C",
		Long: `run starts the node with the configuration from <home>/config.toml, SYNOD_* variables and
these flags (in rising order of precedence), joins the configured swarm (rendezvous discovery on
the DHT), serves /metrics, /status and /peers on node.metrics_listen_addr, and logs a status line
every node.status_interval. Ctrl-C (SIGINT) or SIGTERM shuts it down cleanly.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			flags := cmd.Flags()
			cfg, err := g.loadConfig(func(c *config.Config) error {
				if flags.Changed("listen") {
					c.Node.ListenAddrs = listen
				}
				if flags.Changed("bootstrap") {
					c.Node.BootstrapPeers = append(c.Node.BootstrapPeers, bootstrap...)
				}
				if flags.Changed("swarm") {
					c.Swarm.ID = swarmID
				}
				if flags.Changed("metrics-listen") {
					c.Node.MetricsListenAddr = metricsAddr
				}
				if flags.Changed("dht-mode") {
					c.Node.DHTMode = dhtMode
				}
				if flags.Changed("network") {
					c.Node.Network = network
				}
				if flags.Changed("status-interval") {
					c.Node.StatusInterval = config.Duration(statusInterval)
				}
				return nil
			})
			if err != nil {
				return err
			}
			return runNode(cmd.Context(), cfg, passFile)
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&listen, "listen", nil, "multiaddrs to listen on (node.listen_addrs)")
	f.StringSliceVar(&bootstrap, "bootstrap", nil, "bootstrap peer multiaddr, added to node.bootstrap_peers (repeatable)")
	f.StringVar(&swarmID, "swarm", "", "swarm to join (swarm.id)")
	f.StringVar(&metricsAddr, "metrics-listen", "", "host:port for /metrics, /status and /peers; empty disables (node.metrics_listen_addr)")
	f.StringVar(&dhtMode, "dht-mode", "", "auto, server or client (node.dht_mode)")
	f.StringVar(&network, "network", "", "network name (node.network)")
	f.DurationVar(&statusInterval, "status-interval", 0, "how often to log the status line (node.status_interval)")
	f.StringVar(&passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	return cmd
}

func runNode(ctx context.Context, cfg *config.Config, passFile string) error {
	log := newLogger(os.Stderr, cfg.Node.LogLevel)
	id, err := loadIdentity(cfg, passFile)
	if err != nil {
		return err
	}
	opts := []node.Option{node.WithLogger(log), node.WithUserAgent("synod/" + version)}
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
	defer func() {
		log.Info("shutting down")
		if err := n.Close(); err != nil {
			log.Error("close", "err", err)
		}
	}()
	if err := n.JoinGroup(cfg.Swarm.ID); err != nil {
		return err
	}
	stopCheckpoints, err := serveNodeCheckpoints(ctx, cfg, n, log)
	if err != nil {
		return err
	}
	defer stopCheckpoints()
	var srv *http.Server
	if cfg.Node.MetricsListenAddr != "" {
		ln, err := net.Listen("tcp", cfg.Node.MetricsListenAddr)
		if err != nil {
			return fmt.Errorf("node.metrics_listen_addr %s: %w", cfg.Node.MetricsListenAddr, err)
		}
		proc := prometheus.NewRegistry()
		proc.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
		srv = &http.Server{Handler: n.HTTPHandler(proc), ReadHeaderTimeout: 5 * time.Second}
		go func() {
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				log.Error("metrics server", "err", err)
			}
		}()
		defer srv.Close()
		log.Info("serving /metrics, /status and /peers", "addr", "http://"+ln.Addr().String())
	}
	var addrs []string
	for _, a := range n.Addrs() {
		addrs = append(addrs, a.String())
	}
	fmt.Printf("synod node ready: peer ID %s, address %s, swarm %q\nlistening on:\n  %s\n",
		n.ID(), id.Address().Hex(), cfg.Swarm.ID, strings.Join(addrs, "\n  "))
	n.LogStatus(ctx, cfg.Node.StatusInterval.D())
	return nil
}
