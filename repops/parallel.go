package repops

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// parallelFor runs fn over [0, n) split into contiguous chunks, one per
// worker (at most GOMAXPROCS), when the work (n times cost per item) is
// large enough to pay for goroutines. Callers only ever split outputs: fn
// must compute each index in [lo, hi) completely and independently, so the
// split never changes a bit of the result.
func parallelFor(n int, costPerItem int, fn func(lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if workers > n {
		workers = n
	}
	if workers <= 1 || n*costPerItem < 1<<16 {
		if n > 0 {
			fn(0, n)
		}
		return
	}
	var wg sync.WaitGroup
	chunk := (n + workers - 1) / workers
	for lo := 0; lo < n; lo += chunk {
		hi := min(lo+chunk, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(lo, hi)
		}()
	}
	wg.Wait()
}

// parallelEach runs fn(0) ... fn(n-1), each call on one goroutine, with
// up to GOMAXPROCS goroutines taking the next index as they finish (so
// items of uneven size balance). fn must be independent for each index.
func parallelEach(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for i := 0; i < n; i++ {
			fn(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
