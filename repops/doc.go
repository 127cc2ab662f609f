// Package repops holds Synod's reproducible operators: a float32 tensor
// type with canonical little-endian serialization and SHA-256 hashing,
// operators with a written canonical evaluation each, their backward
// passes on a tape, optimizers, a Philox counter-based RNG, elementary
// functions written in pure Go, and op tracing.
//
// The rule every function here keeps: a result is a pure function of the
// bits of its inputs, identical on every CPU architecture, GOAMD64 level,
// GOMAXPROCS setting, with or without the assembly fast paths. To that end:
//
//   - Every reduction has a fixed order (documented on each operator) and a
//     float32 accumulator. The compiler never fuses a multiply-add:
//     products are written float32(a*b) (or float64(a*b) inside the
//     elementary functions), which the Go specification guarantees is
//     rounded before the addition, so arm64, ppc64le, s390x and riscv64
//     cannot contract them into FMA instructions. Where an op set asks for
//     a fused multiply-add (matrix products from op set 2), it is FMA32,
//     computed exactly in portable Go, or a hardware FMA instruction that
//     gives the same bits.
//   - exp, log, tanh, sin, cos are computed by this package in float64
//     with explicitly rounded basic operations and rounded once to float32
//     (never math.Exp or math.Log, which have per-architecture assembly).
//     rsqrt uses math.Sqrt, which IEEE 754 requires to be correctly rounded
//     on every platform.
//   - Goroutine parallelism splits outputs, never a reduction: each output
//     element is computed entirely by one goroutine in the canonical order.
//   - The AVX2/AVX-512 matmul kernels of op set 1 multiply (VMULPS) and
//     then add (VADDPS), those of op set 2 run one VFMADD231PS per step
//     (only on CPUs with FMA3), in the same order as the portable Go path,
//     so they produce the same bits; tests check it. Build with -tags
//     purego to use only the portable path.
//   - Serialization and hashing are explicitly little-endian, never through
//     unsafe byte views.
//
// Tracing (Tracer, WithTracer) records every op of a step, forward,
// backward (one entry per gradient contribution and accumulation),
// clipping and optimizer updates, as entries that are each a single op:
// ReplayEntry recomputes any entry from the inputs its hashes name, under
// an op-set version that names the canonical evaluation of the whole op
// set; NewTracer(WithCapture()) keeps those inputs for verifiers.
//
// Op sets: this binary computes and replays every version from 1 to
// OpSetVersion (now 2). They differ only in matrix products (MatMul,
// BatchedMatMul, Linear, the products inside CausalSelfAttention, and so
// AttentionBlock and MLPBlock, forward and backward): op set 1 adds each
// rounded product, s + float32(a*b); op set 2 takes one fused
// multiply-add per step, FMA32(a, b, s). A Tape computes DefaultOpSet (1)
// unless made with WithOpSet, and the unversioned package functions
// (MatMul, BatchedMatMul, MatMulRef) compute op set 1; MatMulOpSet,
// BatchedMatMulOpSet and MatMulRefOpSet take the version.
//
// Higher layers: repops/models builds the MLP and the decoder-only
// transformer on top of the Tape; repops/checkpoint is the canonical
// checkpoint file format; repops/digest is the fixed suite whose digest
// every machine must reproduce. See docs/repops.md.
package repops
