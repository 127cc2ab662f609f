package daemon

import (
	"context"
	"time"
)

// gcLoop rewrites the badger value logs of the state database and the
// checkpoint store every storage.gc_interval (0: never), giving back the
// space of deleted and overwritten records.
func (d *Daemon) gcLoop(ctx context.Context) {
	every := d.cfg.Storage.GCInterval.D()
	if every <= 0 {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		d.collectGarbage()
	}
}

// collectGarbage runs one value-log GC of both stores.
func (d *Daemon) collectGarbage() {
	ratio := d.cfg.Storage.GCDiscardRatio
	t0 := time.Now()
	ns, err := d.db.CollectValueLog(ratio)
	if err != nil {
		d.log.Warn("state database value-log GC", "err", err)
	}
	nc, err := d.store.CollectValueLog(ratio)
	if err != nil {
		d.log.Warn("checkpoint store value-log GC", "err", err)
	}
	d.log.Debug("value-log GC", "state_files_rewritten", ns, "checkpoint_files_rewritten", nc, "took", time.Since(t0).Round(time.Millisecond))
}
