package devnet

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
)

// TestDisputeStep: on a 5-node devnet node #1 solves a task under the
// wrong op set, nodes #2 and #3 dissent and play their dispute games on
// the embedded chain with phase 3 on (the default: the task names its
// spec's op set): the first op that differs, a linear layer, reduces, so
// each game descends to one output element and one scalar step that the
// contract executes; node #4 sits in the referee set but nothing waits
// for it. The cheater loses both games and its stake goes to the
// verifiers; each phase is printed, with each game's gas within its
// targets. Node #2's
// /api/v1/events stream carries the game's "dispute" events as they
// happen, and its /api/v1/disputes (and node #1's) show the finished
// games.
func TestDisputeStep(t *testing.T) {
	var out bytes.Buffer
	over := make(chan api.DisputeEvent, 1)
	stream := Step{Name: "events", Run: func(ctx context.Context, d *Devnet) (string, error) {
		req, err := http.NewRequestWithContext(context.WithoutCancel(ctx), http.MethodGet, d.Daemons()[2].APIURL()+"api/v1/events", nil)
		if err != nil {
			return "", err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return "", err
		}
		d.OnClose(func() { resp.Body.Close() })
		go func() {
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			name := ""
			for sc.Scan() {
				l := sc.Text()
				switch {
				case strings.HasPrefix(l, "event: "):
					name = strings.TrimPrefix(l, "event: ")
				case strings.HasPrefix(l, "data: ") && name == "dispute":
					var e api.DisputeEvent
					if json.Unmarshal([]byte(strings.TrimPrefix(l, "data: ")), &e) == nil && e.Move.Kind == chain.EvGameOver {
						select {
						case over <- e:
						default:
						}
					}
				}
			}
		}()
		return "following node #2's events", nil
	}}
	check := Step{Name: "disputes api", Run: func(ctx context.Context, d *Devnet) (string, error) {
		var e api.DisputeEvent
		select {
		case e = <-over:
		case <-ctx.Done():
			return "", fmt.Errorf("no GameOver dispute event from node #2: %w", ctx.Err())
		}
		if e.Dispute.Role != "challenger" || e.Dispute.Result != "won" || e.Dispute.Phase != "done" {
			return "", fmt.Errorf("node #2's GameOver event: %+v", e.Dispute)
		}
		// Each node's watcher follows the chain on its own: wait until
		// every one shows both games over.
		check := func() error {
			for i, want := range map[int]string{1: "lost", 2: "won", 3: "won"} {
				var ds api.Disputes
				if err := api.NewClient(d.Daemons()[i].APIURL()).Get(ctx, api.Prefix+"/disputes", &ds); err != nil {
					return fmt.Errorf("node #%d: %w", i, err)
				}
				n := map[int]int{1: 2}[i]
				if n == 0 {
					n = 1
				}
				if len(ds.Games) != n {
					return fmt.Errorf("node #%d: /api/v1/disputes has %d games, want %d", i, len(ds.Games), n)
				}
				for _, g := range ds.Games {
					kinds := map[string]bool{}
					for _, m := range g.Moves {
						kinds[m.Kind] = true
					}
					if g.Result != want || g.Over != "scalar steps" || g.Step != 1 || g.Entry == nil || g.OpSet != 1 || g.Element == nil || g.ScalarSteps == 0 ||
						!kinds[chain.EvStepPinned] || !kinds[chain.EvEntryPinned] || !kinds[chain.EvElementPinned] || !kinds[chain.EvScalarExecuted] || kinds[chain.EvRuled] {
						return fmt.Errorf("node #%d: dispute %+v, want %s after bisections over steps, entries and one element's scalar steps, settled by the contract", i, g, want)
					}
				}
			}
			return nil
		}
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		deadline := time.After(15 * time.Second)
		for err := check(); err != nil; err = check() {
			select {
			case <-tick.C:
			case <-deadline:
				return "", err
			}
		}
		return "node #2's events and nodes #1-#3's /api/v1/disputes show the games", nil
	}}
	d, err := Run(context.Background(), Options{Nodes: 5, Out: &out, API: true, Steps: []Step{DiscoveryStep(), ChainStep(), stream, DisputeStep(), check}})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	r := d.Results[len(d.Results)-2]
	if !r.OK || !strings.Contains(r.Detail, "task rejected") {
		t.Fatalf("dispute step: %+v\n%s", r, out.String())
	}
	for _, want := range []string{
		"(solver) task 1 cheating: computing under op set 2",
		"game opened over task 1",
		"bisection over steps done: step 1",
		"phase 3 on (op set 1)",
		"bisection over entries done: entry 0 of step 1 (an op;",
		"phase 3: both opened the entry alike and its op reduces: descent over its",
		"descent done: output element",
		"scalar steps (",
		"the contract executed scalar step",
		"game over: the challenger won",
		"gas: ",
		"the pickScalar that executed the scalar step",
		"(2 settled by the contract executing a scalar step, 0 referee rulings)",
		"slash: node #1 (the cheating solver) lost its stake",
		"slash: node #3 (verifier) withdrew",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
