package repops

import (
	"fmt"
	"math"
	"sort"
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

	// valueHash[i] is parameter i's Tensor.Hash right after the last
	// traced step (zero when it had no gradient); hashedParams says which
	// parameter tensors they belong to. Nil when unknown.
	valueHash    []Hash
	hashedParams []*Tensor
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
	for i, p := range params {
		if o.valueHash[i] != (Hash{}) {
			tr.KnownHash(p.Value, o.valueHash[i])
		}
	}
}

// ForgetHashes drops the parameter hashes PrimeTracer would pass on; call
// it whenever parameter values change outside Step (loading a checkpoint).
func (o *AdamW) ForgetHashes() { o.valueHash, o.hashedParams = nil, nil }

// NewAdamW returns an optimizer with zero moments for params.
func NewAdamW(params []*Var, cfg AdamWConfig) *AdamW {
	o := &AdamW{Config: cfg}
	for _, p := range params {
		o.M = append(o.M, Zeros(p.Value.Shape...))
		o.V = append(o.V, Zeros(p.Value.Shape...))
	}
	return o
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
func (o *AdamW) Step(params []*Var, tr *Tracer) {
	if len(params) != len(o.M) {
		panic(fmt.Sprintf("repops: AdamW holds state for %d parameters, got %d", len(o.M), len(params)))
	}
	o.Steps++
	c := o.Config
	bc1 := float32(1 - powInt(float64(c.Beta1), o.Steps))
	bc2 := float32(1 - powInt(float64(c.Beta2), o.Steps))
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
	if tr == nil {
		o.ForgetHashes()
		for i, p := range params {
			if p.Grad == nil {
				continue
			}
			parallelFor(len(p.Value.Data), 12, func(lo, hi int) { update(i, lo, hi) })
		}
		return
	}
	// Traced: each parameter is updated and then hashed (gradient, value,
	// moments) by one goroutine while its bytes are still in cache; the
	// parameters are spread over goroutines, largest first. Every element
	// is computed exactly as in the untraced loop above.
	type rec struct{ in, value, out Hash }
	recs := make([]rec, len(params))
	order := make([]int, 0, len(params))
	for i, p := range params {
		if p.Grad != nil {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return len(params[order[a]].Value.Data) > len(params[order[b]].Value.Data) })
	parallelEach(len(order), func(k int) {
		i := order[k]
		update(i, 0, len(params[i].Value.Data))
		r := rec{in: params[i].Grad.Hash(), value: params[i].Value.Hash()}
		r.out = combineHashes([]Hash{r.value, o.M[i].Hash(), o.V[i].Hash()})
		recs[i] = r
	})
	o.valueHash = make([]Hash, len(params))
	o.hashedParams = make([]*Tensor, len(params))
	for i, p := range params {
		o.hashedParams[i] = p.Value
		if p.Grad != nil {
			o.valueHash[i] = recs[i].value
			tr.Record("adamw", "param="+strconv.Itoa(i)+",step="+strconv.FormatUint(o.Steps, 10), []Hash{recs[i].in}, recs[i].out)
		}
	}
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
func (o *SGD) Step(params []*Var, tr *Tracer) {
	for i, p := range params {
		if p.Grad == nil {
			continue
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
			tr.Record("sgd", fmt.Sprintf("param=%d", i), []Hash{p.Grad.Hash()}, combineHashes([]Hash{p.Value.Hash(), o.Buf[i].Hash()}))
		}
	}
}

// ClipGradNorm scales all gradients so their global L2 norm is at most
// maxNorm, and returns the norm before clipping. Canonical: ss = sum over
// parameters in order, elements in order, of float32(g*g) (float32);
// norm = float32(sqrt(ss)); when norm > maxNorm every element becomes
// float32(g * (maxNorm / (norm + 1e-6))).
func ClipGradNorm(params []*Var, maxNorm float32) float32 {
	var ss float32
	for _, p := range params {
		if p.Grad == nil {
			continue
		}
		for _, g := range p.Grad.Data {
			ss = ss + float32(g*g)
		}
	}
	norm := float32(math.Sqrt(float64(ss)))
	if norm > maxNorm {
		scale := maxNorm / (norm + 1e-6)
		for _, p := range params {
			if p.Grad == nil {
				continue
			}
			gd := p.Grad.Data
			parallelFor(len(gd), 1, func(lo, hi int) {
				for j := lo; j < hi; j++ {
					gd[j] = gd[j] * scale
				}
			})
		}
	}
	return norm
}
