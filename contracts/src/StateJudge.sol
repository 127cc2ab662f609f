// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title StateJudge
/// @notice Computes a training step's correct post-state hash from what
/// both parties of a dispute accept once phase 2 pinned the step's state
/// entry: the pre-state's checkpoint header (which must hash to the agreed
/// pre-state hash) and the step's optimizer updates, the last P entries of
/// its trace, one "adamw" entry per parameter in parameter order, opened:
/// their shared attributes after "param=<k>", each one's input hashes and
/// the hashes of the tensors it output, which with the chain hash before
/// them must extend to the agreed chain hash. dispute/game's StatePost is
/// the reference; both read the header by the same byte grammar:
///
///   {"config":OBJ,"step":DIGITS,"rng":{[STR:DIGITS{,STR:DIGITS}]},"tensors":[ENT{,ENT}]}
///   ENT = {"name":STR,"shape":[[DIGITS{,DIGITS}]],"dtype":"f32","offset":DIGITS,"length":DIGITS,"sha256":"<64 bytes>"}
///
/// (OBJ skipped by bracket depth outside strings; STR a quoted string with
/// backslash escapes; the step 1 to 19 digits with no leading zero). The
/// post-state header is the pre-state's with the step incremented and the
/// 3P tensor hashes (values, first moments, second moments of the P
/// parameters, in that order) replaced by the adamw outputs'. It holds no
/// state: DisputeGame calls it.
contract StateJudge {
    /// The proof fails at `what` (1: the header's hash, 2: the chain, 3:
    /// the header's grammar at byte `pos`, 4: the openings' encoding at
    /// byte `pos`, 6: the shared attributes).
    error BadStateProof(uint8 what, uint256 pos);

    // The header's literals, left-aligned.
    bytes32 internal constant L_CONFIG = '{"config":{';
    bytes32 internal constant L_STEP = ',"step":';
    bytes32 internal constant L_RNG = ',"rng":{';
    bytes32 internal constant L_TENSORS = ',"tensors":[';
    bytes32 internal constant L_NAME = '{"name":';
    bytes32 internal constant L_SHAPE = ',"shape":[';
    bytes32 internal constant L_DTYPE = ',"dtype":"f32","offset":';
    bytes32 internal constant L_LENGTH = ',"length":';
    bytes32 internal constant L_SHA = ',"sha256":"';
    bytes32 internal constant L_END = '"}';
    /// An adamw entry's preimage opens with its domain tag, the op's length
    /// (uint32 big-endian) and the op: 32 bytes.
    bytes32 internal constant ADAM_TAG = "synod/dispute/entry/v1\x00\x00\x00\x00\x05adamw";
    /// dispute/game's MaxAdamInputs and MaxAdamAttrs.
    uint256 internal constant MAX_INPUTS = 16;
    uint256 internal constant MAX_ATTRS = 4096;

    /// @notice The post-state hash that follows from the proof, or a
    /// revert (BadStateProof) when the proof does not check out. updates
    /// opens the step's adamw entries (dispute/game's EncodeUpdates): the
    /// chain hash before them (32 bytes), the length (uint16 big-endian)
    /// and bytes of what follows "param=<k>" in their attributes (empty, or
    /// from a comma), then each one's opening in parameter order: the
    /// number of its inputs (one byte), its input hashes and its three
    /// output tensors' hashes.
    function postState(bytes32 pre, bytes32 agreed, bytes calldata header, bytes calldata updates) external view returns (bytes32) {
        if (_stateHash(header) != pre) revert BadStateProof(1, 0);
        Parsed memory h = _parse(header);
        (bytes32[] memory th, bytes32 c) = _checkAdams(h.pos.length / 3, updates);
        if (c != agreed) revert BadStateProof(2, 0);
        return _post(header, h, th);
    }

    /// What _parse reads from a header: the step number and its digits'
    /// range [s0, s1), and the offset of every tensor's 64 hash bytes.
    struct Parsed {
        uint256 step;
        uint256 s0;
        uint256 s1;
        uint256[] pos;
    }

    /// The post-state hash: the header with the next step and the tensor
    /// hashes th (in slot order).
    function _post(bytes calldata header, Parsed memory h, bytes32[] memory th) internal view returns (bytes32) {
        // The step's digits replaced by the next step's: the header's bytes
        // after them move by post.length - header.length (0 or 1).
        bytes memory post = abi.encodePacked(header[:h.s0], _decimal(h.step + 1), header[h.s1:]);
        uint256 shift = post.length - header.length;
        for (uint256 j = 0; j < h.pos.length; j++) {
            _hex(post, h.pos[j] + shift, th[j]);
        }
        return _stateHash(post);
    }

    /// The openings, one per parameter, extend the start to the chain hash
    /// c. Returns the tensor hashes in the header's slot order (slot
    /// w * P + k is parameter k's hash w: value, first moment, second
    /// moment) and c.
    function _checkAdams(uint256 params, bytes calldata updates) internal view returns (bytes32[] memory th, bytes32 c) {
        (bytes calldata attrs, bytes calldata adams) = _split(updates);
        th = new bytes32[](3 * params);
        c = bytes32(updates[:32]);
        uint256 at;
        for (uint256 k = 0; k < params; k++) {
            bytes32 e;
            (e, at) = _adamEntry(k, attrs, adams, at);
            // The three tensor hashes end the opening.
            _slots(th, params, k, adams[at - 96:at]);
            c = sha256(abi.encodePacked(c, e));
        }
        if (at != adams.length) revert BadStateProof(4, at);
    }

    /// The shared attributes and the openings of updates.
    function _split(bytes calldata updates) internal pure returns (bytes calldata attrs, bytes calldata adams) {
        if (updates.length < 34) revert BadStateProof(4, 0);
        uint256 na = uint16(bytes2(updates[32:34]));
        if (na > MAX_ATTRS || updates.length - 34 < na || (na > 0 && updates[34] != ",")) revert BadStateProof(6, 0);
        attrs = updates[34:34 + na];
        adams = updates[34 + na:];
    }

    /// Puts parameter k's three tensor hashes t into their slots.
    function _slots(bytes32[] memory th, uint256 params, uint256 k, bytes calldata t) internal pure {
        th[k] = bytes32(t[:32]);
        th[params + k] = bytes32(t[32:64]);
        th[2 * params + k] = bytes32(t[64:96]);
    }

    /// The entry hash of parameter k's adamw entry, whose opening starts at
    /// adams[at], and where the next one starts.
    function _adamEntry(uint256 k, bytes calldata attrs, bytes calldata adams, uint256 at)
        internal
        pure
        returns (bytes32 e, uint256 next)
    {
        if (at >= adams.length) revert BadStateProof(4, at);
        uint256 n = uint8(adams[at]);
        if (n > MAX_INPUTS || adams.length - at - 1 < 32 * n + 96) revert BadStateProof(4, at);
        next = at + 1 + 32 * n + 96;
        bytes memory key = _decimal(k);
        bytes memory pre = abi.encodePacked(ADAM_TAG, uint32(6 + key.length + attrs.length), "param=", key, attrs, uint32(n), adams[at + 1:next - 96]);
        e = sha256(abi.encodePacked(pre, sha256(adams[next - 96:next])));
    }

    /// A checkpoint's state hash from its header: sha256 over the magic, the
    /// format version (2) and the header's length (uint32 little-endian)
    /// and the header.
    function _stateHash(bytes memory h) internal pure returns (bytes32) {
        return sha256(abi.encodePacked(bytes8("SYNODCKP"), bytes4(0x02000000), _le32(h.length), h));
    }

    function _le32(uint256 v) internal pure returns (bytes4) {
        if (v > type(uint32).max) revert BadStateProof(3, v);
        return bytes4(uint32(((v & 0xff) << 24) | ((v & 0xff00) << 8) | ((v >> 8) & 0xff00) | (v >> 24)));
    }

    /// Reads the header by the grammar above.
    function _parse(bytes calldata h) internal pure returns (Parsed memory r) {
        uint256 step;
        uint256 s0;
        uint256 s1;
        uint256[] memory pos;
        unchecked {
            uint256 base;
            assembly {
                base := h.offset
            }
            uint256 n = h.length;
            uint256 i = _lit(base, n, 0, L_CONFIG, 11);
            i = _skipObject(base, n, i);
            i = _lit(base, n, i, L_STEP, 8);
            s0 = i;
            i = _digits(base, n, i);
            s1 = i;
            if (s1 - s0 > 19 || (s1 - s0 > 1 && _at(base, s0) == 0x30)) revert BadStateProof(3, s0);
            for (uint256 j = s0; j < s1; j++) {
                step = step * 10 + (_at(base, j) - 0x30);
            }
            i = _lit(base, n, i, L_RNG, 8);
            if (i < n && _at(base, i) == 0x7d) {
                i++;
            } else {
                while (true) {
                    i = _str(base, n, i);
                    i = _lit(base, n, i, ":", 1);
                    i = _digits(base, n, i);
                    if (i < n && _at(base, i) == 0x7d) {
                        i++;
                        break;
                    }
                    i = _lit(base, n, i, ",", 1);
                }
            }
            i = _lit(base, n, i, L_TENSORS, 12);
            uint256 count;
            // Every tensor's entry takes more than 128 bytes.
            pos = new uint256[](n / 128 + 1);
            while (true) {
                i = _lit(base, n, i, L_NAME, 8);
                i = _str(base, n, i);
                i = _lit(base, n, i, L_SHAPE, 10);
                if (i < n && _at(base, i) == 0x5d) {
                    i++;
                } else {
                    while (true) {
                        i = _digits(base, n, i);
                        if (i < n && _at(base, i) == 0x5d) {
                            i++;
                            break;
                        }
                        i = _lit(base, n, i, ",", 1);
                    }
                }
                i = _lit(base, n, i, L_DTYPE, 24);
                i = _digits(base, n, i);
                i = _lit(base, n, i, L_LENGTH, 10);
                i = _digits(base, n, i);
                i = _lit(base, n, i, L_SHA, 11);
                if (n - i < 64) revert BadStateProof(3, i);
                pos[count++] = i;
                i = _lit(base, n, i + 64, L_END, 2);
                if (i < n && _at(base, i) == 0x5d) {
                    i++;
                    break;
                }
                i = _lit(base, n, i, ",", 1);
            }
            i = _lit(base, n, i, "}", 1);
            if (i != n || count % 3 != 0) revert BadStateProof(3, i);
            assembly {
                mstore(pos, count)
            }
        }
        r = Parsed(step, s0, s1, pos);
    }

    /// The byte at i (i < the header's length).
    function _at(uint256 base, uint256 i) internal pure returns (uint256 c) {
        assembly {
            c := byte(0, calldataload(add(base, i)))
        }
    }

    /// Consumes the literal w of len bytes at i.
    function _lit(uint256 base, uint256 n, uint256 i, bytes32 w, uint256 len) internal pure returns (uint256) {
        bool ok;
        assembly {
            let mask := not(sub(shl(sub(256, mul(len, 8)), 1), 1))
            ok := and(iszero(gt(add(i, len), n)), eq(and(calldataload(add(base, i)), mask), w))
        }
        if (!ok) revert BadStateProof(3, i);
        unchecked {
            return i + len;
        }
    }

    // Word-level scanning: bytes of a 32-byte word are flagged (0x80)
    // exactly, with no carry between bytes, and the first flagged byte is
    // found by a binary search.
    uint256 internal constant B7F = 0x7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f;
    uint256 internal constant B80 = 0x8080808080808080808080808080808080808080808080808080808080808080;
    uint256 internal constant B76 = 0x7676767676767676767676767676767676767676767676767676767676767676;
    uint256 internal constant B30 = 0x3030303030303030303030303030303030303030303030303030303030303030;
    uint256 internal constant QUOTES = 0x2222222222222222222222222222222222222222222222222222222222222222;
    uint256 internal constant SLASHES = 0x5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c;

    /// Consumes one or more ASCII digits at i.
    function _digits(uint256 base, uint256 n, uint256 i) internal pure returns (uint256 j) {
        j = _scan(base, n, i, false);
        if (j == i) revert BadStateProof(3, i);
    }

    /// Consumes a quoted string at i: '"', then bytes up to the next '"'
    /// no backslash escapes.
    function _str(uint256 base, uint256 n, uint256 i) internal pure returns (uint256 j) {
        if (i >= n || _at(base, i) != 0x22) revert BadStateProof(3, i);
        j = i + 1;
        while (true) {
            j = _scan(base, n, j, true);
            if (j >= n) revert BadStateProof(3, i);
            if (_at(base, j) == 0x22) return j + 1;
            j += 2; // a backslash and the byte it escapes
        }
    }

    /// The offset of the first byte at or after j that is not a digit
    /// (quoted: that is a quote or a backslash), at most n. Word by word:
    /// the bytes of a 32-byte word are flagged (0x80) exactly, with no
    /// carry between bytes, and the first flagged one is found by a binary
    /// search.
    function _scan(uint256 base, uint256 n, uint256 j, bool quoted) internal pure returns (uint256 k) {
        assembly {
            for {} lt(j, n) { j := add(j, 32) } {
                let w := calldataload(add(base, j))
                let q
                switch quoted
                case 0 {
                    // A byte is a digit when its xor with 0x30 is below 10.
                    let d := xor(w, B30)
                    q := and(or(add(and(d, B7F), B76), d), B80)
                }
                default {
                    // Quotes and backslashes xor to zero.
                    let a := xor(w, QUOTES)
                    let b := xor(w, SLASHES)
                    q := or(not(or(or(add(and(a, B7F), B7F), a), B7F)), not(or(or(add(and(b, B7F), B7F), b), B7F)))
                }
                if iszero(q) { continue }
                k := 0
                if iszero(shr(128, q)) {
                    k := 16
                    q := shl(128, q)
                }
                if iszero(shr(192, q)) {
                    k := add(k, 8)
                    q := shl(64, q)
                }
                if iszero(shr(224, q)) {
                    k := add(k, 4)
                    q := shl(32, q)
                }
                if iszero(shr(240, q)) {
                    k := add(k, 2)
                    q := shl(16, q)
                }
                if iszero(shr(248, q)) { k := add(k, 1) }
                k := add(j, k)
                break
            }
            if or(iszero(lt(j, n)), gt(k, n)) { k := n }
        }
    }

    /// Consumes the rest of an object whose '{' was read: up to the '}' or
    /// ']' that brings the bracket depth, counted outside strings, to zero.
    function _skipObject(uint256 base, uint256 n, uint256 i) internal pure returns (uint256 j) {
        bool ok;
        assembly {
            let depth := 1
            j := i
            for {} lt(j, n) {} {
                let c := byte(0, calldataload(add(base, j)))
                if eq(c, 34) {
                    let closed := 0
                    j := add(j, 1)
                    for {} lt(j, n) {} {
                        let d := byte(0, calldataload(add(base, j)))
                        if eq(d, 92) {
                            j := add(j, 2)
                            continue
                        }
                        j := add(j, 1)
                        if eq(d, 34) {
                            closed := 1
                            break
                        }
                    }
                    if iszero(closed) { break }
                    continue
                }
                if or(eq(c, 123), eq(c, 91)) { depth := add(depth, 1) }
                if or(eq(c, 125), eq(c, 93)) { depth := sub(depth, 1) }
                j := add(j, 1)
                if iszero(depth) {
                    ok := 1
                    break
                }
            }
        }
        if (!ok) revert BadStateProof(3, i);
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

    /// Writes h in lowercase hex at b[pos:pos+64].
    function _hex(bytes memory b, uint256 pos, bytes32 h) internal pure {
        bytes32 hi = _hex16(uint256(h) >> 128);
        bytes32 lo = _hex16(uint256(h) & type(uint128).max);
        assembly {
            let p := add(add(b, 32), pos)
            mstore(p, hi)
            mstore(add(p, 32), lo)
        }
    }

    /// The 32 lowercase hex digits of a 128-bit x, most significant first.
    function _hex16(uint256 x) internal pure returns (bytes32 r) {
        assembly {
            // Each byte to the low byte of a 16-bit lane, in order, by halving
            // steps; then its high nibble to the lane's high byte.
            x := and(or(x, shl(64, x)), 0x0000000000000000ffffffffffffffff0000000000000000ffffffffffffffff)
            x := and(or(x, shl(32, x)), 0x00000000ffffffff00000000ffffffff00000000ffffffff00000000ffffffff)
            x := and(or(x, shl(16, x)), 0x0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff)
            x := and(or(x, shl(8, x)), 0x00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff)
            x := or(shl(4, and(x, 0x00f000f000f000f000f000f000f000f000f000f000f000f000f000f000f000f0)), and(x, 0x000f000f000f000f000f000f000f000f000f000f000f000f000f000f000f000f))
            // A nibble n is '0' + n, plus 39 ('a' - '0' - 10) when n > 9.
            let big := shr(7, and(add(x, B76), B80))
            r := add(add(x, B30), mul(big, 39))
        }
    }
}
