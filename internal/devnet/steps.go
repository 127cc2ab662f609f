package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/synod-net/synod/node"
)

// DefaultScenario is what `synod devnet` runs: discovery, a gossip check,
// the embedded chain, RL Swarm rounds committed on it, a checkpoint
// shared by CID, a training task through the task market, a cheating
// solver's task caught by its verifiers in dispute games on chain, then a small
// transformer trained with SkipPipe over the daemons. Later capabilities
// append their steps here.
func DefaultScenario() []Step {
	return []Step{DiscoveryStep(), GossipStep(), ChainStep(), SwarmStep(), CheckpointStep(), TaskStep(), DisputeStep(), PipelineStep()}
}

// DiscoveryStep joins every node to the devnet swarm and waits until each
// has found every other node (through DHT lookups, which connect it to the
// peers they meet, or the swarm's rendezvous namespace) and holds at least
// min(N-1, 8) peers in its DHT routing table, printing progress every
// second.
func DiscoveryStep() Step {
	return Step{Name: "discovery", Run: func(ctx context.Context, d *Devnet) (string, error) {
		nodes := d.Nodes()
		want := len(nodes) - 1
		wantRT := min(want, 8)
		for _, n := range nodes {
			if err := n.JoinGroup(d.Swarm()); err != nil {
				return "", err
			}
		}
		t0 := time.Now()
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		last := ""
		for {
			done, rts := 0, make([]int, len(nodes))
			for i, n := range nodes {
				rts[i] = len(n.RoutingTablePeers())
				known := len(n.KnownPeers())
				if known >= want && rts[i] >= wantRT {
					done++
				}
				d.SetStat(i, "dht", fmt.Sprint(rts[i]))
				d.SetStat(i, "known", fmt.Sprint(known))
			}
			sort.Ints(rts)
			line := fmt.Sprintf("discovery: %d/%d nodes found all %d others, with >= %d in their DHT routing table (routing tables: min %d, median %d, max %d)",
				done, len(nodes), want, wantRT, rts[0], rts[len(rts)/2], rts[len(rts)-1])
			if line != last {
				d.Progress("%s", line)
				last = line
			}
			if done == len(nodes) {
				return fmt.Sprintf("all %d nodes found each other in %s", len(nodes), time.Since(t0).Round(100*time.Millisecond)), nil
			}
			select {
			case <-ctx.Done():
				return "", fmt.Errorf("%d/%d nodes found all others before the timeout: %w", done, len(nodes), ctx.Err())
			case <-tick.C:
			}
		}
	}}
}

// ping is the gossip check's message.
type ping struct {
	From   int   `json:"from"`
	SentNS int64 `json:"sent_ns"`
}

func decodePing(b []byte) (any, error) {
	var p ping
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	if p.SentNS == 0 {
		return nil, errors.New("ping without a timestamp")
	}
	return p, nil
}

// GossipStep has every node publish one message on a devnet topic and
// checks that every node receives every message, reporting latencies.
func GossipStep() Step {
	return Step{Name: "gossip", Run: func(ctx context.Context, d *Devnet) (string, error) {
		nodes := d.Nodes()
		topics := make([]*node.Topic, len(nodes))
		subs := make([]*node.Subscription, len(nodes))
		for i, n := range nodes {
			t, err := n.Join(d.Swarm(), "devnet-ping", node.WithDecoder(decodePing), node.WithMaxSize(1024))
			if err != nil {
				return "", err
			}
			topics[i] = t
			if subs[i], err = t.Subscribe(len(nodes) * 2); err != nil {
				return "", err
			}
		}
		defer func() {
			for _, t := range topics {
				_ = t.Leave()
			}
		}()
		// A mesh needs a heartbeat or two to form after the subscriptions
		// are exchanged.
		meshWant := min(len(nodes)-1, 4)
		for {
			ready := 0
			for _, t := range topics {
				if len(t.Peers()) >= meshWant {
					ready++
				}
			}
			if ready == len(nodes) {
				break
			}
			select {
			case <-ctx.Done():
				return "", fmt.Errorf("only %d/%d nodes see %d topic peers: %w", ready, len(nodes), meshWant, ctx.Err())
			case <-time.After(200 * time.Millisecond):
			}
		}
		d.Progress("gossip: every node sees >= %d peers on %s; each node publishes one message", meshWant, topics[0].Name())

		type recv struct {
			got  map[int]bool
			lats []time.Duration
		}
		results := make([]recv, len(nodes))
		var wg sync.WaitGroup
		for i := range nodes {
			results[i].got = map[int]bool{}
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				for len(results[i].got) < len(nodes) {
					m, err := subs[i].Next(ctx)
					if err != nil {
						return
					}
					p := m.Decoded.(ping)
					if !results[i].got[p.From] {
						results[i].got[p.From] = true
						results[i].lats = append(results[i].lats, time.Duration(time.Now().UnixNano()-p.SentNS))
					}
				}
			}(i)
		}
		t0 := time.Now()
		for i, t := range topics {
			b, _ := json.Marshal(ping{From: i, SentNS: time.Now().UnixNano()})
			if err := t.Publish(ctx, b); err != nil {
				return "", fmt.Errorf("node %d: %w", i, err)
			}
		}
		wg.Wait()
		var all []time.Duration
		complete := 0
		for i, r := range results {
			all = append(all, r.lats...)
			if len(r.got) == len(nodes) {
				complete++
			}
			d.SetStat(i, "gossip rx", fmt.Sprintf("%d/%d", len(r.got), len(nodes)))
		}
		if complete < len(nodes) {
			return "", fmt.Errorf("%d/%d nodes received every message: %w", complete, len(nodes), ctx.Err())
		}
		slices.Sort(all)
		return fmt.Sprintf("%d messages reached all %d nodes in %s (latency p50 %s, max %s)",
			len(nodes), len(nodes), time.Since(t0).Round(time.Millisecond),
			all[len(all)/2].Round(100*time.Microsecond), all[len(all)-1].Round(100*time.Microsecond)), nil
	}}
}
