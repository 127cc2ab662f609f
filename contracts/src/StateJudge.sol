// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title StateJudge
/// @notice Computes a training step's correct post-state hash from what
/// both parties of a dispute accept once phase 2 pinned the step's state
/// entry: the agreed pre-state hash, opened into its parts, and the step's
/// optimizer updates, the last P entries of its trace, one "adamw" entry
/// per parameter in parameter order, opened: their shared attributes after
/// "param=<k>", each one's input hashes and the hashes of the tensors it
/// output, which with the chain hash before them must extend to the agreed
/// chain hash. dispute/game's StatePost is the reference.
///
/// A state hash (internal/commit, receipt format 3) is
/// keccak256(abi.encodePacked(layoutHash, uint64(step), uint32(n), digest)):
/// the checkpoint's layoutHash hash (config, RNG counters, tensor names,
/// shapes and offsets), its step, its number of tensors and the keccak256
/// of their hashes in order. The post-state has the pre-state's layoutHash and
/// n = 3P, the next step, and the adamw outputs' tensor hashes (values,
/// first moments, second moments of the P parameters, in that order). It
/// holds no state: DisputeGame calls it.
contract StateJudge {
    /// The proof fails pos `what` (1: the pre-state's opening, 2: the chain,
    /// 4: the openings' encoding at byte `pos`, 5: the step has no next,
    /// 6: the shared attributes).
    error BadStateProof(uint8 what, uint256 pos);

    /// An adamw entry's preimage opens with its domain tag, the op's length
    /// (uint32 big-endian) and the op: 32 bytes.
    bytes32 internal constant ADAM_TAG = "synod/dispute/entry/v1\x00\x00\x00\x00\x05adamw";
    /// dispute/game's MaxAdamInputs, MaxAdamAttrs and MaxAdamParams.
    uint256 internal constant MAX_INPUTS = 16;
    uint256 internal constant MAX_ATTRS = 4096;
    uint256 internal constant MAX_PARAMS = 21845;

    /// @notice The post-state hash that follows from the proof, or a
    /// revert (BadStateProof) when the proof does not check out. layoutHash,
    /// step and digest open the pre-state hash; updates opens the step's
    /// adamw entries (dispute/game's EncodeUpdates): the chain hash before
    /// them (32 bytes), the length (uint16 big-endian) and bytes of what
    /// follows "param=<k>" in their attributes (empty, or from a comma),
    /// then each one's opening in parameter order: the number of its inputs
    /// (one byte), its input hashes and its three output tensors' hashes.
    function postState(bytes32 pre, bytes32 agreed, bytes32 layoutHash, uint64 step, bytes32 digest, bytes calldata updates)
        external
        pure
        returns (bytes32)
    {
        (bytes calldata attrs, bytes calldata adams) = _split(updates);
        uint256 params = _count(adams);
        uint32 n = uint32(3 * params);
        if (keccak256(abi.encodePacked(layoutHash, step, n, digest)) != pre) revert BadStateProof(1, 0);
        if (step == type(uint64).max) revert BadStateProof(5, step);
        (bytes32[] memory th, bytes32 c) = _checkAdams(params, bytes32(updates[:32]), attrs, adams);
        if (c != agreed) revert BadStateProof(2, 0);
        return keccak256(abi.encodePacked(layoutHash, step + 1, n, keccak256(abi.encodePacked(th))));
    }

    /// The shared attributes and the openings of updates.
    function _split(bytes calldata updates) internal pure returns (bytes calldata attrs, bytes calldata adams) {
        if (updates.length < 34) revert BadStateProof(4, 0);
        uint256 na = uint16(bytes2(updates[32:34]));
        if (na > MAX_ATTRS || updates.length - 34 < na || (na > 0 && updates[34] != ",")) revert BadStateProof(6, 0);
        attrs = updates[34:34 + na];
        adams = updates[34 + na:];
    }

    /// The number of openings in adams, each well formed: 1 to MAX_PARAMS.
    function _count(bytes calldata adams) internal pure returns (uint256 params) {
        uint256 pos;
        while (pos < adams.length) {
            uint256 n = uint8(adams[pos]);
            if (n > MAX_INPUTS || adams.length - pos - 1 < 32 * n + 96) revert BadStateProof(4, pos);
            pos += 1 + 32 * n + 96;
            params++;
        }
        if (params == 0 || params > MAX_PARAMS) revert BadStateProof(4, pos);
    }

    /// The openings, one per parameter, extend the chain hash c. Returns
    /// the tensor hashes in the checkpoint's order (slot w * P + k is
    /// parameter k's hash w: value, first moment, second moment) and c.
    function _checkAdams(uint256 params, bytes32 start, bytes calldata attrs, bytes calldata adams)
        internal
        pure
        returns (bytes32[] memory th, bytes32 c)
    {
        th = new bytes32[](3 * params);
        c = start;
        uint256 pos;
        for (uint256 k = 0; k < params; k++) {
            bytes32 e;
            (e, pos) = _adamEntry(k, attrs, adams, pos);
            // The three tensor hashes end the opening.
            th[k] = bytes32(adams[pos - 96:pos - 64]);
            th[params + k] = bytes32(adams[pos - 64:pos - 32]);
            th[2 * params + k] = bytes32(adams[pos - 32:pos]);
            c = sha256(abi.encodePacked(c, e));
        }
    }

    /// The entry hash of parameter k's adamw entry, whose opening starts pos
    /// adams[pos] (well formed: _count), and where the next one starts.
    function _adamEntry(uint256 k, bytes calldata attrs, bytes calldata adams, uint256 pos)
        internal
        pure
        returns (bytes32 e, uint256 next)
    {
        uint256 n = uint8(adams[pos]);
        next = pos + 1 + 32 * n + 96;
        bytes memory key = _decimal(k);
        bytes memory pre = abi.encodePacked(ADAM_TAG, uint32(6 + key.length + attrs.length), "param=", key, attrs, uint32(n), adams[pos + 1:next - 96]);
        e = sha256(abi.encodePacked(pre, sha256(adams[next - 96:next])));
    }

    /// v in decimal.
    function _decimal(uint256 v) internal pure returns (bytes memory s) {
        uint256 d = 1;
        for (uint256 x = v / 10; x > 0; x /= 10) d++;
        s = new bytes(d);
        for (; d > 0; d--) {
            s[d - 1] = bytes1(uint8(0x30 + (v % 10)));
            v /= 10;
        }
    }
}
