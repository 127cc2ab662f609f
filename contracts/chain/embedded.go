package chain

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
)

// EmbeddedChainID is the chain ID of the embedded chain (go-ethereum's
// simulated backend always uses 1337).
const EmbeddedChainID = 1337

// Embedded is an in-process EVM chain. With a block period it seals a block
// on its own ticker; with period 0 it seals one block per transaction, at
// once. It can serve JSON-RPC on a loopback port so that other local
// processes share it.
type Embedded struct {
	simulated.Client
	sim      *simulated.Backend
	period   time.Duration
	httpAddr string
	log      *slog.Logger

	mu        sync.Mutex // serialises sealing
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
	closeErr  error
}

// EmbeddedOption configures NewEmbedded.
type EmbeddedOption func(*embeddedConfig) error

type embeddedConfig struct {
	fork     string
	alloc    types.GenesisAlloc
	period   time.Duration
	httpHost string
	httpPort int
	log      *slog.Logger
}

// WithAlloc funds accounts at genesis (added to the dev accounts).
func WithAlloc(alloc types.GenesisAlloc) EmbeddedOption {
	return func(c *embeddedConfig) error {
		for a, acc := range alloc {
			c.alloc[a] = acc
		}
		return nil
	}
}

// WithDevAccounts funds DevKey(0..n-1) with DevBalance each (the default is 10).
func WithDevAccounts(n int) EmbeddedOption {
	return func(c *embeddedConfig) error {
		if n < 0 {
			return fmt.Errorf("chain: negative dev account count %d", n)
		}
		for a := range c.alloc {
			delete(c.alloc, a)
		}
		for i := 0; i < n; i++ {
			c.alloc[DevAddress(i)] = types.Account{Balance: DevBalance}
		}
		return nil
	}
}

// WithBlockPeriod seals a block every d; 0 seals one block per transaction.
func WithBlockPeriod(d time.Duration) EmbeddedOption {
	return func(c *embeddedConfig) error {
		if d < 0 {
			return fmt.Errorf("chain: negative block period %s", d)
		}
		c.period = d
		return nil
	}
}

// WithHTTP serves JSON-RPC (eth, net, web3) on host:port; host must be a
// loopback address and port 0 picks a free port.
func WithHTTP(host string, port int) EmbeddedOption {
	return func(c *embeddedConfig) error {
		ip := net.ParseIP(host)
		if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return fmt.Errorf("chain: the embedded chain serves JSON-RPC on loopback only, not %q", host)
		}
		c.httpHost, c.httpPort = host, port
		return nil
	}
}

// Forks the embedded chain can run.
const (
	// ForkOsaka is the default: the EVM of Ethereum mainnet since Fusaka
	// and of geth v1.16.7 --dev, with today's storage gas prices.
	ForkOsaka = "osaka"
	// ForkAmsterdam adds the Amsterdam/Bogota changes go-ethereum v1.17
	// ships for its dev chain, among them EIP-8037 state-gas metering,
	// which prices new storage several times higher.
	ForkAmsterdam = "amsterdam"
)

// WithFork picks the EVM rules (ForkOsaka or ForkAmsterdam).
func WithFork(fork string) EmbeddedOption {
	return func(c *embeddedConfig) error {
		if fork != ForkOsaka && fork != ForkAmsterdam {
			return fmt.Errorf("chain: unknown fork %q (want %q or %q)", fork, ForkOsaka, ForkAmsterdam)
		}
		c.fork = fork
		return nil
	}
}

// WithLogger sets the logger.
func WithLogger(l *slog.Logger) EmbeddedOption {
	return func(c *embeddedConfig) error {
		c.log = l
		return nil
	}
}

// NewEmbedded builds the embedded chain; Start begins block production.
func NewEmbedded(opts ...EmbeddedOption) (*Embedded, error) {
	cfg := embeddedConfig{fork: ForkOsaka, alloc: types.GenesisAlloc{}, period: time.Second, log: slog.New(slog.DiscardHandler)}
	if err := WithDevAccounts(10)(&cfg); err != nil {
		return nil, err
	}
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	var httpAddr string
	if cfg.httpHost != "" {
		port := cfg.httpPort
		if port == 0 {
			p, err := freePort(cfg.httpHost)
			if err != nil {
				return nil, err
			}
			port = p
		}
		httpAddr = net.JoinHostPort(cfg.httpHost, strconv.Itoa(port))
		// Fail with a clear message when the port is taken.
		l, err := net.Listen("tcp", httpAddr)
		if err != nil {
			return nil, fmt.Errorf("chain: cannot serve JSON-RPC on %s: %w", httpAddr, err)
		}
		l.Close()
		cfg.httpPort = port
	}
	var sim *simulated.Backend
	var panicked any
	func() {
		defer func() { panicked = recover() }()
		sim = simulated.NewBackend(cfg.alloc, func(nc *node.Config, ec *ethconfig.Config) {
			if cfg.fork == ForkOsaka {
				cc := *ec.Genesis.Config
				cc.AmsterdamTime, cc.BogotaTime = nil, nil
				ec.Genesis.Config = &cc
			}
			if cfg.httpHost != "" {
				nc.HTTPHost = cfg.httpHost
				nc.HTTPPort = cfg.httpPort
				nc.HTTPModules = []string{"eth", "net", "web3"}
				nc.HTTPVirtualHosts = []string{"localhost", "127.0.0.1", "::1"}
			}
		})
	}()
	if panicked != nil {
		return nil, fmt.Errorf("chain: starting the embedded chain: %v", panicked)
	}
	e := &Embedded{Client: sim.Client(), sim: sim, period: cfg.period, httpAddr: httpAddr, log: cfg.log}
	return e, nil
}

func freePort(host string) (int, error) {
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return 0, fmt.Errorf("chain: finding a free port on %s: %w", host, err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Start begins sealing blocks on the ticker (with a block period). It
// returns at once; Close stops it.
func (e *Embedded) Start(ctx context.Context) error {
	if e.period == 0 {
		return nil
	}
	e.mu.Lock()
	if e.cancel != nil {
		e.mu.Unlock()
		return errors.New("chain: embedded chain already started")
	}
	ctx, cancel := context.WithCancel(ctx)
	e.cancel = cancel
	e.mu.Unlock()
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		t := time.NewTicker(e.period)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				e.Commit()
			}
		}
	}()
	return nil
}

// Commit seals a block now.
func (e *Embedded) Commit() common.Hash {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sim.Commit()
}

// AdjustTime moves the chain's clock forward by d and seals an empty block
// (tests of timeouts and deadlines use it).
func (e *Embedded) AdjustTime(d time.Duration) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	// The pool drops included transactions asynchronously, so it may still
	// list one for a moment after its block; a transaction that is really
	// pending is sealed first.
	for i := 0; ; i++ {
		err := e.sim.AdjustTime(d)
		if err == nil || !strings.Contains(err.Error(), "non-empty") || i == 400 {
			return err
		}
		if i%50 == 49 {
			e.sim.Commit()
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// SendTransaction adds tx to the pool and, with block period 0, seals it
// into a block at once.
func (e *Embedded) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if err := e.Client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	if e.period == 0 {
		// The pool admits transactions asynchronously, so a block sealed
		// at once may miss it: seal until it is in.
		from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		if err != nil {
			return err
		}
		deadline := time.Now().Add(30 * time.Second)
		for {
			e.Commit()
			if r, err := e.Client.TransactionReceipt(ctx, tx.Hash()); err == nil && r != nil {
				return nil
			}
			// Another transaction with the same nonce (one it replaced or
			// that replaced it) was included instead.
			if n, err := e.Client.NonceAt(ctx, from, nil); err == nil && n > tx.Nonce() {
				return nil
			}
			if time.Now().After(deadline) {
				return fmt.Errorf("chain: embedded chain did not include %s within 30s", tx.Hash().Hex())
			}
			t := time.NewTimer(2 * time.Millisecond)
			select {
			case <-ctx.Done():
				t.Stop()
				return ctx.Err()
			case <-t.C:
			}
		}
	}
	return nil
}

// RPCURL is the JSON-RPC endpoint, or "" when not serving.
func (e *Embedded) RPCURL() string {
	if e.httpAddr == "" {
		return ""
	}
	return "http://" + e.httpAddr
}

// Close stops block production and the chain. It is idempotent.
func (e *Embedded) Close() error {
	e.closeOnce.Do(func() {
		e.mu.Lock()
		cancel := e.cancel
		e.mu.Unlock()
		if cancel != nil {
			cancel()
		}
		e.wg.Wait()
		e.closeErr = e.sim.Close()
	})
	return e.closeErr
}

var _ Backend = (*Embedded)(nil)
