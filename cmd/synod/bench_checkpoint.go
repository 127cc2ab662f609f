package main

import (
	"fmt"
	"log/slog"
	"os"

	"github.com/spf13/cobra"
	"github.com/synod-net/synod/internal/config"
	ckptbench "github.com/synod-net/synod/storage/checkpoint/bench"
)

// parseSize reads a positive size such as 256MiB, 1GiB, 64MB or 1048576.
func parseSize(s string) (int64, error) {
	n, err := config.ParseByteSize(s)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, fmt.Errorf("size %q must be above 0", s)
	}
	return int64(n), nil
}

func newBenchCheckpointCmd() *cobra.Command {
	var (
		size, chunk string
		rateFlag    string
		dir         string
		profileDir  string
		providers   int
		reps        int
		asJSON      bool
	)
	cmd := &cobra.Command{
		Use:   "checkpoint",
		Short: "Checkpoint import and bitswap fetch between local nodes, against a raw libp2p stream and TCP",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			n, err := parseSize(size)
			if err != nil {
				return err
			}
			c, err := parseSize(chunk)
			if err != nil {
				return err
			}
			rate, err := config.ParseByteSize(rateFlag)
			if err != nil {
				return fmt.Errorf("--provider-rate: %w", err)
			}
			log := slog.New(slog.DiscardHandler)
			if !asJSON {
				log = slog.New(slog.NewTextHandler(os.Stderr, nil))
			}
			res, err := ckptbench.Run(cmd.Context(), ckptbench.Config{
				Size: n, ChunkSize: int(c), Dir: dir, Providers: providers, Reps: reps, Log: log,
				ProfileDir: profileDir, ProviderRate: int64(rate),
			})
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "checkpoint %s in %d blocks of %s, best of %d runs\n", fmtBytes(uint64(res.SizeBytes)), res.Blocks, fmtBytes(uint64(res.ChunkBytes)), res.Reps)
			fmt.Fprintf(w, "  import                      %8.0f MB/s\n", res.ImportMBps)
			fmt.Fprintf(w, "  bitswap fetch, 1 provider   %8.0f MB/s  (%.2fx the libp2p stream)\n", res.FetchMBps, res.FetchVsStream)
			fmt.Fprintf(w, "  bitswap fetch, %d providers  %8.0f MB/s  (%.2fx one provider)\n", res.Providers, res.FetchMultiMBps, res.MultiVsSingle)
			if res.ProviderRateMBps > 0 {
				fmt.Fprintf(w, "  providers capped at %.0f MB/s each:\n", res.ProviderRateMBps)
				fmt.Fprintf(w, "    bitswap fetch, 1 provider %8.0f MB/s\n", res.CappedFetchMBps)
				fmt.Fprintf(w, "    bitswap fetch, %d providers%8.0f MB/s  (%.2fx one provider)\n", res.Providers, res.CappedFetchMultiMBps, res.CappedMultiVsSingle)
			}
			fmt.Fprintf(w, "  stock boxo, in-memory       %8.0f MB/s  (%.2fx the libp2p stream)\n", res.StockFetchMBps, res.StockVsStream)
			fmt.Fprintf(w, "  libp2p stream (Noise+yamux) %8.0f MB/s\n", res.StreamMBps)
			fmt.Fprintf(w, "  TCP loopback                %8.0f MB/s\n", res.TCPMBps)
			fmt.Fprintf(w, "  disk write + fsync          %8.0f MB/s  (%s; the fetch reaches %.2fx of it)\n", res.DiskWriteMBps, orUnknown(res.StoreFS), res.FetchVsDiskWrite)
			fmt.Fprintf(w, "CPU s/GB (GOMAXPROCS=%d): import %.2f, fetch %.2f, fetch from %d %.2f, stream %.2f, TCP %.2f\n",
				res.GOMAXPROCS, res.ImportCPUsPerGB, res.FetchCPUsPerGB, res.Providers, res.FetchMultiCPUsPerGB, res.StreamCPUsPerGB, res.TCPCPUsPerGB)
			fmt.Fprintf(w, "fetch / stream by CPU %.2f; 1 provider / %d by CPU %.2f\n", res.FetchVsStreamCPU, res.Providers, res.MultiVsSingleCPU)
			if res.FreshPageTouchNs > 0 {
				fmt.Fprintf(w, "first write to a fresh 4 KiB page of memory: %.0f ns (the fetch writes into fresh page-cache pages)\n", res.FreshPageTouchNs)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&size, "size", "256MiB", "checkpoint size")
	cmd.Flags().StringVar(&chunk, "chunk", "1MiB", "leaf block size")
	cmd.Flags().StringVar(&dir, "dir", "", "directory for the nodes' stores (default: a temporary directory)")
	cmd.Flags().IntVar(&providers, "providers", 3, "providers for the multi-provider fetch")
	cmd.Flags().StringVar(&rateFlag, "provider-rate", "48MiB", "also fetch from providers each serving at most this many bytes per second (0: skip)")
	cmd.Flags().IntVar(&reps, "reps", 3, "runs of each path, interleaved (rates: best run)")
	cmd.Flags().StringVar(&profileDir, "cpuprofile-dir", "", "write a CPU profile of each path's first run, and allocation profiles around the first fetch, to this directory")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	return cmd
}

func orUnknown(s string) string {
	if s == "" {
		return "filesystem unknown"
	}
	return s
}
