//go:build amd64 && !purego

#include "textflag.h"

// BLOCK8(col) transposes the 8 x 8 block of src at rows AX, columns col
// into dst at rows col, columns AX (R8, R9: the row strides of dst and src,
// in bytes). It clobbers CX, DX and Y0-Y15.
#define BLOCK8(col) \
	MOVQ AX, CX \
	IMULQ R9, CX \
	ADDQ SI, CX \
	LEAQ (CX)(col*4), CX \
	MOVQ col, DX \
	IMULQ R8, DX \
	ADDQ DI, DX \
	LEAQ (DX)(AX*4), DX \
	VMOVUPS (CX), Y0 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y1 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y2 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y3 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y4 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y5 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y6 \
	ADDQ R9, CX \
	VMOVUPS (CX), Y7 \
	VUNPCKLPS Y1, Y0, Y8 \
	VUNPCKHPS Y1, Y0, Y9 \
	VUNPCKLPS Y3, Y2, Y10 \
	VUNPCKHPS Y3, Y2, Y11 \
	VUNPCKLPS Y5, Y4, Y12 \
	VUNPCKHPS Y5, Y4, Y13 \
	VUNPCKLPS Y7, Y6, Y14 \
	VUNPCKHPS Y7, Y6, Y15 \
	VSHUFPS $0x44, Y10, Y8, Y0 \
	VSHUFPS $0xEE, Y10, Y8, Y1 \
	VSHUFPS $0x44, Y11, Y9, Y2 \
	VSHUFPS $0xEE, Y11, Y9, Y3 \
	VSHUFPS $0x44, Y14, Y12, Y4 \
	VSHUFPS $0xEE, Y14, Y12, Y5 \
	VSHUFPS $0x44, Y15, Y13, Y6 \
	VSHUFPS $0xEE, Y15, Y13, Y7 \
	VPERM2F128 $0x20, Y4, Y0, Y8 \
	VPERM2F128 $0x20, Y5, Y1, Y9 \
	VPERM2F128 $0x20, Y6, Y2, Y10 \
	VPERM2F128 $0x20, Y7, Y3, Y11 \
	VPERM2F128 $0x31, Y4, Y0, Y12 \
	VPERM2F128 $0x31, Y5, Y1, Y13 \
	VPERM2F128 $0x31, Y6, Y2, Y14 \
	VPERM2F128 $0x31, Y7, Y3, Y15 \
	VMOVUPS Y8, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y9, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y10, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y11, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y12, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y13, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y14, (DX) \
	ADDQ R8, DX \
	VMOVUPS Y15, (DX)

// func transpose8AVX2(dst *float32, src *float32, r, c, rb, cb int)
// For every 8 x 8 block at (i0, j0), i0 < rb and j0 < cb multiples of 8:
// dst[(j0+jj)*r+i0+ii] = src[(i0+ii)*c+j0+jj]. It only moves values
// (loads, shuffles, stores): every bit is kept. It goes down strips of 16
// columns (two blocks side by side, whole 64-byte lines of src), so that
// the 16 rows of dst a strip fills are each written in order.
TEXT ·transpose8AVX2(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ r+16(FP), R8
	SHLQ $2, R8
	MOVQ c+24(FP), R9
	SHLQ $2, R9
	MOVQ rb+32(FP), R10
	MOVQ cb+40(FP), R11
	XORQ BX, BX
colloop:
	CMPQ BX, R11
	JGE done
	LEAQ 8(BX), R13
	XORQ AX, AX
rowloop:
	CMPQ AX, R10
	JGE nextcol
	BLOCK8(BX)
	CMPQ R13, R11
	JGE nextrow
	BLOCK8(R13)
nextrow:
	ADDQ $8, AX
	JMP rowloop
nextcol:
	ADDQ $16, BX
	JMP colloop
done:
	VZEROUPPER
	RET
