package emit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Dir is a build's output under construction. It is safe for concurrent use.
type Dir struct {
	// Final is the destination folder.
	Final string
	// Tmp is the folder being written.
	Tmp string

	mu    sync.Mutex
	dirs  map[string]*dirOnce
	files map[string]bool
	bytes int64
}

type dirOnce struct {
	sync.Once
	err error
}

// Begin creates the temporary folder next to final (same file system, so the
// swap is a rename).
func Begin(final string) (*Dir, error) {
	final, err := filepath.Abs(final)
	if err != nil {
		return nil, err
	}
	parent := filepath.Dir(final)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(final)+".tmp-")
	if err != nil {
		return nil, err
	}
	return &Dir{Final: final, Tmp: tmp, dirs: map[string]*dirOnce{}, files: map[string]bool{}}, nil
}

// WriteFile writes rel (a slash-separated path inside the site) with data.
// Writing the same path twice is an error: two routes or plugins collide.
func (d *Dir) WriteFile(rel string, data []byte) error {
	rel = strings.TrimPrefix(filepath.ToSlash(rel), "/")
	if rel == "" || strings.Contains(rel, "..") {
		return fmt.Errorf("emit: invalid output path %q", rel)
	}
	p := filepath.Join(d.Tmp, filepath.FromSlash(rel))
	dir := filepath.Dir(p)
	d.mu.Lock()
	if d.files[rel] {
		d.mu.Unlock()
		return fmt.Errorf("emit: %s is written twice", rel)
	}
	d.files[rel] = true
	d.bytes += int64(len(data))
	once := d.dirs[dir]
	if once == nil {
		once = &dirOnce{}
		d.dirs[dir] = once
	}
	d.mu.Unlock()
	// Every writer of a folder waits until it exists.
	once.Do(func() { once.err = os.MkdirAll(dir, 0o755) })
	if once.err != nil {
		return once.err
	}
	return os.WriteFile(p, data, 0o644)
}

// Exists reports whether rel has been written.
func (d *Dir) Exists(rel string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.files[strings.TrimPrefix(rel, "/")]
}

// Stats returns the number of files and bytes written.
func (d *Dir) Stats() (files int, bytes int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.files), d.bytes
}

// CopyTree copies every file of src (a folder on disk) into the output under prefix.
func (d *Dir) CopyTree(src, prefix string) error {
	return filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(src, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return d.WriteFile(filepath.ToSlash(filepath.Join(prefix, rel)), b)
	})
}

// Commit replaces Final with the new output. The old output is moved aside
// first and removed only after the new one is in place.
func (d *Dir) Commit() error {
	old := ""
	if _, err := os.Stat(d.Final); err == nil {
		old = d.Final + ".old-" + filepath.Base(d.Tmp)
		if err := os.Rename(d.Final, old); err != nil {
			return fmt.Errorf("emit: move the previous output aside: %w", err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := os.Rename(d.Tmp, d.Final); err != nil {
		if old != "" {
			_ = os.Rename(old, d.Final)
		}
		return fmt.Errorf("emit: swap in the new output: %w", err)
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// Abort removes the temporary folder; the previous output is untouched.
func (d *Dir) Abort() error {
	return os.RemoveAll(d.Tmp)
}
