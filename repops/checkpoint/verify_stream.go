package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
)

// StreamVerifier checks a checkpoint handed to it in chunks, exactly as
// Verify does (magic, version, canonical header, every tensor's hash, no
// non-canonical NaN, the trailer over prefix and header, nothing after
// the trailer), with the same errors. The check runs on its own
// goroutine, so the caller can go on reading (or importing) while the
// tensors are hashed. A caller that already holds the bytes in chunks (an
// importer cutting a file into blocks) hands them over without a copy.
//
// Feed and Close are called from one goroutine. Close must be called, also
// after an early stop, to end the goroutine.
type StreamVerifier struct {
	structCh  chan *chunk
	structRes chan structResult
	closed    bool
}

// streamDepth is how many chunks the verifier may have queued.
const streamDepth = 8

// NewStreamVerifier starts a verifier.
func NewStreamVerifier() *StreamVerifier {
	v := &StreamVerifier{
		structCh:  make(chan *chunk, streamDepth),
		structRes: make(chan structResult, 1),
	}
	go func() {
		cr := &chunkReader{ch: v.structCh}
		res := checkStructure(cr)
		cr.drain()
		v.structRes <- res
	}()
	return v
}

// Feed hands the next bytes of the checkpoint to the verifier. The
// verifier reads p after Feed returns: the caller must not modify p
// afterwards. Feed blocks while the verifier is a few chunks behind.
func (v *StreamVerifier) Feed(p []byte) {
	if len(p) > 0 && !v.closed {
		v.feed(&chunk{b: p})
	}
}

func (v *StreamVerifier) feed(c *chunk) {
	c.refs.Store(1)
	v.structCh <- c
}

// Close ends the input and returns the header and state hash (the
// trailer), or the first defect found. A second Close returns ErrInvalid.
func (v *StreamVerifier) Close() (*Header, [HashSize]byte, error) {
	var sum [HashSize]byte
	if v.closed {
		return nil, sum, fmt.Errorf("%w: verifier already closed", ErrInvalid)
	}
	v.closed = true
	close(v.structCh)
	sr := <-v.structRes
	if sr.err != nil {
		return nil, sum, sr.err
	}
	return sr.hdr, sr.trailer, nil
}

// VerifyParallel reads a whole checkpoint from r and checks it as Verify
// does, with the same errors, hashing on a second goroutine while the
// next bytes are read (see StreamVerifier).
func VerifyParallel(r io.Reader) (*Header, [HashSize]byte, error) {
	const bufSize = 256 << 10
	free := make(chan *chunk, streamDepth+2)
	v := NewStreamVerifier()
	var readErr error
	for {
		var c *chunk
		select {
		case c = <-free:
			c.b = c.b[:cap(c.b)]
		default:
			c = &chunk{b: make([]byte, bufSize), pool: free}
		}
		n, err := io.ReadFull(r, c.b)
		if n > 0 {
			c.b = c.b[:n]
			v.feed(c)
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			readErr = err
			break
		}
	}
	hdr, sum, err := v.Close()
	if readErr != nil {
		return nil, [HashSize]byte{}, fmt.Errorf("checkpoint: reading: %w", readErr)
	}
	return hdr, sum, err
}

// chunk is a piece of the input handed to the verifier's goroutine;
// release recycles it once it is done (pooled buffers only).
type chunk struct {
	b    []byte
	refs atomic.Int32
	pool chan *chunk
}

func (c *chunk) release() {
	if c.refs.Add(-1) == 0 && c.pool != nil {
		select {
		case c.pool <- c:
		default:
		}
	}
}

// chunkReader reads a channel of chunks, as an io.Reader (for the header)
// or a chunk slice at a time (for the tensor data, without copying).
type chunkReader struct {
	ch  <-chan *chunk
	cur *chunk
	off int
}

// peek returns up to max unread bytes of the current chunk, fetching the
// next one when it is used up; nil at the end of the stream.
func (c *chunkReader) peek(max int64) []byte {
	for c.cur == nil || c.off == len(c.cur.b) {
		if c.cur != nil {
			c.cur.release()
			c.cur = nil
		}
		b, ok := <-c.ch
		if !ok {
			return nil
		}
		c.cur, c.off = b, 0
	}
	p := c.cur.b[c.off:]
	if int64(len(p)) > max {
		p = p[:max]
	}
	c.off += len(p)
	return p
}

func (c *chunkReader) Read(p []byte) (int, error) {
	q := c.peek(int64(len(p)))
	if q == nil {
		return 0, io.EOF
	}
	return copy(p, q), nil
}

// drain releases every remaining chunk.
func (c *chunkReader) drain() {
	for c.peek(1<<62) != nil {
	}
	if c.cur != nil {
		c.cur.release()
		c.cur = nil
	}
}

type structResult struct {
	hdr     *Header
	trailer [HashSize]byte
	err     error
}

// checkStructure validates header, tensors (digest and NaNs), the
// trailer's presence and the absence of trailing data, in stream order,
// with the same errors as Verify.
func checkStructure(cr *chunkReader) structResult {
	var res structResult
	hh := sha256.New()
	hdr, err := readHeader(cr, hh)
	if err != nil {
		res.err = err
		return res
	}
	var sum [sha256.Size]byte
	for _, e := range hdr.Tensors {
		th := newTensorHasher(e.Shape)
		var nc nanScan
		var got int64
		for got < e.Length {
			p := cr.peek(e.Length - got)
			if p == nil {
				break
			}
			th.Write(p)
			nc.scan(p)
			got += int64(len(p))
		}
		if got < e.Length {
			res.err = fmt.Errorf("%w: %w: tensor %q needs %d bytes, file holds %d", ErrCorrupt, ErrTruncated, e.Name, e.Length, got)
			return res
		}
		if hex.EncodeToString(th.Sum(sum[:0])) != e.SHA256 {
			res.err = fmt.Errorf("%w: %w: tensor %q data does not match its sha256", ErrCorrupt, ErrChecksum, e.Name)
			return res
		}
		if nc.bad {
			res.err = corrupt("tensor %q element %d is a NaN with bits %08x; NaNs must be %08x", e.Name, nc.at, nc.bits, CanonicalNaN)
			return res
		}
	}
	if _, err := io.ReadFull(cr, res.trailer[:]); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			res.err = fmt.Errorf("%w: %w: file ends inside the trailer", ErrCorrupt, ErrTruncated)
		} else {
			res.err = fmt.Errorf("checkpoint: reading trailer: %w", err)
		}
		return res
	}
	if !bytes.Equal(hh.Sum(sum[:0]), res.trailer[:]) {
		res.err = fmt.Errorf("%w: %w: trailer does not match the header (the state hash)", ErrCorrupt, ErrChecksum)
		return res
	}
	if cr.peek(1) != nil {
		res.err = corrupt("data follows the trailer")
		return res
	}
	res.hdr = hdr
	return res
}

// nanScan finds the first little-endian float32 word that is a NaN other
// than CanonicalNaN, whatever the chunking of its input.
type nanScan struct {
	part [4]byte
	np   int
	n    int // words seen
	bad  bool
	at   int
	bits uint32
}

// Write scans p; it never fails (an io.Writer for io.MultiWriter).
func (c *nanScan) Write(p []byte) (int, error) {
	c.scan(p)
	return len(p), nil
}

func (c *nanScan) scan(p []byte) {
	if c.bad {
		return
	}
	if c.np > 0 {
		k := copy(c.part[c.np:], p)
		c.np += k
		p = p[k:]
		if c.np < 4 {
			return
		}
		c.word(binary.LittleEndian.Uint32(c.part[:]))
		c.np = 0
	}
	// Fast path, 32 bytes (8 words) at a time: a word's exponent is all
	// ones (infinity or NaN) exactly when adding 1 to its exponent field
	// carries into the sign bit; the lanes of a uint64 cannot carry into
	// each other. Blocks with such a word take the word-by-word path.
	const expMask, expOne, carry = 0x7f8000007f800000, 0x0080000000800000, 0x8000000080000000
	for len(p) >= 32 {
		a := binary.LittleEndian.Uint64(p)
		b := binary.LittleEndian.Uint64(p[8:])
		d := binary.LittleEndian.Uint64(p[16:])
		e := binary.LittleEndian.Uint64(p[24:])
		if ((a&expMask+expOne)|(b&expMask+expOne)|(d&expMask+expOne)|(e&expMask+expOne))&carry == 0 {
			c.n += 8
			p = p[32:]
			continue
		}
		for i := 0; i < 32; i += 4 {
			c.word(binary.LittleEndian.Uint32(p[i:]))
		}
		if c.bad {
			return
		}
		p = p[32:]
	}
	for len(p) >= 4 {
		c.word(binary.LittleEndian.Uint32(p))
		if c.bad {
			return
		}
		p = p[4:]
	}
	c.np = copy(c.part[:], p)
}

func (c *nanScan) word(w uint32) {
	if isNaNBits(w) && w != CanonicalNaN && !c.bad {
		c.bad, c.at, c.bits = true, c.n, w
	}
	c.n++
}
