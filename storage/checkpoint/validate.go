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
// version, canonical header, every tensor's SHA-256 and the trailer.
func ValidateCheckpoint(r io.Reader) (string, uint64, error) {
	hdr, sum, err := repops.Verify(r)
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

// chunkFeed hands every chunk the importer reads to a validator running
// concurrently, through a bounded queue and without copying: chunks are
// never modified once read (the importer hashes and stores them, and the
// store copies on write). Importer and validator so use two cores instead
// of taking turns.
type chunkFeed struct {
	ch     chan []byte
	once   sync.Once
	closed bool
	cur    []byte
}

func newChunkFeed(depth int) *chunkFeed { return &chunkFeed{ch: make(chan []byte, depth)} }

// wrap returns a splitter that feeds each chunk of spl to the validator.
func (f *chunkFeed) wrap(spl chunker.Splitter) chunker.Splitter { return feedSplitter{spl, f} }

// Close ends the validator's input. Call it from the importing goroutine.
func (f *chunkFeed) Close() {
	f.once.Do(func() {
		f.closed = true
		close(f.ch)
	})
}

// Reader returns the validator's side.
func (f *chunkFeed) Reader() io.Reader { return feedReader{f} }

type feedSplitter struct {
	chunker.Splitter
	f *chunkFeed
}

func (s feedSplitter) NextBytes() ([]byte, error) {
	b, err := s.Splitter.NextBytes()
	if len(b) > 0 && !s.f.closed {
		s.f.ch <- b
	}
	return b, err
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
