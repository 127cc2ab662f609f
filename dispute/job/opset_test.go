package job

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/synod-net/synod/repops"
)

// TestOpSets: a job names its op set (absent: 1, so older specs keep
// their hash); a job under op set 2 trains to other bits than under op set
// 1, its receipt names op set 2 and verifies; a receipt that claims op set
// 1 for what op set 2 computed is caught at the first step.
func TestOpSets(t *testing.T) {
	ctx := context.Background()
	s1 := tinySpec(t)
	s2 := *s1
	s2.OpSet = 2
	if s1.OpSetVersion() != 1 || s2.OpSetVersion() != 2 {
		t.Fatalf("op sets %d %d", s1.OpSetVersion(), s2.OpSetVersion())
	}
	if strings.Contains(string(s1.canonicalJSON()), "op_set") {
		t.Fatal("a spec without op_set encodes it (its hash would change)")
	}
	st := newMemStore()
	r1, err := Run(ctx, s1, st, testKey(t))
	if err != nil {
		t.Fatal(err)
	}
	r2, err := Run(ctx, &s2, st, testKey(t))
	if err != nil {
		t.Fatal(err)
	}
	if r1.OpSetVersion != 1 || r2.OpSetVersion != 2 {
		t.Fatalf("receipts name op sets %d and %d", r1.OpSetVersion, r2.OpSetVersion)
	}
	if r1.InitialStateHash != r2.InitialStateHash || r1.StateHashes[0] == r2.StateHashes[0] {
		t.Fatal("op set 2 should start from the same state and differ after one step")
	}
	rep, err := Verify(ctx, r2, st)
	if err != nil || !rep.Verified {
		t.Fatalf("op set 2 receipt: %v %v", rep, err)
	}
	// A solver that computed under op set 2 (faster kernels) but signs a
	// receipt for the op-set-1 spec.
	lie := *r2
	lie.Spec, lie.SpecHash, lie.OpSetVersion = s1, Hash(s1.Hash()), 1
	if err := lie.Sign(testKey(t)); err != nil {
		t.Fatal(err)
	}
	rep, err = Verify(ctx, &lie, st)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verified || rep.Mismatch.Step != 1 {
		t.Fatalf("op set 2 results claimed as op set 1: %s", rep)
	}
	// The receipt's op set must be its spec's, and one this build knows.
	bad := *r2
	bad.OpSetVersion = 1
	if err := bad.Validate(); !errors.Is(err, ErrReceipt) {
		t.Fatalf("op set other than the spec's: %v", err)
	}
	s3 := *s1
	s3.OpSet = repops.OpSetVersion + 1
	if err := s3.Validate(); err == nil || !strings.Contains(err.Error(), "op_set") {
		t.Fatalf("unknown op set accepted: %v", err)
	}
}
