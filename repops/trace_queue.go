package repops

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// pendHash is one tensor whose hash a hashQueue computes into h.
type pendHash struct {
	t *Tensor
	h Hash
}

// run computes the hash and counts the bytes hashed.
func (j *pendHash) run(q *hashQueue) {
	j.h = j.t.Hash()
	q.bytes.Add(encodedSize(j.t))
}

// encodedSize is the length of t's canonical encoding (see Tensor.WriteTo).
func encodedSize(t *Tensor) int64 { return int64(4 + 4*len(t.Shape) + 4*len(t.Data)) }

// hashQueue hashes op outputs in the background, in the order they were
// produced, while the tracer's goroutine goes on computing. At most one
// background goroutine runs; it exits as soon as the queue is empty (so a
// Tracer never leaks a goroutine) and push starts it again. Which
// goroutine hashes a tensor never changes its hash.
type hashQueue struct {
	mu      sync.Mutex
	jobs    []*pendHash
	next    int
	running bool
	wg      sync.WaitGroup
	bytes   atomic.Int64 // bytes hashed so far
}

// push queues j and starts the background goroutine when none runs.
func (q *hashQueue) push(j *pendHash) {
	q.mu.Lock()
	q.jobs = append(q.jobs, j)
	start := !q.running
	if start {
		q.running = true
		q.wg.Add(1)
	}
	q.mu.Unlock()
	if start {
		go q.background()
	}
}

// take returns the next job, or nil when none is left.
func (q *hashQueue) take() *pendHash {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.next == len(q.jobs) {
		return nil
	}
	j := q.jobs[q.next]
	q.jobs[q.next] = nil
	q.next++
	return j
}

func (q *hashQueue) background() {
	defer q.wg.Done()
	for {
		q.mu.Lock()
		if q.next == len(q.jobs) {
			q.running = false
			q.mu.Unlock()
			return
		}
		j := q.jobs[q.next]
		q.jobs[q.next] = nil
		q.next++
		q.mu.Unlock()
		j.run(q)
	}
}

// drain computes every queued hash, on the calling goroutine and, when
// several tensors are left, on up to GOMAXPROCS-2 helpers besides the
// background goroutine, and returns once all are done.
func (q *hashQueue) drain() {
	q.mu.Lock()
	left := len(q.jobs) - q.next
	q.mu.Unlock()
	var helpers sync.WaitGroup
	for i := 0; i < min(runtime.GOMAXPROCS(0)-2, left-1); i++ {
		helpers.Add(1)
		go func() {
			defer helpers.Done()
			for j := q.take(); j != nil; j = q.take() {
				j.run(q)
			}
		}()
	}
	for j := q.take(); j != nil; j = q.take() {
		j.run(q)
	}
	helpers.Wait()
	q.wg.Wait()
	q.mu.Lock()
	q.jobs, q.next = q.jobs[:0], 0
	q.mu.Unlock()
}
