package main

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/internal/devnet"
)

func newDevnetCmd(g *globals) *cobra.Command {
	var (
		nodes    int
		dir      string
		basePort int
		duration time.Duration
		forever  bool
		timeout  time.Duration
	)
	cmd := &cobra.Command{
		Use:   "devnet",
		Short: "Run a local network of N nodes in one process and show them working together",
		Long: `devnet starts N nodes on 127.0.0.1 in this process, each with its own key, directory and
ports, bootstrapped from the first. It prints progress as they discover each other through the
DHT, checks that a message from every node reaches every node over GossipSub, prints a summary
table and exits (0 when every step passed). --duration or --forever keep the nodes running
afterwards; Ctrl-C shuts everything down cleanly at any point.

Node directories go under --dir (kept, so a second run reuses the same keys and peer IDs) or a
temporary directory that is removed at the end.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			linger := duration
			if forever {
				linger = -1
			}
			level := g.logLevel
			if level == "" {
				level = "warn"
			}
			_, err := devnet.Run(cmd.Context(), devnet.Options{
				Nodes:       nodes,
				Dir:         dir,
				BasePort:    basePort,
				Linger:      linger,
				StepTimeout: timeout,
				Out:         cmd.OutOrStdout(),
				Logger:      newLogger(os.Stderr, level),
			})
			if errors.Is(err, devnet.ErrInterrupted) {
				fmt.Fprintln(cmd.ErrOrStderr(), "devnet: interrupted; all nodes closed")
				return &exitError{code: 130, err: err}
			}
			return err
		},
	}
	f := cmd.Flags()
	f.IntVarP(&nodes, "nodes", "n", 8, "number of nodes")
	f.StringVar(&dir, "dir", "", "directory for the nodes' keys and data (default: a temporary directory, removed at the end)")
	f.IntVar(&basePort, "base-port", 0, "give node i TCP and UDP port base-port+i (default: free ports)")
	f.DurationVar(&duration, "duration", 0, "keep the nodes running this long after the scenario")
	f.BoolVar(&forever, "forever", false, "keep the nodes running after the scenario until Ctrl-C")
	f.DurationVar(&timeout, "step-timeout", 2*time.Minute, "time limit of each scenario step")
	return cmd
}
