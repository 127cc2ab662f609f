package memload

import (
	"context"
	crand "crypto/rand"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// A flooder is a load node that is not a member of the swarm: a libp2p host
// (secp256k1 key; it listens on nothing, so no other peer can dial it)
// running a GossipSub router on the envelope
// router's protocols (node.EnvelopeSubProtocols: StrictNoSign, message ID =
// SHA-256 of the payload), subscribed to the swarm's four topics, connected
// to the measured node only. It has no validator, so it publishes whatever
// it makes, paced at its share of the flood rate, in a fixed cycle of four:
//
//   - two envelopes sealed with its own key (wire.Seal) for the swarm's
//     round in progress and the kind of the stage in progress (answers of 32
//     completions of 512 bytes, critiques naming itself, votes naming a random peer ID, summaries
//     with 512 leaves and 16 winners in the training phase), so they pass
//     the receiver's size, decoding and lateness checks and cost it a
//     signature check before the round machine rejects them
//     (unregistered-sender);
//   - one oversized payload: 33 to 48 KiB of random bytes on a random swarm
//     topic (the topics' limit is wire.MaxEnvelopeBytes, 32 KiB);
//   - one garbage payload: 64 B to 4 KiB of random bytes on a random topic.
//
// The measured node's peer scoring graylists a flooder after a few
// rejected messages (node.GraylistThreshold) and from then drops whatever
// it sends as it arrives; with a rotation period the flooder then takes a
// new key and connects again, as a Sybil attacker would.
type flood struct {
	target  peer.AddrInfo
	topics  map[wire.Kind]string
	cfg     round.Config
	perNode float64       // messages per second of each flooder
	rotate  time.Duration // 0: one key for the whole run
	stats   floodStats
}

// floodStats count what the flooders published.
type floodStats struct {
	envelopes, oversized, garbage atomic.Int64
	bytes, identities, errors     atomic.Int64
	lastErr                       atomic.Value // string
}

// envelopeSubFeatures is the envelope router's feature test, as the node
// declares it: mesh and peer exchange on both versions, IDONTWANT on 1.2.
func envelopeSubFeatures(f pubsub.GossipSubFeature, p protocol.ID) bool {
	switch f {
	case pubsub.GossipSubFeatureMesh, pubsub.GossipSubFeaturePX:
		return p == node.EnvelopeSubProtocolV12 || p == node.EnvelopeSubProtocolV11
	case pubsub.GossipSubFeatureIdontwant:
		return p == node.EnvelopeSubProtocolV12
	}
	return false
}

// run runs flooders until ctx ends; each is one goroutine taking key after
// key. ready is called once every flooder has published its first message.
func (f *flood) run(ctx context.Context, n int, ready func()) {
	var wg sync.WaitGroup
	var first sync.WaitGroup
	first.Add(n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i)+1, uint64(time.Now().UnixNano())))
			once := sync.OnceFunc(first.Done)
			for ctx.Err() == nil {
				if err := f.session(ctx, rng, once); err != nil && ctx.Err() == nil {
					f.stats.errors.Add(1)
					f.stats.lastErr.Store(err.Error())
					select {
					case <-ctx.Done():
					case <-time.After(time.Second):
					}
				}
			}
			once()
		}()
	}
	go func() {
		first.Wait()
		if ready != nil {
			ready()
		}
	}()
	wg.Wait()
}

// session is one flooder identity: a fresh key and host, connected to the
// target, publishing until the rotation period ends (or ctx does).
func (f *flood) session(ctx context.Context, rng *rand.Rand, published func()) error {
	key, _, err := crypto.GenerateSecp256k1Key(crand.Reader)
	if err != nil {
		return err
	}
	h, err := libp2p.New(libp2p.Identity(key), libp2p.NoListenAddrs,
		libp2p.DisableMetrics(), libp2p.ForceReachabilityPublic())
	if err != nil {
		return err
	}
	defer h.Close()
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ps, err := pubsub.NewGossipSub(sctx, h,
		pubsub.WithGossipSubProtocols(node.EnvelopeSubProtocols, envelopeSubFeatures),
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithNoAuthor(),
		pubsub.WithMessageIdFn(node.ContentMessageID),
		pubsub.WithMaxMessageSize(1<<20),
		pubsub.WithFloodPublish(true),
		pubsub.WithPeerOutboundQueueSize(node.EnvelopePeerOutboundQueueSize),
	)
	if err != nil {
		return err
	}
	topics := map[wire.Kind]*pubsub.Topic{}
	for k, name := range f.topics {
		t, err := ps.Join(name)
		if err != nil {
			return err
		}
		sub, err := t.Subscribe(pubsub.WithBufferSize(16))
		if err != nil {
			return err
		}
		go func() { // drain what the node forwards
			for {
				if _, err := sub.Next(sctx); err != nil {
					return
				}
			}
		}()
		topics[k] = t
	}
	if err := h.Connect(sctx, f.target); err != nil {
		return fmt.Errorf("flooder: connect to the measured node: %w", err)
	}
	err = waitFor(sctx, 60*time.Second, "the measured node to subscribe a flooder to the swarm topics", func() (bool, error) {
		for _, t := range topics {
			if !hasPeer(t.ListPeers(), f.target.ID) {
				return false, nil
			}
		}
		return true, nil
	})
	if err != nil {
		return err
	}
	f.stats.identities.Add(1)
	var end time.Time
	if f.rotate > 0 {
		end = time.Now().Add(f.rotate)
	}
	interval := time.Duration(float64(time.Second) / f.perNode)
	next := time.Now()
	for k := 0; ; k++ {
		now := time.Now()
		if !end.IsZero() && now.After(end) {
			return nil
		}
		if d := next.Sub(now); d > 0 {
			select {
			case <-sctx.Done():
				return nil
			case <-time.After(d):
			}
		} else if d < -time.Second {
			next = now // starved of CPU: resume the pace, do not burst
		}
		next = next.Add(interval)
		kind, data, err := f.message(k, key, rng)
		if err != nil {
			return err
		}
		if err := topics[kind].Publish(sctx, data); err != nil {
			if sctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("flooder: publish: %w", err)
		}
		f.stats.bytes.Add(int64(len(data)))
		published()
	}
}

func hasPeer(ps []peer.ID, p peer.ID) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// message is the k-th message of a flooder's cycle and the kind of topic
// it goes to.
func (f *flood) message(k int, key crypto.PrivKey, rng *rand.Rand) (wire.Kind, []byte, error) {
	switch k % 4 {
	case 2:
		f.stats.oversized.Add(1)
		return wire.Kinds[rng.IntN(len(wire.Kinds))], randomBytes(rng, wire.MaxEnvelopeBytes+1024+rng.IntN(15<<10)), nil
	case 3:
		f.stats.garbage.Add(1)
		return wire.Kinds[rng.IntN(len(wire.Kinds))], randomBytes(rng, 64+rng.IntN(4<<10)), nil
	}
	kind, b := f.body(time.Now(), key, rng)
	env, err := wire.Seal(key, b)
	if err != nil {
		return "", nil, fmt.Errorf("flooder: seal: %w", err)
	}
	f.stats.envelopes.Add(1)
	return kind, env, nil
}

// body is a well-formed body for the stage in progress at now.
func (f *flood) body(now time.Time, key crypto.PrivKey, rng *rand.Rand) (wire.Kind, *wire.Body) {
	self, _ := peer.IDFromPrivateKey(key)
	id := []byte(self)
	b := &wire.Body{SwarmId: f.cfg.SwarmID}
	r, st, _, ok := f.cfg.Position(now)
	switch {
	case !ok || f.cfg.Training(now):
		b.Round, b.Stage = r, wire.Stage_STAGE_DONE
		s := &wire.RoundSummary{VotesRoot: randomBytes(rng, 32)}
		for range wire.MaxWinners {
			s.Winners = append(s.Winners, id)
		}
		for range wire.MaxLeaves {
			s.Leaves = append(s.Leaves, randomBytes(rng, 32))
		}
		b.Payload = &wire.Body_Summary{Summary: s}
		return wire.KindSummary, b
	case st == round.StageAnswer:
		a := &wire.Answer{}
		for range wire.MaxQuestions {
			a.Completions = append(a.Completions, randomText(rng, wire.MaxCompletionBytes))
		}
		b.Round, b.Stage, b.Payload = r, wire.Stage_STAGE_ANSWER, &wire.Body_Answer{Answer: a}
		return wire.KindAnswer, b
	case st == round.StageCritique:
		c := &wire.Critique{Best: id, Reason: randomText(rng, wire.MaxReasonBytes)}
		for range wire.MaxShown {
			c.Shown = append(c.Shown, id)
		}
		b.Round, b.Stage, b.Payload = r, wire.Stage_STAGE_CRITIQUE, &wire.Body_Critique{Critique: c}
		return wire.KindCritique, b
	default:
		// The choice is 39 random bytes (the length of a secp256k1 peer
		// ID), so every vote is new bytes and a new message.
		b.Round, b.Stage = r, wire.Stage_STAGE_VOTE
		b.Payload = &wire.Body_Vote{Vote: &wire.Vote{Choice: randomBytes(rng, 39)}}
		return wire.KindVote, b
	}
}

func randomBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := 0; i < n; i += 8 {
		v := rng.Uint64()
		for j := 0; j < 8 && i+j < n; j++ {
			b[i+j] = byte(v >> (8 * j))
		}
	}
	return b
}

func randomText(rng *rand.Rand, n int) string {
	const letters = "abcdefghijklmnopqrstuvwxyz0123456789 "
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[rng.IntN(len(letters))]
	}
	return string(b)
}
