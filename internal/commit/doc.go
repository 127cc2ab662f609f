// Package commit builds ordered binary Merkle trees over 32-byte leaves,
// their roots and inclusion proofs. It commits a job's per-step state
// hashes in a receipt and is meant to be recomputed by the on-chain
// dispute game, so the hashing is plain keccak256 over fixed-size inputs:
//
//	leaf(x)    = keccak256(0x00 || x)          x: 32 bytes
//	node(l, r) = keccak256(0x01 || l || r)     l, r: 32 bytes
//
// In Solidity: keccak256(abi.encodePacked(bytes1(0x00), x)) and
// keccak256(abi.encodePacked(bytes1(0x01), l, r)). The one-byte prefixes
// keep a leaf from being passed off as an inner node (second-preimage
// attacks on the tree shape).
//
// Levels are built left to right: the hashes of a level are paired
// (0,1), (2,3), ...; when a level has an odd number of hashes its last
// one is promoted unchanged to the next level (it is not duplicated and
// not hashed with itself). The root of one leaf is leaf(x). A tree of
// zero leaves has no root (ErrEmpty).
//
// A proof of leaf i of n lists, bottom-up, the sibling hash at every
// level where leaf i's ancestor has one (levels where it is the promoted
// odd last hash contribute nothing). Verification needs i and n to know,
// level by level, whether the ancestor is a left child, a right child or
// promoted. The root does not bind n (a proof written for another leaf
// count can fit the same shape): the verifier must know n from elsewhere,
// as the dispute game knows a receipt's step count. It does bind every
// leaf to its index.
//
// Element trees (element.go) are these trees over a float32 tensor's
// elements, leaf value ElementLeaf(v) per element in row-major order, so
// that one element can be proven (ElementProof) without the rest: what
// phase 3 of the dispute game bisects and proves with.
package commit
