//go:build !amd64 || purego

package repops

// selectKernel returns nil: off amd64 (or with -tags purego) the portable
// gemmGo path is used.
func selectKernel() *tileKernel { return nil }

// kernel returns nil: only the portable path exists in this build.
func (r mmRule) kernel() *tileKernel { return nil }

// KernelName names the matmul kernel in use for op set 1.
func KernelName() string { return "go" }

// availableKernels lists the assembly kernels this build can run: none.
func availableKernels() []*tileKernel { return nil }

// kernels lists the assembly kernels of rule r this build can run: none.
func (r mmRule) kernels() []*tileKernel { return nil }
