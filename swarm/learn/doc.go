// Package learn is the swarm policy's learner: GRPO in the training stage
// and SAPO rollout sharing. Each round a node samples G completions for
// each of its I local training questions, scores them with the task
// verifier, takes J groups from the rollouts its peers shared (their text
// re-tokenised and scored by this node's own policy and verifier; a peer's
// claimed rewards are never used), drops groups whose advantages are all
// zero, and takes clipped-ratio policy-gradient steps on repops. A node's
// weights after a round are a pure function of its starting weights, the
// seeds and the rollouts it used.
package learn
