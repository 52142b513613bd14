package docskit

import (
	"encoding/binary"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"hash/crc64"
	"hash/fnv"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/spool"
	"docskit.dev/docskit/mdx"
)

// WithBuildCache keeps a build cache in dir (created when missing) for the
// production builds of this Builder: the next Build parses only the pages
// whose text, included partials or link targets changed, renders only the
// pages whose data, sidebar or tags changed, and takes the other pages'
// files from the previous output by hard links, with the same bytes as a
// build without a cache would write. The cache is keyed by content (the
// sources, the configuration, this docskit binary), so deleting it at any
// time only makes the next build a full one. Dev builds (WithDev) keep
// their state in memory instead and ignore it.
//
// The cache holds the parsed bodies that a build spools (BodyReader): the
// pages whose bodies a plugin reads after Parse are parsed every time.
// Two builds must not use the same cache at once.
func WithBuildCache(dir string) Option {
	return func(b *Builder) error { b.cacheDir = dir; return nil }
}

// diskFormat is the layout of the cache's files; a cache of another
// layout is started anew. 2: bodies in the pack are plain JSON
// (emit.MarshalPlain), written into pages' data as they are.
const diskFormat = 2

// diskIndex is the cache's index (index.gob): what the last successful
// build parsed and wrote.
type diskIndex struct {
	Format int
	// Ident is the hash of what every entry depends on besides its own
	// inputs: docskit, the binary, the configuration (diskCache.ident).
	Ident uint64
	// Pack is the file holding the spooled bodies, and PackSize its size
	// when the index was written.
	Pack     string
	PackSize int64
	// Out is the output folder the pages were written to.
	Out   string
	Docs  map[uint64]*diskDoc
	Pages map[string]*diskPage
}

// diskDoc is a parsed document: what it was parsed from, the document
// without its body, and where the body's JSON is in the pack.
type diskDoc struct {
	Source   string
	Links    map[string]string
	Partials map[string]uint64
	Doc      *mdx.Doc
	Off      int64
	Len      int
}

// diskPage is a page as the output holds it: the key of its HTML and data
// (pageKey's inputs and the shell) and the anchors its components reported.
type diskPage struct {
	Key     uint64
	Anchors []string
	page    *Page
}

// diskCache is the buildCache of a production Builder WithBuildCache.
type diskCache struct {
	b     *Builder
	dir   string
	ident uint64
	prev  *diskIndex
	next  *diskIndex
	pack  *spool.Spool
	// pending are this build's freshly parsed documents by page, until
	// they are spooled (spooled) and enter next.
	mu      sync.Mutex
	pending map[*Page]*pendingDoc
}

type pendingDoc struct {
	key uint64
	doc *diskDoc
}

func (dc *diskCache) indexFile() string { return filepath.Join(dc.dir, "index.gob") }

// begin reads the cache's index (readIndex): a missing, unreadable or
// outdated one is started anew.
func (dc *diskCache) begin(*plan) {
	dc.ident = dc.b.cacheIdent()
	dc.prev = dc.readIndex()
	dc.next = &diskIndex{Format: diskFormat, Ident: dc.ident, Docs: map[uint64]*diskDoc{}, Pages: map[string]*diskPage{}}
	dc.pending = map[*Page]*pendingDoc{}
}

// readIndex returns the last build's index, or an empty one when there is
// none or it is of another docskit, binary or configuration.
func (dc *diskCache) readIndex() *diskIndex {
	empty := &diskIndex{Docs: map[uint64]*diskDoc{}, Pages: map[string]*diskPage{}}
	f, err := os.Open(dc.indexFile())
	if err != nil {
		return empty
	}
	defer f.Close()
	var ix diskIndex
	if err := gob.NewDecoder(f).Decode(&ix); err != nil || ix.Format != diskFormat || ix.Ident != dc.ident {
		return empty
	}
	if st, err := os.Stat(filepath.Join(dc.dir, ix.Pack)); err != nil || st.Size() < ix.PackSize {
		return empty
	}
	if ix.Docs == nil {
		ix.Docs = map[uint64]*diskDoc{}
	}
	if ix.Pages == nil {
		ix.Pages = map[string]*diskPage{}
	}
	return &ix
}

// openPack opens the pack of the previous index, or a new one: the spool
// of this build.
func (dc *diskCache) openPack() (*spool.Spool, error) {
	if err := os.MkdirAll(dc.dir, 0o755); err != nil {
		return nil, fmt.Errorf("build cache: %w", err)
	}
	if dc.prev.Pack == "" {
		dc.prev.Pack = "bodies-" + strconv.FormatInt(time.Now().UnixNano(), 36) + ".pack"
	}
	dc.next.Pack = dc.prev.Pack
	s, err := spool.Open(filepath.Join(dc.dir, dc.prev.Pack))
	if err != nil {
		return nil, fmt.Errorf("build cache: %w", err)
	}
	dc.pack = s
	return s, nil
}

func (dc *diskCache) reusableBundle(*plan) (bundled, bool) { return bundled{}, false }

func (dc *diskCache) releaseBundle(b bundled, _, _ bool) {
	if b.r != nil {
		_ = b.r.Close()
	}
}

func (dc *diskCache) encode(d *PageData, _ *mdx.Doc) ([]byte, error) { return emit.MarshalPlain(d) }

// docKey hashes what a page's document is parsed from, besides its
// partials and link targets (checked one by one).
func (dc *diskCache) docKey(p *Page) uint64 {
	h := crc64.New(crcTable)
	writeUint(h, dc.ident)
	h.Write([]byte(p.Source))
	h.Write([]byte{0})
	writeUint(h, uint64(p.BodyLine))
	h.Write(p.Body)
	return h.Sum64()
}

// crcTable is the hash of the cache's keys: stable from one process to
// the next, as maphash is not, and several times faster than FNV on the
// tens of kilobytes of a page.
var crcTable = crc64.MakeTable(crc64.ECMA)

func writeUint(h hash.Hash64, v uint64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	h.Write(b[:])
}

// stableSum hashes a partial as read, the same in every process.
func stableSum(src []byte, err error) uint64 {
	h := crc64.New(crcTable)
	if err != nil {
		h.Write([]byte("error: " + err.Error()))
	} else {
		h.Write(src)
	}
	return h.Sum64()
}

// parse takes the previous build's document when the page's text, its
// partials and its links' targets are the same; its body stays in the
// pack, where the page is rendered from.
func (dc *diskCache) parse(p *Page, resolve func(string) string, read readFile, parse func(func(string) string, readFile) (*mdx.Doc, diag.List)) (*mdx.Doc, diag.List, bool) {
	key := dc.docKey(p)
	// Only spooled bodies are cached: a page whose body a plugin reads is parsed.
	spools := dc.b.spooled != nil && !dc.b.spooled.keeps(p)
	if d := dc.prev.Docs[key]; spools && d != nil && d.Source == p.Source && d.linksStill(resolve) && d.partialsStill(read) {
		ref := spool.MakeRef(d.Off, d.Len)
		p.spooled, p.Body = &ref, nil
		dc.mu.Lock()
		dc.next.Docs[key] = d
		dc.mu.Unlock()
		return d.Doc, nil, false
	}
	doc, list, links, partials := parseRecorded(resolve, read, stableSum, parse)
	if len(list) == 0 {
		dc.mu.Lock()
		dc.pending[p] = &pendingDoc{key: key, doc: &diskDoc{Source: p.Source, Links: links, Partials: partials}}
		dc.mu.Unlock()
	}
	return doc, list, true
}

func (d *diskDoc) linksStill(resolve func(string) string) bool {
	for dest, was := range d.Links {
		if resolve(dest) != was {
			return false
		}
	}
	return true
}

func (d *diskDoc) partialsStill(read readFile) bool {
	for name, was := range d.Partials {
		if stableSum(read(name)) != was {
			return false
		}
	}
	return true
}

// spooled records a freshly parsed document once Parse spooled its body;
// a document that was not spooled is not kept (it is parsed again).
func (dc *diskCache) spooled(p *Page, doc *mdx.Doc) {
	dc.mu.Lock()
	defer dc.mu.Unlock()
	pd := dc.pending[p]
	delete(dc.pending, p)
	if pd == nil || p.spooled == nil {
		return
	}
	pd.doc.Doc, pd.doc.Off, pd.doc.Len = doc, p.spooled.Offset(), p.spooled.Len()
	dc.next.Docs[pd.key] = pd.doc
}

func (dc *diskCache) parsedAll() {}

// current links the page's files from the previous output when their key
// is the one they were written with, and gives the page the anchors its
// rendering reported then.
func (dc *diskCache) current(out *emit.Dir, p *Page, files [2]string, keyOf func(hash.Hash64) uint64) bool {
	key := keyOf(crc64.New(crcTable))
	dp := &diskPage{Key: key, page: p}
	dc.mu.Lock()
	dc.next.Pages[p.Route] = dp
	old := dc.prev.Pages[p.Route]
	dc.mu.Unlock()
	if old == nil || old.Key != key || dc.prev.Out != out.Final || dc.prev.Pack != dc.next.Pack || out.Tmp == "" {
		return false
	}
	if out.LinkAll(files[:], dc.prev.Out) != nil {
		return false
	}
	p.RenderedAnchors = old.Anchors
	return true
}

func (dc *diskCache) keepStatic(*emit.Dir, *plan) bool { return false }
func (dc *diskCache) copiedStatic(string)              {}

// committed writes the index of the output just committed. A cache that
// cannot be written is reported and the build still succeeds: the next
// one is a full build.
func (dc *diskCache) committed(out *emit.Dir) {
	if err := dc.writeIndex(out); err != nil {
		dc.b.log("warning: build cache %s: %v (the next build is a full one)", dc.dir, err)
	}
}

func (dc *diskCache) writeIndex(out *emit.Dir) error {
	if dc.pack == nil {
		return errors.New("no pack")
	}
	ix := dc.next
	ix.Out, ix.PackSize = out.Final, dc.pack.Size()
	for _, dp := range ix.Pages {
		if dp.page != nil {
			dp.Anchors = dp.page.RenderedAnchors
		}
	}
	if err := dc.compact(ix); err != nil {
		return err
	}
	tmp := dc.indexFile() + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := gob.NewEncoder(f).Encode(ix); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, dc.indexFile()); err != nil {
		return err
	}
	// Packs the index no longer names (an earlier layout, a compacted one).
	old, _ := filepath.Glob(filepath.Join(dc.dir, "bodies-*.pack"))
	for _, name := range old {
		if filepath.Base(name) != ix.Pack {
			_ = os.Remove(name)
		}
	}
	return nil
}

// compact copies the bodies the index holds to a new pack when the pack is
// mostly bodies no page has any more (edits append, nothing is rewritten).
func (dc *diskCache) compact(ix *diskIndex) error {
	var live int64
	for _, d := range ix.Docs {
		live += int64(d.Len)
	}
	if ix.PackSize <= 2*live+(32<<20) {
		return nil
	}
	name := "bodies-" + strconv.FormatInt(time.Now().UnixNano(), 36) + ".pack"
	fresh, err := spool.Open(filepath.Join(dc.dir, name))
	if err != nil {
		return err
	}
	defer fresh.Close()
	for _, d := range ix.Docs {
		body, err := dc.pack.Get(spool.MakeRef(d.Off, d.Len))
		if err != nil {
			return err
		}
		ref, err := fresh.Put(body)
		if err != nil {
			return err
		}
		d.Off = ref.Offset()
	}
	ix.Pack, ix.PackSize = name, fresh.Size()
	return nil
}

func (dc *diskCache) close() {
	if dc.pack != nil {
		_ = dc.pack.Close()
		dc.pack = nil
	}
}

// cacheIdent hashes what every cached entry depends on besides its own
// inputs: the cache's layout, docskit's version, this binary (its VCS
// revision, or its size and time when it has none, as with go run) and
// the configuration, with the plugins' names.
func (b *Builder) cacheIdent() uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d %s %s\n", diskFormat, Version, binaryIdent())
	cfg, _ := json.Marshal(&b.cfg)
	h.Write(cfg)
	for _, p := range b.plugins {
		fmt.Fprintf(h, "\n%s", p.Name())
	}
	fmt.Fprintf(h, "\n%t %s %s", b.siteMDXComponents(), b.overrides, b.siteDir)
	return h.Sum64()
}

// BinaryIdent names the running docskit binary (its VCS revision, or its
// path, size and time): what a cache outside this package keeps of what
// docskit's code computed is keyed on it.
func BinaryIdent() string { return binaryIdent() }

// binaryIdent names the running docskit binary: a change to docskit's code
// (a new build of a Go site) starts the cache anew.
var binaryIdent = sync.OnceValue(func() string {
	id, modified := "", false
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				id = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	if id == "" || modified {
		// No revision, or one that does not say which code (a modified
		// work tree): the executable's size and time.
		id = ""
		if exe, err := os.Executable(); err == nil {
			if st, err := os.Stat(exe); err == nil {
				id = fmt.Sprintf("%s %d %d", exe, st.Size(), st.ModTime().UnixNano())
			}
		}
	}
	return id
})

// shellKey hashes what every page's HTML is made of besides its own data,
// sidebar and tags: the bundle (its file names, the server bundle that
// renders the pages) and the configuration (in cacheIdent).
func shellKey(res *bundle.Result) uint64 {
	h := crc64.New(crcTable)
	h.Write(res.Server)
	for _, f := range res.Files {
		h.Write([]byte(f.Path))
		h.Write([]byte{0})
	}
	return h.Sum64()
}

// renderKey hashes everything a page's HTML and data files are made from:
// the shell, the page's data, its sidebar (sidebarKey), its tags and,
// when its body is spooled (the data then has a mark in its place), where:
// the spool never rewrites what it holds, so the same place is the same body.
//
// h is the hash: CRC-64 for the build cache, whose keys outlive the
// process; the dev server's, kept in memory, use maphash, which takes half
// the time over ten thousand pages' data on every save.
func renderKey(h hash.Hash64, shell uint64, pageJSON []byte, sidebar uint64, tags Tags, body *spool.Ref) uint64 {
	writeUint(h, shell)
	writeUint(h, sidebar)
	if body != nil {
		writeUint(h, uint64(body.Offset()))
		writeUint(h, uint64(body.Len()))
	}
	h.Write(pageJSON)
	h.Write([]byte{0})
	t, _ := json.Marshal(tags)
	h.Write(t)
	return h.Sum64()
}

// sidebarKey hashes a sidebar's JSON, once per build: a large site's
// sidebar is far larger than any of its pages.
func sidebarKey(sidebarJSON []byte) uint64 {
	return crc64.Checksum(sidebarJSON, crcTable)
}
