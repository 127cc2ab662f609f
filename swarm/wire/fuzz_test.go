package wire

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/libp2p/go-libp2p/core/crypto"
	cryptopb "github.com/libp2p/go-libp2p/core/crypto/pb"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/proto"
)

// fuzzKeys are fixed signing keys (secp256k1, as every node's, and
// ed25519, the other path of Verify), so that the sealed seeds are the
// same bytes on every run.
var fuzzKeys = sync.OnceValue(func() []crypto.PrivKey {
	s, err := crypto.UnmarshalSecp256k1PrivateKey(bytes.Repeat([]byte{0x11}, 32))
	if err != nil {
		panic(err)
	}
	e, _, err := crypto.GenerateEd25519Key(bytes.NewReader(bytes.Repeat([]byte{0x22}, 32)))
	if err != nil {
		panic(err)
	}
	return []crypto.PrivKey{s, e}
})

// fuzzSealed returns envelopes of every kind sealed by the fuzz keys: the
// only inputs Open may accept.
var fuzzSealed = sync.OnceValue(func() [][]byte {
	keys := fuzzKeys()
	other, _ := peer.IDFromPrivateKey(keys[1])
	var leaves [][]byte
	for i := range 3 {
		leaves = append(leaves, bytes.Repeat([]byte{byte(i + 1)}, 32))
	}
	bodies := []*Body{
		{SwarmId: "demo", Round: 1, Stage: Stage_STAGE_ANSWER, Payload: &Body_Answer{Answer: &Answer{Completions: []string{"<answer>4</answer>", "x"}}}},
		{SwarmId: "demo", Round: 1, Stage: Stage_STAGE_CRITIQUE, Payload: &Body_Critique{Critique: &Critique{Best: []byte(other), Reason: "shows its work", Shown: [][]byte{[]byte(other)}}}},
		{SwarmId: "demo.2", Round: 2, Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte(other)}}},
		{SwarmId: "demo", Round: 3, Stage: Stage_STAGE_DONE, Payload: &Body_Summary{Summary: &RoundSummary{
			VotesRoot: make([]byte, 32), Winners: [][]byte{[]byte(other)}, Leaves: leaves,
			Rollouts: []*RolloutShare{share(0), {Question: 5, Completions: []string{"a", "b"}, RewardsMilli: []int64{-1000, 2000}}},
		}}},
	}
	var out [][]byte
	for _, k := range keys {
		for _, b := range bodies {
			raw, err := Seal(k, proto.Clone(b).(*Body))
			if err != nil {
				panic(err)
			}
			out = append(out, raw)
		}
	}
	return out
})

var wireSentinels = []error{ErrMalformed, ErrTooLarge, ErrVersion, ErrBadSignature, ErrBadSwarmID, ErrStageMismatch, ErrSenderMismatch}

func isWireError(err error) bool {
	for _, s := range wireSentinels {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// FuzzOpen feeds arbitrary bytes to the path a received swarm message
// takes: Parse (framing, body, Check), Verify, Open and OpenAuthenticated.
// Properties: every error wraps one of the package's sentinels; anything
// over MaxEnvelopeBytes is refused as too large; what parses is the
// canonical encoding of its fields and a body that passes Check and
// re-encodes to an equal body; Open agrees with Parse then Verify, and
// OpenAuthenticated with Parse and the sender; and nothing opens but the
// exact bytes the fuzz keys sealed (no mutation of a signed envelope,
// re-framing or high-S twin included, verifies).
func FuzzOpen(f *testing.F) {
	sealed := fuzzSealed()
	valid := map[string]bool{}
	for _, raw := range sealed {
		valid[string(raw)] = true
		f.Add(raw)
	}
	f.Add([]byte{})
	f.Add([]byte{0x0a, 0x00, 0x12, 0x00})
	// Over the limit: a body that passes Check but is too large to carry.
	big := &Body{Version: Version, SwarmId: "demo", Stage: Stage_STAGE_ANSWER, Sender: bytes.Repeat([]byte{1}, 39)}
	big.Payload = &Body_Answer{Answer: &Answer{Completions: []string{strings.Repeat("y", MaxEnvelopeBytes)}}}
	bb, _ := proto.Marshal(big)
	env, _ := proto.MarshalOptions{Deterministic: true}.Marshal(&Envelope{Body: bb, Signature: []byte{0x30}})
	f.Add(env)

	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data)
		if err != nil {
			if !isWireError(err) {
				t.Fatalf("Parse error wraps no sentinel: %v", err)
			}
			if _, err2 := Open(data); err2 == nil {
				t.Fatal("Open accepted what Parse refused")
			}
			if _, err2 := OpenAuthenticated(data, peer.ID("x")); err2 == nil {
				t.Fatal("OpenAuthenticated accepted what Parse refused")
			}
			return
		}
		if len(data) > MaxEnvelopeBytes {
			t.Fatalf("Parse accepted %d bytes (max %d)", len(data), MaxEnvelopeBytes)
		}
		if !bytes.Equal(p.Raw, data) {
			t.Fatal("Parsed.Raw is not the input")
		}
		canon, err := proto.MarshalOptions{Deterministic: true}.Marshal(&Envelope{Body: p.body, Signature: p.sig})
		if err != nil || !bytes.Equal(canon, data) {
			t.Fatalf("accepted envelope is not the canonical encoding of its fields (%v)", err)
		}
		if err := Check(p.Body); err != nil {
			t.Fatalf("parsed body fails Check: %v", err)
		}
		re, err := proto.MarshalOptions{Deterministic: true}.Marshal(p.Body)
		if err != nil {
			t.Fatalf("parsed body does not re-encode: %v", err)
		}
		var back Body
		if err := proto.Unmarshal(re, &back); err != nil || !proto.Equal(&back, p.Body) {
			t.Fatalf("body decode/encode/decode differs (%v)", err)
		}
		sender := peer.ID(p.Body.GetSender())
		if a, err := OpenAuthenticated(data, sender); err != nil || a.From != sender || !proto.Equal(a.Body, p.Body) {
			t.Fatalf("OpenAuthenticated by the sender: %v", err)
		}
		if _, err := OpenAuthenticated(data, sender+"x"); !errors.Is(err, ErrSenderMismatch) {
			t.Fatalf("OpenAuthenticated by another author: err = %v", err)
		}

		s, verr := p.Verify()
		o, oerr := Open(data)
		if (verr == nil) != (oerr == nil) {
			t.Fatalf("Open (%v) disagrees with Parse+Verify (%v)", oerr, verr)
		}
		if verr != nil {
			if !isWireError(verr) || !isWireError(oerr) {
				t.Fatalf("verify error wraps no sentinel: %v / %v", verr, oerr)
			}
			if valid[string(data)] {
				t.Fatalf("a sealed envelope does not open: %v", verr)
			}
			return
		}
		if !valid[string(data)] {
			t.Fatalf("Open accepted bytes no key sealed: %x", data)
		}
		if s.From != sender || o.From != sender || !bytes.Equal(o.Raw, data) {
			t.Fatalf("opened from %s / %s, sender %s", s.From, o.From, sender)
		}
		// libp2p's own check agrees with the fast one on what it accepted.
		pub, err := sender.ExtractPublicKey()
		if err != nil {
			t.Fatal(err)
		}
		if ok, err := pub.Verify(append([]byte(signingPrefix), p.body...), p.sig); !ok || err != nil {
			t.Fatalf("libp2p refuses a signature the envelope check accepted (%v)", err)
		}
	})
}

// FuzzSenderKey fuzzes the reading of a public key from a sender's peer
// ID bytes (the envelope check's fast path). Properties: a key the fast
// path finds is 33 bytes and, where libp2p's general decoder reads a
// secp256k1 key from the same ID, the same key; and a signature by a
// fixed key verifies under an ID exactly when libp2p reads that key from
// the ID (so no other ID can claim it).
func FuzzSenderKey(f *testing.F) {
	for _, k := range fuzzKeys() {
		id, _ := peer.IDFromPrivateKey(k)
		f.Add([]byte(id))
	}
	f.Add([]byte(secp256k1IDPrefix + strings.Repeat("\x02", 33)))
	f.Add([]byte{0x00, 0x05, 0x08, 0x02, 0x12, 0x01, 0x02})
	f.Add([]byte{})
	msg := []byte("synod fuzz")
	signer := fuzzKeys()[0]
	sig, err := signer.Sign(msg)
	if err != nil {
		f.Fatal(err)
	}

	f.Fuzz(func(t *testing.T, idBytes []byte) {
		id := peer.ID(idBytes)
		fast, ok := secp256k1Key(id)
		pub, perr := id.ExtractPublicKey()
		if ok {
			if len(fast) != 33 {
				t.Fatalf("fast path key of %d bytes", len(fast))
			}
			if perr == nil && pub.Type() == cryptopb.KeyType_Secp256k1 {
				if raw, err := pub.Raw(); err != nil || !bytes.Equal(raw, fast) {
					t.Fatalf("fast path key %x, libp2p %x (%v)", fast, raw, err)
				}
			}
		}
		good, _ := verifyBy(id, msg, sig)
		want := perr == nil && pub.Equals(signer.GetPublic())
		if good != want {
			t.Fatalf("signature verified %v under peer ID %x; libp2p reads the signer's key from it: %v", good, idBytes, want)
		}
	})
}
