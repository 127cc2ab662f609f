package memload

import (
	crand "crypto/rand"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/wire"
)

// TestFloodMessages checks the flood's cycle: two envelopes the receiver
// must open (well formed, signed by the flooder, for the stage in progress
// and its topic), one oversized payload, one that does not decode.
func TestFloodMessages(t *testing.T) {
	key, _, err := crypto.GenerateSecp256k1Key(crand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	self, _ := peer.IDFromPrivateKey(key)
	genesis := time.Now().Add(-time.Minute)
	cfg := round.Config{SwarmID: "7", Genesis: genesis, Answer: 4 * time.Second, Critique: 4 * time.Second,
		Vote: 4 * time.Second, Train: 4 * time.Second}
	f := &flood{cfg: cfg}
	rng := rand.New(rand.NewPCG(1, 2))
	// One instant in each stage of round 3, then one before genesis.
	at := map[wire.Stage]time.Time{}
	for st, off := range map[wire.Stage]time.Duration{wire.Stage_STAGE_ANSWER: 1, wire.Stage_STAGE_CRITIQUE: 5,
		wire.Stage_STAGE_VOTE: 9, wire.Stage_STAGE_DONE: 13} {
		at[st] = cfg.RoundStart(3).Add(off * time.Second)
	}
	for want, now := range at {
		kind, b := f.body(now, key, rng)
		env, err := wire.Seal(key, b)
		if err != nil {
			t.Fatalf("stage %s: seal: %v", want, err)
		}
		sg, err := wire.Open(env)
		if err != nil {
			t.Fatalf("stage %s: the receiver cannot open the envelope: %v", want, err)
		}
		if sg.From != self || sg.Body.GetSwarmId() != "7" || sg.Body.GetRound() != 3 || sg.Body.GetStage() != want || wire.KindOf(sg.Body) != kind {
			t.Fatalf("stage %s: got sender %s, swarm %q, round %d, stage %s, kind %s on topic %s", want, sg.From,
				sg.Body.GetSwarmId(), sg.Body.GetRound(), sg.Body.GetStage(), wire.KindOf(sg.Body), kind)
		}
		if cfg.Late(3, want, now) {
			t.Fatalf("stage %s: the envelope is late at the instant it was made", want)
		}
		if want == wire.Stage_STAGE_ANSWER || want == wire.Stage_STAGE_DONE {
			if len(env) < 16<<10 {
				t.Fatalf("stage %s: envelope of %d bytes, want one near the limit", want, len(env))
			}
		}
	}
	if _, b := f.body(genesis.Add(-time.Hour), key, rng); b.GetStage() != wire.Stage_STAGE_DONE || b.GetRound() != 0 {
		t.Fatalf("before genesis: stage %s round %d, want a summary of round 0", b.GetStage(), b.GetRound())
	}

	f.cfg.Genesis = time.Now().Add(-time.Second) // in an answer stage
	var seen = map[string]bool{}
	for k := range 8 {
		kind, data, err := f.message(k, key, rng)
		if err != nil {
			t.Fatal(err)
		}
		if seen[string(data)] {
			t.Fatalf("message %d repeats an earlier one", k)
		}
		seen[string(data)] = true
		_, perr := wire.Parse(data)
		switch k % 4 {
		case 0, 1:
			if perr != nil || kind != wire.KindAnswer {
				t.Fatalf("message %d: envelope on %s: %v", k, kind, perr)
			}
		case 2:
			if len(data) <= wire.MaxEnvelopeBytes || !errors.Is(perr, wire.ErrTooLarge) {
				t.Fatalf("message %d: %d bytes (%v), want oversized", k, len(data), perr)
			}
		case 3:
			if perr == nil {
				t.Fatalf("message %d: random bytes parsed as an envelope", k)
			}
		}
	}
	if f.stats.envelopes.Load() != 4 || f.stats.oversized.Load() != 2 || f.stats.garbage.Load() != 2 {
		t.Fatalf("counted %d envelopes, %d oversized, %d garbage", f.stats.envelopes.Load(), f.stats.oversized.Load(), f.stats.garbage.Load())
	}
}

func TestMetricSums(t *testing.T) {
	text := []byte(`# HELP synod_gossip_messages_rejected_total x
synod_gossip_messages_rejected_total{reason="oversized",topic="/a"} 2
synod_gossip_messages_rejected_total{reason="oversized",topic="/b"} 3
synod_gossip_messages_rejected_total{reason="unregistered_sender",topic="/a"} 5
synod_gossip_messages_rejected_total_extra 9
synod_memory_shed_events_total 1
`)
	got := metricSums(text, "synod_gossip_messages_rejected_total", "reason")
	if len(got) != 2 || got["oversized"] != 5 || got["unregistered_sender"] != 5 {
		t.Fatalf("by reason: %v", got)
	}
	if got := metricSums(text, "synod_memory_shed_events_total", "")[""]; got != 1 {
		t.Fatalf("shed events %v", got)
	}
}

func TestTCPAddr(t *testing.T) {
	log := "synod node ready: peer ID 16Uiu2X, address 0x1\nlistening on:\n  /ip4/127.0.0.1/udp/4/quic-v1/p2p/16Uiu2X\n  /ip4/127.0.0.1/tcp/4001/p2p/16Uiu2X\ndashboard: http://x/\n"
	if got := tcpAddr(log); got != "/ip4/127.0.0.1/tcp/4001/p2p/16Uiu2X" {
		t.Fatalf("got %q", got)
	}
}
