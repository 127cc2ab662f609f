package memload

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/swarm"
	"github.com/synod-net/synod/swarm/bench"
	"github.com/synod-net/synod/swarm/member"
)

// members are the load nodes that play the swarm: bare Synod nodes
// (node/localnet: libp2p host, DHT, both GossipSub routers, no stores)
// bootstrapped from the measured node, each with a funded dev account's
// key, registered on the swarm's coordinator contract and running the
// swarm service (swarm/member, no state database) with a policy of fixed,
// zero cost (swarm/bench.FixedPolicy). Every round each answers, critiques,
// votes, tallies, publishes its summary and commits its tally on chain, so
// the measured node validates, records, stores and forwards a real
// swarm's messages and counts the members' votes in its own tallies.
type members struct {
	net     *localnet.Net
	ms      []*member.Member
	tallies atomic.Int64 // rounds tallied by all members together
}

// startMembers starts n members with dev accounts firstAccount, … and
// joins them to swarm id on c.
func startMembers(ctx context.Context, n, firstAccount int, network, bootstrap string, c *chain.Chain, id *big.Int) (*members, error) {
	m := &members{}
	net, err := localnet.Start(ctx, localnet.Spec{
		N: n, Network: network,
		Identity: func(i int) (*identity.Identity, error) { return identity.FromECDSA(chain.DevKey(firstAccount + i)) },
		Configure: func(_ int, cfg *config.Node) {
			cfg.BootstrapPeers = append(cfg.BootstrapPeers, bootstrap)
		},
	})
	if err != nil {
		return nil, fmt.Errorf("memload: members: %w", err)
	}
	m.net = net
	m.ms = make([]*member.Member, n)
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
		sem  = make(chan struct{}, 8)
	)
	for i, nd := range net.Nodes {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, nd *node.Node) {
			defer wg.Done()
			defer func() { <-sem }()
			mb, err := member.Join(ctx, nd, c, id, member.Options{
				Policy:   bench.FixedPolicy{Self: string(nd.ID())},
				Logger:   slog.New(slog.DiscardHandler),
				Registry: nd.Registry(),
				OnResult: func(swarm.Report) { m.tallies.Add(1) },
			})
			if err != nil {
				mu.Lock()
				errs = append(errs, fmt.Errorf("member %d: %w", i, err))
				mu.Unlock()
				return
			}
			mu.Lock()
			m.ms[i] = mb
			mu.Unlock()
		}(i, nd)
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		m.close()
		return nil, fmt.Errorf("memload: %w", err)
	}
	return m, nil
}

// close stops the members' services, then their nodes.
func (m *members) close() {
	var wg sync.WaitGroup
	for _, mb := range m.ms {
		if mb == nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = mb.Service.Close()
		}()
	}
	wg.Wait()
	if m.net != nil {
		_ = m.net.Close()
	}
}
