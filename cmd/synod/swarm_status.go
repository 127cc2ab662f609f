package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/storage/state"
)

func newSwarmStatusCmd(g *globals) *cobra.Command {
	var (
		swarmFlag string
		last      int
		asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show the rounds this node played: winners, votes counted, rewards, commitments",
		Long: `status reads the node's state database (<data_dir>/state) and shows, for the swarm, the last
rounds this node tallied (winners, votes counted, votes root, every peer's reward with its parts:
correctness, format, critique, vote; "none" where the tally holds no critique or no counted vote
by the peer), the messages this node sent and its on-chain
commitments, and how many rollouts it stored for learning. While the node runs, it asks the node\n(its local API); otherwise it opens the database itself.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			swarmID, err := swarmIDArg(swarmFlag, cfg)
			if err != nil {
				return err
			}
			st, err := readSwarmHistory(cmd.Context(), cfg, swarmID.String(), last)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), st)
			}
			w := cmd.OutOrStdout()
			if len(st.Rounds) == 0 {
				fmt.Fprintf(w, "swarm %s: no rounds tallied yet by this node\n", st.Swarm)
				return nil
			}
			status := map[uint64]string{}
			for _, c := range st.Commit {
				status[c.Round] = c.Status
			}
			fmt.Fprintf(w, "swarm %s: %d rounds\n", st.Swarm, len(st.Rounds))
			for _, r := range st.Rounds {
				fmt.Fprintf(w, "round %d  votes %d  root %s…  commitment %s\n", r.Round, r.Counted, r.VotesRoot[:16], status[r.Round])
				fmt.Fprintf(w, "  winners: %s\n", strings.Join(r.Winners, " "))
				for _, rw := range r.Rewards {
					fmt.Fprintf(w, "  %-54s reward %6.3f (correct %d, well-formed %d, critique %s, vote %s)\n",
						rw.Peer, float64(rw.Total)/1000, rw.Correct, rw.WellFormed, rewardPart(rw.Critiqued, rw.Critique), rewardPart(rw.Voted, rw.Vote))
				}
				if rc := st.Rollouts[r.Round]; rc.Stored > 0 {
					fmt.Fprintf(w, "  rollouts stored for learning: %d from %d peers\n", rc.Stored, rc.Peers)
				}
				if len(r.Equivocators) > 0 {
					fmt.Fprintf(w, "  equivocated: %s\n", strings.Join(r.Equivocators, " "))
				}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&swarmFlag, "swarm", "", "on-chain swarm ID (default: swarm.id from the config)")
	f.IntVar(&last, "last", 10, "show the last N rounds (0: all)")
	f.BoolVar(&asJSON, "json", false, "print as JSON")
	return cmd
}

// rewardPart shows the reward a peer's critique or vote earned, or "none"
// when it sent none (or, for a vote, none was counted).
func rewardPart(sent bool, milli int64) string {
	if !sent {
		return "none"
	}
	return fmt.Sprintf("%.3f", float64(milli)/1000)
}

// readSwarmHistory asks the node running with this home, or reads its
// state database when none runs.
func readSwarmHistory(ctx context.Context, cfg *config.Config, swarmID string, last int) (daemon.History, error) {
	var h daemon.History
	if c, ok := daemon.Running(ctx, cfg.Node.DataDir); ok {
		err := c.Get(ctx, api.Prefix+"/swarm/history?swarm="+url.QueryEscape(swarmID)+"&last="+strconv.Itoa(last), &h)
		return h, err
	}
	dir := daemon.StateDir(cfg)
	if _, err := os.Stat(dir); err != nil {
		return h, fmt.Errorf("no node state in %s: has this node played a swarm ('synod node run' with swarm.id = %s)?", dir, swarmID)
	}
	db, err := state.Open(dir)
	if err != nil {
		return h, fmt.Errorf("opening %s (a node runs with this home but its API does not answer: set node.metrics_listen_addr, or stop it): %w", dir, err)
	}
	defer db.Close()
	return daemon.SwarmHistory(db, swarmID, last)
}
