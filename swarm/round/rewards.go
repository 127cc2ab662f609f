package round

// Reward weights, in thousandths.
const (
	// WeightCorrectness is earned in full when every answer is correct.
	WeightCorrectness = 2000
	// WeightFormat is earned in full when every answer is well formed.
	WeightFormat = 500
	// WeightCritique is earned in full when the answer a critique picked is
	// entirely correct.
	WeightCritique = 500
	// WeightAgreement is earned when a counted vote names the top winner.
	WeightAgreement = 1000
)

// rewards scores every peer that answered this round. An equivocator in any
// stage earns nothing.
func (rs *roundState) rewards(t Tally) []Reward {
	ans := rs.books[StageAnswer]
	cheat := map[string]bool{}
	for _, st := range []Stage{StageAnswer, StageCritique, StageVote} {
		for s, es := range rs.books[st].all {
			if len(es) > 1 {
				cheat[s] = true
			}
		}
	}
	q := int64(len(rs.questions))
	correct := map[string]int{}
	var out []Reward
	for _, peer := range sortedKeys(ans.first) {
		r := Reward{Peer: peer}
		for i, c := range ans.first[peer].body.GetAnswer().GetCompletions() {
			v := rs.questions[i].Verify(c)
			if v.Correct {
				r.Correct++
			}
			if v.WellFormed {
				r.WellFormed++
			}
		}
		correct[peer] = r.Correct
		out = append(out, r)
	}
	top := ""
	if len(t.Winners) > 0 {
		top = t.Winners[0]
	}
	voted := map[string]string{}
	for _, v := range t.Counted {
		voted[v.Voter] = v.Choice
	}
	crit := rs.books[StageCritique]
	for i := range out {
		r := &out[i]
		if cheat[r.Peer] || q == 0 {
			continue
		}
		r.Correctness = WeightCorrectness * int64(r.Correct) / q
		r.Format = WeightFormat * int64(r.WellFormed) / q
		if e, ok := crit.first[r.Peer]; ok {
			r.Critique = WeightCritique * int64(correct[string(e.body.GetCritique().GetBest())]) / q
		}
		if top != "" && voted[r.Peer] == top {
			r.Agreement = WeightAgreement
		}
		r.Total = r.Correctness + r.Format + r.Critique + r.Agreement
	}
	return out
}
