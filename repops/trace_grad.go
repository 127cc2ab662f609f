package repops

import "strconv"

// gradTrace records the backward pass of one traced tape node: every
// gradient contribution its backward makes to one of its inputs becomes
// an "OP.grad" entry, and every addition of a contribution to a gradient
// that already exists a "grad_accum" entry.
type gradTrace struct {
	tr     *Tracer
	n      *tapeNode
	op     string    // forward op name + ".grad"
	prefix string    // forward attributes, then grad=<mask>,
	ins    []hashRef // upstream gradient, then the forward entry's inputs
	part   int
}

// backward runs n's backward pass, recording it (see gradTrace).
func (tr *Tracer) backward(n *tapeNode) {
	fe := &tr.entries[n.entry]
	ins := make([]hashRef, 1+len(fe.Inputs))
	ins[0] = hashRef{p: tr.pendOf(n.out.Grad)}
	pin := tr.pendIn[n.entry]
	for j, h := range fe.Inputs {
		ins[j+1] = hashRef{h: h, p: -1}
		if pin != nil && pin[j] >= 0 {
			ins[j+1].p = pin[j]
		}
	}
	mask := make([]byte, 0, len(fe.Attrs)+len(n.ins)+6)
	mask = append(mask, fe.Attrs...)
	if len(fe.Attrs) > 0 {
		mask = append(mask, ',')
	}
	mask = append(mask, "grad="...)
	for _, in := range n.ins {
		if in.requiresGrad {
			mask = append(mask, '1')
		} else {
			mask = append(mask, '0')
		}
	}
	mask = append(mask, ',')
	gt := &gradTrace{tr: tr, n: n, op: fe.Op + ".grad", prefix: string(mask), ins: ins}
	for _, in := range n.ins {
		if in.requiresGrad {
			in.hook = gt
		}
	}
	n.back(n.out.Grad)
	for _, in := range n.ins {
		in.hook = nil
	}
}

// contribute records the contribution g to v and accumulates it out of
// place.
func (gt *gradTrace) contribute(v *Var, g *Tensor) {
	tr := gt.tr
	wrt := 0
	for i, in := range gt.n.ins {
		if in == v {
			wrt = i
			break
		}
	}
	pg := tr.pendOf(g)
	tr.addEntry(gt.op, gt.prefix+"part="+strconv.Itoa(gt.part)+",wrt="+strconv.Itoa(wrt), gt.ins, []int{pg})
	gt.part++
	if v.Grad == nil {
		v.Grad = g.Clone()
		tr.setKnown(v.Grad, pg)
		return
	}
	old := v.Grad
	sum := &Tensor{Shape: append([]int{}, old.Shape...), Data: make([]float32, len(old.Data))}
	addInto(sum, old, g)
	ps := tr.deferHash(sum)
	tr.setKnown(sum, ps)
	tr.addEntry("grad_accum", "", []hashRef{{p: tr.pendOf(old)}, {p: pg}}, []int{ps})
	v.Grad = sum
}

// gradCollect collects the gradient contributions made to the Vars it is
// the hook of, in order (the replay of an "OP.grad" entry).
type gradCollect struct {
	got []*Tensor
}

func (c *gradCollect) contribute(_ *Var, g *Tensor) { c.got = append(c.got, g) }
