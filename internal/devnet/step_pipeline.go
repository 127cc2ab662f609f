package devnet

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
)

// Pipeline step settings: a run of the tiny transformer (one block per
// stage) over up to four stages, paths that skip a quarter of them.
const (
	pipelineRun        = "devnet"
	pipelineMaxStages  = 4
	pipelineMaxPeers   = 6
	pipelineIterations = 8
)

// PipelineStep trains a small transformer with SkipPipe on the devnet's
// daemons, each on its own libp2p host: node #0 coordinates (stage 0,
// the data, the loss), nodes #1 to #3 serve stages 1 to 3 and the next
// ones (up to #6) any stage, as their [pipeline] sections would make
// them. The coordinator finds them, schedules paths that visit 3 of the
// 4 stages, trains a few iterations with them and prints the loss of
// each; the step fails unless every peer completed every iteration, the
// replicas of each stage agree and the loss fell.
func PipelineStep() Step {
	return Step{Name: "pipeline", Run: func(ctx context.Context, d *Devnet) (string, error) {
		ds := d.Daemons()
		stages := min(pipelineMaxStages, len(ds))
		peers := min(len(ds)-1, pipelineMaxPeers)
		base := config.Default().Pipeline
		base.Enable, base.Run, base.StageCount, base.Iterations, base.MinPeers = true, pipelineRun, stages, pipelineIterations, peers
		base.Skip, base.Wait = 0, config.Duration(time.Minute)
		if stages == pipelineMaxStages {
			base.Skip = 0.25
		}
		for i := 1; i <= peers; i++ {
			pc := base
			if i < stages {
				pc.Stages = []string{fmt.Sprint(i)}
			}
			if err := ds[i].StartPipeline(ctx, pc); err != nil {
				return "", fmt.Errorf("node #%d: %w", i, err)
			}
		}
		pc := base
		pc.Coordinate = true
		if err := ds[0].StartPipeline(ctx, pc); err != nil {
			return "", fmt.Errorf("node #0: %w", err)
		}
		d.Progress("pipeline: node #0 coordinates run %q (model %s, %d stages, paths of %d, %d iterations); nodes #1-#%d serve stages",
			pipelineRun, pc.Model, stages, pc.PathLength(), pc.Iterations, peers)
		t0 := time.Now()
		rep, err := ds[0].RunPipeline(ctx)
		if err != nil {
			return "", err
		}
		took := time.Since(t0)
		index := map[string]int{}
		for i, dm := range ds {
			index[dm.Node().ID().String()] = i
		}
		byStage := map[int][32]byte{}
		for _, m := range rep.Members {
			i := index[m.ID.String()]
			d.SetStat(i, "pipeline", fmt.Sprintf("stage %d", m.Stage))
			if m.Err != "" || m.Dropped || m.Iterations != pc.Iterations {
				return "", fmt.Errorf("node #%d (stage %d): %d of %d iterations, dropped %v: %s", i, m.Stage, m.Iterations, pc.Iterations, m.Dropped, m.Err)
			}
			if h, ok := byStage[m.Stage]; ok && h != m.StateHash {
				return "", fmt.Errorf("the replicas of stage %d differ after the last step", m.Stage)
			}
			byStage[m.Stage] = m.StateHash
		}
		d.SetStat(0, "pipeline", "stage 0 (coord.)")
		its := rep.Iterations
		if len(its) == 0 {
			return "", errors.New("no iteration reported")
		}
		first, last := its[0].Loss, its[len(its)-1].Loss
		if !(last < first) {
			return "", fmt.Errorf("the loss did not fall: %.4f -> %.4f", first, last)
		}
		replanned := 0
		for _, it := range its {
			replanned += it.Replanned
		}
		skips := "the full pipeline"
		if pc.PathLength() < stages {
			skips = fmt.Sprintf("paths of %d of %d stages", pc.PathLength(), stages)
		}
		eval := ""
		if e := rep.Eval; e != nil {
			eval = fmt.Sprintf(", evaluated %.3f over %d batches through stages %v", e.Loss, e.Batches, e.Stages)
		}
		return fmt.Sprintf("session %s: %d peers on %d stages, %s, %d iterations x %d microbatches, loss %.3f -> %.3f, %d re-planned%s, in %s",
			rep.Session, len(rep.Members), stages, skips, len(its), its[0].Microbatches, first, last, replanned, eval, took.Round(10*time.Millisecond)), nil
	}}
}

// onPipeline is the daemon option that prints the coordinator's
// progress: its state changes and every iteration's loss.
func (d *Devnet) onPipeline(i int) daemon.Option {
	var last api.Pipeline
	return daemon.WithOnPipeline(func(p api.Pipeline) {
		if p.Role != "coordinator" {
			return
		}
		d.mu.Lock()
		prev := last
		last = p
		d.mu.Unlock()
		if p.State != prev.State || p.Session != prev.Session {
			switch p.State {
			case "waiting":
				d.Progress("pipeline: node #%d looks for stage peers of run %q", i, p.Run)
			case "planned":
				var parts []string
				for _, s := range p.StagePeers {
					ids := ""
					for _, q := range s.Peers {
						ids += " …" + shortID(q.ID)
					}
					parts = append(parts, fmt.Sprintf("stage %d:%s", s.Stage, ids))
				}
				counts, order := map[string]int{}, []string(nil)
				for _, path := range p.Paths {
					k := strings.Trim(strings.ReplaceAll(fmt.Sprint(path), " ", "→"), "[]")
					if counts[k] == 0 {
						order = append(order, k)
					}
					counts[k]++
				}
				var paths []string
				for _, k := range order {
					paths = append(paths, fmt.Sprintf("%s x%d", k, counts[k]))
				}
				d.Progress("pipeline: session %s planned: %s; %d microbatches per iteration on paths %s",
					p.Session, strings.Join(parts, ", "), p.Microbatches, strings.Join(paths, ", "))
			case "failed":
				d.Progress("pipeline: session %s failed: %s", p.Session, p.Error)
			}
		}
		if p.Iteration > prev.Iteration && len(p.Iters) > 0 {
			it := p.Iters[len(p.Iters)-1]
			d.Progress("pipeline: iteration %d/%d: loss %.4f, %d microbatches (peak %d in flight), %d re-planned, %d ms",
				it.Iter+1, p.Iterations, it.Loss, it.Microbatches, it.PeakInFlight, it.Replanned, it.MS)
		}
	})
}

// shortID is the tail of a peer ID as the devnet prints it.
func shortID(id string) string {
	if len(id) > 8 {
		return id[len(id)-8:]
	}
	return id
}
