//go:build amd64 && !purego

#include "textflag.h"

// func anyNaNAVX2(p *float32, n int) bool
// n > 0, a multiple of 32. For each element x = bits & 0x7fffffff, a NaN
// is exactly x > 0x7f800000 (signed compare; x is non-negative); the
// compare masks are ORed together and tested once at the end.
TEXT ·anyNaNAVX2(SB), NOSPLIT, $0-17
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ $0x7fffffff, AX
	MOVQ AX, X8
	VPBROADCASTD X8, Y8
	MOVQ $0x7f800000, AX
	MOVQ AX, X9
	VPBROADCASTD X9, Y9
	VPXOR Y0, Y0, Y0
	VPXOR Y5, Y5, Y5

loop:
	VPAND    (SI), Y8, Y1
	VPAND    32(SI), Y8, Y2
	VPAND    64(SI), Y8, Y3
	VPAND    96(SI), Y8, Y4
	VPCMPGTD Y9, Y1, Y1
	VPCMPGTD Y9, Y2, Y2
	VPCMPGTD Y9, Y3, Y3
	VPCMPGTD Y9, Y4, Y4
	VPOR     Y1, Y0, Y0
	VPOR     Y2, Y5, Y5
	VPOR     Y3, Y0, Y0
	VPOR     Y4, Y5, Y5
	ADDQ     $128, SI
	SUBQ     $32, CX
	JNZ      loop

	VPOR    Y5, Y0, Y0
	VPTEST  Y0, Y0
	SETNE   ret+16(FP)
	VZEROUPPER
	RET
