package devnet

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/synod-net/synod/dispute/play"
)

// TestTaskStep: on a 4-node devnet a task is submitted by node 0, solved
// by node 1, verified by nodes 2 and 3 and settled on the embedded chain,
// each role's progress printed.
func TestTaskStep(t *testing.T) {
	var out bytes.Buffer
	// While the nodes run: the task roles answer for their runs over the
	// dispute protocol.
	serving := Step{Name: "dispute protocol", Run: func(_ context.Context, d *Devnet) (string, error) {
		for _, i := range []int{1, 2, 3} {
			if !slices.Contains(d.Daemons()[i].Node().Host().Mux().Protocols(), protocol.ID(play.ProtocolID)) {
				return "", fmt.Errorf("node #%d does not serve %s", i, play.ProtocolID)
			}
		}
		return "served", nil
	}}
	d, err := Run(context.Background(), Options{Nodes: 4, Out: &out, Steps: []Step{DiscoveryStep(), ChainStep(), TaskStep(), serving}})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	r := d.Results[len(d.Results)-2]
	if !r.OK || !strings.Contains(r.Detail, "2 verifiers agreed") {
		t.Fatalf("task step: %+v\n%s", r, out.String())
	}
	for _, want := range []string{"(submitter) task 1 submitted", "(solver) task 1 claimed", "(verifier) task 1", "task 1 settled"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
