package checkpoint

import (
	"context"
	"fmt"
	"time"

	"github.com/ipfs/boxo/blockstore"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/time/rate"
)

// Pacing what a node serves. A volunteer's node on a home connection
// must not fill its uplink with checkpoint blocks, so a Service can cap
// the bytes per second it sends to all peers together (WithServeRate,
// SetServeRate; storage.checkpoint_serve_rate in the node's config). The
// cap applies where a block leaves the store for a peer: bitswap's server
// reads every block it sends through servingBlockstore, and the DAG
// protocol counts the interior nodes it writes. Fetchers spread their
// wants over every provider (see fetchBatch), so several capped providers
// add up.

const (
	// minServeBurst and maxServeBurst bound the bytes a capped node may
	// send at once after a pause: a quarter of a second's worth, at least
	// one 64 KiB write and at most two bitswap messages.
	minServeBurst = 64 << 10
	maxServeBurst = 4 << 20
)

// serveLimiter paces the block bytes a Service serves. It is safe for
// concurrent use; an unset or zero rate does not wait.
type serveLimiter struct {
	lim    *rate.Limiter
	served prometheus.Counter
	waited prometheus.Counter
}

func newServeLimiter(served, waited prometheus.Counter) *serveLimiter {
	return &serveLimiter{lim: rate.NewLimiter(rate.Inf, 0), served: served, waited: waited}
}

// set caps serving at bytesPerSec (0: no cap).
func (l *serveLimiter) set(bytesPerSec int64) error {
	if bytesPerSec < 0 {
		return fmt.Errorf("checkpoint: serve rate %d must not be negative", bytesPerSec)
	}
	if bytesPerSec == 0 {
		l.lim.SetLimit(rate.Inf)
		return nil
	}
	l.lim.SetBurst(int(min(max(bytesPerSec/4, minServeBurst), maxServeBurst)))
	l.lim.SetLimit(rate.Limit(bytesPerSec))
	return nil
}

// rate returns the cap in bytes per second, 0 for none.
func (l *serveLimiter) rate() int64 {
	if r := l.lim.Limit(); r != rate.Inf {
		return int64(r)
	}
	return 0
}

// wait counts n bytes about to be served and returns when the cap allows
// them to go.
func (l *serveLimiter) wait(ctx context.Context, n int) error {
	l.served.Add(float64(n))
	if l.lim.Limit() == rate.Inf {
		return nil
	}
	start := time.Now()
	defer func() { l.waited.Add(time.Since(start).Seconds()) }()
	for n > 0 {
		k := min(n, l.lim.Burst())
		if err := l.lim.WaitN(ctx, k); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if k > l.lim.Burst() {
				continue // the cap changed under us; take the new burst
			}
			return err
		}
		n -= k
	}
	return nil
}

// servingBlockstore is the store as bitswap's server sees it: every block
// read to be sent waits for the serve cap. Bitswap's client side reads
// nothing through it (the fetch checks presence on the store itself).
type servingBlockstore struct {
	blockstore.Blockstore
	lim *serveLimiter
}

func (b servingBlockstore) Get(ctx context.Context, c cid.Cid) (blocks.Block, error) {
	blk, err := b.Blockstore.Get(ctx, c)
	if err != nil {
		return nil, err
	}
	if err := b.lim.wait(ctx, len(blk.RawData())); err != nil {
		return nil, err
	}
	return blk, nil
}
