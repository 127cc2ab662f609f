// Package swarmnode connects the RL Swarm service to a Synod node: it joins
// the swarm's GossipSub topics through the node's validator hook API and
// turns equivocation penalties into an application score the node feeds
// into GossipSub peer scoring.
package swarmnode
