package bench

import "testing"

// TestSetRatios: ratios come from the rates and CPU costs, CPU ratios
// turned over, and a ratio over a missing figure is 0.
func TestSetRatios(t *testing.T) {
	r := Result{FetchMBps: 300, StreamMBps: 600, FetchMultiMBps: 450, FetchCPUsPerGB: 4, StreamCPUsPerGB: 2, FetchMultiCPUsPerGB: 5}
	r.setRatios()
	for name, c := range map[string]struct{ got, want float64 }{
		"fetch / stream":        {r.FetchVsStream, 0.5},
		"multi / single":        {r.MultiVsSingle, 1.5},
		"fetch / stream by CPU": {r.FetchVsStreamCPU, 0.5},
		"multi / single by CPU": {r.MultiVsSingleCPU, 0.8},
		"fetch / disk write":    {r.FetchVsDiskWrite, 0},
		"stock / stream by CPU": {r.StockVsStreamCPU, 0},
		"capped multi / single": {r.CappedMultiVsSingle, 0},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", name, c.got, c.want)
		}
	}
}

// TestKeepBest keeps the highest rate and the lowest CPU cost over runs.
func TestKeepBest(t *testing.T) {
	var rate, cpu float64
	for _, run := range [][2]float64{{100, 3}, {250, 4}, {200, 2}} {
		keepBest(&rate, &cpu, run[0], run[1])
	}
	if rate != 250 || cpu != 2 {
		t.Errorf("kept rate %v, CPU %v; want 250, 2", rate, cpu)
	}
}
