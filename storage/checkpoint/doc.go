// Package checkpoint stores model checkpoints by content address and moves
// them between nodes.
//
// A checkpoint file (the canonical byte format of repops/checkpoint) is cut
// into fixed-size chunks and imported as a balanced UnixFS DAG with raw
// leaves and CIDv1 (sha2-256) into a blockstore over badger (go-ds-badger4).
// The root CID names the checkpoint; it is what goes on chain.
//
// Store is the local side: import, export, pinning, garbage collection of
// unpinned blocks and block-by-block verification of what is on disk.
// Service is the network side: it serves blocks over bitswap, announces
// roots on the DHT and fetches a DAG from any provider with a wide
// parallel walk. A fetch writes every block as it arrives, so an
// interrupted fetch resumes where it stopped; a root being fetched is
// protected from garbage collection until the fetch completes. Every block
// received is checked against the CID it was asked for: bitswap derives a
// block's CID from its bytes, so a peer that serves corrupted data produces
// blocks nobody asked for; the Service counts them, drops the connection
// to that peer, stops asking it and gets the block from another provider.
package checkpoint
