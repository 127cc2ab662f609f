package scalartest

import (
	"context"
	"crypto/sha256"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm/runtime"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/dispute/play"
	"github.com/synod-net/synod/internal/commit"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/repops"
)

const stateSpec = `
version = 1
seed = 5
steps = 10
checkpoint_interval = 4
[model]
kind = "transformer"
[model.transformer]
vocab = 16
context = 8
dim = 16
layers = 1
heads = 2
ff_mult = 2
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
`

// stateCase is one postState call: the agreed hashes and the proof, or
// in raw the encoded updates themselves.
type stateCase struct {
	pre, agreed game.Hash
	p           *game.StateProof
	raw         []byte
}

// seal makes the case's agreed hashes those of its (altered) proof, so
// that the call reaches the step and the openings.
func (c *stateCase) seal() {
	c.pre = commit.StateHashOf(c.p.Layout, c.p.Step, uint32(3*len(c.p.Adam)), c.p.Digest)
	ch := c.p.Start
	for k, a := range c.p.Adam {
		e := repops.TraceEntry{Op: "adamw", Attrs: "param=" + strconv.Itoa(k) + string(c.p.Attrs)}
		for _, x := range a.Inputs {
			e.Inputs = append(e.Inputs, repops.Hash(x))
		}
		out := sha256.New()
		for _, t := range a.Tensors {
			out.Write(t[:])
		}
		e.Output = repops.Hash(out.Sum(nil))
		ch = game.ChainNext(ch, game.EntryHash(e))
	}
	c.agreed = ch
}

func (c *stateCase) clone() *stateCase {
	q := &game.StateProof{Layout: c.p.Layout, Step: c.p.Step, Digest: c.p.Digest, Start: c.p.Start, Attrs: append([]byte(nil), c.p.Attrs...)}
	for _, a := range c.p.Adam {
		a.Inputs = append([]game.Hash(nil), a.Inputs...)
		q.Adam = append(q.Adam, a)
	}
	return &stateCase{pre: c.pre, agreed: c.agreed, p: q}
}

// goPost is dispute/game's answer to the case.
func (c *stateCase) goPost() (game.Hash, error) {
	p := c.p
	if c.raw != nil {
		q := &game.StateProof{Layout: c.p.Layout, Step: c.p.Step, Digest: c.p.Digest}
		if err := q.DecodeUpdates(c.raw); err != nil {
			return game.Hash{}, err
		}
		p = q
	}
	return game.StatePost(c.pre, c.agreed, p)
}

// stateJudge is StateJudge in the in-memory EVM.
type stateJudge struct {
	cfg  *runtime.Config
	addr common.Address
	c    *chainGame
}

func newStateJudge(t *testing.T) *stateJudge {
	code, a := loadContract(t, "StateJudge")
	cfg := &runtime.Config{GasLimit: 30_000_000, Origin: deployer, Time: 1_000_000}
	_, addr, _, err := runtime.Create(code, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &stateJudge{cfg: cfg, addr: addr, c: &chainGame{cfg: cfg, gameABI: a}}
}

// post calls postState: the hash, the call's gas (calldata included), or
// the revert.
func (s *stateJudge) post(c *stateCase) (game.Hash, uint64, error) {
	updates := c.raw
	if updates == nil {
		updates = c.p.EncodeUpdates()
	}
	out, gas, err := s.c.call(deployer, s.addr, s.c.gameABI, "postState", [32]byte(c.pre), [32]byte(c.agreed), [32]byte(c.p.Layout), c.p.Step, [32]byte(c.p.Digest), updates)
	if err != nil {
		return game.Hash{}, gas, err
	}
	var h game.Hash
	copy(h[:], out)
	return h, gas, nil
}

// realStateCases runs a small training job and returns the state proof of
// each of its steps with the receipt's post-state hashes.
func realStateCases(t *testing.T) ([]*stateCase, []game.Hash) {
	ctx := context.Background()
	spec, err := job.DecodeSpec([]byte(stateSpec))
	if err != nil {
		t.Fatal(err)
	}
	id, err := identity.Generate()
	if err != nil {
		t.Fatal(err)
	}
	st := job.NewMemStore()
	r, err := job.Run(ctx, spec, st, id)
	if err != nil {
		t.Fatal(err)
	}
	var cases []*stateCase
	var want []game.Hash
	for s := 1; s <= spec.Steps; s++ {
		d, err := play.Regenerate(ctx, r, st, s)
		if err != nil {
			t.Fatal(err)
		}
		p, err := game.NewStateProof(d.Pre, d.Entries, d.Post)
		if err != nil {
			t.Fatal(err)
		}
		c := &stateCase{p: p}
		c.seal()
		cases = append(cases, c)
		want = append(want, game.Hash(r.StateHashes[s-1]))
	}
	return cases, want
}

// TestStateJudgeDifferential: the contract's postState and
// dispute/game's StatePost give the same post-state hash for every step
// of a real training job (the one the job committed), and accept and
// reject alike, with the same hash, a few thousand altered proofs: the
// pre-state's opening with another layout, digest or step (0, the
// largest, one below it); openings reordered, cut short, duplicated,
// with other inputs, tensors, shared attributes or start; encoded updates
// flipped, cut, extended or with counts out of range; and proofs bound
// to other agreed hashes.
func TestStateJudgeDifferential(t *testing.T) {
	sj := newStateJudge(t)
	cases, want := realStateCases(t)
	var maxGas uint64
	for i, c := range cases {
		h, gas, err := sj.post(c)
		if err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
		g, err := c.goPost()
		if err != nil || g != h || h != want[i] {
			t.Fatalf("step %d: contract %x, Go %x (%v), committed %x", i+1, h[:6], g[:6], err, want[i][:6])
		}
		maxGas = max(maxGas, gas)
	}
	t.Logf("%d real steps: updates %d bytes, %d parameters; postState at most %d gas (calldata included)",
		len(cases), len(cases[0].p.EncodeUpdates()), len(cases[0].p.Adam), maxGas)

	rng := rand.New(rand.NewPCG(7, 11))
	stateEdits := []func(p *game.StateProof){
		func(p *game.StateProof) { p.Layout[rng.IntN(32)] ^= byte(1 << rng.IntN(8)) },
		func(p *game.StateProof) { p.Digest[rng.IntN(32)] ^= byte(1 << rng.IntN(8)) },
		func(p *game.StateProof) {
			p.Step = []uint64{0, 1, p.Step + 1, p.Step ^ 1<<40, math.MaxUint64 - 1, math.MaxUint64}[rng.IntN(6)]
		},
	}
	adamEdits := []func(p *game.StateProof){
		func(p *game.StateProof) {
			i, j := rng.IntN(len(p.Adam)), rng.IntN(len(p.Adam))
			p.Adam[i], p.Adam[j] = p.Adam[j], p.Adam[i]
		},
		func(p *game.StateProof) { p.Adam = p.Adam[:rng.IntN(len(p.Adam))] },
		func(p *game.StateProof) { p.Adam = append(p.Adam, p.Adam[0]) },
		func(p *game.StateProof) { p.Adam[rng.IntN(len(p.Adam))].Tensors[rng.IntN(3)][rng.IntN(32)] ^= 1 },
		func(p *game.StateProof) {
			a := &p.Adam[rng.IntN(len(p.Adam))]
			a.Inputs[rng.IntN(len(a.Inputs))][3] ^= 8
		},
		func(p *game.StateProof) {
			a := &p.Adam[rng.IntN(len(p.Adam))]
			a.Inputs = a.Inputs[:rng.IntN(len(a.Inputs))]
		},
		func(p *game.StateProof) {
			attrs := []string{"", ",", "x", ",step=1", "0,step=1", string(p.Attrs) + "0", string(p.Attrs[:len(p.Attrs)/2])}
			p.Attrs = []byte(attrs[rng.IntN(len(attrs))])
		},
		func(p *game.StateProof) { p.Start[rng.IntN(32)] ^= 1 },
	}
	rawEdits := []func(b []byte) []byte{
		func(b []byte) []byte { b[rng.IntN(len(b))] ^= byte(1 << rng.IntN(8)); return b },
		func(b []byte) []byte { return b[:rng.IntN(len(b))] },
		func(b []byte) []byte { return append(b, byte(rng.IntN(3))) },
		func(b []byte) []byte {
			// The first opening's input count, out of range or off by one.
			na := int(b[32])<<8 | int(b[33])
			b[34+na] = []byte{17, 255, b[34+na] + 1, b[34+na] - 1}[rng.IntN(4)]
			return b
		},
		func(b []byte) []byte { b[32], b[33] = byte(rng.IntN(256)), byte(rng.IntN(256)); return b },
	}
	agree, ok := 0, 0
	for n := range 3000 {
		c := cases[rng.IntN(len(cases))].clone()
		switch n % 4 {
		case 0:
			stateEdits[rng.IntN(len(stateEdits))](c.p)
		case 1, 2:
			adamEdits[rng.IntN(len(adamEdits))](c.p)
		}
		if rng.IntN(10) > 0 {
			c.seal()
		}
		if n%4 == 3 {
			c.raw = rawEdits[rng.IntN(len(rawEdits))](c.p.EncodeUpdates())
		}
		h, _, cerr := sj.post(c)
		g, gerr := c.goPost()
		if (cerr == nil) != (gerr == nil) || h != g {
			t.Fatalf("case %d: contract %x (%v), Go %x (%v)", n, h[:6], cerr, g[:6], gerr)
		}
		agree++
		if gerr == nil {
			ok++
		}
	}
	t.Logf("%d altered proofs: the contract and Go agree on all, %d accepted (the same hash)", agree, ok)
	if ok == 0 || ok == agree {
		t.Fatalf("%d of %d accepted: the cases exercise nothing", ok, agree)
	}
}
