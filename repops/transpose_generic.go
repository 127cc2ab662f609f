//go:build !amd64 || purego

package repops

// transposeBlocks is transposeBlocksGo off amd64 (or with -tags purego).
func transposeBlocks(dst, src []float32, r, c, rb, cb int) {
	transposeBlocksGo(dst, src, r, c, rb, cb)
}
