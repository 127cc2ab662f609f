package job

import (
	"bytes"
	"context"
	"testing"
)

func runAndVerify(t *testing.T, spec *Spec, st *memStore) *Receipt {
	t.Helper()
	ctx := context.Background()
	r, err := Run(ctx, spec, st, testKey(t))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(ctx, r, st)
	if err != nil || !rep.Verified {
		t.Fatalf("full: %v %v", rep, err)
	}
	from := r.Checkpoints[1].Step
	rep, err = Verify(ctx, r, st, WithSegment(from, spec.Steps))
	if err != nil || !rep.Verified {
		t.Fatalf("segment from %d: %v %v", from, rep, err)
	}
	return r
}

// TestTokensFromBase: a token dataset stored by CID, trained from a base
// checkpoint stored by CID.
func TestTokensFromBase(t *testing.T) {
	base, st := runTiny(t)
	toks := make([]int, 200)
	for i := range toks {
		toks[i] = (i*7 + i/5) % 6
	}
	var buf bytes.Buffer
	if _, err := EncodeTokens(&buf, toks, 6); err != nil {
		t.Fatal(err)
	}
	data, _ := st.Put(context.Background(), "tokens", bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	spec, err := DecodeSpec([]byte(`
version = 1
seed = 5
steps = 4
checkpoint_interval = 2
[model]
kind = "transformer"
base = "` + base.Output.CID + `"
[data]
source = "tokens"
cid = "` + data + `"
[train]
batch = 3
seq_len = 5
lr = 0.005
beta1 = 0.9
beta2 = 0.99
eps = 1e-8
`))
	if err != nil {
		t.Fatal(err)
	}
	r := runAndVerify(t, spec, st)
	// The initial state is the base's with this spec's optimizer
	// settings (so its hash differs from the base's).
	if r.Checkpoints[0].CID != base.Output.CID || r.InitialStateHash == base.Output.StateHash {
		t.Fatalf("the job does not start from the base checkpoint with its own optimizer settings")
	}
}

func TestMLPSynthetic(t *testing.T) {
	spec, err := DecodeSpec([]byte(`{"version":1,"seed":2,"steps":5,"checkpoint_interval":2,
"model":{"kind":"mlp","mlp":{"sizes":[6,8,3],"activation":"gelu"}},
"data":{"source":"synthetic"},
"train":{"batch":4,"lr":0.01,"beta1":0.9,"beta2":0.999,"eps":1e-8,"weight_decay":0,"clip":0}}`))
	if err != nil {
		t.Fatal(err)
	}
	r := runAndVerify(t, spec, newMemStore())
	if len(r.Checkpoints) != 4 || r.Checkpoints[0].CID != "" {
		t.Fatalf("checkpoints %+v", r.Checkpoints)
	}
}
