package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"sync/atomic"

	repops "github.com/synod-net/synod/repops/checkpoint"
)

// ValidateCheckpointParallel checks exactly what ValidateCheckpoint
// (repops/checkpoint.Verify) checks: magic, version and canonical header
// (parsed by repops/checkpoint itself), every tensor's SHA-256, that no
// tensor holds a non-canonical NaN, the trailer SHA-256 over everything
// before it, and that nothing follows the trailer. The errors wrap the same
// repops sentinels. The difference is the schedule: the trailer hash runs on
// one goroutine and the per-tensor hashes and NaN scan on another, so the
// two full SHA-256 passes use two cores instead of one after the other.
func ValidateCheckpointParallel(r io.Reader) (string, uint64, error) {
	var src chunkSource
	if cs, ok := r.(chunkSource); ok {
		src = cs
	} else {
		src = &readerSource{r: r, free: make(chan *refBuf, 2*validateDepth+2)}
	}
	structCh := make(chan *refBuf, validateDepth)
	trailCh := make(chan *refBuf, validateDepth)
	trailRes := make(chan trailerSum, 1)
	go hashAllButTrailer(trailCh, trailRes)
	structRes := make(chan structResult, 1)
	go func() {
		cr := &chunkReader{ch: structCh}
		res := checkStructure(cr)
		cr.drain()
		structRes <- res
	}()
	var readErr error
	for {
		b, err := src.next()
		if b != nil {
			b.refs.Store(2)
			structCh <- b
			trailCh <- b
		}
		if err != nil {
			if err != io.EOF {
				readErr = err
			}
			break
		}
	}
	close(structCh)
	close(trailCh)
	sr := <-structRes
	tr := <-trailRes
	if readErr != nil {
		return "", 0, fmt.Errorf("checkpoint: reading: %w", readErr)
	}
	if sr.err != nil {
		return "", 0, sr.err
	}
	// The structure check read exactly prefix, header, data and a 32-byte
	// trailer with nothing after it, so the trailer goroutine hashed
	// exactly the bytes before the trailer.
	if tr.n < repops.HashSize || !bytes.Equal(tr.sum[:], sr.trailer[:]) {
		return "", 0, fmt.Errorf("%w: %w: trailer does not match the file contents", repops.ErrCorrupt, repops.ErrChecksum)
	}
	return hex.EncodeToString(sr.trailer[:]), sr.step, nil
}

const (
	validateDepth   = 8
	validateBufSize = 256 << 10
)

// refBuf is a chunk shared by the two validation goroutines; release
// recycles it once both are done (pooled buffers only).
type refBuf struct {
	b    []byte
	refs atomic.Int32
	pool chan *refBuf
}

func (b *refBuf) release() {
	if b.refs.Add(-1) == 0 && b.pool != nil {
		select {
		case b.pool <- b:
		default:
		}
	}
}

// chunkSource yields the input in chunks the caller may read but not
// modify; err is io.EOF at the end.
type chunkSource interface {
	next() (*refBuf, error)
}

// readerSource reads an io.Reader into pooled buffers.
type readerSource struct {
	r    io.Reader
	free chan *refBuf
}

func (s *readerSource) next() (*refBuf, error) {
	var b *refBuf
	select {
	case b = <-s.free:
	default:
		b = &refBuf{b: make([]byte, validateBufSize), pool: s.free}
	}
	n, err := io.ReadFull(s.r, b.b[:cap(b.b)])
	if err == io.ErrUnexpectedEOF {
		err = io.EOF
	}
	if n == 0 {
		return nil, err
	}
	b.b = b.b[:n]
	return b, err
}

// next hands the importer's chunks over without copying.
func (r feedReader) next() (*refBuf, error) {
	f := r.f
	if len(f.cur) > 0 {
		b := &refBuf{b: f.cur}
		f.cur = nil
		return b, nil
	}
	b, ok := <-f.ch
	if !ok {
		return nil, io.EOF
	}
	return &refBuf{b: b}, nil
}

type trailerSum struct {
	sum [sha256.Size]byte
	n   int64 // bytes seen in all
}

// hashAllButTrailer hashes every byte of the stream except the last 32,
// which it holds back.
func hashAllButTrailer(ch <-chan *refBuf, out chan<- trailerSum) {
	h := sha256.New()
	var tail [2 * repops.HashSize]byte
	nt := 0
	var n int64
	for b := range ch {
		p := b.b
		n += int64(len(p))
		if len(p) >= repops.HashSize {
			h.Write(tail[:nt])
			h.Write(p[:len(p)-repops.HashSize])
			nt = copy(tail[:], p[len(p)-repops.HashSize:])
		} else {
			nt += copy(tail[nt:], p)
			if nt > repops.HashSize {
				h.Write(tail[:nt-repops.HashSize])
				copy(tail[:], tail[nt-repops.HashSize:nt])
				nt = repops.HashSize
			}
		}
		b.release()
	}
	var res trailerSum
	h.Sum(res.sum[:0])
	res.n = n
	out <- res
}

// chunkReader reads a channel of chunks, as an io.Reader (for the header)
// or a chunk slice at a time (for the tensor data, without copying).
type chunkReader struct {
	ch  <-chan *refBuf
	cur *refBuf
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
	step    uint64
	trailer [repops.HashSize]byte
	err     error
}

// checkStructure validates header, tensors (digest and NaNs), the trailer's
// presence and the absence of trailing data, in stream order, with the
// same errors as repops/checkpoint.Verify.
func checkStructure(cr *chunkReader) structResult {
	var res structResult
	hdr, err := repops.ReadHeader(cr)
	if err != nil {
		res.err = err
		return res
	}
	var sum [sha256.Size]byte
	th := sha256.New()
	for _, e := range hdr.Tensors {
		th.Reset()
		var nc nanScan
		got, err := copyTensor(cr, e.Length, th, &nc)
		if err != nil {
			res.err = err
			return res
		}
		if got < e.Length {
			res.err = fmt.Errorf("%w: %w: tensor %q needs %d bytes, file holds %d", repops.ErrCorrupt, repops.ErrTruncated, e.Name, e.Length, got)
			return res
		}
		if hex.EncodeToString(th.Sum(sum[:0])) != e.SHA256 {
			res.err = fmt.Errorf("%w: %w: tensor %q data does not match its sha256", repops.ErrCorrupt, repops.ErrChecksum, e.Name)
			return res
		}
		if nc.bad {
			res.err = fmt.Errorf("%w: tensor %q element %d is a NaN with bits %08x; NaNs must be %08x", repops.ErrCorrupt, e.Name, nc.at, nc.bits, repops.CanonicalNaN)
			return res
		}
	}
	if _, err := io.ReadFull(cr, res.trailer[:]); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			res.err = fmt.Errorf("%w: %w: file ends inside the trailer", repops.ErrCorrupt, repops.ErrTruncated)
		} else {
			res.err = fmt.Errorf("checkpoint: reading trailer: %w", err)
		}
		return res
	}
	if cr.peek(1) != nil {
		res.err = fmt.Errorf("%w: data follows the trailer", repops.ErrCorrupt)
		return res
	}
	res.step = hdr.Step
	return res
}

// copyTensor feeds n bytes of tensor data to h and nc, chunk slice by
// chunk slice, and returns how many there were.
func copyTensor(cr *chunkReader, n int64, h hash.Hash, nc *nanScan) (int64, error) {
	var got int64
	for got < n {
		p := cr.peek(n - got)
		if p == nil {
			break
		}
		h.Write(p)
		nc.write(p)
		got += int64(len(p))
	}
	return got, nil
}

// nanScan finds the first float32 word (little-endian) that is a NaN other
// than repops' canonical one, whatever the chunking of its input.
type nanScan struct {
	part [4]byte
	np   int
	n    int // words seen
	bad  bool
	at   int
	bits uint32
}

func (c *nanScan) write(p []byte) {
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
	if w&0x7f800000 == 0x7f800000 && w&0x007fffff != 0 && w != repops.CanonicalNaN && !c.bad {
		c.bad, c.at, c.bits = true, c.n, w
	}
	c.n++
}
