package market

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
)

// TaskSpec fetches task t's job spec by its CID from st and checks it
// against the task (steps, data, work): what a referee-set member
// recomputes a pinned entry under.
func TaskSpec(ctx context.Context, st job.Store, t chain.Task) (*job.Spec, error) {
	spec, _, err := fetchSpec(ctx, st, t)
	return spec, err
}

// fetchSpec reads a task's spec by CID from st (which fetches it from
// the network when it can) and decodes it with the strict decoder; it
// checks that the spec is the task's (step count, data, and the op set
// when the task names one for phase 3: a game that executed scalar steps
// under another op set than the spec's could rule against the party that
// computed the spec) and what it costs fits the task's MaxWork. Failures
// wrap ErrUnsupported.
func fetchSpec(ctx context.Context, st job.Store, t chain.Task) (*job.Spec, *job.Quote, error) {
	rc, err := st.Open(ctx, t.SpecCid)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: spec %s: %w", ErrUnsupported, t.SpecCid, err)
	}
	b, err := DecodeSpecFile(rc)
	rc.Close()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: spec %s: %w", ErrUnsupported, t.SpecCid, err)
	}
	spec, err := job.DecodeSpec(b)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: spec %s: %w", ErrUnsupported, t.SpecCid, err)
	}
	if uint64(spec.Steps) != t.Steps {
		return nil, nil, fmt.Errorf("%w: spec %s has %d steps, the task %d", ErrUnsupported, t.SpecCid, spec.Steps, t.Steps)
	}
	if t.OpSet != 0 && int(t.OpSet) != max(spec.OpSet, 1) {
		return nil, nil, fmt.Errorf("%w: spec %s computes under op set %d, the task settles disputes under op set %d", ErrUnsupported, t.SpecCid, max(spec.OpSet, 1), t.OpSet)
	}
	if t.DataCid != "" && spec.Data.CID != t.DataCid {
		return nil, nil, fmt.Errorf("%w: spec %s names data %q, the task %q", ErrUnsupported, t.SpecCid, spec.Data.CID, t.DataCid)
	}
	q, err := job.QuoteJob(ctx, spec, st)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: quoting spec %s: %w", ErrUnsupported, t.SpecCid, err)
	}
	if q.Units > t.MaxWork {
		return nil, nil, fmt.Errorf("%w: spec %s costs %d work units, the task pays for %d", ErrUnsupported, t.SpecCid, q.Units, t.MaxWork)
	}
	return spec, q, nil
}

// scratchStore reads from an inner store and keeps nothing that is put:
// a verifier's re-execution needs the base checkpoint and dataset but
// must not store its checkpoints as if they were a result.
type scratchStore struct{ inner job.Store }

func (s scratchStore) Put(ctx context.Context, name string, r io.Reader, size int64) (string, error) {
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	return "scratch-" + hex.EncodeToString(h.Sum(nil)), nil
}

func (s scratchStore) Open(ctx context.Context, cid string) (io.ReadCloser, error) {
	return s.inner.Open(ctx, cid)
}

// reexecute trains spec from scratch and returns the receipt (its state
// hashes, root and final hash), storing nothing.
func reexecute(ctx context.Context, spec *job.Spec, st job.Store, id *identity.Identity, opts []job.Option) (*job.Receipt, error) {
	return job.Run(ctx, spec, scratchStore{st}, id, opts...)
}

// initialStateHash is the state hash a spec starts from (its step-0
// state), computed by running one step into a scratch store.
func initialStateHash(ctx context.Context, spec *job.Spec, st job.Store, id *identity.Identity) ([32]byte, error) {
	one := *spec
	one.Steps, one.CheckpointInterval = 1, 1
	r, err := reexecute(ctx, &one, st, id, nil)
	if err != nil {
		return [32]byte{}, err
	}
	return r.InitialStateHash, nil
}

// checkpointHash fetches a checkpoint by CID and returns its state hash
// (the one receipts of this build commit: job.FileStateHash).
func checkpointHash(ctx context.Context, st job.Store, cid string) ([32]byte, error) {
	rc, err := st.Open(ctx, cid)
	if err != nil {
		return [32]byte{}, err
	}
	defer rc.Close()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, rc); err != nil {
		return [32]byte{}, err
	}
	h, err := job.FileStateHash(job.ReceiptFormat, buf.Bytes())
	return h, err
}

// encodeSpec writes a spec as JSON (which DecodeSpec reads back).
func encodeSpec(s *job.Spec) ([]byte, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("market: encoding the spec: %w", err)
	}
	if _, err := job.DecodeSpec(b); err != nil {
		return nil, fmt.Errorf("market: the re-encoded spec does not decode: %w", err)
	}
	return b, nil
}
