package job

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"runtime"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/repops"
)

// ReceiptFormat is the receipt format this package writes. It reads
// every format back to 1: format 1 carries a trace digest for every step
// of a training job; from format 2 the trace digests are optional (Run
// keeps them only WithTraces); from format 3 (StateHashFormat) a state
// hash is internal/commit's, not the checkpoint file's trailer (see
// StateHash); from format 4 (NormChainFormat) a step's trace records a
// gradient norm over more than repops.NormInputs gradients as a chain of
// entries (repops.WithNormChain); from format 5 (UnfusedTraceFormat) a
// transformer's traced step records its sublayers' ops one by one, as
// model.unfused does; from format 6 (RotaryLogFormat) a traced rotary
// entry records ln(base) (repops.WithRotaryLog).
const ReceiptFormat = 6

// NormChainFormat is the first receipt format whose traces chain the
// gradient norm (repops.WithNormChain), so that every entry of it opens
// in a dispute.
const NormChainFormat = 4

// UnfusedTraceFormat is the first receipt format whose traces record a
// transformer's attention and MLP sublayers op by op rather than as the
// fused attention_block and mlp_block (the same bits): every entry of
// such a step then reduces to scalar steps (rotary embeddings from
// RotaryLogFormat), so a dispute over it is settled on chain.
const UnfusedTraceFormat = 5

// RotaryLogFormat is the first receipt format whose traces record the
// binary64 ln(base) in rotary entries (repops.WithRotaryLog), which their
// scalar evaluation needs: with it every entry of a transformer's step,
// rotary embeddings included, reduces to scalar steps.
const RotaryLogFormat = 6

// MaxTraceEntries bounds a step's trace length in a receipt
// (trace_lengths), as the dispute game bounds G.
const MaxTraceEntries int64 = 1 << 48

// OpSetVersion is the newest repops op set (which ops exist and how each
// computes its bits) this build computes: repops.OpSetVersion. A receipt
// names the op set its hashes were produced with (its spec's or
// inference request's); this build verifies receipts of every op set
// from 1 to OpSetVersion.
const OpSetVersion = repops.OpSetVersion

// Receipt kinds.
const (
	KindTrain = "train"
	KindInfer = "infer"
)

// MaxReceiptSize bounds an encoded receipt.
const MaxReceiptSize = 64 << 20

// Receipt is what a solver returns for a job: what was computed, on what,
// with which result, signed by the solver's node key. See docs/jobs.md for
// every field.
type Receipt struct {
	Format       int      `json:"format"`
	Kind         string   `json:"kind"`
	OpSetVersion int      `json:"op_set_version"`
	Software     Software `json:"software"`
	Device       Device   `json:"device"`

	Spec      *Spec      `json:"spec,omitempty"`
	Inference *Inference `json:"inference,omitempty"`

	SpecHash         Hash `json:"spec_hash"`
	ModelConfigHash  Hash `json:"model_config_hash"`
	InitialStateHash Hash `json:"initial_state_hash"`
	DataHash         Hash `json:"data_hash"`

	Output Output `json:"output"`

	// StateRoot is the internal/commit Merkle root over StateHashes.
	StateRoot    Hash   `json:"state_root"`
	StateHashes  []Hash `json:"state_hashes"`
	TraceDigests []Hash `json:"trace_digests"`
	// TraceLengths, in receipts with trace digests written by this build
	// on, is the number of op-trace entries of each step (the dispute
	// game's G): when the two receipts of a dispute state the same G for
	// every step, the game knows it and the parties need not open the
	// pinned step with theirs. Absent in older receipts.
	TraceLengths []int           `json:"trace_lengths,omitempty"`
	Checkpoints  []CheckpointRef `json:"checkpoints"`

	Signer    Signer `json:"signer"`
	Hash      Hash   `json:"hash"`
	Signature string `json:"signature"`
}

// Software is the build that produced a receipt.
type Software struct {
	Version string `json:"version"`
	Go      string `json:"go"`
}

// Output is the job's result: the final checkpoint (training) or the
// checkpoint generated from (inference).
type Output struct {
	CID       string `json:"cid"`
	Step      uint64 `json:"step"`
	StateHash Hash   `json:"state_hash"`
}

// CheckpointRef is a committed checkpoint: the state after Step and, for
// Step > 0, the CID of the trace bundle of the steps since the previous
// checkpoint. Step 0 is the initial state: its CID is the base
// checkpoint's, or empty when the spec builds the model (receipts of
// earlier builds may name a stored copy).
type CheckpointRef struct {
	Step      int    `json:"step"`
	CID       string `json:"cid"`
	StateHash Hash   `json:"state_hash"`
	Traces    string `json:"traces,omitempty"`
}

// Signer names the key that signed: its Ethereum address and libp2p peer
// ID (both derive from the one secp256k1 node key).
type Signer struct {
	Address string `json:"address"`
	PeerID  string `json:"peer_id"`
}

func thisSoftware(version string) Software {
	if version == "" {
		version = "dev"
	}
	return Software{Version: version, Go: runtime.Version()}
}

// canonical is the receipt's canonical encoding: its JSON as
// encoding/json writes it (compact, fields in declaration order) with
// Hash all zeros and Signature empty.
func (r *Receipt) canonical() ([]byte, error) {
	c := *r
	c.Hash, c.Signature = Hash{}, ""
	return json.Marshal(&c)
}

// ComputeHash returns keccak256 over the canonical encoding.
func (r *Receipt) ComputeHash() (Hash, error) {
	b, err := r.canonical()
	if err != nil {
		return Hash{}, fmt.Errorf("%w: %w", ErrReceipt, err)
	}
	return Hash(ethcrypto.Keccak256Hash(b)), nil
}

// Sign sets the signer, the hash and the signature (secp256k1 over the
// hash, 65 bytes [R || S || V], hex) with the node key id.
func (r *Receipt) Sign(id *identity.Identity) error {
	r.Signer = Signer{Address: id.Address().Hex(), PeerID: id.PeerID().String()}
	h, err := r.ComputeHash()
	if err != nil {
		return err
	}
	sig, err := ethcrypto.Sign(h[:], id.ECDSA())
	if err != nil {
		return fmt.Errorf("job: signing the receipt: %w", err)
	}
	r.Hash, r.Signature = h, hex.EncodeToString(sig)
	return nil
}

// CheckSignature checks that Hash is the hash of the content, that
// Signature is the signer address's signature of it, and that the peer ID
// names the same key.
func (r *Receipt) CheckSignature() error {
	h, err := r.ComputeHash()
	if err != nil {
		return err
	}
	if h != r.Hash {
		return fmt.Errorf("%w: computed %s, the receipt says %s", ErrReceiptHash, h, r.Hash)
	}
	sig, err := hex.DecodeString(r.Signature)
	if err != nil || len(sig) != 65 {
		return fmt.Errorf("%w: signature is not 65 bytes of hex", ErrSignature)
	}
	rv, sv := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !ethcrypto.ValidateSignatureValues(sig[64], rv, sv, true) {
		return fmt.Errorf("%w: signature values out of range", ErrSignature)
	}
	pub, err := ethcrypto.SigToPub(h[:], sig)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrSignature, err)
	}
	addr := ethcrypto.PubkeyToAddress(*pub)
	if !common.IsHexAddress(r.Signer.Address) || common.HexToAddress(r.Signer.Address) != addr {
		return fmt.Errorf("%w: signed by %s, the receipt names %s", ErrSignature, addr.Hex(), r.Signer.Address)
	}
	pid, err := peer.Decode(r.Signer.PeerID)
	if err != nil {
		return fmt.Errorf("%w: peer ID %q: %w", ErrSignature, r.Signer.PeerID, err)
	}
	pa, err := identity.AddressOf(pid)
	if err != nil || pa != addr {
		return fmt.Errorf("%w: peer ID %s is not the key of %s", ErrSignature, r.Signer.PeerID, addr.Hex())
	}
	return nil
}

// Encode writes the receipt as indented JSON.
func (r *Receipt) Encode() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// DecodeReceipt reads a receipt strictly: size limit, unknown fields and
// trailing data rejected, then the structure checked (Validate). It does
// not check the hash or signature (CheckSignature, which Verify runs).
func DecodeReceipt(b []byte) (*Receipt, error) {
	if len(b) > MaxReceiptSize {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrReceipt, len(b), MaxReceiptSize)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var r Receipt
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrReceipt, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data after the JSON object", ErrReceipt)
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &r, nil
}

func receiptErr(field, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrReceipt, field, fmt.Sprintf(format, args...))
}

func validCID(s string) bool {
	return s != "" && len(s) <= MaxCIDLen && !strings.ContainsAny(s, " \t\r\n/")
}

// SetStateHashes replaces a training receipt's per-step state hashes
// (one per step) and what derives from them: state_root, the output's
// state hash and the state hashes of the checkpoints after step 0. The
// receipt must be signed again.
func (r *Receipt) SetStateHashes(hs []Hash) error {
	if len(hs) == 0 || len(hs) != len(r.StateHashes) {
		return fmt.Errorf("%w: %d state hashes for %d steps", ErrReceipt, len(hs), len(r.StateHashes))
	}
	root, err := stateRoot(hs)
	if err != nil {
		return err
	}
	r.StateHashes = append([]Hash(nil), hs...)
	r.StateRoot = root
	r.Output.StateHash = hs[len(hs)-1]
	r.Checkpoints = append([]CheckpointRef(nil), r.Checkpoints...)
	for i, cp := range r.Checkpoints {
		if cp.Step >= 1 && cp.Step <= len(hs) {
			r.Checkpoints[i].StateHash = hs[cp.Step-1]
		}
	}
	return nil
}

// Validate checks the receipt's structure: format, op set, the per-step
// lists against the step count, the Merkle root, the checkpoints.
func (r *Receipt) Validate() error {
	if r.Format < 1 || r.Format > ReceiptFormat {
		return receiptErr("format", "%d, this build reads 1 to %d", r.Format, ReceiptFormat)
	}
	if !repops.KnownOpSet(r.OpSetVersion) {
		return receiptErr("op_set_version", "%d, this build computes op sets 1 to %d", r.OpSetVersion, OpSetVersion)
	}
	if !validCID(r.Output.CID) {
		return receiptErr("output.cid", "%q is not a CID", r.Output.CID)
	}
	switch r.Kind {
	case KindTrain:
		if r.Spec == nil || r.Inference != nil {
			return receiptErr("spec", "a training receipt holds the spec and no inference")
		}
		if err := r.Spec.Validate(); err != nil {
			return fmt.Errorf("%w: spec: %w", ErrReceipt, err)
		}
		if r.SpecHash != Hash(r.Spec.Hash()) {
			return receiptErr("spec_hash", "is not the hash of the spec")
		}
		if r.OpSetVersion != r.Spec.OpSetVersion() {
			return receiptErr("op_set_version", "%d, the spec names op set %d", r.OpSetVersion, r.Spec.OpSetVersion())
		}
		n := r.Spec.Steps
		if len(r.StateHashes) != n {
			return receiptErr("state_hashes", "%d state hashes for %d steps", len(r.StateHashes), n)
		}
		if len(r.TraceDigests) != n && (r.Format < 2 || len(r.TraceDigests) != 0) {
			return receiptErr("trace_digests", "%d trace digests for %d steps (none, or one per step)", len(r.TraceDigests), n)
		}
		if len(r.TraceLengths) != 0 {
			if len(r.TraceLengths) != n || len(r.TraceDigests) != n {
				return receiptErr("trace_lengths", "%d trace lengths for %d steps and %d trace digests (none, or one per step with the digests)", len(r.TraceLengths), n, len(r.TraceDigests))
			}
			for i, g := range r.TraceLengths {
				if g < 1 || int64(g) >= MaxTraceEntries {
					return receiptErr("trace_lengths", "step %d: %d entries, outside 1..2^48-1", i+1, g)
				}
			}
		}
		leaves := make([]commit.Hash, n)
		for i, h := range r.StateHashes {
			leaves[i] = commit.Hash(h)
		}
		root, err := commit.Root(leaves)
		if err != nil || Hash(root) != r.StateRoot {
			return receiptErr("state_root", "is not the Merkle root of state_hashes")
		}
		if r.Output.StateHash != r.StateHashes[n-1] {
			return receiptErr("output.state_hash", "is not the last step's state hash")
		}
		if len(r.Checkpoints) < 2 || r.Checkpoints[0].Step != 0 || r.Checkpoints[0].Traces != "" {
			return receiptErr("checkpoints", "need the initial checkpoint (step 0, no traces) and at least the final one")
		}
		if r.Checkpoints[0].StateHash != r.InitialStateHash {
			return receiptErr("checkpoints[0].state_hash", "is not initial_state_hash")
		}
		if c0 := r.Checkpoints[0].CID; c0 != r.Spec.Model.Base && (r.Spec.Model.Base != "" || !validCID(c0)) {
			return receiptErr("checkpoints[0].cid", "%q: the initial checkpoint is the base checkpoint, or empty", c0)
		}
		for i, c := range r.Checkpoints {
			if i > 0 && !validCID(c.CID) {
				return receiptErr(fmt.Sprintf("checkpoints[%d].cid", i), "%q is not a CID", c.CID)
			}
			if i == 0 {
				continue
			}
			if c.Step <= r.Checkpoints[i-1].Step || c.Step > n {
				return receiptErr(fmt.Sprintf("checkpoints[%d].step", i), "%d: steps must increase within 1..%d", c.Step, n)
			}
			if c.StateHash != r.StateHashes[c.Step-1] {
				return receiptErr(fmt.Sprintf("checkpoints[%d].state_hash", i), "is not step %d's state hash", c.Step)
			}
			if c.Traces != "" && !validCID(c.Traces) {
				return receiptErr(fmt.Sprintf("checkpoints[%d].traces", i), "%q is not a CID", c.Traces)
			}
			if c.Traces != "" && len(r.TraceDigests) == 0 {
				return receiptErr(fmt.Sprintf("checkpoints[%d].traces", i), "traces without trace digests to check them against")
			}
		}
		last := r.Checkpoints[len(r.Checkpoints)-1]
		if last.Step != n || last.CID != r.Output.CID {
			return receiptErr("checkpoints", "the last one must be the output checkpoint at step %d", n)
		}
	case KindInfer:
		if r.Inference == nil || r.Spec != nil {
			return receiptErr("inference", "an inference receipt holds the inference and no spec")
		}
		if err := r.Inference.validate(); err != nil {
			return err
		}
		if r.SpecHash != r.Inference.hash() {
			return receiptErr("spec_hash", "is not the hash of the inference request")
		}
		if r.OpSetVersion != opSetOrOne(r.Inference.OpSet) {
			return receiptErr("op_set_version", "%d, the inference request names op set %d", r.OpSetVersion, opSetOrOne(r.Inference.OpSet))
		}
		if r.Output.CID != r.Inference.Checkpoint {
			return receiptErr("output.cid", "is not the inference checkpoint")
		}
		if len(r.StateHashes) != 0 || len(r.TraceDigests) != 0 || len(r.TraceLengths) != 0 || len(r.Checkpoints) != 0 || r.StateRoot != (Hash{}) {
			return receiptErr("state_hashes", "an inference receipt has no steps")
		}
	default:
		return receiptErr("kind", "%q: %q or %q", r.Kind, KindTrain, KindInfer)
	}
	return nil
}
