package gossipbench

import (
	"context"
	"os"
	"runtime/pprof"
	"testing"
	"time"
)

func TestProfSynod(t *testing.T) {
	if os.Getenv("PROF") == "" {
		t.Skip()
	}
	o := Options{Nodes: 32, Rate: 50, Duration: 5 * time.Second, Progress: t.Logf}
	o.defaults()
	f, _ := os.Create("/tmp/synodphase.prof")
	onLoadStart = func() { pprof.StartCPUProfile(f) }
	onLoadEnd = pprof.StopCPUProfile
	var rep Report
	if os.Getenv("PROF") == "bare" {
		var edges [][2]int
		for i := 0; i < 32; i++ {
			for j := i + 1; j < 32; j++ {
				edges = append(edges, [2]int{i, j})
			}
		}
		runBare(context.Background(), o, edges)
	} else {
		runSynod(context.Background(), o, &rep)
	}
}
