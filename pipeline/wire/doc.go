// Package wire is the frame format of the SkipPipe runtime: activations
// travelling forward along a microbatch's path, gradients travelling back,
// parameter gradients exchanged by the data-parallel peers of a stage,
// and the few control frames of an iteration. Every number is
// little-endian; tensors are float32 with an explicit shape; decoding
// enforces limits and rejects non-finite values.
package wire
