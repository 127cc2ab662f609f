package checkpoint

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	dshelp "github.com/ipfs/boxo/datastore/dshelp"
	"github.com/ipfs/go-cid"
	repops "github.com/synod-net/synod/repops/checkpoint"
)

// synthetic returns the bytes and state hash of a valid checkpoint.
func synthetic(t testing.TB, size int64, seed uint64) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	h, err := WriteSynthetic(&buf, size, seed)
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), h
}

func openStore(t testing.TB, opts ...StoreOption) *Store {
	t.Helper()
	st, err := OpenStore(t.TempDir(), append([]StoreOption{WithChunkSize(64 << 10)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

func writeTemp(t testing.TB, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "ckpt.bin")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestImportExportRoundTrip(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	data, hash := synthetic(t, 1<<20, 1)
	info, err := st.AddFile(ctx, writeTemp(t, data))
	if err != nil {
		t.Fatal(err)
	}
	if info.StateHash != hash || info.Size != uint64(len(data)) || info.Name != "ckpt.bin" || info.Step != 1 {
		t.Fatalf("Info = %+v, want state hash %s size %d", info, hash, len(data))
	}
	if info.CID.Version() != 1 {
		t.Fatalf("CID %s is not CIDv1", info.CID)
	}
	// The same bytes give the same CID (content addressing).
	again, err := st.Import(ctx, bytes.NewReader(data), int64(len(data)), "again")
	if err != nil || !again.CID.Equals(info.CID) {
		t.Fatalf("re-import = %v, %v; want %s", again.CID, err, info.CID)
	}
	var out bytes.Buffer
	gotHash, n, err := st.ExportChecked(ctx, info.CID, &out)
	if err != nil || n != int64(len(data)) || !bytes.Equal(out.Bytes(), data) || gotHash != hash {
		t.Fatalf("ExportChecked: n=%d err=%v equal=%v hash=%s", n, err, bytes.Equal(out.Bytes(), data), gotHash)
	}
	s, err := st.Stat(ctx, info.CID)
	if err != nil || !s.Complete || !s.Pinned || s.Size != uint64(len(data)) || s.Blocks < 17 || s.LocalBlocks != s.Blocks {
		t.Fatalf("Stat = %+v, %v", s, err)
	}
	pins, err := st.Pins(ctx)
	if err != nil || len(pins) != 1 || !pins[0].CID.Equals(info.CID) || pins[0].Size != uint64(len(data)) {
		t.Fatalf("Pins = %+v, %v", pins, err)
	}
}

func TestMalformedCheckpointRejected(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	good, _ := synthetic(t, 256<<10, 2)
	flipped := append([]byte(nil), good...)
	flipped[len(flipped)/2] ^= 0x40
	cases := []struct {
		name string
		data []byte
		want error
	}{
		{"not a checkpoint", []byte("PK\x03\x04 this is a zip file, not a checkpoint"), repops.ErrBadMagic},
		{"truncated", good[:len(good)-100], repops.ErrTruncated},
		{"flipped byte", flipped, repops.ErrChecksum},
	}
	for _, tc := range cases {
		_, err := st.AddFile(ctx, writeTemp(t, tc.data))
		if !errors.Is(err, ErrBadFormat) || !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want ErrBadFormat wrapping %v", tc.name, err, tc.want)
			continue
		}
		t.Logf("%s: %v", tc.name, err)
	}
	if pins, _ := st.Pins(ctx); len(pins) != 0 {
		t.Fatalf("a rejected file was pinned: %+v", pins)
	}
	// Their blocks are garbage.
	res, err := st.GC(ctx)
	if err != nil || res.Removed == 0 || res.Kept != 0 {
		t.Fatalf("GC after rejects = %+v, %v", res, err)
	}
}

func TestPinUnpinGC(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	a, _ := synthetic(t, 512<<10, 3)
	b, _ := synthetic(t, 512<<10, 4)
	ia, err := st.Import(ctx, bytes.NewReader(a), 0, "a")
	if err != nil {
		t.Fatal(err)
	}
	ib, err := st.Import(ctx, bytes.NewReader(b), 0, "b")
	if err != nil {
		t.Fatal(err)
	}
	if res, err := st.GC(ctx); err != nil || res.Removed != 0 {
		t.Fatalf("GC with everything pinned = %+v, %v", res, err)
	}
	if err := st.Unpin(ctx, ib.CID); err != nil {
		t.Fatal(err)
	}
	if err := st.Unpin(ctx, ib.CID); !errors.Is(err, ErrNotPinned) {
		t.Fatalf("second Unpin = %v, want ErrNotPinned", err)
	}
	res, err := st.GC(ctx)
	if err != nil || res.Removed == 0 || res.Freed < uint64(len(b)) {
		t.Fatalf("GC = %+v, %v", res, err)
	}
	if _, err := st.Stat(ctx, ib.CID); !errors.Is(err, ErrNotLocal) {
		t.Fatalf("Stat of collected = %v, want ErrNotLocal", err)
	}
	var out bytes.Buffer
	if _, err := st.Export(ctx, ia.CID, &out); err != nil || !bytes.Equal(out.Bytes(), a) {
		t.Fatalf("pinned checkpoint damaged by GC: %v", err)
	}
	if err := st.Pin(ctx, ib.CID, "b"); !errors.Is(err, ErrNotLocal) {
		t.Fatalf("Pin of absent = %v, want ErrNotLocal", err)
	}
	// A fetch in progress protects its blocks.
	ic, err := st.Import(ctx, bytes.NewReader(b), 0, "c")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Unpin(ctx, ic.CID); err != nil {
		t.Fatal(err)
	}
	if err := st.markFetching(ctx, ic.CID); err != nil {
		t.Fatal(err)
	}
	if res, err := st.GC(ctx); err != nil || res.Removed != 0 {
		t.Fatalf("GC removed blocks of a fetch in progress: %+v, %v", res, err)
	}
	// Unpinning an unfinished fetch abandons it.
	if err := st.Unpin(ctx, ic.CID); err != nil {
		t.Fatalf("Unpin of an unfinished fetch: %v", err)
	}
	if res, err := st.GC(ctx); err != nil || res.Removed == 0 {
		t.Fatalf("GC after abandoning a fetch = %+v, %v", res, err)
	}
}

// corruptLeaf overwrites the bytes of one stored raw leaf of root.
func corruptLeaf(t testing.TB, st *Store, root cid.Cid, which int) cid.Cid {
	t.Helper()
	ctx := context.Background()
	var leaves []cid.Cid
	if err := st.walkLocal(ctx, root, func(c cid.Cid, b blocksBlock) error {
		if c.Prefix().Codec == cid.Raw {
			leaves = append(leaves, c)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	leaf := leaves[which%len(leaves)]
	if _, p := st.files.path(leaf); fileExists(p) {
		raw, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		raw[len(raw)/3] ^= 0xff
		if err := os.WriteFile(p, raw, 0o600); err != nil {
			t.Fatal(err)
		}
		return leaf
	}
	key := dshelp.MultihashToDsKey(leaf.Hash())
	raw, err := st.ds.Get(ctx, blocksKey(key))
	if err != nil {
		t.Fatal(err)
	}
	bad := append([]byte(nil), raw...)
	bad[len(bad)/3] ^= 0xff
	if err := st.ds.Put(ctx, blocksKey(key), bad); err != nil {
		t.Fatal(err)
	}
	return leaf
}

func TestCorruptedBlockOnDiskDetected(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	data, _ := synthetic(t, 512<<10, 5)
	info, err := st.Import(ctx, bytes.NewReader(data), 0, "x")
	if err != nil {
		t.Fatal(err)
	}
	leaf := corruptLeaf(t, st, info.CID, 3)
	_, err = st.Export(ctx, info.CID, &bytes.Buffer{})
	if !errors.Is(err, ErrCorruptBlock) {
		t.Fatalf("Export of corrupted = %v, want ErrCorruptBlock", err)
	}
	bad, err := st.Verify(ctx, info.CID)
	if err != nil || len(bad) != 1 || !bad[0].Equals(leaf) {
		t.Fatalf("Verify = %v, %v; want [%s]", bad, err, leaf)
	}
	s, err := st.Stat(ctx, info.CID)
	if err != nil || s.Complete || s.LocalBlocks != s.Blocks-1 {
		t.Fatalf("Stat after Verify = %+v, %v", s, err)
	}
}

func TestJSONPrintsPlainCIDs(t *testing.T) {
	c, _ := cid.Decode("bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi")
	for _, v := range []any{Info{CID: c, Size: 3}, Stat{CID: c}, PinInfo{CID: c}, FetchResult{Info: Info{CID: c}, Blocks: 2}} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `"cid":"`+c.String()+`"`) || strings.Contains(string(b), `"/"`) {
			t.Errorf("%T: %s", v, b)
		}
	}
}

func TestDiskFullErrors(t *testing.T) {
	dir := t.TempDir()
	err := diskErr(dir, fmt.Errorf("writing block: %w", syscall.ENOSPC))
	if !errors.Is(err, ErrDiskFull) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "gc") {
		t.Fatalf("ENOSPC mapped to %v", err)
	}
	if err := checkFree(dir, 1<<62); !errors.Is(err, ErrDiskFull) {
		t.Fatalf("checkFree(4 EiB) = %v, want ErrDiskFull", err)
	} else {
		t.Log(err)
	}
	if err := checkFree(dir, 1<<10); err != nil {
		t.Fatalf("checkFree(1 KiB) = %v", err)
	}
	st := openStore(t)
	if _, err := st.Import(context.Background(), bytes.NewReader(nil), 1<<62, "huge"); !errors.Is(err, ErrDiskFull) {
		t.Fatalf("Import of a 4 EiB file = %v, want ErrDiskFull", err)
	}
}

func TestImportStopsOnCancel(t *testing.T) {
	st := openStore(t)
	data, _ := synthetic(t, 1<<20, 11)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := st.Import(ctx, bytes.NewReader(data), 0, "x"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Import with a cancelled context = %v", err)
	}
	if pins, _ := st.Pins(context.Background()); len(pins) != 0 {
		t.Fatalf("cancelled import pinned %v", pins)
	}
}
