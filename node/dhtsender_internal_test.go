package node

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	dhtpb "github.com/libp2p/go-libp2p-kad-dht/pb"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"
	"google.golang.org/protobuf/proto"
)

const testKad = protocol.ID("/synod/t/kad/1.0.0")

// kadEcho serves testKad on h the way a DHT server does: it answers every
// request on a stream with a message whose key is the request's, until
// the stream ends. opened counts streams, ended receives the way each one
// ended (nil for the requester's orderly close).
func kadEcho(t *testing.T, h host.Host, opened *atomic.Int32, ended chan<- error) {
	t.Helper()
	h.SetStreamHandler(testKad, func(s network.Stream) {
		opened.Add(1)
		r := bufio.NewReader(s)
		for {
			n, err := binary.ReadUvarint(r)
			if err == nil {
				b := make([]byte, n)
				if _, err = io.ReadFull(r, b); err == nil {
					var req dhtpb.Message
					if err = proto.Unmarshal(b, &req); err == nil {
						var out []byte
						if out, err = marshalDelimited(&dhtpb.Message{Type: req.Type, Key: req.Key}); err == nil {
							_, err = s.Write(out)
						}
					}
				}
			}
			if err != nil {
				if errors.Is(err, io.EOF) {
					err = nil
					_ = s.Close()
				} else {
					_ = s.Reset()
				}
				ended <- err
				return
			}
		}
	})
}

func testHosts(t *testing.T) (a, b host.Host) {
	t.Helper()
	for _, p := range []*host.Host{&a, &b} {
		h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/udp/0/quic-v1"), libp2p.DisableMetrics())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		*p = h
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := a.Connect(ctx, peer.AddrInfo{ID: b.ID(), Addrs: b.Addrs()}); err != nil {
		t.Fatal(err)
	}
	return a, b
}

// TestDHTSenderClosesIdleStreams: requests that follow each other share a
// stream; once it is idle the sender closes it cleanly (the server's
// handler sees the end of the stream and returns), and the next request
// opens a new one.
func TestDHTSenderClosesIdleStreams(t *testing.T) {
	a, b := testHosts(t)
	var opened atomic.Int32
	ended := make(chan error, 8)
	kadEcho(t, b, &opened, ended)
	const idle = 150 * time.Millisecond
	d := newDHTSender(a, []protocol.ID{testKad}, idle)
	d.sent = newMetrics(prometheus.NewRegistry()).dhtSent
	t.Cleanup(d.close)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	request := func(key string) {
		t.Helper()
		resp, err := d.SendRequest(ctx, b.ID(), &dhtpb.Message{Type: dhtpb.Message_FIND_NODE, Key: []byte(key)})
		if err != nil {
			t.Fatalf("request %s: %v", key, err)
		}
		if string(resp.GetKey()) != key || resp.GetType() != dhtpb.Message_FIND_NODE {
			t.Fatalf("request %s: response %v", key, resp)
		}
	}
	for _, k := range []string{"a", "b", "c"} {
		request(k)
	}
	if got := opened.Load(); got != 1 {
		t.Fatalf("three requests in a row opened %d streams, want 1", got)
	}
	select {
	case err := <-ended:
		if err != nil {
			t.Fatalf("idle stream ended with %v, want an orderly close", err)
		}
	case <-time.After(time.Minute):
		t.Fatalf("stream still open %s after its last request (idle timeout %s)", time.Minute, idle)
	}
	request("d")
	if got := opened.Load(); got != 2 {
		t.Fatalf("a request after the idle close opened %d streams in all, want 2", got)
	}
	if err := d.SendMessage(ctx, b.ID(), &dhtpb.Message{Type: dhtpb.Message_PING}); err != nil {
		t.Fatalf("message: %v", err)
	}
	if f, p := counterValue(d.sent, "FIND_NODE"), counterValue(d.sent, "PING"); f != 4 || p != 1 {
		t.Fatalf("counted %v FIND_NODE and %v PING messages, want 4 and 1", f, p)
	}

	d.close()
	if _, err := d.SendRequest(ctx, b.ID(), &dhtpb.Message{Type: dhtpb.Message_PING}); !errors.Is(err, errDHTSenderClosed) {
		t.Fatalf("request after close: %v, want %v", err, errDHTSenderClosed)
	}
	select {
	case <-ended: // the reset of the open stream
	case <-time.After(time.Minute):
		t.Fatal("close left the stream open")
	}
}

// TestDHTSenderRetriesClosedStream: when the peer has dropped a reused
// stream (its own idle timeout, a restart of its handler), the request is
// sent again on a new stream instead of failing.
func TestDHTSenderRetriesClosedStream(t *testing.T) {
	a, b := testHosts(t)
	var opened atomic.Int32
	ended := make(chan error, 8)
	kadEcho(t, b, &opened, ended)
	d := newDHTSender(a, []protocol.ID{testKad}, time.Minute)
	t.Cleanup(d.close)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := d.SendRequest(ctx, b.ID(), &dhtpb.Message{Type: dhtpb.Message_PING}); err != nil {
		t.Fatal(err)
	}
	// The server resets every stream it has.
	for _, c := range b.Network().ConnsToPeer(a.ID()) {
		for _, s := range c.GetStreams() {
			if s.Protocol() == testKad {
				_ = s.Reset()
			}
		}
	}
	resp, err := d.SendRequest(ctx, b.ID(), &dhtpb.Message{Type: dhtpb.Message_FIND_NODE, Key: []byte("k")})
	if err != nil {
		t.Fatalf("request after the peer reset the stream: %v", err)
	}
	if string(resp.GetKey()) != "k" || opened.Load() != 2 {
		t.Fatalf("response %v after %d streams, want key k on the second stream", resp, opened.Load())
	}
}
