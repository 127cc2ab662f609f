package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Account is a key that sends transactions. One transaction per address is
// in flight at a time in a process, whatever Account or Chain sends it (see
// lockAddress), so nonces never race inside a process.
type Account struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// addressLocks holds one *sync.Mutex per sending address, for the whole
// process. A node's key is wrapped in several Accounts (its swarm member's,
// each market role's) that send through one or more Chains at once: a lock
// per Account or per Chain would let two of them read the same pending
// nonce, and the later transaction would then replace the earlier one in
// the pool (its fees bumped after "replacement transaction underpriced"),
// leaving the earlier sender waiting for a receipt that never comes, or,
// for identical calls, both take the one transaction as their own.
var addressLocks sync.Map // common.Address -> *sync.Mutex

// lockAddress takes addr's process-wide send lock and returns its unlock.
func lockAddress(addr common.Address) func() {
	m, _ := addressLocks.LoadOrStore(addr, new(sync.Mutex))
	mu := m.(*sync.Mutex)
	mu.Lock()
	return mu.Unlock
}

// NewAccount wraps a secp256k1 private key (the node's identity key).
func NewAccount(key *ecdsa.PrivateKey) *Account {
	return &Account{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// Address is the account's Ethereum address.
func (a *Account) Address() common.Address { return a.addr }

// PublicKey is the account's public key.
func (a *Account) PublicKey() *ecdsa.PublicKey { return &a.key.PublicKey }

// sendConfig tunes sending.
type sendConfig struct {
	poll        time.Duration // receipt polling interval
	resendAfter time.Duration // replace an unmined transaction after this long
	attempts    int           // sends (first plus replacements) before giving up
}

// send signs and sends a call to `to` and waits for its receipt. It
// estimates gas first (a revert there is returned as a *RevertError without
// sending anything). It retries transport failures and replaces a
// transaction that stays unmined with higher fees at the same nonce, so at
// most one of its transactions can ever be included; it moves to a fresh
// nonce only after checking that the old nonce was used by a transaction
// that is not one of its own.
func (c *Chain) send(ctx context.Context, acct *Account, method string, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	return c.sendTx(ctx, acct, method, &to, data, value)
}

// sendCreate deploys code through the same path as send.
func (c *Chain) sendCreate(ctx context.Context, acct *Account, method string, code []byte) (*types.Receipt, error) {
	return c.sendTx(ctx, acct, method, nil, code, nil)
}

// sendTx is the one path every transaction of a Chain takes: it sends
// while holding the account's address (lockAddress: across all Accounts
// and Chains of the process) and reports the outcome to the observers (see
// ObserveTxs) before letting the address go, so that one account's events
// are reported in the order of its transactions.
func (c *Chain) sendTx(ctx context.Context, acct *Account, method string, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	unlock := lockAddress(acct.addr)
	defer unlock()
	var sent []common.Hash
	r, err := c.sendLocked(ctx, acct, method, to, data, value, &sent)
	var last common.Hash
	if len(sent) > 0 {
		last = sent[len(sent)-1]
	}
	c.reportTx(acct.addr, method, r, last, err)
	return r, err
}

// sendLocked does the work of sendTx with acct held; it appends the hash of
// every transaction it sends to *sentp (on return).
func (c *Chain) sendLocked(ctx context.Context, acct *Account, method string, to *common.Address, data []byte, value *big.Int, sentp *[]common.Hash) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: acct.addr, To: to, Data: data, Value: value}
	signer := types.LatestSignerForChainID(c.chainID)
	var (
		sent      []common.Hash
		nonce     uint64
		haveNonce bool
		lastErr   error
	)
	defer func() { *sentp = sent }()
	for attempt := 0; attempt < c.cfg.attempts; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("chain: %s: %w", method, err)
		}
		// A transaction of ours may have been mined meanwhile.
		if r := c.findReceipt(ctx, sent); r != nil {
			return c.finish(ctx, method, msg, r)
		}
		gas, err := c.client.EstimateGas(ctx, msg)
		if err != nil {
			if re := asRevert(method, err); re != nil {
				if r := c.findReceipt(ctx, sent); r != nil {
					return c.finish(ctx, method, msg, r)
				}
				if len(sent) == 0 {
					return nil, re
				}
				lastErr = re
			} else {
				lastErr = fmt.Errorf("chain: %s: estimating gas: %w", method, err)
			}
			c.sleep(ctx, c.cfg.poll)
			continue
		}
		if !haveNonce {
			if nonce, err = c.client.PendingNonceAt(ctx, acct.addr); err != nil {
				lastErr = fmt.Errorf("chain: %s: reading nonce: %w", method, err)
				c.sleep(ctx, c.cfg.poll)
				continue
			}
			haveNonce = true
		} else {
			mined, err := c.client.NonceAt(ctx, acct.addr, nil)
			if err != nil {
				lastErr = fmt.Errorf("chain: %s: reading nonce: %w", method, err)
				c.sleep(ctx, c.cfg.poll)
				continue
			}
			if mined > nonce {
				if r := c.findReceipt(ctx, sent); r != nil {
					return c.finish(ctx, method, msg, r)
				}
				// The nonce went to a transaction that is not ours: none
				// of ours can be mined any more, so a fresh nonce is safe.
				c.log.Warn("chain: nonce used by another transaction, taking a fresh one", "method", method, "nonce", nonce)
				if nonce, err = c.client.PendingNonceAt(ctx, acct.addr); err != nil {
					lastErr = fmt.Errorf("chain: %s: reading nonce: %w", method, err)
					continue
				}
			}
		}
		tip, feeCap, blockGas, err := c.fees(ctx, attempt)
		if err != nil {
			lastErr = fmt.Errorf("chain: %s: fees: %w", method, err)
			c.sleep(ctx, c.cfg.poll)
			continue
		}
		tx, err := types.SignNewTx(acct.key, signer, &types.DynamicFeeTx{
			ChainID:   c.chainID,
			Nonce:     nonce,
			GasTipCap: tip,
			GasFeeCap: feeCap,
			Gas:       gasLimit(gas, blockGas),
			To:        to,
			Value:     value,
			Data:      data,
		})
		if err != nil {
			return nil, fmt.Errorf("chain: %s: signing: %w", method, err)
		}
		if err := c.client.SendTransaction(ctx, tx); err != nil {
			switch {
			case isKnownTx(err):
				sent = append(sent, tx.Hash())
			case isNonceTooLow(err), isUnderpriced(err):
				lastErr = fmt.Errorf("chain: %s: %w", method, err)
				c.log.Warn("chain: transaction refused, retrying", "method", method, "nonce", nonce, "attempt", attempt, "err", err)
				continue
			default:
				// The node may or may not have it: remember the hash so a
				// receipt for it is found, and retry the same nonce.
				sent = append(sent, tx.Hash())
				lastErr = fmt.Errorf("chain: %s: sending: %w", method, err)
				c.log.Warn("chain: sending failed, retrying at the same nonce", "method", method, "tx", tx.Hash(), "nonce", nonce, "attempt", attempt, "err", err)
				c.sleep(ctx, c.cfg.poll)
				continue
			}
		} else {
			sent = append(sent, tx.Hash())
		}
		r, err := c.waitAny(ctx, sent, c.cfg.resendAfter)
		if r != nil {
			return c.finish(ctx, method, msg, r)
		}
		if err != nil {
			return nil, fmt.Errorf("chain: %s: waiting for %s: %w", method, tx.Hash().Hex(), err)
		}
		lastErr = fmt.Errorf("%w: %s after %s", ErrTxNotMined, tx.Hash().Hex(), c.cfg.resendAfter)
		c.log.Warn("chain: transaction not mined, replacing it with higher fees", "method", method, "tx", tx.Hash(), "nonce", nonce, "attempt", attempt)
	}
	if lastErr == nil {
		lastErr = ErrTxNotMined
	}
	return nil, fmt.Errorf("chain: %s: gave up after %d attempts: %w", method, c.cfg.attempts, lastErr)
}

// finish turns a failed receipt into a *RevertError with its reason, found
// by replaying the call on the state of the receipt's block (which carries
// that block's time, for deadline checks), then of its parent.
func (c *Chain) finish(ctx context.Context, method string, msg ethereum.CallMsg, r *types.Receipt) (*types.Receipt, error) {
	c.awaitHead(ctx, r.BlockNumber)
	if r.Status == types.ReceiptStatusSuccessful {
		return r, nil
	}
	var re *RevertError
	if r.BlockNumber != nil {
		blocks := []*big.Int{r.BlockNumber}
		if r.BlockNumber.Sign() > 0 {
			blocks = append(blocks, new(big.Int).Sub(r.BlockNumber, big.NewInt(1)))
		}
		for _, b := range blocks {
			_, err := c.client.CallContract(ctx, msg, b)
			if re = asRevert(method, err); re != nil {
				break
			}
		}
	}
	if re == nil {
		re = &RevertError{Method: method, Err: fmt.Errorf("reverted on chain (gas used %d); replaying the call did not reproduce the reason", r.GasUsed)}
	}
	re.TxHash = r.TxHash
	return r, re
}

// awaitHead waits (a bounded number of polls) until the node's latest
// block is at least n. A node may serve a receipt a moment before it makes
// the receipt's block its head (geth --dev inserts the block, then moves
// the head), and reads right after a transaction must see its effects: a
// dispute move read from the block before would be made out of turn.
func (c *Chain) awaitHead(ctx context.Context, n *big.Int) {
	if n == nil {
		return
	}
	for i := 0; i < 50; i++ {
		h, err := c.client.HeaderByNumber(ctx, nil)
		if err != nil || h == nil || h.Number == nil || h.Number.Cmp(n) >= 0 {
			return
		}
		if !c.sleep(ctx, c.cfg.poll) {
			return
		}
	}
}

// findReceipt returns the receipt of any of the hashes, or nil.
func (c *Chain) findReceipt(ctx context.Context, hashes []common.Hash) *types.Receipt {
	for _, h := range hashes {
		r, err := c.client.TransactionReceipt(ctx, h)
		if err == nil && r != nil {
			return r
		}
	}
	return nil
}

// waitAny polls for a receipt of any of the hashes for up to d. It returns
// (nil, nil) when d passes and an error only when ctx ends.
func (c *Chain) waitAny(ctx context.Context, hashes []common.Hash, d time.Duration) (*types.Receipt, error) {
	deadline := time.Now().Add(d)
	for {
		if r := c.findReceipt(ctx, hashes); r != nil {
			return r, nil
		}
		if time.Now().After(deadline) {
			return nil, nil
		}
		if !c.sleep(ctx, c.cfg.poll) {
			return nil, ctx.Err()
		}
	}
}

// fees returns the tip and fee cap for an attempt, raised by 25% per
// attempt (compounded) so replacements are accepted, and the latest
// block's gas limit.
func (c *Chain) fees(ctx context.Context, attempt int) (tip, feeCap *big.Int, blockGas uint64, err error) {
	tip, err = c.client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, 0, err
	}
	if tip.Sign() == 0 {
		tip = big.NewInt(1)
	}
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, 0, err
	}
	base := head.BaseFee
	if base == nil {
		base = new(big.Int)
	}
	feeCap = new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip)
	for i := 0; i < attempt; i++ {
		tip = bump(tip)
		feeCap = bump(feeCap)
	}
	return tip, feeCap, head.GasLimit, nil
}

// maxTxGas is the most gas one transaction may use (EIP-7825, Osaka).
const maxTxGas = 1 << 24

// gasLimit is the gas a transaction asks for: its estimate plus a fifth
// and 5,000, for state that changes before it is mined, but no more than
// a block holds (blockGas, 0 when unknown) or a transaction may use,
// where the estimate itself fits: deploying DisputeGame (about 10M gas)
// on a chain of small blocks such as geth --dev's 11.5M.
func gasLimit(estimate, blockGas uint64) uint64 {
	g := estimate + estimate/5 + 5_000
	for _, most := range []uint64{blockGas, maxTxGas} {
		if most > 0 && g > most && estimate <= most {
			g = most
		}
	}
	return g
}

func bump(x *big.Int) *big.Int {
	y := new(big.Int).Mul(x, big.NewInt(5))
	y.Div(y, big.NewInt(4))
	if y.Cmp(x) <= 0 {
		y.Add(x, big.NewInt(1))
	}
	return y
}

// sleep waits d or until ctx ends; it reports whether d passed.
func (c *Chain) sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

func isKnownTx(err error) bool {
	s := err.Error()
	return strings.Contains(s, "already known") || strings.Contains(s, "known transaction")
}

func isNonceTooLow(err error) bool { return strings.Contains(err.Error(), "nonce too low") }

func isUnderpriced(err error) bool { return strings.Contains(err.Error(), "underpriced") }
