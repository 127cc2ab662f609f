package checkpoint

import (
	"bytes"
	"context"
	"testing"
)

// BenchmarkFetch measures a bitswap fetch of a 64 MiB checkpoint in 1 MiB
// blocks between two badger-backed nodes on loopback.
func BenchmarkFetch(b *testing.B) {
	ctx := context.Background()
	data, _ := synthetic(b, 64<<20, 1)
	src := newTestNodeChunk(b, DefaultChunkSize, nil)
	info, err := src.st.Import(ctx, bytes.NewReader(data), 0, "bench")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		dst := newTestNodeChunk(b, DefaultChunkSize, nil)
		b.StartTimer()
		if _, err := dst.svc.Fetch(ctx, info.CID, WithPeers(src.p.AddrInfo()), WithoutProvide()); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		dst.close()
		b.StartTimer()
	}
}
