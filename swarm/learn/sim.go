package learn

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/tasks"
)

// SimConfig describes a SAPO simulation: Members learners, each starting
// from the base checkpoint, that every round sample their groups, share
// all of them with every other member (as the round summaries do) and
// train on I of their own and J of their peers'.
type SimConfig struct {
	Members int
	Rounds  int
	// Local and External are I and J; Group is G.
	Local, External, Group int
	// Seed names the run: it keys the questions and the members' names
	// (and so their sampling streams).
	Seed uint64
	// Tasks draws the questions (default: every procedural family at
	// level 1).
	Tasks tasks.Source
	// AdaptExternal turns on the per-node adaptation of J.
	AdaptExternal bool
	// LR is the learners' learning rate (0: the default).
	LR float32
	// KLBeta weighs the learners' KL penalty to the base policy (0: off).
	KLBeta float32
	// BaseOptimizer keeps the base checkpoint's optimizer moments in
	// every member instead of starting from zero (Config.ResetOptimizer).
	BaseOptimizer bool
	// Negatives says which completions worse than their group's mean the
	// members learn from (Config.Negatives).
	Negatives Negatives
	// FixedEpochs makes the members take exactly two policy steps a round
	// (Config.FixedEpochs).
	FixedEpochs bool
	// Workers bounds the members that compute at once (default
	// GOMAXPROCS).
	Workers int
	// Progress, when set, is called after every round.
	Progress func(round int, mean RoundMean)
}

// RoundMean is one round averaged over the members.
type RoundMean struct {
	Reward   float64 `json:"reward"`
	Accuracy float64 `json:"accuracy"`
	External float64 `json:"external_groups"` // mean external groups used
	Local    float64 `json:"local_groups"`
	J        float64 `json:"j"` // mean J for the next round
}

// SimResult is what a simulation measured.
type SimResult struct {
	Local, External int    `json:"-"`
	Seed            uint64 `json:"seed"`
	// Rounds holds the per-round means.
	Rounds []RoundMean `json:"rounds"`
	// CumulativeReward sums every member's mean rollout reward over the
	// rounds; CumulativeCorrect sums their accuracy (the SAPO paper's
	// binary reward, per question answered).
	CumulativeReward  float64 `json:"cumulative_reward"`
	CumulativeCorrect float64 `json:"cumulative_correct"`
	// StateHashes are the members' final state hashes.
	StateHashes []string `json:"state_hashes"`
	Seconds     float64  `json:"seconds"`
}

// Simulate runs the simulation. The members' weights after each round
// depend only on the configuration: a rerun gives the same state hashes.
func Simulate(ctx context.Context, c SimConfig) (SimResult, error) {
	res := SimResult{Local: c.Local, External: c.External, Seed: c.Seed}
	if c.Members < 2 || c.Rounds < 1 {
		return res, fmt.Errorf("learn: a simulation needs at least 2 members and 1 round")
	}
	src := c.Tasks
	if src == nil {
		src = tasks.Procedural{Level: 1}
	}
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	swarmID := fmt.Sprintf("sapo-sim-%d", c.Seed)
	ls := make([]*Learner, c.Members)
	names := make([]string, c.Members)
	for i := range ls {
		names[i] = fmt.Sprintf("sim-%d-member-%d", c.Seed, i)
		pol, err := policy.LoadBase(names[i], policy.Options{})
		if err != nil {
			return res, err
		}
		var ref *models.Transformer
		if c.KLBeta > 0 {
			if ref, err = policy.LoadBaseModel(); err != nil {
				return res, err
			}
		}
		ls[i], err = New(pol, ref, swarmID, names[i], src, Config{Local: c.Local, External: c.External, Group: c.Group, AdaptExternal: c.AdaptExternal, LR: c.LR, KLBeta: c.KLBeta, ResetOptimizer: !c.BaseOptimizer, Negatives: c.Negatives, FixedEpochs: c.FixedEpochs})
		if err != nil {
			return res, err
		}
	}
	start := time.Now()
	each := func(f func(i int) error) error {
		sem := make(chan struct{}, workers)
		errs := make([]error, len(ls))
		var wg sync.WaitGroup
		for i := range ls {
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				errs[i] = f(i)
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return err
			}
		}
		return nil
	}
	reps := make([]Report, c.Members)
	for r := range uint64(c.Rounds) {
		own := make([][]Group, c.Members)
		if err := each(func(i int) error {
			g, err := ls[i].Rollouts(ctx, r)
			own[i] = g
			return err
		}); err != nil {
			return res, err
		}
		if err := each(func(i int) error {
			var cands []Group
			for j, gs := range own {
				if j == i {
					continue
				}
				for _, g := range gs {
					// What a summary carries: the question index and
					// the text; the receiver redraws the task.
					qs, err := TrainingQuestions(src, swarmID, names[j], r, MaxTrainingQuestions)
					if err != nil {
						return err
					}
					cands = append(cands, Group{Peer: names[j], Question: g.Question, Task: qs[g.Question], Completions: g.Completions})
				}
			}
			rep, err := ls[i].Train(ctx, r, own[i], cands)
			reps[i] = rep
			return err
		}); err != nil {
			return res, err
		}
		var m RoundMean
		for _, rep := range reps {
			m.Reward += rep.Reward / float64(c.Members)
			m.Accuracy += rep.Accuracy / float64(c.Members)
			m.External += float64(rep.ExternalGroups) / float64(c.Members)
			m.Local += float64(rep.LocalGroups) / float64(c.Members)
			m.J += float64(rep.External) / float64(c.Members)
			res.CumulativeReward += rep.Reward
			res.CumulativeCorrect += rep.Accuracy
		}
		res.Rounds = append(res.Rounds, m)
		if c.Progress != nil {
			c.Progress(int(r), m)
		}
	}
	for _, rep := range reps {
		res.StateHashes = append(res.StateHashes, fmt.Sprintf("%x", rep.StateHash))
	}
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}
