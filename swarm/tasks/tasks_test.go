package tasks

import (
	"strings"
	"testing"
)

func TestDrawIsDeterministicPerSwarmAndRound(t *testing.T) {
	p := Procedural{}
	a, err := p.Draw("demo", 7, 10)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := p.Draw("demo", 7, 10)
	c, _ := p.Draw("demo", 8, 10)
	d, _ := p.Draw("other", 7, 10)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("question %d differs between two draws: %q vs %q", i, a[i].Question, b[i].Question)
		}
	}
	same := func(x, y []Task) bool {
		for i := range x {
			if x[i].Question != y[i].Question {
				return false
			}
		}
		return true
	}
	if same(a, c) || same(a, d) {
		t.Fatal("different rounds or swarms drew the same questions")
	}
}

func TestEveryFamilyVerifiesItsOwnAnswer(t *testing.T) {
	for _, f := range Families() {
		for lvl := 1; lvl <= MaxLevel; lvl++ {
			ts, err := Procedural{Families: []Family{f}, Level: lvl}.Draw("s", uint64(lvl), 20)
			if err != nil {
				t.Fatal(err)
			}
			for _, task := range ts {
				if v := task.Verify(Format(task.Answer)); !v.Correct || !v.WellFormed {
					t.Fatalf("%s L%d: own answer %q to %q judged %+v", f.Name, lvl, task.Answer, task.Question, v)
				}
				if v := task.Verify(Format(task.Answer + "1")); v.Correct {
					t.Fatalf("%s: wrong answer accepted for %q", f.Name, task.Question)
				}
			}
		}
	}
}

func TestVerifierFormats(t *testing.T) {
	task := Task{Answer: "42", kind: kindInteger}
	cases := []struct {
		resp        string
		wf, correct bool
	}{
		{"<answer>42</answer>", true, true},
		{"reasoning... <answer> 42 </answer>", true, true},
		{"42", false, true},
		{"<answer>41</answer>", true, false},
		{"<answer>42</answer><answer>42</answer>", false, true},
		{"<answer>42abc</answer>", true, false},
		{"", false, false},
	}
	for _, c := range cases {
		v := task.Verify(c.resp)
		if v.WellFormed != c.wf || v.Correct != c.correct {
			t.Errorf("Verify(%q) = %+v, want wf=%v correct=%v", c.resp, v, c.wf, c.correct)
		}
	}
	list := Task{Answer: "1, 2, 3", kind: kindList}
	if !list.Verify("<answer>[1,2,3]</answer>").Correct || list.Verify("<answer>1, 3, 2</answer>").Correct {
		t.Error("list verifier")
	}
	tok := Task{Answer: "ff", kind: kindToken}
	if !tok.Verify("<answer>FF</answer>").Correct {
		t.Error("token verifier should ignore case")
	}
}

func TestJSONL(t *testing.T) {
	in := `{"question": "Tom has 3 cats and gets 2 more. How many?", "answer": "3+2=5\n#### 5"}

{"question": "Capital of France?", "answer": "Paris"}
`
	j, err := ReadJSONL(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if j.Len() != 2 {
		t.Fatalf("len %d", j.Len())
	}
	ts, err := j.Draw("s", 1, 4)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := j.Draw("s", 1, 4)
	for i := range ts {
		if ts[i] != again[i] {
			t.Fatal("jsonl draw not deterministic")
		}
		want := ts[i].Answer
		if !ts[i].Verify(Format(want)).Correct {
			t.Fatalf("bank answer %q not accepted", want)
		}
	}
	if _, err := ReadJSONL(strings.NewReader(`{"question": "q"}`)); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("missing answer: err = %v", err)
	}
	if _, err := ReadJSONL(strings.NewReader("not json")); err == nil {
		t.Fatal("bad json accepted")
	}
}

func TestRewardMilli(t *testing.T) {
	qs, err := Procedural{}.Draw("s", 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	q := qs[0]
	for _, c := range []struct {
		resp string
		want int64
	}{
		{Format(q.Answer), RewardCorrectMilli + RewardFormatMilli},
		{q.Answer, RewardCorrectMilli},
		{Format("not it"), RewardFormatMilli},
		{"nothing", 0},
	} {
		if got := q.Verify(c.resp).RewardMilli(); got != c.want {
			t.Errorf("reward of %q for answer %q = %d, want %d", c.resp, q.Answer, got, c.want)
		}
	}
}

func TestNamedSources(t *testing.T) {
	for _, name := range SourceNames() {
		src, err := Named(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		qs, err := src.Draw("s", 3, 10)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if name != NameProcedural {
			want = int(name[len(name)-1] - '0')
		}
		for _, q := range qs {
			if want != 0 && q.Level != want {
				t.Fatalf("%s drew a level-%d question", name, q.Level)
			}
		}
	}
	for _, bad := range []string{"", "procedural/level-0", "procedural/level-4", "procedural/level-", "arith"} {
		if _, err := Named(bad); err == nil {
			t.Fatalf("%q named a source", bad)
		}
	}
}
