package play

import (
	"context"
	"math/bits"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/repops"
)

const testSpec = `
version = 1
seed = 3
steps = 10
checkpoint_interval = 4
[model]
kind = "transformer"
[model.transformer]
vocab = 16
context = 8
dim = 16
layers = 1
heads = 2
ff_mult = 2
rotary = true
[data]
source = "reverse"
n = 3
symbols = 15
[train]
batch = 2
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`

// fixture is one job run honestly twice, by two nodes with their own
// stores (the solver's and the challenger's).
type fixture struct {
	ctx     context.Context
	spec    *job.Spec
	r       [2]*job.Receipt
	st      [2]*job.MemStore
	ids     [2]*identity.Identity
	entries int
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{ctx: context.Background()}
	var err error
	if f.spec, err = job.DecodeSpec([]byte(testSpec)); err != nil {
		t.Fatal(err)
	}
	for i := range f.r {
		id, err := identity.Generate()
		if err != nil {
			t.Fatal(err)
		}
		f.ids[i] = id
		f.st[i] = job.NewMemStore()
		if f.r[i], err = job.Run(f.ctx, f.spec, f.st[i], id); err != nil {
			t.Fatal(err)
		}
	}
	if f.r[0].StateRoot != f.r[1].StateRoot {
		t.Fatal("two honest runs differ")
	}
	// The trace length of a step varies with clipping: entries is the
	// smallest over the job's steps.
	f.entries = 1 << 30
	for s := 1; s <= f.spec.Steps; s++ {
		d, err := Regenerate(f.ctx, f.r[0], f.st[0], s)
		if err != nil {
			t.Fatal(err)
		}
		f.entries = min(f.entries, len(d.Entries))
	}
	return f
}

// lieFrom returns a copy of r whose state hashes from step k on are
// altered (a consistent lie: the root recommitted).
func lieFrom(r *job.Receipt, k int) *job.Receipt {
	c := *r
	hs := append([]job.Hash(nil), r.StateHashes...)
	for i := k - 1; i < len(hs); i++ {
		hs[i][31] ^= 0x80
	}
	if err := c.SetStateHashes(hs); err != nil {
		panic(err)
	}
	return &c
}

// tamper returns a regenerator that alters entry e of step k of the
// honest answer with fn.
func tamper(k, e int, fn func(*repops.TraceEntry)) Regenerator {
	return func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error) {
		d, err := Regenerate(ctx, r, st, s)
		if err != nil || s != k {
			return d, err
		}
		d.Entries = append([]repops.TraceEntry(nil), d.Entries...)
		x := d.Entries[e]
		x.Inputs = append([]repops.Hash(nil), x.Inputs...)
		fn(&x)
		d.Entries[e] = x
		return d, nil
	}
}

// resize answers honestly except that its trace of step k is one entry
// shorter (longer false: its last entry dropped) or longer (a copy of its
// first appended).
func resize(k int, longer bool) Regenerator {
	return func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error) {
		d, err := Regenerate(ctx, r, st, s)
		if err != nil || s != k {
			return d, err
		}
		es := append([]repops.TraceEntry(nil), d.Entries...)
		if longer {
			extra := es[0]
			extra.Index = len(es)
			d.Entries = append(es, extra)
		} else {
			d.Entries = es[:len(es)-1]
		}
		return d, nil
	}
}

func (f *fixture) play(t *testing.T, sr, cr *job.Receipt, sregen, cregen Regenerator) *Result {
	t.Helper()
	s, err := NewParty(f.ctx, game.Solver, sr, f.st[0], sregen)
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewParty(f.ctx, game.Challenger, cr, f.st[1], cregen)
	if err != nil {
		t.Fatal(err)
	}
	rf := &Referee{Spec: f.spec, OpSet: sr.OpSetVersion}
	res, err := Local(f.ctx, s, c, rf, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	// The two openings (the challenger's split hashes of phase 1 come
	// with the game's opening), none when both receipts state the same
	// trace length for every step; the shorter trace's party's proof of
	// its end is one move more.
	extra := 0
	if res.Opened {
		extra = 2
	}
	if res.Length {
		extra++
	}
	bound := ceilLog2(f.spec.Steps) + ceilLog2(res.Entries+1) + extra
	if res.Moves > bound {
		t.Fatalf("%d moves, bound %d", res.Moves, bound)
	}
	if res.Regenerated[game.Solver] > 1 || res.Regenerated[game.Challenger] > 1 {
		t.Fatalf("regenerated %v steps: each party should re-execute only the pinned step", res.Regenerated)
	}
	ruling := "none"
	if res.Ruling != nil {
		ruling = res.Ruling.Work + " (" + res.Ruling.Detail + ")"
	}
	t.Logf("%s; pinned step %d entry %d of %d; %d moves, %d bytes; referee: %s",
		res.Outcome.Reason, res.Step, res.Entry, res.Entries, res.Moves, res.Bytes, ruling)
	return res
}

func ceilLog2(n int) int { return bits.Len(uint(n - 1)) }

func TestSolverLiesAboutState(t *testing.T) {
	f := newFixture(t)
	res := f.play(t, lieFrom(f.r[0], 6), f.r[1], nil, nil)
	if res.Outcome.Winner != game.Challenger || res.Step != 6 || res.Entry != res.Entries || !res.StateProof || res.Ruling != nil {
		t.Fatalf("outcome %+v at step %d entry %d (state proof %v, ruling %v)", res.Outcome, res.Step, res.Entry, res.StateProof, res.Ruling)
	}
}

func TestChallengerLiesAboutState(t *testing.T) {
	f := newFixture(t)
	res := f.play(t, f.r[0], lieFrom(f.r[1], 9), nil, nil)
	if res.Outcome.Winner != game.Solver || res.Step != 9 || !res.StateProof || res.Ruling != nil {
		t.Fatalf("outcome %+v at step %d (state proof %v, ruling %v)", res.Outcome, res.Step, res.StateProof, res.Ruling)
	}
}

// TestRefereeRulesOnState: the referee set's ruling on a state entry
// (what decides it where no state proof is sent) is the honest
// post-state, from either party's evidence or both.
func TestRefereeRulesOnState(t *testing.T) {
	f := newFixture(t)
	const s = 4
	honest, err := NewParty(f.ctx, game.Solver, f.r[0], f.st[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	liar, err := NewParty(f.ctx, game.Challenger, lieFrom(f.r[1], s), f.st[1], nil)
	if err != nil {
		t.Fatal(err)
	}
	trace := honest.Trace(s)
	outs := make([]game.Hash, len(trace))
	for i, e := range trace {
		outs[i] = game.EntryHash(e)
	}
	chain := game.Chain(honest.State(s-1), outs)
	v := game.View{Phase: game.PhaseReferee, Step: s, Entry: len(trace), Count: len(trace), Pre: honest.State(s - 1),
		Agreed: chain[len(trace)], HiSolver: game.ChainNext(chain[len(trace)], honest.State(s)), HiChallenger: game.ChainNext(chain[len(trace)], liar.State(s))}
	rf := &Referee{Spec: f.spec, OpSet: f.r[0].OpSetVersion}
	for name, roles := range map[string][]game.Party{"both": {game.Solver, game.Challenger}, "solver": {game.Solver}, "challenger": {game.Challenger}} {
		evs := map[game.Party]*Evidence{}
		for _, p := range roles {
			party := map[game.Party]*Party{game.Solver: honest, game.Challenger: liar}[p]
			if evs[p], err = party.Evidence(s, len(trace)); err != nil {
				t.Fatal(err)
			}
		}
		r, err := rf.Recompute(f.ctx, v, evs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if r.Hash != honest.State(s) || r.Work != "state" {
			t.Fatalf("%s: ruling %x (%s), honest %x", name, r.Hash[:4], r.Work, honest.State(s))
		}
	}
}

// TestSolverLiesAboutAnOp: the solver's trace of step 5 has one entry's
// output altered (and its state hashes from there on): the game pins that
// entry and the referee replays it from the inputs.
func TestSolverLiesAboutAnOp(t *testing.T) {
	f := newFixture(t)
	for _, e := range []int{0, f.entries / 2, f.entries - 1} {
		res := f.play(t, lieFrom(f.r[0], 5), f.r[1], tamper(5, e, func(x *repops.TraceEntry) { x.Output[0] ^= 1 }), nil)
		if res.Outcome.Winner != game.Challenger || res.Step != 5 || res.Entry != e || res.Ruling.Work != "op" {
			t.Fatalf("entry %d: outcome %+v at step %d entry %d (%s)", e, res.Outcome, res.Step, res.Entry, res.Ruling.Work)
		}
	}
}

// TestLiarChangesWhatAnEntryReads: the lying challenger's entry reads
// another input; the referee cannot tell from one op which structure is
// the step's and traces the step from the agreed pre-state.
func TestLiarChangesWhatAnEntryReads(t *testing.T) {
	f := newFixture(t)
	e := f.entries / 3
	for name, fn := range map[string]func(*repops.TraceEntry){
		// It cannot hand over an input that hashes to a made-up hash.
		"input": func(x *repops.TraceEntry) { x.Inputs[0][0] ^= 1; x.Output[0] ^= 1 },
		// Both entries check out but differ in their attributes.
		"attrs": func(x *repops.TraceEntry) { x.Attrs += ",scale=2"; x.Output[0] ^= 1 },
	} {
		res := f.play(t, f.r[0], lieFrom(f.r[1], 3), nil, tamper(3, e, fn))
		if res.Outcome.Winner != game.Solver || res.Step != 3 || res.Entry != e || res.Ruling.Work != "step" {
			t.Fatalf("%s: outcome %+v at step %d entry %d (%s)", name, res.Outcome, res.Step, res.Entry, res.Ruling.Work)
		}
	}
}

// TestRefereeRejectsBadEvidence: for the state entry, a post-state with
// one altered weight, changed RNG counters, a wrong step or a trace that
// does not chain to the agreed hash is not used; a pre-state other than
// the agreed one disqualifies any evidence.
func TestRefereeRejectsBadEvidence(t *testing.T) {
	f := newFixture(t)
	const s = 2
	d, err := Regenerate(f.ctx, f.r[0], f.st[0], s)
	if err != nil {
		t.Fatal(err)
	}
	outs := make([]game.Hash, len(d.Entries))
	for i, e := range d.Entries {
		outs[i] = game.EntryHash(e)
	}
	ch := game.Chain(game.Hash(f.r[0].StateHashes[s-2]), outs)
	v := game.View{Phase: game.PhaseReferee, Step: s, Entry: len(d.Entries), Count: len(d.Entries),
		Pre: game.Hash(f.r[0].StateHashes[s-2]), Agreed: ch[len(ch)-1]}
	rf := &Referee{Spec: f.spec, OpSet: f.r[0].OpSetVersion}
	good := &Evidence{Step: s, Entry: v.Entry, Pre: d.Pre, Trace: d.Entries, Post: d.Post}
	r, err := rf.Recompute(f.ctx, v, map[game.Party]*Evidence{game.Solver: good})
	if err != nil || r.Hash != game.Hash(f.r[0].StateHashes[s-1]) {
		t.Fatalf("honest evidence: %v %v", r, err)
	}
	clone := func() *Evidence {
		c := *good
		p := *d.Post
		p.Tensors = append(p.Tensors[:0:0], d.Post.Tensors...)
		p.RNG = map[string]uint64{}
		for k, x := range d.Post.RNG {
			p.RNG[k] = x
		}
		c.Post = &p
		return &c
	}
	bad := map[string]*Evidence{}
	w := clone()
	w.Post.Tensors[1].Data = append([]float32(nil), w.Post.Tensors[1].Data...)
	w.Post.Tensors[1].Data[0] += 1
	bad["weight"] = w
	rng := clone()
	for k := range rng.Post.RNG {
		rng.Post.RNG[k]++
		break
	}
	bad["rng"] = rng
	st := clone()
	st.Post.Step++
	bad["step"] = st
	tr := clone()
	tr.Trace = append([]repops.TraceEntry(nil), d.Entries...)
	tr.Trace[3].Output[0] ^= 1
	bad["trace"] = tr
	pre := clone()
	pc := *d.Pre
	pc.Step++
	pre.Pre = &pc
	bad["pre"] = pre
	for name, ev := range bad {
		if _, err := rf.Recompute(f.ctx, v, map[game.Party]*Evidence{game.Challenger: ev}); err == nil {
			t.Errorf("%s: bad evidence accepted", name)
		}
		// With the honest evidence beside it, the ruling is the honest one.
		r, err := rf.Recompute(f.ctx, v, map[game.Party]*Evidence{game.Solver: ev, game.Challenger: good})
		if err != nil || r.Hash != game.Hash(f.r[0].StateHashes[s-1]) {
			t.Errorf("%s: beside honest evidence: %v %v", name, r, err)
		}
	}
}

// TestSolverUsedAnotherOpSet: a solver that trained under op set 2 (the
// faster FMA kernels) but claims the spec's op set 1 answers from what it
// computed; the game pins the first entry whose output op set 2 changes
// and the referee replays it under op set 1.
func TestSolverUsedAnotherOpSet(t *testing.T) {
	f := newFixture(t)
	fast := *f.spec
	fast.OpSet = 2
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	r2, err := job.Run(f.ctx, &fast, f.st[0], id)
	if err != nil {
		t.Fatal(err)
	}
	claim := *r2
	claim.Spec, claim.SpecHash, claim.OpSetVersion = f.spec, job.Hash(f.spec.Hash()), 1
	regen := func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*StepData, error) {
		c := *r
		c.Spec = &fast
		return Regenerate(ctx, &c, st, s)
	}
	res := f.play(t, &claim, f.r[1], regen, nil)
	if res.Outcome.Winner != game.Challenger || res.Step != 1 || res.Ruling.Work != "op" {
		t.Fatalf("outcome %+v at step %d entry %d (%s)", res.Outcome, res.Step, res.Entry, res.Ruling.Work)
	}
}

// TestLiarChangesTheTraceLength: a challenger whose trace of step 8 lacks
// its last entry opens with a shorter length. Phase 2 bisects over its
// trace to its end, which it would have to prove with a state proof; the
// agreed entries do not end with a whole optimizer update, so it has
// none, and loses at its deadline. No referee rules.
func TestLiarChangesTheTraceLength(t *testing.T) {
	f := newFixture(t)
	res := f.play(t, f.r[0], lieFrom(f.r[1], 8), nil, resize(8, false))
	if res.Outcome.Winner != game.Solver || res.Step != 8 || !res.Length || res.Entry != res.Entries || res.Ruling != nil || res.StateProof || res.Forfeit == "" {
		t.Fatalf("outcome %+v at step %d entry %d of %d (length %v, ruling %v, forfeit %q)", res.Outcome, res.Step, res.Entry, res.Entries, res.Length, res.Ruling, res.Forfeit)
	}
}

// TestLiarLengthensTheTrace: a solver whose trace of step 5 has an entry
// appended opens with a longer length. The challenger, whose trace ends
// first, proves its end with a state proof and wins; no referee rules.
func TestLiarLengthensTheTrace(t *testing.T) {
	f := newFixture(t)
	res := f.play(t, lieFrom(f.r[0], 5), f.r[1], resize(5, true), nil)
	if res.Outcome.Winner != game.Challenger || res.Step != 5 || !res.Length || res.Entry != res.Entries || res.Ruling != nil || !res.StateProof {
		t.Fatalf("outcome %+v at step %d entry %d of %d (length %v, ruling %v, state proof %v)", res.Outcome, res.Step, res.Entry, res.Entries, res.Length, res.Ruling, res.StateProof)
	}
}

// TestGameConfigFormats: a game compares two receipts of one format; of
// two formats (whose traces record the gradient norm differently) it is
// refused before any move.
func TestGameConfigFormats(t *testing.T) {
	f := newFixture(t)
	if _, err := gameConfig(f.r[0], f.r[1], 0, 2, time.Minute); err != nil {
		t.Fatalf("receipts of one format: %v", err)
	}
	old := *f.r[1]
	old.Format = job.StateHashFormat
	if _, err := gameConfig(f.r[0], &old, 0, 2, time.Minute); err == nil || !strings.Contains(err.Error(), "formats") {
		t.Fatalf("receipts of formats %d and %d: %v", f.r[0].Format, old.Format, err)
	}
}

// TestRefereeTracesInTheReceiptsFormat: a referee that traces a whole
// step records it in the format of the game's receipts (Referee.Format),
// so over receipts of format 5 its ruling on a rotary entry is that
// format's entry (no lb attribute); traced in this build's format, the
// entry would be another.
func TestRefereeTracesInTheReceiptsFormat(t *testing.T) {
	f := newFixture(t)
	r5 := *f.r[0]
	r5.Format = job.UnfusedTraceFormat
	e := f.opened(t, &r5, 6, "rotary", false)
	p, err := NewParty(f.ctx, game.Solver, &r5, f.st[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := p.Evidence(6, e)
	if err != nil {
		t.Fatal(err)
	}
	want := game.EntryHash(p.Trace(6)[e])
	v := game.View{Phase: game.PhaseReferee, Step: 6, Entry: e, Count: len(p.Trace(6))}
	for _, format := range []int{job.UnfusedTraceFormat, 0} {
		rf := &Referee{Spec: f.spec, OpSet: r5.OpSetVersion, Format: format}
		rl, err := rf.traceStep(f.ctx, v, map[game.Party]*Evidence{game.Solver: ev}, "test")
		if err != nil {
			t.Fatal(err)
		}
		if (rl.Hash == want) != (format == job.UnfusedTraceFormat) {
			t.Fatalf("referee tracing in format %d: ruling %x, the format-5 entry %x", format, rl.Hash, want)
		}
	}
}
