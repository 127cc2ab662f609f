package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ipfs/go-cid"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/policy"
)

// baseFetchTimeout bounds the search for a swarm's base checkpoint.
const baseFetchTimeout = 2 * time.Minute

// PolicyState records the node's last saved policy weights: the file
// <data_dir>/policy.json.
type PolicyState struct {
	Swarm     string `json:"swarm"`
	BaseCID   string `json:"base_cid"`
	CID       string `json:"cid"`
	Round     uint64 `json:"round"`
	StateHash string `json:"state_hash"`
	SavedAt   string `json:"saved_at"`
}

// PolicyStatePath is where a node records its saved policy weights.
func PolicyStatePath(dataDir string) string { return filepath.Join(dataDir, "policy.json") }

// ReadPolicyState reads the record of the node's saved policy weights
// (os.ErrNotExist when it never saved any).
func ReadPolicyState(dataDir string) (PolicyState, error) {
	var ps PolicyState
	b, err := os.ReadFile(PolicyStatePath(dataDir))
	if err != nil {
		return ps, err
	}
	if err := json.Unmarshal(b, &ps); err != nil {
		return ps, fmt.Errorf("%s: %w", PolicyStatePath(dataDir), err)
	}
	return ps, nil
}

// baseModel returns the swarm's base model: the checkpoint its on-chain
// modelCid names (the embedded base when it names that one or none),
// fetched from providers otherwise. The node keeps and serves it.
func (d *Daemon) baseModel(ctx context.Context, c *chain.Chain, id *big.Int) (*models.Transformer, string, error) {
	want := policy.BaseCID
	if c != nil {
		sw, err := c.Swarm(ctx, id)
		if err != nil {
			return nil, "", fmt.Errorf("daemon: reading swarm %s: %w", id, err)
		}
		if sw.ModelCid != "" {
			want = sw.ModelCid
		}
	}
	if want == policy.BaseCID {
		if d.store != nil {
			if _, err := d.store.Import(ctx, bytes.NewReader(policy.BaseCheckpoint()), 0, "policy-base"); err != nil {
				d.log.Warn("cannot keep the base checkpoint in the store (it is still used)", "err", err)
			} else if d.ckpt != nil {
				if root, err := cid.Decode(want); err == nil {
					go func() { _ = d.ckpt.Provide(d.ctx, root) }()
				}
			}
		}
		m, err := policy.LoadBaseModel()
		return m, want, err
	}
	root, err := cid.Decode(want)
	if err != nil {
		return nil, "", fmt.Errorf("daemon: swarm %s names base model %q, not a CID", id, want)
	}
	if d.ckpt == nil {
		return nil, "", fmt.Errorf("daemon: swarm %s uses base model %s, and this node has no checkpoint store to fetch it", id, want)
	}
	fctx, cancel := context.WithTimeout(ctx, baseFetchTimeout)
	defer cancel()
	d.log.Info("fetching the swarm's base model", "cid", want)
	if _, err := d.ckpt.Fetch(fctx, root); err != nil {
		return nil, "", fmt.Errorf("daemon: fetching swarm %s's base model %s: %w (is a node that holds it online?)", id, want, err)
	}
	m, err := d.loadModel(ctx, root)
	return m, want, err
}

// loadModel decodes a policy checkpoint from the store.
func (d *Daemon) loadModel(ctx context.Context, root cid.Cid) (*models.Transformer, error) {
	r := d.store.Open(ctx, root)
	defer r.Close()
	m, err := models.LoadTransformer(r)
	if err != nil {
		return nil, fmt.Errorf("daemon: policy checkpoint %s: %w", root, err)
	}
	if m.Config().Vocab != len(policy.Alphabet)+2 {
		return nil, fmt.Errorf("daemon: checkpoint %s is not a policy model (vocabulary %d)", root, m.Config().Vocab)
	}
	return m, nil
}

// resumeModel returns the weights this node saved for the swarm, when it
// saved some from the same base; nil otherwise.
func (d *Daemon) resumeModel(ctx context.Context, swarmID, base string) *models.Transformer {
	ps, err := ReadPolicyState(d.cfg.Node.DataDir)
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			d.log.Warn("ignoring the saved policy record", "err", err)
		}
		return nil
	}
	if ps.Swarm != swarmID || ps.BaseCID != base {
		d.log.Info("the saved policy weights belong to another swarm or base; starting from the base", "saved_swarm", ps.Swarm, "saved_base", ps.BaseCID)
		return nil
	}
	root, err := cid.Decode(ps.CID)
	if err == nil && d.store != nil {
		var m *models.Transformer
		if m, err = d.loadModel(ctx, root); err == nil {
			d.log.Info("resuming from the saved policy weights", "cid", ps.CID, "round", ps.Round)
			return m
		}
	}
	d.log.Warn("cannot load the saved policy weights; starting from the base", "cid", ps.CID, "err", err)
	return nil
}

// referenceModel returns the base model as a KL reference that training
// never changes: base itself when the policy trains other weights
// (resumed ones), otherwise a copy of it.
func referenceModel(base, trained *models.Transformer) (*models.Transformer, error) {
	if base != trained {
		return base, nil
	}
	var buf bytes.Buffer
	if _, err := base.Save(&buf); err != nil {
		return nil, fmt.Errorf("copying the base model for the KL penalty: %w", err)
	}
	return models.LoadTransformer(&buf)
}

// learnConfig is the learner's configuration: the swarm's on-chain
// rollout split (sw; nil without a chain: the learner's defaults),
// overridden by [swarm].
func (d *Daemon) learnConfig(sw *chain.Swarm) learn.Config {
	s := d.cfg.Swarm
	// The configuration was validated: swarm.negatives names a setting.
	neg, _ := learn.ParseNegatives(s.Negatives)
	c := learn.Config{Local: learn.DefaultLocal, External: learn.DefaultExternal, AdaptExternal: s.AdaptExternal, Negatives: neg, KLBeta: float32(s.KLBeta), LR: float32(s.LearningRate)}
	if sw != nil && sw.LocalRollouts > 0 {
		c.Local, c.External = int(sw.LocalRollouts), int(sw.ExternalRollouts)
	}
	if s.LocalRollouts > 0 {
		c.Local = s.LocalRollouts
	}
	if s.ExternalRollouts >= 0 {
		c.External = s.ExternalRollouts
	}
	return c
}

// savePolicy stores the policy's weights after round r in the checkpoint
// store and records them as the ones to resume from.
func (d *Daemon) savePolicy(ctx context.Context, pol *policy.Transformer, swarmID, base string, r uint64) (PolicyState, error) {
	var buf bytes.Buffer
	pol.Lock()
	h, err := pol.Model().Save(&buf)
	pol.Unlock()
	if err != nil {
		return PolicyState{}, err
	}
	info, err := d.store.Import(ctx, bytes.NewReader(buf.Bytes()), int64(buf.Len()), fmt.Sprintf("policy-%s-r%d", swarmID, r))
	if err != nil {
		return PolicyState{}, err
	}
	ps := PolicyState{Swarm: swarmID, BaseCID: base, CID: info.CID.String(), Round: r, StateHash: fmt.Sprintf("%x", h), SavedAt: time.Now().UTC().Format(time.RFC3339)}
	b, _ := json.MarshalIndent(ps, "", "  ")
	tmp := PolicyStatePath(d.cfg.Node.DataDir) + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return ps, err
	}
	return ps, os.Rename(tmp, PolicyStatePath(d.cfg.Node.DataDir))
}

// onLearn records a round of learning for the API and saves the weights
// every swarm.checkpoint_every rounds. It runs on the learner's goroutine,
// after the update, before the next round's answer stage.
func (d *Daemon) onLearn(pol *policy.Transformer, swarmID, base string, rep learn.Report) {
	row := api.LearnRow{
		Round: rep.Round, Reward: rep.Reward, Accuracy: rep.Accuracy, ExternalReward: rep.ExternalReward,
		LocalGroups: rep.LocalGroups, ExternalGroups: rep.ExternalGroups, Dropped: rep.Dropped, Candidates: rep.Candidates,
		External: rep.External, Loss: rep.Loss, ClipFraction: rep.ClipFraction, StateHash: fmt.Sprintf("%x", rep.StateHash),
	}
	if n := d.cfg.Swarm.CheckpointEvery; n > 0 && d.store != nil && (rep.Round+1)%uint64(n) == 0 {
		ctx, cancel := context.WithTimeout(d.ctx, time.Minute)
		prev, _ := ReadPolicyState(d.cfg.Node.DataDir)
		ps, err := d.savePolicy(ctx, pol, swarmID, base, rep.Round)
		cancel()
		if err != nil {
			d.log.Warn("cannot save the policy weights", "round", rep.Round, "err", err)
		} else {
			row.CheckpointCID = ps.CID
			d.log.Info("policy weights saved", "round", rep.Round, "cid", ps.CID)
			if old, err := cid.Decode(prev.CID); err == nil && prev.CID != ps.CID && prev.CID != base {
				_ = d.store.Unpin(d.ctx, old)
			}
		}
	}
	d.mu.Lock()
	d.learnRows = append(d.learnRows, row)
	if len(d.learnRows) > keptRounds {
		d.learnRows = d.learnRows[len(d.learnRows)-keptRounds:]
	}
	if row.CheckpointCID != "" {
		d.lastPolicyCID = row.CheckpointCID
	}
	d.mu.Unlock()
	d.log.Info("learned", "round", rep.Round, "reward", fmt.Sprintf("%.3f", rep.Reward), "accuracy", fmt.Sprintf("%.2f", rep.Accuracy),
		"local", rep.LocalGroups, "external", rep.ExternalGroups, "dropped", rep.Dropped)
	d.hub.publish("learn", row)
}

// LearnRows returns this node's last rounds of learning, oldest first.
func (d *Daemon) LearnRows() []api.LearnRow {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]api.LearnRow(nil), d.learnRows...)
}
