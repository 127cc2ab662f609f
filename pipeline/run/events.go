package run

import (
	"errors"

	"github.com/libp2p/go-libp2p/core/peer"
)

// EventKind is what an Event reports.
type EventKind uint8

// The events a peer reports (WithEvents).
const (
	// EventForward: this peer ran a microbatch's forward pass (the
	// embedding and stage 0's blocks on a stage-0 peer).
	EventForward EventKind = iota + 1
	// EventBackward: this peer ran a microbatch's backward pass.
	EventBackward
	// EventSent: a frame of Bytes bytes was queued for Peer.
	EventSent
	// EventReceived: a frame of Bytes bytes arrived from Peer.
	EventReceived
	// EventReplan: one of this stage-0 peer's microbatches goes along a
	// new path (Route), because a peer on its old one was dropped.
	EventReplan
	// EventDrop: Peer was dropped from the run, for Err.
	EventDrop
	// EventIteration: an iteration ended with this peer's optimizer step
	// (Result).
	EventIteration
)

var eventNames = [...]string{"", "forward", "backward", "sent", "received", "replan", "drop", "iteration"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "unknown"
}

// Event is something a peer did or saw, for metrics and dashboards.
type Event struct {
	Kind EventKind
	// Iter is the iteration the event belongs to.
	Iter int
	// MB is the microbatch attempt (forward, backward, replan).
	MB uint64
	// Peer is the other peer (sent, received, drop).
	Peer peer.ID
	// Bytes is a frame's encoded size (sent, received).
	Bytes int
	// InFlight is, after a forward or backward pass, the microbatches in
	// flight: on a stage-0 peer its own started and not finished, on any
	// other its forward passes awaiting their backward pass.
	InFlight int
	// Route is a re-planned microbatch's new path (replan).
	Route []peer.ID
	// Result is the iteration's result (iteration).
	Result *Result
	// Err is why a peer was dropped (drop).
	Err error
}

// WithEvents calls f with every Event of the peer. Received frames are
// reported from the stream goroutines, every other event from the
// goroutine that runs Run, so f must be safe for concurrent use; it must
// not block, as it runs on the training loop.
func WithEvents(f func(Event)) Option {
	return func(p *Peer) error {
		if f == nil {
			return errors.New("run: nil event function")
		}
		p.events = f
		return nil
	}
}

// emit reports an event when WithEvents asked for them.
func (p *Peer) emit(e Event) {
	if p.events != nil {
		p.events(e)
	}
}

// inFlight is the count reported with forward and backward events.
func (l *loop) inFlight() int {
	if l.p.stageOf[l.p.self] == 0 {
		return l.st.inFlight
	}
	return len(l.st.open)
}

// routeIDs turns a route of ordinals (the owner first) into the path of
// peers after the owner.
func (p *Peer) routeIDs(route []uint16) []peer.ID {
	out := make([]peer.ID, 0, len(route))
	for _, o := range route[1:] {
		out = append(out, p.plan.Members[o].ID)
	}
	return out
}
