package job

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestInferAndVerify(t *testing.T) {
	r, st := runTiny(t)
	ctx := context.Background()
	for _, temp := range []float32{0, 0.8} {
		req := Inference{Checkpoint: r.Output.CID, MaxTokens: 3, Temperature: temp, TopK: 3, Seed: 5, Prompts: [][]int{{1, 2, 3}, {4, 4, 0}}}
		ir, err := Infer(ctx, req, st, testKey(t))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := ir.Encode()
		ir2, err := DecodeReceipt(b)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Verify(ctx, ir2, st)
		if err != nil || !rep.Verified {
			t.Fatalf("temperature %g: %v %v", temp, rep, err)
		}
		// A changed token, re-signed, is caught at that prompt.
		ir2.Inference.Outputs[1].Tokens[0] = (ir2.Inference.Outputs[1].Tokens[0] + 1) % 6
		ir2.Inference.Outputs[1].TokenHash = TokenHash(ir2.Inference.Outputs[1].Tokens)
		if err := ir2.Sign(testKey(t)); err != nil {
			t.Fatal(err)
		}
		rep, err = Verify(ctx, ir2, st)
		if err != nil || rep.Verified || rep.Mismatch.Step != 1 || rep.Mismatch.What != "tokens" {
			t.Fatalf("altered tokens: %v %v", rep, err)
		}
	}
}

func TestParsePrompts(t *testing.T) {
	p, err := ParsePrompts(stringsReader("# c\n1 2, 3\n\n4\n"))
	if err != nil || len(p) != 2 || len(p[0]) != 3 || p[1][0] != 4 {
		t.Fatalf("%v %v", p, err)
	}
	if _, err := ParsePrompts(stringsReader("1 x\n")); err == nil {
		t.Fatal("bad token accepted")
	}
}

func FuzzDecodeReceipt(f *testing.F) {
	if b, err := os.ReadFile(filepath.Join("testdata", "golden", "receipt.json")); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"format":1,"kind":"infer"}`))
	f.Add([]byte(`{"format":2,"kind":"train","op_set_version":1,"state_hashes":["00"],"trace_digests":null}`))
	f.Add([]byte(`{"format":1,"kind":"train","op_set_version":1,"state_hashes":["00"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := DecodeReceipt(data)
		if err != nil {
			if !errors.Is(err, ErrReceipt) {
				t.Fatalf("error does not wrap ErrReceipt: %v", err)
			}
			return
		}
		b, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		r2, err := DecodeReceipt(b)
		if err != nil {
			t.Fatalf("re-encoded receipt rejected: %v", err)
		}
		h1, _ := r.ComputeHash()
		h2, _ := r2.ComputeHash()
		if h1 != h2 {
			t.Fatal("receipt hash changed through encoding")
		}
		_ = r.CheckSignature() // must not panic
	})
}

// TestTraceDigestRules: format 1 needs a trace digest for every step;
// format 2 takes one per step or none, and trace bundles only with
// digests to check them against.
func TestTraceDigestRules(t *testing.T) {
	r, _ := runTiny(t) // format 2, no digests
	if err := r.Validate(); err != nil {
		t.Fatalf("untraced receipt: %v", err)
	}
	old := *r
	old.Format = 1
	if err := old.Validate(); !errors.Is(err, ErrReceipt) {
		t.Fatalf("format 1 without trace digests accepted: %v", err)
	}
	some := *r
	some.TraceDigests = make([]Hash, 2)
	if err := some.Validate(); !errors.Is(err, ErrReceipt) {
		t.Fatalf("2 trace digests for 6 steps accepted: %v", err)
	}
	refs := *r
	refs.Checkpoints = append([]CheckpointRef(nil), r.Checkpoints...)
	refs.Checkpoints[1].Traces = r.Checkpoints[1].CID
	if err := refs.Validate(); !errors.Is(err, ErrReceipt) {
		t.Fatalf("trace bundle without digests accepted: %v", err)
	}
	future := *r
	future.Format = ReceiptFormat + 1
	if err := future.Validate(); !errors.Is(err, ErrReceipt) {
		t.Fatalf("format %d accepted: %v", future.Format, err)
	}
}

// TestSetStateHashes: replacing the state hashes recommits what derives
// from them, so the receipt validates; a hash changed behind its back
// does not.
func TestSetStateHashes(t *testing.T) {
	r, _ := runTiny(t)
	hs := append([]Hash(nil), r.StateHashes...)
	hs[len(hs)-2][0] ^= 1
	hs[len(hs)-1][0] ^= 1
	c := *r
	if err := c.SetStateHashes(hs); err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatalf("after SetStateHashes: %v", err)
	}
	if c.StateRoot == r.StateRoot || c.Output.StateHash != hs[len(hs)-1] || r.StateHashes[len(hs)-1] == hs[len(hs)-1] {
		t.Fatal("the root, the output or the original receipt is wrong")
	}
	behind := c
	behind.StateHashes = append([]Hash(nil), c.StateHashes...)
	behind.StateHashes[0][0] ^= 1
	if err := behind.Validate(); !errors.Is(err, ErrReceipt) {
		t.Fatalf("a state hash changed without the root accepted: %v", err)
	}
	if err := c.SetStateHashes(hs[1:]); !errors.Is(err, ErrReceipt) {
		t.Fatalf("one hash too few accepted: %v", err)
	}
}
