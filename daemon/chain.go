package daemon

import (
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
)

// chainAddresses reads the contract addresses of cfg's [chain] section.
func chainAddresses(cfg *config.Config) (chain.Addresses, error) {
	var a chain.Addresses
	for _, f := range []struct {
		key, val string
		to       *common.Address
		need     bool
	}{
		{"chain.coordinator_address", cfg.Chain.CoordinatorAddress, &a.Coordinator, true},
		{"chain.task_market_address", cfg.Chain.TaskMarketAddress, &a.TaskMarket, false},
		{"chain.dispute_game_address", cfg.Chain.DisputeGameAddress, &a.DisputeGame, false},
	} {
		if f.val == "" && !f.need {
			continue
		}
		if !common.IsHexAddress(f.val) {
			return a, fmt.Errorf("%s %q is not an address (0x and 40 hex digits, as 'synod chain deploy' prints)", f.key, f.val)
		}
		*f.to = common.HexToAddress(f.val)
	}
	return a, nil
}

// recentTxs is how many transactions the API lists.
const recentTxs = 50

// txLog counts the transactions this node's key sends, for /metrics and
// the API. Several nodes may share one chain client (a devnet's embedded
// chain), so it keeps only events from its own address.
type txLog struct {
	self   common.Address
	txs    *prometheus.CounterVec
	gas    prometheus.Counter
	cancel func()

	// mu guards the fields below.
	mu     sync.Mutex
	n      int64
	failed int64
	gasSum uint64
	recent []api.Tx
}

func newTxLog(self common.Address) *txLog {
	return &txLog{
		self: self,
		txs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "chain", Name: "transactions_total",
			Help: "Transactions this node sent, by contract method and outcome (mined, reverted or failed), and calls refused before sending (refused: a revert in gas estimation, no gas spent).",
		}, []string{"method", "outcome"}),
		gas: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: "synod", Subsystem: "chain", Name: "gas_used_total",
			Help: "Gas used by the transactions this node sent that were mined.",
		}),
	}
}

func (t *txLog) register(reg prometheus.Registerer) { reg.MustRegister(t.txs, t.gas) }

func (t *txLog) observe(c *chain.Chain) { t.cancel = c.ObserveTxs(t.add) }

func (t *txLog) stop() {
	if t.cancel != nil {
		t.cancel()
	}
}

func (t *txLog) add(ev chain.TxEvent) {
	if ev.From != t.self {
		return
	}
	if ev.Err != nil && ev.Hash == (common.Hash{}) && ev.GasUsed == 0 {
		// Refused by gas estimation: nothing was sent and no gas spent
		// (e.g. the swarm polling for its commit window to open).
		t.txs.WithLabelValues(ev.Method, "refused").Inc()
		return
	}
	outcome := "mined"
	tx := api.Tx{Time: ev.Time, Method: ev.Method, GasUsed: ev.GasUsed, OK: ev.Err == nil}
	if ev.Hash != (common.Hash{}) {
		tx.Hash = ev.Hash.Hex()
	}
	if ev.Err != nil {
		tx.Error = ev.Err.Error()
		outcome = "failed"
		if ev.GasUsed > 0 {
			outcome = "reverted"
		}
	}
	t.txs.WithLabelValues(ev.Method, outcome).Inc()
	t.gas.Add(float64(ev.GasUsed))
	t.mu.Lock()
	defer t.mu.Unlock()
	if ev.Err == nil {
		t.n++
	} else {
		t.failed++
	}
	t.gasSum += ev.GasUsed
	t.recent = append(t.recent, tx)
	if len(t.recent) > recentTxs {
		t.recent = append(t.recent[:0:0], t.recent[len(t.recent)-recentTxs:]...)
	}
}

func (t *txLog) snapshot(into *api.Chain) {
	t.mu.Lock()
	defer t.mu.Unlock()
	into.Txs, into.Failed, into.GasUsed = t.n, t.failed, t.gasSum
	into.Recent = append([]api.Tx{}, t.recent...)
}
