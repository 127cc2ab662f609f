package game

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// The state entry settled by proof: once phase 2 pinned a step's state
// entry (every op entry agreed, the post-state hashes differ), the
// correct post-state hash is a function of what both parties accept: the
// pre-state's checkpoint header, which hashes to the agreed pre-state
// hash, and the agreed trace's optimizer updates. StatePost computes it
// the way the DisputeGame contract does (StateJudge.sol), so that anyone
// holding the step's data (either party, or anyone they hand it to) can
// settle the entry without a referee.
//
// The post-state header is the pre-state header with the step number
// incremented and, for every parameter k of the P the header holds (its
// 3P tensors are the values, the first moments and the second moments,
// in that order), the three tensor hashes that the trace's "adamw" entry
// for parameter k committed to (its output is the hash over them). A
// training step's trace ends with its optimizer's updates, one per
// parameter in parameter order (repops' AdamW), so the proof opens only
// those last P entries, after the chain hash before them; since the
// agreed trace is the honest party's, they are its updates. The config,
// the RNG counters and every tensor's name, shape and offset are the
// pre-state's: a training step changes none of them. A step whose trace
// does not end that way (SGD, a frozen parameter) cannot be settled by a
// state proof; the referee set rules on it.
//
// The header is read by a byte-level grammar that the contract applies
// identically (so both accept and reject the same bytes):
//
//	{"config":OBJ,"step":DIGITS,"rng":{[STR:DIGITS{,STR:DIGITS}]},"tensors":[ENT{,ENT}]}
//	ENT = {"name":STR,"shape":[[DIGITS{,DIGITS}]],"dtype":"f32","offset":DIGITS,"length":DIGITS,"sha256":"<64 bytes>"}
//
// where OBJ is skipped by bracket depth outside strings, STR is a quoted
// string with backslash escapes, and the step's DIGITS have no leading
// zero and are at most 19 (so the next step fits in 64 bits).

// MaxStateHeader bounds the header a state proof carries (the chain's
// transaction size bounds it further).
const MaxStateHeader = 1 << 20

// MaxAdamInputs bounds the tensor inputs of an opened adamw entry;
// MaxAdamAttrs the attributes all of them share.
const (
	MaxAdamInputs = 16
	MaxAdamAttrs  = 4096
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

// StateProof is what settles a state entry: the pre-state's checkpoint
// header (without the file's prefix), and the step's optimizer updates,
// which are the last P entries of its trace, one "adamw" entry per
// parameter in parameter order: Start is the chain hash before them,
// Attrs what follows "param=<k>" in their attributes (the step and the
// hyper-parameters, the same for every parameter: empty, or from a
// comma), and Adam their openings.
type StateProof struct {
	Header []byte
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
	if len(p.Header) > MaxStateHeader {
		return bad("a %d-byte header exceeds %d", len(p.Header), MaxStateHeader)
	}
	if headerHash(p.Header) != pre {
		return bad("the header does not hash to the agreed pre-state")
	}
	h, err := parseStateHeader(p.Header)
	if err != nil {
		return bad("%v", err)
	}
	params := len(h.hashes) / 3
	if len(p.Adam) != params {
		return bad("%d adamw openings for %d parameters", len(p.Adam), params)
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
	post := make([]byte, 0, len(p.Header)+1)
	post = append(post, p.Header[:h.stepStart]...)
	post = strconv.AppendUint(post, h.step+1, 10)
	tail := len(post)
	post = append(post, p.Header[h.stepEnd:]...)
	for i, at := range h.hashes {
		t := p.Adam[i%params].Tensors[i/params]
		hex.Encode(post[tail+at-h.stepEnd:], t[:])
	}
	return headerHash(post), nil
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

// headerHash is a checkpoint's state hash from its header bytes: SHA-256
// over the magic, the format version and the header length (uint32
// little-endian each) and the header.
func headerHash(hdr []byte) Hash {
	h := sha256.New()
	var pre [16]byte
	copy(pre[:8], checkpoint.Magic)
	binary.LittleEndian.PutUint32(pre[8:12], checkpoint.Version)
	binary.LittleEndian.PutUint32(pre[12:16], uint32(len(hdr)))
	h.Write(pre[:])
	h.Write(hdr)
	return Hash(h.Sum(nil))
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

// decimal parses 1 to max ASCII digits with no leading zero (but "0").
func decimal(d []byte, max int) (uint64, bool) {
	if len(d) == 0 || len(d) > max || (d[0] == '0' && len(d) > 1) {
		return 0, false
	}
	var v uint64
	for _, c := range d {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + uint64(c-'0')
	}
	return v, true
}

// stateHeader is what parseStateHeader found: the step number and where
// its digits are, and the offset of every tensor's 64 hash bytes.
type stateHeader struct {
	step               uint64
	stepStart, stepEnd int
	hashes             []int
}

// parseStateHeader reads a checkpoint header by the grammar above.
func parseStateHeader(b []byte) (*stateHeader, error) {
	r := &hdrReader{b: b}
	h := &stateHeader{}
	r.lit(`{"config":{`)
	r.skipObject()
	r.lit(`,"step":`)
	h.stepStart = r.i
	r.digits()
	h.stepEnd = r.i
	if r.err == nil {
		v, ok := decimal(b[h.stepStart:h.stepEnd], 19)
		if !ok {
			return nil, fmt.Errorf("step %q is not 1 to 19 digits with no leading zero", b[h.stepStart:h.stepEnd])
		}
		h.step = v
	}
	r.lit(`,"rng":{`)
	if !r.opt('}') {
		for r.err == nil {
			r.str()
			r.lit(`:`)
			r.digits()
			if r.opt('}') {
				break
			}
			r.lit(`,`)
		}
	}
	r.lit(`,"tensors":[`)
	for r.err == nil {
		r.lit(`{"name":`)
		r.str()
		r.lit(`,"shape":[`)
		if !r.opt(']') {
			for r.err == nil {
				r.digits()
				if r.opt(']') {
					break
				}
				r.lit(`,`)
			}
		}
		r.lit(`,"dtype":"f32","offset":`)
		r.digits()
		r.lit(`,"length":`)
		r.digits()
		r.lit(`,"sha256":"`)
		if r.err == nil {
			if len(b)-r.i < 64 {
				r.fail("a tensor hash")
			} else {
				h.hashes = append(h.hashes, r.i)
				r.i += 64
			}
		}
		r.lit(`"}`)
		if r.opt(']') {
			break
		}
		r.lit(`,`)
	}
	r.lit(`}`)
	if r.err == nil && r.i != len(b) {
		r.fail("the header's end")
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(h.hashes)%3 != 0 {
		return nil, fmt.Errorf("%d tensors: not values and two moments per parameter", len(h.hashes))
	}
	return h, nil
}

// hdrReader reads a header byte by byte; the first failure sticks.
type hdrReader struct {
	b   []byte
	i   int
	err error
}

func (r *hdrReader) fail(want string) {
	if r.err == nil {
		r.err = fmt.Errorf("byte %d: want %s", r.i, want)
	}
}

// lit consumes s.
func (r *hdrReader) lit(s string) {
	if r.err != nil {
		return
	}
	if !bytes.HasPrefix(r.b[r.i:], []byte(s)) {
		r.fail(strconv.Quote(s))
		return
	}
	r.i += len(s)
}

// opt consumes c if it is next.
func (r *hdrReader) opt(c byte) bool {
	if r.err == nil && r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

// digits consumes one or more ASCII digits and returns how many.
func (r *hdrReader) digits() int {
	if r.err != nil {
		return 0
	}
	s := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	if r.i == s {
		r.fail("a digit")
	}
	return r.i - s
}

// str consumes a quoted string: '"', then bytes up to the next '"' that
// no backslash escapes (a backslash escapes the byte after it).
func (r *hdrReader) str() {
	if r.err != nil {
		return
	}
	if r.i >= len(r.b) || r.b[r.i] != '"' {
		r.fail("a string")
		return
	}
	for r.i++; r.i < len(r.b); r.i++ {
		switch r.b[r.i] {
		case '\\':
			r.i++
		case '"':
			r.i++
			return
		}
	}
	r.i = len(r.b)
	r.fail("a string's end")
}

// skipObject consumes the rest of an object whose '{' was read: bytes up
// to the '}' or ']' that brings the bracket depth (counted outside
// strings, '{' and '[' up, '}' and ']' down) back to zero.
func (r *hdrReader) skipObject() {
	if r.err != nil {
		return
	}
	depth := 1
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch c {
		case '"':
			r.str()
			if r.err != nil {
				return
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		}
		r.i++
		if depth == 0 {
			return
		}
	}
	r.fail("the config's end")
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
	hdr, err := checkpoint.HeaderBytes(pre)
	if err != nil {
		return nil, fmt.Errorf("game: state proof: %w", err)
	}
	params := len(post.Tensors) / 3
	if len(post.Tensors)%3 != 0 || params == 0 || params > len(trace) {
		return nil, fmt.Errorf("game: state proof: %d tensors are not values and moments of the last entries' parameters", len(post.Tensors))
	}
	first := len(trace) - params
	p := &StateProof{Header: hdr, Start: ChainStart(headerHash(hdr)), Adam: make([]AdamOpening, params)}
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
// with a state proof instead of a ruling: the party whose revealed
// post-state hash is StatePost's wins; if neither is, the game is void.
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
