package wire

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Version is the frame format version (the first byte of every frame).
const Version = 1

// Kind says what a frame carries.
type Kind uint8

// Frame kinds.
const (
	// KindActivation carries a microbatch's activations forward to the
	// peer at Route[Pos].
	KindActivation Kind = 1
	// KindGradient carries the gradient of a microbatch's activations
	// back to the peer at Route[Pos].
	KindGradient Kind = 2
	// KindGradSync carries one parameter's local gradient (MB is the
	// parameter index, Pos the sender's rank in its stage) to the other
	// peers of the stage; a frame without shape means no gradient.
	KindGradSync Kind = 3
	// KindAbort tells a peer to forget microbatch attempt MB (it was
	// re-planned along another path). No tensor.
	KindAbort Kind = 4
	// KindDone tells every peer that the sender's microbatches of the
	// iteration have all finished; Route lists the peers the sender has
	// dropped. No tensor.
	KindDone Kind = 5
	// KindDrop tells every peer that the sender dropped the peers in
	// Route. No tensor.
	KindDrop Kind = 6
	// KindQueued tells the peer at Route[Pos] that the activation of
	// microbatch attempt MB it sent on waits at the sender (Route[Pos+1])
	// for a free slot. No tensor.
	KindQueued Kind = 7
)

func (k Kind) String() string {
	switch k {
	case KindActivation:
		return "activation"
	case KindGradient:
		return "gradient"
	case KindGradSync:
		return "grad-sync"
	case KindAbort:
		return "abort"
	case KindDone:
		return "done"
	case KindDrop:
		return "drop"
	case KindQueued:
		return "queued"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// hasTensor reports whether frames of kind k may carry a tensor.
func (k Kind) hasTensor() bool { return k == KindActivation || k == KindGradient || k == KindGradSync }

// Frame is one message of the pipeline protocol.
type Frame struct {
	Kind Kind
	// Iter is the training iteration.
	Iter uint64
	// MB identifies the microbatch attempt (or, in a KindGradSync frame,
	// the parameter).
	MB uint64
	// Pos is the receiver's position on Route (activation, gradient) or
	// the sender's rank (grad-sync).
	Pos uint16
	// Route is the microbatch's path as peer ordinals of the run's peer
	// table, its stage-0 peer first; control frames use it for lists of
	// peers.
	Route []uint16
	// Shape and Data are the tensor (float32, row-major); both empty for
	// a frame without one.
	Shape []int
	Data  []float32
}

// Limits bound what Decode accepts.
type Limits struct {
	MaxDims  int // most tensor dimensions
	MaxElems int // most tensor elements
	MaxRoute int // most route entries
}

// DefaultLimits are 4 dimensions, 1<<24 elements (64 MiB) and 64 hops.
func DefaultLimits() Limits { return Limits{MaxDims: 4, MaxElems: 1 << 24, MaxRoute: 64} }

// headerSize is the fixed part: version, kind, dims, route length, iter,
// microbatch, position.
const headerSize = 1 + 1 + 1 + 1 + 8 + 8 + 2

// ErrMalformed is wrapped by every decoding and shape error.
var ErrMalformed = errors.New("wire: malformed frame")

// Error describes what is wrong with a frame; it wraps ErrMalformed.
type Error struct {
	Field  string // the part of the frame at fault
	Reason string
}

func (e *Error) Error() string { return "wire: malformed frame: " + e.Field + ": " + e.Reason }

// Unwrap returns ErrMalformed.
func (e *Error) Unwrap() error { return ErrMalformed }

func bad(field, format string, args ...any) error {
	return &Error{Field: field, Reason: fmt.Sprintf(format, args...)}
}

// Size returns the encoded size of f.
func (f *Frame) Size() int {
	return headerSize + 2*len(f.Route) + 4*len(f.Shape) + 4*len(f.Data)
}

// Append appends f's encoding to b. It checks f against lim the way
// Decode does, so a peer never sends what it would refuse.
func Append(b []byte, f *Frame, lim Limits) ([]byte, error) {
	if err := check(f, lim); err != nil {
		return b, err
	}
	b = append(b, Version, byte(f.Kind), byte(len(f.Shape)), byte(len(f.Route)))
	b = binary.LittleEndian.AppendUint64(b, f.Iter)
	b = binary.LittleEndian.AppendUint64(b, f.MB)
	b = binary.LittleEndian.AppendUint16(b, f.Pos)
	for _, r := range f.Route {
		b = binary.LittleEndian.AppendUint16(b, r)
	}
	for _, d := range f.Shape {
		b = binary.LittleEndian.AppendUint32(b, uint32(d))
	}
	for _, x := range f.Data {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b, nil
}

// Encode returns f's encoding.
func Encode(f *Frame, lim Limits) ([]byte, error) { return Append(make([]byte, 0, f.Size()), f, lim) }

// check validates a frame's fields against lim.
func check(f *Frame, lim Limits) error {
	switch {
	case f.Kind < KindActivation || f.Kind > KindQueued:
		return bad("kind", "unknown kind %d", uint8(f.Kind))
	case len(f.Route) > lim.MaxRoute || len(f.Route) > 255:
		return bad("route", "%d entries, limit %d", len(f.Route), lim.MaxRoute)
	case len(f.Shape) > lim.MaxDims || len(f.Shape) > 255:
		return bad("shape", "%d dimensions, limit %d", len(f.Shape), lim.MaxDims)
	case len(f.Shape) > 0 && !f.Kind.hasTensor():
		return bad("shape", "a %s frame carries no tensor", f.Kind)
	}
	if (f.Kind == KindActivation || f.Kind == KindGradient || f.Kind == KindQueued) && int(f.Pos) >= len(f.Route) {
		return bad("pos", "position %d on a route of %d", f.Pos, len(f.Route))
	}
	n := 0
	if len(f.Shape) > 0 {
		n = 1
		for _, d := range f.Shape {
			if d < 1 || d > lim.MaxElems || n > lim.MaxElems/d {
				return bad("shape", "%v exceeds %d elements", f.Shape, lim.MaxElems)
			}
			n *= d
		}
	}
	if len(f.Data) != n {
		return bad("data", "%d values for shape %v", len(f.Data), f.Shape)
	}
	for i, x := range f.Data {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return bad("data", "value %d is not finite", i)
		}
	}
	return nil
}

// Decode parses one frame (the whole of b) and checks it against lim.
// Errors are *Error and wrap ErrMalformed.
func Decode(b []byte, lim Limits) (*Frame, error) {
	if len(b) < headerSize {
		return nil, bad("header", "%d bytes, need %d", len(b), headerSize)
	}
	if b[0] != Version {
		return nil, bad("version", "version %d, want %d", b[0], Version)
	}
	f := &Frame{Kind: Kind(b[1])}
	ndims, nroute := int(b[2]), int(b[3])
	if ndims > lim.MaxDims {
		return nil, bad("shape", "%d dimensions, limit %d", ndims, lim.MaxDims)
	}
	if nroute > lim.MaxRoute {
		return nil, bad("route", "%d entries, limit %d", nroute, lim.MaxRoute)
	}
	f.Iter = binary.LittleEndian.Uint64(b[4:])
	f.MB = binary.LittleEndian.Uint64(b[12:])
	f.Pos = binary.LittleEndian.Uint16(b[20:])
	p := headerSize
	if len(b) < p+2*nroute+4*ndims {
		return nil, bad("header", "truncated route or shape")
	}
	if nroute > 0 {
		f.Route = make([]uint16, nroute)
		for i := range f.Route {
			f.Route[i] = binary.LittleEndian.Uint16(b[p:])
			p += 2
		}
	}
	n := 0
	if ndims > 0 {
		n = 1
		f.Shape = make([]int, ndims)
		for i := range f.Shape {
			d := binary.LittleEndian.Uint32(b[p:])
			p += 4
			if d < 1 || uint64(d) > uint64(lim.MaxElems) || n > lim.MaxElems/int(d) {
				return nil, bad("shape", "dimension %d of %d exceeds %d elements", i, d, lim.MaxElems)
			}
			f.Shape[i] = int(d)
			n *= int(d)
		}
	}
	if len(b)-p != 4*n {
		return nil, bad("data", "%d bytes for %d values", len(b)-p, n)
	}
	if n > 0 {
		f.Data = make([]float32, n)
		for i := range f.Data {
			f.Data[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[p:]))
			p += 4
		}
	}
	if err := check(f, lim); err != nil {
		return nil, err
	}
	return f, nil
}

// ExpectShape checks that f's tensor has shape want, where a negative
// entry accepts any positive size (the microbatch's B and T, say).
func ExpectShape(f *Frame, want []int) error {
	if len(f.Shape) != len(want) {
		return bad("shape", "%v, want %v", f.Shape, want)
	}
	for i, w := range want {
		if w >= 0 && f.Shape[i] != w {
			return bad("shape", "%v, want %v", f.Shape, want)
		}
	}
	return nil
}
