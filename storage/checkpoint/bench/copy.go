package bench

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// copyProto is the protocol of the stream copy.
const copyProto = protocol.ID("/synod/bench/copy/1.0.0")

// streamCopy sends data from a to b over one libp2p stream and waits for
// b to acknowledge the last byte.
func streamCopy(ctx context.Context, a, b interface {
	ID() peer.ID
	SetStreamHandler(protocol.ID, network.StreamHandler)
	RemoveStreamHandler(protocol.ID)
	NewStream(context.Context, peer.ID, ...protocol.ID) (network.Stream, error)
}, data []byte) (float64, error) {
	b.SetStreamHandler(copyProto, func(s network.Stream) {
		defer s.Close()
		n, _ := io.Copy(io.Discard, s)
		_, _ = fmt.Fprintf(s, "%d\n", n)
	})
	defer b.RemoveStreamHandler(copyProto)
	start := time.Now()
	s, err := a.NewStream(ctx, b.ID(), copyProto)
	if err != nil {
		return 0, err
	}
	defer s.Close()
	if _, err := s.Write(data); err != nil {
		return 0, err
	}
	if err := s.CloseWrite(); err != nil {
		return 0, err
	}
	var n int64
	if _, err := fmt.Fscanf(bufio.NewReader(s), "%d\n", &n); err != nil {
		return 0, err
	}
	if n != int64(len(data)) {
		return 0, fmt.Errorf("peer received %d of %d bytes", n, len(data))
	}
	return mbps(n, time.Since(start)), nil
}

// tcpCopy sends data over a plain loopback TCP connection.
func tcpCopy(data []byte) (float64, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		n, _ := io.Copy(io.Discard, c)
		_, _ = fmt.Fprintf(c, "%d\n", n)
	}()
	start := time.Now()
	c, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		return 0, err
	}
	defer c.Close()
	if _, err := c.Write(data); err != nil {
		return 0, err
	}
	if err := c.(*net.TCPConn).CloseWrite(); err != nil {
		return 0, err
	}
	var n int64
	if _, err := fmt.Fscanf(bufio.NewReader(c), "%d\n", &n); err != nil {
		return 0, err
	}
	return mbps(n, time.Since(start)), nil
}
