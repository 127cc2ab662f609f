package checkpoint

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"sync"
	"testing"

	chunker "github.com/ipfs/boxo/chunker"
	mdtest "github.com/ipfs/boxo/ipld/merkledag/test"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	repops "github.com/synod-net/synod/repops/checkpoint"
)

// fuzzDAG is a checkpoint imported as Import builds it (balanced UnixFS,
// raw leaves, CIDv1 dag-pb SHA-256), with small chunks and few links per
// node so that it has two levels of interior nodes: its root, its
// interior blocks by CID, and the DAG protocol answer a provider holding
// all of them sends (breadth-first from the root).
type fuzzDAG struct {
	file     []byte
	root     cid.Cid
	interior map[cid.Cid][]byte
	answer   []byte
}

var fuzzDAGOnce = sync.OnceValues(func() (*fuzzDAG, error) {
	var file bytes.Buffer
	if _, err := WriteSynthetic(&file, 5000, 7); err != nil {
		return nil, err
	}
	dag := mdtest.Mock()
	params := helpers.DagBuilderParams{
		Dagserv:    dag,
		Maxlinks:   3,
		RawLeaves:  true,
		CidBuilder: cid.V1Builder{Codec: cid.DagProtobuf, MhType: mh.SHA2_256},
	}
	db, err := params.New(chunker.NewSizeSplitter(bytes.NewReader(file.Bytes()), 256))
	if err != nil {
		return nil, err
	}
	root, err := balanced.Layout(db)
	if err != nil {
		return nil, err
	}
	d := &fuzzDAG{file: file.Bytes(), root: root.Cid(), interior: map[cid.Cid][]byte{}}
	var ans bytes.Buffer
	bw := bufio.NewWriter(&ans)
	for queue := []cid.Cid{root.Cid()}; len(queue) > 0; queue = queue[1:] {
		c := queue[0]
		if c.Prefix().Codec != cid.DagProtobuf {
			continue
		}
		n, err := dag.Get(context.Background(), c)
		if err != nil {
			return nil, err
		}
		d.interior[c] = n.RawData()
		writeFrame(bw, c.Bytes(), n.RawData())
		for _, l := range n.Links() {
			queue = append(queue, l.Cid)
		}
	}
	if err := bw.Flush(); err != nil {
		return nil, err
	}
	d.answer = ans.Bytes()
	return d, nil
})

func fuzzDAGOf(tb testing.TB) *fuzzDAG {
	d, err := fuzzDAGOnce()
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// frame is one DAG protocol frame: uvarint CID length, CID, uvarint data
// length, data.
func frame(c []byte, data []byte) []byte {
	var b bytes.Buffer
	bw := bufio.NewWriter(&b)
	writeFrame(bw, c, data)
	_ = bw.Flush()
	return b.Bytes()
}

// FuzzDAGAnswer fuzzes the fetcher's reading of a DAG protocol answer
// (readDAGAnswer) for a root CID. Properties: every block returned is a
// dag-pb block whose bytes hash to its CID, is the root or linked from
// another block returned, and is within dagBlockMax (all of them within
// dagAnswerMax); for the test DAG's root the bytes are the DAG's own; the
// whole valid answer yields every interior node; a first frame claiming
// more than dagBlockMax bytes is refused before it is read; a clean end
// consumed the whole answer; and a corrupted block is named only with an
// error and is not among the blocks returned.
func FuzzDAGAnswer(f *testing.F) {
	d := fuzzDAGOf(f)
	rootB := d.root.Bytes()
	f.Add(rootB, d.answer)
	f.Add(rootB, d.answer[:len(d.answer)/2])
	f.Add(rootB, []byte{})
	flipped := bytes.Clone(d.answer)
	flipped[len(flipped)-3] ^= 0x40
	f.Add(rootB, flipped)
	// The root's frame claiming one byte over the limit.
	over := binary.AppendUvarint(append(binary.AppendUvarint(nil, uint64(len(rootB))), rootB...), dagBlockMax+1)
	f.Add(rootB, over)
	// A valid dag-pb block nobody linked.
	for c, data := range d.interior {
		if c != d.root {
			f.Add(rootB, frame(c.Bytes(), data))
			break
		}
	}
	// An identity-hashed dag-pb root: its bytes are in its CID.
	idRoot, _ := cid.V1Builder{Codec: cid.DagProtobuf, MhType: mh.IDENTITY}.Sum([]byte{0x0a, 0x02, 0x08, 0x02})
	f.Add(idRoot.Bytes(), frame(idRoot.Bytes(), []byte{0x0a, 0x02, 0x08, 0x02}))

	f.Fuzz(func(t *testing.T, rootBytes, answer []byte) {
		root, err := cid.Cast(rootBytes)
		if err != nil {
			root = d.root
		}
		r := bytes.NewReader(answer)
		got, bad, err := readDAGAnswer(bufio.NewReader(r), root)
		if bad.Defined() {
			if err == nil {
				t.Fatal("a corrupted block without an error")
			}
			if _, ok := got[bad]; ok {
				t.Fatal("the corrupted block is among the blocks taken")
			}
		}
		if err == nil && r.Len() != 0 {
			t.Fatalf("clean end with %d bytes unread", r.Len())
		}
		linked := map[cid.Cid]bool{root: true}
		total := 0
		for c, b := range got {
			if b.Cid() != c || c.Prefix().Codec != cid.DagProtobuf {
				t.Fatalf("block %s kept under %s", b.Cid(), c)
			}
			if err := verifyBlock(b); err != nil {
				t.Fatalf("block taken that does not verify: %v", err)
			}
			if len(b.RawData()) > dagBlockMax {
				t.Fatalf("block of %d bytes", len(b.RawData()))
			}
			total += len(b.RawData())
			ls, err := links(b)
			if err != nil {
				t.Fatalf("block taken whose links do not decode: %v", err)
			}
			for _, l := range ls {
				linked[l] = true
			}
			if root == d.root {
				if want, ok := d.interior[c]; !ok || !bytes.Equal(want, b.RawData()) {
					t.Fatalf("block %s is not the DAG's", c)
				}
			}
		}
		if total > dagAnswerMax {
			t.Fatalf("answer of %d bytes taken", total)
		}
		for c := range got {
			if !linked[c] {
				t.Fatalf("block %s neither the root nor linked from a block taken", c)
			}
		}
		if root == d.root && bytes.Equal(answer, d.answer) && (err != nil || len(got) != len(d.interior)) {
			t.Fatalf("valid answer: %d of %d blocks, err %v", len(got), len(d.interior), err)
		}
		// A first frame for the root that claims too many bytes.
		br := bufio.NewReader(bytes.NewReader(answer))
		if c, err1 := readCID(br); err1 == nil && c == root && c.Prefix().Codec == cid.DagProtobuf {
			if n, err2 := binary.ReadUvarint(br); err2 == nil && n > dagBlockMax {
				if !errors.Is(err, errDAGAnswer) || len(got) != 0 {
					t.Fatalf("frame of %d bytes: %d blocks, err %v", n, len(got), err)
				}
			}
		}
	})
}

// FuzzValidate fuzzes the validation of a checkpoint being added, every
// way the store runs it: ValidateCheckpoint, ValidateCheckpointParallel,
// the default stream check and a Validator behind the chunk feed, both
// fed the chunks of a size splitter as Import does (chunk size from the
// input). Properties: all four agree, state hash, step and error text;
// what they accept repops/checkpoint decodes to the same state hash and
// step; and they never accept a file with one byte of a valid one
// changed.
func FuzzValidate(f *testing.F) {
	d := fuzzDAGOf(f)
	f.Add(d.file, uint16(256), uint32(0), byte(0))
	f.Add(d.file, uint16(1), uint32(100), byte(1))
	f.Add(d.file[:len(d.file)-1], uint16(4096), uint32(0), byte(0))
	f.Add(append(bytes.Clone(d.file), 0), uint16(7), uint32(0), byte(0))
	f.Add([]byte("SYNODCKP"), uint16(3), uint32(0), byte(0))
	f.Add([]byte{}, uint16(0), uint32(0), byte(0))

	f.Fuzz(func(t *testing.T, data []byte, chunk uint16, flipAt uint32, flip byte) {
		mutated := flip != 0 && bytes.Equal(data, d.file)
		if flip != 0 && len(data) > 0 {
			data = bytes.Clone(data)
			data[int(flipAt%uint32(len(data)))] ^= flip
		}
		size := int64(chunk)%8192 + 1
		type result struct {
			hash string
			step uint64
			err  string
		}
		res := func(h string, step uint64, err error) result {
			if err != nil {
				return result{err: err.Error()}
			}
			return result{hash: h, step: step}
		}
		viaSplitter := func(c importCheck) result {
			spl := checkedSplitter{chunker.NewSizeSplitter(bytes.NewReader(data), size), c}
			for {
				if _, err := spl.NextBytes(); err != nil {
					if !errors.Is(err, io.EOF) {
						t.Fatalf("splitter: %v", err)
					}
					break
				}
			}
			v := c.finish()
			return res(v.stateHash, v.step, v.err)
		}
		runs := map[string]result{
			"ValidateCheckpoint":         res(ValidateCheckpoint(bytes.NewReader(data))),
			"ValidateCheckpointParallel": res(ValidateCheckpointParallel(bytes.NewReader(data))),
			"stream check":               viaSplitter(newStreamCheck()),
			"reader check":               viaSplitter(newReaderCheck(ValidateCheckpoint)),
		}
		want := runs["ValidateCheckpoint"]
		for name, r := range runs {
			if r != want {
				t.Fatalf("%s gives %+v, ValidateCheckpoint %+v", name, r, want)
			}
		}
		if want.err != "" {
			return
		}
		if mutated {
			t.Fatalf("a valid file with byte %d changed (xor %#x) was accepted", flipAt%uint32(len(data)), flip)
		}
		c, sum, err := repops.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("validated, but Decode refuses it: %v", err)
		}
		if hex.EncodeToString(sum[:]) != want.hash || c.Step != want.step {
			t.Fatalf("validated as %s step %d, decodes as %x step %d", want.hash, want.step, sum, c.Step)
		}
	})
}
