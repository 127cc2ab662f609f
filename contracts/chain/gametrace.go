package chain

import (
	"crypto/sha256"
	"encoding/binary"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// trace is a synthetic training run for exercising the dispute game (the
// gas report and the tests): one party's per-step state hashes and, for
// each step, a trace of `entries` synthetic entries, played by
// dispute/game's Player (player). As in a real run, an honest state hash
// opens (commit.StateHashOf over one layout, the step and the hashes of
// one parameter's value and moments) and a step's trace ends with that
// parameter's adamw update to the next state's tensors, so an honest
// party can prove where a step ends (stateProof). A liar diverges from step badStep (0:
// honest) at entry badEntry (from 0; badEntry == entries: its trace of that
// step is honest and only its state hashes lie), and its trace of badStep
// has `extra` more entries (0: the same length).
type trace struct {
	steps, entries    uint64
	badStep, badEntry uint64
	extra             int
	tag               string // tells apart two liars' wrong hashes
}

func hashOf(parts ...any) [32]byte {
	var buf []byte
	for _, p := range parts {
		switch v := p.(type) {
		case string:
			buf = append(buf, v...)
		case uint64:
			buf = binary.BigEndian.AppendUint64(buf, v)
		}
	}
	return crypto.Keccak256Hash(buf)
}

func (tr trace) bad(step uint64) bool { return tr.badStep != 0 && step >= tr.badStep }

// state is the state hash after step i (i = 0: the initial state).
func (tr trace) state(i uint64) [32]byte {
	if tr.bad(i) {
		return hashOf("bad-state"+tr.tag, i)
	}
	ts := stateTensors(i)
	return commit.StateHashOf(traceLayout, i, 3, commit.TensorsDigest(ts[:]))
}

// traceLayout is the layout of every honest state of a synthetic run.
var traceLayout = hashOf("layout")

// stateTensors are the tensor hashes of the honest state after step i: the
// value and the first and second moments of its one parameter.
func stateTensors(i uint64) [3]game.Hash {
	return [3]game.Hash{hashOf("value", i), hashOf("m", i), hashOf("v", i)}
}

// adamEntry is the honest adamw update of step's trace, its last entry.
func adamEntry(step uint64, index int) repops.TraceEntry {
	ts := stateTensors(step)
	out := sha256.New()
	for _, t := range ts {
		out.Write(t[:])
	}
	return repops.TraceEntry{Index: index, Op: "adamw", Attrs: "param=0", Inputs: []repops.Hash{hashOf("grad", step)}, Output: repops.Hash(out.Sum(nil))}
}

// stateProof is the party's proof of where its trace of step ends, which
// it has when that step, as it holds it, is the honest one at its end: an
// honest pre- and post-state, and a trace that ends with the honest adamw
// update (nil otherwise).
func (tr trace) stateProof(step uint64) *game.StateProof {
	es := tr.stepTrace(step)
	last := es[len(es)-1]
	if step < 1 || tr.bad(step) || game.EntryHash(last) != game.EntryHash(adamEntry(step, last.Index)) {
		return nil
	}
	p := &game.StateProof{Layout: traceLayout, Step: step - 1, Start: game.ChainStart(tr.state(step - 1)),
		Adam: []game.AdamOpening{{Inputs: []game.Hash{game.Hash(last.Inputs[0])}, Tensors: stateTensors(step)}}}
	ts := stateTensors(step - 1)
	p.Digest = commit.TensorsDigest(ts[:])
	for _, e := range es[:len(es)-1] {
		p.Start = game.ChainNext(p.Start, game.EntryHash(e))
	}
	return p
}

// root is the state root a solver over tr commits: the internal/commit
// root over its state hashes after steps 1..steps.
func (tr trace) root() [32]byte {
	leaves := make([]commit.Hash, tr.steps)
	for i := range leaves {
		leaves[i] = tr.state(uint64(i) + 1)
	}
	r, err := commit.Root(leaves)
	if err != nil {
		return [32]byte{}
	}
	return r
}

// length is the number of entries of the trace of step.
func (tr trace) length(step uint64) int {
	n := int(tr.entries)
	if tr.badStep != 0 && step == tr.badStep {
		n = max(n+tr.extra, 1)
	}
	return n
}

// stepTrace is the trace of step (from 1).
func (tr trace) stepTrace(step uint64) []repops.TraceEntry {
	out := make([]repops.TraceEntry, tr.length(step))
	for i := range out {
		j := uint64(i)
		out[i] = repops.TraceEntry{Index: i, Op: "op", Inputs: []repops.Hash{hashOf("in", step, j)}, Output: hashOf("out", step, j)}
		if j == tr.entries-1 {
			out[i] = adamEntry(step, i)
		}
		if tr.badStep != 0 && step == tr.badStep && j >= tr.badEntry {
			out[i].Output = hashOf("bad-out"+tr.tag, step, j)
		}
	}
	return out
}

// player plays role in a game over tr's data (steps outside the run
// hash to zero, as a player with no data for them would).
func (tr trace) player(role game.Party) *game.Player {
	return &game.Player{Role: role,
		States: func(k int) game.Hash {
			if k < 0 || uint64(k) > tr.steps {
				return game.Hash{}
			}
			return tr.state(uint64(k))
		},
		Trace: func(step int) []repops.TraceEntry {
			if step < 1 || uint64(step) > tr.steps {
				return nil
			}
			return tr.stepTrace(uint64(step))
		},
		StateProof: func(step int) *game.StateProof {
			if step < 1 || uint64(step) > tr.steps {
				return nil
			}
			return tr.stateProof(uint64(step))
		}}
}

// honest is the trace every party agrees is correct.
func (tr trace) honest() trace { return trace{steps: tr.steps, entries: tr.entries} }

// ruling is what an honest referee rules in view v of a game over tr's
// job: the honest post-state hash for the state entry, or the honest
// entry's commitment.
func (tr trace) ruling(v game.View) [32]byte {
	h := tr.honest()
	switch {
	case uint64(v.Entry) >= h.entries:
		return h.state(uint64(v.Step))
	}
	return game.EntryHash(h.stepTrace(uint64(v.Step))[v.Entry])
}

// claim is tr's own commitment to the entry view v pins (its entry's
// hash, or its post-state hash for the state entry): the one its chain
// hash at the entry commits to.
func (tr trace) claim(v game.View) [32]byte {
	st := tr.stepTrace(uint64(v.Step))
	if v.Entry >= len(st) {
		return tr.state(uint64(v.Step))
	}
	return game.EntryHash(st[v.Entry])
}

// split is tr's state hash at phase 1's first split point, T/2 (SplitHash
// over its state hashes): what a challenger with tr's states states with
// its challenge.
func (tr trace) split() [32]byte {
	if tr.steps < 2 {
		return [32]byte{}
	}
	return tr.state(tr.steps / 2)
}
