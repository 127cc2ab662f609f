//go:build amd64 && !purego

#include "textflag.h"

// func anyAboveAVX2(p *float32, n int, lim uint32) bool
// n > 0, a multiple of 32; lim < 2^31. Whether any element's magnitude
// bits x = bits & 0x7fffffff exceed lim (signed compare; x is
// non-negative): with lim 0x7f800000 that is a NaN, with 0x7f7fffff a NaN
// or an infinity. The compare masks are ORed together and tested once at
// the end.
TEXT ·anyAboveAVX2(SB), NOSPLIT, $0-25
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ $0x7fffffff, AX
	MOVQ AX, X8
	VPBROADCASTD X8, Y8
	MOVL lim+16(FP), AX
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
	SETNE   ret+24(FP)
	VZEROUPPER
	RET
