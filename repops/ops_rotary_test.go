package repops

import (
	"math"
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
