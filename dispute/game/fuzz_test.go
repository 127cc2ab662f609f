package game

import (
	"reflect"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// fuzzPlayers returns two players over T steps with traces of n entries
// whose data diverge from step d on.
func fuzzPlayers(T, n, d int) map[Party]*Player {
	ps := map[Party]*Player{}
	for _, p := range []Party{Solver, Challenger} {
		tag := byte(p)
		ps[p] = &Player{Role: p,
			States: func(k int) Hash {
				h := Hash{byte(k), byte(k >> 8)}
				if k >= d {
					h[31] = tag
				}
				return h
			},
			Trace: func(s int) []repops.TraceEntry {
				tr := make([]repops.TraceEntry, n)
				for i := range tr {
					tr[i].Output = repops.Hash{byte(i), byte(s)}
					if s == d && i >= n/2 {
						tr[i].Output[31] = tag
					}
				}
				return tr
			}}
	}
	return ps
}

// FuzzGameMoves feeds sequences of honest and random moves and ticks: the
// game never panics, rejected moves change nothing, accepted ones advance
// the turn by one, the range stays inside the game and a finished game
// stays finished. Some games know the solver's state root (its own, or
// one it cannot prove against), and random moves include proves with
// random proofs.
func FuzzGameMoves(f *testing.F) {
	f.Add([]byte{8, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 3, 1, 9, 0, 2, 1, 0, 1, 0, 7, 7, 7})
	f.Add([]byte{200, 5, 0, 0, 3, 1, 2, 0, 3, 0, 4, 0, 5, 1})
	f.Add([]byte{9, 0x42, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0x31, 0, 0, 0, 0})
	f.Add([]byte{3, 0xc2, 1, 0, 0, 0, 0, 0, 0, 4, 0x30, 3, 0x9f, 0, 0})
	f.Add([]byte{6, 2, 0xc3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{7, 0x42, 0xc5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		T, arity := 1+int(data[0]), 2+int(data[1]%4)
		n := 1 + int(data[2]%17)
		d := 1 + int(data[0])%T
		ps := fuzzPlayers(T, n, d)
		t0 := time.Unix(0, 0)
		entries := n
		if data[2]&0x80 != 0 {
			entries = 0 // lengths not fixed by the game
		}
		var root *Hash
		if data[1]&0x40 != 0 {
			leaves := make([]commit.Hash, T)
			for k := range leaves {
				leaves[k] = ps[Solver].States(k + 1)
			}
			r, err := commit.Root(leaves)
			if err != nil {
				t.Fatal(err)
			}
			if data[1]&0x80 != 0 {
				r[0] ^= 1 // a root the solver cannot prove against
			}
			root = &r
		}
		cfg := Config{Steps: T, Entries: entries, Initial: ps[Solver].States(0), SolverFinal: ps[Solver].States(T),
			ChallengerFinal: ps[Challenger].States(T), Timeout: time.Minute, Arity: arity, StateRoot: root}
		if entries == 0 && data[2]&0x40 != 0 {
			// Committed lengths, one per step, that differ at step d
			// when data[0] is odd: the game knows G at the steps where
			// they agree.
			cfg.SolverLengths, cfg.ChallengerLengths = make([]int, T), make([]int, T)
			for k := range T {
				cfg.SolverLengths[k], cfg.ChallengerLengths[k] = n, n
			}
			if data[0]&1 != 0 {
				cfg.ChallengerLengths[d-1]++
			}
		}
		g, _, err := New(cfg, t0)
		if err != nil {
			t.Fatal(err)
		}
		now := t0
		for i := 3; i+1 < len(data); i += 2 {
			op, x := data[i], data[i+1]
			before := g.View()
			now = now.Add(time.Duration(x%8) * time.Second)
			var m Move
			switch op % 6 {
			case 0, 1, 2:
				if before.ToMove == None {
					if before.Phase == PhaseReferee {
						if _, err := g.Resolve(Hash{x}); err != nil {
							t.Fatal(err)
						}
					}
					continue
				}
				m, _ = ps[before.ToMove].Move(before)
			case 3:
				if ev := g.Tick(now.Add(time.Duration(x) * time.Second)); ev != nil {
					if o, done := g.Outcome(); !done || o.Winner != before.ToMove.Other() {
						t.Fatalf("timeout of %s gave %+v", before.ToMove, o)
					}
				}
				continue
			default:
				m = Move{By: Party(x % 3), Turn: before.Turn + int(x>>6) - 1, Kind: Kind(op % 5), Index: int(x%5) - 1, Count: int(x % 9)}
				for k := 0; k < int(x>>5); k++ {
					m.Hashes = append(m.Hashes, Hash{byte(k), x})
				}
				if x&0x10 != 0 {
					// A prove with random proofs (or proofs in another move).
					if x&0x08 != 0 {
						m.Kind = Prove
					}
					m.PreProof, m.PostProof, m.Hashes = m.Hashes[:len(m.Hashes)/2], m.Hashes[len(m.Hashes)/2:], nil
				}
				if x&0x04 != 0 {
					// A state proof that cannot check out (or one in
					// another move).
					m.State = &StateProof{Layout: Hash{x}, Step: uint64(x), Adam: make([]AdamOpening, 1+int(x%3))}
				}
			}
			ev, err := g.Step(now, m)
			after := g.View()
			switch {
			case err != nil && len(ev) == 0:
				if !reflect.DeepEqual(before, after) {
					t.Fatalf("rejected move %+v (%v) changed the game", m, err)
				}
			case err != nil:
				if after.Phase != PhaseDone {
					t.Fatalf("late move did not end the game: %v", err)
				}
			default:
				if after.Turn != before.Turn+1 {
					t.Fatalf("turn %d -> %d", before.Turn, after.Turn)
				}
			}
			if before.Phase == PhaseDone && !reflect.DeepEqual(before, after) {
				t.Fatal("a finished game changed")
			}
			if p := after.Phase; (p == PhaseSteps && (after.Lo < 0 || after.Hi > T || after.Lo >= after.Hi)) ||
				(p == PhaseEntries && (after.Lo < 0 || after.Hi > after.Count+1 || after.Lo >= after.Hi)) {
				t.Fatalf("range (%d,%d] in phase %s", after.Lo, after.Hi, p)
			}
		}
	})
}
