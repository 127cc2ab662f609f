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

// propTask is the test's model of one task: who plays which trace.
type propTask struct {
	id, dispute *big.Int
	sTr, cTr    trace
	referee     *Account
}

// TestConservationProperty drives the market and the dispute game with
// random sequences of actions (valid, invalid, late and replayed moves,
// timeouts, withdrawals) and checks after every one that the value held
// equals deposits minus withdrawals and equals the sum of all balances plus
// everything still locked in tasks.
func TestConservationProperty(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	steps := 300
	if testing.Short() {
		seeds, steps = seeds[:1], 120
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			e := newTestEnv(t)
			rng := rand.New(rand.NewPCG(seed, 0x5eed))
			var tasks []*propTask
			acct := func() *Account { return e.accts[1+rng.IntN(len(e.accts)-1)] }
			pick := func() *propTask {
				if len(tasks) == 0 {
					return nil
				}
				return tasks[rng.IntN(len(tasks))]
			}
			reverts, oks := 0, 0
			for step := 0; step < steps; step++ {
				var err error
				action := rng.IntN(20)
				switch {
				case action < 2: // submit
					if len(tasks) >= 12 {
						continue
					}
					T, G := uint64(1+rng.IntN(20)), uint64(1+rng.IntN(10))
					honest := trace{steps: T, ops: G}
					cheat := func(tag string) trace {
						b := honest
						b.badStep, b.badOp, b.tag = uint64(1+rng.IntN(int(T))), uint64(1+rng.IntN(int(G))), tag
						return b
					}
					pt := &propTask{sTr: honest, cTr: cheat("c")}
					switch rng.IntN(3) {
					case 0:
						pt.sTr, pt.cTr = cheat("s"), honest
					case 1:
						pt.sTr = cheat("s")
					}
					sub := acct()
					var ref common.Address
					pt.referee = sub
					if rng.IntN(2) == 0 {
						pt.referee = acct()
						ref = pt.referee.Address()
					}
					fee := new(big.Int).Mul(big.NewInt(int64(1+rng.IntN(1000))), big.NewInt(1e15))
					stake := new(big.Int).Mul(big.NewInt(int64(rng.IntN(500))), big.NewInt(1e15))
					p := taskParams(T, stake, ref)
					p.MoveTimeout = uint32(60 + rng.IntN(600))
					pt.id, err = e.c.SubmitTask(e.ctx, sub, p, fee)
					if err == nil {
						tasks = append(tasks, pt)
					}
				case action < 11: // the natural next step of a random task
					pt := pick()
					if pt == nil {
						continue
					}
					tk, terr := e.c.Task(e.ctx, pt.id)
					must(t, terr)
					switch tk.Status {
					case TaskOpen:
						err = e.c.Claim(e.ctx, acct(), pt.id)
					case TaskClaimed:
						err = e.c.CommitResult(e.ctx, e.byAddr(tk.Solver), pt.id, "bafy", h32("root"), pt.sTr.state(pt.sTr.steps))
					case TaskCommitted:
						if rng.IntN(3) == 0 {
							err = e.c.Settle(e.ctx, acct(), pt.id)
							break
						}
						var id *big.Int
						id, err = e.c.Challenge(e.ctx, acct(), pt.id, pt.cTr.state(pt.cTr.steps))
						if err == nil {
							pt.dispute = id
						}
					case TaskDisputed:
						_, err = e.nextMove(pt.dispute, e.byAddr(tk.Solver), e.byAddr(tk.Challenger), pt.referee, pt.sTr, pt.cTr)
					default:
						err = e.c.Withdraw(e.ctx, e.byAddr(tk.Submitter))
					}
				case action < 18: // anything, mostly out of turn
					pt := pick()
					if pt == nil {
						continue
					}
					switch rng.IntN(9) {
					case 0:
						err = e.c.Claim(e.ctx, acct(), pt.id)
					case 1:
						err = e.c.CommitResult(e.ctx, acct(), pt.id, "bafy", h32("root"), pt.sTr.state(pt.sTr.steps))
					case 2:
						_, err = e.c.Challenge(e.ctx, acct(), pt.id, pt.sTr.state(pt.sTr.steps))
					case 3:
						err = e.c.Settle(e.ctx, acct(), pt.id)
					case 4:
						err = e.c.Cancel(e.ctx, acct(), pt.id)
					case 5:
						err = e.c.Withdraw(e.ctx, acct())
					default:
						if pt.dispute == nil {
							continue
						}
						g, gerr := e.c.Game(e.ctx, pt.dispute)
						must(t, gerr)
						switch rng.IntN(4) {
						case 0: // a random hash, possibly a replayed move index
							err = e.c.Bisect(e.ctx, acct(), pt.dispute, g.Moves-uint32(rng.IntN(2)), h32(fmt.Sprint(rng.Int())))
						case 1:
							err = e.c.Reveal(e.ctx, acct(), pt.dispute, g.Moves, h32("x"), h32("y"))
						case 2:
							err = e.c.Rule(e.ctx, acct(), pt.dispute, h32("x"), h32("y"))
						default:
							err = e.c.Timeout(e.ctx, acct(), pt.dispute)
						}
					}
				default: // time passes
					e.warp(time.Duration(1+rng.IntN(400)) * time.Second)
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
				// sum over balances and tasks every few actions.
				if step%4 == 0 {
					e.checkConservation(tasks)
				} else {
					e.checkHeld()
				}
			}
			// Drain: end every game and task, withdraw everything; the
			// market must then hold nothing.
			e.warp(10_000 * time.Second)
			outcomes := map[uint8]int{}
			for _, pt := range tasks {
				tk, err := e.c.Task(e.ctx, pt.id)
				must(t, err)
				switch tk.Status {
				case TaskDisputed:
					must(t, e.c.Timeout(e.ctx, e.accts[0], pt.dispute))
				case TaskCommitted:
					must(t, e.c.Settle(e.ctx, e.accts[0], pt.id))
				case TaskClaimed:
					must(t, e.c.Cancel(e.ctx, e.accts[0], pt.id))
				case TaskOpen:
					must(t, e.c.Cancel(e.ctx, e.byAddr(tk.Submitter), pt.id))
				}
				if pt.dispute != nil {
					g, err := e.c.Game(e.ctx, pt.dispute)
					must(t, err)
					outcomes[g.Outcome]++
				}
				e.checkHeld()
			}
			for _, a := range e.accts {
				if e.balance(a).Sign() > 0 {
					must(t, e.c.Withdraw(e.ctx, a))
				}
			}
			e.checkConservation(tasks)
			if _, _, held, _ := e.c.MarketTotals(e.ctx); held.Sign() != 0 {
				t.Fatalf("market holds %s after draining", held)
			}
			t.Logf("seed %d: %d actions succeeded, %d reverted, %d tasks, dispute outcomes %v", seed, oks, reverts, len(tasks), outcomes)
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
// sum of all balances plus everything locked in tasks.
func (e *testEnv) checkConservation(tasks []*propTask) {
	e.t.Helper()
	held := e.checkHeld()
	sum := new(big.Int)
	for _, a := range e.accts {
		sum.Add(sum, e.balance(a))
	}
	for _, pt := range tasks {
		l, err := e.c.LockedIn(e.ctx, pt.id)
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
