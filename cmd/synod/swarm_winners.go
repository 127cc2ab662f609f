package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/contracts/chain"
)

// winnersResult is a round's outcome as the coordinator contract records it.
type winnersResult struct {
	Swarm      string         `json:"swarm"`
	Round      uint64         `json:"round"`
	Committers uint32         `json:"committers"` // members that committed a tally of the round
	Agreed     bool           `json:"agreed"`     // a strict majority of them committed the same winners
	Final      bool           `json:"final"`      // the commit window has closed
	Winners    []winnerResult `json:"winners"`    // sorted by address, as the contract keeps them
}

type winnerResult struct {
	Address string `json:"address"`
	PeerID  string `json:"peer_id,omitempty"` // as the member registered it
}

func newSwarmWinnersCmd(g *globals) *cobra.Command {
	var (
		swarmFlag string
		roundNum  uint64
		asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "winners",
		Short: "Read a round's winners from the coordinator contract (what the members' majority committed)",
		Long: `winners reads, from the chain of the config's [chain] section, the result of --round of the swarm:
how many members committed a tally, whether a strict majority agreed on one winner list, whether the
commit window has closed, and that list (addresses, with the peer IDs the winners registered). It
needs no running node; compare with the tallies 'synod swarm status' shows.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !cmd.Flags().Changed("round") {
				return errors.New("which round? give --round N")
			}
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			swarmID, err := swarmIDArg(swarmFlag, cfg)
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			c, done, err := swarmChain(ctx, cfg)
			if err != nil {
				return err
			}
			defer done()
			res, err := c.RoundResult(ctx, swarmID, roundNum)
			if err != nil {
				return fmt.Errorf("reading round %d of swarm %s: %w", roundNum, swarmID, err)
			}
			out := winnersResult{Swarm: swarmID.String(), Round: roundNum, Committers: res.Committers, Agreed: res.Agreed, Final: res.Final, Winners: []winnerResult{}}
			if res.Agreed {
				addrs, final, err := c.Winners(ctx, swarmID, roundNum)
				if errors.Is(err, chain.ErrNoWinners) {
					out.Agreed = false // the majority changed between the two reads
				} else if err != nil {
					return fmt.Errorf("reading the winners of round %d: %w", roundNum, err)
				}
				out.Final = final
				for _, a := range addrs {
					w := winnerResult{Address: a.Hex()}
					if raw, err := c.PeerIDOf(ctx, swarmID, a); err == nil && raw != nil {
						if id, err := peer.IDFromBytes(raw); err == nil {
							w.PeerID = id.String()
						}
					}
					out.Winners = append(out.Winners, w)
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			w := cmd.OutOrStdout()
			state := "open"
			if out.Final {
				state = "final"
			}
			if !out.Agreed {
				fmt.Fprintf(w, "swarm %s round %d: no agreed winners (%d committers, %s)\n", out.Swarm, out.Round, out.Committers, state)
				return nil
			}
			lines := make([]string, 0, len(out.Winners))
			for _, x := range out.Winners {
				lines = append(lines, fmt.Sprintf("  %s  %s", x.Address, x.PeerID))
			}
			fmt.Fprintf(w, "swarm %s round %d: %d winners agreed by a majority of %d committers (%s)\n%s\n",
				out.Swarm, out.Round, len(out.Winners), out.Committers, state, strings.Join(lines, "\n"))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&swarmFlag, "swarm", "", "on-chain swarm ID (default: swarm.id from the config)")
	f.Uint64Var(&roundNum, "round", 0, "the round to read")
	f.BoolVar(&asJSON, "json", false, "print as JSON")
	return cmd
}
