// Package models builds reproducible models on repops: a multi-layer
// perceptron and a small decoder-only transformer, each with a seeded
// Philox initialisation, a training step with AdamW, checkpoint save and
// load in the canonical repops/checkpoint format, and a full-state hash
// (weights, optimizer moments, step and RNG counters). The transformer
// also samples completions with temperature and top-k from a Philox
// stream. Every result is bit-identical on every machine.
package models
