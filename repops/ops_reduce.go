package repops

import (
	"fmt"
	"math"
)

func f32bits(f float32) uint32 { return math.Float32bits(f) }

// axisSplit returns (outer, n, inner) for reducing shape along axis.
func axisSplit(shape []int, axis int) (int, int, int) {
	if axis < 0 || axis >= len(shape) {
		panic(fmt.Sprintf("repops: axis %d out of range for shape %v", axis, shape))
	}
	outer, inner := 1, 1
	for i := 0; i < axis; i++ {
		outer *= shape[i]
	}
	for i := axis + 1; i < len(shape); i++ {
		inner *= shape[i]
	}
	return outer, shape[axis], inner
}

// SumAxis returns the sum of x along axis (that dimension removed):
// out[o,i] = s_n with s_0 = +0, s_{a+1} = s_a + x[o,a,i], a in increasing
// order, float32.
func SumAxis(x *Tensor, axis int) *Tensor {
	outer, n, inner := axisSplit(x.Shape, axis)
	shape := append(append([]int{}, x.Shape[:axis]...), x.Shape[axis+1:]...)
	out := Zeros(shape...)
	parallelFor(outer*inner, n, func(lo, hi int) {
		for t := lo; t < hi; t++ {
			o, i := t/inner, t%inner
			var s float32
			for a := 0; a < n; a++ {
				s = s + x.Data[(o*n+a)*inner+i]
			}
			out.Data[t] = s
		}
	})
	return out
}

// broadcastAxis is SumAxis's adjoint: out[o,a,i] = g[o,i] * scale.
func broadcastAxis(g *Tensor, shape []int, axis int, scale float32) *Tensor {
	outer, n, inner := axisSplit(shape, axis)
	out := Zeros(shape...)
	parallelFor(outer, n*inner, func(lo, hi int) {
		for o := lo; o < hi; o++ {
			for a := 0; a < n; a++ {
				for i := 0; i < inner; i++ {
					out.Data[(o*n+a)*inner+i] = g.Data[o*inner+i] * scale
				}
			}
		}
	})
	return out
}

// SumAxis records the sum along axis (see the package function). Backward:
// the gradient is broadcast back along the axis.
func (tp *Tape) SumAxis(x *Var, axis int) *Var {
	out := SumAxis(x.Value, axis)
	tp.trace("sum", func() string { return fmt.Sprintf("axis=%d", axis) }, out, x.Value)
	return tp.push("sum", out, func(g *Tensor) {
		accum(x, broadcastAxis(g, x.Value.Shape, axis, 1))
	}, x)
}

// MeanAxis records the mean along axis: the canonical sum divided by
// float32(n) (a division, not a multiplication by 1/n). Backward: g / n
// (a division) broadcast along the axis.
func (tp *Tape) MeanAxis(x *Var, axis int) *Var {
	out := SumAxis(x.Value, axis)
	n := float32(x.Value.Shape[axis])
	for i := range out.Data {
		out.Data[i] = out.Data[i] / n
	}
	tp.trace("mean", func() string { return fmt.Sprintf("axis=%d", axis) }, out, x.Value)
	return tp.push("mean", out, func(g *Tensor) {
		d := mapUnary(g, 1, func(v float32) float32 { return v / n })
		accum(x, broadcastAxis(d, x.Value.Shape, axis, 1))
	}, x)
}

// SumAll returns the sum of all elements in index order as a scalar.
func SumAll(x *Tensor) *Tensor {
	var s float32
	for _, v := range x.Data {
		s = s + v
	}
	return FromData([]float32{s})
}

// Sum records the sum of all elements (index order) as a scalar.
// Backward: every element receives g.
func (tp *Tape) Sum(x *Var) *Var {
	out := SumAll(x.Value)
	tp.trace("sum_all", nil, out, x.Value)
	return tp.push("sum_all", out, func(g *Tensor) {
		d := Zeros(x.Value.Shape...)
		for i := range d.Data {
			d.Data[i] = g.Data[0]
		}
		accum(x, d)
	}, x)
}
