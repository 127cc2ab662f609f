package repops

import (
	"fmt"
	"math"
	"strconv"
)

// AdamWConfig holds AdamW hyper-parameters.
type AdamWConfig struct {
	LR          float32 `json:"lr"`
	Beta1       float32 `json:"beta1"`
	Beta2       float32 `json:"beta2"`
	Eps         float32 `json:"eps"`
	WeightDecay float32 `json:"weight_decay"`
}

// DefaultAdamW returns lr 1e-3, betas (0.9, 0.999), eps 1e-8, weight decay 0.01.
func DefaultAdamW() AdamWConfig {
	return AdamWConfig{LR: 1e-3, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8, WeightDecay: 0.01}
}

// AdamW is the AdamW optimizer (decoupled weight decay) written in repops
// so its update is bitwise reproducible. M and V hold the first and second
// moments, one tensor per parameter in the order given to NewAdamW.
type AdamW struct {
	Config AdamWConfig
	Steps  uint64
	M, V   []*Tensor

	// valueJob[i], mJob[i] and vJob[i] hash parameter i's value and
	// moments right after the last traced step (nil when it had no
	// gradient); hashedParams says which parameter tensors they belong
	// to. Nil when unknown.
	valueJob, mJob, vJob []*pendHash
	hashedParams         []*Tensor
	// pending is the tracer of the last traced step while the hashes it
	// queued (gradients, values, moments) may still be running.
	pending *Tracer
}

// waitHashes waits for the hashes the last traced step queued (filling
// that tracer's entries and releasing the tensors it held), so the
// tensors they read may change.
func (o *AdamW) waitHashes() {
	if o.pending != nil {
		o.pending.flush()
		o.pending = nil
	}
}

// PrimeTracer tells tr the hashes of params that the last Step (traced)
// computed after its update, so a traced step that follows does not hash
// the same parameter bytes again. It does nothing when those hashes are
// unknown: after an untraced Step, ForgetHashes, or for other params.
func (o *AdamW) PrimeTracer(params []*Var, tr *Tracer) {
	if tr == nil || len(o.hashedParams) != len(params) {
		return
	}
	for i, p := range params {
		if o.hashedParams[i] != p.Value {
			return
		}
	}
	o.waitHashes()
	for i, p := range params {
		if o.valueJob[i] != nil {
			tr.KnownHash(p.Value, o.valueJob[i].h)
		}
	}
}

// ForgetHashes drops the parameter hashes PrimeTracer would pass on, after
// waiting for any that are still being computed; call it before parameter
// values or moments change outside Step (loading a checkpoint).
func (o *AdamW) ForgetHashes() {
	o.waitHashes()
	o.valueJob, o.mJob, o.vJob, o.hashedParams = nil, nil, nil, nil
}

// StateHashes returns the tensor hashes (Tensor.Hash) of each parameter's
// value and first and second moments as the last Step left them, when
// that Step was traced and computed them for its trace entries (waiting
// for any still running). known[i] is false for a parameter whose hashes
// are unknown (it had no gradient, or the last Step was untraced, or
// ForgetHashes ran since); all are false when params are not the ones
// that Step updated. A full-state hash takes these instead of hashing the
// same bytes again. The caller guarantees, as for PrimeTracer, that
// nothing changed those tensors since.
func (o *AdamW) StateHashes(params []*Var) (value, m, v []Hash, known []bool) {
	value, m, v = make([]Hash, len(params)), make([]Hash, len(params)), make([]Hash, len(params))
	known = make([]bool, len(params))
	if len(o.hashedParams) != len(params) {
		return value, m, v, known
	}
	for i, p := range params {
		if o.hashedParams[i] != p.Value {
			return value, m, v, known
		}
	}
	o.waitHashes()
	for i := range params {
		if o.valueJob[i] != nil {
			value[i], m[i], v[i], known[i] = o.valueJob[i].h, o.mJob[i].h, o.vJob[i].h, true
		}
	}
	return value, m, v, known
}

// NewAdamW returns an optimizer with zero moments for params.
func NewAdamW(params []*Var, cfg AdamWConfig) *AdamW {
	o := &AdamW{Config: cfg}
	for _, p := range params {
		o.M = append(o.M, Zeros(p.Value.Shape...))
		o.V = append(o.V, Zeros(p.Value.Shape...))
	}
	return o
}

// AdamWBiasCorrection returns AdamW's bias correction of a moment with
// decay beta after t steps: float32(1 - beta^t), the power in float64 by
// binary exponentiation with every product rounded (powInt), identically
// on every platform. Float32.biasCorrection computes the same on chain.
func AdamWBiasCorrection(beta float32, t uint64) float32 {
	return float32(1 - powInt(float64(beta), t))
}

// powInt returns x^n in float64 by binary exponentiation with rounded
// products (deterministic on every platform).
func powInt(x float64, n uint64) float64 {
	r := 1.0
	for n > 0 {
		if n&1 == 1 {
			r = float64(r * x)
		}
		x = float64(x * x)
		n >>= 1
	}
	return r
}

// Step applies one update to params (whose Grad must be set; a nil Grad
// counts as zero). With t = Steps+1, bc1 = float32(1 - b1^t),
// bc2 = float32(1 - b2^t) (powers in float64 by binary exponentiation),
// per element in float32, each product rounded as written:
//
//	m = float32(b1*m) + float32((1-b1)*g)
//	v = float32(b2*v) + float32(float32((1-b2)*g)*g)
//	p = p - float32(float32(lr*wd)*p)
//	p = p - float32(lr * float32((m/bc1) / (float32(sqrt(v/bc2)) + eps)))
//
// where sqrt is the correctly rounded square root. tr may be nil.
//
// Traced, the step records one "adamw" entry per parameter with a
// gradient (see ReplayEntry): its inputs are the hashes of the parameter,
// its (clipped) gradient and its first and second moments before the
// update, its attributes the parameter's index, the step t and the
// hyper-parameters, its output the SHA-256 over the hashes of the updated
// value, first and second moment. The hashes before the update are those
// the previous traced Step computed (else they are computed here, before
// the update); those after it are computed in the background (see
// Tracer); the next Step, PrimeTracer or ForgetHashes waits for them
// before anything they read may change. Callers must not modify
// parameter values, gradients or moments in between in any other way.
func (o *AdamW) Step(params []*Var, tr *Tracer) {
	if len(params) != len(o.M) {
		panic(fmt.Sprintf("repops: AdamW holds state for %d parameters, got %d", len(o.M), len(params)))
	}
	o.waitHashes()
	var before [][3]hashRef
	if tr != nil {
		before = o.hashesBefore(params, tr)
	}
	o.Steps++
	c := o.Config
	bc1 := AdamWBiasCorrection(c.Beta1, o.Steps)
	bc2 := AdamWBiasCorrection(c.Beta2, o.Steps)
	ob1, ob2 := 1-c.Beta1, 1-c.Beta2
	lrwd := float32(c.LR * c.WeightDecay)
	update := func(i int, lo, hi int) {
		pd, g, m, v := params[i].Value.Data, params[i].Grad.Data, o.M[i].Data, o.V[i].Data
		for j := lo; j < hi; j++ {
			gj := g[j]
			m[j] = float32(c.Beta1*m[j]) + float32(ob1*gj)
			v[j] = float32(c.Beta2*v[j]) + float32(float32(ob2*gj)*gj)
			pj := pd[j]
			if lrwd != 0 {
				pj = pj - float32(lrwd*pj)
			}
			den := float32(math.Sqrt(float64(v[j]/bc2))) + c.Eps
			pd[j] = pj - float32(c.LR*float32((m[j]/bc1)/den))
		}
	}
	for i, p := range params {
		if p.Grad == nil {
			continue
		}
		parallelFor(len(p.Value.Data), 12, func(lo, hi int) { update(i, lo, hi) })
	}
	if tr == nil {
		o.ForgetHashes()
		return
	}
	// Traced: the value and moments of every updated parameter are
	// queued for hashing on the tracer's background goroutine.
	o.valueJob = make([]*pendHash, len(params))
	o.mJob = make([]*pendHash, len(params))
	o.vJob = make([]*pendHash, len(params))
	o.hashedParams = make([]*Tensor, len(params))
	attrs := ",step=" + strconv.FormatUint(o.Steps, 10) + "," + c.attrs()
	for i, p := range params {
		o.hashedParams[i] = p.Value
		if p.Grad == nil {
			continue
		}
		b := before[i]
		ins := []hashRef{b[0], {p: tr.pendOf(p.Grad)}, b[1], b[2]}
		jobs := tr.recordUpdate("adamw", "param="+strconv.Itoa(i)+attrs, ins, []*Tensor{p.Value, o.M[i], o.V[i]})
		o.valueJob[i], o.mJob[i], o.vJob[i] = jobs[0], jobs[1], jobs[2]
	}
	tr.passLeaves = nil
	o.pending = tr
}

// attrs encodes the hyper-parameters in a trace entry, float32 bits as 8
// hex digits.
func (c AdamWConfig) attrs() string {
	return fmt.Sprintf("lr=%08x,beta1=%08x,beta2=%08x,eps=%08x,wd=%08x",
		f32bits(c.LR), f32bits(c.Beta1), f32bits(c.Beta2), f32bits(c.Eps), f32bits(c.WeightDecay))
}

// hashesBefore returns the hashes of each parameter's value and moments
// before the update, for the parameters with a gradient: those the last
// traced Step computed when it updated the same tensors, else (for the
// value) the hash the forward pass of this step computed, else computed
// now. A capturing tracer keeps copies of the tensors.
func (o *AdamW) hashesBefore(params []*Var, tr *Tracer) [][3]hashRef {
	same := len(o.hashedParams) == len(params)
	for i := 0; same && i < len(params); i++ {
		same = o.hashedParams[i] == params[i].Value
	}
	out := make([][3]hashRef, len(params))
	for i, p := range params {
		if p.Grad == nil {
			continue
		}
		ts := [3]*Tensor{p.Value, o.M[i], o.V[i]}
		for k, t := range ts {
			var h Hash
			if same && o.valueJob[i] != nil {
				h = [3]*pendHash{o.valueJob[i], o.mJob[i], o.vJob[i]}[k].h
			} else if ph, ok := tr.passLeaves[t]; ok && k == 0 {
				h = ph // hashed by the forward pass of this step
			} else {
				h = t.Hash()
				tr.q.bytes.Add(encodedSize(t))
			}
			tr.keep(h, t, true)
			out[i][k] = hashRef{h: h, p: -1}
		}
	}
	return out
}

// SGD is stochastic gradient descent with momentum and L2 weight decay.
type SGD struct {
	LR, Momentum, WeightDecay float32
	Buf                       []*Tensor
}

// NewSGD returns an SGD optimizer with zero momentum buffers.
func NewSGD(params []*Var, lr, momentum, weightDecay float32) *SGD {
	o := &SGD{LR: lr, Momentum: momentum, WeightDecay: weightDecay}
	for _, p := range params {
		o.Buf = append(o.Buf, Zeros(p.Value.Shape...))
	}
	return o
}

// Step applies, per element: g' = g + float32(wd*p);
// buf = float32(mu*buf) + g'; p = p - float32(lr*buf).
//
// Traced, it records one "sgd" entry per parameter with a gradient: its
// inputs are the hashes of the parameter, its gradient and its momentum
// buffer before the update, its attributes the parameter's index and the
// hyper-parameters, its output the SHA-256 over the hashes of the updated
// value and buffer. SGD hashes at once (it is not on the hot path).
func (o *SGD) Step(params []*Var, tr *Tracer) {
	for i, p := range params {
		if p.Grad == nil {
			continue
		}
		var ins []Hash
		if tr != nil {
			for _, t := range []*Tensor{p.Value, p.Grad, o.Buf[i]} {
				h := t.Hash()
				tr.keep(h, t, true)
				ins = append(ins, h)
			}
		}
		pd, g, b := p.Value.Data, p.Grad.Data, o.Buf[i].Data
		parallelFor(len(pd), 4, func(lo, hi int) {
			for j := lo; j < hi; j++ {
				gj := g[j]
				if o.WeightDecay != 0 {
					gj = gj + float32(o.WeightDecay*pd[j])
				}
				b[j] = float32(o.Momentum*b[j]) + gj
				pd[j] = pd[j] - float32(o.LR*b[j])
			}
		})
		if tr != nil {
			hp, hb := p.Value.Hash(), o.Buf[i].Hash()
			tr.keep(hp, p.Value, true)
			tr.keep(hb, o.Buf[i], true)
			tr.Record("sgd", fmt.Sprintf("param=%d,lr=%08x,momentum=%08x,wd=%08x", i, f32bits(o.LR), f32bits(o.Momentum), f32bits(o.WeightDecay)),
				ins, combineHashes([]Hash{hp, hb}))
		}
	}
}

// ClipGradNorm scales all gradients so their global L2 norm is at most
// maxNorm, and returns the norm before clipping. Canonical: ss = sum over
// parameters in order, elements in order, of float32(g*g) (float32);
// norm = float32(sqrt(ss)); when norm > maxNorm every element becomes
// float32(g * (maxNorm / (norm + 1e-6))).
func ClipGradNorm(params []*Var, maxNorm float32) float32 {
	return ClipGradNormTraced(params, maxNorm, nil)
}

// NormInputs is the most inputs a traced gradient-norm entry reads: a
// norm over more gradients is traced as a chain of entries (see
// ClipGradNormTraced), so that each can be opened and settled on its own
// in a dispute.
const NormInputs = 4

// ClipGradNormTraced is ClipGradNorm recording into tr (which may be
// nil): the norm over the gradients in parameter order (parameters
// without one skipped) and, when the gradients are scaled, one
// "grad_clip" entry per gradient with inputs the gradient and the norm
// tensor, attribute max (maxNorm's float32 bits) and output the scaled
// gradient. The norm is one "grad_norm" entry whose inputs are the
// gradients and whose output is the norm as a tensor of shape [1]; with a
// tracer made WithNormChain and more than NormInputs gradients, a chain: a
// "grad_sumsq" entry over the first NormInputs gradients whose output is
// their sum of squares [1], "grad_sumsq" entries with attribute from=1
// reading the sum so far and the next NormInputs-1 gradients, and a last
// "grad_norm" entry with from=1 over the sum so far and the remaining
// gradients (1 to NormInputs-1), the same bits. Traced, the scaled
// gradients are new tensors (the gradients a traced backward pass
// produced are never modified); untraced, they are scaled in place. The
// bits are the same either way. Call it after a traced backward pass with
// the same tracer.
func ClipGradNormTraced(params []*Var, maxNorm float32, tr *Tracer) float32 {
	var ss float32
	for _, p := range params {
		if p.Grad != nil {
			ss = sumSquares(ss, p.Grad.Data)
		}
	}
	norm := float32(math.Sqrt(float64(ss)))
	var pn int
	if tr != nil {
		var gs []*Tensor
		for _, p := range params {
			if p.Grad != nil {
				gs = append(gs, p.Grad)
			}
		}
		pn = traceGradNorm(tr, gs, norm)
	}
	if norm <= maxNorm {
		return norm
	}
	var attrs string
	if tr != nil {
		attrs = fmt.Sprintf("max=%08x", f32bits(maxNorm))
	}
	for _, p := range params {
		if p.Grad == nil {
			continue
		}
		if tr == nil {
			clipGrad(p.Grad, p.Grad, norm, maxNorm)
			continue
		}
		g := p.Grad
		out := &Tensor{Shape: append([]int{}, g.Shape...), Data: make([]float32, len(g.Data))}
		clipGrad(out, g, norm, maxNorm)
		tr.addEntry("grad_clip", attrs, []hashRef{{p: tr.pendOf(g)}, {p: pn}}, []int{tr.pendOf(out)})
		p.Grad = out
	}
	return norm
}

// traceGradNorm records the entries of the norm over gs (see
// ClipGradNormTraced) and returns the index in pend of the norm tensor.
func traceGradNorm(tr *Tracer, gs []*Tensor, norm float32) int {
	ref := func(ts []*Tensor) []hashRef {
		var ins []hashRef
		for _, g := range ts {
			ins = append(ins, hashRef{p: tr.pendOf(g)})
		}
		return ins
	}
	pn := tr.pendOf(FromData([]float32{norm}, 1))
	if !tr.normChain || len(gs) <= NormInputs {
		tr.addEntry("grad_norm", "", ref(gs), []int{pn})
		return pn
	}
	ss := sumSquaresOf(0, gs[:NormInputs])
	part := tr.pendOf(FromData([]float32{ss}, 1))
	tr.addEntry("grad_sumsq", "", ref(gs[:NormInputs]), []int{part})
	i := NormInputs
	for len(gs)-i > NormInputs-1 {
		next := gs[i : i+NormInputs-1]
		ss = sumSquaresOf(ss, next)
		np := tr.pendOf(FromData([]float32{ss}, 1))
		tr.addEntry("grad_sumsq", "from=1", append([]hashRef{{p: part}}, ref(next)...), []int{np})
		part, i = np, i+NormInputs-1
	}
	tr.addEntry("grad_norm", "from=1", append([]hashRef{{p: part}}, ref(gs[i:])...), []int{pn})
	return pn
}

// sumSquaresOf adds the squares of the tensors' elements, in order, to ss.
func sumSquaresOf(ss float32, ts []*Tensor) float32 {
	for _, g := range ts {
		ss = sumSquares(ss, g.Data)
	}
	return ss
}

// sumSquares adds float32(x*x) for the elements of d in order to ss.
func sumSquares(ss float32, d []float32) float32 {
	for _, x := range d {
		ss = ss + float32(x*x)
	}
	return ss
}

// clipGrad sets dst = float32(g * (maxNorm / (norm + 1e-6))) elementwise
// (dst may be g).
func clipGrad(dst, g *Tensor, norm, maxNorm float32) {
	scale := maxNorm / (norm + 1e-6)
	d, s := dst.Data, g.Data
	parallelFor(len(d), 1, func(lo, hi int) {
		for j := lo; j < hi; j++ {
			d[j] = s[j] * scale
		}
	})
}
