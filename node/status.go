package node

import (
	"sort"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node/identity"
)

// Status is a snapshot of the node for status lines, `synod peers` and
// devnet summaries.
type Status struct {
	PeerID       string        `json:"peer_id"`
	Address      string        `json:"address"` // Ethereum address
	Network      string        `json:"network"`
	Addrs        []string      `json:"addrs"`
	Peers        int           `json:"peers"`
	RoutingTable int           `json:"routing_table"`
	Reachability string        `json:"reachability"`
	DHTMode      string        `json:"dht_mode"`
	Topics       []TopicStatus `json:"topics"`
	Groups       []GroupStatus `json:"groups"`
	Uptime       string        `json:"uptime"`
}

// TopicStatus is one joined topic in a Status.
type TopicStatus struct {
	Name  string `json:"name"`
	Peers int    `json:"peers"`
}

// GroupStatus is one joined discovery group in a Status.
type GroupStatus struct {
	ID    string `json:"id"`
	Found int    `json:"found"`
}

// Status returns a snapshot of the node.
func (n *Node) Status() Status {
	st := Status{
		PeerID:       n.ID().String(),
		Address:      n.id.Address().Hex(),
		Network:      n.cfg.Network,
		Reachability: reachabilityName(n.Reachability()),
		DHTMode:      n.dhtModeName(),
		Topics:       []TopicStatus{},
		Groups:       []GroupStatus{},
	}
	for _, a := range n.Addrs() {
		st.Addrs = append(st.Addrs, a.String())
	}
	if n.host != nil {
		st.Peers = len(n.host.Network().Peers())
	}
	if n.dht != nil {
		st.RoutingTable = n.dht.RoutingTable().Size()
	}
	n.mu.Lock()
	for _, t := range n.topics {
		if t.t != nil {
			st.Topics = append(st.Topics, TopicStatus{Name: t.name, Peers: len(t.t.ListPeers())})
		}
	}
	for id, s := range n.groups {
		st.Groups = append(st.Groups, GroupStatus{ID: id, Found: len(s.found())})
	}
	if !n.startedAt.IsZero() {
		st.Uptime = time.Since(n.startedAt).Round(time.Second).String()
	}
	n.mu.Unlock()
	sort.Slice(st.Topics, func(i, j int) bool { return st.Topics[i].Name < st.Topics[j].Name })
	sort.Slice(st.Groups, func(i, j int) bool { return st.Groups[i].ID < st.Groups[j].ID })
	return st
}

func reachabilityName(r network.Reachability) string {
	switch r {
	case network.ReachabilityPublic:
		return "public"
	case network.ReachabilityPrivate:
		return "private"
	}
	return "unknown"
}

// PeerInfo describes one connected peer.
type PeerInfo struct {
	ID        string   `json:"id"`
	Address   string   `json:"address,omitempty"` // Ethereum address, for secp256k1 peers
	Addrs     []string `json:"addrs"`             // remote addresses of the open connections
	Direction string   `json:"direction"`         // of the oldest connection: inbound or outbound
	Agent     string   `json:"agent,omitempty"`
	LatencyMS float64  `json:"latency_ms"`
	Score     *float64 `json:"score,omitempty"` // GossipSub score at the last snapshot
	InDHT     bool     `json:"in_dht"`          // in the routing table
}

// Peers describes every connected peer, sorted by peer ID.
func (n *Node) Peers() []PeerInfo {
	if n.host == nil {
		return nil
	}
	inRT := map[peer.ID]bool{}
	for _, p := range n.RoutingTablePeers() {
		inRT[p] = true
	}
	var out []PeerInfo
	for _, p := range n.host.Network().Peers() {
		conns := n.host.Network().ConnsToPeer(p)
		if len(conns) == 0 {
			continue
		}
		info := PeerInfo{ID: p.String(), InDHT: inRT[p], Addrs: []string{}}
		if addr, err := addressOf(p); err == nil {
			info.Address = addr
		}
		oldest := conns[0]
		for _, c := range conns {
			info.Addrs = append(info.Addrs, c.RemoteMultiaddr().String())
			if c.Stat().Opened.Before(oldest.Stat().Opened) {
				oldest = c
			}
		}
		info.Direction = "inbound"
		if oldest.Stat().Direction == network.DirOutbound {
			info.Direction = "outbound"
		}
		if av, err := n.host.Peerstore().Get(p, "AgentVersion"); err == nil {
			info.Agent, _ = av.(string)
		}
		info.LatencyMS = float64(n.host.Peerstore().LatencyEWMA(p).Microseconds()) / 1000
		if s, ok := n.PeerScore(p); ok {
			info.Score = &s
		}
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

func addressOf(p peer.ID) (string, error) {
	a, err := identity.AddressOf(p)
	if err != nil {
		return "", err
	}
	return a.Hex(), nil
}
