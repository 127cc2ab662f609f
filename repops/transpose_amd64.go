//go:build amd64 && !purego

package repops

import "golang.org/x/sys/cpu"

//go:noescape
func transpose8AVX2(dst *float32, src *float32, r, c, rb, cb int)

// transposeAVX2 is whether transpose8AVX2 runs here.
var transposeAVX2 = cpu.X86.HasAVX2

// transposeBlocks transposes the whole 8 x 8 blocks of src (row-major
// [r,c]) that lie in its first rb rows and cb columns (multiples of 8)
// into dst, with AVX2 where the CPU has it. Moving values changes no bit,
// so both paths write the same.
func transposeBlocks(dst, src []float32, r, c, rb, cb int) {
	if !transposeAVX2 || rb == 0 || cb == 0 {
		transposeBlocksGo(dst, src, r, c, rb, cb)
		return
	}
	_ = src[(rb-1)*c+cb-1]
	_ = dst[(cb-1)*r+rb-1]
	transpose8AVX2(&dst[0], &src[0], r, c, rb, cb)
}
