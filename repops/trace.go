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
// gives two lists that can be bisected to the first differing op, and
// every entry, forward, backward or optimizer, can be recomputed on its
// own from the inputs its hashes name (ReplayEntry; NewTracer with
// WithCapture keeps those inputs). A nil *Tracer means tracing is off;
// ops then compute no hashes at all.
//
// Hashes of op outputs and gradients (never modified once produced: a
// traced backward pass accumulates out of place) and of the tensors an
// optimizer step produced are computed by a background
// goroutine while the step goes on computing, so hashing uses cores the
// operators leave idle. Reading the entries (Entries, Digest, WriteTo,
// FirstDifference) waits for them and helps with what is left, in
// parallel over tensors; so does the optimizer before it next changes a
// tensor whose hash may still be pending (see AdamW.Step). Values that
// may later change (parameters, constants) are hashed at once, once per
// tensor until the end of the backward pass or the next Record, unless
// their hash is already known (see KnownHash). A Tracer belongs to one
// goroutine.
type Tracer struct {
	entries []TraceEntry
	pend    []*pendHash     // op outputs whose hashes are being computed
	slots   []traceSlot     // where each pending hash goes
	known   map[*Tensor]int // op output or gradient -> index in pend
	leaves  map[*Tensor]Hash
	q       hashQueue
	// pendIn[e][i] is the index in pend of input i of entry e while that
	// hash is pending (-1 once known): a backward entry repeats the
	// inputs of its forward entry. Cleared when the hashes are filled.
	pendIn map[int][]int
	// lastOut and lastEntry name the output and index of the op entry
	// recorded last, which the tape's next node belongs to.
	lastOut   *Tensor
	lastEntry int
	// passLeaves holds the leaf hashes of the last backward pass until
	// the optimizer step that follows takes the parameters' hashes
	// before their update from it.
	passLeaves map[*Tensor]Hash
	// capture keeps every tensor and integer list the entries name, by
	// hash (see WithCapture).
	capture bool
	tensors map[Hash]*Tensor
	ints    map[Hash][]int
	// normChain traces a gradient norm over more than NormInputs
	// gradients as a chain of entries (WithNormChain).
	normChain bool
	// rotaryLog records lb in rotary entries (WithRotaryLog).
	rotaryLog bool
}

// TracerOption configures a Tracer made by NewTracer.
type TracerOption func(*Tracer)

// WithCapture makes the tracer keep every tensor and integer list that
// its entries name as inputs or outputs, by hash, so that each entry can
// be replayed from them (Tracer.Inputs, ReplayEntry). Values that change
// later (parameters, optimizer moments) are kept as copies. A capturing
// tracer holds a whole step's tensors in memory: it is meant for
// verifiers, not for tracing every step.
func WithCapture() TracerOption { return func(tr *Tracer) { tr.capture = true } }

// WithNormChain makes ClipGradNormTraced record a gradient norm over more
// than NormInputs gradients as a chain of entries of at most NormInputs
// inputs each (the format a dispute can open and settle entry by entry)
// instead of one entry over all of them. The norm's bits are the same.
func WithNormChain() TracerOption { return func(tr *Tracer) { tr.normChain = true } }

// WithRotaryLog records in every rotary entry (and its gradient's) the
// binary64 ln(base) its angles use, as lb=<16 hex digits of its bits>:
// the attribute a scalar evaluation of the op needs (see ScalarOf), which
// it could not compute within one step. The outputs are the same.
func WithRotaryLog() TracerOption { return func(tr *Tracer) { tr.rotaryLog = true } }

// NewTracer returns an empty tracer. The zero Tracer is ready to use too
// (without options).
func NewTracer(opts ...TracerOption) *Tracer {
	tr := &Tracer{}
	for _, o := range opts {
		o(tr)
	}
	return tr
}

// Tensor returns the captured tensor whose hash is h (WithCapture),
// after completing the pending hashes. The caller must not modify it.
func (tr *Tracer) Tensor(h Hash) (*Tensor, bool) {
	tr.flush()
	t, ok := tr.tensors[h]
	return t, ok
}

// Ints returns the captured integer list whose hash (HashInts) is h.
func (tr *Tracer) Ints(h Hash) ([]int, bool) {
	tr.flush()
	v, ok := tr.ints[h]
	return v, ok
}

// Inputs returns the captured inputs of e in the order ReplayEntry takes
// them: the tensors among e.Inputs in order, and the integer lists among
// them in order. It fails with ErrReplay when the tracer does not hold one
// of them (it was made without WithCapture, or e is not its entry).
func (tr *Tracer) Inputs(e TraceEntry) ([]*Tensor, [][]int, error) {
	tr.flush()
	var ts []*Tensor
	var is [][]int
	for i, h := range e.Inputs {
		if t, ok := tr.tensors[h]; ok {
			ts = append(ts, t)
		} else if v, ok := tr.ints[h]; ok {
			is = append(is, v)
		} else {
			return nil, nil, fmt.Errorf("%w: entry %d (%s): input %d (%s) was not captured", ErrReplay, e.Index, e.Op, i, h.String()[:16])
		}
	}
	return ts, is, nil
}

// keep captures t under h (a copy when t may change later).
func (tr *Tracer) keep(h Hash, t *Tensor, mutable bool) {
	if !tr.capture {
		return
	}
	if tr.tensors == nil {
		tr.tensors = make(map[Hash]*Tensor)
	}
	if _, ok := tr.tensors[h]; ok {
		return
	}
	if mutable {
		t = t.Clone()
	}
	tr.tensors[h] = t
}

// intsHash returns HashInts(v), capturing v.
func (tr *Tracer) intsHash(v []int) Hash {
	h := HashInts(v)
	if tr.capture {
		if tr.ints == nil {
			tr.ints = make(map[Hash][]int)
		}
		if _, ok := tr.ints[h]; !ok {
			tr.ints[h] = append([]int{}, v...)
		}
	}
	return h
}

// vecHash returns the hash of data as a one-dimensional tensor (a mask
// or a list of per-row values passed to an op as a slice), capturing it.
func (tr *Tracer) vecHash(data []float32) Hash {
	t := FromData(append([]float32{}, data...), len(data))
	h := t.Hash()
	tr.keep(h, t, false)
	return h
}

// traceSlot says which hash of which entry pend[p] fills: input i, or the
// output when i is -1. When combine is set (outputs only), the output is
// instead the SHA-256 over the hashes pend[combine[0]], pend[combine[1]], ...
type traceSlot struct {
	entry, input, p int
	combine         []int
}

// hashRef is an entry input: a known hash (p < 0) or pend[p].
type hashRef struct {
	h Hash
	p int
}

// KnownHash declares that t's hash (Tensor.Hash) is h, so the ops that
// read t until the next backward pass ends (or Record or Entries is
// called) use h instead of hashing t again. An optimizer that has just
// hashed the parameters it updated passes those hashes on this way (see
// AdamW.PrimeTracer); the caller guarantees h is t's current hash.
func (tr *Tracer) KnownHash(t *Tensor, h Hash) {
	if tr.leaves == nil {
		tr.leaves = make(map[*Tensor]Hash)
	}
	tr.leaves[t] = h
	tr.keep(h, t, true)
}

// leafHash returns the hash of an input that is not an op output of this
// tracer, computing it only the first time.
func (tr *Tracer) leafHash(t *Tensor) Hash {
	if h, ok := tr.leaves[t]; ok {
		return h
	}
	h := t.Hash()
	tr.q.bytes.Add(encodedSize(t))
	if tr.leaves == nil {
		tr.leaves = make(map[*Tensor]Hash)
	}
	tr.leaves[t] = h
	tr.keep(h, t, true)
	return h
}

// deferHash queues t for hashing and returns its index in pend.
func (tr *Tracer) deferHash(t *Tensor) int {
	j := &pendHash{t: t}
	tr.pend = append(tr.pend, j)
	tr.q.push(j)
	return len(tr.pend) - 1
}

// pendOf returns the index in pend of the hash of t, a tensor that is
// never modified afterwards (an op output or a gradient), queueing it
// when it is not known yet.
func (tr *Tracer) pendOf(t *Tensor) int {
	if p, ok := tr.known[t]; ok {
		return p
	}
	p := tr.deferHash(t)
	tr.setKnown(t, p)
	return p
}

func (tr *Tracer) setKnown(t *Tensor, p int) {
	if tr.known == nil {
		tr.known = make(map[*Tensor]int)
	}
	tr.known[t] = p
}

// addEntry appends an entry with inputs ins and, as output, pend[outs[0]]
// when there is one output, else the SHA-256 over pend[outs[0]], ... in
// order. It returns the entry's index.
func (tr *Tracer) addEntry(op, attrs string, ins []hashRef, outs []int) int {
	idx := len(tr.entries)
	e := TraceEntry{Index: idx, Op: op, Attrs: attrs, Inputs: make([]Hash, len(ins))}
	for i, r := range ins {
		if r.p >= 0 {
			tr.slots = append(tr.slots, traceSlot{entry: idx, input: i, p: r.p})
		} else {
			e.Inputs[i] = r.h
		}
	}
	if len(outs) == 1 {
		tr.slots = append(tr.slots, traceSlot{entry: idx, input: -1, p: outs[0]})
	} else {
		tr.slots = append(tr.slots, traceSlot{entry: idx, input: -1, combine: outs})
	}
	tr.entries = append(tr.entries, e)
	return idx
}

// addOp appends an entry for an op whose output is out and whose tensor
// inputs are ins, followed by already computed extra input hashes.
func (tr *Tracer) addOp(op, attrs string, out *Tensor, ins []*Tensor, extra ...Hash) {
	idx := len(tr.entries)
	e := TraceEntry{Index: idx, Op: op, Attrs: attrs, Inputs: make([]Hash, len(ins), len(ins)+len(extra))}
	var pin []int
	for i, t := range ins {
		if p, ok := tr.known[t]; ok {
			tr.slots = append(tr.slots, traceSlot{entry: idx, input: i, p: p})
			if pin == nil {
				pin = make([]int, len(ins)+len(extra))
				for j := range pin {
					pin[j] = -1
				}
			}
			pin[i] = p
		} else {
			e.Inputs[i] = tr.leafHash(t)
		}
	}
	if pin != nil {
		if tr.pendIn == nil {
			tr.pendIn = make(map[int][]int)
		}
		tr.pendIn[idx] = pin
	}
	e.Inputs = append(e.Inputs, extra...)
	p := tr.deferHash(out)
	tr.setKnown(out, p)
	tr.slots = append(tr.slots, traceSlot{entry: idx, input: -1, p: p})
	tr.entries = append(tr.entries, e)
	tr.lastOut, tr.lastEntry = out, idx
}

// recordUpdate appends an entry for an optimizer update, executed outside
// a Tape: ins are its input hashes, and its output hash is the SHA-256
// over the hashes of outs in order, computed in the background. It
// returns the jobs that hash outs; their h fields are set once the queue
// has been drained. The caller must not modify outs before that (see
// AdamW.waitHashes); a capturing tracer hashes copies of them instead.
func (tr *Tracer) recordUpdate(op, attrs string, ins []hashRef, outs []*Tensor) []*pendHash {
	tr.endPass()
	comb := make([]int, len(outs))
	jobs := make([]*pendHash, len(outs))
	for i, t := range outs {
		if tr.capture {
			t = t.Clone()
		}
		comb[i] = tr.deferHash(t)
		jobs[i] = tr.pend[comb[i]]
	}
	tr.addEntry(op, attrs, ins, comb)
	return jobs
}

// endBackward ends a backward pass: the leaf hashes are kept for the
// optimizer step that follows (see AdamW.Step), and forgotten otherwise.
func (tr *Tracer) endBackward() {
	if tr.leaves != nil {
		tr.passLeaves = tr.leaves
	}
	tr.leaves = nil
}

// endPass forgets the hashes of leaves (parameters, constants): they may
// change from here on.
func (tr *Tracer) endPass() { tr.leaves = nil }

// flush waits for every pending hash (helping to compute what is left)
// and fills the entries.
func (tr *Tracer) flush() {
	tr.endPass()
	if len(tr.pend) == 0 {
		tr.known, tr.pendIn = nil, nil
		return
	}
	tr.q.drain()
	if tr.capture {
		for _, j := range tr.pend {
			tr.keep(j.h, j.t, false)
		}
	}
	for _, s := range tr.slots {
		h := tr.pend[s.p].h
		if s.combine != nil {
			hs := make([]Hash, len(s.combine))
			for i, p := range s.combine {
				hs[i] = tr.pend[p].h
			}
			h = combineHashes(hs)
		}
		if s.input < 0 {
			tr.entries[s.entry].Output = h
		} else {
			tr.entries[s.entry].Inputs[s.input] = h
		}
	}
	tr.pend, tr.slots, tr.known, tr.pendIn = nil, nil, nil, nil
}

// Entries returns the entries recorded so far (computing pending hashes).
func (tr *Tracer) Entries() []TraceEntry {
	tr.flush()
	return tr.entries
}

// HashedBytes returns how many bytes of canonical tensor encodings the
// tracer has hashed so far (call it after Entries for a whole trace).
// Hashes taken from earlier work (KnownHash, an op output reused as
// another op's input) count nothing.
func (tr *Tracer) HashedBytes() int64 { return tr.q.bytes.Load() }

// Len returns the number of entries recorded so far.
func (tr *Tracer) Len() int { return len(tr.entries) }

func (tr *Tracer) add(op, attrs string, ins []Hash, out Hash) {
	tr.endPass()
	tr.entries = append(tr.entries, TraceEntry{Index: len(tr.entries), Op: op, Attrs: attrs, Inputs: ins, Output: out})
}

// Record appends an entry for an op executed outside a Tape (model-level
// steps, optimizer updates) with hashes the caller computed. ReplayEntry
// replays it only when op and attrs follow the contract of an op of the
// op set.
func (tr *Tracer) Record(op, attrs string, inputs []Hash, output Hash) {
	if tr != nil {
		tr.add(op, attrs, inputs, output)
	}
}

// Digest returns SHA-256 over all entries (index, op, attributes, input
// and output hashes), a commitment to the whole trace.
func (tr *Tracer) Digest() Hash {
	h := sha256.New()
	for _, e := range tr.Entries() {
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
	ae, be := a.Entries(), b.Entries()
	n := min(len(ae), len(be))
	for i := 0; i < n; i++ {
		x, y := ae[i], be[i]
		if x.Op != y.Op || x.Attrs != y.Attrs || x.Output != y.Output || len(x.Inputs) != len(y.Inputs) {
			return i
		}
		for j := range x.Inputs {
			if x.Inputs[j] != y.Inputs[j] {
				return i
			}
		}
	}
	if len(ae) != len(be) {
		return n
	}
	return -1
}

// WriteTo writes one entry per line.
func (tr *Tracer) WriteTo(w io.Writer) (int64, error) {
	var total int64
	for _, e := range tr.Entries() {
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
	a := ""
	if attrs != nil {
		a = attrs()
	}
	tp.tracer.addOp(op, a, out, ins)
}
