#!/usr/bin/env bash
# Checks that swarm/wire/swarm.pb.go is what protoc generates from
# swarm/wire/swarm.proto (installing protoc and protoc-gen-go when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

PROTOC_GEN_GO_VERSION=$(go list -m -f '{{.Version}}' google.golang.org/protobuf)
GOBIN=$(go env GOPATH)/bin
export PATH="$GOBIN:$PATH"

if ! command -v protoc >/dev/null 2>&1; then
	echo "==> installing protoc (Debian protobuf-compiler)"
	apt-get update -qq && apt-get install -y -qq protobuf-compiler >/dev/null
fi
if ! command -v protoc-gen-go >/dev/null 2>&1 || ! protoc-gen-go --version 2>/dev/null | grep -q "${PROTOC_GEN_GO_VERSION}"; then
	echo "==> installing protoc-gen-go ${PROTOC_GEN_GO_VERSION}"
	(cd /tmp && GOFLAGS= go install "google.golang.org/protobuf/cmd/protoc-gen-go@${PROTOC_GEN_GO_VERSION}")
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
protoc --proto_path=swarm/wire --go_out="$tmp" --go_opt=paths=source_relative swarm/wire/swarm.proto
# The protoc version line depends on the installed compiler; the code does not.
if ! diff <(grep -v '^// \tprotoc ' swarm/wire/swarm.pb.go) <(grep -v '^// \tprotoc ' "$tmp/swarm.pb.go") >/dev/null; then
	echo "swarm/wire/swarm.pb.go is stale: run 'go generate ./swarm/wire' and commit it" >&2
	diff <(grep -v '^// \tprotoc ' swarm/wire/swarm.pb.go) <(grep -v '^// \tprotoc ' "$tmp/swarm.pb.go") | head -20 >&2
	exit 1
fi
echo "swarm/wire/swarm.pb.go is fresh"
