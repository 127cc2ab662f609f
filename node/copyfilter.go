package node

import (
	"bytes"
	"errors"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// Copy filter timing (see copyFilter).
const (
	// CopyHoldTime bounds how long the node drops copies of a message whose
	// identical first copy still waits for its signature check. Under load
	// a copy waits milliseconds to a few hundred in the validation queue;
	// the bound only matters when the first copy is dropped without a
	// trace, and then the message still arrives with the next copy.
	CopyHoldTime = time.Second
	// DeliveredCopyTime is how long the node drops copies of a message it
	// has delivered before they reach GossipSub. Mesh copies arrive within
	// a second and gossip offers a message for HistoryGossip heartbeats
	// (3 s); a later copy takes GossipSub's own path to its seen cache.
	DeliveredCopyTime = 5 * time.Second
)

// errOnlyCopies makes GossipSub skip an RPC whose every message the copy
// filter dropped and that carries nothing else.
var errOnlyCopies = errors.New("node: RPC carried only copies of known messages")

// copyFilter drops redundant copies of signed messages before GossipSub
// spends work on them. It runs as GossipSub's RPC inspector, first thing
// on every incoming RPC, and learns GossipSub's verdicts from its tracer
// events. A message is known by GossipSub's message ID (author and
// sequence number); two states drop copies:
//
//   - Pending: the first copy waits for its signature check. GossipSub
//     marks a message seen only once its signature verifies, so it would
//     verify every copy that arrives meanwhile. A later copy that is byte
//     for byte the same (data, topic, signature, key) can only get the same
//     verdict and is dropped; a copy that differs in anything, such as a
//     forgery reusing another author's sequence number, is never dropped,
//     so a forger cannot censor the genuine message. The state ends with
//     the first copy's verdict (validated, rejected, shed by a full queue,
//     a duplicate), at the latest after CopyHoldTime: that bounds the
//     delay when the first copy's RPC is dropped unseen, and a peer whose
//     last score snapshot is below the graylist threshold (GossipSub drops
//     its RPCs unread) starts no pending state at all.
//   - Delivered: the message passed every validator and was delivered.
//     GossipSub's seen cache would drop any later copy, after building a
//     Message for it, running its per-RPC checks (the sender's score among
//     them) and recording the forwarder for peer scoring; the filter drops
//     a signed copy first, for DeliveredCopyTime (an unsigned one goes on
//     to GossipSub's signing-policy check, which comes before the seen
//     cache and penalises its sender). An RPC left with nothing in it is
//     skipped whole. The forwarder record only serves the mesh-delivery
//     terms (P3, P3b), so a topic whose score parameters use them keeps
//     GossipSub's path, and messages the node published itself are never
//     marked (a peer that echoes one back must still be penalised).
//
// Between the signature check and the verdict of the topic's validators a
// copy goes through GossipSub as before, so every peer that forwards a
// message later rejected is penalised as GossipSub does. What the filter
// gives up: a peer that forwards an identical copy of a message with a bad
// signature while the first copy is pending is not penalised for that copy
// (the peer that delivered the first one is); honest peers verify before
// forwarding and never send such copies. See docs/THREAT_MODEL.md.
//
// The inspector runs on GossipSub's event loop and the tracer events on
// its validation workers too, hence the mutex.
type copyFilter struct {
	hold    time.Duration // pending state
	keep    time.Duration // delivered state
	now     func() time.Time
	score   func(peer.ID) (float64, bool) // last score snapshot
	dropped func(n int)                   // counts dropped copies
	self    peer.ID

	mu sync.Mutex
	// mu guards the fields below.
	pending    map[string]pendingCopy // by message ID
	delivered  map[string]time.Time   // by message ID: until when
	meshScored map[string]bool        // topics whose scores use P3
	lastSweep  time.Time
	key        []byte // scratch for lookups on the event loop
}

type pendingCopy struct {
	msg      *pb.Message
	deadline time.Time
}

func newCopyFilter(self peer.ID, hold, keep time.Duration, now func() time.Time, score func(peer.ID) (float64, bool), dropped func(int)) *copyFilter {
	return &copyFilter{
		self:       self,
		hold:       hold,
		keep:       keep,
		now:        now,
		score:      score,
		dropped:    dropped,
		pending:    map[string]pendingCopy{},
		delivered:  map[string]time.Time{},
		meshScored: map[string]bool{},
	}
}

// msgKey appends GossipSub's default message ID (author, then sequence
// number) to dst.
func msgKey(dst []byte, m *pb.Message) []byte {
	dst = append(dst, m.GetFrom()...)
	return append(dst, m.GetSeqno()...)
}

// sameCopy reports whether b is byte for byte the message a is, given
// that their IDs are equal.
func sameCopy(a, b *pb.Message) bool {
	return bytes.Equal(a.GetData(), b.GetData()) &&
		bytes.Equal(a.GetSignature(), b.GetSignature()) &&
		bytes.Equal(a.GetKey(), b.GetKey()) &&
		a.GetTopic() == b.GetTopic()
}

// setMeshScored tells the filter whether topic's score parameters use the
// mesh-delivery terms, which count copies.
func (f *copyFilter) setMeshScored(topic string, on bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if on {
		f.meshScored[topic] = true
	} else {
		delete(f.meshScored, topic)
	}
}

// inspect is the GossipSub RPC inspector: it removes redundant copies from
// rpc, and skips the RPC when nothing else is left in it.
func (f *copyFilter) inspect(from peer.ID, rpc *pubsub.RPC) error {
	msgs := rpc.GetPublish()
	if len(msgs) == 0 {
		return nil
	}
	// Whether from may start pending states: looked up at the first
	// message that needs it (most RPCs carry one copy of a delivered
	// message and need none).
	record, scored := true, false
	now := f.now()
	kept := msgs[:0]
	n := 0
	f.mu.Lock()
	f.sweepLocked(now)
	for _, m := range msgs {
		f.key = msgKey(f.key[:0], m)
		// An unsigned copy goes on to GossipSub's signing-policy check,
		// which comes before its seen cache and penalises the sender.
		if until, ok := f.delivered[string(f.key)]; ok && now.Before(until) && m.GetSignature() != nil {
			n++
			continue
		}
		if p, ok := f.pending[string(f.key)]; ok {
			if now.Before(p.deadline) && sameCopy(p.msg, m) {
				n++
				continue
			}
		} else if m.GetSignature() != nil {
			if !scored {
				if s, ok := f.score(from); ok && s < GraylistThreshold {
					record = false
				}
				scored = true
			}
			if record {
				f.pending[string(f.key)] = pendingCopy{msg: m, deadline: now.Add(f.hold)}
			}
		}
		kept = append(kept, m)
	}
	f.mu.Unlock()
	if n == 0 {
		return nil
	}
	clear(msgs[len(kept):]) // let the dropped copies go
	rpc.Publish = kept
	f.dropped(n)
	if len(kept) == 0 && len(rpc.GetSubscriptions()) == 0 && rpc.GetControl() == nil {
		return errOnlyCopies
	}
	return nil
}

// sweepLocked forgets expired states, at most once per hold time.
func (f *copyFilter) sweepLocked(now time.Time) {
	if now.Sub(f.lastSweep) < f.hold {
		return
	}
	f.lastSweep = now
	for k, p := range f.pending {
		if !now.Before(p.deadline) {
			delete(f.pending, k)
		}
	}
	for k, until := range f.delivered {
		if !now.Before(until) {
			delete(f.delivered, k)
		}
	}
}

// verdict ends the pending state of msg's first copy once GossipSub has
// dealt with it, and starts the delivered state if it was delivered.
func (f *copyFilter) verdict(msg *pubsub.Message, delivered bool) {
	if msg == nil || msg.Message == nil || msg.GetSignature() == nil {
		return
	}
	var buf [96]byte
	k := msgKey(buf[:0], msg.Message)
	f.mu.Lock()
	defer f.mu.Unlock()
	if p, ok := f.pending[string(k)]; ok && p.msg == msg.Message {
		delete(f.pending, string(k))
	}
	if delivered && f.keep > 0 && !msg.Local && len(msg.Message.GetFrom()) > 0 &&
		peer.ID(msg.Message.GetFrom()) != f.self && !f.meshScored[msg.GetTopic()] {
		f.delivered[string(k)] = f.now().Add(f.keep)
	}
}

// states is the number of pending and delivered states (tests).
func (f *copyFilter) states() (pending, delivered int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.pending), len(f.delivered)
}

// copyFilterTracer feeds GossipSub's verdicts to a copyFilter.
type copyFilterTracer struct{ f *copyFilter }

var _ pubsub.RawTracer = copyFilterTracer{}

func (t copyFilterTracer) ValidateMessage(m *pubsub.Message)         { t.f.verdict(m, false) }
func (t copyFilterTracer) RejectMessage(m *pubsub.Message, _ string) { t.f.verdict(m, false) }
func (t copyFilterTracer) DuplicateMessage(m *pubsub.Message)        { t.f.verdict(m, false) }
func (t copyFilterTracer) DeliverMessage(m *pubsub.Message)          { t.f.verdict(m, true) }
func (t copyFilterTracer) AddPeer(peer.ID, protocol.ID)              {}
func (t copyFilterTracer) RemovePeer(peer.ID)                        {}
func (t copyFilterTracer) Join(string)                               {}
func (t copyFilterTracer) Leave(string)                              {}
func (t copyFilterTracer) Graft(peer.ID, string)                     {}
func (t copyFilterTracer) Prune(peer.ID, string)                     {}
func (t copyFilterTracer) ThrottlePeer(peer.ID)                      {}
func (t copyFilterTracer) RecvRPC(*pubsub.RPC)                       {}
func (t copyFilterTracer) SendRPC(*pubsub.RPC, peer.ID)              {}
func (t copyFilterTracer) DropRPC(*pubsub.RPC, peer.ID)              {}
func (t copyFilterTracer) UndeliverableMessage(*pubsub.Message)      {}
