package chain

import (
	"bytes"
	"strings"
	"testing"

	gethcrypto "github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// TestPeerIDMatchesLibp2p checks that PeerIDBytes builds exactly the peer
// ID go-libp2p derives from the same secp256k1 key, and that the same raw
// key gives the Ethereum address used on chain.
func TestPeerIDMatchesLibp2p(t *testing.T) {
	for i := 0; i < 20; i++ {
		priv, pub, err := p2pcrypto.GenerateSecp256k1Key(nil)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := priv.Raw()
		if err != nil {
			t.Fatal(err)
		}
		key, err := gethcrypto.ToECDSA(raw)
		if err != nil {
			t.Fatal(err)
		}
		want, err := peer.IDFromPublicKey(pub)
		if err != nil {
			t.Fatal(err)
		}
		got := PeerIDBytes(&key.PublicKey)
		if !bytes.Equal(got, []byte(want)) {
			t.Fatalf("peer ID bytes %x, libp2p %x", got, []byte(want))
		}
		if !strings.HasPrefix(want.String(), "16Uiu2") {
			t.Fatalf("unexpected peer ID form %s", want)
		}
		back, err := PubkeyFromPeerID(got)
		if err != nil {
			t.Fatal(err)
		}
		if gethcrypto.PubkeyToAddress(*back) != gethcrypto.PubkeyToAddress(key.PublicKey) {
			t.Fatal("PubkeyFromPeerID lost the key")
		}
	}
	if _, err := PubkeyFromPeerID([]byte("not a peer id")); err == nil {
		t.Fatal("PubkeyFromPeerID accepted garbage")
	}
}
