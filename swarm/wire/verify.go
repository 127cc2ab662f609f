package wire

import (
	"crypto/sha256"

	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/crypto"
)

// verify checks sig over data by pub. Envelope signatures by secp256k1 keys
// (every Synod node's key) are checked with libsecp256k1 through
// go-ethereum, about three times faster than the pure-Go check libp2p keys
// use; it accepts exactly the low-S signatures libp2p's signer produces and
// refuses the malleable high-S twin of a signature. Other key types use
// their own check.
func verify(pub crypto.PubKey, data, sig []byte) bool {
	k, ok := pub.(*crypto.Secp256k1PublicKey)
	if !ok {
		ok, err := pub.Verify(data, sig)
		return err == nil && ok
	}
	compressed, err := k.Raw()
	if err != nil {
		return false
	}
	s, err := ecdsa.ParseDERSignature(sig)
	if err != nil {
		return false
	}
	var rs [64]byte
	r, sv := s.R(), s.S()
	r.PutBytesUnchecked(rs[:32])
	sv.PutBytesUnchecked(rs[32:])
	h := sha256.Sum256(data)
	return ethcrypto.VerifySignature(compressed, h[:], rs[:])
}
