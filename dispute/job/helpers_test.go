package job

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/synod-net/synod/node/identity"
)

// memStore is the package's MemStore; tests read its files directly.
type memStore = MemStore

func newMemStore() *memStore { return NewMemStore() }

// dirStore reads files named by their CID from a directory (the golden
// receipt's artifacts).
type dirStore string

func (d dirStore) Put(context.Context, string, io.Reader, int64) (string, error) {
	return "", fmt.Errorf("read-only")
}

func (d dirStore) Open(_ context.Context, c string) (io.ReadCloser, error) {
	f, err := os.Open(filepath.Join(string(d), c))
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, c)
	}
	return f, nil
}

func testKey(t testing.TB) *identity.Identity {
	t.Helper()
	id, err := identity.FromRaw(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	return id
}

const tinySpecTOML = `
version = 1
seed = 11
steps = 6
checkpoint_interval = 3

[model]
kind = "transformer"

[model.transformer]
vocab = 6
context = 6
dim = 8
layers = 1
heads = 2
ff_mult = 2

[data]
source = "reverse"
n = 3
symbols = 5

[train]
batch = 4
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`

func tinySpec(t testing.TB) *Spec {
	t.Helper()
	s, err := DecodeSpec([]byte(tinySpecTOML))
	if err != nil {
		t.Fatal(err)
	}
	return s
}
