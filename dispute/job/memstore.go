package job

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"sync"
)

// MemStore is a Store in memory, for benchmarks and for parties that do
// not keep what they compute: the CID of content is "mem-" and its
// SHA-256 in hex. It is safe for concurrent use.
type MemStore struct {
	mu    sync.Mutex // guards files
	files map[string][]byte
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{files: map[string][]byte{}} }

// Put stores the content of r.
func (m *MemStore) Put(_ context.Context, _ string, r io.Reader, _ int64) (string, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return "", err
	}
	h := sha256.Sum256(b)
	c := "mem-" + hex.EncodeToString(h[:])
	m.mu.Lock()
	m.files[c] = b
	m.mu.Unlock()
	return c, nil
}

// Open returns the content of cid, or an error wrapping ErrNotFound.
func (m *MemStore) Open(_ context.Context, cid string) (io.ReadCloser, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.files[cid]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, cid)
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}
