package deploy

import (
	"fmt"
	"math"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/netmodel"
)

// Scale maps the modelled network onto emulated links.
//
// A modelled hop from node a to b costs lat(a,b) + bytes/bw(a,b) +
// HopOverheadS. The emulated link from a to b has latency
// Time·(lat(a,b) + HopOverheadS + ForwardS(a)) and bandwidth
// bw(a,b)·Bytes/Time, so a frame of Bytes·ActivationBytes real bytes
// takes Time times the modelled transfer time. The sending node's
// modelled forward time rides on the latency because the real stages
// (a tiny model) compute in microseconds: compute is emulated as a
// per-hop delay, not as a busy node, so it never contends.
type Scale struct {
	// Time is emulated seconds per modelled second.
	Time float64 `json:"time"`
	// Bytes is real frame bytes per modelled activation byte.
	Bytes float64 `json:"bytes"`
}

// NewScale returns the scale for real activation frames of frameBytes
// bytes on topology t, with time scaled by timeScale.
func NewScale(t *netmodel.Topology, timeScale float64, frameBytes int) (Scale, error) {
	if !(timeScale > 0) || math.IsInf(timeScale, 0) || frameBytes <= 0 || !(t.ActivationBytes > 0) {
		return Scale{}, fmt.Errorf("%w: time scale %g, frame %d bytes, activations %g bytes", ErrDeploy, timeScale, frameBytes, t.ActivationBytes)
	}
	return Scale{Time: timeScale, Bytes: float64(frameBytes) / t.ActivationBytes}, nil
}

// String states the scaling.
func (s Scale) String() string {
	return fmt.Sprintf("time x%.4g (1 modelled s = %.3g emulated s), bytes x%.3g", s.Time, s.Time, s.Bytes)
}

// Link returns the emulated link from node a to node b of t.
func (s Scale) Link(t *netmodel.Topology, a, b int) emu.Link {
	if a == b {
		return emu.Link{}
	}
	lat := s.Time * (t.LatencyMS[a][b]/1000 + t.HopOverheadS + t.ForwardS(a))
	bw := t.BandwidthGiBps[a][b] * (1 << 30) * s.Bytes / s.Time
	return emu.Link{Latency: time.Duration(lat * float64(time.Second)), Bandwidth: bw, Burst: 1}
}

// Links returns the link function for run.WithLinks: node i of t is
// ids[i]; pairs it does not know are unshaped.
func Links(t *netmodel.Topology, ids []peer.ID, s Scale) func(from, to peer.ID) emu.Link {
	idx := make(map[peer.ID]int, len(ids))
	for i, id := range ids {
		idx[id] = i
	}
	return func(from, to peer.ID) emu.Link {
		a, ok1 := idx[from]
		b, ok2 := idx[to]
		if !ok1 || !ok2 {
			return emu.Link{}
		}
		return s.Link(t, a, b)
	}
}

// HopCost returns the modelled seconds of a hop between peers (node i of t
// is ids[i]) for run.WithHopCost; unknown pairs cost nothing.
func HopCost(t *netmodel.Topology, ids []peer.ID) func(from, to peer.ID) float64 {
	idx := make(map[peer.ID]int, len(ids))
	for i, id := range ids {
		idx[id] = i
	}
	return func(from, to peer.ID) float64 {
		a, ok1 := idx[from]
		b, ok2 := idx[to]
		if !ok1 || !ok2 {
			return 0
		}
		return t.EdgeS(a, b)
	}
}
