package checkpoint

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	ipld "github.com/ipfs/go-ipld-format"
)

// syncEvery is how many bytes written to the store start a background
// sync.
const syncEvery = 32 << 20

// storeSyncer syncs the store to disk in the background while a large
// write (a fetch or an import) goes on, one sync at a time, each time syncEvery more
// bytes were written. Block writes are not synced one by one; without it
// all of a checkpoint's bytes would reach the disk in the one sync that
// acknowledges the fetch (or, earlier, in the sync badger does when a value
// log file fills up, which holds up its writes), a wait of a few hundred
// milliseconds per 256 MiB during which nothing else is done. With it the
// disk writes overlap the transfer and the final sync waits only for the
// last few MiB. It also leaves less to fetch again after a crash.
type storeSyncer struct {
	st      *Store
	ctx     context.Context
	kick    chan struct{}
	done    chan struct{}
	pending atomic.Int64 // bytes written since the last sync was started

	mu  sync.Mutex
	err error
}

func (s *Store) newSyncer(ctx context.Context) *storeSyncer {
	y := &storeSyncer{st: s, ctx: ctx, kick: make(chan struct{}, 1), done: make(chan struct{})}
	go y.loop()
	return y
}

// wrote records n more bytes written; it never blocks and is safe for
// concurrent use.
func (y *storeSyncer) wrote(n int) {
	if y.pending.Add(int64(n)) < syncEvery {
		return
	}
	select {
	case y.kick <- struct{}{}:
		y.pending.Store(0)
	default: // a sync is already queued; it will cover these bytes
	}
}

func (y *storeSyncer) loop() {
	defer close(y.done)
	for range y.kick {
		if y.ctx.Err() != nil {
			continue
		}
		if err := y.st.sync(y.ctx); err != nil {
			y.mu.Lock()
			if y.err == nil {
				y.err = fmt.Errorf("checkpoint: syncing stored blocks: %w", err)
			}
			y.mu.Unlock()
		}
	}
}

// close waits for a sync in progress and returns the first sync error.
func (y *storeSyncer) close() error {
	close(y.kick)
	<-y.done
	y.mu.Lock()
	defer y.mu.Unlock()
	return y.err
}

// syncingDAG is a DAG service whose writes feed a storeSyncer (the
// importer writes through it; its batches commit from several goroutines).
type syncingDAG struct {
	ipld.DAGService
	sync *storeSyncer
}

func (d syncingDAG) Add(ctx context.Context, n ipld.Node) error {
	if err := d.DAGService.Add(ctx, n); err != nil {
		return err
	}
	d.sync.wrote(len(n.RawData()))
	return nil
}

func (d syncingDAG) AddMany(ctx context.Context, ns []ipld.Node) error {
	if err := d.DAGService.AddMany(ctx, ns); err != nil {
		return err
	}
	n := 0
	for _, nd := range ns {
		n += len(nd.RawData())
	}
	d.sync.wrote(n)
	return nil
}
