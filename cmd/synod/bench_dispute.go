package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peerstore"
	"github.com/spf13/cobra"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/node/loophost"
	"github.com/synod-net/synod/repops"
)

// benchDisputeGame is one dispute of `synod bench dispute`.
type benchDisputeGame struct {
	Lie      string  `json:"lie"` // "op" or "state"
	Step     int     `json:"step"`
	Entry    int     `json:"entry"`
	Entries  int     `json:"entries"` // G of the pinned step
	Winner   string  `json:"winner"`
	Moves    int     `json:"moves"`
	Bound    int     `json:"bound"`
	Bytes    int     `json:"bytes"`
	WallMS   float64 `json:"wall_ms"`
	Referee  string  `json:"referee_work"`
	RefereeM float64 `json:"referee_ms"`
}

// benchDisputeResult is what `synod bench dispute --json` prints.
type benchDisputeResult struct {
	Steps    int     `json:"steps"`
	Interval int     `json:"checkpoint_interval"`
	Params   int64   `json:"params"`
	Rotary   bool    `json:"rotary"` // the transformer's positions: rotary embeddings, or learned
	JobMS    float64 `json:"job_ms"` // one honest, untraced run of the whole job (what re-running it costs a verifier)
	// Of the trace entries of the job's first step, those phase 3 can
	// settle on chain (repops.ScalarOf reduces the op on the inputs the
	// step read, and an opening holds them); the others are the referee
	// set's.
	StepEntries      int                `json:"step_entries"`
	EntriesReducible int                `json:"entries_reducible"`
	Irreducible      map[string]int     `json:"irreducible,omitempty"` // by op
	Games            []benchDisputeGame `json:"games"`
	// Medians over the games.
	WallMS     float64 `json:"wall_ms"`
	Bytes      float64 `json:"bytes"`
	Moves      float64 `json:"moves"`
	RefereeMS  float64 `json:"referee_ms"`
	RefereeVsJ float64 `json:"referee_vs_job"` // referee time / job time
	// Chain: the same kinds of lies played on an embedded chain sealing
	// a block every BlockPeriodMS (opened through the task market, moves
	// as transactions, the referee set's vote as the ruling). With Scalar
	// the tasks name their op set, so the market turns phase 3 on: an op
	// lie (one output element of an op that reduces to scalar steps) is
	// settled by the contract executing one scalar step, the executing
	// pick being the final on-chain operation.
	BlockPeriodMS float64          `json:"block_period_ms"`
	Scalar        bool             `json:"scalar"`
	Chain         []benchChainGame `json:"chain_games,omitempty"`
	MaxMoveGas    uint64           `json:"max_move_gas"`
	MaxRulingGas  uint64           `json:"max_ruling_gas"`
	MaxExecGas    uint64           `json:"max_exec_gas,omitempty"`
	MaxStateGas   uint64           `json:"max_state_gas,omitempty"` // settleState of a state lie
	MaxEndGas     uint64           `json:"max_end_gas,omitempty"`   // proveEnd of a length lie
	ChainWallMS   float64          `json:"chain_wall_ms"`           // median
}

// countReducible counts the trace entries of step 1 of r's job that
// phase 3 settles on chain.
func (res *benchDisputeResult) countReducible(ctx context.Context, r *job.Receipt, st job.Store) error {
	tr, _, _, err := job.StepTrace(ctx, r, st, 1)
	if err != nil {
		return err
	}
	for _, e := range tr.Entries() {
		res.StepEntries++
		_, ins, err := tr.EntryScalar(r.OpSetVersion, e)
		if err != nil && !errors.Is(err, repops.ErrNotScalar) {
			return err
		}
		if err == nil && len(ins) <= game.MaxOpenInputs {
			res.EntriesReducible++
			continue
		}
		if res.Irreducible == nil {
			res.Irreducible = map[string]int{}
		}
		res.Irreducible[e.Op]++
	}
	return nil
}

// benchLie is one lying solver: its receipt, how it answers, where it lied
// (entry: the op entry of an op lie, the step's entry count for a state
// lie).
type benchLie struct {
	kind    string
	step    int
	entry   int
	receipt *job.Receipt
	regen   play.Regenerator
}

func newBenchDisputeCmd() *cobra.Command {
	var (
		steps, interval, games, chainGames int
		period                             time.Duration
		asJSON, scalar, rotary             bool
	)
	cmd := &cobra.Command{
		Use:   "dispute",
		Short: "Disputes over a long training job, refereed over libp2p on loopback: time, bytes, moves, referee work",
		Long: `dispute trains one small transformer job (--steps, default 1000) twice, as an honest
solver and an honest challenger would with --traces (so each receipt states every step's trace
length, and a game knows the pinned step's length where both receipts state the same: no party
opens that step), then plays --games disputes in which the solver lies from a random step on
(about a random op's output, about its state hash only, or about the length of its trace, with
one entry appended, which its receipt states) and re-signs its receipt. Each party is a libp2p host on loopback serving the dispute protocol from its
receipt and checkpoints (re-executing only the pinned step); a third host referees the game.
It reports per game the moves (against the bound), the bytes on the wire, the wall time to the
ruling and the referee's work (one op replayed, or one post-state checked) against re-running
the job (a state lie needs no referee: the post-state follows from a state proof). Then it plays the first --chain-games of the same lies on an embedded chain sealing a
block every --block-period: each dispute opened through the task market, every move a
transaction, the referee set's one member voting the ruling; it reports the moves, the time from
the opening to the ruling, the most gas any move took and the ruling's gas. As the product's
tasks do by default, the on-chain tasks name their op set, so their games run phase 3: an op
lie is then one wrong output element of the first op at or after the drawn entry that reduces
to scalar steps, which the contract settles by executing one scalar step (the executing pick is
the final operation; its gas is reported apart from the moves'). A state lie is settled, in
both modes, by a state proof: the honest party sends the pre-state's header and the step's adamw
entries, from which the contract computes the post-state itself (settleState, its gas reported).
A length lie is settled the same way, by the honest party whose trace is the shorter: at its
end, it proves the post-state from the agreed entries (proveEnd, its gas reported).
--scalar=false plays the on-chain games as tasks submitted with --referee-only.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			res, err := runBenchDispute(cmd.Context(), steps, interval, games, chainGames, period, scalar, rotary, func(s string) {
				if !asJSON {
					fmt.Fprintln(cmd.ErrOrStderr(), s)
				}
			})
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			w := cmd.OutOrStdout()
			pos := "learned positions"
			if res.Rotary {
				pos = "rotary embeddings"
			}
			fmt.Fprintf(w, "transformer of %d parameters (%s), %d steps (checkpoint every %d); the job takes %.0f ms\n",
				res.Params, pos, res.Steps, res.Interval, res.JobMS)
			fmt.Fprintf(w, "step 1: %d of %d trace entries reduce to scalar steps (settled on chain); the referee set's: %v\n",
				res.EntriesReducible, res.StepEntries, res.Irreducible)
			for _, g := range res.Games {
				fmt.Fprintf(w, "  %-5s lie at step %4d entry %3d of %3d: %s wins, %2d moves (bound %d), %7d bytes, %6.1f ms; referee %s %.2f ms\n",
					g.Lie, g.Step, g.Entry, g.Entries, g.Winner, g.Moves, g.Bound, g.Bytes, g.WallMS, g.Referee, g.RefereeM)
			}
			fmt.Fprintf(w, "medians: %.0f moves, %.0f bytes, %.1f ms to the ruling; referee %.2f ms = %.5f of re-running the job\n",
				res.Moves, res.Bytes, res.WallMS, res.RefereeMS, res.RefereeVsJ)
			if len(res.Chain) > 0 {
				phase3 := ""
				if res.Scalar {
					phase3 = ", phase 3 on"
				}
				fmt.Fprintf(w, "on chain (a block every %.0f ms%s):\n", res.BlockPeriodMS, phase3)
				for _, g := range res.Chain {
					if !res.Scalar {
						fmt.Fprintf(w, "  %-5s lie at step %4d: %s wins, %2d moves, %.1f s; moves at most %d gas, %s\n",
							g.Lie, g.Step, g.Winner, g.Moves, g.WallMS/1000, g.MaxMoveGas, chainGameEnd(g))
						continue
					}
					end := chainGameEnd(g)
					fmt.Fprintf(w, "  %-5s lie at step %4d entry %3d: %s wins, %2d moves, %.1f s; moves at most %d gas (%s); %s\n",
						g.Lie, g.Step, g.Entry, g.Winner, g.Moves, g.WallMS/1000, g.MaxMoveGas, g.MaxMoveMethod, end)
				}
				fmt.Fprintf(w, "on chain: median %.1f s from the opening to the ruling; every move at most %d gas; the ruling at most %d gas; a state proof at most %d gas; a trace end proven at most %d gas",
					res.ChainWallMS/1000, res.MaxMoveGas, res.MaxRulingGas, res.MaxStateGas, res.MaxEndGas)
				if res.Scalar {
					fmt.Fprintf(w, "; the executing pick at most %d gas", res.MaxExecGas)
				}
				fmt.Fprintln(w)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&steps, "steps", 1000, "training steps of the job")
	cmd.Flags().IntVar(&interval, "interval", 50, "checkpoint interval")
	cmd.Flags().IntVar(&games, "games", 9, "disputes to play over libp2p")
	cmd.Flags().IntVar(&chainGames, "chain-games", 3, "disputes to play on an embedded chain as well (an op lie, a state lie, a length lie, ...)")
	cmd.Flags().DurationVar(&period, "block-period", time.Second, "the embedded chain's block period for the on-chain games")
	cmd.Flags().BoolVar(&scalar, "scalar", true, "submit the on-chain games' tasks with their op set named, as the product does (phase 3 on: op lies settled by executing one scalar step); false: referee-only tasks")
	cmd.Flags().BoolVar(&rotary, "rotary", false, "give the job's transformer rotary position embeddings instead of learned ones")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}

func benchDisputeSpec(steps, interval int, rotary bool) (*job.Spec, error) {
	return job.DecodeSpec([]byte(fmt.Sprintf(`
version = 1
seed = 5
steps = %d
checkpoint_interval = %d
[model]
kind = "transformer"
[model.transformer]
vocab = 16
context = 8
dim = 16
layers = 1
heads = 2
ff_mult = 2
rotary = %v
[data]
source = "reverse"
n = 3
symbols = 15
[train]
batch = 2
lr = 0.01
beta1 = 0.9
beta2 = 0.999
eps = 1e-8
weight_decay = 0.01
clip = 1.0
`, steps, interval, rotary)))
}

func runBenchDispute(ctx context.Context, steps, interval, games, chainGames int, period time.Duration, scalar, rotary bool, log func(string)) (*benchDisputeResult, error) {
	if games < 1 {
		return nil, fmt.Errorf("--games must be at least 1")
	}
	spec, err := benchDisputeSpec(steps, interval, rotary)
	if err != nil {
		return nil, err
	}
	res := &benchDisputeResult{Steps: steps, Interval: interval, Params: paramsOf(spec), BlockPeriodMS: float64(period.Microseconds()) / 1000, Scalar: scalar, Rotary: rotary}
	// Two honest runs, by the solver's and the challenger's nodes.
	var ids [2]*identity.Identity
	var sts [2]*job.MemStore
	var rs [2]*job.Receipt
	for i := range rs {
		if ids[i], err = identity.Generate(); err != nil {
			return nil, err
		}
		sts[i] = job.NewMemStore()
		t0 := time.Now()
		// Traced, as `synod run --traces` runs: the receipts state each
		// step's trace length, and where both state the same G for every
		// step the games know it and need no openings.
		if rs[i], err = job.Run(ctx, spec, sts[i], ids[i], job.WithTraces()); err != nil {
			return nil, err
		}
		log(fmt.Sprintf("run %d: %d steps in %.0f ms (traced)", i+1, steps, msSince(t0)))
	}
	// What the referee's work is compared with: re-running the job as a
	// verifier does, untraced.
	t0 := time.Now()
	if _, err := job.Run(ctx, spec, job.NewMemStore(), ids[0]); err != nil {
		return nil, err
	}
	res.JobMS = msSince(t0)
	log(fmt.Sprintf("re-run untraced: %d steps in %.0f ms", steps, res.JobMS))
	if err := res.countReducible(ctx, rs[0], sts[0]); err != nil {
		return nil, err
	}
	log(fmt.Sprintf("step 1: %d of its %d trace entries reduce to scalar steps (the others the referee set's: %v)", res.EntriesReducible, res.StepEntries, res.Irreducible))
	rng := rand.New(rand.NewPCG(uint64(steps), uint64(games)))
	var wall, bytes, moves, ref []float64
	var chainLies []benchLie
	for g := 0; g < games; g++ {
		k := 1 + rng.IntN(steps)
		// The lying solver's receipt: its state hashes from step k on
		// altered, the state root recommitted over them.
		lie := *rs[0]
		hs := append([]job.Hash(nil), rs[0].StateHashes...)
		for i := k - 1; i < steps; i++ {
			hs[i][0] ^= 1
		}
		if err := lie.SetStateHashes(hs); err != nil {
			return nil, err
		}
		if err := lie.Sign(ids[0]); err != nil {
			return nil, err
		}
		// G of step k (it varies with clipping).
		d, err := play.Regenerate(ctx, rs[0], sts[0], k)
		if err != nil {
			return nil, err
		}
		kind, e := "state", len(d.Entries)
		var regen play.Regenerator
		switch g % 3 {
		case 0:
			kind, e = "op", rng.IntN(len(d.Entries))
			regen = lieAboutOp(k, e)
		case 2:
			// The game pins the end of the honest, shorter trace. The
			// liar's receipt states its longer trace, so the lengths
			// differ and the parties open the step with theirs.
			kind, regen = "length", lieAboutLength(k)
			lie.TraceLengths = append([]int(nil), lie.TraceLengths...)
			if len(lie.TraceLengths) >= k {
				lie.TraceLengths[k-1]++
			}
			if err := lie.Sign(ids[0]); err != nil {
				return nil, err
			}
		}
		if g < chainGames {
			cl := benchLie{kind: kind, step: k, entry: e, receipt: &lie, regen: regen}
			if scalar && kind == "op" {
				if cl.entry, cl.regen, err = scalarOpLie(d, rs[0].OpSetVersion, k, e); err != nil {
					return nil, err
				}
			}
			chainLies = append(chainLies, cl)
		}
		r, err := refereeOverLoopback(ctx, ids, sts, [2]*job.Receipt{&lie, rs[1]}, regen, spec)
		if err != nil {
			return nil, err
		}
		// The bound: the halvings (the challenger's split hash of phase 1
		// comes with the game's opening), the two openings unless the
		// receipts state the same trace length for every step, and for
		// the end of a shorter trace its party's proof.
		extra := 0
		if r.Opened {
			extra = 2
		}
		if r.Length {
			extra++
		}
		bg := benchDisputeGame{Lie: kind, Step: r.Step, Entry: r.Entry, Entries: r.Entries, Winner: r.Outcome.Winner.String(), Moves: r.Moves,
			Bound: ceilLog2(steps) + ceilLog2(r.Entries+1) + extra, Bytes: r.Bytes, WallMS: float64(r.Elapsed.Microseconds()) / 1000}
		if r.Ruling != nil {
			bg.Referee, bg.RefereeM = r.Ruling.Work, float64(r.Referee.Microseconds())/1000
			ref = append(ref, bg.RefereeM)
		} else if r.StateProof && r.Length {
			bg.Referee = "none (the shorter trace's end proven)"
		} else if r.StateProof {
			bg.Referee = "none (state proof)"
		}
		if r.Outcome.Winner != game.Challenger || r.Step != k || r.Entry != e || bg.Moves > bg.Bound {
			return nil, fmt.Errorf("game %d: the lie at step %d entry %d ended %+v at step %d entry %d after %d moves (forfeit: %s)", g, k, e, r.Outcome, r.Step, r.Entry, r.Moves, r.Forfeit)
		}
		res.Games = append(res.Games, bg)
		wall, bytes, moves = append(wall, bg.WallMS), append(bytes, float64(bg.Bytes)), append(moves, float64(bg.Moves))
		log(fmt.Sprintf("game %d/%d: %s lie at step %d entry %d: %s wins in %d moves, %d bytes, %.1f ms", g+1, games, kind, k, e, bg.Winner, bg.Moves, bg.Bytes, bg.WallMS))
	}
	res.WallMS, res.Bytes, res.Moves, res.RefereeMS = median(wall), median(bytes), median(moves), median(ref)
	res.RefereeVsJ = res.RefereeMS / res.JobMS
	if len(chainLies) > 0 {
		cg, err := chainDisputes(ctx, spec, rs, ids, sts, chainLies, period, scalar, log)
		if err != nil {
			return nil, fmt.Errorf("on chain: %w", err)
		}
		var walls []float64
		for _, g := range cg {
			if g.Winner != game.Challenger.String() {
				return nil, fmt.Errorf("on chain: the %s lie at step %d ended with the %s winning", g.Lie, g.Step, g.Winner)
			}
			res.MaxMoveGas, res.MaxRulingGas, res.MaxExecGas = max(res.MaxMoveGas, g.MaxMoveGas), max(res.MaxRulingGas, g.RulingGas), max(res.MaxExecGas, g.ExecGas)
			res.MaxStateGas, res.MaxEndGas = max(res.MaxStateGas, g.StateGas), max(res.MaxEndGas, g.EndGas)
			walls = append(walls, g.WallMS)
		}
		res.Chain, res.ChainWallMS = cg, median(walls)
	}
	return res, nil
}

func ceilLog2(n int) int {
	k := 0
	for 1<<k < n {
		k++
	}
	return k
}

// lieAboutOp answers honestly except for one bit of entry e's output in
// step k.
func lieAboutOp(k, e int) play.Regenerator {
	return func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*play.StepData, error) {
		d, err := play.Regenerate(ctx, r, st, s)
		if err != nil || s != k {
			return d, err
		}
		d.Entries = append([]repops.TraceEntry(nil), d.Entries...)
		d.Entries[e].Output[0] ^= 1
		return d, nil
	}
}

// lieAboutLength answers honestly except that its trace of step k has one
// more entry, a copy of its first, appended.
func lieAboutLength(k int) play.Regenerator {
	return func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*play.StepData, error) {
		d, err := play.Regenerate(ctx, r, st, s)
		if err != nil || s != k {
			return d, err
		}
		extra := d.Entries[0]
		extra.Index = len(d.Entries)
		d.Entries = append(append([]repops.TraceEntry(nil), d.Entries...), extra)
		return d, nil
	}
}

// scalarOpLie returns the first entry at or after e (wrapping) of step k's
// honest trace d that a party opens in phase 3 (tensor inputs, one
// output) and that reduces to scalar steps, one per output element, and a
// regenerator that answers honestly except for one bit of one output
// element of that entry in step k, the entry's output hash traced from the
// altered tensor: a solver that computed one element of one op wrongly
// and carried on from its result.
func scalarOpLie(d *play.StepData, opSet, k, e int) (int, play.Regenerator, error) {
	n := len(d.Entries)
	for i := 0; i < n; i++ {
		x := d.Entries[(e+i)%n]
		ins, ints, err := d.Inputs(x)
		out := d.Output(x)
		if err != nil || len(ints) > 0 || out == nil || len(out.Data) == 0 {
			continue
		}
		shapes := make([][]int, len(ins))
		for j, in := range ins {
			shapes[j] = in.Shape
		}
		if sop, err := repops.ScalarOf(opSet, x.Op, x.Attrs, shapes); err != nil || sop.Elements() != len(out.Data) {
			continue
		}
		at, el := (e+i)%n, k%len(out.Data)
		return at, func(ctx context.Context, r *job.Receipt, st job.Store, s int) (*play.StepData, error) {
			d, err := play.Regenerate(ctx, r, st, s)
			if err != nil || s != k {
				return d, err
			}
			out := d.Output(d.Entries[at]).Clone()
			out.Data[el] = math.Float32frombits(math.Float32bits(out.Data[el]) ^ 1<<9)
			d.Entries = append([]repops.TraceEntry(nil), d.Entries...)
			d.Entries[at].Output = out.Hash()
			honest := d.Output
			d.Output = func(x repops.TraceEntry) *repops.Tensor {
				if x.Output == d.Entries[at].Output {
					return out
				}
				return honest(x)
			}
			return d, nil
		}, nil
	}
	return 0, nil, fmt.Errorf("step %d has no op entry that reduces to scalar steps", k)
}

// refereeOverLoopback serves the two parties from hosts with their keys
// and referees the game from a third host.
func refereeOverLoopback(ctx context.Context, ids [2]*identity.Identity, sts [2]*job.MemStore, rs [2]*job.Receipt, solverRegen play.Regenerator, spec *job.Spec) (*play.Result, error) {
	rid, err := identity.Generate()
	if err != nil {
		return nil, err
	}
	var hosts []host.Host
	defer func() {
		for _, h := range hosts {
			_ = h.Close()
		}
	}()
	newHost := func(id *identity.Identity) (host.Host, error) {
		h, err := loophost.New(libp2p.Identity(id.PrivKey()))
		if err == nil {
			hosts = append(hosts, h)
		}
		return h, err
	}
	ref, err := newHost(rid)
	if err != nil {
		return nil, err
	}
	roles := [2]game.Party{game.Solver, game.Challenger}
	regens := [2]play.Regenerator{solverRegen, nil}
	for i := range rs {
		h, err := newHost(ids[i])
		if err != nil {
			return nil, err
		}
		ref.Peerstore().AddAddrs(h.ID(), h.Addrs(), peerstore.PermanentAddrTTL)
		p, err := play.NewParty(ctx, roles[i], rs[i], sts[i], regens[i])
		if err != nil {
			return nil, err
		}
		r, role := rs[i], roles[i]
		srv := play.Serve(h, func(h job.Hash, ro game.Party) (*play.Party, bool) { return p, h == r.Hash && ro == role })
		defer srv.Close()
	}
	return play.Remote(ctx, ref, rs[0], rs[1], &play.Referee{Spec: spec, OpSet: rs[0].OpSetVersion, Format: rs[0].Format}, play.RemoteConfig{})
}
