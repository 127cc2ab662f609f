package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/swarm/bench"
)

// newBenchRoundCmd measures an RL Swarm round on N real loopback nodes with
// the fixed-cost benchmark policy; the baseline is the three stage
// deadlines with zero overhead. Rounds are separated by a training phase
// of one stage by default, as in a swarm created with a training stage.
func newBenchRoundCmd() *cobra.Command {
	var o bench.Options
	var asJSON bool
	var cpuProfile, memProfile string
	cmd := &cobra.Command{
		Use:   "round",
		Short: "Time an RL Swarm round on N loopback nodes (fixed-cost policy) against its deadlines",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cpuProfile != "" {
				f, err := os.Create(cpuProfile)
				if err != nil {
					return fmt.Errorf("bench round: CPU profile: %w", err)
				}
				defer f.Close()
				o.CPUProfile = f
			}
			if memProfile != "" {
				for _, p := range []struct {
					name string
					w    *io.Writer
				}{{memProfile + ".start", &o.MemProfileStart}, {memProfile, &o.MemProfile}} {
					f, err := os.Create(p.name)
					if err != nil {
						return fmt.Errorf("bench round: allocation profile: %w", err)
					}
					defer f.Close()
					*p.w = f
				}
			}
			res, err := bench.Run(cmd.Context(), o)
			if err != nil {
				if res != nil && asJSON {
					// What was measured before the failure, then the error.
					_ = writeJSON(cmd.OutOrStdout(), res)
				}
				return fmt.Errorf("bench round: %w", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d nodes, %v deadlines: worst round closed in %.3fs (baseline %.3fs, ratio %.3f); %.1f messages, %.0f bytes published per node per round; %d rounds disturbed by other work and replaced\n",
				res.Nodes, o.Deadline, res.WorstCloseSeconds, res.BaselineSeconds, res.Ratio, res.MessagesPerNodeRound, res.BytesPerNodeRound, res.ReplacedRounds)
			return nil
		},
	}
	cmd.Flags().IntVar(&o.Nodes, "nodes", 64, "number of loopback nodes")
	cmd.Flags().IntVar(&o.Rounds, "rounds", 3, "rounds to count (a round disturbed by other work is replaced by one more, see --max-other-cpu)")
	cmd.Flags().DurationVar(&o.MaxOtherCPU, "max-other-cpu", 0, "replace a round during which the rest of the machine used more CPU time than this (0: 500ms; negative: never), at most --rounds times; replaced rounds are listed and count in no figure")
	cmd.Flags().DurationVar(&o.Deadline, "deadline", time.Second, "duration of each stage")
	cmd.Flags().DurationVar(&o.Cost, "cost", 5*time.Millisecond, "fixed cost of every policy call")
	cmd.Flags().DurationVar(&o.Grace, "grace", 0, "how long a stage keeps accepting its messages after its deadline (0: the swarm default, a quarter of a stage up to 500ms; negative: none)")
	cmd.Flags().IntVar(&o.MeshDegree, "mesh-d", 0, "GossipSub mesh degree D of the router that carries the swarm topics (0: its default, 4 on the envelope router, 6 with --signed-gossip)")
	var flood bool
	cmd.Flags().BoolVar(&flood, "flood-publish", false, "whether nodes send their own messages to every topic peer rather than only to their mesh (default: the router's, off on the envelope router, on with --signed-gossip)")
	cmd.Flags().DurationVar(&o.Train, "train", 0, "training phase between a round's vote deadline and the next round (default: one stage, as in a swarm created with a training stage; 0: rounds back to back)")
	cmd.PreRun = func(cmd *cobra.Command, _ []string) {
		if cmd.Flags().Changed("flood-publish") {
			o.FloodPublish = &flood
		}
		if !cmd.Flags().Changed("train") {
			o.Train = o.Deadline
		}
	}
	cmd.Flags().BoolVar(&o.SignedGossip, "signed-gossip", false, "carry the swarm topics on the nodes' general GossipSub router (StrictSign, a second signature per message) instead of the envelope router, for comparison")
	cmd.Flags().DurationVar(&o.Warmup, "warmup", 0, "time between the nodes being up and round 0 starting, for the meshes and the nodes' start-up discovery to settle (0: 15s)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the rounds (start-up and warm-up excluded) to this file")
	cmd.Flags().StringVar(&memProfile, "memprofile", "", "write allocation profiles to this file (after the rounds) and to this file + \".start\" (when round 0 starts): go tool pprof -sample_index=alloc_space -base FILE.start FILE")
	return cmd
}
