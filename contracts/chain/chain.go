package chain

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/synod-net/synod/contracts/bindings"
)

// Addresses are where Synod's contracts live on a chain.
type Addresses struct {
	Coordinator common.Address `json:"coordinator" toml:"coordinator"`
	TaskMarket  common.Address `json:"task_market" toml:"task_market"`
	DisputeGame common.Address `json:"dispute_game" toml:"dispute_game"`
	// RefereeSet is the market's bound referee set; New reads it from the
	// market when it is zero.
	RefereeSet common.Address `json:"referee_set,omitempty" toml:"referee_set,omitempty"`
}

// Chain talks to Synod's deployed contracts. It is safe for concurrent use;
// transactions from one Account are sent one at a time.
type Chain struct {
	client  Client
	chainID *big.Int
	addrs   Addresses
	cfg     sendConfig
	log     *slog.Logger

	coord  *bindings.SwarmCoordinator
	market *bindings.TaskMarket
	game   *bindings.DisputeGame
	ref    *bindings.RefereeSet
	coordC *bind.BoundContract
	mktC   *bind.BoundContract
	gameC  *bind.BoundContract
	refC   *bind.BoundContract

	marketCfg  MarketConfig  // what Deploy deploys
	refereeCfg RefereeConfig // what Deploy deploys

	txObs txObservers // told about every transaction sent
}

// Option configures a Chain.
type Option func(*Chain) error

// WithPollInterval sets how often receipts are polled (default 100ms).
func WithPollInterval(d time.Duration) Option {
	return func(c *Chain) error {
		if d <= 0 {
			return fmt.Errorf("chain: poll interval must be positive, got %s", d)
		}
		c.cfg.poll = d
		return nil
	}
}

// WithResend sets how long a transaction may stay unmined before it is
// replaced with higher fees, and how many sends are tried in all
// (defaults 30s and 5).
func WithResend(after time.Duration, attempts int) Option {
	return func(c *Chain) error {
		if after <= 0 || attempts < 1 {
			return fmt.Errorf("chain: bad resend policy %s x %d", after, attempts)
		}
		c.cfg.resendAfter, c.cfg.attempts = after, attempts
		return nil
	}
}

// WithChainLogger sets the logger.
func WithChainLogger(l *slog.Logger) Option {
	return func(c *Chain) error {
		c.log = l
		return nil
	}
}

// WithMarketConfig sets the market-wide parameters Deploy deploys the
// TaskMarket with (default DefaultMarketConfig).
func WithMarketConfig(mc MarketConfig) Option {
	return func(c *Chain) error {
		if err := mc.validate(); err != nil {
			return err
		}
		c.marketCfg = mc
		return nil
	}
}

// WithRefereeConfig sets the parameters Deploy deploys the market's
// RefereeSet with (default DefaultRefereeConfig).
func WithRefereeConfig(rc RefereeConfig) Option {
	return func(c *Chain) error {
		if err := rc.validate(); err != nil {
			return err
		}
		c.refereeCfg = rc
		return nil
	}
}

// New connects to deployed contracts; it checks that each address holds
// code. The referee set's address is read from the market when
// addrs.RefereeSet is zero. Use Deploy to put the contracts on a fresh
// chain.
func New(ctx context.Context, client Client, addrs Addresses, opts ...Option) (*Chain, error) {
	c, err := newChain(ctx, client, addrs, opts...)
	if err != nil {
		return nil, err
	}
	check := func(name string, a common.Address) error {
		code, err := client.CodeAt(ctx, a, nil)
		if err != nil {
			return fmt.Errorf("chain: reading code of the %s at %s: %w", name, a.Hex(), err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%w: the %s address %s (deploy with `synod chain deploy`)", ErrNotDeployed, name, a.Hex())
		}
		return nil
	}
	for _, x := range []struct {
		name string
		a    common.Address
	}{{"coordinator", addrs.Coordinator}, {"task market", addrs.TaskMarket}, {"dispute game", addrs.DisputeGame}} {
		if err := check(x.name, x.a); err != nil {
			return nil, err
		}
	}
	if addrs.RefereeSet == (common.Address{}) {
		set, err := call(ctx, c.mktC, "refereeSet", c.market.PackRefereeSet(), c.market.UnpackRefereeSet)
		if err != nil {
			return nil, err
		}
		addrs.RefereeSet = set
		c.setAddresses(addrs)
	}
	if err := check("referee set", addrs.RefereeSet); err != nil {
		return nil, err
	}
	return c, nil
}

func newChain(ctx context.Context, client Client, addrs Addresses, opts ...Option) (*Chain, error) {
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: reading chain ID: %w", err)
	}
	c := &Chain{
		client:  client,
		chainID: id,
		cfg:     sendConfig{poll: 100 * time.Millisecond, resendAfter: 30 * time.Second, attempts: 5},
		log:     slog.New(slog.DiscardHandler),
		coord:   bindings.NewSwarmCoordinator(),
		market:  bindings.NewTaskMarket(),
		game:    bindings.NewDisputeGame(),
		ref:     bindings.NewRefereeSet(),

		marketCfg:  DefaultMarketConfig(),
		refereeCfg: DefaultRefereeConfig(),
	}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	c.setAddresses(addrs)
	return c, nil
}

func (c *Chain) setAddresses(a Addresses) {
	c.addrs = a
	c.coordC = c.coord.Instance(c.client, a.Coordinator)
	c.mktC = c.market.Instance(c.client, a.TaskMarket)
	c.gameC = c.game.Instance(c.client, a.DisputeGame)
	c.refC = c.ref.Instance(c.client, a.RefereeSet)
}

// ChainID is the chain's ID.
func (c *Chain) ChainID() *big.Int { return new(big.Int).Set(c.chainID) }

// Addresses are the contracts' addresses.
func (c *Chain) Addresses() Addresses { return c.addrs }

// Client is the underlying chain client.
func (c *Chain) Client() Client { return c.client }

// Deploy deploys the contracts from acct (the TaskMarket with the
// WithMarketConfig parameters, its DisputeGame with the StateJudge and
// ScalarJudge (with the ScalarPrograms, RowPrograms and ScalarArithmetic it
// calls) it calls, and its RefereeSet with the
// WithRefereeConfig parameters), binds the game and the referee set to the
// market, and returns a Chain talking to them.
func Deploy(ctx context.Context, client Client, acct *Account, opts ...Option) (*Chain, error) {
	c, err := newChain(ctx, client, Addresses{}, opts...)
	if err != nil {
		return nil, err
	}
	var a Addresses
	if a.Coordinator, err = c.create(ctx, acct, "deploy SwarmCoordinator", bindings.SwarmCoordinatorMetaData.Bin, nil); err != nil {
		return nil, err
	}
	if a.TaskMarket, err = c.create(ctx, acct, "deploy TaskMarket", bindings.TaskMarketMetaData.Bin, c.market.PackConstructor(c.marketCfg.binding())); err != nil {
		return nil, err
	}
	states, err := c.create(ctx, acct, "deploy StateJudge", statesBin(), nil)
	if err != nil {
		return nil, err
	}
	programs, err := c.create(ctx, acct, "deploy ScalarPrograms", programsBin(), nil)
	if err != nil {
		return nil, err
	}
	rowPrograms, err := c.create(ctx, acct, "deploy RowPrograms", rowProgramsBin(), nil)
	if err != nil {
		return nil, err
	}
	arith, err := c.create(ctx, acct, "deploy ScalarArithmetic", arithBin(), nil)
	if err != nil {
		return nil, err
	}
	judge, err := c.create(ctx, acct, "deploy ScalarJudge", judgeBin(), judgeConstructor(programs, rowPrograms, arith))
	if err != nil {
		return nil, err
	}
	if a.DisputeGame, err = c.create(ctx, acct, "deploy DisputeGame", bindings.DisputeGameMetaData.Bin, c.game.PackConstructor(a.TaskMarket, states, judge)); err != nil {
		return nil, err
	}
	if a.RefereeSet, err = c.create(ctx, acct, "deploy RefereeSet", bindings.RefereeSetMetaData.Bin, c.refereeCfg.constructor(c.ref, a.DisputeGame)); err != nil {
		return nil, err
	}
	c.setAddresses(a)
	if _, err := c.send(ctx, acct, "bind", a.TaskMarket, c.market.PackBind(a.DisputeGame, a.RefereeSet), nil); err != nil {
		return nil, err
	}
	return c, nil
}

// create deploys one contract through the same retrying sender.
func (c *Chain) create(ctx context.Context, acct *Account, what, binHex string, ctor []byte) (common.Address, error) {
	code := append(common.FromHex(binHex), ctor...)
	r, err := c.sendCreate(ctx, acct, what, code)
	if err != nil {
		return common.Address{}, err
	}
	if r.ContractAddress == (common.Address{}) {
		return common.Address{}, fmt.Errorf("chain: %s: receipt has no contract address", what)
	}
	return r.ContractAddress, nil
}

// call runs a read-only call and decodes reverts.
func call[T any](ctx context.Context, bc *bind.BoundContract, method string, data []byte, unpack func([]byte) (T, error)) (T, error) {
	v, err := bind.Call(bc, &bind.CallOpts{Context: ctx}, data, unpack)
	if err != nil {
		if re := asRevert(method, err); re != nil {
			return v, re
		}
		return v, fmt.Errorf("chain: %s: %w", method, err)
	}
	return v, nil
}

func coordBin() string  { return bindings.SwarmCoordinatorMetaData.Bin }
func marketBin() string { return bindings.TaskMarketMetaData.Bin }
func gameBin() string   { return bindings.DisputeGameMetaData.Bin }
func refBin() string    { return bindings.RefereeSetMetaData.Bin }
func statesBin() string { return bindings.StateJudgeMetaData.Bin }
func judgeBin() string  { return bindings.ScalarJudgeMetaData.Bin }

func programsBin() string    { return bindings.ScalarProgramsMetaData.Bin }
func arithBin() string       { return bindings.ScalarArithmeticMetaData.Bin }
func rowProgramsBin() string { return bindings.RowProgramsBin } // its ABI is ScalarPrograms'

// judgeConstructor is ScalarJudge's constructor arguments: the
// ScalarPrograms, RowPrograms and ScalarArithmetic it calls.
func judgeConstructor(programs, rowPrograms, arith common.Address) []byte {
	return bindings.NewScalarJudge().PackConstructor(programs, rowPrograms, arith)
}
