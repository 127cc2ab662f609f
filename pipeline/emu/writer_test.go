package emu

import (
	"math"
	"testing"
	"time"
)

// sink records the fake time of every write it receives.
type sink struct {
	clock *FakeClock
	got   chan delivery
}

type delivery struct {
	at time.Time
	n  int
}

func (s *sink) Write(p []byte) (int, error) {
	s.got <- delivery{s.clock.Now(), len(p)}
	return len(p), nil
}

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func TestBucketSchedule(t *testing.T) {
	b := NewBucket(Link{Latency: 10 * time.Millisecond, Bandwidth: 1000, Burst: 500}, t0)
	// 500 bytes ride the burst; the next 1000 wait one second.
	if got := b.Schedule(500, t0); got != t0.Add(10*time.Millisecond) {
		t.Fatalf("burst write delivered at %v", got.Sub(t0))
	}
	if got := b.Schedule(1000, t0); got != t0.Add(1010*time.Millisecond) {
		t.Fatalf("paced write delivered at %v", got.Sub(t0))
	}
	// After a long idle spell the bucket is full again, but no fuller.
	if got := b.Schedule(500, t0.Add(10*time.Second)); got != t0.Add(10010*time.Millisecond) {
		t.Fatalf("after idle: %v", got.Sub(t0))
	}
	if got := b.Schedule(1, t0.Add(10*time.Second)); got.Sub(t0) < 10011*time.Millisecond {
		t.Fatalf("burst exceeded: %v", got.Sub(t0))
	}
}

// TestWriterShapes writes a stream of chunks through a shaped writer on a
// fake clock and measures the one-way latency of the first chunk and the
// throughput of the whole stream.
func TestWriterShapes(t *testing.T) {
	const (
		chunk   = 1000
		chunks  = 50
		latency = 40 * time.Millisecond
		bw      = 20000.0 // bytes per second
	)
	fc := NewFakeClock(t0)
	s := &sink{clock: fc, got: make(chan delivery, chunks)}
	w, err := NewWriter(s, Link{Latency: latency, Bandwidth: bw, Burst: chunk}, fc, WithQueue(chunks))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for range chunks {
		if _, err := w.Write(make([]byte, chunk)); err != nil {
			t.Fatal(err)
		}
	}
	var ds []delivery
	for len(ds) < chunks {
		fc.BlockUntilTimers(1)
		fc.AdvanceToNext()
		ds = append(ds, <-s.got)
	}
	if got := ds[0].at.Sub(t0); got != latency {
		t.Fatalf("first chunk after %v, want %v", got, latency)
	}
	span := ds[len(ds)-1].at.Sub(ds[0].at).Seconds()
	thr := float64((chunks-1)*chunk) / span
	if math.Abs(thr-bw)/bw > 0.01 {
		t.Fatalf("throughput %.1f B/s, want %.1f within 1%%", thr, bw)
	}
	for i := 1; i < len(ds); i++ {
		gap := ds[i].at.Sub(ds[i-1].at)
		if d := gap - time.Duration(chunk/bw*float64(time.Second)); d < -time.Millisecond || d > time.Millisecond {
			t.Fatalf("chunk %d came %v after the previous one", i, gap)
		}
	}
	// Flush returns once everything is delivered; later writes fail
	// after Close.
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if _, err := w.Write([]byte{1}); err == nil {
		t.Fatal("write after close")
	}
}

func TestWriterUnlimited(t *testing.T) {
	fc := NewFakeClock(t0)
	s := &sink{clock: fc, got: make(chan delivery, 4)}
	w, err := NewWriter(s, Link{Latency: 5 * time.Millisecond}, fc)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for range 3 {
		if _, err := w.Write(make([]byte, 1<<20)); err != nil {
			t.Fatal(err)
		}
	}
	// The first delivery's timer releases all three: they are due at the
	// same time.
	fc.BlockUntilTimers(1)
	fc.AdvanceToNext()
	for range 3 {
		if d := <-s.got; d.at.Sub(t0) != 5*time.Millisecond || d.n != 1<<20 {
			t.Fatalf("delivery %+v", d)
		}
	}
	if _, err := NewWriter(s, Link{Latency: -1}, fc); err == nil {
		t.Fatal("negative latency accepted")
	}
}
