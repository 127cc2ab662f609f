package tasks

import "testing"

func TestDistractorsAreWrongAndPlausible(t *testing.T) {
	r := NewRand("distract", 0)
	for _, f := range Families() {
		for lvl := 1; lvl <= MaxLevel; lvl++ {
			for range 200 {
				task := f.Generate(r, lvl)
				d := task.Distractor(r)
				if task.Verify(Format(d)).Correct {
					t.Fatalf("%s L%d: distractor %q of %q (answer %q) is accepted", f.Name, lvl, d, task.Question, task.Answer)
				}
				if len(d) > len(task.Answer)+4 {
					t.Fatalf("%s L%d: distractor %q is far from %q", f.Name, lvl, d, task.Answer)
				}
			}
		}
	}
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, b := NewRand("k", 3), NewRand("k", 3)
	for _, f := range Families() {
		x, y := f.Generate(a, 2), f.Generate(b, 2)
		if x != y {
			t.Fatalf("%s: %+v vs %+v", f.Name, x, y)
		}
	}
}
