package netmodel

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// MaxTopologyBytes bounds the size of a topology file Decode accepts.
const MaxTopologyBytes = 16 << 20

// ErrDecode marks a topology file that is not well-formed JSON of the
// expected shape.
var ErrDecode = errors.New("netmodel: cannot decode topology")

// Decode reads one JSON topology (the Topology fields: stages, nodes,
// latency_ms, bandwidth_gibps, ...) from r, rejects unknown fields, trailing
// data and files over MaxTopologyBytes, and validates the result. Errors wrap
// ErrDecode, ErrTooLarge or ErrInvalid.
func Decode(r io.Reader) (*Topology, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxTopologyBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDecode, err)
	}
	if len(data) > MaxTopologyBytes {
		return nil, fmt.Errorf("%w: file over %d bytes", ErrTooLarge, MaxTopologyBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var t Topology
	if err := dec.Decode(&t); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDecode, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data after the topology", ErrDecode)
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return &t, nil
}

// Encode writes t as indented JSON that Decode reads back.
func Encode(w io.Writer, t *Topology) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(t)
}
