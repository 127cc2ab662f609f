package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon/memload"
	"github.com/synod-net/synod/internal/config"
	"github.com/synod-net/synod/internal/units"
)

// memoryBench is what `synod bench memory --json` prints: every run and
// the medians over the runs.
type memoryBench struct {
	Runs []*memload.Report `json:"runs"`
	// The medians over the runs.
	MedianMaxRSSBytes    int64 `json:"median_max_rss_bytes"`
	MedianMedianRSSBytes int64 `json:"median_median_rss_bytes"`
	MedianPeakBytes      int64 `json:"median_peak_bytes"`
	LimitBytes           int64 `json:"limit_bytes"`
	ShedEvents           int64 `json:"shed_events"` // all runs together
	// Pass: every run passed (see memload.Report.Pass).
	Pass bool `json:"pass"`
}

func newBenchMemoryCmd() *cobra.Command {
	var (
		o      memload.Options
		limit  string
		runs   int
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "memory",
		Short: "Memory of a synod node run process under a 32-node gossip load, against node.memory_limit",
		Long: `memory runs a node as 'synod node run' does, in its own process, with node.memory_limit =
--memory-limit, playing a swarm: a dev chain ('synod chain dev', its own process), a home made with
'synod init --no-passphrase' and a swarm made with 'synod swarm create' (rounds of --round). Then it
loads the node from this process with --members + --flooders nodes that connect to it:

  members   bare Synod nodes (no stores) with funded dev keys, registered in the swarm, playing
            every round with a fixed-cost policy: the node validates, stores and forwards their
            answers, critiques, votes and summaries and counts their votes;
  flooders  non-members on the swarm's four topics (a GossipSub router on the envelope router's
            protocols, no validator) publishing --flood-rate messages per second together: half
            envelopes signed with their own keys for the round and stage in progress (answers of
            32 x 512 B, summaries of 512 leaves: the node checks the signature, then rejects them as
            unregistered-sender), a quarter oversized (33-48 KiB), a quarter random bytes. The
            node's peer scoring graylists a flooder after a few rejections; --flood-rotate gives
            each flooder a new key and connection that often, as a Sybil attacker would.

Once every load node is connected it samples the node's VmRSS from /proc/<pid>/status every second
for --duration, and its memory watchdog (/api/v1/status: shedding, shed events) with it; at the end
it reads the kernel's peak (VmHWM), /metrics and the rounds the node tallied, and stops the node
with SIGINT. It passes when every sample and the peak stay under the limit, the node tallied rounds
during the load and stopped cleanly. --runs repeats the whole measurement and reports the medians.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			n, err := config.ParseByteSize(limit)
			if err != nil {
				return fmt.Errorf("--memory-limit: %w", err)
			}
			o.MemoryLimit = int64(n)
			if o.Binary, err = os.Executable(); err != nil {
				return err
			}
			if runs < 1 {
				return errors.New("--runs must be at least 1")
			}
			if !asJSON {
				o.Progress = func(format string, args ...any) {
					fmt.Fprintf(cmd.ErrOrStderr(), "  "+format+"\n", args...)
				}
			}
			dir := o.Dir
			res := memoryBench{LimitBytes: o.MemoryLimit, Pass: true}
			for k := range runs {
				if dir != "" && runs > 1 {
					o.Dir = filepath.Join(dir, fmt.Sprintf("run%d", k+1))
				}
				if !asJSON {
					fmt.Fprintf(cmd.ErrOrStderr(), "run %d of %d\n", k+1, runs)
				}
				rep, err := memload.Run(cmd.Context(), o)
				if err != nil {
					return err
				}
				res.Runs = append(res.Runs, rep)
				res.ShedEvents += rep.Watchdog.ShedEvents
				res.Pass = res.Pass && rep.Pass
			}
			res.MedianMaxRSSBytes = medianOf(res.Runs, func(r *memload.Report) int64 { return r.RSS.MaxBytes })
			res.MedianMedianRSSBytes = medianOf(res.Runs, func(r *memload.Report) int64 { return r.RSS.MedianBytes })
			res.MedianPeakBytes = medianOf(res.Runs, func(r *memload.Report) int64 { return r.RSS.PeakBytes })
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			printMemoryBench(cmd, res)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&limit, "memory-limit", "512MiB", "the measured node's node.memory_limit")
	f.IntVar(&o.Members, "members", 23, "load nodes that play the swarm")
	f.IntVar(&o.Flooders, "flooders", 8, "load nodes that flood the swarm's topics")
	f.Float64Var(&o.FloodRate, "flood-rate", 400, "messages per second from all flooders together")
	f.DurationVar(&o.FloodRotate, "flood-rotate", 0, "each flooder takes a new key and connects again this often (0: never)")
	f.DurationVar(&o.Duration, "duration", 3*time.Minute, "measured load, from the moment every load node is connected")
	f.DurationVar(&o.Round, "round", 16*time.Second, "the swarm's round (four stages of whole seconds)")
	f.DurationVar(&o.StartIn, "start-in", 30*time.Second, "time from the swarm's creation to its round 0")
	f.IntVar(&runs, "runs", 1, "measurements, each on a fresh chain, node and load; the medians are reported")
	f.StringVar(&o.Dir, "dir", "", "keep the chain's and node's files, logs and RSS samples (samples.csv) here (runN/ for each run)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}

func medianOf(rs []*memload.Report, f func(*memload.Report) int64) int64 {
	v := make([]int64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

func printMemoryBench(cmd *cobra.Command, res memoryBench) {
	out := cmd.OutOrStdout()
	b := func(n int64) string { return units.Bytes(uint64(max(n, 0))) }
	r0 := res.Runs[0]
	fmt.Fprintf(out, "\nmemory benchmark: synod node run with node.memory_limit %s under %d nodes (%d members, %d flooders at %.0f msg/s), rounds of %.0fs, %d CPUs, %s RAM\n\n",
		b(res.LimitBytes), r0.Load.Nodes, r0.Load.Members, r0.Load.Flooders, r0.Load.FloodRate, r0.Load.RoundS, r0.Machine.CPUs, b(r0.Machine.MemBytes))
	fmt.Fprintf(out, "%-4s %8s %10s %10s %10s %10s %6s %9s %7s %7s %9s %6s\n", "run", "window", "RSS idle", "RSS med", "RSS max", "peak", "shed", "shed s", "rounds", "votes", "flood/s", "pass")
	for k, r := range res.Runs {
		fmt.Fprintf(out, "%-4d %7.0fs %10s %10s %10s %10s %6d %9d %7d %7d %9.0f %6v\n", k+1, r.WindowS, b(r.RSS.BeforeLoadBytes), b(r.RSS.MedianBytes),
			b(r.RSS.MaxBytes), b(r.RSS.PeakBytes), r.Watchdog.ShedEvents, r.Watchdog.SheddingSeconds, r.Swarm.RoundsTallied, r.Swarm.VotesCounted, r.Load.FloodRateAchieved, r.Pass)
		fmt.Fprintf(out, "     node: %.1f CPU s (%.2f cores), read %s/s from its peers; machine load average %.1f -> %.1f\n", r.NodeCPUS, r.NodeCPUS/r.WindowS,
			b(int64(float64(r.NodeReadBytes)/r.WindowS)), r.Machine.LoadAvg[0], r.Machine.LoadAvg[1])
		if r.NodeStop != "clean" {
			fmt.Fprintf(out, "     node stop: %s\n", r.NodeStop)
		}
		fmt.Fprintf(out, "     rejected by the node: %v\n", r.Gossip.Rejected)
	}
	fmt.Fprintf(out, "\nmedian of %d runs: RSS max %s, median %s, peak (VmHWM) %s, limit %s; shed events %d; pass %v\n",
		len(res.Runs), b(res.MedianMaxRSSBytes), b(res.MedianMedianRSSBytes), b(res.MedianPeakBytes), b(res.LimitBytes), res.ShedEvents, res.Pass)
}
