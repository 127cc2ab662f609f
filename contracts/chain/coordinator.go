package chain

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/synod-net/synod/contracts/bindings"
)

// SwarmParams describe a new swarm.
type SwarmParams struct {
	StartTime     uint64 // unix seconds; 0 means the block time of creation
	RoundDuration uint32 // seconds per round
	Stages        uint8  // stages per round (answer, critique, vote: 3)
	// The round protocol's parameters, each at least 1: questions drawn
	// per round, peers' answers shown in the critique stage, and winners
	// per round (at most 64).
	Questions, Shown, Winners uint8
	// SAPO's rollout split: question groups of its own (I) and peers'
	// shared groups (J) each member trains on per round, each at most 32.
	// LocalRollouts 0 means DefaultLocalRollouts and
	// DefaultExternalRollouts (set LocalRollouts to choose J = 0).
	LocalRollouts, ExternalRollouts uint8
	TaskFamily                      [32]byte // what the swarm trains on, e.g. keccak256 of a name
	ModelCID                        string   // the base checkpoint's CID
}

// The rollout split of a swarm created without one.
const (
	DefaultLocalRollouts    = 4
	DefaultExternalRollouts = 4
)

// Swarm is a swarm's on-chain record.
type Swarm = bindings.SwarmCoordinatorSwarm

// RoundResult is the on-chain outcome of a round; see
// SwarmCoordinator.roundResult.
type RoundResult struct {
	Leader      [24]byte // top 192 bits of the leading winner-list hash
	LeaderCount uint32
	Committers  uint32
	Agreed      bool // committed by a strict majority of the committers
	Final       bool // the commit window has closed
}

// CreateSwarm creates a swarm coordinated by acct and returns its ID.
func (c *Chain) CreateSwarm(ctx context.Context, acct *Account, p SwarmParams) (*big.Int, error) {
	if p.LocalRollouts == 0 {
		p.LocalRollouts, p.ExternalRollouts = DefaultLocalRollouts, DefaultExternalRollouts
	}
	r, err := c.send(ctx, acct, "createSwarm", c.addrs.Coordinator,
		c.coord.PackCreateSwarm(p.StartTime, p.RoundDuration, p.Stages, p.Questions, p.Shown, p.Winners,
			p.LocalRollouts, p.ExternalRollouts, p.TaskFamily, p.ModelCID), nil)
	if err != nil {
		return nil, err
	}
	for _, l := range r.Logs {
		if ev, err := c.coord.UnpackSwarmCreatedEvent(l); err == nil && l.Address == c.addrs.Coordinator {
			return ev.SwarmId, nil
		}
	}
	return nil, fmt.Errorf("chain: createSwarm: no SwarmCreated event in %s", r.TxHash.Hex())
}

// RegisterNode registers acct in a swarm under the libp2p peer ID of its
// own key, with the on-chain key proof.
func (c *Chain) RegisterNode(ctx context.Context, acct *Account, swarmID *big.Int) error {
	pub, pid := RegistrationProof(acct.PublicKey())
	_, err := c.send(ctx, acct, "register", c.addrs.Coordinator, c.coord.PackRegister(swarmID, pub, pid), nil)
	return err
}

// SetBootstrap replaces a swarm's bootstrap multiaddrs (coordinator only).
func (c *Chain) SetBootstrap(ctx context.Context, acct *Account, swarmID *big.Int, addrs []string) error {
	_, err := c.send(ctx, acct, "setBootstrap", c.addrs.Coordinator, c.coord.PackSetBootstrap(swarmID, addrs), nil)
	return err
}

// SetModel replaces a swarm's model CID (coordinator only).
func (c *Chain) SetModel(ctx context.Context, acct *Account, swarmID *big.Int, cid string) error {
	_, err := c.send(ctx, acct, "setModel", c.addrs.Coordinator, c.coord.PackSetModel(swarmID, cid), nil)
	return err
}

// SetCoordinator hands a swarm to another coordinator (coordinator only).
func (c *Chain) SetCoordinator(ctx context.Context, acct *Account, swarmID *big.Int, to common.Address) error {
	_, err := c.send(ctx, acct, "setCoordinator", c.addrs.Coordinator, c.coord.PackSetCoordinator(swarmID, to), nil)
	return err
}

// SortWinners returns the winners in the canonical order the contract
// requires (strictly ascending, duplicates removed).
func SortWinners(winners []common.Address) []common.Address {
	w := slices.Clone(winners)
	slices.SortFunc(w, func(a, b common.Address) int { return bytes.Compare(a[:], b[:]) })
	return slices.Compact(w)
}

// WinnersHash is the hash the contract tallies for a winner list:
// keccak256(abi.encodePacked(sorted winners)), where each array element is
// padded to 32 bytes.
func WinnersHash(winners []common.Address) [32]byte {
	var buf []byte
	for _, a := range SortWinners(winners) {
		buf = append(buf, common.LeftPadBytes(a[:], 32)...)
	}
	return crypto.Keccak256Hash(buf)
}

// CommitRound commits acct's result of a finished round: the Merkle root of
// the signed votes it saw and the winners it derived (sorted here).
func (c *Chain) CommitRound(ctx context.Context, acct *Account, swarmID *big.Int, round uint64, votesRoot [32]byte, winners []common.Address) error {
	_, err := c.send(ctx, acct, "commitRound", c.addrs.Coordinator,
		c.coord.PackCommitRound(swarmID, round, votesRoot, SortWinners(winners)), nil)
	return err
}

// Swarm reads a swarm.
func (c *Chain) Swarm(ctx context.Context, swarmID *big.Int) (Swarm, error) {
	return call(ctx, c.coordC, "swarm", c.coord.PackSwarm(swarmID), c.coord.UnpackSwarm)
}

// CurrentRound reads a swarm's current round and stage; started is false
// before its start time.
func (c *Chain) CurrentRound(ctx context.Context, swarmID *big.Int) (started bool, round uint64, stage uint8, err error) {
	out, err := call(ctx, c.coordC, "currentRound", c.coord.PackCurrentRound(swarmID), c.coord.UnpackCurrentRound)
	return out.Started, out.Round, out.Stage, err
}

// BootstrapPeers reads a swarm's bootstrap multiaddrs.
func (c *Chain) BootstrapPeers(ctx context.Context, swarmID *big.Int) ([]string, error) {
	return call(ctx, c.coordC, "bootstrapPeers", c.coord.PackBootstrapPeers(swarmID), c.coord.UnpackBootstrapPeers)
}

// IsMember reports whether an address is registered in a swarm.
func (c *Chain) IsMember(ctx context.Context, swarmID *big.Int, node common.Address) (bool, error) {
	return call(ctx, c.coordC, "isMember", c.coord.PackIsMember(swarmID, node), c.coord.UnpackIsMember)
}

// PeerIDOf reads the peer ID bytes a member registered (nil if none).
func (c *Chain) PeerIDOf(ctx context.Context, swarmID *big.Int, node common.Address) ([]byte, error) {
	id, err := call(ctx, c.coordC, "peerIdOf", c.coord.PackPeerIdOf(swarmID, node), c.coord.UnpackPeerIdOf)
	if len(id) == 0 {
		id = nil
	}
	return id, err
}

// RoundResult reads a round's tally.
func (c *Chain) RoundResult(ctx context.Context, swarmID *big.Int, round uint64) (RoundResult, error) {
	out, err := call(ctx, c.coordC, "roundResult", c.coord.PackRoundResult(swarmID, round), c.coord.UnpackRoundResult)
	if err != nil {
		return RoundResult{}, err
	}
	return RoundResult{Leader: out.Leader, LeaderCount: out.LeaderCount, Committers: out.Committers, Agreed: out.Agreed, Final: out.Final}, nil
}

// Winners returns a round's winners: the winner list committed by a strict
// majority of the round's committers. The list itself is read from the
// RoundCommitted events (the contract stores only its hash) and checked
// against the on-chain leader. final tells whether the commit window has
// closed; before that the answer can still change. ErrNoWinners means no
// list has a strict majority.
func (c *Chain) Winners(ctx context.Context, swarmID *big.Int, round uint64) (winners []common.Address, final bool, err error) {
	res, err := c.RoundResult(ctx, swarmID, round)
	if err != nil {
		return nil, false, err
	}
	if !res.Agreed {
		return nil, res.Final, ErrNoWinners
	}
	it, err := bind.FilterEvents(c.coordC, &bind.FilterOpts{Context: ctx}, c.coord.UnpackRoundCommittedEvent,
		[]any{swarmID}, []any{round})
	if err != nil {
		return nil, false, fmt.Errorf("chain: reading RoundCommitted events: %w", err)
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		if bytes.Equal(ev.WinnersHash[:24], res.Leader[:]) && WinnersHash(ev.Winners) == ev.WinnersHash {
			return ev.Winners, res.Final, nil
		}
	}
	if err := it.Error(); err != nil {
		return nil, false, fmt.Errorf("chain: reading RoundCommitted events: %w", err)
	}
	return nil, res.Final, fmt.Errorf("chain: round %d leader list not found in the chain's logs", round)
}
