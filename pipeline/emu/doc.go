// Package emu emulates a wide-area network on top of real streams: a
// Writer delays every write by a one-way latency and paces the bytes
// with a token bucket, so that a write of n bytes is delivered at
// latency + n/bandwidth after the link is free (less what the bucket's
// burst allows). Time comes from a Clock: the real one in runs, a
// FakeClock in tests, which only moves when the test advances it.
package emu
