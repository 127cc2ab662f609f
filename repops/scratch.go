package repops

import (
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

// getScratch returns a buffer of n elements with arbitrary contents.
func getScratch(n int) []float32 {
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
