package docskit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash"
	"hash/maphash"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/ssr"
	"docskit.dev/docskit/mdx"
)

// Rebuild brings outDir up to date after the files in changed were edited,
// created or removed, for the dev server: only the work and the writes that
// the change needs are done.
//
// A save that changed only the body of pages, and nothing other pages show
// of it, takes a quick path (devedit.go): those pages alone are parsed,
// resolved, rendered, checked and written, WithDevShown's function is told,
// and then the PostBuilders run. Otherwise Loaders and Resolvers run again
// over the whole site (reading front matter is cheap), so routes, sidebars
// and previous/next links are always exact.
// An MDX body is parsed again only when its text, its position in the file
// or the route of a page it links to changed. A page is rendered again only
// when its data, its sidebar or its tags changed: editing one page renders
// that page (and its neighbours when its title changes their previous/next
// links); a change of title, sidebar position or slug that alters a sidebar
// renders every page of that sidebar. The client bundle is rebuilt, and the
// Node.js renderer restarted, only when a changed file is in the theme
// overrides folder or is a script or stylesheet (.ts, .tsx, .js, .jsx, .mjs,
// .cjs, .css; not .d.ts), and static folders are copied again only when a
// file in them changed. Checkers and PostBuilders run as in Build.
//
// The output is updated in place: only files whose content changed are
// written, each with a rename, pages last, and files the site no longer has
// are removed. Nothing is written when the build fails (a broken link, a bad
// front matter …): outDir keeps the last good output.
//
// changed holds paths as the file watcher reports them (relative to the
// working directory, or absolute); nil means unknown, which rebundles and
// copies the static folders. Without WithDev, Rebuild is Build. When there
// is no good output in outDir to update (the first build failed, or outDir
// has gone), Rebuild writes the whole site into a new folder as Build does,
// but still reuses the bundle and the renderer. When the renderer kept from
// an earlier build has died, Rebuild starts a new one and tries once more.
// Like Build, it must not run concurrently with another build of the same
// Builder.
func (b *Builder) Rebuild(ctx context.Context, outDir string, changed []string) (*Report, error) {
	dc, ok := b.cache.(*devCache)
	if !ok {
		return b.Build(ctx, outDir)
	}
	abs, err := filepath.Abs(outDir)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	attempt := func(rebundle bool) (*Report, *plan, error) {
		pl := b.classify(changed)
		pl.rebundle = pl.rebundle || rebundle
		var out *emit.Dir
		if dc.manifest != nil && dc.outDir == abs {
			if u, err := emit.Update(dc.manifest); err == nil {
				out, pl.incremental = u, true
			}
		}
		if out == nil {
			var err error
			if out, err = emit.Begin(outDir); err != nil {
				return nil, pl, err
			}
		}
		rep, err := b.run(ctx, out, start, pl)
		return rep, pl, err
	}
	if rep, ok, err := b.editBodies(ctx, dc, abs, changed); ok {
		return rep, err
	}
	rep, pl, err := attempt(false)
	if err != nil && pl.reusedBundle && (errors.Is(err, ssr.ErrExited) || errors.Is(err, errModulesChanged)) {
		// The renderer kept from an earlier build has died (a crash, the OOM
		// killer); run dropped it. Once more, with a new one.
		rep, _, err = attempt(true)
	}
	return rep, err
}

// ChangedRoutes says which open pages a dev server should reload after a
// build: the routes whose HTML was written or removed, or all = true when
// the whole output was replaced or a file that any page may load changed
// (the client bundle, a stylesheet, a static file, a font). Page data and
// sidebar files, which change only together with their pages' HTML, and
// files no page loads at startup (sitemap.xml, robots.txt, docskit.json,
// and data such as the search index or llms.txt, fetched when used) do not
// count.
func (r *Report) ChangedRoutes() (routes []string, all bool) {
	if r.Full {
		return nil, true
	}
	for _, f := range r.Changed {
		switch {
		case f == "index.html":
			routes = append(routes, "/")
		case strings.HasSuffix(f, "/index.html"): // TrailingSlash: docs/x/index.html is /docs/x
			routes = append(routes, "/"+strings.TrimSuffix(f, "/index.html"))
		case strings.HasSuffix(f, ".html"):
			routes = append(routes, "/"+strings.TrimSuffix(f, ".html"))
		case dataFile(f):
			// Page data and sidebars (they change with their pages' HTML),
			// and files open pages do not load at startup but fetch when
			// used, or never: no reload.
		default:
			all = true
		}
	}
	return routes, all
}

// dataFile reports whether the output file f is data (page data, sidebars,
// the search index, llms Markdown, feeds, sitemap.xml, robots.txt,
// docskit.json, hosting files) rather than code, styles, fonts or images a
// page loaded.
func dataFile(f string) bool {
	switch path.Ext(f) {
	case ".json", ".md", ".txt", ".xml", ".conf", "":
		return true
	}
	return false
}

// devCache is what a dev-mode Builder keeps between builds (buildCache).
type devCache struct {
	res      *bundle.Result
	renderer *ssr.Renderer
	// mods and markdown are the bundle's page modules and the Markdown
	// files they import (bundled).
	mods     []bundle.PageModule
	markdown map[string]bool
	gen      int // changes with every bundle (or its loss)
	keysGen  int // gen of the bundle the pages on disk were rendered with
	// keys are the page keys (pageKey) of the pages on disk, by route.
	keys map[string]uint64
	// parsed are the parsed MDX bodies of the last build, by bodyKey.
	parsed map[string]*parsedBody
	// data are the pages' data JSON of the last build, by route.
	data map[string]*pageJSON
	// manifest describes outDir, the output of the last successful build.
	manifest *emit.Manifest
	outDir   string
	// static are the output files copied from the static folders.
	static []string

	// What the build under way makes, adopted when it ends.
	pl         *plan
	reuseBuilt bool // pages on disk may be kept (same bundle, in place)
	mu         sync.Mutex
	nextKeys   map[string]uint64
	nextBodies map[string]*parsedBody
	nextData   map[string]*pageJSON
	nextStatic []string

	// What the quick path of Rebuild (devedit.go) needs from the last
	// successful full build: its site (nil after a failed build), how it
	// rendered, the files its PostBuilders wrote and those a build writes
	// after them (the static files, docskit.json).
	site       *Site
	view       *renderView
	nextView   *renderView
	postFiles  map[string]bool
	laterFiles map[string]bool
}

// plan is what one build does and counts.
type plan struct {
	rebundle     bool // build the bundles (else reuse the dev cache's)
	copyStatic   bool // copy the static folders (else keep the files on disk)
	incremental  bool // an in-place Rebuild: unchanged pages are kept
	reusedBundle bool // the dev cache's bundle and renderer were used

	parsed, rendered atomic.Int64
}

func (dc *devCache) begin(pl *plan) {
	dc.pl = pl
	dc.site, dc.nextView = nil, nil
	dc.reuseBuilt = false
	dc.nextKeys = map[string]uint64{}
	dc.nextBodies = map[string]*parsedBody{}
	dc.nextData = map[string]*pageJSON{}
	dc.nextStatic = nil
}

func (dc *devCache) reusableBundle(pl *plan) (bundled, bool) {
	if pl.rebundle || dc.res == nil {
		// A bundle with page modules is reused while they stay the same
		// (startBundle checks, once the pages are parsed).
		return bundled{}, false
	}
	// Pages on disk were rendered with this bundle: unchanged ones stay.
	dc.reuseBuilt = pl.incremental && dc.keysGen == dc.gen
	return bundled{res: dc.res, r: dc.renderer, mods: dc.mods, markdown: dc.markdown}, true
}

func (dc *devCache) releaseBundle(b bundled, reused, exited bool) {
	switch {
	case exited:
		// A renderer that died is not reused: the next build starts a new one.
		if b.r != nil && !reused {
			_ = b.r.Close()
		}
		dc.dropBundle()
	case b.err != nil && !reused:
		// The theme does not bundle: the next build tries again.
		if b.r != nil {
			_ = b.r.Close()
		}
		dc.dropBundle()
	case !reused:
		dc.setBundle(b.res, b.r)
		dc.mods, dc.markdown = b.mods, b.markdown
	}
}

func (dc *devCache) close() { dc.dropBundle() }

// pageJSON is a page's data JSON with what it was made from: the parsed
// body and the JSON of every other field.
type pageJSON struct {
	body *mdx.Doc
	rest []byte
	json []byte
}

// encode returns the page's data as JSON. A page whose parsed body is the
// one of the previous build and whose other fields did not change reuses
// its JSON: the body, nearly all of it, is not encoded again.
func (dc *devCache) encode(data *PageData, body *mdx.Doc) ([]byte, error) {
	if body == nil {
		return emit.MarshalPlain(data)
	}
	// The table of contents is made from the body (and HideTOC, which rest holds).
	rest := *data
	rest.Body, rest.TOC = nil, nil
	restJSON, err := emit.MarshalPlain(&rest)
	if err != nil {
		return nil, err
	}
	out := dc.data[data.Route]
	if out == nil || out.body != body || !bytes.Equal(out.rest, restJSON) {
		full, err := emit.MarshalPlain(data)
		if err != nil {
			return nil, err
		}
		out = &pageJSON{body: body, rest: restJSON, json: full}
	}
	dc.mu.Lock()
	dc.nextData[data.Route] = out
	dc.mu.Unlock()
	return out.json, nil
}

// current keeps a page's HTML and data on disk when its key (data, sidebar,
// tags, bundle) is the one they were rendered from, with the same bundle.
func (dc *devCache) current(out *emit.Dir, p *Page, files [2]string, keyOf func(hash.Hash64) uint64) bool {
	var h maphash.Hash
	h.SetSeed(keySeed)
	key := keyOf(&h)
	dc.mu.Lock()
	dc.nextKeys[p.Route] = key
	dc.mu.Unlock()
	return dc.reuseBuilt && dc.keys[p.Route] == key && out.Keep(files[0], files[1])
}

func (dc *devCache) spooled(*Page, *mdx.Doc) {}

// parsedBody is a parsed MDX body and what it was parsed from.
type parsedBody struct {
	source string
	sum    uint64 // hash of the body
	line   int
	// links are the link destinations the parser asked to resolve, with
	// the answers: the body is still valid while every answer is the same.
	links map[string]string
	// partials are the files the body included, with the hash of what
	// was read (partialSum): a change to one parses the body again.
	partials map[string]uint64
	doc      *mdx.Doc
}

// partialSum hashes a partial as read; a file that could not be read
// hashes as its error, so that creating it parses again.
func partialSum(src []byte, err error) uint64 {
	if err != nil {
		return maphash.String(keySeed, "error: "+err.Error())
	}
	return maphash.Bytes(keySeed, src)
}

var keySeed = maphash.MakeSeed()

// parse reuses the document of the previous build when nothing it depends
// on changed (text, file, line, the routes its links resolved to), and
// otherwise parses, recording the links' answers.
func (dc *devCache) parse(p *Page, resolve func(string) string, read readFile, parse func(func(string) string, readFile) (*mdx.Doc, diag.List)) (*mdx.Doc, diag.List, bool) {
	sum := maphash.Bytes(keySeed, p.Body)
	key := bodyKey(p)
	if old := dc.parsed[key]; old != nil && old.sum == sum && old.line == p.BodyLine && old.source == p.Source && old.linksStill(resolve) && old.partialsStill(read) {
		dc.remember(key, old)
		return old.doc, nil, false
	}
	doc, list, links, partials := parseRecorded(resolve, read, partialSum, parse)
	if len(list) == 0 {
		dc.remember(key, &parsedBody{source: p.Source, sum: sum, line: p.BodyLine, links: links, partials: partials, doc: doc})
	}
	return doc, list, true
}

func (dc *devCache) remember(key string, pb *parsedBody) {
	dc.mu.Lock()
	dc.nextBodies[key] = pb
	dc.mu.Unlock()
}

// parsedAll keeps this build's documents for the next one (pages that are
// gone drop out). They are checked against their inputs before reuse, so
// a build that fails later may still leave them.
func (dc *devCache) parsedAll() { dc.parsed = dc.nextBodies }

// bodyKey names a page's body across builds: its source file (so that a
// new slug does not lose it), or its route when it has none. What the parsed
// body depends on besides its text (file, line, link targets) is checked
// before it is reused.
func bodyKey(p *Page) string {
	if p.Source != "" {
		return p.Source
	}
	return "route:" + p.Route
}

// partialsStill reports whether every partial the body included reads as
// it did.
func (pb *parsedBody) partialsStill(read readFile) bool {
	for name, was := range pb.partials {
		if partialSum(read(name)) != was {
			return false
		}
	}
	return true
}

func (pb *parsedBody) linksStill(resolve func(string) string) bool {
	for dest, was := range pb.links {
		if resolve(dest) != was {
			return false
		}
	}
	return true
}

// rendererContext is the context the Node.js renderer runs under: in dev
// mode it outlives the build that started it (Close stops it).
func (b *Builder) rendererContext(ctx context.Context) context.Context {
	if b.dev {
		return context.WithoutCancel(ctx)
	}
	return ctx
}

// setBundle makes a new bundle and its renderer the ones later builds reuse.
func (dc *devCache) setBundle(res *bundle.Result, r *ssr.Renderer) {
	if dc.renderer != nil && dc.renderer != r {
		_ = dc.renderer.Close()
	}
	dc.res, dc.renderer = res, r
	dc.gen++
}

// dropBundle stops the renderer; the next build bundles again.
func (dc *devCache) dropBundle() {
	if dc.renderer != nil {
		_ = dc.renderer.Close()
	}
	dc.res, dc.renderer = nil, nil
	dc.gen++
}

// committed records what a successful build left on disk.
func (dc *devCache) committed(out *emit.Dir) {
	dc.manifest = out.Manifest()
	dc.outDir = out.Final
	dc.keys = dc.nextKeys
	dc.keysGen = dc.gen
	dc.static = dc.nextStatic
	dc.data = dc.nextData
	dc.view = dc.nextView
	dc.laterFiles = map[string]bool{"docskit.json": true}
	for _, f := range dc.static {
		dc.laterFiles[f] = true
	}
}

// keepStatic keeps the static files on disk in a Rebuild where none of
// them changed.
func (dc *devCache) keepStatic(out *emit.Dir, pl *plan) bool {
	if pl.copyStatic || !out.Keep(dc.static...) {
		return false
	}
	dc.nextStatic = dc.static
	return true
}

func (dc *devCache) copiedStatic(rel string) { dc.nextStatic = append(dc.nextStatic, rel) }

// copyStatic copies the static folders to the output root, or in a dev
// Rebuild where none of their files changed keeps the copies on disk.
func (b *Builder) copyStatic(out *emit.Dir, pl *plan) error {
	if b.cache.keepStatic(out, pl) {
		return nil
	}
	// A path two static folders both have: the same file twice is copied
	// once (a theme's static folder and the site's often share icons), two
	// different files are an error, as in Docusaurus.
	from := map[string]string{}
	for _, dir := range b.static {
		err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			// Only regular files (symlinks followed): reading a named pipe
			// or a device would hang or never end.
			info, err := os.Stat(p)
			if err == nil && !info.Mode().IsRegular() {
				err = fmt.Errorf("it is not a regular file (%s)", info.Mode().Type())
			} else if err != nil {
				err = errors.Unwrap(err)
			}
			if err != nil {
				return diag.List{{Pos: diag.Pos{File: filepath.ToSlash(p)}, Msg: "cannot copy the static file: " + err.Error()}}
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if first, ok := from[rel]; ok {
				if prev, err := os.ReadFile(first); err == nil && bytes.Equal(prev, data) {
					return nil
				}
				return diag.List{{Pos: diag.Pos{File: filepath.ToSlash(p)}, Msg: fmt.Sprintf("static file %s differs from %s, which two static folders both put at /%s", filepath.ToSlash(p), filepath.ToSlash(first), rel),
					Hint: "keep one of them, or make them the same file"}}
			}
			from[rel] = p
			b.cache.copiedStatic(rel)
			return out.WriteFile(rel, data)
		})
		var ds diag.List
		if errors.As(err, &ds) {
			return ds
		}
		if err != nil {
			return fmt.Errorf("copy static files: %w", err)
		}
	}
	return nil
}

// classify turns the changed paths of a Rebuild into a plan.
func (b *Builder) classify(changed []string) *plan {
	pl := &plan{}
	if changed == nil {
		pl.rebundle, pl.copyStatic = true, true
		return pl
	}
	var statics []string
	for _, s := range b.static {
		if a, err := filepath.Abs(s); err == nil {
			statics = append(statics, a)
		}
	}
	overrides := ""
	if b.overrides != "" {
		overrides, _ = filepath.Abs(b.overrides)
	}
	for _, c := range changed {
		a, err := filepath.Abs(c)
		if err != nil {
			pl.rebundle, pl.copyStatic = true, true
			continue
		}
		switch {
		case within(a, statics...):
			pl.copyStatic = true
		case overrides != "" && within(a, overrides), bundleInput(a):
			pl.rebundle = true
		}
		if dc, ok := b.cache.(*devCache); ok && dc.markdown[a] {
			// A Markdown file a page module imports is in the bundle.
			pl.rebundle = true
		}
	}
	return pl
}

// within reports whether path p is one of dirs or inside one of them.
func within(p string, dirs ...string) bool {
	for _, d := range dirs {
		if p == d || strings.HasPrefix(p, d+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// bundleInput reports whether a file may be part of the client bundle: a
// script or a stylesheet. Type declarations (.d.ts) produce no code.
func bundleInput(p string) bool {
	if strings.HasSuffix(p, ".d.ts") {
		return false
	}
	switch strings.ToLower(filepath.Ext(p)) {
	case ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".css":
		return true
	}
	return false
}
