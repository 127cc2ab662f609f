package devnet

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

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
