package run

import (
	"errors"
	"fmt"

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

// checkLost reports member id lost when no connection to it remains.
// Stream resets on a live connection (a peer dropping us, or we it) are
// not losses. It never blocks: each member is reported at most once, into
// a channel with room for all of them.
func (p *Peer) checkLost(id peer.ID, why error) {
	o, ok := p.ordinal[id]
	if !ok || o == p.self || p.h.Network().Connectedness(id) == network.Connected {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx.Err() != nil || p.reported[o] {
		return
	}
	p.reported[o] = true
	p.lost <- lostEvent{who: o, err: fmt.Errorf("%w: member %d: %v", ErrPeerLost, o, why)}
}
