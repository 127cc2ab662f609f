package node

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/libp2p/go-libp2p/core/discovery"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	dutil "github.com/libp2p/go-libp2p/p2p/discovery/util"
)

// GroupNamespace is the rendezvous namespace of a discovery group: the DHT
// key under which its members advertise themselves
// (/synod/<network>/swarm/<group>; the path segment keeps its historic name,
// since peers look each other up under it).
func GroupNamespace(network, group string) string {
	return "/synod/" + network + "/swarm/" + group
}

// Discovery timing: both loops start fast, so a new node finds its group in
// seconds, and back off to findMaxInterval / advertiseMaxInterval once
// nothing new turns up, so a settled group costs a lookup a minute.
// findSettledRounds lookups in a row that find no new member mean the group
// has settled: the next lookup waits findMaxInterval at once instead of
// climbing there by ×4 (a member that joins later looks the group up and
// connects to us itself).
const (
	findBaseInterval       = time.Second
	findMaxInterval        = time.Minute
	findFastRounds         = 10
	findSettledRounds      = 2
	advertiseRetryInterval = 500 * time.Millisecond
	advertiseMaxInterval   = 10 * time.Minute
	connectTimeout         = 5 * time.Second
	maxParallelDials       = 8
	findLimit              = 200
	// findEnoughMembers: once a node has connected to this many members of
	// a group, lookups that still turn up new members back off like empty
	// ones. The group's topics then have more peers than their meshes and
	// gossip use (D up to 12 plus Dlazy), members that join later look the
	// group up and connect themselves, and in a big group every lookup
	// (about 20 DHT queries, each answered with every member's addresses)
	// would otherwise come back every second while members trickle in.
	findEnoughMembers = 16
)

// groupDiscovery is one joined discovery group: the members that advertise
// in one rendezvous namespace, found and connected to by its two loops.
type groupDiscovery struct {
	id     string
	ns     string
	cancel context.CancelFunc

	mu    sync.Mutex
	peers map[peer.ID]struct{}
}

func (s *groupDiscovery) found() []peer.ID {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]peer.ID, 0, len(s.peers))
	for p := range s.peers {
		out = append(out, p)
	}
	return out
}

// JoinGroup advertises this node in the discovery group's rendezvous
// namespace (GroupNamespace) and keeps finding and connecting to the group's
// other members through the DHT. Joining twice is a no-op; Join and
// JoinEnvelopeTopic call it for every topic's group.
func (n *Node) JoinGroup(group string) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	// Checked under mu: shutdown flips the state under mu before it waits
	// for the node's goroutines, so none can be added after that.
	switch n.state {
	case stateRunning:
	case stateClosed:
		return ErrClosed
	default:
		return ErrNotStarted
	}
	if _, ok := n.groups[group]; ok {
		return nil
	}
	ctx, cancel := context.WithCancel(n.ctx)
	s := &groupDiscovery{id: group, ns: GroupNamespace(n.cfg.Network, group), cancel: cancel, peers: map[peer.ID]struct{}{}}
	n.groups[group] = s
	n.goFunc(func() { n.advertiseLoop(ctx, s) })
	n.goFunc(func() { n.findLoop(ctx, s) })
	n.log.Debug("joined discovery group", "group", group, "namespace", s.ns)
	return nil
}

// LeaveGroup stops advertising in and searching the group's namespace.
func (n *Node) LeaveGroup(group string) {
	n.mu.Lock()
	s, ok := n.groups[group]
	delete(n.groups, group)
	n.mu.Unlock()
	if ok {
		s.cancel()
	}
}

// Groups lists the discovery groups this node has joined.
func (n *Node) Groups() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := make([]string, 0, len(n.groups))
	for id := range n.groups {
		out = append(out, id)
	}
	return out
}

// GroupPeers are the peers found in the group's rendezvous namespace.
func (n *Node) GroupPeers(group string) []peer.ID {
	n.mu.Lock()
	s, ok := n.groups[group]
	n.mu.Unlock()
	if !ok {
		return nil
	}
	return s.found()
}

func sleepCtx(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// advertiseSchedule is when a node re-advertises after joining a group: a
// record stored right after start lands on whichever peers were closest to
// the key among the few the node knew, so it is repeated as the routing
// table fills; after that it only needs refreshing (advertiseMaxInterval).
var advertiseSchedule = []time.Duration{2 * time.Second, 6 * time.Second}

func (n *Node) advertiseLoop(ctx context.Context, s *groupDiscovery) {
	done := 0
	for {
		ttl, err := n.disc.Advertise(ctx, s.ns, discovery.TTL(time.Hour))
		if ctx.Err() != nil {
			return
		}
		var next time.Duration
		switch {
		case err != nil:
			// Usually an empty routing table right after start: retry soon.
			n.log.Debug("rendezvous advertise failed; retrying", "group", s.id, "err", err)
			next = advertiseRetryInterval
		case done < len(advertiseSchedule):
			next = advertiseSchedule[done]
			done++
		default:
			next = min(advertiseMaxInterval, max(ttl/2, advertiseRetryInterval))
		}
		if !sleepCtx(ctx, next) {
			return
		}
	}
}

func (n *Node) findLoop(ctx context.Context, s *groupDiscovery) {
	interval := findBaseInterval
	rounds, empty := 0, 0
	for {
		fresh := n.findOnce(ctx, s)
		if ctx.Err() != nil {
			return
		}
		// Keep the pace while new members keep turning up, and while none
		// has been found yet (the others may still be advertising), for
		// findFastRounds lookups at most, and while fewer than
		// findEnoughMembers are known; otherwise back off fast (×4), and
		// once findSettledRounds lookups in a row found nobody new, to
		// once a minute: each lookup of a big group asks about 20 peers,
		// each of which answers with every member's addresses, so a settled
		// group's lookups are pure overhead for every member.
		rounds++
		switch {
		case fresh > 0 && len(s.found()) < findEnoughMembers:
			empty = 0
		case len(s.found()) == 0 && rounds < findFastRounds:
		default:
			empty++
			interval = nextFindInterval(interval, empty)
		}
		n.m.groupPeers.WithLabelValues(s.id).Set(float64(len(s.found())))
		if !sleepCtx(ctx, interval) {
			return
		}
	}
}

// nextFindInterval is the wait before the next rendezvous lookup after
// empty lookups in a row found no new member and the last wait was last.
func nextFindInterval(last time.Duration, empty int) time.Duration {
	if empty >= findSettledRounds {
		return findMaxInterval
	}
	return min(last*4, findMaxInterval)
}

// findOnce looks the namespace up once and connects to the members it has
// not met, as long as the connection manager has room. It returns how many
// members were new.
func (n *Node) findOnce(ctx context.Context, s *groupDiscovery) int {
	ch, err := dutil.FindPeers(ctx, n.disc, s.ns, discovery.Limit(findLimit))
	if err != nil {
		return 0
	}
	var fresh atomic.Int32
	sem := make(chan struct{}, maxParallelDials)
	var wg sync.WaitGroup
	for _, pi := range ch {
		if pi.ID == n.ID() || len(pi.Addrs) == 0 && n.host.Network().Connectedness(pi.ID) != network.Connected {
			continue
		}
		s.mu.Lock()
		_, known := s.peers[pi.ID]
		s.mu.Unlock()
		if known && n.host.Network().Connectedness(pi.ID) == network.Connected {
			continue
		}
		if len(n.host.Network().Peers()) >= n.cfg.ConnLowWater {
			break
		}
		wg.Add(1)
		sem <- struct{}{}
		go func(pi peer.AddrInfo, known bool) {
			defer wg.Done()
			defer func() { <-sem }()
			cctx, cancel := context.WithTimeout(ctx, connectTimeout)
			defer cancel()
			if err := n.host.Connect(cctx, pi); err != nil {
				return
			}
			n.host.ConnManager().TagPeer(pi.ID, "synod-swarm-"+s.id, 20)
			s.mu.Lock()
			s.peers[pi.ID] = struct{}{}
			s.mu.Unlock()
			if !known {
				fresh.Add(1)
			}
		}(pi, known)
	}
	wg.Wait()
	return int(fresh.Load())
}
