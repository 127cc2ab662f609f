package job

import (
	"encoding/hex"
	"fmt"
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
