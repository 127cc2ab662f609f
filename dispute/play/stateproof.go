package play

import "github.com/synod-net/synod/dispute/game"

// StateProof builds the state proof of step s from the party's
// regenerated step.
func (p *Party) StateProof(s int) (*game.StateProof, error) {
	if !p.load(s) {
		return nil, p.err
	}
	return game.NewStateProof(p.data.Pre, p.data.Entries, p.data.Post)
}

// stateProofs returns the state proofs the parties' evidence makes, each
// with its party, the solver's first; v, when not nil, keeps only those
// that check out against its agreed pre-state and chain hash, with the
// post-state hash each gives.
func stateProofs(evs map[game.Party]*Evidence, v *game.View) []evidenceProof {
	var out []evidenceProof
	for _, p := range []game.Party{game.Solver, game.Challenger} {
		ev := evs[p]
		if ev == nil {
			continue
		}
		proof, err := game.NewStateProof(ev.Pre, ev.Trace, ev.Post)
		if err != nil {
			continue
		}
		ep := evidenceProof{party: p, proof: proof}
		if v != nil {
			if ep.post, err = game.StatePost(v.Pre, v.Agreed, proof); err != nil {
				continue
			}
		}
		out = append(out, ep)
	}
	return out
}

// evidenceProof is a state proof built from a party's evidence.
type evidenceProof struct {
	party game.Party
	proof *game.StateProof
	post  game.Hash
}
