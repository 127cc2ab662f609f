package repops

import (
	"crypto/sha256"
	"fmt"
	"io"
	"strings"
)

// TraceEntry is one executed op: its index in execution order, name,
// attributes, the hashes of its inputs and the hash of its output (for ops
// with several outputs, the SHA-256 over their hashes in order).
type TraceEntry struct {
	Index  int
	Op     string
	Attrs  string
	Inputs []Hash
	Output Hash
}

// String formats the entry on one line.
func (e TraceEntry) String() string {
	ins := make([]string, len(e.Inputs))
	for i, h := range e.Inputs {
		ins[i] = h.String()[:16]
	}
	return fmt.Sprintf("%d %s [%s] in=%s out=%s", e.Index, e.Op, e.Attrs, strings.Join(ins, ","), e.Output.String()[:16])
}

// Tracer collects trace entries. A training step traced on two machines
// gives two lists that can be bisected to the first differing op. A nil
// *Tracer means tracing is off; ops then compute no hashes at all.
type Tracer struct {
	Entries []TraceEntry
	// known caches the hashes of forward-op outputs (never modified after
	// they are produced) so a consumer does not hash them again. It is
	// dropped at every Record (an optimizer update ends a step).
	known map[*Tensor]Hash
}

// hashOf returns t's hash, from the cache when t is a traced op output.
func (tr *Tracer) hashOf(t *Tensor) Hash {
	if h, ok := tr.known[t]; ok {
		return h
	}
	return t.Hash()
}

// remember caches the hash of a forward-op output.
func (tr *Tracer) remember(t *Tensor, h Hash) {
	if tr.known == nil {
		tr.known = make(map[*Tensor]Hash)
	}
	tr.known[t] = h
}

func (tr *Tracer) add(op, attrs string, ins []Hash, out Hash) {
	tr.Entries = append(tr.Entries, TraceEntry{Index: len(tr.Entries), Op: op, Attrs: attrs, Inputs: ins, Output: out})
}

// Record appends an entry for an op executed outside a Tape (model-level
// steps, optimizer updates).
func (tr *Tracer) Record(op, attrs string, inputs []Hash, output Hash) {
	if tr != nil {
		tr.known = nil
		tr.add(op, attrs, inputs, output)
	}
}

// Digest returns SHA-256 over all entries (index, op, attributes, input
// and output hashes), a commitment to the whole trace.
func (tr *Tracer) Digest() Hash {
	h := sha256.New()
	for _, e := range tr.Entries {
		fmt.Fprintf(h, "%d\x00%s\x00%s\x00", e.Index, e.Op, e.Attrs)
		for _, x := range e.Inputs {
			h.Write(x[:])
		}
		h.Write(e.Output[:])
	}
	var out Hash
	copy(out[:], h.Sum(nil))
	return out
}

// FirstDifference returns the index of the first entry at which a and b
// differ (op, attributes, inputs or output), or -1 when they are equal.
func FirstDifference(a, b *Tracer) int {
	n := min(len(a.Entries), len(b.Entries))
	for i := 0; i < n; i++ {
		x, y := a.Entries[i], b.Entries[i]
		if x.Op != y.Op || x.Attrs != y.Attrs || x.Output != y.Output || len(x.Inputs) != len(y.Inputs) {
			return i
		}
		for j := range x.Inputs {
			if x.Inputs[j] != y.Inputs[j] {
				return i
			}
		}
	}
	if len(a.Entries) != len(b.Entries) {
		return n
	}
	return -1
}

// WriteTo writes one entry per line.
func (tr *Tracer) WriteTo(w io.Writer) (int64, error) {
	var total int64
	for _, e := range tr.Entries {
		n, err := fmt.Fprintln(w, e.String())
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// combineHashes returns SHA-256 over the concatenated hashes.
func combineHashes(hs []Hash) Hash {
	h := sha256.New()
	for _, x := range hs {
		h.Write(x[:])
	}
	var out Hash
	copy(out[:], h.Sum(nil))
	return out
}

// trace records a forward op when tracing is on. attrs is only called
// when tracing, so formatting costs nothing otherwise.
func (tp *Tape) trace(op string, attrs func() string, out *Tensor, ins ...*Tensor) {
	if tp.tracer == nil {
		return
	}
	hs := make([]Hash, len(ins))
	for i, t := range ins {
		hs[i] = tp.tracer.hashOf(t)
	}
	a := ""
	if attrs != nil {
		a = attrs()
	}
	oh := out.Hash()
	tp.tracer.remember(out, oh)
	tp.tracer.add(op, a, hs, oh)
}
