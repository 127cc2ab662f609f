package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/node/gossipbench"
)

func newBenchGossipCmd() *cobra.Command {
	var (
		o      gossipbench.Options
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "gossip",
		Short: "GossipSub between Synod nodes (DHT discovery, validators, scoring) against bare go-libp2p GossipSub",
		Long: `gossip starts --nodes Synod nodes on loopback, bootstrapped from the first, times DHT
discovery until every node has found every other, then publishes --rate messages per second of
--size bytes (round-robin over the nodes, through a decoder, a size limit and an author check,
with peer scoring on) for --duration and measures each message's latency at every other node.
Then it starts as many bare go-libp2p hosts connected along the Synod nodes' pairs (once per
pair, over the same transport), runs the same load over GossipSub with the Synod router's settings but no
validators, scoring or DHT, and compares. Each network is measured --trials times, alternating
which runs first, each on fresh hosts after a full garbage collection; the p99 ratio is the median
of the trials' ratios, and every trial is reported. A trial during which the rest of the machine
took more than --max-other-cpu CPU seconds in either network's window (other programs, or the
hypervisor's steal time) is run again, --trials repeats at most, and reported apart.
Targets: all nodes discovered within 10 s, 100% delivered, Synod p99 within 1.5x of bare.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !asJSON {
				o.Progress = func(format string, args ...any) {
					fmt.Fprintf(cmd.ErrOrStderr(), "  "+format+"\n", args...)
				}
			}
			rep, err := gossipbench.Run(cmd.Context(), o)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "\ngossip benchmark: %d nodes, %.0f msg/s of %d B for %s\n\n", rep.Nodes, rep.Rate, rep.Size, rep.Duration)
			fmt.Fprintf(out, "DHT discovery (every node found all others, slowest trial): %.0f ms  (target <= 10000 ms: %v)\n\n", rep.DiscoveryMS, rep.Targets.DiscoveryWithin10s)
			fmt.Fprintf(out, "%-6s %10s %10s %10s %10s %12s %14s\n", "", "delivered", "p50 ms", "p99 ms", "max ms", "publish/s", "deliveries/s")
			for _, r := range []gossipbench.Result{rep.Synod, rep.Bare} {
				fmt.Fprintf(out, "%-6s %9.2f%% %10.2f %10.2f %10.2f %12.1f %14.1f\n", r.Name, 100*r.DeliveryRatio, r.P50MS, r.P99MS, r.MaxMS, r.PublishRate, r.DeliveryRate)
			}
			fmt.Fprintf(out, "\n%-6s %-11s %12s %14s %14s %8s\n", "trial", "order", "discovery ms", "synod p50/p99", "bare p50/p99", "p99 x")
			for k, tr := range rep.PerTrial {
				fmt.Fprintf(out, "%-6d %-11s %12.0f %6.1f/%7.1f %6.1f/%7.1f %7.2fx\n", k+1, tr.Order, tr.DiscoveryMS,
					tr.Synod.P50MS, tr.Synod.P99MS, tr.Bare.P50MS, tr.Bare.P99MS, tr.P99Ratio)
			}
			for _, tr := range rep.Repeated {
				fmt.Fprintf(out, "repeated (disturbed: the rest of the machine took %.2f / %.2f CPU s): %s, p99 %.1f / %.1f ms, %.2fx\n",
					tr.Synod.OtherCPUSeconds, tr.Bare.OtherCPUSeconds, tr.Order, tr.Synod.P99MS, tr.Bare.P99MS, tr.P99Ratio)
			}
			fmt.Fprintf(out, "\np99 synod/bare: %.2fx median of %d trials, %.2fx pooled (target <= 1.5x: %v); all delivered: %v\n",
				rep.P99Ratio, rep.Trials, rep.P99RatioPooled, rep.Targets.P99Within1_5x, rep.Targets.AllDelivered)
			return nil
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Nodes, "nodes", 32, "nodes in each network")
	f.Float64Var(&o.Rate, "rate", 50, "messages per second over the whole network")
	f.IntVar(&o.Size, "size", 512, "payload bytes")
	f.DurationVar(&o.Duration, "duration", 10*time.Second, "measured load")
	f.DurationVar(&o.Warmup, "warmup", 15*time.Second, "load before measuring, so meshes and the start-up discovery traffic settle")
	f.IntVar(&o.Trials, "trials", 3, "measurements of each network, alternating which runs first; the p99 ratio is their median")
	f.Float64Var(&o.MaxOtherCPU, "max-other-cpu", 1, "CPU seconds the rest of the machine may take during a network's measured window before the trial is repeated (negative: never repeat)")
	f.BoolVar(&o.NoFloodPublish, "no-flood-publish", false, "publish to mesh peers only, in both networks (Synod nodes flood-publish by default)")
	f.BoolVar(&o.NoCopyFilter, "no-copy-filter", false, "make the Synod nodes verify every copy of a message, as GossipSub does by itself (by default they drop copies that arrive while an identical one waits for its signature check)")
	f.StringVar(&o.ProfileDir, "cpuprofile-dir", "", "write a CPU profile of each network's measured window, and heap profiles at its start and end and a goroutine profile at its end, and every delivery's latency, to this directory (synod.cpu.pprof, synod.start.heap.pprof, synod.heap.pprof, synod.goroutine.pprof, synod.latencies.csv and the same for bare; the last trial's)")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}
