package repops

import (
	"fmt"
	"testing"
	"time"
)

func BenchmarkMatMul(b *testing.B) {
	for _, n := range []int{256, 512, 1024} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			p := NewPhilox(1, 0)
			x, y := randTensor(p, n, n), randTensor(p, n, n)
			b.SetBytes(0)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				MatMul(x, y, false, false)
			}
			b.ReportMetric(2*float64(n)*float64(n)*float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
		})
	}
}

// BenchmarkMatMulOpSets times op set 1's and op set 2's matmul on the same
// inputs, interleaved call by call so that load on a shared machine hits
// both alike, and reports each one's GFLOP/s and the speedup of op set 2
// (op set 1's time over op set 2's). Kernels: KernelNameOpSet.
func BenchmarkMatMulOpSets(b *testing.B) {
	for _, n := range []int{256, 512, 1024} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			p := NewPhilox(1, 0)
			x, y := randTensor(p, n, n), randTensor(p, n, n)
			var t1, t2 time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := time.Now()
				MatMulOpSet(1, x, y, false, false)
				m := time.Now()
				MatMulOpSet(2, x, y, false, false)
				t1 += m.Sub(s)
				t2 += time.Since(m)
			}
			flop := 2 * float64(n) * float64(n) * float64(n) * float64(b.N)
			b.ReportMetric(flop/t1.Seconds()/1e9, "opset1-GFLOP/s")
			b.ReportMetric(flop/t2.Seconds()/1e9, "opset2-GFLOP/s")
			b.ReportMetric(t1.Seconds()/t2.Seconds(), "speedup")
			b.Logf("kernels: op set 1 %s, op set 2 %s", KernelNameOpSet(1), KernelNameOpSet(2))
		})
	}
}
