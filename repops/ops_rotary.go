package repops

import (
	"fmt"
	"math"
)

// DefaultRotaryBase is the usual base of rotary position embeddings.
const DefaultRotaryBase = 10000

// MaxRotaryPosition bounds the positions Rotary accepts: every angle stays
// below 2^20, where the package's sin/cos reduction is fully accurate.
const MaxRotaryPosition = 1 << 20

// RotaryTable returns cos and sin of the rotary angles for one position
// and a head of 2*half columns: for i = 0..half-1, in float64 with every
// operation rounded as written,
//
//	a_i     = float64(2*i) / float64(2*half)
//	f_i     = expCore(-float64(a_i * logCore(float64(base))))   (base^(-a_i))
//	angle_i = float64(float64(pos) * f_i)
//	cos_i, sin_i = the package's sin/cos of angle_i (see Sin, Cos), each
//	               rounded once to float32.
//
// expCore and logCore are the float64 cores of Exp and Log; no math
// library function that differs between platforms is used.
func RotaryTable(pos, half int, base float32) (cos, sin []float32) {
	cos, sin = make([]float32, half), make([]float32, half)
	rotaryRow(cos, sin, pos, base)
	return cos, sin
}

func rotaryRow(cos, sin []float32, pos int, base float32) {
	half := len(cos)
	lb := logCore(float64(base))
	for i := 0; i < half; i++ {
		a := float64(2*i) / float64(2*half)
		f := expCore(-float64(a * lb))
		s, c := sinCosCore(float64(float64(pos) * f))
		cos[i], sin[i] = float32(c), float32(s)
	}
}

// checkRotary validates Rotary's arguments.
func checkRotary(x *Tensor, positions []int, heads int, base float32) {
	d := x.Cols()
	if len(x.Shape) != 2 || heads <= 0 || d%heads != 0 || (d/heads)%2 != 0 {
		panic(fmt.Sprintf("repops: rotary over x%v with %d heads needs a 2-D input whose head width is even", x.Shape, heads))
	}
	if len(positions) != x.Rows() {
		panic(fmt.Sprintf("repops: rotary over %d rows got %d positions", x.Rows(), len(positions)))
	}
	if !(base > 1) || math.IsInf(float64(base), 1) {
		panic(fmt.Sprintf("repops: rotary base %g must be finite and above 1", base))
	}
	for r, p := range positions {
		if p < 0 || p >= MaxRotaryPosition {
			panic(fmt.Sprintf("repops: rotary position %d at row %d outside 0..%d", p, r, MaxRotaryPosition-1))
		}
	}
}

// Rotary records rotary position embeddings over x of shape [N, D] (for
// example the queries or keys of attention), D = heads * hd with hd even,
// row r at position positions[r]. Within each head the column pairs
// (i, i + hd/2), i = 0..hd/2-1, are rotated by angle_i of the row's
// position (see RotaryTable), each product rounded to float32 first:
//
//	y_i        = float32(x_i*cos_i) - float32(x_{i+hd/2}*sin_i)
//	y_{i+hd/2} = float32(x_i*sin_i) + float32(x_{i+hd/2}*cos_i)
//
// Backward (the inverse rotation applied to g):
//
//	dx_i        = float32(g_i*cos_i) + float32(g_{i+hd/2}*sin_i)
//	dx_{i+hd/2} = float32(g_{i+hd/2}*cos_i) - float32(g_i*sin_i)
//
// Rows are independent, so a row's result depends only on its values and
// its position (the key/value-cached decoder relies on this).
func (tp *Tape) Rotary(x *Var, positions []int, heads int, base float32) *Var {
	checkRotary(x.Value, positions, heads, base)
	n, d := x.Value.Rows(), x.Value.Cols()
	hd := d / heads
	half := hd / 2
	// One table row per distinct position, in order of first use.
	row := make([]int, n)
	index := make(map[int]int)
	for r, p := range positions {
		k, ok := index[p]
		if !ok {
			k = len(index)
			index[p] = k
		}
		row[r] = k
	}
	cos, sin := make([]float32, len(index)*half), make([]float32, len(index)*half)
	for p, k := range index {
		rotaryRow(cos[k*half:(k+1)*half], sin[k*half:(k+1)*half], p, base)
	}
	// rotate applies the rotation (sign 1) or its inverse (sign -1) to src.
	rotate := func(src, dst []float32, sign float32) {
		parallelFor(n, 4*d, func(lo, hi int) {
			for r := lo; r < hi; r++ {
				c, s := cos[row[r]*half:(row[r]+1)*half], sin[row[r]*half:(row[r]+1)*half]
				for h := 0; h < heads; h++ {
					a := src[r*d+h*hd : r*d+h*hd+half]
					b := src[r*d+h*hd+half : r*d+(h+1)*hd]
					ya := dst[r*d+h*hd : r*d+h*hd+half]
					yb := dst[r*d+h*hd+half : r*d+(h+1)*hd]
					for i := range a {
						si := sign * s[i]
						ya[i] = float32(a[i]*c[i]) - float32(b[i]*si)
						yb[i] = float32(a[i]*si) + float32(b[i]*c[i])
					}
				}
			}
		})
	}
	out := scratchTensor(n, d) // every element written (hd is even)
	rotate(x.Value.Data, out.Data, 1)
	if tp.tracer != nil {
		attrs := fmt.Sprintf("heads=%d,base=%08x", heads, f32bits(base))
		if tp.tracer.rotaryLog {
			attrs += fmt.Sprintf(",lb=%016x", math.Float64bits(logCore(float64(base))))
		}
		tp.tracer.addOp("rotary", attrs, out, []*Tensor{x.Value}, tp.tracer.intsHash(positions))
	}
	return tp.push("rotary", out, func(g *Tensor) {
		dx := scratchTensor(n, d) // every element written (hd is even)
		rotate(g.Data, dx.Data, -1)
		accum(x, dx)
	}, x)
}
