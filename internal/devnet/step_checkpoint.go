package devnet

import (
	"bufio"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/synod-net/synod/internal/units"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/policy"
)

// checkpointSeed seeds the shared base checkpoint: the swarm's base policy
// model, so the file is the same on every run and machine.
const checkpointSeed = 1

// CheckpointStep has node 0 save the swarm's base transformer (fixed seed)
// as a checkpoint, add it to its checkpoint store and announce it on the
// DHT, as every node serves its store; the last node finds the provider through the DHT, fetches the file
// by CID over bitswap and checks its repops state hash against the one
// node 0 computed.
func CheckpointStep() Step {
	return Step{Name: "checkpoint", Run: func(ctx context.Context, d *Devnet) (string, error) {
		nodes := d.Nodes()
		src, dst := 0, len(nodes)-1
		model, err := models.NewTransformer(policy.BaseConfig(checkpointSeed))
		if err != nil {
			return "", err
		}
		dir := filepath.Join(d.Dirs()[src], "checkpoint-out")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return "", err
		}
		path := filepath.Join(dir, "base.ckpt")
		want, err := saveModel(model, path)
		if err != nil {
			return "", fmt.Errorf("node %d: saving the base checkpoint: %w", src, err)
		}
		provider := d.Daemons()[src].Checkpoints()
		info, err := provider.Add(ctx, path)
		if err != nil {
			return "", fmt.Errorf("node %d: adding the checkpoint: %w", src, err)
		}
		if info.StateHash != want {
			return "", fmt.Errorf("node %d: the store validated state hash %s, the model's is %s", src, info.StateHash, want)
		}
		d.Progress("checkpoint: node #%d saved the base transformer (seed %d, %d params, state hash %s…), stored and announced it as %s (%s)",
			src, checkpointSeed, model.NumParams(), want[:16], info.CID, units.Bytes(info.Size))

		fetcher := d.Daemons()[dst].Checkpoints()
		t0 := time.Now()
		found := false
		for p := range nodes[dst].DHT().FindProvidersAsync(ctx, info.CID, 1) {
			if p.ID == nodes[src].ID() {
				found = true
				d.Progress("checkpoint: node #%d found provider …%s for %s through the DHT in %s",
					dst, node.ShortID(p.ID), info.CID, time.Since(t0).Round(10*time.Microsecond))
				break
			}
		}
		if !found {
			return "", fmt.Errorf("node %d: the DHT returned no provider for %s: %w", dst, info.CID, errors.Join(ctx.Err(), errors.New("lookup ended")))
		}
		out := filepath.Join(d.Dirs()[dst], "checkpoint-in", "base.ckpt")
		if err := os.MkdirAll(filepath.Dir(out), 0o700); err != nil {
			return "", err
		}
		t1 := time.Now()
		res, err := fetcher.GetFile(ctx, info.CID, out)
		if err != nil {
			return "", fmt.Errorf("node %d: fetching %s: %w", dst, info.CID, err)
		}
		took := time.Since(t1)
		if res.StateHash != want {
			return "", fmt.Errorf("node %d: fetched checkpoint has state hash %q, node %d saved %s", dst, res.StateHash, src, want)
		}
		rate := float64(res.Size) / 1e6 / took.Seconds()
		d.Progress("checkpoint: node #%d fetched %s (%d blocks from %d provider(s)) over bitswap in %s, %.1f MB/s; state hash verified %s…",
			dst, units.Bytes(res.Size), res.Blocks, res.Providers, took.Round(time.Millisecond), rate, res.StateHash[:16])
		d.SetStat(src, "checkpoint", "provided")
		d.SetStat(dst, "checkpoint", "fetched")
		return fmt.Sprintf("node #%d → #%d by CID %s: %s in %s (%.1f MB/s), state hash verified",
			src, dst, short(info.CID.String()), units.Bytes(res.Size), took.Round(time.Millisecond), rate), nil
	}}
}

// saveModel writes m's checkpoint to path and returns its state hash (hex).
func saveModel(m *models.Transformer, path string) (string, error) {
	f, err := os.Create(path)
	if err != nil {
		return "", err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	sum, err := m.Save(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(sum[:]), nil
}
