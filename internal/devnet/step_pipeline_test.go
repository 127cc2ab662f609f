package devnet

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
)

// TestPipelineStep: on a 6-node devnet, node 0 coordinates and five
// daemons serve stages; the step trains with skips, prints every
// iteration's loss and a summary with a falling loss, and the node table
// shows each node's stage.
func TestPipelineStep(t *testing.T) {
	var out bytes.Buffer
	d, err := Run(context.Background(), Options{Nodes: 6, Out: &out, Steps: []Step{DiscoveryStep(), PipelineStep()}})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	r := d.Results[len(d.Results)-1]
	if !r.OK || !strings.Contains(r.Detail, "6 peers on 4 stages, paths of 3 of 4 stages, 8 iterations x 6 microbatches") {
		t.Fatalf("pipeline step: %+v\n%s", r, out.String())
	}
	if testing.Verbose() {
		t.Log(out.String())
	}
	for _, want := range []string{"pipeline: node #0 coordinates run \"devnet\"", "pipeline: session", "6 microbatches per iteration on paths 0→",
		"pipeline: iteration 1/8: loss", "pipeline: iteration 8/8: loss", "PIPELINE", "stage 0 (coord.)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if !regexp.MustCompile(`loss (\d\.\d+) -> (\d\.\d+)`).MatchString(r.Detail) {
		t.Errorf("detail %q", r.Detail)
	}
}
