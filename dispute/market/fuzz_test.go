package market

import (
	"bytes"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/dispute/job"
)

func FuzzDecodeState(f *testing.F) {
	good := State{Version: StateVersion, Role: "solver", Account: common.Address{9}, Tasks: map[string]Record{
		"1": {Phase: PhaseCommitted, FinalStateHash: common.Hash{1}, Salt: common.Hash{2}, WrongFinalHash: common.Hash{3}, WorkUsed: 7, CheckpointCID: "bafy"},
		"2": {Phase: PhaseClaimed},
	}}
	b, _ := good.Encode()
	f.Add(b)
	f.Add([]byte(`{"version":1,"role":"verifier","account":"0x0000000000000000000000000000000000000001","tasks":{"3":{"phase":"revealed","salt":"0x01","dispute_id":"4"}}}`))
	f.Add([]byte(`{"version":1,"role":"verifier","account":"0x0000000000000000000000000000000000000001","tasks":{"5":{"phase":"revealed","final_state_hash":"0x02","dispute_id":"6","whistleblown":true}}}`))
	f.Add([]byte(`{"version":1,"role":"solver","tasks":{"5":{"phase":"done","dispute_id":"6","whistleblown":true}}}`))
	f.Add([]byte(`{"version":1,"role":"verifier","account":"0x0000000000000000000000000000000000000001","tasks":{"7":{"phase":"done","final_state_hash":"0x0202020202020202020202020202020202020202020202020202020202020202","audited":true}}}`))
	f.Add([]byte(`{"version":1,"role":"verifier","account":"0x0000000000000000000000000000000000000001","tasks":{"7":{"phase":"done","salt":"0x01","audited":true}}}`))
	f.Add([]byte(`{"version":1,"role":"solver","tasks":{"01":{"phase":"claimed"}}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeState(data)
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("error does not wrap ErrState: %v", err)
			}
			return
		}
		out, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		s2, err := DecodeState(out)
		if err != nil {
			t.Fatalf("re-encoded state does not decode: %v\n%s", err, out)
		}
		out2, _ := s2.Encode()
		if !bytes.Equal(out, out2) {
			t.Fatalf("not stable:\n%s\n%s", out, out2)
		}
	})
}

func FuzzDecodeSpecFile(f *testing.F) {
	good, err := EncodeSpecFile([]byte(tinySpec))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("SYNODCKP"))
	f.Fuzz(func(t *testing.T, data []byte) {
		spec, err := DecodeSpecFile(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, job.ErrSpec) {
				// Only the checkpoint decoder's own errors may come back
				// unwrapped by ErrSpec; those are wrapped too.
				t.Fatalf("error does not wrap job.ErrSpec: %v", err)
			}
			return
		}
		again, err := EncodeSpecFile(spec)
		if err != nil {
			t.Fatalf("decoded spec does not re-encode: %v", err)
		}
		back, err := DecodeSpecFile(bytes.NewReader(again))
		if err != nil || !bytes.Equal(back, spec) {
			t.Fatalf("round trip: %v", err)
		}
	})
}

func TestStateFileRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/s.json"
	sf, err := openState(path, "verifier", common.Address{5})
	must(t, err)
	id := bigOf(3)
	rec := Record{Phase: PhaseSealed, FinalStateHash: common.Hash{1}, Salt: common.Hash{2}, WorkUsed: 9}
	must(t, sf.put(id, rec))
	again, err := openState(path, "verifier", common.Address{5})
	must(t, err)
	if got, ok := again.get(id); !ok || got != rec {
		t.Fatalf("reloaded %+v %v, want %+v", got, ok, rec)
	}
	if _, err := openState(path, "solver", common.Address{5}); !errors.Is(err, ErrState) {
		t.Fatalf("another role's file: %v", err)
	}
	if _, err := openState(path, "verifier", common.Address{6}); !errors.Is(err, ErrState) {
		t.Fatalf("another account's file: %v", err)
	}
}
