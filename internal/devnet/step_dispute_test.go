package devnet

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestDisputeStep: on a 5-node devnet node #1 solves a task under the
// wrong op set, nodes #2 and #3 dissent and play their dispute games on
// the embedded chain, node #4 referees, the cheater loses both games and
// its stake goes to the verifiers; each phase is printed.
func TestDisputeStep(t *testing.T) {
	var out bytes.Buffer
	d, err := Run(context.Background(), Options{Nodes: 5, Out: &out, Steps: []Step{DiscoveryStep(), ChainStep(), DisputeStep()}})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	r := d.Results[len(d.Results)-1]
	if !r.OK || !strings.Contains(r.Detail, "task rejected") {
		t.Fatalf("dispute step: %+v\n%s", r, out.String())
	}
	for _, want := range []string{
		"(solver) task 1 cheating: computing under op set 2",
		"game opened over task 1",
		"bisection over steps done: step 1",
		"bisection over entries done: entry",
		"ruling: node #4 (referee) asked nodes #1 and #2",
		"game over: the challenger won",
		"slash: node #1 (the cheating solver) lost its stake",
		"slash: node #3 (verifier) withdrew",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
