package node_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/node"
)

const testProto = "/synod/test-frames/1.0.0"

func loopbackHosts(t *testing.T) (host.Host, host.Host) {
	t.Helper()
	var hs [2]host.Host
	for i := range hs {
		h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableMetrics(), libp2p.DisableRelay())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = h.Close() })
		hs[i] = h
	}
	if err := hs[0].Connect(context.Background(), peer.AddrInfo{ID: hs[1].ID(), Addrs: hs[1].Addrs()}); err != nil {
		t.Fatal(err)
	}
	return hs[0], hs[1]
}

func TestFrameStreamEcho(t *testing.T) {
	a, b := loopbackHosts(t)
	done := make(chan error, 1)
	b.SetStreamHandler(testProto, func(s network.Stream) {
		fs, err := node.NewFrameStream(s, node.WithMaxFrame(1<<16))
		if err != nil {
			done <- err
			return
		}
		for {
			f, err := fs.ReadFrame()
			if errors.Is(err, io.EOF) {
				done <- fs.CloseWrite()
				return
			}
			if err != nil {
				done <- err
				return
			}
			if err := fs.WriteFrame(f); err != nil {
				done <- err
				return
			}
		}
	})
	fs, err := node.OpenFrameStream(context.Background(), a, b.ID(), testProto)
	if err != nil {
		t.Fatal(err)
	}
	msgs := [][]byte{{}, []byte("one"), bytes.Repeat([]byte{7}, 60000)}
	for _, m := range msgs {
		if err := fs.WriteFrame(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := fs.CloseWrite(); err != nil {
		t.Fatal(err)
	}
	for _, m := range msgs {
		got, err := fs.ReadFrame()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, m) {
			t.Fatalf("echo of %d bytes came back as %d", len(m), len(got))
		}
	}
	if _, err := fs.ReadFrame(); !errors.Is(err, io.EOF) {
		t.Fatalf("after the last frame: %v, want EOF", err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	_ = fs.Close()
}

func TestFrameStreamTooLarge(t *testing.T) {
	a, b := loopbackHosts(t)
	got := make(chan error, 1)
	b.SetStreamHandler(testProto, func(s network.Stream) {
		fs, err := node.NewFrameStream(s, node.WithMaxFrame(16))
		if err != nil {
			got <- err
			return
		}
		_, err = fs.ReadFrame()
		got <- err
	})
	fs, err := node.OpenFrameStream(context.Background(), a, b.ID(), testProto)
	if err != nil {
		t.Fatal(err)
	}
	if err := fs.WriteFrame(make([]byte, 17)); err != nil {
		t.Fatal(err)
	}
	if err := <-got; !errors.Is(err, node.ErrFrameTooLarge) {
		t.Fatalf("got %v, want ErrFrameTooLarge", err)
	}
	// The receiver reset the stream: our read fails instead of hanging.
	if _, err := fs.ReadFrame(); err == nil || errors.Is(err, io.EOF) {
		t.Fatalf("read after the remote reset: %v", err)
	}
	small, err := node.NewFrameStream(fs.Stream(), node.WithMaxFrame(4))
	if err != nil {
		t.Fatal(err)
	}
	if err := small.WriteFrame(make([]byte, 5)); !errors.Is(err, node.ErrFrameTooLarge) {
		t.Fatalf("oversized write: %v", err)
	}
}
