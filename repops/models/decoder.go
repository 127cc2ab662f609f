package models

import (
	"fmt"

	"github.com/synod-net/synod/repops"
)

// Decoder runs the transformer one token at a time with a key/value cache,
// for fast sampling. Its logits are bit-identical to those of Logits over
// the same prefix: every row-wise op (embedding, LayerNorm, the linear
// maps, GELU) computes each row independently in the canonical order, and
// attention for the newest position sums over the cached positions in the
// same order as the full causal attention; rotary embeddings rotate each
// row by its own position only. The decoder computes under the model's
// op set (Transformer.SetOpSet) as it was when NewDecoder made it: its
// attention sums take the accumulation step of that op set's matrix
// products (repops.FMA32 from op set 2), as the full attention does. A
// Decoder is valid until the model's weights change.
type Decoder struct {
	m     *Transformer
	opSet int
	keys  [][]float32 // per layer, n rows of Dim
	vals  [][]float32
	n     int
}

// NewDecoder returns an empty decoder over the model's current weights.
func (m *Transformer) NewDecoder() *Decoder {
	return &Decoder{m: m, opSet: m.OpSet(), keys: make([][]float32, m.cfg.Layers), vals: make([][]float32, m.cfg.Layers)}
}

// Len returns the number of tokens fed so far.
func (d *Decoder) Len() int { return d.n }

// Feed appends one token and returns the next-token logits (Vocab values).
func (d *Decoder) Feed(tok int) ([]float32, error) {
	m := d.m
	cfg := m.cfg
	if d.n >= cfg.Context {
		return nil, fmt.Errorf("models: decoder is full (context %d)", cfg.Context)
	}
	if tok < 0 || tok >= cfg.Vocab {
		return nil, fmt.Errorf("models: token %d outside vocabulary of %d", tok, cfg.Vocab)
	}
	tp := repops.NewTape(repops.NoGrad(), repops.WithOpSet(d.opSet))
	fused := d.opSet >= 2
	x := tp.Embedding(m.tok, []int{tok})
	if !cfg.Rotary {
		x = tp.Add(x, tp.Embedding(m.pos, []int{d.n}))
	}
	D, H := cfg.Dim, cfg.Heads
	hd := D / H
	scale := repops.Rsqrt(float32(hd))
	for l, b := range m.blocks {
		h := tp.LayerNorm(x, b.ln1g, b.ln1b, lnEps)
		qv, kv := tp.MatMul(h, b.wq, false, false), tp.MatMul(h, b.wk, false, false)
		if cfg.Rotary {
			qv = tp.Rotary(qv, []int{d.n}, H, cfg.rotaryBase())
			kv = tp.Rotary(kv, []int{d.n}, H, cfg.rotaryBase())
		}
		q := qv.Value.Data
		d.keys[l] = append(d.keys[l], kv.Value.Data...)
		d.vals[l] = append(d.vals[l], tp.MatMul(h, b.wv, false, false).Value.Data...)
		att := repops.Zeros(1, D)
		kc, vc := d.keys[l], d.vals[l]
		s := make([]float32, d.n+1)
		p := repops.Zeros(d.n + 1)
		for hh := 0; hh < H; hh++ {
			col := hh * hd
			qh := q[col : col+hd]
			for j := 0; j <= d.n; j++ {
				kj := kc[j*D+col : j*D+col+hd]
				var acc float32
				if fused {
					for c := range qh {
						acc = repops.FMA32(qh[c], kj[c], acc)
					}
				} else {
					for c := range qh {
						acc = acc + float32(qh[c]*kj[c])
					}
				}
				s[j] = float32(acc * scale)
			}
			copy(p.Data, repops.SoftmaxRows(repops.FromData(s, d.n+1)).Data)
			o := att.Data[col : col+hd]
			for j := 0; j <= d.n; j++ {
				pj := p.Data[j]
				vj := vc[j*D+col : j*D+col+hd]
				if fused {
					for c := range o {
						o[c] = repops.FMA32(pj, vj[c], o[c])
					}
				} else {
					for c := range o {
						o[c] = o[c] + float32(pj*vj[c])
					}
				}
			}
		}
		x = tp.Add(x, tp.MatMul(repops.NewConst(att), b.wo, false, false))
		h = tp.LayerNorm(x, b.ln2g, b.ln2b, lnEps)
		h = tp.GELU(tp.Linear(h, b.w1, b.b1))
		x = tp.Add(x, tp.Linear(h, b.w2, b.b2))
	}
	x = tp.LayerNorm(x, m.lnfg, m.lnfb, lnEps)
	d.n++
	return tp.MatMul(x, m.head, false, false).Value.Data, nil
}

// Clone returns an independent decoder holding the same prefix, so that
// several continuations of one prompt share the work of feeding it.
func (d *Decoder) Clone() *Decoder {
	c := &Decoder{m: d.m, opSet: d.opSet, keys: make([][]float32, len(d.keys)), vals: make([][]float32, len(d.vals)), n: d.n}
	for l := range d.keys {
		c.keys[l] = append(make([]float32, 0, len(d.keys[l])+8*d.m.cfg.Dim), d.keys[l]...)
		c.vals[l] = append(make([]float32, 0, len(d.vals[l])+8*d.m.cfg.Dim), d.vals[l]...)
	}
	return c
}
