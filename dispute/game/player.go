package game

import (
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// maxPlayerTree bounds the state tree a Player builds from States to
// prove its hashes (View.ProveStates) when it was given none.
const maxPlayerTree = 1 << 24

// Player plays one side honestly from its own data: States(k) is its
// state hash after step k (States(0) the initial state) and Trace(step)
// its trace of step (from 1), whose length must be the game's
// Config.Entries; its chain over a step ends with the state entry, the
// post-state hash. A lying party is a Player with altered
// data.
type Player struct {
	Role   Party
	States func(k int) Hash
	Trace  func(step int) []repops.TraceEntry
	// Tensors returns the inputs (in the entry's order, an integer list
	// as the tensor of its values: repops.EntryInputs) and the output of
	// entry of step as the party holds them, for phase 3 (nil: the party
	// does not open the entry, and the referee rules on it).
	Tensors func(step, entry int) (inputs []*repops.Tensor, output *repops.Tensor)
	// StateTree is the tree over the state hashes the player committed
	// to (its receipt's StateRoot), from which a solver proves its
	// hashes of the pinned step when the game asks (View.Prove).
	// Nil: the player builds it from States(1..Steps), its own data.
	StateTree *commit.Tree
	// StateProof returns the player's state proof of step, which it
	// sends when the pinned entry is the end of its trace, shorter than
	// the other party's (nil: it has none, and loses).
	StateProof func(step int) *StateProof

	chainStep int
	chain     []Hash
	p3        *playerEntry
	tree      *commit.Tree // built from States when StateTree is not the game's
}

// chainAt returns the player's chain hash after k entries of step.
func (p *Player) chainAt(step, k int) Hash {
	if p.chain == nil || p.chainStep != step {
		tr := p.Trace(step)
		outs := make([]Hash, len(tr), len(tr)+1)
		for i, e := range tr {
			outs[i] = EntryHash(e)
		}
		// Entry G, the state entry: the post-state hash.
		outs = append(outs, p.States(step))
		p.chain, p.chainStep = Chain(p.States(step-1), outs), step
	}
	if k < 0 || k >= len(p.chain) {
		return Hash{}
	}
	return p.chain[k]
}

// value is the player's hash at position k of the current bisection.
func (p *Player) value(v View, k int) Hash {
	switch v.Phase {
	case PhaseEntries:
		return p.chainAt(v.Step, k)
	case PhaseScalar:
		if pe := p.entry(v); pe != nil {
			if pe.values(v.Element); v.Element == pe.elem && k >= 0 && k < len(pe.vals) {
				return scalarLeaf(pe.vals[k])
			}
		}
		return Hash{}
	}
	return p.States(k)
}

func (p *Player) splitHashes(v View, pts []int) []Hash {
	if len(pts) < 3 {
		return nil
	}
	hs := make([]Hash, 0, len(pts)-2)
	for _, k := range pts[1 : len(pts)-1] {
		hs = append(hs, p.value(v, k))
	}
	return hs
}

// Move returns the player's move in the game state v, or false when it is
// not the player's turn.
func (p *Player) Move(v View) (Move, bool) {
	if v.ToMove != p.Role {
		return Move{}, false
	}
	m := Move{By: p.Role, Turn: v.Turn}
	switch v.Phase {
	case PhaseElements:
		return p.treeMove(v, m)
	case PhaseSteps, PhaseEntries, PhaseScalar:
		// A view from elsewhere (a remote referee) may be inconsistent:
		// no move rather than a crash.
		if len(v.Points) < 2 || (v.Posted != nil && len(v.Posted) != len(v.Points)-2) || v.Arity < 2 {
			return Move{}, false
		}
		if v.Posted == nil {
			m.Kind, m.Hashes = Post, p.splitHashes(v, v.Points)
			return m, true
		}
		// The first sub-range whose end the player disputes; the last if
		// it accepts every posted hash.
		k := len(v.Points) - 1
		j := k - 1
		for i := 0; i < k-1; i++ {
			if p.value(v, v.Points[i+1]) != v.Posted[i] {
				j = i
				break
			}
		}
		m.Kind, m.Index = Pick, j
		if j < k-1 {
			// Disputing the posted hash at the sub-range's end: state our own.
			m.Hashes = append(m.Hashes, p.value(v, v.Points[j+1]))
		}
		if lo, hi := v.Points[j], v.Points[j+1]; hi-lo > 1 {
			m.Hashes = append(m.Hashes, p.splitHashes(v, Splits(lo, hi, v.Arity))...)
		} else if v.Phase == PhaseSteps && j < len(v.PinEntries) && v.PinEntries[j] > 0 {
			// Pinning step hi, whose trace length the game knows: also
			// open phase 2 with our chain hashes at its split (and, the
			// solver in a game that knows its state root, prove our
			// states of the step).
			m.Hashes = append(m.Hashes, p.entrySplit(hi, v.PinEntries[j], v.Arity)...)
			if v.StateRoot && p.Role == Solver {
				m.PreProof, m.PostProof = p.stateProofs(v.Steps, hi)
			}
		} else if v.Phase == PhaseEntries && v.Compact && v.Scalar && lo != v.Count {
			// Pinning op entry lo of a compact game: our opening of it
			// and our children of its output root.
			p.openPinned(v, lo, &m)
		} else if v.Phase == PhaseScalar {
			// Pinning scalar step lo: prove what it reads.
			pe := p.entry(v)
			if pe == nil {
				return Move{}, false
			}
			m.Proofs = pe.proofs(v.Element, lo)
		}
	case PhaseOpen:
		if v.Step < 1 {
			return Move{}, false
		}
		if v.Prove {
			// Prove our states of the step against the root we committed.
			m.Kind = Prove
			m.PreProof, m.PostProof = p.stateProofs(v.Steps, v.Step)
			break
		}
		tr := p.Trace(v.Step)
		m.Kind, m.Count, m.Hashes = Open, len(tr), []Hash{p.chainAt(v.Step, len(tr)), p.States(v.Step)}
		if p.Role == Challenger && v.SolverCount > 0 {
			// Opening second: our chain hashes at the interior split
			// points of phase 2.
			pts := Splits(0, min(v.SolverCount, len(tr))+1, v.Arity)
			for _, k := range pts[1 : len(pts)-1] {
				m.Hashes = append(m.Hashes, p.chainAt(v.Step, k))
			}
		}
	case PhaseReveal:
		if v.Step < 1 {
			return Move{}, false
		}
		if v.Prove {
			// The end of our trace, shorter than the other party's.
			if p.StateProof == nil {
				return Move{}, false
			}
			if m.Kind, m.State = Prove, p.StateProof(v.Step); m.State == nil {
				return Move{}, false
			}
			break
		}
		if !v.OpenEntry {
			return Move{}, false
		}
		// The player's opening of the entry (none when it has none); in
		// a compact game, with its first pick of the element descent.
		m.Kind = Reveal
		p.openEntry(v, &m)
		if v.Compact && v.Posted != nil {
			p.pickFirst(v, &m)
		}
	default:
		return Move{}, false
	}
	if v.ProofDue && p.Role == Solver && m.PostProof == nil {
		// Our first move on the step the challenger pinned: prove our
		// states of it against the root we committed.
		m.PreProof, m.PostProof = p.stateProofs(v.Steps, v.Step)
	}
	return m, true
}

// entrySplit returns the player's chain hashes over step at the interior
// split points of (0, n+1] under arity, n the step's trace length as the
// game knows it.
func (p *Player) entrySplit(step, n, arity int) []Hash {
	pts := Splits(0, n+1, arity)
	hs := make([]Hash, 0, len(pts)-2)
	for _, k := range pts[1 : len(pts)-1] {
		hs = append(hs, p.chainAt(step, k))
	}
	return hs
}

// stateProofs returns the siblings proving the player's committed hashes
// after steps step-1 (none for step 1) and step in its state tree over
// steps hashes (nil when it has no such tree).
func (p *Player) stateProofs(steps, step int) (pre, post []Hash) {
	t := p.StateTree
	if t == nil || t.Len() != steps {
		if p.tree == nil || p.tree.Len() != steps {
			if steps < 1 || steps > maxPlayerTree {
				return nil, nil
			}
			leaves := make([]commit.Hash, steps)
			for k := range leaves {
				leaves[k] = p.States(k + 1)
			}
			var err error
			if p.tree, err = commit.New(leaves); err != nil {
				return nil, nil
			}
		}
		t = p.tree
	}
	if step > 1 {
		if pr, err := t.Proof(step - 2); err == nil {
			pre = pr.Siblings
		}
	}
	if pr, err := t.Proof(step - 1); err == nil {
		post = pr.Siblings
	}
	return pre, post
}

// OpeningSplit returns the player's state hashes at the interior split
// points of phase 1's range (0, steps] under arity: what a challenger
// states when it opens a dispute (Config.ChallengerSplit; nil for one
// step).
func (p *Player) OpeningSplit(steps, arity int) []Hash {
	pts := Splits(0, steps, arity)
	if len(pts) < 3 {
		return nil
	}
	hs := make([]Hash, 0, len(pts)-2)
	for _, k := range pts[1 : len(pts)-1] {
		hs = append(hs, p.States(k))
	}
	return hs
}
