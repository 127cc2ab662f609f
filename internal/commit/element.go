package commit

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Element trees commit a float32 tensor element by element, so that one
// element can be proven without the rest (phase 3 of the dispute game):
// the tree of this package over the leaf values ElementLeaf(data[i]) in
// row-major order. The leaf value of element v is 32 bytes: 28 zero
// bytes, then v's IEEE 754 bits big-endian with every NaN written as
// 0x7FC00000 (repops.CanonicalNaN), which in Solidity is
// bytes32(uint256(Float32.canonical(bits))). Like every tree here, the
// root does not bind the element count: the game knows it from the
// tensor's shape.

// CanonicalNaN is the one NaN bit pattern leaves hold (repops.CanonicalNaN).
const CanonicalNaN uint32 = 0x7fc00000

// ElementBits returns v's bits with any NaN as CanonicalNaN.
func ElementBits(v float32) uint32 {
	if v != v {
		return CanonicalNaN
	}
	return math.Float32bits(v)
}

// ElementLeaf returns the leaf value of a tensor element with value v.
func ElementLeaf(v float32) Hash { return BitsLeaf(ElementBits(v)) }

// BitsLeaf returns the leaf value of an element with IEEE bits b (not
// canonicalized: callers pass canonical bits).
func BitsLeaf(b uint32) Hash {
	var x Hash
	binary.BigEndian.PutUint32(x[HashSize-4:], b)
	return x
}

// LeafBits returns the element bits a leaf value holds, and false when x
// is not the leaf of any element (non-zero high bytes or a NaN other
// than CanonicalNaN).
func LeafBits(x Hash) (uint32, bool) {
	for _, c := range x[:HashSize-4] {
		if c != 0 {
			return 0, false
		}
	}
	b := binary.BigEndian.Uint32(x[HashSize-4:])
	if b&0x7fffffff > 0x7f800000 && b != CanonicalNaN {
		return 0, false
	}
	return b, true
}

// ElementTree builds the element tree of data.
func ElementTree(data []float32) (*Tree, error) {
	ls := make([]Hash, len(data))
	for i, v := range data {
		ls[i] = ElementLeaf(v)
	}
	return New(ls)
}

// ElementRoot returns the root of data's element tree.
func ElementRoot(data []float32) (Hash, error) {
	t, err := ElementTree(data)
	if err != nil {
		return Hash{}, err
	}
	return t.Root(), nil
}

// Level returns the hashes of level l of the tree (0: the leaves' hashes,
// LeafHash of each leaf value); it shares memory with the tree.
func (t *Tree) Level(l int) []Hash { return t.levels[l] }

// Levels returns the number of levels, leaves included.
func (t *Tree) Levels() int { return len(t.levels) }

// LevelSizes returns the number of hashes on every level of a tree of n
// leaves, from the leaves (n) to the root (1).
func LevelSizes(n uint64) []uint64 {
	if n == 0 {
		return nil
	}
	s := []uint64{n}
	for n > 1 {
		n = (n + 1) / 2
		s = append(s, n)
	}
	return s
}

// ElementProof proves that element Proof.Index of a tensor of
// Proof.Leaves elements has bits Bits.
type ElementProof struct {
	Bits  uint32
	Proof Proof
}

// ProveElement returns the proof of element i of the tree t built by
// ElementTree over data.
func ProveElement(t *Tree, data []float32, i int) (ElementProof, error) {
	if i < 0 || i >= len(data) || t.Len() != len(data) {
		return ElementProof{}, fmt.Errorf("%w: element %d of %d", ErrIndex, i, len(data))
	}
	p, err := t.Proof(i)
	if err != nil {
		return ElementProof{}, err
	}
	return ElementProof{Bits: ElementBits(data[i]), Proof: p}, nil
}

// Verify checks that the proof leads from its element to root in a tree
// of n elements, and that the element is index i.
func (e ElementProof) Verify(root Hash, n, i uint64) error {
	if e.Proof.Leaves != n || e.Proof.Index != i {
		return fmt.Errorf("%w: proof of element %d of %d, want %d of %d", ErrProof, e.Proof.Index, e.Proof.Leaves, i, n)
	}
	if _, ok := LeafBits(BitsLeaf(e.Bits)); !ok {
		return fmt.Errorf("%w: bits %08x are not a canonical element", ErrProof, e.Bits)
	}
	return e.Proof.Verify(root, BitsLeaf(e.Bits))
}

// MarshalBinary encodes the proof: the element's bits (uint32
// big-endian), then the Proof's encoding.
func (e ElementProof) MarshalBinary() ([]byte, error) {
	p, err := e.Proof.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return append(binary.BigEndian.AppendUint32(nil, e.Bits), p...), nil
}

// UnmarshalBinary decodes what MarshalBinary writes, exactly, with the
// Proof's limits and canonical bits (a NaN only as CanonicalNaN).
func (e *ElementProof) UnmarshalBinary(b []byte) error {
	if len(b) < 4 {
		return fmt.Errorf("%w: %d bytes, the element alone is 4", ErrProof, len(b))
	}
	bits := binary.BigEndian.Uint32(b)
	if _, ok := LeafBits(BitsLeaf(bits)); !ok {
		return fmt.Errorf("%w: bits %08x are not a canonical element", ErrProof, bits)
	}
	var p Proof
	if err := p.UnmarshalBinary(b[4:]); err != nil {
		return err
	}
	*e = ElementProof{Bits: bits, Proof: p}
	return nil
}

// ScalarLanes is the number of float32 lanes a scalar value of phase 3
// holds (repops.ScalarLanes).
const ScalarLanes = 8

// LanesLeaf returns the leaf value of a scalar value with lanes v: lane
// i's canonical bits in bytes 28-4i to 32-4i, big-endian, so that lane 0
// is the low word (bytes32(uint256(bits_0 | bits_1 << 32 | ...)) in
// Solidity) and a value with only lane 0 set is that lane's ElementLeaf.
func LanesLeaf(v [ScalarLanes]float32) Hash {
	var x Hash
	for i, f := range v {
		binary.BigEndian.PutUint32(x[HashSize-4*(i+1):], ElementBits(f))
	}
	return x
}

// LeafLanes returns the lanes' bits of a scalar value's leaf, and false
// when a lane holds a NaN other than CanonicalNaN.
func LeafLanes(x Hash) ([ScalarLanes]uint32, bool) {
	var b [ScalarLanes]uint32
	for i := range b {
		b[i] = binary.BigEndian.Uint32(x[HashSize-4*(i+1):])
		if b[i]&0x7fffffff > 0x7f800000 && b[i] != CanonicalNaN {
			return b, false
		}
	}
	return b, true
}
