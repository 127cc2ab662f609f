package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"text/tabwriter"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"
	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/daemon/api"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/internal/units"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/checkpoint"
)

// checkpointEnv is what every checkpoint subcommand opens: the
// configuration under the global --home / --config and the local
// checkpoint store.
type checkpointEnv struct {
	asJSON  bool
	cfg     *config.Config
	storeDs string
}

// defaultHome is $SYNOD_HOME, else ~/.synod.
func defaultHome() string {
	if h := os.Getenv("SYNOD_HOME"); h != "" {
		return h
	}
	if d, err := os.UserHomeDir(); err == nil {
		return filepath.Join(d, ".synod")
	}
	return ".synod"
}

// load reads the configuration the way every command does (the global
// --home and --config flags, SYNOD_* variables; defaults when there is no
// file).
func (e *checkpointEnv) load(cmd *cobra.Command) error {
	g := &globals{home: defaultHome()}
	if h, err := cmd.Flags().GetString("home"); err == nil {
		g.home = h
	}
	if c, err := cmd.Flags().GetString("config"); err == nil {
		g.config = c
	}
	cfg, err := g.loadConfig(nil)
	if err != nil {
		return err
	}
	e.cfg = cfg
	e.storeDs = checkpointStoreDir(cfg)
	return nil
}

// checkpointStoreDir is where a node keeps its checkpoint blocks: a badger
// database of its own beside the node-state database.
func checkpointStoreDir(cfg *config.Config) string { return daemon.CheckpointDir(cfg) }

func (e *checkpointEnv) openStore(cmd *cobra.Command) (*checkpoint.Store, error) {
	if err := e.load(cmd); err != nil {
		return nil, err
	}
	return checkpoint.OpenStore(e.storeDs)
}

func newCheckpointCmd() *cobra.Command {
	env := &checkpointEnv{}
	cmd := &cobra.Command{
		Use:   "checkpoint",
		Short: "Store, share and fetch model checkpoints by content address (CID)",
		Long: `Checkpoints are stored as chunked UnixFS DAGs in the node's block store and named by
their CID. "add" imports and pins a checkpoint file, "get" fetches one from any peer that
provides it (found through the DHT), "gc" removes blocks no pinned checkpoint needs.`,
		Args: cobra.NoArgs,
	}
	cmd.PersistentFlags().BoolVar(&env.asJSON, "json", false, "print the result as JSON")
	cmd.AddCommand(
		newCheckpointAddCmd(env),
		newCheckpointGetCmd(env),
		newCheckpointLsCmd(env),
		newCheckpointPinCmd(env),
		newCheckpointUnpinCmd(env),
		newCheckpointGCCmd(env),
		newCheckpointStatCmd(env),
		newCheckpointServeCmd(env),
		newCheckpointSyntheticCmd(env),
	)
	return cmd
}

func parseCID(s string) (cid.Cid, error) {
	c, err := cid.Decode(s)
	if err != nil {
		return cid.Undef, fmt.Errorf("%q is not a CID (expected something like bafy...): %w", s, err)
	}
	return c, nil
}

func newCheckpointAddCmd(env *checkpointEnv) *cobra.Command {
	return &cobra.Command{
		Use:   "add FILE",
		Short: "Validate a checkpoint file, import it into the store and pin it",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := env.openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			start := time.Now()
			info, err := st.AddFile(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			if env.asJSON {
				return writeJSON(cmd.OutOrStdout(), info)
			}
			d := time.Since(start)
			fmt.Fprintf(cmd.OutOrStdout(), "added %s\n  file        %s\n  size        %s\n  step        %d\n  state hash  %s\n  import      %s (%.0f MB/s)\n",
				info.CID, args[0], fmtBytes(info.Size), info.Step, info.StateHash, d.Round(time.Millisecond), float64(info.Size)/1e6/d.Seconds())
			fmt.Fprintln(cmd.OutOrStdout(), "pinned; a running node (synod node run) announces it on the DHT")
			return nil
		},
	}
}

func newCheckpointGetCmd(env *checkpointEnv) *cobra.Command {
	var (
		out       string
		bootstrap []string
		peers     []string
		timeout   time.Duration
		name      string
	)
	cmd := &cobra.Command{
		Use:   "get CID",
		Short: "Fetch a checkpoint from the network (resumable), verify it and optionally write it to a file",
		Long: `Finds providers of CID on the DHT (through the configured bootstrap peers and --bootstrap),
fetches every block over bitswap, verifies each one against its CID and the whole file as a Synod
checkpoint, and pins it. An interrupted get resumes where it stopped. With -o the bytes are also
written to FILE.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			root, err := parseCID(args[0])
			if err != nil {
				return err
			}
			if err := env.load(cmd); err != nil {
				return err
			}
			fetcher, err := startFetchNode(ctx, env.cfg, bootstrap, timeout)
			if err != nil {
				return err
			}
			defer fetcher.Close()
			svc := fetcher.Checkpoints()
			st := svc.Store()
			var opts []checkpoint.FetchOption
			if len(peers) > 0 {
				ais, err := node.ParseBootstrap(peers)
				if err != nil {
					return err
				}
				opts = append(opts, checkpoint.WithPeers(ais...))
			}
			if name == "" && out != "" {
				name = filepath.Base(out)
			}
			prog := newProgressReporter(cmd.ErrOrStderr(), "fetching "+shortCID(root))
			opts = append(opts, checkpoint.WithProgress(prog.update), checkpoint.WithPinName(name), checkpoint.WithoutProvide())
			var res checkpoint.FetchResult
			if out != "" {
				res, err = svc.GetFile(ctx, root, out, opts...)
			} else {
				res, err = svc.Fetch(ctx, root, opts...)
				if err == nil {
					res.StateHash, _, err = st.ExportChecked(ctx, root, io.Discard)
				}
			}
			prog.finish(err == nil)
			if errors.Is(err, context.Canceled) && ctx.Err() != nil {
				return fmt.Errorf("interrupted; the blocks fetched so far are kept: run the same command again to resume")
			}
			if err != nil {
				return err
			}
			if env.asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "got %s\n  size        %s\n  state hash  %s\n  blocks      %d (%d fetched, %d already local)\n  providers   %d\n  time        %s (%.0f MB/s)\n",
				res.CID, fmtBytes(res.Size), res.StateHash, res.Blocks, res.Fetched, res.AlreadyLocal, res.Providers,
				res.Duration.Round(time.Millisecond), float64(res.FetchedBytes)/1e6/res.Duration.Seconds())
			for _, line := range byPeerLines(res.ByPeer) {
				fmt.Fprintf(w, "  from        %s\n", line)
			}
			if res.Reasks > 0 {
				fmt.Fprintf(w, "  asked again %d time(s) for blocks a slow provider held back\n", res.Reasks)
			}
			if res.BadBlocks > 0 {
				fmt.Fprintf(w, "  warning     %d corrupted block(s) from misbehaving peers were discarded\n", res.BadBlocks)
			}
			if out != "" {
				fmt.Fprintf(w, "  written to  %s\n", out)
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "also write the checkpoint bytes to `FILE`")
	cmd.Flags().StringSliceVar(&bootstrap, "bootstrap", nil, "extra bootstrap peer `multiaddr` (…/p2p/<peer ID>), repeatable")
	cmd.Flags().StringSliceVar(&peers, "peer", nil, "connect directly to this provider `multiaddr` too, repeatable")
	cmd.Flags().DurationVar(&timeout, "timeout", checkpoint.DefaultProviderTimeout, "give up when no provider sends a block for this long")
	cmd.Flags().StringVar(&name, "name", "", "pin name shown by `synod checkpoint ls` (default: the -o file name)")
	return cmd
}

// startFetchNode starts a short-lived node (the daemon with its
// checkpoint role only: a fresh identity, ephemeral ports, no API, no
// chain, no swarm) on the configured network to find providers and fetch
// blocks into the home's store.
func startFetchNode(ctx context.Context, cfg *config.Config, bootstrap []string, timeout time.Duration) (*daemon.Daemon, error) {
	c := *cfg
	c.Node.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/0", "/ip4/0.0.0.0/udp/0/quic-v1"}
	c.Node.AnnounceAddrs = nil
	c.Node.BootstrapPeers = append(append([]string{}, cfg.Node.BootstrapPeers...), bootstrap...)
	c.Node.MetricsListenAddr = ""
	c.Node.MemoryLimit = 0
	c.Node.PersistNetworkState = false
	c.Chain.Mode = "embedded"
	c.Swarm.ID = ""
	c.Storage.GCInterval = 0
	id, err := identity.Generate()
	if err != nil {
		return nil, err
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	d, err := daemon.New(&c, id, daemon.WithVersion(version), daemon.WithLogger(log), daemon.WithoutAPIFile(), daemon.WithoutStatusLog(),
		daemon.WithNodeOptions(node.WithoutNAT()),
		daemon.WithCheckpointOptions(checkpoint.WithProviderTimeout(timeout), checkpoint.WithReprovideInterval(0)))
	if err != nil {
		return nil, err
	}
	if err := d.Start(ctx); err != nil {
		return nil, fmt.Errorf("starting a node to fetch with: %w", err)
	}
	return d, nil
}

func newCheckpointLsCmd(env *checkpointEnv) *cobra.Command {
	return &cobra.Command{
		Use:   "ls",
		Short: "List pinned checkpoints (asks the running node, if one runs with this home)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pins, err := listPins(cmd, env)
			if err != nil {
				return err
			}
			if env.asJSON {
				return writeJSON(cmd.OutOrStdout(), pins)
			}
			if len(pins) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no pinned checkpoints (add one with `synod checkpoint add FILE`)")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "CID\tSIZE\tNAME")
			for _, p := range pins {
				fmt.Fprintf(tw, "%s\t%s\t%s\n", p.CID, fmtBytes(p.Size), p.Name)
			}
			return tw.Flush()
		},
	}
}

// listPins asks the node running with this home for its pins, or reads
// the store when none runs.
func listPins(cmd *cobra.Command, env *checkpointEnv) ([]checkpoint.PinInfo, error) {
	if err := env.load(cmd); err != nil {
		return nil, err
	}
	ctx := cmd.Context()
	pins := []checkpoint.PinInfo{}
	if c, ok := daemon.Running(ctx, env.cfg.Node.DataDir); ok {
		var cs api.Checkpoints
		if err := c.Get(ctx, api.Prefix+"/checkpoints", &cs); err != nil {
			return nil, err
		}
		for _, p := range cs.Pinned {
			id, err := cid.Decode(p.CID)
			if err != nil {
				return nil, fmt.Errorf("the node listed %q: %w", p.CID, err)
			}
			pins = append(pins, checkpoint.PinInfo{CID: id, Name: p.Name, Size: uint64(p.SizeBytes)})
		}
		return pins, nil
	}
	st, err := env.openStore(cmd)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	got, err := st.Pins(ctx)
	if err != nil {
		return nil, err
	}
	return append(pins, got...), nil
}

func newCheckpointPinCmd(env *checkpointEnv) *cobra.Command {
	var name string
	cmd := &cobra.Command{
		Use:   "pin CID",
		Short: "Pin a checkpoint that is fully in the local store, protecting it from gc",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := parseCID(args[0])
			if err != nil {
				return err
			}
			st, err := env.openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			if err := st.Pin(cmd.Context(), c, name); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "pinned %s\n", c)
			return nil
		},
	}
	cmd.Flags().StringVar(&name, "name", "", "pin name shown by `synod checkpoint ls`")
	return cmd
}

func newCheckpointUnpinCmd(env *checkpointEnv) *cobra.Command {
	return &cobra.Command{
		Use:   "unpin CID",
		Short: "Unpin a checkpoint; its blocks are removed by the next gc",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := parseCID(args[0])
			if err != nil {
				return err
			}
			st, err := env.openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			if err := st.Unpin(cmd.Context(), c); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "unpinned %s (run `synod checkpoint gc` to free its space)\n", c)
			return nil
		},
	}
}

func newCheckpointGCCmd(env *checkpointEnv) *cobra.Command {
	return &cobra.Command{
		Use:   "gc",
		Short: "Delete blocks that no pinned checkpoint (or fetch in progress) needs",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			st, err := env.openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			res, err := st.GC(cmd.Context())
			if err != nil {
				return err
			}
			if env.asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "removed %d blocks (%s), kept %d\n", res.Removed, fmtBytes(res.Freed), res.Kept)
			return nil
		},
	}
}

func newCheckpointStatCmd(env *checkpointEnv) *cobra.Command {
	return &cobra.Command{
		Use:   "stat CID",
		Short: "Show how much of a checkpoint is in the local store and whether it is pinned",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := parseCID(args[0])
			if err != nil {
				return err
			}
			st, err := env.openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			s, err := st.Stat(cmd.Context(), c)
			if err != nil && !(errors.Is(err, checkpoint.ErrNotLocal) && env.asJSON) {
				return err
			}
			if env.asJSON {
				return writeJSON(cmd.OutOrStdout(), s)
			}
			state := "complete"
			if !s.Complete {
				state = "partial (run `synod checkpoint get " + c.String() + "` to finish)"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\n  size        %s\n  blocks      %d of %d known blocks local (%s)\n  state       %s\n  pinned      %v %s\n",
				c, fmtBytes(s.Size), s.LocalBlocks, s.Blocks, fmtBytes(s.LocalBytes), state, s.Pinned, s.Name)
			return nil
		},
	}
}

func shortCID(c cid.Cid) string {
	s := c.String()
	if len(s) > 16 {
		return s[:8] + "…" + s[len(s)-6:]
	}
	return s
}

// fmtBytes writes a byte count as units.Bytes does ("1.5 GiB").
func fmtBytes(n uint64) string { return units.Bytes(n) }

// byPeerLines describes how many bytes came from each peer, most first:
// "…cK9mQx2r  90.0 MiB (34%)".
func byPeerLines(by map[string]uint64) []string {
	var total uint64
	ids := make([]string, 0, len(by))
	for id, n := range by {
		ids = append(ids, id)
		total += n
	}
	sort.Slice(ids, func(i, j int) bool {
		if by[ids[i]] != by[ids[j]] {
			return by[ids[i]] > by[ids[j]]
		}
		return ids[i] < ids[j]
	})
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		short := id
		if len(short) > 8 {
			short = "…" + short[len(short)-8:]
		}
		out = append(out, fmt.Sprintf("%s  %s (%.0f%%)", short, fmtBytes(by[id]), 100*float64(by[id])/float64(total)))
	}
	return out
}
