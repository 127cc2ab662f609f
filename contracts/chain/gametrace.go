package chain

import (
	"encoding/binary"

	"github.com/ethereum/go-ethereum/crypto"
)

// trace is a synthetic training run for exercising the dispute game (the
// gas benchmark and the tests): it models one party's view of a training run: per-step state hashes
// and, for each step, an op trace whose last op outputs the step's state.
// A cheater diverges from step badStep (0: honest) at op badOp.
type trace struct {
	steps, ops     uint64
	badStep, badOp uint64
	tag            string // tells apart two cheaters' wrong hashes
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

func (tr trace) state(i uint64) [32]byte {
	if i == 0 {
		return hashOf("initial")
	}
	if tr.bad(i) {
		return hashOf("bad-state"+tr.tag, i)
	}
	return hashOf("state", i)
}

func (tr trace) op(step, j uint64) (in, out [32]byte) {
	in, out = hashOf("in", step, j), hashOf("out", step, j)
	if step == tr.badStep && j > tr.badOp {
		in = hashOf("bad-in"+tr.tag, step, j)
	}
	if step == tr.badStep && j >= tr.badOp {
		out = hashOf("bad-out"+tr.tag, step, j)
	}
	if j == tr.ops {
		out = tr.state(step)
	}
	return in, out
}

func (tr trace) chain(step, p uint64) [32]byte {
	c := tr.state(step - 1)
	for j := uint64(1); j <= p; j++ {
		in, out := tr.op(step, j)
		c = OpChain(c, in, out)
	}
	return c
}

// honest is the trace every party agrees is correct.
func (tr trace) honest() trace { return trace{steps: tr.steps, ops: tr.ops} }
