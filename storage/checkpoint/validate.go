package checkpoint

import (
	"encoding/hex"
	"io"
	"sync"

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

// asyncTee is an io.Reader that hands a copy of everything read through it
// to a second reader running concurrently, through a bounded queue, so the
// importer and the validator use two cores instead of taking turns.
type asyncTee struct {
	src    io.Reader
	ch     chan []byte
	once   sync.Once
	cur    []byte
	closed bool
}

func newAsyncTee(src io.Reader, depth int) *asyncTee {
	return &asyncTee{src: src, ch: make(chan []byte, depth)}
}

// Read reads from the source and queues a copy for the second reader.
func (t *asyncTee) Read(p []byte) (int, error) {
	n, err := t.src.Read(p)
	if n > 0 && !t.closed {
		t.ch <- append([]byte(nil), p[:n]...)
	}
	return n, err
}

// Close ends the second reader's input. Call it from the goroutine that
// calls Read.
func (t *asyncTee) Close() {
	t.once.Do(func() {
		t.closed = true
		close(t.ch)
	})
}

// Reader returns the second reader.
func (t *asyncTee) Reader() io.Reader { return teeReader{t} }

type teeReader struct{ t *asyncTee }

func (r teeReader) Read(p []byte) (int, error) {
	t := r.t
	for len(t.cur) == 0 {
		b, ok := <-t.ch
		if !ok {
			return 0, io.EOF
		}
		t.cur = b
	}
	n := copy(p, t.cur)
	t.cur = t.cur[n:]
	return n, nil
}
