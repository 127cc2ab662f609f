package emu

import (
	"context"
	"io"
	"sync"
	"time"
)

// Writer shapes the writes to an underlying writer: each Write is copied,
// scheduled by a Bucket and handed to the underlying writer at its
// delivery time by the Writer's one pump goroutine, in order. Write
// returns at once unless Queue writes are already waiting (backpressure);
// an error of the underlying writer is returned by the next Write.
type Writer struct {
	w      io.Writer
	clock  Clock
	bucket *Bucket

	queue  chan item
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once

	mu     sync.Mutex // guards bucket and err
	err    error
	closed bool
}

type item struct {
	b    []byte
	at   time.Time
	done chan struct{} // a flush marker when non-nil
}

// WriterOption configures a Writer.
type WriterOption func(*Writer) error

// WithQueue sets how many writes may wait for delivery (default 256).
func WithQueue(n int) WriterOption {
	return func(w *Writer) error {
		if n < 1 {
			return errorf("queue %d must be positive", n)
		}
		w.queue = make(chan item, n)
		return nil
	}
}

// NewWriter shapes writes to w over link l, timed by clock.
func NewWriter(w io.Writer, l Link, clock Clock, opts ...WriterOption) (*Writer, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	sw := &Writer{w: w, clock: clock, bucket: NewBucket(l, clock.Now()), queue: make(chan item, 256)}
	for _, o := range opts {
		if err := o(sw); err != nil {
			return nil, err
		}
	}
	sw.ctx, sw.cancel = context.WithCancel(context.Background())
	sw.wg.Add(1)
	go sw.pump()
	return sw, nil
}

// Write schedules p for delivery.
func (sw *Writer) Write(p []byte) (int, error) {
	sw.mu.Lock()
	if sw.err != nil || sw.closed {
		err := sw.err
		sw.mu.Unlock()
		if err == nil {
			err = ErrClosed
		}
		return 0, err
	}
	at := sw.bucket.Schedule(len(p), sw.clock.Now())
	sw.mu.Unlock()
	select {
	case sw.queue <- item{b: append([]byte(nil), p...), at: at}:
		return len(p), nil
	case <-sw.ctx.Done():
		return 0, ErrClosed
	}
}

// Flush waits until every write so far has been delivered (or failed).
func (sw *Writer) Flush() error {
	done := make(chan struct{})
	select {
	case sw.queue <- item{done: done}:
	case <-sw.ctx.Done():
		return ErrClosed
	}
	select {
	case <-done:
	case <-sw.ctx.Done():
		return ErrClosed
	}
	sw.mu.Lock()
	defer sw.mu.Unlock()
	return sw.err
}

// CloseWrite flushes, so that a half-close of the underlying stream
// follows the last delivered byte.
func (sw *Writer) CloseWrite() error { return sw.Flush() }

// Close stops the pump, dropping writes not yet delivered; it does not
// close the underlying writer. It is idempotent.
func (sw *Writer) Close() error {
	sw.once.Do(func() {
		sw.mu.Lock()
		sw.closed = true
		sw.mu.Unlock()
		sw.cancel()
		sw.wg.Wait()
	})
	return nil
}

func (sw *Writer) pump() {
	defer sw.wg.Done()
	for {
		var it item
		select {
		case it = <-sw.queue:
		case <-sw.ctx.Done():
			return
		}
		if it.done != nil {
			close(it.done)
			continue
		}
		if d := it.at.Sub(sw.clock.Now()); d > 0 {
			t := sw.clock.NewTimer(d)
			select {
			case <-t.C():
			case <-sw.ctx.Done():
				t.Stop()
				return
			}
		}
		if _, err := sw.w.Write(it.b); err != nil {
			sw.mu.Lock()
			if sw.err == nil {
				sw.err = err
			}
			sw.mu.Unlock()
		}
	}
}
