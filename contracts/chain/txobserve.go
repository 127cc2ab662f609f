package chain

import (
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// TxEvent is the outcome of one transaction a Chain sent, or tried to send,
// for one call: every contract call and every deployment made through the
// Chain ends in exactly one TxEvent, however many times the sender had to
// resend or replace the transaction on the way.
type TxEvent struct {
	Time   time.Time      // when the outcome was known
	From   common.Address // the sending account
	Method string         // the contract method, e.g. "register", "commitRound", or "deploy <Contract>"
	// Hash is the mined transaction, or the last one sent when none was
	// mined; zero when nothing was sent (the call reverted in gas
	// estimation, or sending never succeeded).
	Hash common.Hash
	// GasUsed is the receipt's gas, including for a transaction that
	// reverted on chain; 0 when nothing was mined.
	GasUsed uint64
	// Err is nil for a successful transaction. Otherwise it is what the
	// call returned: a *RevertError (mined and reverted, then Hash and
	// GasUsed are set, or refused in gas estimation), ErrTxNotMined after
	// the last replacement, or a context or transport error.
	Err error
}

// txObservers is the set of functions told about transactions.
type txObservers struct {
	mu   sync.Mutex
	next uint64
	list []txObserver // in registration order
}

type txObserver struct {
	id uint64
	fn func(TxEvent)
}

func (o *txObservers) add(fn func(TxEvent)) (cancel func()) {
	o.mu.Lock()
	defer o.mu.Unlock()
	id := o.next
	o.next++
	// Copy on write: a snapshot taken before stays as it was.
	o.list = append(slices.Clip(o.list), txObserver{id, fn})
	var once sync.Once
	return func() {
		once.Do(func() {
			o.mu.Lock()
			defer o.mu.Unlock()
			o.list = slices.DeleteFunc(slices.Clone(o.list), func(x txObserver) bool { return x.id == id })
		})
	}
}

// snapshot returns the current observers; the caller may use it unlocked.
func (o *txObservers) snapshot() []txObserver {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.list
}

// ObserveTxs registers fn to be told the outcome of every transaction this
// Chain sends from now on, from any Account; cancel stops it and may be
// called any number of times. ObserveTxs is safe for concurrent use and may
// be called at any time.
//
// fn runs synchronously on the goroutine that made the call, once its
// outcome is known and before the call returns. Transactions of different
// Accounts are sent concurrently, so fn may run on several goroutines at
// once and must be safe for that; the events of one Account are reported
// one at a time, in the order of its transactions, because the Account
// stays held while fn runs. So fn must return quickly (update counters, or
// hand the event to a buffered channel without blocking): while it runs,
// the caller and the Account's next transaction wait. An event may still
// arrive shortly after cancel returns, from a call that read the list of
// observers before.
func (c *Chain) ObserveTxs(fn func(TxEvent)) (cancel func()) {
	if fn == nil {
		return func() {}
	}
	return c.txObs.add(fn)
}

// WithTxObserver registers fn as ObserveTxs does, for the Chain's whole
// life (including the deployment transactions of Deploy).
func WithTxObserver(fn func(TxEvent)) Option {
	return func(c *Chain) error {
		if fn == nil {
			return errors.New("chain: WithTxObserver: nil observer")
		}
		c.txObs.add(fn)
		return nil
	}
}

// reportTx tells the observers about the outcome of one call. last is the
// last transaction sent, if any.
func (c *Chain) reportTx(from common.Address, method string, r *types.Receipt, last common.Hash, err error) {
	fns := c.txObs.snapshot()
	if len(fns) == 0 {
		return
	}
	ev := TxEvent{Time: time.Now(), From: from, Method: method, Hash: last, Err: err}
	if r != nil {
		ev.Hash, ev.GasUsed = r.TxHash, r.GasUsed
	}
	for _, o := range fns {
		o.fn(ev)
	}
}
