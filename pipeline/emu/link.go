package emu

import (
	"errors"
	"fmt"
	"time"
)

// Link is the emulated one-way path from one peer to another.
type Link struct {
	// Latency is added to every write's delivery.
	Latency time.Duration
	// Bandwidth in bytes per second; 0 means unlimited.
	Bandwidth float64
	// Burst is the token bucket's depth in bytes (default: 64 KiB).
	Burst int
}

// Validate checks the link.
func (l Link) Validate() error {
	if l.Latency < 0 || l.Bandwidth < 0 || l.Burst < 0 {
		return fmt.Errorf("emu: negative latency, bandwidth or burst in %+v", l)
	}
	return nil
}

// ErrClosed is returned by writes after Close.
var ErrClosed = errors.New("emu: writer closed")

// Bucket is the pure pacing core of a Writer: a token bucket filled at
// Bandwidth up to Burst bytes. Its zero value is not usable; see
// NewBucket.
type Bucket struct {
	link   Link
	tokens float64
	last   time.Time
}

// NewBucket returns a full bucket for l at time now.
func NewBucket(l Link, now time.Time) *Bucket {
	if l.Burst == 0 {
		l.Burst = 64 << 10
	}
	return &Bucket{link: l, tokens: float64(l.Burst), last: now}
}

// Schedule takes n bytes written at now and returns when they are
// delivered: when the bucket has paid for them (at once if it holds n
// tokens, else after the deficit refills at Bandwidth) plus Latency.
// Calls must come in time order.
func (b *Bucket) Schedule(n int, now time.Time) time.Time {
	if b.link.Bandwidth == 0 {
		return now.Add(b.link.Latency)
	}
	if now.After(b.last) {
		b.tokens += now.Sub(b.last).Seconds() * b.link.Bandwidth
		if burst := float64(b.link.Burst); b.tokens > burst {
			b.tokens = burst
		}
		b.last = now
	}
	b.tokens -= float64(n)
	depart := now
	if b.tokens < 0 {
		depart = now.Add(time.Duration(-b.tokens / b.link.Bandwidth * float64(time.Second)))
	}
	return depart.Add(b.link.Latency)
}
