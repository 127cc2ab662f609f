package models

import (
	"crypto/sha256"
	"strconv"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// firstEmbeddingInput returns the weight hash of the first embedding entry.
func firstEmbeddingInput(t *testing.T, tr *repops.Tracer) repops.Hash {
	t.Helper()
	for _, e := range tr.Entries() {
		if e.Op == "embedding" {
			return e.Inputs[0]
		}
	}
	t.Fatal("no embedding entry in the trace")
	return repops.Hash{}
}

// TestTracedStepsReuseParamHashes checks that a traced step which takes
// its parameters' input hashes from the previous traced step's update
// records exactly the trace of a step that hashes every parameter anew,
// and that loading a checkpoint drops the remembered hashes.
func TestTracedStepsReuseParamHashes(t *testing.T) {
	task := ReverseTask{N: 3, Symbols: 6}
	a, _ := NewTransformer(tinyConfig())
	b, _ := NewTransformer(tinyConfig())
	da, db := repops.NewPhilox(9, 0), repops.NewPhilox(9, 0)
	for step := 0; step < 3; step++ {
		want := a.st.params[0].Value.Hash()
		ta, tb := &repops.Tracer{}, &repops.Tracer{}
		if _, err := a.TrainStep(task.Batch(da, 4), ta); err != nil {
			t.Fatal(err)
		}
		b.st.opt.ForgetHashes()
		if _, err := b.TrainStep(task.Batch(db, 4), tb); err != nil {
			t.Fatal(err)
		}
		if i := repops.FirstDifference(ta, tb); i >= 0 {
			t.Fatalf("step %d: traces differ at entry %d:\n%v\n%v", step, i, ta.Entries()[i], tb.Entries()[i])
		}
		if got := firstEmbeddingInput(t, ta); got != want {
			t.Fatalf("step %d: embedding weight hash %v, want %v", step, got, want)
		}
	}
	// Load b's state into a: the hashes a remembers from its last update
	// no longer describe its parameters and must not be used.
	b.TrainStep(task.Batch(db, 4), nil)
	c, err := b.Checkpoint()
	if err != nil {
		t.Fatal(err)
	}
	if err := a.st.fromCheckpoint(c); err != nil {
		t.Fatal(err)
	}
	want := a.st.params[0].Value.Hash()
	tr := &repops.Tracer{}
	if _, err := a.TrainStep(task.Batch(da, 4), tr); err != nil {
		t.Fatal(err)
	}
	if got := firstEmbeddingInput(t, tr); got != want {
		t.Fatalf("after loading a checkpoint: embedding weight hash %v, want %v", got, want)
	}
	// An untraced step also drops them.
	a.TrainStep(task.Batch(da, 4), nil)
	want = a.st.params[0].Value.Hash()
	tr = &repops.Tracer{}
	a.TrainStep(task.Batch(da, 4), tr)
	if got := firstEmbeddingInput(t, tr); got != want {
		t.Fatalf("after an untraced step: embedding weight hash %v, want %v", got, want)
	}
}

// TestTraceReadAfterLaterSteps checks that a trace read only after the
// model has taken further steps (traced or not) and loaded a checkpoint
// still holds the hashes of its own step: the optimizer waits for the
// hashes still being computed in the background before it changes the
// tensors they read.
func TestTraceReadAfterLaterSteps(t *testing.T) {
	task := ReverseTask{N: 3, Symbols: 6}
	a, _ := NewTransformer(tinyConfig())
	b, _ := NewTransformer(tinyConfig())
	da, db := repops.NewPhilox(5, 0), repops.NewPhilox(5, 0)
	var late, now []*repops.Tracer
	for step := 0; step < 4; step++ {
		ta, tb := &repops.Tracer{}, &repops.Tracer{}
		var trA *repops.Tracer
		if step != 2 { // step 2 untraced on a
			trA = ta
			late = append(late, ta)
			now = append(now, tb)
		}
		if _, err := a.TrainStep(task.Batch(da, 4), trA); err != nil {
			t.Fatal(err)
		}
		if trA == nil {
			tb = nil
		}
		if _, err := b.TrainStep(task.Batch(db, 4), tb); err != nil {
			t.Fatal(err)
		}
		if tb != nil {
			tb.Entries() // read at once
		}
	}
	c, err := b.Checkpoint()
	if err != nil {
		t.Fatal(err)
	}
	if err := a.st.fromCheckpoint(c); err != nil {
		t.Fatal(err)
	}
	for i := range late {
		if k := repops.FirstDifference(late[i], now[i]); k >= 0 {
			t.Fatalf("trace %d: entry %d differs when read late:\n%v\n%v", i, k, late[i].Entries()[k], now[i].Entries()[k])
		}
	}
	if late[0].Len() == 0 || late[0].Digest() != now[0].Digest() {
		t.Fatal("empty or different trace")
	}
}

// TestOneTracerOverSeveralSteps checks that a tracer kept across traced
// steps records each step's entries with the same hashes as a tracer per
// step.
func TestOneTracerOverSeveralSteps(t *testing.T) {
	task := ReverseTask{N: 3, Symbols: 6}
	a, _ := NewTransformer(tinyConfig())
	b, _ := NewTransformer(tinyConfig())
	da, db := repops.NewPhilox(6, 0), repops.NewPhilox(6, 0)
	long := &repops.Tracer{}
	var want []repops.TraceEntry
	for step := 0; step < 3; step++ {
		if _, err := a.TrainStep(task.Batch(da, 4), long); err != nil {
			t.Fatal(err)
		}
		tr := &repops.Tracer{}
		if _, err := b.TrainStep(task.Batch(db, 4), tr); err != nil {
			t.Fatal(err)
		}
		want = append(want, tr.Entries()...)
	}
	got := long.Entries()
	if len(got) != len(want) {
		t.Fatalf("%d entries, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Index != i || g.Op != w.Op || g.Attrs != w.Attrs || g.Output != w.Output || len(g.Inputs) != len(w.Inputs) {
			t.Fatalf("entry %d: %v, want %v", i, g, w)
		}
		for j := range g.Inputs {
			if g.Inputs[j] != w.Inputs[j] {
				t.Fatalf("entry %d input %d differs", i, j)
			}
		}
	}
}

// TestStateHashSharesTraceHashes checks that after a traced step the
// full-state hash takes the value and moment hashes the trace computed
// (the same bytes are not hashed twice) and still equals the hash of the
// same state computed from scratch and of an untraced twin.
func TestStateHashSharesTraceHashes(t *testing.T) {
	task := ReverseTask{N: 3, Symbols: 6}
	a, _ := NewTransformer(tinyConfig())
	b, _ := NewTransformer(tinyConfig())
	da, db := repops.NewPhilox(5, 0), repops.NewPhilox(5, 0)
	for step := 0; step < 3; step++ {
		tr := &repops.Tracer{}
		if _, err := a.TrainStep(task.Batch(da, 4), tr); err != nil {
			t.Fatal(err)
		}
		if _, err := b.TrainStep(task.Batch(db, 4), nil); err != nil {
			t.Fatal(err)
		}
		c, err := a.Checkpoint()
		if err != nil {
			t.Fatal(err)
		}
		for i, ct := range c.Tensors {
			if ct.Hash == nil {
				t.Fatalf("step %d: tensor %q: hash from the traced step not reused", step, ct.Name)
			}
			if want := checkpoint.TensorHash(ct.Shape, ct.Data); *ct.Hash != want {
				t.Fatalf("step %d: tensor %q: reused hash is stale", step, ct.Name)
			}
			c.Tensors[i].Hash = nil
		}
		fresh, err := checkpoint.StateHash(c)
		if err != nil {
			t.Fatal(err)
		}
		ha, err := a.StateHash()
		if err != nil {
			t.Fatal(err)
		}
		hb, err := b.StateHash()
		if err != nil {
			t.Fatal(err)
		}
		if ha != fresh || ha != hb {
			t.Fatalf("step %d: state hash %x, from scratch %x, untraced %x", step, ha, fresh, hb)
		}
		// The trace's AdamW entries commit to those same tensor hashes.
		var found bool
		for _, e := range tr.Entries() {
			if e.Op == "adamw" && strings.HasPrefix(e.Attrs, "param=0,step="+strconv.Itoa(step+1)+",") {
				n := len(c.Tensors) / 3
				var cat []byte
				for _, ct := range []checkpoint.Tensor{c.Tensors[0], c.Tensors[n], c.Tensors[2*n]} {
					h := checkpoint.TensorHash(ct.Shape, ct.Data)
					cat = append(cat, h[:]...)
				}
				if repops.Hash(sha256.Sum256(cat)) != e.Output {
					t.Fatalf("step %d: adamw entry output is not over the checkpoint's tensor hashes", step)
				}
				found = true
			}
		}
		if !found {
			t.Fatalf("step %d: no adamw entry for parameter 0", step)
		}
	}
	// After an untraced step nothing is reused.
	a.TrainStep(task.Batch(da, 4), nil)
	c, _ := a.Checkpoint()
	for _, ct := range c.Tensors {
		if ct.Hash != nil {
			t.Fatalf("tensor %q: hash reused after an untraced step", ct.Name)
		}
	}
}
