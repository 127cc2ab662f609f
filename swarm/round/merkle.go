package round

import (
	"bytes"
	"crypto/sha256"
	"slices"
)

// Leaf returns the Merkle leaf of a signed vote envelope:
// SHA-256(0x00 || envelope).
func Leaf(raw []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte{0})
	h.Write(raw)
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// MerkleRoot returns the root over leaves taken in ascending byte order:
// inner nodes are SHA-256(0x01 || left || right) and an odd node is carried
// up unchanged. The root of no leaves is 32 zero bytes.
func MerkleRoot(leaves [][32]byte) [32]byte {
	if len(leaves) == 0 {
		return [32]byte{}
	}
	level := slices.Clone(leaves)
	slices.SortFunc(level, func(a, b [32]byte) int { return bytes.Compare(a[:], b[:]) })
	for len(level) > 1 {
		next := level[:0:0]
		for i := 0; i < len(level); i += 2 {
			if i+1 == len(level) {
				next = append(next, level[i])
				continue
			}
			h := sha256.New()
			h.Write([]byte{1})
			h.Write(level[i][:])
			h.Write(level[i+1][:])
			var n [32]byte
			copy(n[:], h.Sum(nil))
			next = append(next, n)
		}
		level = next
	}
	return level[0]
}
