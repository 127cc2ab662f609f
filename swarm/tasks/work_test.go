package tasks

import (
	"fmt"
	"slices"
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

// checkArithmeticWork generates 3,000 questions of fam at every level and
// checks that each worked solution reads back to the exact answer and that
// each step's arithmetic is right; a question without one must be one
// noWork accepts. It fails unless at least 2,000 have a worked solution.
func checkArithmeticWork(t *testing.T, fam Family, stream string, noWork func(q string) bool) {
	t.Helper()
	r := NewRand(stream, 1)
	with := 0
	for i := range 3000 {
		tk := fam.Generate(r, 1+i%MaxLevel)
		w := tk.Work()
		if w == "" {
			if !noWork(tk.Question) {
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
		t.Fatalf("only %d of 3000 %s questions have a worked solution", with, fam.Name)
	}
}

// TestWorkGivesTheAnswer: every arithmetic question with a worked
// solution (all but multi-digit products), at every level, reads back to
// its exact answer, and each step's arithmetic is right; comparisons have
// none.
func TestWorkGivesTheAnswer(t *testing.T) {
	checkArithmeticWork(t, Families()[0], "work-test", func(q string) bool { return strings.Contains(q, "*") })
	r := NewRand("work-test-comparison", 1)
	if w := Families()[1].Generate(r, 1).Work(); w != "" {
		t.Fatalf("comparison has work %q", w)
	}
}

// TestWordWorkGivesTheAnswer: a word problem's worked solution is its
// arithmetic's, checked the same way; divisions (and products by a
// two-digit count) have none.
func TestWordWorkGivesTheAnswer(t *testing.T) {
	checkArithmeticWork(t, Families()[4], "word-work-test", func(q string) bool {
		return strings.Contains(q, "shares") || strings.Contains(q, "fills")
	})
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
		{workBase(214, 10, 2), "214:0 107:10 53:110 26:0110 13:10110 6:010110 3:1010110 1:11010110"},
		{workBase(214, 10, 16), "214:0 107:10 53:110 26:0110=6 13=d6"},
		{workBase(214, 10, 8), "214:0 107:10 53:110=6 26:0 13:10 6:010=26 3=326"},
		{workBase(214, 2, 10), "1:1010110 3:010110 6:10110 13:0110 26:110 53:10 107:0 214"},
		{workBase(214, 16, 10), "d=1101 6=0110 11010110 1:1010110 3:010110 6:10110 13:0110 26:110 53:10 107:0 214"},
		{workBase(0, 10, 2), "0:0"},
		{workBase(0, 16, 10), "0=0000 0 0"},
		{workBase(5, 10, 16), "5=5"},
		{workBase(16, 10, 16), "16:0 8:00 4:000 2:0000=0 1=10"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// answerOfBaseWork checks a base conversion's worked solution step by step
// as workBase describes it and returns the answer it gives.
func answerOfBaseWork(t *testing.T, q, w string, from, to int) string {
	t.Helper()
	fail := func(format string, a ...any) {
		t.Helper()
		t.Fatalf("%q: %q: %s", q, w, fmt.Sprintf(format, a...))
	}
	number := q[len("Convert "):strings.Index(q, " from")]
	steps := strings.Fields(w)
	if from == 10 {
		x := atoi(t, number)
		prevX := int64(-1)
		var bits, digits string
		width := map[int]int{2: 64, 8: 3, 16: 4}[to]
		for i, st := range steps {
			last := i == len(steps)-1
			num, rest, hasBits := strings.Cut(st, ":")
			if !hasBits {
				num, rest, _ = strings.Cut(st, "=")
			}
			if prevX >= 0 {
				x = prevX / 2
			}
			if atoi(t, num) != x {
				fail("step %d is %s, want %d", i, num, x)
			}
			prevX = x
			if !hasBits { // the last digit: a number below the base
				if !last || x >= int64(to) || rest != strconv.FormatInt(x, int(to))+digits {
					fail("step %q", st)
				}
				return trimZeros(rest)
			}
			b, d, group := strings.Cut(rest, "=")
			if b != itoa(x%2)+bits {
				fail("step %q: binary digits %q, want %q", st, b, itoa(x%2)+bits)
			}
			bits = b
			if group {
				v, err := strconv.ParseInt(bits, 2, 64)
				if err != nil || len(bits) != width || d != strconv.FormatInt(v, to)+digits {
					fail("step %q: digits", st)
				}
				digits, bits = d, ""
			} else if len(bits) >= width {
				fail("step %q: %d binary digits without a digit", st, len(bits))
			}
			if last {
				if to != 2 || x > 1 {
					fail("ends at %q", st)
				}
				return trimZeros(bits)
			}
		}
		fail("no steps")
	}
	// To base 10: digit groups and the binary number (bases 8 and 16),
	// then the doublings.
	bin := number
	if from != 2 {
		width := map[int]int{8: 3, 16: 4}[from]
		var all string
		for i, c := range number {
			if len(steps) == 0 {
				fail("digit %d has no group", i)
			}
			dg, g, ok := strings.Cut(steps[0], "=")
			v, err := strconv.ParseInt(g, 2, 64)
			if !ok || dg != string(c) || len(g) != width || err != nil || strconv.FormatInt(v, from) != dg {
				fail("step %q for digit %c", steps[0], c)
			}
			all += g
			steps = steps[1:]
		}
		if len(steps) == 0 || steps[0] != trimZeros(all) {
			fail("no binary number %s after the groups", trimZeros(all))
		}
		bin, steps = steps[0], steps[1:]
	}
	if len(steps) != len(bin) {
		fail("%d doublings for %d binary digits", len(steps), len(bin))
	}
	var x int64
	for i, c := range bin {
		x = 2*x + int64(c-'0')
		want := itoa(x)
		if i < len(bin)-1 {
			want += ":" + bin[i+1:]
		}
		if steps[i] != want {
			fail("doubling %d is %q, want %q", i, steps[i], want)
		}
	}
	return itoa(x)
}

// trimZeros drops leading zeros, keeping one digit.
func trimZeros(s string) string {
	if t := strings.TrimLeft(s, "0"); t != "" {
		return t
	}
	return "0"
}

func reverse(s string) string {
	b := []byte(s)
	slices.Reverse(b)
	return string(b)
}

// TestBaseWorkGivesTheAnswer: every base conversion, at every level, has
// a worked solution whose every step is right and which reads back to the
// exact answer; at level 1 it fits the answer budget.
func TestBaseWorkGivesTheAnswer(t *testing.T) {
	r := NewRand("base-work-test", 1)
	fam := Families()[3]
	longest := 0
	for i := range 3000 {
		level := 1 + i%MaxLevel
		tk := fam.Generate(r, level)
		var num string
		var from, to int
		if _, err := fmt.Sscanf(tk.Question, "Convert %s from base %d to base %d.", &num, &from, &to); err != nil {
			t.Fatalf("%q: %v", tk.Question, err)
		}
		w := tk.Work()
		if w == "" {
			t.Fatalf("%q has no worked solution", tk.Question)
		}
		if got := answerOfBaseWork(t, tk.Question, w, from, to); got != tk.Answer {
			t.Fatalf("%q: work %q reads %s, want %s", tk.Question, w, got, tk.Answer)
		}
		if level == 1 {
			longest = max(longest, len(w))
		}
	}
	// <think>, </think>, the answer's tags and up to 8 digits: 128 tokens.
	if longest > 128-len("<think></think><answer></answer>\n")-8 {
		t.Fatalf("a level-1 worked solution has %d characters", longest)
	}
	t.Logf("longest level-1 worked solution: %d characters", longest)
}

// TestSortWorkGivesTheAnswer: each step of a sort's worked solution moves
// the smallest (largest) remaining number to the sorted ones, and the last
// step is the answer; at level 1 it fits the answer budget.
func TestSortWorkGivesTheAnswer(t *testing.T) {
	r := NewRand("sort-work-test", 1)
	fam := Families()[2]
	longest := 0
	for i := range 3000 {
		level := 1 + i%MaxLevel
		tk := fam.Generate(r, level)
		w := tk.Work()
		order, list, _ := strings.Cut(strings.TrimPrefix(tk.Question, "Sort in "), " order: ")
		desc := order == "descending"
		parse := func(s string) []int64 {
			if s == "" {
				return nil
			}
			var v []int64
			for _, f := range strings.Split(s, ",") {
				v = append(v, atoi(t, strings.TrimSpace(f)))
			}
			return v
		}
		steps := strings.Fields(w)
		if len(steps) == 0 || steps[0] != "|"+strings.ReplaceAll(list, " ", "") {
			t.Fatalf("%q: work %q does not start with the list", tk.Question, w)
		}
		var sorted []int64
		rest := parse(list)
		for _, st := range steps[1:] {
			k := 0
			for j, x := range rest {
				if (!desc && x < rest[k]) || (desc && x > rest[k]) {
					k = j
				}
			}
			sorted = append(sorted, rest[k])
			rest = slices.Delete(slices.Clone(rest), k, k+1)
			gs, gr, _ := strings.Cut(st, "|")
			if !slices.Equal(parse(gs), sorted) || !slices.Equal(parse(gr), rest) {
				t.Fatalf("%q: work %q: step %q, want %v|%v", tk.Question, w, st, sorted, rest)
			}
		}
		if len(rest) != 0 || strings.ReplaceAll(tk.Answer, " ", "") != steps[len(steps)-1] {
			t.Fatalf("%q: work %q does not end in the answer %s", tk.Question, w, tk.Answer)
		}
		if level == 1 {
			longest = max(longest, len(w)+len(tk.Answer))
		}
	}
	if longest > 128-len("<think></think><answer></answer>\n") {
		t.Fatalf("a level-1 sort's worked solution and answer take %d characters", longest)
	}
}
