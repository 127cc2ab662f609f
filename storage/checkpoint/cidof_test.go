package checkpoint

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"
)

// TestCIDOfMatchesImport checks that the offline CID is the one a store
// gives the same bytes, for a file of one leaf and one of several.
func TestCIDOfMatchesImport(t *testing.T) {
	ctx := context.Background()
	s, err := OpenStore(t.TempDir(), WithValidator(nil))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{10, DefaultChunkSize*3 + 17} {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		info, err := s.Import(ctx, bytes.NewReader(data), int64(n), "x")
		if err != nil {
			t.Fatal(err)
		}
		got, err := CIDOf(ctx, bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if got != info.CID {
			t.Fatalf("%d bytes: CIDOf %s, the store %s", n, got, info.CID)
		}
	}
}
