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
		"version":                     {&Body{Version: 9, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(id)}}}, ErrVersion},
		"swarm":                       {&Body{Version: Version, SwarmId: "Bad ID", Sender: []byte(id), Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(id)}}}, ErrBadSwarmID},
		"stage":                       {&Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_ANSWER, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(id)}}}, ErrStageMismatch},
		"no body":                     {&Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_VOTE}, ErrMalformed},
		"too long":                    {&Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_ANSWER, Payload: &Body_Answer{Answer: &Answer{Completions: []string{strings.Repeat("x", MaxCompletionBytes+1)}}}}, ErrTooLarge},
		"version 1":                   {&Body{Version: 1, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_DONE, Payload: &Body_Summary{Summary: summary(share(0))}}, ErrVersion},
		"two shares of a question":    {&Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_DONE, Payload: &Body_Summary{Summary: summary(share(1), share(1))}}, ErrMalformed},
		"share without rewards":       {&Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_DONE, Payload: &Body_Summary{Summary: summary(&RolloutShare{Completions: []string{"x"}})}}, ErrMalformed},
		"share question out of range": {&Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_DONE, Payload: &Body_Summary{Summary: summary(share(MaxQuestions))}}, ErrMalformed},
	}
	ok := &Body{Version: Version, SwarmId: "demo", Sender: []byte(id), Stage: Stage_STAGE_DONE, Payload: &Body_Summary{Summary: summary(share(0), share(3))}}
	if err := Check(ok); err != nil {
		t.Errorf("summary with two shares: %v", err)
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

// TestReframedEnvelopeRefused: the same body and signature in other bytes
// (an unknown field, the fields swapped, a field repeated, a non-minimal
// length) is refused by Open and OpenAuthenticated, so a forwarder cannot
// give a signed message a second encoding.
func TestReframedEnvelopeRefused(t *testing.T) {
	k, id := key(t)
	_, other := key(t)
	raw, err := Seal(k, vote(other))
	if err != nil {
		t.Fatal(err)
	}
	var env Envelope
	if err := proto.Unmarshal(raw, &env); err != nil {
		t.Fatal(err)
	}
	field := func(num byte, b []byte) []byte {
		out := []byte{num<<3 | 2}
		out = protowireAppendVarint(out, uint64(len(b)))
		return append(out, b...)
	}
	body, sig := field(1, env.Body), field(2, env.Signature)
	// Field 1 with its length as a two-byte varint where one byte would do
	// (bodies here are under 128 bytes).
	long := append([]byte{1<<3 | 2, byte(len(env.Body)) | 0x80, 0}, env.Body...)
	if len(env.Body) >= 128 {
		t.Fatalf("test body is %d bytes; the non-minimal case needs one under 128", len(env.Body))
	}
	cases := map[string][]byte{
		"unknown field":      append(append([]byte(nil), raw...), 0x7a, 0x01, 0x00),
		"fields swapped":     append(append([]byte(nil), sig...), body...),
		"body repeated":      append(append(append([]byte(nil), body...), body...), sig...),
		"non-minimal length": append(long, sig...),
		"two-byte tag":       append(append([]byte{1<<3 | 2 | 0x80, 0}, body[1:]...), sig...),
		"empty field 3":      append(append([]byte(nil), raw...), 3<<3|2, 0),
		"trailing byte":      append(append([]byte(nil), raw...), 0),
		"no signature":       body,
		"empty signature":    append(append([]byte(nil), body...), 2<<3|2, 0),
		"truncated":          raw[:len(raw)-1],
		"length past end":    append(append([]byte(nil), body...), 2<<3|2, 0x7f, 1),
	}
	for name, data := range cases {
		if s, err := Open(data); err == nil {
			t.Errorf("%s: opened %+v", name, s)
		} else if !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: err = %v, want ErrMalformed", name, err)
		}
		if _, err := OpenAuthenticated(data, id); !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: OpenAuthenticated err = %v, want ErrMalformed", name, err)
		}
	}
	if _, err := Open(append(body, sig...)); err != nil {
		t.Fatalf("the canonical framing built here is refused: %v", err)
	}
}

// TestSplitCanonicalMatchesProto: the in-place reading of an envelope's
// framing gives the fields the protobuf decoder gives, for envelopes of
// every size class of length varint.
func TestSplitCanonicalMatchesProto(t *testing.T) {
	for _, n := range []int{1, 127, 128, 300, 16383, 16384, 20000} {
		want := &Envelope{Body: make([]byte, n), Signature: []byte{0x30, 1, 2}}
		want.Body[n-1] = 7
		raw, err := proto.MarshalOptions{Deterministic: true}.Marshal(want)
		if err != nil {
			t.Fatal(err)
		}
		body, sig, ok := splitCanonical(raw)
		if !ok || string(body) != string(want.Body) || string(sig) != string(want.Signature) {
			t.Errorf("body of %d bytes: ok %v, body %d bytes, sig %x", n, ok, len(body), sig)
		}
	}
}

// TestSecp256k1KeyFastPath: the key read straight from a secp256k1 peer
// ID is the one its public key holds.
func TestSecp256k1KeyFastPath(t *testing.T) {
	k, id := key(t)
	got, ok := secp256k1Key(id)
	want, err := k.GetPublic().Raw()
	if err != nil || !ok || string(got) != string(want) {
		t.Fatalf("secp256k1Key = %x, %v; want %x (%v)", got, ok, want, err)
	}
}

func protowireAppendVarint(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

func share(q uint32) *RolloutShare {
	return &RolloutShare{Question: q, Completions: []string{"<answer>4</answer>"}, RewardsMilli: []int64{1250}}
}

func summary(shares ...*RolloutShare) *RoundSummary {
	return &RoundSummary{VotesRoot: make([]byte, 32), Rollouts: shares}
}
