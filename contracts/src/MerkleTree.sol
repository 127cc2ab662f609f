// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title MerkleTree
/// @notice Inclusion proofs in internal/commit's trees, the one Merkle
/// convention of the repo: keccak256(0x00 || leaf) for a leaf,
/// keccak256(0x01 || left || right) for an inner node, levels paired left
/// to right with an odd level's last hash promoted unchanged; a proof
/// lists, bottom-up, the sibling at every level where the leaf's ancestor
/// has one. The root does not bind the leaf count: the caller knows it
/// (the game: the task's steps, or the tensor's elements).
library MerkleTree {
    /// The most leaves a tree may have (commit.MaxLeaves).
    uint64 internal constant MAX_LEAVES = 1 << 40;

    /// @notice Whether leaf value `leaf` is leaf `index` of a tree of `n`
    /// leaves with root `root`, along `siblings` (which must fit the tree's
    /// shape exactly: commit.Proof.Verify).
    function verify(bytes32 root, bytes32 leaf, uint64 index, uint64 n, bytes32[] calldata siblings)
        internal
        pure
        returns (bool ok)
    {
        if (n == 0 || n > MAX_LEAVES || index >= n) return false;
        // The loop in assembly: a move pays for every level (the
        // high-level version cost about twice as much per sibling).
        assembly ("memory-safe") {
            // Hashed in the memory past the free memory pointer: the
            // prefix byte at p, then one or two words.
            let p := mload(0x40)
            mstore8(p, 0x00)
            mstore(add(p, 1), leaf)
            let h := keccak256(p, 33)
            mstore8(p, 0x01)
            let off := siblings.offset
            let end := add(off, shl(5, siblings.length))
            let i := index
            ok := 1
            for {} gt(n, 1) {} {
                switch and(i, 1)
                case 1 {
                    // A right child: the sibling is on the left.
                    if eq(off, end) {
                        ok := 0
                        break
                    }
                    mstore(add(p, 1), calldataload(off))
                    mstore(add(p, 33), h)
                    h := keccak256(p, 65)
                    off := add(off, 32)
                }
                default {
                    // A left child with a right sibling; else the
                    // level's promoted last hash.
                    if lt(add(i, 1), n) {
                        if eq(off, end) {
                            ok := 0
                            break
                        }
                        mstore(add(p, 1), h)
                        mstore(add(p, 33), calldataload(off))
                        h := keccak256(p, 65)
                        off := add(off, 32)
                    }
                }
                i := shr(1, i)
                n := shr(1, add(n, 1))
            }
            ok := and(ok, and(eq(off, end), eq(h, root)))
        }
    }
}
