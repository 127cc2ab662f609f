//go:build !amd64 || purego

package repops

// selectKernel returns nil: off amd64 (or with -tags purego) the portable
// gemmGo path is used.
func selectKernel() *tileKernel { return nil }

// KernelName names the matmul kernel in use.
func KernelName() string { return "go" }

// availableKernels lists the assembly kernels this build can run: none.
func availableKernels() []*tileKernel { return nil }
