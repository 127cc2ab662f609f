// Package round is the RL Swarm round as a pure, deterministic state
// machine. It does no I/O and reads no clock: the owner feeds it messages
// with Step(now, msg) and time with Tick(now), and acts on what they return
// (a verdict for the gossip validator; prompts for the policy; stage
// closures; round results). Given the same inputs every node computes the
// same outputs, which is what the golden scenario tests in testdata/ pin.
//
// A round r of a swarm starts at Genesis + r*Period (rounds count from 0, as
// the coordinator contract does) and runs three
// stages with their own deadlines:
//
//	answer   every node answers the round's questions, drawn from a seed of (swarm, r)
//	critique every node is shown up to K peers' answers and names the best, with a reason
//	vote     every node votes for a peer; the tally is a function of the signed votes seen
//
// A stage closes at its deadline with what arrived, after a short grace
// (Config.Grace): the next stage starts at the deadline, but the stage keeps
// accepting its messages until deadline + grace, and the round is tallied
// then, so a message that reached a busy node in time and was judged a
// little later still counts everywhere. Late, duplicate,
// out-of-stage, future-round, wrong-swarm and unregistered-sender messages
// are refused with a reason. A sender with two different messages in one
// stage has equivocated: both are kept as evidence and neither counts.
package round
