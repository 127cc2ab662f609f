//go:build amd64 && !purego

package repops

import "golang.org/x/sys/cpu"

//go:noescape
func tile4x64AVX512(a *float32, lda int, bp *float32, k int, out *float32)

//go:noescape
func tile4x16AVX2(a *float32, lda int, bp *float32, k int, out *float32)

//go:noescape
func tile4x64AVX512FMA(a *float32, lda int, bp *float32, k int, out *float32)

//go:noescape
func tile4x16AVX2FMA(a *float32, lda int, bp *float32, k int, out *float32)

// The wrappers check bounds once and call the assembly directly (not
// through a func value, so that //go:noescape applies).
var (
	// Op set 1: VMULPS then VADDPS.
	kernAVX512 = &tileKernel{name: "avx512", mr: 4, nr: 64, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		if tileArgs(a, lda, bp, k, out, 4, 64) {
			tile4x64AVX512(&a[0], lda, &bp[0], k, &out[0])
		}
	}}
	kernAVX2 = &tileKernel{name: "avx2", mr: 4, nr: 16, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		if tileArgs(a, lda, bp, k, out, 4, 16) {
			tile4x16AVX2(&a[0], lda, &bp[0], k, &out[0])
		}
	}}
	// Op set 2: VFMADD231PS.
	kernAVX512FMA = &tileKernel{name: "avx512-fma", mr: 4, nr: 64, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		if tileArgs(a, lda, bp, k, out, 4, 64) {
			tile4x64AVX512FMA(&a[0], lda, &bp[0], k, &out[0])
		}
	}}
	kernAVX2FMA = &tileKernel{name: "avx2-fma", mr: 4, nr: 16, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		if tileArgs(a, lda, bp, k, out, 4, 16) {
			tile4x16AVX2FMA(&a[0], lda, &bp[0], k, &out[0])
		}
	}}
)

// tileArgs checks the slices an mr x nr assembly kernel reads and writes
// (panicking when one is short) and reports whether it has work: with
// k = 0 the tile is zero and out is cleared here.
func tileArgs(a []float32, lda int, bp []float32, k int, out []float32, mr, nr int) bool {
	if k == 0 {
		clear(out[:mr*nr])
		return false
	}
	_ = a[(mr-1)*lda+k-1]
	_ = bp[k*nr-1]
	_ = out[mr*nr-1]
	return true
}

// selectKernel picks the widest kernel of op set 1 the CPU and OS
// support. The choice never changes results: every kernel follows the
// canonical order.
func selectKernel() *tileKernel { return mmRounded.kernel() }

// kernel picks the widest kernel of rule r the CPU and OS support, or nil
// for the portable path. The fused kernels need FMA3 besides the vector
// width (every AVX-512 CPU has it, but the check costs nothing).
func (r mmRule) kernel() *tileKernel {
	if ks := r.kernels(); len(ks) > 0 {
		return ks[0]
	}
	return nil
}

// KernelName names the matmul kernel in use for op set 1.
func KernelName() string { return kernelName(selectKernel()) }

// availableKernels lists every kernel of op set 1 this CPU can run, for
// tests.
func availableKernels() []*tileKernel { return mmRounded.kernels() }

// kernels lists every kernel of rule r this CPU can run, widest first
// (a clipped slice: appending to it copies).
func (r mmRule) kernels() []*tileKernel {
	ks := ruleKernels[r]
	return ks[:len(ks):len(ks)]
}

// ruleKernels holds the kernels of each rule this CPU can run, widest
// first, found once.
var ruleKernels = [...][]*tileKernel{mmRounded: cpuKernels(mmRounded), mmFused: cpuKernels(mmFused)}

func cpuKernels(r mmRule) []*tileKernel {
	var ks []*tileKernel
	if r == mmFused {
		if cpu.X86.HasAVX512F && cpu.X86.HasFMA {
			ks = append(ks, kernAVX512FMA)
		}
		if cpu.X86.HasAVX2 && cpu.X86.HasFMA {
			ks = append(ks, kernAVX2FMA)
		}
		return ks
	}
	if cpu.X86.HasAVX512F {
		ks = append(ks, kernAVX512)
	}
	if cpu.X86.HasAVX2 {
		ks = append(ks, kernAVX2)
	}
	return ks
}
