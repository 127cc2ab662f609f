package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/internal/config"
)

// newChainCmd groups the chain tools: a standalone embedded dev chain and
// contract deployment.
func newChainCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "chain",
		Short: "Run a local dev chain and deploy Synod's contracts",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newChainDevCmd())
	cmd.AddCommand(newChainDeployCmd())
	return cmd
}

// chainRecord is what a deployment records: the [chain] section of the
// node's config.
type chainRecord struct {
	Mode               string `json:"mode"`
	RPCURL             string `json:"rpc_url"`
	ChainID            uint64 `json:"chain_id"`
	CoordinatorAddress string `json:"coordinator_address"`
	TaskMarketAddress  string `json:"task_market_address"`
	DisputeGameAddress string `json:"dispute_game_address"`
}

func newChainRecord(mode, url string, c *chain.Chain) chainRecord {
	a := c.Addresses()
	return chainRecord{
		Mode: mode, RPCURL: url, ChainID: c.ChainID().Uint64(),
		CoordinatorAddress: a.Coordinator.Hex(), TaskMarketAddress: a.TaskMarket.Hex(), DisputeGameAddress: a.DisputeGame.Hex(),
	}
}

// toml renders the record as the node config's [chain] section.
func (r chainRecord) toml() string {
	return fmt.Sprintf("[chain]\nmode = %q\nrpc_url = %q\nchain_id = %d\ncoordinator_address = %q\ntask_market_address = %q\ndispute_game_address = %q\n",
		r.Mode, r.RPCURL, r.ChainID, r.CoordinatorAddress, r.TaskMarketAddress, r.DisputeGameAddress)
}

// writeRecord writes the record to path: JSON when it ends in .json, the
// TOML [chain] section otherwise.
func writeRecord(path string, r chainRecord) error {
	var data []byte
	if strings.HasSuffix(path, ".json") {
		b, err := json.MarshalIndent(r, "", "  ")
		if err != nil {
			return err
		}
		data = append(b, '\n')
	} else {
		data = []byte(r.toml())
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("writing the chain record: %w", err)
	}
	return nil
}

func newChainDevCmd() *cobra.Command {
	var (
		host     string
		port     int
		accounts int
		period   time.Duration
		deploy   bool
		out      string
		fork     string
	)
	cmd := &cobra.Command{
		Use:   "dev",
		Short: "Run the embedded chain alone, serving JSON-RPC on loopback, with funded dev accounts",
		Long: `Runs Synod's embedded EVM chain (go-ethereum's simulated backend) as a
standalone process serving JSON-RPC on a loopback port, so that several
synod processes of a local devnet share one chain. It seals a block every
--block-period, funds --accounts well-known dev keys (printed: they are
public, use them on dev chains only) and, with --deploy, deploys Synod's
contracts from dev account 0 and prints the node config's [chain] section.
It runs until interrupted.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			w := cmd.OutOrStdout()
			emb, err := chain.NewEmbedded(chain.WithHTTP(host, port), chain.WithDevAccounts(accounts),
				chain.WithBlockPeriod(period), chain.WithFork(fork),
				chain.WithLogger(slog.New(slog.NewTextHandler(cmd.ErrOrStderr(), nil))))
			if err != nil {
				return err
			}
			defer emb.Close()
			if err := emb.Start(ctx); err != nil {
				return err
			}
			fmt.Fprintf(w, "embedded chain: chain ID %d, JSON-RPC on %s, a block every %s (fork %s)\n", chain.EmbeddedChainID, emb.RPCURL(), period, fork)
			fmt.Fprintf(w, "dev accounts (%s ETH each; public keys, dev chains only):\n", "1000000")
			for i := 0; i < accounts; i++ {
				fmt.Fprintf(w, "  %2d  %s  0x%x\n", i, chain.DevAddress(i).Hex(), crypto.FromECDSA(chain.DevKey(i)))
			}
			if deploy {
				c, err := chain.Deploy(ctx, emb, chain.NewAccount(chain.DevKey(0)))
				if err != nil {
					return fmt.Errorf("deploying the contracts: %w", err)
				}
				rec := newChainRecord("rpc", emb.RPCURL(), c)
				fmt.Fprintf(w, "contracts deployed; config for the nodes of this devnet:\n\n%s\n", rec.toml())
				if out != "" {
					if err := writeRecord(out, rec); err != nil {
						return err
					}
					fmt.Fprintf(w, "wrote %s\n", out)
				}
			}
			fmt.Fprintln(w, "running; interrupt to stop")
			<-ctx.Done()
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&host, "host", "127.0.0.1", "loopback address to serve JSON-RPC on")
	f.IntVar(&port, "port", 8545, "JSON-RPC port (0 picks a free one)")
	f.IntVar(&accounts, "accounts", 10, "number of funded dev accounts")
	f.DurationVar(&period, "block-period", time.Second, "time between blocks (0: one block per transaction)")
	f.BoolVar(&deploy, "deploy", true, "deploy Synod's contracts from dev account 0")
	f.StringVar(&out, "out", "", "also write the [chain] record to this file (.json for JSON, else TOML)")
	f.StringVar(&fork, "fork", chain.ForkOsaka, "EVM rules: osaka or amsterdam")
	return cmd
}

// recordInConfig writes the record into the [chain] section of the node
// config at path (created from the defaults when missing), after
// validating the result.
func recordInConfig(path string, r chainRecord) error {
	c, _, err := config.LoadOrDefault(path)
	if err != nil {
		return err
	}
	c.Chain.Mode, c.Chain.RPCURL, c.Chain.ChainID = r.Mode, r.RPCURL, r.ChainID
	c.Chain.CoordinatorAddress, c.Chain.TaskMarketAddress, c.Chain.DisputeGameAddress = r.CoordinatorAddress, r.TaskMarketAddress, r.DisputeGameAddress
	if err := c.Chain.Validate(); err != nil {
		return err
	}
	data, err := config.Marshal(c)
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

func newChainDeployCmd() *cobra.Command {
	var (
		writeConfig string
		rpcURL      string
		keyFile     string
		devIndex    int
		out         string
		asJSON      bool
		timeout     time.Duration
	)
	cmd := &cobra.Command{
		Use:   "deploy",
		Short: "Deploy Synod's contracts to a JSON-RPC chain and record chain ID and addresses",
		Long: `Deploys the SwarmCoordinator, TaskMarket and DisputeGame contracts through
a JSON-RPC endpoint, binds the dispute game to the market, and prints the
node config's [chain] section (chain ID and addresses); --out writes it to
a file and --write-config records it in a node's config.toml. The deploying key comes from --key-file (a file holding the hex
secp256k1 private key, mode 0600) or, on dev chains, --dev-account N.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if rpcURL == "" {
				return errors.New("--rpc is required (for a local chain run `synod chain dev`, which serves http://127.0.0.1:8545)")
			}
			key, err := deployKey(keyFile, devIndex)
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			if timeout > 0 {
				var cancel func()
				ctx, cancel = context.WithTimeout(ctx, timeout)
				defer cancel()
			}
			be, err := chain.Dial(ctx, rpcURL)
			if err != nil {
				return err
			}
			defer be.Close()
			c, err := chain.Deploy(ctx, be, chain.NewAccount(key))
			if err != nil {
				return fmt.Errorf("deploying the contracts: %w", err)
			}
			rec := newChainRecord("rpc", rpcURL, c)
			if out != "" {
				if err := writeRecord(out, rec); err != nil {
					return err
				}
			}
			if writeConfig != "" {
				if err := recordInConfig(writeConfig, rec); err != nil {
					return fmt.Errorf("contracts deployed (%s) but the config was not updated: %w", rec.CoordinatorAddress, err)
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rec)
			}
			fmt.Fprint(cmd.OutOrStdout(), rec.toml())
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&rpcURL, "rpc", "", "JSON-RPC endpoint of the chain")
	f.StringVar(&keyFile, "key-file", "", "file holding the deployer's hex private key")
	f.IntVar(&devIndex, "dev-account", -1, "deploy from the well-known dev account N (dev chains only)")
	f.StringVar(&out, "out", "", "also write the [chain] record to this file (.json for JSON, else TOML)")
	f.StringVar(&writeConfig, "write-config", "", "record chain ID and addresses in the [chain] section of this node config file")
	f.BoolVar(&asJSON, "json", false, "print the record as JSON")
	f.DurationVar(&timeout, "timeout", 5*time.Minute, "give up after this long")
	return cmd
}

func deployKey(keyFile string, devIndex int) (*ecdsa.PrivateKey, error) {
	switch {
	case keyFile != "" && devIndex >= 0:
		return nil, errors.New("give either --key-file or --dev-account, not both")
	case keyFile != "":
		return readHexKey(keyFile)
	case devIndex >= 0:
		return chain.DevKey(devIndex), nil
	}
	return nil, errors.New("no deployer key: give --key-file FILE or, on a dev chain, --dev-account 0")
}

func readHexKey(path string) (*ecdsa.PrivateKey, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading the key: %w", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 1024))
	if err != nil {
		return nil, fmt.Errorf("reading the key: %w", err)
	}
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(string(b)), "0x"))
	if err != nil {
		return nil, fmt.Errorf("%s does not hold a hex secp256k1 private key: %w", path, err)
	}
	return k, nil
}
