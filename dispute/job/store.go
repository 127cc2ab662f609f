package job

import (
	"context"
	"io"
)

// Store is the content-addressed store checkpoints, traces and datasets
// live in, named by CID strings. storage/checkpoint's Store (with
// network fetch) implements it in the CLI; every file put is a canonical
// repops checkpoint, which is what that store accepts and serves.
type Store interface {
	// Put stores size bytes from r under a human name and returns the
	// content's CID.
	Put(ctx context.Context, name string, r io.Reader, size int64) (string, error)
	// Open returns the content of cid, fetching it if needed. It returns
	// an error wrapping ErrNotFound when the content cannot be had.
	Open(ctx context.Context, cid string) (io.ReadCloser, error)
}
