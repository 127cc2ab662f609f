package job

import (
	"context"
	"testing"

	"github.com/synod-net/synod/repops/work"
)

// TestQuote: a job's work units are its step graph's units under the op
// set's schedule times its steps, and the graph matches the batch the job
// really trains on.
func TestQuote(t *testing.T) {
	s := tinySpec(t)
	q, err := QuoteJob(context.Background(), s, newMemStore())
	if err != nil {
		t.Fatal(err)
	}
	if q.Seq != 6 || q.Batch != 4 || q.Steps != 6 || q.OpSetVersion != 1 {
		t.Fatalf("quote %+v", q)
	}
	cfg, err := s.transformerConfig()
	if err != nil {
		t.Fatal(err)
	}
	g, err := work.TransformerStep(cfg, 4, 6)
	if err != nil {
		t.Fatal(err)
	}
	per, err := work.ScheduleV1.Units(g, 1)
	if err != nil {
		t.Fatal(err)
	}
	if q.UnitsPerStep != per || q.Units != 6*per || q.Params != cfg.NumParams() {
		t.Fatalf("quote %+v, want %d units per step and %d params", q, per, cfg.NumParams())
	}
	s.Steps = 12
	q2, err := QuoteJob(context.Background(), s, newMemStore())
	if err != nil {
		t.Fatal(err)
	}
	if q2.Units != 2*q.Units {
		t.Fatalf("twice the steps: %d units, want %d", q2.Units, 2*q.Units)
	}
	s.Steps = 0
	if _, err := QuoteJob(context.Background(), s, newMemStore()); err == nil {
		t.Fatal("an invalid spec was quoted")
	}
}
