package main

import (
	"fmt"
	"log/slog"
	"os"

	"github.com/spf13/cobra"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/storage/checkpoint"
)

// newCheckpointServeCmd runs a node that only serves the pinned
// checkpoints: useful on a machine that holds checkpoints without taking
// part in a swarm, and to hand a checkpoint to another machine.
func newCheckpointServeCmd(env *checkpointEnv) *cobra.Command {
	var (
		listen    []string
		bootstrap []string
		rateFlag  string
	)
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the pinned checkpoints over bitswap and announce them on the DHT until interrupted",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if err := env.load(cmd); err != nil {
				return err
			}
			serveRate := env.cfg.Storage.CheckpointServeRate
			if cmd.Flags().Changed("rate") {
				r, err := config.ParseByteSize(rateFlag)
				if err != nil {
					return fmt.Errorf("--rate: %w", err)
				}
				serveRate = r
				env.cfg.Storage.CheckpointServeRate = r
				if err := env.cfg.Storage.Validate(); err != nil {
					return fmt.Errorf("--rate: %w", err)
				}
			}
			st, err := checkpoint.OpenStore(env.storeDs)
			if err != nil {
				return err
			}
			defer st.Close()
			pins, err := st.Pins(ctx)
			if err != nil {
				return err
			}
			ncfg := env.cfg.Node
			if len(listen) > 0 {
				ncfg.ListenAddrs = listen
			}
			ncfg.BootstrapPeers = append(append([]string{}, ncfg.BootstrapPeers...), bootstrap...)
			id, err := identity.Generate()
			if err != nil {
				return err
			}
			log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
			n, err := node.New(ncfg, id, node.WithLogger(log))
			if err != nil {
				return err
			}
			if err := n.Start(ctx); err != nil {
				return err
			}
			defer n.Close()
			svc, err := checkpoint.NewService(n.Host(), n.DHT(), st, checkpoint.WithLogger(log), checkpoint.WithServeRate(int64(serveRate)))
			if err != nil {
				return err
			}
			if err := svc.Start(ctx); err != nil {
				return err
			}
			defer svc.Close()
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "serving %d pinned checkpoint(s) (%s); fetch with\n", len(pins), serveRateText(svc.ServeRate()))
			for _, a := range n.Addrs() {
				fmt.Fprintf(w, "  synod checkpoint get CID --bootstrap %s\n", a)
			}
			for _, p := range pins {
				fmt.Fprintf(w, "  %s  %s  %s\n", p.CID, fmtBytes(p.Size), p.Name)
			}
			<-ctx.Done()
			fmt.Fprintln(w, "stopping")
			return nil
		},
	}
	cmd.Flags().StringSliceVar(&listen, "listen", nil, "listen `multiaddr` (default: the configured listen addresses), repeatable")
	cmd.Flags().StringSliceVar(&bootstrap, "bootstrap", nil, "extra bootstrap peer `multiaddr`, repeatable")
	cmd.Flags().StringVar(&rateFlag, "rate", "", "send at most this many bytes of blocks per `second` to all peers together, e.g. 20MB (default: storage.checkpoint_serve_rate; 0: no limit)")
	return cmd
}

// serveRateText describes a serve rate cap for people.
func serveRateText(bytesPerSec int64) string {
	if bytesPerSec <= 0 {
		return "no rate limit"
	}
	return fmt.Sprintf("at most %s/s, %.0f Mbit/s", fmtBytes(uint64(bytesPerSec)), float64(bytesPerSec)*8/1e6)
}
