package checkpoint

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

func counterValue(t *testing.T, c prometheus.Counter) float64 {
	t.Helper()
	var m dto.Metric
	if err := c.Write(&m); err != nil {
		t.Fatal(err)
	}
	return m.GetCounter().GetValue()
}

func TestServeLimiter(t *testing.T) {
	served := prometheus.NewCounter(prometheus.CounterOpts{Name: "served"})
	waited := prometheus.NewCounter(prometheus.CounterOpts{Name: "waited"})
	l := newServeLimiter(served, waited)
	ctx := context.Background()
	if err := l.set(-1); err == nil {
		t.Fatal("negative rate accepted")
	}
	// No cap: nothing waits, bytes are still counted.
	if err := l.wait(ctx, 1<<30); err != nil || counterValue(t, waited) != 0 {
		t.Fatalf("uncapped wait: %v, waited %vs", err, counterValue(t, waited))
	}
	// 8 MiB/s with a 2 MiB burst: 8 MiB more than one burst (a block
	// larger than the burst is paced in pieces) take at least 0.75 s.
	const r = 8 << 20
	if err := l.set(r); err != nil || l.rate() != r {
		t.Fatalf("set: %v, rate %d", err, l.rate())
	}
	start := time.Now()
	for range 2 {
		if err := l.wait(ctx, 4<<20); err != nil {
			t.Fatal(err)
		}
	}
	if d := time.Since(start); d < 700*time.Millisecond {
		t.Fatalf("8 MiB at 8 MiB/s went in %v", d)
	}
	if got := counterValue(t, served); got != 1<<30+8<<20 {
		t.Fatalf("served counter %v", got)
	}
	if counterValue(t, waited) < 0.7 {
		t.Fatalf("wait counter %v", counterValue(t, waited))
	}
	// A cancelled wait returns with the context's error, long before the
	// 8 s that 64 MiB take at 8 MiB/s.
	cctx, cancel := context.WithCancel(ctx)
	time.AfterFunc(50*time.Millisecond, cancel)
	start = time.Now()
	if err := l.wait(cctx, 64<<20); !errors.Is(err, context.Canceled) || time.Since(start) > 4*time.Second {
		t.Fatalf("cancelled wait: %v after %v", err, time.Since(start))
	}
	// Removing the cap releases the next sends: nothing more waits.
	if err := l.set(0); err != nil || l.rate() != 0 {
		t.Fatal(err)
	}
	before := counterValue(t, waited)
	if err := l.wait(ctx, 64<<20); err != nil || counterValue(t, waited) != before {
		t.Fatalf("wait after removing the cap: %v, waited %vs more", err, counterValue(t, waited)-before)
	}
}

// TestServeRateCapsProvidersThatAddUp: a provider capped at r serves a
// checkpoint no faster than r, and a fetch from three providers capped at
// r each finishes sooner than any single one of them could serve it.
func TestServeRateCapsProvidersThatAddUp(t *testing.T) {
	if testing.Short() {
		t.Skip("takes about 16 s of paced transfers")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// Caps low enough that they set the pace, not the machine: a fetch
	// from three is a third as long as one even when the CPU, loaded by
	// other work and the race detector, moves no more than 2-3 MiB/s.
	const size, r = 12 << 20, 1 << 20
	data, hash := synthetic(t, size, 11)
	var provs []*testNode
	var info Info
	for range 3 {
		p := newTestNode(t, []ServiceOption{WithServeRate(r)})
		var err error
		if info, err = p.st.Import(ctx, bytes.NewReader(data), 0, "ckpt"); err != nil {
			t.Fatal(err)
		}
		provs = append(provs, p)
	}
	// A lower bound no pacing bug can beat: all but one burst at r.
	floor := time.Duration(float64(size-r/4) / r * float64(time.Second))

	one := newTestNode(t, nil)
	res1, err := one.svc.Fetch(ctx, info.CID, WithPeers(provs[0].p.AddrInfo()), WithoutProvide())
	if err != nil {
		t.Fatal(err)
	}
	if res1.Duration < floor {
		t.Fatalf("one provider capped at %d B/s served %d B in %v (floor %v)", r, size, res1.Duration, floor)
	}

	// one now holds the whole checkpoint, uncapped. Take it off the
	// network: the three-provider fetch's DHT walk goes through provs[0],
	// which knows one, and bitswap would ask one too.
	one.close()

	three := newTestNode(t, nil)
	patientSpread(three)
	res3, err := three.svc.Fetch(ctx, info.CID, WithPeers(provs[0].p.AddrInfo(), provs[1].p.AddrInfo(), provs[2].p.AddrInfo()), WithoutProvide())
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := three.st.ExportChecked(ctx, info.CID, &bytes.Buffer{})
	if err != nil || h != hash {
		t.Fatalf("state hash %s, %v; want %s", h, err, hash)
	}
	if res3.Duration >= floor {
		t.Fatalf("three providers capped at %d B/s each took %v, no faster than one could (%v)", r, res3.Duration, floor)
	}
	var sum uint64
	for i, p := range provs {
		if served := counterValue(t, p.svc.m.servedBytes); served == 0 {
			t.Errorf("provider %d served nothing", i)
		}
		if res3.ByPeer[p.p.Host().ID().String()] == 0 {
			t.Errorf("the fetch result credits provider %d with nothing: %v", i, res3.ByPeer)
		}
		sum += res3.ByPeer[p.p.Host().ID().String()]
	}
	if len(res3.ByPeer) != 3 || sum < size {
		t.Errorf("bytes by peer %v (%d in all), want the three providers' and at least %d", res3.ByPeer, sum, size)
	}
	t.Logf("one provider %v, three %v (floor for one %v)", res1.Duration.Round(time.Millisecond), res3.Duration.Round(time.Millisecond), floor)
}
