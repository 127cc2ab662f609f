package job

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/checkpoint"
)

// TracesKind is the "kind" of a trace bundle file's config.
const TracesKind = "synod.traces"

// A trace bundle holds the full op traces of consecutive steps. It is a
// canonical repops checkpoint without tensors (so the checkpoint store
// imports and serves it) whose config is
//
//	{"kind":"synod.traces","steps":[{"step":S,"ops":[[op,attrs,[in...],out],...]},...]}
//
// with hashes in hex, entries in execution order.
type traceBundle struct {
	Kind  string      `json:"kind"`
	Steps []stepTrace `json:"steps"`
}

type stepTrace struct {
	Step int                  `json:"step"`
	Ops  [][4]json.RawMessage `json:"ops"`
}

func encodeTraces(steps []int, traces [][]repops.TraceEntry) ([]byte, error) {
	tb := traceBundle{Kind: TracesKind}
	for i, es := range traces {
		st := stepTrace{Step: steps[i], Ops: make([][4]json.RawMessage, len(es))}
		for j, e := range es {
			ins := make([]string, len(e.Inputs))
			for k, h := range e.Inputs {
				ins[k] = hex.EncodeToString(h[:])
			}
			op, _ := json.Marshal(e.Op)
			at, _ := json.Marshal(e.Attrs)
			in, _ := json.Marshal(ins)
			out, _ := json.Marshal(hex.EncodeToString(e.Output[:]))
			st.Ops[j] = [4]json.RawMessage{op, at, in, out}
		}
		tb.Steps = append(tb.Steps, st)
	}
	cfg, err := json.Marshal(tb)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := checkpoint.Encode(&buf, &checkpoint.Checkpoint{Config: cfg, Step: uint64(steps[len(steps)-1])}); err != nil {
		return nil, fmt.Errorf("job: encoding traces: %w", err)
	}
	return buf.Bytes(), nil
}

func decodeHash(s string) (repops.Hash, error) {
	var h repops.Hash
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(h) {
		return h, fmt.Errorf("%q is not a 32-byte hex hash", s)
	}
	copy(h[:], b)
	return h, nil
}

// decodeTraces reads a trace bundle into one Tracer per step, keyed by
// step.
func decodeTraces(b []byte) (map[int]*repops.Tracer, error) {
	c, _, err := checkpoint.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	var tb traceBundle
	dec := json.NewDecoder(bytes.NewReader(c.Config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&tb); err != nil || tb.Kind != TracesKind {
		return nil, fmt.Errorf("not a trace bundle: %v", err)
	}
	out := make(map[int]*repops.Tracer, len(tb.Steps))
	for _, st := range tb.Steps {
		tr := &repops.Tracer{}
		for j, op := range st.Ops {
			var name, attrs, outHex string
			var ins []string
			if json.Unmarshal(op[0], &name) != nil || json.Unmarshal(op[1], &attrs) != nil ||
				json.Unmarshal(op[2], &ins) != nil || json.Unmarshal(op[3], &outHex) != nil {
				return nil, fmt.Errorf("step %d op %d: malformed entry", st.Step, j)
			}
			hs := make([]repops.Hash, len(ins))
			for k, s := range ins {
				if hs[k], err = decodeHash(s); err != nil {
					return nil, fmt.Errorf("step %d op %d input %d: %w", st.Step, j, k, err)
				}
			}
			o, err := decodeHash(outHex)
			if err != nil {
				return nil, fmt.Errorf("step %d op %d output: %w", st.Step, j, err)
			}
			tr.Record(name, attrs, hs, o)
		}
		out[st.Step] = tr
	}
	return out, nil
}
