package chain

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/synod-net/synod/dispute/game"
)

// diffGame is one game of TestDifferentialGame: the contract's game id
// and dispute/game's Game, driven by the same moves.
type diffGame struct {
	e       *testEnv
	t       *testing.T
	id      *big.Int
	ref     *game.Game
	accts   map[game.Party]*Account // None: a stranger
	last    *game.Move              // the last accepted move
	stats   map[string]int
	timeout time.Duration
}

// gameErrClass is the dispute/game sentinel err matches (nil: none).
func gameErrClass(err error) error {
	for _, c := range []error{game.ErrFinished, game.ErrTurn, game.ErrStale, game.ErrMalformed, game.ErrDeadline, game.ErrNotReferee, game.ErrConfig, game.ErrStateProof, game.ErrUncommitted} {
		if errors.Is(err, c) {
			return c
		}
	}
	return nil
}

// blockTime is the time of the block that holds receipt r's transaction,
// or the time the next block will have when r is nil.
func (d *diffGame) blockTime(n *big.Int) time.Time {
	d.t.Helper()
	if n == nil {
		return time.Unix(int64(d.e.now())+1, 0).UTC()
	}
	h, err := d.e.emb.HeaderByNumber(d.e.ctx, n)
	must(d.t, err)
	return time.Unix(int64(h.Time), 0).UTC()
}

// move sends m by m.By's account to both games and checks that they
// agree on accepting it (and, when it reached the contract, on the kind
// of error), then compares the games.
func (d *diffGame) move(what string, m game.Move) bool {
	d.t.Helper()
	acct := d.accts[m.By]
	if m.By > game.Challenger {
		acct = d.accts[game.None]
	}
	var cerr error
	var block *big.Int
	method, data, perr := d.e.c.packMove(d.id, 0, m, nil)
	if perr != nil {
		cerr = perr
	} else {
		r, err := d.e.c.send(d.e.ctx, acct, method, d.e.c.addrs.DisputeGame, data, nil)
		if err != nil {
			cerr = asGameError(err)
			if !errors.Is(err, ErrReverted) {
				d.t.Fatalf("%s %+v: %v", what, m, err)
			}
		} else {
			block = r.BlockNumber
		}
	}
	_, rerr := d.ref.Step(d.blockTime(block), m)
	if errors.Is(rerr, game.ErrDeadline) {
		// A late move: the reference ends the game at once, the contract
		// when someone calls timeout.
		if !errors.Is(cerr, game.ErrDeadline) {
			d.t.Fatalf("%s %+v: contract %v, reference %v", what, m, cerr, rerr)
		}
		d.stats["late move"]++
		return false
	}
	if (cerr == nil) != (rerr == nil) {
		d.t.Fatalf("%s %+v: contract %v, reference %v", what, m, cerr, rerr)
	}
	if cerr != nil && perr == nil && gameErrClass(cerr) != gameErrClass(rerr) {
		d.t.Fatalf("%s %+v: contract %v, reference %v", what, m, cerr, rerr)
	}
	if cerr == nil {
		d.last = &m
		d.stats["accepted "+what]++
	} else {
		d.stats[fmt.Sprintf("rejected %s (%v)", what, gameErrClass(rerr))]++
	}
	d.compare(what)
	return cerr == nil
}

// compare checks that the contract's view of the game is the reference's:
// phase, party to move, turn, deadline, range, split points and posted
// hash, agreed hash, pinned step and entry, trace lengths, reveals and
// outcome.
func (d *diffGame) compare(what string) {
	d.t.Helper()
	cv, err := d.e.c.GameView(d.e.ctx, d.id)
	if err != nil {
		d.t.Fatalf("after %s: %v", what, err)
	}
	rv := d.ref.View()
	fail := func(field string, c, r any) {
		d.t.Helper()
		d.t.Fatalf("after %s: %s: contract %v, reference %v\ncontract  %+v\nreference %+v", what, field, c, r, cv, rv)
	}
	type pair struct {
		name string
		c, r any
	}
	ps := []pair{
		{"phase", cv.Phase, rv.Phase}, {"to move", cv.ToMove, rv.ToMove}, {"turn", cv.Turn, rv.Turn},
		{"steps", cv.Steps, rv.Steps}, {"arity", cv.Arity, rv.Arity},
		{"lo", cv.Lo, rv.Lo}, {"hi", cv.Hi, rv.Hi}, {"agreed", cv.Agreed, rv.Agreed},
		{"step", cv.Step, rv.Step}, {"pre", cv.Pre, rv.Pre}, {"count", cv.Count, rv.Count},
		{"length", cv.Length, rv.Length}, {"solver count", cv.SolverCount, rv.SolverCount},
		{"challenger count", cv.ChallengerCount, rv.ChallengerCount}, {"entry", cv.Entry, rv.Entry},
		{"solver's hash at hi", cv.HiSolver, rv.HiSolver}, {"challenger's hash at hi", cv.HiChallenger, rv.HiChallenger},
		{"winner", cv.Outcome.Winner, rv.Outcome.Winner},
	}
	if rv.Phase == game.PhaseSteps || rv.Phase == game.PhaseEntries {
		ps = append(ps, pair{"points", cv.Points, rv.Points}, pair{"posted", cv.Posted, rv.Posted}, pair{"poster", cv.Poster, rv.Poster})
	}
	if rv.ToMove != game.None {
		ps = append(ps, pair{"deadline", cv.Deadline.Unix(), rv.Deadline.Unix()})
	}
	for _, p := range ps {
		if !reflect.DeepEqual(p.c, p.r) {
			fail(p.name, p.c, p.r)
		}
	}
}

// referee has the referee set rule r on both games (two votes; the second
// rules).
func (d *diffGame) referee(what string, r [32]byte) {
	d.t.Helper()
	if _, err := d.ref.Resolve(r); err != nil {
		d.t.Fatal(err)
	}
	must(d.t, d.e.c.VoteRuling(d.e.ctx, d.e.referees[0], d.id, r))
	must(d.t, d.e.c.VoteRuling(d.e.ctx, d.e.referees[1], d.id, r))
	d.stats[what]++
	d.compare(what)
}

// randomMove is a move that is mostly wrong: by a random party, of a
// random kind, with a turn number that may be stale, a random index or
// count, hashes that are random or the right ones for another move, and
// state proofs cut short, swapped, lengthened or changed.
func randomMove(rng *rand.Rand, v game.View, good game.Move) game.Move {
	m := good
	if good.State != nil && rng.IntN(2) == 0 {
		p := *good.State
		switch rng.IntN(4) {
		case 0:
			m.State = nil
		case 1:
			p.Digest[rng.IntN(32)] ^= 1
		case 2:
			p.Step++
		default:
			p.Adam = append(p.Adam, p.Adam[0])
		}
		if m.State != nil {
			m.State = &p
		}
		return m
	}
	if good.Kind == game.Prove && rng.IntN(2) == 0 {
		pre := append([]game.Hash(nil), good.PreProof...)
		post := append([]game.Hash(nil), good.PostProof...)
		switch rng.IntN(5) {
		case 0:
			pre, post = post, pre
		case 1:
			post = post[:len(post)/2]
		case 2:
			pre = append(pre, game.Hash{byte(rng.IntN(256))})
		case 3:
			if len(post) > 0 {
				post[rng.IntN(len(post))][0] ^= 1
			} else {
				post = []game.Hash{{1}}
			}
		default:
			m.Hashes = []game.Hash{v.Agreed}
		}
		m.PreProof, m.PostProof = pre, post
		return m
	}
	switch rng.IntN(8) {
	case 0:
		m.By = game.Party(rng.IntN(3))
	case 1:
		m.Turn += rng.IntN(3) - 1
	case 2:
		m.Kind = game.Kind(1 + rng.IntN(5))
	case 3:
		m.Index = rng.IntN(4) - 1
	case 4:
		m.Count = []int{0, 1, v.Count, v.Count + 1, v.SolverCount, int(game.MaxEntries), -1}[rng.IntN(7)]
	case 5:
		m.Hashes = m.Hashes[:len(m.Hashes)/2]
	case 6:
		m.Hashes = append(append([]game.Hash(nil), m.Hashes...), game.Hash{byte(rng.IntN(256))})
	default:
		m.Hashes = append([]game.Hash(nil), m.Hashes...)
		for i := range m.Hashes {
			switch rng.IntN(3) {
			case 0:
				m.Hashes[i] = game.Hash{byte(rng.IntN(256)), 1}
			case 1:
				m.Hashes[i] = v.Agreed
			default:
				m.Hashes[i] = v.HiSolver
			}
		}
		if len(m.Hashes) == 0 {
			m.Hashes = []game.Hash{{7}}
		}
	}
	return m
}

// TestDifferentialGame drives random games move by move through
// dispute/game.Game (the reference: Entries 0, so lengths are opened, and
// arity 2) and the DisputeGame contract on the embedded chain: random
// step counts up to 300 and trace lengths up to 48, random lies by either
// party or both (an entry, the state hashes alone, the trace length), a
// party that switches data mid-game, replayed, stale, out-of-turn and
// malformed moves, early and real timeouts of silent parties, late moves,
// and random referee rulings. After every move the two must agree on
// accepting it (and on dispute/game's error class when the contract
// rejects it), and then on the phase, party to move, turn, deadline,
// range, split points, posted hash, agreed hash, pinned step and entry,
// trace lengths, reveals and outcome.
func TestDifferentialGame(t *testing.T) {
	games := 48
	if testing.Short() {
		games = 24
	}
	e := newTestEnv(t)
	sub, solver, chal, stranger := e.accts[1], e.accts[2], e.accts[3], e.accts[4]
	rng := rand.New(rand.NewPCG(7, 0xd1ff))
	stats := map[string]int{}
	for n := range games {
		T := uint64(1 + rng.IntN(300))
		if n%8 == 0 {
			T = uint64(1 + rng.IntN(3))
		}
		G := uint64(1 + rng.IntN(48))
		honest := trace{steps: T, entries: G}
		lie := func(tag string) trace {
			l := honest
			l.badStep, l.badEntry, l.tag = uint64(1+rng.IntN(int(T))), uint64(rng.IntN(int(G)+1)), tag
			if rng.IntN(4) == 0 {
				l.badEntry = G // the state hashes alone
			}
			if rng.IntN(4) == 0 {
				l.extra = rng.IntN(7) - 3
				if rng.IntN(2) == 0 {
					l.badEntry = G // the length alone (and the state hashes)
				}
			}
			return l
		}
		data := map[game.Party]trace{game.Solver: honest, game.Challenger: honest}
		switch rng.IntN(5) {
		case 0, 1:
			data[game.Solver] = lie("s")
		case 2, 3:
			data[game.Challenger] = lie("c")
		default:
			data[game.Solver], data[game.Challenger] = lie("s"), lie("c")
		}
		if n%6 == 3 {
			// A lie about one step's trace length alone (and the state
			// hashes from it on): shorter, so that the liar cannot prove
			// where its trace ends, or longer, so that the honest party
			// proves where its own does.
			l := trace{steps: T, entries: max(G, 2), badStep: uint64(1 + rng.IntN(int(T))), tag: "len"}
			l.badEntry, l.extra = l.entries, []int{-1, 1}[n/6%2]
			honest.entries = l.entries
			data = map[game.Party]trace{game.Solver: honest, game.Challenger: honest}
			data[game.Party(1+rng.IntN(2))] = l
		}
		sTr, cTr := data[game.Solver], data[game.Challenger]
		if sTr.state(T) == cTr.state(T) {
			data[game.Challenger] = lie("c2")
			cTr = data[game.Challenger]
		}
		p := taskParams(T, milli(10))
		p.PricePerWork = big.NewInt(1e12)
		id, err := e.c.SubmitTask(e.ctx, sub, p)
		must(t, err)
		ds := e.commitAndReveal(id, solver, resultOf(sTr, 1), []*Account{chal}, []Verdict{verdictOf(cTr, 1)})
		if len(ds) != 1 {
			t.Fatalf("game %d: disputes %v", n, ds)
		}
		timeout := time.Duration(p.MoveTimeout) * time.Second
		root := sTr.root()
		ref, _, err := game.New(game.Config{Steps: int(T), Initial: honest.state(0), SolverFinal: sTr.state(T), ChallengerFinal: cTr.state(T),
			Timeout: timeout, Arity: GameArity, StateRoot: &root, ChallengerSplit: cTr.player(game.Challenger).OpeningSplit(int(T), GameArity)}, time.Unix(int64(e.now()), 0).UTC())
		must(t, err)
		d := &diffGame{e: e, t: t, id: ds[0], ref: ref, stats: stats, timeout: timeout,
			accts: map[game.Party]*Account{game.None: stranger, game.Solver: solver, game.Challenger: chal}}
		d.compare("open")
		players := map[game.Party]*game.Player{game.Solver: sTr.player(game.Solver), game.Challenger: cTr.player(game.Challenger)}
		switched := map[game.Party]bool{}
		silentAt := -1
		if rng.IntN(4) == 0 {
			silentAt = rng.IntN(25)
		}
		if n%6 == 3 {
			silentAt = -1 // the length alone decides
		}
		refereeSilent := false
	play:
		for moves := 0; ; moves++ {
			if moves > 400 {
				t.Fatalf("game %d does not end", n)
			}
			rv := d.ref.View()
			if rv.Phase == game.PhaseDone {
				stats[fmt.Sprintf("outcome %s", rv.Outcome.Winner)]++
				break play
			}
			if rv.Phase == game.PhaseReferee {
				stats["referee due"]++
				switch r := rng.IntN(10); {
				case stats["referee due"]%6 == 0:
					// A silent referee set: the contract voids the game
					// (dispute/game has no referee deadline).
					e.warp(timeout + time.Second)
					must(t, e.c.Timeout(e.ctx, e.accts[6], d.id))
					g, err := e.c.Game(e.ctx, d.id)
					must(t, err)
					if g.Outcome != OutcomeVoid {
						t.Fatalf("game %d: a silent referee gave outcome %d", n, g.Outcome)
					}
					stats["silent referee"]++
					refereeSilent = true
				default:
					// The honest ruling, either party's entry (the one that
					// extends the agreed chain hash to its own), or another.
					choices := []game.Hash{honest.ruling(rv), sTr.claim(rv), cTr.claim(rv), {byte(r)}}
					d.referee("ruling", choices[rng.IntN(len(choices))])
				}
				if rv.Length {
					stats["op entry refereed in a length dispute"]++
				} else if rv.Entry == rv.Count {
					stats["state entry pinned"]++
				}
				if refereeSilent {
					break play
				}
				continue
			}
			if rv.Turn == silentAt {
				// The party to move goes silent: timing it out early is
				// refused; after its deadline its move is late, and the
				// timeout ends the game against it.
				if err := e.c.Timeout(e.ctx, stranger, d.id); !IsRevert(err, "DeadlineNotReached") {
					t.Fatalf("game %d: early timeout: %v", n, err)
				}
				if ev := d.ref.Tick(d.blockTime(nil)); ev != nil {
					t.Fatalf("game %d: the reference timed out early: %v", n, ev)
				}
				e.warp(timeout + time.Second)
				if m, ok := players[rv.ToMove].Move(rv); ok && rng.IntN(2) == 0 {
					d.move("late move", m)
				}
				must(t, e.c.Timeout(e.ctx, stranger, d.id))
				d.ref.Tick(d.blockTime(nil))
				d.compare("timeout")
				stats["silent party"]++
				continue
			}
			good, ok := players[rv.ToMove].Move(rv)
			if !ok && rv.Length && rv.Prove {
				// The end of the shorter trace, which its party cannot
				// prove: it goes silent.
				stats["end of a shorter trace unproven"]++
				silentAt = rv.Turn
				continue
			}
			if !ok {
				t.Fatalf("game %d: no move in %+v", n, rv)
			}
			if good.State != nil {
				stats["end of a shorter trace proven"]++
			}
			cv, err := e.c.GameView(e.ctx, d.id)
			must(t, err)
			if fromChain, _ := players[rv.ToMove].Move(cv); !reflect.DeepEqual(fromChain, good) {
				t.Fatalf("game %d: the player moves %+v on the contract's view, %+v on the reference's", n, fromChain, good)
			}
			r := rng.IntN(20)
			if n%6 == 3 && r >= 2 && r < 7 {
				r = 7 // no change of story: the length alone decides
			}
			switch {
			case r < 2 && d.last != nil:
				d.move("replay", *d.last)
			case r < 6:
				if m := randomMove(rng, rv, good); d.move("random move", m) && !reflect.DeepEqual(m, good) {
					switched[rv.ToMove] = true
				}
			case r < 7:
				// The party plays this move from other data (it changes
				// its story mid-game).
				other := lie("x")
				if rng.IntN(2) == 0 {
					other = honest
				}
				if m, ok := other.player(rv.ToMove).Move(rv); ok && d.move("move from other data", m) && !reflect.DeepEqual(m, good) {
					switched[rv.ToMove] = true
				}
			case r < 8:
				if err := e.c.Timeout(e.ctx, stranger, d.id); !IsRevert(err, "DeadlineNotReached") {
					t.Fatalf("game %d: early timeout: %v", n, err)
				}
				d.compare("early timeout")
			default:
				if !d.move("player move", good) {
					// Possible only after a party changed its story, and
					// refused by both games: the mover has nothing left to
					// play and goes silent. (When the solver picked a half
					// whose end it does not dispute, an honest challenger's
					// reveal can be refused as equal to the solver's: a
					// flaw of dispute/game's design that the contract
					// shares.)
					if !switched[game.Solver] && !switched[game.Challenger] {
						t.Fatalf("game %d (solver %+v, challenger %+v): the player's move %+v was rejected by both in %+v", n, sTr, cTr, good, rv)
					}
					stats["player stuck after a change of story"]++
					silentAt = rv.Turn
				}
			}
		}
		if !refereeSilent {
			d.compare("end")
			if d.last != nil {
				d.move("move after the end", *d.last)
			}
		}
		// The market took the outcome.
		vs, err := e.c.Verifiers(e.ctx, id)
		must(t, err)
		g, err := e.c.Game(e.ctx, d.id)
		must(t, err)
		if vs[0].Outcome != g.Outcome {
			t.Fatalf("game %d: market records outcome %d, game %d", n, vs[0].Outcome, g.Outcome)
		}
	}
	t.Logf("%d games: %v", games, stats)
	for _, k := range []string{"silent party", "silent referee", "late move", "state entry pinned", "ruling", "rejected move after the end (game: finished)", "outcome solver", "outcome challenger", "outcome none",
		"end of a shorter trace proven", "end of a shorter trace unproven", "accepted player move"} {
		if stats[k] == 0 {
			t.Errorf("no %q in %d games: the games explore too little", k, games)
		}
	}
}
