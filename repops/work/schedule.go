package work

import (
	"fmt"
	"math"
	"math/bits"
)

// Schedule is a gas table: the work units each op kind costs per FLOP,
// element or byte (Kind.Unit), and per op call. The work of a job is a pure function of its
// op graph and the schedule, the same on every machine, so a submitter
// and a solver agree on it before anything runs and a fee can be fixed
// from it (work times a price per unit).
type Schedule struct {
	Version uint32
	Per     map[Kind]uint64
	PerCall uint64
}

// ScheduleV1 is the schedule of op set version 1. One unit is one matmul
// FLOP; the other weights are the ratios of each kind's cost per FLOP,
// element or byte to a matmul FLOP, measured by Calibrate on a 2-core x86-64 VM
// (2026-11-27) and rounded, and the per-call cost is about a microsecond
// of fixed overhead there. They are frozen: a new schedule needs a new
// version, so work quoted under version 1 never changes.
var ScheduleV1 = Schedule{
	Version: 1,
	Per: map[Kind]uint64{
		KindMatmul:    1,
		KindAttention: 8,
		KindNorm:      50,
		KindElem:      20,
		KindTransc:    2400,
		KindOptimizer: 15,
	},
	PerCall: 100_000,
}

// ErrOverflow reports work that does not fit 64 bits.
var ErrOverflow = fmt.Errorf("work: units overflow 64 bits")

// Units returns the work units of steps repetitions of g under s.
func (s Schedule) Units(g Graph, steps uint64) (uint64, error) {
	var per uint64
	for _, o := range g.Ops {
		w, ok := s.Per[o.Kind]
		if !ok {
			return 0, fmt.Errorf("work: schedule v%d has no weight for kind %s", s.Version, o.Kind)
		}
		c := o.cost()
		if c < 0 {
			return 0, fmt.Errorf("work: op %s has negative cost %d", o.Name, c)
		}
		hi, lo := bits.Mul64(w, uint64(c))
		if hi != 0 {
			return 0, ErrOverflow
		}
		var carry uint64
		per, carry = bits.Add64(per, lo, 0)
		if carry != 0 {
			return 0, ErrOverflow
		}
		per, carry = bits.Add64(per, s.PerCall, 0)
		if carry != 0 {
			return 0, ErrOverflow
		}
	}
	hi, total := bits.Mul64(per, steps)
	if hi != 0 || total > math.MaxInt64 {
		return 0, ErrOverflow
	}
	return total, nil
}

// ErrUnknownSchedule reports an op-set version with no work schedule.
var ErrUnknownSchedule = fmt.Errorf("work: no schedule for this op-set version")

// ScheduleV2 is the schedule of op set version 2, in which matrix
// products accumulate with a fused multiply-add (repops.FMA32). Its
// weights are those of ScheduleV1, unchanged and frozen as they are:
// one unit is still one matmul FLOP, and work is a pure function of the
// op graph, which op set 2 does not change. Op set 2's matmul runs faster
// on CPUs with FMA (and slower on the portable path), which moves the
// time a unit takes on a machine (Calibrate, Estimate), not the units.
var ScheduleV2 = Schedule{
	Version: 2,
	Per: map[Kind]uint64{
		KindMatmul:    1,
		KindAttention: 8,
		KindNorm:      50,
		KindElem:      20,
		KindTransc:    2400,
		KindOptimizer: 15,
	},
	PerCall: 100_000,
}

// ScheduleFor returns the schedule of op-set version v.
func ScheduleFor(v int) (Schedule, error) {
	switch v {
	case 1:
		return ScheduleV1, nil
	case 2:
		return ScheduleV2, nil
	}
	return Schedule{}, fmt.Errorf("%w: %d", ErrUnknownSchedule, v)
}
