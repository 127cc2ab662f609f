package game

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// Phase 3 (Config.Scalar). Once phase 2 pinned an op entry, each party
// may open it, the solver first: its preimage (op, attributes, input
// hashes, output hash: EntryHash of it must extend the agreed chain hash
// to the party's own at the entry), the shapes of its tensor inputs and the element
// roots (commit.ElementRoot) of its inputs and of its output, with the
// op's scalar evaluation as the party states it (Opening.Elements and
// Steps: repops.ScalarOf's output elements E and scalar steps K of each
// element; both 0 when the op does not reduce). When both open it alike
// (the same op, attributes, input hashes, input shapes and input roots:
// the inputs both accept), state the same E >= 1 and K, and their output
// roots differ, the game settles the entry itself:
//
//  1. The solver posts its children of its output root (the move after
//     the challenger's opening); the parties then descend the output
//     element tree, each pick
//     choosing a child whose hash the picker disputes, stating its own
//     children of the node (which must hash to its node hash) and, below
//     it, its children of the chosen child, until one element remains:
//     the element index and both parties' values of it (leaf values,
//     commit.ElementLeaf).
//  2. The element's canonical scalar evaluation (repops.ScalarEval) has K
//     steps; the parties bisect over its values v_0 .. v_K (v_0 is the
//     evaluation's initial value, v_K each party's element value),
//     written as leaf values, as over phase 1's state hashes. The pick
//     that pins the element also posts the picker's values at the split
//     points.
//  3. The pick that pins scalar step k carries element proofs of the
//     input elements that step reads (against the agreed input roots);
//     the game executes the step on the agreed v_k and those elements
//     and the party whose v_{k+1} equals the result wins (neither: void).
//
// Otherwise (no opening from a party, openings that differ in what the
// entry reads or in the E and K they state, equal output roots, an op
// both state does not reduce, the state entry) the referee recomputes the
// entry as in a game without phase 3. E and K are not computed from the
// opening before the last step (the contract could not afford it in one
// move): as with the input roots, the parties' agreement makes them
// agreed. The honest party states the true ones, so a party that states
// others only sends the entry to the referee; the step executed last is
// taken from the op's evaluation (repops.ScalarOf), and a step outside it
// cannot be executed.
// The trace commits tensors by SHA-256 of their bytes, not by element
// roots, so that the element roots a party opens with are the roots of
// the tensors its hashes name is not checked by the game: the parties'
// agreement on the input roots is what makes them agreed.

// Limits on an opening.
const (
	MaxOpenInputs = 16   // tensor inputs of an opened entry
	MaxOpenDims   = 8    // dimensions of a shape
	MaxOpenText   = 4096 // bytes of an opened entry's op and attributes together
	// MaxScalarSteps bounds the scalar steps of an element an opening
	// may state (its elements are bounded by repops.MaxScalarElements).
	MaxScalarSteps = 1 << 31
)

// Opening is a party's opening of the pinned op entry (phase 3).
type Opening struct {
	// Entry is the entry as the party traced it (Index is ignored):
	// ChainNext(agreed, EntryHash(Entry)) must be the party's chain hash
	// at the pinned entry.
	Entry repops.TraceEntry
	// Shapes are the shapes of the entry's inputs (all tensors).
	Shapes [][]int
	// Roots are the element roots of the inputs, then of the output.
	Roots []Hash
	// Elements and Steps are the op's scalar evaluation as the party
	// states it: its output elements and the scalar steps of each (the
	// same for every element), 1..repops.MaxScalarElements and
	// 1..MaxScalarSteps, or both 0 for an op that does not reduce.
	Elements, Steps int
}

func (o *Opening) clone() *Opening {
	if o == nil {
		return nil
	}
	c := &Opening{Entry: o.Entry, Roots: append([]Hash(nil), o.Roots...), Elements: o.Elements, Steps: o.Steps}
	c.Entry.Inputs = append([]repops.Hash(nil), o.Entry.Inputs...)
	for _, s := range o.Shapes {
		c.Shapes = append(c.Shapes, append([]int(nil), s...))
	}
	return c
}

// none reports whether o is no opening: nil, or one with nothing in it
// (the form the contract takes for none).
func (o *Opening) none() bool {
	return o == nil || (o.Entry.Op == "" && o.Entry.Attrs == "" && len(o.Entry.Inputs) == 0 && o.Entry.Output == repops.Hash{} &&
		len(o.Shapes) == 0 && len(o.Roots) == 0 && o.Elements == 0 && o.Steps == 0)
}

// OutRoot returns the opened output root.
func (o *Opening) OutRoot() Hash { return o.Roots[len(o.Roots)-1] }

// check validates an opening's form.
func (o *Opening) check() error {
	if (o.Elements == 0) != (o.Steps == 0) || o.Elements < 0 || o.Elements > repops.MaxScalarElements || o.Steps < 0 || o.Steps > MaxScalarSteps {
		return fmt.Errorf("%w: an opening stating %d elements of %d scalar steps", ErrMalformed, o.Elements, o.Steps)
	}
	if len(o.Entry.Op)+len(o.Entry.Attrs) > MaxOpenText {
		return fmt.Errorf("%w: an opened op and attributes of %d bytes, at most %d", ErrMalformed, len(o.Entry.Op)+len(o.Entry.Attrs), MaxOpenText)
	}
	n := len(o.Entry.Inputs)
	if n > MaxOpenInputs || len(o.Shapes) != n || len(o.Roots) != n+1 {
		return fmt.Errorf("%w: an opening of %d inputs needs as many shapes (%d) and one root more (%d), at most %d inputs",
			ErrMalformed, n, len(o.Shapes), len(o.Roots), MaxOpenInputs)
	}
	for _, s := range o.Shapes {
		if len(s) > MaxOpenDims {
			return fmt.Errorf("%w: shape %v has more than %d dimensions", ErrMalformed, s, MaxOpenDims)
		}
		n := 1
		for _, d := range s {
			if d < 0 || (d > 0 && n > repops.MaxScalarElements/d) {
				return fmt.Errorf("%w: shape %v", ErrMalformed, s)
			}
			n *= d
		}
	}
	return nil
}

// sameInputs reports whether two openings read the same inputs.
func sameInputs(a, b *Opening) bool {
	if a.Entry.Op != b.Entry.Op || a.Entry.Attrs != b.Entry.Attrs || len(a.Entry.Inputs) != len(b.Entry.Inputs) {
		return false
	}
	for i := range a.Entry.Inputs {
		if a.Entry.Inputs[i] != b.Entry.Inputs[i] || a.Roots[i] != b.Roots[i] || len(a.Shapes[i]) != len(b.Shapes[i]) {
			return false
		}
		for j := range a.Shapes[i] {
			if a.Shapes[i][j] != b.Shapes[i][j] {
				return false
			}
		}
	}
	return true
}

// phase3 is the game's state in phase 3.
type phase3 struct {
	open [3]*Opening
	why  string // why the referee rules instead
	// opener: in a compact game, the party whose pinning pick opened the
	// entry (its children of its output root, if any, are posted).
	opener Party
	// The elements and scalar steps both stated; k: the pinned
	// element's scalar steps (steps, once an element is pinned).
	elements, steps, k int
	// The element descent: the disputed node (level, node) of the
	// output trees, whose level sizes are sizes; leafVal: the parties'
	// hashes (hiVal) are leaf values, not tree hashes (an element was
	// reached). The poster's children are posted.
	sizes []uint64
	level int
	node  uint64
	elem  int
	// proofs are the current move's element proofs until a stage uses
	// them.
	proofs []commit.ElementProof
}

// openEntry is a party's opening of the pinned op entry (m.Opening, no
// hashes; nil: none, and the referee rules), the solver first: the
// solver's is recorded, the challenger's decides whether phase 3 starts.
func (g *Game) openEntry(ev *[]Event, m Move) error {
	if g.p3.opener != None {
		return g.openSecond(ev, m)
	}
	if len(m.Hashes) != 0 {
		return fmt.Errorf("%w: the opening carries no hash, got %d", ErrMalformed, len(m.Hashes))
	}
	if m.Opening.none() {
		g.toReferee(ev, "not opened by both parties")
		return nil
	}
	if err := g.checkOpening(m.By, m.Opening); err != nil {
		return err
	}
	if m.By == Challenger {
		return g.startScalar(ev)
	}
	return nil
}

// rootChildren is the number of children the output root of an opening
// of e elements shows: its one leaf value for one element, else two (no
// children for an op that does not reduce).
func rootChildren(e int) int {
	switch {
	case e <= 0:
		return 0
	case e == 1:
		return 1
	}
	return 2
}

// openTail is the number of hashes that follow, in a compact game, the
// opening that the pick pinning an op entry carries: the picker's
// children of its output root (rootChildren), or, for an op of one output
// element, which needs no descent, that element's leaf value and the
// picker's scalar values at the interior split points of the element's K
// steps (so that the other party's first move is already a pick of the
// scalar bisection).
func (g *Game) openTail(o *Opening) int {
	if o.Elements == 1 {
		return 1 + max(len(Splits(0, o.Steps, g.cfg.Arity))-2, 0)
	}
	return rootChildren(o.Elements)
}

// openFirst records, in a compact game, the opening that the pick by p
// pinning an op entry carries (none: the referee rules) and what follows
// it in kids (openTail: p's children of its output root, or its element
// and scalar values), posted for the other party's first pick.
func (g *Game) openFirst(ev *[]Event, p Party, o *Opening, kids []Hash) error {
	if o.none() {
		if len(kids) != 0 {
			return fmt.Errorf("%w: root children without an opening", ErrMalformed)
		}
		g.toReferee(ev, "not opened by both parties")
		return nil
	}
	if err := g.checkOpening(p, o); err != nil {
		return err
	}
	if len(kids) > 0 {
		sizes := commit.LevelSizes(uint64(o.Elements))
		n := rootChildren(o.Elements)
		if len(kids) != g.openTail(o) {
			return fmt.Errorf("%w: the %s's pick carries %d hashes after its opening, want %d", ErrMalformed, p, len(kids), g.openTail(o))
		}
		if _, _, err := childrenOf(len(sizes)-1, o.OutRoot(), kids[:n]); err != nil {
			return fmt.Errorf("%w: the %s's %d root children do not hash to its output root", ErrMalformed, p, n)
		}
		g.posted, g.poster = append([]Hash(nil), kids...), p
	}
	g.p3.opener = p
	return nil
}

// openSecond is, in a compact game, the other party's opening of the
// entry the opener's pick pinned: when phase 3 starts on the two
// openings, the move is also its first pick of the element descent, from
// the opener's posted root children (Index, Hashes and Proofs as a pick
// in the descent), or for an op of one output element its element and
// its pick in the scalar bisection (pinOne); otherwise it carries no
// hashes and the referee rules.
func (g *Game) openSecond(ev *[]Event, m Move) error {
	if !m.Opening.none() {
		if err := g.checkOpening(m.By, m.Opening); err != nil {
			return err
		}
	}
	kids, opener := g.posted, g.p3.opener
	if err := g.startScalar(ev); err != nil {
		return err
	}
	if g.phase != PhaseElements {
		if len(m.Hashes) != 0 || m.Index != 0 || len(m.Proofs) != 0 {
			return fmt.Errorf("%w: an opening that starts no descent carries no pick", ErrMalformed)
		}
		return nil
	}
	if g.p3.elements == 1 {
		return g.pinOne(ev, m, kids, opener)
	}
	if len(kids) != rootChildren(g.p3.elements) {
		return fmt.Errorf("%w: the %s's pick posted %d root children", ErrMalformed, opener, len(kids))
	}
	g.posted, g.poster = kids, opener
	g.lo, g.hi = 0, g.p3.elements
	return g.treePick(ev, m)
}

// pinOne is, in a compact game over an op of one output element, the
// other party's first move of phase 3: its element's leaf value
// (m.Hashes[0], which must hash to its output root and differ from the
// opener's) pins the element, and the rest of the move is its pick among
// the scalar values the opener posted after its element (for an element
// of one step, the proofs of what the step reads).
func (g *Game) pinOne(ev *[]Event, m Move, kids []Hash, opener Party) error {
	if len(kids) != 1+max(len(Splits(0, g.p3.steps, g.cfg.Arity))-2, 0) {
		return fmt.Errorf("%w: the %s's pick posted %d hashes for an element of %d scalar steps", ErrMalformed, opener, len(kids), g.p3.steps)
	}
	own, rest, err := g.children(m.By, m.Hashes)
	if err != nil {
		return err
	}
	if own[0] == kids[0] {
		return fmt.Errorf("%w: the %s holds the %s's element; nothing disputed", ErrMalformed, m.By, opener)
	}
	g.hiVal[opener], g.hiVal[m.By] = kids[0], own[0]
	g.posted, g.poster = nil, None
	g.lo, g.hi = 0, 1
	*ev = append(*ev, Event{Kind: EvRange, Phase: PhaseElements, Lo: 0, Hi: 1})
	if err := g.pinElement(ev, opener, kids[1:]); err != nil {
		return err
	}
	if g.phase != PhaseScalar || g.posted == nil {
		// Decided (a party's element is no float32 value) or executed
		// (an element of one step): the move carries nothing more.
		if len(rest) != 0 || m.Index != 0 {
			return fmt.Errorf("%w: %d hashes and pick %d past the element", ErrMalformed, len(rest), m.Index)
		}
		return nil
	}
	return g.pick(ev, Move{Kind: Pick, By: m.By, Turn: m.Turn, Index: m.Index, Hashes: rest, Proofs: m.Proofs})
}

// checkOpening validates party p's opening of the pinned entry: its entry
// must extend the agreed chain hash to p's chain hash at the entry.
func (g *Game) checkOpening(p Party, o *Opening) error {
	if o == nil {
		return nil
	}
	if g.entry == g.entries {
		return fmt.Errorf("%w: the state entry has no opening", ErrMalformed)
	}
	if err := o.check(); err != nil {
		return err
	}
	if !g.hiKnown[p] || ChainNext(g.agreed, EntryHash(o.Entry)) != g.hiVal[p] {
		return fmt.Errorf("%w: the opened entry does not extend the agreed chain hash to the %s's", ErrMalformed, p)
	}
	g.p3.open[p] = o.clone()
	return nil
}

// scalarStart decides, once both have opened the entry, whether phase 3 settles
// the entry: the elements and scalar steps both state, or why not.
func scalarStart(entry, entries int, s, c *Opening) (int, int, string) {
	switch {
	case entry == entries:
		return 0, 0, "the state entry"
	case s == nil || c == nil:
		return 0, 0, "not opened by both parties"
	case !sameInputs(s, c):
		return 0, 0, "the openings differ in what the entry reads"
	case s.Elements != c.Elements || s.Steps != c.Steps:
		return 0, 0, "the openings state different element or step counts"
	case s.OutRoot() == c.OutRoot():
		return 0, 0, "equal output roots"
	case s.Elements == 0:
		return 0, 0, "the op does not reduce to scalar operations"
	}
	return s.Elements, s.Steps, ""
}

// startScalar follows the challenger's opening in a phase-3 game: the
// element descent, whose first move is the solver's post of its children
// of its output root, or the referee.
func (g *Game) startScalar(ev *[]Event) error {
	e, k, why := scalarStart(g.entry, g.entries, g.p3.open[Solver], g.p3.open[Challenger])
	if why != "" {
		g.toReferee(ev, why)
		return nil
	}
	g.p3.elements, g.p3.steps = e, k
	g.p3.sizes = commit.LevelSizes(uint64(e))
	g.p3.level, g.p3.node = len(g.p3.sizes)-1, 0
	// The range stays the pinned entry's until the solver's post (as
	// the contract keeps it, which sets it then).
	g.phase = PhaseElements
	g.hiVal = [3]Hash{None: {}, Solver: g.p3.open[Solver].OutRoot(), Challenger: g.p3.open[Challenger].OutRoot()}
	g.hiKnown = [3]bool{false, true, true}
	g.points, g.posted, g.poster = nil, nil, None
	*ev = append(*ev, Event{Kind: EvElements, Step: g.step, Index: g.entry, Count: e})
	return nil
}

// postRoot is the element descent's first move: the solver's children of
// its output root.
func (g *Game) postRoot(m Move) error {
	ch, rest, err := g.children(m.By, m.Hashes)
	if err != nil {
		return err
	}
	if len(rest) != 0 {
		return fmt.Errorf("%w: %d hashes past the root's children", ErrMalformed, len(rest))
	}
	g.posted, g.poster = ch, m.By
	g.lo, g.hi = 0, g.p3.elements
	return nil
}

// childCount is the number of children the disputed node shows: its
// leaf value at level 0, else its two children (single children are
// skipped by settle).
func (g *Game) childCount() int {
	if g.p3.level == 0 {
		return 1
	}
	return 2
}

// children takes party p's children of the disputed node from hs and
// checks that they hash to p's hash of it.
func (g *Game) children(p Party, hs []Hash) ([]Hash, []Hash, error) {
	ch, rest, err := childrenOf(g.p3.level, g.hiVal[p], hs)
	if errors.Is(err, errChildren) {
		return nil, nil, fmt.Errorf("%w: the %s's children do not hash to its node %d of level %d", ErrMalformed, p, g.p3.node, g.p3.level)
	}
	return ch, rest, err
}

// errChildren: children that do not hash to their node.
var errChildren = errors.New("children do not hash to the node")

// childrenOf takes the children of a node of level (one leaf value at
// level 0, two leaf values at level 1, two tree hashes above) from hs and
// checks that they hash to h.
func childrenOf(level int, h Hash, hs []Hash) ([]Hash, []Hash, error) {
	n := 2
	if level == 0 {
		n = 1
	}
	if len(hs) < n {
		return nil, nil, fmt.Errorf("%w: %d children of the node needed, %d hashes left", ErrMalformed, n, len(hs))
	}
	ch := append([]Hash(nil), hs[:n]...)
	var got Hash
	switch level {
	case 0:
		got = commit.LeafHash(ch[0])
	case 1:
		got = commit.NodeHash(commit.LeafHash(ch[0]), commit.LeafHash(ch[1]))
	default:
		got = commit.NodeHash(ch[0], ch[1])
	}
	if got != h {
		return nil, nil, errChildren
	}
	return ch, hs[n:], nil
}

// settle moves down from a node with a single child (the promoted last
// hash of an odd level, equal to its child) until the node has two
// children or is a leaf.
func (g *Game) settle() {
	for g.p3.level > 0 && 2*g.p3.node+1 >= g.p3.sizes[g.p3.level-1] {
		g.p3.level--
		g.p3.node *= 2
	}
}

// treePick is a pick in the element descent (see phase 3 above): child
// m.Index, the picker's children of the node, then its children of the
// chosen child unless that is an element; a pick that reaches an
// element goes on as pinElement says.
func (g *Game) treePick(ev *[]Event, m Move) error {
	n := g.childCount()
	j := m.Index
	if j < 0 || j >= n {
		return fmt.Errorf("%w: pick %d outside 0..%d", ErrMalformed, j, n-1)
	}
	picker, poster := m.By, g.poster
	own, rest, err := g.children(picker, m.Hashes)
	if err != nil {
		return err
	}
	if own[j] == g.posted[j] {
		return fmt.Errorf("%w: the picker holds the poster's child %d; nothing disputed there", ErrMalformed, j)
	}
	leaf := g.p3.level <= 1 // the children are leaf values: an element is reached
	g.hiVal[poster], g.hiVal[picker] = g.posted[j], own[j]
	g.posted, g.poster = nil, None
	if g.p3.level > 0 {
		g.p3.level--
		g.p3.node = 2*g.p3.node + uint64(j)
	}
	g.settle()
	first := int(g.p3.node << g.p3.level)
	last := min(int((g.p3.node+1)<<g.p3.level), g.p3.elements)
	g.lo, g.hi = first, last
	*ev = append(*ev, Event{Kind: EvRange, Phase: PhaseElements, Lo: first, Hi: last})
	if leaf {
		return g.pinElement(ev, picker, rest)
	}
	ch, rest, err := g.children(picker, rest)
	if err != nil {
		return err
	}
	if len(rest) != 0 {
		return fmt.Errorf("%w: %d hashes past the node's children", ErrMalformed, len(rest))
	}
	g.posted, g.poster = ch, picker
	return nil
}

// scalarLeaf is the leaf value of a scalar value (commit.LanesLeaf).
func scalarLeaf(v repops.ScalarValue) Hash { return commit.LanesLeaf(v) }

// laneText formats a scalar value's lanes: lane 0's bits alone when the
// others are +0, else every lane from 0 up.
func laneText(b [commit.ScalarLanes]uint32) string {
	rest := false
	for _, x := range b[1:] {
		rest = rest || x != 0
	}
	if !rest {
		return fmt.Sprintf("%08x", b[0])
	}
	parts := make([]string, len(b))
	for i, x := range b {
		parts[i] = fmt.Sprintf("%08x", x)
	}
	return strings.Join(parts, ":")
}

// pinElement follows a pick by mover that reached output element
// g.p3.node with both parties' values (hiVal): a party whose value is no
// element loses; an evaluation of no steps is decided by its initial
// value; else the bisection over the element's K stated scalar steps
// starts, and the mover posts its values at the split points (rest), or,
// when the element takes one step, the step is executed with the move's
// proofs.
func (g *Game) pinElement(ev *[]Event, mover Party, rest []Hash) error {
	e := int(g.p3.node)
	k := g.p3.steps
	g.p3.elem, g.p3.k = e, k
	*ev = append(*ev, Event{Kind: EvElement, Index: e, Count: k})
	_, okS := commit.LeafBits(g.hiVal[Solver])
	_, okC := commit.LeafBits(g.hiVal[Challenger])
	init := scalarLeaf(repops.ScalarValue{}) // every evaluation starts at +0
	switch {
	case !okS && !okC:
		g.end(ev, None, fmt.Sprintf("neither party's element %d is a float32 value", e))
	case !okS:
		g.end(ev, Challenger, fmt.Sprintf("the solver's element %d is not a float32 value", e))
	case !okC:
		g.end(ev, Solver, fmt.Sprintf("the challenger's element %d is not a float32 value", e))
	case k == 0:
		g.decide(ev, init, fmt.Sprintf("element %d takes no scalar step: it is its initial value", e))
	}
	if g.phase == PhaseDone {
		if len(rest) != 0 {
			return fmt.Errorf("%w: %d hashes past the element", ErrMalformed, len(rest))
		}
		return nil
	}
	g.bisect(ev, PhaseScalar, 0, k, init, g.hiVal[Solver], g.hiVal[Challenger])
	if g.phase != PhaseScalar {
		return fmt.Errorf("game: internal: bisection over %d scalar steps", k)
	}
	if k == 1 {
		if len(rest) != 0 {
			return fmt.Errorf("%w: %d hashes past the element", ErrMalformed, len(rest))
		}
		g.points, g.posted, g.poster = nil, nil, None
		return g.execute(ev)
	}
	if want := len(g.points) - 2; len(rest) != want {
		return fmt.Errorf("%w: the pick that pins element %d posts %d scalar values, got %d", ErrMalformed, e, want, len(rest))
	}
	g.posted, g.poster = append([]Hash(nil), rest...), mover
	return nil
}

// execute settles the game on scalar step g.hi-1 of the pinned element:
// it runs the step on the agreed value g.agreed and the input elements
// the move's proofs show (checked against the agreed input roots) and
// compares the result with both parties' values at g.hi.
//
// The step is taken from the op's evaluation (repops.ScalarOf of the
// solver's opening, which both opened alike): when the op does not reduce
// or the pinned element or step lies outside its evaluation (two parties
// that stated E and K falsely), the step cannot be executed and the move
// is refused.
func (g *Game) execute(ev *[]Event) error {
	k := g.hi - 1
	proofs := g.p3.proofs
	g.p3.proofs = nil
	open := g.p3.open[Solver]
	sop, err := repops.ScalarOf(g.cfg.OpSet, open.Entry.Op, open.Entry.Attrs, open.Shapes)
	if err != nil {
		return fmt.Errorf("%w: %s does not reduce to scalar operations: no step to execute", ErrMalformed, open.Entry.Op)
	}
	if g.p3.elem >= sop.Elements() {
		return fmt.Errorf("%w: element %d of an op of %d output elements", ErrMalformed, g.p3.elem, sop.Elements())
	}
	eval, err := sop.Element(g.p3.elem)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if k >= eval.Len {
		return fmt.Errorf("%w: scalar step %d of an element of %d steps", ErrMalformed, k, eval.Len)
	}
	st := eval.Step(k)
	reads := 0
	for _, a := range st.Args {
		if a.Src == repops.ScalarElem {
			reads++
		}
	}
	if len(proofs) != reads {
		return fmt.Errorf("%w: scalar step %d (%s) reads %d input elements, the move proves %d", ErrMalformed, k, st, reads, len(proofs))
	}
	var elems []float32
	for _, a := range st.Args {
		if a.Src != repops.ScalarElem {
			continue
		}
		i := len(elems)
		n := 1
		for _, d := range open.Shapes[a.Input] {
			n *= d
		}
		if err := proofs[i].Verify(open.Roots[a.Input], uint64(n), uint64(a.Index)); err != nil {
			return fmt.Errorf("%w: input %d element %d: %v", ErrMalformed, a.Input, a.Index, err)
		}
		elems = append(elems, math.Float32frombits(proofs[i].Bits))
	}
	*ev = append(*ev, Event{Kind: EvScalar, Index: k, Why: st.String()})
	bits, ok := commit.LeafLanes(g.agreed)
	if !ok {
		// Only two lying parties agree on a value that is none.
		g.end(ev, None, fmt.Sprintf("the agreed value before scalar step %d is not a float32 value", k))
		return nil
	}
	var acc repops.ScalarValue
	for i, b := range bits {
		acc[i] = math.Float32frombits(b)
	}
	used := 0
	res := scalarLeaf(st.Exec(acc, func(int, int) float32 { used++; return elems[used-1] }))
	got, _ := commit.LeafLanes(res)
	g.decide(ev, res, fmt.Sprintf("scalar step %d of element %d, %s with acc=%s, gives %s", k, g.p3.elem, st, laneText(bits), laneText(got)))
	return nil
}

// decide ends the game for the party whose value at g.hi is want.
func (g *Game) decide(ev *[]Event, want Hash, what string) {
	switch want {
	case g.hiVal[Solver]:
		g.end(ev, Solver, what+", the solver's value")
	case g.hiVal[Challenger]:
		g.end(ev, Challenger, what+", the challenger's value")
	default:
		g.end(ev, None, what+", neither party's value")
	}
}
