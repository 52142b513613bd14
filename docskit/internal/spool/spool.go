// Package spool keeps byte strings out of memory in a temporary file while
// a build runs: Put writes one and returns where it is, Get reads it back.
// The builder spools the parsed bodies of a large site's pages between
// Parse and Render, so that its heap holds what every step needs of every
// page (titles, headings, links) and the bodies one page at a time. The
// file is written once and read while the operating system still caches
// it, so a Get costs a copy, not a disk read.
package spool

import (
	"fmt"
	"os"
	"slices"
	"sync"
)

// Spool is an append-only temporary file. Put and Get may be called from
// several goroutines at once.
type Spool struct {
	f    *os.File
	mu   sync.Mutex
	size int64
	err  error
	keep bool // Open's file stays; New's is removed by Close
}

// Ref is where Put wrote a byte string.
type Ref struct {
	off int64
	n   int32
}

// New makes a spool in dir (os.TempDir when ""). The file is removed by Close.
func New(dir string) (*Spool, error) {
	f, err := os.CreateTemp(dir, "docskit-spool-")
	if err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	return &Spool{f: f}, nil
}

// Open opens the spool file path, or creates it: what it holds from
// earlier runs stays readable, by the Refs they returned (saved with
// MakeRef's parts), and Put appends. Close leaves the file.
func Open(path string) (*Spool, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("spool: %w", err)
	}
	return &Spool{f: f, size: st.Size(), keep: true}, nil
}

// MakeRef is the Ref of n bytes at offset off, as Offset and Len gave them.
func MakeRef(off int64, n int) Ref { return Ref{off: off, n: int32(n)} }

// Offset is where r's bytes start in the file.
func (r Ref) Offset() int64 { return r.off }

// Len is how many bytes r holds.
func (r Ref) Len() int { return int(r.n) }

// Put writes data and returns where.
func (s *Spool) Put(data []byte) (Ref, error) {
	if int64(len(data)) > 1<<31-1 {
		return Ref{}, fmt.Errorf("spool: %d bytes is more than one entry holds", len(data))
	}
	s.mu.Lock()
	if s.err != nil {
		err := s.err
		s.mu.Unlock()
		return Ref{}, err
	}
	off := s.size
	s.size += int64(len(data))
	s.mu.Unlock()
	if _, err := s.f.WriteAt(data, off); err != nil {
		s.mu.Lock()
		s.err = fmt.Errorf("spool: %w", err)
		s.mu.Unlock()
		return Ref{}, s.err
	}
	return Ref{off: off, n: int32(len(data))}, nil
}

// Get reads back what Put wrote at r.
func (s *Spool) Get(r Ref) ([]byte, error) {
	return s.AppendTo(make([]byte, 0, r.n), r)
}

// AppendTo reads back what Put wrote at r to the end of dst, and returns
// the extended slice.
func (s *Spool) AppendTo(dst []byte, r Ref) ([]byte, error) {
	n := len(dst)
	dst = slices.Grow(dst, int(r.n))[:n+int(r.n)]
	if _, err := s.f.ReadAt(dst[n:], r.off); err != nil {
		return dst[:n], fmt.Errorf("spool: %w", err)
	}
	return dst, nil
}

// Size is how many bytes the spool holds.
func (s *Spool) Size() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.size
}

// Close closes the file, and removes it when New made it.
func (s *Spool) Close() error {
	name := s.f.Name()
	err := s.f.Close()
	if s.keep {
		return err
	}
	if rmErr := os.Remove(name); err == nil {
		err = rmErr
	}
	return err
}
