package node

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	badgeropts "github.com/dgraph-io/badger/v4/options"
	ds "github.com/ipfs/go-datastore"
	"github.com/ipfs/go-datastore/namespace"
	dsq "github.com/ipfs/go-datastore/query"
	badgerds "github.com/ipfs/go-ds-badger4"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"
	ma "github.com/multiformats/go-multiaddr"
)

// What the node keeps in its state directory (WithStateDir), one badger
// datastore with two namespaces:
//
//	/dht    the DHT's value and provider records (kad-dht's own keys)
//	/peers  one record per known peer: its addresses and when it was last
//	        seen connected
//
// Peer addresses live in libp2p's in-memory peerstore while the node runs
// (it is on the hot path of every dial and identify exchange); the node
// snapshots the peers worth remembering into /peers firstPeerSnapshot after
// start, then every peerSnapshotInterval and on Close, and at Start dials the most recently
// seen of them next to the configured bootstrap peers.
const (
	peerSnapshotInterval = time.Minute
	firstPeerSnapshot    = 10 * time.Second
	// maxKnownPeers bounds the /peers namespace; the least recently seen
	// go first.
	maxKnownPeers = 256
	// knownPeerMaxAge drops peers not seen for this long.
	knownPeerMaxAge = 7 * 24 * time.Hour
	// maxRedialPeers is how many remembered peers Start dials.
	maxRedialPeers = 32
)

var (
	dhtNamespace   = ds.NewKey("/dht")
	peersNamespace = ds.NewKey("/peers")
)

// ErrStateDirBusy is returned by Start when another process holds the
// node's state directory.
var ErrStateDirBusy = errors.New("node: state directory in use")

// knownPeer is the stored form of a remembered peer.
type knownPeer struct {
	Addrs []string `json:"addrs"`
	Seen  int64    `json:"seen"` // unix seconds
}

// openStateStore opens the badger datastore in dir with options sized for
// what it holds (a few thousand small records): small memtables, no
// compression and so no block cache, values kept in the LSM tree so the
// value log never needs collecting.
func openStateStore(dir string) (*badgerds.Datastore, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("creating %s: %w", dir, err)
	}
	o := badgerds.DefaultOptions
	o.GcInterval = 0
	o.Options = o.Options.
		WithLogger(nil).
		WithSyncWrites(false).
		WithNumVersionsToKeep(1).
		WithMemTableSize(4 << 20).
		WithNumMemtables(2).
		WithNumLevelZeroTables(2).
		WithNumLevelZeroTablesStall(8).
		WithValueLogFileSize(16 << 20).
		WithValueThreshold(64 << 10).
		WithCompression(badgeropts.None).
		WithBlockCacheSize(0).
		WithNumCompactors(2).
		WithDetectConflicts(false)
	d, err := badgerds.NewDatastore(dir, &o)
	if err != nil {
		if strings.Contains(err.Error(), "Cannot acquire directory lock") {
			return nil, fmt.Errorf("%w: %s is locked by another synod process using the same data directory", ErrStateDirBusy, dir)
		}
		return nil, fmt.Errorf("opening %s: %w", dir, err)
	}
	return d, nil
}

// loadKnownPeers reads the remembered peers, most recently seen first,
// skipping this node and records that no longer parse.
func (n *Node) loadKnownPeers(ctx context.Context) ([]peer.AddrInfo, error) {
	if n.peersDS == nil {
		return nil, nil
	}
	recs, err := n.readKnownPeers(ctx)
	if err != nil {
		return nil, err
	}
	type entry struct {
		info peer.AddrInfo
		seen int64
	}
	var entries []entry
	for id, rec := range recs {
		if id == n.ID() {
			continue
		}
		info := peer.AddrInfo{ID: id}
		for _, s := range rec.Addrs {
			if a, err := ma.NewMultiaddr(s); err == nil {
				info.Addrs = append(info.Addrs, a)
			}
		}
		if len(info.Addrs) > 0 {
			entries = append(entries, entry{info, rec.Seen})
		}
	}
	slices.SortFunc(entries, func(a, b entry) int {
		if c := cmp.Compare(b.seen, a.seen); c != 0 {
			return c
		}
		return strings.Compare(string(a.info.ID), string(b.info.ID))
	})
	out := make([]peer.AddrInfo, len(entries))
	for i, e := range entries {
		out[i] = e.info
	}
	return out, nil
}

func (n *Node) readKnownPeers(ctx context.Context) (map[peer.ID]knownPeer, error) {
	res, err := n.peersDS.Query(ctx, dsq.Query{})
	if err != nil {
		return nil, fmt.Errorf("reading known peers: %w", err)
	}
	defer res.Close()
	out := map[peer.ID]knownPeer{}
	for r := range res.Next() {
		if r.Error != nil {
			return nil, fmt.Errorf("reading known peers: %w", r.Error)
		}
		id, err := peer.Decode(ds.RawKey(r.Key).BaseNamespace())
		if err != nil {
			continue
		}
		var rec knownPeer
		if json.Unmarshal(r.Value, &rec) != nil {
			continue
		}
		out[id] = rec
	}
	return out, nil
}

// saveKnownPeers records the peers this node is connected to or has in its
// routing table, with their current addresses, merges them into what is
// stored, and prunes the store to maxKnownPeers recent ones.
func (n *Node) saveKnownPeers(ctx context.Context) error {
	if n.peersDS == nil || n.host == nil {
		return nil
	}
	recs, err := n.readKnownPeers(ctx)
	if err != nil {
		return err
	}
	now := time.Now()
	changed := map[peer.ID]bool{}
	current := n.host.Network().Peers()
	if n.dht != nil {
		current = append(current, n.dht.RoutingTable().ListPeers()...)
	}
	for _, p := range current {
		if p == n.ID() {
			continue
		}
		addrs := n.host.Peerstore().Addrs(p)
		if len(addrs) == 0 {
			continue
		}
		rec := knownPeer{Seen: now.Unix()}
		for _, a := range addrs {
			rec.Addrs = append(rec.Addrs, a.String())
		}
		slices.Sort(rec.Addrs)
		recs[p] = rec
		changed[p] = true
	}
	keep, drop := retainKnownPeers(recs, now)
	b, err := n.peersDS.Batch(ctx)
	if err != nil {
		return fmt.Errorf("saving known peers: %w", err)
	}
	for _, id := range drop {
		if err := b.Delete(ctx, ds.NewKey(id.String())); err != nil {
			return fmt.Errorf("saving known peers: %w", err)
		}
	}
	for _, id := range keep {
		key := ds.NewKey(id.String())
		if !changed[id] {
			continue
		}
		v, err := json.Marshal(recs[id])
		if err != nil {
			return err
		}
		if err := b.Put(ctx, key, v); err != nil {
			return fmt.Errorf("saving known peers: %w", err)
		}
	}
	if err := b.Commit(ctx); err != nil {
		return fmt.Errorf("saving known peers: %w", err)
	}
	return nil
}

// retainKnownPeers splits recs into the peers to keep, most recently seen
// first, and those to forget: not seen for knownPeerMaxAge, or beyond the
// maxKnownPeers most recent.
func retainKnownPeers(recs map[peer.ID]knownPeer, now time.Time) (keep, drop []peer.ID) {
	ids := make([]peer.ID, 0, len(recs))
	for id := range recs {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b peer.ID) int {
		if c := cmp.Compare(recs[b].Seen, recs[a].Seen); c != 0 {
			return c
		}
		return strings.Compare(string(a), string(b))
	})
	for _, id := range ids {
		if len(keep) >= maxKnownPeers || now.Sub(time.Unix(recs[id].Seen, 0)) > knownPeerMaxAge {
			drop = append(drop, id)
			continue
		}
		keep = append(keep, id)
	}
	return keep, drop
}

// KnownPeerAddrs are the peers remembered in the state directory, most
// recently seen first (nil without one).
func (n *Node) KnownPeerAddrs(ctx context.Context) ([]peer.AddrInfo, error) {
	return n.loadKnownPeers(ctx)
}

// openState opens the state directory, if the node has one, and returns the
// DHT's datastore (nil without one).
func (n *Node) openState() (ds.Batching, error) {
	if n.opts.stateDir == "" {
		return nil, nil
	}
	d, err := openStateStore(n.opts.stateDir)
	if err != nil {
		return nil, err
	}
	n.push("state datastore", d.Close)
	n.peersDS = namespace.Wrap(d, peersNamespace)
	return namespace.Wrap(d, dhtNamespace), nil
}

// rememberAddrs puts remembered peers' addresses in the peerstore, so that
// the DHT and dials can use them before identify has run.
func (n *Node) rememberAddrs(peers []peer.AddrInfo) {
	for _, pi := range peers {
		n.host.Peerstore().AddAddrs(pi.ID, pi.Addrs, peerstore.AddressTTL)
	}
}
