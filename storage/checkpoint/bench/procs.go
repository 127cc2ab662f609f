package bench

import (
	"runtime"
	"runtime/metrics"
)

// procMeter measures how many of the process's GOMAXPROCS processors had
// Go work to run during a path: the Go scheduler's own idle accounting,
// which tells a path that leaves processors idle (waiting on the network
// or on one serialising goroutine) from one that keeps them all busy, even
// when other processes take part of the machine's cores.
type procMeter struct {
	samples []metrics.Sample
}

func newProcMeter() *procMeter {
	return &procMeter{samples: []metrics.Sample{
		{Name: "/cpu/classes/idle:cpu-seconds"},
		{Name: "/cpu/classes/total:cpu-seconds"},
	}}
}

// read returns the cumulative idle and total processor seconds. The
// runtime folds its counters in at the end of a GC cycle, so read forces
// one (a few milliseconds with the benchmark's heap).
func (m *procMeter) read() (idle, total float64) {
	runtime.GC()
	metrics.Read(m.samples)
	return m.samples[0].Value.Float64(), m.samples[1].Value.Float64()
}

// busy returns a function that, called at the end of a path, gives the
// average number of busy processors since busy was called.
func (m *procMeter) busy() func() float64 {
	idle0, total0 := m.read()
	return func() float64 {
		idle1, total1 := m.read()
		dt := total1 - total0
		if dt <= 0 {
			return 0
		}
		return float64(runtime.GOMAXPROCS(0)) * (1 - (idle1-idle0)/dt)
	}
}
