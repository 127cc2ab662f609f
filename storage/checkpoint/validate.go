package checkpoint

import (
	"encoding/hex"
	"io"
	"sync"

	chunker "github.com/ipfs/boxo/chunker"

	repops "github.com/synod-net/synod/repops/checkpoint"
)

// Validator checks the bytes of a checkpoint as they stream past. It
// returns the repops state hash (hex) and step, or an error naming the
// defect.
type Validator func(r io.Reader) (stateHash string, step uint64, err error)

// ValidateCheckpoint validates r with repops/checkpoint's decoder: magic,
// version, canonical header, every tensor's SHA-256, canonical NaNs and the
// trailer, on one goroutine.
func ValidateCheckpoint(r io.Reader) (string, uint64, error) {
	hdr, sum, err := repops.Verify(r)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(sum[:]), hdr.Step, nil
}

// ValidateCheckpointParallel checks what ValidateCheckpoint checks, with
// the same errors, with repops/checkpoint.VerifyParallel: the tensors are
// hashed on a second goroutine while the next bytes are read.
func ValidateCheckpointParallel(r io.Reader) (string, uint64, error) {
	hdr, sum, err := repops.VerifyParallel(r)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(sum[:]), hdr.Step, nil
}

type validation struct {
	stateHash string
	step      uint64
	err       error
}

// runValidation runs v over r in its own goroutine, then drains r so the
// writer never blocks.
func runValidation(r io.Reader, v Validator) <-chan validation {
	out := make(chan validation, 1)
	go func() {
		h, step, err := v(r)
		_, _ = io.Copy(io.Discard, r)
		out <- validation{stateHash: h, step: step, err: err}
	}()
	return out
}

// importCheck validates the chunks an import reads while it imports them.
type importCheck interface {
	// feed hands over a chunk the importer will never modify.
	feed(p []byte)
	// finish ends the input and returns the outcome; called once, from the
	// importing goroutine, also after an early stop.
	finish() validation
}

// streamCheck is the default: repops' StreamVerifier reads the importer's
// chunks in place (no copy) on two goroutines of its own.
type streamCheck struct{ v *repops.StreamVerifier }

func newStreamCheck() streamCheck { return streamCheck{repops.NewStreamVerifier()} }

func (c streamCheck) feed(p []byte) { c.v.Feed(p) }

func (c streamCheck) finish() validation {
	hdr, sum, err := c.v.Close()
	if err != nil {
		return validation{err: err}
	}
	return validation{stateHash: hex.EncodeToString(sum[:]), step: hdr.Step}
}

// readerCheck runs any Validator over the chunks through a bounded queue.
type readerCheck struct {
	f   *chunkFeed
	res <-chan validation
}

func newReaderCheck(v Validator) readerCheck {
	f := newChunkFeed(8)
	return readerCheck{f: f, res: runValidation(feedReader{f}, v)}
}

func (c readerCheck) feed(p []byte) { c.f.put(p) }

func (c readerCheck) finish() validation {
	c.f.Close()
	return <-c.res
}

// checkedSplitter hands every chunk of a splitter to an importCheck.
type checkedSplitter struct {
	chunker.Splitter
	c importCheck
}

func (s checkedSplitter) NextBytes() ([]byte, error) {
	b, err := s.Splitter.NextBytes()
	if len(b) > 0 {
		s.c.feed(b)
	}
	return b, err
}

// chunkFeed hands chunks to a validator goroutine through a bounded queue,
// without copying: chunks are never modified once read.
type chunkFeed struct {
	ch     chan []byte
	once   sync.Once
	closed bool
	cur    []byte
}

func newChunkFeed(depth int) *chunkFeed { return &chunkFeed{ch: make(chan []byte, depth)} }

func (f *chunkFeed) put(b []byte) {
	if !f.closed {
		f.ch <- b
	}
}

// Close ends the validator's input. Call it from the feeding goroutine.
func (f *chunkFeed) Close() {
	f.once.Do(func() {
		f.closed = true
		close(f.ch)
	})
}

type feedReader struct{ f *chunkFeed }

func (r feedReader) Read(p []byte) (int, error) {
	f := r.f
	for len(f.cur) == 0 {
		b, ok := <-f.ch
		if !ok {
			return 0, io.EOF
		}
		f.cur = b
	}
	n := copy(p, f.cur)
	f.cur = f.cur[n:]
	return n, nil
}
