package game

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

var update = flag.Bool("update", false, "rewrite the expected output of testdata/*.txt")

// TestGolden runs the scenarios in testdata/*.txt. A scenario is a list of
// commands, each followed by its output indented by two spaces:
//
//	config steps=T entries=G arity=A timeout=D [split=1] [compact=1] [root=1]   game parameters
//	                                   (compact=1: Config.Compact, phase 3 with
//	                                   no moves of its own; root=1: Config.StateRoot,
//	                                   the root over the solver's committed states,
//	or its played ones)
//	                                   (split=1: the challenger states its split
//	                                   hashes of phase 1 when the game opens,
//	                                   Config.ChallengerSplit)
//	states PARTY h0 h1 ... hT          a party's state hashes (labels)
//	commit PARTY h1 ... hT             the state hashes the party committed to
//	                                   (Config.SolverStates, ChallengerStates)
//	trace PARTY STEP o0 o1 ...         a party's trace outputs of STEP
//	new [at=D]                         start the game
//	play PARTY [at=D]                  the party's honest Player moves
//	move PARTY KIND [index=N] [count=N] [turn=N] [h...] [at=D]   a raw move
//	replay [at=D]                      send the last accepted move again
//	tick at=D                          Tick
//	resolve H                          Resolve (H: a trace output label, for its entry's commitment)
//	state NAME LAYOUT STEP t0 t1 ...   NAME is the state hash that opens into a
//	                                   layout, a step and 3P tensor hashes (labels)
//	adamw PARTY STEP I K V M S         entry I of the party's trace is parameter K's
//	                                   adamw update, with output tensors V, M, S;
//	                                   a party proves the end of its trace (Prove)
//	                                   from these and its pre-state's opening
//	move PARTY prove [h...]            a raw Prove with no state proof
//	run [at=D] [moves=N]               both players move until the referee (at most N moves)
//
// Phase 3 (config ... scalar=1 opset=V):
//
//	tensor NAME DxD... v0 v1 ...       a tensor (values as floats or 0xBITS)
//	compute NAME OP ATTRS|- IN,IN...   the op's real output under op set V
//	alter NEW OLD INDEX ULPS           OLD with element INDEX's bits moved by ULPS
//	entry PARTY STEP I OP ATTRS|- IN,IN... OUT   entry I of the party's trace is
//	                                   OP over the named tensors, output OUT
//	bend PARTY WHAT... [at=D]          the party's honest move, altered: hash=N
//	                                   (flip the last bit of hash N), proof=N (of
//	                                   proof N's element), index=N, noproofs,
//	                                   nostateproofs (no state-root proofs),
//	                                   noopening (no opening), opening (another attribute
//	                                   in the opening), extra (one more hash),
//	                                   steps (the opening states one scalar step more),
//	                                   state (another digest in the state proof)
//	resolve =OP:OUT                    Resolve with that entry's commitment
//
// Hashes are written as labels (their bytes, zero-padded) or #hex.
// go test -run Golden -update rewrites the outputs.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txt")
	if len(files) == 0 {
		t.Fatal("no scenarios")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			in, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got := runScenario(t, string(in))
			if *update {
				if err := os.WriteFile(f, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != string(in) {
				t.Errorf("%s: output differs (go test -run Golden -update to accept):\n%s", f, got)
			}
		})
	}
}

// stateLabels are the state hashes the running scenario defined with
// "state", by name.
var stateLabels = map[string]Hash{}

func label(s string) Hash {
	if h, ok := stateLabels[s]; ok {
		return h
	}
	var h Hash
	if strings.HasPrefix(s, "#") {
		b, _ := hex.DecodeString(s[1:])
		copy(h[:], b)
		return h
	}
	copy(h[:], s)
	return h
}

func show(h Hash) string {
	if n, ok := entryNames[h]; ok {
		return n
	}
	if b, ok := commit.LeafBits(h); ok && h != (Hash{}) {
		return fmt.Sprintf("f:%08x", b)
	}
	b := bytes.TrimRight(h[:], "\x00")
	label := len(b) > 0
	for _, c := range b {
		if c < '!' || c > '~' || c == '#' {
			label = false
		}
	}
	if label {
		return string(b)
	}
	if v, ok := showLanes(h); ok {
		return v
	}
	return "#" + hex.EncodeToString(h[:4])
}

// showLanes prints a scalar value with running values: its lanes up to
// the last that is not +0, when at least two lanes are +0 (no op uses
// every lane; a hash has two zero lanes about once in 2^59).
func showLanes(h Hash) (string, bool) {
	l, ok := commit.LeafLanes(h)
	zeros := 0
	for _, x := range l {
		if x == 0 {
			zeros++
		}
	}
	if !ok || zeros < 2 || zeros == len(l) {
		return "", false
	}
	last := len(l) - 1
	for l[last] == 0 {
		last--
	}
	parts := make([]string, last+1)
	for i := range parts {
		parts[i] = fmt.Sprintf("%08x", l[i])
	}
	return "v:" + strings.Join(parts, ":"), true
}

// entryNames maps the entry commitment of a scenario's trace entry (op
// "op", no attributes or inputs, output LABEL) back to "=LABEL", so moves
// and reveals print readably.
var entryNames = map[Hash]string{}

func entryOf(l string) Hash {
	h := EntryHash(repops.TraceEntry{Op: "op", Output: repops.Hash(label(l))})
	entryNames[h] = "=" + l
	return h
}

func showMove(m Move) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s turn=%d", m.By, m.Kind, m.Turn)
	if m.Kind == Pick {
		fmt.Fprintf(&b, " index=%d", m.Index)
	}
	if m.Kind == Open {
		fmt.Fprintf(&b, " count=%d", m.Count)
	}
	for _, h := range m.Hashes {
		b.WriteString(" " + show(h))
	}
	if o := m.Opening; o != nil {
		fmt.Fprintf(&b, " opening(%s %v E=%d K=%d roots", o.Entry.Op, o.Shapes, o.Elements, o.Steps)
		for _, r := range o.Roots {
			fmt.Fprintf(&b, " #%x", r[:4])
		}
		b.WriteString(")")
	}
	for _, p := range m.Proofs {
		fmt.Fprintf(&b, " proof(%d/%d=%08x)", p.Proof.Index, p.Proof.Leaves, p.Bits)
	}
	if p := m.State; p != nil {
		fmt.Fprintf(&b, " state(step=%d params=%d)", p.Step, len(p.Adam))
	}
	if m.PreProof != nil || m.PostProof != nil {
		fmt.Fprintf(&b, " root-proofs(pre=%d post=%d)", len(m.PreProof), len(m.PostProof))
	}
	return b.String()
}

type scenario struct {
	cfg    Config
	split  bool // the challenger states its phase-1 split when the game opens
	root   bool // the game knows the solver's state root
	states map[Party][]Hash
	commit map[Party][]Hash
	traces map[Party]map[int][]repops.TraceEntry
	g      *Game
	p      map[Party]*Player
	// Phase 3: named tensors, and the entries a party's trace holds
	// over them (its tensors).
	tensors map[string]*repops.Tensor
	ents    map[Party]map[[2]int]entryTensors
	// entryHashes: the commitments of the scenario's phase-3 entries by
	// name (=OP:OUT).
	entryHashes map[string]Hash
	// stateDefs: the openings of the state hashes defined with "state";
	// adam: the output tensors of the adamw entries of a party's traces.
	stateDefs map[Hash]stateDef
	adam      map[Party]map[[2]int][3]Hash
	last      *Move
	now       time.Time
}

func parseParty(s string) Party {
	switch s {
	case "solver":
		return Solver
	case "challenger":
		return Challenger
	}
	return None
}

func (sc *scenario) player(p Party) *Player {
	if sc.p[p] == nil {
		sc.p[p] = &Player{Role: p,
			States: func(k int) Hash {
				if k < 0 || k >= len(sc.states[p]) {
					return Hash{}
				}
				return sc.states[p][k]
			},
			Trace:      func(s int) []repops.TraceEntry { return sc.traces[p][s] },
			StateProof: func(s int) *StateProof { return sc.stateProof(p, s) },
			Tensors: func(s, e int) ([]*repops.Tensor, *repops.Tensor) {
				et, ok := sc.ents[p][[2]int{s, e}]
				if !ok {
					return nil, nil
				}
				return et.ins, et.out
			}}
	}
	return sc.p[p]
}

type stateDef struct {
	layout  Hash
	step    uint64
	tensors []Hash
}

// stateProof is party p's state proof of step s, from the opening of its
// pre-state hash (a "state" definition) and the adamw entries that end
// its trace (nil when it has not these).
func (sc *scenario) stateProof(p Party, s int) *StateProof {
	if s < 1 || s > len(sc.states[p]) {
		return nil
	}
	pre := sc.states[p][s-1]
	def, ok := sc.stateDefs[pre]
	tr := sc.traces[p][s]
	params := len(def.tensors) / 3
	if !ok || params == 0 || len(tr) < params {
		return nil
	}
	pr := &StateProof{Layout: def.layout, Step: def.step, Digest: commit.TensorsDigest(def.tensors), Start: ChainStart(pre)}
	for _, e := range tr[:len(tr)-params] {
		pr.Start = ChainNext(pr.Start, EntryHash(e))
	}
	for k := range params {
		i := len(tr) - params + k
		ts, ok := sc.adam[p][[2]int{s, i}]
		if !ok || tr[i].Attrs != "param="+strconv.Itoa(k) {
			return nil
		}
		pr.Adam = append(pr.Adam, AdamOpening{Tensors: ts})
	}
	return pr
}

type entryTensors struct {
	ins []*repops.Tensor
	out *repops.Tensor
}

func parseTensor(t *testing.T, dims string, vals []string) *repops.Tensor {
	var shape []int
	for _, d := range strings.Split(dims, "x") {
		n, err := strconv.Atoi(d)
		if err != nil {
			t.Fatalf("shape %q", dims)
		}
		shape = append(shape, n)
	}
	x := repops.Zeros(shape...)
	if len(vals) != len(x.Data) {
		t.Fatalf("shape %s takes %d values, got %d", dims, len(x.Data), len(vals))
	}
	for i, v := range vals {
		if strings.HasPrefix(v, "0x") {
			b, err := strconv.ParseUint(v[2:], 16, 32)
			if err != nil {
				t.Fatal(err)
			}
			x.Data[i] = math.Float32frombits(uint32(b))
			continue
		}
		f, err := strconv.ParseFloat(v, 32)
		if err != nil {
			t.Fatal(err)
		}
		x.Data[i] = float32(f)
	}
	return x
}

func attrsArg(s string) string {
	if s == "-" {
		return ""
	}
	return s
}

func (sc *scenario) named(t *testing.T, list string) []*repops.Tensor {
	var ts []*repops.Tensor
	for _, n := range strings.Split(list, ",") {
		x, ok := sc.tensors[n]
		if !ok {
			t.Fatalf("no tensor %q", n)
		}
		ts = append(ts, x)
	}
	return ts
}

// bendKV returns bend's index=N, which the parser took as a key.
func bendKV(kv map[string]string) []string {
	if v, ok := kv["index"]; ok {
		return []string{"index=" + v}
	}
	return nil
}

// bend alters a move as the bend command says.
func bend(t *testing.T, m Move, what []string) Move {
	m.Hashes = append([]Hash(nil), m.Hashes...)
	m.Proofs = append([]commit.ElementProof(nil), m.Proofs...)
	for _, w := range what {
		k, v, _ := strings.Cut(w, "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "hash":
			m.Hashes[n][31] ^= 1
		case "proof":
			m.Proofs[n].Bits ^= 1
		case "index":
			m.Index = n
		case "noproofs":
			m.Proofs = nil
		case "nostateproofs":
			m.PreProof, m.PostProof = nil, nil
		case "noopening":
			m.Opening = nil
		case "opening":
			o := m.Opening.clone()
			o.Entry.Attrs += ",x=1"
			m.Opening = o
		case "extra":
			m.Hashes = append(m.Hashes, Hash{31: 1})
		case "state":
			p := *m.State
			p.Digest[0] ^= 1
			m.State = &p
		case "steps":
			o := m.Opening.clone()
			o.Steps++
			m.Opening = o
		default:
			t.Fatalf("bend %q", w)
		}
	}
	return m
}

func (sc *scenario) step(out *[]string, m Move) error {
	ev, err := sc.g.Step(sc.now, m)
	if err == nil {
		sc.last = &m
	}
	sc.events(out, ev, err)
	return err
}

func (sc *scenario) events(out *[]string, ev []Event, err error) {
	for _, e := range ev {
		*out = append(*out, e.String())
	}
	if err != nil {
		*out = append(*out, "error: "+err.Error())
	}
}

func runScenario(t *testing.T, in string) string {
	sc := &scenario{states: map[Party][]Hash{}, commit: map[Party][]Hash{}, traces: map[Party]map[int][]repops.TraceEntry{}, p: map[Party]*Player{}, now: time.Unix(0, 0).UTC(),
		tensors: map[string]*repops.Tensor{}, ents: map[Party]map[[2]int]entryTensors{}, entryHashes: map[string]Hash{},
		stateDefs: map[Hash]stateDef{}, adam: map[Party]map[[2]int][3]Hash{}}
	clear(stateLabels)
	var res strings.Builder
	for _, line := range strings.Split(strings.TrimRight(in, "\n"), "\n") {
		if strings.HasPrefix(line, "  ") {
			continue
		}
		res.WriteString(line + "\n")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var out []string
		sc.exec(t, line, &out)
		for _, o := range out {
			res.WriteString("  " + o + "\n")
		}
	}
	return res.String()
}

// kvKeys are the keys of key=value arguments; other words with '=' (an
// op's attributes, bend's changes) are plain arguments.
var kvKeys = map[string]bool{"at": true, "turn": true, "index": true, "count": true, "steps": true, "entries": true, "arity": true,
	"timeout": true, "scalar": true, "opset": true, "moves": true, "split": true, "compact": true, "root": true}

func (sc *scenario) exec(t *testing.T, line string, out *[]string) {
	var args []string
	kv := map[string]string{}
	for _, f := range strings.Fields(line) {
		if k, v, ok := strings.Cut(f, "="); ok && kvKeys[k] {
			kv[k] = v
		} else {
			args = append(args, f)
		}
	}
	if at, ok := kv["at"]; ok {
		d, err := time.ParseDuration(at)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		sc.now = time.Unix(0, 0).UTC().Add(d)
	}
	atoi := func(k string) int { n, _ := strconv.Atoi(kv[k]); return n }
	hashes := func(ls []string) []Hash {
		var hs []Hash
		for _, l := range ls {
			hs = append(hs, label(l))
		}
		return hs
	}
	setup := map[string]bool{"config": true, "states": true, "commit": true, "trace": true, "new": true, "tensor": true, "compute": true, "alter": true, "entry": true,
		"state": true, "adamw": true}
	if sc.g == nil && !setup[args[0]] {
		t.Fatalf("%q before new", line)
	}
	switch args[0] {
	case "config":
		d, _ := time.ParseDuration(kv["timeout"])
		sc.cfg = Config{Steps: atoi("steps"), Entries: atoi("entries"), Arity: atoi("arity"), Timeout: d, Scalar: kv["scalar"] == "1", OpSet: atoi("opset"), Compact: kv["compact"] == "1"}
		sc.split = kv["split"] == "1"
		sc.root = kv["root"] == "1"
	case "tensor":
		sc.tensors[args[1]] = parseTensor(t, args[2], args[3:])
	case "compute":
		outs, err := repops.ReplayEntry(sc.cfg.OpSet, repops.TraceEntry{Op: args[2], Attrs: attrsArg(args[3]), Inputs: make([]repops.Hash, len(strings.Split(args[4], ",")))},
			sc.named(t, args[4]), nil)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		sc.tensors[args[1]] = outs[0]
	case "alter":
		x := sc.named(t, args[2])[0].Clone()
		i, _ := strconv.Atoi(args[3])
		d, _ := strconv.Atoi(args[4])
		x.Data[i] = math.Float32frombits(uint32(int32(math.Float32bits(x.Data[i])) + int32(d)))
		sc.tensors[args[1]] = x
	case "entry":
		sc.p = map[Party]*Player{}
		p := parseParty(args[1])
		st, _ := strconv.Atoi(args[2])
		i, _ := strconv.Atoi(args[3])
		ins := sc.named(t, args[6])
		out := sc.named(t, args[7])[0]
		e := repops.TraceEntry{Index: i, Op: args[4], Attrs: attrsArg(args[5]), Output: out.Hash()}
		for _, x := range ins {
			e.Inputs = append(e.Inputs, x.Hash())
		}
		sc.traces[p][st][i] = e
		entryNames[EntryHash(e)] = "=" + args[4] + ":" + args[7]
		sc.entryHashes["="+args[4]+":"+args[7]] = EntryHash(e)
		if sc.ents[p] == nil {
			sc.ents[p] = map[[2]int]entryTensors{}
		}
		sc.ents[p][[2]int{st, i}] = entryTensors{ins: ins, out: out}
	case "bend":
		m, ok := sc.player(parseParty(args[1])).Move(sc.g.View())
		if !ok {
			*out = append(*out, "not "+args[1]+"'s turn")
			return
		}
		m = bend(t, m, append(args[2:], bendKV(kv)...))
		*out = append(*out, "> "+showMove(m))
		sc.step(out, m)
	case "state":
		step, _ := strconv.ParseUint(args[3], 10, 64)
		def := stateDef{layout: label(args[2]), step: step, tensors: hashes(args[4:])}
		h := commit.StateHashOf(def.layout, def.step, uint32(len(def.tensors)), commit.TensorsDigest(def.tensors))
		stateLabels[args[1]], entryNames[h], sc.stateDefs[h] = h, args[1], def
	case "adamw":
		p := parseParty(args[1])
		st, _ := strconv.Atoi(args[2])
		i, _ := strconv.Atoi(args[3])
		ts := [3]Hash(hashes(args[5:8]))
		out := sha256.New()
		for _, x := range ts {
			out.Write(x[:])
		}
		e := repops.TraceEntry{Index: i, Op: "adamw", Attrs: "param=" + args[4], Output: repops.Hash(out.Sum(nil))}
		sc.traces[p][st][i] = e
		entryNames[EntryHash(e)] = "=adamw:" + args[4]
		if sc.adam[p] == nil {
			sc.adam[p] = map[[2]int][3]Hash{}
		}
		sc.adam[p][[2]int{st, i}] = ts
		sc.p = map[Party]*Player{}
	case "commit":
		sc.commit[parseParty(args[1])] = hashes(args[2:])
	case "states":
		sc.p = map[Party]*Player{}
		sc.states[parseParty(args[1])] = hashes(args[2:])
	case "trace":
		sc.p = map[Party]*Player{}
		p := parseParty(args[1])
		s, _ := strconv.Atoi(args[2])
		if sc.traces[p] == nil {
			sc.traces[p] = map[int][]repops.TraceEntry{}
		}
		var tr []repops.TraceEntry
		for i, l := range args[3:] {
			entryOf(l)
			tr = append(tr, repops.TraceEntry{Index: i, Op: "op", Output: repops.Hash(label(l))})
		}
		sc.traces[p][s] = tr
	case "new":
		c := sc.cfg
		c.Initial = sc.player(Solver).States(0)
		c.SolverFinal, c.ChallengerFinal = sc.player(Solver).States(c.Steps), sc.player(Challenger).States(c.Steps)
		c.SolverStates, c.ChallengerStates = sc.commit[Solver], sc.commit[Challenger]
		if sc.root {
			hs := sc.commit[Solver]
			if hs == nil {
				for k := 1; k <= c.Steps; k++ {
					hs = append(hs, sc.player(Solver).States(k))
				}
			}
			leaves := make([]commit.Hash, len(hs))
			for i, h := range hs {
				leaves[i] = h
			}
			r, err := commit.Root(leaves)
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			c.StateRoot = &r
		}
		if sc.split {
			c.ChallengerSplit = sc.player(Challenger).OpeningSplit(c.Steps, c.Arity)
			var b strings.Builder
			for _, h := range c.ChallengerSplit {
				b.WriteString(" " + show(h))
			}
			*out = append(*out, "challenger's split"+b.String())
		}
		g, ev, err := New(c, sc.now)
		sc.g = g
		sc.events(out, ev, err)
	case "play":
		m, ok := sc.player(parseParty(args[1])).Move(sc.g.View())
		if !ok {
			*out = append(*out, "not "+args[1]+"'s turn")
			return
		}
		*out = append(*out, "> "+showMove(m))
		sc.step(out, m)
	case "run":
		limit := -1
		if _, ok := kv["moves"]; ok {
			limit = atoi("moves")
		}
		for v := sc.g.View(); v.ToMove != None && limit != 0; v = sc.g.View() {
			limit--
			m, ok := sc.player(v.ToMove).Move(v)
			if !ok {
				*out = append(*out, v.ToMove.String()+" has no move")
				break
			}
			*out = append(*out, "> "+showMove(m))
			if sc.step(out, m) != nil {
				break
			}
		}
	case "move":
		k := map[string]Kind{"post": Post, "pick": Pick, "open": Open, "reveal": Reveal, "prove": Prove}[args[2]]
		turn := sc.g.View().Turn
		if _, ok := kv["turn"]; ok {
			turn = atoi("turn")
		}
		sc.step(out, Move{By: parseParty(args[1]), Kind: k, Turn: turn, Index: atoi("index"), Count: atoi("count"), Hashes: hashes(args[3:])})
	case "replay":
		if sc.last == nil {
			t.Fatal("replay without a move")
		}
		_, err := sc.g.Step(sc.now, *sc.last)
		sc.events(out, nil, err)
	case "tick":
		sc.events(out, sc.g.Tick(sc.now), nil)
	case "resolve":
		// A trace entry's label resolves to its entry commitment; the
		// state entry's, to the label as a state hash.
		h := label(args[1])
		if v := sc.g.View(); v.Phase == PhaseReferee && v.Entry < v.Count {
			h = entryOf(args[1])
			if eh, ok := sc.entryHashes[args[1]]; ok {
				h = eh // a phase-3 entry: =OP:OUT
			}
		}
		ev, err := sc.g.Resolve(h)
		sc.events(out, ev, err)
	default:
		t.Fatalf("unknown command %q", line)
	}
}
