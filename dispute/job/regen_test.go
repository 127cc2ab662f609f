package job

import (
	"context"
	"errors"
	"testing"

	"github.com/synod-net/synod/repops"
)

// TestStepTrace: a step regenerated from the receipt's nearest
// checkpoint, or from the initial state when the store holds no
// checkpoint (a verifier that kept none), gives the same trace and
// post-state; a receipt whose states re-execution does not give is
// reported as inconsistent.
func TestStepTrace(t *testing.T) {
	r, st := runTiny(t)
	ctx := context.Background()
	tr, pre, post, err := StepTrace(ctx, r, st, 5)
	if err != nil {
		t.Fatal(err)
	}
	tr2, _, post2, err := StepTrace(ctx, r, newMemStore(), 5)
	if err != nil {
		t.Fatal(err)
	}
	if repops.FirstDifference(tr, tr2) != -1 || tr.Len() == 0 {
		t.Fatal("the traces from the checkpoint and from the initial state differ")
	}
	if pre.Step != 4 || post.Step != 5 || len(post.Tensors) != len(post2.Tensors) {
		t.Fatalf("pre step %d, post step %d", pre.Step, post.Step)
	}
	for i := range post.Tensors {
		if post.Tensors[i].Data[0] != post2.Tensors[i].Data[0] {
			t.Fatalf("post-states differ at tensor %d", i)
		}
	}
	bad := *r
	bad.StateHashes = append([]Hash(nil), r.StateHashes...)
	bad.StateHashes[3][0] ^= 1 // step 4: the pre-state of step 5
	if _, _, _, err := StepTrace(ctx, &bad, st, 5); !errors.Is(err, ErrInconsistent) {
		t.Fatalf("inconsistent receipt: %v", err)
	}
	if _, _, _, err := StepTrace(ctx, r, st, 7); err == nil {
		t.Fatal("a step past the job accepted")
	}
}
