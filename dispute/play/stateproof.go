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
