package gossipbench

import (
	"context"
	"testing"
	"time"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestSmallRun is a small version of `synod bench gossip`: both networks
// deliver every message.
func TestSmallRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Options{Nodes: 6, Rate: 20, Duration: 2 * time.Second, Warmup: time.Second, Drain: 60 * time.Second,
		Trials: 2, Progress: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.PerTrial) != 2 || rep.PerTrial[0].Order != "synod,bare" || rep.PerTrial[1].Order != "bare,synod" {
		t.Fatalf("trials %+v, want two in alternating order", rep.PerTrial)
	}
	var results []Result
	for _, tr := range rep.PerTrial {
		results = append(results, tr.Synod, tr.Bare)
		if tr.DiscoveryMS <= 0 || tr.P99Ratio <= 0 {
			t.Errorf("trial incomplete: %+v", tr)
		}
		// The bare hosts are connected like the Synod nodes (same pairs,
		// same transport, both ends counted), never more.
		if tr.Synod.Conns < 2*5 || tr.Bare.Conns < 2*5 || tr.Bare.Conns > tr.Synod.Conns || tr.Bare.TCPConns > tr.Synod.TCPConns {
			t.Errorf("connections synod %d (%d TCP), bare %d (%d TCP)", tr.Synod.Conns, tr.Synod.TCPConns, tr.Bare.Conns, tr.Bare.TCPConns)
		}
	}
	for _, r := range results {
		if r.Published != 40 || r.DeliveryRatio != 1 {
			t.Errorf("%s: published %d, delivered %d/%d", r.Name, r.Published, r.Delivered, r.Expected)
		}
		if r.P50MS <= 0 || r.P99MS < r.P50MS {
			t.Errorf("%s: latencies p50 %v p99 %v", r.Name, r.P50MS, r.P99MS)
		}
	}
	for _, r := range []Result{rep.Synod, rep.Bare} {
		if r.Published != 80 || r.Delivered != 80*5 || r.DeliveryRatio != 1 {
			t.Errorf("pooled %s: published %d, delivered %d/%d", r.Name, r.Published, r.Delivered, r.Expected)
		}
	}
	if rep.DiscoveryMS <= 0 || rep.P99Ratio <= 0 || rep.P99RatioPooled <= 0 || !rep.Targets.AllDelivered {
		t.Errorf("report incomplete: %+v", rep)
	}
}

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want float64
	}{{nil, 0}, {[]float64{2}, 2}, {[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}, {[]float64{1.9, 1.07, 1.38}, 1.38}} {
		if got := median(c.in); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestPool(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	a := Result{Name: "x", Nodes: 3, Published: 2, Expected: 4, CPUSeconds: 1, LiveHeapMB: 10, GCCycles: 2, Conns: 6}
	a.setLatencies(ms(1, 2, 3, 100), time.Second)
	b := Result{Name: "x", Nodes: 3, Published: 2, Expected: 4, CPUSeconds: 3, LiveHeapMB: 20, GCCycles: 4, Conns: 6}
	b.setLatencies(ms(4, 5, 6), time.Second)
	p := pool([]Result{a, b})
	if p.Published != 4 || p.Expected != 8 || p.Delivered != 7 || p.DeliveryRatio != 7.0/8 {
		t.Errorf("counts %+v", p)
	}
	if p.P50MS != 4 || p.P99MS != 100 || p.MaxMS != 100 || p.PublishRate != 2 {
		t.Errorf("latencies p50 %v p99 %v max %v rate %v", p.P50MS, p.P99MS, p.MaxMS, p.PublishRate)
	}
	if p.CPUSeconds != 2 || p.LiveHeapMB != 15 || p.GCCycles != 3 || p.Conns != 6 {
		t.Errorf("means %+v", p)
	}
}

func TestDisturbed(t *testing.T) {
	tr := func(synod, bare float64) Trial {
		return Trial{Synod: Result{OtherCPUSeconds: synod}, Bare: Result{OtherCPUSeconds: bare}}
	}
	for _, c := range []struct {
		tr    Trial
		limit float64
		want  bool
	}{
		{tr(0.2, 0.7), 1, false},
		{tr(6.3, 0.1), 1, true},  // the Synod window was disturbed
		{tr(0.1, 26.7), 1, true}, // the bare window was
		{tr(1, 1), 1, false},
		{tr(30, 30), -1, false}, // repeats off
	} {
		if got := disturbed(c.tr, c.limit); got != c.want {
			t.Errorf("disturbed(%+v, %v) = %v, want %v", c.tr, c.limit, got, c.want)
		}
	}
}

func TestParseUDPCounts(t *testing.T) {
	snmp := "Ip: Forwarding DefaultTTL\nIp: 1 64\n" +
		"Udp: InDatagrams NoPorts InErrors OutDatagrams RcvbufErrors SndbufErrors InCsumErrors IgnoredMulti MemErrors\n" +
		"Udp: 142729458 25518 0 134690550 0 0 0 0 0\n" +
		"UdpLite: InDatagrams NoPorts InErrors OutDatagrams RcvbufErrors SndbufErrors InCsumErrors IgnoredMulti MemErrors\n" +
		"UdpLite: 7 0 0 9 0 0 0 0 0\n"
	got := parseUDPCounts(snmp)
	if got != (udpCounts{in: 142729458, out: 134690550}) {
		t.Fatalf("parseUDPCounts = %+v", got)
	}
	if d := (udpCounts{in: 150, out: 130}).since(udpCounts{in: 100, out: 120}); d != (udpCounts{in: 50, out: 10}) {
		t.Errorf("since = %+v", d)
	}
	if d := got.since(udpCounts{}); d != (udpCounts{}) {
		t.Errorf("since an unreadable start = %+v, want zero", d)
	}
	if c := parseUDPCounts("Tcp: A B\nTcp: 1 2\n"); c != (udpCounts{}) {
		t.Errorf("no Udp lines: %+v", c)
	}
}
