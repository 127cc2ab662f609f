package chain

import (
	"bytes"
	"errors"
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	gethcrypto "github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/dispute/game"
)

// FuzzPeerIDFromChain fuzzes PubkeyFromPeerID, which reads the public key
// out of the peer ID bytes a node registered on chain. Properties: a key
// it reads is on the curve and gives back the exact bytes through
// PeerIDBytes (one peer ID per key), and libp2p reads the same key from
// those bytes.
func FuzzPeerIDFromChain(f *testing.F) {
	for i := byte(1); i <= 3; i++ {
		key, err := gethcrypto.ToECDSA(bytes.Repeat([]byte{i}, 32))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(PeerIDBytes(&key.PublicKey))
	}
	f.Add(append(bytes.Clone(peerIDPrefix), bytes.Repeat([]byte{0xff}, 33)...))
	f.Add(append(bytes.Clone(peerIDPrefix), 0x04))
	f.Add([]byte{})

	f.Fuzz(func(t *testing.T, id []byte) {
		pub, err := PubkeyFromPeerID(id)
		if err != nil {
			if pub != nil {
				t.Fatal("a key with an error")
			}
			return
		}
		if !pub.Curve.IsOnCurve(pub.X, pub.Y) {
			t.Fatal("key off the curve")
		}
		if !bytes.Equal(PeerIDBytes(pub), id) {
			t.Fatalf("peer ID %x reads as a key whose peer ID is %x", id, PeerIDBytes(pub))
		}
		pid, err := peer.IDFromBytes(id)
		if err != nil {
			t.Fatalf("libp2p refuses the peer ID: %v", err)
		}
		lpub, err := pid.ExtractPublicKey()
		if err != nil {
			t.Fatalf("libp2p reads no key: %v", err)
		}
		want, err := p2pcrypto.UnmarshalSecp256k1PublicKey(gethcrypto.CompressPubkey(pub))
		if err != nil || !lpub.Equals(want) {
			t.Fatalf("libp2p reads another key (%v)", err)
		}
	})
}

// contractBindings are the generated bindings of Synod's contracts, with
// their ABIs.
func contractBindings() []struct {
	b   any
	abi abi.ABI
} {
	sc, tm := bindings.NewSwarmCoordinator(), bindings.NewTaskMarket()
	dg, rs := bindings.NewDisputeGame(), bindings.NewRefereeSet()
	return []struct {
		b   any
		abi abi.ABI
	}{{sc, sc.GetABI()}, {tm, tm.GetABI()}, {dg, dg.GetABI()}, {rs, rs.GetABI()}}
}

// events lists every event of every contract by topic, so that a fuzzed
// log can start with a real event signature.
func events() []abi.Event {
	var out []abi.Event
	for _, c := range contractBindings() {
		for _, name := range sortedKeys(c.abi.Events) {
			out = append(out, c.abi.Events[name])
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// fuzzLog builds a log from fuzzed parts: the event signature of event
// sel (or, past the last event, the first 32 bytes of topics), then
// topics cut into 32-byte words.
func fuzzLog(evs []abi.Event, sel uint8, topics, data []byte) *types.Log {
	l := &types.Log{Data: data}
	if int(sel) < len(evs) {
		l.Topics = append(l.Topics, evs[sel].ID)
	}
	for len(topics) > 0 {
		var h common.Hash
		n := copy(h[:], topics)
		topics = topics[n:]
		l.Topics = append(l.Topics, h)
	}
	return l
}

// encodeEvent is the log a contract emits for ev with the given values of
// its inputs, in order.
func encodeEvent(ev abi.Event, vals []any) (*types.Log, error) {
	l := &types.Log{Topics: []common.Hash{ev.ID}}
	var data []any
	for i, in := range ev.Inputs {
		if !in.Indexed {
			data = append(data, vals[i])
			continue
		}
		ts, err := abi.MakeTopics([]any{vals[i]})
		if err != nil {
			return nil, err
		}
		l.Topics = append(l.Topics, ts[0][0])
	}
	var err error
	l.Data, err = ev.Inputs.NonIndexed().Pack(data...)
	return l, err
}

// eventValues reads the values of ev's inputs out of a decoded event
// struct (fields named as abigen names them).
func eventValues(ev abi.Event, out reflect.Value) []any {
	out = reflect.Indirect(out)
	vals := make([]any, len(ev.Inputs))
	for i, in := range ev.Inputs {
		vals[i] = out.FieldByName(abi.ToCamelCase(in.Name)).Interface()
	}
	return vals
}

// FuzzEventLogs fuzzes the unpacking of contract event logs read from the
// chain (NodeRegistered, RoundCommitted, SwarmCreated, TaskSubmitted, ...):
// every generated Unpack...Event of every contract gets the same log.
// Properties: nothing panics; a log is unpacked only by the event whose
// signature opens it and whose indexed fields it holds; what unpacks re-encodes (the way the contract emits
// it) to a log that unpacks to the same values, and that encoding is
// canonical (encoding it again gives the same log).
func FuzzEventLogs(f *testing.F) {
	evs := events()
	key, _ := gethcrypto.ToECDSA(bytes.Repeat([]byte{7}, 32))
	addr := gethcrypto.PubkeyToAddress(key.PublicKey)
	// Real encodings: one log of each event with typical values.
	for i, ev := range evs {
		vals := make([]any, len(ev.Inputs))
		for j, in := range ev.Inputs {
			vals[j] = sampleValue(in.Type, key, addr)
		}
		l, err := encodeEvent(ev, vals)
		if err != nil {
			f.Fatalf("%s: %v", ev.Name, err)
		}
		var topics []byte
		for _, t := range l.Topics[1:] {
			topics = append(topics, t[:]...)
		}
		f.Add(uint8(i), topics, l.Data)
	}
	f.Add(uint8(0), []byte{}, []byte{})
	f.Add(uint8(255), bytes.Repeat([]byte{0xff}, 40), bytes.Repeat([]byte{0xff}, 64))

	type unpacker struct {
		event string
		fn    reflect.Value
	}
	var unpackers []unpacker
	for _, c := range contractBindings() {
		v := reflect.ValueOf(c.b)
		for i := 0; i < v.NumMethod(); i++ {
			name := v.Type().Method(i).Name
			if ev, ok := strings.CutSuffix(strings.TrimPrefix(name, "Unpack"), "Event"); ok && strings.HasPrefix(name, "Unpack") {
				unpackers = append(unpackers, unpacker{c.abi.Events[ev].Sig, v.Method(i)})
			}
		}
	}
	if len(unpackers) != len(evs) {
		f.Fatalf("%d event unpackers for %d events", len(unpackers), len(evs))
	}
	bySig := map[string]abi.Event{}
	for _, ev := range evs {
		bySig[ev.Sig] = ev
	}

	f.Fuzz(func(t *testing.T, sel uint8, topics, data []byte) {
		l := fuzzLog(evs, sel, topics, data)
		for _, u := range unpackers {
			res := u.fn.Call([]reflect.Value{reflect.ValueOf(l)})
			if !res[1].IsNil() {
				continue
			}
			ev := bySig[u.event]
			if len(l.Topics) == 0 || l.Topics[0] != ev.ID {
				t.Fatalf("%s unpacked a log with topics %v", ev.Name, l.Topics)
			}
			if len(l.Data) == 0 && len(ev.Inputs.NonIndexed()) > 0 {
				// The generated bindings leave the data fields at their
				// zero values (nil for big integers) for a log without
				// data: no contract emits one, and every reader checks
				// what it takes from these fields.
				continue
			}
			vals := eventValues(ev, res[0])
			enc, err := encodeEvent(ev, vals)
			if err != nil {
				t.Fatalf("%s: unpacked values do not re-encode: %v", ev.Name, err)
			}
			again := u.fn.Call([]reflect.Value{reflect.ValueOf(enc)})
			if !again[1].IsNil() {
				t.Fatalf("%s: re-encoded log does not unpack: %v", ev.Name, again[1].Interface())
			}
			if got := eventValues(ev, again[0]); !reflect.DeepEqual(got, vals) {
				t.Fatalf("%s: values %v re-encode and unpack as %v", ev.Name, vals, got)
			}
			enc2, err := encodeEvent(ev, eventValues(ev, again[0]))
			if err != nil || !reflect.DeepEqual(enc2.Topics, enc.Topics) || !bytes.Equal(enc2.Data, enc.Data) {
				t.Fatalf("%s: encoding is not canonical (%v)", ev.Name, err)
			}
		}
	})
}

// sampleValue is a typical value of an ABI type for seeds.
func sampleValue(typ abi.Type, key any, addr common.Address) any {
	switch typ.T {
	case abi.UintTy, abi.IntTy:
		v := reflect.New(typ.GetType()).Elem()
		switch v.Kind() {
		case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			v.SetUint(3)
		case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(-3)
		default:
			return big.NewInt(12345)
		}
		return v.Interface()
	case abi.BoolTy:
		return true
	case abi.AddressTy:
		return addr
	case abi.StringTy:
		return "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"
	case abi.BytesTy:
		return bytes.Repeat([]byte{0xab}, 39)
	case abi.FixedBytesTy:
		v := reflect.New(typ.GetType()).Elem()
		for i := 0; i < v.Len(); i++ {
			v.Index(i).SetUint(uint64(i + 1))
		}
		return v.Interface()
	case abi.SliceTy:
		v := reflect.MakeSlice(typ.GetType(), 2, 2)
		for i := 0; i < 2; i++ {
			v.Index(i).Set(reflect.ValueOf(sampleValue(*typ.Elem, key, addr)))
		}
		return v.Interface()
	case abi.TupleTy:
		v := reflect.New(typ.GetType()).Elem()
		for i, e := range typ.TupleElems {
			v.Field(i).Set(reflect.ValueOf(sampleValue(*e, key, addr)))
		}
		return v.Interface()
	}
	return reflect.New(typ.GetType()).Elem().Interface()
}

// FuzzCallResults fuzzes the decoding of what a contract call returns
// (swarm records, round results, bootstrap peers, peer IDs, tasks,
// games): every generated Unpack of a method's outputs gets the same
// bytes. Properties: nothing panics; what the ABI decodes re-encodes to
// bytes that decode to the same values, and that encoding is canonical;
// and the binding accepts exactly what the ABI decodes.
func FuzzCallResults(f *testing.F) {
	type method struct {
		m   abi.Method
		abi abi.ABI
		fn  reflect.Value
	}
	var methods []method
	for _, c := range contractBindings() {
		v := reflect.ValueOf(c.b)
		for _, name := range sortedKeys(c.abi.Methods) {
			m := c.abi.Methods[name]
			fn := v.MethodByName("Unpack" + abi.ToCamelCase(m.Name))
			if len(m.Outputs) == 0 || !fn.IsValid() {
				continue
			}
			methods = append(methods, method{m, c.abi, fn})
		}
	}
	key, _ := gethcrypto.ToECDSA(bytes.Repeat([]byte{7}, 32))
	addr := gethcrypto.PubkeyToAddress(key.PublicKey)
	for i, m := range methods {
		vals := make([]any, len(m.m.Outputs))
		for j, o := range m.m.Outputs {
			vals[j] = sampleValue(o.Type, key, addr)
		}
		b, err := m.m.Outputs.Pack(vals...)
		if err != nil {
			f.Fatalf("%s: %v", m.m.Name, err)
		}
		f.Add(uint8(i), b)
	}
	for i := range methods {
		f.Add(uint8(i), make([]byte, 32*12))
	}

	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		m := methods[int(sel)%len(methods)]
		res := m.fn.Call([]reflect.Value{reflect.ValueOf(data)})
		vals, err := m.abi.Unpack(m.m.Name, data)
		if (err == nil) != res[1].IsNil() {
			t.Fatalf("%s: binding and ABI disagree (%v / %v)", m.m.Name, err, res[1].Interface())
		}
		if err != nil {
			return
		}
		enc, err := m.m.Outputs.Pack(vals...)
		if err != nil {
			t.Fatalf("%s: decoded values do not re-encode: %v", m.m.Name, err)
		}
		back, err := m.m.Outputs.Unpack(enc)
		if err != nil || !reflect.DeepEqual(back, vals) {
			t.Fatalf("%s: %v re-encodes and decodes as %v (%v)", m.m.Name, vals, back, err)
		}
		if enc2, err := m.m.Outputs.Pack(back...); err != nil || !bytes.Equal(enc2, enc) {
			t.Fatalf("%s: encoding is not canonical (%v)", m.m.Name, err)
		}
	})
}

// FuzzRevertData fuzzes the decoding of the revert data a node returns
// for a failed call (decodeRevert): Error(string), Panic(uint256) and the
// custom errors of every contract. Properties: nothing panics; the raw
// data is always kept; a named custom error re-encodes (selector and
// arguments) to data that decodes to the same error and arguments; and
// the message names the error.
func FuzzRevertData(f *testing.F) {
	for _, a := range contractABIs {
		for _, name := range sortedKeys(a.Errors) {
			e := a.Errors[name]
			key, _ := gethcrypto.ToECDSA(bytes.Repeat([]byte{7}, 32))
			vals := make([]any, len(e.Inputs))
			for i, in := range e.Inputs {
				vals[i] = sampleValue(in.Type, key, gethcrypto.PubkeyToAddress(key.PublicKey))
			}
			args, err := e.Inputs.Pack(vals...)
			if err != nil {
				f.Fatalf("%s: %v", name, err)
			}
			f.Add(append(bytes.Clone(e.ID[:4]), args...))
		}
	}
	strArgs, _ := abi.Arguments{{Type: mustType("string")}}.Pack("not the coordinator")
	f.Add(append(bytes.Clone(selError), strArgs...))
	f.Add(append(bytes.Clone(selPanic), common.LeftPadBytes([]byte{0x11}, 32)...))
	f.Add(bytes.Clone(selPanic))
	f.Add([]byte{})

	f.Fuzz(func(t *testing.T, data []byte) {
		re := decodeRevert("m", data, nil)
		if !bytes.Equal(re.Data, data) {
			t.Fatal("raw revert data not kept")
		}
		msg := re.Error()
		if re.Name == "" {
			return
		}
		if !strings.Contains(msg, re.Name) {
			t.Fatalf("message %q does not name %s", msg, re.Name)
		}
		if re.Name == "Error" || re.Name == "Panic" {
			return
		}
		var found bool
		for _, a := range contractABIs {
			e, ok := a.Errors[re.Name]
			if !ok || !bytes.Equal(e.ID[:4], data[:4]) {
				continue
			}
			found = true
			args, err := e.Inputs.Pack(re.Args...)
			if err != nil {
				t.Fatalf("%s: arguments do not re-encode: %v", re.Name, err)
			}
			back := decodeRevert("m", append(bytes.Clone(e.ID[:4]), args...), nil)
			if back.Name != re.Name || !reflect.DeepEqual(back.Args, re.Args) {
				t.Fatalf("%s%v re-encodes and decodes as %s%v", re.Name, re.Args, back.Name, back.Args)
			}
		}
		if !found {
			t.Fatalf("decoded as %s, which no contract declares with selector %x", re.Name, data[:4])
		}
	})
}

func mustType(s string) abi.Type {
	t, err := abi.NewType(s, "", nil)
	if err != nil {
		panic(err)
	}
	return t
}

// FuzzGameView fuzzes GameView, which converts a dispute game's record
// read from the chain to dispute/game's View. Properties: nothing panics;
// an accepted record gives a view whose range lies inside the game, whose
// split points are the range's, whose posted hash and pinned entry fit
// its phase, and on which a player computes a move without panicking.
func FuzzGameView(f *testing.F) {
	e := func(g Game) []byte {
		b, err := bindings.NewDisputeGame().GetABI().Methods["game"].Outputs.Pack(g)
		if err != nil {
			f.Fatal(err)
		}
		return b
	}
	base := Game{Phase: PhaseSteps, ToMove: 1, Flags: FlagHiKnownSolver | FlagHiKnownChallenger, Steps: 8, Hi: 8,
		SolverCount: new(big.Int), ChallengerCount: new(big.Int), TaskId: big.NewInt(1), Deadline: 100, MoveTimeout: 60}
	f.Add(e(base))
	open := base
	open.Phase, open.Lo, open.Hi, open.Step = PhaseOpen, 2, 3, 3
	f.Add(e(open))
	entries := open
	entries.Phase, entries.Lo, entries.Hi, entries.Flags = PhaseEntries, 0, 6, FlagHiKnownSolver|FlagHiKnownChallenger|FlagOpenedSolver|FlagOpenedChallenger|FlagPosted
	entries.SolverCount, entries.ChallengerCount = big.NewInt(5), big.NewInt(5)
	f.Add(e(entries))
	referee := entries
	referee.Phase, referee.ToMove, referee.Lo, referee.Hi, referee.Flags = PhaseReferee, 0, 4, 5, entries.Flags&^FlagPosted|FlagEntryPinned
	f.Add(e(referee))
	reveal := referee
	reveal.Phase, reveal.ToMove, reveal.Lo, reveal.Hi, reveal.Flags = PhaseReveal, 1, 4, 5, referee.Flags|FlagLength|FlagStateEntry
	reveal.ChallengerCount = big.NewInt(6)
	f.Add(e(reveal))
	length := open
	length.Phase, length.ToMove, length.Flags = PhaseReferee, 0, FlagOpenedSolver|FlagOpenedChallenger|FlagLength
	length.SolverCount, length.ChallengerCount = big.NewInt(5), big.NewInt(6)
	f.Add(e(length))
	done := reveal
	done.Phase, done.ToMove, done.Outcome = PhaseDone, 0, OutcomeVoid
	f.Add(e(done))
	unpack := bindings.NewDisputeGame().UnpackGame
	tr := trace{steps: 8, entries: 5}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := unpack(data)
		if err != nil {
			return
		}
		v, err := GameView(g)
		if err != nil {
			if !errors.Is(err, ErrBadChainData) {
				t.Fatalf("error %v does not wrap ErrBadChainData", err)
			}
			return
		}
		if v.Lo < 0 || v.Lo >= v.Hi || v.Hi > v.Steps+1 && v.Hi > v.Count+1 || v.Steps < 1 {
			t.Fatalf("range (%d, %d] in a game of %d steps and %d entries", v.Lo, v.Hi, v.Steps, v.Count)
		}
		switch v.Phase {
		case game.PhaseSteps, game.PhaseEntries:
			if !reflect.DeepEqual(v.Points, game.Splits(v.Lo, v.Hi, GameArity)) || len(v.Points) != 3 {
				t.Fatalf("points %v of (%d, %d]", v.Points, v.Lo, v.Hi)
			}
		default:
			if v.Points != nil {
				t.Fatalf("points %v in phase %s", v.Points, v.Phase)
			}
		}
		if v.Posted != nil && (len(v.Posted) != 1 || v.Poster == game.None) {
			t.Fatalf("posted %v by %s", v.Posted, v.Poster)
		}
		if v.Entry > v.Count || (v.Phase == game.PhaseDone) != (v.Outcome.Reason != "") {
			t.Fatalf("entry %d of %d, phase %s, outcome %+v", v.Entry, v.Count, v.Phase, v.Outcome)
		}
		for _, p := range []game.Party{game.Solver, game.Challenger} {
			if m, ok := tr.player(p).Move(v); ok && (m.By != p || v.ToMove != p || m.Turn != v.Turn) {
				t.Fatalf("%s's move %+v in %+v", p, m, v)
			}
		}
	})
}

// FuzzScalarGameView: ScalarGameView over any game record, phase-3
// record and pinned entry either fails with ErrBadChainData or gives a
// view whose phase-3 fields are in range (elements and scalar steps, the
// node and its posted children, the split points), and a party's player
// moves on it without panicking.
func FuzzScalarGameView(f *testing.F) {
	ga, qa := bindings.NewDisputeGame().GetABI().Methods["game"].Outputs, bindings.NewDisputeGame().GetABI().Methods["phase3"].Outputs
	e := func(g Game, q P3) []byte {
		b, err := ga.Pack(g)
		if err != nil {
			f.Fatal(err)
		}
		c, err := qa.Pack(q)
		if err != nil {
			f.Fatal(err)
		}
		return append(b, c...)
	}
	gameLen := len(e(Game{SolverCount: new(big.Int), ChallengerCount: new(big.Int), TaskId: new(big.Int)}, P3{})) - 11*32
	shown := FlagHiKnownSolver | FlagHiKnownChallenger | FlagOpenedSolver | FlagOpenedChallenger | FlagEntryPinned
	elems := Game{Phase: PhaseElements, ToMove: 1, Flags: shown | FlagPosted | FlagPosterChallenger, Steps: 8, Step: 3, Lo: 0, Hi: 12,
		SolverCount: big.NewInt(5), ChallengerCount: big.NewInt(5), TaskId: big.NewInt(1), Deadline: 100, MoveTimeout: 60}
	q := P3{On: true, OpSet: 1, Opened: true, Elements: 12, Steps: 16, Level: 4, Node: 0}
	f.Add(e(elems, q), int64(2))
	q0 := q
	q0.Level, q0.Node = 0, 11
	elems0 := elems
	elems0.Lo, elems0.Hi = 11, 12
	f.Add(e(elems0, q0), int64(4))
	sc := elems
	sc.Phase, sc.Lo, sc.Hi, sc.ToMove = PhaseScalar, 0, 16, 2
	qs := q
	qs.Level, qs.Node = 0, 7
	f.Add(e(sc, qs), int64(0))
	done := sc
	done.Phase, done.ToMove, done.Outcome = PhaseDone, 0, OutcomeSolverWon
	f.Add(e(done, qs), int64(1))
	rev := elems
	rev.Phase, rev.Lo, rev.Hi, rev.Flags = PhaseReveal, 2, 3, shown
	f.Add(e(rev, q), int64(-1))
	unpackG, unpackQ := bindings.NewDisputeGame().UnpackGame, bindings.NewDisputeGame().UnpackPhase3
	tr := trace{steps: 8, entries: 5}
	f.Fuzz(func(t *testing.T, data []byte, entry int64) {
		if len(data) < gameLen || entry < -1 || entry > game.MaxEntries {
			return
		}
		g, err := unpackG(data[:gameLen])
		if err != nil {
			return
		}
		q, err := unpackQ(data[gameLen:])
		if err != nil {
			return
		}
		v, err := ScalarGameView(g, q, int(entry))
		if err != nil {
			if !errors.Is(err, ErrBadChainData) {
				t.Fatalf("error %v does not wrap ErrBadChainData", err)
			}
			return
		}
		if !v.Scalar || v.OpSet < 1 || v.OpSet > 2 || v.Entry < 0 || v.Entry > v.Count && v.Step > 0 && v.Phase != game.PhaseSteps {
			t.Fatalf("scalar %v, op set %d, entry %d of %d in phase %s", v.Scalar, v.OpSet, v.Entry, v.Count, v.Phase)
		}
		switch v.Phase {
		case game.PhaseElements:
			children := 2
			if v.Level == 0 {
				children = 1
			}
			if v.Lo < 0 || v.Lo >= v.Hi || v.Hi > v.Elements || len(v.Posted) != children || v.Poster == game.None {
				t.Fatalf("elements (%d, %d] of %d, level %d, posted %v by %s", v.Lo, v.Hi, v.Elements, v.Level, v.Posted, v.Poster)
			}
		case game.PhaseScalar:
			if v.Lo < 0 || v.Hi > v.ScalarSteps || v.Hi-v.Lo < 2 || !reflect.DeepEqual(v.Points, game.Splits(v.Lo, v.Hi, GameArity)) ||
				len(v.Posted) != 1 || v.Element < 0 || v.Element >= v.Elements {
				t.Fatalf("scalar steps (%d, %d] of %d, points %v, posted %v, element %d of %d", v.Lo, v.Hi, v.ScalarSteps, v.Points, v.Posted, v.Element, v.Elements)
			}
		}
		for _, p := range []game.Party{game.Solver, game.Challenger} {
			if m, ok := tr.player(p).Move(v); ok && (m.By != p || v.ToMove != p || m.Turn != v.Turn) {
				t.Fatalf("%s's move %+v in %+v", p, m, v)
			}
		}
	})
}
