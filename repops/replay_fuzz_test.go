package repops

import (
	"errors"
	"testing"
)

// encodeInputs writes tensors and integer lists in the form
// decodeInputs reads (values quantized to int8/16: seeds need shapes and
// ids, not exact values).
func encodeInputs(ts []*Tensor, is [][]int) []byte {
	b := []byte{byte(len(ts))}
	for _, t := range ts {
		b = append(b, byte(len(t.Shape)))
		for _, d := range t.Shape {
			b = append(b, byte(d))
		}
	}
	b = append(b, byte(len(is)))
	for _, v := range is {
		b = append(b, byte(len(v)))
		for _, x := range v {
			b = append(b, byte(int8(x)))
		}
	}
	for _, t := range ts {
		for _, x := range t.Data {
			b = append(b, byte(int8(x*16)))
		}
	}
	return b
}

// decodeInputs reads up to 9 tensors (rank up to 3; a dimension byte d
// gives d%16, times 64 when d >= 128; at most 1<<17 elements in all, so
// that some ops run their parallel paths), then up to 3 integer lists of
// int8 values, then the element values as int8/16, repeated. flags bit 0
// drops a tensor's last element so its data does not fit its shape.
func decodeInputs(b []byte, flags byte) ([]*Tensor, [][]int, bool) {
	next := func() (byte, bool) {
		if len(b) == 0 {
			return 0, false
		}
		x := b[0]
		b = b[1:]
		return x, true
	}
	nt, ok := next()
	if !ok {
		return nil, nil, false
	}
	var ts []*Tensor
	total := 0
	for i := 0; i < int(nt%10); i++ {
		r, ok := next()
		if !ok {
			return nil, nil, false
		}
		shape := make([]int, r%4)
		n := 1
		for j := range shape {
			d, ok := next()
			if !ok {
				return nil, nil, false
			}
			shape[j] = int(d % 16)
			if d >= 128 {
				shape[j] *= 64
			}
			n *= shape[j]
		}
		if total += n; total > 1<<17 {
			return nil, nil, false
		}
		ts = append(ts, &Tensor{Shape: shape, Data: make([]float32, n)})
	}
	ni, ok := next()
	if !ok {
		return nil, nil, false
	}
	var is [][]int
	for i := 0; i < int(ni%4); i++ {
		l, ok := next()
		if !ok {
			return nil, nil, false
		}
		v := make([]int, l%64)
		for j := range v {
			x, ok := next()
			if !ok {
				return nil, nil, false
			}
			v[j] = int(int8(x))
		}
		is = append(is, v)
	}
	k := 0
	for _, t := range ts {
		for j := range t.Data {
			if len(b) > 0 {
				t.Data[j] = float32(int8(b[k%len(b)])) / 16
				k++
			}
		}
	}
	if flags&1 != 0 && len(ts) > 0 && len(ts[0].Data) > 0 {
		ts[0].Data = ts[0].Data[:len(ts[0].Data)-1]
	}
	return ts, is, true
}

// FuzzReplayEntry replays entries of every kind (forward ops, gradient
// contributions, accumulation, norm, clipping, optimizers) with arbitrary
// attributes, shapes, values and integer inputs, under every known op
// set: replay returns outputs or an error wrapping ErrReplay, and never
// panics (a panic on an op's
// worker goroutine would crash the fuzzer).
func FuzzReplayEntry(f *testing.F) {
	for i, c := range opSetCases() {
		ts := c.inputs(i)
		f.Add(c.op, c.attrs, encodeInputs(ts, c.ints), byte(0))
		f.Add(c.op, c.attrs, encodeInputs(ts, c.ints), byte(1))
	}
	// Large enough for the parallel paths, with ids and targets out of
	// range.
	big := []*Tensor{Zeros(64*8, 64*4), Zeros(64 * 8)}
	f.Add("cross_entropy", "", encodeInputs(big, [][]int{{0, 1, 127, -3}}), byte(0))
	f.Add("cross_entropy.grad", "grad=1,part=0,wrt=0", encodeInputs(append([]*Tensor{Zeros()}, big...), [][]int{{0, 1, 127, -3}}), byte(0))
	f.Add("policy_loss.grad", "eps_low=3e4ccccd,eps_high=3e8f5c29,kl=00000000,norm=40a00000,grad=1,part=0,wrt=0",
		encodeInputs([]*Tensor{Zeros(), Zeros(64*8, 64*4), Zeros(64 * 8), Zeros(64 * 8), Zeros(64 * 8)}, [][]int{{0, 1, 127, -3}}), byte(0))
	// Rows and classes enough for the row workers to run in parallel,
	// one target out of range.
	tg := make([]int, 60)
	tg[37] = 127
	wide := []*Tensor{Zeros(60, 40)}
	f.Add("cross_entropy", "", encodeInputs(wide, [][]int{tg}), byte(0))
	f.Add("cross_entropy.grad", "grad=1,part=0,wrt=0", encodeInputs(append([]*Tensor{Zeros()}, wide...), [][]int{tg}), byte(0))
	f.Add("policy_loss", "eps_low=3e4ccccd,eps_high=3e8f5c29,kl=00000000,norm=40a00000",
		encodeInputs([]*Tensor{Zeros(60, 40), Zeros(60), Zeros(60), Zeros(60)}, [][]int{tg}), byte(0))
	f.Add("grad_accum", "", encodeInputs([]*Tensor{Zeros(64*8, 64*4), Zeros(64*4, 64*8)}, nil), byte(0))
	// The links of a chained gradient norm: the sum so far first.
	f.Add("grad_sumsq", "from=1", encodeInputs([]*Tensor{Zeros(1), Zeros(3, 2), Zeros(4)}, nil), byte(0))
	f.Add("grad_norm", "from=1", encodeInputs([]*Tensor{Zeros(2), Zeros(3)}, nil), byte(0))
	f.Add("adamw", "param=0,step=1,lr=3a83126f,beta1=3f666666,beta2=3f7fbe77,eps=322bcc77,wd=3c23d70a",
		encodeInputs([]*Tensor{Zeros(64*8, 64*4), Zeros(64*8, 64*4), Zeros(64*8, 64*4), Zeros(64*4, 64*8)}, nil), byte(0))
	f.Fuzz(func(t *testing.T, op, attrs string, enc []byte, flags byte) {
		ts, is, ok := decodeInputs(enc, flags)
		if !ok {
			return
		}
		e := TraceEntry{Op: op, Attrs: attrs, Inputs: make([]Hash, len(ts)+len(is))}
		for v := 1; v <= OpSetVersion; v++ {
			outs, err := ReplayEntry(v, e, ts, is)
			if err != nil {
				if !errors.Is(err, ErrReplay) {
					t.Fatalf("%s: error %v does not wrap ErrReplay", op, err)
				}
				return
			}
			if len(outs) == 0 {
				t.Fatalf("%s: no outputs", op)
			}
			for _, o := range outs {
				if err := validTensor(o); err != nil {
					t.Fatalf("%s: output %v", op, err)
				}
			}
		}
	})
}
