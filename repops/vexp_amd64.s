//go:build amd64 && !purego

#include "textflag.h"

// func expAVX512(dst *float32, src *float32, n int, c *[16]uint64)
// dst[i] = float32(expCore(float64(src[i]))) for i < n (n > 0, a
// multiple of 8), eight lanes at a time in float64, with exactly
// expCore's operations in its order: one VMULPD or VADDPD/VSUBPD per
// rounded step (no FMA), VRNDSCALEPD for math.Floor, and 2^k built from
// its bits. c (expConsts) holds, as float64 bits, invLn2, 0.5, ln2Hi,
// ln2Lo, 1/11! and the 10 Horner coefficients after it (1/10! ... 1; the
// last step adds 1 again), then the integer 1023.
TEXT ·expAVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ c+24(FP), R8
	VBROADCASTSD 0(R8), Z16  // invLn2
	VBROADCASTSD 8(R8), Z17  // 0.5
	VBROADCASTSD 16(R8), Z18 // ln2Hi
	VBROADCASTSD 24(R8), Z19 // ln2Lo
	VBROADCASTSD 32(R8), Z20 // 1/11!
	VBROADCASTSD 40(R8), Z21
	VBROADCASTSD 48(R8), Z22
	VBROADCASTSD 56(R8), Z23
	VBROADCASTSD 64(R8), Z24
	VBROADCASTSD 72(R8), Z25
	VBROADCASTSD 80(R8), Z26
	VBROADCASTSD 88(R8), Z27
	VBROADCASTSD 96(R8), Z28
	VBROADCASTSD 104(R8), Z29
	VBROADCASTSD 112(R8), Z30 // 1
	VPBROADCASTQ 120(R8), Z31 // int64 1023

loop:
	VCVTPS2PD (SI), Z0        // x
	VMULPD Z16, Z0, Z1        // x*invLn2
	VADDPD Z17, Z1, Z1        // + 0.5
	VRNDSCALEPD $9, Z1, Z1    // k = floor (round down, no precision exception)
	VMULPD Z18, Z1, Z2        // k*ln2Hi
	VSUBPD Z2, Z0, Z2         // x - k*ln2Hi
	VMULPD Z19, Z1, Z3        // k*ln2Lo
	VSUBPD Z3, Z2, Z2         // r
	VMULPD Z2, Z20, Z4        // p = 1/11! * r
	VADDPD Z21, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z22, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z23, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z24, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z25, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z26, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z27, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z28, Z4, Z4
	VMULPD Z2, Z4, Z4
	VADDPD Z29, Z4, Z4        // + 0.5
	VMULPD Z2, Z4, Z4
	VADDPD Z30, Z4, Z4        // + 1
	VMULPD Z2, Z4, Z4
	VADDPD Z30, Z4, Z4        // + 1
	VCVTPD2QQ Z1, Z5          // int64(k), exact
	VPADDQ Z31, Z5, Z5
	VPSLLQ $52, Z5, Z5        // 2^k
	VMULPD Z5, Z4, Z4
	VCVTPD2PS Z4, Y4
	VMOVUPS Y4, (DI)
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNE loop
	VZEROUPPER
	RET

// func tanhAVX512(dst *float32, src *float32, n int, c *[40]uint64)
// dst[i] = Tanh(src[i]) for i < n (n > 0, a multiple of 8, no NaN in
// src), eight lanes at a time with exactly Tanh's float64 operations:
// with a = |x| and y = 2a, both t1 = em/(em+2) (em = expm1Small(y)) and
// t2 = (e-1)/(e+1) (e = expCore(y), as in expAVX512) are computed, then
// t = t1 where a < 0.25, 1 where a > 9.1, t2 elsewhere, negated where
// x < 0, and rounded to float32. c is tanhConsts.
TEXT ·tanhAVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ c+24(FP), R8
	VBROADCASTSD 0(R8), Z16  // invLn2
	VBROADCASTSD 8(R8), Z17  // 0.5
	VBROADCASTSD 16(R8), Z18 // ln2Hi
	VBROADCASTSD 24(R8), Z19 // ln2Lo
	VPBROADCASTQ 120(R8), Z20 // int64 1023
	VBROADCASTSD 232(R8), Z21 // 2
	VBROADCASTSD 240(R8), Z22 // 0.25
	VBROADCASTSD 248(R8), Z23 // 9.1
	VPBROADCASTQ 256(R8), Z24 // abs mask
	VPBROADCASTQ 264(R8), Z25 // sign bit
	VBROADCASTSD 112(R8), Z26 // 1
	VPXORQ Z27, Z27, Z27      // 0

loop:
	VCVTPS2PD (SI), Z0        // x
	VPANDQ Z24, Z0, Z1        // a = |x|
	VADDPD Z1, Z1, Z2         // y = 2a (exact)
	// em = expm1Small(y)
	VBROADCASTSD 128(R8), Z3  // 1/13!
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 136(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 144(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 152(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 160(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 168(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 176(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 184(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 192(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 200(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 208(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 216(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3
	VBROADCASTSD 224(R8), Z31
	VADDPD Z31, Z3, Z3
	VMULPD Z2, Z3, Z3         // em = p*y
	VADDPD Z21, Z3, Z4        // em + 2
	VDIVPD Z4, Z3, Z5         // t1 = em / (em+2)
	// e = expCore(y)
	VMULPD Z16, Z2, Z6        // y*invLn2
	VADDPD Z17, Z6, Z6
	VRNDSCALEPD $9, Z6, Z6    // k
	VMULPD Z18, Z6, Z7
	VSUBPD Z7, Z2, Z7         // y - k*ln2Hi
	VMULPD Z19, Z6, Z8
	VSUBPD Z8, Z7, Z7         // r
	VBROADCASTSD 32(R8), Z8   // 1/11!
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 40(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 48(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 56(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 64(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 72(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 80(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 88(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 96(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 104(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 112(R8), Z31
	VADDPD Z31, Z8, Z8
	VMULPD Z7, Z8, Z8
	VBROADCASTSD 112(R8), Z31
	VADDPD Z31, Z8, Z8
	VCVTPD2QQ Z6, Z9
	VPADDQ Z20, Z9, Z9
	VPSLLQ $52, Z9, Z9
	VMULPD Z9, Z8, Z8         // e
	VSUBPD Z26, Z8, Z10       // e - 1
	VADDPD Z26, Z8, Z11       // e + 1
	VDIVPD Z11, Z10, Z10      // t2
	VCMPPD $0x11, Z22, Z1, K1 // a < 0.25
	VCMPPD $0x1e, Z23, Z1, K2 // a > 9.1
	VMOVAPD Z5, K1, Z10       // t1 where a < 0.25
	VMOVAPD Z26, K2, Z10      // 1 where a > 9.1
	VCMPPD $0x11, Z27, Z0, K3 // x < 0
	VXORPD Z25, Z10, K3, Z10  // -t there
	VCVTPD2PS Z10, Y10
	VMOVUPS Y10, (DI)
	ADDQ $32, SI
	ADDQ $32, DI
	SUBQ $8, CX
	JNE loop
	VZEROUPPER
	RET
