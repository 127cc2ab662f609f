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
		noAPI    bool
		timeout  time.Duration
		rounds   int
		round    time.Duration
	)
	cmd := &cobra.Command{
		Use:   "devnet",
		Short: "Run a local network of N nodes in one process and show them working together",
		Long: `devnet starts N nodes on 127.0.0.1 in this process, each with its own key, directory and
ports, bootstrapped from the first. It prints progress as they discover each other through the
DHT and checks that a message from every node reaches every node over GossipSub. It then starts
an embedded chain in this process and deploys Synod's contracts, creates an RL Swarm on it that
every node joins (registering with its key) and plays --rounds rounds with the base transformer
policy, checking that the nodes agree on each tally and that the chain's winners are theirs; and
node 0 shares a checkpoint of the base model that the last node fetches by CID and verifies. A
training task then goes through the task market (node 0 submits, node 1 solves, nodes 2 and 3
verify); then node 1 cheats on a second task (op set 2 under a spec of op set 1), nodes 2 and 3
dissent and the daemons play both dispute games on the chain, the last node referees, and the
cheater loses and is slashed, each move and the amounts printed (skipped below 5 nodes); and a tiny transformer trains with SkipPipe over the daemons (node 0 coordinates, up to six
others serve stages; every iteration's loss is printed). It prints a summary table and exits (0 when every step passed). --keep (or --duration) keeps the nodes
running afterwards, still playing rounds, until Ctrl-C; Ctrl-C shuts everything down cleanly at any
point. Every node serves its dashboard and local API on a free loopback port; node 0's address is
printed as soon as the nodes are up.

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
				Nodes:         nodes,
				Dir:           dir,
				BasePort:      basePort,
				Linger:        linger,
				StepTimeout:   timeout,
				Rounds:        rounds,
				RoundDuration: round,
				Out:           cmd.OutOrStdout(),
				Logger:        newLogger(os.Stderr, level),
				API:           !noAPI,
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
	f.BoolVar(&forever, "keep", false, "keep the nodes running (and playing rounds) after the scenario until Ctrl-C")
	f.BoolVar(&forever, "forever", false, "same as --keep")
	f.BoolVar(&noAPI, "no-dashboard", false, "do not serve the nodes' dashboards and local APIs")
	f.DurationVar(&timeout, "step-timeout", 0, "time limit of each scenario step (default 2m, or longer when --rounds needs it)")
	f.IntVar(&rounds, "rounds", 3, "RL Swarm rounds to play")
	f.DurationVar(&round, "round", 16*time.Second, "RL Swarm round duration: four equal stages of whole seconds (answer, critique, vote, training)")
	return cmd
}
