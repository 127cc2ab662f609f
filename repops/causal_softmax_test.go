package repops

import (
	"math"
	"math/rand/v2"
	"testing"
)

// specialF32 draws a float32 that is often a special value: signed
// zeros, infinities, NaN, subnormals, huge and tiny magnitudes.
func specialF32(rng *rand.Rand) float32 {
	switch rng.IntN(16) {
	case 0:
		return 0
	case 1:
		return float32(math.Copysign(0, -1))
	case 2:
		return float32(math.Inf(1))
	case 3:
		return float32(math.Inf(-1))
	case 4:
		return float32(math.NaN())
	case 5:
		return float32(rng.NormFloat64()) * 1e-40
	case 6:
		return float32(rng.NormFloat64()) * 1e30
	}
	return float32(rng.NormFloat64() * 4)
}

// TestCausalSoftmaxBits checks the attention's four-rows-at-a-time
// softmax and its backward row sums against the row-by-row evaluation,
// bit for bit (NaNs of any payload equal: no result depends on it), on
// plain and special inputs.
func TestCausalSoftmaxBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	scale := Rsqrt(16)
	for _, T := range []int{1, 2, 3, 4, 5, 7, 8, 13, 64, 192} {
		for _, special := range []bool{false, true} {
			draw := func() float32 {
				if special && rng.IntN(8) == 0 {
					return specialF32(rng)
				}
				return float32(rng.NormFloat64() * 3)
			}
			sc := make([]float32, T*T)
			dp := make([]float32, T*T)
			for i := range sc {
				sc[i], dp[i] = draw(), draw()
			}
			orig := append([]float32{}, sc...)
			want := make([]float32, T*T)
			for i := 0; i < T; i++ {
				row := append([]float32{}, sc[i*T:i*T+i+1]...)
				for j := range row {
					row[j] = float32(row[j] * scale)
				}
				softmaxRow(row, want[i*T:i*T+i+1])
			}
			got := make([]float32, T*T)
			for i := range got {
				got[i] = float32(math.NaN()) // causalSoftmax writes every element
			}
			causalSoftmax(got, sc, T, scale)
			for i := range got {
				if canonicalBits(got[i]) != canonicalBits(want[i]) {
					t.Fatalf("T %d special %v: p[%d] = %x, want %x", T, special, i, math.Float32bits(got[i]), math.Float32bits(want[i]))
				}
				if math.Float32bits(sc[i]) != math.Float32bits(orig[i]) {
					t.Fatalf("T %d: scores changed", T)
				}
			}
			p := want
			if special {
				p = sc // arbitrary values, specials included
			}
			wantDS := make([]float32, T*T)
			for i := 0; i < T; i++ {
				var cs float32
				for j := 0; j <= i; j++ {
					cs = cs + float32(p[i*T+j]*dp[i*T+j])
				}
				for j := 0; j <= i; j++ {
					wantDS[i*T+j] = float32(float32(p[i*T+j]*(dp[i*T+j]-cs)) * scale)
				}
			}
			gotDS := make([]float32, T*T)
			causalSoftmaxGrad(gotDS, p, dp, T, scale)
			for i := range gotDS {
				if canonicalBits(gotDS[i]) != canonicalBits(wantDS[i]) {
					t.Fatalf("T %d special %v: ds[%d] = %x, want %x", T, special, i, math.Float32bits(gotDS[i]), math.Float32bits(wantDS[i]))
				}
			}
		}
	}
}

// TestGELUSpecialBits checks the GELU op, whose vector Tanh path is taken
// when its NaN check (folded into the argument pass) finds none, against
// GELUValue element by element, with and without NaNs and other special
// values among the inputs.
func TestGELUSpecialBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1, 7, 8, 9, 100, 4099} {
		for _, special := range []bool{false, true} {
			x := Zeros(n)
			for i := range x.Data {
				x.Data[i] = float32(rng.NormFloat64() * 3)
				if special && rng.IntN(8) == 0 {
					x.Data[i] = specialF32(rng)
				}
			}
			y := NewTape().GELU(NewConst(x))
			for i, v := range x.Data {
				if canonicalBits(y.Value.Data[i]) != canonicalBits(GELUValue(v)) {
					t.Fatalf("n %d special %v: GELU(%x) = %x, want %x", n, special, math.Float32bits(v), math.Float32bits(y.Value.Data[i]), math.Float32bits(GELUValue(v)))
				}
			}
		}
	}
}

// TestRowOpsBits checks mulScalar, subRange and divScalar (AVX2 where
// the CPU has it) against the scalar operations on arbitrary bit
// patterns, lengths that are and are not multiples of 8, and subRange's
// range answer against the scalar test (NaNs of any payload equal).
func TestRowOpsBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	lim := [2]float32{-104, 88.8}
	for _, n := range []int{1, 7, 8, 9, 16, 31, 64, 193} {
		for trial := 0; trial < 200; trial++ {
			src := make([]float32, n)
			for i := range src {
				switch {
				case trial%3 == 0:
					src[i] = math.Float32frombits(rng.Uint32())
				case trial%3 == 1:
					src[i] = specialF32(rng)
				default:
					src[i] = float32(rng.NormFloat64() * 30)
				}
			}
			s := specialF32(rng)
			if trial%2 == 0 {
				s = float32(rng.NormFloat64())
			}
			got := make([]float32, n)
			mulScalar(got, src, s)
			for i, v := range src {
				if canonicalBits(got[i]) != canonicalBits(float32(v*s)) {
					t.Fatalf("mulScalar n %d: %x * %x = %x", n, math.Float32bits(v), math.Float32bits(s), math.Float32bits(got[i]))
				}
			}
			divScalar(got, src, s)
			for i, v := range src {
				if canonicalBits(got[i]) != canonicalBits(v/s) {
					t.Fatalf("divScalar n %d: %x / %x = %x", n, math.Float32bits(v), math.Float32bits(s), math.Float32bits(got[i]))
				}
			}
			in := subRange(got, src, s, &lim)
			wantIn := true
			for i, v := range src {
				d := v - s
				if !(d >= -104 && d <= 88.8) {
					wantIn = false
				}
				if canonicalBits(got[i]) != canonicalBits(d) {
					t.Fatalf("subRange n %d: %x - %x = %x", n, math.Float32bits(v), math.Float32bits(s), math.Float32bits(got[i]))
				}
			}
			if in != wantIn {
				t.Fatalf("subRange n %d: in range %v, want %v", n, in, wantIn)
			}
			// In place, as the softmax uses them.
			cp := append([]float32{}, src...)
			mulScalar(cp, cp, s)
			for i, v := range src {
				if canonicalBits(cp[i]) != canonicalBits(float32(v*s)) {
					t.Fatalf("mulScalar in place n %d", n)
				}
			}
		}
	}
}

// TestGELUGradBits checks geluGradRun (AVX2 where the CPU has it)
// against g * geluGrad element by element, on ordinary values, special
// values and arbitrary bit patterns, lengths not multiples of 8 included.
func TestGELUGradBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for _, n := range []int{1, 7, 8, 9, 31, 64, 1001} {
		for trial := 0; trial < 50; trial++ {
			g, x, th := make([]float32, n), make([]float32, n), make([]float32, n)
			for i := range x {
				switch trial % 3 {
				case 0:
					g[i], x[i], th[i] = math.Float32frombits(rng.Uint32()), math.Float32frombits(rng.Uint32()), math.Float32frombits(rng.Uint32())
				case 1:
					g[i], x[i], th[i] = specialF32(rng), specialF32(rng), specialF32(rng)
				default:
					x[i] = float32(rng.NormFloat64() * 3)
					g[i], th[i] = float32(rng.NormFloat64()), Tanh(geluArg(x[i]))
				}
			}
			got := make([]float32, n)
			geluGradRun(got, g, x, th)
			for i := range x {
				if want := g[i] * geluGrad(x[i], th[i]); canonicalBits(got[i]) != canonicalBits(want) {
					t.Fatalf("n %d: g %x x %x t %x: %x, want %x", n, math.Float32bits(g[i]), math.Float32bits(x[i]), math.Float32bits(th[i]), math.Float32bits(got[i]), math.Float32bits(want))
				}
			}
		}
	}
}

// TestGELUForwardRowsBits checks geluArgRun (with its NaN answer),
// geluOutRun and softmaxGradRun (AVX2 where the CPU has it) against the
// scalar expressions on ordinary values, special values and arbitrary
// bit patterns, lengths not multiples of 8 included.
func TestGELUForwardRowsBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for _, n := range []int{1, 7, 8, 9, 31, 64, 1001} {
		for trial := 0; trial < 60; trial++ {
			a, b, c := make([]float32, n), make([]float32, n), make([]float32, n)
			for _, s := range [][]float32{a, b, c} {
				for i := range s {
					switch trial % 3 {
					case 0:
						s[i] = math.Float32frombits(rng.Uint32())
					case 1:
						s[i] = specialF32(rng)
					default:
						s[i] = float32(rng.NormFloat64() * 3)
					}
				}
			}
			got := make([]float32, n)
			nan := geluArgRun(got, a)
			wantNaN := false
			for i, v := range a {
				u := geluArg(v)
				wantNaN = wantNaN || u != u
				if canonicalBits(got[i]) != canonicalBits(u) {
					t.Fatalf("geluArgRun n %d: x %x: %x, want %x", n, math.Float32bits(v), math.Float32bits(got[i]), math.Float32bits(u))
				}
			}
			if nan != wantNaN {
				t.Fatalf("geluArgRun n %d: NaN %v, want %v", n, nan, wantNaN)
			}
			geluOutRun(got, a, b)
			for i, v := range a {
				if want := float32(float32(0.5*v) * float32(1+b[i])); canonicalBits(got[i]) != canonicalBits(want) {
					t.Fatalf("geluOutRun n %d: %x, want %x", n, math.Float32bits(got[i]), math.Float32bits(want))
				}
			}
			cs, scale := specialF32(rng), Rsqrt(16)
			if trial%2 == 0 {
				cs = float32(rng.NormFloat64())
			}
			softmaxGradRun(got, a, b, cs, scale)
			for j := range a {
				if want := float32(float32(a[j]*(b[j]-cs)) * scale); canonicalBits(got[j]) != canonicalBits(want) {
					t.Fatalf("softmaxGradRun n %d: %x, want %x", n, math.Float32bits(got[j]), math.Float32bits(want))
				}
			}
		}
	}
}

// TestAddRunBits checks addRun (AVX2 where the CPU has it) against the
// scalar sum on arbitrary bit patterns and special values, in place too.
func TestAddRunBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	for _, n := range []int{1, 7, 8, 9, 31, 64, 1001} {
		for trial := 0; trial < 60; trial++ {
			a, b := make([]float32, n), make([]float32, n)
			for i := range a {
				if trial%2 == 0 {
					a[i], b[i] = math.Float32frombits(rng.Uint32()), math.Float32frombits(rng.Uint32())
				} else {
					a[i], b[i] = specialF32(rng), specialF32(rng)
				}
			}
			got := append([]float32{}, a...)
			addRun(got, got, b)
			for i := range a {
				if canonicalBits(got[i]) != canonicalBits(a[i]+b[i]) {
					t.Fatalf("n %d: %x + %x = %x", n, math.Float32bits(a[i]), math.Float32bits(b[i]), math.Float32bits(got[i]))
				}
			}
		}
	}
}
