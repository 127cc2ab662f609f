package market

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/dispute/job"
)

// StateVersion is the state file's format.
const StateVersion = 1

// MaxStateSize bounds a state file.
const MaxStateSize = 16 << 20

// maxCIDLen bounds a CID in the state file (the chain's bound).
const maxCIDLen = 512

// Record is what a solver or a verifier keeps about one task. A solver's
// record holds its sealed result and wrong final hash; a verifier's its
// sealed verdict (StateRoot, CheckpointCID and WrongFinalHash empty).
// Everything in it is needed to reveal, so it is written to disk before
// the commitment is sent.
type Record struct {
	Phase          Phase       `json:"phase"`
	FinalStateHash common.Hash `json:"final_state_hash,omitzero"`
	StateRoot      common.Hash `json:"state_root,omitzero"`
	WorkUsed       uint64      `json:"work_used,omitempty"`
	Salt           common.Hash `json:"salt,omitzero"`
	CheckpointCID  string      `json:"checkpoint_cid,omitempty"`
	WrongFinalHash common.Hash `json:"wrong_final_hash,omitzero"`
	// Forced: the solver's reveal drew a forced error.
	Forced bool `json:"forced,omitempty"`
	// DisputeID: the verifier's reveal (or its whistleblow) opened this
	// dispute.
	DisputeID string `json:"dispute_id,omitempty"`
	// Whistleblown: the verifier did not verify the task but challenged
	// its revealed result as a whistleblower (FinalStateHash is what it
	// computed; there is no sealed verdict, so no salt).
	Whistleblown bool `json:"whistleblown,omitempty"`
	// Audited: the verifier did not verify the task but audited its
	// result (WithAudit, Whistleblow): it computed it before the reveal
	// (phase sealed, FinalStateHash what it computed, its receipt kept),
	// challenged it (Whistleblown), or found it right, or wrong too late
	// to challenge (phase done).
	Audited bool `json:"audited,omitempty"`
	// CheckpointOK: the verifier fetched the revealed checkpoint by CID
	// and its state hash is the revealed final hash.
	CheckpointOK bool `json:"checkpoint_ok,omitempty"`
}

func (r Record) sealed() bool { return r.Salt != (common.Hash{}) }

// State is a role's state file: its account and its records by task ID.
type State struct {
	Version int               `json:"version"`
	Role    string            `json:"role"`
	Account common.Address    `json:"account"`
	Tasks   map[string]Record `json:"tasks"`
}

// DecodeState reads and checks a state file. Anything malformed (unknown
// fields, trailing data, a bad task ID, phase, CID or hash) is an error
// wrapping ErrState.
func DecodeState(b []byte) (*State, error) {
	if len(b) > MaxStateSize {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrState, len(b), MaxStateSize)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var s State
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrState, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data", ErrState)
	}
	if err := s.validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

func (s *State) validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrState}, args...)...)
	}
	if s.Version != StateVersion {
		return bad("version %d, want %d", s.Version, StateVersion)
	}
	if s.Role != "solver" && s.Role != "verifier" {
		return bad("role %q", s.Role)
	}
	if s.Tasks == nil {
		s.Tasks = map[string]Record{}
	}
	for k, r := range s.Tasks {
		id, ok := new(big.Int).SetString(k, 10)
		if !ok || id.Sign() <= 0 || id.String() != k {
			return bad("task ID %q", k)
		}
		if !validPhase(r.Phase) {
			return bad("task %s: phase %q", k, r.Phase)
		}
		if len(r.CheckpointCID) > maxCIDLen {
			return bad("task %s: checkpoint CID of %d bytes", k, len(r.CheckpointCID))
		}
		if r.Whistleblown {
			if s.Role != "verifier" || r.sealed() || r.DisputeID == "" || (r.Phase != PhaseRevealed && r.Phase != PhaseDone) {
				return bad("task %s: a whistleblower's record needs the verifier role, a dispute, phase revealed or done and no salt", k)
			}
		} else if r.Audited {
			if s.Role != "verifier" || r.sealed() || r.DisputeID != "" || (r.Phase != PhaseSealed && r.Phase != PhaseDone) {
				return bad("task %s: an auditor's record without a challenge needs the verifier role, phase sealed or done, no dispute and no salt", k)
			}
		} else if r.Phase != PhaseClaimed && !r.sealed() {
			return bad("task %s: phase %s without a salt", k, r.Phase)
		}
		if s.Role == "solver" && r.sealed() && r.WrongFinalHash == r.FinalStateHash {
			return bad("task %s: the wrong final hash is the real one", k)
		}
		if r.DisputeID != "" {
			d, ok := new(big.Int).SetString(r.DisputeID, 10)
			if !ok || d.Sign() <= 0 || d.String() != r.DisputeID {
				return bad("task %s: dispute ID %q", k, r.DisputeID)
			}
		}
	}
	return nil
}

// Encode writes the state as indented JSON.
func (s *State) Encode() ([]byte, error) {
	return json.MarshalIndent(s, "", "  ")
}

// stateFile is a role's state, persisted to path on every change. It is
// guarded by its own mutex.
type stateFile struct {
	path string
	mu   sync.Mutex
	s    State
}

func openState(path, role string, acct common.Address) (*stateFile, error) {
	f := &stateFile{path: path, s: State{Version: StateVersion, Role: role, Account: acct, Tasks: map[string]Record{}}}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return f, nil
	}
	if err != nil {
		return nil, fmt.Errorf("market: reading %s: %w", path, err)
	}
	s, err := DecodeState(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if s.Role != role || s.Account != acct {
		return nil, fmt.Errorf("%w: %s is the %s state of %s, not the %s state of %s", ErrState, path, s.Role, s.Account.Hex(), role, acct.Hex())
	}
	f.s = *s
	return f, nil
}

func (f *stateFile) get(id *big.Int) (Record, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	r, ok := f.s.Tasks[id.String()]
	return r, ok
}

// put records r for task id and writes the file (atomically: a temporary
// file synced, then renamed).
func (f *stateFile) put(id *big.Int, r Record) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	prev, had := f.s.Tasks[id.String()]
	f.s.Tasks[id.String()] = r
	if err := f.saveLocked(); err != nil {
		if had {
			f.s.Tasks[id.String()] = prev
		} else {
			delete(f.s.Tasks, id.String())
		}
		return err
	}
	return nil
}

func (f *stateFile) ids() []*big.Int {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]*big.Int, 0, len(f.s.Tasks))
	for k := range f.s.Tasks {
		id, _ := new(big.Int).SetString(k, 10)
		out = append(out, id)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}

func (f *stateFile) snapshot() map[string]Record {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[string]Record, len(f.s.Tasks))
	for k, v := range f.s.Tasks {
		out[k] = v
	}
	return out
}

func (f *stateFile) saveLocked() error {
	b, err := f.s.Encode()
	if err != nil {
		return err
	}
	return writeAtomic(f.path, b)
}

// writeAtomic writes b to path: a temporary file in the same directory,
// synced, mode 0600, then renamed over path.
func writeAtomic(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("market: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("market: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return fmt.Errorf("market: writing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("market: syncing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("market: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o600); err != nil {
		return fmt.Errorf("market: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("market: saving %s: %w", path, err)
	}
	return nil
}

// receiptPath is where a role keeps the receipt of its run of task id:
// receipts/<state file name>-<id>.json beside its state file (the state
// file names the role and account, so roles sharing a directory never
// share a receipt).
func (f *stateFile) receiptPath(id *big.Int) string {
	base := strings.TrimSuffix(filepath.Base(f.path), filepath.Ext(f.path))
	return filepath.Join(filepath.Dir(f.path), "receipts", base+"-"+id.String()+".json")
}

// saveReceipt keeps the receipt of this role's run of task id: what it
// answers from in a dispute over the task. It is written before the role
// commits to the run's result.
func (f *stateFile) saveReceipt(id *big.Int, r *job.Receipt) error {
	b, err := r.Encode()
	if err != nil {
		return err
	}
	return writeAtomic(f.receiptPath(id), b)
}

// loadReceipt reads the receipt saveReceipt kept (strictly decoded).
func (f *stateFile) loadReceipt(id *big.Int) (*job.Receipt, error) {
	p := f.receiptPath(id)
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, fmt.Errorf("market: the receipt of task %s: %w", id, err)
	}
	r, err := job.DecodeReceipt(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return r, nil
}

func (f *stateFile) encode() ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.s.Encode()
}
