package repops

import (
	"runtime"
	"sync"
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
