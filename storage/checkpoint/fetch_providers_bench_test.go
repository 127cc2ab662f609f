package checkpoint

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"

	bsmsg "github.com/ipfs/boxo/bitswap/message"
	pb "github.com/ipfs/boxo/bitswap/message/pb"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/synod-net/synod/internal/cputime"
)

// msgCounter counts bitswap messages by kind as one node receives them.
type msgCounter struct {
	mu sync.Mutex
	msgCounts
}

type msgCounts struct {
	msgs, blocks, haves, dontHaves  int
	wantBlocks, wantHaves, cancels  int
	blockMsgs, haveOnlyMsgs, wantMs int
}

func (c *msgCounter) MessageReceived(_ peer.ID, m bsmsg.BitSwapMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.msgs++
	nb, nh := len(m.Blocks()), len(m.Haves())
	c.blocks += nb
	c.haves += nh
	c.dontHaves += len(m.DontHaves())
	if nb > 0 {
		c.blockMsgs++
	} else if nh > 0 {
		c.haveOnlyMsgs++
	}
	wl := m.Wantlist()
	if len(wl) > 0 {
		c.wantMs++
	}
	for _, e := range wl {
		switch {
		case e.Cancel:
			c.cancels++
		case e.WantType == pb.Message_Wantlist_Have:
			c.wantHaves++
		default:
			c.wantBlocks++
		}
	}
}

func (c *msgCounter) MessageSent(peer.ID, bsmsg.BitSwapMessage) {}

func (c *msgCounter) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.msgCounts = msgCounts{}
}

// BenchmarkFetchProviders fetches a 256 MiB checkpoint from one provider
// and from three, all in this process, and reports per fetch the CPU per GB
// and the bitswap messages each side received by kind.
func BenchmarkFetchProviders(b *testing.B) {
	ctx := context.Background()
	data, _ := synthetic(b, 256<<20, 1)
	var provs []*testNode
	var pcount []*msgCounter
	var ais []peer.AddrInfo
	var info Info
	for i := 0; i < 3; i++ {
		n := newTestNodeChunk(b, DefaultChunkSize, nil)
		c := &msgCounter{}
		n.svc.trace = c
		var err error
		if info, err = n.st.Import(ctx, bytes.NewReader(data), 0, "bench"); err != nil {
			b.Fatal(err)
		}
		provs, pcount, ais = append(provs, n), append(pcount, c), append(ais, n.p.AddrInfo())
	}
	dst := newTestNodeChunk(b, DefaultChunkSize, nil)
	fc := &msgCounter{}
	dst.svc.trace = fc
	for _, np := range []int{1, 3} {
		b.Run(fmt.Sprintf("providers=%d", np), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			var cpu float64
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				if err := dst.st.Unpin(ctx, info.CID); err != nil && i > 0 {
					b.Fatal(err)
				}
				if _, err := dst.st.GC(ctx); err != nil {
					b.Fatal(err)
				}
				fc.reset()
				for _, c := range pcount {
					c.reset()
				}
				b.StartTimer()
				c0 := cputime.Process()
				if _, err := dst.svc.Fetch(ctx, info.CID, WithPeers(ais[:np]...), WithoutProvide()); err != nil {
					b.Fatal(err)
				}
				cpu += (cputime.Process() - c0).Seconds()
			}
			b.StopTimer()
			b.ReportMetric(cpu/float64(b.N)/(float64(len(data))/1e9), "cpu-s/GB")
			var p msgCounts
			for _, c := range pcount {
				c.mu.Lock()
				p.msgs += c.msgs
				p.wantBlocks += c.wantBlocks
				p.wantHaves += c.wantHaves
				p.cancels += c.cancels
				c.mu.Unlock()
			}
			fc.mu.Lock()
			b.Logf("last fetch: fetcher received %d msgs (%d with blocks, %d HAVE-only), %d blocks, %d HAVEs, %d DONT_HAVEs; providers received %d msgs, %d want-blocks, %d want-haves, %d cancels",
				fc.msgs, fc.blockMsgs, fc.haveOnlyMsgs, fc.blocks, fc.haves, fc.dontHaves, p.msgs, p.wantBlocks, p.wantHaves, p.cancels)
			fc.mu.Unlock()
		})
	}
}
