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
//     float32 accumulator. Multiply-adds are never fused: products are
//     written float32(a*b) (or float64(a*b) inside the elementary
//     functions), which the Go specification guarantees is rounded before
//     the addition, so arm64, ppc64le, s390x and riscv64 cannot contract
//     them into FMA instructions.
//   - exp, log, tanh, sin, cos are computed by this package in float64
//     with explicitly rounded basic operations and rounded once to float32
//     (never math.Exp or math.Log, which have per-architecture assembly).
//     rsqrt uses math.Sqrt, which IEEE 754 requires to be correctly rounded
//     on every platform.
//   - Goroutine parallelism splits outputs, never a reduction: each output
//     element is computed entirely by one goroutine in the canonical order.
//   - The AVX2/AVX-512 matmul kernels multiply (VMULPS) and then add
//     (VADDPS) in the same order as the portable Go path, so they produce
//     the same bits; tests check it. Build with -tags purego to use only the
//     portable path.
//   - Serialization and hashing are explicitly little-endian, never through
//     unsafe byte views.
//
// Tracing (Tracer, WithTracer) records every op of a step, forward,
// backward (one entry per gradient contribution and accumulation),
// clipping and optimizer updates, as entries that are each a single op:
// ReplayEntry recomputes any entry from the inputs its hashes name, under
// an op-set version (OpSetVersion) that names the canonical evaluation of
// the whole op set; NewTracer(WithCapture()) keeps those inputs for
// verifiers.
//
// Higher layers: repops/models builds the MLP and the decoder-only
// transformer on top of the Tape; repops/checkpoint is the canonical
// checkpoint file format; repops/digest is the fixed suite whose digest
// every machine must reproduce. See docs/repops.md.
package repops
