package identity

import (
	"bytes"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
)

// fuzzIDs are fixed keys, so that seeds are the same bytes on every run.
func fuzzIDs(tb testing.TB) []*Identity {
	tb.Helper()
	var out []*Identity
	for i := byte(1); i <= 3; i++ {
		id, err := FromRaw(bytes.Repeat([]byte{i}, 32))
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, id)
	}
	return out
}

// FuzzPublicKey fuzzes the decoding of a peer's secp256k1 public key (from
// its peer ID, signed records and handshakes), which this package takes
// over from libp2p. Properties: it accepts exactly the keys libp2p's own
// decoder accepts, as the same key (equal, same raw form), and a key it
// accepts decodes again from its raw form.
func FuzzPublicKey(f *testing.F) {
	for _, id := range fuzzIDs(f) {
		raw, _ := id.PrivKey().GetPublic().Raw()
		f.Add(raw)
		f.Add(id.Address().Bytes())
	}
	f.Add(append([]byte{0x04}, bytes.Repeat([]byte{0x11}, 64)...))
	f.Add(append([]byte{0x02}, bytes.Repeat([]byte{0xff}, 32)...))
	f.Add([]byte{})

	f.Fuzz(func(t *testing.T, data []byte) {
		ours, err := UnmarshalSecp256k1PublicKey(data)
		stock, serr := p2pcrypto.UnmarshalSecp256k1PublicKey(data)
		if (err == nil) != (serr == nil) {
			t.Fatalf("decoded: %v; libp2p: %v", err, serr)
		}
		if err != nil {
			return
		}
		if !ours.Equals(stock) || !stock.Equals(ours) {
			t.Fatal("another key than libp2p's")
		}
		raw, err := ours.Raw()
		sraw, _ := stock.Raw()
		if err != nil || !bytes.Equal(raw, sraw) || len(raw) != 33 {
			t.Fatalf("raw form %x, libp2p's %x (%v)", raw, sraw, err)
		}
		again, err := UnmarshalSecp256k1PublicKey(raw)
		if err != nil || !again.Equals(ours) {
			t.Fatalf("raw form does not decode to the key (%v)", err)
		}
	})
}

// FuzzSignature fuzzes the signature check every received GossipSub
// message, handshake and signed record goes through (libsecp256k1 in
// place of libp2p's pure-Go check). Properties: it gives libp2p's answer
// for any signature bytes and data, and an error exactly when libp2p
// does; what it accepts for one key it refuses for another.
func FuzzSignature(f *testing.F) {
	ids := fuzzIDs(f)
	for i, id := range ids {
		data := []byte("synod fuzz " + strings.Repeat("x", i*40))
		sig, err := id.PrivKey().Sign(data)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), data, sig)
		s, err := ecdsa.ParseDERSignature(sig)
		if err != nil {
			f.Fatal(err)
		}
		r, sv := s.R(), s.S()
		sv.Negate()
		rb, sb := r.Bytes(), sv.Bytes()
		body := derInt(derInt(nil, rb[:]), sb[:])
		f.Add(uint8(i), data, append([]byte{0x30, byte(len(body))}, body...)) // high S
		f.Add(uint8(i+1), data, sig)
		f.Add(uint8(i), data, sig[:len(sig)-1])
	}
	f.Add(uint8(0), []byte{}, []byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Add(uint8(0), []byte{}, []byte{})
	type pair struct{ ours, stock p2pcrypto.PubKey }
	var keys []pair
	for _, id := range ids {
		pub, err := id.PeerID().ExtractPublicKey()
		if err != nil {
			f.Fatal(err)
		}
		if _, ok := pub.(*PublicKey); !ok {
			f.Fatalf("peer ID key decodes as %T", pub)
		}
		keys = append(keys, pair{pub, stockKey(f, pub)})
	}

	f.Fuzz(func(t *testing.T, which uint8, data, sig []byte) {
		k := keys[int(which)%len(keys)]
		got, err := k.ours.Verify(data, sig)
		want, serr := k.stock.Verify(data, sig)
		if got != want || (err == nil) != (serr == nil) {
			t.Fatalf("libsecp256k1 check %v (%v), libp2p %v (%v)", got, err, want, serr)
		}
		if !got {
			return
		}
		for i, o := range keys {
			if i == int(which)%len(keys) {
				continue
			}
			if ok, _ := o.ours.Verify(data, sig); ok {
				t.Fatal("a signature verifies under two keys")
			}
		}
	})
}

// FuzzKeyFile fuzzes the reading of the node's key file (plain hex, or a
// keystore JSON file, here without a passphrase so that no key is
// derived). Properties: every error is a *FileError naming the file; a
// key that loads is the file's hex key, and is written by Encode as a
// plain file that loads to the same key.
func FuzzKeyFile(f *testing.F) {
	id := fuzzIDs(f)[0]
	plain, err := Encode(id, SaveOptions{Plain: true})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(plain)
	f.Add([]byte("0x" + strings.ToUpper(hex.EncodeToString(id.Raw()))))
	f.Add([]byte(hex.EncodeToString(make([]byte, 32))))
	f.Add([]byte(`{"address":"0000000000000000000000000000000000000000","crypto":{"cipher":"aes-128-ctr"},"version":3}`))
	f.Add([]byte(`{"address":"x"}`))
	f.Add([]byte(" \n"))
	dir := f.TempDir()

	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "key")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		loaded, err := Load(path, "")
		if err != nil {
			var fe *FileError
			if !errors.As(err, &fe) || fe.Path != path {
				t.Fatalf("error %T %v does not name the file", err, err)
			}
			return
		}
		s := strings.TrimSpace(string(data))
		s = strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X")
		if !strings.EqualFold(hex.EncodeToString(loaded.Raw()), s) {
			t.Fatalf("loaded key %x from %q", loaded.Raw(), data)
		}
		out, err := Encode(loaded, SaveOptions{Plain: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, out, 0o600); err != nil {
			t.Fatal(err)
		}
		again, err := Load(path, "")
		if err != nil || again.PeerID() != loaded.PeerID() || !bytes.Equal(again.Raw(), loaded.Raw()) {
			t.Fatalf("written key file loads as another key (%v)", err)
		}
	})
}
