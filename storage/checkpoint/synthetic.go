package checkpoint

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"

	repops "github.com/synod-net/synod/repops/checkpoint"
)

// WriteSynthetic writes a valid Synod checkpoint of about size bytes with
// pseudo-random float32 tensors drawn from seed (tensors of at most 8 MiB,
// so the file is within a few KiB of size), and returns its state hash.
// Benchmarks and tests use it; the bytes are a real checkpoint that
// repops/checkpoint decodes.
func WriteSynthetic(w io.Writer, size int64, seed uint64) (string, error) {
	if size < 1024 {
		return "", fmt.Errorf("checkpoint: synthetic size %d below 1 KiB", size)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	cfg, _ := json.Marshal(map[string]any{"kind": "synthetic", "bytes": size, "seed": seed})
	c := &repops.Checkpoint{Config: cfg, Step: seed, RNG: map[string]uint64{"philox_key": seed, "philox_counter": 0}}
	left := (size - 4096) / 4 // leave room for header and trailer
	const maxElems = 2 << 20
	for i := 0; left > 0; i++ {
		n := min(left, maxElems)
		data := make([]float32, n)
		for j := range data {
			data[j] = float32(rng.NormFloat64())
		}
		c.Tensors = append(c.Tensors, repops.Tensor{Name: fmt.Sprintf("layer%04d.weight", i), Shape: []int{int(n)}, Data: data})
		left -= n
	}
	sum, err := repops.Encode(w, c)
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(sum[:]), nil
}

// WriteSyntheticFile writes WriteSynthetic's checkpoint to path (through
// path.part, synced, then renamed) and returns its state hash.
func WriteSyntheticFile(path string, size int64, seed uint64) (string, error) {
	var hash string
	err := writeFileAtomic(path, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<20)
		var err error
		if hash, err = WriteSynthetic(bw, size, seed); err != nil {
			return err
		}
		return bw.Flush()
	})
	return hash, err
}
