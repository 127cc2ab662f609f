package checkpoint

import (
	"errors"
	"fmt"
	"syscall"

	"github.com/synod-net/synod/internal/units"
)

// Sentinel errors; test with errors.Is. Each is wrapped with context that
// names the CID, file or directory involved.
var (
	// ErrNoProviders: no peer providing the CID was found within the
	// provider timeout.
	ErrNoProviders = errors.New("checkpoint: no provider found for CID")
	// ErrDiskFull: the disk holding the store has too little free space.
	ErrDiskFull = errors.New("checkpoint: not enough disk space")
	// ErrCorruptBlock: a block's bytes do not hash to its CID.
	ErrCorruptBlock = errors.New("checkpoint: corrupted block")
	// ErrBadFormat: a file is not a valid Synod checkpoint.
	ErrBadFormat = errors.New("checkpoint: not a valid Synod checkpoint file")
	// ErrNotLocal: the CID (or part of its DAG) is not in the local store.
	ErrNotLocal = errors.New("checkpoint: not in the local store")
	// ErrNotPinned: unpin of a CID that is not pinned.
	ErrNotPinned = errors.New("checkpoint: not pinned")
	// ErrStoreBusy: another process holds the store open.
	ErrStoreBusy = errors.New("checkpoint: store is in use by another process")
	// ErrClosed: the Store or Service was closed.
	ErrClosed = errors.New("checkpoint: closed")
	// ErrNotUnixFS: the CID does not name a UnixFS file DAG.
	ErrNotUnixFS = errors.New("checkpoint: CID is not a UnixFS file")
)

// diskErr turns an out-of-space write failure into ErrDiskFull.
func diskErr(dir string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return fmt.Errorf("%w in %s (free space, run `synod checkpoint gc`, or use another --home): %w", ErrDiskFull, dir, err)
	}
	return err
}

// DiskError returns err, wrapped with ErrDiskFull (and a hint) when it is
// an out-of-space failure of a write into dir; nil stays nil. For tools
// that write next to a store.
func DiskError(dir string, err error) error { return diskErr(dir, err) }

// CheckFree fails with ErrDiskFull when dir's file system has less than
// need bytes free plus a margin for the store's own files, as a store
// checks before an import or a fetch; for tools about to write need bytes
// into dir.
func CheckFree(dir string, need uint64) error { return checkFree(dir, need) }

// checkFree fails with ErrDiskFull when dir's file system has less than
// need bytes free (plus a margin for badger's own files).
func checkFree(dir string, need uint64) error {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return nil // cannot tell; let the write report it
	}
	free := st.Bavail * uint64(st.Bsize)
	const margin = 64 << 20
	if free < need+margin {
		return fmt.Errorf("%w in %s: need about %s, %s free (free space, run `synod checkpoint gc`, or use another --home)",
			ErrDiskFull, dir, units.Bytes(need+margin), units.Bytes(free))
	}
	return nil
}
