package repops

import (
	"math"
	"testing"
)

// ulpDiff returns the distance in float32 ulps between got and the float64
// reference want rounded to float32.
func ulpDiff(got float32, want float64) int64 {
	w := float32(want)
	if got == w || (got != got && w != w) {
		return 0
	}
	a, b := int64(math.Float32bits(got)), int64(math.Float32bits(w))
	if (a < 0) != (b < 0) {
		return 1 << 40
	}
	if a > b {
		return a - b
	}
	return b - a
}

func TestElementaryAccuracy(t *testing.T) {
	s := NewPhilox(1, 0)
	fns := []struct {
		name string
		f    func(float32) float32
		ref  func(float64) float64
		lo   float32
		hi   float32
	}{
		{"exp", Exp, math.Exp, -103, 88},
		{"log", Log, math.Log, 1e-38, 3e38},
		{"tanh", Tanh, math.Tanh, -12, 12},
		{"sin", Sin, math.Sin, -1000, 1000},
		{"cos", Cos, math.Cos, -1000, 1000},
		{"rsqrt", Rsqrt, func(x float64) float64 { return 1 / math.Sqrt(x) }, 1e-30, 1e30},
		{"sigmoid", Sigmoid, func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }, -90, 30},
	}
	for _, fn := range fns {
		worst := int64(0)
		for i := 0; i < 20000; i++ {
			u := s.Float32()
			var x float32
			if fn.name == "log" || fn.name == "rsqrt" {
				x = float32(math.Exp(math.Log(float64(fn.lo)) + float64(u)*(math.Log(float64(fn.hi))-math.Log(float64(fn.lo)))))
			} else {
				x = fn.lo + u*(fn.hi-fn.lo)
			}
			if i < 100 {
				x *= float32(math.Pow(10, -float64(i%8))) // small arguments too
			}
			d := ulpDiff(fn.f(x), fn.ref(float64(x)))
			if fn.name == "log" && d > 0 {
				// absolute error matters near 1 where log is tiny
				if math.Abs(float64(fn.f(x))-fn.ref(float64(x))) < 1e-7*math.Abs(fn.ref(float64(x)))+1e-12 {
					d = 0
				}
			}
			if d > worst {
				worst = d
				if d > 1 {
					t.Errorf("%s(%g) = %g, want %g (%d ulp)", fn.name, x, fn.f(x), fn.ref(float64(x)), d)
				}
			}
		}
	}
	specials := []struct {
		got, want float32
	}{
		{Exp(0), 1}, {Exp(-200), 0}, {Exp(100), float32(math.Inf(1))}, {Log(1), 0},
		{Log(0), float32(math.Inf(-1))}, {Tanh(0), 0}, {Tanh(20), 1}, {Tanh(-20), -1}, {Sin(0), 0}, {Cos(0), 1},
	}
	for i, sp := range specials {
		if sp.got != sp.want {
			t.Errorf("special %d: got %g want %g", i, sp.got, sp.want)
		}
	}
	if v := Log(-1); v == v {
		t.Error("Log(-1) should be NaN")
	}
	if v := Exp(-100); v == 0 || v > 1e-43 {
		t.Errorf("Exp(-100) = %g, want subnormal", v)
	}
}
