// Package cputime reads the CPU time the current process has used, for
// benchmarks that report CPU cost next to wall-clock rates.
package cputime
