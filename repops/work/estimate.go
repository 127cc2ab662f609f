package work

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"time"
)

// ErrWeights reports calibration weights that cannot be used.
var ErrWeights = errors.New("work: invalid weights")

// maxWeightsFile bounds a weights file.
const maxWeightsFile = 64 << 10

// Estimate predicts how long steps repetitions of g take on the machine
// whose weights are w.
func Estimate(g Graph, steps int64, w Weights) (time.Duration, error) {
	if err := w.Validate(); err != nil {
		return 0, err
	}
	var ns float64
	for _, o := range g.Ops {
		ns += w.NsPer[o.Kind]*float64(o.cost()) + w.NsPerCall[o.Kind]
	}
	total := ns * float64(steps)
	if total > math.MaxInt64 {
		return 0, fmt.Errorf("work: estimate of %g ns does not fit a duration", total)
	}
	return time.Duration(total), nil
}

// Validate checks that every kind has a finite, positive weight.
func (w Weights) Validate() error {
	for _, k := range kinds {
		v, ok := w.NsPer[k]
		if !ok {
			return fmt.Errorf("%w: no weight for kind %s", ErrWeights, k)
		}
		if !(v > 0) || math.IsInf(v, 0) {
			return fmt.Errorf("%w: weight %g for kind %s is not a positive finite number", ErrWeights, v, k)
		}
	}
	for k := range w.NsPer {
		if !validKind(k) {
			return fmt.Errorf("%w: unknown kind %q", ErrWeights, k)
		}
	}
	for k, v := range w.NsPerCall {
		if !validKind(k) {
			return fmt.Errorf("%w: unknown kind %q", ErrWeights, k)
		}
		if !(v >= 0) || math.IsInf(v, 0) {
			return fmt.Errorf("%w: fixed cost %g for kind %s is not a finite number of at least zero", ErrWeights, v, k)
		}
	}
	return nil
}

func validKind(k Kind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// ReadWeights decodes and validates a weights file as written by
// WriteWeights (at most 64 KiB, unknown fields rejected).
func ReadWeights(r io.Reader) (Weights, error) {
	dec := json.NewDecoder(io.LimitReader(r, maxWeightsFile+1))
	dec.DisallowUnknownFields()
	var w Weights
	if err := dec.Decode(&w); err != nil {
		return Weights{}, fmt.Errorf("%w: %w", ErrWeights, err)
	}
	if dec.More() {
		return Weights{}, fmt.Errorf("%w: trailing data after the weights object", ErrWeights)
	}
	if err := w.Validate(); err != nil {
		return Weights{}, err
	}
	return w, nil
}

// WriteWeights encodes w as indented JSON.
func WriteWeights(wr io.Writer, w Weights) error {
	enc := json.NewEncoder(wr)
	enc.SetIndent("", "  ")
	return enc.Encode(w)
}
