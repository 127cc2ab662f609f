package wire

import (
	"fmt"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
)

// signingPrefix separates swarm signatures from any other use of the key.
const signingPrefix = "synod/swarm/v1"

// Signed is an opened, verified message.
type Signed struct {
	// Body is the decoded content.
	Body *Body
	// From is the signer, equal to Body.Sender.
	From peer.ID
	// Raw is the whole envelope as received; it is what evidence and the
	// vote Merkle tree are made of.
	Raw []byte
}

// Seal checks b, fills in its version and sender from key, encodes it, signs
// it and returns the envelope bytes to publish.
func Seal(key crypto.PrivKey, b *Body) ([]byte, error) {
	id, err := peer.IDFromPrivateKey(key)
	if err != nil {
		return nil, fmt.Errorf("swarm wire: peer id of signing key: %w", err)
	}
	b.Version = Version
	b.Sender = []byte(id)
	if err := Check(b); err != nil {
		return nil, err
	}
	body, err := proto.MarshalOptions{Deterministic: true}.Marshal(b)
	if err != nil {
		return nil, fmt.Errorf("swarm wire: encode body: %w", err)
	}
	sig, err := key.Sign(append([]byte(signingPrefix), body...))
	if err != nil {
		return nil, fmt.Errorf("swarm wire: sign: %w", err)
	}
	env, err := proto.MarshalOptions{Deterministic: true}.Marshal(&Envelope{Body: body, Signature: sig})
	if err != nil {
		return nil, fmt.Errorf("swarm wire: encode envelope: %w", err)
	}
	if len(env) > MaxEnvelopeBytes {
		return nil, fmt.Errorf("%w: %d bytes (max %d)", ErrTooLarge, len(env), MaxEnvelopeBytes)
	}
	return env, nil
}

// decode parses an envelope and its body and checks the body's structure
// and limits; it verifies no signature. The returned body and signature
// bytes are slices of data.
func decode(data []byte) (body, sig []byte, b *Body, err error) {
	if len(data) > MaxEnvelopeBytes {
		return nil, nil, nil, fmt.Errorf("%w: %d bytes (max %d)", ErrTooLarge, len(data), MaxEnvelopeBytes)
	}
	body, sig, ok := splitCanonical(data)
	if !ok {
		return nil, nil, nil, fmt.Errorf("%w: envelope not in its canonical encoding", ErrMalformed)
	}
	b = new(Body)
	if err := proto.Unmarshal(body, b); err != nil {
		return nil, nil, nil, fmt.Errorf("%w: body: %v", ErrMalformed, err)
	}
	if err := Check(b); err != nil {
		return nil, nil, nil, err
	}
	return body, sig, b, nil
}

// splitCanonical returns the body and signature of an envelope in exactly
// the encoding Seal produces (deterministic protobuf): field 1 (body) then
// field 2 (signature), both non-empty, one-byte tags, minimal length
// varints, nothing else. The body's bytes and a strict-DER, low-S
// signature cannot change without breaking the signature, so an envelope
// has one valid encoding: a forwarder cannot re-frame a signed message
// into new bytes (a new GossipSub message ID on the envelope router, a new
// vote Merkle leaf, or a "second, different" message that would look like
// its author's equivocation). It reads the framing in place, without
// decoding into a message and encoding it again to compare.
func splitCanonical(data []byte) (body, sig []byte, ok bool) {
	field := func(tag byte) ([]byte, bool) {
		if len(data) == 0 || data[0] != tag {
			return nil, false
		}
		n, l := protowire.ConsumeVarint(data[1:])
		if l < 0 || l != protowire.SizeVarint(n) || n == 0 || n > uint64(len(data)-1-l) {
			return nil, false
		}
		v := data[1+l : 1+l+int(n)]
		data = data[1+l+int(n):]
		return v, true
	}
	if body, ok = field(byte(protowire.EncodeTag(1, protowire.BytesType))); !ok {
		return nil, nil, false
	}
	if sig, ok = field(byte(protowire.EncodeTag(2, protowire.BytesType))); !ok {
		return nil, nil, false
	}
	return body, sig, len(data) == 0
}

// OpenAuthenticated decodes an envelope and checks its body like Open, but
// does not verify the envelope signature: it only checks that the body's
// sender is author. Use it only for data whose author the transport has
// already authenticated (GossipSub with StrictSign verifies the author's
// signature over the whole payload before any validator runs). The result
// is then not portable evidence; Open it before using it as such.
func OpenAuthenticated(data []byte, author peer.ID) (*Signed, error) {
	_, _, b, err := decode(data)
	if err != nil {
		return nil, err
	}
	if peer.ID(b.GetSender()) != author {
		return nil, fmt.Errorf("%w: sender %s, author %s", ErrSenderMismatch, peer.ID(b.GetSender()), author)
	}
	return &Signed{Body: b, From: author, Raw: data}, nil
}

// Parsed is a decoded envelope whose body passed Check and whose signature
// is not verified yet: a receiver can judge the cheap facts (swarm, round,
// stage) before it spends a signature check on a message it would drop.
type Parsed struct {
	// Body is the decoded content; nothing in it is authenticated yet.
	Body *Body
	// Raw is the whole envelope as received.
	Raw []byte
	// body and sig are the envelope's fields, slices of Raw.
	body, sig []byte
}

// Parse decodes an envelope and checks its body's structure and limits,
// without verifying the signature (Verify does).
func Parse(data []byte) (*Parsed, error) {
	body, sig, b, err := decode(data)
	if err != nil {
		return nil, err
	}
	return &Parsed{Body: b, Raw: data, body: body, sig: sig}, nil
}

// Verify checks the envelope signature against the public key inlined in
// the sender's peer ID and returns the opened message.
func (p *Parsed) Verify() (*Signed, error) {
	id, err := peer.IDFromBytes(p.Body.GetSender())
	if err != nil {
		return nil, fmt.Errorf("%w: sender peer id: %v", ErrMalformed, err)
	}
	ok, err := verifyEnvelope(id, p.body, p.sig)
	if err != nil {
		return nil, fmt.Errorf("%w: sender %s has no inlined public key: %v", ErrBadSignature, id, err)
	}
	if !ok {
		return nil, fmt.Errorf("%w: sender %s", ErrBadSignature, id)
	}
	return &Signed{Body: p.Body, From: id, Raw: p.Raw}, nil
}

// Open decodes an envelope, checks the body's structure and limits, and
// verifies the signature against the public key inlined in the sender's
// peer ID (Parse, then Verify). It does not know about rounds or
// registration; the round state machine judges that.
func Open(data []byte) (*Signed, error) {
	p, err := Parse(data)
	if err != nil {
		return nil, err
	}
	return p.Verify()
}
