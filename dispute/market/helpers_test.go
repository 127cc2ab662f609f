package market

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/localnet"
	"github.com/synod-net/synod/storage/checkpoint"
)

// tinySpec is a 6-step transformer job (seconds to run).
const tinySpec = `
version = 1
seed = 11
steps = 6
checkpoint_interval = 3

[model]
kind = "transformer"

[model.transformer]
vocab = 6
context = 6
dim = 8
layers = 1
heads = 2
ff_mult = 2

[data]
source = "reverse"
n = 3
symbols = 5

[train]
batch = 4
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`

// peerStore is a node's job.Store over a real checkpoint store: Put
// imports and pins; Open reads local content and fetches what is missing
// from the peers' stores by CID (imported into the local store, the CID
// checked), counting every fetch.
type peerStore struct {
	name  string
	local *checkpoint.Store
	peers []*peerStore
	// With a node: fetches go over libp2p on loopback (the checkpoint
	// service's DAG protocol and bitswap) from the other nodes.
	svc   *checkpoint.Service
	addrs []peer.AddrInfo
	names map[string]string // peer ID -> node name

	mu      sync.Mutex
	fetched map[string]string // CID -> the peer it came from
}

func newPeerStore(t *testing.T, name string) *peerStore {
	t.Helper()
	st, err := checkpoint.OpenStore(filepath.Join(t.TempDir(), name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return &peerStore{name: name, local: st, fetched: map[string]string{}}
}

func (s *peerStore) Put(ctx context.Context, name string, r io.Reader, size int64) (string, error) {
	info, err := s.local.Import(ctx, r, size, name)
	if err != nil {
		return "", err
	}
	return info.CID.String(), nil
}

func (s *peerStore) Open(ctx context.Context, c string) (io.ReadCloser, error) {
	root, err := cid.Decode(c)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not a CID", job.ErrNotFound, c)
	}
	if has, err := s.local.Has(ctx, root); err != nil {
		return nil, err
	} else if has {
		if ms, err := s.local.Missing(ctx, root); err == nil && len(ms) == 0 {
			return s.local.Open(ctx, root), nil
		}
	}
	if s.svc != nil {
		res, err := s.svc.Fetch(ctx, root, checkpoint.WithPeers(s.addrs...), checkpoint.WithoutProvide(), checkpoint.WithoutSearch())
		if err != nil {
			return nil, fmt.Errorf("%w: fetching %s: %w", job.ErrNotFound, c, err)
		}
		from, most := "", uint64(0)
		for p, n := range res.ByPeer {
			if n > most {
				from, most = s.names[p], n
			}
		}
		s.mu.Lock()
		s.fetched[c] = from
		s.mu.Unlock()
		return s.local.Open(ctx, root), nil
	}
	for _, p := range s.peers {
		has, err := p.local.Has(ctx, root)
		if err != nil || !has {
			continue
		}
		info, err := s.local.Import(ctx, p.local.Open(ctx, root), 0, "fetched "+c)
		if err != nil {
			return nil, err
		}
		if info.CID != root {
			return nil, fmt.Errorf("fetched %s from %s but it imports as %s", c, p.name, info.CID)
		}
		s.mu.Lock()
		s.fetched[c] = p.name
		s.mu.Unlock()
		return s.local.Open(ctx, root), nil
	}
	return nil, fmt.Errorf("%w: %s", job.ErrNotFound, c)
}

func (s *peerStore) fetchedFrom(c string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.fetched[c]
}

// env is an embedded chain (a block per transaction) with the contracts
// deployed by dev account 0 and four nodes, each with its own checkpoint
// store that fetches from the others: 1 submitter, 2 solver, 3 and 4
// verifiers.
type env struct {
	t      *testing.T
	ctx    context.Context
	cl     chain.Client
	warp   func(ts uint64) // moves the chain's clock past ts
	c      *chain.Chain
	ids    []*identity.Identity
	stores []*peerStore
	start  uint64 // the block before the first role's transaction
	dir    string
}

func newEnv(t *testing.T, mc chain.MarketConfig) *env {
	return newEnvWith(t, mc, false)
}

// newNetEnv is newEnv with a libp2p node per identity on loopback: the
// stores fetch from each other over the network.
func newNetEnv(t *testing.T, mc chain.MarketConfig) *env {
	return newEnvWith(t, mc, true)
}

func newEnvWith(t *testing.T, mc chain.MarketConfig, network bool) *env {
	t.Helper()
	emb, err := chain.NewEmbedded(chain.WithBlockPeriod(0), chain.WithDevAccounts(8))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emb.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	t.Cleanup(cancel)
	c, err := chain.Deploy(ctx, emb, chain.NewAccount(chain.DevKey(0)), chain.WithPollInterval(2*time.Millisecond),
		chain.WithMarketConfig(mc), chain.WithRefereeConfig(chain.RefereeConfig{Threshold: 1, MemberStake: big.NewInt(1e18), ExitDelay: 24 * time.Hour}))
	if err != nil {
		t.Fatal(err)
	}
	e := &env{t: t, ctx: ctx, cl: emb, c: c}
	e.warp = func(ts uint64) {
		h, err := emb.HeaderByNumber(ctx, nil)
		must(t, err)
		if h.Time <= ts {
			must(t, emb.AdjustTime(time.Duration(ts-h.Time+1)*time.Second))
		}
	}
	e.addNodes()
	if network {
		e.startNetwork()
	}
	return e
}

// startNetwork starts a loopback libp2p node and checkpoint service per
// identity (its peer ID derived from the same key as its chain account).
func (e *env) startNetwork() {
	t := e.t
	names := map[string]string{}
	var infos []peer.AddrInfo
	for i, id := range e.ids {
		n, err := localnet.One(e.ctx, localnet.Spec{NoQUIC: true, NoDHTRefresh: true, Identity: func(int) (*identity.Identity, error) { return id, nil }})
		must(t, err)
		t.Cleanup(func() { n.Close() })
		svc, err := checkpoint.NewService(n.Host(), n.DHT(), e.stores[i].local, checkpoint.WithReprovideInterval(0))
		must(t, err)
		must(t, svc.Start(e.ctx))
		t.Cleanup(func() { svc.Close() })
		e.stores[i].svc = svc
		names[n.Host().ID().String()] = e.stores[i].name
		infos = append(infos, n.AddrInfo())
	}
	for i, s := range e.stores {
		s.names = names
		for j, ai := range infos {
			if i != j {
				s.addrs = append(s.addrs, ai)
			}
		}
	}
}

// addNodes makes the identities (dev keys 0..7) and their stores.
func (e *env) addNodes() {
	t := e.t
	e.dir = t.TempDir()
	for i := 0; i < 8; i++ {
		id, err := identity.FromECDSA(chain.DevKey(i))
		if err != nil {
			t.Fatal(err)
		}
		e.ids = append(e.ids, id)
		e.stores = append(e.stores, newPeerStore(t, fmt.Sprintf("node%d", i)))
	}
	for i, s := range e.stores {
		for j, p := range e.stores {
			if i != j {
				s.peers = append(s.peers, p)
			}
		}
	}
	var err error
	if e.start, err = e.cl.BlockNumber(e.ctx); err != nil {
		t.Fatal(err)
	}
}

func (e *env) addr(i int) common.Address { return e.ids[i].Address() }

func (e *env) submitter(i int) *Submitter {
	e.t.Helper()
	s, err := NewSubmitter(e.c, e.ids[i], e.stores[i])
	must(e.t, err)
	return s
}

func (e *env) solver(i int) *Solver {
	e.t.Helper()
	s, err := NewSolver(e.c, e.ids[i], e.stores[i], filepath.Join(e.dir, fmt.Sprintf("solver%d.json", i)))
	must(e.t, err)
	e.t.Cleanup(func() { s.Close() })
	return s
}

func (e *env) verifier(i int, opts ...Option) *Verifier {
	e.t.Helper()
	v, err := NewVerifier(e.c, e.ids[i], e.stores[i], filepath.Join(e.dir, fmt.Sprintf("verifier%d.json", i)), opts...)
	must(e.t, err)
	e.t.Cleanup(func() { v.Close() })
	return v
}

func (e *env) task(id *big.Int) chain.Task {
	e.t.Helper()
	t, err := e.c.Task(e.ctx, id)
	must(e.t, err)
	return t
}

// warpPast moves the chain's clock past ts.
func (e *env) warpPast(ts uint64) {
	e.t.Helper()
	e.warp(ts)
}

func (e *env) ethBalance(a common.Address) *big.Int {
	e.t.Helper()
	b, err := e.cl.BalanceAt(e.ctx, a, nil)
	must(e.t, err)
	return b
}

// spent sums, by sender, the gas fees and gas of every transaction after
// block e.start.
func (e *env) spent() (fees map[common.Address]*big.Int, gas map[common.Address]uint64) {
	e.t.Helper()
	fees, gas = map[common.Address]*big.Int{}, map[common.Address]uint64{}
	head, err := e.cl.BlockNumber(e.ctx)
	must(e.t, err)
	signer := types.LatestSignerForChainID(e.c.ChainID())
	for n := e.start + 1; n <= head; n++ {
		b, err := e.cl.(blockReader).BlockByNumber(e.ctx, new(big.Int).SetUint64(n))
		must(e.t, err)
		for _, tx := range b.Transactions() {
			from, err := types.Sender(signer, tx)
			must(e.t, err)
			r, err := e.cl.TransactionReceipt(e.ctx, tx.Hash())
			must(e.t, err)
			if fees[from] == nil {
				fees[from] = new(big.Int)
			}
			fees[from].Add(fees[from], new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
			gas[from] += r.GasUsed
		}
	}
	return fees, gas
}

func (e *env) checkConserved() {
	e.t.Helper()
	dep, wd, held, err := e.c.MarketTotals(e.ctx)
	must(e.t, err)
	if new(big.Int).Sub(dep, wd).Cmp(held) != 0 {
		e.t.Fatalf("market holds %s, deposited %s - withdrawn %s", held, dep, wd)
	}
}

type blockReader interface {
	BlockByNumber(ctx context.Context, n *big.Int) (*types.Block, error)
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantAction(t testing.TB, got Action, err error, want Action) {
	t.Helper()
	if err != nil {
		t.Fatalf("want %s: %v", want, err)
	}
	if got != want {
		t.Fatalf("action %s, want %s", got, want)
	}
}

func bps(x *big.Int, n uint16) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(x, big.NewInt(int64(n))), big.NewInt(10_000))
}

func bigOf(n int64) *big.Int { return big.NewInt(n) }

// cheatCommit has node 2 claim task id, run its job honestly and commit a
// result whose final state hash has one bit flipped; it returns node 2's
// account, its honest receipt, the committed result and the salt of the
// wrong hash.
func (e *env) cheatCommit(id *big.Int) (*chain.Account, *job.Receipt, chain.Result, [32]byte) {
	t := e.t
	t.Helper()
	cheat := chain.NewAccount(chain.DevKey(2))
	must(t, e.c.Claim(e.ctx, cheat, id))
	spec, q, err := fetchSpec(e.ctx, e.stores[2], e.task(id))
	must(t, err)
	r, err := job.Run(e.ctx, spec, e.stores[2], e.ids[2])
	must(t, err)
	res := chain.Result{FinalStateHash: r.Output.StateHash, StateRoot: r.StateRoot, WorkUsed: q.Units, CheckpointCID: r.Output.CID}
	res.FinalStateHash[0] ^= 1
	res.Salt, err = chain.NewSalt()
	must(t, err)
	wrong, err := chain.NewSalt()
	must(t, err)
	must(t, e.c.CommitResult(e.ctx, cheat, id, res, wrong))
	return cheat, r, res, wrong
}

// claimSilence has challenger v, in dispute d over task id whose solver
// stays silent, wait for the solver's deadline and claim the game by
// timeout; the challenger must win.
func (e *env) claimSilence(v *Verifier, id, d *big.Int) {
	t := e.t
	t.Helper()
	act, err := v.AdvanceTask(e.ctx, id)
	wantAction(t, act, err, ActDispute)
	g, err := e.c.Game(e.ctx, d)
	must(t, err)
	e.warpPast(g.Deadline)
	act, err = v.AdvanceTask(e.ctx, id)
	wantAction(t, act, err, ActDispute)
	if g, _ = e.c.Game(e.ctx, d); g.Outcome != chain.OutcomeChallengerWon {
		t.Fatalf("outcome %d, want the challenger to win", g.Outcome)
	}
}
