package policy

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/synod-net/synod/swarm/tasks"
)

// TestDrillsTeachRightFacts: every drilled fact is a step form of the
// worked arithmetic with its right result, and only the results (and the
// closing tag) are learned.
func TestDrillsTeachRightFacts(t *testing.T) {
	e := NewExamples(tasks.NewRand("drill-test", 1), 0)
	e.drillPercent = 100
	step := regexp.MustCompile(`^ ?(\d+)([-+*])(\d)(\+(\d))?$`)
	forms := map[string]int{}
	for range 200 {
		ps := e.next()
		if len(ps) != 2*DrillFacts+2 || ps[0].text != ThinkOpen || ps[len(ps)-1].text != ThinkClose {
			t.Fatalf("drill pieces %+v", ps)
		}
		for i := 1; i+1 < len(ps)-1; i += 2 {
			q, r := ps[i], ps[i+1]
			if q.learn || !r.learn || !strings.HasPrefix(r.text, "=") {
				t.Fatalf("piece %q (learn %v), result %q (learn %v)", q.text, q.learn, r.text, r.learn)
			}
			m := step.FindStringSubmatch(q.text)
			if m == nil {
				t.Fatalf("step %q is not a worked-arithmetic form", q.text)
			}
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[3])
			c, _ := strconv.Atoi(m[5])
			var want int
			switch m[2] {
			case "+":
				want = a + b + c
				if a > 9 || (m[4] != "" && c != 1) {
					t.Fatalf("sum step %q", q.text)
				}
			case "-":
				want = a - b
				if want < 0 || want > 9 || m[4] != "" {
					t.Fatalf("difference step %q", q.text)
				}
			case "*":
				want = a*b + c
				if a > 9 {
					t.Fatalf("product step %q", q.text)
				}
			}
			if r.text != "="+strconv.Itoa(want) {
				t.Fatalf("%s%s, want =%d", q.text, r.text, want)
			}
			forms[m[2]+strconv.FormatBool(m[4] != "")]++
		}
	}
	for _, f := range []string{"+false", "+true", "-false", "*false", "*true"} {
		if forms[f] == 0 {
			t.Errorf("no drilled step of form %s in 1,600 (%v)", f, forms)
		}
	}
}

// TestNoDrillsKeepTheStream: drills change the example stream, and a
// recipe without them draws no drill (that it draws exactly the examples
// it drew before drills existed is TestPretrainPrefixGolden's check).
func TestNoDrillsKeepTheStream(t *testing.T) {
	text := func(drill int) string {
		e := NewExamples(tasks.NewRand("drill-test", 2), 25)
		e.drillPercent = drill
		var b strings.Builder
		for range 50 {
			for _, p := range e.next() {
				b.WriteString(p.text)
			}
		}
		return b.String()
	}
	if text(0) == text(20) {
		t.Fatal("20% drills left the stream unchanged")
	}
	if !strings.Contains(text(20), ThinkOpen+"") {
		t.Fatal("no drill in 50 examples at 20%")
	}
}
