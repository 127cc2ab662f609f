package bench

import (
	"fmt"
	"testing"
	"time"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/gonum"

	"github.com/synod-net/synod/repops"
)

func TestMatMulReport(t *testing.T) {
	rep := MatMul([]int{64, 96}, time.Millisecond)
	for _, r := range rep.Results {
		if !r.BitsEqualPortable {
			t.Fatalf("n=%d: fast kernel differs from the portable path", r.N)
		}
		if r.MaxRelDiff > 1e-4 || r.RepopsGFLOPS <= 0 || r.GonumGFLOPS <= 0 {
			t.Fatalf("n=%d: implausible result %+v", r.N, r)
		}
	}
}

func TestTrainReport(t *testing.T) {
	rep, err := Train(16, 1, 8, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if rep.TokensPerSec <= 0 || rep.SolverTokensPerSec <= 0 || rep.SolverTokensPerSec > rep.TokensPerSec ||
		rep.TraceEntries == 0 || !rep.SameStateTraced || rep.TargetBaseline == "" {
		t.Fatalf("implausible %+v", rep)
	}
}

func TestTrainRepeated(t *testing.T) {
	rep, err := TrainRepeated(BenchConfig(16, 1, 8, false), 2, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Repeats != 2 || len(rep.Runs) != 2 || rep.Steps != 8 || !rep.SameStateTraced ||
		rep.StateHashedMB <= 0 || rep.TraceHashedMB <= rep.StateHashedMB {
		t.Fatalf("implausible %+v", rep)
	}
	for i, r := range rep.Runs {
		if r.Steps != 4 || r.SolverCPUSec < 0 || r.TracedSolverCPUSec < 0 {
			t.Fatalf("run %d: implausible %+v", i, r)
		}
	}
}

func TestMedian(t *testing.T) {
	if median(nil) != 0 || median([]float64{3, 1, 2}) != 2 || median([]float64{4, 1, 3, 2}) != 2.5 {
		t.Fatal("median")
	}
}

func TestTrainReportRotary(t *testing.T) {
	rep, err := TrainConfig(BenchConfig(16, 1, 8, true), 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Config.Rotary || rep.TraceHashedMB <= 0 || !rep.SameStateTraced {
		t.Fatalf("implausible %+v", rep)
	}
}

func benchSizes(b *testing.B, f func(b *testing.B, n int, x, y, out []float32)) {
	for _, n := range []int{256, 512, 1024} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			p := repops.NewPhilox(1, 0)
			x, y := repops.Zeros(n, n), repops.Zeros(n, n)
			p.FillNormal(x, 1)
			p.FillNormal(y, 1)
			out := make([]float32, n*n)
			b.ResetTimer()
			f(b, n, x.Data, y.Data, out)
			b.ReportMetric(2*float64(n)*float64(n)*float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
		})
	}
}

func BenchmarkRepopsMatMul(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int, x, y, out []float32) {
		a, c := repops.FromData(x, n, n), repops.FromData(y, n, n)
		for i := 0; i < b.N; i++ {
			repops.MatMul(a, c, false, false)
		}
	})
}

func BenchmarkGonumSgemm(b *testing.B) {
	impl := gonum.Implementation{}
	benchSizes(b, func(b *testing.B, n int, x, y, out []float32) {
		for i := 0; i < b.N; i++ {
			impl.Sgemm(blas.NoTrans, blas.NoTrans, n, n, n, 1, x, n, y, n, 0, out, n)
		}
	})
}

// BenchmarkTrainStep reports transformer training tokens/s with tracing
// off and on (interleaved step by step) and the tracing overhead against
// the bare step and against the solver step (step + full-state hash, the
// baseline of the target).
func BenchmarkTrainStep(b *testing.B) {
	rep, err := Train(64, 2, 32, 4, b.N)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(rep.TokensPerSec, "tokens/s")
	b.ReportMetric(rep.TracedTokensPerS, "traced-tokens/s")
	b.ReportMetric(rep.TracingOverheadPc, "trace-overhead-%")
	b.ReportMetric(rep.TracingOverheadVsSolver, "trace-overhead-vs-solver-%")
	b.ReportMetric(rep.TracingOverheadCPU, "trace-overhead-cpu-%")
	b.ReportMetric(rep.TracingOverheadVsSolverCPU, "trace-overhead-vs-solver-cpu-%")
	b.ReportMetric(rep.MedianStepOverheadVsSolverCPU, "trace-overhead-vs-solver-cpu-median-%")
}
