package daemon

import (
	"context"
	"os"
	"testing"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/tasks"
)

// TestPolicySavedAndResumed: the weights a node learned are saved to its
// checkpoint store every checkpoint_every rounds, policy.json names them,
// a restarted node resumes from them (same state hash), and weights saved
// for another swarm or base are not used.
func TestPolicySavedAndResumed(t *testing.T) {
	ctx := context.Background()
	d, _ := bareDaemon(t)
	if err := os.MkdirAll(d.cfg.Node.DataDir, 0o700); err != nil {
		t.Fatal(err)
	}
	st, err := checkpoint.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	d.store = st
	d.ctx = ctx
	d.cfg.Swarm.CheckpointEvery = 2
	pol, err := policy.LoadBase("me", policy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := learn.New(pol, nil, "7", "me", signalTasks(), learn.Config{Local: 4, External: 0, ResetOptimizer: true})
	if err != nil {
		t.Fatal(err)
	}
	var last learn.Report
	var steps uint64
	for r := range uint64(2) {
		own, err := l.Rollouts(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		if last, err = l.Train(ctx, r, own, nil); err != nil {
			t.Fatal(err)
		}
		steps += last.Steps
		d.onLearn(pol, "7", policy.BaseCID, last)
	}
	ps, err := ReadPolicyState(d.cfg.Node.DataDir)
	if err != nil {
		t.Fatal(err)
	}
	rows := d.LearnRows()
	if ps.Round != 1 || len(rows) != 2 || rows[1].CheckpointCID != ps.CID || rows[0].CheckpointCID != "" {
		t.Fatalf("saved %+v, rows %+v", ps, rows)
	}
	m := d.resumeModel(ctx, "7", policy.BaseCID)
	if m == nil {
		t.Fatal("the saved weights were not resumed")
	}
	h, err := m.StateHash()
	if err != nil {
		t.Fatal(err)
	}
	if h != last.StateHash {
		t.Fatalf("resumed state %x, learned %x", h, last.StateHash)
	}
	// The learner started its own optimizer, and the resumed weights
	// carry its moments, not the base checkpoint's.
	if steps == 0 || m.Step() != steps {
		t.Fatalf("resumed optimizer at step %d, the learner took %d", m.Step(), steps)
	}
	if d.resumeModel(ctx, "8", policy.BaseCID) != nil || d.resumeModel(ctx, "7", "bafyother") != nil {
		t.Fatal("weights of another swarm or base were resumed")
	}
}

// signalTasks are level-2 comparisons, which the base answers right
// about two times in five: most groups of sampled answers mix right and
// wrong ones, so they carry a learning signal (the base answers almost
// every level-1 question of some families right, and a group of right
// answers teaches nothing).
func signalTasks() tasks.Procedural {
	return tasks.Procedural{Families: tasks.Families()[1:2], Level: 2}
}

// TestRolloutSplit: the learner trains on the swarm's on-chain split
// unless [swarm] overrides it for this node.
func TestRolloutSplit(t *testing.T) {
	d, _ := bareDaemon(t)
	d.cfg.Swarm.LocalRollouts, d.cfg.Swarm.ExternalRollouts = 0, -1
	if c := d.learnConfig(nil); c.Local != learn.DefaultLocal || c.External != learn.DefaultExternal {
		t.Fatalf("without a chain: %d/%d, want the defaults", c.Local, c.External)
	}
	sw := &chain.Swarm{LocalRollouts: 6, ExternalRollouts: 0}
	if c := d.learnConfig(sw); c.Local != 6 || c.External != 0 {
		t.Fatalf("on-chain 6/0: got %d/%d", c.Local, c.External)
	}
	d.cfg.Swarm.ExternalRollouts = 2
	if c := d.learnConfig(sw); c.Local != 6 || c.External != 2 {
		t.Fatalf("on-chain 6/0, node J=2: got %d/%d", c.Local, c.External)
	}
	d.cfg.Swarm.LocalRollouts = 3
	if c := d.learnConfig(sw); c.Local != 3 || c.External != 2 {
		t.Fatalf("node 3/2 over on-chain 6/0: got %d/%d", c.Local, c.External)
	}
	if c := d.learnConfig(sw); c.Negatives != learn.NegativesOwn {
		t.Fatalf("swarm.negatives %q: learner's %v, want own", d.cfg.Swarm.Negatives, c.Negatives)
	}
	d.cfg.Swarm.Negatives = "all"
	if c := d.learnConfig(sw); c.Negatives != learn.NegativesAll {
		t.Fatalf("swarm.negatives all: learner's %v", c.Negatives)
	}
}

// TestKLReferenceStaysBase: with swarm.kl_beta the learner gets the base
// model as its reference, a copy that training the policy does not touch;
// the config reaches the learner.
func TestKLReferenceStaysBase(t *testing.T) {
	d, _ := bareDaemon(t)
	d.cfg.Swarm.KLBeta = 0.05
	if got := d.learnConfig(nil).KLBeta; got != float32(0.05) {
		t.Fatalf("learner kl_beta %g, want 0.05", got)
	}
	d.cfg.Swarm.LearningRate = 2e-4
	if got := d.learnConfig(nil).LR; got != float32(2e-4) {
		t.Fatalf("learner learning rate %g, want 2e-4", got)
	}
	base, err := policy.LoadBaseModel()
	if err != nil {
		t.Fatal(err)
	}
	before, err := base.StateHash()
	if err != nil {
		t.Fatal(err)
	}
	ref, err := referenceModel(base, base)
	if err != nil {
		t.Fatal(err)
	}
	if ref == base {
		t.Fatal("the reference is the model being trained")
	}
	if h, _ := ref.StateHash(); h != before {
		t.Fatal("the reference copy differs from the base")
	}
	pol, err := policy.New(base, "me", policy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := learn.New(pol, ref, "7", "me", signalTasks(), learn.Config{Local: 2, External: 0, KLBeta: 0.05})
	if err != nil {
		t.Fatal(err)
	}
	// Rounds are seeded: the first one with a learning signal trains.
	trained := false
	for r := uint64(0); r < 6 && !trained; r++ {
		own, err := l.Rollouts(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := l.Train(context.Background(), r, own, nil)
		if err != nil {
			t.Fatal(err)
		}
		trained = rep.LocalGroups > 0
	}
	if !trained {
		t.Fatal("no round of six had a group with a learning signal")
	}
	if h, _ := ref.StateHash(); h != before {
		t.Error("training changed the KL reference")
	}
	if h, _ := base.StateHash(); h == before {
		t.Error("training did not change the policy's weights")
	}
	// A resumed model trains other weights: the base itself is the reference.
	other, err := policy.LoadBaseModel()
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := referenceModel(base, other); r != base {
		t.Error("with resumed weights the reference should be the base itself")
	}
}
