package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"

	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/storage/checkpoint"
)

// serveNodeCheckpoints makes a running node serve the checkpoints of its
// store (<storage.datastore_dir>/checkpoints) as `synod checkpoint serve`
// does: bitswap answers for every stored block, and the pinned roots are
// announced on the node's DHT now and every 12 hours. A node whose store
// was never created (no checkpoint added or fetched with this home) serves
// nothing. stop closes the service and the store.
func serveNodeCheckpoints(ctx context.Context, cfg *config.Config, n *node.Node, log *slog.Logger) (stop func(), err error) {
	dir := checkpointStoreDir(cfg)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		log.Info("no checkpoint store yet; not serving checkpoints", "dir", dir)
		return func() {}, nil
	}
	st, err := checkpoint.OpenStore(dir, checkpoint.WithStoreLogger(log), checkpoint.WithStoreRegisterer(n.Registry()))
	if err != nil {
		return nil, fmt.Errorf("opening the checkpoint store: %w", err)
	}
	svc, err := checkpoint.NewService(n.Host(), n.DHT(), st, checkpoint.WithLogger(log), checkpoint.WithRegisterer(n.Registry()),
		checkpoint.WithServeRate(int64(cfg.Storage.CheckpointServeRate)))
	if err == nil {
		err = svc.Start(ctx)
	}
	if err != nil {
		_ = st.Close()
		return nil, fmt.Errorf("starting the checkpoint service: %w", err)
	}
	pins, err := st.Pins(ctx)
	if err != nil {
		_ = svc.Close()
		_ = st.Close()
		return nil, err
	}
	log.Info("serving checkpoints", "pinned", len(pins), "dir", dir, "rate_limit", serveRateText(svc.ServeRate()))
	return func() {
		if err := svc.Close(); err != nil {
			log.Warn("closing the checkpoint service", "err", err)
		}
		if err := st.Close(); err != nil {
			log.Warn("closing the checkpoint store", "err", err)
		}
	}, nil
}
