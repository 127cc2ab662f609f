package bench

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
)

// profiler writes profiles of the benchmark's first run of each path to a
// directory; with no directory it does nothing.
type profiler struct{ dir string }

func newProfiler(dir string) profiler { return profiler{dir} }

// start begins a CPU profile of the path name in its first run and returns
// the function that ends it. Errors only lose the profile.
func (p profiler) start(rep int, name string) (stop func()) {
	if p.dir == "" || rep > 0 {
		return func() {}
	}
	if err := os.MkdirAll(p.dir, 0o755); err != nil {
		return func() {}
	}
	f, err := os.Create(filepath.Join(p.dir, name+".cpu.pprof"))
	if err != nil {
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		_ = f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		_ = f.Close()
	}
}

// allocs writes the cumulative allocation profile under name in the first
// run.
func (p profiler) allocs(rep int, name string) {
	if p.dir == "" || rep > 0 {
		return
	}
	if err := os.MkdirAll(p.dir, 0o755); err != nil {
		return
	}
	f, err := os.Create(filepath.Join(p.dir, name+".pprof"))
	if err != nil {
		return
	}
	defer f.Close()
	runtime.GC()
	_ = pprof.Lookup("allocs").WriteTo(f, 0)
}
