package state

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// Record kinds within schema v1. A key is "v1/" + kind + "/" + parts, where
// string parts are separated by a zero byte (refused inside names) and
// numbers are big-endian so keys sort in numeric order.
const (
	kindRound      = "round"
	kindMessage    = "msg"
	kindVote       = "vote"
	kindCommitment = "commit"
	kindTask       = "task"
	kindPeer       = "peer"
	// kindRoundMsg indexes swarm messages by swarm, round and time seen;
	// the value is the message ID.
	kindRoundMsg = "msgr"
	kindRollout  = "rollout"
)

const keyVersion = "v1/"

func kindPrefix(kind string) []byte {
	return []byte(keyVersion + kind + "/")
}

// keyBuilder appends key parts.
type keyBuilder struct {
	b   []byte
	err error
}

func newKey(kind string) *keyBuilder { return &keyBuilder{b: kindPrefix(kind)} }

func (k *keyBuilder) str(field, s string) *keyBuilder {
	if k.err == nil {
		switch {
		case s == "":
			k.err = fmt.Errorf("%w: %s is empty", ErrInvalid, field)
		case strings.IndexByte(s, 0) >= 0:
			k.err = fmt.Errorf("%w: %s contains a zero byte", ErrInvalid, field)
		}
	}
	k.b = append(k.b, s...)
	k.b = append(k.b, 0)
	return k
}

func (k *keyBuilder) u64(n uint64) *keyBuilder {
	k.b = binary.BigEndian.AppendUint64(k.b, n)
	return k
}

func (k *keyBuilder) done() ([]byte, error) { return k.b, k.err }
