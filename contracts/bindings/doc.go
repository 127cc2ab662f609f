// Package bindings holds the Go bindings (abigen v2) of Synod's contracts,
// generated from contracts/src by scripts/contracts-gen.sh. Do not edit the
// generated files; change the Solidity sources and run
// `go generate ./contracts/...`.
package bindings

//go:generate ../../scripts/contracts-gen.sh
