package main

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/storage/checkpoint"
)

// errNotVerified makes `synod verify` exit non-zero after printing why.
var errNotVerified = errors.New("receipt not verified")

// newVerifyCmd is `synod verify RECEIPT`.
func newVerifyCmd(g *globals) *cobra.Command {
	var (
		segment   int
		full      bool
		from      int
		peers     []string
		bootstrap []string
		timeout   time.Duration
		asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "verify RECEIPT",
		Short: "Check a job receipt's signature and re-execute the job (or a sampled segment) on repops",
		Long: `verify checks RECEIPT's hash and signature, then re-executes the job and compares every
step's state hash (and op-trace digest, for receipts made with --traces) with the receipt's. --full (the default) re-runs every step
from the spec's initial state; --segment N re-runs N steps from a committed checkpoint chosen at
random (or --from STEP). Checkpoints, traces and datasets not in the local store are fetched by
CID from --peer and providers found on the DHT. Prints "verified", or the first differing step and
the first differing op within it, and exits non-zero when the receipt does not verify.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			data, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			r, err := job.DecodeReceipt(data)
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			if err := r.CheckSignature(); err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			var opts []job.Option
			if segment > 0 && full {
				return fmt.Errorf("give --segment or --full, not both")
			}
			if segment > 0 && r.Kind == job.KindTrain {
				start := from
				if !cmd.Flags().Changed("from") {
					if start, err = pickSegmentStart(r, segment); err != nil {
						return err
					}
				}
				opts = append(opts, job.WithSegment(start, start+segment))
			}
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			js := &daemon.JobStore{Fetched: func(c cid.Cid, res checkpoint.FetchResult) {
				fmt.Fprintf(stderr, "fetched %s (%s, %d blocks from %d provider(s))\n", shortCID(c), fmtBytes(res.Size), res.Fetched, res.Providers)
			}}
			if len(peers) > 0 || len(bootstrap) > 0 || len(cfg.Node.BootstrapPeers) > 0 {
				fetcher, err := startFetchNode(ctx, cfg, append(append([]string{}, bootstrap...), peers...), timeout)
				if err != nil {
					return err
				}
				defer fetcher.Close()
				js.Fetch = fetcher.Checkpoints()
				js.Store = js.Fetch.Store()
				if len(peers) > 0 {
					if js.Peers, err = node.ParseBootstrap(peers); err != nil {
						return err
					}
				}
			} else {
				st, err := openJobStore(cfg)
				if err != nil {
					return err
				}
				defer st.Close()
				js.Store = st
			}
			prog := newStepReporter(stderr, "verify")
			opts = append(opts, job.WithProgress(prog.update))
			rep, err := job.Verify(ctx, r, js, opts...)
			prog.finish()
			if err != nil {
				return err
			}
			if asJSON {
				if err := writeJSON(cmd.OutOrStdout(), rep); err != nil {
					return err
				}
			} else {
				fmt.Fprintln(cmd.OutOrStdout(), rep)
			}
			if !rep.Verified {
				return errNotVerified
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&segment, "segment", 0, "re-execute only `N` steps from a committed checkpoint chosen at random")
	cmd.Flags().IntVar(&from, "from", 0, "with --segment: start at this committed checkpoint's `STEP` instead of a random one")
	cmd.Flags().BoolVar(&full, "full", false, "re-execute every step (the default)")
	cmd.Flags().StringSliceVar(&peers, "peer", nil, "fetch missing checkpoints from this peer `multiaddr` (…/p2p/<peer ID>), repeatable")
	cmd.Flags().StringSliceVar(&bootstrap, "bootstrap", nil, "extra bootstrap peer `multiaddr`, repeatable")
	cmd.Flags().DurationVar(&timeout, "timeout", checkpoint.DefaultProviderTimeout, "give up a fetch when no provider sends a block for this long")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	return cmd
}

// pickSegmentStart picks a committed checkpoint (not the last) uniformly
// at random.
func pickSegmentStart(r *job.Receipt, n int) (int, error) {
	var starts []int
	for _, c := range r.Checkpoints[:len(r.Checkpoints)-1] {
		starts = append(starts, c.Step)
	}
	if n < 1 || len(starts) == 0 {
		return 0, fmt.Errorf("--segment %d: nothing to sample", n)
	}
	i, err := rand.Int(rand.Reader, big.NewInt(int64(len(starts))))
	if err != nil {
		return 0, err
	}
	return starts[i.Int64()], nil
}
