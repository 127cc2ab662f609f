package game

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// The state entry settled by proof: once phase 2 pinned a step's state
// entry (every op entry agreed, the post-state hashes differ), the
// correct post-state hash is a function of what both parties accept: the
// agreed pre-state hash, opened into its parts, and the agreed trace's
// optimizer updates. StatePost computes it the way the DisputeGame
// contract does (StateJudge.sol), so that anyone holding the step's data
// (either party, or anyone they hand it to) can settle the entry without
// a referee.
//
// A state hash is internal/commit's (receipt format 3):
// keccak256(layout || step || n || digest) over the checkpoint's layout
// (its config, RNG counters and every tensor's name, shape and offset),
// its step, its number of tensors and the keccak256 digest of their
// hashes. The proof opens the pre-state hash into the layout, the step
// and the digest (n is 3P for the P openings). The post-state has the
// same layout and n, the next step and, for every parameter k (the 3P
// tensors are the values, the first moments and the second moments, in
// that order), the three tensor hashes that the trace's "adamw" entry
// for parameter k committed to (its output is the hash over them). A
// training step's trace ends with its optimizer's updates, one per
// parameter in parameter order (repops' AdamW), so the proof opens only
// those last P entries, after the chain hash before them; since the
// agreed trace is the honest party's, they are its updates. A training
// step changes neither the layout nor the number of tensors. A step
// whose trace does not end that way (SGD, a frozen parameter) cannot be
// settled by a state proof; the referee set rules on it.

// MaxAdamInputs bounds the tensor inputs of an opened adamw entry;
// MaxAdamAttrs the attributes all of them share; MaxAdamParams the
// openings of one proof (3 MaxAdamParams tensors fit a checkpoint).
const (
	MaxAdamInputs = 16
	MaxAdamAttrs  = 4096
	MaxAdamParams = checkpoint.MaxTensors / 3
)

// ErrStateProof reports a state proof that does not check out.
var ErrStateProof = errors.New("game: bad state proof")

// AdamOpening opens the adamw entry of one parameter: the hashes of its
// tensor inputs (in the entry's order) and of the value and the first
// and second moments it output (its output hash is SHA-256 over the
// three).
type AdamOpening struct {
	Inputs  []Hash
	Tensors [3]Hash
}

// StateProof is what settles a state entry: the pre-state hash opened
// (its Layout, its Step and the Digest of its tensor hashes), and the
// step's optimizer updates, which are the last P entries of its trace,
// one "adamw" entry per parameter in parameter order: Start is the chain
// hash before them, Attrs what follows "param=<k>" in their attributes
// (the step and the hyper-parameters, the same for every parameter:
// empty, or from a comma), and Adam their openings.
type StateProof struct {
	Layout Hash
	Step   uint64
	Digest Hash
	Start  Hash
	Attrs  []byte
	Adam   []AdamOpening
}

// StatePost returns the post-state hash that follows from proof p, given
// the agreed pre-state hash pre and the agreed chain hash over the whole
// trace agreed (ChainStart(pre) extended by every entry hash).
func StatePost(pre, agreed Hash, p *StateProof) (Hash, error) {
	bad := func(format string, args ...any) (Hash, error) {
		return Hash{}, fmt.Errorf("%w: "+format, append([]any{ErrStateProof}, args...)...)
	}
	if p == nil {
		return bad("none")
	}
	params := len(p.Adam)
	if params == 0 || params > MaxAdamParams {
		return bad("%d adamw openings, want 1 to %d", params, MaxAdamParams)
	}
	n := uint32(3 * params)
	if commit.StateHashOf(p.Layout, p.Step, n, p.Digest) != pre {
		return bad("the layout, step %d, %d tensors and digest do not make the agreed pre-state hash", p.Step, n)
	}
	if p.Step == math.MaxUint64 {
		return bad("step %d has no next", p.Step)
	}
	if len(p.Attrs) > MaxAdamAttrs || (len(p.Attrs) > 0 && p.Attrs[0] != ',') {
		return bad("the shared attributes %.40q are over %d bytes or do not start with a comma", p.Attrs, MaxAdamAttrs)
	}
	c := p.Start
	for k, a := range p.Adam {
		if len(a.Inputs) > MaxAdamInputs {
			return bad("parameter %d: %d inputs", k, len(a.Inputs))
		}
		c = ChainNext(c, adamEntryHash(k, p.Attrs, a))
	}
	if c != agreed {
		return bad("the adamw openings do not end the agreed trace")
	}
	return commit.StateHashOf(p.Layout, p.Step+1, n, commit.TensorsDigest(postTensors(p.Adam))), nil
}

// postTensors lists the post-state's tensor hashes in the checkpoint's
// order: the values, then the first moments, then the second moments.
func postTensors(adam []AdamOpening) []Hash {
	out := make([]Hash, 3*len(adam))
	for k, a := range adam {
		for j, t := range a.Tensors {
			out[j*len(adam)+k] = t
		}
	}
	return out
}

// EncodeUpdates is the proof's optimizer updates as the contract takes
// them (StateJudge.postState): Start, the length (uint16 big-endian) and
// bytes of Attrs, then for each opening the number of its inputs (one
// byte), its input hashes and its three tensor hashes.
func (p *StateProof) EncodeUpdates() []byte {
	b := append([]byte(nil), p.Start[:]...)
	b = binary.BigEndian.AppendUint16(b, uint16(len(p.Attrs)))
	b = append(b, p.Attrs...)
	for _, a := range p.Adam {
		b = append(b, byte(len(a.Inputs)))
		for _, x := range a.Inputs {
			b = append(b, x[:]...)
		}
		for _, t := range a.Tensors {
			b = append(b, t[:]...)
		}
	}
	return b
}

// DecodeUpdates reads what EncodeUpdates writes into p's Start, Attrs and
// Adam, as the contract does: the attributes at most MaxAdamAttrs bytes,
// empty or from a comma; each opening at most MaxAdamInputs inputs; no
// bytes left over.
func (p *StateProof) DecodeUpdates(b []byte) error {
	if len(b) < 34 {
		return fmt.Errorf("%w: %d bytes of updates", ErrStateProof, len(b))
	}
	copy(p.Start[:], b[:32])
	na := int(binary.BigEndian.Uint16(b[32:34]))
	if na > MaxAdamAttrs || len(b)-34 < na || (na > 0 && b[34] != ',') {
		return fmt.Errorf("%w: shared attributes of %d bytes", ErrStateProof, na)
	}
	p.Attrs = append([]byte(nil), b[34:34+na]...)
	p.Adam = nil
	for at := 34 + na; at < len(b); {
		n := int(b[at])
		if n > MaxAdamInputs || len(b)-at-1 < 32*n+96 {
			return fmt.Errorf("%w: opening %d at byte %d: %d inputs", ErrStateProof, len(p.Adam), at, n)
		}
		at++
		a := AdamOpening{Inputs: make([]Hash, n)}
		for i := range a.Inputs {
			copy(a.Inputs[i][:], b[at:])
			at += 32
		}
		for j := range a.Tensors {
			copy(a.Tensors[j][:], b[at:])
			at += 32
		}
		p.Adam = append(p.Adam, a)
	}
	return nil
}

// MarshalBinary encodes the whole proof: Layout, Step (uint64
// big-endian), Digest, then EncodeUpdates.
func (p *StateProof) MarshalBinary() ([]byte, error) {
	b := append([]byte(nil), p.Layout[:]...)
	b = binary.BigEndian.AppendUint64(b, p.Step)
	b = append(b, p.Digest[:]...)
	return append(b, p.EncodeUpdates()...), nil
}

// UnmarshalBinary reads what MarshalBinary writes, with DecodeUpdates'
// limits on the updates.
func (p *StateProof) UnmarshalBinary(b []byte) error {
	if len(b) < 72 {
		return fmt.Errorf("%w: %d bytes", ErrStateProof, len(b))
	}
	var q StateProof
	copy(q.Layout[:], b)
	q.Step = binary.BigEndian.Uint64(b[32:])
	copy(q.Digest[:], b[40:])
	if err := q.DecodeUpdates(b[72:]); err != nil {
		return err
	}
	*p = q
	return nil
}

// adamEntryHash is EntryHash of parameter k's adamw entry: attributes
// "param=<k>" and attrs, the opening's inputs, and the hash over its
// three output tensors' hashes as its output.
func adamEntryHash(k int, attrs []byte, a AdamOpening) Hash {
	e := repops.TraceEntry{Op: "adamw", Attrs: "param=" + strconv.Itoa(k) + string(attrs), Inputs: make([]repops.Hash, len(a.Inputs))}
	for i, x := range a.Inputs {
		e.Inputs[i] = repops.Hash(x)
	}
	out := sha256.New()
	for _, t := range a.Tensors {
		out.Write(t[:])
	}
	e.Output = repops.Hash(out.Sum(nil))
	return EntryHash(e)
}

// NewStateProof builds the proof that settles a step's state entry
// without the referee (StatePost) from the pre-state, the step's trace
// and the post-state: it fails for a step whose trace does not end with
// one adamw entry per parameter, in parameter order, with the same
// attributes after "param=<k>".
func NewStateProof(pre *checkpoint.Checkpoint, trace []repops.TraceEntry, post *checkpoint.Checkpoint) (*StateProof, error) {
	if pre == nil || post == nil {
		return nil, fmt.Errorf("game: a state proof needs the pre- and post-state")
	}
	hdr, err := checkpoint.BuildHeader(pre)
	if err != nil {
		return nil, fmt.Errorf("game: state proof: %w", err)
	}
	layout, step, tensors, err := commit.StateParts(hdr)
	if err != nil {
		return nil, fmt.Errorf("game: state proof: %w", err)
	}
	params := len(post.Tensors) / 3
	if len(post.Tensors)%3 != 0 || params == 0 || params > len(trace) || len(tensors) != len(post.Tensors) {
		return nil, fmt.Errorf("game: state proof: %d tensors are not values and moments of the last entries' parameters", len(post.Tensors))
	}
	p := &StateProof{Layout: layout, Step: step, Digest: commit.TensorsDigest(tensors), Adam: make([]AdamOpening, params)}
	p.Start = ChainStart(commit.StateHashOf(layout, step, uint32(len(tensors)), p.Digest))
	first := len(trace) - params
	for _, e := range trace[:first] {
		p.Start = ChainNext(p.Start, EntryHash(e))
	}
	for k := range params {
		e := trace[first+k]
		prefix := "param=" + strconv.Itoa(k)
		rest, ok := strings.CutPrefix(e.Attrs, prefix)
		if e.Op != "adamw" || !ok || (rest != "" && rest[0] != ',') || (k > 0 && rest != string(p.Attrs)) || len(e.Inputs) > MaxAdamInputs {
			return nil, fmt.Errorf("game: state proof: entry %d (%s %q) is not parameter %d's adamw update", first+k, e.Op, e.Attrs, k)
		}
		p.Attrs = []byte(rest)
		a := AdamOpening{Inputs: make([]Hash, len(e.Inputs))}
		for i, x := range e.Inputs {
			a.Inputs[i] = Hash(x)
		}
		for j, t := range []checkpoint.Tensor{post.Tensors[k], post.Tensors[params+k], post.Tensors[2*params+k]} {
			a.Tensors[j] = Hash(checkpoint.TensorHash(t.Shape, t.Data))
		}
		p.Adam[k] = a
	}
	return p, nil
}

// ProveState settles a game waiting for the referee on the state entry
// with a state proof instead of a ruling: the party whose trace root
// StatePost's post-state hash extends the agreed chain hash to wins; if
// neither's, the game is void.
// Anyone may send it (a party, or someone it handed its data to); a
// proof that does not check out changes nothing.
func (g *Game) ProveState(p *StateProof) ([]Event, error) {
	if g.phase != PhaseReferee || g.length || g.entry != g.entries {
		return nil, fmt.Errorf("%w: phase %s, not the state entry", ErrNotReferee, g.phase)
	}
	post, err := StatePost(g.pre, g.agreed, p)
	if err != nil {
		return nil, err
	}
	return g.endOn(post, "the state proof's post-state"), nil
}
