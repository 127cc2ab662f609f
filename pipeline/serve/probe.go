package serve

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
)

// ProbeID is the link probe protocol. A peer measuring its link to this
// node writes a 4-byte little-endian length n (1 to MaxProbeBytes), then
// n bytes; this node reads them all and answers one byte. The round trip
// comes from libp2p's ping protocol.
const ProbeID = "/synod/pipeline/probe/1.0.0"

// Probe sizes and limits.
const (
	// MaxProbeBytes bounds the payload a node reads for a probe.
	MaxProbeBytes = 4 << 20
	// probeBytes is the payload sent to measure bandwidth.
	probeBytes = 1 << 20
	// maxProbes bounds the probes one node answers at once.
	maxProbes = 4
	// probePings is the pings per link (the round trip is the fastest).
	probePings = 3
	probeWait  = 10 * time.Second
)

// ErrProbe reports a malformed probe header.
var ErrProbe = errors.New("serve: malformed probe")

// ParseProbeHeader reads a probe's header: the payload length, 1 to
// MaxProbeBytes.
func ParseProbeHeader(b []byte) (int, error) {
	if len(b) != 4 {
		return 0, fmt.Errorf("%w: a header of %d bytes, want 4", ErrProbe, len(b))
	}
	n := binary.LittleEndian.Uint32(b)
	if n < 1 || n > MaxProbeBytes {
		return 0, fmt.Errorf("%w: a payload of %d bytes outside 1..%d", ErrProbe, n, MaxProbeBytes)
	}
	return int(n), nil
}

// serveProbes answers probes on h until the returned function removes
// the handler.
func serveProbes(h host.Host) func() {
	sem := make(chan struct{}, maxProbes)
	h.SetStreamHandler(ProbeID, func(s network.Stream) {
		select {
		case sem <- struct{}{}:
			defer func() { <-sem }()
		default:
			_ = s.Reset()
			return
		}
		_ = s.SetDeadline(time.Now().Add(probeWait))
		var hdr [4]byte
		if _, err := io.ReadFull(s, hdr[:]); err != nil {
			_ = s.Reset()
			return
		}
		n, err := ParseProbeHeader(hdr[:])
		if err != nil {
			_ = s.Reset()
			return
		}
		if _, err := io.CopyN(io.Discard, s, int64(n)); err != nil {
			_ = s.Reset()
			return
		}
		if _, err := s.Write([]byte{1}); err != nil {
			_ = s.Reset()
			return
		}
		_ = s.Close()
	})
	return func() { h.RemoveStreamHandler(ProbeID) }
}

// measureLink measures h's link to id: the fastest of a few pings, and
// the bandwidth of one probe payload (its time less one round trip).
func measureLink(ctx context.Context, h host.Host, id peer.ID) (WireLink, error) {
	ctx, cancel := context.WithTimeout(ctx, probeWait)
	defer cancel()
	pctx, pcancel := context.WithCancel(ctx)
	var rtt time.Duration
	n := 0
	for r := range ping.Ping(pctx, h, id) {
		if r.Error != nil {
			pcancel()
			return WireLink{}, fmt.Errorf("serve: pinging %s: %w", id, r.Error)
		}
		if n == 0 || r.RTT < rtt {
			rtt = r.RTT
		}
		if n++; n == probePings {
			break
		}
	}
	pcancel()
	if n < probePings {
		return WireLink{}, fmt.Errorf("serve: pinging %s: %w", id, ctx.Err())
	}
	s, err := h.NewStream(ctx, id, ProbeID)
	if err != nil {
		return WireLink{}, fmt.Errorf("serve: probing %s: %w", id, err)
	}
	defer s.Reset()
	_ = s.SetDeadline(time.Now().Add(probeWait))
	buf := make([]byte, 4+probeBytes)
	binary.LittleEndian.PutUint32(buf, probeBytes)
	t0 := time.Now()
	if _, err := s.Write(buf); err != nil {
		return WireLink{}, fmt.Errorf("serve: probing %s: %w", id, err)
	}
	var ack [1]byte
	if _, err := io.ReadFull(s, ack[:]); err != nil {
		return WireLink{}, fmt.Errorf("serve: probing %s: %w", id, err)
	}
	took := time.Since(t0)
	if took > 2*rtt {
		took -= rtt
	}
	bps := float64(probeBytes) / max(took.Seconds(), 1e-9)
	return WireLink{RTTMicros: max(rtt.Microseconds(), 1), BytesPerSec: min(int64(bps), maxBytesPerSec)}, nil
}

// measureAll measures h's links to every member but itself, one after
// the other (so that probes do not share the link); a link that cannot
// be measured stays zero.
func measureAll(ctx context.Context, h host.Host, ids []peer.ID) []WireLink {
	out := make([]WireLink, len(ids))
	for i, id := range ids {
		if id == h.ID() || ctx.Err() != nil {
			continue
		}
		if l, err := measureLink(ctx, h, id); err == nil {
			out[i] = l
		}
	}
	return out
}
