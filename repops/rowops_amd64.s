//go:build amd64 && !purego

#include "textflag.h"

// Elementwise row operations of the attention's softmax, eight lanes at
// a time: each lane is one IEEE float32 multiply, subtract or divide,
// exactly rounded like the scalar operation, so the bits are the same.
// n is a positive multiple of 8.

// func mulScalarAVX2(dst, src *float32, n int, s float32)
// dst[i] = src[i] * s.
TEXT ·mulScalarAVX2(SB), NOSPLIT, $0-28
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS s+24(FP), Y0
mulloop:
	VMOVUPS (SI), Y1
	VMULPS Y0, Y1, Y1
	VMOVUPS Y1, (DI)
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ mulloop
	VZEROUPPER
	RET

// func subRangeAVX2(dst, src *float32, n int, m float32, lim *[2]float32) bool
// dst[i] = src[i] - m; reports whether every result lies in
// [lim[0], lim[1]] (ordered comparisons: a NaN is outside).
TEXT ·subRangeAVX2(SB), NOSPLIT, $0-41
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS m+24(FP), Y0
	MOVQ lim+32(FP), AX
	VBROADCASTSS 0(AX), Y1
	VBROADCASTSS 4(AX), Y2
	VPCMPEQD Y3, Y3, Y3
subloop:
	VMOVUPS (SI), Y4
	VSUBPS Y0, Y4, Y4
	VMOVUPS Y4, (DI)
	VCMPPS $0x1D, Y1, Y4, Y5
	VCMPPS $0x12, Y2, Y4, Y6
	VANDPS Y5, Y3, Y3
	VANDPS Y6, Y3, Y3
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ subloop
	VMOVMSKPS Y3, AX
	CMPL AX, $0xFF
	SETEQ ret+40(FP)
	VZEROUPPER
	RET

// func divScalarAVX2(dst, src *float32, n int, s float32)
// dst[i] = src[i] / s.
TEXT ·divScalarAVX2(SB), NOSPLIT, $0-28
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	VBROADCASTSS s+24(FP), Y0
divloop:
	VMOVUPS (SI), Y1
	VDIVPS Y0, Y1, Y1
	VMOVUPS Y1, (DI)
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ divloop
	VZEROUPPER
	RET
