package bench

import (
	"context"
	"testing"
	"time"
)

// TestRunBenchSmall runs every path of `synod bench checkpoint` on a small
// checkpoint: the fetched copies must carry the state hash written, every
// path must report a rate, and the capped fetches must respect the cap and
// draw on every provider.
func TestRunBenchSmall(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const size, rate = 8 << 20, 8 << 20
	res, err := Run(ctx, Config{Size: size, Reps: 1, Dir: t.TempDir(), ProviderRate: rate})
	if err != nil {
		t.Fatal(err)
	}
	if !res.StateHashOK {
		t.Fatal("state hash mismatch")
	}
	for name, v := range map[string]float64{
		"import": res.ImportMBps, "fetch": res.FetchMBps, "fetch n": res.FetchMultiMBps, "stream": res.StreamMBps,
		"tcp": res.TCPMBps, "stock": res.StockFetchMBps, "capped fetch": res.CappedFetchMBps, "capped fetch n": res.CappedFetchMultiMBps,
		"disk write": res.DiskWriteMBps, "fetch / disk write": res.FetchVsDiskWrite,
	} {
		if !(v > 0) {
			t.Errorf("%s rate %v", name, v)
		}
	}
	// One capped provider: at most its rate plus the one burst (4 MiB of
	// the 8) it may send at once; so at most twice the rate.
	if limit := 2 * float64(rate) / 1e6; res.CappedFetchMBps > limit {
		t.Errorf("one provider capped at %.1f MB/s delivered %.1f MB/s", float64(rate)/1e6, res.CappedFetchMBps)
	}
	if res.Fetch1Peers != 1 {
		t.Errorf("a one-provider fetch drew on %d peers", res.Fetch1Peers)
	}
	if len(res.CappedFetchMultiSplitMB) != 3 {
		t.Fatalf("capped split %v", res.CappedFetchMultiSplitMB)
	}
	var sum float64
	for _, mb := range res.CappedFetchMultiSplitMB {
		sum += mb
	}
	// The leaves come over bitswap (the providers' ledgers), the few KiB
	// of interior nodes over the DAG protocol.
	if sum < 0.99*float64(res.SizeBytes)/1e6 {
		t.Errorf("capped providers sent %.2f MB of %.2f", sum, float64(res.SizeBytes)/1e6)
	}
	t.Logf("%+v", res)
}
