package game

import (
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/synod-net/synod/repops"
)

// tensors returns the honest tensors of entry e of step s: its captured
// inputs and its replayed output (several outputs joined, as a party
// opens them: repops.JoinOutputs; nil for an entry with integer inputs,
// which no phase 3 opens).
func (j *job) tensors(t *testing.T, s, e int) ([]*repops.Tensor, *repops.Tensor) {
	t.Helper()
	ts, outs := j.outputs(t, s, e)
	if outs == nil {
		return nil, nil
	}
	return ts, repops.JoinOutputs(outs)
}

// outputs returns entry e of step s's captured inputs in the entry's
// order (an integer list as the tensor of its values) and its replayed
// outputs.
func (j *job) outputs(t *testing.T, s, e int) ([]*repops.Tensor, []*repops.Tensor) {
	t.Helper()
	ent := j.traces[s][e]
	ts, is, err := j.tracers[s].Inputs(ent)
	if err != nil {
		t.Fatal(err)
	}
	outs, err := repops.ReplayEntry(j.opSet, ent, ts, is)
	if err != nil {
		t.Fatal(err)
	}
	ins, err := repops.EntryInputs(ent, ts, is)
	if err != nil {
		t.Fatal(err)
	}
	return ins, outs
}

// alteredTensor returns the data of a party that flipped bit of element
// el of entry e's output in step s (of its outputs joined, for an entry
// with several) and traced the altered tensors' hash, so that its state
// hashes from step s on differ too.
func (j *job) alteredTensor(t *testing.T, s, e, el, bit int) (func(int) Hash, func(int) []repops.TraceEntry, func(int, int) ([]*repops.Tensor, *repops.Tensor)) {
	ins, outs := j.outputs(t, s, e)
	var out *repops.Tensor
	tr := append([]repops.TraceEntry(nil), j.traces[s]...)
	if outs != nil {
		out = repops.JoinOutputs(outs).Clone()
		i := el % len(out.Data)
		out.Data[i] = math.Float32frombits(math.Float32bits(out.Data[i]) ^ 1<<(bit%32))
		// The altered outputs, split as the entry has them.
		hash := func() repops.Hash {
			if len(outs) == 1 {
				return out.Hash()
			}
			parts, at := make([]*repops.Tensor, len(outs)), 0
			for k, o := range outs {
				parts[k] = repops.FromData(out.Data[at:at+len(o.Data)], o.Shape...)
				at += len(o.Data)
			}
			return repops.OutputHash(parts)
		}
		if hash() == tr[e].Output { // a NaN's payload: flip the sign
			out.Data[i] = -out.Data[i]
		}
		tr[e].Output = hash()
	} else {
		tr[e].Output = repops.Hash(flip(Hash(tr[e].Output), bit))
	}
	states := func(k int) Hash {
		if k >= s {
			return flip(j.states[k], bit)
		}
		return j.states[k]
	}
	trace := func(step int) []repops.TraceEntry {
		if step == s {
			return tr
		}
		return j.traces[step]
	}
	tensors := func(step, entry int) ([]*repops.Tensor, *repops.Tensor) {
		if step == s && entry == e {
			return ins, out
		}
		return j.tensors(t, step, entry)
	}
	return states, trace, tensors
}

// corrupt flips one bit of one hash of a move (a liar changing its story
// mid-game), or of its first proof's element.
func corrupt(rng *rand.Rand, m Move) Move {
	c := m
	c.Hashes = append([]Hash(nil), m.Hashes...)
	if len(c.Hashes) > 0 && (len(m.Proofs) == 0 || rng.IntN(2) == 0) {
		i := rng.IntN(len(c.Hashes))
		c.Hashes[i] = flip(c.Hashes[i], 224+rng.IntN(32))
		return c
	}
	if len(m.Proofs) > 0 {
		c.Proofs = append(c.Proofs[:0:0], m.Proofs...)
		c.Proofs[0].Bits ^= 1 << rng.IntN(32)
	}
	return c
}

// TestScalarTrials plays phase-3 games over real traces of small
// training jobs under both op sets (a gelu MLP under op set 1, a relu one
// and a transformer traced op by op under op set 2): a random entry of a
// random step has
// one output element flipped by the solver or the challenger; entries
// whose op reduces to scalar operations are settled by the game
// executing one scalar operation, the others by the referee. Sometimes
// the liar changes its story in the middle (a flipped bit in a move it
// would send; a move the game rejects is followed by its honest one) or
// goes silent. The honest party wins every game, and a compact game
// (off chain) that phase 3 settles takes at most ceil(log2 T) +
// ceil(log2 (G+1)) + ceil(log2 E) + ceil(log2 K) moves with binary splits
// (E output elements, K scalar steps of the pinned element): one move per
// halving of the steps, of the entries and the state entry, of the
// element tree and of the scalar steps. A game as the contract plays it
// takes at most max(1, ceil(log2 E)) + 3 moves more: a move for the
// element of an op of one element, and three moves of their own that keep
// every move of the contract under 80k gas: the parties' openings of the
// entry (an opening that also started the descent, for the challenger,
// would cost more) and the solver's post of its root's children that
// opens the descent.
func TestScalarTrials(t *testing.T) {
	const steps, trials = 5, 100
	t0 := time.Unix(0, 0).UTC()
	for _, c := range []struct {
		opSet int
		act   string
	}{{1, "gelu"}, {2, "relu"}, {2, "unfused"}} {
		// MLPs with gelu under op set 1 and relu under op set 2, and an
		// unfused transformer (layer_norm, causal_attention, gelu and
		// their gradients among its entries) under op set 2.
		opSet, act := c.opSet, c.act
		j := trainJobOpSet(t, steps, opSet, act)
		rng := rand.New(rand.NewPCG(uint64(opSet), 7))
		settled, refereed, silent, maxMoves, maxBound := 0, 0, 0, 0, 0
		compacts, maxCompact, maxCompactBound := 0, 0, 0
		ops := map[string]int{}
		// The referee rules only where phase 3 cannot: an entry that does
		// not reduce or reads more inputs than an opening holds (or in a
		// game a silent party lost first).
		irreducible := 0
		reduces := make([]bool, len(j.traces[1]))
		for e, ent := range j.traces[1] {
			ins, _ := j.outputs(t, 1, e)
			shapes := make([][]int, len(ins))
			for i, x := range ins {
				shapes[i] = x.Shape
			}
			_, err := repops.ScalarOf(opSet, ent.Op, ent.Attrs, shapes)
			reduces[e] = err == nil && len(ins) <= MaxOpenInputs
			if !reduces[e] {
				irreducible++
			}
		}
		for trial := range trials {
			s := 1 + rng.IntN(steps)
			e := rng.IntN(len(j.traces[s]))
			el, bit := rng.IntN(1<<20), rng.IntN(32)
			liar := Party(1 + rng.IntN(2))
			arity := 2
			if rng.IntN(5) == 0 {
				arity = 3 + rng.IntN(3)
			}
			silentAt, story := -1, rng.IntN(3) == 0
			if rng.IntN(6) == 0 {
				silentAt = 8 + rng.IntN(12)
			}
			hs, ht := j.honest()
			ls, lt, lx := j.alteredTensor(t, s, e, el, bit)
			honestT := func(step, entry int) ([]*repops.Tensor, *repops.Tensor) { return j.tensors(t, step, entry) }
			ps := map[Party]*Player{liar: {Role: liar, States: ls, Trace: lt, Tensors: lx},
				liar.Other(): {Role: liar.Other(), States: hs, Trace: ht, Tensors: honestT}}
			// Every other game is compact (off chain): phase 3 starts with
			// no moves of its own.
			compact := trial%2 == 1
			g, _, err := New(Config{Steps: steps, Entries: len(j.traces[1]), Initial: j.states[0], SolverFinal: ps[Solver].States(steps),
				ChallengerFinal: ps[Challenger].States(steps), Timeout: time.Minute, Arity: arity, Scalar: true, OpSet: opSet,
				ChallengerSplit: ps[Challenger].OpeningSplit(steps, arity), Compact: compact}, t0)
			if err != nil {
				t.Fatal(err)
			}
			now, moves := t0, 0
			var phase3 bool
			var elems, ksteps int
			for {
				now = now.Add(time.Second)
				v := g.View()
				if v.Phase == PhaseDone {
					break
				}
				seen := func(evs []Event) {
					for _, ev := range evs {
						switch ev.Kind {
						case EvElements:
							phase3, elems = true, ev.Count
						case EvElement:
							ksteps = ev.Count
						}
					}
				}
				if v.Phase == PhaseReferee {
					if v.Step != s || v.Entry != e {
						t.Fatalf("trial %d: pinned step %d entry %d, want %d %d", trial, v.Step, v.Entry, s, e)
					}
					if _, err := g.Resolve(j.referee(t, v.Step, v.Entry)); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if v.ToMove == liar && silentAt >= 0 && v.Turn >= silentAt {
					if ev := g.Tick(now.Add(2 * time.Minute)); ev == nil {
						t.Fatalf("trial %d: no timeout", trial)
					}
					silent++
					continue
				}
				m, ok := ps[v.ToMove].Move(v)
				if !ok {
					t.Fatalf("trial %d: %s has no move in %+v", trial, v.ToMove, v)
				}
				if v.ToMove == liar && story && v.Phase >= PhaseElements {
					if evs, err := g.Step(now, corrupt(rng, m)); err == nil {
						seen(evs)
						moves++
						continue
					} else if !errors.Is(err, ErrMalformed) {
						t.Fatalf("trial %d: corrupted move: %v", trial, err)
					}
					if !reflect.DeepEqual(v, g.View()) {
						t.Fatalf("trial %d: a rejected move changed the game", trial)
					}
				}
				evs, err := g.Step(now, m)
				seen(evs)
				if err != nil {
					if v.ToMove == liar && story {
						// Its story changed: its own later moves need
						// not fit any more; it goes silent.
						g.Tick(now.Add(2 * time.Minute))
						continue
					}
					t.Fatalf("trial %d: %s move %+v: %v", trial, v.ToMove, m, err)
				}
				moves++
			}
			out, _ := g.Outcome()
			if out.Winner != liar.Other() {
				t.Fatalf("op set %d trial %d (liar %s, step %d entry %d %s, element %d bit %d, arity %d): outcome %+v",
					opSet, trial, liar, s, e, j.traces[s][e].Op, el, bit, arity, out)
			}
			if !phase3 {
				if reduces[e] && silentAt < 0 {
					t.Fatalf("op set %d trial %d: entry %d (%s) reduces, but the referee ruled", opSet, trial, e, j.traces[s][e].Op)
				}
				refereed++
				continue
			}
			settled++
			ops[j.traces[s][e].Op]++
			if arity == 2 && silentAt < 0 && !story {
				bound := ceilLog2(steps) + ceilLog2(len(j.traces[s])+1) + ceilLog2(elems) + ceilLog2(max(ksteps, 1))
				if !compact {
					bound += 3
					if elems == 1 {
						bound++
					}
				}
				if moves > bound {
					t.Fatalf("trial %d (compact %v): %d moves > bound %d (E=%d, K=%d)", trial, compact, moves, bound, elems, ksteps)
				}
				if compact {
					compacts++
					if moves > maxCompact {
						maxCompact, maxCompactBound = moves, bound
					}
				} else if moves > maxMoves {
					maxMoves, maxBound = moves, bound
				}
			}
		}
		if settled < trials/4 || (irreducible > 0 && refereed == 0) {
			t.Fatalf("op set %d: %d games settled by phase 3, %d by the referee (%d entries of %d do not reduce)", opSet, settled, refereed, irreducible, len(j.traces[1]))
		}
		if compacts == 0 {
			t.Fatalf("op set %d: no compact game settled by phase 3 within its bound", opSet)
		}
		t.Logf("op set %d, %s: %d trials (T=%d, G=%d, %d entries the referee's): %d settled by phase 3 (%v), %d by the referee, %d silent; max moves %d (bound %d, the openings and the descent's first post as moves of their own); %d compact binary games, max moves %d (bound %d: ceil(log2 T) + ceil(log2 (G+1)) + ceil(log2 E) + ceil(log2 K))",
			opSet, act, trials, steps, len(j.traces[1]), irreducible, settled, ops, refereed, silent, maxMoves, maxBound, compacts, maxCompact, maxCompactBound)
	}
}
