package work

import (
	"fmt"

	"github.com/synod-net/synod/repops/models"
)

// f32 is the size of one float32 value in bytes.
const f32 = 4

// TransformerStep returns the op graph of one training step of a
// models.Transformer with configuration cfg on batch sequences of seq
// tokens: the forward pass, the loss, the backward pass in reverse order,
// gradient clipping (when cfg.ClipNorm > 0) and the AdamW update. Op names
// are the trace names (see repops.Tracer); each fused sublayer contributes
// the matmuls, norms and elementwise ops its canonical evaluation runs.
func TransformerStep(cfg models.TransformerConfig, batch, seq int) (Graph, error) {
	g, err := transformerForward(cfg, batch, seq, true)
	if err != nil {
		return Graph{}, err
	}
	n, d, v, h := int64(batch*seq), int64(cfg.Dim), int64(cfg.Vocab), int64(cfg.FFMult*cfg.Dim)
	bttd := int64(batch) * int64(seq) * int64(seq) * d
	// Backward, in reverse order.
	g.add("cross_entropy.grad", KindNorm, 0, f32*2*n*v)
	g.add("matmul.grad", KindMatmul, 4*n*d*v, f32*(2*n*d+2*d*v+n*v))
	g.add("layer_norm.grad", KindNorm, 0, f32*4*n*d)
	for l := 0; l < cfg.Layers; l++ {
		g.add("mlp_block.grad", KindElem, 0, f32*3*n*d) // residual gradient
		g.add("mlp_block.grad", KindElem, 0, f32*n*d)   // output bias gradient
		g.add("mlp_block.grad", KindMatmul, 4*n*h*d, f32*(2*n*h+2*h*d+n*d))
		g.addTransc("mlp_block.grad", n*h, f32*3*n*h) // GELU
		g.add("mlp_block.grad", KindElem, 0, f32*n*h) // hidden bias gradient
		g.add("mlp_block.grad", KindMatmul, 4*n*d*h, f32*(2*n*d+2*d*h+n*h))
		g.add("mlp_block.grad", KindNorm, 0, f32*4*n*d)
		g.add("mlp_block.grad", KindElem, 0, f32*3*n*d) // gradient accumulation into x

		g.add("attention_block.grad", KindElem, 0, f32*3*n*d)
		g.add("attention_block.grad", KindMatmul, 4*n*d*d, f32*(4*n*d+2*d*d))
		g.add("attention_block.grad", KindAttention, 8*bttd, f32*(4*n*d))
		if cfg.Rotary {
			g.add("attention_block.grad", KindElem, 0, f32*2*2*n*d)
		}
		g.add("attention_block.grad", KindMatmul, 3*4*n*d*d, f32*3*(2*n*d+2*d*d))
		g.add("attention_block.grad", KindElem, 0, f32*2*3*n*d) // three projections' input gradients summed
		g.add("attention_block.grad", KindNorm, 0, f32*4*n*d)
		g.add("attention_block.grad", KindElem, 0, f32*3*n*d)
	}
	if !cfg.Rotary {
		g.add("embedding.grad", KindElem, 0, f32*3*n*d)
	}
	g.add("embedding.grad", KindElem, 0, f32*3*n*d)
	optimizer(&g, cfg.NumParams(), cfg.ClipNorm > 0)
	return g, nil
}

// TransformerForward returns the op graph of one forward pass (logits
// only, no loss) over batch sequences of seq tokens: what inference
// costs per call.
func TransformerForward(cfg models.TransformerConfig, batch, seq int) (Graph, error) {
	return transformerForward(cfg, batch, seq, false)
}

func transformerForward(cfg models.TransformerConfig, batch, seq int, loss bool) (Graph, error) {
	if err := cfg.Validate(); err != nil {
		return Graph{}, err
	}
	if batch < 1 || seq < 1 || seq > cfg.Context {
		return Graph{}, fmt.Errorf("work: batch %d and sequence length %d must be positive, sequence at most the context %d", batch, seq, cfg.Context)
	}
	var g Graph
	n, d, v, h := int64(batch*seq), int64(cfg.Dim), int64(cfg.Vocab), int64(cfg.FFMult*cfg.Dim)
	bttd := int64(batch) * int64(seq) * int64(seq) * d
	g.add("embedding", KindElem, 0, f32*2*n*d)
	if !cfg.Rotary {
		g.add("embedding", KindElem, 0, f32*2*n*d)
		g.add("add", KindElem, 0, f32*3*n*d)
	}
	for l := 0; l < cfg.Layers; l++ {
		g.add("attention_block", KindNorm, 0, f32*2*n*d)
		g.add("attention_block", KindMatmul, 3*2*n*d*d, f32*3*(n*d+d*d+n*d))
		if cfg.Rotary {
			g.add("attention_block", KindElem, 0, f32*2*2*n*d)
		}
		g.add("attention_block", KindAttention, 4*bttd, f32*4*n*d)
		g.add("attention_block", KindMatmul, 2*n*d*d, f32*(2*n*d+d*d))
		g.add("attention_block", KindElem, 0, f32*3*n*d)

		g.add("mlp_block", KindNorm, 0, f32*2*n*d)
		g.add("mlp_block", KindMatmul, 2*n*d*h, f32*(n*d+d*h+n*h))
		g.add("mlp_block", KindElem, 0, f32*2*n*h) // bias
		g.addTransc("mlp_block", n*h, f32*2*n*h)   // GELU
		g.add("mlp_block", KindMatmul, 2*n*h*d, f32*(n*h+h*d+n*d))
		g.add("mlp_block", KindElem, 0, f32*2*n*d) // bias
		g.add("mlp_block", KindElem, 0, f32*3*n*d) // residual
	}
	g.add("layer_norm", KindNorm, 0, f32*2*n*d)
	g.add("matmul", KindMatmul, 2*n*d*v, f32*(n*d+d*v+n*v))
	if loss {
		g.addTransc("cross_entropy", n*v, f32*2*n*v)
	}
	return g, nil
}

// MLPStep returns the op graph of one training step of a models.MLP with
// configuration cfg on batch rows.
func MLPStep(cfg models.MLPConfig, batch int) (Graph, error) {
	if len(cfg.Sizes) < 2 || batch < 1 {
		return Graph{}, fmt.Errorf("work: an MLP needs at least two layer sizes and a positive batch, got %v and %d", cfg.Sizes, batch)
	}
	var g Graph
	n := int64(batch)
	var params int64
	layers := len(cfg.Sizes) - 1
	for l := 0; l < layers; l++ {
		in, out := int64(cfg.Sizes[l]), int64(cfg.Sizes[l+1])
		params += in*out + out
		g.add("linear", KindMatmul, 2*n*in*out, f32*(n*in+in*out+n*out))
		g.add("linear", KindElem, 0, f32*2*n*out)
		if l+1 < layers {
			activation(&g, cfg.Activation, n*out, f32*2*n*out)
		}
	}
	classes := int64(cfg.Sizes[layers])
	g.addTransc("cross_entropy", n*classes, f32*2*n*classes)
	g.add("cross_entropy.grad", KindNorm, 0, f32*2*n*classes)
	for l := layers - 1; l >= 0; l-- {
		in, out := int64(cfg.Sizes[l]), int64(cfg.Sizes[l+1])
		if l+1 < layers {
			activation(&g, cfg.Activation+".grad", n*out, f32*3*n*out)
		}
		g.add("linear.grad", KindElem, 0, f32*n*out) // bias gradient
		flops := 2 * n * in * out                    // weight gradient
		if l > 0 {
			flops *= 2 // and the input gradient
		}
		g.add("linear.grad", KindMatmul, flops, f32*(2*n*in+2*in*out+n*out))
	}
	optimizer(&g, params, cfg.ClipNorm > 0)
	return g, nil
}

// optimizer adds gradient clipping (read every gradient, then scale it)
// and the AdamW update (read parameter, gradient and both moments, write
// parameter and moments) over params scalars.
func optimizer(g *Graph, params int64, clip bool) {
	if clip {
		g.add("clip", KindOptimizer, 0, f32*3*params)
	}
	g.add("adamw", KindOptimizer, 0, f32*7*params)
}

// activation adds an activation (or its gradient) over elems elements:
// ReLU is a plain elementwise op, the others evaluate exponentials.
func activation(g *Graph, name string, elems, bytes int64) {
	if name == "relu" || name == "relu.grad" {
		g.add(name, KindElem, 0, bytes)
		return
	}
	g.addTransc(name, elems, bytes)
}
