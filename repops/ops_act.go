package repops

const (
	geluC = 0.7978845608028654 // sqrt(2/pi), rounded to float32 on use
	geluA = 0.044715
)

// GELUValue is the tanh-form GELU:
// u = float32(c * float32(x + float32(float32(a*x)*float32(x*x)))),
// y = float32(float32(0.5*x) * float32(1 + Tanh(u))), c = sqrt(2/pi),
// a = 0.044715, each product rounded as written.
func GELUValue(x float32) float32 {
	u := float32(float32(geluC) * float32(x+float32(float32(float32(geluA)*x)*float32(x*x))))
	return float32(float32(0.5*x) * float32(1+Tanh(u)))
}

// geluGrad returns dy/dx = 0.5(1+t) + 0.5 x (1-t^2) c (1 + 3 a x^2),
// t = Tanh(u) as computed by the forward pass, evaluated with every
// product rounded as written.
func geluGrad(x, t float32) float32 {
	du := float32(float32(geluC) * float32(1+float32(float32(3*geluA)*float32(x*x))))
	sech2 := 1 - float32(t*t)
	return float32(0.5*float32(1+t)) + float32(float32(float32(0.5*x)*sech2)*du)
}

// geluArg returns GELUValue's u.
func geluArg(x float32) float32 {
	return float32(float32(geluC) * float32(x+float32(float32(float32(geluA)*x)*float32(x*x))))
}

// GELU records the tanh-form GELU (see GELUValue) elementwise. Backward:
// g * geluGrad(x) elementwise.
func (tp *Tape) GELU(x *Var) *Var {
	out := scratchTensor(x.Value.Shape...) // every element written
	th := scratchTensor(x.Value.Shape...)  // every element written
	parallelFor(len(out.Data), 40, func(lo, hi int) {
		xs, ts := x.Value.Data[lo:hi], th.Data[lo:hi]
		if geluArgRun(ts, xs) {
			tanhSlice(ts, ts)
		} else {
			tanhSliceNoNaN(ts, ts)
		}
		geluOutRun(out.Data[lo:hi], xs, ts)
	})
	tp.trace("gelu", nil, out, x.Value)
	v := tp.push("gelu", out, func(g *Tensor) {
		dx := scratchTensor(x.Value.Shape...) // every element written
		parallelFor(len(dx.Data), 10, func(lo, hi int) {
			geluGradRun(dx.Data[lo:hi], g.Data[lo:hi], x.Value.Data[lo:hi], th.Data[lo:hi])
		})
		accum(x, dx)
	}, x)
	tp.keepScratch(v, th.Data)
	return v
}

// SiLU records y = x * Sigmoid(x). Backward: g * (s + x s (1-s)) with
// s = Sigmoid(x): float32(g * (s + float32(float32(x*s)*(1-s)))).
func (tp *Tape) SiLU(x *Var) *Var {
	out := mapUnary(x.Value, 30, func(v float32) float32 { return v * Sigmoid(v) })
	tp.trace("silu", nil, out, x.Value)
	return tp.push("silu", out, func(g *Tensor) {
		accum(x, mapBinary(g, x.Value, func(gv, xv float32) float32 {
			s := Sigmoid(xv)
			return gv * (s + float32(float32(xv*s)*(1-s)))
		}))
	}, x)
}

// Tanh records y = Tanh(x). Backward: g * (1 - float32(y*y)).
func (tp *Tape) Tanh(x *Var) *Var {
	out := mapUnary(x.Value, 30, Tanh)
	tp.trace("tanh", nil, out, x.Value)
	return tp.push("tanh", out, func(g *Tensor) {
		accum(x, mapBinary(g, out, func(gv, yv float32) float32 { return gv * (1 - float32(yv*yv)) }))
	}, x)
}

// ReLU records y = x for x > 0, else +0. Backward: g where x > 0, else 0.
func (tp *Tape) ReLU(x *Var) *Var {
	out := mapUnary(x.Value, 1, func(v float32) float32 {
		if v > 0 {
			return v
		}
		return 0
	})
	tp.trace("relu", nil, out, x.Value)
	return tp.push("relu", out, func(g *Tensor) {
		accum(x, mapBinary(g, x.Value, func(gv, xv float32) float32 {
			if xv > 0 {
				return gv
			}
			return 0
		}))
	}, x)
}

// Dropout records x * keep / (1-p), where element i is kept when the
// Philox value for (key, counter = offset + i/4, lane i%4), as a 24-bit
// uniform, is >= p. The mask depends only on (key, offset, i), never on
// goroutine layout. With p = 0 it is the identity.
func (tp *Tape) Dropout(x *Var, p float32, key, offset uint64) *Var {
	if p <= 0 {
		return x
	}
	scale := 1 / (1 - p)
	mask := Zeros(x.Value.Shape...)
	parallelFor((len(mask.Data)+3)/4, 20, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			blk := PhiloxBlock(key, offset+uint64(b))
			for l := 0; l < 4 && 4*b+l < len(mask.Data); l++ {
				if float32(blk[l]>>8)*0x1p-24 >= p {
					mask.Data[4*b+l] = scale
				}
			}
		}
	})
	out := mapBinary(x.Value, mask, func(a, m float32) float32 { return a * m })
	tp.trace("dropout", nil, out, x.Value, mask)
	return tp.push("dropout", out, func(g *Tensor) {
		accum(x, mapBinary(g, mask, func(a, m float32) float32 { return a * m }))
	}, x)
}
