package repops

import "math"

// The attention's products involve triangular matrices: causal scores
// are only needed on and below the diagonal, and the probabilities and
// their gradients are zero above it (or, transposed, below it). These
// variants of gemmSerial skip that work without changing a bit of what
// is kept:
//
//   - triLowerOut computes C[i,j] only for j <= i (the rest of c is left
//     as it was); each computed element is the full canonical sum.
//   - triLowerA takes A[i,p] = 0 for p > i and leaves those terms out
//     of row i's sum; triUpperA takes A[i,p] = 0 for p < i.
//
// Leaving out a term s + float32(0*b) (or FMA32(0, b, s)) changes
// nothing when b is finite: the canonical sum starts at +0 and can never
// become -0 (x + y is -0 only when both are -0), and adding ±0 to any
// other value returns it unchanged. The callers check that B is finite
// and use the full product otherwise (0 times an infinity is NaN).
type triMode uint8

// The triangular modes; 0 is the full product.
const (
	triLowerOut triMode = iota + 1
	triLowerA
	triUpperA
)

// gemmTri computes c[m,n] = a[m,k] b[k,n] with rule r on the calling
// goroutine, in full (mode 0: gemmSerial) or for a triangular mode.
func (r mmRule) gemmTri(mode triMode, m, n, k int, a, b, c []float32) {
	if m == 0 || n == 0 {
		return
	}
	// kRange is the range of terms row i needs (triLowerA and triUpperA).
	kRange := func(i int) (int, int) {
		switch mode {
		case triLowerA:
			return 0, min(i+1, k)
		case triUpperA:
			return min(i, k), k
		}
		return 0, k
	}
	kern := r.kernelFor(n)
	if kern == nil || m*n*k < 4096 {
		for i := 0; i < m; i++ {
			lo, hi := kRange(i)
			if hi <= lo {
				clear(c[i*n : i*n+n])
				continue
			}
			r.gemmRow(c[i*n:i*n+n], a[i*k+lo:i*k+hi], b[lo*n:], n)
		}
		return
	}
	mr, nr := kern.mr, kern.nr
	// B exactly one panel wide is its own packed panel, and the kernel
	// writes a full tile of C in place (its rows are nr apart there too).
	whole := n == nr
	var out, bp, apad []float32
	for j0 := 0; j0 < n; j0 += nr {
		w := min(nr, n-j0)
		if whole {
			bp = b[:k*nr]
		} else {
			if bp == nil {
				bp = make([]float32, k*nr)
			}
			clear(bp)
			for p := 0; p < k; p++ {
				copy(bp[p*nr:p*nr+w], b[p*n+j0:p*n+j0+w])
			}
		}
		i0 := 0
		if mode == triLowerOut {
			i0 = j0 / mr * mr // row blocks wholly above this panel need none of it
		}
		for ; i0 < m; i0 += mr {
			rows := min(mr, m-i0)
			// The block's rows share one range of terms: the union of
			// theirs (the extra terms are zeros of A, left in).
			lo, _ := kRange(i0)
			_, hi := kRange(i0 + rows - 1)
			if hi <= lo {
				for ri := 0; ri < rows; ri++ {
					clear(c[(i0+ri)*n+j0 : (i0+ri)*n+j0+w])
				}
				continue
			}
			ablk, lda := a[i0*k+lo:], k
			if rows < mr {
				if apad == nil {
					apad = make([]float32, mr*k)
				}
				clear(apad)
				for ri := 0; ri < rows; ri++ {
					copy(apad[ri*(hi-lo):(ri+1)*(hi-lo)], a[(i0+ri)*k+lo:(i0+ri)*k+hi])
				}
				ablk, lda = apad, hi-lo
			}
			if whole && rows == mr {
				kern.run(ablk, lda, bp[lo*nr:], hi-lo, c[i0*n:(i0+mr)*n])
				continue
			}
			if out == nil {
				out = make([]float32, mr*nr)
			}
			kern.run(ablk, lda, bp[lo*nr:], hi-lo, out)
			for ri := 0; ri < rows; ri++ {
				copy(c[(i0+ri)*n+j0:(i0+ri)*n+j0+w], out[ri*nr:ri*nr+w])
			}
		}
	}
}

// allFinite reports whether every value of x is finite.
func allFinite(x []float32) bool { return allFiniteVector(x) }

// allFiniteGo is allFinite in portable Go: no magnitude's bits exceed the
// largest finite float32's (0x7f7fffff), tested without branches, four
// lanes at a time.
func allFiniteGo(x []float32) bool {
	const maxFinite = 0x7f7fffff
	var a0, a1, a2, a3 uint32
	i := 0
	for ; i+4 <= len(x); i += 4 {
		a0 |= maxFinite - math.Float32bits(x[i])&0x7fffffff
		a1 |= maxFinite - math.Float32bits(x[i+1])&0x7fffffff
		a2 |= maxFinite - math.Float32bits(x[i+2])&0x7fffffff
		a3 |= maxFinite - math.Float32bits(x[i+3])&0x7fffffff
	}
	for ; i < len(x); i++ {
		a0 |= maxFinite - math.Float32bits(x[i])&0x7fffffff
	}
	return (a0|a1|a2|a3)>>31 == 0
}
