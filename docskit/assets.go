package docskit

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/url"
	"path"
	"sort"
	"strings"
	"sync"
	"time"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/emit"
)

// Files that pages link by their path in the sources — an image next to
// the page (![x](./img/a.png)), a download (<a href="../files/b.zip">), a
// file named from the site's root (@site/src/x.svg) — are copied into the
// output once each, under a name that holds a hash of their content
// (assets/a-1f2e3d4c.png), as Docusaurus bundles them: a changed file gets
// a new URL, so browsers may cache these forever. The link resolver
// (linkResolver) decides which links name such a file and asks the site's
// assetTable for its URL; the builder writes the files after the check
// (writeAssets); the link checker asks Site.Asset whether a URL is one.

// LinkFile returns the file of the site's sources that a link destination
// written in the file from names, when it is a file Docusaurus would copy
// into the build, one whose name has an extension other than .md, .mdx
// and .html (those are pages): "@site/x" (x from the site's root), or a
// path relative to from. Percent-escapes are decoded and a "?query" or "#fragment"
// is left out. ok is false for every other link (a route, a static file
// written from "/", a URL), and for a path that leaves the site's root.
func LinkFile(from, dest string) (file string, ok bool) {
	pth := dest
	if i := strings.IndexAny(pth, "?#"); i >= 0 {
		pth = pth[:i]
	}
	if u, err := url.PathUnescape(pth); err == nil {
		pth = u
	}
	switch path.Ext(pth) {
	case "", ".md", ".mdx", ".html", ".htm":
		return "", false
	}
	if rest, site := strings.CutPrefix(pth, "@site/"); site {
		file = path.Clean(rest)
	} else {
		if from == "" || pth == "" || pth[0] == '/' || strings.HasPrefix(dest, "//") || HasScheme(dest) {
			return "", false
		}
		file = path.Join(path.Dir(from), pth)
	}
	if !fs.ValidPath(file) || file == "." {
		return "", false
	}
	return file, true
}

// assetTable is the files the pages of one build link (LinkFile), with
// their URLs. It is safe for concurrent use: pages are parsed in parallel.
type assetTable struct {
	src  fs.FS
	prev *assetTable // the previous build's, whose hashes a dev build reuses
	mu   sync.Mutex
	// files are by source path; an entry is filled once (asset.once).
	files map[string]*asset
	// urls are the sources of the URLs handed out.
	urls map[string]string
}

// asset is one linked file.
type asset struct {
	once   sync.Once
	source string
	// url is "/assets/<name>-<hash><ext>", or "" when the sources have no
	// such regular file (the link checker reports the link).
	url string
	// size and mod are the file's when it was hashed: a later build with
	// the same ones (and a real modification time) takes the hash as is.
	size int64
	mod  time.Time
	err  error // reading failed: the builder reports it
}

func newAssetTable(src fs.FS, prev *assetTable) *assetTable {
	if prev != nil {
		prev.prev = nil // only one build back
	}
	return &assetTable{src: src, prev: prev, files: map[string]*asset{}, urls: map[string]string{}}
}

// url returns the URL of the file source, "" when there is none.
func (t *assetTable) url(source string) string {
	t.mu.Lock()
	a := t.files[source]
	if a == nil {
		a = &asset{source: source}
		t.files[source] = a
	}
	t.mu.Unlock()
	a.once.Do(func() {
		t.fill(a)
		if a.url != "" {
			t.mu.Lock()
			t.urls[a.url] = a.source
			t.mu.Unlock()
		}
	})
	return a.url
}

// fill hashes a's file, or takes the hash of the previous build when the
// file's size and modification time are the same.
func (t *assetTable) fill(a *asset) {
	info, err := fs.Stat(t.src, a.source)
	if err != nil || !info.Mode().IsRegular() {
		return
	}
	a.size, a.mod = info.Size(), info.ModTime()
	if old := t.prev.lookup(a.source); old != nil && old.url != "" && !a.mod.IsZero() && old.mod.Equal(a.mod) && old.size == a.size {
		a.url = old.url
		return
	}
	data, err := fs.ReadFile(t.src, a.source)
	if err != nil {
		a.err = err
		return
	}
	sum := sha256.Sum256(data)
	a.url = "/" + assetPath(a.source, hex.EncodeToString(sum[:4]))
}

func (t *assetTable) lookup(source string) *asset {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.files[source]
}

// assetPath is the output path of a linked file: its name, reduced to
// characters a URL needs no escape for, then the hash and its extension.
func assetPath(source, hash string) string {
	base := path.Base(source)
	ext := path.Ext(base)
	name := safeName(strings.TrimSuffix(base, ext))
	if name == "" {
		name = "file"
	}
	return "assets/" + name + "-" + hash + strings.ToLower(safeName(ext))
}

// safeName replaces each run of characters other than ASCII letters,
// digits, ".", "_" and "-" with one "-".
func safeName(s string) string {
	var b strings.Builder
	dash := false
	for _, c := range s {
		if c < 128 && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			b.WriteRune(c)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-")
}

// Asset reports whether urlPath ("/assets/a-1f2e3d4c.png") is a file this
// build copies because a page links it (LinkFile), and names its source.
func (s *Site) Asset(urlPath string) (source string, ok bool) {
	if s.assets == nil {
		return "", false
	}
	s.assets.mu.Lock()
	defer s.assets.mu.Unlock()
	source, ok = s.assets.urls[urlPath]
	return source, ok
}

// writeAssets writes every linked file into out once. A dev Rebuild keeps
// a file already in the previous output: its name holds its content's hash.
func (b *Builder) writeAssets(out *emit.Dir, site *Site) error {
	t := site.assets
	t.mu.Lock()
	files := make([]*asset, 0, len(t.files))
	for _, a := range t.files {
		files = append(files, a)
	}
	t.mu.Unlock()
	sort.Slice(files, func(i, j int) bool { return files[i].source < files[j].source })
	var ds diag.List
	written := map[string]bool{}
	for _, a := range files {
		if a.err != nil {
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: a.source}, Msg: "cannot read the file a page links: " + a.err.Error()})
			continue
		}
		rel := strings.TrimPrefix(a.url, "/")
		if rel == "" || written[rel] {
			// Two files with the same name and content share one copy.
			continue
		}
		written[rel] = true
		if out.Keep(rel) {
			continue
		}
		data, err := fs.ReadFile(b.source, a.source)
		if err != nil {
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: a.source}, Msg: "cannot read the file a page links: " + err.Error()})
			continue
		}
		if err := out.WriteFile(rel, data); err != nil {
			return err
		}
	}
	if len(ds) > 0 {
		return ds
	}
	return nil
}
