//go:build !linux

package checkpoint

// fsType is not reported outside Linux.
func fsType(string) string { return "" }
