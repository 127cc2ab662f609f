package serve

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"
)

const (
	idA = "12D3KooWRfYU5FaY9SmuJuiRYmm8Pe4cEeE6HtqPtbqHNnGPpWrT"
	idB = "12D3KooWEyoppNCUx8Yx66oV9fJnriXwCcXwDDUA2kj6vnc6iDEp"
	idC = "16Uiu2HAmPLe7Mzm8TsYUubgCAW1aJoeFScxrLj8ppHFivPo97bUZ"
)

// seedMessages are one valid message of every kind.
func seedMessages() []*Message {
	return []*Message{
		{Kind: KindHello, Run: "devnet", Model: "tiny", Stages: 4},
		{Kind: KindOffer, Offer: []int{1, 3}, Slots: 3},
		{Kind: KindOffer, Slots: 1},
		{Kind: KindPlan, Run: "devnet", Model: "tiny", Stages: 3, Session: "0011223344556677", MinStages: 2, Iterations: 5,
			Members: []WireMember{
				{ID: idA, Stage: 0, Slots: 3, Addrs: []string{"/ip4/127.0.0.1/tcp/4001"}},
				{ID: idB, Stage: 1, Slots: 2},
				{ID: idC, Stage: 2, Slots: 3, Addrs: []string{"/ip4/127.0.0.1/udp/4002/quic-v1", "/ip6/::1/tcp/4003"}},
			},
			Paths: [][]int{{1}, {2}, {1, 2}, {2, 1}}},
		{Kind: KindReady},
		{Kind: KindStart},
		{Kind: KindProgress, Iter: 3, StateHash: strings.Repeat("ab", 32), Forwarded: 12, Backwarded: 11, InFlight: 1},
		{Kind: KindResult, Iter: 5, StateHash: strings.Repeat("cd", 32), Forwarded: 20, Backwarded: 20},
		{Kind: KindResult, Iter: 2, Error: "run: plan: no peer left"},
		{Kind: KindClose},
		{Kind: KindError, Error: "serve: busy with another session 0011223344556677"},
		{Kind: KindError, Error: "serve: cannot reach member 2", Unreachable: []int{0, 2}},
		{Kind: KindEval, Shape: []int{1, 2, 2}, Data: []float32{0.5, -1.25, 3e-8, 0}},
		{Kind: KindMeasure, Members: []WireMember{{ID: idA, Stage: 0, Slots: 3}, {ID: idB, Stage: 1, Slots: 2, Addrs: []string{"/ip4/127.0.0.1/tcp/4001"}}}},
		{Kind: KindMeasured, Links: []WireLink{{}, {RTTMicros: 120, BytesPerSec: 1 << 30}}},
		{Kind: KindEvaled, Shape: []int{1, 1, 2}, Data: []float32{1.0000001, -2}},
		{Kind: KindEvaled, Error: "models: stage: activations of width 3"},
	}
}

func TestMessageRoundTrip(t *testing.T) {
	for _, m := range seedMessages() {
		b, err := EncodeMessage(m)
		if err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
		got, err := DecodeMessage(b)
		if err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
		if b2, _ := EncodeMessage(got); !bytes.Equal(b, b2) {
			t.Fatalf("%s: %s re-encoded as %s", m.Kind, b, b2)
		}
	}
	long := &Message{Kind: KindError, Error: strings.Repeat("é", 1000)}
	b, err := EncodeMessage(long)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := DecodeMessage(b); err != nil || len(m.Error) > maxErrorLen {
		t.Fatalf("a long error: %v, %d bytes", err, len(m.Error))
	}
}

func TestMessageRejects(t *testing.T) {
	for _, c := range []struct{ name, json string }{
		{"unknown kind", `{"kind":"nope"}`},
		{"unknown field", `{"kind":"ready","x":1}`},
		{"trailing data", `{"kind":"ready"}{}`},
		{"field of another kind", `{"kind":"start","run":"a"}`},
		{"bad run name", `{"kind":"hello","run":"A B","model":"tiny","stages":4}`},
		{"one stage", `{"kind":"hello","run":"a","model":"tiny","stages":1}`},
		{"offer of stage 0", `{"kind":"offer","offer":[0],"slots":1}`},
		{"offer not increasing", `{"kind":"offer","offer":[2,2],"slots":1}`},
		{"no slots", `{"kind":"offer"}`},
		{"bad hash", `{"kind":"progress","state_hash":"zz"}`},
		{"negative counts", `{"kind":"progress","forwarded":-1}`},
		{"error without text", `{"kind":"error"}`},
		{"unreachable not increasing", `{"kind":"error","error":"x","unreachable":[2,1]}`},
		{"unreachable negative", `{"kind":"error","error":"x","unreachable":[-1]}`},
		{"unreachable outside an error", `{"kind":"ready","unreachable":[1]}`},
		{"eval of two dimensions", `{"kind":"eval","shape":[2,2],"data":[1,2,3,4]}`},
		{"eval short of values", `{"kind":"eval","shape":[1,2,2],"data":[1,2,3]}`},
		{"eval of a zero dimension", `{"kind":"eval","shape":[1,0,2],"data":[]}`},
		{"eval too large", `{"kind":"eval","shape":[1024,1024,1024],"data":[1]}`},
		{"eval overflowing float32", `{"kind":"eval","shape":[1,1,1],"data":[1e39]}`},
		{"evaluated with both", `{"kind":"evaluated","shape":[1,1,1],"data":[1],"error":"x"}`},
		{"evaluated with neither", `{"kind":"evaluated"}`},
		{"measured without links", `{"kind":"measured"}`},
		{"measured negative", `{"kind":"measured","links":[{"rtt_us":-1,"bytes_per_s":1}]}`},
		{"measure of one member", fmt.Sprintf(`{"kind":"measure","members":[{"id":%q,"stage":0,"slots":1}]}`, idA)},
		{"plan: coordinator not first", fmt.Sprintf(`{"kind":"plan","run":"a","model":"tiny","stages":2,"session":"0011223344556677","iterations":1,"members":[{"id":%q,"stage":1,"slots":1},{"id":%q,"stage":0,"slots":1}],"paths":[[0]]}`, idA, idB)},
		{"plan: member twice", fmt.Sprintf(`{"kind":"plan","run":"a","model":"tiny","stages":2,"session":"0011223344556677","iterations":1,"members":[{"id":%q,"stage":0,"slots":1},{"id":%q,"stage":1,"slots":1}],"paths":[[1]]}`, idA, idA)},
		{"plan: stage twice", fmt.Sprintf(`{"kind":"plan","run":"a","model":"tiny","stages":3,"session":"0011223344556677","iterations":1,"members":[{"id":%q,"stage":0,"slots":1},{"id":%q,"stage":1,"slots":1},{"id":%q,"stage":1,"slots":1}],"paths":[[1,2]]}`, idA, idB, idC)},
		{"plan: route to the coordinator", fmt.Sprintf(`{"kind":"plan","run":"a","model":"tiny","stages":2,"session":"0011223344556677","iterations":1,"members":[{"id":%q,"stage":0,"slots":1},{"id":%q,"stage":1,"slots":1}],"paths":[[0]]}`, idA, idB)},
		{"plan: bad address", fmt.Sprintf(`{"kind":"plan","run":"a","model":"tiny","stages":2,"session":"0011223344556677","iterations":1,"members":[{"id":%q,"stage":0,"slots":1,"addrs":["nope"]},{"id":%q,"stage":1,"slots":1}],"paths":[[1]]}`, idA, idB)},
		{"plan: bad session", fmt.Sprintf(`{"kind":"plan","run":"a","model":"tiny","stages":2,"session":"xyz","iterations":1,"members":[{"id":%q,"stage":0,"slots":1},{"id":%q,"stage":1,"slots":1}],"paths":[[1]]}`, idA, idB)},
		{"too large", `{"kind":"error","error":"` + strings.Repeat("x", MaxMessageBytes) + `"}`},
	} {
		if _, err := DecodeMessage([]byte(c.json)); !errors.Is(err, ErrMessage) {
			t.Errorf("%s: %v, want ErrMessage", c.name, err)
		}
	}
}

// FuzzDecodeMessage: decoding never panics, and a message it accepts
// encodes to bytes that decode and encode again to the same bytes.
func FuzzDecodeMessage(f *testing.F) {
	for _, m := range seedMessages() {
		b, err := EncodeMessage(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"kind":"offer","offer":[],"slots":2}`))
	f.Add([]byte(`{"kind":"plan"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeMessage(b)
		if err != nil {
			if !errors.Is(err, ErrMessage) {
				t.Fatalf("error %v does not wrap ErrMessage", err)
			}
			return
		}
		enc, err := EncodeMessage(m)
		if err != nil {
			t.Fatalf("an accepted message does not encode: %v", err)
		}
		m2, err := DecodeMessage(enc)
		if err != nil {
			t.Fatalf("%s does not decode: %v", enc, err)
		}
		if enc2, err := EncodeMessage(m2); err != nil || !bytes.Equal(enc, enc2) {
			t.Fatalf("%s re-encoded as %s (%v)", enc, enc2, err)
		}
	})
}

func cand(id string, offer ...int) *candidate {
	p, err := peer.Decode(id)
	if err != nil {
		panic(err)
	}
	return &candidate{id: p, offer: offer, slots: 1}
}

func TestAssign(t *testing.T) {
	// B offers only stage 1, A any: the matching gives B stage 1 and A
	// stage 2 whatever their order; C, extra, goes to a least served
	// stage it offers.
	a, b, c := cand(idA), cand(idB, 1), cand(idC, 1, 2)
	out, err := assign([]*candidate{a, b, c}, 3)
	if err != nil {
		t.Fatal(err)
	}
	got := map[peer.ID]int{}
	for _, k := range out {
		got[k.id] = k.stage
	}
	if got[b.id] != 1 || len(out) != 3 || out[0].stage != 1 || out[2].stage != 2 {
		t.Fatalf("assignment %v", got)
	}
	if got[a.id]+got[c.id] != 3+min(got[a.id], got[c.id])-min(got[a.id], got[c.id]) || got[a.id] == 0 || got[c.id] == 0 {
		t.Fatalf("assignment %v", got)
	}
	again, _ := assign([]*candidate{c, b, a}, 3)
	for i := range out {
		if out[i].id != again[i].id || out[i].stage != again[i].stage {
			t.Fatal("the assignment depends on the order of the offers")
		}
	}
	if _, err := assign([]*candidate{cand(idA, 1), cand(idB, 1)}, 3); !errors.Is(err, ErrCoverage) {
		t.Fatalf("two peers for stage 1 of 3: %v", err)
	}
}
