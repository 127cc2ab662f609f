package repops

import (
	"math"
	"testing"
)

func randTensor(p *Philox, shape ...int) *Tensor {
	t := Zeros(shape...)
	p.FillNormal(t, 1)
	return t
}

func sameBits(t *testing.T, what string, got, want *Tensor) {
	t.Helper()
	if !got.SameShape(want) {
		t.Fatalf("%s: shape %v, want %v", what, got.Shape, want.Shape)
	}
	for i := range want.Data {
		if math.Float32bits(got.Data[i]) != math.Float32bits(want.Data[i]) {
			t.Fatalf("%s: element %d = %x, want %x", what, i, math.Float32bits(got.Data[i]), math.Float32bits(want.Data[i]))
		}
	}
}

func TestMatMulBitsMatchReference(t *testing.T) {
	p := NewPhilox(11, 0)
	// n equal to a kernel's panel width (16, 64; 8 for goTile(4, 8)) takes
	// the unpacked path that writes whole tiles in place, m not a multiple
	// of 4 its partial last row block.
	shapes := [][3]int{{1, 1, 1}, {3, 5, 7}, {4, 64, 64}, {5, 65, 17}, {33, 100, 129}, {70, 3, 200}, {2, 0, 3}, {64, 64, 64}, {6, 16, 16}, {9, 7, 64}, {3, 8, 8}, {13, 5, 8}}
	for _, s := range shapes {
		m, k, n := s[0], s[1], s[2]
		for _, tr := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			ash := []int{m, k}
			if tr[0] {
				ash = []int{k, m}
			}
			bsh := []int{k, n}
			if tr[1] {
				bsh = []int{n, k}
			}
			a, b := randTensor(p, ash...), randTensor(p, bsh...)
			if len(a.Data) > 3 {
				a.Data[1] = 1e-40 // subnormal
				a.Data[2] = 3e38  // overflow to Inf in some sums
			}
			ref := MatMulRef(a, b, tr[0], tr[1])
			sameBits(t, "MatMul", MatMul(a, b, tr[0], tr[1]), ref)
			ad, bd := a.Data, b.Data
			if tr[0] {
				ad = transpose2(a.Data, k, m)
			}
			if tr[1] {
				bd = transpose2(b.Data, n, k)
			}
			kerns := append(availableKernels(), goTile(4, 8), goTile(3, 5))
			for _, kern := range kerns {
				c := Zeros(m, n)
				if m > 0 && n > 0 {
					gemmTiled(kern, m, n, k, ad, bd, c.Data)
				}
				sameBits(t, "tiled", c, ref)
			}
			c := Zeros(m, n)
			gemmGo(m, n, k, ad, bd, c.Data)
			sameBits(t, "gemmGo", c, ref)
			c = Zeros(m, n)
			gemmSerial(m, n, k, ad, bd, c.Data)
			sameBits(t, "gemmSerial", c, ref)
		}
	}
}

func TestBatchedMatMul(t *testing.T) {
	p := NewPhilox(12, 0)
	a, b := randTensor(p, 3, 4, 5), randTensor(p, 3, 6, 5)
	c := BatchedMatMul(a, b, false, true)
	for i := 0; i < 3; i++ {
		ai := FromData(a.Data[i*20:(i+1)*20], 4, 5)
		bi := FromData(b.Data[i*30:(i+1)*30], 6, 5)
		sameBits(t, "batch", FromData(c.Data[i*24:(i+1)*24], 4, 6), MatMulRef(ai, bi, false, true))
	}
}

// TestTranspose2 checks the blocked transpose against the definition on
// shapes with and without whole 8 x 8 blocks.
func TestTranspose2(t *testing.T) {
	for _, rc := range [][2]int{{0, 5}, {1, 1}, {3, 5}, {8, 8}, {9, 17}, {16, 7}, {37, 19}, {64, 200}} {
		r, c := rc[0], rc[1]
		src := make([]float32, r*c)
		for i := range src {
			src[i] = float32(i) + 0.5
		}
		got := transpose2(src, r, c)
		for i := 0; i < r; i++ {
			for j := 0; j < c; j++ {
				if got[j*r+i] != src[i*c+j] {
					t.Fatalf("%dx%d: [%d,%d] = %v, want %v", r, c, j, i, got[j*r+i], src[i*c+j])
				}
			}
		}
	}
}
