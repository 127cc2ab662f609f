package bench

import (
	"fmt"

	"golang.org/x/sys/unix"
)

// fsMagic names the filesystems a store is likely to sit on, by the
// f_type statfs(2) reports.
var fsMagic = map[uint32]string{
	0xEF53:     "ext4",
	0x58465342: "xfs",
	0x9123683E: "btrfs",
	0x2FC12FC1: "zfs",
	0xF2F52010: "f2fs",
	0x01021994: "tmpfs",
	0x794C7630: "overlayfs",
	0x6969:     "nfs",
	0x65735546: "fuse",
	0x858458F6: "ramfs",
}

// fsType returns the name of the filesystem holding path, or its magic
// number in hex when it has no name here.
func fsType(path string) string {
	var st unix.Statfs_t
	if err := unix.Statfs(path, &st); err != nil {
		return ""
	}
	if n, ok := fsMagic[uint32(st.Type)]; ok {
		return n
	}
	return fmt.Sprintf("0x%x", st.Type)
}
