package commit

import (
	"encoding/binary"
	"fmt"
)

// MaxSiblings bounds a proof's sibling count (the depth of a tree of
// MaxLeaves leaves).
const MaxSiblings = 40

// Proof is an inclusion proof of leaf Index in a tree of Leaves leaves:
// the sibling hashes from the leaf level up (see the package comment).
type Proof struct {
	Index    uint64
	Leaves   uint64
	Siblings []Hash
}

// RootFrom recomputes the root that leaf value x at p.Index implies. It
// fails when the proof's shape does not fit a tree of p.Leaves leaves.
func (p Proof) RootFrom(x Hash) (Hash, error) {
	if p.Leaves == 0 || p.Leaves > MaxLeaves {
		return Hash{}, fmt.Errorf("%w: %d leaves", ErrProof, p.Leaves)
	}
	if p.Index >= p.Leaves {
		return Hash{}, fmt.Errorf("%w: leaf %d of %d", ErrIndex, p.Index, p.Leaves)
	}
	h := LeafHash(x)
	idx, n, used := p.Index, p.Leaves, 0
	for n > 1 {
		switch {
		case idx%2 == 1:
			if used == len(p.Siblings) {
				return Hash{}, fmt.Errorf("%w: too few siblings", ErrProof)
			}
			h = NodeHash(p.Siblings[used], h)
			used++
		case idx+1 < n:
			if used == len(p.Siblings) {
				return Hash{}, fmt.Errorf("%w: too few siblings", ErrProof)
			}
			h = NodeHash(h, p.Siblings[used])
			used++
		}
		idx /= 2
		n = (n + 1) / 2
	}
	if used != len(p.Siblings) {
		return Hash{}, fmt.Errorf("%w: %d siblings, the tree shape uses %d", ErrProof, len(p.Siblings), used)
	}
	return h, nil
}

// Verify checks that x is leaf p.Index of the tree with the given root.
func (p Proof) Verify(root, x Hash) error {
	got, err := p.RootFrom(x)
	if err != nil {
		return err
	}
	if got != root {
		return fmt.Errorf("%w: leaf %d does not lead to the root", ErrProof, p.Index)
	}
	return nil
}

// MarshalBinary encodes the proof: index (uint64 big-endian), leaf count
// (uint64 big-endian), sibling count (one byte), then the siblings.
func (p Proof) MarshalBinary() ([]byte, error) {
	if len(p.Siblings) > MaxSiblings {
		return nil, fmt.Errorf("%w: %d siblings, at most %d", ErrProof, len(p.Siblings), MaxSiblings)
	}
	b := make([]byte, 0, 17+HashSize*len(p.Siblings))
	b = binary.BigEndian.AppendUint64(b, p.Index)
	b = binary.BigEndian.AppendUint64(b, p.Leaves)
	b = append(b, byte(len(p.Siblings)))
	for _, s := range p.Siblings {
		b = append(b, s[:]...)
	}
	return b, nil
}

// UnmarshalBinary decodes what MarshalBinary writes, exactly: no
// trailing bytes, at most MaxSiblings siblings, 1 <= leaves <=
// MaxLeaves and index < leaves.
func (p *Proof) UnmarshalBinary(b []byte) error {
	if len(b) < 17 {
		return fmt.Errorf("%w: %d bytes, the header alone is 17", ErrProof, len(b))
	}
	idx, n, k := binary.BigEndian.Uint64(b), binary.BigEndian.Uint64(b[8:]), int(b[16])
	if k > MaxSiblings {
		return fmt.Errorf("%w: %d siblings, at most %d", ErrProof, k, MaxSiblings)
	}
	if n == 0 || n > MaxLeaves || idx >= n {
		return fmt.Errorf("%w: leaf %d of %d", ErrProof, idx, n)
	}
	if len(b) != 17+HashSize*k {
		return fmt.Errorf("%w: %d bytes for %d siblings, want %d", ErrProof, len(b), k, 17+HashSize*k)
	}
	q := Proof{Index: idx, Leaves: n, Siblings: make([]Hash, k)}
	for i := range q.Siblings {
		copy(q.Siblings[i][:], b[17+HashSize*i:])
	}
	*p = q
	return nil
}
