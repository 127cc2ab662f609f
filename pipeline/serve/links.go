package serve

import (
	"context"
	"slices"
	"sync"

	"github.com/libp2p/go-libp2p/core/peer"
)

// Links are a session's measured links between its members (the
// coordinator first, then the members in plan order), as the scheduler
// sees them.
type Links struct {
	// LatencyMS[i][j] is the one-way latency from member i to member j
	// (half the measured round trip) and BandwidthGiBps[i][j] the
	// bandwidth of a probe from i to j.
	LatencyMS      [][]float64
	BandwidthGiBps [][]float64
	// Measured counts the ordered pairs measured; the others (Pairs −
	// Measured) got the worst measured latency and bandwidth.
	Measured int
	Pairs    int
}

// measure asks every member to measure its links to the others (measure
// and measured frames) while the coordinator measures its own, and
// builds the matrices. A member that does not answer in time leaves its
// row to the fallback.
func (c *Coordinator) measure(ctx context.Context, members []*candidate) *Links {
	wm := c.wireMembers(members)
	ids := []peer.ID{c.h.ID()}
	for _, k := range members {
		ids = append(ids, k.id)
	}
	n := len(ids)
	rows := make([][]WireLink, n)
	var wg sync.WaitGroup
	for i, k := range members {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := k.c.send(&Message{Kind: KindMeasure, Members: wm}); err != nil {
				return
			}
			m, err := k.c.expect(ctx, c.s.timeout, KindMeasured)
			if err != nil {
				c.s.log.Warn("pipeline: a peer did not measure its links", "peer", k.id, "err", err)
				return
			}
			if len(m.Links) == n {
				rows[i+1] = m.Links
			}
		}()
	}
	mctx, cancel := context.WithTimeout(ctx, c.s.timeout)
	rows[0] = measureAll(mctx, c.h, ids)
	cancel()
	wg.Wait()
	return linksFrom(rows, n)
}

// linksFrom turns measured rows into matrices; unmeasured pairs get the
// worst measured latency and bandwidth (the nominal ones when nothing
// was measured).
func linksFrom(rows [][]WireLink, n int) *Links {
	l := &Links{Pairs: n * (n - 1)}
	worstMS, worstGiBps := 0.0, 0.0
	for i, r := range rows {
		for j, w := range r {
			if i == j || w.RTTMicros == 0 || w.BytesPerSec == 0 {
				continue
			}
			ms, gibps := float64(w.RTTMicros)/2/1000, float64(w.BytesPerSec)/(1<<30)
			worstMS = max(worstMS, ms)
			if worstGiBps == 0 || gibps < worstGiBps {
				worstGiBps = gibps
			}
		}
	}
	if worstGiBps == 0 {
		worstMS, worstGiBps = nominalLatencyMS, nominalGiBps
	}
	l.LatencyMS, l.BandwidthGiBps = make([][]float64, n), make([][]float64, n)
	for i := range n {
		l.LatencyMS[i], l.BandwidthGiBps[i] = make([]float64, n), make([]float64, n)
		for j := range n {
			if i == j {
				continue
			}
			l.LatencyMS[i][j], l.BandwidthGiBps[i][j] = worstMS, worstGiBps
			if i < len(rows) && j < len(rows[i]) {
				if w := rows[i][j]; w.RTTMicros > 0 && w.BytesPerSec > 0 {
					l.LatencyMS[i][j], l.BandwidthGiBps[i][j] = float64(w.RTTMicros)/2/1000, float64(w.BytesPerSec)/(1<<30)
					l.Measured++
				}
			}
		}
	}
	return l
}

// hopCost is the modelled seconds of a hop carrying frameBytes between
// two members (self is the coordinator, member 0), for run.WithHopCost.
func (l *Links) hopCost(self peer.ID, members []*candidate, frameBytes int) func(from, to peer.ID) float64 {
	index := map[peer.ID]int{self: 0}
	for i, k := range members {
		index[k.id] = i + 1
	}
	return func(from, to peer.ID) float64 {
		i, ok1 := index[from]
		j, ok2 := index[to]
		if !ok1 || !ok2 || i == j {
			return 0
		}
		return l.LatencyMS[i][j]/1000 + float64(frameBytes)/(l.BandwidthGiBps[i][j]*(1<<30))
	}
}

// clone returns a deep copy.
func (l *Links) clone() *Links {
	if l == nil {
		return nil
	}
	c := *l
	c.LatencyMS, c.BandwidthGiBps = make([][]float64, len(l.LatencyMS)), make([][]float64, len(l.BandwidthGiBps))
	for i := range l.LatencyMS {
		c.LatencyMS[i], c.BandwidthGiBps[i] = slices.Clone(l.LatencyMS[i]), slices.Clone(l.BandwidthGiBps[i])
	}
	return &c
}
