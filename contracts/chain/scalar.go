package chain

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
)

// P3 is a dispute game's phase-3 record (DisputeGame.P3): whether the
// market enabled phase 3 and under which op set, what the solver's
// opening reads (its output root is the game's HiSolver from its reveal
// until the descent moves on), the elements and scalar steps the parties
// stated, the element descent's node and the poster's children of it, the pinned element and its scalar steps, and
// why the referee set rules instead.
type P3 = bindings.DisputeGameP3

// PhaseElements and PhaseScalar are phase 3's phases (DisputeGame.Phase).
const (
	PhaseElements = uint8(game.PhaseElements)
	PhaseScalar   = uint8(game.PhaseScalar)
)

// Phase3 reads dispute game id's phase-3 record.
func (c *Chain) Phase3(ctx context.Context, id *big.Int) (P3, error) {
	return call(ctx, c.gameC, "phase3", c.game.PackPhase3(id), c.game.UnpackPhase3)
}

// scalarWhy names DisputeGame's WHY_* reasons as dispute/game does.
var scalarWhy = map[uint8]string{
	1: "the state entry",
	2: "not opened by both parties",
	3: "the openings differ in what the entry reads",
	4: "equal output roots",
	5: "the op does not reduce to scalar operations",
	6: "the openings state different element or step counts",
}

// pinnedEntry reads the entry phase 2 pinned in game id from its
// EntryPinned event (the record's range moves on to elements and scalar
// steps in phase 3): one log, asked for by its topic and the game's ID.
func (c *Chain) pinnedEntry(ctx context.Context, id *big.Int) (int, error) {
	logs, err := c.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int), Addresses: []common.Address{c.addrs.DisputeGame},
		Topics: [][]common.Hash{{gameABI.GetABI().Events[EvEntryPinned].ID}, {common.BigToHash(id)}},
	})
	if err != nil {
		return 0, fmt.Errorf("chain: reading dispute game %s's pinned entry: %w", id, err)
	}
	for i := len(logs) - 1; i >= 0; i-- {
		if logs[i].Removed {
			continue
		}
		e, err := DecodeGameLog(c.addrs.DisputeGame, logs[i])
		if err != nil {
			return 0, err
		}
		if e.Kind == EvEntryPinned && e.Dispute.Cmp(id) == 0 {
			return int(e.Entry), nil
		}
	}
	return 0, fmt.Errorf("%w: dispute game %s: an entry pinned without its EntryPinned event", ErrBadChainData, id)
}

// OpeningReads is what DisputeGame records of the solver's opening o of
// the pinned entry (P3.Reads): ScalarJudge's hash of its op, attributes,
// input hashes, input shapes and input element roots,
// keccak256(head || shapes || input roots), head the keccak256 of
// game.EntryHash's preimage without the output and shapes the chain
// s_i = keccak256(s_{i-1} || dims of shape i as 32-byte words) from zero.
// Two openings read alike when their hashes are equal; an opening that is
// not well formed (negative dimensions, roots that do not match its
// inputs) has none.
func OpeningReads(o *game.Opening) ([32]byte, bool) {
	if o == nil || len(o.Roots) != len(o.Entry.Inputs)+1 || len(o.Shapes) != len(o.Entry.Inputs) {
		return [32]byte{}, false
	}
	e := o.Entry
	head := crypto.Keccak256(game.EntryPreimage(e))
	var shapes [32]byte
	for _, s := range o.Shapes {
		w := append([]byte(nil), shapes[:]...)
		for _, d := range s {
			if d < 0 {
				return [32]byte{}, false
			}
			var word [32]byte
			binary.BigEndian.PutUint64(word[24:], uint64(d))
			w = append(w, word[:]...)
		}
		shapes = crypto.Keccak256Hash(w)
	}
	r := append(head, shapes[:]...)
	for _, h := range o.Roots[:len(e.Inputs)] {
		r = append(r, h[:]...)
	}
	return crypto.Keccak256Hash(r), true
}

// toOpening converts a dispute/game opening to the contract's.
func toOpening(o *game.Opening) bindings.ScalarJudgeOpening {
	r := bindings.ScalarJudgeOpening{Inputs: [][32]byte{}, Shapes: [][]uint64{}, Roots: [][32]byte{}}
	if o == nil {
		return r
	}
	r.Op, r.Attrs, r.Output = o.Entry.Op, o.Entry.Attrs, o.Entry.Output
	for _, h := range o.Entry.Inputs {
		r.Inputs = append(r.Inputs, h)
	}
	for _, s := range o.Shapes {
		u := make([]uint64, len(s))
		for i, d := range s {
			u[i] = uint64(d)
		}
		r.Shapes = append(r.Shapes, u)
	}
	for _, h := range o.Roots {
		r.Roots = append(r.Roots, h)
	}
	return r
}

// toProofs converts element proofs to the contract's.
func toProofs(ps []commit.ElementProof) []bindings.ScalarStepElement {
	r := []bindings.ScalarStepElement{}
	for _, p := range ps {
		e := bindings.ScalarStepElement{Index: p.Proof.Index, N: p.Proof.Leaves, Bits: p.Bits, Siblings: [][32]byte{}}
		for _, s := range p.Proof.Siblings {
			e.Siblings = append(e.Siblings, s)
		}
		r = append(r, e)
	}
	return r
}
