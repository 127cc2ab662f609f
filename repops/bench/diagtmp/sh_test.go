package diagtmp

import (
	"testing"
	"time"

	"github.com/synod-net/synod/internal/cputime"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/bench"
	"github.com/synod-net/synod/repops/models"
)

func TestStateHashReuse(t *testing.T) {
	cfg := bench.BenchConfig(256, 4, 64, false)
	m, _ := models.NewTransformer(cfg)
	data := repops.NewPhilox(77, 0)
	var b models.Batch
	for i := 0; i < 8; i++ {
		seq := make([]int, 65)
		for j := range seq {
			seq[j] = data.Intn(64)
		}
		b.Tokens = append(b.Tokens, seq[:64])
		b.Targets = append(b.Targets, seq[1:])
	}
	for i := 0; i < 3; i++ {
		tr := &repops.Tracer{}
		m.TrainStep(b, tr)
		tr.Entries()
		c, _ := m.Checkpoint()
		n := 0
		for _, x := range c.Tensors {
			if x.Hash != nil {
				n++
			}
		}
		t0, w0 := cputime.Process(), time.Now()
		m.StateHash()
		t.Logf("known %d of %d; state hash %v CPU %v wall", n, len(c.Tensors), cputime.Process()-t0, time.Since(w0))
	}
}
