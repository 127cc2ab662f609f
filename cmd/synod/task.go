package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"path/filepath"
	"strings"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/market"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/checkpoint"
)

// newTaskCmd groups the task market commands.
func newTaskCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "task",
		Short: "Submit, solve, verify and settle training tasks on the task market (see docs/market.md)",
		Long: `task plays the task market's off-chain roles against the configured chain ([chain] mode = "rpc":
synod chain dev or any deployed market) with the node key: a submitter posts a job spec with a price per
work unit, a solver claims, runs and commits a sealed result, verifiers re-execute and commit sealed
verdicts, and everyone settles and withdraws; a whistleblower audits a revealed task and may challenge a
wrong result. Progress goes to stderr; --json prints results as JSON.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newTaskSubmitCmd(g))
	cmd.AddCommand(newTaskListCmd(g))
	cmd.AddCommand(newTaskStatusCmd(g))
	cmd.AddCommand(newTaskSolveCmd(g))
	cmd.AddCommand(newTaskVerifyCmd(g))
	cmd.AddCommand(newTaskSettleCmd(g))
	cmd.AddCommand(newTaskWithdrawCmd(g))
	cmd.AddCommand(newTaskLineageCmd(g))
	cmd.AddCommand(newTaskAuditCmd(g))
	return cmd
}

// taskFlags are the flags every task command shares.
type taskFlags struct {
	passFile  string
	peers     []string
	bootstrap []string
	timeout   time.Duration
	asJSON    bool
}

func (f *taskFlags) add(cmd *cobra.Command, network bool) {
	cmd.Flags().StringVar(&f.passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	cmd.Flags().BoolVar(&f.asJSON, "json", false, "print the result as JSON")
	if network {
		cmd.Flags().StringSliceVar(&f.peers, "peer", nil, "fetch specs and checkpoints from this peer `multiaddr` (…/p2p/<peer ID>), repeatable")
		cmd.Flags().StringSliceVar(&f.bootstrap, "bootstrap", nil, "extra bootstrap peer `multiaddr`, repeatable")
		cmd.Flags().DurationVar(&f.timeout, "fetch-timeout", 2*time.Minute, "give up fetching from peers after this long")
	}
}

// taskEnv is what a task command works with: the config, the node key,
// the chain and (when asked for) the node's checkpoint store, fetching
// from peers when any are known.
type taskEnv struct {
	cfg     *config.Config
	id      *identity.Identity
	c       *chain.Chain
	js      *daemon.JobStore
	closers []func()
}

func (e *taskEnv) Close() {
	for i := len(e.closers) - 1; i >= 0; i-- {
		e.closers[i]()
	}
}

func (e *taskEnv) account() *chain.Account { return chain.NewAccount(e.id.ECDSA()) }

// stateFile is a role's market state file in the node's data dir.
func (e *taskEnv) stateFile(role string) string {
	return filepath.Join(e.cfg.Node.DataDir, "market-"+role+".json")
}

func openTaskEnv(ctx context.Context, g *globals, f *taskFlags, store bool, stderr io.Writer) (*taskEnv, error) {
	cfg, err := g.loadConfig(nil)
	if err != nil {
		return nil, err
	}
	e := &taskEnv{cfg: cfg}
	if e.id, err = loadIdentity(cfg, f.passFile); err != nil {
		return nil, err
	}
	c, done, err := daemon.DialChain(ctx, cfg)
	if err != nil {
		return nil, err
	}
	e.c = c
	e.closers = append(e.closers, done)
	if !store {
		return e, nil
	}
	js := &daemon.JobStore{Fetched: func(c cid.Cid, res checkpoint.FetchResult) {
		fmt.Fprintf(stderr, "fetched %s (%s, %d blocks from %d provider(s))\n", shortCID(c), fmtBytes(res.Size), res.Fetched, res.Providers)
	}}
	if len(f.peers) > 0 || len(f.bootstrap) > 0 || len(cfg.Node.BootstrapPeers) > 0 {
		fetcher, err := startFetchNode(ctx, cfg, append(append([]string{}, f.bootstrap...), f.peers...), f.timeout)
		if err != nil {
			e.Close()
			return nil, err
		}
		e.closers = append(e.closers, func() { fetcher.Close() })
		js.Fetch = fetcher.Checkpoints()
		js.Store = js.Fetch.Store()
		if len(f.peers) > 0 {
			if js.Peers, err = node.ParseBootstrap(f.peers); err != nil {
				e.Close()
				return nil, err
			}
		}
	} else {
		st, err := openJobStore(cfg)
		if err != nil {
			e.Close()
			return nil, err
		}
		e.closers = append(e.closers, func() { st.Close() })
		js.Store = st
	}
	e.js = js
	return e, nil
}

// printEvent writes a market event as a progress line.
func printEvent(w io.Writer) func(market.Event) {
	return func(ev market.Event) {
		line := ev.Role + ": " + ev.What
		if ev.TaskID != nil {
			line = fmt.Sprintf("task %s: %s", ev.TaskID, line)
		}
		if ev.Detail != "" {
			line += ": " + ev.Detail
		}
		fmt.Fprintln(w, line)
	}
}

// parseTaskID reads a positive decimal task ID.
func parseTaskID(s string) (*big.Int, error) {
	id, ok := new(big.Int).SetString(s, 10)
	if !ok || id.Sign() <= 0 {
		return nil, fmt.Errorf("task ID %q: want a positive decimal integer", s)
	}
	return id, nil
}

// parseWei reads an amount of wei: an integer, optionally with a unit
// suffix gwei or eth ("0.5eth", "20gwei").
func parseWei(s string) (*big.Int, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	mul := new(big.Float).SetInt64(1)
	for _, u := range []struct {
		suffix string
		exp    int64
	}{{"gwei", 1e9}, {"eth", 1e18}, {"wei", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			s = strings.TrimSuffix(s, u.suffix)
			mul.SetInt64(u.exp)
			break
		}
	}
	f, ok := new(big.Float).SetPrec(256).SetString(s)
	if !ok || f.Sign() < 0 {
		return nil, fmt.Errorf("amount %q: want wei, or a number with gwei or eth", s)
	}
	f.Mul(f, mul)
	w, acc := f.Int(nil)
	if acc != big.Exact {
		return nil, fmt.Errorf("amount %q is not a whole number of wei", s)
	}
	return w, nil
}

var errTaskArgs = errors.New("give a task ID or --watch")
