package repops

import (
	"fmt"
	"testing"
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
