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

// func geluGradAVX2(dst, gr, x, t *float32, n int, c *[4]float32)
// dst[i] = gr[i] * geluGrad(x[i], t[i]) with c = {float32(3*geluA),
// float32(geluC), 1, 0.5}: geluGrad's operations in its order, each
// rounded to float32 (VMULPS, VADDPS, VSUBPS; no fused multiply-add).
TEXT ·geluGradAVX2(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ gr+8(FP), SI
	MOVQ x+16(FP), R8
	MOVQ t+24(FP), R9
	MOVQ n+32(FP), CX
	MOVQ c+40(FP), AX
	VBROADCASTSS 0(AX), Y10
	VBROADCASTSS 4(AX), Y11
	VBROADCASTSS 8(AX), Y12
	VBROADCASTSS 12(AX), Y13
geluloop:
	VMOVUPS (R8), Y0
	VMOVUPS (R9), Y1
	VMULPS Y0, Y0, Y2
	VMULPS Y2, Y10, Y2
	VADDPS Y2, Y12, Y2
	VMULPS Y2, Y11, Y2
	VMULPS Y1, Y1, Y3
	VSUBPS Y3, Y12, Y3
	VMULPS Y0, Y13, Y4
	VMULPS Y3, Y4, Y4
	VMULPS Y2, Y4, Y4
	VADDPS Y1, Y12, Y5
	VMULPS Y5, Y13, Y5
	VADDPS Y4, Y5, Y5
	VMOVUPS (SI), Y6
	VMULPS Y5, Y6, Y6
	VMOVUPS Y6, (DI)
	ADDQ $32, SI
	ADDQ $32, DI
	ADDQ $32, R8
	ADDQ $32, R9
	SUBQ $8, CX
	JNZ geluloop
	VZEROUPPER
	RET

// func geluArgAVX2(dst, x *float32, n int, c *[4]float32) bool
// dst[i] = geluArg(x[i]) with c = {float32(geluA), float32(geluC), ...}:
// u = c1 * (x + (c0*x) * (x*x)), each operation rounded to float32;
// reports whether any u is NaN.
TEXT ·geluArgAVX2(SB), NOSPLIT, $0-33
	MOVQ dst+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ c+24(FP), AX
	VBROADCASTSS 0(AX), Y10
	VBROADCASTSS 4(AX), Y11
	VXORPS Y9, Y9, Y9
argloop:
	VMOVUPS (SI), Y0
	VMULPS Y0, Y10, Y1
	VMULPS Y0, Y0, Y2
	VMULPS Y2, Y1, Y1
	VADDPS Y1, Y0, Y1
	VMULPS Y1, Y11, Y1
	VMOVUPS Y1, (DI)
	VCMPPS $0x03, Y1, Y1, Y3
	VORPS Y3, Y9, Y9
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ argloop
	VMOVMSKPS Y9, AX
	TESTL AX, AX
	SETNE ret+32(FP)
	VZEROUPPER
	RET

// func geluOutAVX2(dst, x, t *float32, n int)
// dst[i] = (0.5*x[i]) * (1+t[i]), each operation rounded to float32.
TEXT ·geluOutAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ t+16(FP), R8
	MOVQ n+24(FP), CX
	MOVL $0x3f000000, AX
	MOVL AX, X12
	VBROADCASTSS X12, Y12
	MOVL $0x3f800000, AX
	MOVL AX, X13
	VBROADCASTSS X13, Y13
outloop:
	VMOVUPS (SI), Y0
	VMOVUPS (R8), Y1
	VMULPS Y0, Y12, Y0
	VADDPS Y1, Y13, Y1
	VMULPS Y1, Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, R8
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ outloop
	VZEROUPPER
	RET

// func softmaxGradAVX2(dst, p, dp *float32, n int, cs, scale float32)
// dst[i] = ((dp[i] - cs) * p[i]) * scale, each operation rounded to
// float32 (the attention's ds).
TEXT ·softmaxGradAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ dp+16(FP), R8
	MOVQ n+24(FP), CX
	VBROADCASTSS cs+32(FP), Y10
	VBROADCASTSS scale+36(FP), Y11
sgloop:
	VMOVUPS (R8), Y0
	VSUBPS Y10, Y0, Y0
	VMOVUPS (SI), Y1
	VMULPS Y0, Y1, Y1
	VMULPS Y11, Y1, Y1
	VMOVUPS Y1, (DI)
	ADDQ $32, SI
	ADDQ $32, R8
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ sgloop
	VZEROUPPER
	RET

// func addAVX2(dst, a, b *float32, n int)
// dst[i] = a[i] + b[i], each sum exactly rounded (VADDPS).
TEXT ·addAVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), R8
	MOVQ n+24(FP), CX
addloop:
	VMOVUPS (SI), Y0
	VMOVUPS (R8), Y1
	VADDPS Y1, Y0, Y0
	VMOVUPS Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, R8
	ADDQ $32, DI
	SUBQ $8, CX
	JNZ addloop
	VZEROUPPER
	RET
