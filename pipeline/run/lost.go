package run

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
)

// ErrPeerLost reports a member whose every connection closed during a
// run: its host stopped, crashed or left the network.
var ErrPeerLost = errors.New("run: peer lost")

// lostEvent tells the loop that a member's connections are gone.
type lostEvent struct {
	who uint16
	err error
}

// watchLoss returns the notifiee that reports members whose last
// connection closes; its callback never blocks.
func (p *Peer) watchLoss() *network.NotifyBundle {
	return &network.NotifyBundle{DisconnectedF: func(_ network.Network, c network.Conn) {
		p.checkLost(c.RemotePeer(), errors.New("connection closed"))
	}}
}

// redialTimeout bounds the redial that tells a lost member from a
// replaced connection: when two peers dial each other at once, a node
// keeps one of the two connections and closes the other, and for a moment
// the remote side may hold none (the one kept is still being set up).
const redialTimeout = 5 * time.Second

// checkLost reports member id lost when no connection to it remains and
// it cannot be dialled again. Stream resets on a live connection (a peer
// dropping us, or we it) are not losses. It never blocks: the redial runs
// on its own goroutine, at most one per member at a time, and each member
// is reported at most once, into a channel with room for all of them.
func (p *Peer) checkLost(id peer.ID, why error) {
	o, ok := p.ordinal[id]
	if !ok || o == p.self || p.h.Network().Connectedness(id) == network.Connected {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx.Err() != nil || p.reported[o] || p.redialing[o] {
		return
	}
	p.redialing[o] = true
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		ctx, cancel := context.WithTimeout(p.ctx, redialTimeout)
		err := p.h.Connect(ctx, peer.AddrInfo{ID: id})
		cancel()
		p.mu.Lock()
		defer p.mu.Unlock()
		delete(p.redialing, o)
		if err == nil || p.h.Network().Connectedness(id) == network.Connected || p.ctx.Err() != nil || p.reported[o] {
			return
		}
		p.reported[o] = true
		p.lost <- lostEvent{who: o, err: fmt.Errorf("%w: member %d: %v (redial: %v)", ErrPeerLost, o, why, err)}
	}()
}
