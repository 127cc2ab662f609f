package play

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/synod-net/synod/dispute/game"
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
		_, ev, err := decodeResponse(b, game.Solver)
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
// party's player answers or declines, never crashes.
func FuzzAnswerMove(f *testing.F) {
	reqs, _ := seedFrames(f)
	f.Add(reqs[0])
	p := &game.Player{Role: game.Solver,
		States: func(k int) game.Hash { return game.Hash{byte(k)} },
		Trace: func(s int) []repops.TraceEntry {
			if s < 1 || s > 100 {
				return nil
			}
			return make([]repops.TraceEntry, 9)
		}}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeRequest(b)
		if err != nil || r.View == nil {
			return
		}
		v, err := r.View.view()
		if err != nil {
			t.Fatal(err)
		}
		p.Move(v)
	})
}
