package wire

import (
	"crypto/rand"
	"errors"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/proto"
)

// The fast envelope check agrees with libp2p's own check on signatures
// libp2p's signer made, and on every one-bit corruption of them.
func TestVerifyAgreesWithLibp2p(t *testing.T) {
	for i := range 3 {
		k, pub, err := crypto.GenerateSecp256k1Key(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		data := []byte{byte(i), 1, 2, 3, 4, 5, 6, 7}
		sig, err := k.Sign(data)
		if err != nil {
			t.Fatal(err)
		}
		if !verify(pub, data, sig) {
			t.Fatalf("valid signature %d refused", i)
		}
		for bit := range len(sig) * 8 {
			bad := append([]byte(nil), sig...)
			bad[bit/8] ^= 1 << (bit % 8)
			want, err := pub.Verify(data, bad)
			want = want && err == nil
			if got := verify(pub, data, bad); got != want {
				t.Fatalf("signature %d with bit %d flipped: fast check %v, libp2p %v", i, bit, got, want)
			}
		}
		if verify(pub, append(data, 0), sig) {
			t.Fatalf("signature %d verified other data", i)
		}
	}
}

// highS re-encodes a DER signature with S replaced by N-S: the same
// signature's malleable twin, which libp2p's check accepts.
func highS(t *testing.T, der []byte) []byte {
	s, err := ecdsa.ParseDERSignature(der)
	if err != nil {
		t.Fatal(err)
	}
	r, sv := s.R(), s.S()
	sv.Negate()
	rb, sb := r.Bytes(), sv.Bytes()
	intDER := func(b [32]byte) []byte {
		v := b[:]
		for len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0 {
			v = v[1:]
		}
		if v[0]&0x80 != 0 {
			v = append([]byte{0}, v...)
		}
		return append([]byte{0x02, byte(len(v))}, v...)
	}
	body := append(intDER(rb), intDER(sb)...)
	return append([]byte{0x30, byte(len(body))}, body...)
}

func TestHighSEnvelopeRefused(t *testing.T) {
	k, _ := key(t)
	_, other := key(t)
	b := vote(other)
	id, _ := peer.IDFromPrivateKey(k)
	b.Version, b.Sender = Version, []byte(id)
	body, _ := proto.MarshalOptions{Deterministic: true}.Marshal(b)
	msg := append([]byte(signingPrefix), body...)
	sig, _ := k.Sign(msg)
	twin := highS(t, sig)
	if ok, err := k.GetPublic().Verify(msg, twin); !ok || err != nil {
		t.Fatalf("test is broken: libp2p refuses the high-S twin (%v)", err)
	}
	env, _ := proto.Marshal(&Envelope{Body: body, Signature: twin})
	if _, err := Open(env); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("high-S envelope: err = %v", err)
	}
	env, _ = proto.Marshal(&Envelope{Body: body, Signature: sig})
	if _, err := Open(env); err != nil {
		t.Fatalf("low-S envelope: %v", err)
	}
}

// Keys other than secp256k1 fall back to their own check.
func TestVerifyEd25519(t *testing.T) {
	k, _, err := crypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	_, other := key(t)
	raw, err := Seal(k, vote(other))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(raw); err != nil {
		t.Fatalf("ed25519 envelope: %v", err)
	}
}

func BenchmarkOpenVote(b *testing.B) {
	k, _, _ := crypto.GenerateSecp256k1Key(rand.Reader)
	raw, err := Seal(k, &Body{SwarmId: "demo", Round: 3, Stage: Stage_STAGE_VOTE, Payload: &Body_Vote{Vote: &Vote{Choice: []byte("x")}}})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Open(raw); err != nil {
			b.Fatal(err)
		}
	}
}
