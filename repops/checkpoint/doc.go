// Package checkpoint defines the canonical byte format of a Synod model
// checkpoint and its encoder, validating decoder and state hash.
//
// A checkpoint file is, in order:
//
//	magic            8 bytes  "SYNODCKP"
//	version          uint32 little-endian, currently 2
//	header length    uint32 little-endian, at most MaxHeaderSize
//	header           canonical JSON (see Header)
//	tensor data      each tensor's float32 elements, little-endian, contiguous in table order,
//	                 every NaN as 0x7fc00000 (CanonicalNaN)
//	trailer          32 bytes: SHA-256 over magic, version, header length and header
//
// The header is canonical: it is exactly what encoding/json produces for the
// Header struct (no insignificant whitespace, object keys of the model
// config sorted), and the decoder rejects any other spelling. Each tensor
// entry names its byte offset (relative to the start of the data section),
// byte length (4 times the product of its shape) and its tensor hash:
// SHA-256 over the uint32 little-endian rank, each dimension as uint32
// little-endian and the tensor's bytes (TensorHash, the repops tensor
// hash that op traces use too). Because the encoding of a given state is
// unique and the header holds every tensor's hash, the trailer is the
// state hash: it binds the model config, step, RNG counters and every
// named tensor, weights and optimizer state alike, while each tensor's
// bytes are hashed only once. StateHash computes it without writing a
// file, taking tensor hashes the caller already holds (Tensor.Hash): a
// traced training step hashes the updated weights and moments for its
// trace, and the state hash reuses them.
//
// The decoder treats its input as hostile: it bounds the header size, the
// tensor count, tensor ranks and element counts, allocates only as data
// actually arrives, and reports every defect as a typed error (ErrBadMagic,
// ErrUnsupportedVersion, ErrCorrupt, ErrTruncated, ErrChecksum, ErrLimit)
// wrapped with context naming what is wrong. Verify checks a whole file on
// the calling goroutine; VerifyParallel and StreamVerifier check the same
// things with the same errors on a goroutine of their own while the
// caller goes on reading, the latter reading chunks its caller already
// holds in place.
package checkpoint
