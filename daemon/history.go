package daemon

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
)

// History is what a node's state database records of a swarm: the rounds
// it tallied (winners, votes, every peer's reward with its parts), the
// messages it sent, its on-chain commitments and the rollouts it stored.
// `synod swarm status` shows it, from the running daemon
// (/api/v1/swarm/history?swarm=ID&last=N) or from the database.
type History struct {
	Swarm  string              `json:"swarm"`
	Rounds []swarm.RoundRecord `json:"rounds"`
	Sent   []state.Vote        `json:"sent"`
	Commit []state.Commitment  `json:"commitments"`
	Totals map[string]int64    `json:"reward_totals_milli"`
	// Rollouts counts the rollouts stored for each shown round (this
	// node's own and the peers' shares it accepted), for the learner.
	Rollouts map[uint64]RolloutCount `json:"rollouts"`
}

// RolloutCount is how many rollouts a round has stored, from how many peers.
type RolloutCount struct {
	Stored int `json:"stored"`
	Peers  int `json:"peers"`
}

// SwarmHistory reads swarmID's history from db, the last rounds only when
// last > 0.
func SwarmHistory(db *state.DB, swarmID string, last int) (History, error) {
	st := History{Swarm: swarmID, Totals: map[string]int64{}, Rounds: []swarm.RoundRecord{}}
	tasks, err := db.Tasks()
	if err != nil {
		return st, err
	}
	prefix := swarm.RoundTaskID(st.Swarm, 0)
	prefix = prefix[:strings.LastIndex(prefix, "/")+1]
	for _, t := range tasks {
		if t.Role != swarm.RoundTaskRole || !strings.HasPrefix(t.ID, prefix) {
			continue
		}
		var rec swarm.RoundRecord
		if err := json.Unmarshal(t.Spec, &rec); err != nil {
			return st, fmt.Errorf("round record %s: %w", t.ID, err)
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
	st.Rollouts = map[uint64]RolloutCount{}
	for _, r := range st.Rounds {
		rs, err := db.Rollouts(st.Swarm, r.Round)
		if err != nil && !errors.Is(err, state.ErrNotFound) {
			return st, fmt.Errorf("rollouts of round %d: %w", r.Round, err)
		}
		peers := map[string]bool{}
		for _, ro := range rs {
			peers[ro.Peer] = true
		}
		st.Rollouts[r.Round] = RolloutCount{Stored: len(rs), Peers: len(peers)}
	}
	if st.Sent, err = db.Votes(st.Swarm); err != nil && !errors.Is(err, state.ErrNotFound) {
		return st, err
	}
	cs, err := db.Commitments()
	if err != nil && !errors.Is(err, state.ErrNotFound) {
		return st, err
	}
	for _, c := range cs {
		if c.Kind == "swarm-round" && strings.HasPrefix(c.ID, "swarm/"+st.Swarm+"/") {
			st.Commit = append(st.Commit, c)
		}
	}
	return st, nil
}

// serveHistory answers /api/v1/swarm/history?swarm=ID&last=N.
func (d *Daemon) serveHistory(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("swarm")
	if id == "" {
		if sid := d.SwarmID(); sid != nil {
			id = sid.String()
		}
	}
	if id == "" {
		writeError(w, http.StatusBadRequest, errors.New("which swarm? pass ?swarm=ID"))
		return
	}
	last, _ := strconv.Atoi(r.URL.Query().Get("last"))
	h, err := SwarmHistory(d.db, id, last)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, h)
}
