package work

import (
	"bytes"
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

func tinyTransformer(rotary bool) models.TransformerConfig {
	return models.TransformerConfig{Vocab: 11, Context: 8, Dim: 8, Layers: 2, Heads: 2, FFMult: 2, Seed: 3,
		Optim: repops.DefaultAdamW(), ClipNorm: 1, Rotary: rotary}
}

// forwardNames counts the trace entries of a real training step by op
// name, leaving out backward and optimizer entries.
func forwardNames(entries []repops.TraceEntry) map[string]int {
	m := map[string]int{}
	for _, e := range entries {
		if strings.HasSuffix(e.Op, ".grad") || e.Op == "adamw" || strings.HasPrefix(e.Op, "grad") || strings.HasPrefix(e.Op, "clip") {
			continue
		}
		m[e.Op]++
	}
	return m
}

// graphForward counts a graph's forward ops by name, one per distinct
// traced op: a fused block contributes several ops under one name, so
// consecutive ops of the same name are one entry.
func graphForward(g Graph) map[string]int {
	m := map[string]int{}
	prev := ""
	for _, o := range g.Ops {
		if strings.HasSuffix(o.Name, ".grad") || o.Name == "adamw" || o.Name == "clip" {
			prev = ""
			continue
		}
		if o.Name != prev || (o.Name != "attention_block" && o.Name != "mlp_block") {
			m[o.Name]++
		}
		prev = o.Name
	}
	return m
}

func TestTransformerGraphMatchesTrace(t *testing.T) {
	for _, rotary := range []bool{false, true} {
		cfg := tinyTransformer(rotary)
		m, err := models.NewTransformer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		const batch, seq = 2, 6
		b := models.Batch{}
		for i := 0; i < batch; i++ {
			tok, tgt := make([]int, seq), make([]int, seq)
			for j := range tok {
				tok[j], tgt[j] = (i+j)%cfg.Vocab, (i+j+1)%cfg.Vocab
			}
			b.Tokens, b.Targets = append(b.Tokens, tok), append(b.Targets, tgt)
		}
		tr := &repops.Tracer{}
		if _, err := m.TrainStep(b, tr); err != nil {
			t.Fatal(err)
		}
		want := forwardNames(tr.Entries())
		g, err := TransformerStep(cfg, batch, seq)
		if err != nil {
			t.Fatal(err)
		}
		got := graphForward(g)
		if len(got) != len(want) {
			t.Fatalf("rotary=%v: graph forward ops %v, trace %v", rotary, got, want)
		}
		for name, n := range want {
			if got[name] != n {
				t.Errorf("rotary=%v: op %s: graph has %d, trace %d (graph %v, trace %v)", rotary, name, got[name], n, got, want)
			}
		}
	}
}

func TestTransformerMatmulFLOPs(t *testing.T) {
	cfg := tinyTransformer(true)
	cfg.Dim, cfg.Heads, cfg.Layers, cfg.FFMult, cfg.Vocab, cfg.Context = 64, 4, 3, 4, 97, 64
	const batch, seq = 4, 32
	g, err := TransformerForward(cfg, batch, seq)
	if err != nil {
		t.Fatal(err)
	}
	n, d, h, v, l := int64(batch*seq), int64(64), int64(256), int64(97), int64(3)
	if got, want := g.ByKind()[KindMatmul], l*2*n*(4*d*d+2*d*h)+2*n*d*v; got != want {
		t.Errorf("forward matmul FLOPs %d, want %d", got, want)
	}
	if got, want := g.ByKind()[KindAttention], l*4*int64(batch)*seq*seq*d; got != want {
		t.Errorf("forward attention FLOPs %d, want %d", got, want)
	}
	step, err := TransformerStep(cfg, batch, seq)
	if err != nil {
		t.Fatal(err)
	}
	// Backward costs twice the forward matmuls and attention.
	if got, want := step.ByKind()[KindMatmul], 3*g.ByKind()[KindMatmul]; got != want {
		t.Errorf("step matmul FLOPs %d, want 3x forward = %d", got, want)
	}
	if got, want := step.ByKind()[KindAttention], 3*g.ByKind()[KindAttention]; got != want {
		t.Errorf("step attention FLOPs %d, want 3x forward = %d", got, want)
	}
	if got, want := step.ByKind()[KindOptimizer], int64(4*(7+3))*cfg.NumParams(); got != want {
		t.Errorf("optimizer bytes %d, want %d", got, want)
	}
}

func TestMLPGraphMatchesTrace(t *testing.T) {
	cfg := models.MLPConfig{Sizes: []int{5, 7, 3}, Activation: "gelu", Seed: 1, Optim: repops.DefaultAdamW()}
	m, err := models.NewMLP(cfg)
	if err != nil {
		t.Fatal(err)
	}
	x := repops.Zeros(4, 5)
	repops.NewPhilox(2, 0).FillNormal(x, 1)
	tr := &repops.Tracer{}
	if _, err := m.TrainStep(x, []int{0, 1, 2, 1}, tr); err != nil {
		t.Fatal(err)
	}
	want := forwardNames(tr.Entries())
	g, err := MLPStep(cfg, 4)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, o := range g.Ops {
		if !strings.HasSuffix(o.Name, ".grad") && o.Name != "adamw" && o.Name != "clip" && o.Kind != KindElem {
			got[o.Name]++
		}
	}
	for name, n := range want {
		if got[name] != n {
			t.Errorf("op %s: graph has %d, trace %d (graph %v, trace %v)", name, got[name], n, got, want)
		}
	}
	if _, err := MLPStep(models.MLPConfig{Sizes: []int{3}}, 1); err == nil {
		t.Error("an MLP with one size was accepted")
	}
}

func TestGraphRejectsBadShapes(t *testing.T) {
	cfg := tinyTransformer(false)
	for _, c := range []struct{ batch, seq int }{{0, 4}, {1, 0}, {1, cfg.Context + 1}} {
		if _, err := TransformerStep(cfg, c.batch, c.seq); err == nil {
			t.Errorf("batch %d seq %d accepted", c.batch, c.seq)
		}
	}
	cfg.Dim = 7
	if _, err := TransformerStep(cfg, 1, 1); !errors.Is(err, models.ErrConfig) {
		t.Errorf("invalid config: %v", err)
	}
}

func TestFitRecoversWeights(t *testing.T) {
	want := map[Kind]float64{KindMatmul: 0.5, KindAttention: 0.75, KindNorm: 0.1, KindElem: 0.05, KindTransc: 1.5, KindOptimizer: 0.2}
	call := map[Kind]float64{KindMatmul: 900, KindNorm: 30}
	var samples []Sample
	for _, k := range kinds {
		for _, c := range []int64{1000, 4000, 16000} {
			samples = append(samples, Sample{Kind: k, Cost: c, Nanos: want[k]*float64(c) + call[k]})
		}
	}
	w, err := Fit(samples)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range want {
		if d := w.NsPer[k] - v; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: fitted %g, want %g", k, w.NsPer[k], v)
		}
		if d := w.NsPerCall[k] - call[k]; d > 1e-6 || d < -1e-6 {
			t.Errorf("%s: fitted fixed cost %g, want %g", k, w.NsPerCall[k], call[k])
		}
		if w.Fit[k] > 1e-9 {
			t.Errorf("%s: fit error %g on exact data", k, w.Fit[k])
		}
	}
	if _, err := Fit(samples[:3]); !errors.Is(err, ErrWeights) {
		t.Errorf("fit with kinds missing: %v", err)
	}
}

func TestCalibrateAndEstimate(t *testing.T) {
	calls := 0
	w, samples, err := Calibrate(context.Background(), CalibrateOptions{MinTime: time.Millisecond, Reps: 1, Scale: 16,
		Progress: func(done, total int, s Sample) { calls++ }})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Validate(); err != nil {
		t.Fatal(err)
	}
	if calls != len(samples) || len(samples) != 19 {
		t.Errorf("%d progress calls, %d samples", calls, len(samples))
	}
	g, err := TransformerStep(tinyTransformer(true), 2, 8)
	if err != nil {
		t.Fatal(err)
	}
	one, err := Estimate(g, 1, w)
	if err != nil {
		t.Fatal(err)
	}
	ten, err := Estimate(g, 10, w)
	if err != nil {
		t.Fatal(err)
	}
	if one <= 0 || ten < 9*one || ten > 11*one {
		t.Errorf("estimates %v for one step, %v for ten", one, ten)
	}
	var buf bytes.Buffer
	if err := WriteWeights(&buf, w); err != nil {
		t.Fatal(err)
	}
	back, err := ReadWeights(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.NsPer[KindMatmul] != w.NsPer[KindMatmul] {
		t.Errorf("weights did not round-trip: %v vs %v", back.NsPer, w.NsPer)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Calibrate(ctx, CalibrateOptions{Scale: 16}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled calibration: %v", err)
	}
}

func TestReadWeightsRejects(t *testing.T) {
	for _, in := range []string{
		``, `{}`, `{"ns_per":{"matmul":1}}`,
		`{"ns_per":{"matmul":1,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":-1}}`,
		`{"ns_per":{"matmul":1,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":1},"ns_per_call":{"norm":-1}}`,
		`{"ns_per":{"matmul":1,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":1,"gpu":1}}`,
		`{"ns_per":{"matmul":1,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":1},"x":1}`,
		`{"ns_per":{"matmul":1,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":1}} {}`,
	} {
		if _, err := ReadWeights(strings.NewReader(in)); !errors.Is(err, ErrWeights) {
			t.Errorf("%q: %v", in, err)
		}
	}
}

func FuzzReadWeights(f *testing.F) {
	f.Add([]byte(`{"ns_per":{"matmul":1,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":1}}`))
	f.Add([]byte(`{"ns_per":{"matmul":1e308,"attention":1,"norm":1,"elementwise":1,"transcendental":1,"optimizer":1},"fit_error":{"matmul":0}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := ReadWeights(bytes.NewReader(data))
		if err != nil {
			return
		}
		if err := w.Validate(); err != nil {
			t.Fatalf("accepted weights fail validation: %v", err)
		}
		g, _ := TransformerStep(tinyTransformer(true), 1, 4)
		if _, err := Estimate(g, 1, w); err != nil && !strings.Contains(err.Error(), "does not fit") {
			t.Fatalf("estimate with accepted weights: %v", err)
		}
	})
}

func TestUnits(t *testing.T) {
	g := Graph{Ops: []Op{{Name: "matmul", Kind: KindMatmul, FLOPs: 1000, Bytes: 64}, {Name: "add", Kind: KindElem, Bytes: 12}}}
	u, err := ScheduleV1.Units(g, 3)
	if err != nil {
		t.Fatal(err)
	}
	if want := uint64(3 * (1000*1 + 12*20 + 2*100_000)); u != want {
		t.Errorf("units %d, want %d", u, want)
	}
	big := Graph{Ops: []Op{{Name: "matmul", Kind: KindMatmul, FLOPs: math.MaxInt64}}}
	if _, err := ScheduleV1.Units(big, 4); !errors.Is(err, ErrOverflow) {
		t.Errorf("overflow: %v", err)
	}
	if _, err := (Schedule{Version: 9, Per: map[Kind]uint64{}}).Units(g, 1); err == nil {
		t.Error("a schedule without weights priced a graph")
	}
	// The units of a real job are fixed by schedule v1: this is the quote
	// a submitter and a solver both compute.
	step, err := TransformerStep(tinyTransformer(true), 2, 8)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := ScheduleV1.Units(step, 100)
	b, _ := ScheduleV1.Units(step, 100)
	if a != b || a == 0 {
		t.Errorf("units %d and %d", a, b)
	}
}

func TestCheckMeasuresSteps(t *testing.T) {
	w := Weights{NsPer: map[Kind]float64{}}
	for _, k := range kinds {
		w.NsPer[k] = 0.01
	}
	c := CheckSizes()[0]
	r, err := Check(c, 2, ScheduleV1, w)
	if err != nil {
		t.Fatal(err)
	}
	if r.Measured <= 0 || r.Estimated <= 0 || r.Units == 0 || r.Params != c.Config.NumParams() {
		t.Errorf("check result %+v", r)
	}
	if _, err := Check(c, 0, ScheduleV1, w); err == nil {
		t.Error("a check of zero steps ran")
	}
}
