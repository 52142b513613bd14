package docusaurus

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/crc64"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
)

// docsSummary is what Load needs of a docs plugin's docs before the build
// (navbar items, the landing page's link, the version menu): the routes of
// the docs by id, the first doc's route, each sidebar's first link and the
// versions. Load reads every doc for it (a second time: the build reads
// them again), which at ten thousand docs is most of the command's start;
// the build cache keeps it (docsCache).
type docsSummary struct {
	Routes   map[string]string `json:"routes"`
	First    string            `json:"first"`
	Sidebars map[string]string `json:"sidebars"`
	Versions []docs.Version    `json:"versions"`
}

// docsCacheFormat is the layout of an entry; an entry of another is
// made again.
const docsCacheFormat = 1

// docsCache is the entry of one docs plugin in the build cache: the key
// of its options and of this docskit binary, and every read the docs
// plugin made of the site folder with what it gave. An entry holds when
// every read gives the same again: a file's size, times, inode and mode, a
// folder's names. That is how Git's index tells a changed file, and as Git
// does, a file whose time is as recent as its reading (a second write in
// the same tick of the file system's clock would keep it) is also keyed on
// its content. A doc (.md, .mdx) is keyed on its front matter as written:
// routes and sidebar links are made from front matter and file names, not
// from what the body says, so an edit of a page's text keeps the entry.
type docsCache struct {
	file string
	key  string
}

type docsEntry struct {
	Format  int               `json:"format"`
	Key     string            `json:"key"`
	Reads   map[string]string `json:"reads"`
	Summary *docsSummary      `json:"summary"`
}

func openDocsCache(cacheDir, root string, opts docs.Options) *docsCache {
	o, err := json.Marshal(opts)
	if err != nil {
		return nil
	}
	h := sha256.New()
	fmt.Fprintf(h, "%d %s %s %s\x00", docsCacheFormat, docskit.Version, docskit.BinaryIdent(), root)
	h.Write(o)
	name := fnv.New64a()
	fmt.Fprintf(name, "%s\x00%s", root, opts.ID)
	return &docsCache{
		file: filepath.Join(cacheDir, evalCacheDir, fmt.Sprintf("docs-%016x.gob", name.Sum64())),
		key:  hex.EncodeToString(h.Sum(nil)),
	}
}

// lookup returns the summary when the entry is of this key and every read
// gives what it gave; nil otherwise.
func (c *docsCache) lookup(fsys fs.FS) *docsSummary {
	data, err := os.ReadFile(c.file)
	if err != nil {
		return nil
	}
	var e docsEntry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&e) != nil || e.Format != docsCacheFormat || e.Key != c.key || e.Summary == nil {
		return nil
	}
	reads := make([]string, 0, len(e.Reads))
	for r := range e.Reads {
		reads = append(reads, r)
	}
	// Ten thousand stats: a few goroutines.
	var wg sync.WaitGroup
	var stale atomic.Bool
	const workers = 4
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(reads) && !stale.Load(); i += workers {
				if again(fsys, reads[i], e.Reads[reads[i]]) != e.Reads[reads[i]] {
					stale.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	if stale.Load() {
		return nil
	}
	return e.Summary
}

// store writes the entry of a summary made through rec.
func (c *docsCache) store(rec *recordingFS, sum *docsSummary) {
	rec.mu.Lock()
	e := docsEntry{Format: docsCacheFormat, Key: c.key, Reads: rec.reads, Summary: sum}
	refused := rec.refused
	rec.mu.Unlock()
	// A file read answers its stat too (the docs plugin stats each file
	// first), and a doc's stat is its front matter's business.
	for read, got := range e.Reads {
		if name, ok := strings.CutPrefix(read, "stat:"); ok {
			if f, ok := e.Reads["file:"+name]; ok && strings.HasPrefix(f, got) {
				delete(e.Reads, read)
			}
			if _, ok := e.Reads["doc:"+name]; ok && got != "-" {
				delete(e.Reads, read)
			}
		}
	}
	if refused {
		return
	}
	var data bytes.Buffer
	if gob.NewEncoder(&data).Encode(&e) != nil {
		return
	}
	writeEntry(c.file, data.Bytes())
}

// writeEntry replaces the file with data (an entry of the build cache); a
// cache that cannot be written is only slower.
func writeEntry(file string, data []byte) {
	if os.MkdirAll(filepath.Dir(file), 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), ".entry-*")
	if err != nil {
		return
	}
	_ = tmp.Chmod(0o644)
	_, werr := tmp.Write(data)
	if cerr := tmp.Close(); werr != nil || cerr != nil || os.Rename(tmp.Name(), file) != nil {
		_ = os.Remove(tmp.Name())
	}
}

// recordingFS is the site folder as the docs plugin reads it, noting
// every read ("file:", "dir:", "stat:", "link:" and the name) with what it
// gave (read's signature).
type recordingFS struct {
	fsys fs.FS
	mu   sync.Mutex
	// reads are the reads and what each gave.
	reads map[string]string
	// refused: a read no entry can stand for (a recent file opened as a stream).
	refused bool
}

func newRecordingFS(fsys fs.FS) *recordingFS {
	return &recordingFS{fsys: fsys, reads: map[string]string{}}
}

func (r *recordingFS) note(read, got string) {
	r.mu.Lock()
	r.reads[read] = got
	r.mu.Unlock()
}

// Open is for a file read as a stream: keyed on its signature, which a
// recent file cannot be.
func (r *recordingFS) Open(name string) (fs.File, error) {
	f, err := r.fsys.Open(name)
	if err != nil {
		r.note("stat:"+name, "-")
		return nil, err
	}
	st, err := f.Stat()
	if err != nil || recent(st) {
		r.mu.Lock()
		r.refused = true
		r.mu.Unlock()
	} else if st.IsDir() {
		r.note("dir:"+name, again(r.fsys, "dir:"+name, ""))
	} else {
		r.note("stat:"+name, signature(st))
	}
	return f, err
}

func (r *recordingFS) Stat(name string) (fs.FileInfo, error) {
	st, err := fs.Stat(r.fsys, name)
	got := "-"
	if err == nil {
		got = signature(st)
	}
	r.note("stat:"+name, got)
	return st, err
}

func (r *recordingFS) ReadFile(name string) ([]byte, error) {
	st, err := fs.Stat(r.fsys, name)
	if err != nil {
		r.note("stat:"+name, "-")
		return nil, err
	}
	data, err := fs.ReadFile(r.fsys, name)
	if err != nil {
		r.note("stat:"+name, "-")
		return nil, err
	}
	got := signature(st)
	switch {
	case isDoc(name):
		r.note("doc:"+name, docAnswer(got, recent(st), data))
		return data, nil
	case recent(st):
		got += " " + contentSum(data)
	}
	r.note("file:"+name, got)
	return data, nil
}

// isDoc reports whether a file is Markdown, read for its front matter.
func isDoc(name string) bool {
	return strings.HasSuffix(name, ".md") || strings.HasSuffix(name, ".mdx")
}

// docAnswer is what reading a doc gave: its signature, then "recent" when
// it was read in the tick it was written in, then its front matter's sum.
func docAnswer(sig string, isRecent bool, data []byte) string {
	if isRecent {
		sig += " recent"
	}
	return sig + " " + headSum(data)
}

// headSum hashes a doc's front matter as written: what comes before its
// body, as mdx.SplitFrontMatter splits them (a leading "---" line to the
// next line that is "---"), without parsing the YAML. A block that is not
// closed is the whole file.
func headSum(data []byte) string {
	src := bytes.TrimPrefix(data, []byte("\ufeff"))
	if !bytes.HasPrefix(src, []byte("---\n")) && !bytes.HasPrefix(src, []byte("---\r\n")) {
		return contentSum(nil)
	}
	for i := bytes.IndexByte(src, '\n') + 1; i < len(src); {
		next := len(src)
		line := src[i:]
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line, next = line[:j], i+j+1
		}
		if bytes.Equal(bytes.TrimRight(line, " \t\r"), []byte("---")) {
			return contentSum(src[:next])
		}
		i = next
	}
	return contentSum(data)
}

// again is what a read gives now; was is what it gave (a file's content
// is read only when its signature is the same and was has its sum; a
// doc's when its signature changed, or it was recent).
func again(fsys fs.FS, read, was string) string {
	kind, name, _ := strings.Cut(read, ":")
	switch kind {
	case "doc":
		// (Not a regular file any more: reading a named pipe would wait.)
		st, err := fs.Stat(fsys, name)
		if err != nil || !st.Mode().IsRegular() {
			return "-"
		}
		sig := signature(st)
		if strings.HasPrefix(was, sig+" ") && !strings.HasPrefix(was, sig+" recent ") {
			return was
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return "-"
		}
		// The same front matter under another signature is the same answer.
		head := headSum(data)
		if strings.HasSuffix(was, " "+head) {
			return was
		}
		return docAnswer(sig, recent(st), data)
	case "file":
		st, err := fs.Stat(fsys, name)
		if err != nil || !st.Mode().IsRegular() {
			return "-"
		}
		sig := signature(st)
		if len(was) > len(sig) && was[:len(sig)] == sig {
			data, err := fs.ReadFile(fsys, name)
			if err != nil {
				return "-"
			}
			return sig + " " + contentSum(data)
		}
		return sig
	case "stat":
		st, err := fs.Stat(fsys, name)
		if err != nil {
			return "-"
		}
		return signature(st)
	case "lstat":
		st, err := fs.Lstat(fsys, name)
		if err != nil {
			return "-"
		}
		return signature(st)
	case "dir":
		entries, err := fs.ReadDir(fsys, name)
		return dirSum(entries, err)
	case "link":
		target, err := fs.ReadLink(fsys, name)
		if err != nil {
			return "-"
		}
		return target
	}
	return "?"
}

// signature is a file's mode, size, times and inode. The change time is
// the system's (a program setting the modification time back changes it).
func signature(st fs.FileInfo) string {
	return fmt.Sprintf("%d %d %d %d %d", st.Mode(), st.Size(), st.ModTime().UnixNano(), changed(st).UnixNano(), inode(st))
}

// recent reports whether a file changed within the file system clock's
// tick (and then some) of now: a write in the same tick keeps its times.
func recent(st fs.FileInfo) bool {
	return time.Since(changed(st)) < 100*time.Millisecond || time.Since(st.ModTime()) < 100*time.Millisecond
}

func contentSum(data []byte) string {
	return fmt.Sprintf("%016x", crc64.Checksum(data, crcTable))
}

var crcTable = crc64.MakeTable(crc64.ECMA)

func dirSum(entries []fs.DirEntry, err error) string {
	if err != nil {
		return "-"
	}
	h := fnv.New64a()
	for _, e := range entries {
		fmt.Fprintf(h, "%s\x00%d\x00", e.Name(), e.Type())
	}
	return fmt.Sprintf("%016x", h.Sum64())
}
