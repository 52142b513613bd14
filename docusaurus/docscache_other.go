//go:build !linux

package docusaurus

import (
	"io/fs"
	"time"
)

func changed(st fs.FileInfo) time.Time { return st.ModTime() }

func inode(fs.FileInfo) uint64 { return 0 }
