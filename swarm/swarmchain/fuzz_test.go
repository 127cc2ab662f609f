package swarmchain

import (
	"bytes"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/contracts/bindings"
	"github.com/synod-net/synod/contracts/chain"
	"github.com/synod-net/synod/node/identity"
	"github.com/synod-net/synod/swarm/round"
	"github.com/synod-net/synod/swarm/tasks"
)

// registration is the NodeRegistered log of a node with key seed i in
// swarm 1, as the coordinator emits it.
func registration(tb testing.TB, i byte) (topics []byte, data []byte) {
	tb.Helper()
	key, err := ethcrypto.ToECDSA(bytes.Repeat([]byte{i}, 32))
	if err != nil {
		tb.Fatal(err)
	}
	ev := bindings.NewSwarmCoordinator().GetABI().Events["NodeRegistered"]
	data, err = ev.Inputs.NonIndexed().Pack(chain.PeerIDBytes(&key.PublicKey))
	if err != nil {
		tb.Fatal(err)
	}
	topics = append(common.BigToHash(big.NewInt(1)).Bytes(), common.BytesToHash(ethcrypto.PubkeyToAddress(key.PublicKey).Bytes()).Bytes()...)
	return topics, data
}

// FuzzMembers fuzzes the reading of a swarm's members from its
// NodeRegistered logs: the log's indexed topics (swarm ID, node address)
// and data (the peer ID) as the chain returns them, unpacked and read as
// Members does. Properties: nothing panics; a member read is the peer ID
// in the log, byte for byte, of a secp256k1 key whose Ethereum address is
// the registering node's (so a round's winners always map to addresses);
// and a registration as the contract emits it is read.
func FuzzMembers(f *testing.F) {
	for i := byte(1); i <= 3; i++ {
		topics, data := registration(f, i)
		f.Add(topics, data)
	}
	// Node address of another key.
	t1, d1 := registration(f, 1)
	t2, _ := registration(f, 2)
	f.Add(append(bytes.Clone(t1[:32]), t2[32:]...), d1)
	f.Add(t1, []byte{})
	f.Add([]byte{}, bytes.Repeat([]byte{0x20}, 96))
	coord := bindings.NewSwarmCoordinator()
	topic0 := coord.GetABI().Events["NodeRegistered"].ID

	f.Fuzz(func(t *testing.T, topics, data []byte) {
		l := &types.Log{Topics: []common.Hash{topic0}, Data: data}
		for len(topics) > 0 {
			var h common.Hash
			n := copy(h[:], topics)
			topics = topics[n:]
			l.Topics = append(l.Topics, h)
		}
		ev, err := coord.UnpackNodeRegisteredEvent(l)
		if err != nil {
			return
		}
		id, err := memberOf(ev)
		pub, kerr := chain.PubkeyFromPeerID(ev.PeerId)
		registered := kerr == nil && ethcrypto.PubkeyToAddress(*pub) == ev.Node
		if (err == nil) != registered {
			t.Fatalf("member read: %v; a registration as the contract makes it: %v", err, registered)
		}
		if err != nil {
			return
		}
		if !bytes.Equal([]byte(id), ev.PeerId) {
			t.Fatalf("member %x read from peer ID %x", []byte(id), ev.PeerId)
		}
		if _, err := peer.IDFromBytes([]byte(id)); err != nil {
			t.Fatalf("member is not a peer ID: %v", err)
		}
		addr, err := identity.AddressOf(id)
		if err != nil || addr != ev.Node {
			t.Fatalf("member %s has address %s (%v), registered by %s", id, addr, err, ev.Node)
		}
	})
}

// FuzzConfigOf fuzzes the turning of a swarm's on-chain record into its
// round configuration, with the record as the coordinator's swarm() call
// returns it. Properties: nothing panics; a record that is accepted gives
// a configuration that validates, starts at the record's start time,
// fills the round with its stages (to the nanosecond that dividing it
// loses) and keeps the record's protocol parameters; the swarm ID is the
// on-chain ID in decimal.
func FuzzConfigOf(f *testing.F) {
	coord := bindings.NewSwarmCoordinator()
	pack := func(sw chain.Swarm) []byte {
		b, err := coord.GetABI().Methods["swarm"].Outputs.Pack(sw)
		if err != nil {
			f.Fatal(err)
		}
		return b
	}
	start := uint64(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Unix())
	for _, sw := range []chain.Swarm{
		{StartTime: start, RoundDuration: 60, Stages: Stages, Questions: 2, Shown: 3, Winners: 2, ModelCid: "bafy"},
		{StartTime: start, RoundDuration: 16, Stages: StagesWithTraining, Questions: 1, Shown: 1, Winners: 1},
		{StartTime: 1 << 63, RoundDuration: 3, Stages: Stages, Questions: 1, Shown: 1, Winners: 1},
		{StartTime: 0, RoundDuration: 2, Stages: Stages, Questions: 255, Shown: 255, Winners: 255},
	} {
		f.Add([]byte{1}, pack(sw))
	}
	f.Add(bytes.Repeat([]byte{0xff}, 32), pack(chain.Swarm{StartTime: start, RoundDuration: 1 << 31, Stages: Stages, Questions: 1, Shown: 1, Winners: 1}))
	f.Add([]byte{}, []byte{})

	f.Fuzz(func(t *testing.T, idBytes, record []byte) {
		sw, err := coord.UnpackSwarm(record)
		if err != nil {
			return
		}
		id := new(big.Int).SetBytes(idBytes)
		cfg, err := ConfigOf(id, sw, tasks.Procedural{})
		if err != nil {
			return
		}
		probe := cfg
		probe.Self = "x"
		if err := probe.Validate(); err != nil {
			t.Fatalf("accepted config does not validate: %v", err)
		}
		if cfg.SwarmID != id.String() {
			t.Fatalf("swarm ID %q for on-chain ID %s", cfg.SwarmID, id)
		}
		if sw.StartTime > 1<<63-1 || cfg.Genesis.Unix() != int64(sw.StartTime) {
			t.Fatalf("genesis %v (unix %d) for start time %d", cfg.Genesis, cfg.Genesis.Unix(), sw.StartTime)
		}
		n := int64(sw.Stages)
		total := cfg.Answer + cfg.Critique + cfg.Vote + cfg.Train
		roundLen := time.Duration(sw.RoundDuration) * time.Second
		if total > roundLen || roundLen-total >= time.Duration(n) {
			t.Fatalf("stages of %v fill a round of %v", total, roundLen)
		}
		if (cfg.Train > 0) != (n == StagesWithTraining) {
			t.Fatalf("training stage %v with %d stages", cfg.Train, n)
		}
		if cfg.Questions != int(sw.Questions) || cfg.K != int(sw.Shown) || cfg.Winners != int(sw.Winners) {
			t.Fatalf("parameters %d/%d/%d from record %d/%d/%d", cfg.Questions, cfg.K, cfg.Winners, sw.Questions, sw.Shown, sw.Winners)
		}
		if end := cfg.StageEnd(0, round.StageVote); end.Before(cfg.Genesis) {
			t.Fatalf("round 0 ends at %v, before genesis %v", end, cfg.Genesis)
		}
	})
}
