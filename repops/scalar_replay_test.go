package repops

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestScalarOfUnreadInputs checks gradient entries whose contribution
// does not read every input, with an unread input that does not fit the
// forward op: the referee's replay rejects them, and so must ScalarOf.
func TestScalarOfUnreadInputs(t *testing.T) {
	for _, c := range []struct {
		op, attrs string
		shapes    [][]int
	}{
		// x is [2 3 4] where g is [2 3] (g's elements as x's rows).
		{"add_bias.grad", "grad=11,part=1,wrt=1", [][]int{{6, 4}, {2, 3, 4}, {4}}},
		{"add_bias.grad", "grad=01,part=0,wrt=1", [][]int{{6, 4}, {6, 5}, {4}}},
		{"add_bias.grad", "grad=11,part=1,wrt=1", [][]int{{2, 4}, {4}, {4}}},
		// The bias gradient with x or W off, or g not x W's shape.
		{"linear.grad", "grad=111,part=2,wrt=2", [][]int{{3, 4}, {3, 2}, {5, 4}, {4}}},
		{"linear.grad", "grad=001,part=0,wrt=2", [][]int{{3, 4}, {2, 2}, {2, 4}, {4}}},
		{"linear.grad", "grad=011,part=1,wrt=2", [][]int{{3, 4}, {3, 2, 1}, {2, 4}, {4}}},
		// x's and W's gradients with the bias off.
		{"linear.grad", "grad=111,part=0,wrt=0", [][]int{{3, 4}, {3, 2}, {2, 4}, {5}}},
		{"linear.grad", "grad=110,part=1,wrt=1", [][]int{{3, 4}, {3, 2}, {2, 4}, {1}}},
	} {
		ins := make([]*Tensor, len(c.shapes))
		for i, s := range c.shapes {
			ins[i] = Zeros(s...)
		}
		if _, err := ReplayEntry(1, TraceEntry{Op: c.op, Attrs: c.attrs, Inputs: make([]Hash, len(ins))}, ins, nil); !errors.Is(err, ErrReplay) {
			t.Fatalf("%s %s %v: replay %v, want ErrReplay", c.op, c.attrs, c.shapes, err)
		}
		for _, v := range []int{1, 2} {
			if _, err := ScalarOf(v, c.op, c.attrs, c.shapes); !errors.Is(err, ErrNotScalar) {
				t.Errorf("op set %d %s %s %v: %v, want ErrNotScalar", v, c.op, c.attrs, c.shapes, err)
			}
		}
	}
}

// mutateShapes returns shapes with one change that may make them not
// fit the op: a dimension one larger or smaller, a dimension added or
// dropped, or two inputs' shapes swapped.
func mutateShapes(rng *rand.Rand, shapes [][]int) [][]int {
	out := make([][]int, len(shapes))
	for i, s := range shapes {
		out[i] = append([]int(nil), s...)
	}
	i := rng.IntN(len(out))
	s := out[i]
	switch rng.IntN(5) {
	case 0:
		if len(s) > 0 {
			s[rng.IntN(len(s))]++
		}
	case 1:
		if len(s) > 0 {
			if j := rng.IntN(len(s)); s[j] > 1 {
				s[j]--
			}
		}
	case 2:
		j := rng.IntN(len(s) + 1)
		s = append(s[:j], append([]int{1 + rng.IntN(3)}, s[j:]...)...)
	case 3:
		if len(s) > 0 {
			j := rng.IntN(len(s))
			s = append(s[:j], s[j+1:]...)
		}
	default:
		j := rng.IntN(len(out))
		out[i], out[j] = out[j], out[i]
		return out
	}
	out[i] = s
	return out
}

// TestScalarOfReplays checks that ScalarOf accepts only entries that
// replay: on every op's inputs with their shapes changed (one or two
// changes to a fitting case), whenever ScalarOf returns an evaluation,
// ReplayEntry recomputes the entry, with as many output elements. An
// entry ScalarOf accepts but the referee cannot replay would let a game
// settle by a scalar step an entry that does not exist.
func TestScalarOfReplays(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 31))
	accepted := map[string]int{}
	for trial := range scalarCases * 200 {
		c := randomScalarCase(rng, false, trial, trial/scalarCases)
		shapes := make([][]int, len(c.inputs))
		for i, x := range c.inputs {
			shapes[i] = x.Shape
		}
		shapes = mutateShapes(rng, shapes)
		if rng.IntN(2) == 0 {
			shapes = mutateShapes(rng, shapes)
		}
		version := 1 + trial%2
		so, err := ScalarOf(version, c.op, c.attrs, shapes)
		if err != nil || so.Elements() == 0 {
			continue
		}
		ins := make([]*Tensor, len(shapes))
		for i, s := range shapes {
			ins[i] = scalarInput(rng, false, s...)
			if i == intInput(c.op) {
				// Valid integers for the shapes ScalarOf accepted: ids
				// below the table's rows, targets below the classes.
				classes := lastDim(shapes[i-1])
				if strings.HasPrefix(c.op, "embedding") {
					classes = shapes[i-1][0]
				}
				for j := range ins[i].Data {
					ins[i].Data[j] = float32(rng.IntN(max(classes, 1)))
				}
			}
		}
		e, ts, is := replayInputs(c.op, c.attrs, ins)
		outs, err := ReplayEntry(version, e, ts, is)
		if err != nil {
			t.Fatalf("op set %d %s %s %v: ScalarOf gives %d elements, replay: %v", version, c.op, c.attrs, shapes, so.Elements(), err)
		}
		if len(JoinOutputs(outs).Data) != so.Elements() {
			t.Fatalf("op set %d %s %s %v: ScalarOf gives %d elements, replay %v", version, c.op, c.attrs, shapes, so.Elements(), outs[0].Shape)
		}
		accepted[c.op]++
	}
	t.Logf("changed shapes ScalarOf accepts, by op: %v", accepted)
}
