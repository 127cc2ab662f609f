package commit

import (
	"errors"
	"fmt"

	"golang.org/x/crypto/sha3"
)

// HashSize is the size of a leaf value and of every tree hash.
const HashSize = 32

// Hash is a leaf value or a tree hash.
type Hash = [HashSize]byte

// MaxLeaves bounds the number of leaves of a tree and of a proof's n.
const MaxLeaves = 1 << 40

// Domain-separation prefixes of leaf and inner-node hashes.
const (
	LeafPrefix byte = 0x00
	NodePrefix byte = 0x01
)

var (
	// ErrEmpty reports a tree of zero leaves.
	ErrEmpty = errors.New("commit: tree has no leaves")
	// ErrIndex reports a leaf index outside the tree.
	ErrIndex = errors.New("commit: leaf index out of range")
	// ErrProof reports a malformed proof or one that does not match.
	ErrProof = errors.New("commit: invalid proof")
)

// LeafHash returns keccak256(0x00 || x).
func LeafHash(x Hash) Hash {
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte{LeafPrefix})
	h.Write(x[:])
	var out Hash
	h.Sum(out[:0])
	return out
}

// NodeHash returns keccak256(0x01 || l || r).
func NodeHash(l, r Hash) Hash {
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte{NodePrefix})
	h.Write(l[:])
	h.Write(r[:])
	var out Hash
	h.Sum(out[:0])
	return out
}

// Tree is a built Merkle tree: every level, leaves' hashes first.
type Tree struct {
	levels [][]Hash
}

// New builds the tree over leaves (in order).
func New(leaves []Hash) (*Tree, error) {
	if len(leaves) == 0 {
		return nil, ErrEmpty
	}
	if uint64(len(leaves)) > MaxLeaves {
		return nil, fmt.Errorf("commit: %d leaves, at most %d", len(leaves), uint64(MaxLeaves))
	}
	lvl := make([]Hash, len(leaves))
	for i, x := range leaves {
		lvl[i] = LeafHash(x)
	}
	t := &Tree{levels: [][]Hash{lvl}}
	for len(lvl) > 1 {
		next := make([]Hash, 0, (len(lvl)+1)/2)
		for i := 0; i+1 < len(lvl); i += 2 {
			next = append(next, NodeHash(lvl[i], lvl[i+1]))
		}
		if len(lvl)%2 == 1 {
			next = append(next, lvl[len(lvl)-1])
		}
		t.levels = append(t.levels, next)
		lvl = next
	}
	return t, nil
}

// Root returns the root of the tree over leaves.
func Root(leaves []Hash) (Hash, error) {
	t, err := New(leaves)
	if err != nil {
		return Hash{}, err
	}
	return t.Root(), nil
}

// Root returns the tree's root.
func (t *Tree) Root() Hash { return t.levels[len(t.levels)-1][0] }

// Len returns the number of leaves.
func (t *Tree) Len() int { return len(t.levels[0]) }

// Proof returns the inclusion proof of leaf i.
func (t *Tree) Proof(i int) (Proof, error) {
	n := t.Len()
	if i < 0 || i >= n {
		return Proof{}, fmt.Errorf("%w: leaf %d of %d", ErrIndex, i, n)
	}
	p := Proof{Index: uint64(i), Leaves: uint64(n)}
	idx := i
	for _, lvl := range t.levels[:len(t.levels)-1] {
		switch {
		case idx%2 == 1:
			p.Siblings = append(p.Siblings, lvl[idx-1])
		case idx+1 < len(lvl):
			p.Siblings = append(p.Siblings, lvl[idx+1])
		}
		idx /= 2
	}
	return p, nil
}
