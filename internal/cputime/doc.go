// Package cputime reads the CPU time the current process has used, and the
// busy time of the whole machine (to tell what other work took), for
// benchmarks that report CPU cost next to wall-clock rates.
package cputime
