package checkpoint

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"
)

func TestEndgame(t *testing.T) {
	const mb = 1 << 20
	type step struct {
		arrived, missing int
		ask              bool
	}
	for _, tc := range []struct {
		name  string
		steps []step
	}{
		{"steady rate", []step{{8 * mb, 100 * mb, false}, {8 * mb, 90 * mb, false}, {7 * mb, 80 * mb, false}, {8 * mb, 70 * mb, false}}},
		{"nothing yet", []step{{0, 10 * mb, false}, {0, 10 * mb, false}, {0, 10 * mb, false}}},
		{"slow provider left", []step{{8 * mb, 20 * mb, false}, {8 * mb, 12 * mb, false}, {mb / 2, 11 * mb, false}, {mb / 2, 10 * mb, true}}},
		{"one slow tick is not enough", []step{{8 * mb, 20 * mb, false}, {mb, 19 * mb, false}, {8 * mb, 11 * mb, false}, {mb, 10 * mb, false}}},
		{"tail of a batch", []step{{8 * mb, 20 * mb, false}, {8 * mb, 4 * mb, false}, {mb, 2 * mb, false}, {mb, mb, false}}},
		{"stall", []step{{8 * mb, 20 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, true}}},
		{"asks again only after the gap", []step{
			{8 * mb, 20 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, true}, // ask 1 at tick 3
			{0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, true}, // tick 7
			{0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, true}, // tick 11
			{0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, false}, {0, 12 * mb, false}, // at most endgameMaxAsks
		}},
		{"nothing missing", []step{{8 * mb, 8 * mb, false}, {0, 0, false}, {0, 0, false}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e endgame
			for i, s := range tc.steps {
				e.arrived(s.arrived)
				if got := e.tick(s.missing); got != s.ask {
					t.Fatalf("tick %d: ask %v, want %v (state %+v)", i+1, got, s.ask, e)
				}
			}
		})
	}
}

// TestEndgameUnequalProviders: one provider capped far below the other
// two must not hold the fetch back for its share of the wants.
func TestEndgameUnequalProviders(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// Caps low enough that they set the pace, not the machine: the fetch
	// needs about 2 MiB/s of CPU, which a machine loaded by other work
	// under the race detector still gives it.
	const size, fast, slow = 8 << 20, 2 << 20, 256 << 10
	data, hash := synthetic(t, size, 12)
	var provs []*testNode
	var info Info
	for _, r := range []int64{fast, fast, slow} {
		p := newTestNode(t, []ServiceOption{WithServeRate(r)})
		var err error
		if info, err = p.st.Import(ctx, bytes.NewReader(data), 0, "ckpt"); err != nil {
			t.Fatal(err)
		}
		provs = append(provs, p)
	}
	c := newTestNode(t, nil)
	patientSpread(c)
	res, err := c.svc.Fetch(ctx, info.CID, WithPeers(provs[0].p.AddrInfo(), provs[1].p.AddrInfo(), provs[2].p.AddrInfo()), WithoutProvide())
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := c.st.ExportChecked(ctx, info.CID, &bytes.Buffer{})
	if err != nil || h != hash {
		t.Fatalf("state hash %s, %v; want %s", h, err, hash)
	}
	fromSlow := res.ByPeer[provs[2].p.Host().ID().String()]
	t.Logf("%v; bytes by peer %v", res.Duration, res.ByPeer)
	// Without the endgame the slow provider serves about a third of the
	// leaves at its cap: over 10 s here.
	if limit := time.Duration(float64(size) / 4 / slow * float64(time.Second)); res.Duration > limit {
		t.Errorf("fetch took %v, more than the %v the slow provider needs for a quarter of it", res.Duration, limit)
	}
	if n := counterValue(t, c.svc.m.reasks); n < 1 || int(n) != res.Reasks {
		t.Errorf("synod_checkpoint_fetch_reasks_total %v, result's reasks %d, want the same, at least 1", n, res.Reasks)
	}
	js, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Reasks int               `json:"reasks"`
		ByPeer map[string]uint64 `json:"bytes_by_peer"`
	}
	if err := json.Unmarshal(js, &back); err != nil || back.Reasks != res.Reasks || len(back.ByPeer) != len(res.ByPeer) || len(back.ByPeer) == 0 {
		t.Errorf("JSON %s, %v: reasks and bytes by peer not carried", js, err)
	}
	if fromSlow > size/6 {
		t.Errorf("the slow provider served %d of %d bytes", fromSlow, size)
	}
}
