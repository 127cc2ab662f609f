package chain

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// sameNonceClient makes two senders read the pending nonce at the same
// moment (it holds each reader up to a second for the other one) and leaves
// sealing to the test, as a chain with a block period does: the pool takes
// a transaction and a block includes it later.
type sameNonceClient struct {
	*Embedded
	mu      sync.Mutex
	waiting int
	release chan struct{}
	sends   atomic.Int32
}

func (s *sameNonceClient) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	s.mu.Lock()
	s.waiting++
	if s.waiting == 2 {
		close(s.release)
	}
	s.mu.Unlock()
	select {
	case <-s.release:
	case <-time.After(time.Second):
	}
	return s.Embedded.PendingNonceAt(ctx, a)
}

func (s *sameNonceClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	s.sends.Add(1)
	return s.Embedded.Client.SendTransaction(ctx, tx)
}

// TestSendersOfOneKeyDoNotRace: a node's key is used by several Accounts
// (its swarm member, its market roles, its dispute moves), each maybe on
// its own Chain. Two of them sending at once must not take the same nonce:
// the later one would replace the earlier one's transaction in the pool,
// and its sender would wait for a receipt that never comes (a dispute move
// past its deadline). Both must be mined at once, in two transactions.
func TestSendersOfOneKeyDoNotRace(t *testing.T) {
	e := newTestEnv(t)
	s := &sameNonceClient{Embedded: e.emb, release: make(chan struct{})}
	// resendAfter is long: a sender whose transaction was replaced would
	// only notice after it, past the test's deadline.
	c1, err := New(e.ctx, s, e.c.Addresses(), WithPollInterval(5*time.Millisecond), WithResend(time.Minute, 5))
	must(t, err)
	c2, err := New(e.ctx, s, e.c.Addresses(), WithPollInterval(5*time.Millisecond), WithResend(time.Minute, 5))
	must(t, err)
	key := DevKey(5)
	before, err := e.emb.NonceAt(e.ctx, NewAccount(key).Address(), nil)
	must(t, err)

	ctx, cancel := context.WithTimeout(e.ctx, 20*time.Second)
	defer cancel()
	stop := make(chan struct{})
	sealed := make(chan struct{})
	go func() { // blocks every 200ms, as a chain with a block period
		defer close(sealed)
		tk := time.NewTicker(200 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tk.C:
				e.emb.Commit()
			}
		}
	}()
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i, c := range []*Chain{c1, c2, c1} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.FundTreasury(ctx, NewAccount(key), eth(int64(i+1))) // three different calls
		}()
	}
	wg.Wait()
	close(stop)
	<-sealed
	for i, err := range errs {
		if err != nil {
			t.Errorf("sender %d: %v", i, err)
		}
	}
	after, err := e.emb.NonceAt(e.ctx, NewAccount(key).Address(), nil)
	must(t, err)
	if after-before != 3 {
		t.Errorf("%d transactions mined from the key, want 3", after-before)
	}
	if n := s.sends.Load(); n != 3 {
		t.Errorf("%d transactions sent, want 3 (none replaced)", n)
	}
}
