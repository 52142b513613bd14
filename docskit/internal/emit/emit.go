package emit

import (
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Dir is a build's output under construction. It is safe for concurrent use.
//
// A Dir made by Begin writes into a temporary folder that Commit swaps in. A
// Dir made by Update (the dev server) changes an existing output in place:
// it holds the files that differ from the previous build in memory, and
// Commit writes only those and removes the files the build no longer has.
type Dir struct {
	// Final is the destination folder.
	Final string
	// Tmp is the folder being written ("" for an in-place Update).
	Tmp string

	mu      sync.Mutex
	dirs    map[string]*dirOnce
	files   map[string]bool
	bytes   int64
	sums    map[string]entry  // every file of this output
	prev    *Manifest         // Update: the output on disk
	pending map[string][]byte // Update: changed files, written by Commit
	changed []string          // after Commit: files written or removed
	// keepRest and skip are KeepAllBut's: every file of prev but those in
	// skip that this output does not write stays as it is.
	keepRest bool
	skip     map[string]bool
}

// Manifest lists the files of a committed output with a hash of each, so
// that a later Update can tell which files changed. It is only meaningful in
// the process that made it.
type Manifest struct {
	dir   string
	files map[string]entry
}

type entry struct {
	sum  uint64
	size int64
}

// seed is the process's hash seed: manifests never leave the process.
var seed = maphash.MakeSeed()

func sum(data []byte) entry { return entry{maphash.Bytes(seed, data), int64(len(data))} }

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
	return &Dir{Final: final, Tmp: tmp, dirs: map[string]*dirOnce{}, files: map[string]bool{}, sums: map[string]entry{}}, nil
}

// Update starts an in-place update of the output that prev describes (the
// Manifest of its last Commit). Nothing on disk changes before Commit, so
// after Abort the previous output is served as it was; during Commit each
// file is replaced by a rename, so a reader never sees half a file.
func Update(prev *Manifest) (*Dir, error) {
	if prev == nil || prev.dir == "" {
		return nil, errors.New("emit: Update needs the manifest of a committed output")
	}
	if st, err := os.Stat(prev.dir); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("emit: the previous output %s is gone", prev.dir)
	}
	return &Dir{Final: prev.dir, files: map[string]bool{}, sums: map[string]entry{}, prev: prev, pending: map[string][]byte{}}, nil
}

// cleanRel checks and normalises an output path.
func cleanRel(rel string) (string, error) {
	rel = strings.TrimPrefix(filepath.ToSlash(rel), "/")
	if rel == "" || strings.Contains(rel, "..") {
		return "", fmt.Errorf("emit: invalid output path %q", rel)
	}
	return rel, nil
}

// WriteFile writes rel (a slash-separated path inside the site) with data.
// Writing the same path twice is an error: two routes or plugins collide.
// It keeps no reference to data, which the caller may reuse.
func (d *Dir) WriteFile(rel string, data []byte) error {
	rel, err := cleanRel(rel)
	if err != nil {
		return err
	}
	e := sum(data)
	d.mu.Lock()
	if d.files[rel] {
		d.mu.Unlock()
		return fmt.Errorf("emit: %s is written twice", rel)
	}
	d.files[rel] = true
	d.sums[rel] = e
	d.bytes += int64(len(data))
	if d.prev != nil {
		// In place: only a file that differs from the output on disk is kept for Commit.
		if old, ok := d.prev.files[rel]; !ok || old != e {
			d.pending[rel] = bytes.Clone(data)
		}
		d.mu.Unlock()
		return nil
	}
	d.mu.Unlock()
	p, err := d.folder(rel)
	if err != nil {
		return err
	}
	return os.WriteFile(p, data, 0o644)
}

// LinkAll makes each of rels a hard link to the file of the same path
// under from (an earlier output holding them with the content they would
// have), instead of writing them: a build that knows a page did not change
// keeps its files without copying them. It links all of them or, when one
// is missing or cannot be linked, none, and returns that error. Begin only.
func (d *Dir) LinkAll(rels []string, from string) error {
	if d.prev != nil {
		return errors.New("emit: LinkAll is for a new output (Begin), not an update")
	}
	var done []string
	undo := func(err error) error {
		d.mu.Lock()
		for _, rel := range done {
			delete(d.files, rel)
			_ = os.Remove(filepath.Join(d.Tmp, filepath.FromSlash(rel)))
		}
		d.mu.Unlock()
		return err
	}
	for _, rel := range rels {
		rel, err := cleanRel(rel)
		if err != nil {
			return undo(err)
		}
		p, err := d.claim(rel)
		if err != nil {
			return undo(err)
		}
		done = append(done, rel)
		if err := os.Link(filepath.Join(from, filepath.FromSlash(rel)), p); err != nil {
			return undo(err)
		}
	}
	var size int64
	for _, rel := range done {
		if st, err := os.Stat(filepath.Join(d.Tmp, filepath.FromSlash(rel))); err == nil {
			size += st.Size()
		}
	}
	d.mu.Lock()
	d.bytes += size
	d.mu.Unlock()
	return nil
}

// claim registers rel as a file of this output and makes its folder; it
// returns the path to write it to.
func (d *Dir) claim(rel string) (string, error) {
	d.mu.Lock()
	if d.files[rel] {
		d.mu.Unlock()
		return "", fmt.Errorf("emit: %s is written twice", rel)
	}
	d.files[rel] = true
	d.mu.Unlock()
	return d.folder(rel)
}

// folder makes the folder of rel in the temporary folder and returns rel's
// path there. Every writer of a folder waits until it exists; it is made once.
func (d *Dir) folder(rel string) (string, error) {
	p := filepath.Join(d.Tmp, filepath.FromSlash(rel))
	dir := filepath.Dir(p)
	d.mu.Lock()
	once := d.dirs[dir]
	if once == nil {
		once = &dirOnce{}
		d.dirs[dir] = once
	}
	d.mu.Unlock()
	once.Do(func() { once.err = os.MkdirAll(dir, 0o755) })
	return p, once.err
}

// Keep declares that the files rels are part of this output with the same
// content as in the previous one, without writing them (Update only: the
// caller knows they did not change). It keeps all of them or, when one is
// not in the previous output or was already written, none, and reports which.
func (d *Dir) Keep(rels ...string) bool {
	if d.prev == nil {
		return false
	}
	clean := make([]string, len(rels))
	for i, rel := range rels {
		c, err := cleanRel(rel)
		if err != nil {
			return false
		}
		clean[i] = c
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, rel := range clean {
		if _, ok := d.prev.files[rel]; !ok || d.files[rel] {
			return false
		}
	}
	for _, rel := range clean {
		e := d.prev.files[rel]
		d.files[rel] = true
		d.sums[rel] = e
		d.bytes += e.size
	}
	return true
}

// KeepAllBut keeps, in an Update, every file of the previous output that
// this one does not write, except those in skip: a dev Rebuild that
// updates a few pages declares the rest of the site unchanged this way,
// and one that runs the PostBuilders again skips the files they wrote, so
// that Commit removes those they no longer write. It costs nothing per
// file kept: the previous output's list is not copied.
func (d *Dir) KeepAllBut(skip map[string]bool) {
	if d.prev == nil {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.keepRest, d.skip = true, skip
}

// kept reports whether rel is in the output by KeepAllBut. d.mu is held.
func (d *Dir) kept(rel string) bool {
	if !d.keepRest || d.skip[rel] {
		return false
	}
	_, ok := d.prev.files[rel]
	return ok
}

// Exists reports whether rel has been written.
func (d *Dir) Exists(rel string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	rel = strings.TrimPrefix(rel, "/")
	return d.files[rel] || d.kept(rel)
}

// Stats returns the number of files and bytes written.
func (d *Dir) Stats() (files int, bytes int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	files, bytes = len(d.files), d.bytes
	if d.keepRest {
		for rel, e := range d.prev.files {
			if !d.files[rel] && !d.skip[rel] {
				files++
				bytes += e.size
			}
		}
	}
	return files, bytes
}

// CopyTree copies every file of src (a folder on disk) into the output under prefix.
func (d *Dir) CopyTree(src, prefix string) error {
	return CopyTree(src, prefix, d.WriteFile)
}

// CopyTree reads every file of the folder src on disk and passes it to
// write under prefix (a slash path): what each Output's CopyTree does with
// its own WriteFile.
func CopyTree(src, prefix string, write func(rel string, data []byte) error) error {
	return filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return write(filepath.ToSlash(filepath.Join(prefix, rel)), b)
	})
}

// Commit replaces Final with the new output. The old output is moved aside
// first and removed only after the new one is in place. After an Update,
// Commit writes the changed files (everything else first, HTML pages last,
// so that a page never names an asset that is not there yet) and then
// removes the files that this output no longer has.
func (d *Dir) Commit() error {
	return d.CommitThen(func() {})
}

// CommitThen is Commit, running then once the new output is in place,
// while the old one is removed (twenty thousand files take a few hundred
// milliseconds): it returns when both are done.
func (d *Dir) CommitThen(then func()) error {
	if d.prev != nil {
		err := d.commitInPlace()
		if err == nil {
			then()
		}
		return err
	}
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
	if old == "" {
		then()
		return nil
	}
	removed := make(chan error, 1)
	go func() { removed <- os.RemoveAll(old) }()
	then()
	return <-removed
}

func (d *Dir) commitInPlace() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	var write, remove []string
	for rel := range d.pending {
		write = append(write, rel)
	}
	if d.keepRest {
		for rel := range d.skip {
			if _, ok := d.prev.files[rel]; ok && !d.files[rel] {
				remove = append(remove, rel)
			}
		}
	} else {
		for rel := range d.prev.files {
			if !d.files[rel] {
				remove = append(remove, rel)
			}
		}
	}
	sort.Slice(write, func(i, j int) bool {
		hi, hj := strings.HasSuffix(write[i], ".html"), strings.HasSuffix(write[j], ".html")
		if hi != hj {
			return hj
		}
		return write[i] < write[j]
	})
	sort.Strings(remove)
	for _, rel := range write {
		if err := replaceFile(filepath.Join(d.Final, filepath.FromSlash(rel)), d.pending[rel]); err != nil {
			return fmt.Errorf("emit: %w", err)
		}
		// The manifest follows the disk, so a failure part-way leaves it correct.
		d.prev.files[rel] = d.sums[rel]
	}
	for _, rel := range remove {
		p := filepath.Join(d.Final, filepath.FromSlash(rel))
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("emit: %w", err)
		}
		delete(d.prev.files, rel)
		// Remove folders left empty (a deleted page's category), up to Final.
		for dir := filepath.Dir(p); dir != d.Final && strings.HasPrefix(dir, d.Final); dir = filepath.Dir(dir) {
			if os.Remove(dir) != nil {
				break
			}
		}
	}
	d.changed = append(write, remove...)
	sort.Strings(d.changed)
	d.pending = nil
	return nil
}

// replaceFile writes data to a temporary file beside p and renames it over p.
func replaceFile(p string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".tmp-")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		_ = os.Remove(f.Name())
	}
	return err
}

// Manifest describes the output after a successful Commit, for the next Update.
// After KeepAllBut it is the previous output's, which Commit brought up to date.
func (d *Dir) Manifest() *Manifest {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.keepRest {
		return d.prev
	}
	files := make(map[string]entry, len(d.sums))
	for rel, e := range d.sums {
		files[rel] = e
	}
	return &Manifest{dir: d.Final, files: files}
}

// Changed lists the files (slash paths) that Commit of an Update wrote or
// removed, sorted; nil for a Dir made by Begin, whose Commit replaced everything.
func (d *Dir) Changed() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.changed
}

// Abort removes the temporary folder; the previous output is untouched.
// After an Update, Abort drops the pending files: nothing was written.
func (d *Dir) Abort() error {
	if d.prev != nil {
		d.mu.Lock()
		d.pending = nil
		d.mu.Unlock()
		return nil
	}
	return os.RemoveAll(d.Tmp)
}
