//go:build linux

package docusaurus

import (
	"io/fs"
	"syscall"
	"time"
)

// changed is a file's change time (its status's), or its modification
// time where the system gives none.
func changed(st fs.FileInfo) time.Time {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return time.Unix(int64(sys.Ctim.Sec), int64(sys.Ctim.Nsec))
	}
	return st.ModTime()
}

func inode(st fs.FileInfo) uint64 {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Ino)
	}
	return 0
}
