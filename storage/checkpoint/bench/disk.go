package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/synod-net/synod/storage/checkpoint"
)

// diskWriteRate writes data to a new file in dir, chunk bytes per
// write(2), makes it durable with fsync (as the store syncs its block
// files), removes it and returns the rate in MB/s. That is the least a
// fetch into a store in dir has to do besides receiving and hashing the
// bytes, so where the fetch comes close to it, the disk, not the network
// or the protocol, sets the pace.
func diskWriteRate(dir string, data []byte, chunk int) (float64, error) {
	f, err := os.CreateTemp(dir, ".disk-probe-*")
	if err != nil {
		return 0, fmt.Errorf("disk write probe: %w", err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	start := time.Now()
	for off := 0; off < len(data); off += chunk {
		if _, err := f.Write(data[off:min(off+chunk, len(data))]); err != nil {
			return 0, checkpoint.DiskError(dir, fmt.Errorf("disk write probe: %w", err))
		}
	}
	if err := f.Sync(); err != nil {
		return 0, checkpoint.DiskError(dir, fmt.Errorf("disk write probe: %w", err))
	}
	return mbps(int64(len(data)), time.Since(start)), nil
}

// fsName names the filesystem holding dir ("" when unknown).
func fsName(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	return fsType(abs)
}
