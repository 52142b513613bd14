package main

import (
	"io/fs"
	"path"
	"testing/fstest"
)

// overlay is the site folder as report mode shows it to the builder: files
// it hid (pages that do not load) are absent, and files it replaced (stubs
// of pages that do not build) have their new contents. Everything else is
// read from base. The docs plugin reads through fs.ReadDir, fs.Stat and
// fs.ReadFile, which use the methods below.
type overlay struct {
	base   fs.FS
	mem    fstest.MapFS
	hidden map[string]bool
}

func newOverlay(base fs.FS) *overlay {
	return &overlay{base: base, mem: fstest.MapFS{}, hidden: map[string]bool{}}
}

func (o *overlay) hide(name string) {
	o.hidden[name] = true
	delete(o.mem, name)
}

func (o *overlay) replace(name string, data []byte) {
	o.mem[name] = &fstest.MapFile{Data: data, Mode: 0o644}
}

// original is a file's contents in base, whatever the overlay did to it.
func (o *overlay) original(name string) ([]byte, error) {
	return fs.ReadFile(o.base, name)
}

func notExist(op, name string) error {
	return &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
}

func (o *overlay) Open(name string) (fs.File, error) {
	if o.hidden[name] {
		return nil, notExist("open", name)
	}
	if _, ok := o.mem[name]; ok {
		return o.mem.Open(name)
	}
	return o.base.Open(name)
}

func (o *overlay) Stat(name string) (fs.FileInfo, error) {
	if o.hidden[name] {
		return nil, notExist("stat", name)
	}
	if _, ok := o.mem[name]; ok {
		return o.mem.Stat(name)
	}
	return fs.Stat(o.base, name)
}

func (o *overlay) ReadFile(name string) ([]byte, error) {
	if o.hidden[name] {
		return nil, notExist("read", name)
	}
	if f, ok := o.mem[name]; ok {
		return append([]byte(nil), f.Data...), nil
	}
	return fs.ReadFile(o.base, name)
}

// ReadDir lists a folder of base without the hidden files. Replaced files
// keep base's entry: readers take their size from Stat, not from the entry.
func (o *overlay) ReadDir(name string) ([]fs.DirEntry, error) {
	entries, err := fs.ReadDir(o.base, name)
	if err != nil {
		return nil, err
	}
	out := entries[:0]
	for _, e := range entries {
		if !o.hidden[path.Join(name, e.Name())] {
			out = append(out, e)
		}
	}
	return out, nil
}

var (
	_ fs.StatFS     = (*overlay)(nil)
	_ fs.ReadFileFS = (*overlay)(nil)
	_ fs.ReadDirFS  = (*overlay)(nil)
)
