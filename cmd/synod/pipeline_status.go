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

func newPipelineStatusCmd(g *globals) *cobra.Command {
	var (
		asJSON bool
		addr   string
	)
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show the running node's pipeline role: its session, stages and peers, loss per iteration (asks its local API)",
		Long: `status asks the running node (its local API, /api/v1/pipeline) what it does in a SkipPipe run
([pipeline] in its config): its role (coordinator or stage peer), the current or last session's
state, iteration, loss and microbatches in flight, the peers of every stage with their progress,
and the loss of every iteration (on the coordinator, which computes it).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, cancel := context.WithTimeout(cmd.Context(), 10*time.Second)
			defer cancel()
			c, err := apiClient(ctx, g, addr)
			if err != nil {
				return err
			}
			var p api.Pipeline
			if err := c.Get(ctx, api.Prefix+"/pipeline", &p); err != nil {
				return fmt.Errorf("%w (is the node running with [pipeline] enable = true?)", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), p)
			}
			printPipeline(cmd, &p)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print as JSON")
	cmd.Flags().StringVar(&addr, "api", "", "host:port of the node's API (default node.metrics_listen_addr)")
	return cmd
}

// apiClient finds the running node's API: addr, the API file of the
// home's node, or node.metrics_listen_addr.
func apiClient(ctx context.Context, g *globals, addr string) (*api.Client, error) {
	if addr != "" {
		return api.NewClient(addr), nil
	}
	cfg, err := g.loadConfig(nil)
	if err != nil {
		return nil, err
	}
	if running, ok := daemon.Running(ctx, cfg.Node.DataDir); ok {
		return running, nil
	}
	if cfg.Node.MetricsListenAddr != "" {
		return api.NewClient(cfg.Node.MetricsListenAddr), nil
	}
	return nil, fmt.Errorf("no node runs with home %s (start one with: synod node run), and node.metrics_listen_addr is empty; pass --api host:port", g.homeDir())
}

func printPipeline(cmd *cobra.Command, p *api.Pipeline) {
	out := cmd.OutOrStdout()
	role := "coordinator (stage 0, the data holder)"
	if p.Role != "coordinator" {
		offer := "any stage"
		if len(p.Offer) > 0 {
			offer = fmt.Sprint(p.Offer)
		}
		role = "stage peer serving " + offer
		if p.Holder != "" {
			role += " for data holder " + p.Holder
		}
	}
	fmt.Fprintf(out, "run %s, model %s: %s\n", p.Run, p.Model, role)
	state := p.State
	if p.Error != "" {
		state += ": " + p.Error
	}
	if p.Session == "" {
		fmt.Fprintf(out, "no session yet (%s)\n", state)
		return
	}
	fmt.Fprintf(out, "session %s: %s, iteration %d/%d, %d stages, paths of %d, %d microbatches per iteration, %d in flight (peak %d), %d re-planned, %d peers dropped\n",
		p.Session, state, p.Iteration, p.Iterations, p.Stages, p.PathLength, p.Microbatches, p.InFlight, p.PeakInFlight, p.Replans, p.Drops)
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "STAGE\tPEER\tITERATION\tFORWARD\tBACKWARD\tIN FLIGHT\tSTATE HASH")
	for _, s := range p.StagePeers {
		for _, q := range s.Peers {
			id := q.ID
			if q.Self {
				id += " (this node)"
			}
			if q.Dropped {
				id += " (dropped)"
			}
			hash := q.StateHash
			if len(hash) > 16 {
				hash = hash[:16] + "…"
			}
			fmt.Fprintf(w, "%d\t%s\t%d\t%d\t%d\t%d\t%s\n", s.Stage, id, q.Iteration, q.Forwarded, q.Backwarded, q.InFlight, hash)
		}
	}
	w.Flush()
	if p.Role == "coordinator" && len(p.Iters) > 0 {
		var parts []string
		for _, it := range p.Iters {
			parts = append(parts, fmt.Sprintf("%.4f", it.Loss))
		}
		fmt.Fprintf(out, "loss per iteration: %s\n", strings.Join(parts, " "))
	}
	if l := p.Links; l != nil {
		var worstMS, worstGiBps float64
		for i := range l.LatencyMS {
			for j := range l.LatencyMS[i] {
				if i != j {
					worstMS = max(worstMS, l.LatencyMS[i][j])
					if worstGiBps == 0 || l.BandwidthGiBps[i][j] < worstGiBps {
						worstGiBps = l.BandwidthGiBps[i][j]
					}
				}
			}
		}
		fmt.Fprintf(out, "links measured: %d of %d, slowest %.3f ms one way, narrowest %.3f GiB/s\n", l.Measured, l.Pairs, worstMS, worstGiBps)
	}
	if p.LeftOut > 0 {
		fmt.Fprintf(out, "peers left out of a plan they did not take: %d\n", p.LeftOut)
	}
	if e := p.Eval; e != nil {
		skipped := "none"
		if len(e.Skipped) > 0 {
			skipped = fmt.Sprint(e.Skipped)
		}
		fmt.Fprintf(out, "evaluation: loss %.4f over %d batches through stages %v (skipped: %s, re-routed hops: %d)\n",
			e.Loss, e.Batches, e.Stages, skipped, e.Rerouted)
	} else if p.Evaluated > 0 {
		fmt.Fprintf(out, "evaluation batches run through this stage: %d\n", p.Evaluated)
	}
}
