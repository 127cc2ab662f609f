package policy

import (
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// TestPolicyAbstainsWithoutAnswers: when no shown completion carries an
// answer there is nothing to judge, and the policy names nobody: no peer
// is ever picked by default.
func TestPolicyAbstainsWithoutAnswers(t *testing.T) {
	ctx := context.Background()
	p, err := NewBase(7, "node-a", Options{MaxAnswerTokens: 8})
	if err != nil {
		t.Fatal(err)
	}
	qs := []string{"What is 12 + 30?"}
	shown := []round.PeerAnswer{{Peer: "p1", Completions: []string{"42"}}, {Peer: "p2", Completions: []string{"<answer>41"}}, {Peer: "p3"}}
	best, reason, err := p.Critique(ctx, qs, shown)
	if err != nil {
		t.Fatal(err)
	}
	if best != "" {
		t.Fatalf("named %q (%q) among answers without a tag", best, reason)
	}
	vote, err := p.Vote(ctx, qs, shown, []round.PeerCritique{{Peer: "p1", Best: "p2"}})
	if err != nil || vote != "" {
		t.Fatalf("voted %q (%v) among answers without a tag", vote, err)
	}
	// One well-formed answer among them is named.
	shown[2].Completions = []string{"<answer>42</answer>"}
	if best, _, err = p.Critique(ctx, qs, shown); err != nil || best != "p3" {
		t.Fatalf("critique %q %v, want p3", best, err)
	}
}

// TestTiesFavourNoPeerID: when peers give the same answers, which one a
// node names depends on the node, so no peer ID wins ties swarm-wide.
func TestTiesFavourNoPeerID(t *testing.T) {
	ctx := context.Background()
	m, err := LoadBaseModel()
	if err != nil {
		t.Fatal(err)
	}
	qs := []string{"Which is larger: 17 or 71?"}
	var shown []round.PeerAnswer
	for _, id := range []string{"p1", "p2", "p3", "p4"} {
		shown = append(shown, round.PeerAnswer{Peer: id, Completions: []string{"<answer>71</answer>"}})
	}
	named := map[string]int{}
	for i := range 16 {
		p, err := New(m, fmt.Sprintf("node-%d", i), Options{})
		if err != nil {
			t.Fatal(err)
		}
		best, _, err := p.Critique(ctx, qs, shown)
		if err != nil || best == "" {
			t.Fatalf("critique %q %v", best, err)
		}
		again, _, _ := p.Critique(ctx, qs, shown)
		if again != best {
			t.Fatalf("node-%d named %s, then %s", i, best, again)
		}
		named[best]++
	}
	if len(named) < 2 {
		t.Fatalf("16 nodes all named the same one of 4 tied peers: %v", named)
	}
}

// TestBasePolicyPlays: the base checkpoint answers in the format, names
// the right answer among near misses and votes for it, reproducibly.
func TestBasePolicyPlays(t *testing.T) {
	ctx := context.Background()
	a, err := LoadBase("node-a", Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := LoadBase("node-a", Options{})
	r := tasks.NewRand("policy-test", 1)
	cmp := tasks.Families()[1] // comparison: the easiest family
	var qs []string
	var ts []tasks.Task
	for range 3 {
		tk := cmp.Generate(r, 1)
		ts, qs = append(ts, tk), append(qs, tk.Question)
	}
	x, err := a.Answer(ctx, qs)
	if err != nil {
		t.Fatal(err)
	}
	y, _ := b.Answer(ctx, qs)
	wf := 0
	for i := range x {
		if x[i] != y[i] {
			t.Fatalf("same node, same model, same prompt: %q vs %q", x[i], y[i])
		}
		if ts[i].Verify(x[i]).WellFormed {
			wf++
		}
	}
	if wf == 0 {
		t.Fatalf("no answer well formed: %q", x)
	}
	right, wrong := make([]string, len(ts)), make([]string, len(ts))
	for i, tk := range ts {
		right[i], wrong[i] = tasks.Format(tk.Answer), tasks.Format(tk.Distractor(r))
	}
	shown := []round.PeerAnswer{{Peer: "p-wrong", Completions: wrong}, {Peer: "p-right", Completions: right}}
	best, reason, err := a.Critique(ctx, qs, shown)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("answers %q; critique %q (%s)", x, best, reason)
	if best != "p-right" {
		t.Fatalf("critique named %q (%s), want p-right", best, reason)
	}
	if !strings.Contains(reason, "likeliest answer on ") {
		t.Fatalf("reason %q", reason)
	}
	vote, err := a.Vote(ctx, qs, append(shown, round.PeerAnswer{Peer: "node-a", Completions: right}), []round.PeerCritique{{Peer: "p1", Best: "p-right"}, {Peer: "p2", Best: "p-wrong"}})
	if err != nil || vote != "p-right" {
		t.Fatalf("vote %q %v", vote, err)
	}
}

func TestPretrainConfigValidate(t *testing.T) {
	if err := DefaultPretrain().Validate(); err != nil {
		t.Fatal(err)
	}
	bad := DefaultPretrain()
	bad.Steps = 0
	if bad.Validate() == nil {
		t.Fatal("zero steps accepted")
	}
	for _, w := range [][]int{{1, 1, 1, 1}, {1, 1, 1, 1, -1}, {0, 0, 0, 0, 0}, {1, 1, 1, 1, 101}} {
		bad := DefaultPretrain()
		bad.FamilyWeights = w
		if bad.Validate() == nil {
			t.Fatalf("family weights %v accepted", w)
		}
	}
	even := DefaultPretrain()
	even.FamilyWeights = nil
	if even.Validate() != nil || even.Equal(DefaultPretrain()) || !DefaultPretrain().Equal(DefaultPretrain()) {
		t.Fatal("even family weights: invalid, or equal to the default run")
	}
	if n := len(even.families()); n != len(tasks.Families()) {
		t.Fatalf("even weights draw from %d families", n)
	}
	c := DefaultPretrain()
	if c.lr(0) <= 0 || c.lr(c.Warmup) != c.PeakLR || c.lr(c.Steps-1) < c.PeakLR/10 {
		t.Fatalf("schedule %g %g %g", c.lr(0), c.lr(c.Warmup), c.lr(c.Steps-1))
	}
}

// TestBaseCID: the embedded checkpoint is the one BaseCID names, and it
// loads.
func TestBaseCID(t *testing.T) {
	got, err := checkpoint.CIDOf(context.Background(), bytes.NewReader(BaseCheckpoint()))
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != BaseCID {
		t.Fatalf("base/base.ckpt has CID %s, BaseCID says %s", got, BaseCID)
	}
	m, err := LoadBaseModel()
	if err != nil {
		t.Fatal(err)
	}
	if m.Config() != BaseConfig(DefaultPretrain().Seed) {
		t.Fatalf("the base checkpoint's architecture %+v is not BaseConfig's", m.Config())
	}
}

// TestPretrainPrefixGolden pins the first steps of pretraining: the
// state hash after 3 steps of 2 rows is the same on every platform (the
// arm64 build runs it under qemu in make test-repops).
func TestPretrainPrefixGolden(t *testing.T) {
	c := DefaultPretrain()
	c.Steps, c.Batch = 3, 2
	m, err := Pretrain(context.Background(), c, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := m.StateHash()
	if err != nil {
		t.Fatal(err)
	}
	const want = "f8a942d8eb901bada58a077845b5a56fb38ea18170bddfb6585104f54327e537"
	if got := hex.EncodeToString(h[:]); got != want {
		t.Fatalf("state after 3 pretraining steps %s, want %s", got, want)
	}
}

// TestPretrainConfigEqualSeesEveryField: changing any one field of the
// default run makes it another run (a field added later must join Equal).
func TestPretrainConfigEqualSeesEveryField(t *testing.T) {
	typ := reflect.TypeOf(PretrainConfig{})
	for i := range typ.NumField() {
		c := DefaultPretrain()
		f := reflect.ValueOf(&c).Elem().Field(i)
		switch f.Kind() {
		case reflect.Int, reflect.Uint64:
			if f.CanInt() {
				f.SetInt(f.Int() + 1)
			} else {
				f.SetUint(f.Uint() + 1)
			}
		case reflect.Float32:
			f.SetFloat(f.Float() * 2)
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Slice:
			f.Set(reflect.ValueOf([]int{1, 1, 1, 1, 1}))
		default:
			t.Fatalf("field %s of kind %s: extend this test", typ.Field(i).Name, f.Kind())
		}
		if c.Equal(DefaultPretrain()) {
			t.Errorf("changing %s leaves the run equal to the default", typ.Field(i).Name)
		}
	}
}

// TestWorkedExamples: with Worked, arithmetic answers are taught after
// their worked solution; without it (the base recipe) never.
func TestWorkedExamples(t *testing.T) {
	for _, worked := range []bool{false, true} {
		ex := NewExamples(tasks.NewRand("worked-test", 1), 0)
		ex.fams, ex.worked = tasks.Families()[:1], worked
		thinks := 0
		for range 200 {
			ps := ex.next()
			if strings.HasPrefix(ps[2].text, ThinkOpen) {
				thinks++
				if !strings.Contains(ps[2].text, ThinkClose+"<answer>") {
					t.Fatalf("worked target %q", ps[2].text)
				}
			}
		}
		if worked != (thinks > 100) || (!worked && thinks > 0) {
			t.Fatalf("worked %v: %d of 200 arithmetic targets carry work", worked, thinks)
		}
	}
}
