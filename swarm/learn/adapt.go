package learn

// contribution keeps moving averages of how often a group carries a
// learning signal (some non-zero advantage): among this node's own groups
// and among the external candidates it was offered.
type contribution struct {
	local, external float64
	seen            bool
}

// adaptAlpha is the weight of the newest round in the moving averages.
const adaptAlpha = 0.3

// adaptMargin is how much better (or worse) external groups must do
// before J moves.
const adaptMargin = 0.05

// ema returns the moving average updated with x. The products are
// rounded explicitly so no platform fuses them.
func ema(avg, x float64) float64 {
	return float64(adaptAlpha*x) + float64((1-adaptAlpha)*avg)
}

// adapt moves J by one within [0, Local+External-1] after a round when
// AdaptExternal is on: up while external candidates carry a learning
// signal more often than this node's own groups (they teach what its own
// samples cannot), down while they carry it less often or too few usable
// ones arrive to fill J. The paper's fixed 2/6 split oscillated: weak
// peers' rollouts and an under-fed pool hurt; this keeps J where the
// pool is actually worth more than local samples.
func (l *Learner) adapt(rep Report, local, ext []Group) {
	if !l.cfg.AdaptExternal {
		return
	}
	if len(local) == 0 && rep.Candidates == 0 {
		return
	}
	locRate := 0.0
	if len(local) > 0 {
		locRate = float64(len(local)-rep.Dropped) / float64(len(local))
	}
	extRate := 0.0
	if rep.Candidates > 0 {
		extRate = float64(rep.Informative) / float64(rep.Candidates)
	}
	c := &l.contrib
	if !c.seen {
		c.local, c.external, c.seen = locRate, extRate, true
	} else {
		c.local, c.external = ema(c.local, locRate), ema(c.external, extRate)
	}
	total := l.cfg.Local + l.cfg.External
	switch {
	case c.external > c.local+adaptMargin && len(ext) >= l.j && l.j < total-1:
		l.j++
	case (c.external < c.local-adaptMargin || len(ext) < l.j) && l.j > 0:
		l.j--
	}
}
