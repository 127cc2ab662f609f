package bench

import (
	"context"
	"log/slog"

	synodnode "github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/storage/checkpoint"
)

// peerSpec is how the benchmark starts its loopback nodes: TCP only (the
// transport the libp2p stream baseline measures), and no DHT refreshes in
// the background, so that a node is connected only to the peers the
// benchmark connects it to.
var peerSpec = localnet.Spec{NoQUIC: true, NoDHTRefresh: true}

// node is one peer of the benchmark: a Synod node on loopback, a
// checkpoint store in a directory of its own and the checkpoint service
// over its host and DHT (no reproviding).
type node struct {
	p   *synodnode.Node
	st  *checkpoint.Store
	svc *checkpoint.Service
}

func newNode(ctx context.Context, dir string, chunk int, log *slog.Logger) (*node, error) {
	p, err := localnet.One(ctx, peerSpec)
	if err != nil {
		return nil, err
	}
	st, err := checkpoint.OpenStore(dir, checkpoint.WithChunkSize(chunk), checkpoint.WithStoreLogger(log))
	if err != nil {
		_ = p.Close()
		return nil, err
	}
	svc, err := checkpoint.NewService(p.Host(), p.DHT(), st, checkpoint.WithLogger(log), checkpoint.WithReprovideInterval(0))
	if err == nil {
		err = svc.Start(ctx)
	}
	if err != nil {
		_ = st.Close()
		_ = p.Close()
		return nil, err
	}
	return &node{p: p, st: st, svc: svc}, nil
}

func (n *node) close() {
	_ = n.svc.Close()
	_ = n.st.Close()
	_ = n.p.Close()
}

// isolate disconnects n from every provider but the first, so that a
// one-provider fetch asks no other: bitswap sends its wants to every
// connected peer, and earlier fetches or DHT walks may have connected them.
func isolate(n *node, providers []*node) {
	for _, p := range providers[1:] {
		_ = n.p.Host().Network().ClosePeer(p.p.Host().ID())
	}
}
