package work

import (
	"context"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/synod-net/synod/repops"
)

// Weights are a machine's measured cost of each op kind: nanoseconds per
// FLOP (matmul, attention), per element (transcendental) or per byte moved
// (the others), plus a fixed cost per op call (scheduling work across
// cores, allocating the output).
type Weights struct {
	// NsPer maps each kind to its fitted weight.
	NsPer map[Kind]float64 `json:"ns_per"`
	// NsPerCall maps each kind to its fitted fixed cost per op (zero or
	// more; absent means zero).
	NsPerCall map[Kind]float64 `json:"ns_per_call,omitempty"`
	// Fit maps each kind to the worst relative error of the fit over the
	// sizes measured (|predicted-measured|/measured).
	Fit map[Kind]float64 `json:"fit_error,omitempty"`
}

// Sample is one timed operator run during calibration.
type Sample struct {
	Kind  Kind    `json:"kind"`
	Size  string  `json:"size"`
	Cost  int64   `json:"cost"` // FLOPs, elements or bytes, as the kind is priced
	Nanos float64 `json:"ns"`   // median time of one run
}

// CalibrateOptions tune Calibrate.
type CalibrateOptions struct {
	// MinTime is how long each size is run for at least, per repetition
	// (default 40ms).
	MinTime time.Duration
	// Reps is how many repetitions each size gets; the median is kept
	// (default 5).
	Reps int
	// Scale divides every calibration size by this factor (default 1):
	// tests use it to calibrate in milliseconds.
	Scale int
	// Progress, when set, is called after each sample.
	Progress func(done, total int, s Sample)
}

// probe is one calibration case: an op kind, a size label, the cost and a
// function that runs the operator once.
type probe struct {
	kind Kind
	size string
	cost int64
	run  func()
}

// probes builds the calibration cases at sizes divided by scale.
func probes(scale int) []probe {
	rng := repops.NewPhilox(0x7fa1, 0)
	rand := func(shape ...int) *repops.Tensor {
		t := repops.Zeros(shape...)
		rng.FillNormal(t, 1)
		return t
	}
	div := func(n int) int { return max(n/scale, 4) }
	var ps []probe
	// Matmuls shaped like a transformer's: rows x dim times dim x width.
	for _, sz := range [][3]int{{64, 64, 64}, {256, 64, 256}, {512, 128, 512}, {512, 256, 1024}} {
		m, k, n := div(sz[0]), div(sz[1]), div(sz[2])
		a, b := repops.NewConst(rand(m, k)), repops.NewConst(rand(k, n))
		ps = append(ps, probe{KindMatmul, fmt.Sprintf("%dx%dx%d", m, k, n), 2 * int64(m) * int64(k) * int64(n), func() {
			repops.NewTape(repops.NoGrad()).MatMul(a, b, false, false)
		}})
	}
	for _, t := range []int{32, 64, 128} {
		t := div(t)
		const batch, dim, heads = 2, 64, 4
		q, k, v := repops.NewConst(rand(batch*t, dim)), repops.NewConst(rand(batch*t, dim)), repops.NewConst(rand(batch*t, dim))
		ps = append(ps, probe{KindAttention, fmt.Sprintf("b%d t%d d%d", batch, t, dim), 4 * batch * int64(t) * int64(t) * dim, func() {
			repops.NewTape(repops.NoGrad()).CausalSelfAttention(q, k, v, batch, t, heads)
		}})
	}
	for _, rows := range []int{256, 1024, 4096} {
		rows := div(rows)
		const dim = 64
		x, gain, bias := repops.NewConst(rand(rows, dim)), repops.NewConst(rand(dim)), repops.NewConst(rand(dim))
		ps = append(ps, probe{KindNorm, fmt.Sprintf("layer_norm %dx%d", rows, dim), f32 * 2 * int64(rows) * dim, func() {
			repops.NewTape(repops.NoGrad()).LayerNorm(x, gain, bias, 1e-5)
		}})
	}
	for _, n := range []int{1 << 12, 1 << 15, 1 << 18} {
		n := div(n)
		a, b := repops.NewConst(rand(n)), repops.NewConst(rand(n))
		ps = append(ps, probe{KindElem, fmt.Sprintf("add %d", n), f32 * 3 * int64(n), func() {
			repops.NewTape(repops.NoGrad()).Add(a, b)
		}})
		ps = append(ps, probe{KindTransc, fmt.Sprintf("gelu %d", n), int64(n), func() {
			repops.NewTape(repops.NoGrad()).GELU(a)
		}})
	}
	for _, n := range []int{1 << 14, 1 << 16, 1 << 18} {
		n := div(n)
		p := repops.NewParam(rand(n))
		p.Grad = rand(n)
		params := []*repops.Var{p}
		opt := repops.NewAdamW(params, repops.DefaultAdamW())
		ps = append(ps, probe{KindOptimizer, fmt.Sprintf("adamw %d", n), f32 * 7 * int64(n), func() {
			opt.Step(params, nil)
		}})
	}
	return ps
}

// Calibrate times real repops operators of every kind at three or four sizes each
// and fits a weight and a fixed cost per call for each kind (see Fit). The result describes this machine; it does not change
// the work units of a job (see Units), only how long they are predicted to
// take (see Estimate).
func Calibrate(ctx context.Context, o CalibrateOptions) (Weights, []Sample, error) {
	if o.MinTime <= 0 {
		o.MinTime = 40 * time.Millisecond
	}
	if o.Reps <= 0 {
		o.Reps = 5
	}
	if o.Scale <= 0 {
		o.Scale = 1
	}
	ps := probes(o.Scale)
	samples := make([]Sample, 0, len(ps))
	for i, p := range ps {
		if err := ctx.Err(); err != nil {
			return Weights{}, samples, err
		}
		p.run() // warm up
		// Find a repetition count that runs for MinTime, then time Reps
		// repetitions of it and keep the median.
		iters := 1
		for {
			d := timeIt(p.run, iters)
			if d >= o.MinTime || iters >= 1<<20 {
				break
			}
			iters *= 2
		}
		times := make([]float64, o.Reps)
		for r := range times {
			times[r] = float64(timeIt(p.run, iters).Nanoseconds()) / float64(iters)
		}
		slices.Sort(times)
		s := Sample{Kind: p.kind, Size: p.size, Cost: p.cost, Nanos: times[len(times)/2]}
		samples = append(samples, s)
		if o.Progress != nil {
			o.Progress(i+1, len(ps), s)
		}
	}
	w, err := Fit(samples)
	return w, samples, err
}

// timeIt runs f n times and returns the elapsed time.
func timeIt(f func(), n int) time.Duration {
	start := time.Now()
	for range n {
		f()
	}
	return time.Since(start)
}

// Fit fits, for each kind, time = weight*cost + perCall by least squares
// over its samples; when the fitted fixed cost would be negative (or there
// is a single cost) it fits through the origin instead. It records each
// kind's worst relative error. Every kind needs at least one sample with a
// positive cost and time.
func Fit(samples []Sample) (Weights, error) {
	w := Weights{NsPer: map[Kind]float64{}, NsPerCall: map[Kind]float64{}, Fit: map[Kind]float64{}}
	for _, k := range kinds {
		var xs, ys []float64
		for _, s := range samples {
			if s.Kind == k && s.Cost > 0 && s.Nanos > 0 {
				xs, ys = append(xs, float64(s.Cost)), append(ys, s.Nanos)
			}
		}
		if len(xs) == 0 {
			return Weights{}, fmt.Errorf("%w: no usable sample of kind %s", ErrWeights, k)
		}
		slope, icept := fitLine(xs, ys)
		if !(icept >= 0) || !(slope > 0) {
			slope, icept = fitOrigin(xs, ys), 0
		}
		w.NsPer[k], w.NsPerCall[k] = slope, icept
		var worst float64
		for i := range xs {
			worst = math.Max(worst, math.Abs(slope*xs[i]+icept-ys[i])/ys[i])
		}
		w.Fit[k] = worst
	}
	return w, nil
}

// fitLine fits y = a*x + b by least squares on relative errors (each
// point weighted by 1/y^2, so small and large sizes count alike); b is
// NaN when the xs do not vary.
func fitLine(xs, ys []float64) (a, b float64) {
	var n, sx, sy, sxx, sxy float64
	for i := range xs {
		w := 1 / (ys[i] * ys[i])
		n, sx, sy, sxx, sxy = n+w, sx+w*xs[i], sy+w*ys[i], sxx+w*xs[i]*xs[i], sxy+w*xs[i]*ys[i]
	}
	den := n*sxx - sx*sx
	if den <= 0 || len(xs) < 2 {
		return 0, math.NaN()
	}
	a = (n*sxy - sx*sy) / den
	return a, (sy - a*sx) / n
}

// fitOrigin fits y = a*x by least squares on relative errors.
func fitOrigin(xs, ys []float64) float64 {
	var tc, cc float64
	for i := range xs {
		w := 1 / (ys[i] * ys[i])
		tc, cc = tc+w*xs[i]*ys[i], cc+w*xs[i]*xs[i]
	}
	return tc / cc
}
