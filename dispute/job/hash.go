package job

import (
	"bytes"
	"encoding/hex"
	"fmt"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops/checkpoint"
)

// Hash is a 32-byte hash, written in JSON as 64 lowercase hex digits.
type Hash [32]byte

// String returns the hex form.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// MarshalText writes 64 lowercase hex digits.
func (h Hash) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText reads exactly 64 lowercase hex digits.
func (h *Hash) UnmarshalText(b []byte) error {
	if len(b) != 64 {
		return fmt.Errorf("hash %q: want 64 hex digits", b)
	}
	for _, c := range b {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return fmt.Errorf("hash %q: want lowercase hex", b)
		}
	}
	_, err := hex.Decode(h[:], b)
	return err
}

// StateHashFormat is the first receipt format whose state hashes are
// internal/commit's (CheckpointStateHash): keccak256 over the
// checkpoint's layout, step and tensor hashes, which the dispute game
// recomputes on chain for a step's post-state from a few words. Earlier
// formats commit the checkpoint file's SHA-256 trailer
// (checkpoint.StateHash), which needs the whole header.
const StateHashFormat = 3

// StateHash returns the state hash that receipts of the given format
// commit for checkpoint c.
func StateHash(format int, c *checkpoint.Checkpoint) (Hash, error) {
	if format < StateHashFormat {
		h, err := checkpoint.StateHash(c)
		return Hash(h), err
	}
	h, err := commit.CheckpointStateHash(c)
	return Hash(h), err
}

// FileStateHash verifies the checkpoint file b and returns the state hash
// that receipts of the given format commit for it.
func FileStateHash(format int, b []byte) (Hash, error) {
	hdr, trailer, err := checkpoint.Verify(bytes.NewReader(b))
	if err != nil {
		return Hash{}, err
	}
	if format < StateHashFormat {
		return Hash(trailer), nil
	}
	h, err := commit.HeaderStateHash(hdr)
	return Hash(h), err
}
