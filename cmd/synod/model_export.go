package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/storage/checkpoint"
	"github.com/synod-net/synod/swarm/policy"
)

func newModelExportCmd(g *globals) *cobra.Command {
	var (
		out   string
		force bool
	)
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the policy weights this node learned to a file",
		Long: `export writes the last policy weights this node saved while it learned in a swarm
(every swarm.checkpoint_every rounds; <data_dir>/policy.json names them) to --out, a repops
checkpoint file that synod model eval and any repops program can load. A node that leaves the
swarm keeps what it learned this way. Without saved weights it writes the base checkpoint.
The node must be stopped (its checkpoint store is opened here); while it runs, fetch the CID
that 'synod swarm status' or the dashboard shows with 'synod checkpoint get CID'.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			if !force {
				if _, err := os.Stat(out); err == nil {
					return fmt.Errorf("model export: %s exists (use --force to replace it)", out)
				}
			}
			ps, err := daemon.ReadPolicyState(cfg.Node.DataDir)
			if errors.Is(err, os.ErrNotExist) {
				if err := os.WriteFile(out, policy.BaseCheckpoint(), 0o644); err != nil {
					return fmt.Errorf("model export: %w", err)
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "this node saved no learned weights yet; wrote the base checkpoint %s to %s\n", policy.BaseCID, out)
				return nil
			}
			if err != nil {
				return fmt.Errorf("model export: %w", err)
			}
			root, err := cid.Decode(ps.CID)
			if err != nil {
				return fmt.Errorf("model export: %s names %q: %w", daemon.PolicyStatePath(cfg.Node.DataDir), ps.CID, err)
			}
			st, err := checkpoint.OpenStore(daemon.CheckpointDir(cfg))
			if err != nil {
				return fmt.Errorf("model export: %w", err)
			}
			defer st.Close()
			tmp := out + ".part"
			f, err := os.Create(tmp)
			if err != nil {
				return fmt.Errorf("model export: %w", err)
			}
			n, err := st.Export(cmd.Context(), root, f)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				os.Remove(tmp)
				return fmt.Errorf("model export: %s: %w", ps.CID, err)
			}
			if err := os.Rename(tmp, out); err != nil {
				return fmt.Errorf("model export: %w", err)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "wrote %d bytes to %s: weights after round %d of swarm %s (cid %s, state %s)\n", n, out, ps.Round, ps.Swarm, ps.CID, ps.StateHash)
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", "policy.ckpt", "file to write")
	cmd.Flags().BoolVar(&force, "force", false, "replace an existing file")
	return cmd
}
