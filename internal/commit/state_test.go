package commit

import (
	"encoding/binary"
	"encoding/json"
	"testing"

	ethcrypto "github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/repops/checkpoint"
)

func testCheckpoint() *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{
		Config: json.RawMessage(`{"dim":2,"name":"x"}`),
		Step:   7,
		RNG:    map[string]uint64{"philox": 3},
		Tensors: []checkpoint.Tensor{
			{Name: "w", Shape: []int{2}, Data: []float32{1, 2}},
			{Name: "m.w", Shape: []int{2}, Data: []float32{0, 0}},
		},
	}
}

// TestStateHashPacked checks StateHashOf against keccak256 over the
// packed encoding the contract hashes, and CheckpointStateHash against
// its parts.
func TestStateHashPacked(t *testing.T) {
	c := testCheckpoint()
	h, err := checkpoint.BuildHeader(c)
	if err != nil {
		t.Fatal(err)
	}
	layout, step, tensors, err := StateParts(h)
	if err != nil {
		t.Fatal(err)
	}
	if step != 7 || len(tensors) != 2 || tensors[0] != checkpoint.TensorHash(c.Tensors[0].Shape, c.Tensors[0].Data) {
		t.Fatalf("parts: step %d, %d tensors", step, len(tensors))
	}
	digest := ethcrypto.Keccak256(tensors[0][:], tensors[1][:])
	packed := append(append([]byte(nil), layout[:]...), binary.BigEndian.AppendUint64(nil, 7)...)
	packed = binary.BigEndian.AppendUint32(packed, 2)
	packed = append(packed, digest...)
	want := Hash(ethcrypto.Keccak256(packed))
	got, err := CheckpointStateHash(c)
	if err != nil {
		t.Fatal(err)
	}
	if got != want || TensorsDigest(tensors) != Hash(digest) {
		t.Fatalf("state hash %x, want %x", got, want)
	}
}

// TestStateHashBinds changes each part of a checkpoint in turn: the
// state hash changes every time, and the layout only when something
// other than the step or the tensor data changed.
func TestStateHashBinds(t *testing.T) {
	base := testCheckpoint()
	h0, err := CheckpointStateHash(base)
	if err != nil {
		t.Fatal(err)
	}
	layout := func(c *checkpoint.Checkpoint) Hash {
		h, err := checkpoint.BuildHeader(c)
		if err != nil {
			t.Fatal(err)
		}
		l, err := h.Layout()
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	l0 := layout(base)
	for _, m := range []struct {
		what        string
		keepsLayout bool
		change      func(c *checkpoint.Checkpoint)
	}{
		{"step", true, func(c *checkpoint.Checkpoint) { c.Step++ }},
		{"data", true, func(c *checkpoint.Checkpoint) { c.Tensors[1].Data = []float32{0, 1} }},
		{"tensor order", false, func(c *checkpoint.Checkpoint) { c.Tensors[0], c.Tensors[1] = c.Tensors[1], c.Tensors[0] }},
		{"config", false, func(c *checkpoint.Checkpoint) { c.Config = json.RawMessage(`{"dim":3,"name":"x"}`) }},
		{"rng", false, func(c *checkpoint.Checkpoint) { c.RNG = map[string]uint64{"philox": 4} }},
		{"name", false, func(c *checkpoint.Checkpoint) { c.Tensors[0].Name = "v" }},
		{"shape", false, func(c *checkpoint.Checkpoint) { c.Tensors[0].Shape = []int{1, 2} }},
		{"tensor count", false, func(c *checkpoint.Checkpoint) { c.Tensors = c.Tensors[:1] }},
	} {
		c := testCheckpoint()
		m.change(c)
		h, err := CheckpointStateHash(c)
		if err != nil {
			t.Fatalf("%s: %v", m.what, err)
		}
		if h == h0 {
			t.Errorf("%s: the state hash did not change", m.what)
		}
		if (layout(c) == l0) != m.keepsLayout {
			t.Errorf("%s: layout unchanged %v, want %v", m.what, layout(c) == l0, m.keepsLayout)
		}
	}
}
