//go:build amd64 && !purego

package repops

import "golang.org/x/sys/cpu"

//go:noescape
func tile4x64AVX512(a *float32, lda int, bp *float32, k int, out *float32)

//go:noescape
func tile4x16AVX2(a *float32, lda int, bp *float32, k int, out *float32)

var (
	kernAVX512 = &tileKernel{mr: 4, nr: 64, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		if k == 0 {
			clear(out)
			return
		}
		_ = a[3*lda+k-1]
		_ = bp[k*64-1]
		_ = out[4*64-1]
		tile4x64AVX512(&a[0], lda, &bp[0], k, &out[0])
	}}
	kernAVX2 = &tileKernel{mr: 4, nr: 16, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		if k == 0 {
			clear(out)
			return
		}
		_ = a[3*lda+k-1]
		_ = bp[k*16-1]
		_ = out[4*16-1]
		tile4x16AVX2(&a[0], lda, &bp[0], k, &out[0])
	}}
)

// selectKernel picks the widest kernel the CPU and OS support. The choice
// never changes results: every kernel follows the canonical order.
func selectKernel() *tileKernel {
	switch {
	case cpu.X86.HasAVX512F:
		return kernAVX512
	case cpu.X86.HasAVX2:
		return kernAVX2
	}
	return nil
}

// KernelName names the matmul kernel in use.
func KernelName() string {
	switch selectKernel() {
	case kernAVX512:
		return "avx512"
	case kernAVX2:
		return "avx2"
	}
	return "go"
}

// availableKernels lists every kernel this CPU can run, for tests.
func availableKernels() []*tileKernel {
	var ks []*tileKernel
	if cpu.X86.HasAVX512F {
		ks = append(ks, kernAVX512)
	}
	if cpu.X86.HasAVX2 {
		ks = append(ks, kernAVX2)
	}
	return ks
}
