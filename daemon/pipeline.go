package daemon

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/serve"
)

// ErrNoPipeline is returned by RunPipeline on a node that does not
// coordinate a pipeline run.
var ErrNoPipeline = errors.New("daemon: this node coordinates no pipeline run ([pipeline] coordinate)")

// PipelineGroup is the discovery group of a pipeline run: its peers
// advertise in its rendezvous namespace, so that its coordinator finds
// and connects to them.
func PipelineGroup(run string) string { return "pipeline-" + run }

// pipelineRole is the node's SkipPipe role: a stage server or a
// coordinator (Daemon.mu guards the pointer).
type pipelineRole struct {
	cfg   config.Pipeline
	srv   *serve.Server
	coord *serve.Coordinator
}

func (r *pipelineRole) status() serve.Status {
	if r.coord != nil {
		return r.coord.Status()
	}
	return r.srv.Status()
}

// pipelineMetrics count the node's pipeline work in its registry.
type pipelineMetrics struct {
	forwarded, backwarded, replans, drops, iterations prometheus.Counter
	bytes                                             *prometheus.CounterVec
	loss, inFlight                                    prometheus.Gauge
}

func newPipelineMetrics(reg prometheus.Registerer) *pipelineMetrics {
	counter := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: "synod", Subsystem: "pipeline", Name: name, Help: help})
	}
	gauge := func(name, help string) prometheus.Gauge {
		return prometheus.NewGauge(prometheus.GaugeOpts{Namespace: "synod", Subsystem: "pipeline", Name: name, Help: help})
	}
	m := &pipelineMetrics{
		forwarded:  counter("microbatches_forwarded_total", "Microbatch forward passes this node ran (stage 0: the embedding)."),
		backwarded: counter("microbatches_backwarded_total", "Microbatch backward passes this node ran."),
		replans:    counter("replans_total", "Microbatches this node (a coordinator) sent along a new path around a dropped peer."),
		drops:      counter("peers_dropped_total", "Peers this node dropped from a run (malformed, lost or silent)."),
		iterations: counter("iterations_total", "Iterations this node ended with an optimizer step."),
		bytes: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "synod", Subsystem: "pipeline", Name: "bytes_total",
			Help: "Pipeline frames (activations, gradients, gradient exchange, control) by direction."}, []string{"direction"}),
		loss:     gauge("loss", "The coordinator's mean loss in its last iteration."),
		inFlight: gauge("microbatches_in_flight", "Microbatches in flight: a coordinator's own, or those awaiting their backward pass here."),
	}
	reg.MustRegister(m.forwarded, m.backwarded, m.replans, m.drops, m.iterations, m.bytes, m.loss, m.inFlight)
	return m
}

// event counts one run event; it runs on the training loop and never
// blocks.
func (m *pipelineMetrics) event(coordinator bool) func(run.Event) {
	sent, recv := m.bytes.WithLabelValues("sent"), m.bytes.WithLabelValues("received")
	return func(e run.Event) {
		switch e.Kind {
		case run.EventForward:
			m.forwarded.Inc()
			m.inFlight.Set(float64(e.InFlight))
		case run.EventBackward:
			m.backwarded.Inc()
			m.inFlight.Set(float64(e.InFlight))
		case run.EventSent:
			sent.Add(float64(e.Bytes))
		case run.EventReceived:
			recv.Add(float64(e.Bytes))
		case run.EventReplan:
			m.replans.Inc()
		case run.EventDrop:
			m.drops.Inc()
		case run.EventIteration:
			m.iterations.Inc()
			if coordinator {
				m.loss.Set(float64(e.Result.Loss))
			}
		}
	}
}

// StartPipeline makes the node take part in the pipeline run pc names:
// it joins the run's discovery group and serves the stages pc offers
// to the run's coordinator, or, with pc.Coordinate, becomes the
// coordinator (RunPipeline runs a session). Start calls it when
// [pipeline] enable is set (and starts one session on a coordinator); a
// devnet calls it on nodes it picks.
func (d *Daemon) StartPipeline(ctx context.Context, pc config.Pipeline) error {
	if err := pc.Validate(); err != nil {
		return err
	}
	if pc.Run == "" {
		return errors.New("config: pipeline.run: must name the run")
	}
	if d.node == nil {
		return errors.New("daemon: StartPipeline before Start")
	}
	d.mu.Lock()
	if d.pipe != nil || d.pipeStarting {
		d.mu.Unlock()
		return errors.New("daemon: already in a pipeline run")
	}
	d.pipeStarting = true
	d.mu.Unlock()
	r := &pipelineRole{cfg: pc}
	defer func() {
		d.mu.Lock()
		d.pipeStarting = false
		if r.coord != nil || r.srv != nil {
			d.pipe = r
		}
		d.mu.Unlock()
	}()
	if d.pipeM == nil {
		d.pipeM = newPipelineMetrics(d.node.Registry())
	}
	log := d.log.With("role", "pipeline", "run", pc.Run)
	opts := []serve.Option{
		serve.WithLogger(log),
		serve.WithRunEvents(d.pipeM.event(pc.Coordinate)),
		serve.WithOnChange(d.onPipelineChange),
	}
	if pc.HopTimeout > 0 {
		// A silent peer owes its gradient for at most hop_timeout per hop
		// of the rest of its route; no link is modelled here.
		zero := func(peer.ID, peer.ID) time.Duration { return 0 }
		opts = append(opts, serve.WithRunOptions(run.WithHopTimeout(zero, 1, pc.HopTimeout.D(), emu.RealClock())))
	}
	h := d.node.Host()
	var holder peer.ID
	if pc.Holder != "" {
		holder, _ = peer.Decode(pc.Holder) // checked by Validate
	}
	if pc.Coordinate {
		if holder != "" && holder != h.ID() {
			return fmt.Errorf("config: pipeline.holder: %s is the run's data holder, but this node (%s) coordinates it", holder, h.ID())
		}
		var peers []peer.AddrInfo
		for _, s := range pc.Peers {
			ai, err := peer.AddrInfoFromString(s) // checked by Validate
			if err != nil {
				return err
			}
			peers = append(peers, *ai)
		}
		c, err := serve.NewCoordinator(h, serve.CoordConfig{
			Run: pc.Run, Model: pc.Model, Stages: pc.StageCount, PathLength: pc.PathLength(), Paths: pc.Paths,
			Iterations: pc.Iterations, Batch: pc.Batch, Seed: uint64(pc.Seed), Slots: pc.Slots, Peers: peers,
			MinPeers: pc.MinPeers, Wait: pc.Wait.D(), EvalBatches: pc.EvalBatches, MeasureLinks: pc.MeasureLinks,
		}, opts...)
		if err != nil {
			return fmt.Errorf("daemon: pipeline coordinator: %w", err)
		}
		r.coord = c
		d.push("pipeline coordinator", c.Close)
	} else {
		stages, _ := config.ParsePipelineStages(pc.Stages) // checked by Validate
		s, err := serve.NewServer(h, serve.Offer{Run: pc.Run, Model: pc.Model, Stages: stages, Slots: pc.Slots, Holder: holder}, opts...)
		if err != nil {
			return fmt.Errorf("daemon: pipeline stage server: %w", err)
		}
		r.srv = s
		d.push("pipeline stage server", s.Close)
	}
	if err := d.node.JoinGroup(PipelineGroup(pc.Run)); err != nil {
		return fmt.Errorf("daemon: joining the pipeline run's discovery group: %w", err)
	}
	role := "stage peer (stages " + stagesText(pc.Stages) + ")"
	if pc.Coordinate {
		role = fmt.Sprintf("coordinator (%d stages, paths of %d, %d iterations)", pc.StageCount, pc.PathLength(), pc.Iterations)
	}
	log.Info("pipeline role started", "as", role, "model", pc.Model, "slots", pc.Slots)
	return nil
}

func stagesText(ss []string) string {
	if len(ss) == 1 && ss[0] == "any" {
		return "any"
	}
	return fmt.Sprint(ss)
}

// RunPipeline runs one session of the run this node coordinates: it
// gathers stage peers, plans, trains and returns the report
// (serve.ErrBusy while another session runs).
func (d *Daemon) RunPipeline(ctx context.Context) (*serve.Report, error) {
	d.mu.Lock()
	r := d.pipe
	d.mu.Unlock()
	if r == nil || r.coord == nil {
		return nil, ErrNoPipeline
	}
	t0 := time.Now()
	rep, err := r.coord.Run(ctx)
	log := d.log.With("role", "pipeline", "run", r.cfg.Run)
	if err != nil {
		switch {
		case d.ctx.Err() != nil || ctx.Err() != nil:
		case errors.Is(err, serve.ErrNoPeers):
			log.Warn("pipeline session not started", "err", err)
		default:
			log.Error("pipeline session failed", "err", err)
		}
		return rep, err
	}
	var first, last float64
	if n := len(rep.Iterations); n > 0 {
		first, last = rep.Iterations[0].Loss, rep.Iterations[n-1].Loss
	}
	log.Info("pipeline session done", "session", rep.Session, "peers", len(rep.Members), "iterations", len(rep.Iterations),
		"loss_first", first, "loss_last", last, "took", time.Since(t0).Round(time.Millisecond))
	return rep, nil
}

// firstPipelineSession runs the coordinator's session when the node
// starts, looking again (pipeline.wait at a time) for as long as it
// finds too few stage peers, until one session ran or the node closes.
func (d *Daemon) firstPipelineSession(ctx context.Context) {
	for {
		_, err := d.RunPipeline(ctx)
		if err == nil || ctx.Err() != nil || !errors.Is(err, serve.ErrNoPeers) {
			return
		}
		d.log.Info("pipeline: looking for stage peers again", "run", d.cfg.Pipeline.Run)
	}
}

// onPipelineChange publishes the pipeline's state to the API's event
// stream and the WithOnPipeline hook.
func (d *Daemon) onPipelineChange(st serve.Status) {
	p := pipelineAPI(st)
	d.hub.publish("pipeline", p)
	if d.o.onPipeline != nil {
		d.o.onPipeline(*p)
	}
}

// pipelineSnapshot is the node's pipeline role for the API, or nil.
func (d *Daemon) pipelineSnapshot() *api.Pipeline {
	d.mu.Lock()
	r := d.pipe
	d.mu.Unlock()
	if r == nil {
		return nil
	}
	return pipelineAPI(r.status())
}

// pipelineAPI turns a role's status into the API's JSON.
func pipelineAPI(st serve.Status) *api.Pipeline {
	p := &api.Pipeline{Role: st.Role, Run: st.Run, Model: st.Model, Offer: st.Offer, State: st.State, Error: st.Error,
		Session: st.Session, Stages: st.Stages, Stage: st.Stage, PathLength: st.PathLength, Iteration: st.Iteration,
		Iterations: st.Iterations, Microbatches: st.Microbatches, InFlight: st.InFlight, PeakInFlight: st.PeakInFlight,
		Forwarded: st.Forwarded, Backwarded: st.Backwarded, Replans: st.Replanned, Drops: st.Drops,
		BytesSent: st.BytesSent, BytesRecv: st.BytesReceived, StateHash: st.StateHash, Paths: st.Paths,
		Runs: st.Runs, StartedAt: st.Started, EndedAt: st.Ended, StagePeers: []api.PipelineStage{}, Iters: []api.PipelineIter{},
		LeftOut: st.LeftOut, Evaluated: st.Evaluated, Holder: st.Holder.String()}
	if st.Holder == "" {
		p.Holder = ""
	}
	if l := st.Links; l != nil {
		p.Links = &api.PipelineLinks{LatencyMS: l.LatencyMS, BandwidthGiBps: l.BandwidthGiBps, Measured: l.Measured, Pairs: l.Pairs}
	}
	if e := st.Eval; e != nil {
		p.Eval = &api.PipelineEval{Batches: e.Batches, Loss: e.Loss, Stages: append([]int{}, e.Stages...),
			Skipped: append([]int{}, e.Skipped...), Rerouted: e.Rerouted}
	}
	if p.Offer == nil {
		p.Offer = []int{}
	}
	if p.Paths == nil {
		p.Paths = [][]int{}
	}
	if st.Role == serve.RoleCoordinator && len(st.Iters) > 0 {
		l := st.Iters[len(st.Iters)-1].Loss
		p.Loss = &l
	}
	byStage := map[int][]api.PipelinePeer{}
	for _, m := range st.Members {
		byStage[m.Stage] = append(byStage[m.Stage], api.PipelinePeer{ID: m.ID.String(), Self: m.ID == st.Self, Dropped: m.Dropped, Iteration: m.Iteration,
			StateHash: m.StateHash, Forwarded: m.Forwarded, Backwarded: m.Backwarded, InFlight: m.InFlight})
	}
	for s := range st.Stages {
		if ps, ok := byStage[s]; ok {
			p.StagePeers = append(p.StagePeers, api.PipelineStage{Stage: s, Peers: ps})
		}
	}
	slices.SortFunc(p.StagePeers, func(a, b api.PipelineStage) int { return cmp.Compare(a.Stage, b.Stage) })
	for _, it := range st.Iters {
		p.Iters = append(p.Iters, api.PipelineIter{Iter: it.Iter, Loss: it.Loss, MS: int64(it.Seconds * 1000), Microbatches: it.Microbatches,
			Replanned: it.Replanned, PeakInFlight: it.PeakInFlight, StateHash: it.StateHash})
	}
	return p
}
