package job

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

func runTiny(t *testing.T, opts ...Option) (*Receipt, *memStore) {
	t.Helper()
	st := newMemStore()
	var steps int
	r, err := Run(context.Background(), tinySpec(t), st, testKey(t), append([]Option{WithSoftwareVersion("test"),
		WithProgress(func(p Progress) {
			if p.Phase == "train" {
				steps++
			}
		})}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	if steps != 6 {
		t.Fatalf("progress reported %d training steps, want 6", steps)
	}
	return r, st
}

func TestRunAndVerify(t *testing.T) {
	for _, traced := range []bool{false, true} {
		t.Run(map[bool]string{false: "state-hashes", true: "traced"}[traced], func(t *testing.T) {
			var opts []Option
			if traced {
				opts = append(opts, WithTraces())
			}
			testRunAndVerify(t, opts...)
		})
	}
}

func testRunAndVerify(t *testing.T, opts ...Option) {
	r, st := runTiny(t, opts...)
	if len(r.StateHashes) != 6 || len(r.Checkpoints) != 3 || r.Checkpoints[1].Step != 3 || r.Output.CID != r.Checkpoints[2].CID {
		t.Fatalf("receipt shape: %d state hashes, checkpoints %+v", len(r.StateHashes), r.Checkpoints)
	}
	b, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	r2, err := DecodeReceipt(b)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	rep, err := Verify(ctx, r2, st)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Verified || rep.Steps != 6 {
		t.Fatalf("full verification: %s", rep)
	}
	rep, err = Verify(ctx, r2, st, WithSegment(3, 6))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Verified || rep.Steps != 3 {
		t.Fatalf("segment verification: %s", rep)
	}
	if _, err := Verify(ctx, r2, st, WithSegment(2, 6)); err == nil {
		t.Fatal("a segment from an uncommitted step was accepted")
	}
}

func TestTamperedReceiptRejected(t *testing.T) {
	r, st := runTiny(t)
	r.StateHashes[2][0] ^= 1
	if _, err := Verify(context.Background(), r, st); !errors.Is(err, ErrReceiptHash) {
		t.Fatalf("altered state hash: %v", err)
	}
	if err := r.Sign(testKey(t)); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(context.Background(), r, st); !errors.Is(err, ErrReceipt) || !strings.Contains(err.Error(), "state_root") {
		t.Fatalf("re-signed without fixing the root: %v", err)
	}
	r, st = runTiny(t)
	r.Software.Version = "other"
	if _, err := Verify(context.Background(), r, st); !errors.Is(err, ErrReceiptHash) {
		t.Fatalf("altered field: %v", err)
	}
	h, _ := r.ComputeHash()
	r.Hash = h
	if _, err := Verify(context.Background(), r, st); !errors.Is(err, ErrSignature) {
		t.Fatalf("re-hashed without re-signing: %v", err)
	}
}

// flipOutputBit alters one bit of one parameter in the output checkpoint,
// stores the altered file and returns its CID, state hash and the name of
// the altered tensor.
func flipOutputBit(t *testing.T, r *Receipt, st *memStore) (string, Hash, string) {
	t.Helper()
	b := st.files[r.Output.CID]
	c, _, err := checkpoint.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	k := 3 // a parameter of the first block
	tn := &c.Tensors[k]
	tn.Data[1] = mathFlip(tn.Data[1])
	tn.Hash = nil
	var buf bytes.Buffer
	h, err := checkpoint.Encode(&buf, c)
	if err != nil {
		t.Fatal(err)
	}
	cid, _ := st.Put(context.Background(), "altered", bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	return cid, Hash(h), tn.Name
}

// TestOneBitOutputRejected: a solver that changes one bit of one weight
// of its output checkpoint and re-signs a receipt committing to it is
// rejected at the last step, with the optimizer update of that parameter
// named.
func TestOneBitOutputRejected(t *testing.T) {
	ctx := context.Background()
	for _, recommit := range []bool{true, false} {
		r, st := runTiny(t)
		cid, h, name := flipOutputBit(t, r, st)
		r.Output.CID, r.Checkpoints[len(r.Checkpoints)-1].CID = cid, cid
		if recommit {
			// A consistent lie: the last state hash, the root and the
			// output all commit to the altered state.
			r.StateHashes[5], r.Output.StateHash, r.Checkpoints[2].StateHash = h, h, h
			r.StateRoot = rootOf(t, r.StateHashes)
		}
		if err := r.Sign(testKey(t)); err != nil {
			t.Fatal(err)
		}
		rep, err := Verify(ctx, r, st)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Verified || rep.Mismatch == nil || rep.Mismatch.Step != 6 || rep.Mismatch.Op == nil {
			t.Fatalf("recommit=%v: altered output: %s", recommit, rep)
		}
		op := rep.Mismatch.Op
		if op.Op != "adamw" || !strings.HasPrefix(op.Attrs, "param=3,") || op.Tensor != name {
			t.Fatalf("recommit=%v: named op #%d %s [%s] tensor %q, want adamw param=3 of %s", recommit, op.Index, op.Op, op.Attrs, op.Tensor, name)
		}
		t.Logf("recommit=%v: %s", recommit, rep)
	}
}

// TestAlteredTraceNamesOp: a solver whose stored trace of a step differs
// from the honest one (one op's output) is located at that op.
func TestAlteredTraceNamesOp(t *testing.T) {
	r, st := runTiny(t, WithTraces())
	ref := r.Checkpoints[1]
	trs, err := decodeTraces(st.files[ref.Traces])
	if err != nil {
		t.Fatal(err)
	}
	es := trs[2].Entries()
	const bad = 5
	var steps []int
	var all [][]repoEntry
	for s := 1; s <= 3; s++ {
		e := append([]repoEntry(nil), trs[s].Entries()...)
		if s == 2 {
			e[bad].Output[0] ^= 1
		}
		steps, all = append(steps, s), append(all, e)
	}
	tb, _ := encodeTraces(steps, all)
	cid, _ := st.Put(context.Background(), "t", bytes.NewReader(tb), int64(len(tb)))
	r.Checkpoints[1].Traces = cid
	altered, _ := decodeTraces(tb)
	r.TraceDigests[1] = Hash(altered[2].Digest())
	if err := r.Sign(testKey(t)); err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(context.Background(), r, st)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verified || rep.Mismatch.Step != 2 || rep.Mismatch.What != "trace digest" || rep.Mismatch.Op == nil || rep.Mismatch.Op.Index != bad || rep.Mismatch.Op.Op != es[bad].Op {
		t.Fatalf("altered trace: %s", rep)
	}
}

// TestTracedAndUntracedCommitTheSame: the state hashes Run computes in
// the background from copies of the state are those of a traced run (where
// the optimizer hashes the state for its trace), and only the traced
// receipt carries trace digests and trace bundles.
func TestTracedAndUntracedCommitTheSame(t *testing.T) {
	a, _ := runTiny(t)
	b, _ := runTiny(t, WithTraces())
	if a.StateRoot != b.StateRoot || a.Output.StateHash != b.Output.StateHash || a.InitialStateHash != b.InitialStateHash {
		t.Fatalf("untraced root %s, traced %s", a.StateRoot, b.StateRoot)
	}
	for i := range a.StateHashes {
		if a.StateHashes[i] != b.StateHashes[i] {
			t.Fatalf("step %d: untraced %s, traced %s", i+1, a.StateHashes[i], b.StateHashes[i])
		}
	}
	if len(a.TraceDigests) != 0 || len(b.TraceDigests) != 6 || a.Checkpoints[1].Traces != "" || b.Checkpoints[1].Traces == "" {
		t.Fatalf("trace digests: untraced %d, traced %d", len(a.TraceDigests), len(b.TraceDigests))
	}
	if a.Format != ReceiptFormat || a.Format < 2 {
		t.Fatalf("format %d", a.Format)
	}
}

// TestUntracedMidStepLie: a receipt without traces that lies about a step
// with no committed checkpoint is rejected at that step; the op cannot be
// named without the solver's trace, and the report says so.
func TestUntracedMidStepLie(t *testing.T) {
	r, st := runTiny(t)
	r.StateHashes[1][0] ^= 1 // step 2; checkpoints are at 3 and 6
	r.StateRoot = rootOf(t, r.StateHashes)
	if err := r.Sign(testKey(t)); err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(context.Background(), r, st)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verified || rep.Mismatch == nil || rep.Mismatch.Step != 2 || rep.Mismatch.What != "state hash" || rep.Mismatch.Op != nil ||
		!strings.Contains(rep.Mismatch.Detail, "no op traces") {
		t.Fatalf("lie at step 2: %s", rep)
	}
}

// TestRunBareSameState: the untraced baseline ends in the state Run
// commits to (tracing does not change the computation).
func TestRunBareSameState(t *testing.T) {
	r, _ := runTiny(t)
	h, err := RunBare(context.Background(), tinySpec(t), newMemStore())
	if err != nil {
		t.Fatal(err)
	}
	if h != r.Output.StateHash {
		t.Fatalf("bare run ends in %s, the receipt in %s", h, r.Output.StateHash)
	}
}

// TestTraceLengths: a traced receipt states each step's trace length,
// which Validate bounds and Verify checks against the re-executed trace.
func TestTraceLengths(t *testing.T) {
	r, st := runTiny(t, WithTraces())
	trs, err := decodeTraces(st.files[r.Checkpoints[1].Traces])
	if err != nil {
		t.Fatal(err)
	}
	if len(r.TraceLengths) != len(r.TraceDigests) || r.TraceLengths[0] != len(trs[1].Entries()) {
		t.Fatalf("trace lengths %v for %d digests (step 1's trace: %d entries)", r.TraceLengths, len(r.TraceDigests), len(trs[1].Entries()))
	}
	short := *r
	short.TraceLengths = r.TraceLengths[:2]
	if err := short.Validate(); err == nil || !strings.Contains(err.Error(), "trace_lengths") {
		t.Fatalf("2 trace lengths for %d steps: %v", len(r.StateHashes), err)
	}
	zero := *r
	zero.TraceLengths = append([]int{0}, r.TraceLengths[1:]...)
	if err := zero.Validate(); err == nil {
		t.Fatal("a step of 0 entries validated")
	}
	lie := *r
	lie.TraceLengths = append([]int(nil), r.TraceLengths...)
	lie.TraceLengths[3]++
	if err := lie.Sign(testKey(t)); err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(context.Background(), &lie, st)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verified || rep.Mismatch == nil || rep.Mismatch.Step != 4 || rep.Mismatch.What != "trace length" {
		t.Fatalf("a misstated trace length: %s", rep)
	}
}

// TestUnfused: a transformer's sublayers run and traced op by op
// (model.unfused, and every traced step of receipt format 5) give the
// fused job's states bit for bit, untraced and traced, with rotary
// embeddings, two layers and op set 2 too; the traced receipt verifies,
// a regenerated step has no block entry (a format-4 regeneration of it
// has, in a shorter trace), and every entry of it reduces to scalar steps.
func TestUnfused(t *testing.T) {
	ctx := context.Background()
	unfused := func(spec string) string {
		return strings.Replace(spec, "[model]\nkind = \"transformer\"", "[model]\nkind = \"transformer\"\nunfused = true", 1)
	}
	for _, variant := range []struct{ name, from, to string }{
		{"rotary", "ff_mult = 2", "ff_mult = 2\nrotary = true"},
		{"2 layers, op set 2", "layers = 1", "layers = 2"},
	} {
		spec := strings.Replace(tinySpecTOML, variant.from, variant.to, 1)
		if variant.name != "rotary" {
			spec = "op_set = 2\n" + spec
		}
		fs, err := DecodeSpec([]byte(spec))
		if err != nil {
			t.Fatal(err)
		}
		us, err := DecodeSpec([]byte(unfused(spec)))
		if err != nil || !us.Model.Unfused {
			t.Fatalf("%s: unfused spec: %v", variant.name, err)
		}
		fused, err := Run(ctx, fs, newMemStore(), testKey(t), WithSoftwareVersion("test"))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []func() (*Receipt, error){
			func() (*Receipt, error) { return Run(ctx, us, newMemStore(), testKey(t), WithSoftwareVersion("test")) },
			func() (*Receipt, error) {
				return Run(ctx, fs, newMemStore(), testKey(t), WithSoftwareVersion("test"), WithTraces())
			},
		} {
			got, err := r()
			if err != nil {
				t.Fatal(err)
			}
			for i := range fused.StateHashes {
				if got.StateHashes[i] != fused.StateHashes[i] {
					t.Fatalf("%s: state after step %d differs from the fused job's", variant.name, i+1)
				}
			}
		}
	}
	s, err := DecodeSpec([]byte(unfused(tinySpecTOML)))
	if err != nil {
		t.Fatal(err)
	}
	fused, _ := runTiny(t)
	ru, st := runTiny(t, WithTraces())
	if ru.Format < UnfusedTraceFormat {
		t.Fatalf("receipt format %d", ru.Format)
	}
	for i := range fused.StateHashes {
		if ru.StateHashes[i] != fused.StateHashes[i] {
			t.Fatalf("state after step %d differs from the fused job's", i+1)
		}
	}
	if rep, err := Verify(ctx, ru, st); err != nil || !rep.Verified {
		t.Fatalf("traced receipt: %v %v", rep, err)
	}
	tu, _, _, err := StepTrace(ctx, ru, st, 2)
	if err != nil {
		t.Fatal(err)
	}
	r4 := *ru
	r4.Format = NormChainFormat
	tf, _, _, err := StepTrace(ctx, &r4, st, 2)
	if err != nil {
		t.Fatal(err)
	}
	blocks := 0
	for _, e := range tf.Entries() {
		if strings.HasSuffix(strings.TrimSuffix(e.Op, ".grad"), "_block") {
			blocks++
		}
	}
	if tu.Len() <= tf.Len() || blocks == 0 {
		t.Fatalf("format 5 trace of %d entries, format 4 of %d with %d block entries", tu.Len(), tf.Len(), blocks)
	}
	// Every entry reduces (repops.ScalarOf on the inputs the step read,
	// integer lists as their values) to as many elements as its output
	// has, and reads at most five inputs (layer_norm.grad's g, x, gamma,
	// beta; the gradient norm is a chain of entries of at most
	// repops.NormInputs inputs).
	version := max(s.OpSet, 1)
	reducible, ops := 0, map[string]int{}
	for _, e := range tu.Entries() {
		if strings.HasSuffix(strings.TrimSuffix(e.Op, ".grad"), "_block") {
			t.Fatalf("block entry %s in the unfused trace", e.Op)
		}
		so, _, err := tu.EntryScalar(version, e)
		if err != nil {
			t.Fatalf("entry %d %s: %v", e.Index, e.Op, err)
		}
		if out, ok := tu.Tensor(e.Output); ok && so.Elements() != len(out.Data) {
			t.Fatalf("entry %d %s: %d scalar elements, output of %d", e.Index, e.Op, so.Elements(), len(out.Data))
		}
		if len(e.Inputs) > 5 {
			t.Fatalf("entry %d %s reads %d inputs", e.Index, e.Op, len(e.Inputs))
		}
		ops[e.Op]++
		reducible++
	}
	if ops["grad_sumsq"] == 0 || ops["grad_norm"] != 1 {
		t.Fatalf("the gradient norm over the transformer's parameters is not chained: %v", ops)
	}
	t.Logf("step 2: %d entries unfused (%d reduce), %d fused (format 4)", tu.Len(), reducible, tf.Len())
	bad := strings.Replace(tinySpecTOML, "[model]\nkind = \"transformer\"", "[model]\nkind = \"transformer\"\nunfused = true", 1)
	bad = strings.Replace(bad, "kind = \"transformer\"", "kind = \"mlp\"", 1)
	if _, err := DecodeSpec([]byte(bad)); err == nil || !strings.Contains(err.Error(), "unfused") {
		t.Fatalf("unfused MLP spec: %v", err)
	}
}

// TestRotaryLogFormat: a traced transformer step with rotary embeddings
// (receipt format 6) records ln(base) in its rotary entries, so that every
// entry of the step reduces to scalar steps; the receipt verifies; a
// format-5 regeneration of the same step has the same entries but rotary
// ones without lb, which do not reduce.
func TestRotaryLogFormat(t *testing.T) {
	ctx := context.Background()
	s, err := DecodeSpec([]byte(strings.Replace(tinySpecTOML, "ff_mult = 2", "ff_mult = 2\nrotary = true", 1)))
	if err != nil {
		t.Fatal(err)
	}
	st := newMemStore()
	r, err := Run(ctx, s, st, testKey(t), WithSoftwareVersion("test"), WithTraces())
	if err != nil {
		t.Fatal(err)
	}
	if r.Format < RotaryLogFormat {
		t.Fatalf("receipt format %d", r.Format)
	}
	if rep, err := Verify(ctx, r, st); err != nil || !rep.Verified {
		t.Fatalf("traced receipt: %v %v", rep, err)
	}
	t6, _, _, err := StepTrace(ctx, r, st, 2)
	if err != nil {
		t.Fatal(err)
	}
	r5 := *r
	r5.Format = UnfusedTraceFormat
	t5, _, _, err := StepTrace(ctx, &r5, st, 2)
	if err != nil {
		t.Fatal(err)
	}
	if t5.Len() != t6.Len() {
		t.Fatalf("format 5 trace of %d entries, format 6 of %d", t5.Len(), t6.Len())
	}
	reduces := func(tr *repops.Tracer, e repops.TraceEntry) error {
		_, _, err := tr.EntryScalar(max(s.OpSet, 1), e)
		return err
	}
	rotary := 0
	for i, e := range t6.Entries() {
		if err := reduces(t6, e); err != nil {
			t.Fatalf("format 6 entry %d %s: %v", i, e.Op, err)
		}
		e5 := t5.Entries()[i]
		if e5.Output != e.Output {
			t.Fatalf("entry %d %s: outputs differ between formats 5 and 6", i, e.Op)
		}
		if strings.TrimSuffix(e.Op, ".grad") != "rotary" {
			continue
		}
		rotary++
		if !strings.Contains(e.Attrs, ",lb=") || strings.Contains(e5.Attrs, "lb=") {
			t.Fatalf("entry %d %s: attributes %q in format 6, %q in format 5", i, e.Op, e.Attrs, e5.Attrs)
		}
		if err := reduces(t5, e5); !errors.Is(err, repops.ErrNotScalar) {
			t.Fatalf("format 5 entry %d %s reduces: %v", i, e.Op, err)
		}
	}
	if rotary == 0 {
		t.Fatal("no rotary entry in the step's trace")
	}
	t.Logf("step 2: %d entries, all reduce, %d of them rotary", t6.Len(), rotary)
}
