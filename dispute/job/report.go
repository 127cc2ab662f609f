package job

import (
	"fmt"
	"strings"
	"time"
)

// Report is Verify's answer.
type Report struct {
	Verified bool   `json:"verified"`
	Kind     string `json:"kind"`
	// From and To bound the re-executed steps (From+1..To); 0 and the
	// step count for a full verification.
	From int `json:"from"`
	To   int `json:"to"`
	// Steps is how many steps were re-executed and matched.
	Steps int `json:"steps"`
	// Traced: the receipt carries trace digests, and each re-executed
	// step's trace matched too.
	Traced   bool          `json:"traced,omitempty"`
	Mismatch *Mismatch     `json:"mismatch,omitempty"`
	Duration time.Duration `json:"duration_ns"`
}

// Mismatch is the first difference found.
type Mismatch struct {
	// Step is the first step whose state hash or trace digest differs
	// (training), or the prompt index (inference).
	Step int `json:"step"`
	// What differs: "state hash", "trace digest", "trace length" (the
	// receipt's trace_lengths; Claimed and Computed are then the step's
	// trace digest), "checkpoint", "tokens".
	What     string `json:"what"`
	Claimed  Hash   `json:"claimed"`
	Computed Hash   `json:"computed"`
	// Op is the first differing op within the step, when found.
	Op *OpDiff `json:"op,omitempty"`
	// Detail explains how the op was located, or why it was not.
	Detail string `json:"detail,omitempty"`
}

// OpDiff names an op of a step's trace.
type OpDiff struct {
	Index int    `json:"index"`
	Op    string `json:"op"`
	Attrs string `json:"attrs"`
	// Tensor is the state tensor the op produced that differs, when the
	// op was located through the solver's checkpoint.
	Tensor   string `json:"tensor,omitempty"`
	Solver   string `json:"solver,omitempty"`
	Verifier string `json:"verifier,omitempty"`
}

// String is the one-paragraph summary the CLI prints.
func (r *Report) String() string {
	if r.Verified {
		if r.Kind == KindInfer {
			return "verified: every prompt's tokens match"
		}
		if !r.Traced {
			return fmt.Sprintf("verified: steps %d..%d re-executed, every state hash matches", r.From+1, r.To)
		}
		return fmt.Sprintf("verified: steps %d..%d re-executed, every state hash and trace digest matches", r.From+1, r.To)
	}
	m := r.Mismatch
	var b strings.Builder
	if r.Kind == KindInfer {
		fmt.Fprintf(&b, "NOT verified: prompt %d: %s differ (claimed %s, computed %s)", m.Step, m.What, m.Claimed.String()[:16], m.Computed.String()[:16])
	} else {
		fmt.Fprintf(&b, "NOT verified: step %d: %s differs (claimed %s, computed %s)", m.Step, m.What, m.Claimed.String()[:16], m.Computed.String()[:16])
	}
	if m.Op != nil {
		fmt.Fprintf(&b, "\n  first differing op: #%d %s [%s]", m.Op.Index, m.Op.Op, m.Op.Attrs)
		if m.Op.Tensor != "" {
			fmt.Fprintf(&b, " -> %s", m.Op.Tensor)
		}
		if m.Op.Solver != "" {
			fmt.Fprintf(&b, "\n  solver:   %s\n  verifier: %s", m.Op.Solver, m.Op.Verifier)
		}
	}
	if m.Detail != "" {
		fmt.Fprintf(&b, "\n  %s", m.Detail)
	}
	return b.String()
}
