package devnet

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/member"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/tasks"
)

// SwarmStep creates an RL Swarm on the chain started by ChainStep; every
// node registers (the contract checks the node's key proof), joins with
// the base transformer policy and plays Options.Rounds rounds. After each
// round it prints how many nodes agree on the tally and the on-chain
// winners next to the winners the nodes computed; it fails when the nodes'
// tallies differ or the chain's winners are not theirs.
func SwarmStep() Step {
	return Step{Name: "swarm", Run: func(ctx context.Context, d *Devnet) (string, error) {
		c := d.Chain()
		if c == nil {
			return "", errors.New("no chain: the swarm step needs the chain step before it")
		}
		nodes := d.Nodes()
		rounds := d.opts.Rounds
		roundSec := uint32(d.opts.RoundDuration / time.Second)
		creator := chain.NewAccount(chain.DevKey(0))
		// Members must register before round 0 starts: registrations are
		// sent in parallel and each waits for a block.
		lead := 4*time.Second + time.Duration(len(nodes))*250*time.Millisecond
		start := time.Now().Add(lead).Truncate(time.Second).Add(time.Second)
		swarmID, err := c.CreateSwarm(ctx, creator, chain.SwarmParams{
			StartTime: uint64(start.Unix()), RoundDuration: roundSec, Stages: swarmchain.StagesWithTraining,
			Questions: round.DefaultQuestions, Shown: round.DefaultShown, Winners: round.DefaultWinners,
			LocalRollouts: 2, ExternalRollouts: 2, // small groups: training fits the 4 s stage
			// Level-1 questions of every family: the ones the base policy
			// was pretrained for.
			TaskFamily: crypto.Keccak256Hash([]byte(tasks.NameLevelPrefix + "1")), ModelCID: policy.BaseCID,
		})
		if err != nil {
			return "", fmt.Errorf("creating the swarm: %w", err)
		}
		d.Progress("swarm: swarm %s created by %s; %ds rounds (answer, critique, vote, training) of level-1 questions, round 0 starts in %s",
			swarmID, short(creator.Address().Hex()), roundSec, time.Until(start).Round(100*time.Millisecond))

		col := d.col
		daemons := d.Daemons()
		var wg sync.WaitGroup
		errs := make([]error, len(nodes))
		t0 := time.Now()
		for i, dm := range daemons {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				if err := dm.JoinSwarm(ctx, c, swarmID); err != nil {
					errs[i] = fmt.Errorf("node %d: %w", i, err)
				}
			}(i)
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return "", err
		}
		members := make([]*member.Member, len(daemons))
		for i, dm := range daemons {
			members[i] = dm.Member()
		}
		cfg := members[0].Service.Config()
		if time.Now().After(cfg.RoundStart(0)) {
			return "", fmt.Errorf("the nodes registered %s after round 0 started; try a larger --round or fewer nodes",
				time.Since(cfg.RoundStart(0)).Round(100*time.Millisecond))
		}
		d.Progress("swarm: %d/%d nodes registered on chain (key proof checked by the contract) and joined in %s; %d questions per round, %d winners",
			len(nodes), len(nodes), time.Since(t0).Round(100*time.Millisecond), cfg.Questions, cfg.Winners)

		ids := map[peer.ID]int{}
		for i, n := range nodes {
			ids[n.ID()] = i
		}
		name := func(p peer.ID) string {
			if i, ok := ids[p]; ok {
				return fmt.Sprintf("#%d", i)
			}
			return "…" + node.ShortID(p)
		}
		addrName := map[common.Address]string{}
		for i, n := range nodes {
			addrName[n.Identity().Address()] = fmt.Sprintf("#%d", i)
		}
		var votes, empty int
		var accs []string
		for r := uint64(0); r < uint64(rounds); r++ {
			if wait := time.Until(cfg.RoundStart(r)); wait > 0 {
				d.Progress("swarm: round %d (%d of %d) starts in %s: answers for %s, then critiques for %s, votes for %s and training for %s",
					r, r+1, rounds, wait.Round(100*time.Millisecond), cfg.Answer, cfg.Critique, cfg.Vote, cfg.Train)
			} else {
				d.Progress("swarm: round %d (%d of %d) playing", r, r+1, rounds)
			}
			// The tallies come when the vote stage closes (its deadline
			// plus the grace); give loaded machines a little slack.
			reps, err := col.wait(ctx, r, cfg.RoundStart(r+1).Add(cfg.Answer))
			if err != nil {
				return "", fmt.Errorf("round %d: %w", r, err)
			}
			if len(reps) < len(nodes) {
				return "", fmt.Errorf("round %d: only %d of %d nodes finished their tally in time", r, len(reps), len(nodes))
			}
			first, agree := majorityTally(reps)
			var ws []string
			var want []common.Address
			for _, w := range first.Winners {
				ws = append(ws, name(w))
				a, err := identity.AddressOf(w)
				if err != nil {
					return "", fmt.Errorf("round %d: winner %s: %w", r, w, err)
				}
				want = append(want, a)
			}
			want = chain.SortWinners(want)
			if len(ws) == 0 {
				ws = []string{"(none)"}
			}
			var correct, answers int
			var reward int64
			for _, rw := range first.Rewards {
				correct += rw.Correct
				answers += cfg.Questions
				reward += rw.Total
			}
			meanReward := 0.0
			if n := len(first.Rewards); n > 0 {
				meanReward = float64(reward) / 1000 / float64(n)
			}
			d.Progress("swarm: round %d: %d/%d nodes agree on the tally (votes root %x…, %d votes counted); nodes' winners %s; answers correct %d/%d (%.0f%%), mean reward %.3f",
				r, agree, len(reps), first.Root[:4], first.Counted, strings.Join(ws, " "), correct, answers, 100*float64(correct)/float64(max(answers, 1)), meanReward)
			accs = append(accs, fmt.Sprintf("%.0f%%", 100*float64(correct)/float64(max(answers, 1))))
			if first.Counted == 0 {
				d.Progress("swarm: round %d: no vote counted: the nodes' policies missed their stages (a machine too busy for %s stages? `--round` sets a longer round)",
					r, cfg.Answer)
			}
			if agree < len(reps) {
				voters := func(rep swarm.Report) string {
					var vs []string
					for _, b := range rep.Ballots {
						vs = append(vs, name(b.Voter)+"->"+name(b.Choice))
					}
					return strings.Join(vs, " ")
				}
				for i, rep := range reps {
					if rep.Root != first.Root || !slices.Equal(rep.Winners, first.Winners) {
						d.Progress("swarm: round %d: node #%d counted %d votes (%s), the others %d (%s)", r, i, rep.Counted, voters(rep), first.Counted, voters(first))
					}
				}
				return "", fmt.Errorf("round %d: only %d of %d honest nodes agree on the tally", r, agree, len(reps))
			}
			onChain, err := waitWinners(ctx, members[0], r, cfg.RoundStart(r+2).Add(cfg.Answer))
			if err != nil {
				return "", fmt.Errorf("round %d: on-chain winners: %w", r, err)
			}
			cs := []string{}
			if len(onChain) == 0 {
				cs = append(cs, "(none)")
			}
			for _, a := range onChain {
				if n, ok := addrName[a]; ok {
					cs = append(cs, n)
				} else {
					cs = append(cs, short(a.Hex()))
				}
			}
			if !slices.Equal(onChain, want) {
				return "", fmt.Errorf("round %d: the chain's winners %s differ from the nodes' %s", r, strings.Join(cs, " "), strings.Join(ws, " "))
			}
			d.Progress("swarm: round %d: on-chain winners %s = nodes' winners (committed by the majority)", r, strings.Join(cs, " "))
			votes += first.Counted
			if first.Counted == 0 {
				empty++
			}
		}
		if empty > 0 {
			return "", fmt.Errorf("%d of %d rounds counted no vote: the nodes' policies missed their stages of %s or abstained; give a longer --round", empty, rounds, cfg.Answer)
		}
		wins := map[int]int{}
		for r := uint64(0); r < uint64(rounds); r++ {
			if reps := col.all(r); len(reps) > 0 {
				for _, w := range reps[0].Winners {
					wins[ids[w]]++
				}
			}
		}
		for i, m := range members {
			st := m.Service.Status()
			var mine int64
			for p, v := range st.Rewards {
				if p == nodes[i].ID() {
					mine = v
				}
			}
			d.SetStat(i, "swarm reward", fmt.Sprintf("%.3f", float64(mine)/1000))
			d.SetStat(i, "msgs sent", fmt.Sprint(st.Sent))
			d.SetStat(i, "wins", fmt.Sprint(wins[i]))
			if rows := daemons[i].LearnRows(); len(rows) > 0 {
				last := rows[len(rows)-1]
				d.SetStat(i, "learned", fmt.Sprintf("%d rounds, acc %.0f%%", len(rows), 100*last.Accuracy))
			}
		}
		played := fmt.Sprintf("%d rounds", rounds)
		if rounds == 1 {
			played = "1 round"
		}
		if empty > 0 {
			played += fmt.Sprintf(" (%d without a vote)", empty)
		}
		return fmt.Sprintf("%s played by %d nodes (%d votes counted; answers correct per round %s), tallies unanimous, winners committed on chain (swarm %s)",
			played, len(nodes), votes, strings.Join(accs, " "), swarmID), nil
	}}
}

// majorityTally returns the tally (votes root and winners) the most nodes
// computed, one report carrying it, and how many nodes computed it.
func majorityTally(reps []swarm.Report) (swarm.Report, int) {
	var best swarm.Report
	bestN := 0
	for _, a := range reps {
		n := 0
		for _, b := range reps {
			if a.Root == b.Root && slices.Equal(a.Winners, b.Winners) {
				n++
			}
		}
		if n > bestN {
			best, bestN = a, n
		}
	}
	return best, bestN
}

// waitWinners polls the chain for round r's winners until deadline.
func waitWinners(ctx context.Context, m *member.Member, r uint64, deadline time.Time) ([]common.Address, error) {
	ctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	for {
		// A round whose tally counted no vote is committed with an
		// empty list: agreed on, like any other.
		w, _, err := m.Coordinator.Winners(ctx, r)
		if err == nil {
			return w, nil
		}
		select {
		case <-ctx.Done():
			if err == nil {
				err = errors.New("no majority committed")
			}
			return nil, fmt.Errorf("%w (%w)", err, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// reportCollector gathers the nodes' round reports.
type reportCollector struct {
	mu     sync.Mutex
	n      int
	by     map[uint64]map[int]swarm.Report
	notify chan struct{}
}

func newReportCollector(n int) *reportCollector {
	return &reportCollector{n: n, by: map[uint64]map[int]swarm.Report{}, notify: make(chan struct{}, 1)}
}

func (c *reportCollector) add(i int, r swarm.Report) {
	c.mu.Lock()
	if c.by[r.Round] == nil {
		c.by[r.Round] = map[int]swarm.Report{}
	}
	c.by[r.Round][i] = r
	c.mu.Unlock()
	select {
	case c.notify <- struct{}{}:
	default:
	}
}

// all returns round r's reports in node order.
func (c *reportCollector) all(r uint64) []swarm.Report {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []swarm.Report
	for i := 0; i < c.n; i++ {
		if rep, ok := c.by[r][i]; ok {
			out = append(out, rep)
		}
	}
	return out
}

// wait returns round r's reports once every node reported, or what there
// is at deadline.
func (c *reportCollector) wait(ctx context.Context, r uint64, deadline time.Time) ([]swarm.Report, error) {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	for {
		if reps := c.all(r); len(reps) == c.n {
			return reps, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-t.C:
			return c.all(r), nil
		case <-c.notify:
		}
	}
}
