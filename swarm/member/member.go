package member

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/storage/state"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/policy"
	"github.com/synod-net/synod/swarm/swarmchain"
	"github.com/synod-net/synod/swarm/swarmnode"
	"github.com/synod-net/synod/swarm/tasks"
)

// Options configure Join. Zero values take the defaults.
type Options struct {
	// Tasks draws the questions (default: the source the swarm's on-chain
	// task family names; see tasks.SourceNames).
	Tasks tasks.Source
	// Policy replaces the base policy (the embedded base checkpoint).
	Policy swarm.Policy
	// Penalties is the table the node was built with (node.WithAppScore);
	// nil disables equivocation penalties.
	Penalties *swarmnode.Penalties
	// State persists the node's messages and results (nil: memory only).
	State    *state.DB
	Logger   *slog.Logger
	Registry prometheus.Registerer
	OnResult func(swarm.Report)
	// Learn, when set and the policy is a *policy.Transformer, trains it
	// in each round's training phase (GRPO with SAPO rollout sharing);
	// OnLearn (may be nil) receives each round's report.
	Learn   *learn.Config
	OnLearn func(learn.Report)
	// Base is the base model for the learner's KL penalty (needed only
	// when Learn.KLBeta > 0).
	Base *models.Transformer
}

// Member is a node playing a swarm.
type Member struct {
	Service     *swarm.Service
	Coordinator *swarmchain.Coordinator
}

// Join registers nd in swarmID on the coordinator contract (unless it is
// already a member), reads the swarm's schedule and starts the service.
// The caller closes the returned member's Service.
func Join(ctx context.Context, nd *node.Node, c *chain.Chain, swarmID *big.Int, o Options) (*Member, error) {
	if nd == nil || c == nil || swarmID == nil {
		return nil, errors.New("member: Join needs a started node, a chain and a swarm ID")
	}
	coord := swarmchain.New(c, nd.Identity().ECDSA(), swarmID)
	ok, err := c.IsMember(ctx, swarmID, nd.Identity().Address())
	if err != nil {
		return nil, fmt.Errorf("member: is %s a member of swarm %s: %w", nd.Identity().Address().Hex(), swarmID, err)
	}
	if !ok {
		if err := coord.Register(ctx); err != nil {
			return nil, fmt.Errorf("member: register in swarm %s: %w", swarmID, err)
		}
	}
	src := o.Tasks
	if src == nil {
		if src, err = swarmTasks(ctx, c, swarmID, o.Logger); err != nil {
			return nil, err
		}
	}
	cfg, err := coord.RoundConfig(ctx, src)
	if err != nil {
		return nil, err
	}
	pol := o.Policy
	fromBase := pol == nil
	if fromBase {
		if pol, err = policy.LoadBase(string(nd.ID()), policy.Options{}); err != nil {
			return nil, err
		}
	}
	opts := []swarm.Option{swarm.WithChain(coord)}
	if o.State != nil {
		opts = append(opts, swarm.WithState(o.State))
	}
	if o.Logger != nil {
		opts = append(opts, swarm.WithLogger(o.Logger))
	}
	if o.Registry != nil {
		opts = append(opts, swarm.WithRegisterer(o.Registry))
	}
	if o.OnResult != nil {
		opts = append(opts, swarm.WithOnResult(o.OnResult))
	}
	if o.Learn != nil && cfg.Train > 0 {
		tp, ok := pol.(*policy.Transformer)
		if !ok {
			return nil, errors.New("member: learning needs the transformer policy")
		}
		lc := *o.Learn
		if fromBase {
			// The base checkpoint's optimizer moments are its
			// pretraining's; the learner starts its own.
			lc.ResetOptimizer = true
		}
		l, err := learn.New(tp, o.Base, cfg.SwarmID, string(nd.ID()), cfg.Tasks, lc)
		if err != nil {
			return nil, err
		}
		opts = append(opts, swarm.WithLearner(l, o.OnLearn))
	}
	svc, err := swarm.New(cfg, swarmnode.NewNetwork(nd, o.Penalties), pol, opts...)
	if err != nil {
		return nil, err
	}
	if err := svc.Start(ctx); err != nil {
		return nil, err
	}
	return &Member{Service: svc, Coordinator: coord}, nil
}

var _ swarm.Policy = (*policy.Transformer)(nil)

// swarmTasks is the task source the swarm's on-chain task family names:
// the keccak256 of a built-in name (tasks.SourceNames). A family that names
// none of them plays every procedural family at mixed levels, with a
// warning.
func swarmTasks(ctx context.Context, c *chain.Chain, swarmID *big.Int, log *slog.Logger) (tasks.Source, error) {
	sw, err := c.Swarm(ctx, swarmID)
	if err != nil {
		return nil, fmt.Errorf("member: reading swarm %s: %w", swarmID, err)
	}
	for _, name := range tasks.SourceNames() {
		if crypto.Keccak256Hash([]byte(name)) == sw.TaskFamily {
			return tasks.Named(name)
		}
	}
	if log != nil {
		log.Warn("the swarm's task family is not a built-in source name; playing every procedural family at mixed levels",
			"family", common.Hash(sw.TaskFamily).Hex(), "names", tasks.SourceNames())
	}
	return tasks.Procedural{}, nil
}
