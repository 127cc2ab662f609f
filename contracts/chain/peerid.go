package chain

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"
)

// peerIDPrefix starts every libp2p peer ID of a secp256k1 key: an identity
// multihash (code 0x00, length 0x25 = 37) of the protobuf PublicKey message
// {Type: Secp256k1 = 2 (0x08 0x02), Data: 33 bytes (0x12 0x21)}.
var peerIDPrefix = []byte{0x00, 0x25, 0x08, 0x02, 0x12, 0x21}

// PeerIDBytes returns the binary libp2p peer ID of a secp256k1 public key
// (the 39 bytes behind its "16Uiu2…" text form), as the SwarmCoordinator
// checks it at registration.
func PeerIDBytes(pub *ecdsa.PublicKey) []byte {
	return append(append([]byte{}, peerIDPrefix...), crypto.CompressPubkey(pub)...)
}

// RegistrationProof returns what SwarmCoordinator.register takes: the
// 64-byte uncompressed public key (x || y) and the peer ID bytes.
func RegistrationProof(pub *ecdsa.PublicKey) (pubkey, peerID []byte) {
	return crypto.FromECDSAPub(pub)[1:], PeerIDBytes(pub)
}

// PubkeyFromPeerID recovers the public key from peer ID bytes made by
// PeerIDBytes, for example to learn a peer's Ethereum address.
func PubkeyFromPeerID(id []byte) (*ecdsa.PublicKey, error) {
	if len(id) != len(peerIDPrefix)+33 || string(id[:len(peerIDPrefix)]) != string(peerIDPrefix) {
		return nil, fmt.Errorf("chain: %d-byte peer ID is not an inline secp256k1 key", len(id))
	}
	pub, err := crypto.DecompressPubkey(id[len(peerIDPrefix):])
	if err != nil {
		return nil, fmt.Errorf("chain: peer ID key: %w", err)
	}
	return pub, nil
}
