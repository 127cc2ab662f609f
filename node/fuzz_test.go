package node

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"testing"

	ds "github.com/ipfs/go-datastore"
	dsq "github.com/ipfs/go-datastore/query"
	dhtpb "github.com/libp2p/go-libp2p-kad-dht/pb"
	recpb "github.com/libp2p/go-libp2p-record/pb"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
	"google.golang.org/protobuf/proto"

	"github.com/synod-net/synod/node/identity"
)

// fuzzIdentity is a fixed node key (seed i), so that seeds are the same
// bytes on every run.
func fuzzIdentity(tb testing.TB, i byte) *identity.Identity {
	tb.Helper()
	id, err := identity.FromRaw(bytes.Repeat([]byte{i}, 32))
	if err != nil {
		tb.Fatal(err)
	}
	return id
}

// FuzzDHTResponse fuzzes the reading of a DHT response from a peer's
// stream (readDelimited): a varint length, then a DHT protobuf message.
// Properties: a length above the DHT's message limit is refused before
// any of the message is read; a message read took exactly its frame from
// the stream (the next response starts where it ends); and it is written
// by marshalDelimited as a frame that reads back as an equal message.
func FuzzDHTResponse(f *testing.F) {
	a := fuzzIdentity(f, 1).PeerID()
	b := fuzzIdentity(f, 2).PeerID()
	addr := ma.StringCast("/ip4/192.0.2.1/udp/4001/quic-v1").Bytes()
	for _, m := range []*dhtpb.Message{
		{Type: dhtpb.Message_PING},
		{Type: dhtpb.Message_FIND_NODE, Key: []byte(a), CloserPeers: []*dhtpb.Message_Peer{
			{Id: []byte(a), Addrs: [][]byte{addr}, Connection: dhtpb.Message_CONNECTED},
			{Id: []byte(b), Addrs: [][]byte{addr, ma.StringCast("/ip6/::1/tcp/1").Bytes()}},
		}},
		{Type: dhtpb.Message_GET_PROVIDERS, Key: []byte("/synod/test/group"), ProviderPeers: []*dhtpb.Message_Peer{{Id: []byte(b), Addrs: [][]byte{addr}}}},
		{Type: dhtpb.Message_GET_VALUE, Key: []byte("/pk/x"), Record: &recpb.Record{Key: []byte("/pk/x"), Value: []byte("value"), TimeReceived: "2026-11-26T00:00:00Z"}},
	} {
		frame, err := marshalDelimited(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(frame)
		f.Add(append(bytes.Clone(frame), frame...))
		f.Add(frame[:len(frame)-1])
	}
	f.Add(binary.AppendUvarint(nil, network.MessageSizeMax+1))
	f.Add([]byte{0x80})
	f.Add([]byte{})

	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		br := bufio.NewReaderSize(r, 16)
		msg, err := readDelimited(br)
		n, k := binary.Uvarint(data)
		if k > 0 && n > network.MessageSizeMax {
			if err == nil {
				t.Fatalf("a message of %d bytes was read", n)
			}
			consumed := len(data) - r.Len() - br.Buffered()
			if consumed > k {
				t.Fatalf("%d bytes read past the length of a refused message", consumed-k)
			}
			return
		}
		if err != nil {
			if msg != nil {
				t.Fatal("a message with an error")
			}
			return
		}
		if consumed := len(data) - r.Len() - br.Buffered(); uint64(consumed) != uint64(k)+n {
			t.Fatalf("read %d bytes for a frame of %d", consumed, uint64(k)+n)
		}
		frame, err := marshalDelimited(msg)
		if err != nil {
			t.Fatalf("a message read does not encode: %v", err)
		}
		back, err := readDelimited(bufio.NewReader(bytes.NewReader(frame)))
		if err != nil || !proto.Equal(back, msg) {
			t.Fatalf("a message read is written as a frame that reads as another (%v)", err)
		}
	})
}

// FuzzKnownPeers fuzzes the reading of the remembered peers from the
// state directory: one stored record (key and value from the input) among
// two valid ones, one of them the node's own. Properties: nothing panics;
// a bad record hides no other; the node itself is never listed; every
// peer listed has at least one address, each an address of its record;
// the fuzzed record is listed exactly when its key is a peer ID and its
// value a record with a valid address; and the list is most recently seen
// first.
func FuzzKnownPeers(f *testing.F) {
	self := fuzzIdentity(f, 1)
	other := fuzzIdentity(f, 2).PeerID()
	third := fuzzIdentity(f, 3).PeerID()
	rec := func(seen int64, addrs ...string) []byte {
		b, _ := json.Marshal(knownPeer{Addrs: addrs, Seen: seen})
		return b
	}
	f.Add(third.String(), rec(1_800_000_100, "/ip4/192.0.2.3/tcp/4001", "/ip4/192.0.2.3/udp/4001/quic-v1"))
	f.Add(third.String(), rec(1_800_000_000, "not an address", "/dns4/example.com/tcp/1"))
	f.Add(third.String(), rec(-1, "/ip4/192.0.2.3/tcp/4001"))
	f.Add(third.String(), []byte(`{"addrs":"x"}`))
	f.Add(self.PeerID().String(), rec(1_900_000_000, "/ip4/192.0.2.1/tcp/4001"))
	f.Add("not a peer", rec(1, "/ip4/192.0.2.9/tcp/1"))
	f.Add(other.String(), []byte{})
	f.Add("", []byte("null"))

	f.Fuzz(func(t *testing.T, key string, value []byte) {
		store := ds.NewMapDatastore()
		ctx := context.Background()
		put := func(k string, v []byte) {
			if err := store.Put(ctx, ds.NewKey(k), v); err != nil {
				t.Fatal(err)
			}
		}
		put(self.PeerID().String(), rec(1_800_000_000, "/ip4/192.0.2.1/tcp/4001"))
		put(other.String(), rec(1_800_000_050, "/ip4/192.0.2.2/tcp/4001"))
		put(key, value)
		stored := map[peer.ID]knownPeer{}
		res, err := store.Query(ctx, dsq.Query{})
		if err != nil {
			t.Fatal(err)
		}
		entries, _ := res.Rest()
		for _, e := range entries {
			id, err := peer.Decode(ds.RawKey(e.Key).BaseNamespace())
			var r knownPeer
			if err == nil && json.Unmarshal(e.Value, &r) == nil {
				stored[id] = r
			}
		}

		n := &Node{id: self, peersDS: store}
		infos, err := n.loadKnownPeers(ctx)
		if err != nil {
			t.Fatal(err)
		}
		listed := map[peer.ID]bool{}
		for i, info := range infos {
			if info.ID == self.PeerID() {
				t.Fatal("the node itself is listed")
			}
			if listed[info.ID] {
				t.Fatalf("%s listed twice", info.ID)
			}
			listed[info.ID] = true
			r, ok := stored[info.ID]
			if !ok || len(info.Addrs) == 0 {
				t.Fatalf("%s listed with %d addresses from record %v", info.ID, len(info.Addrs), ok)
			}
			for _, a := range info.Addrs {
				found := false
				for _, s := range r.Addrs {
					if m, err := ma.NewMultiaddr(s); err == nil && m.Equal(a) {
						found = true
					}
				}
				if !found {
					t.Fatalf("%s listed with address %s, not in its record", info.ID, a)
				}
			}
			if i > 0 && stored[infos[i-1].ID].Seen < r.Seen {
				t.Fatal("not most recently seen first")
			}
		}
		for id, r := range stored {
			valid := false
			for _, s := range r.Addrs {
				if _, err := ma.NewMultiaddr(s); err == nil {
					valid = true
				}
			}
			if want := valid && id != self.PeerID(); listed[id] != want {
				t.Fatalf("%s with a record of %d addresses (a valid one: %v): listed %v", id, len(r.Addrs), valid, listed[id])
			}
		}
		if !listed[other] && stored[other].Seen == 1_800_000_050 {
			t.Fatal("a valid record is hidden by another")
		}
	})
}
