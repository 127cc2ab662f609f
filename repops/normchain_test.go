package repops

import (
	"math/rand/v2"
	"testing"
)

// TestNormChain checks the chained gradient norm (WithNormChain): over
// more than NormInputs gradients it is grad_sumsq entries of at most
// NormInputs inputs and a last grad_norm (from=1), each of which replays
// to its recorded output and reduces to scalar steps ending in it, and
// the norm and the clipped gradients are the bits of the one-entry norm.
func TestNormChain(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 17))
	for _, n := range []int{1, 4, 5, 7, 8, 11, 17} {
		mk := func() []*Var {
			r := rand.New(rand.NewPCG(uint64(n), 1))
			ps := make([]*Var, n)
			for i := range ps {
				ps[i] = NewParam(Zeros(1+r.IntN(3), 1+r.IntN(5)))
				ps[i].Grad = scalarInput(r, false, ps[i].Value.Shape...)
			}
			return ps
		}
		one, chained := mk(), mk()
		tr1, trc := NewTracer(WithCapture()), NewTracer(WithCapture(), WithNormChain())
		n1 := ClipGradNormTraced(one, 0.5, tr1)
		nc := ClipGradNormTraced(chained, 0.5, trc)
		if canonBits(n1) != canonBits(nc) {
			t.Fatalf("%d gradients: norm %v chained, %v in one entry", n, nc, n1)
		}
		for i := range one {
			if one[i].Grad.Hash() != chained[i].Grad.Hash() {
				t.Fatalf("%d gradients: clipped gradient %d differs", n, i)
			}
		}
		var norms, sums int
		for _, e := range trc.Entries() {
			switch e.Op {
			case "grad_norm":
				norms++
			case "grad_sumsq":
				sums++
			default:
				continue
			}
			if len(e.Inputs) > NormInputs {
				t.Fatalf("%d gradients: %s reads %d inputs", n, e.Op, len(e.Inputs))
			}
			ts, is, err := trc.Inputs(e)
			if err != nil {
				t.Fatal(err)
			}
			outs, err := ReplayEntry(DefaultOpSet, e, ts, is)
			if err != nil || OutputHash(outs) != e.Output {
				t.Fatalf("%d gradients: %s %s does not replay to its output: %v", n, e.Op, e.Attrs, err)
			}
			shapes := make([][]int, len(ts))
			for i, x := range ts {
				shapes[i] = x.Shape
			}
			so, err := ScalarOf(1+rng.IntN(2), e.Op, e.Attrs, shapes)
			if err != nil {
				t.Fatal(err)
			}
			ev, _ := so.Element(0)
			if v := ev.Values(ts); canonBits(v[ev.Len][0]) != canonBits(outs[0].Data[0]) {
				t.Fatalf("%d gradients: %s's scalar evaluation ends in %v, the entry %v", n, e.Op, v[ev.Len][0], outs[0].Data[0])
			}
		}
		wantSums := 0
		if n > NormInputs {
			wantSums = 1 + (n-NormInputs-1)/(NormInputs-1)
		}
		if norms != 1 || sums != wantSums {
			t.Fatalf("%d gradients: %d grad_norm and %d grad_sumsq entries, want 1 and %d", n, norms, sums, wantSums)
		}
		if e := tr1.Entries()[0]; e.Op != "grad_norm" || e.Attrs != "" || len(e.Inputs) != n {
			t.Fatalf("%d gradients without the chain: first entry %s [%s] of %d inputs", n, e.Op, e.Attrs, len(e.Inputs))
		}
	}
}
