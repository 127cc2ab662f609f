package diagtmp

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/cputime"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/bench"
	"github.com/synod-net/synod/repops/models"
)

func TestDiag(t *testing.T) {
	cfg := bench.BenchConfig(256, 4, 64, false)
	m, _ := models.NewTransformer(cfg)
	data := repops.NewPhilox(77, 0)
	mk := func() models.Batch {
		var b models.Batch
		for i := 0; i < 8; i++ {
			seq := make([]int, 65)
			for j := range seq {
				seq[j] = data.Intn(64)
			}
			b.Tokens = append(b.Tokens, seq[:64])
			b.Targets = append(b.Targets, seq[1:])
		}
		return b
	}
	step := func(traced bool) {
		var tr *repops.Tracer
		if traced {
			tr = &repops.Tracer{}
		}
		m.TrainStep(mk(), tr)
		m.StateHash()
		if tr != nil {
			tr.Entries()
		}
	}
	step(true)
	step(false)
	if f := os.Getenv("PROF"); f != "" {
		pf, _ := os.Create(f)
		pprof.StartCPUProfile(pf)
		defer pprof.StopCPUProfile()
	}
	var c [2]time.Duration
	var gcs [2]uint32
	var ms runtime.MemStats
	for i := 0; i < 16; i++ {
		k := i % 2
		runtime.ReadMemStats(&ms)
		g0 := ms.NumGC
		t0 := cputime.Process()
		step(k == 1)
		c[k] += cputime.Process() - t0
		runtime.ReadMemStats(&ms)
		gcs[k] += ms.NumGC - g0
	}
	t.Logf("untraced %.3f s/step (%d GCs), traced %.3f s/step (%d GCs), overhead %.1f%%", c[0].Seconds()/8, gcs[0], c[1].Seconds()/8, gcs[1], 100*(c[1].Seconds()-c[0].Seconds())/c[0].Seconds())
}
