package play

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// ProtocolID is the libp2p protocol over which a referee asks the parties
// of a dispute for their moves and their evidence.
const ProtocolID = "/synod/dispute/3.0.0"

// Wire limits. A request is small; a response carrying evidence holds at
// most two checkpoints and one entry's inputs.
const (
	MaxRequestBytes  = 64 << 10
	MaxResponseBytes = 256 << 20
	maxWireTensors   = 64
	maxWireDims      = 8
	maxWireInts      = 1 << 20
	maxWireString    = 4 << 10
	maxWireTrace     = 1 << 20
	// Phase 3: a move's element proofs (a scalar step reads at most a
	// few input elements; a proof of an element among 2^64 is 2,068
	// bytes) and its hashes (a pick's children, its children of the
	// chosen child or its values at the split points).
	maxWireProofs     = 16
	maxWireProofBytes = 4 << 10
	// maxWireStateBytes bounds a state proof: 4,096 parameters' adamw
	// openings of 4 inputs each.
	maxWireStateBytes = 72 + 34 + game.MaxAdamAttrs + 4096*(1+7*32)
	maxWireMoveHashes = 2*game.MaxArity + 4
)

// ErrWire reports a frame that is not a valid request or response.
var ErrWire = errors.New("play: malformed frame")

// Request kinds.
const (
	kindMove     = "move"
	kindEvidence = "evidence"
	kindReceipt  = "receipt"
)

// maxWireTaskID bounds a task ID's decimal digits (a uint256 has 78).
const maxWireTaskID = 78

// request is what the referee sends a party: the receipt (by hash) and
// role it answers for, and either the game's view (a move is wanted) or
// the pinned step and entry (evidence is wanted); or, to learn the
// receipt, the task (decimal ID) the party ran in that role.
type request struct {
	Kind    string    `json:"kind"`
	Receipt string    `json:"receipt,omitempty"`
	Task    string    `json:"task,omitempty"`
	Role    uint8     `json:"role"`
	View    *wireView `json:"view,omitempty"`
	Step    int       `json:"step,omitempty"`
	Entry   int       `json:"entry,omitempty"`
}

// wireView carries what game.Player.Move reads of a game.View: in a
// phase-3 game also the op set, the solver's opening (for the
// challenger's opening), the element descent's level, node and element
// count, and the pinned element with its scalar steps.
type wireView struct {
	Phase         uint8        `json:"phase"`
	ToMove        uint8        `json:"to_move"`
	Turn          int          `json:"turn"`
	Arity         int          `json:"arity"`
	Points        []int        `json:"points,omitempty"`
	Posted        []string     `json:"posted,omitempty"`
	Step          int          `json:"step"`
	Count         int          `json:"count"`
	Entry         int          `json:"entry"`
	Scalar        bool         `json:"scalar,omitempty"`
	OpSet         int          `json:"op_set,omitempty"`
	SolverOpening *wireOpening `json:"solver_opening,omitempty"`
	// ChallengerOpening and Compact (game.Config.Compact): in a compact
	// game the party that did not pin the entry opens it second, seeing
	// the other's opening, whichever party that is.
	ChallengerOpening *wireOpening `json:"challenger_opening,omitempty"`
	Compact           bool         `json:"compact,omitempty"`
	Level             int          `json:"level,omitempty"`
	Node              uint64       `json:"node,omitempty"`
	Elements          int          `json:"elements,omitempty"`
	Element           int          `json:"element,omitempty"`
	ScalarSteps       int          `json:"scalar_steps,omitempty"`
	OpenEntry         bool         `json:"open_entry,omitempty"`
	// Prove: the move due is a Prove (game.View.Prove); in the reveal
	// phase, the state proof of the end of the party's shorter trace.
	Prove bool `json:"prove,omitempty"`
	// SolverCount: the trace length the solver opened the step with
	// (the challenger, opening second, posts phase 2's first split from
	// it).
	SolverCount int `json:"solver_count,omitempty"`
	// Entries: the pinned step's trace length G when the game knows it
	// (game.View.Entries), PinEntries that of the step each sub-range
	// would pin (game.View.PinEntries): the move that pins such a step
	// opens phase 2, with no openings; StateRoot: the game knows the
	// solver's state root (game.View.StateRoot).
	Entries    int   `json:"entries,omitempty"`
	PinEntries []int `json:"pin_entries,omitempty"`
	StateRoot  bool  `json:"state_root,omitempty"`
}

// wireOpening is a party's opening of the pinned entry (game.Opening):
// the entry, its input shapes, the element roots of its inputs and
// output, and the scalar evaluation it states.
type wireOpening struct {
	Entry  wireEntry `json:"entry"`
	Shapes [][]int   `json:"shapes"`
	Roots  []string  `json:"roots"`
	// The op's output elements and scalar steps as the party states
	// them (game.Opening.Elements, Steps).
	Elements int `json:"elements,omitempty"`
	Steps    int `json:"steps,omitempty"`
}

// response is a party's answer: an error, a move, evidence or its
// receipt (job.Receipt.Encode).
type response struct {
	Error    string        `json:"error,omitempty"`
	Move     *wireMove     `json:"move,omitempty"`
	Evidence *wireEvidence `json:"evidence,omitempty"`
	Receipt  []byte        `json:"receipt,omitempty"`
}

type wireMove struct {
	Kind    uint8        `json:"kind"`
	Turn    int          `json:"turn"`
	Index   int          `json:"index"`
	Count   int          `json:"count"`
	Hashes  []string     `json:"hashes,omitempty"`
	Opening *wireOpening `json:"opening,omitempty"`
	// Proofs are element proofs in commit.ElementProof's binary
	// encoding.
	Proofs [][]byte `json:"proofs,omitempty"`
	// State is a Prove's state proof (game.Move.State) in
	// game.StateProof's binary encoding.
	State []byte `json:"state,omitempty"`
}

type wireEntry struct {
	Op     string   `json:"op"`
	Attrs  string   `json:"attrs"`
	Inputs []string `json:"inputs"`
	Output string   `json:"output"`
}

type wireTensor struct {
	Shape []int  `json:"shape"`
	Data  []byte `json:"data"` // float32 little-endian
}

type wireEvidence struct {
	Step    int          `json:"step"`
	Entry   int          `json:"entry"`
	Pre     []byte       `json:"pre"` // canonical checkpoint
	Op      *wireEntry   `json:"op,omitempty"`
	Tensors []wireTensor `json:"tensors,omitempty"`
	Ints    [][]int      `json:"ints,omitempty"`
	Trace   []wireEntry  `json:"trace,omitempty"`
	Post    []byte       `json:"post,omitempty"`
}

func hexHash(h [32]byte) string { return hex.EncodeToString(h[:]) }

func parseHash(s string) ([32]byte, error) {
	var h [32]byte
	if len(s) != 64 {
		return h, fmt.Errorf("%w: hash %q", ErrWire, truncate(s))
	}
	if _, err := hex.Decode(h[:], []byte(s)); err != nil {
		return h, fmt.Errorf("%w: hash %q", ErrWire, truncate(s))
	}
	return h, nil
}

func truncate(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

func parseHashes(ss []string, max int) ([]game.Hash, error) {
	if len(ss) > max {
		return nil, fmt.Errorf("%w: %d hashes, at most %d", ErrWire, len(ss), max)
	}
	var hs []game.Hash
	for _, s := range ss {
		h, err := parseHash(s)
		if err != nil {
			return nil, err
		}
		hs = append(hs, h)
	}
	return hs, nil
}

func strictUnmarshal(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %w", ErrWire, err)
	}
	if dec.More() {
		return fmt.Errorf("%w: trailing data", ErrWire)
	}
	return nil
}

func viewToWire(v game.View) *wireView {
	w := &wireView{Phase: uint8(v.Phase), ToMove: uint8(v.ToMove), Turn: v.Turn, Arity: v.Arity,
		Points: v.Points, Step: v.Step, Count: v.Count, Entry: v.Entry, Prove: v.Prove, SolverCount: v.SolverCount,
		Entries: v.Entries, PinEntries: v.PinEntries, StateRoot: v.StateRoot,
	}
	if v.Scalar {
		// Phase 3's fields go only in phase-3 games, so that a game
		// without it reads as before.
		w.Scalar, w.OpSet, w.SolverOpening = true, v.OpSet, openingToWire(v.SolverOpening)
		if v.Compact {
			w.Compact, w.ChallengerOpening = true, openingToWire(v.ChallengerOpening)
		}
		w.Level, w.Node, w.Elements, w.Element, w.ScalarSteps = v.Level, v.Node, v.Elements, v.Element, v.ScalarSteps
		w.OpenEntry = v.OpenEntry
	}
	for _, h := range v.Posted {
		w.Posted = append(w.Posted, hexHash(h))
	}
	return w
}

func openingToWire(o *game.Opening) *wireOpening {
	if o == nil {
		return nil
	}
	w := &wireOpening{Entry: entryToWire(o.Entry), Shapes: o.Shapes, Elements: o.Elements, Steps: o.Steps}
	if w.Shapes == nil {
		w.Shapes = [][]int{}
	}
	for _, h := range o.Roots {
		w.Roots = append(w.Roots, hexHash(h))
	}
	return w
}

// opening decodes a wire opening within dispute/game's limits on one
// (MaxOpenText, MaxOpenInputs, MaxOpenDims, at most
// repops.MaxScalarElements elements an input; the elements and scalar
// steps it states both 0 or within repops.MaxScalarElements and
// MaxScalarSteps).
func (w *wireOpening) opening() (*game.Opening, error) {
	if w == nil {
		return nil, nil
	}
	if len(w.Entry.Op)+len(w.Entry.Attrs) > game.MaxOpenText || len(w.Entry.Inputs) > game.MaxOpenInputs ||
		len(w.Shapes) != len(w.Entry.Inputs) || len(w.Roots) != len(w.Entry.Inputs)+1 {
		return nil, fmt.Errorf("%w: an opening of %d inputs with %d shapes and %d roots", ErrWire, len(w.Entry.Inputs), len(w.Shapes), len(w.Roots))
	}
	e, err := w.Entry.entry(0)
	if err != nil {
		return nil, err
	}
	if (w.Elements == 0) != (w.Steps == 0) || w.Elements < 0 || w.Elements > repops.MaxScalarElements || w.Steps < 0 || w.Steps > game.MaxScalarSteps {
		return nil, fmt.Errorf("%w: an opening stating %d elements of %d scalar steps", ErrWire, w.Elements, w.Steps)
	}
	o := &game.Opening{Entry: e, Elements: w.Elements, Steps: w.Steps}
	for _, s := range w.Shapes {
		if len(s) > game.MaxOpenDims {
			return nil, fmt.Errorf("%w: opened shape of %d dimensions", ErrWire, len(s))
		}
		n := 1
		for _, d := range s {
			if d < 0 || (d > 0 && n > repops.MaxScalarElements/d) {
				return nil, fmt.Errorf("%w: opened shape %v", ErrWire, s)
			}
			n *= d
		}
		o.Shapes = append(o.Shapes, append([]int{}, s...))
	}
	if o.Roots, err = parseHashes(w.Roots, game.MaxOpenInputs+1); err != nil {
		return nil, err
	}
	return o, nil
}

func (w *wireView) view() (game.View, error) {
	if w.Arity < 2 || w.Arity > game.MaxArity || len(w.Points) > game.MaxArity+1 || w.Turn < 0 ||
		w.Step < 0 || w.Count < 0 || w.Entry < 0 || w.ToMove > uint8(game.Challenger) || w.SolverCount < 0 || w.SolverCount >= game.MaxEntries ||
		w.Entries < 0 || w.Entries >= game.MaxEntries || len(w.PinEntries) > game.MaxArity {
		return game.View{}, fmt.Errorf("%w: view out of range", ErrWire)
	}
	if w.OpSet < 0 || w.OpSet > 255 || w.Level < 0 || w.Level > 64 || w.Elements < 0 || w.Element < 0 || w.ScalarSteps < 0 ||
		!w.Scalar && (w.OpSet != 0 || w.SolverOpening != nil || w.Level != 0 || w.Node != 0 || w.Elements != 0 || w.Element != 0 || w.ScalarSteps != 0 || w.OpenEntry ||
			w.Compact || w.ChallengerOpening != nil) ||
		w.OpenEntry && w.Phase != uint8(game.PhaseReveal) ||
		w.Prove && w.Phase != uint8(game.PhaseOpen) && w.Phase != uint8(game.PhaseReveal) {
		return game.View{}, fmt.Errorf("%w: phase-3 view out of range", ErrWire)
	}
	so, err := w.SolverOpening.opening()
	if err != nil {
		return game.View{}, err
	}
	co, err := w.ChallengerOpening.opening()
	if err != nil {
		return game.View{}, err
	}
	for _, n := range w.PinEntries {
		if n < 0 || n >= game.MaxEntries {
			return game.View{}, fmt.Errorf("%w: a trace length of %d entries", ErrWire, n)
		}
	}
	for i, p := range w.Points {
		if p < 0 || (i > 0 && p <= w.Points[i-1]) {
			return game.View{}, fmt.Errorf("%w: split points %v", ErrWire, w.Points)
		}
	}
	posted, err := parseHashes(w.Posted, game.MaxArity)
	if err != nil {
		return game.View{}, err
	}
	return game.View{Phase: game.Phase(w.Phase), ToMove: game.Party(w.ToMove), Turn: w.Turn, Arity: w.Arity,
		Points: w.Points, Posted: posted, Step: w.Step, Count: w.Count, Entry: w.Entry,
		Scalar: w.Scalar, Compact: w.Compact, OpSet: w.OpSet, SolverOpening: so, ChallengerOpening: co,
		Level: w.Level, Node: w.Node, Elements: w.Elements, Element: w.Element, ScalarSteps: w.ScalarSteps, OpenEntry: w.OpenEntry,
		Prove: w.Prove, SolverCount: w.SolverCount, Entries: w.Entries, PinEntries: w.PinEntries, StateRoot: w.StateRoot}, nil
}

// decodeRequest reads a request frame strictly.
func decodeRequest(b []byte) (*request, error) {
	if len(b) > MaxRequestBytes {
		return nil, fmt.Errorf("%w: request of %d bytes", ErrWire, len(b))
	}
	var r request
	if err := strictUnmarshal(b, &r); err != nil {
		return nil, err
	}
	if r.Role != uint8(game.Solver) && r.Role != uint8(game.Challenger) {
		return nil, fmt.Errorf("%w: role %d", ErrWire, r.Role)
	}
	if r.Kind == kindReceipt {
		if _, err := parseTaskID(r.Task); err != nil || r.Receipt != "" || r.View != nil || r.Step != 0 || r.Entry != 0 {
			return nil, fmt.Errorf("%w: receipt request for task %q", ErrWire, truncate(r.Task))
		}
		return &r, nil
	}
	if r.Task != "" {
		return nil, fmt.Errorf("%w: a task in a %q request", ErrWire, truncate(r.Kind))
	}
	if _, err := parseHash(r.Receipt); err != nil {
		return nil, err
	}
	switch r.Kind {
	case kindMove:
		if r.View == nil {
			return nil, fmt.Errorf("%w: a move request needs the view", ErrWire)
		}
		if _, err := r.View.view(); err != nil {
			return nil, err
		}
	case kindEvidence:
		if r.Step < 1 || r.Entry < 0 || r.View != nil {
			return nil, fmt.Errorf("%w: evidence request for step %d entry %d", ErrWire, r.Step, r.Entry)
		}
	default:
		return nil, fmt.Errorf("%w: request kind %q", ErrWire, truncate(r.Kind))
	}
	return &r, nil
}

func moveToWire(m game.Move) *wireMove {
	w := &wireMove{Kind: uint8(m.Kind), Turn: m.Turn, Index: m.Index, Count: m.Count, Opening: openingToWire(m.Opening)}
	for _, h := range m.Hashes {
		w.Hashes = append(w.Hashes, hexHash(h))
	}
	for _, p := range m.Proofs {
		if b, err := p.MarshalBinary(); err == nil {
			w.Proofs = append(w.Proofs, b)
		}
	}
	if m.State != nil {
		w.State, _ = m.State.MarshalBinary()
	}
	return w
}

func (w *wireMove) move(by game.Party) (game.Move, error) {
	hs, err := parseHashes(w.Hashes, maxWireMoveHashes)
	if err != nil {
		return game.Move{}, err
	}
	o, err := w.Opening.opening()
	if err != nil {
		return game.Move{}, err
	}
	if len(w.Proofs) > maxWireProofs {
		return game.Move{}, fmt.Errorf("%w: %d element proofs, at most %d", ErrWire, len(w.Proofs), maxWireProofs)
	}
	m := game.Move{By: by, Turn: w.Turn, Kind: game.Kind(w.Kind), Index: w.Index, Count: w.Count, Hashes: hs, Opening: o}
	for _, b := range w.Proofs {
		if len(b) > maxWireProofBytes {
			return game.Move{}, fmt.Errorf("%w: an element proof of %d bytes", ErrWire, len(b))
		}
		var p commit.ElementProof
		if err := p.UnmarshalBinary(b); err != nil {
			return game.Move{}, fmt.Errorf("%w: %w", ErrWire, err)
		}
		m.Proofs = append(m.Proofs, p)
	}
	if w.State != nil {
		if len(w.State) > maxWireStateBytes {
			return game.Move{}, fmt.Errorf("%w: a state proof of %d bytes, at most %d", ErrWire, len(w.State), maxWireStateBytes)
		}
		m.State = new(game.StateProof)
		if err := m.State.UnmarshalBinary(w.State); err != nil {
			return game.Move{}, fmt.Errorf("%w: %w", ErrWire, err)
		}
	}
	return m, nil
}

func entryToWire(e repops.TraceEntry) wireEntry {
	w := wireEntry{Op: e.Op, Attrs: e.Attrs, Output: hexHash(e.Output)}
	w.Inputs = make([]string, len(e.Inputs))
	for i, h := range e.Inputs {
		w.Inputs[i] = hexHash(h)
	}
	return w
}

func (w wireEntry) entry(index int) (repops.TraceEntry, error) {
	if len(w.Op) > maxWireString || len(w.Attrs) > maxWireString {
		return repops.TraceEntry{}, fmt.Errorf("%w: op or attributes too long", ErrWire)
	}
	ins, err := parseHashes(w.Inputs, maxWireTensors)
	if err != nil {
		return repops.TraceEntry{}, err
	}
	out, err := parseHash(w.Output)
	if err != nil {
		return repops.TraceEntry{}, err
	}
	e := repops.TraceEntry{Index: index, Op: w.Op, Attrs: w.Attrs, Output: out}
	for _, h := range ins {
		e.Inputs = append(e.Inputs, repops.Hash(h))
	}
	return e, nil
}

func tensorToWire(t *repops.Tensor) wireTensor {
	b := make([]byte, 0, 4*len(t.Data))
	for _, x := range t.Data {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return wireTensor{Shape: t.Shape, Data: b}
}

func (w wireTensor) tensor() (*repops.Tensor, error) {
	if len(w.Shape) > maxWireDims {
		return nil, fmt.Errorf("%w: %d dimensions", ErrWire, len(w.Shape))
	}
	n := 1
	for _, d := range w.Shape {
		if d < 0 || (d != 0 && n > MaxResponseBytes/4/d) {
			return nil, fmt.Errorf("%w: shape %v", ErrWire, w.Shape)
		}
		n *= d
	}
	if len(w.Data) != 4*n {
		return nil, fmt.Errorf("%w: shape %v needs %d bytes, got %d", ErrWire, w.Shape, 4*n, len(w.Data))
	}
	data := make([]float32, n)
	for i := range data {
		data[i] = math.Float32frombits(binary.LittleEndian.Uint32(w.Data[4*i:]))
	}
	return &repops.Tensor{Shape: append([]int(nil), w.Shape...), Data: data}, nil
}

func encodeCheckpoint(c *checkpoint.Checkpoint) ([]byte, error) {
	if c == nil {
		return nil, nil
	}
	var buf bytes.Buffer
	if _, err := checkpoint.Encode(&buf, c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func evidenceToWire(ev *Evidence) (*wireEvidence, error) {
	w := &wireEvidence{Step: ev.Step, Entry: ev.Entry, Ints: ev.Ints}
	var err error
	if w.Pre, err = encodeCheckpoint(ev.Pre); err != nil {
		return nil, err
	}
	if w.Post, err = encodeCheckpoint(ev.Post); err != nil {
		return nil, err
	}
	if ev.Trace != nil {
		for _, e := range ev.Trace {
			w.Trace = append(w.Trace, entryToWire(e))
		}
	} else {
		op := entryToWire(ev.Op)
		w.Op = &op
		for _, t := range ev.Tensors {
			w.Tensors = append(w.Tensors, tensorToWire(t))
		}
	}
	return w, nil
}

func (w *wireEvidence) evidence() (*Evidence, error) {
	if w.Step < 1 || w.Entry < 0 || len(w.Tensors) > maxWireTensors || len(w.Ints) > maxWireTensors || len(w.Trace) > maxWireTrace {
		return nil, fmt.Errorf("%w: evidence out of range", ErrWire)
	}
	ev := &Evidence{Step: w.Step, Entry: w.Entry}
	n := 0
	for _, is := range w.Ints {
		if n += len(is); n > maxWireInts {
			return nil, fmt.Errorf("%w: too many integers", ErrWire)
		}
	}
	ev.Ints = w.Ints
	var err error
	if ev.Pre, _, err = checkpoint.Decode(bytes.NewReader(w.Pre)); err != nil {
		return nil, fmt.Errorf("%w: pre-state: %w", ErrWire, err)
	}
	if w.Post != nil {
		if ev.Post, _, err = checkpoint.Decode(bytes.NewReader(w.Post)); err != nil {
			return nil, fmt.Errorf("%w: post-state: %w", ErrWire, err)
		}
	}
	if w.Op != nil {
		if ev.Op, err = w.Op.entry(w.Entry); err != nil {
			return nil, err
		}
	}
	for _, t := range w.Tensors {
		x, err := t.tensor()
		if err != nil {
			return nil, err
		}
		ev.Tensors = append(ev.Tensors, x)
	}
	for i, e := range w.Trace {
		x, err := e.entry(i)
		if err != nil {
			return nil, err
		}
		ev.Trace = append(ev.Trace, x)
	}
	return ev, nil
}

// decodeResponse reads a response frame strictly; by is the party that
// sent it.
func decodeResponse(b []byte, by game.Party) (*game.Move, *Evidence, error) {
	if len(b) > MaxResponseBytes {
		return nil, nil, fmt.Errorf("%w: response of %d bytes", ErrWire, len(b))
	}
	var r response
	if err := strictUnmarshal(b, &r); err != nil {
		return nil, nil, err
	}
	switch {
	case r.Error != "":
		return nil, nil, fmt.Errorf("play: the %s answered: %s", by, truncate(r.Error))
	case r.Receipt != nil:
		return nil, nil, fmt.Errorf("%w: a receipt where a move or evidence was asked", ErrWire)
	case r.Move != nil && r.Evidence == nil:
		m, err := r.Move.move(by)
		return &m, nil, err
	case r.Evidence != nil && r.Move == nil:
		ev, err := r.Evidence.evidence()
		return nil, ev, err
	}
	return nil, nil, fmt.Errorf("%w: a response holds an error, a move or evidence", ErrWire)
}

// parseTaskID reads a positive decimal task ID of at most 78 digits.
func parseTaskID(s string) (*big.Int, error) {
	if len(s) == 0 || len(s) > maxWireTaskID {
		return nil, fmt.Errorf("%w: task ID of %d characters", ErrWire, len(s))
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return nil, fmt.Errorf("%w: task ID %q", ErrWire, truncate(s))
		}
	}
	id, ok := new(big.Int).SetString(s, 10)
	if !ok || id.Sign() <= 0 || s[0] == '0' {
		return nil, fmt.Errorf("%w: task ID %q", ErrWire, truncate(s))
	}
	return id, nil
}

// decodeReceiptResponse reads the answer to a receipt request strictly:
// the party's receipt, decoded and validated (job.DecodeReceipt) with its
// signature checked; by is the party that sent it.
func decodeReceiptResponse(b []byte, by game.Party) (*job.Receipt, error) {
	if len(b) > MaxResponseBytes {
		return nil, fmt.Errorf("%w: response of %d bytes", ErrWire, len(b))
	}
	var r response
	if err := strictUnmarshal(b, &r); err != nil {
		return nil, err
	}
	switch {
	case r.Error != "":
		return nil, fmt.Errorf("play: the %s answered: %s", by, truncate(r.Error))
	case r.Receipt == nil || r.Move != nil || r.Evidence != nil:
		return nil, fmt.Errorf("%w: the answer to a receipt request holds the receipt alone", ErrWire)
	}
	rc, err := job.DecodeReceipt(r.Receipt)
	if err != nil {
		return nil, fmt.Errorf("%w: receipt: %w", ErrWire, err)
	}
	if err := rc.CheckSignature(); err != nil {
		return nil, fmt.Errorf("%w: receipt: %w", ErrWire, err)
	}
	return rc, nil
}
