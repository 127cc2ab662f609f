package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
)

type swarmStatus struct {
	Swarm  string              `json:"swarm"`
	Rounds []swarm.RoundRecord `json:"rounds"`
	Sent   []state.Vote        `json:"sent"`
	Commit []state.Commitment  `json:"commitments"`
	Totals map[string]int64    `json:"reward_totals_milli"`
	// Rollouts counts the rollouts stored for each shown round (this
	// node's own and the peers' shares it accepted), for the learner.
	Rollouts map[uint64]rolloutCount `json:"rollouts"`
}

type rolloutCount struct {
	Stored int `json:"stored"`
	Peers  int `json:"peers"`
}

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
correctness, format, critique, agreement), the messages this node sent and its on-chain
commitments, and how many rollouts it stored for learning. Stop 'synod swarm join' first: the database is opened by one process at a time.`,
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
			if _, err := os.Stat(stateDir(cfg)); err != nil {
				return fmt.Errorf("no node state in %s: has this node joined a swarm ('synod swarm join --swarm %s')?", stateDir(cfg), swarmID)
			}
			db, err := state.Open(stateDir(cfg))
			if err != nil {
				return fmt.Errorf("opening %s (is 'synod swarm join' still running? stop it first): %w", stateDir(cfg), err)
			}
			defer db.Close()
			st := swarmStatus{Swarm: swarmID.String(), Totals: map[string]int64{}}
			tasks, err := db.Tasks()
			if err != nil {
				return err
			}
			prefix := swarm.RoundTaskID(st.Swarm, 0)
			prefix = prefix[:strings.LastIndex(prefix, "/")+1]
			for _, t := range tasks {
				if t.Role != swarm.RoundTaskRole || !strings.HasPrefix(t.ID, prefix) {
					continue
				}
				var rec swarm.RoundRecord
				if err := json.Unmarshal(t.Spec, &rec); err != nil {
					return fmt.Errorf("round record %s: %w", t.ID, err)
				}
				st.Rounds = append(st.Rounds, rec)
				for _, rw := range rec.Rewards {
					st.Totals[rw.Peer] += rw.Total
				}
			}
			slices.SortFunc(st.Rounds, func(a, b swarm.RoundRecord) int { return int(a.Round) - int(b.Round) })
			if last > 0 && len(st.Rounds) > last {
				st.Rounds = st.Rounds[len(st.Rounds)-last:]
			}
			st.Rollouts = map[uint64]rolloutCount{}
			for _, r := range st.Rounds {
				rs, err := db.Rollouts(st.Swarm, r.Round)
				if err != nil && !errors.Is(err, state.ErrNotFound) {
					return fmt.Errorf("rollouts of round %d: %w", r.Round, err)
				}
				peers := map[string]bool{}
				for _, ro := range rs {
					peers[ro.Peer] = true
				}
				st.Rollouts[r.Round] = rolloutCount{Stored: len(rs), Peers: len(peers)}
			}
			if st.Sent, err = db.Votes(st.Swarm); err != nil && !errors.Is(err, state.ErrNotFound) {
				return err
			}
			cs, err := db.Commitments()
			if err != nil && !errors.Is(err, state.ErrNotFound) {
				return err
			}
			for _, c := range cs {
				if c.Kind == "swarm-round" && strings.HasPrefix(c.ID, "swarm/"+st.Swarm+"/") {
					st.Commit = append(st.Commit, c)
				}
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
					fmt.Fprintf(w, "  %-54s reward %6.3f (correct %d, well-formed %d, critique %.3f, agreement %.3f)\n",
						rw.Peer, float64(rw.Total)/1000, rw.Correct, rw.WellFormed, float64(rw.Critique)/1000, float64(rw.Agreement)/1000)
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
