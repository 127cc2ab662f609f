package learn

import "testing"

// FuzzExternalGroup feeds a peer's shared group with arbitrary text (what
// a summary's rollout share carries after wire decoding) to the learner:
// rescoring, the choice and the batch encoding never panic, every token
// is inside the vocabulary and every sequence fits the context, and a
// group's claimed rewards are never used.
func FuzzExternalGroup(f *testing.F) {
	f.Add("<answer>42</answer>", "7", uint8(0))
	f.Add("", "\x00\xff<answer></answer><answer>", uint8(31))
	f.Add("é日本\n\n\n", "<answer>-0</answer>", uint8(3))
	pol := mustBase(f)
	l, err := New(pol, nil, "fuzz", "me", easy, Config{Local: 1, External: 2})
	if err != nil {
		f.Fatal(err)
	}
	qs, err := TrainingQuestions(easy, "fuzz", "peer", 0, MaxTrainingQuestions)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, a, b string, q uint8) {
		tk := qs[int(q)%len(qs)]
		g := Group{Peer: "peer", Question: int(q) % len(qs), Task: tk, Completions: []string{a, b, tk.Answer}, Rewards: []float32{99, -99, 7}}
		picked, _ := l.pickExternal(0, []Group{g})
		for _, p := range picked {
			for i, c := range p.Completions {
				if p.Rewards[i] != Reward(tk, c) {
					t.Fatalf("reward %g of %q is not the verifier's", p.Rewards[i], c)
				}
			}
			batch, err := l.encode([]Group{p})
			if err != nil {
				continue
			}
			ctxLen := pol.Model().Config().Context
			for _, row := range batch.Tokens {
				if len(row) > ctxLen {
					t.Fatalf("sequence of %d tokens, context %d", len(row), ctxLen)
				}
				for _, id := range row {
					if id < 0 || id >= pol.Model().Config().Vocab {
						t.Fatalf("token %d outside the vocabulary", id)
					}
				}
			}
			if _, err := pol.Model().TokenLogProbs(batch.Tokens, batch.Targets); err != nil {
				t.Fatal(err)
			}
		}
	})
}
