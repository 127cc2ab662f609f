package run

import (
	"fmt"
	"slices"
	"time"

	"github.com/synod-net/synod/pipeline/wire"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// drop excludes member o from the run: nothing more is read from or sent
// to it, every member hears of it, and our microbatches routed through it
// are aborted and re-planned.
func (l *loop) drop(o uint16, why error) error {
	p, st := l.p, l.st
	if o == p.self || l.dropped[o] {
		return nil
	}
	l.dropped[o] = true
	p.dropSender(o)
	for k, w := range st.waits {
		if w.to == o {
			delete(st.waits, k) // re-planned below, or not ours to re-plan
		}
	}
	p.log.Warn("dropping peer", "peer", p.plan.Members[o].ID, "why", why)
	p.emit(Event{Kind: EventDrop, Iter: int(st.iter), Peer: p.plan.Members[o].ID, Err: why})
	for m := range p.plan.Members {
		if uint16(m) != p.self && !l.dropped[uint16(m)] {
			p.send(uint16(m), &wire.Frame{Kind: wire.KindDrop, Iter: st.iter, Route: []uint16{o}})
		}
	}
	kept := st.waiting[:0]
	for _, f := range st.waiting {
		if !contains(f.Route, o) {
			kept = append(kept, f)
		}
	}
	st.waiting = kept
	if p.stageOf[o] == p.stageOf[p.self] {
		// A stage-mate's gradients no longer enter our sum (the grads
		// are keyed by rank within our stage: a dropped peer of another
		// stage must not remove a mate's, or our own, already sent).
		delete(st.grads, l.rankOf(o))
	}
	for _, m := range st.mine {
		if m.done || !contains(m.route, o) {
			continue
		}
		route, err := replan(m.route, p.stageOf, l.dropped, m.k, l.minStages(), l.p.costFunc())
		if err != nil {
			return err
		}
		st.replanned++
		p.emit(Event{Kind: EventReplan, Iter: int(st.iter), MB: mbKey(p.self, m.k, m.attempt), Route: p.routeIDs(route)})
		if !m.started {
			m.route = route
			continue
		}
		old := mbKey(p.self, m.k, m.attempt)
		for _, h := range m.route[1:] {
			l.deliver(h, &wire.Frame{Kind: wire.KindAbort, Iter: st.iter, MB: old})
		}
		l.abortHere(old)
		if m.attempt++; m.attempt > 0xff {
			return fmt.Errorf("%w: microbatch %d re-planned too often", ErrPlan, m.k)
		}
		m.route = route
		if err := l.start(m); err != nil {
			return err
		}
	}
	return nil
}

// rankOf returns member o's rank among the members of its stage.
func (l *loop) rankOf(o uint16) int {
	r := 0
	for i := 0; i < int(o); i++ {
		if l.p.stageOf[i] == l.p.stageOf[o] {
			r++
		}
	}
	return r
}

// liveStage returns the live members of stage s.
func (l *loop) liveStage(s int) []uint16 {
	var out []uint16
	for o, st := range l.p.stageOf {
		if st == s && !l.dropped[uint16(o)] {
			out = append(out, uint16(o))
		}
	}
	return out
}

// progress takes the iteration's end steps that have become possible:
// announcing our microbatches done, sending our gradients once they are
// final (gradsFinal), and stepping once every peer of our stage sent its
// gradients.
func (l *loop) progress() error {
	p, st := l.p, l.st
	if p.stageOf[p.self] == 0 && !st.sentDone {
		for _, m := range st.mine {
			if !m.done {
				goto notDone
			}
		}
		st.sentDone = true
		st.doneAt = time.Now()
		var dropped []uint16
		for o := range l.dropped {
			dropped = append(dropped, o)
		}
		slices.Sort(dropped)
		for m := range p.plan.Members {
			l.deliver(uint16(m), &wire.Frame{Kind: wire.KindDone, Iter: st.iter, Route: dropped})
		}
	}
notDone:
	mine := l.rankOf(p.self)
	if _, sent := st.grads[mine]; !sent {
		if !l.gradsFinal() {
			return nil
		}
		var order []uint64
		for _, k := range p.stage.Finished() {
			if !st.aborted[k] {
				order = append(order, k)
			}
		}
		slices.Sort(order)
		g, err := p.stage.LocalGrads(order)
		if err != nil {
			return err
		}
		st.grads[mine] = g
		st.gradCount[mine] = len(g)
		for _, o := range l.liveStage(p.stageOf[p.self]) {
			if o == p.self {
				continue
			}
			for i, t := range g {
				f := &wire.Frame{Kind: wire.KindGradSync, Iter: st.iter, MB: uint64(i), Pos: uint16(mine)}
				if t != nil {
					f.Shape, f.Data = t.Shape, t.Data
				}
				p.send(o, f)
			}
		}
	}
	if !st.syncArmed {
		if !l.allDone() {
			return nil // mates may still be running their microbatches
		}
		st.syncArmed = true
		l.expectSync()
	}
	_, params := p.stage.Params()
	var parts []models.RankGrads
	for _, o := range l.liveStage(p.stageOf[p.self]) {
		r := l.rankOf(o)
		if st.gradCount[r] < len(params) {
			return nil
		}
		parts = append(parts, models.RankGrads{Rank: r, Grads: st.grads[r]})
	}
	avg, err := models.AverageGrads(parts)
	if err != nil {
		return err
	}
	if err := p.stage.SetGrads(avg); err != nil {
		return err
	}
	if _, err := p.stage.Step(); err != nil {
		return err
	}
	st.synced = true
	return nil
}

// allDone reports whether every live stage-0 peer has sent done: no
// microbatch of the iteration is in flight or will be re-planned.
func (l *loop) allDone() bool {
	for _, o := range l.liveStage(0) {
		if !l.st.doneFrom[o] {
			return false
		}
	}
	return true
}

// gradsFinal reports whether no microbatch attempt of this iteration can
// still finish here or be aborted, so that our sum is the one we would
// take once every stage-0 peer is done.
//
// A stage-0 peer serves only its own microbatches (a path never visits
// stage 0, and re-planning substitutes a peer of the dropped hop's
// stage), and once it has sent done none of them is aborted or
// re-planned: its sum is final then, and it sends it while the other
// stage-0 peers still run theirs. A peer of another stage waits for
// every live stage-0 peer: until an owner is done, a drop anywhere in
// its stage may re-plan one of that owner's microbatches through it, and
// an attempt that finished here may still be aborted before it gets home.
func (l *loop) gradsFinal() bool {
	if l.p.stageOf[l.p.self] == 0 && !l.p.syncAllDone {
		return l.st.sentDone
	}
	return l.allDone()
}

// onGradSync stores one parameter gradient from a peer of our stage.
func (l *loop) onGradSync(from uint16, f *wire.Frame) error {
	p, st := l.p, l.st
	if p.stageOf[from] != p.stageOf[p.self] || int(f.Pos) != l.rankOf(from) {
		return &wire.Error{Field: "pos", Reason: "gradient sync from outside our stage or with a wrong rank"}
	}
	_, params := p.stage.Params()
	if f.MB >= uint64(len(params)) {
		return &wire.Error{Field: "mb", Reason: "parameter index out of range"}
	}
	r := int(f.Pos)
	g := st.grads[r]
	if g == nil {
		g = make([]*repops.Tensor, len(params))
		st.grads[r] = g
	}
	if g[f.MB] != nil {
		return &wire.Error{Field: "mb", Reason: "parameter gradient sent twice"}
	}
	if len(f.Shape) > 0 {
		if err := wire.ExpectShape(f, params[f.MB].Value.Shape); err != nil {
			return err
		}
		g[f.MB] = repops.FromData(f.Data, f.Shape...)
	}
	st.gradCount[r]++
	return nil
}
