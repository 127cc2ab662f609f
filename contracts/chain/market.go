package chain

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/dispute/game"
)

// TaskParams describe a task. The fee, sent with SubmitTask, is
// MaxWork × PricePerWork (TaskFee); with a ParentTaskId the initial state
// hash is the parent's final state hash (leave InitialStateHash zero or
// set it to that).
type TaskParams = bindings.TaskMarketTaskParams

// Task is a task's on-chain record, as checked by Chain.Task.
type Task = bindings.TaskMarketTask

// Verifier is one verifier's on-chain record of a task; a task's
// whistleblowers are listed after its verifiers, with status
// VerdictWhistleblower and no seal.
type Verifier = bindings.TaskMarketVerifier

// Task statuses (TaskMarket.Status).
const (
	TaskOpen      uint8 = 1 // fee in escrow, waiting for a solver
	TaskClaimed   uint8 = 2 // the solver must commit a sealed result
	TaskCommitted uint8 = 3 // sealed: verifiers commit, then the solver reveals
	TaskRevealed  uint8 = 4 // result public: verifiers reveal
	TaskDisputed  uint8 = 5 // as revealed, with a dispute opened
	TaskSettled   uint8 = 6 // the solver's result stands
	TaskRejected  uint8 = 7 // no accepted result
	TaskCancelled uint8 = 8
)

// Verifier statuses (TaskMarket.VStatus).
const (
	VerdictSealed      uint8 = 1 // committed, not revealed
	VerdictAgreed      uint8 = 2 // same final state hash and work as the solver
	VerdictWorkDissent uint8 = 3 // same final state hash, other work
	VerdictChallenger  uint8 = 4 // other final state hash: opened a dispute
	// VerdictWhistleblower is not a verifier: it challenged the revealed
	// result during the reveal window (Whistleblow) and opened a dispute;
	// it is settled as a challenger.
	VerdictWhistleblower uint8 = 5
)

// Challenged reports whether a verifier status opened a dispute (a
// challenging verifier or a whistleblower), and so has a dispute ID and,
// once the game ends, an outcome.
func Challenged(status uint8) bool {
	return status == VerdictChallenger || status == VerdictWhistleblower
}

// MaxVerifiersLimit is the most verifiers per task a market may allow; a
// task may have as many whistleblowers besides.
const MaxVerifiersLimit = 16

// maxCIDLen bounds the CIDs read from the chain (a CIDv1 is under 100 bytes).
const maxCIDLen = 512

// MarketConfig are a TaskMarket's market-wide parameters, fixed at
// deployment.
type MarketConfig struct {
	// TreasuryBps is the share (basis points) of the paid work credited
	// to the jackpot treasury.
	TreasuryBps uint16
	// VerifierBps is the share of the paid work shared by the verifiers
	// that agreed with the result (to the treasury when none did).
	VerifierBps uint16
	// ForcedErrorOdds: a task has a forced error with probability
	// 1/ForcedErrorOdds (1: every task; 0: never).
	ForcedErrorOdds uint32
	// MaxVerifiers is the most verifiers per task (1..16).
	MaxVerifiers uint8
}

// DefaultMarketConfig is the devnet's market: 5% to the treasury, 10% to
// the verifiers, a forced error in 1 task of 8, 4 verifiers per task.
func DefaultMarketConfig() MarketConfig {
	return MarketConfig{TreasuryBps: 500, VerifierBps: 1000, ForcedErrorOdds: 8, MaxVerifiers: 4}
}

func (mc MarketConfig) validate() error {
	if uint32(mc.TreasuryBps)+uint32(mc.VerifierBps) > 10_000 {
		return fmt.Errorf("chain: market config: treasury %d + verifier %d basis points exceed 10000", mc.TreasuryBps, mc.VerifierBps)
	}
	if mc.MaxVerifiers == 0 || mc.MaxVerifiers > MaxVerifiersLimit {
		return fmt.Errorf("chain: market config: max verifiers %d not in 1..%d", mc.MaxVerifiers, MaxVerifiersLimit)
	}
	return nil
}

func (mc MarketConfig) binding() bindings.TaskMarketConfig {
	return bindings.TaskMarketConfig{TreasuryBps: mc.TreasuryBps, VerifierBps: mc.VerifierBps, ForcedErrorOdds: mc.ForcedErrorOdds, MaxVerifiers: mc.MaxVerifiers}
}

// TaskFee is the fee a task escrows: MaxWork × PricePerWork.
func TaskFee(p TaskParams) (*big.Int, error) {
	if p.PricePerWork == nil || p.PricePerWork.Sign() <= 0 || p.MaxWork == 0 {
		return nil, fmt.Errorf("chain: task params: max work %d and price per work %v must be positive", p.MaxWork, p.PricePerWork)
	}
	return new(big.Int).Mul(new(big.Int).SetUint64(p.MaxWork), p.PricePerWork), nil
}

// Result is a solver's result. It is committed sealed (Seal) and revealed
// after the verification window.
type Result struct {
	FinalStateHash [32]byte
	StateRoot      [32]byte // Merkle root of the per-step state hashes
	WorkUsed       uint64   // at most the task's MaxWork
	Salt           [32]byte // secret until the reveal; also seeds the forced-error draw
	CheckpointCID  string
}

// Seal is keccak256(finalStateHash ‖ stateRoot ‖ uint64 workUsed ‖ salt ‖
// checkpointCid), as TaskMarket.resultSeal computes it.
func (r Result) Seal() [32]byte {
	var w [8]byte
	binary.BigEndian.PutUint64(w[:], r.WorkUsed)
	return crypto.Keccak256Hash(r.FinalStateHash[:], r.StateRoot[:], w[:], r.Salt[:], []byte(r.CheckpointCID))
}

// WrongSeal seals the solver's deliberately wrong final hash:
// keccak256(wrongFinalHash ‖ salt), with the result's salt.
func (r Result) WrongSeal(wrongFinalHash [32]byte) [32]byte {
	return crypto.Keccak256Hash(wrongFinalHash[:], r.Salt[:])
}

func (r Result) binding() bindings.TaskMarketResult {
	return bindings.TaskMarketResult{FinalStateHash: r.FinalStateHash, StateRoot: r.StateRoot, WorkUsed: r.WorkUsed, Salt: r.Salt, CheckpointCid: r.CheckpointCID}
}

// Verdict is a verifier's verdict: the final state hash and work it
// computed by re-executing the task. SplitHash, its state hash after step
// T/2 of the task's T steps (SplitHash), is not sealed: it is the dispute
// game's first move when the verdict challenges the result.
type Verdict struct {
	FinalStateHash [32]byte
	WorkUsed       uint64
	Salt           [32]byte
	SplitHash      [32]byte
}

// SplitHash returns the state hash a challenger states with its
// challenge, phase 1's first post of the dispute game: its hash after
// step T/2, from states, its state hashes after steps 1..T (zero for a
// task of one step, whose game has no bisection over steps).
func SplitHash[H ~[32]byte](states []H) [32]byte {
	if len(states) < 2 {
		return [32]byte{}
	}
	// The game's first split point of (0, T] (T/2 with binary splits).
	return states[game.Splits(0, len(states), GameArity)[1]-1]
}

// Seal is keccak256(finalStateHash ‖ uint64 workUsed ‖ verifier ‖ salt), as
// TaskMarket.verdictSeal computes it; binding the verifier's address means
// a seal copied from another verifier cannot be revealed.
func (v Verdict) Seal(verifier common.Address) [32]byte {
	var w [8]byte
	binary.BigEndian.PutUint64(w[:], v.WorkUsed)
	return crypto.Keccak256Hash(v.FinalStateHash[:], w[:], verifier[:], v.Salt[:])
}

// ForcedError reports the draw the market makes at the solver's reveal:
// keccak256(drawSeed ‖ salt) mod odds == 0, with drawSeed the hash of the
// task's DrawBlock (Task.DrawSeed once read) and salt the result's. A
// solver can compute it once DrawBlock is mined; verifiers cannot before
// the reveal, since they do not know the salt. odds 0 never forces.
func ForcedError(drawSeed, salt [32]byte, odds uint32) bool {
	if odds == 0 {
		return false
	}
	h := new(big.Int).SetBytes(crypto.Keccak256(drawSeed[:], salt[:]))
	return new(big.Int).Mod(h, big.NewInt(int64(odds))).Sign() == 0
}

// NewSalt draws a random salt.
func NewSalt() ([32]byte, error) {
	var s [32]byte
	if _, err := rand.Read(s[:]); err != nil {
		return s, fmt.Errorf("chain: drawing a salt: %w", err)
	}
	return s, nil
}

// SubmitTask posts a task, escrowing TaskFee(p), and returns its ID.
func (c *Chain) SubmitTask(ctx context.Context, acct *Account, p TaskParams) (*big.Int, error) {
	fee, err := TaskFee(p)
	if err != nil {
		return nil, err
	}
	r, err := c.send(ctx, acct, "submitTask", c.addrs.TaskMarket, c.market.PackSubmitTask(p), fee)
	if err != nil {
		return nil, err
	}
	for _, l := range r.Logs {
		if l.Address != c.addrs.TaskMarket {
			continue
		}
		if ev, err := c.market.UnpackTaskSubmittedEvent(l); err == nil {
			return ev.TaskId, nil
		}
	}
	return nil, fmt.Errorf("chain: submitTask: no TaskSubmitted event in %s", r.TxHash.Hex())
}

// Claim claims an open task, sending the task's stake.
func (c *Chain) Claim(ctx context.Context, acct *Account, taskID *big.Int) error {
	t, err := c.Task(ctx, taskID)
	if err != nil {
		return err
	}
	_, err = c.send(ctx, acct, "claim", c.addrs.TaskMarket, c.market.PackClaim(taskID), t.Stake)
	return err
}

// CommitResult commits the solver's sealed result and sealed wrong final
// hash (which it must reveal if the task draws a forced error).
func (c *Chain) CommitResult(ctx context.Context, acct *Account, taskID *big.Int, res Result, wrongFinalHash [32]byte) error {
	if wrongFinalHash == res.FinalStateHash {
		return fmt.Errorf("chain: commitResult: the wrong final hash equals the real one")
	}
	_, err := c.send(ctx, acct, "commitResult", c.addrs.TaskMarket, c.market.PackCommitResult(taskID, res.Seal(), res.WrongSeal(wrongFinalHash)), nil)
	return err
}

// RevealResult reveals the solver's result after the verification window
// (and the wrong final hash, which the contract takes only when the draw
// forced an error). It reports whether the task had a forced error.
func (c *Chain) RevealResult(ctx context.Context, acct *Account, taskID *big.Int, res Result, wrongFinalHash [32]byte) (forced bool, err error) {
	r, err := c.send(ctx, acct, "revealResult", c.addrs.TaskMarket, c.market.PackRevealResult(taskID, res.binding(), wrongFinalHash), nil)
	if err != nil {
		return false, err
	}
	for _, l := range r.Logs {
		if l.Address != c.addrs.TaskMarket {
			continue
		}
		if ev, err := c.market.UnpackResultRevealedEvent(l); err == nil {
			return ev.Forced, nil
		}
	}
	return false, fmt.Errorf("chain: revealResult: no ResultRevealed event in %s", r.TxHash.Hex())
}

// CommitVerdict commits a verifier's sealed verdict during the
// verification window, sending the task's stake. The submitter and the
// solver cannot verify.
func (c *Chain) CommitVerdict(ctx context.Context, acct *Account, taskID *big.Int, v Verdict) error {
	t, err := c.Task(ctx, taskID)
	if err != nil {
		return err
	}
	_, err = c.send(ctx, acct, "commitVerdict", c.addrs.TaskMarket, c.market.PackCommitVerdict(taskID, v.Seal(acct.Address())), t.Stake)
	return err
}

// RevealVerdict reveals a verifier's verdict after the solver's reveal. A
// final state hash other than the solver's is a challenge: it opens a
// dispute game with v.SplitHash posted (which must then be non-zero for a
// task of more than one step), whose ID is returned (nil when the verdict
// agreed).
func (c *Chain) RevealVerdict(ctx context.Context, acct *Account, taskID *big.Int, v Verdict) (*big.Int, error) {
	r, err := c.send(ctx, acct, "revealVerdict", c.addrs.TaskMarket, c.market.PackRevealVerdict(taskID, v.FinalStateHash, v.WorkUsed, v.Salt, v.SplitHash), nil)
	if err != nil {
		return nil, err
	}
	for _, l := range r.Logs {
		if l.Address != c.addrs.TaskMarket {
			continue
		}
		if ev, err := c.market.UnpackTaskChallengedEvent(l); err == nil {
			return ev.DisputeId, nil
		}
	}
	return nil, nil
}

// Whistleblow challenges revealed task taskID's result with the final
// state hash acct computed by re-executing it, sending the task's stake:
// anyone but the submitter, the solver and the task's verifiers may, once
// per task, until the verifiers' reveal deadline, with a hash other than
// the solver's (the contract reverts with NothingToDispute otherwise). It
// opens a dispute game between the solver and acct with splitHash, acct's
// state hash after step T/2 (SplitHash), posted, whose ID it returns;
// acct is then settled as a challenger (a win returns its stake with a
// share of the solver's, a loss pays its stake to the solver).
func (c *Chain) Whistleblow(ctx context.Context, acct *Account, taskID *big.Int, finalStateHash, splitHash [32]byte) (*big.Int, error) {
	t, err := c.Task(ctx, taskID)
	if err != nil {
		return nil, err
	}
	r, err := c.send(ctx, acct, "whistleblow", c.addrs.TaskMarket, c.market.PackWhistleblow(taskID, finalStateHash, splitHash), t.Stake)
	if err != nil {
		return nil, err
	}
	for _, l := range r.Logs {
		if l.Address != c.addrs.TaskMarket {
			continue
		}
		if ev, err := c.market.UnpackWhistleblownEvent(l); err == nil && ev.DisputeId != nil && ev.DisputeId.Sign() > 0 {
			return ev.DisputeId, nil
		}
	}
	return nil, fmt.Errorf("chain: whistleblow: no Whistleblown event in %s", r.TxHash.Hex())
}

// SeedDraw reads the forced-error draw's seed (the hash of the block after
// the commitment) while the chain still serves it; verifier commitments and
// the solver's reveal do the same. It reverts with DrawNotSeedable before
// the draw block is mined, once the seed is read, or when it is too old.
func (c *Chain) SeedDraw(ctx context.Context, acct *Account, taskID *big.Int) error {
	_, err := c.send(ctx, acct, "seedDraw", c.addrs.TaskMarket, c.market.PackSeedDraw(taskID), nil)
	return err
}

// Settle settles a task (anyone): a committed task whose solver missed
// the reveal is rejected; a revealed task settles after the verifiers'
// reveal deadline once its disputes ended.
func (c *Chain) Settle(ctx context.Context, acct *Account, taskID *big.Int) error {
	_, err := c.send(ctx, acct, "settle", c.addrs.TaskMarket, c.market.PackSettle(taskID), nil)
	return err
}

// Cancel cancels an unclaimed task (submitter) or one whose solver missed
// its commit deadline (anyone).
func (c *Chain) Cancel(ctx context.Context, acct *Account, taskID *big.Int) error {
	_, err := c.send(ctx, acct, "cancel", c.addrs.TaskMarket, c.market.PackCancel(taskID), nil)
	return err
}

// FundTreasury adds amount wei to the market's jackpot treasury.
func (c *Chain) FundTreasury(ctx context.Context, acct *Account, amount *big.Int) error {
	_, err := c.send(ctx, acct, "fundTreasury", c.addrs.TaskMarket, c.market.PackFundTreasury(), amount)
	return err
}

// Withdraw pulls acct's whole market balance to its address.
func (c *Chain) Withdraw(ctx context.Context, acct *Account) error {
	_, err := c.send(ctx, acct, "withdraw", c.addrs.TaskMarket, c.market.PackWithdraw(), nil)
	return err
}

// Task reads a task and checks that the record makes sense
// (ErrBadChainData otherwise).
func (c *Chain) Task(ctx context.Context, taskID *big.Int) (Task, error) {
	t, err := call(ctx, c.mktC, "task", c.market.PackTask(taskID), c.market.UnpackTask)
	if err != nil {
		return t, err
	}
	if err := CheckTask(t); err != nil {
		return Task{}, fmt.Errorf("chain: task %s: %w", taskID, err)
	}
	return t, nil
}

// Verifiers reads a task's verifiers, checked (ErrBadChainData otherwise).
func (c *Chain) Verifiers(ctx context.Context, taskID *big.Int) ([]Verifier, error) {
	vs, err := call(ctx, c.mktC, "verifiers", c.market.PackVerifiers(taskID), c.market.UnpackVerifiers)
	if err != nil {
		return nil, err
	}
	if err := CheckVerifiers(vs); err != nil {
		return nil, fmt.Errorf("chain: verifiers of task %s: %w", taskID, err)
	}
	return vs, nil
}

// Lineage walks a task's parents: the task first, then its parent, back to
// the task that started from a random initialisation. Each task's initial
// state hash is its parent's final state hash, and the parent's checkpoint
// CID is the checkpoint the task starts from.
func (c *Chain) Lineage(ctx context.Context, taskID *big.Int) ([]Task, error) {
	var out []Task
	id := new(big.Int).Set(taskID)
	for id.Sign() != 0 {
		t, err := c.Task(ctx, id)
		if err != nil {
			return nil, err
		}
		if len(out) > 0 {
			child := out[len(out)-1]
			if t.Status != TaskSettled || child.InitialStateHash != t.FinalStateHash {
				return nil, fmt.Errorf("%w: task %s names parent %s, which is not a settled task ending in its initial state", ErrBadChainData, id, child.ParentTaskId)
			}
		}
		if t.ParentTaskId.Cmp(id) >= 0 {
			return nil, fmt.Errorf("%w: task %s names parent %s, not an earlier task", ErrBadChainData, id, t.ParentTaskId)
		}
		out = append(out, t)
		id = new(big.Int).Set(t.ParentTaskId)
	}
	return out, nil
}

// Market reads the market-wide parameters.
func (c *Chain) Market(ctx context.Context) (MarketConfig, error) {
	var mc MarketConfig
	var err error
	if mc.TreasuryBps, err = call(ctx, c.mktC, "treasuryBps", c.market.PackTreasuryBps(), c.market.UnpackTreasuryBps); err != nil {
		return mc, err
	}
	if mc.VerifierBps, err = call(ctx, c.mktC, "verifierBps", c.market.PackVerifierBps(), c.market.UnpackVerifierBps); err != nil {
		return mc, err
	}
	if mc.ForcedErrorOdds, err = call(ctx, c.mktC, "forcedErrorOdds", c.market.PackForcedErrorOdds(), c.market.UnpackForcedErrorOdds); err != nil {
		return mc, err
	}
	if mc.MaxVerifiers, err = call(ctx, c.mktC, "maxVerifiers", c.market.PackMaxVerifiers(), c.market.UnpackMaxVerifiers); err != nil {
		return mc, err
	}
	if err := mc.validate(); err != nil {
		return mc, fmt.Errorf("%w: %w", ErrBadChainData, err)
	}
	return mc, nil
}

// Treasury reads the market's jackpot treasury.
func (c *Chain) Treasury(ctx context.Context) (*big.Int, error) {
	return call(ctx, c.mktC, "treasury", c.market.PackTreasury(), c.market.UnpackTreasury)
}

// MarketBalance reads what an address can withdraw from the market.
func (c *Chain) MarketBalance(ctx context.Context, who common.Address) (*big.Int, error) {
	return call(ctx, c.mktC, "balanceOf", c.market.PackBalanceOf(who), c.market.UnpackBalanceOf)
}

// LockedIn reads what a task still holds in escrow and stakes.
func (c *Chain) LockedIn(ctx context.Context, taskID *big.Int) (*big.Int, error) {
	return call(ctx, c.mktC, "lockedIn", c.market.PackLockedIn(taskID), c.market.UnpackLockedIn)
}

// MarketTotals reads the market's deposit and withdrawal counters and its
// ETH balance; conservation means held == deposited - withdrawn ==
// Σ balances + Σ LockedIn + Treasury.
func (c *Chain) MarketTotals(ctx context.Context) (deposited, withdrawn, held *big.Int, err error) {
	if deposited, err = call(ctx, c.mktC, "totalDeposited", c.market.PackTotalDeposited(), c.market.UnpackTotalDeposited); err != nil {
		return
	}
	if withdrawn, err = call(ctx, c.mktC, "totalWithdrawn", c.market.PackTotalWithdrawn(), c.market.UnpackTotalWithdrawn); err != nil {
		return
	}
	held, err = c.client.BalanceAt(ctx, c.addrs.TaskMarket, nil)
	return
}
