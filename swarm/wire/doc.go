// Package wire defines the RL Swarm wire protocol: the protobuf messages
// (answer, critique, vote, rollout share, round summary), their signed
// envelope, the size limits a receiver enforces and the GossipSub topic
// names of a swarm. docs/PROTOCOL.md describes the protocol in prose.
//
// The generated swarm.pb.go is committed; regenerate it with go generate
// (needs protoc and protoc-gen-go at the google.golang.org/protobuf version
// pinned in go.mod).
package wire
