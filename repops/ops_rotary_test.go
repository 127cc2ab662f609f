package repops

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRotaryTable compares the canonical angles' cos and sin with the
// math package (in this test only) and checks the rotation preserves each
// pair's length.
func TestRotaryTable(t *testing.T) {
	const half = 16
	for _, pos := range []int{0, 1, 5, 63, 1000, 65535, MaxRotaryPosition - 1} {
		cos, sin := RotaryTable(pos, half, DefaultRotaryBase)
		for i := 0; i < half; i++ {
			angle := float64(pos) * math.Pow(DefaultRotaryBase, -float64(2*i)/float64(2*half))
			// The angle itself carries a relative error of about 1e-16, so
			// large angles lose absolute accuracy in proportion.
			tol := 2e-7 + 1e-15*angle
			if d := math.Abs(float64(cos[i]) - math.Cos(angle)); d > tol {
				t.Errorf("pos %d i %d: cos %g, math %g", pos, i, cos[i], math.Cos(angle))
			}
			if d := math.Abs(float64(sin[i]) - math.Sin(angle)); d > tol {
				t.Errorf("pos %d i %d: sin %g, math %g", pos, i, sin[i], math.Sin(angle))
			}
		}
		if cos[0] != Cos(float32(pos)) && pos < 1<<24 && float64(float32(pos)) == float64(pos) {
			t.Errorf("pos %d: cos of the first pair %g differs from Cos(pos) %g", pos, cos[0], Cos(float32(pos)))
		}
	}
}

// TestRotaryRowsIndependent checks that a row's result depends only on
// its values and position: rotating rows one at a time gives the bits of
// the batched call, and position 0 is the identity.
func TestRotaryRowsIndependent(t *testing.T) {
	p := NewPhilox(12, 0)
	x := randTensor(p, 6, 12)
	pos := []int{3, 0, 9, 3, 1, 40}
	all := NewTape().Rotary(NewConst(x), pos, 3, 500).Value
	for r := range pos {
		row := FromData(x.Data[r*12:(r+1)*12], 1, 12)
		one := NewTape().Rotary(NewConst(row), pos[r:r+1], 3, 500).Value
		sameBits(t, "row", one, FromData(all.Data[r*12:(r+1)*12], 1, 12))
		if pos[r] == 0 {
			sameBits(t, "identity at 0", one, row)
		}
	}
}

func TestRotaryRejectsBadInput(t *testing.T) {
	p := NewPhilox(13, 0)
	for name, f := range map[string]func(){
		"odd head width":   func() { NewTape().Rotary(NewConst(randTensor(p, 2, 6)), []int{0, 1}, 2, 100) },
		"position count":   func() { NewTape().Rotary(NewConst(randTensor(p, 2, 8)), []int{0}, 2, 100) },
		"negative":         func() { NewTape().Rotary(NewConst(randTensor(p, 1, 8)), []int{-1}, 2, 100) },
		"base not above 1": func() { NewTape().Rotary(NewConst(randTensor(p, 1, 8)), []int{1}, 2, 1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

// TestRotaryLog checks WithRotaryLog: a traced rotary and its gradient
// record lb = ln(base) and compute the same bits as without it; each entry
// replays to its output, refuses any other lb, and reduces to scalar
// steps ending in its output's bits; without lb the entries do not reduce.
func TestRotaryLog(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 21))
	for _, base := range []float32{10000, 1.5, math.MaxFloat32} {
		run := func(opts ...TracerOption) (*Tracer, *Var) {
			r := rand.New(rand.NewPCG(1, 2))
			tr := NewTracer(append(opts, WithCapture())...)
			tp := NewTape(WithTracer(tr))
			x := NewParam(scalarInput(r, false, 3, 8))
			y := tp.Rotary(x, []int{0, 7, MaxRotaryPosition - 1}, 2, base)
			tp.Backward(tp.Sum(tp.Mul(y, NewConst(scalarInput(r, false, 3, 8)))))
			return tr, x
		}
		plain, xp := run()
		logged, xl := run(WithRotaryLog())
		if xp.Grad.Hash() != xl.Grad.Hash() {
			t.Fatalf("base %g: the gradient differs with WithRotaryLog", base)
		}
		var seen int
		for i, e := range logged.Entries() {
			if e.Op != "rotary" && e.Op != "rotary.grad" {
				continue
			}
			seen++
			if pe := plain.Entries()[i]; pe.Output != e.Output || strings.Contains(pe.Attrs, "lb=") {
				t.Fatalf("base %g: %s: output or attributes %q differ without the log", base, e.Op, pe.Attrs)
			}
			lb := fmt.Sprintf("lb=%016x", math.Float64bits(logCore(float64(base))))
			if !strings.Contains(e.Attrs, lb) {
				t.Fatalf("base %g: %s attributes %q, want %s", base, e.Op, e.Attrs, lb)
			}
			ts, is, err := logged.Inputs(e)
			if err != nil {
				t.Fatal(err)
			}
			outs, err := ReplayEntry(DefaultOpSet, e, ts, is)
			if err != nil || OutputHash(outs) != e.Output {
				t.Fatalf("base %g: %s does not replay to its output: %v", base, e.Op, err)
			}
			bad := e
			bad.Attrs = strings.Replace(e.Attrs, lb, fmt.Sprintf("lb=%016x", math.Float64bits(logCore(float64(base)))+1), 1)
			if _, err := ReplayEntry(DefaultOpSet, bad, ts, is); !errors.Is(err, ErrReplay) {
				t.Fatalf("base %g: %s with lb one ulp off replays: %v", base, e.Op, err)
			}
			so, ins, err := logged.EntryScalar(1+rng.IntN(2), e)
			if err != nil {
				t.Fatal(err)
			}
			for el := range outs[0].Data {
				ev, _ := so.Element(el)
				if v := ev.Values(ins); canonBits(v[ev.Len][0]) != canonBits(outs[0].Data[el]) {
					t.Fatalf("base %g: %s element %d: scalar evaluation %08x, the op %08x", base, e.Op, el, canonBits(v[ev.Len][0]), canonBits(outs[0].Data[el]))
				}
			}
			if _, _, err := plain.EntryScalar(DefaultOpSet, plain.Entries()[i]); !errors.Is(err, ErrNotScalar) {
				t.Fatalf("base %g: %s without lb reduces: %v", base, e.Op, err)
			}
		}
		if seen != 2 {
			t.Fatalf("base %g: %d rotary entries traced, want the op and its gradient", base, seen)
		}
	}
}
