package job

import (
	"math"
	"strings"
	"testing"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

type repoEntry = repops.TraceEntry

func mathFlip(v float32) float32 { return math.Float32frombits(math.Float32bits(v) ^ 1) }

func rootOf(t *testing.T, hs []Hash) Hash {
	t.Helper()
	ls := make([]commit.Hash, len(hs))
	for i, h := range hs {
		ls[i] = commit.Hash(h)
	}
	r, err := commit.Root(ls)
	if err != nil {
		t.Fatal(err)
	}
	return Hash(r)
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }
