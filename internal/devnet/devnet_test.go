package devnet

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"go.uber.org/goleak"
)

// The embedded chain (go-ethereum's simulated backend) leaves two
// goroutines that are not the devnet's: go-ethereum's process-wide
// transaction sender cache, started once and never stopped, and the memory
// pool drainer of its in-memory leveldb, which is not waited for on close.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"))
}

func TestDefaultScenario(t *testing.T) {
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// 4 s stages: the race detector slows the transformer policy several
	// times, and CI runs other packages' tests beside this one, so the
	// devnet's 2 s default stages would test the machine's load, not the
	// scenario.
	d, err := Run(ctx, Options{Nodes: 4, Rounds: 2, RoundDuration: 16 * time.Second, Out: &out, Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if len(d.Results) != 5 {
		t.Fatalf("results %+v\n%s", d.Results, out.String())
	}
	for _, r := range d.Results {
		if !r.OK {
			t.Fatalf("step %s failed: %+v\n%s", r.Name, r, out.String())
		}
	}
	for _, want := range []string{"node #0 up", "discovery: 4/4 nodes found all 3 others, with >= 3 in their DHT routing table", "Summary after",
		"GOSSIP RX", "4/4", "all nodes closed",
		"chain: chain ID 1337", "SwarmCoordinator 0x",
		"swarm: 4/4 nodes registered on chain",
		"swarm: round 0: 4/4 nodes agree on the tally", "swarm: round 1: 4/4 nodes agree on the tally",
		"swarm: round 1: on-chain winners", "2 rounds played by 4 nodes",
		"checkpoint: node #3 found provider", "state hash verified",
		"SWARM REWARD", "fetched"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	for _, step := range []string{"discovery", "gossip", "chain", "swarm", "checkpoint"} {
		if !regexp.MustCompile(`(?m)^` + step + `\s+ok\s`).MatchString(out.String()) {
			t.Errorf("summary lacks %q ok:\n%s", step, out.String())
		}
	}
}

func TestFailingStepStopsTheScenario(t *testing.T) {
	var out bytes.Buffer
	boom := errors.New("boom")
	ran := false
	_, err := Run(context.Background(), Options{Nodes: 2, Out: &out, Steps: []Step{
		{Name: "fails", Run: func(context.Context, *Devnet) (string, error) { return "", boom }},
		{Name: "after", Run: func(context.Context, *Devnet) (string, error) { ran = true; return "", nil }},
	}})
	if !errors.Is(err, boom) || ran {
		t.Fatalf("err %v, second step ran: %v", err, ran)
	}
	if !regexp.MustCompile(`after\s+not run`).MatchString(out.String()) {
		t.Errorf("summary does not show the skipped step:\n%s", out.String())
	}
}

func TestInterrupted(t *testing.T) {
	var out bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	_, err := Run(ctx, Options{Nodes: 2, Out: &out, Steps: []Step{
		{Name: "waits", Run: func(ctx context.Context, _ *Devnet) (string, error) {
			cancel()
			<-ctx.Done()
			return "", ctx.Err()
		}},
	}})
	if !errors.Is(err, ErrInterrupted) {
		t.Fatalf("err %v, want ErrInterrupted\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "all nodes closed") {
		t.Errorf("nodes not closed:\n%s", out.String())
	}
}
