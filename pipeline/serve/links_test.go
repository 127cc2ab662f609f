package serve_test

import (
	"context"
	"encoding/binary"
	"errors"
	"testing"
	"time"

	"github.com/synod-net/synod/pipeline/serve"
)

// TestSessionMeasuresLinks: with MeasureLinks, the coordinator and four
// stage peers on loopback measure every link between them before the
// plan (round trip and bandwidth), the scheduler plans on the measured
// topology, and the session trains.
func TestSessionMeasuresLinks(t *testing.T) {
	_, infos := stagePeers(t, "t8", [][]int{{1}, {2}, {3}, nil})
	cfg := coordConfig("t8", infos)
	cfg.Iterations, cfg.MeasureLinks = 3, true
	co, err := serve.NewCoordinator(newHost(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer co.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := co.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	l := rep.Links
	if l == nil || l.Pairs != 5*4 || l.Measured != l.Pairs {
		t.Fatalf("links %+v", l)
	}
	var maxMS, minGiBps float64
	for i := range l.LatencyMS {
		for j := range l.LatencyMS[i] {
			ms, bw := l.LatencyMS[i][j], l.BandwidthGiBps[i][j]
			if i == j {
				continue
			}
			if !(ms > 0 && ms < 1000 && bw > 0) {
				t.Fatalf("link %d->%d: %v ms, %v GiB/s", i, j, ms, bw)
			}
			maxMS = max(maxMS, ms)
			if minGiBps == 0 || bw < minGiBps {
				minGiBps = bw
			}
		}
	}
	t.Logf("loopback: one-way latency at most %.3f ms, bandwidth at least %.2f GiB/s", maxMS, minGiBps)
	for _, m := range rep.Members {
		if m.Iterations != 3 || m.Err != "" {
			t.Fatalf("member %+v", m)
		}
	}
	if st := co.Status(); st.Links == nil || st.Links.Measured != l.Measured {
		t.Fatalf("status links %+v", st.Links)
	}
}

func TestParseProbeHeader(t *testing.T) {
	for _, n := range []uint32{0, serve.MaxProbeBytes + 1} {
		if _, err := serve.ParseProbeHeader(binary.LittleEndian.AppendUint32(nil, n)); !errors.Is(err, serve.ErrProbe) {
			t.Errorf("a payload of %d bytes: %v", n, err)
		}
	}
	if n, err := serve.ParseProbeHeader(binary.LittleEndian.AppendUint32(nil, 1<<20)); err != nil || n != 1<<20 {
		t.Errorf("1 MiB: %d, %v", n, err)
	}
}

// FuzzParseProbeHeader: the probe header parser never panics and
// accepts only lengths within the limit.
func FuzzParseProbeHeader(f *testing.F) {
	f.Add(binary.LittleEndian.AppendUint32(nil, 1<<20))
	f.Add([]byte{0, 0, 0, 0})
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := serve.ParseProbeHeader(b)
		if err != nil {
			if !errors.Is(err, serve.ErrProbe) {
				t.Fatalf("error %v does not wrap ErrProbe", err)
			}
			return
		}
		if len(b) != 4 || n < 1 || n > serve.MaxProbeBytes {
			t.Fatalf("accepted %x as %d", b, n)
		}
	})
}
