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
	// WeightVote is earned in full when the answer a counted vote picked is
	// entirely correct. Like the critique term, it pays for what the task
	// verifier accepts, not for siding with the majority.
	WeightVote = 1000
)

// rewards scores every peer that answered this round. An equivocator in any
// stage earns nothing. A peer that sent no critique, or whose vote was not
// counted, earns nothing for it (Critiqued and Voted say which): no choice
// is ever assumed for it.
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
	voted := map[string]string{}
	for _, v := range t.Counted {
		voted[v.Voter] = v.Choice
	}
	crit := rs.books[StageCritique]
	for i := range out {
		r := &out[i]
		e, critiqued := crit.first[r.Peer]
		choice, voted := voted[r.Peer]
		r.Critiqued, r.Voted = critiqued, voted
		if cheat[r.Peer] || q == 0 {
			continue
		}
		r.Correctness = WeightCorrectness * int64(r.Correct) / q
		r.Format = WeightFormat * int64(r.WellFormed) / q
		if critiqued {
			r.Critique = WeightCritique * int64(correct[string(e.body.GetCritique().GetBest())]) / q
		}
		if voted {
			r.Vote = WeightVote * int64(correct[choice]) / q
		}
		r.Total = r.Correctness + r.Format + r.Critique + r.Vote
	}
	return out
}
