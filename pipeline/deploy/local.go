package deploy

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"

	"github.com/synod-net/synod/node/loophost"
	"github.com/synod-net/synod/pipeline/emu"
	"github.com/synod-net/synod/pipeline/netmodel"
	"github.com/synod-net/synod/pipeline/run"
	"github.com/synod-net/synod/pipeline/sim"
	"github.com/synod-net/synod/pipeline/wire"
	"github.com/synod-net/synod/repops"
	"github.com/synod-net/synod/repops/models"
)

// Kill makes node Node disappear (its host closes) when it first sends an
// activation of iteration Iter: midway through that iteration, with
// microbatches in flight through it.
type Kill struct {
	Node int `json:"node"`
	Iter int `json:"iter"`
	// Silent stops the node's peer but keeps its host up and connected
	// instead: only a hop timeout (Config.HopTimeout) detects it.
	Silent bool `json:"silent,omitempty"`
}

// Config is one local run.
type Config struct {
	Topology *netmodel.Topology
	Schedule *sim.Schedule
	// MinStages is the plan's MinStages (0: re-planned paths keep every
	// stage they had).
	MinStages int
	Model     models.TransformerConfig
	// Batch is the sequences per microbatch (of Model.Context tokens).
	Batch int
	// TimeScale is emulated seconds per modelled second; 0 runs unshaped.
	TimeScale float64
	Iters     int
	// Seed seeds the data.
	Seed uint64
	Kill *Kill
	// HopTimeout, when positive, turns on run.WithHopTimeout: a peer is
	// dropped as silent when a gradient it owes is later than HopTimeout
	// times the emulated rest of the route plus HopSlack per hop of it
	// (needs TimeScale).
	HopTimeout float64
	HopSlack   time.Duration
	Logger     *slog.Logger
}

// Iteration is one iteration of a local run.
type Iteration struct {
	Iter int `json:"iter"`
	// Loss is the mean loss over every holder's microbatches.
	Loss float64 `json:"loss"`
	// Seconds is from the previous iteration's last optimizer step (the
	// run's start for the first) to this one's last.
	Seconds float64 `json:"seconds"`
	// PipelineSeconds is from the same start to the last holder's last
	// backward pass: the iteration without the gradient exchange, the
	// quantity the simulator's pipeline time measures. A holder that
	// steps before the last peer does starts its next microbatches
	// before that start, so this can be shorter than the pipeline.
	PipelineSeconds float64 `json:"pipeline_seconds"`
	Microbatches    int     `json:"microbatches"`
	Replanned       int     `json:"replanned"`
	// PeakInFlight sums the holders' peak microbatches in flight.
	PeakInFlight int `json:"peak_in_flight"`
}

// Report is a local run's outcome.
type Report struct {
	Nodes  int `json:"nodes"`
	Stages int `json:"stages"`
	// Scale is the emulation's scaling (zero when unshaped).
	Scale Scale `json:"scale"`
	// TokensPerIteration is microbatches × Batch × Context.
	TokensPerIteration int         `json:"tokens_per_iteration"`
	Iterations         []Iteration `json:"iterations"`
	// Killed is the node closed midway, or -1.
	Killed int `json:"killed"`
}

// TinyModel is the transformer the local runs train: one block per stage,
// width 16, a 16-token vocabulary and context 8.
func TinyModel(stages int) models.TransformerConfig {
	return models.TransformerConfig{Vocab: 16, Context: 8, Dim: 16, Layers: stages, Heads: 2, FFMult: 2, Seed: 11,
		Optim: repops.AdamWConfig{LR: 2e-2, Beta1: 0.9, Beta2: 0.99, Eps: 1e-8}, ClipNorm: 1}
}

// FrameBytes is the size of one activation frame of the model: B·T·Dim
// float32 values and the header.
func FrameBytes(m models.TransformerConfig, batch int) int {
	return 4*batch*m.Context*m.Dim + 64
}

// Counting returns the data of a holder: sequences that count up modulo
// the vocabulary from a random start, an easy task whose loss falls fast.
func Counting(vocab, context, batch int, seed uint64) run.DataFunc {
	return func(iter, k int) run.Microbatch {
		rng := rand.New(rand.NewPCG(seed, uint64(iter)<<20|uint64(k)))
		var mb run.Microbatch
		for range batch {
			start := rng.IntN(vocab)
			seq := make([]int, context+1)
			for i := range seq {
				seq[i] = (start + i) % vocab
			}
			mb.Tokens = append(mb.Tokens, seq[:context])
			mb.Targets = append(mb.Targets, seq[1:]...)
		}
		return mb
	}
}

// Hosts starts n libp2p hosts on loopback that know each other's
// addresses.
func Hosts(n int) ([]host.Host, error) {
	hs := make([]host.Host, 0, n)
	for range n {
		h, err := loophost.New()
		if err != nil {
			for _, h := range hs {
				_ = h.Close()
			}
			return nil, err
		}
		hs = append(hs, h)
	}
	for _, a := range hs {
		for _, b := range hs {
			if a != b {
				a.Peerstore().AddAddrs(b.ID(), b.Addrs(), peerstore.PermanentAddrTTL)
			}
		}
	}
	return hs, nil
}

// Local runs cfg on fresh loopback hosts, one per topology node, and
// closes them before returning.
func Local(ctx context.Context, cfg Config) (*Report, error) {
	t := cfg.Topology
	if cfg.Iters < 1 || cfg.Batch < 1 {
		return nil, fmt.Errorf("%w: %d iterations, batch %d", ErrDeploy, cfg.Iters, cfg.Batch)
	}
	if cfg.Kill != nil && (cfg.Kill.Node < 0 || cfg.Kill.Node >= len(t.Nodes) || t.Nodes[cfg.Kill.Node].Stage == 0) {
		return nil, fmt.Errorf("%w: kill node %d: not a node of a stage above 0", ErrDeploy, cfg.Kill.Node)
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	hs, err := Hosts(len(t.Nodes))
	if err != nil {
		return nil, err
	}
	defer func() {
		for _, h := range hs {
			_ = h.Close()
		}
	}()
	ids := make([]peer.ID, len(hs))
	for i, h := range hs {
		ids[i] = h.ID()
	}
	plan, err := Plan(t, cfg.Schedule, ids, cfg.MinStages)
	if err != nil {
		return nil, err
	}
	rep := &Report{Nodes: len(t.Nodes), Stages: t.Stages, Killed: -1}
	common := []run.Option{run.WithHopCost(HopCost(t, ids))}
	if cfg.TimeScale > 0 {
		if rep.Scale, err = NewScale(t, cfg.TimeScale, FrameBytes(cfg.Model, cfg.Batch)); err != nil {
			return nil, err
		}
		links := Links(t, ids, rep.Scale)
		common = append(common, run.WithLinks(links, emu.RealClock()))
		if cfg.HopTimeout > 0 {
			frame := float64(FrameBytes(cfg.Model, cfg.Batch))
			expected := func(from, to peer.ID) time.Duration {
				l := links(from, to)
				d := l.Latency
				if l.Bandwidth > 0 {
					d += time.Duration(frame / l.Bandwidth * float64(time.Second))
				}
				return d
			}
			common = append(common, run.WithHopTimeout(expected, cfg.HopTimeout, cfg.HopSlack, emu.RealClock()))
		}
	}
	peers := make([]*run.Peer, len(hs))
	defer func() {
		for _, p := range peers {
			if p != nil {
				_ = p.Close()
			}
		}
	}()
	for i, h := range hs {
		o := append([]run.Option{run.WithLogger(log), run.WithSlots(t.Nodes[i].Slots)}, common...)
		if t.Nodes[i].Stage == 0 {
			o = append(o, run.WithCredits(t.InFlight(i)), run.WithData(Counting(cfg.Model.Vocab, cfg.Model.Context, cfg.Batch, cfg.Seed<<16|uint64(i))))
		}
		if cfg.Kill != nil && cfg.Kill.Node == i {
			rep.Killed = i
			stop := func() { _ = h.Close() }
			if cfg.Kill.Silent {
				stop = func() { _ = peers[i].Close() }
			}
			o = append(o, stopAt(stop, uint64(cfg.Kill.Iter)))
		}
		if peers[i], err = run.NewPeer(h, cfg.Model, plan, o...); err != nil {
			return nil, err
		}
	}
	type res struct {
		i   int
		r   []run.Result
		err error
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := time.Now()
	ch := make(chan res, len(peers))
	for i, p := range peers {
		go func() {
			r, err := p.Run(ctx, cfg.Iters)
			ch <- res{i, r, err}
		}()
	}
	results := make([][]run.Result, len(peers))
	for left := len(peers) - btoi(rep.Killed >= 0); left > 0; {
		r := <-ch
		if r.i == rep.Killed {
			continue // it ended with its host (or trains alone); wait for the others
		}
		left--
		if r.err != nil {
			return nil, fmt.Errorf("node %d: %w", r.i, r.err)
		}
		results[r.i] = r.r
	}
	prev := start
	for it := range cfg.Iters {
		var (
			end  time.Time
			done time.Time
			sum  float64
			n    int
			itr  = Iteration{Iter: it}
		)
		for i, rs := range results {
			if rs == nil {
				continue
			}
			r := rs[it]
			if r.End.After(end) {
				end = r.End
			}
			if r.Done.After(done) {
				done = r.Done
			}
			if t.Nodes[i].Stage == 0 {
				sum += float64(r.Loss) * float64(r.Microbatches)
				n += r.Microbatches
				itr.Replanned += r.Replanned
				itr.PeakInFlight += r.PeakInFlight
			}
		}
		itr.Microbatches = n
		if n > 0 {
			itr.Loss = sum / float64(n)
		}
		itr.Seconds = end.Sub(prev).Seconds()
		itr.PipelineSeconds = max(0, done.Sub(prev).Seconds()) // peers' iterations overlap a little
		prev = end
		rep.Iterations = append(rep.Iterations, itr)
	}
	rep.TokensPerIteration = len(cfg.Schedule.Routes) * cfg.Batch * cfg.Model.Context
	return rep, nil
}

// stopAt calls stop, once and on its own goroutine, when the peer first
// sends an activation of iteration iter or later.
func stopAt(stop func(), iter uint64) run.Option {
	var once sync.Once
	return run.WithTamper(func(f *wire.Frame) []byte {
		if f.Kind == wire.KindActivation && f.Iter >= iter {
			once.Do(func() { go stop() })
		}
		return nil
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
