package tasks

import (
	"strings"
	"testing"
)

// FuzzReadJSONL fuzzes the reading of a question bank (GSM8K-style
// JSONL). Properties: nothing panics; a bank that loads has questions,
// each with a non-empty question and answer; every question's own answer,
// given in the response format, is verified correct and well formed (a
// bank never holds a question nobody can answer); and drawing from it is
// deterministic.
func FuzzReadJSONL(f *testing.F) {
	f.Add([]byte(`{"question": "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?", "answer": "Natalia sold 48/2 = <<48/2=24>>24 clips in May.\nNatalia sold 48+24 = <<48+24=72>>72 clips altogether in April and May.\n#### 72"}` + "\n" +
		`{"question": "Capital of France?", "answer": "Paris"}` + "\n\n" +
		`{"question": "Sort 3,1,2", "answer": "#### 1, 2, 3"}` + "\n"))
	f.Add([]byte(`{"question": "q", "answer": "#### 1,000"}`))
	f.Add([]byte(`{"question": "q", "answer": "#### $-5"}`))
	f.Add([]byte(`{"question": "q", "answer": ""}`))
	f.Add([]byte(`{"question": "q"`))
	f.Add([]byte("\n\n"))
	f.Add([]byte(`{"question": "q", "answer": "a</answer>b"}`))
	f.Add([]byte(`{"question": "q", "answer": "#### two\nlines"}`))

	f.Fuzz(func(t *testing.T, data []byte) {
		j, err := ReadJSONL(strings.NewReader(string(data)))
		if err != nil {
			if j != nil {
				t.Fatal("a bank with an error")
			}
			return
		}
		if j.Len() == 0 {
			t.Fatal("an empty bank loaded")
		}
		for _, task := range j.tasks {
			if strings.TrimSpace(task.Question) == "" || strings.TrimSpace(task.Answer) == "" {
				t.Fatalf("task %+v without question or answer", task)
			}
			if v := task.Verify(Format(task.Answer)); !v.Correct || !v.WellFormed {
				t.Fatalf("the answer %q of %q, formatted, is verified as %+v", task.Answer, task.Question, v)
			}
			if v := task.Verify(task.Answer); !v.Correct {
				t.Fatalf("the bare answer %q of %q is verified as %+v", task.Answer, task.Question, v)
			}
		}
		a, err := j.Draw("s", 3, 5)
		b, err2 := j.Draw("s", 3, 5)
		if err != nil || err2 != nil || len(a) != 5 {
			t.Fatalf("draw: %v %v", err, err2)
		}
		for i := range a {
			if a[i] != b[i] {
				t.Fatal("draws differ")
			}
		}
	})
}

// FuzzVerifyResponse fuzzes the verifier with responses as peers share
// them (completions in gossip): each question of a fixed draw gets the
// same response. Properties: nothing panics; the verdict is that of the
// extracted answer given alone in the response format (extraction is all
// the verifier reads from a well-formed response); a response with one
// tag whose content is the answer is correct and well formed; and a
// correct response's reward is at least RewardCorrectMilli.
func FuzzVerifyResponse(f *testing.F) {
	qs, err := Procedural{}.Draw("fuzz", 1, 16)
	if err != nil {
		f.Fatal(err)
	}
	jl, err := ReadJSONL(strings.NewReader(`{"question": "q", "answer": "Paris"}` + "\n" + `{"question": "q", "answer": "#### 1,024"}`))
	if err != nil {
		f.Fatal(err)
	}
	qs = append(qs, jl.tasks...)
	for _, q := range qs[:4] {
		f.Add(Format(q.Answer))
		f.Add("Let me think. " + Format(" "+q.Answer+" ") + " done")
	}
	f.Add("<answer>1</answer><answer>2</answer>")
	f.Add("<answer>\n3\n</answer>")
	f.Add("<answer>[1, 2, 3]</answer>")
	f.Add("<answer>$+1,024</answer>")
	f.Add("paris")
	f.Add("")

	f.Fuzz(func(t *testing.T, response string) {
		got, wf := Extract(response)
		for _, q := range qs {
			v := q.Verify(response)
			if v.WellFormed != wf {
				t.Fatalf("verdict %+v, extraction well formed %v", v, wf)
			}
			if v.Correct && v.RewardMilli() < RewardCorrectMilli {
				t.Fatalf("correct response rewarded %d", v.RewardMilli())
			}
			if !wf || strings.ContainsAny(got, "\n\r") {
				continue
			}
			if alone := q.Verify(Format(got)); alone.Correct != v.Correct || !alone.WellFormed {
				t.Fatalf("%q verifies as %+v, its answer %q alone as %+v", response, v, got, alone)
			}
		}
	})
}
