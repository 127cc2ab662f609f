package wire

import (
	"crypto/rand"
	"errors"
	"strings"
	"testing"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/proto"
)

func key(t *testing.T) (crypto.PrivKey, peer.ID) {
	k, _, err := crypto.GenerateSecp256k1Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := peer.IDFromPrivateKey(k)
	return k, id
}

func vote(choice peer.ID) *Body {
	return &Body{SwarmId: "demo", Round: 3, Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(choice)}}}
}

func TestSealOpen(t *testing.T) {
	k, id := key(t)
	_, other := key(t)
	raw, err := Seal(k, vote(other))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(raw)
	if err != nil {
		t.Fatal(err)
	}
	if s.From != id || peer.ID(s.Body.GetVote().GetChoice()) != other || s.Body.GetRound() != 3 || KindOf(s.Body) != KindVote {
		t.Fatalf("opened %+v", s)
	}
	// A flipped bit anywhere breaks the signature or the encoding.
	bad := append([]byte(nil), raw...)
	bad[len(bad)-5] ^= 1
	if _, err := Open(bad); err == nil {
		t.Fatal("tampered envelope opened")
	}
}

func TestForgedSenderFails(t *testing.T) {
	k, _ := key(t)
	_, victim := key(t)
	b := vote(victim)
	b.Version, b.Sender = Version, []byte(victim) // claims the victim sent it
	body, _ := proto.Marshal(b)
	sig, _ := k.Sign(append([]byte(signingPrefix), body...))
	env, _ := proto.Marshal(&Envelope{Body: body, Signature: sig})
	if _, err := Open(env); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("forged sender: err = %v", err)
	}
}

func TestChecks(t *testing.T) {
	_, id := key(t)
	cases := map[string]struct {
		b    *Body
		want error
	}{
		"version":  {&Body{Version: 9, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(id)}}}, ErrVersion},
		"swarm":    {&Body{Version: 1, SwarmId: "Bad ID", Sender: []byte(id), Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(id)}}}, ErrBadSwarmID},
		"stage":    {&Body{Version: 1, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_ANSWER, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(id)}}}, ErrStageMismatch},
		"no body":  {&Body{Version: 1, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_VOTE}, ErrMalformed},
		"too long": {&Body{Version: 1, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_ANSWER, Payload: &Body_Answer{Answer: &Answer{Completions: []string{strings.Repeat("x", MaxCompletionBytes+1)}}}}, ErrTooLarge},
	}
	for name, c := range cases {
		if err := Check(c.b); !errors.Is(err, c.want) {
			t.Errorf("%s: err = %v, want %v", name, err, c.want)
		}
	}
	if _, err := Open(make([]byte, MaxEnvelopeBytes+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("oversized: %v", err)
	}
	if Topic("devnet", "demo", KindVote) != "/synod/devnet/swarm/demo/vote" {
		t.Error(Topic("devnet", "demo", KindVote))
	}
}
