package work

import "fmt"

// Kind groups ops that cost the same per FLOP or per byte.
type Kind string

// The op kinds of the schedule. Matmul and attention are priced per
// floating-point operation; transcendental ops (GELU, the softmax inside
// a cross-entropy), whose canonical exponentials dominate, per element;
// the others, which are bound by memory traffic, per byte moved.
const (
	KindMatmul    Kind = "matmul"
	KindAttention Kind = "attention"
	KindNorm      Kind = "norm"
	KindElem      Kind = "elementwise"
	KindTransc    Kind = "transcendental"
	KindOptimizer Kind = "optimizer"
)

// Kinds lists every kind in a fixed order.
var kinds = [...]Kind{KindMatmul, KindAttention, KindNorm, KindElem, KindTransc, KindOptimizer}

// Kinds returns every op kind in a fixed order.
func Kinds() []Kind { return append([]Kind(nil), kinds[:]...) }

// perFLOP reports whether k is priced per floating-point operation.
func (k Kind) perFLOP() bool { return k == KindMatmul || k == KindAttention }

// Unit names what kind k is priced by: "FLOP", "element" or "byte".
func (k Kind) Unit() string {
	switch {
	case k.perFLOP():
		return "FLOP"
	case k == KindTransc:
		return "element"
	}
	return "byte"
}

// Op is one operation of a graph: the trace name of the op it belongs to
// (for example "attention_block" or "attention_block.grad"), its kind, and
// its cost. FLOPs counts multiply-adds as two; Bytes counts float32 values
// read and written, four bytes each; Elems counts the elements a
// transcendental op evaluates.
type Op struct {
	Name  string
	Kind  Kind
	FLOPs int64
	Bytes int64
	Elems int64
}

// cost returns the quantity o's kind is priced by.
func (o Op) cost() int64 {
	switch {
	case o.Kind.perFLOP():
		return o.FLOPs
	case o.Kind == KindTransc:
		return o.Elems
	}
	return o.Bytes
}

// Graph is the op graph of one unit of a job (one training step or one
// generated token), in execution order.
type Graph struct {
	Ops []Op
}

// add appends an op.
func (g *Graph) add(name string, k Kind, flops, bytes int64) {
	g.Ops = append(g.Ops, Op{Name: name, Kind: k, FLOPs: flops, Bytes: bytes})
}

// addTransc appends a transcendental op over elems elements that moves
// bytes.
func (g *Graph) addTransc(name string, elems, bytes int64) {
	g.Ops = append(g.Ops, Op{Name: name, Kind: KindTransc, Bytes: bytes, Elems: elems})
}

// Totals sums FLOPs and bytes over the graph.
func (g Graph) Totals() (flops, bytes int64) {
	for _, o := range g.Ops {
		flops += o.FLOPs
		bytes += o.Bytes
	}
	return flops, bytes
}

// ByKind sums the priced quantity (FLOPs, elements or bytes) per kind.
func (g Graph) ByKind() map[Kind]int64 {
	m := make(map[Kind]int64, len(kinds))
	for _, o := range g.Ops {
		m[o.Kind] += o.cost()
	}
	return m
}

// String summarises the graph on one line.
func (g Graph) String() string {
	f, b := g.Totals()
	return fmt.Sprintf("%d ops, %.3g FLOPs, %.3g bytes", len(g.Ops), float64(f), float64(b))
}
