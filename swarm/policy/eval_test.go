package policy

import (
	"context"
	"reflect"
	"testing"
)

// TestEvaluateLevelsAsksTheSameQuestions: an evaluation cut at level 1
// scores exactly what the full evaluation scores at level 1, critiques
// included, because the skipped levels' questions are still drawn.
func TestEvaluateLevelsAsksTheSameQuestions(t *testing.T) {
	ctx := context.Background()
	m, err := LoadBaseModel()
	if err != nil {
		t.Fatal(err)
	}
	full, err := Evaluate(ctx, m, 3, 3, 7)
	if err != nil {
		t.Fatal(err)
	}
	cut, err := EvaluateLevels(ctx, m, 3, 3, 7, 1)
	if err != nil {
		t.Fatal(err)
	}
	var want []FamilyScore
	for _, f := range full.Families {
		if f.Level == 1 {
			want = append(want, f)
		}
	}
	if len(want) == 0 || !reflect.DeepEqual(cut.Families, want) {
		t.Fatalf("level-1 scores differ:\ncut  %+v\nfull %+v", cut.Families, want)
	}
	if cut.Critique != full.Critique || cut.Critique.Trials == 0 {
		t.Fatalf("critiques differ: cut %+v, full %+v", cut.Critique, full.Critique)
	}
	for _, bad := range []int{0, 4} {
		if _, err := EvaluateLevels(ctx, m, 1, 3, 7, bad); err == nil {
			t.Errorf("max level %d accepted", bad)
		}
	}
}
