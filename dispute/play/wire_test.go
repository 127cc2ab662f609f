package play

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

func seedFrames(t testing.TB) (reqs, resps [][]byte) {
	v := game.View{Phase: game.PhaseEntries, ToMove: game.Solver, Turn: 3, Arity: 2, Points: []int{0, 4, 9},
		Posted: []game.Hash{{1}}, Step: 2, Count: 9}
	for _, r := range []*request{
		{Kind: kindMove, Receipt: hexHash([32]byte{7}), Role: 1, View: viewToWire(v)},
		{Kind: kindEvidence, Receipt: hexHash([32]byte{7}), Role: 2, Step: 2, Entry: 9},
		{Kind: kindReceipt, Task: "12", Role: 1},
	} {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		reqs = append(reqs, b)
	}
	c := &checkpoint.Checkpoint{Config: []byte(`{"a":1}`), Step: 1, RNG: map[string]uint64{"k": 1},
		Tensors: []checkpoint.Tensor{{Name: "param.w", Shape: []int{2}, Data: []float32{1, 2}}}}
	ev := &Evidence{Step: 2, Entry: 1, Pre: c,
		Op:      repops.TraceEntry{Op: "add", Inputs: []repops.Hash{{1}, {2}}, Output: repops.Hash{3}},
		Tensors: []*repops.Tensor{{Shape: []int{2}, Data: []float32{1, 2}}}, Ints: [][]int{{1, 2}}}
	st := &Evidence{Step: 2, Entry: 1, Pre: c, Post: c, Trace: []repops.TraceEntry{{Op: "adamw", Attrs: "param=0", Output: repops.Hash{4}}}}
	for _, e := range []*Evidence{ev, st} {
		w, err := evidenceToWire(e)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(&response{Evidence: w})
		resps = append(resps, b)
	}
	b, _ := json.Marshal(&response{Move: moveToWire(game.Move{Kind: game.Post, Turn: 1, Hashes: []game.Hash{{9}}})})
	resps = append(resps, b, []byte(`{"error":"no"}`))
	// Phase 3: a view with the solver's opening, a reveal with an
	// opening and a pick with an element proof.
	data := []float32{1, 2, 3, 4}
	tree, err := commit.ElementTree(data)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := commit.ProveElement(tree, data, 2)
	if err != nil {
		t.Fatal(err)
	}
	o := &game.Opening{Entry: repops.TraceEntry{Op: "matmul", Attrs: "ta=0", Inputs: []repops.Hash{{1}, {2}}, Output: repops.Hash{3}},
		Shapes: [][]int{{2, 2}, {2, 2}}, Roots: []game.Hash{tree.Root(), tree.Root(), {5}}}
	v3 := game.View{Phase: game.PhaseReveal, ToMove: game.Challenger, Turn: 9, Arity: 2, Step: 2, Count: 9, Entry: 4,
		Scalar: true, OpSet: 2, SolverOpening: o}
	e3 := game.View{Phase: game.PhaseElements, ToMove: game.Solver, Turn: 10, Arity: 2, Step: 2, Count: 9, Entry: 4,
		Scalar: true, OpSet: 1, Posted: []game.Hash{{1}, {2}}, Level: 2, Node: 1, Elements: 4}
	// The end of the solver's shorter trace, which it proves.
	pv := game.View{Phase: game.PhaseReveal, ToMove: game.Solver, Turn: 8, Arity: 2, Step: 2, Count: 9, Entry: 9, Prove: true}
	for _, v := range []game.View{v3, e3, pv} {
		b, err := json.Marshal(&request{Kind: kindMove, Receipt: hexHash([32]byte{7}), Role: uint8(v.ToMove), View: viewToWire(v)})
		if err != nil {
			t.Fatal(err)
		}
		reqs = append(reqs, b)
	}
	for _, m := range []game.Move{{Kind: game.Reveal, Turn: 9, Hashes: []game.Hash{{1}, {2}, {3}}, Opening: o},
		{Kind: game.Pick, Turn: 11, Index: 1, Hashes: []game.Hash{{1}, {2}}, Proofs: []commit.ElementProof{pr, pr}},
		{Kind: game.Prove, Turn: 8, State: &game.StateProof{Layout: game.Hash{1}, Step: 3, Digest: game.Hash{2}, Start: game.Hash{3}, Attrs: []byte(",lr=1"),
			Adam: []game.AdamOpening{{Inputs: []game.Hash{{4}}, Tensors: [3]game.Hash{{5}, {6}, {7}}}}}}} {
		b, _ := json.Marshal(&response{Move: moveToWire(m)})
		resps = append(resps, b)
	}
	return reqs, resps
}

// TestWireRoundTrip: requests and responses survive encoding.
func TestWireRoundTrip(t *testing.T) {
	reqs, resps := seedFrames(t)
	for _, b := range reqs {
		if _, err := decodeRequest(b); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
	}
	m, _, err := decodeResponse(resps[2], game.Challenger)
	if err != nil || m.Kind != game.Post || m.By != game.Challenger || m.Hashes[0] != (game.Hash{9}) {
		t.Fatalf("move: %+v %v", m, err)
	}
	_, ev, err := decodeResponse(resps[0], game.Solver)
	if err != nil || ev.Op.Op != "add" || len(ev.Tensors) != 1 || ev.Tensors[0].Data[1] != 2 || ev.Pre == nil || len(ev.Ints[0]) != 2 {
		t.Fatalf("evidence: %+v %v", ev, err)
	}
	if _, _, err := decodeResponse(resps[3], game.Solver); err == nil {
		t.Fatal("an error response decoded as an answer")
	}
	r, err := decodeRequest(reqs[3])
	if err != nil {
		t.Fatal(err)
	}
	v, err := r.View.view()
	if err != nil || !v.Scalar || v.OpSet != 2 || v.SolverOpening == nil || v.SolverOpening.Entry.Op != "matmul" || len(v.SolverOpening.Roots) != 3 || v.SolverOpening.Shapes[1][1] != 2 {
		t.Fatalf("phase-3 view: %+v %v", v, err)
	}
	m, _, err = decodeResponse(resps[4], game.Challenger)
	if err != nil || m.Opening == nil || m.Opening.Entry.Attrs != "ta=0" || len(m.Hashes) != 3 {
		t.Fatalf("opened reveal: %+v %v", m, err)
	}
	root, _ := commit.ElementRoot([]float32{1, 2, 3, 4})
	m, _, err = decodeResponse(resps[5], game.Solver)
	if err != nil || len(m.Proofs) != 2 || m.Proofs[1].Verify(root, 4, 2) != nil {
		t.Fatalf("pick with proofs: %+v %v", m, err)
	}
	m, _, err = decodeResponse(resps[6], game.Solver)
	if err != nil || m.Kind != game.Prove || m.State == nil || m.State.Step != 3 || string(m.State.Attrs) != ",lr=1" || m.State.Adam[0].Tensors[2] != (game.Hash{7}) {
		t.Fatalf("prove with a state proof: %+v %v", m, err)
	}
	if r, err := decodeRequest(reqs[5]); err != nil {
		t.Fatal(err)
	} else if v, err := r.View.view(); err != nil || !v.Prove || v.Phase != game.PhaseReveal {
		t.Fatalf("a view asking for a state proof: %+v %v", v, err)
	}
	for _, bad := range []string{
		// A view of a game without phase 3 with phase-3 fields.
		`{"kind":"move","receipt":"` + hexHash([32]byte{}) + `","role":1,"view":{"phase":1,"to_move":1,"turn":0,"arity":2,"step":0,"count":0,"entry":0,"level":3}}`,
		// An opening with a negative dimension.
		`{"kind":"move","receipt":"` + hexHash([32]byte{}) + `","role":1,"view":{"phase":4,"to_move":2,"turn":0,"arity":2,"step":1,"count":3,"entry":1,"scalar":true,"op_set":1,` +
			`"solver_opening":{"entry":{"op":"add","attrs":"","inputs":["` + hexHash([32]byte{}) + `"],"output":"` + hexHash([32]byte{}) + `"},"shapes":[[-1]],"roots":["` + hexHash([32]byte{}) + `","` + hexHash([32]byte{}) + `"]}}}`,
	} {
		if _, err := decodeRequest([]byte(bad)); !errors.Is(err, ErrWire) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	for _, bad := range []string{
		`{"move":{"kind":2,"turn":1,"index":0,"count":0,"proofs":["AAAA"]}}`,
		`{"move":{"kind":4,"turn":1,"index":0,"count":0,"hashes":["` + hexHash([32]byte{}) + `"],"opening":{"entry":{"op":"add","attrs":"","inputs":[],"output":"` + hexHash([32]byte{}) + `"},"shapes":[],"roots":[]}}}`,
	} {
		if _, _, err := decodeResponse([]byte(bad), game.Solver); !errors.Is(err, ErrWire) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	for _, bad := range []string{`{}`, `{"kind":"move","receipt":"00","role":1}`, `{"kind":"x","receipt":"` + hexHash([32]byte{}) + `","role":1}`,
		`{"kind":"evidence","receipt":"` + hexHash([32]byte{}) + `","role":3,"step":1}`} {
		if _, err := decodeRequest([]byte(bad)); !errors.Is(err, ErrWire) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// FuzzDecodeRequest: a party never panics on a request frame, and what
// it accepts re-encodes to a request it accepts again.
func FuzzDecodeRequest(f *testing.F) {
	reqs, _ := seedFrames(f)
	for _, b := range reqs {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeRequest(b)
		if err != nil {
			if !errors.Is(err, ErrWire) {
				t.Fatalf("error does not wrap ErrWire: %v", err)
			}
			return
		}
		out, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := decodeRequest(out); err != nil {
			t.Fatalf("re-encoded request rejected: %v", err)
		}
	})
}

// FuzzDecodeResponse: the referee never panics on a party's answer;
// accepted evidence has tensors whose data fits their shapes.
func FuzzDecodeResponse(f *testing.F) {
	_, resps := seedFrames(f)
	for _, b := range resps {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, ev, err := decodeResponse(b, game.Solver)
		if m != nil && err == nil {
			// A move's opening and proofs are within the limits and
			// re-encode to what was decoded.
			if o := m.Opening; o != nil && (len(o.Roots) != len(o.Entry.Inputs)+1 || len(o.Shapes) != len(o.Entry.Inputs) || len(o.Entry.Inputs) > game.MaxOpenInputs) {
				t.Fatalf("opening of %d inputs with %d shapes and %d roots", len(o.Entry.Inputs), len(o.Shapes), len(o.Roots))
			}
			if len(m.Proofs) > maxWireProofs {
				t.Fatalf("%d proofs", len(m.Proofs))
			}
			again, err := moveToWire(*m).move(game.Solver)
			if err != nil || len(again.Proofs) != len(m.Proofs) || (again.Opening == nil) != (m.Opening == nil) {
				t.Fatalf("re-encoded move: %+v %v", again, err)
			}
		}
		if err != nil || ev == nil {
			return
		}
		for _, x := range ev.Tensors {
			if elems(x.Shape) != len(x.Data) {
				t.Fatalf("tensor of shape %v with %d elements", x.Shape, len(x.Data))
			}
		}
		if ev.Pre == nil {
			t.Fatal("evidence without a pre-state accepted")
		}
	})
}

// FuzzAnswerMove: whatever view a (possibly hostile) referee sends, a
// party's player answers or declines, never crashes; that includes a
// player that opens entries in phase 3 (views with openings, element
// descents and scalar bisections).
func FuzzAnswerMove(f *testing.F) {
	reqs, _ := seedFrames(f)
	f.Add(reqs[0])
	f.Add(reqs[3])
	f.Add(reqs[4])
	// Every entry a 2x2 matmul the player opens (phase 3).
	a := &repops.Tensor{Shape: []int{2, 2}, Data: []float32{1, 2, 3, 4}}
	out := &repops.Tensor{Shape: []int{2, 2}, Data: []float32{7, 10, 15, 22}}
	trace := func(s int) []repops.TraceEntry {
		if s < 1 || s > 100 {
			return nil
		}
		tr := make([]repops.TraceEntry, 9)
		for i := range tr {
			tr[i] = repops.TraceEntry{Index: i, Op: "matmul", Inputs: []repops.Hash{{1}, {1}}, Output: repops.Hash{2}}
		}
		return tr
	}
	states := func(k int) game.Hash { return game.Hash{byte(k)} }
	ps := []*game.Player{{Role: game.Solver, States: states, Trace: trace},
		{Role: game.Challenger, States: states, Trace: trace,
			Tensors: func(int, int) ([]*repops.Tensor, *repops.Tensor) { return []*repops.Tensor{a, a}, out }}}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeRequest(b)
		if err != nil || r.View == nil {
			return
		}
		v, err := r.View.view()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			p.Move(v)
		}
	})
}
