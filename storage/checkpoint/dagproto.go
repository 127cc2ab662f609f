package checkpoint

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"time"

	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// The DAG protocol hands a fetcher the interior nodes of a checkpoint DAG
// (everything but its raw leaves) in one round trip.
//
// Over bitswap alone every level of the DAG costs a round of wants, and
// bitswap sends a peer at most one want message every 20 ms, so a 256 MiB
// checkpoint (root, two interior nodes, 256 leaves) waited about 40 ms
// before its first leaf was asked for. With this protocol the fetcher
// learns every leaf's CID in one request and asks bitswap for all the
// leaves at once; the leaves (all but a few KiB of the bytes) still travel
// over bitswap.
//
// Request: uvarint length, root CID bytes. Answer: the interior nodes the
// provider holds, breadth-first from the root, each as uvarint CID length,
// CID bytes, uvarint data length, data; the stream then closes. The fetcher
// takes a block only if its CID is the root or linked from a block it
// already took, is a dag-pb CID, and the bytes hash to that CID; anything
// else ends the answer and the peer is treated as having sent a corrupted
// block. What the answer lacks (a provider without the protocol, an answer
// cut short) is fetched over bitswap as before.
const dagProtocol = protocol.ID("/synod/checkpoint/dag/1.0.0")

const (
	// dagAnswerMax bounds the interior bytes one answer carries (a 1 TiB
	// checkpoint in 1 MiB leaves has about 40 MiB of them); the rest comes
	// over bitswap.
	dagAnswerMax = 16 << 20
	// dagBlockMax is the largest block accepted, bitswap's own limit.
	dagBlockMax = 2 << 20
	// dagTimeout bounds one exchange, both ends.
	dagTimeout = 10 * time.Second
	// dagProviderWait is how long a fetch waits for a first provider to
	// connect before it walks the DAG over bitswap alone.
	dagProviderWait = time.Second
)

var errDAGAnswer = errors.New("checkpoint: bad DAG protocol answer")

// serveDAG answers one DAG protocol request from the local store.
func (s *Service) serveDAG(st network.Stream) {
	s.mu.Lock()
	if s.ctx.Err() != nil {
		s.mu.Unlock()
		_ = st.Reset()
		return
	}
	s.wg.Add(1)
	s.mu.Unlock()
	defer s.wg.Done()
	defer st.Close()
	_ = st.SetDeadline(time.Now().Add(dagTimeout))
	br := bufio.NewReader(io.LimitReader(st, 256))
	root, err := readCID(br)
	if err != nil {
		_ = st.Reset()
		return
	}
	bw := bufio.NewWriterSize(st, 64<<10)
	sent := 0
	err = s.walkInterior(s.ctx, root, func(b blocks.Block) bool {
		if sent+len(b.RawData()) > dagAnswerMax || s.serve.wait(s.ctx, len(b.RawData())) != nil {
			return false
		}
		sent += len(b.RawData())
		writeFrame(bw, b.Cid().Bytes(), b.RawData())
		return true
	})
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		_ = st.Reset()
	}
}

// walkInterior visits the locally stored dag-pb blocks under root
// breadth-first until visit returns false. Absent blocks are skipped.
func (s *Service) walkInterior(ctx context.Context, root cid.Cid, visit func(blocks.Block) bool) error {
	queue := []cid.Cid{root}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c.Prefix().Codec != cid.DagProtobuf {
			continue
		}
		b, err := s.st.bs.Get(ctx, c)
		if ipld.IsNotFound(err) {
			continue
		}
		if err != nil {
			return err
		}
		if !visit(b) {
			return nil
		}
		ls, err := links(b)
		if err != nil {
			return nil // not ours to judge; the fetcher checks what it gets
		}
		for _, l := range ls {
			if l.Prefix().Codec == cid.DagProtobuf {
				queue = append(queue, l)
			}
		}
	}
	return nil
}

// fetchInterior asks p for the interior nodes under root and returns those
// that check out, by CID. An error means the answer stopped early (the
// blocks returned are still good).
func (s *Service) fetchInterior(ctx context.Context, p peer.ID, root cid.Cid) (map[cid.Cid]blocks.Block, error) {
	ctx, cancel := context.WithTimeout(ctx, dagTimeout)
	defer cancel()
	st, err := s.h.NewStream(ctx, p, dagProtocol)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	_ = st.SetDeadline(time.Now().Add(dagTimeout))
	bw := bufio.NewWriter(st)
	writeFrame(bw, root.Bytes(), nil)
	if err := bw.Flush(); err != nil {
		_ = st.Reset()
		return nil, err
	}
	_ = st.CloseWrite()
	got, bad, err := readDAGAnswer(bufio.NewReaderSize(st, 64<<10), root)
	if err != nil {
		_ = st.Reset()
		if bad.Defined() {
			s.reportBad(p, bad)
		}
	}
	return got, err
}

// readDAGAnswer reads a DAG protocol answer for root from br and returns
// the blocks that check out, by CID: each must be the root or linked from
// a block already taken, a dag-pb CID, at most dagBlockMax bytes (and all
// of them at most dagAnswerMax), and hash to its CID. A nil error means
// the answer ended at a frame boundary. Otherwise the blocks returned are
// still good, and bad is the CID of a block whose bytes do not hash to it
// (the provider sent a corrupted block), or undefined.
func readDAGAnswer(br *bufio.Reader, root cid.Cid) (got map[cid.Cid]blocks.Block, bad cid.Cid, err error) {
	got = map[cid.Cid]blocks.Block{}
	allowed := map[cid.Cid]struct{}{root: {}}
	total := 0
	for {
		c, err := readCID(br)
		if errors.Is(err, io.EOF) {
			return got, cid.Undef, nil
		}
		if err != nil {
			return got, cid.Undef, err
		}
		if _, ok := allowed[c]; !ok || c.Prefix().Codec != cid.DagProtobuf {
			return got, cid.Undef, fmt.Errorf("%w: %s was not asked for", errDAGAnswer, c)
		}
		n, err := binary.ReadUvarint(br)
		if err != nil || n > dagBlockMax || total+int(n) > dagAnswerMax {
			return got, cid.Undef, fmt.Errorf("%w: block %s of %d bytes: %v", errDAGAnswer, c, n, err)
		}
		data := make([]byte, n)
		if _, err := io.ReadFull(br, data); err != nil {
			return got, cid.Undef, err
		}
		total += int(n)
		b, _ := blocks.NewBlockWithCid(data, c)
		if err := verifyBlock(b); err != nil {
			return got, c, err
		}
		ls, err := links(b)
		if err != nil {
			return got, cid.Undef, err
		}
		delete(allowed, c)
		got[c] = b
		for _, l := range ls {
			if l.Prefix().Codec == cid.DagProtobuf {
				allowed[l] = struct{}{}
			}
		}
	}
}

func writeFrame(w *bufio.Writer, c, data []byte) {
	var tmp [binary.MaxVarintLen64]byte
	_, _ = w.Write(binary.AppendUvarint(tmp[:0], uint64(len(c))))
	_, _ = w.Write(c)
	if data == nil {
		return
	}
	_, _ = w.Write(binary.AppendUvarint(tmp[:0], uint64(len(data))))
	_, _ = w.Write(data)
}

// readCID reads a length-prefixed CID; io.EOF at a frame boundary.
func readCID(r *bufio.Reader) (cid.Cid, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return cid.Undef, err
	}
	if n == 0 || n > 128 {
		return cid.Undef, fmt.Errorf("%w: CID length %d", errDAGAnswer, n)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		return cid.Undef, err
	}
	return cid.Cast(buf)
}
