package play

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/repops"
)

// reducible returns the first entry of step s of the honest trace whose
// op name starts with prefix and reduces to scalar steps over inputs and
// an output the party holds.
func (f *fixture) reducible(t *testing.T, s int, prefix string) int {
	return f.opened(t, f.r[0], s, prefix, true)
}

// opened returns the first entry of step s of the honest trace whose op
// name starts with prefix, that the party opens (tensor inputs, one
// output) and that reduces to scalar steps or not.
func (f *fixture) opened(t *testing.T, r *job.Receipt, s int, prefix string, reduces bool) int {
	t.Helper()
	p, err := NewParty(f.ctx, game.Solver, r, f.st[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	for e, x := range p.Trace(s) {
		if !strings.HasPrefix(x.Op, prefix) {
			continue
		}
		ins, out := p.Tensors(s, e)
		if out == nil {
			continue
		}
		shapes := make([][]int, len(ins))
		for i, in := range ins {
			shapes[i] = in.Shape
		}
		sop, err := repops.ScalarOf(r.OpSetVersion, x.Op, x.Attrs, shapes)
		if (err == nil && sop.Elements() == len(out.Data)) == reduces {
			return e
		}
	}
	t.Fatalf("no %s entry in step %d (reducing: %v)", prefix, s, reduces)
	return -1
}

// flipOutput returns a regenerator whose step k has element el of entry
// e's output tensor altered by one bit, with the entry's output hash
// traced from the altered tensor: a party that computed one element of
// one op wrongly and carried on honestly from its result.
func flipOutput(k, e, el int) Regenerator {
	return func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error) {
		d, err := Regenerate(ctx, r, st, s)
		if err != nil || s != k {
			return d, err
		}
		out := d.Output(d.Entries[e]).Clone()
		el %= len(out.Data)
		out.Data[el] = math.Float32frombits(math.Float32bits(out.Data[el]) ^ 1<<9)
		d.Entries = append([]repops.TraceEntry(nil), d.Entries...)
		d.Entries[e].Output = out.Hash()
		if d.Entries[e].Op == "adamw" {
			// Three outputs of the parameter's shape, committed by the
			// hash over theirs.
			ins, _, err := d.Inputs(d.Entries[e])
			if err != nil {
				return nil, err
			}
			n := len(out.Data) / 3
			var parts []*repops.Tensor
			for i := range 3 {
				parts = append(parts, repops.FromData(out.Data[i*n:(i+1)*n], ins[0].Shape...))
			}
			d.Entries[e].Output = repops.OutputHash(parts)
		}
		honest := d.Output
		d.Output = func(x repops.TraceEntry) *repops.Tensor {
			if x.Output == d.Entries[e].Output {
				return out
			}
			return honest(x)
		}
		return d, nil
	}
}

// TestScalarSettlesAnOp: one party's step has one output element of a
// matmul, matmul.grad, grad_accum, add or adamw entry wrong; with phase 3 on, both parties open the
// pinned entry from their regenerated traces, descend the output element
// trees to the wrong element and bisect its scalar steps, and the game
// executes the one step they disagree on: the honest party wins without
// the referee.
func TestScalarSettlesAnOp(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		liar   game.Party
		step   int
		prefix string
		el     int
	}{{game.Solver, 5, "matmul", 7}, {game.Challenger, 3, "matmul.grad", 100}, {game.Challenger, 2, "grad_accum", 3}, {game.Solver, 9, "add", 1},
		{game.Solver, 6, "adamw", 5}, {game.Challenger, 4, "adamw", 700}} {
		e := f.reducible(t, c.step, c.prefix)
		rs, rc := f.r[0], f.r[1]
		var sregen, cregen Regenerator
		if c.liar == game.Solver {
			rs, sregen = lieFrom(rs, c.step), flipOutput(c.step, e, c.el)
		} else {
			rc, cregen = lieFrom(rc, c.step), flipOutput(c.step, e, c.el)
		}
		s, err := NewParty(f.ctx, game.Solver, rs, f.st[0], sregen)
		if err != nil {
			t.Fatal(err)
		}
		ch, err := NewParty(f.ctx, game.Challenger, rc, f.st[1], cregen)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Local(f.ctx, s, ch, &Referee{Spec: f.spec, OpSet: rs.OpSetVersion}, 0, 2, Scalar())
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome.Winner != c.liar.Other() || res.Ruling != nil || res.ScalarStep < 0 || res.Step != c.step || res.Entry != e {
			t.Fatalf("%s lying at %s entry %d of step %d: outcome %+v at step %d entry %d, scalar step %d, ruling %v (%s)",
				c.liar, c.prefix, e, c.step, res.Outcome, res.Step, res.Entry, res.ScalarStep, res.Ruling, res.Why)
		}
		// The bound of dispute/game's trials: one move per halving of the
		// steps and of the step's entries, per level of the element tree
		// and per halving of the scalar steps (a compact game: the
		// openings of the entry and the descent's first post ride on
		// picks), plus the openings of the pinned step where the receipts
		// state no trace lengths (these are untraced).
		bound := ceilLog2(f.spec.Steps) + ceilLog2(res.Entries+1) + max(1, ceilLog2(res.Elements)) + ceilLog2(res.ScalarSteps)
		if res.Opened {
			bound += 2
		}
		if res.Moves > bound {
			t.Fatalf("%d moves, bound %d", res.Moves, bound)
		}
		if res.Regenerated[game.Solver] > 1 || res.Regenerated[game.Challenger] > 1 {
			t.Fatalf("regenerated %v steps", res.Regenerated)
		}
		t.Logf("%s lying at entry %d (%s) of step %d: %s; element %d of %d, scalar step %d of %d executed; %d moves, %d bytes",
			c.liar, e, s.Trace(c.step)[e].Op, c.step, res.Outcome.Reason, res.Element, res.Elements, res.ScalarStep, res.ScalarSteps, res.Moves, res.Bytes)
	}
}

// TestRemoteScalar: the same disputes over the dispute protocol on
// loopback with phase 3 on: the parties send their openings of the
// pinned entry and their element proofs in their moves, and the game
// executes one scalar step; the honest party wins without the referee.
func TestRemoteScalar(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		liar   game.Party
		step   int
		prefix string
		el     int
	}{{game.Solver, 5, "matmul", 7}, {game.Challenger, 3, "matmul.grad", 100}} {
		e := f.reducible(t, c.step, c.prefix)
		rs, rc := f.r[0], f.r[1]
		var sregen, cregen Regenerator
		if c.liar == game.Solver {
			rs, sregen = lieFrom(rs, c.step), flipOutput(c.step, e, c.el)
			if err := rs.Sign(f.ids[0]); err != nil {
				t.Fatal(err)
			}
		} else {
			rc, cregen = lieFrom(rc, c.step), flipOutput(c.step, e, c.el)
			if err := rc.Sign(f.ids[1]); err != nil {
				t.Fatal(err)
			}
		}
		res := f.netDisputeWith(t, rs, rc, sregen, cregen, true, RemoteConfig{Scalar: true})
		if res.Outcome.Winner != c.liar.Other() || res.Ruling != nil || res.ScalarStep < 0 || res.Step != c.step || res.Entry != e || res.Forfeit != "" {
			t.Fatalf("%s lying at %s entry %d of step %d: outcome %+v at step %d entry %d, scalar step %d, forfeit %q",
				c.liar, c.prefix, e, c.step, res.Outcome, res.Step, res.Entry, res.ScalarStep, res.Forfeit)
		}
	}
}
