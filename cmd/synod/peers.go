package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/node"
)

func newPeersCmd(g *globals) *cobra.Command {
	var (
		asJSON bool
		api    string
	)
	cmd := &cobra.Command{
		Use:   "peers",
		Short: "List the peers of the running node (asks its /peers endpoint)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if api == "" {
				cfg, err := g.loadConfig(nil)
				if err != nil {
					return err
				}
				api = cfg.Node.MetricsListenAddr
				if api == "" {
					return fmt.Errorf("node.metrics_listen_addr is empty, so the node serves no /peers; set it or pass --api host:port")
				}
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), 5*time.Second)
			defer cancel()
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+api+"/peers", nil)
			if err != nil {
				return err
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				return fmt.Errorf("no node answers on %s (start one with: synod node run): %w", api, err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				return fmt.Errorf("%s/peers: %s", api, resp.Status)
			}
			var peers []node.PeerInfo
			if err := json.NewDecoder(resp.Body).Decode(&peers); err != nil {
				return fmt.Errorf("%s/peers: %w", api, err)
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
	cmd.Flags().StringVar(&api, "api", "", "host:port of the node's API (default node.metrics_listen_addr)")
	return cmd
}
