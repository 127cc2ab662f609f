package checkpoint

import (
	"errors"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// openUnnamed opens a new file in dir that has no name yet (O_TMPFILE): it
// gets one only when linkUnnamed links it into dir, so a crash before that
// leaves nothing behind. It returns errNoUnnamed where the filesystem does
// not support such files.
func openUnnamed(dir string) (*os.File, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, 0o600)
	switch {
	case err == nil:
		return os.NewFile(uintptr(fd), dir), nil
	case errors.Is(err, unix.EOPNOTSUPP), errors.Is(err, unix.EISDIR), errors.Is(err, unix.EINVAL):
		return nil, errNoUnnamed
	default:
		return nil, &os.PathError{Op: "open", Path: dir, Err: err}
	}
}

// linkUnnamed gives the file from openUnnamed the name p (in the directory
// it was opened in). It fails with an error matching fs.ErrExist when p
// exists, and with errNoUnnamed where /proc is not mounted.
func linkUnnamed(f *os.File, p string) error {
	fdPath := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	err := unix.Linkat(unix.AT_FDCWD, fdPath, unix.AT_FDCWD, p, unix.AT_SYMLINK_FOLLOW)
	if errors.Is(err, unix.ENOENT) {
		if _, serr := os.Stat(fdPath); serr != nil {
			return errNoUnnamed
		}
	}
	if err != nil {
		return &os.LinkError{Op: "link", Old: fdPath, New: p, Err: err}
	}
	return nil
}
