package repops

import "fmt"

// Canonical evaluation of matrix multiplication (every form: plain,
// transposed operands, batched) in op set 1:
//
//	C[i,j] = s_K  where  s_0 = +0,  s_{k+1} = s_k + float32(A[i,k] * B[k,j])
//
// for k = 0 .. K-1 strictly in order, in float32, each product rounded to
// float32 before the addition (no FMA, no split-K, no pairwise or blocked
// reduction). Transposition only changes where A[i,k] and B[k,j] are read
// from. The kernels vectorize across output columns j (and tile rows i),
// which keeps this order for every element, and parallelism splits output
// tiles between goroutines.
//
// In op set 2 each step is one fused multiply-add, rounded once:
//
//	C[i,j] = s_K  where  s_0 = +0,  s_{k+1} = FMA32(A[i,k], B[k,j], s_k)
//
// with k strictly in order as above; everything else is the same. The
// matrix products this covers, and so the only ops whose bits differ
// between op sets 1 and 2, are: MatMul and BatchedMatMul (forward and
// both gradients), Linear (the product x W and both gradient products;
// the bias is added as before), the six products of CausalSelfAttention
// (Q K^T and P V forward; G V^T, dS K, dS^T Q and P^T G backward; the
// softmax backward's row sum c_i is not a matrix product and keeps
// rounded products), and the fused AttentionBlock and MLPBlock through
// the operators they consist of. Every other reduction (LayerNorm and
// RMSNorm statistics, softmax, losses, gradient norms, bias gradients,
// optimizers) is the same in both op sets.

// mmRule is the accumulation step of a matrix product.
type mmRule uint8

const (
	// mmRounded is op set 1: s = s + float32(a*b).
	mmRounded mmRule = iota
	// mmFused is op set 2: s = FMA32(a, b, s).
	mmFused
)

// mmRuleOf returns the matrix-product rule of op-set version v (known).
func mmRuleOf(v int) mmRule {
	if v >= 2 {
		return mmFused
	}
	return mmRounded
}

// MatMulRef is the reference implementation: the canonical evaluation
// of op set 1 written as a plain triple loop. C = op(A) op(B) with
// op(X) = X^T when the corresponding flag is set; a is [M,K] (or [K,M]
// when transA), b is [K,N] (or [N,K] when transB).
func MatMulRef(a, b *Tensor, transA, transB bool) *Tensor {
	return mmRounded.ref(a, b, transA, transB)
}

// MatMulRefOpSet is MatMulRef under op-set version version: the plain
// triple loop with that op set's accumulation step (FMA32 from op set
// 2). It panics on a version KnownOpSet rejects.
func MatMulRefOpSet(version int, a, b *Tensor, transA, transB bool) *Tensor {
	mustOpSet(version)
	return mmRuleOf(version).ref(a, b, transA, transB)
}

func (r mmRule) ref(a, b *Tensor, transA, transB bool) *Tensor {
	m, k, n := mmDims(a, b, transA, transB)
	c := Zeros(m, n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var s float32
			for p := 0; p < k; p++ {
				var x, y float32
				if transA {
					x = a.Data[p*m+i]
				} else {
					x = a.Data[i*k+p]
				}
				if transB {
					y = b.Data[j*k+p]
				} else {
					y = b.Data[p*n+j]
				}
				if r == mmFused {
					s = FMA32(x, y, s)
				} else {
					s = s + float32(x*y)
				}
			}
			c.Data[i*n+j] = s
		}
	}
	return c
}

func mmDims(a, b *Tensor, transA, transB bool) (m, k, n int) {
	if len(a.Shape) != 2 || len(b.Shape) != 2 {
		panic(fmt.Sprintf("repops: matmul needs 2-D operands, got %v and %v", a.Shape, b.Shape))
	}
	m, k = a.Shape[0], a.Shape[1]
	if transA {
		m, k = k, m
	}
	k2, n := b.Shape[0], b.Shape[1]
	if transB {
		k2, n = n, k2
	}
	if k != k2 {
		panic(fmt.Sprintf("repops: matmul inner dimensions differ: %v (trans %v) x %v (trans %v)", a.Shape, transA, b.Shape, transB))
	}
	return m, k, n
}

// transpose2 returns the transpose of a row-major [r,c] slice. It moves
// 8 x 8 blocks through a small array, so that both the reads and the
// writes are runs of 8 values: writing columns straight into a matrix
// whose rows are a multiple of 4 KiB apart keeps evicting the same cache
// sets (the transposes of the policy's [3072, 64..256] activations took
// twice as long).
func transpose2(src []float32, r, c int) []float32 {
	dst := make([]float32, len(src))
	transposeInto(dst, src, r, c)
	return dst
}

// transposeInto writes the transpose of src (row-major [r,c]) into dst,
// every element of it: the whole 8 x 8 blocks with transposeBlocks, the
// edges here.
func transposeInto(dst, src []float32, r, c int) {
	const b = 8
	rb, cb := r&^(b-1), c&^(b-1)
	transposeBlocks(dst, src, r, c, rb, cb)
	for i := 0; i < rb; i++ {
		for j := cb; j < c; j++ {
			dst[j*r+i] = src[i*c+j]
		}
	}
	for i := rb; i < r; i++ {
		for j := 0; j < c; j++ {
			dst[j*r+i] = src[i*c+j]
		}
	}
}

// transposeBlocksGo transposes the whole 8 x 8 blocks in src's first rb
// rows and cb columns (multiples of 8) into dst in portable Go.
func transposeBlocksGo(dst, src []float32, r, c, rb, cb int) {
	const b = 8
	for i0 := 0; i0 < rb; i0 += b {
		for j0 := 0; j0 < cb; j0 += b {
			var t [b][b]float32
			for ii := 0; ii < b; ii++ {
				s := (*[b]float32)(src[(i0+ii)*c+j0:])
				for jj := 0; jj < b; jj++ {
					t[jj][ii] = s[jj]
				}
			}
			for jj := 0; jj < b; jj++ {
				*(*[b]float32)(dst[(j0+jj)*r+i0:]) = t[jj]
			}
		}
	}
}

// MatMul computes op(A) op(B) with the canonical evaluation of op set 1
// (see MatMulRef) using the fastest kernel this CPU has; the result is
// bit-identical to MatMulRef. MatMulOpSet takes the op set.
func MatMul(a, b *Tensor, transA, transB bool) *Tensor {
	return mmRounded.matMul(a, b, transA, transB)
}

// MatMulOpSet is MatMul under op-set version version: bit-identical to
// MatMulRefOpSet(version, ...), with the fastest kernel this CPU has for
// that op set. It panics on a version KnownOpSet rejects.
func MatMulOpSet(version int, a, b *Tensor, transA, transB bool) *Tensor {
	mustOpSet(version)
	return mmRuleOf(version).matMul(a, b, transA, transB)
}

func (r mmRule) matMul(a, b *Tensor, transA, transB bool) *Tensor {
	m, k, n := mmDims(a, b, transA, transB)
	c := scratchTensor(m, n) // gemm writes every element
	ad, bd := a.Data, b.Data
	if transA {
		ad = getScratch(len(a.Data))
		transposeInto(ad, a.Data, k, m)
		defer putScratch(ad)
	}
	if transB {
		bd = getScratch(len(b.Data))
		transposeInto(bd, b.Data, n, k)
		defer putScratch(bd)
	}
	r.gemm(m, n, k, ad, bd, c.Data)
	return c
}

// gemm computes c[m,n] = a[m,k] b[k,n] (row-major, non-transposed) with the
// canonical evaluation of op set 1.
func gemm(m, n, k int, a, b, c []float32) { mmRounded.gemm(m, n, k, a, b, c) }

// gemm computes c[m,n] = a[m,k] b[k,n] (row-major, non-transposed) with
// rule r.
func (r mmRule) gemm(m, n, k int, a, b, c []float32) {
	if m == 0 || n == 0 {
		return
	}
	kern := r.kernelFor(n)
	if kern == nil || m*n*k < 4096 {
		r.gemmGo(m, n, k, a, b, c)
		return
	}
	gemmTiled(kern, m, n, k, a, b, c)
}

// kernelFor picks the kernel of rule r for products n columns wide: the
// widest, unless n fits a narrower one's panel (the attention's per-head
// products are 16 wide, and a 64-wide panel would multiply 48 columns of
// zeros). Every kernel follows the canonical order, so the choice never
// changes results.
func (r mmRule) kernelFor(n int) *tileKernel {
	ks := r.kernels()
	if len(ks) == 0 {
		return nil
	}
	best := ks[0]
	for _, kk := range ks[1:] {
		if n <= kk.nr && kk.nr < best.nr {
			best = kk
		}
	}
	return best
}

// gemmSerial is gemm on the calling goroutine only, for callers that
// already split work across goroutines.
func gemmSerial(m, n, k int, a, b, c []float32) { mmRounded.gemmSerial(m, n, k, a, b, c) }

// gemmSerial is r.gemm on the calling goroutine only (gemmTri's full
// product).
func (r mmRule) gemmSerial(m, n, k int, a, b, c []float32) { r.gemmTri(0, m, n, k, a, b, c) }

// gemmGo is the portable path: for each output row, accumulate k in order
// across all columns at once (row i of C is updated with A[i,p] times row
// p of B for p = 0..K-1), which is the canonical order for every element.
func gemmGo(m, n, k int, a, b, c []float32) { mmRounded.gemmGo(m, n, k, a, b, c) }

// gemmGo is the portable path of rule r.
func (r mmRule) gemmGo(m, n, k int, a, b, c []float32) {
	parallelFor(m, n*k, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			r.gemmRow(c[i*n:i*n+n], a[i*k:i*k+k], b, n)
		}
	})
}

// gemmRow sets row (n columns) to arow (k values) times b [k,n] with rule
// r: for p = 0..k-1 in order, every column j accumulates arow[p]*b[p,j].
func (r mmRule) gemmRow(row, arow, b []float32, n int) {
	clear(row)
	if r == mmFused {
		for p, x := range arow {
			fmaRow(row, b[p*n:p*n+n], float64(x))
		}
		return
	}
	for p, x := range arow {
		br := b[p*n : p*n+n]
		for j, y := range br {
			row[j] = row[j] + float32(x*y)
		}
	}
}

// fmaRow sets row[j] = FMA32(x, br[j], row[j]) for every j, with
// FMA32's fast path written out (a call per element would cost more than
// the arithmetic), four columns at a time so that the float conversions
// of neighbouring columns do not wait for each other.
func fmaRow(row, br []float32, x float64) {
	br = br[:len(row)]
	j := 0
	for ; j+4 <= len(row); j += 4 {
		r4, b4 := row[j:j+4:j+4], br[j:j+4:j+4]
		p0, p1, p2, p3 := float64(x*float64(b4[0])), float64(x*float64(b4[1])), float64(x*float64(b4[2])), float64(x*float64(b4[3]))
		z0, z1, z2, z3 := float64(r4[0]), float64(r4[1]), float64(r4[2]), float64(r4[3])
		s0, s1, s2, s3 := float64(p0+z0), float64(p1+z1), float64(p2+z2), float64(p3+z3)
		if fma32Fast(s0) && fma32Fast(s1) && fma32Fast(s2) && fma32Fast(s3) {
			r4[0], r4[1], r4[2], r4[3] = float32(s0), float32(s1), float32(s2), float32(s3)
			continue
		}
		r4[0], r4[1], r4[2], r4[3] = fma32Exact(p0, z0, s0), fma32Exact(p1, z1, s1), fma32Exact(p2, z2, s2), fma32Exact(p3, z3, s3)
	}
	for ; j < len(row); j++ {
		p := float64(x * float64(br[j]))
		z := float64(row[j])
		row[j] = fma32Exact(p, z, float64(p+z))
	}
}

// tileKernel computes an mr x nr tile: out[r*nr+j] = sum over p of
// a[r*lda+p] * bp[p*nr+j] in the canonical order of its rule, where bp
// is a packed panel of nr columns.
type tileKernel struct {
	name   string
	mr, nr int
	run    func(a []float32, lda int, bp []float32, k int, out []float32)
}

// gemmTiled drives a register-tiled kernel: B is packed into panels of nr
// columns (zero-padded), A rows are taken mr at a time (zero-padded), and
// each goroutine owns whole output tiles.
func gemmTiled(kern *tileKernel, m, n, k int, a, b, c []float32) {
	mr, nr := kern.mr, kern.nr
	panels := (n + nr - 1) / nr
	// B exactly one panel wide is its own packed panel, and the kernel
	// writes a full tile of C in place (its rows are nr apart there too).
	whole := n == nr
	packed := b
	if !whole {
		packed = getScratch(panels * k * nr)
		defer putScratch(packed)
		parallelFor(panels, k*nr, func(lo, hi int) {
			for pj := lo; pj < hi; pj++ {
				dst := packed[pj*k*nr : (pj+1)*k*nr]
				j0 := pj * nr
				w := min(nr, n-j0)
				for p := 0; p < k; p++ {
					copy(dst[p*nr:p*nr+w], b[p*n+j0:p*n+j0+w])
					clear(dst[p*nr+w : p*nr+nr]) // the last panel's padding
				}
			}
		})
	}
	rowBlocks := (m + mr - 1) / mr
	// Work items are (row block, panel) tiles, ordered panel-major so that
	// one worker reuses a packed panel from cache.
	parallelFor(rowBlocks*panels, mr*nr*k, func(lo, hi int) {
		var out, apad []float32
		for t := lo; t < hi; t++ {
			pj, ib := t/rowBlocks, t%rowBlocks
			i0, j0 := ib*mr, pj*nr
			rows, w := min(mr, m-i0), min(nr, n-j0)
			if whole && rows == mr {
				kern.run(a[i0*k:], k, packed[:k*nr], k, c[i0*n:(i0+mr)*n])
				continue
			}
			if out == nil {
				out = make([]float32, mr*nr)
			}
			ablk := a[i0*k:]
			if rows < mr {
				if apad == nil {
					apad = make([]float32, mr*k)
				}
				clear(apad)
				copy(apad, a[i0*k:(i0+rows)*k])
				ablk = apad
			}
			kern.run(ablk, k, packed[pj*k*nr:(pj+1)*k*nr], k, out)
			for r := 0; r < rows; r++ {
				copy(c[(i0+r)*n+j0:(i0+r)*n+j0+w], out[r*nr:r*nr+w])
			}
		}
	})
}

// goTile is the portable tile kernel with the canonical order; it is used
// to test the tiled driver on every architecture.
func goTile(mr, nr int) *tileKernel { return mmRounded.goTile(mr, nr) }

// goTile is the portable tile kernel of rule r.
func (r mmRule) goTile(mr, nr int) *tileKernel {
	return &tileKernel{name: "go-tile", mr: mr, nr: nr, run: func(a []float32, lda int, bp []float32, k int, out []float32) {
		for i := 0; i < mr; i++ {
			r.gemmRow(out[i*nr:i*nr+nr], a[i*lda:i*lda+k], bp, nr)
		}
	}}
}

// BatchedMatMul multiplies a [B,M,K] by b [B,K,N] (with per-batch
// transposes as in MatMul) into [B,M,N]; each batch uses the canonical
// matmul evaluation of op set 1.
func BatchedMatMul(a, b *Tensor, transA, transB bool) *Tensor {
	return mmRounded.batched(a, b, transA, transB)
}

// BatchedMatMulOpSet is BatchedMatMul under op-set version version. It
// panics on a version KnownOpSet rejects.
func BatchedMatMulOpSet(version int, a, b *Tensor, transA, transB bool) *Tensor {
	mustOpSet(version)
	return mmRuleOf(version).batched(a, b, transA, transB)
}

func (r mmRule) batched(a, b *Tensor, transA, transB bool) *Tensor {
	if len(a.Shape) != 3 || len(b.Shape) != 3 || a.Shape[0] != b.Shape[0] {
		panic(fmt.Sprintf("repops: batched matmul needs [B,.,.] operands with equal B, got %v and %v", a.Shape, b.Shape))
	}
	bs := a.Shape[0]
	var out *Tensor
	for i := 0; i < bs; i++ {
		ai := FromData(a.Data[i*a.Shape[1]*a.Shape[2]:(i+1)*a.Shape[1]*a.Shape[2]], a.Shape[1], a.Shape[2])
		bi := FromData(b.Data[i*b.Shape[1]*b.Shape[2]:(i+1)*b.Shape[1]*b.Shape[2]], b.Shape[1], b.Shape[2])
		ci := r.matMul(ai, bi, transA, transB)
		if out == nil {
			out = Zeros(bs, ci.Shape[0], ci.Shape[1])
		}
		copy(out.Data[i*len(ci.Data):], ci.Data)
	}
	if out == nil {
		m, _, n := mmDims(Zeros(a.Shape[1], a.Shape[2]), Zeros(b.Shape[1], b.Shape[2]), transA, transB)
		out = Zeros(0, m, n)
	}
	return out
}

// MatMulPortable computes A B (non-transposed) with the portable Go path
// only, bypassing the assembly kernels; it is bit-identical to MatMul and
// MatMulRef (op set 1) and lets benchmarks and tests compare the two on
// one machine.
func MatMulPortable(a, b *Tensor) *Tensor {
	m, k, n := mmDims(a, b, false, false)
	c := Zeros(m, n)
	gemmGo(m, n, k, a.Data, b.Data, c.Data)
	return c
}

// kernelName names a kernel, "go" for the portable path (nil).
func kernelName(k *tileKernel) string {
	if k == nil {
		return "go"
	}
	return k.name
}

// KernelNameOpSet names the matmul kernel in use for op-set version
// version: "avx512", "avx2" or "go" for op set 1, "avx512-fma",
// "avx2-fma" or "go" for op set 2. It panics on a version KnownOpSet
// rejects.
func KernelNameOpSet(version int) string {
	mustOpSet(version)
	return kernelName(mmRuleOf(version).kernel())
}
