package game

import (
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// playerEntry is what a player keeps for phase 3 of one pinned entry:
// its opening, the element trees of the entry's inputs and output, and
// the scalar values of the element pinned last.
type playerEntry struct {
	step, entry int
	open        *Opening
	sop         *repops.ScalarOp
	inputs      []*repops.Tensor
	output      *repops.Tensor
	inTrees     []*commit.Tree
	outTree     *commit.Tree
	sizes       []uint64
	elem        int
	vals        []repops.ScalarValue // v_0 .. v_K of elem; v_K the party's own element
}

// entry returns the player's phase-3 data for the entry v pins, nil when
// it does not open it (no tensors, an op that does not reduce).
func (p *Player) entry(v View) *playerEntry {
	if p.Tensors == nil || v.Step < 1 || !v.Scalar {
		return nil
	}
	if pe := p.p3; pe != nil && pe.step == v.Step && pe.entry == v.Entry {
		return pe
	}
	p.p3 = nil
	tr := p.Trace(v.Step)
	if v.Entry < 0 || v.Entry >= len(tr) {
		return nil
	}
	ins, out := p.Tensors(v.Step, v.Entry)
	if out == nil || len(ins) != len(tr[v.Entry].Inputs) {
		return nil
	}
	pe := &playerEntry{step: v.Step, entry: v.Entry, inputs: ins, output: out, elem: -1}
	o := &Opening{Entry: tr[v.Entry]}
	for _, t := range ins {
		if t == nil {
			return nil
		}
		tree, err := commit.ElementTree(t.Data)
		if err != nil {
			return nil
		}
		pe.inTrees = append(pe.inTrees, tree)
		o.Shapes = append(o.Shapes, append([]int(nil), t.Shape...))
		o.Roots = append(o.Roots, tree.Root())
	}
	// An op that does not reduce is opened too (the game then says so);
	// one that reduces must give the output the party holds.
	sop, err := repops.ScalarOf(v.OpSet, o.Entry.Op, o.Entry.Attrs, o.Shapes)
	if err != nil {
		sop = nil
	} else if sop.Elements() != len(out.Data) {
		return nil
	}
	if len(out.Data) == 0 {
		return nil
	}
	if pe.outTree, err = commit.ElementTree(out.Data); err != nil {
		return nil
	}
	o.Roots = append(o.Roots, pe.outTree.Root())
	if sop != nil {
		// The evaluation the player states (every element takes as many
		// steps as element 0).
		ev, err := sop.Element(0)
		if err != nil {
			return nil
		}
		o.Elements, o.Steps = sop.Elements(), ev.Len
	}
	if o.check() != nil {
		return nil
	}
	pe.open, pe.sop, pe.sizes = o, sop, commit.LevelSizes(uint64(len(out.Data)))
	p.p3 = pe
	return pe
}

// openEntry makes m the player's opening of the pinned entry (no opening
// when it has none for it).
func (p *Player) openEntry(v View, m *Move) {
	pe := p.entry(v)
	if pe == nil {
		return
	}
	if !v.Compact && pe.open.Elements == 0 {
		// The op does not reduce: the referee rules whatever either
		// party opens, and declining is the cheapest move on chain (an
		// opening of a block's seven or eight inputs costs more than a
		// move's 80k gas).
		return
	}
	m.Opening = pe.open.clone()
}

// openPinned adds to m, the player's pick that pins op entry e in a
// compact game, its opening of the entry and its children of its output
// root (none for an op that does not reduce; no opening when it has none).
func (p *Player) openPinned(v View, e int, m *Move) {
	v.Entry = e
	pe := p.entry(v)
	if pe == nil {
		return
	}
	m.Opening = pe.open.clone()
	if pe.sop != nil {
		m.Hashes = append(m.Hashes, pe.children(len(pe.sizes)-1, 0)...)
		if pe.open.Elements == 1 {
			// One output element: no descent; our scalar values at the
			// split points of its steps follow our element.
			if pe.values(0); pe.elem != 0 {
				m.Opening, m.Hashes = nil, nil
				return
			}
			for _, x := range innerSplits(0, pe.open.Steps, v.Arity) {
				m.Hashes = append(m.Hashes, scalarLeaf(pe.vals[x]))
			}
		}
	}
}

// innerSplits returns the interior split points of (lo, hi] for arity a.
func innerSplits(lo, hi, a int) []int {
	pts := Splits(lo, hi, a)
	if len(pts) < 3 {
		return nil
	}
	return pts[1 : len(pts)-1]
}

// pickFirst adds to m, the player's opening of the entry the other
// party's pick pinned and opened in a compact game (whose root children
// v.Posted holds), its first pick of the element descent when phase 3
// starts on the two openings.
func (p *Player) pickFirst(v View, m *Move) {
	s, c := v.SolverOpening, m.Opening
	if m.By == Solver {
		s, c = m.Opening, v.ChallengerOpening
	}
	e, _, why := scalarStart(v.Entry, v.Count, s, c)
	if why != "" {
		return
	}
	d := v
	d.Phase, d.Level, d.Node = PhaseElements, len(commit.LevelSizes(uint64(e)))-1, 0
	if e == 1 && len(v.Posted) > 0 {
		// One output element: our element, then our pick among the
		// opener's scalar values at the split points of its steps.
		pe := p.entry(d)
		if pe == nil || pe.sop == nil {
			return
		}
		d.Phase, d.Element, d.Lo, d.Hi = PhaseScalar, 0, 0, pe.open.Steps
		d.Points, d.Posted = Splits(0, pe.open.Steps, v.Arity), v.Posted[1:]
		if pick, ok := p.Move(d); ok && pick.Kind == Pick {
			m.Index, m.Hashes, m.Proofs = pick.Index, append(pe.children(0, 0), pick.Hashes...), pick.Proofs
		}
		return
	}
	if pick, ok := p.treeMove(d, Move{By: m.By, Turn: m.Turn}); ok && pick.Kind == Pick {
		m.Index, m.Hashes, m.Proofs = pick.Index, pick.Hashes, pick.Proofs
	}
}

// children returns the player's children of node (level, node) of its
// output tree: its element's leaf value at level 0, leaf values at level
// 1, tree hashes above.
func (pe *playerEntry) children(level int, node uint64) []Hash {
	switch level {
	case 0:
		return []Hash{commit.ElementLeaf(pe.output.Data[node])}
	case 1:
		return []Hash{commit.ElementLeaf(pe.output.Data[2*node]), commit.ElementLeaf(pe.output.Data[2*node+1])}
	}
	l := pe.outTree.Level(level - 1)
	return []Hash{l[2*node], l[2*node+1]}
}

// values sets the scalar values of element e: the evaluation from the
// player's inputs, ending in its own element.
func (pe *playerEntry) values(e int) {
	if pe.elem == e || pe.sop == nil {
		return
	}
	ev, err := pe.sop.Element(e)
	if err != nil {
		return
	}
	pe.vals = ev.Values(pe.inputs)
	pe.vals[ev.Len] = repops.ScalarValue{pe.output.Data[e]}
	pe.elem = e
}

// proofs returns the element proofs of what scalar step k of element e
// reads.
func (pe *playerEntry) proofs(e, k int) []commit.ElementProof {
	if pe.sop == nil {
		return nil
	}
	ev, err := pe.sop.Element(e)
	if err != nil || k < 0 || k >= ev.Len {
		return nil
	}
	var ps []commit.ElementProof
	for _, a := range ev.Step(k).Args {
		if a.Src != repops.ScalarElem {
			continue
		}
		pr, err := commit.ProveElement(pe.inTrees[a.Input], pe.inputs[a.Input].Data, a.Index)
		if err != nil {
			return nil
		}
		ps = append(ps, pr)
	}
	return ps
}

// treeMove is the player's move in the element descent: the solver's
// first post, its children of its output root; else its pick: the first child
// whose posted hash differs from its own, its children of the node, and
// what the pick leads to (its children of the chosen child, or at an
// element its scalar values at the split points or the proofs of the
// element's one step).
func (p *Player) treeMove(v View, m Move) (Move, bool) {
	pe := p.entry(v)
	if pe == nil || pe.sop == nil || uint64(v.Level) >= uint64(len(pe.sizes)) || v.Node >= pe.sizes[v.Level] {
		return Move{}, false
	}
	own := pe.children(v.Level, v.Node)
	if v.Posted == nil {
		m.Kind, m.Hashes = Post, own
		return m, true
	}
	if len(own) != len(v.Posted) {
		return Move{}, false
	}
	j := 0
	for i := range own {
		if own[i] != v.Posted[i] {
			j = i
			break
		}
	}
	m.Kind, m.Index, m.Hashes = Pick, j, own
	level, node := v.Level, v.Node
	leaf := level <= 1
	if level > 0 {
		level--
		node = 2*node + uint64(j)
	}
	for level > 0 && 2*node+1 >= pe.sizes[level-1] {
		level--
		node *= 2
	}
	if !leaf {
		m.Hashes = append(m.Hashes, pe.children(level, node)...)
		return m, true
	}
	e := int(node)
	pe.values(e)
	if pe.elem != e {
		return Move{}, false
	}
	switch k := len(pe.vals) - 1; {
	case k == 1:
		m.Proofs = pe.proofs(e, 0)
	case k > 1:
		pts := Splits(0, k, v.Arity)
		for _, x := range pts[1 : len(pts)-1] {
			m.Hashes = append(m.Hashes, scalarLeaf(pe.vals[x]))
		}
	}
	return m, true
}

// Executes reports whether move m, made from view v, pins a scalar step,
// which the game then executes on the entry's opening: a pick in
// PhaseScalar whose sub-range is one step, or a pick in the element
// descent that reaches an element and posts no scalar values (an element
// of one step). On chain only such a pick needs to carry the opening.
func Executes(v View, m Move) bool {
	if m.Kind != Pick || m.Index < 0 {
		return false
	}
	switch v.Phase {
	case PhaseScalar:
		return m.Index+1 < len(v.Points) && v.Points[m.Index+1]-v.Points[m.Index] == 1
	case PhaseElements:
		n := 2
		if v.Level == 0 {
			n = 1
		}
		return v.Level <= 1 && len(m.Hashes) == n
	}
	return false
}
