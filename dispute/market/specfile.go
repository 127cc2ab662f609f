package market

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"

	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/repops/checkpoint"
)

// SpecKind is the config kind of a stored job spec.
const SpecKind = "synod-job-spec"

// The checkpoint store holds only repops checkpoint files (that is what
// it validates, stores and serves), so a task's spec is stored as one: a
// config {"kind": SpecKind} and a single tensor "spec" holding the spec's
// bytes, one byte per element. The spec CID on chain names that file.

// EncodeSpecFile wraps a spec's bytes (TOML or JSON) in a checkpoint file.
func EncodeSpecFile(spec []byte) ([]byte, error) {
	if len(spec) == 0 || len(spec) > job.MaxSpecSize {
		return nil, fmt.Errorf("%w: %d bytes, want 1..%d", job.ErrSpec, len(spec), job.MaxSpecSize)
	}
	data := make([]float32, len(spec))
	for i, b := range spec {
		data[i] = float32(b)
	}
	cfg, _ := json.Marshal(map[string]string{"kind": SpecKind})
	var buf bytes.Buffer
	if _, err := checkpoint.Encode(&buf, &checkpoint.Checkpoint{Config: cfg, Tensors: []checkpoint.Tensor{{Name: "spec", Shape: []int{len(spec)}, Data: data}}}); err != nil {
		return nil, fmt.Errorf("market: encoding the spec file: %w", err)
	}
	return buf.Bytes(), nil
}

// DecodeSpecFile reads a spec file (outside input: it comes by the CID a
// task names) and returns the spec's bytes, which still need
// job.DecodeSpec. Anything else is an error wrapping job.ErrSpec.
func DecodeSpecFile(r io.Reader) ([]byte, error) {
	// A spec file is at most 4 bytes per spec byte plus a small header.
	b, err := io.ReadAll(io.LimitReader(r, 4*job.MaxSpecSize+4096+1))
	if err != nil {
		return nil, err
	}
	if len(b) > 4*job.MaxSpecSize+4096 {
		return nil, fmt.Errorf("%w: spec file over %d bytes", job.ErrSpec, 4*job.MaxSpecSize+4096)
	}
	c, _, err := checkpoint.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", job.ErrSpec, err)
	}
	var cfg struct {
		Kind string `json:"kind"`
	}
	if err := json.Unmarshal(c.Config, &cfg); err != nil || cfg.Kind != SpecKind {
		return nil, fmt.Errorf("%w: not a job spec file (config %s)", job.ErrSpec, c.Config)
	}
	if len(c.Tensors) != 1 || c.Tensors[0].Name != "spec" || len(c.Tensors[0].Shape) != 1 {
		return nil, fmt.Errorf("%w: a spec file holds one 1-D tensor named spec", job.ErrSpec)
	}
	data := c.Tensors[0].Data
	if len(data) == 0 || len(data) > job.MaxSpecSize {
		return nil, fmt.Errorf("%w: %d spec bytes, want 1..%d", job.ErrSpec, len(data), job.MaxSpecSize)
	}
	out := make([]byte, len(data))
	for i, f := range data {
		if f < 0 || f > 255 || f != float32(math.Trunc(float64(f))) {
			return nil, fmt.Errorf("%w: spec byte %d is %g", job.ErrSpec, i, f)
		}
		out[i] = byte(f)
	}
	return out, nil
}
