package repops

import (
	"fmt"
	"math"
	"math/bits"
	"sync"
)

// Scratch buffers for an op's temporaries (transposed operands, packed
// panels, per-head work space): buffers that never leave the op that
// takes them. Reusing them spares the allocator zeroing megabytes per
// training step. Their contents are whatever the last user left: a taker
// must write every element it reads (or clear it). The pools cache
// memory only; nothing a result depends on is kept in them, so nodes
// side by side in one process share them safely.

// scratchPools holds buffers of 2^c elements in pool c.
var scratchPools [40]sync.Pool

// minScratch is the smallest buffer worth pooling (smaller ones are cheap
// to allocate).
const minScratch = 1 << 12

// scratchPoison, set by tests only, makes getScratch fill every buffer
// it hands out with NaN, so that an element its taker reads (or returns)
// without writing it first shows.
var scratchPoison bool

// getScratch returns a buffer of n elements with arbitrary contents.
func getScratch(n int) []float32 {
	b := takeScratch(n)
	if scratchPoison {
		for i := range b {
			b[i] = float32(math.NaN())
		}
	}
	return b
}

// takeScratch is getScratch without the poison.
func takeScratch(n int) []float32 {
	if n < minScratch {
		return make([]float32, n)
	}
	c := bits.Len(uint(n - 1))
	if c >= len(scratchPools) {
		return make([]float32, n)
	}
	if p, ok := scratchPools[c].Get().(*[]float32); ok {
		return (*p)[:n]
	}
	return make([]float32, n, 1<<c)
}

// scratchTensor returns a tensor of the given shape whose data comes
// from getScratch: arbitrary contents, for results the caller writes
// every element of. Gradients that die inside a fused op go back to the
// pools (see fuse), so such tensors often reuse their memory instead of
// having the allocator clear fresh megabytes.
func scratchTensor(shape ...int) *Tensor {
	for _, d := range shape {
		if d < 0 {
			panic(fmt.Sprintf("repops: negative dimension in shape %v", shape))
		}
	}
	return &Tensor{Shape: append([]int{}, shape...), Data: getScratch(Numel(shape))}
}

// putScratch returns a buffer from getScratch for reuse; the caller must
// hold no reference to it afterwards.
func putScratch(b []float32) {
	c := cap(b)
	if c < minScratch || c&(c-1) != 0 {
		return // not from a pool (small, or an exact size)
	}
	k := bits.Len(uint(c - 1))
	if k >= len(scratchPools) {
		return
	}
	b = b[:c]
	scratchPools[k].Put(&b)
}
