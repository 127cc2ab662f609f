package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/node/identity"
)

// newCheckpointServeCmd runs the node with the checkpoint role only (no
// swarm): useful on a machine that holds checkpoints without taking part
// in a swarm, and to hand a checkpoint to another machine.
func newCheckpointServeCmd(env *checkpointEnv) *cobra.Command {
	var (
		listen    []string
		bootstrap []string
		rateFlag  string
		passFile  string
	)
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the pinned checkpoints over bitswap and announce them on the DHT until interrupted",
		Long: `serve runs the node ('synod node run') without its swarm role: it serves every block of the
checkpoint store over bitswap and announces the pinned checkpoints on the DHT until Ctrl-C. It uses
the home's key, or a throwaway identity when the home has none ('synod init' makes one).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if err := env.load(cmd); err != nil {
				return err
			}
			cfg := env.cfg
			cfg.Swarm.ID = ""
			if len(listen) > 0 {
				cfg.Node.ListenAddrs = listen
			}
			cfg.Node.BootstrapPeers = append(append([]string{}, cfg.Node.BootstrapPeers...), bootstrap...)
			if cmd.Flags().Changed("rate") {
				r, err := config.ParseByteSize(rateFlag)
				if err != nil {
					return fmt.Errorf("--rate: %w", err)
				}
				cfg.Storage.CheckpointServeRate = r
			}
			if err := cfg.Validate(); err != nil {
				return err
			}
			id, err := serveIdentity(cfg, passFile)
			if err != nil {
				return err
			}
			return serveCheckpoints(ctx, cmd, cfg, id)
		},
	}
	cmd.Flags().StringSliceVar(&listen, "listen", nil, "listen `multiaddr` (default: the configured listen addresses), repeatable")
	cmd.Flags().StringSliceVar(&bootstrap, "bootstrap", nil, "extra bootstrap peer `multiaddr`, repeatable")
	cmd.Flags().StringVar(&rateFlag, "rate", "", "send at most this many bytes of blocks per `second` to all peers together, e.g. 20MB (default: storage.checkpoint_serve_rate; 0: no limit)")
	cmd.Flags().StringVar(&passFile, "passphrase-file", "", "file holding the key's passphrase")
	return cmd
}

// serveIdentity is the home's key, or a new throwaway one when it has none.
func serveIdentity(cfg *config.Config, passFile string) (*identity.Identity, error) {
	if _, err := os.Stat(cfg.Node.KeyFile); errors.Is(err, fs.ErrNotExist) {
		return identity.Generate()
	}
	return loadIdentity(cfg, passFile)
}

func serveCheckpoints(ctx context.Context, cmd *cobra.Command, cfg *config.Config, id *identity.Identity) error {
	d, err := daemon.New(cfg, id, daemon.WithVersion(version), daemon.WithLogOutput(os.Stderr))
	if err != nil {
		return err
	}
	if err := d.Start(ctx); err != nil {
		return err
	}
	defer d.Close()
	pins, err := d.Checkpoints().Store().Pins(ctx)
	if err != nil {
		return err
	}
	w := cmd.OutOrStdout()
	fmt.Fprintf(w, "serving %d pinned checkpoint(s) (%s); fetch with\n", len(pins), serveRateText(d.Checkpoints().ServeRate()))
	for _, a := range d.Node().Addrs() {
		fmt.Fprintf(w, "  synod checkpoint get CID --bootstrap %s\n", a)
	}
	for _, p := range pins {
		fmt.Fprintf(w, "  %s  %s  %s\n", p.CID, fmtBytes(p.Size), p.Name)
	}
	if u := d.APIURL(); u != "" {
		fmt.Fprintf(w, "dashboard: %s\n", u)
	}
	<-ctx.Done()
	fmt.Fprintln(w, "stopping")
	return nil
}

// serveRateText describes a serve rate cap for people.
func serveRateText(bytesPerSec int64) string {
	if bytesPerSec <= 0 {
		return "no rate limit"
	}
	return fmt.Sprintf("at most %s/s, %.0f Mbit/s", fmtBytes(uint64(bytesPerSec)), float64(bytesPerSec)*8/1e6)
}
