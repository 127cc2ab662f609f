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
// in that order), the three tensor hashes that the trace's one "adamw"
// entry for parameter k committed to (its output is the hash over
// them). The config, the RNG counters and every tensor's name, shape and
// offset are the pre-state's: a training step changes none of them. A
// step whose trace does not update every parameter with "adamw" (SGD, a
// frozen parameter) cannot be settled this way; the referee set rules on
// it.
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

// MaxStateEntries bounds the entries a state proof chains.
const MaxStateEntries = 1 << 16

// ErrStateProof reports a state proof that does not check out.
var ErrStateProof = errors.New("game: bad state proof")

// AdamOpening opens one "adamw" entry of the agreed trace: its position
// in the step's trace, its preimage (EntryPreimage) and the three tensor
// hashes its output commits to (the value, first and second moments
// after the update), whose hash over their concatenation is its output.
type AdamOpening struct {
	Index    int
	Preimage []byte
	Tensors  [3]Hash
}

// StateProof is what settles a state entry: the pre-state's checkpoint
// header (without the file's prefix), the entry hashes of the step's
// whole trace (EntryHash, in order), and one AdamOpening per parameter,
// in parameter order.
type StateProof struct {
	Header  []byte
	Entries []Hash
	Adam    []AdamOpening
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
	if len(p.Header) > MaxStateHeader || len(p.Entries) > MaxStateEntries {
		return bad("a %d-byte header and %d entries exceed the bounds", len(p.Header), len(p.Entries))
	}
	if headerHash(p.Header) != pre {
		return bad("the header does not hash to the agreed pre-state")
	}
	c := ChainStart(pre)
	for _, e := range p.Entries {
		c = ChainNext(c, e)
	}
	if c != agreed {
		return bad("the entries do not chain to the agreed hash")
	}
	h, err := parseStateHeader(p.Header)
	if err != nil {
		return bad("%v", err)
	}
	params := len(h.hashes) / 3
	if len(p.Adam) != params {
		return bad("%d adamw openings for %d parameters", len(p.Adam), params)
	}
	last := -1
	for k, a := range p.Adam {
		if a.Index <= last || a.Index >= len(p.Entries) {
			return bad("opening %d: entry %d out of order or range", k, a.Index)
		}
		last = a.Index
		if n, ok := adamParam(a.Preimage); !ok || n != uint64(k) {
			return bad("opening %d: entry %d is not parameter %d's adamw update", k, a.Index, k)
		}
		if adamEntryHash(a) != p.Entries[a.Index] {
			return bad("opening %d: entry %d's preimage and tensors do not hash to it", k, a.Index)
		}
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

// adamEntryHash is EntryHash of an opened adamw entry: its preimage and
// the hash over its three output tensors' hashes.
func adamEntryHash(a AdamOpening) Hash {
	out := sha256.New()
	for _, t := range a.Tensors {
		out.Write(t[:])
	}
	h := sha256.New()
	h.Write(a.Preimage)
	h.Write(out.Sum(nil))
	return Hash(h.Sum(nil))
}

// adamParam reads the parameter index of an adamw entry's preimage
// (EntryPreimage): the domain tag, the op "adamw", then attributes that
// start with "param=<k>" followed by a comma or their end.
func adamParam(pre []byte) (uint64, bool) {
	const tag = "synod/dispute/entry/v1\x00\x00\x00\x00\x05adamw"
	if !bytes.HasPrefix(pre, []byte(tag)) || len(pre) < len(tag)+4 {
		return 0, false
	}
	n := binary.BigEndian.Uint32(pre[len(tag):])
	attrs := pre[len(tag)+4:]
	if uint64(n) > uint64(len(attrs)) {
		return 0, false
	}
	attrs = attrs[:n]
	if !bytes.HasPrefix(attrs, []byte("param=")) {
		return 0, false
	}
	d := attrs[len("param="):]
	if i := bytes.IndexByte(d, ','); i >= 0 {
		d = d[:i]
	}
	return decimal(d, 6)
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

// NewStateProof builds the proof that settles a step's state entry without
// the referee (StatePost): the pre-state's header, the trace's entry
// hashes, and for every parameter its adamw entry's preimage and the
// hashes of the value and moments in the post-state. It fails for a
// step that does not update every parameter with adamw.
func NewStateProof(pre *checkpoint.Checkpoint, trace []repops.TraceEntry, post *checkpoint.Checkpoint) (*StateProof, error) {
	if pre == nil || post == nil {
		return nil, fmt.Errorf("game: a state proof needs the pre- and post-state")
	}
	hdr, err := checkpoint.HeaderBytes(pre)
	if err != nil {
		return nil, fmt.Errorf("game: state proof: %w", err)
	}
	if len(post.Tensors)%3 != 0 || len(post.Tensors) == 0 {
		return nil, fmt.Errorf("game: state proof: %d tensors are not values and moments", len(post.Tensors))
	}
	params := len(post.Tensors) / 3
	p := &StateProof{Header: hdr, Entries: make([]Hash, len(trace)), Adam: make([]AdamOpening, params)}
	found := make([]bool, params)
	for i, e := range trace {
		p.Entries[i] = EntryHash(e)
		if e.Op != "adamw" {
			continue
		}
		k, err := strconv.Atoi(strings.TrimPrefix(strings.Split(e.Attrs, ",")[0], "param="))
		if err != nil || k < 0 || k >= params || found[k] {
			return nil, fmt.Errorf("game: state proof: adamw entry %d (%q)", i, e.Attrs)
		}
		found[k] = true
		a := AdamOpening{Index: i, Preimage: EntryPreimage(e)}
		for j, t := range []checkpoint.Tensor{post.Tensors[k], post.Tensors[params+k], post.Tensors[2*params+k]} {
			a.Tensors[j] = Hash(checkpoint.TensorHash(t.Shape, t.Data))
		}
		p.Adam[k] = a
	}
	for k, f := range found {
		if !f {
			return nil, fmt.Errorf("game: state proof: parameter %d has no adamw update", k)
		}
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
	var ev []Event
	switch post {
	case g.out[Solver]:
		g.end(&ev, Solver, "the state proof gives the solver's post-state")
	case g.out[Challenger]:
		g.end(&ev, Challenger, "the state proof gives the challenger's post-state")
	default:
		g.end(&ev, None, "the state proof gives neither party's post-state")
	}
	return ev, nil
}
