package serve

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// ProtocolID is the plan protocol: a coordinator asks a peer what it
// serves, hands it the plan, starts it and hears its progress over one
// stream of strict JSON frames (node.FrameStream). The training itself
// runs over pipeline/run's protocol.
const ProtocolID = "/synod/pipeline/plan/1.0.0"

// Wire limits.
const (
	// MaxMessageBytes bounds one frame.
	MaxMessageBytes = 1 << 20
	// MaxMembers bounds the peers of one plan (netmodel's node limit).
	MaxMembers = netmodel.MaxNodes
	// MaxStages bounds the stages of a run (a route of at most 255 hops
	// fits pipeline/wire's route field).
	MaxStages = 255
	// MaxMicrobatches bounds the microbatches of one iteration.
	MaxMicrobatches = 4096
	// MaxIterations bounds the iterations of one session.
	MaxIterations = 1_000_000
	// MaxSlots bounds the slots a peer offers.
	MaxSlots = 64
	// MaxEvalElems bounds the activations of one evaluation frame.
	MaxEvalElems = 1 << 15
	// MaxEvalBatches bounds the evaluation batches of one session.
	MaxEvalBatches = 256
	evalDims       = 3
	maxAddrs       = 16
	maxAddrLen     = 256
	maxErrorLen    = 1024
	maxNameLen     = 64
	sessionHexLen  = 16
	stateHashHexLn = 64
)

// ErrMessage reports a frame that is not a valid message.
var ErrMessage = errors.New("serve: malformed message")

// Message kinds, in the order of a session.
const (
	KindHello    = "hello"     // coordinator → peer: run, model, stages
	KindOffer    = "offer"     // peer → coordinator: offer, slots
	KindMeasure  = "measure"   // coordinator → peer, before the plan: the members whose links to measure
	KindMeasured = "measured"  // peer → coordinator: its links to them
	KindPlan     = "plan"      // coordinator → peer: the session's plan
	KindReady    = "ready"     // peer → coordinator: its stage is built and listening
	KindStart    = "start"     // coordinator → peer: train
	KindProgress = "progress"  // peer → coordinator: its counts, after iterations and now and then
	KindResult   = "result"    // peer → coordinator: its run ended
	KindEval     = "eval"      // coordinator → peer, after its result: activations to run through its stage
	KindEvaled   = "evaluated" // peer → coordinator: the stage's output activations, or why not
	KindClose    = "close"     // coordinator → peer: the session is over
	KindError    = "error"     // either way: a refusal or failure; the stream ends
)

// Message is one frame of the plan protocol. Which fields a kind carries
// is checked by DecodeMessage; the others must be absent.
type Message struct {
	Kind string `json:"kind"`
	// Run, Model and Stages name a run (hello, plan).
	Run    string `json:"run,omitempty"`
	Model  string `json:"model,omitempty"`
	Stages int    `json:"stages,omitempty"`
	// Offer lists the stages a peer serves (empty: any stage above 0) and
	// Slots its activation slots (offer).
	Offer []int `json:"offer,omitempty"`
	Slots int   `json:"slots,omitempty"`
	// Session names a plan (plan): 8 random bytes, hex.
	Session string `json:"session,omitempty"`
	// Members are the peers of the plan, the coordinator (stage 0, the
	// data holder) first (plan).
	Members []WireMember `json:"members,omitempty"`
	// Paths are the coordinator's microbatches in order, each the member
	// indexes it visits after the coordinator (plan).
	Paths [][]int `json:"paths,omitempty"`
	// MinStages is the fewest stages a re-planned path may visit and
	// Iterations the iterations to train (plan).
	MinStages  int `json:"min_stages,omitempty"`
	Iterations int `json:"iterations,omitempty"`
	// Progress and result: iterations completed, the stage's state hash
	// after the last (hex), the peer's forward and backward passes and
	// microbatches now in flight.
	Iter       int    `json:"iter,omitempty"`
	StateHash  string `json:"state_hash,omitempty"`
	Forwarded  int64  `json:"forwarded,omitempty"`
	Backwarded int64  `json:"backwarded,omitempty"`
	InFlight   int    `json:"in_flight,omitempty"`
	// Error says why (error, result).
	Error string `json:"error,omitempty"`
	// Unreachable lists, in a refusal of a plan, the members (indexes
	// into the plan's members, increasing) the refusing peer could not
	// reach: the coordinator leaves those out of its next plan rather
	// than the peer that refused (error).
	Unreachable []int `json:"unreachable,omitempty"`
	// Shape and Data are activations [batch, positions, width] (eval,
	// evaluated), finite float32 values.
	Shape []int     `json:"shape,omitempty"`
	Data  []float32 `json:"data,omitempty"`
	// Links are a peer's measured links to the members of a measure
	// message, one per member in its order (measured).
	Links []WireLink `json:"links,omitempty"`
}

// WireLink is one measured link: the round-trip time in microseconds
// and the bandwidth in bytes per second (0: not measured, or the peer
// itself).
type WireLink struct {
	RTTMicros   int64 `json:"rtt_us"`
	BytesPerSec int64 `json:"bytes_per_s"`
}

// Link measurement limits: a minute of round trip, a petabyte per
// second.
const (
	maxRTTMicros   = 60_000_000
	maxBytesPerSec = 1 << 50
)

// WireMember is one peer of a plan: its ID, stage, activation slots and
// addresses (so that peers that have not met can dial each other).
type WireMember struct {
	ID    string   `json:"id"`
	Stage int      `json:"stage"`
	Slots int      `json:"slots"`
	Addrs []string `json:"addrs,omitempty"`
}

var nameRe = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)

// ValidName reports whether s can name a run or a model: 1 to 64
// lowercase letters, digits, '.', '_' or '-', starting with a letter or
// digit.
func ValidName(s string) bool { return len(s) <= maxNameLen && nameRe.MatchString(s) }

// EncodeMessage writes m as one frame, after checking it as
// DecodeMessage would.
func EncodeMessage(m *Message) ([]byte, error) {
	if m.Error != "" {
		c := *m
		c.Error = clip(strings.ToValidUTF8(c.Error, "\uFFFD"), maxErrorLen)
		m = &c
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if len(b) > MaxMessageBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMessage, len(b), MaxMessageBytes)
	}
	return b, nil
}

// DecodeMessage reads one frame strictly: no unknown fields, no trailing
// data, every field within its limits and only the fields its kind
// carries. Errors wrap ErrMessage.
func DecodeMessage(b []byte) (*Message, error) {
	if len(b) > MaxMessageBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMessage, len(b), MaxMessageBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var m Message
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMessage, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data", ErrMessage)
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	return &m, nil
}

func bad(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMessage, fmt.Sprintf(format, args...))
}

// fields says which optional fields a message sets.
func (m *Message) fields() map[string]bool {
	return map[string]bool{
		"run": m.Run != "", "model": m.Model != "", "stages": m.Stages != 0, "offer": len(m.Offer) > 0,
		"slots": m.Slots != 0, "session": m.Session != "", "members": len(m.Members) > 0, "paths": len(m.Paths) > 0,
		"min_stages": m.MinStages != 0, "iterations": m.Iterations != 0, "iter": m.Iter != 0,
		"state_hash": m.StateHash != "", "forwarded": m.Forwarded != 0, "backwarded": m.Backwarded != 0,
		"in_flight": m.InFlight != 0, "error": m.Error != "", "unreachable": len(m.Unreachable) > 0,
		"shape": len(m.Shape) > 0, "data": len(m.Data) > 0, "links": len(m.Links) > 0,
	}
}

var allowed = map[string][]string{
	KindHello:    {"run", "model", "stages"},
	KindOffer:    {"offer", "slots"},
	KindMeasure:  {"members"},
	KindMeasured: {"links"},
	KindPlan:     {"run", "model", "stages", "session", "members", "paths", "min_stages", "iterations"},
	KindReady:    {},
	KindStart:    {},
	KindProgress: {"iter", "state_hash", "forwarded", "backwarded", "in_flight"},
	KindResult:   {"iter", "state_hash", "forwarded", "backwarded", "error"},
	KindEval:     {"shape", "data"},
	KindEvaled:   {"shape", "data", "error"},
	KindClose:    {},
	KindError:    {"error", "unreachable"},
}

func (m *Message) check() error {
	ok, known := allowed[m.Kind]
	if !known {
		return bad("kind %q", truncate(m.Kind))
	}
	for f, set := range m.fields() {
		if set && !contains(ok, f) {
			return bad("a %s message carries no %s", m.Kind, f)
		}
	}
	if len(m.Error) > maxErrorLen {
		return bad("error of %d bytes", len(m.Error))
	}
	switch m.Kind {
	case KindHello:
		return checkRun(m.Run, m.Model, m.Stages)
	case KindOffer:
		if m.Slots < 1 || m.Slots > MaxSlots {
			return bad("slots %d outside 1..%d", m.Slots, MaxSlots)
		}
		if len(m.Offer) > MaxStages {
			return bad("%d stages offered", len(m.Offer))
		}
		for i, s := range m.Offer {
			if s < 1 || s >= MaxStages || (i > 0 && s <= m.Offer[i-1]) {
				return bad("offered stages %v: want increasing stages above 0", m.Offer)
			}
		}
	case KindPlan:
		return m.checkPlan()
	case KindMeasure:
		return checkMembers(m.Members, MaxStages)
	case KindMeasured:
		if len(m.Links) < 1 || len(m.Links) > MaxMembers {
			return bad("%d links outside 1..%d", len(m.Links), MaxMembers)
		}
		for i, l := range m.Links {
			if l.RTTMicros < 0 || l.RTTMicros > maxRTTMicros || l.BytesPerSec < 0 || l.BytesPerSec > maxBytesPerSec {
				return bad("link %d: %d µs, %d bytes/s", i, l.RTTMicros, l.BytesPerSec)
			}
		}
	case KindProgress, KindResult:
		if m.Iter < 0 || m.Iter > MaxIterations || m.Forwarded < 0 || m.Backwarded < 0 || m.InFlight < 0 || m.InFlight > MaxMicrobatches {
			return bad("counts out of range")
		}
		if m.StateHash != "" {
			if _, err := ParseHash(m.StateHash); err != nil {
				return err
			}
		}
	case KindEval:
		return checkActs(m.Shape, m.Data)
	case KindEvaled:
		if m.Error == "" {
			return checkActs(m.Shape, m.Data)
		}
		if len(m.Shape) > 0 || len(m.Data) > 0 {
			return bad("an evaluated message with both activations and an error")
		}
	case KindError:
		if m.Error == "" {
			return bad("an error message without its error")
		}
		if len(m.Unreachable) > MaxMembers {
			return bad("%d unreachable members", len(m.Unreachable))
		}
		for i, o := range m.Unreachable {
			if o < 0 || o >= MaxMembers || (i > 0 && o <= m.Unreachable[i-1]) {
				return bad("unreachable members %v: want increasing member indexes", m.Unreachable)
			}
		}
	}
	return nil
}

// checkActs checks activations: three dimensions, each at least 1, at
// most MaxEvalElems elements, as many values as the shape holds, all
// finite.
func checkActs(shape []int, data []float32) error {
	if len(shape) != evalDims {
		return bad("activations of %d dimensions, want %d", len(shape), evalDims)
	}
	n := 1
	for _, d := range shape {
		if d < 1 || d > MaxEvalElems {
			return bad("activations of shape %v", shape)
		}
		n *= d
		if n > MaxEvalElems {
			return bad("activations of shape %v: more than %d values", shape, MaxEvalElems)
		}
	}
	if len(data) != n {
		return bad("%d values for activations of shape %v", len(data), shape)
	}
	for _, x := range data {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return bad("activations that are not finite")
		}
	}
	return nil
}

func checkRun(run, model string, stages int) error {
	if !ValidName(run) || !ValidName(model) {
		return bad("run %q or model %q: want 1-%d lowercase letters, digits, '.', '_' or '-'", truncate(run), truncate(model), maxNameLen)
	}
	if stages < 2 || stages > MaxStages {
		return bad("%d stages outside 2..%d", stages, MaxStages)
	}
	return nil
}

func (m *Message) checkPlan() error {
	if err := checkRun(m.Run, m.Model, m.Stages); err != nil {
		return err
	}
	if len(m.Session) != sessionHexLen {
		return bad("session %q: want %d hex digits", truncate(m.Session), sessionHexLen)
	}
	if _, err := hex.DecodeString(m.Session); err != nil {
		return bad("session %q: want %d hex digits", truncate(m.Session), sessionHexLen)
	}
	if m.Iterations < 1 || m.Iterations > MaxIterations {
		return bad("%d iterations outside 1..%d", m.Iterations, MaxIterations)
	}
	if m.MinStages < 0 || m.MinStages > m.Stages {
		return bad("min stages %d of %d", m.MinStages, m.Stages)
	}
	if err := checkMembers(m.Members, m.Stages); err != nil {
		return err
	}
	if len(m.Paths) < 1 || len(m.Paths) > MaxMicrobatches {
		return bad("%d microbatches outside 1..%d", len(m.Paths), MaxMicrobatches)
	}
	for k, p := range m.Paths {
		if len(p) < 1 || len(p) >= m.Stages {
			return bad("microbatch %d visits %d stages after stage 0, want 1..%d", k, len(p), m.Stages-1)
		}
		stages := map[int]bool{}
		for _, o := range p {
			if o < 1 || o >= len(m.Members) {
				return bad("microbatch %d visits member %d", k, o)
			}
			if s := m.Members[o].Stage; stages[s] {
				return bad("microbatch %d visits stage %d twice", k, s)
			} else {
				stages[s] = true
			}
		}
	}
	return nil
}

// checkMembers checks a plan's members (or those of a measure message):
// 2 to MaxMembers distinct peer IDs, the coordinator first and alone at
// stage 0, stages below stages, slots within limits, parsed addresses.
func checkMembers(members []WireMember, stages int) error {
	if len(members) < 2 || len(members) > MaxMembers {
		return bad("%d members outside 2..%d", len(members), MaxMembers)
	}
	seen := map[peer.ID]bool{}
	for i, w := range members {
		id, err := peer.Decode(w.ID)
		if err != nil {
			return bad("member %d: peer ID %q", i, truncate(w.ID))
		}
		if seen[id] {
			return bad("member %d listed twice", i)
		}
		seen[id] = true
		if w.Stage < 0 || w.Stage >= stages || (i == 0) != (w.Stage == 0) {
			return bad("member %d serves stage %d: the coordinator, first, serves stage 0 and no other member does", i, w.Stage)
		}
		if w.Slots < 1 || w.Slots > MaxSlots {
			return bad("member %d: slots %d outside 1..%d", i, w.Slots, MaxSlots)
		}
		if len(w.Addrs) > maxAddrs {
			return bad("member %d: %d addresses", i, len(w.Addrs))
		}
		for _, a := range w.Addrs {
			if len(a) > maxAddrLen {
				return bad("member %d: an address of %d bytes", i, len(a))
			}
			if _, err := ma.NewMultiaddr(a); err != nil {
				return bad("member %d: address %q", i, truncate(a))
			}
		}
	}
	return nil
}

// ParseHash reads a state hash written as 64 hex digits.
func ParseHash(s string) ([32]byte, error) {
	var h [32]byte
	if len(s) != stateHashHexLn {
		return h, bad("state hash %q: want %d hex digits", truncate(s), stateHashHexLn)
	}
	if _, err := hex.Decode(h[:], []byte(s)); err != nil {
		return h, bad("state hash %q: want %d hex digits", truncate(s), stateHashHexLn)
	}
	return h, nil
}

// clip cuts s, valid UTF-8, to at most n bytes at a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func contains[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
