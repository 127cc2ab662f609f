package chain

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// sampleTask is a task record as the market returns it mid-flight.
func sampleTask() Task {
	return Task{
		Submitter: common.HexToAddress("0x01"), Status: TaskRevealed, Seeded: true, VerifierCount: 2,
		Solver: common.HexToAddress("0x02"), Deadline: 1000, Steps: 8, MaxWork: 100, WorkUsed: 60, DrawBlock: 5,
		SolveTimeout: 1, VerifyWindow: 1, RevealTimeout: 1, MoveTimeout: 1,
		PricePerWork: big.NewInt(10), Fee: big.NewInt(1000), Stake: big.NewInt(7), Held: big.NewInt(1021),
		ParentTaskId: new(big.Int), FinalStateHash: h32("f"), SpecCid: "bafy-spec", DataCid: "d", CheckpointCid: "c",
	}
}

// FuzzCheckTask fuzzes the decoding of a task record read from the chain
// (the return data of TaskMarket.task) and CheckTask. Properties: nothing
// panics; a rejection wraps ErrBadChainData; an accepted record keeps the
// invariants the driver relies on.
func FuzzCheckTask(f *testing.F) {
	out := marketABI.GetABI().Methods["task"].Outputs
	for _, mut := range []func(*Task){
		func(*Task) {},
		func(t *Task) { t.WorkUsed = 101 },
		func(t *Task) { t.Status = 9 },
		func(t *Task) { t.Fee = big.NewInt(999) },
		func(t *Task) { t.Forced, t.WrongFinalHash = true, t.FinalStateHash },
		func(t *Task) { t.Solver = t.Submitter },
		func(t *Task) { t.Held = big.NewInt(5000) },
		func(t *Task) {
			t.Status, t.WhistleblowerCount, t.OpenDisputes, t.Held = TaskDisputed, 1, 3, big.NewInt(1028)
		},
		func(t *Task) { t.Status, t.WhistleblowerCount, t.OpenDisputes = TaskRevealed, 1, 1 },
	} {
		tk := sampleTask()
		mut(&tk)
		data, err := out.Pack(tk)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		tk, err := marketABI.UnpackTask(data)
		if err != nil {
			return
		}
		if err := CheckTask(tk); err != nil {
			if !errors.Is(err, ErrBadChainData) {
				t.Fatalf("rejection %v does not wrap ErrBadChainData", err)
			}
			return
		}
		fee := new(big.Int).Mul(new(big.Int).SetUint64(tk.MaxWork), tk.PricePerWork)
		if tk.Status < TaskOpen || tk.Status > TaskCancelled || tk.WorkUsed > tk.MaxWork || tk.Fee.Cmp(fee) != 0 ||
			tk.Submitter == (common.Address{}) || tk.Stake.Sign() <= 0 || tk.VerifierCount > MaxVerifiersLimit ||
			tk.WhistleblowerCount > MaxVerifiersLimit || int(tk.OpenDisputes) > int(tk.VerifierCount)+int(tk.WhistleblowerCount) {
			t.Fatalf("accepted a nonsense task %+v", tk)
		}
	})
}

// FuzzDecodeTaskSubmitted fuzzes DecodeTaskSubmitted, which reads the task
// pool from chain logs. Properties: nothing panics; a rejection wraps
// ErrBadChainData; an accepted event has an ID, a submitter, an earlier
// parent, positive work, price, stake and steps, and a bounded spec CID.
func FuzzDecodeTaskSubmitted(f *testing.F) {
	market := common.HexToAddress("0x0a")
	ev := marketABI.GetABI().Events["TaskSubmitted"]
	for _, vals := range [][]any{
		{big.NewInt(2), common.HexToAddress("0x01"), big.NewInt(1), uint64(100), big.NewInt(10), big.NewInt(7), uint64(8), "bafy-spec", "bafy-data"},
		{big.NewInt(1), common.HexToAddress("0x01"), big.NewInt(1), uint64(100), big.NewInt(10), big.NewInt(7), uint64(8), "bafy-spec", ""},
		{big.NewInt(3), common.Address{}, big.NewInt(0), uint64(0), big.NewInt(0), big.NewInt(0), uint64(0), "", ""},
	} {
		l, err := encodeEvent(ev, vals)
		if err != nil {
			f.Fatal(err)
		}
		var topics []byte
		for _, t := range l.Topics[1:] {
			topics = append(topics, t[:]...)
		}
		f.Add(topics, l.Data, false, false)
	}
	f.Fuzz(func(t *testing.T, topics, data []byte, otherAddr, removed bool) {
		l := fuzzLog(nil, 0, topics, data)
		l.Topics = append([]common.Hash{ev.ID}, l.Topics...)
		l.Address, l.Removed = market, removed
		if otherAddr {
			l.Address = common.HexToAddress("0x0b")
		}
		e, err := DecodeTaskSubmitted(market, *l)
		if err != nil {
			if !errors.Is(err, ErrBadChainData) {
				t.Fatalf("rejection %v does not wrap ErrBadChainData", err)
			}
			return
		}
		if otherAddr || removed || e.ID.Sign() <= 0 || e.Submitter == (common.Address{}) || e.ParentTaskID.Cmp(e.ID) >= 0 ||
			e.MaxWork == 0 || e.Steps == 0 || e.PricePerWork.Sign() <= 0 || e.Stake.Sign() <= 0 || e.SpecCID == "" || len(e.SpecCID) > maxCIDLen {
			t.Fatalf("accepted a nonsense event %+v", e)
		}
	})
}

// sampleVerifiers are a task's verifier records as the market returns them
// mid-dispute: an agreeing verifier, a challenger and a whistleblower.
func sampleVerifiers() []Verifier {
	return []Verifier{
		{Addr: common.HexToAddress("0x03"), Status: VerdictAgreed, DisputeId: new(big.Int), Seal: h32("s3")},
		{Addr: common.HexToAddress("0x04"), Status: VerdictChallenger, Outcome: OutcomeChallengerWon, DisputeId: big.NewInt(1), Seal: h32("s4")},
		{Addr: common.HexToAddress("0x05"), Status: VerdictWhistleblower, DisputeId: big.NewInt(2)},
	}
}

// FuzzCheckVerifiers fuzzes the decoding of a task's verifier records read
// from the chain (the return data of TaskMarket.verifiers) and
// CheckVerifiers. Properties: nothing panics; a rejection wraps
// ErrBadChainData; an accepted list has distinct nonzero addresses, known
// statuses, at most MaxVerifiersLimit verifiers followed by at most as
// many whistleblowers, a dispute and an outcome only where a dispute was
// opened, and a seal exactly on the verifiers.
func FuzzCheckVerifiers(f *testing.F) {
	out := marketABI.GetABI().Methods["verifiers"].Outputs
	for _, mut := range []func([]Verifier) []Verifier{
		func(vs []Verifier) []Verifier { return vs },
		func(vs []Verifier) []Verifier { return vs[:2] },
		func(vs []Verifier) []Verifier { vs[2].Seal = h32("x"); return vs },
		func(vs []Verifier) []Verifier { vs[2].DisputeId = new(big.Int); return vs },
		func(vs []Verifier) []Verifier { vs[0].Outcome = OutcomeVoid; return vs },
		func(vs []Verifier) []Verifier { vs[0].Status = 6; return vs },
		func(vs []Verifier) []Verifier { return append(vs, sampleVerifiers()[0]) },
		func(vs []Verifier) []Verifier { return []Verifier{vs[2], vs[0]} },
	} {
		data, err := out.Pack(mut(sampleVerifiers()))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		vs, err := marketABI.UnpackVerifiers(data)
		if err != nil {
			return
		}
		if err := CheckVerifiers(vs); err != nil {
			if !errors.Is(err, ErrBadChainData) {
				t.Fatalf("rejection %v does not wrap ErrBadChainData", err)
			}
			return
		}
		seen := map[common.Address]bool{}
		verifiers, whistleblowers := 0, 0
		for _, v := range vs {
			wb := v.Status == VerdictWhistleblower
			if v.Addr == (common.Address{}) || seen[v.Addr] || v.Status < VerdictSealed || v.Status > VerdictWhistleblower ||
				(!wb && whistleblowers > 0) || (v.Outcome != 0 && !Challenged(v.Status)) || v.Outcome > OutcomeVoid ||
				(v.DisputeId.Sign() != 0) != Challenged(v.Status) || (v.Seal == [32]byte{}) != wb {
				t.Fatalf("accepted nonsense verifiers %+v", vs)
			}
			seen[v.Addr] = true
			if wb {
				whistleblowers++
			} else {
				verifiers++
			}
		}
		if verifiers > MaxVerifiersLimit || whistleblowers > MaxVerifiersLimit {
			t.Fatalf("accepted %d verifiers and %d whistleblowers", verifiers, whistleblowers)
		}
	})
}
