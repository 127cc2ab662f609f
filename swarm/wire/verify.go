package wire

import (
	"crypto/sha256"

	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/crypto"
	cryptopb "github.com/libp2p/go-libp2p/core/crypto/pb"
	"github.com/libp2p/go-libp2p/core/peer"
	mh "github.com/multiformats/go-multihash"
	"google.golang.org/protobuf/proto"
)

// verifyBy checks sig over data by the key inlined in id. An error means id
// carries no usable public key.
//
// Envelope signatures by secp256k1 keys (every Synod node's key) are
// checked with libsecp256k1 through go-ethereum, straight from the
// compressed key in the peer ID: about three times faster than libp2p's
// pure-Go check, which also decompresses the key first. The check accepts
// exactly the low-S signatures libp2p's signer produces and refuses the
// malleable high-S twin of a signature. Other key types use their own check.
func verifyBy(id peer.ID, data, sig []byte) (bool, error) {
	if compressed, ok := secp256k1Key(id); ok {
		return verifySecp256k1(compressed, data, sig), nil
	}
	pub, err := id.ExtractPublicKey()
	if err != nil {
		return false, err
	}
	return verify(pub, data, sig), nil
}

// verifyEnvelope checks sig over signingPrefix || body by the key inlined
// in id, like verifyBy, without copying the body for a secp256k1 key.
func verifyEnvelope(id peer.ID, body, sig []byte) (bool, error) {
	if compressed, ok := secp256k1Key(id); ok {
		h := sha256.New()
		h.Write([]byte(signingPrefix))
		h.Write(body)
		var d [sha256.Size]byte
		return verifySecp256k1Digest(compressed, h.Sum(d[:0]), sig), nil
	}
	return verifyBy(id, append([]byte(signingPrefix), body...), sig)
}

// secp256k1IDPrefix is how every secp256k1 peer ID starts: an identity
// multihash (code 0, 37 bytes) of the protobuf PublicKey {Type: 2
// (Secp256k1), Data: 33 bytes}; the compressed key follows.
const secp256k1IDPrefix = "\x00\x25\x08\x02\x12\x21"

// secp256k1Key returns the compressed secp256k1 key inlined in id.
func secp256k1Key(id peer.ID) ([]byte, bool) {
	if len(id) == len(secp256k1IDPrefix)+33 && string(id[:len(secp256k1IDPrefix)]) == secp256k1IDPrefix {
		// The encoding libp2p produces, read without decoding (the general
		// path below accepts it too and returns the same key).
		return []byte(id[len(secp256k1IDPrefix):]), true
	}
	d, err := mh.Decode([]byte(id))
	if err != nil || d.Code != mh.IDENTITY {
		return nil, false
	}
	var pk cryptopb.PublicKey
	if err := proto.Unmarshal(d.Digest, &pk); err != nil || pk.GetType() != cryptopb.KeyType_Secp256k1 || len(pk.GetData()) != 33 {
		return nil, false
	}
	return pk.GetData(), true
}

// verify checks sig over data by pub (see verifyBy).
func verify(pub crypto.PubKey, data, sig []byte) bool {
	if pub.Type() != cryptopb.KeyType_Secp256k1 {
		ok, err := pub.Verify(data, sig)
		return err == nil && ok
	}
	// By type, not by Go type: node/identity decodes secp256k1 keys into
	// its own type, whose Verify also takes high-S signatures as libp2p's
	// does; envelopes take only low S.
	compressed, err := pub.Raw()
	if err != nil {
		return false
	}
	return verifySecp256k1(compressed, data, sig)
}

// verifySecp256k1 checks a DER signature over SHA-256(data), as libp2p's
// secp256k1 keys sign, by the 33-byte compressed key.
func verifySecp256k1(compressed, data, sig []byte) bool {
	h := sha256.Sum256(data)
	return verifySecp256k1Digest(compressed, h[:], sig)
}

// verifySecp256k1Digest checks a DER signature over a SHA-256 digest by
// the 33-byte compressed key.
func verifySecp256k1Digest(compressed, digest, sig []byte) bool {
	s, err := ecdsa.ParseDERSignature(sig)
	if err != nil {
		return false
	}
	var rs [64]byte
	r, sv := s.R(), s.S()
	r.PutBytesUnchecked(rs[:32])
	sv.PutBytesUnchecked(rs[32:])
	return ethcrypto.VerifySignature(compressed, digest, rs[:])
}
