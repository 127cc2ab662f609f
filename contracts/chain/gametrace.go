package chain

import (
	"encoding/binary"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// trace is a synthetic training run for exercising the dispute game (the
// gas report and the tests): one party's per-step state hashes and, for
// each step, a trace of `entries` synthetic entries, played by
// dispute/game's Player (player). A liar diverges from step badStep (0:
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
	if i == 0 {
		return hashOf("initial")
	}
	if tr.bad(i) {
		return hashOf("bad-state"+tr.tag, i)
	}
	return hashOf("state", i)
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
		}}
}

// honest is the trace every party agrees is correct.
func (tr trace) honest() trace { return trace{steps: tr.steps, entries: tr.entries} }

// ruling is what an honest referee rules in view v of a game over tr's
// job: the honest trace length, the honest post-state hash for the state
// entry, or the honest entry's commitment.
func (tr trace) ruling(v game.View) [32]byte {
	h := tr.honest()
	switch {
	case v.Length:
		return LengthRuling(h.entries)
	case uint64(v.Entry) >= h.entries:
		return h.state(uint64(v.Step))
	}
	return game.EntryHash(h.stepTrace(uint64(v.Step))[v.Entry])
}
