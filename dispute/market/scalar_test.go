package market

import (
	"testing"

	"github.com/synod-net/synod/dispute/job"
)

// TestSubmitScalar: a task submitted with SubmitParams.Scalar names its
// spec's op set on chain (so the market enables phase 3 on its
// disputes); one submitted without names none.
func TestSubmitScalar(t *testing.T) {
	e := newEnv(t, testMkt)
	spec, err := job.DecodeSpec([]byte(tinySpec))
	must(t, err)
	want := uint8(max(spec.OpSet, 1))
	for _, scalar := range []bool{true, false} {
		s, err := e.submitter(1).Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake, Scalar: scalar})
		must(t, err)
		got := e.task(s.TaskID).OpSet
		if scalar && got != want || !scalar && got != 0 {
			t.Fatalf("scalar %v: the task names op set %d", scalar, got)
		}
	}
}
