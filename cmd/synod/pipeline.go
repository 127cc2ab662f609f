package main

import (
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/synod-net/synod/pipeline/netmodel"
)

// newPipelineCmd groups the SkipPipe commands: planning a topology,
// running a local pipeline on loopback peers, and the running node's
// pipeline role.
func newPipelineCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pipeline",
		Short: "Plan and run SkipPipe pipeline-parallel training (local peers on loopback; a node's role with [pipeline])",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newPipelinePlanCmd())
	cmd.AddCommand(newPipelineRunCmd())
	cmd.AddCommand(newPipelineStatusCmd(g))
	return cmd
}

// loadTopology reads a built-in setting (gcp12, gcp42) or a topology
// JSON file.
func loadTopology(name string) (*netmodel.Topology, error) {
	switch strings.ToLower(name) {
	case "gcp12":
		return netmodel.GCP12(), nil
	case "gcp42":
		return netmodel.GCP42(), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("topology %q is neither gcp12, gcp42 nor a readable file: %w", name, err)
	}
	defer f.Close()
	return netmodel.Decode(f)
}

// pathLength turns a skip ratio into the stages each microbatch visits.
func pathLength(t *netmodel.Topology, skip float64) (int, error) {
	if skip < 0 || skip >= 1 || math.IsNaN(skip) {
		return 0, fmt.Errorf("skip ratio %g: want 0 <= skip < 1", skip)
	}
	p := t.Stages - int(math.Round(skip*float64(t.Stages)))
	if p < 2 && t.Stages > 1 {
		return 0, fmt.Errorf("skip ratio %g of %d stages leaves no stage beyond stage 0", skip, t.Stages)
	}
	return max(p, 1), nil
}
