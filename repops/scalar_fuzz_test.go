package repops

import (
	"errors"
	"testing"
)

// FuzzScalarOf gives ScalarOf what an opening of the dispute game hands
// it from outside: any op it lists, any attributes and any shapes. It
// returns an evaluation or an error wrapping ErrNotScalar, never panics,
// and an evaluation it returns has at most MaxScalarElements output
// elements, every element of it as many steps as element 0, and steps
// (the first, last and a middle one of the first, last and a middle
// element) that read lanes and input elements within range.
func FuzzScalarOf(f *testing.F) {
	f.Add(uint8(0), "transA=false,transB=false", []byte{2, 2, 3, 2, 3, 2})
	f.Add(uint8(45), "", []byte{2, 1, 64, 1, 9})
	f.Add(uint8(47), "norm=40000000", []byte{2, 3, 7, 1, 3, 1, 3})
	f.Add(uint8(48), "grad=1,part=0,wrt=0", []byte{0, 2, 3, 7, 1, 3})
	f.Add(uint8(10), "from=1", []byte{1, 1, 2, 2, 3})
	f.Add(uint8(46), "", []byte{2, 2, 0xff, 1, 0xff}) // an embedding whose output passes the bound
	f.Add(uint8(50), "heads=2,base=461c4000,lb=40226c6e4e8f0d6a", []byte{2, 3, 8, 1, 3})
	f.Add(uint8(51), "heads=1,base=3f800001,lb=3e80000000000000,grad=1,part=0,wrt=0", []byte{2, 2, 4, 2, 2, 4, 1, 2})
	f.Fuzz(func(t *testing.T, which uint8, attrs string, enc []byte) {
		op := ScalarOps[int(which)%len(ScalarOps)]
		// Shapes: a count of dimensions, then the dimensions, repeated;
		// a byte 0xff makes a dimension of 2^20 (to reach the limits).
		var shapes [][]int
		for i := 0; i < len(enc) && len(shapes) < 8; {
			n := int(enc[i] % 5)
			i++
			s := []int{}
			for j := 0; j < n && i < len(enc); j++ {
				d := int(enc[i])
				if enc[i] == 0xff {
					d = 1 << 20
				}
				s = append(s, d)
				i++
			}
			shapes = append(shapes, s)
		}
		for _, v := range []int{1, OpSetVersion} {
			so, err := ScalarOf(v, op, attrs, shapes)
			if err != nil {
				if !errors.Is(err, ErrNotScalar) {
					t.Fatalf("%s %q %v: error %v does not wrap ErrNotScalar", op, attrs, shapes, err)
				}
				continue
			}
			n := so.Elements()
			if n < 0 || n > MaxScalarElements {
				t.Fatalf("%s %q %v: %d output elements", op, attrs, shapes, n)
			}
			if n == 0 {
				continue
			}
			first, _ := so.Element(0)
			for _, e := range []int{0, n / 2, n - 1} {
				ev, err := so.Element(e)
				if err != nil {
					t.Fatal(err)
				}
				if ev.Len != first.Len {
					t.Fatalf("%s %v: element %d takes %d steps, element 0 %d", op, shapes, e, ev.Len, first.Len)
				}
				if ev.Len == 0 {
					continue
				}
				for _, k := range []int{0, ev.Len / 2, ev.Len - 1} {
					st := ev.Step(k)
					if len(st.Args) != st.Kind.Arity() || st.Dst < 0 || st.Dst >= ScalarLanes {
						t.Fatalf("%s %v: step %d %v", op, shapes, k, st)
					}
					for _, a := range st.Args {
						switch a.Src {
						case ScalarElem:
							if a.Input < 0 || a.Input >= len(shapes) || a.Index < 0 || a.Index >= numel(shapes[a.Input]) {
								t.Fatalf("%s %v: step %d reads %v", op, shapes, k, a)
							}
						case ScalarAcc:
							if a.Lane < 0 || a.Lane >= ScalarLanes {
								t.Fatalf("%s %v: step %d reads lane %d", op, shapes, k, a.Lane)
							}
						}
					}
				}
			}
		}
	})
}
