package main

import (
	"github.com/spf13/cobra"
)

// newRootCmd builds the whole command tree. Every command group lives in its
// own file and is added here, one line each.
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "synod",
		Short:         "Synod: a peer-to-peer node for verifiable machine-learning compute",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	g := addGlobalFlags(root)
	root.AddCommand(newVersionCmd())
	root.AddCommand(newInitCmd(g))
	root.AddCommand(newIDCmd(g))
	root.AddCommand(newKeyCmd(g))
	root.AddCommand(newNodeCmd(g))
	root.AddCommand(newPeersCmd(g))
	root.AddCommand(newDevnetCmd(g))
	root.AddCommand(newBenchCmd())
	root.AddCommand(newOpsCmd())
	root.AddCommand(newCheckpointCmd())
	root.AddCommand(newChainCmd())
	root.AddCommand(newSwarmCmd(g))
	root.AddCommand(newModelCmd(g))
	root.AddCommand(newDoctorCmd(g))
	root.AddCommand(newRunCmd(g))
	root.AddCommand(newInferCmd(g))
	root.AddCommand(newVerifyCmd(g))
	root.AddCommand(newDisputeCmd(g))
	root.AddCommand(newJobCmd(g))
	root.AddCommand(newTaskCmd(g))
	root.AddCommand(newPipelineCmd(g))
	return root
}
