package identity

import (
	"crypto/sha256"
	"fmt"

	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	cryptopb "github.com/libp2p/go-libp2p/core/crypto/pb"
)

// Every Synod key is secp256k1, so every GossipSub message signature, Noise
// and TLS handshake and signed peer record a node checks is a secp256k1
// signature, and libp2p checks them in pure Go. This package makes libp2p
// decode secp256k1 public keys as PublicKey, whose Verify runs
// libsecp256k1 through go-ethereum (about three times faster; go-ethereum's
// pure-Go fallback where cgo is off). The registration is libp2p's own
// extension point, a process-wide table, set once when the package is
// loaded: it holds no state, and every node and libp2p host of the process
// then checks secp256k1 signatures the same way.
func init() {
	p2pcrypto.PubKeyUnmarshallers[cryptopb.KeyType_Secp256k1] = UnmarshalSecp256k1PublicKey
}

// PublicKey is a libp2p secp256k1 public key whose signature check runs in
// libsecp256k1. It accepts exactly the signatures libp2p's own check
// accepts: a DER signature over SHA-256 of the data, with either S (an
// ECDSA signature (r, s) holds exactly when (r, n-s) does; libsecp256k1
// takes only the low one, so a high S is negated first). Everything else
// (encoding, equality, type) is libp2p's.
type PublicKey struct {
	*p2pcrypto.Secp256k1PublicKey
	compressed [33]byte
}

var _ p2pcrypto.PubKey = (*PublicKey)(nil)

// UnmarshalSecp256k1PublicKey decodes a secp256k1 public key (33-byte
// compressed or 65-byte uncompressed) as libp2p does, into a PublicKey.
func UnmarshalSecp256k1PublicKey(data []byte) (p2pcrypto.PubKey, error) {
	k, err := p2pcrypto.UnmarshalSecp256k1PublicKey(data)
	if err != nil {
		return nil, err
	}
	sk, ok := k.(*p2pcrypto.Secp256k1PublicKey)
	if !ok {
		return nil, fmt.Errorf("identity: libp2p decoded a secp256k1 key as %T", k)
	}
	raw, err := sk.Raw()
	if err != nil {
		return nil, err
	}
	pk := &PublicKey{Secp256k1PublicKey: sk}
	if copy(pk.compressed[:], raw) != len(pk.compressed) {
		return nil, fmt.Errorf("identity: compressed secp256k1 key of %d bytes", len(raw))
	}
	return pk, nil
}

// Verify checks sig, a DER signature over SHA-256(data), as libp2p's
// secp256k1 keys sign.
func (k *PublicKey) Verify(data, sig []byte) (bool, error) {
	s, err := ecdsa.ParseDERSignature(sig)
	if err != nil {
		return false, err
	}
	r, sv := s.R(), s.S()
	if sv.IsOverHalfOrder() {
		sv.Negate()
	}
	var rs [64]byte
	r.PutBytesUnchecked(rs[:32])
	sv.PutBytesUnchecked(rs[32:])
	h := sha256.Sum256(data)
	return ethcrypto.VerifySignature(k.compressed[:], h[:], rs[:]), nil
}
