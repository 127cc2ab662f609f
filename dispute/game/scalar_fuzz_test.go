package game

import (
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/repops"
)

// scalarFuzzGame sets up a one-step game over one matmul entry (shapes
// and values from seed), or for seeds 2 mod 4 a layer_norm entry (whose
// scalar values keep running values in lanes), in which liar flipped
// element el of the output.
func scalarFuzzGame(seed uint64, liar Party, el int, opSet, arity int, compact bool) (*Game, map[Party]*Player) {
	rng := rand.New(rand.NewPCG(seed, 3))
	m, k, n := 1+rng.IntN(5), 1+rng.IntN(6), 1+rng.IntN(5)
	a, b := repops.Zeros(m, k), repops.Zeros(k, n)
	op, attrs, ins := "matmul", "transA=false,transB=false", []*repops.Tensor{a, b}
	switch seed % 4 {
	case 2:
		op, attrs, ins = "layer_norm", "eps=3727c5ac", []*repops.Tensor{a, repops.Zeros(k), repops.Zeros(k)}
	case 3:
		// One output element: in a compact game no descent, the openings
		// carry the element and the first scalar values.
		op, attrs, ins = "sum_all", "", []*repops.Tensor{a}
	}
	for _, x := range ins {
		for i := range x.Data {
			x.Data[i] = float32(rng.NormFloat64())
		}
	}
	outs, err := repops.ReplayEntry(opSet, repops.TraceEntry{Op: op, Attrs: attrs, Inputs: make([]repops.Hash, len(ins))}, ins, nil)
	if err != nil {
		panic(err)
	}
	out := outs[0]
	bad := out.Clone()
	i := el % len(bad.Data)
	bad.Data[i] = math.Float32frombits(math.Float32bits(bad.Data[i]) ^ 1)
	ps := map[Party]*Player{}
	for _, p := range []Party{Solver, Challenger} {
		o := out
		tag := byte(0)
		if p == liar {
			o, tag = bad, 1
		}
		e := repops.TraceEntry{Op: op, Attrs: attrs, Output: o.Hash()}
		for _, x := range ins {
			e.Inputs = append(e.Inputs, x.Hash())
		}
		ps[p] = &Player{Role: p,
			States:  func(k int) Hash { return Hash{byte(k), byte(k) * tag} },
			Trace:   func(int) []repops.TraceEntry { return []repops.TraceEntry{e} },
			Tensors: func(int, int) ([]*repops.Tensor, *repops.Tensor) { return ins, o }}
	}
	g, _, err := New(Config{Steps: 1, Entries: 1, Initial: ps[Solver].States(0), SolverFinal: ps[Solver].States(1),
		ChallengerFinal: ps[Challenger].States(1), Timeout: time.Minute, Arity: arity, Scalar: true, OpSet: opSet, Compact: compact}, time.Unix(0, 0))
	if err != nil {
		panic(err)
	}
	return g, ps
}

// mutate alters a move as byte x says: a hash, the index, the proofs or
// the opening (hostile shapes, roots and entries included).
func mutate(m Move, x, y byte) Move {
	m.Hashes = append([]Hash(nil), m.Hashes...)
	m.Proofs = append([]commit.ElementProof(nil), m.Proofs...)
	switch x % 10 {
	case 0:
		if len(m.Hashes) > 0 {
			m.Hashes[int(y)%len(m.Hashes)][31-int(y>>5)] ^= 1 << (y % 8)
		}
	case 1:
		m.Index = int(y%5) - 1
	case 2:
		m.Hashes = m.Hashes[:len(m.Hashes)*int(y%2)]
	case 3:
		m.Hashes = append(m.Hashes, commit.BitsLeaf(uint32(y)*0x01010101))
	case 4:
		if len(m.Proofs) > 0 {
			p := &m.Proofs[int(y)%len(m.Proofs)]
			p.Proof.Index, p.Proof.Leaves = uint64(y), uint64(y>>2)+1
		}
	case 5:
		m.Proofs = append(m.Proofs, commit.ElementProof{Bits: uint32(y), Proof: commit.Proof{Index: 0, Leaves: 1}})
	case 6:
		m.Proofs = nil
	case 7, 8:
		if m.Opening != nil {
			o := m.Opening.clone()
			switch y % 6 {
			case 0:
				o.Shapes[0] = []int{-1, int(y)}
			case 1:
				o.Shapes[0] = []int{1 << 20, 1 << 20}
			case 2:
				o.Shapes = append(o.Shapes, []int{2})
			case 3:
				o.Roots[int(y)%len(o.Roots)][0] ^= 1
			case 4:
				o.Entry.Attrs = "transA=true,transB=false" + strings.Repeat("x", int(y)*20)
			default:
				o.Shapes[len(o.Shapes)-1] = []int{int(y%4) + 1, int(y%3) + 1}
			}
			m.Opening = o
		}
	default:
		m.Opening = nil
	}
	return m
}

// FuzzScalarMoves plays phase-3 games over one matmul or layer_norm entry in which the
// honest party always makes its move and the liar sends its own moves,
// mutated ones (hashes, indices, proofs, hostile openings) or nothing:
// the game never panics, a rejected move changes nothing, an accepted
// one advances the turn, and the honest party never loses.
func FuzzScalarMoves(f *testing.F) {
	f.Add(uint64(1), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(2), []byte{1, 7, 40, 3, 9, 4, 11, 6, 2, 5, 1, 8, 200, 0, 3})
	f.Add(uint64(9), []byte{0xff, 0x10, 0x24, 0x31, 0x47, 0x52, 0x66, 0x79, 0x80, 0x93})
	f.Add(uint64(4), []byte{0xff, 0x10, 0x24, 0x31, 0x47, 0x52, 0x66, 0x79, 0x80, 0x93})
	f.Add(uint64(3), []byte{1, 7, 40, 3, 9, 4, 11, 6, 2, 5, 1, 8, 200, 0, 3})
	f.Add(uint64(6), []byte{0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(10), []byte{1, 7, 40, 3, 9, 4, 11, 6, 2, 5, 1, 8, 200, 0, 3})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		if len(data) < 2 {
			return
		}
		liar := Party(1 + data[0]%2)
		opSet, arity := 1+int(data[0]>>1)%2, 2+int(data[0]>>2)%3
		// Odd seeds play compact games (phase 3 with no moves of its own).
		g, ps := scalarFuzzGame(seed, liar, int(data[1]), opSet, arity, seed%2 == 1)
		now := time.Unix(0, 0)
		for i := 2; i+2 < len(data) && i < 200; i += 3 {
			v := g.View()
			if v.Phase == PhaseDone {
				break
			}
			if v.Phase == PhaseReferee {
				// The liar did not open the entry, or opened another: the
				// referee recomputes it (the honest party's entry).
				if v.Why == "" {
					t.Fatal("a reducible entry went to the referee without a reason")
				}
				if _, err := g.Resolve(EntryHash(ps[liar.Other()].Trace(1)[0])); err != nil {
					t.Fatal(err)
				}
				break
			}
			now = now.Add(time.Second)
			m, ok := ps[v.ToMove].Move(v)
			if v.ToMove == liar {
				switch op := data[i] % 4; {
				case op == 0 && ok:
				case op == 3:
					g.Tick(now.Add(2 * time.Minute))
					continue
				default:
					m = mutate(m, data[i+1], data[i+2])
					m.By, m.Turn = liar, v.Turn
				}
			} else if !ok {
				t.Fatalf("the honest %s has no move in %+v", v.ToMove, v)
			}
			_, err := g.Step(now, m)
			after := g.View()
			switch {
			case err != nil && v.ToMove != liar:
				t.Fatalf("the honest %s's move was rejected: %v", v.ToMove, err)
			case errors.Is(err, ErrDeadline):
				// The liar's tries ran past its deadline: it lost.
			case err != nil:
				if !reflect.DeepEqual(v, after) {
					t.Fatalf("rejected move (%v) changed the game", err)
				}
			case after.Turn != v.Turn+1:
				t.Fatalf("turn %d -> %d", v.Turn, after.Turn)
			}
		}
		if out, done := g.Outcome(); done && out.Winner != liar.Other() {
			t.Fatalf("liar %s: outcome %+v", liar, out)
		}
	})
}
