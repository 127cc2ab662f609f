package checkpoint

import "time"

// The end of a multi-provider fetch. A bitswap session hands each
// want-block to one provider when it is asked for, so with providers of
// unequal speed (a home uplink next to datacenter nodes) the fast ones
// finish their share and go idle while the slow one still holds a third
// of the batch: 16, 16 and 2 MiB/s providers took 4.5-5.7 s over 32 MiB,
// two to three times as long as the fast one alone. Like BitTorrent's
// endgame, the fetch then asks for the blocks still missing once more, in
// a fresh session: its first wants are want-haves to every connected
// provider, only those that answer join it, and a provider that is already
// behind does not answer before the others have taken the blocks (its
// answers wait behind the blocks it is pacing out). The fetch first
// cancels the batch's outstanding wants, so that the fresh session's
// want-haves go out to every provider.
//
// endgame decides when, from the bytes that arrive per tick once every
// block of the batch has been asked for: the arrival rate has stayed
// below a quarter of the batch's peak for endgameSlowTicks ticks in a row,
// and what is missing would take more than endgameSlowTicks ticks more at
// that rate. Each batch asks again at most endgameMaxAsks times, at least
// endgameGapTicks apart. It is a pure state machine; fetchBatch drives it.
type endgame struct {
	cur   int // bytes arrived in the current tick
	peak  int // most bytes in one tick so far
	slow  int // ticks in a row below a quarter of peak
	ticks int // ticks since every block was asked for
	asks  int
	last  int // ticks at the last ask
}

const (
	endgameTick      = 250 * time.Millisecond
	endgameSlowTicks = 2
	endgameMaxAsks   = 3
	endgameGapTicks  = 4
	endgameSettle    = 25 * time.Millisecond
)

// arrived counts a block's bytes in the current tick.
func (e *endgame) arrived(n int) { e.cur += n }

// tick ends the current tick; missing is an estimate of the bytes still
// to come. It reports whether to ask for them again.
func (e *endgame) tick(missing int) bool {
	cur := e.cur
	e.cur = 0
	e.ticks++
	e.peak = max(e.peak, cur)
	if cur*4 < e.peak {
		e.slow++
	} else {
		e.slow = 0
	}
	switch {
	case missing <= 0, e.slow < endgameSlowTicks, e.asks >= endgameMaxAsks:
		return false
	case e.asks > 0 && e.ticks-e.last < endgameGapTicks:
		return false
	case cur > 0 && missing <= endgameSlowTicks*cur:
		return false // the tail of a batch arriving at a lower rate
	}
	e.asks++
	e.last = e.ticks
	e.slow = 0
	return true
}
