package checkpoint

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	dshelp "github.com/ipfs/boxo/datastore/dshelp"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	mh "github.com/multiformats/go-multihash"
	"github.com/synod-net/synod/internal/cputime"
)

func rawBlock(t testing.TB, size int, seed byte) blocks.Block {
	t.Helper()
	data := bytes.Repeat([]byte{seed, seed ^ 0x5a, 7}, size/3+1)[:size]
	h, err := mh.Sum(data, mh.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := blocks.NewBlockWithCid(data, cid.NewCidV1(cid.Raw, h))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFileBlockstoreKeepsLargeBlocksAsFiles(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	small, large, legacy := rawBlock(t, 4<<10, 1), rawBlock(t, fileBlockMin, 2), rawBlock(t, 1<<20, 3)
	if err := st.bs.PutMany(ctx, []blocks.Block{small, large}); err != nil {
		t.Fatal(err)
	}
	// A large block stored in badger by an earlier build.
	if err := st.files.Blockstore.Put(ctx, legacy); err != nil {
		t.Fatal(err)
	}
	if _, p := st.files.path(large.Cid()); !fileExists(p) {
		t.Fatalf("large block not a file at %s", p)
	}
	if _, p := st.files.path(small.Cid()); fileExists(p) {
		t.Fatalf("small block stored as a file")
	}
	if ok, _ := st.files.Blockstore.Has(ctx, large.Cid()); ok {
		t.Fatalf("large block also in badger")
	}
	for _, b := range []blocks.Block{small, large, legacy} {
		got, err := st.bs.Get(ctx, b.Cid())
		if err != nil || !bytes.Equal(got.RawData(), b.RawData()) || !got.Cid().Equals(b.Cid()) {
			t.Fatalf("Get(%d bytes) = %v, %v", len(b.RawData()), got, err)
		}
		if ok, err := st.bs.Has(ctx, b.Cid()); !ok || err != nil {
			t.Fatalf("Has = %v, %v", ok, err)
		}
		// (badger's own size of a value-log entry is one byte off; only
		// the blocks outside the value log are checked exactly)
		if n, err := st.bs.GetSize(ctx, b.Cid()); err != nil || (b != legacy && n != len(b.RawData())) {
			t.Fatalf("GetSize = %d, %v; want %d", n, err, len(b.RawData()))
		}
	}
	keys, err := st.bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for k := range keys {
		seen[string(k.Hash())] = true
	}
	for _, b := range []blocks.Block{small, large, legacy} {
		if !seen[string(b.Cid().Hash())] {
			t.Fatalf("AllKeysChan misses a block of %d bytes", len(b.RawData()))
		}
	}

	// sync empties the set of files to sync.
	if len(st.files.unsynced) == 0 {
		t.Fatal("no file pending sync after a write")
	}
	if err := st.files.sync(); err != nil {
		t.Fatal(err)
	}
	if len(st.files.unsynced) != 0 || len(st.files.dirs) != 0 {
		t.Fatalf("after sync: %d files, %d dirs pending", len(st.files.unsynced), len(st.files.dirs))
	}

	for _, b := range []blocks.Block{large, legacy} {
		if err := st.bs.DeleteBlock(ctx, b.Cid()); err != nil {
			t.Fatal(err)
		}
		if _, err := st.bs.Get(ctx, b.Cid()); !ipld.IsNotFound(err) {
			t.Fatalf("Get after DeleteBlock = %v, want not found", err)
		}
	}

	// A write cut short by a crash leaves a temporary file: gone at the
	// next open.
	shard, _ := st.files.path(small.Cid())
	if err := os.MkdirAll(shard, 0o700); err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(shard, ".tmp-123")
	if err := os.WriteFile(tmp, []byte("half a block"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	st, err = OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := os.Stat(tmp); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("temporary block file left after reopening: %v", err)
	}
	if got, err := st.bs.Get(ctx, small.Cid()); err != nil || !bytes.Equal(got.RawData(), small.RawData()) {
		t.Fatalf("small block after reopening: %v", err)
	}
}

func TestFileBlockPathIsTheBlockstoreKey(t *testing.T) {
	st := openStore(t)
	b := rawBlock(t, 100, 9)
	dir, p := st.files.path(b.Cid())
	name := dshelp.MultihashToDsKey(b.Cid().Hash()).String()[1:]
	if filepath.Base(p) != name || filepath.Dir(p) != dir || filepath.Base(dir) != name[len(name)-3:len(name)-1] {
		t.Fatalf("path = %s in %s for key %s", p, dir, name)
	}
}

// BenchmarkPutLeaves stores 256 one-MiB leaves as a fetch does (PutMany in
// batches of 8, into shard directories that exist already, synced in the
// background every 32 MiB and once at the end), deleting them between
// iterations, and reports the CPU time per GB stored.
func BenchmarkPutLeaves(b *testing.B) {
	ctx := context.Background()
	var leaves []blocks.Block
	for i := range 256 {
		leaves = append(leaves, rawBlock(b, 1<<20, byte(i)))
	}
	st, err := OpenStore(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	b.SetBytes(256 << 20)
	var cpu time.Duration
	for i := 0; i < b.N+1; i++ {
		if i == 1 {
			// The first round creates the shard directories.
			b.ResetTimer()
			cpu = 0
		}
		c0 := cputime.Process()
		sy := st.newSyncer(ctx)
		for j := 0; j < len(leaves); j += 8 {
			if err := st.bs.PutMany(ctx, leaves[j:j+8]); err != nil {
				b.Fatal(err)
			}
			sy.wrote(8 << 20)
		}
		if err := sy.close(); err != nil {
			b.Fatal(err)
		}
		if err := st.sync(ctx); err != nil {
			b.Fatal(err)
		}
		cpu += cputime.Process() - c0
		b.StopTimer()
		for _, l := range leaves {
			if err := st.bs.DeleteBlock(ctx, l.Cid()); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N)/(float64(256<<20)/1e9), "cpu-s/GB")
}

// TestFileBlockstoreRewrite: writing a leaf again replaces a damaged file at
// its name and leaves no temporary file.
func TestFileBlockstoreRewrite(t *testing.T) {
	ctx := context.Background()
	st, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	b := rawBlock(t, 1<<20, 9)
	if err := st.bs.Put(ctx, b); err != nil {
		t.Fatal(err)
	}
	dir, p := st.files.path(b.Cid())
	if err := os.WriteFile(p, []byte("damaged"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := st.bs.Put(ctx, b); err != nil {
		t.Fatalf("rewriting: %v", err)
	}
	got, err := st.bs.Get(ctx, b.Cid())
	if err != nil || !bytes.Equal(got.RawData(), b.RawData()) {
		t.Fatalf("Get = %v, %v", got, err)
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 1 {
		t.Fatalf("%d entries in %s, want the block file only", len(ents), dir)
	}
}
