package market

import (
	"errors"
	"testing"

	"github.com/synod-net/synod/dispute/job"
)

// TestSubmitScalar: a task submitted by default names its spec's op set
// on chain (so the market enables phase 3 on its disputes); one
// submitted with SubmitParams.RefereeOnly names none. The roles refuse a task
// whose op set is not its spec's (fetchSpec).
func TestSubmitScalar(t *testing.T) {
	e := newEnv(t, testMkt)
	spec, err := job.DecodeSpec([]byte(tinySpec))
	must(t, err)
	want := uint8(spec.OpSetVersion())
	for _, scalar := range []bool{true, false} {
		s, err := e.submitter(1).Submit(e.ctx, []byte(tinySpec), SubmitParams{PricePerWork: testPrice, Stake: testStake, RefereeOnly: !scalar})
		must(t, err)
		tk := e.task(s.TaskID)
		if got := tk.OpSet; scalar && got != want || !scalar && got != 0 {
			t.Fatalf("scalar %v: the task names op set %d", scalar, got)
		}
		if _, _, err := fetchSpec(e.ctx, e.stores[1], tk); err != nil {
			t.Fatalf("scalar %v: %v", scalar, err)
		}
		// A task naming another op set than its spec's is not taken.
		tk.OpSet = 3 - want
		if _, _, err := fetchSpec(e.ctx, e.stores[1], tk); !errors.Is(err, ErrUnsupported) {
			t.Fatalf("a task naming op set %d for a spec under %d: %v", tk.OpSet, want, err)
		}
	}
}
