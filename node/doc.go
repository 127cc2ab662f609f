// Package node is Synod's peer-to-peer layer: a libp2p host (TCP and QUIC,
// Noise, yamux, a resource manager and a connection manager with limits set
// on purpose, AutoNAT, hole punching, a relay client), a Kademlia DHT under a
// private protocol prefix per network, rendezvous discovery per
// discovery group (a set of peers that find each other under one DHT
// namespace, see JoinGroup), GossipSub with strict signatures, explicit peer
// scoring and a validator hook API, and a second GossipSub router, the
// envelope router, for payloads that carry their own author signature (see
// JoinEnvelopeTopic).
//
// # Lifecycle
//
//	New ──► Start ──► running ──► Close
//	 │        │ (fails: everything it began is closed again)
//	 └────────┴──────────────────► Close (idempotent, waits for every goroutine)
//
// New checks the configuration and creates the node's Prometheus registry;
// Start opens the sockets, joins the DHT through the bootstrap peers and
// starts GossipSub. Close may be called any number of times, from any state.
//
// # Topics
//
// Topics are named per network, discovery group and message kind
// (see TopicName): /synod/<network>/swarm/<group>/<kind> (the "swarm" path
// segment is part of the wire name and keeps its historic spelling). Join returns a
// *Topic to publish on and subscribe to. Every message goes through the
// topic's validator chain before it is delivered or forwarded: the size
// limit, the decoder (if any), then the application's validators in order.
// A rejection is counted by reason in synod_gossip_messages_rejected_total
// and lowers the forwarding peer's GossipSub score (see ScoreParams).
package node
