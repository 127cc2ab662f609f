package commit

import (
	"encoding/binary"
	"fmt"

	"golang.org/x/crypto/sha3"

	"github.com/synod-net/synod/repops/checkpoint"
)

// A job's per-step state hash (from receipt format 3) is built so that the
// dispute game can compute a step's post-state on chain from a few words
// instead of the checkpoint's whole header:
//
//	StateHash = keccak256(layout || step || n || keccak256(t_0 || ... || t_{n-1}))
//
// where layout is the checkpoint header's Layout (SHA-256 over the header
// with the step 0 and every tensor hash zero: the config, RNG counters,
// names, shapes and offsets), step is a uint64 and n a uint32, both
// big-endian, and t_i the tensor hashes in the header's order. It binds
// the same things as the checkpoint's SHA-256 trailer: the layout, the
// step and the tensor hashes determine the header. In Solidity:
// keccak256(abi.encodePacked(layout, uint64(step), uint32(n), digest)).

// TensorsDigest returns keccak256 over the tensor hashes, concatenated.
func TensorsDigest(tensors []Hash) Hash {
	h := sha3.NewLegacyKeccak256()
	for _, t := range tensors {
		h.Write(t[:])
	}
	var out Hash
	h.Sum(out[:0])
	return out
}

// StateHashOf returns the state hash of a state with the given layout,
// step, number of tensors n and TensorsDigest of their hashes.
func StateHashOf(layout Hash, step uint64, n uint32, digest Hash) Hash {
	var b [HashSize + 8 + 4 + HashSize]byte
	copy(b[:HashSize], layout[:])
	binary.BigEndian.PutUint64(b[HashSize:], step)
	binary.BigEndian.PutUint32(b[HashSize+8:], n)
	copy(b[HashSize+12:], digest[:])
	h := sha3.NewLegacyKeccak256()
	h.Write(b[:])
	var out Hash
	h.Sum(out[:0])
	return out
}

// StateParts returns what a state hash is made of: the header's layout,
// its step and its tensor hashes.
func StateParts(h *checkpoint.Header) (layout Hash, step uint64, tensors []Hash, err error) {
	if layout, err = h.Layout(); err != nil {
		return Hash{}, 0, nil, err
	}
	ts, err := h.TensorHashes()
	if err != nil {
		return Hash{}, 0, nil, err
	}
	tensors = make([]Hash, len(ts))
	for i, t := range ts {
		tensors[i] = Hash(t)
	}
	return layout, h.Step, tensors, nil
}

// HeaderStateHash returns the state hash of the checkpoint whose header
// is h.
func HeaderStateHash(h *checkpoint.Header) (Hash, error) {
	layout, step, tensors, err := StateParts(h)
	if err != nil {
		return Hash{}, err
	}
	if len(tensors) > checkpoint.MaxTensors {
		return Hash{}, fmt.Errorf("commit: %d tensors exceed %d", len(tensors), checkpoint.MaxTensors)
	}
	return StateHashOf(layout, step, uint32(len(tensors)), TensorsDigest(tensors)), nil
}

// CheckpointStateHash returns c's state hash. It hashes each tensor
// whose Hash is not set.
func CheckpointStateHash(c *checkpoint.Checkpoint) (Hash, error) {
	h, err := checkpoint.BuildHeader(c)
	if err != nil {
		return Hash{}, err
	}
	return HeaderStateHash(h)
}
