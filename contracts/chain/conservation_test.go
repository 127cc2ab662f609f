package chain

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// propTask is the test's model of one task: the solver's trace, and the
// trace each verifier verifies (or whistleblower re-executes) with.
type propTask struct {
	id       *big.Int
	sTr      trace
	work     uint64
	verdicts map[common.Address]trace
	disputes []*big.Int
}

// TestConservationProperty drives the market, the dispute game and the
// referee set with random sequences of actions (valid, invalid, late and
// replayed moves, sealed commitments and reveals, whistleblowing,
// timeouts, withdrawals)
// and checks after every one that the value held equals deposits minus
// withdrawals and equals the sum of all balances, everything still locked
// in tasks and the treasury.
func TestConservationProperty(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	steps := 300
	if testing.Short() {
		seeds, steps = seeds[:1], 150
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			e := newTestEnv(t)
			rng := rand.New(rand.NewPCG(seed, 0x5eed))
			var tasks []*propTask
			players := e.accts[1:7]
			acct := func() *Account { return players[rng.IntN(len(players))] }
			pick := func() *propTask {
				if len(tasks) == 0 {
					return nil
				}
				return tasks[rng.IntN(len(tasks))]
			}
			cheat := func(honest trace, tag string) trace {
				b := honest
				b.badStep, b.badEntry, b.tag = uint64(1+rng.IntN(int(honest.steps))), uint64(rng.IntN(int(honest.entries)+1)), tag
				if rng.IntN(5) == 0 {
					b.extra = 1 + rng.IntN(3) // a trace length lie
				}
				return b
			}
			reverts, oks, blown := 0, 0, 0
			for step := 0; step < steps; step++ {
				var err error
				action := rng.IntN(20)
				switch {
				case action < 2: // submit
					if len(tasks) >= 16 {
						continue
					}
					T, G := uint64(1+rng.IntN(20)), uint64(1+rng.IntN(10))
					honest := trace{steps: T, entries: G}
					pt := &propTask{sTr: honest, verdicts: map[common.Address]trace{}}
					if rng.IntN(2) == 0 {
						pt.sTr = cheat(honest, "s")
					}
					p := taskParams(T, milli(int64(1+rng.IntN(500))))
					p.MaxWork = uint64(1 + rng.IntN(100))
					p.PricePerWork = new(big.Int).Mul(big.NewInt(int64(1+rng.IntN(1000))), big.NewInt(1e13))
					p.VerifyWindow = uint32(300 + rng.IntN(600))
					p.RevealTimeout = uint32(300 + rng.IntN(600))
					p.MoveTimeout = uint32(60 + rng.IntN(600))
					pt.work = uint64(rng.IntN(int(p.MaxWork) + 1))
					pt.id, err = e.c.SubmitTask(e.ctx, acct(), p)
					if err == nil {
						tasks = append(tasks, pt)
					}
				case action < 12: // the natural next step of a random task
					pt := pick()
					if pt == nil {
						continue
					}
					tk, terr := e.c.Task(e.ctx, pt.id)
					must(t, terr)
					solver := e.byAddr(tk.Solver)
					res := resultOf(pt.sTr, pt.work)
					switch tk.Status {
					case TaskOpen:
						err = e.c.Claim(e.ctx, acct(), pt.id)
					case TaskClaimed:
						err = e.c.CommitResult(e.ctx, solver, pt.id, res, wrongHash)
					case TaskCommitted:
						if rng.IntN(3) > 0 && e.now() <= tk.Deadline {
							v, vt := acct(), pt.sTr.honest()
							if rng.IntN(3) == 0 {
								vt = cheat(vt, "v")
							}
							if err = e.c.CommitVerdict(e.ctx, v, pt.id, verdictOf(vt, pt.work)); err == nil {
								pt.verdicts[v.Address()] = vt
							}
						} else if rng.IntN(4) > 0 {
							_, err = e.c.RevealResult(e.ctx, solver, pt.id, res, wrongHash)
						} else {
							err = e.c.Settle(e.ctx, acct(), pt.id)
						}
					case TaskRevealed, TaskDisputed:
						vs, verr := e.c.Verifiers(e.ctx, pt.id)
						must(t, verr)
						var sealed []Verifier
						for _, v := range vs {
							if v.Status == VerdictSealed {
								sealed = append(sealed, v)
							}
						}
						r := rng.IntN(6)
						if r >= 4 && e.now() <= tk.Deadline {
							// A whistleblower re-executed the task: its
							// hash is the honest one, or a liar's.
							w, wt := acct(), pt.sTr.honest()
							if wt == pt.sTr || rng.IntN(4) == 0 {
								wt = cheat(wt, "w")
							}
							var d *big.Int
							if d, err = e.c.Whistleblow(e.ctx, w, pt.id, wt.state(wt.steps), wt.split()); err == nil {
								pt.verdicts[w.Address()] = wt
								pt.disputes = append(pt.disputes, d)
								blown++
							}
							break
						}
						if r == 0 || (len(sealed) == 0 && len(pt.disputes) == 0) {
							err = e.c.Settle(e.ctx, acct(), pt.id)
							break
						}
						if (r == 1 || len(sealed) == 0) && len(pt.disputes) > 0 {
							d := pt.disputes[rng.IntN(len(pt.disputes))]
							var chal common.Address
							for _, v := range vs {
								if v.DisputeId.Cmp(d) == 0 {
									chal = v.Addr
								}
							}
							_, err = e.nextMove(d, solver, e.byAddr(chal), pt.sTr, pt.verdicts[chal])
							break
						}
						v := sealed[rng.IntN(len(sealed))]
						var d *big.Int
						d, err = e.c.RevealVerdict(e.ctx, e.byAddr(v.Addr), pt.id, verdictOf(pt.verdicts[v.Addr], pt.work))
						if d != nil {
							pt.disputes = append(pt.disputes, d)
						}
					default:
						err = e.c.Withdraw(e.ctx, e.byAddr(tk.Submitter))
					}
				case action < 18: // anything, mostly out of turn
					pt := pick()
					if pt == nil {
						continue
					}
					res := resultOf(pt.sTr, pt.work)
					switch rng.IntN(12) {
					case 0:
						err = e.c.Claim(e.ctx, acct(), pt.id)
					case 1:
						err = e.c.CommitResult(e.ctx, acct(), pt.id, res, wrongHash)
					case 2:
						v := acct()
						if err = e.c.CommitVerdict(e.ctx, v, pt.id, verdictOf(pt.sTr, pt.work)); err == nil {
							pt.verdicts[v.Address()] = pt.sTr
						}
					case 3:
						_, err = e.c.RevealResult(e.ctx, acct(), pt.id, res, wrongHash)
					case 4:
						_, err = e.c.RevealVerdict(e.ctx, acct(), pt.id, verdictOf(pt.sTr, pt.work+1))
					case 5:
						err = e.c.Settle(e.ctx, acct(), pt.id)
					case 6:
						err = e.c.Cancel(e.ctx, acct(), pt.id)
					case 7:
						err = e.c.Withdraw(e.ctx, acct())
					case 8: // a whistleblow at any time with a wrong value (stakes are at least 1e15 wei)
						h := pt.sTr.state(pt.sTr.steps)
						if rng.IntN(2) == 0 {
							h = h32(fmt.Sprint(rng.Int()))
						}
						_, err = e.c.send(e.ctx, acct(), "whistleblow", e.c.addrs.TaskMarket, e.c.market.PackWhistleblow(pt.id, h, h), big.NewInt(int64(rng.IntN(2))))
					default:
						if len(pt.disputes) == 0 {
							continue
						}
						d := pt.disputes[rng.IntN(len(pt.disputes))]
						g, gerr := e.c.Game(e.ctx, d)
						must(t, gerr)
						// A random move, possibly with a replayed turn number.
						turn, hs := g.Turn-uint32(rng.IntN(2)), [][32]byte{h32(fmt.Sprint(rng.Int()))}
						switch rng.IntN(6) {
						case 0:
							err = e.c.Post(e.ctx, acct(), d, turn, hs)
						case 1:
							err = e.c.Pick(e.ctx, acct(), d, turn, uint8(rng.IntN(3)), hs[:rng.IntN(2)])
						case 2:
							if rng.IntN(2) == 0 {
								err = e.c.OpenTrace(e.ctx, acct(), d, turn, uint64(rng.IntN(4)), hs[0], h32("post"))
							} else {
								err = e.c.ProveStates(e.ctx, acct(), d, turn, nil, hs[:rng.IntN(2)])
							}
						case 3:
							err = e.c.Rule(e.ctx, acct(), d, hs[0])
						case 4:
							err = e.c.VoteRuling(e.ctx, e.referees[rng.IntN(len(e.referees))], d, hs[0])
						default:
							err = e.c.Timeout(e.ctx, acct(), d)
						}
					}
				default: // time passes
					e.warp(time.Duration(1+rng.IntN(300)) * time.Second)
				}
				switch {
				case err == nil:
					oks++
				case errors.Is(err, ErrReverted):
					reverts++
				default:
					t.Fatalf("step %d action %d: %v", step, action, err)
				}
				// Deposits minus withdrawals after every action; the full
				// sum over balances, tasks and the treasury every few.
				if step%4 == 0 {
					e.checkConservation()
				} else {
					e.checkHeld()
				}
			}
			// Drain: end every game and task, withdraw everything; the
			// market must then hold only its treasury.
			e.warp(10_000 * time.Second)
			outcomes := map[uint8]int{}
			statuses := map[uint8]int{}
			for _, pt := range tasks {
				for _, d := range pt.disputes {
					g, err := e.c.Game(e.ctx, d)
					must(t, err)
					if g.Phase != PhaseDone {
						must(t, e.c.Timeout(e.ctx, e.accts[0], d))
						g, _ = e.c.Game(e.ctx, d)
					}
					outcomes[g.Outcome]++
				}
				tk, err := e.c.Task(e.ctx, pt.id)
				must(t, err)
				switch tk.Status {
				case TaskCommitted, TaskRevealed, TaskDisputed:
					must(t, e.c.Settle(e.ctx, e.accts[0], pt.id))
				case TaskClaimed:
					must(t, e.c.Cancel(e.ctx, e.accts[0], pt.id))
				case TaskOpen:
					must(t, e.c.Cancel(e.ctx, e.byAddr(tk.Submitter), pt.id))
				}
				tk, _ = e.c.Task(e.ctx, pt.id)
				statuses[tk.Status]++
				e.checkHeld()
			}
			for _, a := range e.accts {
				if e.balance(a).Sign() > 0 {
					must(t, e.c.Withdraw(e.ctx, a))
				}
			}
			e.checkConservation()
			if _, _, held, _ := e.c.MarketTotals(e.ctx); held.Cmp(e.treasury()) != 0 {
				t.Fatalf("market holds %s after draining, treasury %s", held, e.treasury())
			}
			t.Logf("seed %d: %d actions succeeded, %d reverted, %d tasks ending %v, dispute outcomes %v, %d whistleblowers", seed, oks, reverts, len(tasks), statuses, outcomes, blown)
			if len(outcomes) == 0 {
				t.Fatal("no task was disputed: the sequence explores too little")
			}
			if oks < steps/4 {
				t.Fatalf("only %d of %d actions succeeded: the sequence explores too little", oks, steps)
			}
		})
	}
}

func (e *testEnv) byAddr(a common.Address) *Account {
	for _, acct := range e.accts {
		if acct.Address() == a {
			return acct
		}
	}
	return e.accts[0]
}

// checkHeld checks that the market holds deposits minus withdrawals.
func (e *testEnv) checkHeld() *big.Int {
	e.t.Helper()
	dep, wd, held, err := e.c.MarketTotals(e.ctx)
	must(e.t, err)
	if want := new(big.Int).Sub(dep, wd); held.Cmp(want) != 0 {
		e.t.Fatalf("market holds %s, deposits-withdrawals %s", held, want)
	}
	return held
}

// checkConservation also checks that what the market holds is exactly the
// sum of all balances, everything locked in tasks and the treasury, and
// that every task record passes CheckTask.
func (e *testEnv) checkConservation() {
	e.t.Helper()
	held := e.checkHeld()
	sum := new(big.Int).Set(e.treasury())
	for _, a := range e.accts {
		sum.Add(sum, e.balance(a))
	}
	n, err := call(e.ctx, e.c.mktC, "taskCount", e.c.market.PackTaskCount(), e.c.market.UnpackTaskCount)
	must(e.t, err)
	for id := int64(1); id <= n.Int64(); id++ {
		if _, err := e.c.Task(e.ctx, big.NewInt(id)); err != nil {
			e.t.Fatal(err)
		}
		l, err := e.c.LockedIn(e.ctx, big.NewInt(id))
		must(e.t, err)
		sum.Add(sum, l)
	}
	if sum.Cmp(held) != 0 {
		e.t.Fatalf("balances + locked = %s, market holds %s", sum, held)
	}
	for _, a := range []common.Address{e.c.addrs.DisputeGame, e.c.addrs.Coordinator} {
		if b, _ := e.c.Client().BalanceAt(e.ctx, a, nil); b.Sign() != 0 {
			e.t.Fatalf("%s holds %s", a.Hex(), b)
		}
	}
}
