package doctor

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-libp2p/p2p/muxer/yamux"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
	"github.com/libp2p/go-libp2p/p2p/security/noise"
	quic "github.com/libp2p/go-libp2p/p2p/transport/quic"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// runningNode is what a running node's /api/v1/status says about it.
type runningNode struct {
	PeerID       string `json:"peer_id"`
	Reachability string `json:"reachability"`
	Peers        int    `json:"peers"`
	DHTMode      string `json:"dht_mode"`
}

// probeRunningNode asks node.metrics_listen_addr for /api/v1/status; nil when no
// node answers there.
func probeRunningNode(ctx context.Context, o Options) *runningNode {
	addr := o.Config.Node.MetricsListenAddr
	if addr == "" {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/api/v1/status", nil)
	if err != nil {
		return nil
	}
	resp, err := o.HTTPClient.Do(req)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	var st runningNode
	if resp.StatusCode != http.StatusOK || json.NewDecoder(resp.Body).Decode(&st) != nil || st.PeerID == "" {
		return nil
	}
	return &st
}

// checkReachability reports what the running node's AutoNAT concluded.
func checkReachability(o Options, running *runningNode) Result {
	r := Result{Check: "reachability"}
	if running == nil {
		r.Status, r.Detail = Skip, "no node running at node.metrics_listen_addr"
		r.Hint = "start the node (synod node run) and run synod doctor again to see what AutoNAT concluded"
		return r
	}
	detail := fmt.Sprintf("node %s: %s (%d peers, DHT %s)", running.PeerID, running.Reachability, running.Peers, running.DHTMode)
	switch running.Reachability {
	case "public":
		r.Status, r.Detail = OK, detail
	case "private":
		r.Status, r.Detail = Warn, detail
		r.Hint = "peers cannot dial this node: forward TCP and UDP of node.listen_addrs on your router and set node.announce_addrs, or keep node.relay_client and node.hole_punching on"
	default:
		r.Status, r.Detail = Warn, detail
		if !o.Config.Node.AutoNAT {
			r.Hint = "node.autonat is off, so the node never learns whether it is reachable"
		} else {
			r.Hint = "AutoNAT needs a few connected peers to answer; wait a minute and run synod doctor again"
		}
	}
	return r
}

// checkBootstrap dials every bootstrap peer from a throwaway host with the
// node's transports, and reports the connection time, the ping round trip
// and whether the peer speaks this network's DHT protocol.
func checkBootstrap(ctx context.Context, o Options) []Result {
	peers := o.Config.Node.BootstrapPeers
	if len(peers) == 0 {
		return []Result{{Check: "bootstrap", Status: Warn,
			Detail: "no bootstrap peers configured: this node can only start a new network (or reconnect to peers remembered from an earlier run)",
			Hint:   "add a running node's address to node.bootstrap_peers, or pass --bootstrap /ip4/…/p2p/…"}}
	}
	infos := make([]peer.AddrInfo, 0, len(peers))
	var out []Result
	for _, s := range peers {
		ai, err := peer.AddrInfoFromString(s)
		if err != nil {
			out = append(out, Result{Check: "bootstrap " + s, Status: Fail, Detail: err.Error(),
				Hint: "a bootstrap peer is a multiaddr ending in /p2p/<peer ID>"})
			continue
		}
		infos = append(infos, *ai)
	}
	h, err := probeHost()
	if err != nil {
		return append(out, Result{Check: "bootstrap", Status: Fail, Detail: "cannot start a libp2p host to test with: " + err.Error()})
	}
	defer h.Close()
	dhtProto := protocol.ID("/synod/" + o.Config.Node.Network + "/kad/1.0.0")
	results := make([]Result, len(infos))
	var wg sync.WaitGroup
	for i, ai := range infos {
		wg.Add(1)
		go func(i int, ai peer.AddrInfo) {
			defer wg.Done()
			results[i] = dialBootstrap(ctx, h, ai, dhtProto, o.Timeout)
		}(i, ai)
	}
	wg.Wait()
	reached := 0
	for _, r := range results {
		if r.Status != Fail {
			reached++
		}
	}
	// One unreachable bootstrap peer among several is a warning; all of them
	// a failure.
	for i := range results {
		if results[i].Status == Fail && reached > 0 {
			results[i].Status = Warn
		}
	}
	return append(out, results...)
}

func probeHost() (host.Host, error) {
	key, _, err := crypto.GenerateSecp256k1Key(rand.Reader)
	if err != nil {
		return nil, err
	}
	return libp2p.New(
		libp2p.Identity(key),
		libp2p.NoListenAddrs,
		libp2p.Transport(tcp.NewTCPTransport),
		libp2p.Transport(quic.NewTransport),
		libp2p.Security(noise.ID, noise.New),
		libp2p.Muxer(yamux.ID, yamux.DefaultTransport),
		libp2p.DisableMetrics(),
		libp2p.DisableRelay(),
		libp2p.Ping(true),
	)
}

func dialBootstrap(ctx context.Context, h host.Host, ai peer.AddrInfo, dhtProto protocol.ID, timeout time.Duration) Result {
	r := Result{Check: "bootstrap " + ai.ID.String()}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	if err := h.Connect(ctx, ai); err != nil {
		r.Status, r.Detail = Fail, "unreachable: "+err.Error()
		r.Hint = "check the address (the peer prints it at start), that the peer is running, and that your firewall allows outgoing TCP/UDP to its port"
		return r
	}
	connectMS := msSince(start)
	var rtt time.Duration
	select {
	case res := <-ping.Ping(ctx, h, ai.ID):
		if res.Error == nil {
			rtt = res.RTT
		}
	case <-ctx.Done():
	}
	r.MS = connectMS
	if rtt > 0 {
		r.MS = ms(rtt)
	}
	// Identify runs right after the connection; give it a moment to report
	// the peer's protocols.
	var protos []protocol.ID
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if protos, _ = h.Peerstore().GetProtocols(ai.ID); len(protos) > 0 {
			break
		}
	}
	agent, _ := h.Peerstore().Get(ai.ID, "AgentVersion")
	r.Detail = fmt.Sprintf("connected in %.0f ms, ping %.1f ms, agent %v", connectMS, ms(rtt), agent)
	switch {
	case len(protos) == 0:
		r.Status = Warn
		r.Detail += "; its protocols are unknown (identify did not finish)"
	case !slices.Contains(protos, dhtProto):
		r.Status = Fail
		r.Detail += fmt.Sprintf("; it does not serve this network's DHT (%s)", dhtProto)
		r.Hint = "the peer is on another network or is not a DHT server: check node.network on both sides"
	default:
		r.Status = OK
	}
	return r
}

// checkChain reaches the JSON-RPC endpoint when chain.mode is "rpc": chain
// ID, latency, and the local clock against the latest block's timestamp.
func checkChain(ctx context.Context, o Options) []Result {
	c := o.Config.Chain
	if c.Mode != "rpc" {
		return []Result{{Check: "chain", Status: Skip, Detail: fmt.Sprintf("chain.mode is %q: no endpoint to reach", c.Mode)}}
	}
	r := Result{Check: "chain " + c.RPCURL}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	start := time.Now()
	cl, err := ethclient.DialContext(ctx, c.RPCURL)
	if err != nil {
		r.Status, r.Detail = Fail, "cannot connect: "+err.Error()
		r.Hint = "check chain.rpc_url and that the endpoint is up"
		return []Result{r}
	}
	defer cl.Close()
	id, err := cl.ChainID(ctx)
	if err != nil {
		r.Status, r.Detail = Fail, "no answer to eth_chainId: "+err.Error()
		r.Hint = "check chain.rpc_url (is it a JSON-RPC endpoint?) and that the endpoint is up"
		return []Result{r}
	}
	r.MS = msSince(start)
	if id.Uint64() != c.ChainID {
		r.Status, r.Detail = Fail, fmt.Sprintf("chain ID %d, config says %d", id.Uint64(), c.ChainID)
		r.Hint = "set chain.chain_id to the endpoint's chain ID, or use the endpoint of the intended chain"
		return []Result{r}
	}
	r.Status, r.Detail = OK, fmt.Sprintf("chain ID %d, answered in %.0f ms", id.Uint64(), r.MS)
	out := []Result{r}

	clock := Result{Check: "clock"}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		clock.Status, clock.Detail = Warn, "latest block unavailable: "+err.Error()
		return append(out, clock)
	}
	out = append(out, clockResult(o.Now(), time.Unix(int64(head.Time), 0), head.Number.Uint64()))
	return out
}

// Clock thresholds: a block stamped in our future means our clock is behind
// (or the producer's ahead); an old head means a stalled chain or a clock
// that runs ahead.
const (
	clockAheadTolerance = 15 * time.Second
	staleHeadWarning    = 5 * time.Minute
)

func clockResult(now, blockTime time.Time, number uint64) Result {
	r := Result{Check: "clock"}
	age := now.Sub(blockTime)
	switch {
	case age < -clockAheadTolerance:
		r.Status = Warn
		r.Detail = fmt.Sprintf("block %d is stamped %s in the future of this machine's clock", number, (-age).Round(time.Second))
		r.Hint = "this machine's clock is probably behind: enable NTP (timedatectl set-ntp true); stage deadlines depend on it"
	case age > staleHeadWarning:
		r.Status = Warn
		r.Detail = fmt.Sprintf("latest block %d is %s old", number, age.Round(time.Second))
		r.Hint = "either the chain is not producing blocks or this machine's clock is ahead: check NTP (timedatectl) and the endpoint"
	default:
		r.Status = OK
		r.Detail = fmt.Sprintf("latest block %d is %s old by this machine's clock", number, age.Round(time.Second))
	}
	return r
}

func msSince(t time.Time) float64 { return ms(time.Since(t)) }

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
