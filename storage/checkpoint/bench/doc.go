// Package bench is the checkpoint transfer benchmark behind
// `synod bench checkpoint`: in one process on loopback it imports a
// synthetic checkpoint into a badger-backed store, fetches it over bitswap
// from one provider and from several at once (also with every provider's
// upload rate capped), and measures, as baselines between the same hosts,
// a raw libp2p stream copy, a plain TCP copy, a durable write of the same
// bytes to the stores' disk and stock boxo with in-memory stores. Every
// path runs several times, interleaved; Result keeps the best rate and
// the lowest CPU cost of each, the figures that tell machines apart (fresh
// memory, the stores' filesystem) and the ratios between paths.
// docs/storage.md describes the figures and docs/BENCHMARKS.md records
// runs.
//
// The product does not import this package.
package bench
