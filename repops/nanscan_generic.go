//go:build !amd64 || purego

package repops

// hasNaNVector is hasNaNGo off amd64 (or with -tags purego).
func hasNaNVector(data []float32) bool { return hasNaNGo(data) }

// allFiniteVector is allFiniteGo off amd64 (or with -tags purego).
func allFiniteVector(data []float32) bool { return allFiniteGo(data) }
