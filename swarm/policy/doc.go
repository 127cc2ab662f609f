// Package policy is the product's RL Swarm policy: a character-level
// decoder-only transformer on repops that reads the stage prompts
// (question; question and peers' answers; answers and critiques) and
// samples its answer, critique and vote from a Philox stream keyed by the
// node and the prompt, so a node's outputs are a pure function of its
// model's weights and what it was shown.
package policy
