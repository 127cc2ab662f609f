package identity

import (
	"bytes"
	"crypto/rand"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// stockKey is libp2p's own decoding of k, bypassing the registration.
func stockKey(t testing.TB, k p2pcrypto.PubKey) p2pcrypto.PubKey {
	t.Helper()
	raw, err := k.Raw()
	if err != nil {
		t.Fatal(err)
	}
	s, err := p2pcrypto.UnmarshalSecp256k1PublicKey(raw)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// derInt appends a DER INTEGER of the big-endian unsigned b.
func derInt(dst, b []byte) []byte {
	b = bytes.TrimLeft(b, "\x00")
	if len(b) == 0 || b[0]&0x80 != 0 {
		b = append([]byte{0}, b...)
	}
	return append(append(dst, 0x02, byte(len(b))), b...)
}

// highS re-encodes sig with n-s in place of s, which DER allows and
// libp2p's check accepts.
func highS(t *testing.T, sig []byte) []byte {
	t.Helper()
	s, err := ecdsa.ParseDERSignature(sig)
	if err != nil {
		t.Fatal(err)
	}
	r, sv := s.R(), s.S()
	sv.Negate()
	rb, sb := r.Bytes(), sv.Bytes()
	body := derInt(derInt(nil, rb[:]), sb[:])
	return append([]byte{0x30, byte(len(body))}, body...)
}

func TestSecp256k1KeysDecodeToFastType(t *testing.T) {
	id, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	pub, err := id.PeerID().ExtractPublicKey()
	if err != nil {
		t.Fatal(err)
	}
	fast, ok := pub.(*PublicKey)
	if !ok {
		t.Fatalf("peer ID's key decoded as %T, want *identity.PublicKey", pub)
	}
	stock := stockKey(t, pub)
	if !fast.Equals(stock) || !stock.Equals(fast) || !fast.Equals(id.PrivKey().GetPublic()) {
		t.Fatal("keys of the same secp256k1 point are not equal")
	}
	pid, err := peer.IDFromPublicKey(fast)
	if err != nil || pid != id.PeerID() {
		t.Fatalf("peer ID from the decoded key %s (%v), want %s", pid, err, id.PeerID())
	}
	b, err := p2pcrypto.MarshalPublicKey(fast)
	if err != nil {
		t.Fatal(err)
	}
	again, err := p2pcrypto.UnmarshalPublicKey(b)
	if err != nil || !again.Equals(stock) {
		t.Fatalf("marshal round trip: %v", err)
	}
	other, _ := Generate()
	if fast.Equals(other.PrivKey().GetPublic()) {
		t.Fatal("keys of different points are equal")
	}
}

// TestSecp256k1VerifyMatchesLibp2p: for signed, tampered, high-S, foreign
// and malformed signatures the libsecp256k1 check gives libp2p's answer.
func TestSecp256k1VerifyMatchesLibp2p(t *testing.T) {
	for i := 0; i < 50; i++ {
		id, err := Generate()
		if err != nil {
			t.Fatal(err)
		}
		other, _ := Generate()
		data := make([]byte, 1+i*37)
		_, _ = rand.Read(data)
		sig, err := id.PrivKey().Sign(data)
		if err != nil {
			t.Fatal(err)
		}
		otherSig, _ := other.PrivKey().Sign(data)
		pub, _ := id.PeerID().ExtractPublicKey()
		stock := stockKey(t, pub)
		flipped := append([]byte{}, sig...)
		flipped[len(flipped)-1] ^= 1
		tampered := append([]byte{}, data...)
		tampered[0] ^= 0x80
		cases := []struct {
			name      string
			data, sig []byte
			want      bool
		}{
			{"signed", data, sig, true},
			{"high S", data, highS(t, sig), true},
			{"tampered data", tampered, sig, false},
			{"flipped bit", data, flipped, false},
			{"other key", data, otherSig, false},
			{"truncated", data, sig[:len(sig)-3], false},
			{"empty", data, nil, false},
		}
		for _, c := range cases {
			got, gotErr := pub.Verify(c.data, c.sig)
			want, wantErr := stock.Verify(c.data, c.sig)
			if got != want || (gotErr == nil) != (wantErr == nil) {
				t.Fatalf("%s: libsecp256k1 %v (%v), libp2p %v (%v)", c.name, got, gotErr, want, wantErr)
			}
			if got != c.want {
				t.Fatalf("%s: verified %v, want %v", c.name, got, c.want)
			}
		}
	}
}

func BenchmarkSecp256k1Verify(b *testing.B) {
	id, _ := Generate()
	data := make([]byte, 600)
	sig, _ := id.PrivKey().Sign(data)
	pub, _ := id.PeerID().ExtractPublicKey()
	for _, k := range []struct {
		name string
		key  p2pcrypto.PubKey
	}{{"libp2p", stockKey(b, pub)}, {"libsecp256k1", pub}} {
		b.Run(k.name, func(b *testing.B) {
			for b.Loop() {
				if ok, _ := k.key.Verify(data, sig); !ok {
					b.Fatal("not verified")
				}
			}
		})
	}
}
