// Package identity holds a Synod node's key: one secp256k1 private key from
// which both the libp2p peer ID (16Uiu2…) and the Ethereum address derive, so
// one file proves both.
//
// A key is stored either as a go-ethereum keystore file (scrypt-encrypted
// JSON, the default) or, when the user opts out of a passphrase, as a plain
// hex file. Both are written with mode 0600 and refused when group- or
// world-readable.
package identity

import (
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Identity is a node's secp256k1 key with its two derived names.
type Identity struct {
	priv   p2pcrypto.PrivKey
	ecdsa  *ecdsa.PrivateKey
	peerID peer.ID
	addr   common.Address
}

// Generate creates a new random identity.
func Generate() (*Identity, error) {
	priv, _, err := p2pcrypto.GenerateSecp256k1Key(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("identity: generate key: %w", err)
	}
	raw, err := priv.Raw()
	if err != nil {
		return nil, fmt.Errorf("identity: generate key: %w", err)
	}
	return FromRaw(raw)
}

// FromRaw builds an identity from a 32-byte secp256k1 private scalar.
func FromRaw(raw []byte) (*Identity, error) {
	if len(raw) != 32 {
		return nil, fmt.Errorf("identity: private key is %d bytes, want 32", len(raw))
	}
	ek, err := ethcrypto.ToECDSA(raw)
	if err != nil {
		return nil, fmt.Errorf("identity: invalid secp256k1 private key: %w", err)
	}
	return FromECDSA(ek)
}

// FromECDSA builds an identity from a go-ethereum secp256k1 key.
func FromECDSA(k *ecdsa.PrivateKey) (*Identity, error) {
	if k == nil {
		return nil, errors.New("identity: nil key")
	}
	raw := ethcrypto.FromECDSA(k)
	priv, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(raw)
	if err != nil {
		return nil, fmt.Errorf("identity: invalid secp256k1 private key: %w", err)
	}
	pid, err := peer.IDFromPrivateKey(priv)
	if err != nil {
		return nil, fmt.Errorf("identity: derive peer ID: %w", err)
	}
	return &Identity{priv: priv, ecdsa: k, peerID: pid, addr: ethcrypto.PubkeyToAddress(k.PublicKey)}, nil
}

// PeerID is the libp2p peer ID of the key.
func (id *Identity) PeerID() peer.ID { return id.peerID }

// Address is the Ethereum address of the key.
func (id *Identity) Address() common.Address { return id.addr }

// PrivKey is the key in libp2p's form, for libp2p.Identity.
func (id *Identity) PrivKey() p2pcrypto.PrivKey { return id.priv }

// ECDSA is the key in go-ethereum's form, for signing transactions.
func (id *Identity) ECDSA() *ecdsa.PrivateKey { return id.ecdsa }

// Raw returns the 32-byte private scalar.
func (id *Identity) Raw() []byte { return ethcrypto.FromECDSA(id.ecdsa) }

// String is the peer ID and the address, never the key.
func (id *Identity) String() string {
	return fmt.Sprintf("%s (%s)", id.peerID, id.addr.Hex())
}

// AddressOf derives the Ethereum address of a secp256k1 peer ID, so a gossip
// sender can be matched to an on-chain account. Peer IDs of other key types
// are an error.
func AddressOf(pid peer.ID) (common.Address, error) {
	pub, err := pid.ExtractPublicKey()
	if err != nil {
		return common.Address{}, fmt.Errorf("identity: peer %s: %w", pid, err)
	}
	if pub.Type() != p2pcrypto.Secp256k1 {
		return common.Address{}, fmt.Errorf("identity: peer %s has a %s key, want secp256k1", pid, pub.Type())
	}
	raw, err := pub.Raw() // 33-byte compressed point
	if err != nil {
		return common.Address{}, fmt.Errorf("identity: peer %s: %w", pid, err)
	}
	epub, err := ethcrypto.DecompressPubkey(raw)
	if err != nil {
		return common.Address{}, fmt.Errorf("identity: peer %s: %w", pid, err)
	}
	return ethcrypto.PubkeyToAddress(*epub), nil
}
