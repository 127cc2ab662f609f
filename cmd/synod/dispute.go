package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peerstore"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/daemon"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/node"
)

// newDisputeCmd is `synod dispute`: the dispute game over two receipts
// of one training job, played off chain over the dispute protocol.
func newDisputeCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "dispute",
		Short: "Dispute games: open, inspect and watch them on chain; referee one over libp2p, or answer for this node's receipts",
		Long: `dispute plays the bisection game between two signed receipts of one training job that end in
different states (see docs/jobs.md, "Dispute game"). A referee (synod dispute referee) hosts the
game and asks each party, the node that signed its receipt, for its moves and its evidence over
the dispute protocol (` + play.ProtocolID + `); each party answers from its receipt and its
checkpoints (synod dispute serve, or a daemon playing the task market, which answers for the tasks
it ran). The game ends at one operation the referee recomputes.

On chain, the task market opens a game when a verifier's verdict dissents or a whistleblower
challenges a result (synod dispute open), the parties' moves are transactions to DisputeGame, and the
market's referee set rules on the pinned op: synod dispute status shows a game's state and moves so
far, synod dispute watch follows games live. A daemon playing the task market plays the games over
the tasks it solved or verified.`,
	}
	cmd.AddCommand(newDisputeRefereeCmd(g), newDisputeServeCmd(g), newDisputeOpenCmd(g), newDisputeStatusCmd(g), newDisputeWatchCmd(g))
	return cmd
}

func readReceiptFile(path string) (*job.Receipt, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := job.DecodeReceipt(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := r.CheckSignature(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// describeEvent is the line `synod dispute referee` prints for an event,
// or "" for the turns.
func describeEvent(e game.Event) string {
	switch e.Kind {
	case game.EvTurn:
		return ""
	case game.EvRange:
		switch e.Phase {
		case game.PhaseSteps:
			return fmt.Sprintf("phase 1, steps: disputed range (%d, %d]", e.Lo, e.Hi)
		case game.PhaseElements:
			return fmt.Sprintf("phase 3, output elements: disputed elements %d..%d", e.Lo, e.Hi-1)
		case game.PhaseScalar:
			return fmt.Sprintf("phase 3, scalar steps: disputed range (%d, %d]", e.Lo, e.Hi)
		}
		return fmt.Sprintf("phase 2, entries: disputed range (%d, %d]", e.Lo, e.Hi)
	case game.EvStep:
		return fmt.Sprintf("phase 1 done: step %d (both accept the state before it, not after)", e.Step)
	case game.EvEntry:
		return fmt.Sprintf("phase 2 done: %s", e)
	case game.EvReferee, game.EvTimeout, game.EvEnd:
		return e.String()
	}
	return e.String()
}

func newDisputeRefereeCmd(g *globals) *cobra.Command {
	var (
		peers   []string
		timeout time.Duration
		asJSON  bool
		scalar  bool
	)
	cmd := &cobra.Command{
		Use:   "referee SOLVER_RECEIPT CHALLENGER_RECEIPT",
		Short: "Referee the dispute between two receipts of one job, asking their signers' nodes over libp2p",
		Long: `referee hosts the game between the solver's and the challenger's receipts (same job, same op set,
same initial state, different final states): it dials each receipt's signer (give the parties'
addresses with --peer …/p2p/<peer ID>), asks the party to move for its move, and, when the game
pins an entry, both parties for their evidence; then it recomputes that entry (one op, or one
post-state, or the whole step when the parties disagree on what it reads) and rules. The game plays
phase 3, as on chain: the parties open the pinned op entry, and when they agree on its inputs and
the op reduces to scalar float32 steps, they descend to one output element and bisect its steps,
and the game executes the one they disagree on instead of the referee recomputing the entry
(--scalar=false: the referee recomputes every pinned entry). Each phase is printed; --json prints the result. A party that does not answer within
--timeout loses.`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			var rs [2]*job.Receipt
			for i, a := range args {
				r, err := readReceiptFile(a)
				if err != nil {
					return err
				}
				rs[i] = r
			}
			infos, err := node.ParseBootstrap(peers)
			if err != nil {
				return err
			}
			h, err := libp2p.New(libp2p.NoListenAddrs, libp2p.DisableMetrics(), libp2p.DisableRelay())
			if err != nil {
				return err
			}
			defer h.Close()
			for _, ai := range infos {
				h.Peerstore().AddAddrs(ai.ID, ai.Addrs, peerstore.PermanentAddrTTL)
			}
			// A dataset named by CID is read from the home's store when it
			// is free (no node running with this home).
			var st job.Store
			if cfg, err := g.loadConfig(nil); err == nil {
				if s, err := openJobStore(cfg); err == nil {
					defer s.Close()
					st = &daemon.JobStore{Store: s}
				}
			}
			out := cmd.OutOrStdout()
			events := func(e game.Event) {
				if line := describeEvent(e); line != "" && !asJSON {
					fmt.Fprintf(out, "  %s\n", line)
				}
			}
			if !asJSON {
				fmt.Fprintf(out, "refereeing %s (solver %s) against %s (challenger %s), %d steps, op set %d\n",
					args[0], rs[0].Signer.PeerID, args[1], rs[1].Signer.PeerID, len(rs[0].StateHashes), rs[0].OpSetVersion)
			}
			res, err := play.Remote(ctx, h, rs[0], rs[1], &play.Referee{Spec: rs[0].Spec, OpSet: rs[0].OpSetVersion, Store: st, Format: rs[0].Format},
				play.RemoteConfig{Timeout: timeout, Events: events, Scalar: scalar})
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(out, res)
			}
			winner := "nobody (void)"
			if res.Outcome.Winner != game.None {
				winner = "the " + res.Outcome.Winner.String()
			}
			fmt.Fprintf(out, "%s wins: %s\n", winner, res.Outcome.Reason)
			if res.Ruling != nil {
				fmt.Fprintf(out, "referee: %s (%s work, %v)\n", res.Ruling.Detail, res.Ruling.Work, res.Referee.Round(time.Microsecond))
			}
			if res.ScalarStep >= 0 {
				fmt.Fprintf(out, "phase 3: entry %d of step %d settled by scalar step %d of its output element %d\n", res.Entry, res.Step, res.ScalarStep, res.Element)
			}
			if res.Forfeit != "" {
				fmt.Fprintf(out, "forfeit: %s\n", res.Forfeit)
			}
			fmt.Fprintf(out, "%d moves, %d bytes, %v\n", res.Moves, res.Bytes, res.Elapsed.Round(time.Millisecond))
			return nil
		},
	}
	cmd.Flags().StringSliceVar(&peers, "peer", nil, "a party's node `multiaddr` (…/p2p/<peer ID>), repeatable")
	cmd.Flags().DurationVar(&timeout, "timeout", time.Minute, "time each party has to answer")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	cmd.Flags().BoolVar(&scalar, "scalar", true, "play phase 3: settle a reducible op entry by executing one scalar step (false: the referee recomputes every pinned entry)")
	return cmd
}

func newDisputeServeCmd(g *globals) *cobra.Command {
	var (
		listen   []string
		passFile string
	)
	cmd := &cobra.Command{
		Use:   "serve RECEIPT...",
		Short: "Answer a referee for this node's receipts (moves and evidence from its checkpoints) until interrupted",
		Long: `serve listens with the node's key and answers a referee's requests over the dispute protocol for
the given receipts, which this node's key must have signed: the party's moves, and the evidence
for the entry the game pins, regenerated from the receipt's checkpoints in the home's store. It
prints its addresses (give one to the referee with --peer) and runs until interrupted. A running
daemon that plays the task market answers for its tasks already; serve needs the home's store, so
stop the node first.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			cfg, err := g.loadConfig(nil)
			if err != nil {
				return err
			}
			id, err := loadIdentity(cfg, passFile)
			if err != nil {
				return err
			}
			byHash := map[job.Hash]*job.Receipt{}
			for _, a := range args {
				r, err := readReceiptFile(a)
				if err != nil {
					return err
				}
				if r.Signer.Address != id.Address().Hex() {
					return fmt.Errorf("%s was signed by %s, not this node's key %s: a referee only talks to a receipt's signer", a, r.Signer.Address, id.Address().Hex())
				}
				byHash[r.Hash] = r
			}
			st, err := openJobStore(cfg)
			if err != nil {
				return err
			}
			defer st.Close()
			js := &daemon.JobStore{Store: st}
			h, err := libp2p.New(libp2p.Identity(id.PrivKey()), libp2p.ListenAddrStrings(listen...), libp2p.DisableMetrics())
			if err != nil {
				return err
			}
			defer h.Close()
			var mu sync.Mutex
			parties := map[string]*play.Party{}
			srv := play.Serve(h, func(hash job.Hash, role game.Party) (*play.Party, bool) {
				r, ok := byHash[hash]
				if !ok {
					return nil, false
				}
				mu.Lock()
				defer mu.Unlock()
				k := hash.String() + role.String()
				if p, ok := parties[k]; ok {
					return p, true
				}
				p, err := play.NewParty(ctx, role, r, js, nil)
				if err != nil {
					return nil, false
				}
				parties[k] = p
				return p, true
			})
			defer srv.Close()
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "answering for %d receipt(s) over %s at:\n", len(byHash), play.ProtocolID)
			for _, a := range h.Addrs() {
				fmt.Fprintf(out, "  %s/p2p/%s\n", a, h.ID())
			}
			<-ctx.Done()
			if err := context.Cause(ctx); err != nil && !errors.Is(err, context.Canceled) {
				return err
			}
			return nil
		},
	}
	cmd.Flags().StringSliceVar(&listen, "listen", []string{"/ip4/0.0.0.0/tcp/0"}, "listen `multiaddr`, repeatable")
	cmd.Flags().StringVar(&passFile, "passphrase-file", "", "read the key passphrase from this file ($"+passphraseEnv+" also works)")
	return cmd
}
