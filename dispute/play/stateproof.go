package play

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// StateProof builds the proof that settles a step's state entry without
// the referee (game.StatePost): the pre-state's header, the trace's entry
// hashes, and for every parameter its adamw entry's preimage and the
// hashes of the value and moments in the post-state. It fails for a
// step that does not update every parameter with adamw.
func StateProof(pre *checkpoint.Checkpoint, trace []repops.TraceEntry, post *checkpoint.Checkpoint) (*game.StateProof, error) {
	if pre == nil || post == nil {
		return nil, fmt.Errorf("play: a state proof needs the pre- and post-state")
	}
	hdr, err := checkpoint.HeaderBytes(pre)
	if err != nil {
		return nil, fmt.Errorf("play: state proof: %w", err)
	}
	if len(post.Tensors)%3 != 0 || len(post.Tensors) == 0 {
		return nil, fmt.Errorf("play: state proof: %d tensors are not values and moments", len(post.Tensors))
	}
	params := len(post.Tensors) / 3
	p := &game.StateProof{Header: hdr, Entries: make([]game.Hash, len(trace)), Adam: make([]game.AdamOpening, params)}
	found := make([]bool, params)
	for i, e := range trace {
		p.Entries[i] = game.EntryHash(e)
		if e.Op != "adamw" {
			continue
		}
		k, err := strconv.Atoi(strings.TrimPrefix(strings.Split(e.Attrs, ",")[0], "param="))
		if err != nil || k < 0 || k >= params || found[k] {
			return nil, fmt.Errorf("play: state proof: adamw entry %d (%q)", i, e.Attrs)
		}
		found[k] = true
		a := game.AdamOpening{Index: i, Preimage: game.EntryPreimage(e)}
		for j, t := range []checkpoint.Tensor{post.Tensors[k], post.Tensors[params+k], post.Tensors[2*params+k]} {
			a.Tensors[j] = game.Hash(checkpoint.TensorHash(t.Shape, t.Data))
		}
		p.Adam[k] = a
	}
	for k, f := range found {
		if !f {
			return nil, fmt.Errorf("play: state proof: parameter %d has no adamw update", k)
		}
	}
	return p, nil
}

// StateProof builds the state proof of step s from the party's
// regenerated step.
func (p *Party) StateProof(s int) (*game.StateProof, error) {
	if !p.load(s) {
		return nil, p.err
	}
	return StateProof(p.data.Pre, p.data.Entries, p.data.Post)
}
