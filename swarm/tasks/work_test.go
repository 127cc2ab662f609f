package tasks

import (
	"strconv"
	"strings"
	"testing"
)

// answerOfWork reads the answer off a worked solution as work.go says a
// solver does: the last step's whole result, then the other steps' last
// digits, latest first, without leading zeros; a leading "x-y " step
// (the larger minus the smaller) makes it negative.
func answerOfWork(w string) string {
	neg := false
	steps := strings.Fields(w)
	if len(steps) > 0 && !strings.Contains(steps[0], "=") {
		neg, steps = true, steps[1:]
	}
	var b strings.Builder
	for i := len(steps) - 1; i >= 0; i-- {
		res := steps[i][strings.LastIndexByte(steps[i], '=')+1:]
		if i == len(steps)-1 {
			b.WriteString(res)
		} else {
			b.WriteByte(res[len(res)-1])
		}
	}
	s := strings.TrimLeft(b.String(), "0")
	if s == "" {
		return "0"
	}
	if neg {
		return "-" + s
	}
	return s
}

// TestWorkGivesTheAnswer: every arithmetic question with a worked
// solution, at every level, reads back to its exact answer, and each
// step's arithmetic is right.
func TestWorkGivesTheAnswer(t *testing.T) {
	r := NewRand("work-test", 1)
	fam := Families()[0]
	with := 0
	for i := range 3000 {
		tk := fam.Generate(r, 1+i%MaxLevel)
		w := tk.Work()
		if w == "" {
			if !strings.Contains(tk.Question, "*") {
				t.Fatalf("%q has no worked solution", tk.Question)
			}
			continue
		}
		with++
		if got := answerOfWork(w); got != tk.Answer {
			t.Fatalf("%q: work %q reads %s, want %s", tk.Question, w, got, tk.Answer)
		}
		for _, st := range strings.Fields(w) {
			if !strings.Contains(st, "=") {
				continue
			}
			lhs, rhs, _ := strings.Cut(st, "=")
			if got := eval(t, lhs); strconv.FormatInt(got, 10) != rhs {
				t.Fatalf("%q: step %q computes %d", tk.Question, st, got)
			}
		}
	}
	if with < 2000 {
		t.Fatalf("only %d of 3000 arithmetic questions have a worked solution", with)
	}
	for _, f := range Families()[1:] {
		if w := f.Generate(r, 1).Work(); w != "" {
			t.Fatalf("%s has work %q", f.Name, w)
		}
	}
}

// eval computes a step's left side: digits joined by +, - and * (one
// operator kind per step, left to right, * before +).
func eval(t *testing.T, s string) int64 {
	t.Helper()
	var sum int64
	for _, term := range strings.Split(s, "+") {
		if a, b, ok := strings.Cut(term, "*"); ok {
			sum += atoi(t, a) * atoi(t, b)
			continue
		}
		if a, b, ok := strings.Cut(term, "-"); ok {
			sum += atoi(t, a) - atoi(t, b)
			continue
		}
		sum += atoi(t, term)
	}
	return sum
}

func atoi(t *testing.T, s string) int64 {
	t.Helper()
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		t.Fatalf("step term %q: %v", s, err)
	}
	return v
}

func TestWorkExamples(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{workAdd(54, 36), "4+6=10 5+3+1=9"},
		{workSub(53, 27), "13-7=6 4-2=2"},
		{workSub(25, 87), "87-25 7-5=2 8-2=6"},
		{workMul(24, 4), "4*4=16 2*4+1=9"},
		{workMul(24, 14), ""},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
