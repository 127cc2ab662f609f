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

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func TestDefaultScenario(t *testing.T) {
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	d, err := Run(ctx, Options{Nodes: 4, Out: &out, Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if len(d.Results) != 2 || !d.Results[0].OK || !d.Results[1].OK {
		t.Fatalf("results %+v\n%s", d.Results, out.String())
	}
	for _, want := range []string{"node #0 up", "discovery: 4/4 nodes found all 3 others, with >= 3 in their DHT routing table", "Summary after",
		"GOSSIP RX", "4/4", "gossip     ok", "all nodes closed"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
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
