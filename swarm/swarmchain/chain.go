package swarmchain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// Stages is the number of message stages of an RL Swarm round (answer,
// critique, vote): a swarm created with this many stages runs its rounds
// back to back.
const Stages = 3

// StagesWithTraining is the stage count of a swarm whose rounds end with a
// training stage (round.Config.Train) as long as each message stage.
const StagesWithTraining = 4

// Coordinator is one node's view of one swarm on the coordinator contract.
// It implements swarm.Chain.
type Coordinator struct {
	c       *chain.Chain
	acct    *chain.Account
	swarmID *big.Int
	bound   *bind.BoundContract
	coord   *bindings.SwarmCoordinator
}

// New returns the coordinator view for swarmID, sending from key (the
// node's identity key, whose address is registered in the swarm).
func New(c *chain.Chain, key *ecdsa.PrivateKey, swarmID *big.Int) *Coordinator {
	coord := bindings.NewSwarmCoordinator()
	return &Coordinator{
		c: c, acct: chain.NewAccount(key), swarmID: new(big.Int).Set(swarmID),
		coord: coord, bound: coord.Instance(c.Client(), c.Addresses().Coordinator),
	}
}

// SwarmID returns the on-chain swarm ID.
func (k *Coordinator) SwarmID() *big.Int { return new(big.Int).Set(k.swarmID) }

// Register registers the node in the swarm (with the key proof).
func (k *Coordinator) Register(ctx context.Context) error {
	return k.c.RegisterNode(ctx, k.acct, k.swarmID)
}

// Members implements swarm.Chain: the peer IDs of every NodeRegistered
// event of the swarm.
func (k *Coordinator) Members(ctx context.Context) ([]peer.ID, error) {
	it, err := bind.FilterEvents(k.bound, &bind.FilterOpts{Context: ctx}, k.coord.UnpackNodeRegisteredEvent, []any{k.swarmID})
	if err != nil {
		return nil, fmt.Errorf("swarmchain: read NodeRegistered events: %w", err)
	}
	defer it.Close()
	var out []peer.ID
	for it.Next() {
		id, err := memberOf(it.Value())
		if err != nil {
			continue
		}
		out = append(out, id)
	}
	return out, it.Error()
}

// memberOf returns the peer ID a NodeRegistered event registers: the
// inline secp256k1 peer ID the coordinator checks at registration, of the
// key whose address registered it. An event that holds anything else
// (which the contract never emits) names no member.
func memberOf(ev *bindings.SwarmCoordinatorNodeRegistered) (peer.ID, error) {
	pub, err := chain.PubkeyFromPeerID(ev.PeerId)
	if err != nil {
		return "", err
	}
	if a := ethcrypto.PubkeyToAddress(*pub); a != ev.Node {
		return "", fmt.Errorf("swarmchain: peer ID of %s registered by %s", a, ev.Node)
	}
	return peer.IDFromBytes(ev.PeerId)
}

// CommitRound implements swarm.Chain. The contract's AlreadyCommitted
// revert (this node's commitment of the round is on chain, e.g. sent
// before a restart) comes back wrapped in swarm.ErrAlreadyCommitted.
func (k *Coordinator) CommitRound(ctx context.Context, r uint64, root [32]byte, winners []peer.ID) error {
	addrs := make([]common.Address, 0, len(winners))
	for _, w := range winners {
		a, err := identity.AddressOf(w)
		if err != nil {
			return fmt.Errorf("swarmchain: winner %s: %w", w, err)
		}
		addrs = append(addrs, a)
	}
	// The window opens when the chain's clock passes the round's end; the
	// chain's blocks carry whole seconds and lag the wall clock, so retry
	// until it is open or ctx (the window's end) expires.
	for {
		err := k.c.CommitRound(ctx, k.acct, k.swarmID, r, root, addrs)
		var re *chain.RevertError
		if err == nil || !errors.As(err, &re) {
			return err
		}
		if re.Name == "AlreadyCommitted" {
			return fmt.Errorf("%w: %w", swarm.ErrAlreadyCommitted, err)
		}
		if re.Name != "CommitWindowNotOpen" {
			return err
		}
		t := time.NewTimer(250 * time.Millisecond)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("swarmchain: commit window of round %d did not open in time: %w", r, err)
		case <-t.C:
		}
	}
}

// Winners returns the on-chain winners of a round (see chain.Winners).
func (k *Coordinator) Winners(ctx context.Context, r uint64) ([]common.Address, bool, error) {
	return k.c.Winners(ctx, k.swarmID, r)
}

// RoundConfig reads the swarm's on-chain record and returns the round
// configuration every member uses: the swarm ID in decimal, genesis at the
// on-chain start time, the round split into equal stages (answer, critique
// and vote, then training for a swarm created with StagesWithTraining
// stages) and the protocol parameters (questions, answers shown, winners)
// the swarm was created with. src draws the questions.
func (k *Coordinator) RoundConfig(ctx context.Context, src tasks.Source) (round.Config, error) {
	sw, err := k.c.Swarm(ctx, k.swarmID)
	if err != nil {
		return round.Config{}, fmt.Errorf("swarmchain: read swarm %s: %w", k.swarmID, err)
	}
	return ConfigOf(k.swarmID, sw, src)
}

// ConfigOf turns a swarm's on-chain record into its round configuration
// (see RoundConfig). It rejects a record that RL Swarm cannot play.
func ConfigOf(swarmID *big.Int, sw chain.Swarm, src tasks.Source) (round.Config, error) {
	if sw.StartTime > math.MaxInt64 {
		// The contract takes any uint64; a later time is not a time this
		// node can represent (it would wrap to one before 1970).
		return round.Config{}, fmt.Errorf("swarmchain: swarm %s starts at %d, out of range", swarmID, sw.StartTime)
	}
	n := int(sw.Stages)
	if n != Stages && n != StagesWithTraining {
		return round.Config{}, fmt.Errorf("swarmchain: swarm %s has %d stages per round; RL Swarm needs %d (answer, critique, vote) or %d (and training)", swarmID, sw.Stages, Stages, StagesWithTraining)
	}
	if int(sw.RoundDuration) < n {
		return round.Config{}, errors.New("swarmchain: round shorter than one second per stage")
	}
	stage := time.Duration(sw.RoundDuration) * time.Second / time.Duration(n)
	var train time.Duration
	if n == StagesWithTraining {
		train = stage
	}
	cfg := round.Config{
		SwarmID: swarmID.String(), Genesis: time.Unix(int64(sw.StartTime), 0),
		Answer: stage, Critique: stage, Vote: stage, Train: train,
		Questions: int(sw.Questions), K: int(sw.Shown), Winners: int(sw.Winners), Tasks: src,
	}
	probe := cfg
	probe.Self = "x"
	if err := probe.Validate(); err != nil {
		return round.Config{}, fmt.Errorf("swarmchain: swarm %s: %w", swarmID, err)
	}
	return cfg, nil
}
