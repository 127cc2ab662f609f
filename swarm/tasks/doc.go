// Package tasks draws the questions of an RL Swarm round and checks answers
// exactly. Questions come from procedural families (multi-digit arithmetic,
// comparison, sorting, base conversion, templated word problems) at several
// difficulty levels, or from a GSM8K-style JSONL file. Every draw is a pure
// function of (swarm ID, round), so every node of a swarm gets the same set.
package tasks
