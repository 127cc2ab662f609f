//go:build !linux

package bench

// fsType is not reported outside Linux.
func fsType(string) string { return "" }
