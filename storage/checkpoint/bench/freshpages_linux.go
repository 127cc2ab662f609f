package bench

import (
	"os"
	"syscall"
	"time"
)

// freshPageTouch returns the average time to write to a page of memory the
// process has not used before: 64 MiB of anonymous memory is mapped,
// written one byte per page, and unmapped. A fetch writes every leaf into
// fresh page-cache pages, which come from the same free memory, so this
// tells machines apart where the fetch pays for fresh memory and the
// stream copy (which reuses its buffers) does not.
func freshPageTouch() (time.Duration, error) {
	const size = 64 << 20
	b, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return 0, err
	}
	defer syscall.Munmap(b)
	pg := os.Getpagesize()
	start := time.Now()
	for i := 0; i < size; i += pg {
		b[i] = 1
	}
	return time.Since(start) / time.Duration(size/pg), nil
}
