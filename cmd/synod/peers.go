package main

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
)

func newPeersCmd(g *globals) *cobra.Command {
	var (
		asJSON bool
		addr   string
	)
	cmd := &cobra.Command{
		Use:   "peers",
		Short: "List the peers of the running node (asks its local API)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, cancel := context.WithTimeout(cmd.Context(), 10*time.Second)
			defer cancel()
			var c *api.Client
			if addr != "" {
				c = api.NewClient(addr)
			} else {
				cfg, err := g.loadConfig(nil)
				if err != nil {
					return err
				}
				running, ok := daemon.Running(ctx, cfg.Node.DataDir)
				switch {
				case ok:
					c = running
				case cfg.Node.MetricsListenAddr != "":
					c = api.NewClient(cfg.Node.MetricsListenAddr)
				default:
					return fmt.Errorf("no node runs with home %s (start one with: synod node run), and node.metrics_listen_addr is empty; pass --api host:port", g.homeDir())
				}
			}
			var peers []api.Peer
			if err := c.Get(ctx, api.Prefix+"/peers", &peers); err != nil {
				return fmt.Errorf("%w (is the node running? start it with: synod node run)", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), peers)
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			fmt.Fprintln(w, "PEER ID\tDIR\tLATENCY\tSCORE\tDHT\tADDRESS\tAGENT")
			for _, p := range peers {
				score := "-"
				if p.Score != nil {
					score = fmt.Sprintf("%.1f", *p.Score)
				}
				fmt.Fprintf(w, "%s\t%s\t%.1fms\t%s\t%v\t%s\t%s\n", p.ID, p.Direction, p.LatencyMS, score, p.InDHT,
					strings.Join(p.Addrs, ","), p.Agent)
			}
			w.Flush()
			fmt.Fprintf(cmd.OutOrStdout(), "%d peers\n", len(peers))
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print as JSON")
	cmd.Flags().StringVar(&addr, "api", "", "host:port of the node's API (default node.metrics_listen_addr)")
	return cmd
}
