package scalartest

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// openingABI is the ABI form of ScalarJudge.Opening.
type openingABI struct {
	Op     string
	Attrs  string
	Inputs [][32]byte
	Output [32]byte
	Shapes [][]uint64
	Roots  [][32]byte
}

type openParams struct {
	TaskId           *big.Int
	Solver           common.Address
	Challenger       common.Address
	Referee          common.Address
	Steps            uint64
	MoveTimeout      uint32
	InitialStateHash [32]byte
	SolverFinal      [32]byte
	ChallengerFinal  [32]byte
	StateRoot        [32]byte
	ChallengerSplit  [32]byte
}

// splitOf is the one hash of a binary game's ChallengerSplit (zero for
// a game of one step).
func splitOf(hs []game.Hash) [32]byte {
	if len(hs) == 0 {
		return [32]byte{}
	}
	return hs[0]
}

// gameABI is the ABI form of DisputeGame.Game.
type gameABI struct {
	Solver          common.Address
	Deadline        uint64
	Phase           uint8
	ToMove          uint8
	Flags           uint16
	Challenger      common.Address
	Turn            uint32
	MoveTimeout     uint32
	Outcome         uint8
	Referee         common.Address
	SolverCount     *big.Int
	ChallengerCount *big.Int
	Steps           uint64
	Lo              uint64
	Hi              uint64
	Step            uint64
	TaskId          *big.Int
	Agreed          [32]byte
	HiSolver        [32]byte
	HiChallenger    [32]byte
	Posted          [32]byte
	Pre             [32]byte
	SolverRoot      [32]byte
	StateRoot       [32]byte
}

var (
	deployer   = common.HexToAddress("0x1000000000000000000000000000000000000001")
	solverAddr = common.HexToAddress("0x1000000000000000000000000000000000000002")
	challAddr  = common.HexToAddress("0x1000000000000000000000000000000000000003")
	refAddr    = common.HexToAddress("0x1000000000000000000000000000000000000004")
)

// chainGame is DisputeGame with GameMarketHarness as its market, in the
// in-memory EVM.
type chainGame struct {
	cfg              *runtime.Config
	gameABI, mktABI  abi.ABI
	gameAddr, market common.Address
}

func loadContract(t testing.TB, name string) ([]byte, abi.ABI) {
	t.Helper()
	bin, err := os.ReadFile("../build/" + name + ".bin")
	if err != nil {
		t.Fatal(err)
	}
	code, err := hex.DecodeString(strings.TrimSpace(string(bin)))
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile("../build/" + name + ".abi")
	if err != nil {
		t.Fatal(err)
	}
	a, err := abi.JSON(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	return code, a
}

func newChainGame(t testing.TB) *chainGame {
	t.Helper()
	c := &chainGame{cfg: &runtime.Config{GasLimit: 30_000_000, Origin: deployer, Time: 1_000_000, BlockNumber: big.NewInt(1)}}
	mcode, mabi := loadContract(t, "GameMarketHarness")
	gcode, gabi := loadContract(t, "DisputeGame")
	c.gameABI, c.mktABI = gabi, mabi
	_, market, _, err := runtime.Create(mcode, c.cfg)
	c.market = market
	if err != nil {
		t.Fatalf("deploying GameMarketHarness: %v", err)
	}
	scode, _ := loadContract(t, "StateJudge")
	_, states, _, err := runtime.Create(scode, c.cfg)
	if err != nil {
		t.Fatalf("deploying StateJudge: %v", err)
	}
	pcode, _ := loadContract(t, "ScalarPrograms")
	_, programs, _, err := runtime.Create(pcode, c.cfg)
	if err != nil {
		t.Fatalf("deploying ScalarPrograms: %v", err)
	}
	rcode, _ := loadContract(t, "RowPrograms")
	_, rowPrograms, _, err := runtime.Create(rcode, c.cfg)
	if err != nil {
		t.Fatalf("deploying RowPrograms: %v", err)
	}
	acode, _ := loadContract(t, "ScalarArithmetic")
	_, arith, _, err := runtime.Create(acode, c.cfg)
	if err != nil {
		t.Fatalf("deploying ScalarArithmetic: %v", err)
	}
	jcode, jabi := loadContract(t, "ScalarJudge")
	jargs, err := jabi.Pack("", programs, rowPrograms, arith)
	if err != nil {
		t.Fatal(err)
	}
	_, judge, _, err := runtime.Create(append(jcode, jargs...), c.cfg)
	if err != nil {
		t.Fatalf("deploying ScalarJudge: %v", err)
	}
	args, err := gabi.Pack("", c.market, states, judge)
	if err != nil {
		t.Fatal(err)
	}
	if _, c.gameAddr, _, err = runtime.Create(append(gcode, args...), c.cfg); err != nil {
		t.Fatalf("deploying DisputeGame: %v", err)
	}
	if _, _, err := c.call(deployer, c.market, c.mktABI, "bind", c.gameAddr); err != nil {
		t.Fatal(err)
	}
	return c
}

// call sends method from `from` at the current time and returns the
// output and the transaction's gas as a receipt counts it (base cost,
// calldata, execution, less the storage refund, at most a fifth).
func (c *chainGame) call(from, to common.Address, a abi.ABI, method string, args ...any) ([]byte, uint64, error) {
	in, err := a.Pack(method, args...)
	if err != nil {
		return nil, 0, err
	}
	c.cfg.Origin = from
	out, left, err := runtime.Call(to, in, c.cfg)
	gas := 21000 + c.cfg.GasLimit - left
	for _, b := range in {
		if b == 0 {
			gas += 4
		} else {
			gas += 16
		}
	}
	if err == nil {
		gas -= min(c.cfg.State.GetRefund(), gas/5)
	}
	// End the transaction: the next one sees this one's writes as the
	// slots' original values (EIP-2200), as on a chain; without it every
	// slot written before would count as dirty and its next write as
	// cheap. It also clears the refund counter.
	c.cfg.State.Finalise(c.cfg.ChainConfig.Rules(c.cfg.BlockNumber, c.cfg.Random != nil, c.cfg.Time))
	return out, gas, err
}

func (c *chainGame) view(t testing.TB, id *big.Int) gameABI {
	t.Helper()
	out, _, err := c.call(deployer, c.gameAddr, c.gameABI, "game", id)
	if err != nil {
		t.Fatal(err)
	}
	v, err := c.gameABI.Unpack("game", out)
	if err != nil {
		t.Fatal(err)
	}
	return *abi.ConvertType(v[0], new(gameABI)).(*gameABI)
}

func toOpening(o *game.Opening) openingABI {
	if o == nil {
		return openingABI{}
	}
	r := openingABI{Op: o.Entry.Op, Attrs: o.Entry.Attrs, Output: o.Entry.Output}
	for _, h := range o.Entry.Inputs {
		r.Inputs = append(r.Inputs, h)
	}
	for _, s := range o.Shapes {
		u := make([]uint64, len(s))
		for i, d := range s {
			u[i] = uint64(d)
		}
		r.Shapes = append(r.Shapes, u)
	}
	for _, h := range o.Roots {
		r.Roots = append(r.Roots, h)
	}
	return r
}

func toProofs(ps []commit.ElementProof) []element {
	r := []element{}
	for _, p := range ps {
		e := element{Index: p.Proof.Index, N: p.Proof.Leaves, Bits: p.Bits, Siblings: [][32]byte{}}
		for _, s := range p.Proof.Siblings {
			e.Siblings = append(e.Siblings, s)
		}
		r = append(r, e)
	}
	return r
}

func hashes32(hs []game.Hash) [][32]byte {
	r := [][32]byte{}
	for _, h := range hs {
		r = append(r, h)
	}
	return r
}

// stateRoot is the state root player p commits to over steps steps.
func stateRoot(t testing.TB, p *game.Player, steps int) *game.Hash {
	t.Helper()
	leaves := make([]commit.Hash, steps)
	for k := range leaves {
		leaves[k] = p.States(k + 1)
	}
	r, err := commit.Root(leaves)
	if err != nil {
		t.Fatal(err)
	}
	return &r
}

// readsFor is the opening move m made from view v carries: the solver's,
// only for a pick that executes a scalar step (game.Executes), as the
// players send it.
func readsFor(v game.View, m game.Move) *game.Opening {
	if game.Executes(v, m) {
		return v.SolverOpening
	}
	return nil
}

// errUnsendable marks a move the contract's interface cannot express (a
// wrong hash count for openTrace, an index past uint8); dispute/game must
// reject it.
var errUnsendable = errors.New("not expressible as a transaction")

// send makes move m of a game in phase ph on chain.
func (c *chainGame) send(id *big.Int, ph game.Phase, m game.Move, reads *game.Opening) (uint64, error) {
	from := solverAddr
	if m.By == game.Challenger {
		from = challAddr
	}
	turn := uint32(m.Turn)
	if m.Index < 0 || m.Index > 255 || m.Turn < 0 {
		return 0, errUnsendable
	}
	idx := uint8(m.Index)
	var err error
	var gas uint64
	switch {
	case m.Kind == game.Post:
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "post", id, turn, hashes32(m.Hashes))
	case m.Kind == game.Pick && ph == game.PhaseElements && reads == nil && len(m.Proofs) == 0:
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "descend", id, turn, idx, hashes32(m.Hashes))
	case m.Kind == game.Pick && ph == game.PhaseElements:
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "pickElement", id, turn, idx, hashes32(m.Hashes), toOpening(reads), toProofs(m.Proofs))
	case m.Kind == game.Pick && ph == game.PhaseScalar && reads == nil && len(m.Proofs) == 0:
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "bisect", id, turn, idx, hashes32(m.Hashes))
	case m.Kind == game.Pick && ph == game.PhaseScalar:
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "pickScalar", id, turn, idx, hashes32(m.Hashes), toOpening(reads), toProofs(m.Proofs))
	case m.Kind == game.Pick:
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "pick", id, turn, idx, hashes32(m.Hashes))
	case m.Kind == game.Open:
		if len(m.Hashes) < 2 || len(m.Hashes) > 3 || m.Count < 0 {
			return 0, errUnsendable
		}
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "openTrace", id, turn, uint64(m.Count), [32]byte(m.Hashes[0]), [32]byte(m.Hashes[1]), hashes32(m.Hashes[2:]))
	case m.Kind == game.Prove:
		if len(m.Hashes) != 0 {
			return 0, errUnsendable
		}
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "proveStates", id, turn, hashes32(m.PreProof), hashes32(m.PostProof))
	case m.Kind == game.Reveal && len(m.Hashes) == 0:
		o := m.Opening
		if o == nil {
			o = &game.Opening{}
		}
		if o.Elements < 0 || o.Steps < 0 {
			return 0, errUnsendable
		}
		_, gas, err = c.call(from, c.gameAddr, c.gameABI, "openEntry", id, turn, toOpening(o), uint64(o.Elements), uint64(o.Steps))
	default:
		return 0, errUnsendable
	}
	return gas, err
}

// p3Scenario is a job of T steps of G entries in which entry e of step s
// is a real op (the others stand in for entries phase 3 does not open),
// with the liar's output of it one element off.
type p3Scenario struct {
	T, G, s, e int
	opSet      int
	entry      repops.TraceEntry
	ins        []*repops.Tensor
	out, bad   *repops.Tensor
	refereed   bool
}

func newP3Scenario(rng *rand.Rand) p3Scenario {
	sc := p3Scenario{T: 1 + rng.IntN(5), G: 1 + rng.IntN(5), opSet: 1 + rng.IntN(2)}
	sc.s, sc.e = 1+rng.IntN(sc.T), rng.IntN(sc.G)
	var c progCase
	for {
		c = randomProgCase(rng, sc.opSet)
		if so, err := repops.ScalarOf(sc.opSet, c.op, c.attrs, c.shapes); err == nil && so.Elements() > 0 {
			break
		}
	}
	if rng.IntN(8) == 0 {
		// An op phase 3 does not reduce: the referee rules.
		c = progCase{op: "mlp_block", attrs: "eps=3727c5ac", shapes: [][]int{{2, 2}, {2}, {2}, {2, 2}, {2}, {2, 2}, {2}}}
		sc.refereed = true
	}
	sc.entry = repops.TraceEntry{Op: c.op, Attrs: c.attrs}
	var ts []*repops.Tensor
	var is [][]int
	for i, s := range c.shapes {
		n := 1
		for _, d := range s {
			n *= d
		}
		if i == intInput(c.op) {
			// An integer list, which the players open as its values.
			v := intValues(rng, c.op, c.shapes, n)
			is = append(is, v)
			sc.ins = append(sc.ins, intTensor(v).asTensor(s))
			sc.entry.Inputs = append(sc.entry.Inputs, repops.HashInts(v))
			continue
		}
		x := newTensor(rng, n).asTensor(s)
		ts = append(ts, x)
		sc.ins = append(sc.ins, x)
		sc.entry.Inputs = append(sc.entry.Inputs, x.Hash())
	}
	// ScalarOf accepts only entries that replay.
	outs, err := repops.ReplayEntry(sc.opSet, sc.entry, ts, is)
	if err != nil {
		panic(fmt.Sprintf("%s %s %v: ScalarOf accepts it, replay: %v", c.op, c.attrs, c.shapes, err))
	}
	sc.out = repops.JoinOutputs(outs)
	sc.bad = sc.out.Clone()
	i := rng.IntN(len(sc.bad.Data))
	sc.bad.Data[i] = math.Float32frombits(math.Float32bits(sc.bad.Data[i]) ^ 1<<rng.IntN(32))
	if sc.bad.Hash() == sc.out.Hash() {
		sc.bad.Data[i] = -sc.bad.Data[i]
	}
	return sc
}

func (tn tensor) asTensor(shape []int) *repops.Tensor {
	return repops.FromData(append([]float32(nil), tn.data...), shape...)
}

func (sc p3Scenario) player(p game.Party, liar bool) *game.Player {
	out, tag := sc.out, byte(0)
	if liar {
		out, tag = sc.bad, 1
	}
	ent := sc.entry
	ent.Output = out.Hash()
	tr := make([]repops.TraceEntry, sc.G)
	for i := range tr {
		tr[i] = repops.TraceEntry{Index: i, Op: "op", Output: repops.Hash{byte(i), 7}}
	}
	tr[sc.e] = ent
	tr[sc.e].Index = sc.e
	return &game.Player{Role: p,
		States: func(k int) game.Hash {
			h := game.Hash{byte(k), byte(k >> 8), 9}
			if k >= sc.s {
				h[31] = tag
			}
			return h
		},
		Trace: func(step int) []repops.TraceEntry {
			if step == sc.s {
				return tr
			}
			o := make([]repops.TraceEntry, sc.G)
			for i := range o {
				o[i] = repops.TraceEntry{Index: i, Op: "op", Output: repops.Hash{byte(i), byte(step)}}
			}
			return o
		},
		Tensors: func(step, entry int) ([]*repops.Tensor, *repops.Tensor) {
			if step == sc.s && entry == sc.e {
				return sc.ins, out
			}
			return nil, nil
		}}
}

// corruptMove changes a liar's move as byte x says.
func corruptMove(rng *rand.Rand, m game.Move) game.Move {
	m.Hashes = append([]game.Hash(nil), m.Hashes...)
	m.Proofs = append([]commit.ElementProof(nil), m.Proofs...)
	switch rng.IntN(7) {
	case 0, 1:
		if len(m.Hashes) > 0 {
			m.Hashes[rng.IntN(len(m.Hashes))][31-rng.IntN(4)] ^= 1 << rng.IntN(8)
		}
	case 2:
		m.Index ^= 1
	case 3:
		if len(m.Proofs) > 0 {
			m.Proofs[rng.IntN(len(m.Proofs))].Bits ^= 1
		} else {
			m.Hashes = append(m.Hashes, commit.BitsLeaf(3))
		}
	case 4:
		if m.Opening != nil {
			o := *m.Opening
			o.Roots = append([]game.Hash(nil), o.Roots...)
			o.Roots[rng.IntN(len(o.Roots))][0] ^= 1
			m.Opening = &o
		}
	case 5:
		if m.Opening != nil {
			m.Opening = nil
		}
	default:
		if len(m.Hashes) > 1 {
			m.Hashes = m.Hashes[:len(m.Hashes)-1]
		}
	}
	return m
}

// TestDifferentialPhase3 plays random phase-3 games (T up to 5 steps, G
// up to 5 entries, one of them a real forward op of either op set with one
// output element flipped by the solver or the challenger, some over
// an MLP block, which goes to the referee) through dispute/game.Game and DisputeGame
// side by side; the liar sometimes sends corrupted moves (hashes, indices,
// proofs, openings), drops its opening, or goes silent. After every move
// they agree on accepting it and on phase, party to move, turn and range;
// they end with the same outcome, the honest party winning. It reports
// the most gas of each phase-3 move.
func TestDifferentialPhase3(t *testing.T) {
	c := newChainGame(t)
	rng := rand.New(rand.NewPCG(77, 3))
	trials := 600 // enough draws to meet the dearest descent picks (upper levels, four full hashes)
	maxGas := map[string]uint64{}
	settled, refereed, silent, rejected, refusedBare := 0, 0, 0, 0, 0
	ops := map[string]int{}
	for trial := range trials {
		sc := newP3Scenario(rng)
		kSteps := 0 // the scalar steps of each element of the entry
		{
			var shapes [][]int
			for _, x := range sc.ins {
				shapes = append(shapes, x.Shape)
			}
			if so, err := repops.ScalarOf(sc.opSet, sc.entry.Op, sc.entry.Attrs, shapes); err == nil {
				if ev, err := so.Element(0); err == nil {
					kSteps = ev.Len
				}
			}
		}
		liar := game.Party(1 + rng.IntN(2))
		ps := map[game.Party]*game.Player{liar: sc.player(liar, true), liar.Other(): sc.player(liar.Other(), false)}
		t0 := time.Unix(int64(c.cfg.Time), 0)
		// Entries 0: the contract does not know the trace length, so the
		// parties open the pinned step with theirs, as here.
		cfg := game.Config{Steps: sc.T, Initial: ps[game.Solver].States(0), SolverFinal: ps[game.Solver].States(sc.T),
			ChallengerFinal: ps[game.Challenger].States(sc.T), Timeout: time.Minute, Arity: 2, Scalar: true, OpSet: sc.opSet,
			StateRoot: stateRoot(t, ps[game.Solver], sc.T), ChallengerSplit: ps[game.Challenger].OpeningSplit(sc.T, 2)}
		g, _, err := game.New(cfg, t0)
		if err != nil {
			t.Fatal(err)
		}
		out, _, err := c.call(deployer, c.market, c.mktABI, "open", openParams{TaskId: big.NewInt(int64(trial)), Solver: solverAddr, Challenger: challAddr,
			Referee: refAddr, Steps: uint64(sc.T), MoveTimeout: 60, InitialStateHash: cfg.Initial, SolverFinal: cfg.SolverFinal, ChallengerFinal: cfg.ChallengerFinal, StateRoot: *cfg.StateRoot, ChallengerSplit: splitOf(cfg.ChallengerSplit)}, uint8(sc.opSet))
		if err != nil {
			t.Fatalf("open: %v", err)
		}
		id := new(big.Int).SetBytes(out)
		silentAt := -1
		if rng.IntN(6) == 0 {
			silentAt = rng.IntN(20)
		}
		now := t0
		phase3 := false
		compare := func(what string) {
			v, cv := g.View(), c.view(t, id)
			if uint8(v.Phase) != cv.Phase || uint8(v.ToMove) != cv.ToMove || uint32(v.Turn) != cv.Turn {
				t.Fatalf("trial %d after %s: game phase %s to move %s turn %d, contract phase %d to move %d turn %d",
					trial, what, v.Phase, v.ToMove, v.Turn, cv.Phase, cv.ToMove, cv.Turn)
			}
			switch v.Phase {
			case game.PhaseSteps, game.PhaseEntries, game.PhaseElements, game.PhaseScalar:
				if uint64(v.Lo) != cv.Lo || uint64(v.Hi) != cv.Hi {
					t.Fatalf("trial %d after %s: game range %d..%d, contract %d..%d", trial, what, v.Lo, v.Hi, cv.Lo, cv.Hi)
				}
			}
		}
		for step := 0; step < 300; step++ {
			v := g.View()
			if v.Phase == game.PhaseDone {
				break
			}
			if v.Phase == game.PhaseElements {
				phase3 = true
			}
			now = now.Add(time.Second)
			c.cfg.Time = uint64(now.Unix())
			if v.Phase == game.PhaseReferee {
				// The referee's ruling: the honest entry's commitment.
				honest := ps[liar.Other()]
				h := honest.States(v.Step) // the state entry's: the post-state hash
				if tr := honest.Trace(v.Step); v.Entry < len(tr) {
					h = game.EntryHash(tr[v.Entry])
				}
				if _, err := g.Resolve(h); err != nil {
					t.Fatal(err)
				}
				if _, _, err := c.call(refAddr, c.gameAddr, c.gameABI, "rule", id, [32]byte(h)); err != nil {
					t.Fatalf("trial %d: rule: %v", trial, err)
				}
				refereed++
				break
			}
			if v.ToMove == liar && silentAt >= 0 && v.Turn >= silentAt {
				now = now.Add(2 * time.Minute)
				c.cfg.Time = uint64(now.Unix())
				g.Tick(now)
				if _, _, err := c.call(deployer, c.gameAddr, c.gameABI, "timeout", id); err != nil {
					t.Fatalf("trial %d: timeout: %v", trial, err)
				}
				silent++
				break
			}
			m, ok := ps[v.ToMove].Move(v)
			if !ok {
				t.Fatalf("trial %d: %s has no move in phase %s", trial, v.ToMove, v.Phase)
			}
			if v.ToMove == liar && rng.IntN(4) == 0 {
				bad := corruptMove(rng, m)
				_, goErr := g.Step(now, bad)
				_, chainErr := c.send(id, v.Phase, bad, readsFor(v, bad))
				if errors.Is(chainErr, errUnsendable) {
					if goErr == nil {
						t.Fatalf("trial %d: a move the contract cannot take was accepted by the game: %+v", trial, bad)
					}
				} else if (goErr == nil) != (chainErr == nil) {
					t.Fatalf("trial %d phase %s: corrupted %s move: game %v, contract %v", trial, v.Phase, bad.Kind, goErr, chainErr)
				}
				if errors.Is(goErr, game.ErrDeadline) {
					t.Fatalf("trial %d: a move past its deadline", trial)
				}
				if goErr != nil {
					rejected++
					compare(fmt.Sprintf("a rejected move (%v)", goErr))
					continue
				}
				compare("a corrupted move")
				continue
			}
			if game.Executes(v, m) && (v.Phase == game.PhaseScalar || (v.Phase == game.PhaseElements && kSteps == 1)) {
				// The pick that pins a step (or reaches an element of one
				// step) must carry the opening and the proofs: bisect or
				// descend, without them, is refused and changes nothing.
				bare := m
				bare.Proofs = nil
				if _, err := c.send(id, v.Phase, bare, nil); err == nil {
					t.Fatalf("trial %d phase %s: a pick without proofs that executes step %d was accepted", trial, v.Phase, v.Hi)
				}
				compare("a pick without proofs refused")
				refusedBare++
			}
			_, goErr := g.Step(now, m)
			gas, chainErr := c.send(id, v.Phase, m, readsFor(v, m))
			if goErr != nil || chainErr != nil {
				if v.ToMove == liar && goErr != nil && chainErr != nil {
					// A liar whose story changed has no valid move left:
					// it times out.
					now = now.Add(2 * time.Minute)
					c.cfg.Time = uint64(now.Unix())
					g.Tick(now)
					if _, _, err := c.call(deployer, c.gameAddr, c.gameABI, "timeout", id); err != nil {
						t.Fatalf("trial %d: timeout: %v", trial, err)
					}
					break
				}
				t.Fatalf("trial %d phase %s: %s's %s move: game %v, contract %v", trial, v.Phase, v.ToMove, m.Kind, goErr, chainErr)
			}
			compare(fmt.Sprintf("%s's %s", v.ToMove, m.Kind))
			if m.Kind == game.Reveal && len(m.Hashes) == 0 && m.Opening != nil && v.ToMove == game.Solver {
				// The contract records what the solver's opening reads as
				// chain.OpeningReads computes it (P3 is static: reads is
				// its first word).
				out, _, err := c.call(deployer, c.gameAddr, c.gameABI, "phase3", id)
				if err != nil {
					t.Fatal(err)
				}
				if want, ok := chain.OpeningReads(m.Opening); !ok || !bytes.Equal(out[:32], want[:]) {
					t.Fatalf("trial %d: the contract records reads %x, chain.OpeningReads gives %x (%v)", trial, out[:32], want, ok)
				}
			}
			name := ""
			switch {
			case m.Kind == game.Reveal && len(m.Hashes) == 0:
				name = "openEntry by the " + v.ToMove.String()
				switch g.View().Phase {
				case game.PhaseElements:
					name += " (starts phase 3)"
				case game.PhaseReferee:
					name += " (to the referee)"
				}
			case m.Kind == game.Post && v.Phase == game.PhaseElements:
				name = "post (opens the element descent)"
			case m.Kind == game.Open:
				name = "openTrace"
			case m.Kind == game.Prove:
				name = "proveStates"
			case v.Phase == game.PhaseElements:
				name = "pickElement"
			case v.Phase == game.PhaseScalar:
				name = "pickScalar"
			}
			if name != "" {
				if g.View().Phase == game.PhaseDone {
					name += " (executes the step)"
				}
				maxGas[name] = max(maxGas[name], gas)
			}
		}
		o, done := g.Outcome()
		cv := c.view(t, id)
		if !done || cv.Phase != uint8(game.PhaseDone) {
			if v := g.View(); v.ToMove == liar {
				// The liar has no valid move: it times out.
				now = now.Add(2 * time.Minute)
				c.cfg.Time = uint64(now.Unix())
				g.Tick(now)
				if _, _, err := c.call(deployer, c.gameAddr, c.gameABI, "timeout", id); err != nil {
					t.Fatal(err)
				}
				o, _ = g.Outcome()
				cv = c.view(t, id)
			} else {
				t.Fatalf("trial %d: not over: game %s, contract phase %d", trial, g.View().Phase, cv.Phase)
			}
		}
		want := map[game.Party]uint8{game.Solver: 1, game.Challenger: 2, game.None: 3}[o.Winner]
		if cv.Outcome != want || o.Winner != liar.Other() {
			t.Fatalf("trial %d (liar %s, op %s): game %+v, contract outcome %d", trial, liar, sc.entry.Op, o, cv.Outcome)
		}
		if phase3 {
			settled++
			ops[sc.entry.Op]++
		}
	}
	if settled < trials/3 {
		t.Fatalf("only %d of %d games reached phase 3", settled, trials)
	}
	t.Logf("%d games agree move by move (%d reached phase 3: %v; %d went to the referee, %d with a silent liar, %d corrupted moves rejected by both, %d executing picks sent without proofs refused); most gas per move: %v",
		trials, settled, ops, refereed, silent, rejected, refusedBare, maxGas)
	if refusedBare == 0 {
		t.Errorf("no step-pinning pick was tried as a bisect")
	}
	// The gas targets: every move under 80k, the pick that executes the
	// pinned scalar step under 300k; and each path of openEntry (the
	// solver's, the challenger's that starts phase 3 or hands the entry
	// to the referee) was measured.
	for _, name := range []string{"openEntry by the solver", "openEntry by the challenger (starts phase 3)", "openEntry by the challenger (to the referee)",
		"post (opens the element descent)", "pickElement", "pickScalar"} {
		if _, ok := maxGas[name]; !ok {
			t.Errorf("no %s was measured", name)
		}
	}
	for name, gas := range maxGas {
		limit := uint64(80_000)
		if strings.HasSuffix(name, "(executes the step)") {
			limit = 300_000
		}
		if gas >= limit {
			t.Errorf("%s took %d gas, the target is under %d", name, gas, limit)
		}
	}
}
