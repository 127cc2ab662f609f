package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ipfs/go-cid"
)

// ExportChecked writes the checkpoint's bytes to w like Export and, at the
// same time, validates them with the store's validator, returning the
// repops state hash. Bytes that are not a valid checkpoint fail with
// ErrBadFormat after they were written.
func (s *Store) ExportChecked(ctx context.Context, c cid.Cid, w io.Writer) (stateHash string, n int64, err error) {
	check := s.newCheck()
	if check == nil {
		n, err = s.Export(ctx, c, w)
		return "", n, err
	}
	n, err = s.export(ctx, c, func(p []byte) error {
		_, err := w.Write(p)
		// Blocks read from the store are fresh buffers nobody modifies.
		check.feed(p)
		return err
	})
	v := check.finish()
	if err != nil {
		return "", n, err
	}
	if v.err != nil {
		return "", n, fmt.Errorf("%w: %s: %w", ErrBadFormat, c, v.err)
	}
	return v.stateHash, n, nil
}

// GetFile fetches root (resuming whatever is stored already), writes its
// bytes to path atomically (through path.part) and returns the fetch
// result with the verified repops state hash. A block found corrupted on
// local disk is removed and fetched again from a provider.
func (s *Service) GetFile(ctx context.Context, root cid.Cid, path string, opts ...FetchOption) (FetchResult, error) {
	dir := filepath.Dir(path)
	var res FetchResult
	for attempt := 0; ; attempt++ {
		var err error
		res, err = s.Fetch(ctx, root, opts...)
		if err != nil {
			return res, err
		}
		if err := checkFree(dir, res.Size); err != nil {
			return res, err
		}
		hash, err := s.writeFile(ctx, root, path)
		if errors.Is(err, ErrCorruptBlock) && attempt < 2 {
			bad, verr := s.st.Verify(ctx, root)
			if verr != nil {
				return res, verr
			}
			s.log.Warn("corrupted blocks on disk removed; fetching them again", "cid", root, "blocks", len(bad))
			continue
		}
		if err != nil {
			return res, err
		}
		res.StateHash = hash
		return res, nil
	}
}

func (s *Service) writeFile(ctx context.Context, root cid.Cid, path string) (string, error) {
	var hash string
	err := writeFileAtomic(path, func(w io.Writer) error {
		var err error
		hash, _, err = s.st.ExportChecked(ctx, root, w)
		return err
	})
	return hash, err
}

// writeFileAtomic writes path through path.part: fill writes the bytes,
// which are synced before the rename, so path is either absent, as it was,
// or complete. A full disk fails with ErrDiskFull.
func writeFileAtomic(path string, fill func(io.Writer) error) error {
	tmp := path + ".part"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o644)
	if err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	err = fill(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(tmp)
		return diskErr(filepath.Dir(path), err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}
