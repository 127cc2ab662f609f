package checkpoint

import (
	"os"

	"golang.org/x/sys/unix"
)

// startWriteback asks the kernel to start writing f's bytes to disk now,
// without waiting, so the fsync that later makes them durable finds them
// already written instead of writing them all at the end of a fetch.
func startWriteback(f *os.File) {
	_ = unix.SyncFileRange(int(f.Fd()), 0, 0, unix.SYNC_FILE_RANGE_WRITE)
}
