package docskit

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/ssr"
	"docskit.dev/docskit/mdx"
)

// This file is the dev server's quick path for the most common save: the
// body of an open page changed, and nothing that other pages show of it.
// Rebuild then parses, resolves, renders and checks that page alone,
// writes it, tells the browser (WithDevShown), and only then runs the
// PostBuilders (search index, sitemap, llms.txt …), whose files no open
// page loads at startup. Anything else falls back to the full Rebuild,
// before a file is written: a changed front matter, title, first
// paragraph, heading, anchor, link, head tag or import; a file that is not
// a page's source; a Loader or Resolver that cannot do its part alone
// (BodyLoader, BodyResolver); a parse error (the full path reports it).

// renderView is what rendering one page needs from the last full render:
// the sidebars' files and keys and the shell's key.
type renderView struct {
	sidebarURL  map[string]string
	sidebarJSON map[string][]byte
	sidebarKey  map[string]uint64
	shell       uint64
}

// WithDevShown calls shown, in a dev Rebuild that updated pages before its
// PostBuilders ran, with the report of those pages as soon as they are on
// disk, so that the dev server reloads them without waiting for the rest.
// The Report that Rebuild returns covers the whole rebuild.
func WithDevShown(shown func(*Report)) Option {
	return func(b *Builder) error { b.shown = shown; return nil }
}

// editBodies is the quick path of Rebuild. ok is false when it does not
// apply and nothing was written: the caller rebuilds in full.
func (b *Builder) editBodies(ctx context.Context, dc *devCache, outDir string, changed []string) (rep *Report, ok bool, err error) {
	start := time.Now()
	site := dc.site
	if site == nil || dc.view == nil || dc.manifest == nil || dc.outDir != outDir || dc.res == nil || dc.keysGen != dc.gen || len(changed) == 0 {
		return nil, false, nil
	}
	pl := b.classify(changed)
	if pl.rebundle || pl.copyStatic {
		return nil, false, nil
	}
	for _, p := range b.plugins {
		if _, isResolver := p.(Resolver); isResolver {
			if _, ok := p.(BodyResolver); !ok {
				return nil, false, nil
			}
		}
	}
	pages := b.editedPages(site, changed)
	if pages == nil {
		return nil, false, nil
	}
	docs, ok := b.parseEdited(ctx, site, pages, pl)
	if !ok {
		return nil, false, nil
	}
	// From here on the site holds the new bodies: a failure drops it, and
	// the next Rebuild loads everything again.
	dc.site = nil
	for i, p := range pages {
		p.Body, p.BodyLine, p.Doc = docs[i].body, docs[i].line, docs[i].doc
	}
	for _, p := range b.plugins {
		r, isResolver := p.(BodyResolver)
		if !isResolver {
			continue
		}
		for _, pg := range pages {
			ok, err := r.ResolveBody(b.ctxFor(ctx, p), site, pg)
			if err != nil {
				return nil, true, b.withRoot(err)
			}
			if !ok {
				return nil, false, nil
			}
		}
	}
	out, err := emit.Update(dc.manifest)
	if err != nil {
		return nil, false, nil
	}
	anchorsMoved, err := b.renderEdited(ctx, dc, site, out, pl, pages)
	if err != nil {
		_ = out.Abort()
		if errors.Is(err, ssr.ErrExited) {
			dc.dropBundle()
			return nil, false, nil
		}
		return nil, true, b.withRoot(err)
	}
	if err := b.checkEdited(ctx, site, pages, anchorsMoved); err != nil {
		_ = out.Abort()
		return nil, true, b.withRoot(err)
	}
	out.KeepAllBut(nil)
	if err := out.Commit(); err != nil {
		return nil, true, err
	}
	for route, key := range dc.nextKeys {
		dc.keys[route] = key
	}
	for route, data := range dc.nextData {
		dc.data[route] = data
	}
	files, bytes := out.Stats()
	rep = &Report{Pages: len(site.Pages), Files: files, Bytes: bytes, Duration: time.Since(start),
		Parsed: int(pl.parsed.Load()), Rendered: int(pl.rendered.Load()), Changed: out.Changed()}
	if b.shown != nil {
		shown := *rep
		b.shown(&shown)
	}
	post, err := b.postBuildAgain(ctx, dc, site)
	if err != nil {
		return nil, true, b.withRoot(err)
	}
	rep.Changed = append(slices.Clip(rep.Changed), post...)
	sort.Strings(rep.Changed)
	rep.Changed = slices.Compact(rep.Changed)
	rep.Duration = time.Since(start)
	dc.site = site
	return rep, true, nil
}

// editedPages returns the pages whose source files changed, or nil when a
// changed path is not the source of a page whose Loader can read its body
// alone.
func (b *Builder) editedPages(site *Site, changed []string) []*Page {
	root, err := filepath.Abs(b.root)
	if err != nil {
		return nil
	}
	var pages []*Page
	for _, c := range changed {
		a, err := filepath.Abs(c)
		if err != nil {
			return nil
		}
		rel, err := filepath.Rel(root, a)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return nil
		}
		p := site.sources[filepath.ToSlash(rel)]
		if p == nil || p.Body == nil || p.Doc == nil {
			return nil
		}
		if _, ok := b.plugin(p.Plugin).(BodyLoader); !ok || b.cache.(*devCache).included(p.Source) {
			return nil
		}
		if !slices.Contains(pages, p) {
			pages = append(pages, p)
		}
	}
	return pages
}

// included reports whether a body of the last build included file as a
// partial: that page changes with it.
func (dc *devCache) included(file string) bool {
	for _, pb := range dc.parsed {
		if _, ok := pb.partials[file]; ok {
			return true
		}
	}
	return false
}

// plugin returns the plugin named name, or nil.
func (b *Builder) plugin(name string) Plugin {
	for _, p := range b.plugins {
		if p.Name() == name {
			return p
		}
	}
	return nil
}

// edited is a page's new body, parsed.
type edited struct {
	body []byte
	line int
	doc  *mdx.Doc
}

// parseEdited reads and parses the new bodies of pages without changing them;
// ok is false when one cannot be read alone, does not parse, or shows
// other pages something new (sameOutline).
func (b *Builder) parseEdited(ctx context.Context, site *Site, pages []*Page, pl *plan) ([]edited, bool) {
	dc := b.cache.(*devCache)
	dc.nextBodies = map[string]*parsedBody{}
	m, code := emit.NewMinifier(), &mdx.CodeCache{}
	out := make([]edited, len(pages))
	for i, p := range pages {
		pg := b.plugin(p.Plugin)
		body, line, ok := pg.(BodyLoader).LoadBody(b.ctxFor(ctx, pg), p)
		if !ok {
			return nil, false
		}
		tmp := *p
		tmp.Body, tmp.BodyLine, tmp.Doc = body, line, nil
		doc, ds := b.parsePage(site, &tmp, m, code, pl, dc)
		if len(ds) > 0 || !sameOutline(p.Doc, doc) {
			return nil, false
		}
		out[i] = edited{body: body, line: line, doc: doc}
	}
	for key, pb := range dc.nextBodies {
		dc.parsed[key] = pb
	}
	return out, true
}

// sameOutline reports whether two parses of a page show other pages, the
// page modules and the head the same things: the title its body gives,
// its first paragraph, headings, anchors, links (where they go, not the
// line they are on), head tags, imports and excerpt breaks.
func sameOutline(a, b *mdx.Doc) bool {
	if a.H1 != b.H1 || a.H1InBody != b.H1InBody || a.FirstParagraph != b.FirstParagraph || a.Module != b.Module ||
		!slices.Equal(a.Anchors, b.Anchors) || len(a.Headings) != len(b.Headings) || len(a.Links) != len(b.Links) ||
		len(a.Head) != len(b.Head) || len(a.ESM) != len(b.ESM) || len(a.Breaks) != len(b.Breaks) {
		return false
	}
	for i, h := range a.Headings {
		g := b.Headings[i]
		if h.Level != g.Level || h.ID != g.ID || h.HTML != g.HTML || h.Text != g.Text || h.Partial != g.Partial {
			return false
		}
	}
	for i, l := range a.Links {
		if g := b.Links[i]; l.Dest != g.Dest || l.Raw != g.Raw || l.Image != g.Image || l.Pos.File != g.Pos.File {
			return false
		}
	}
	for i, h := range a.Head {
		g := b.Head[i]
		if h.Name != g.Name || h.Text != g.Text || !mapsEqual(h.Attrs, g.Attrs) {
			return false
		}
	}
	for i, e := range a.ESM {
		if g := b.ESM[i]; e.Code != g.Code || e.File != g.File {
			return false
		}
	}
	return true
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// renderEdited renders pages with the bundle, sidebars and shell of the
// last build, and reports whether the anchors their components rendered
// changed (other pages' links may point at them).
func (b *Builder) renderEdited(ctx context.Context, dc *devCache, site *Site, out *emit.Dir, pl *plan, pages []*Page) (anchorsMoved bool, err error) {
	dc.nextKeys, dc.nextData, dc.reuseBuilt = map[string]uint64{}, map[string]*pageJSON{}, true
	v := dc.view
	r := &pageRenderer{b: b, ctx: ctx, site: site, out: out, pl: pl, scripts: newScriptCollector(),
		sidebarURL: v.sidebarURL, sidebarJSON: v.sidebarJSON, sidebarKey: v.sidebarKey, shell: v.shell,
		bundle: bundled{res: dc.res, r: dc.renderer, mods: dc.mods, markdown: dc.markdown}}
	for _, p := range b.plugins {
		if _, ok := p.(TagInjector); ok {
			r.injects = append(r.injects, p)
		}
	}
	for _, p := range pages {
		was := p.RenderedAnchors
		if err := r.page(p); err != nil {
			return false, err
		}
		anchorsMoved = anchorsMoved || !slices.Equal(was, p.RenderedAnchors)
	}
	return anchorsMoved, nil
}

// checkEdited runs the Checkers on the edited pages (PageChecker), or on
// the whole site for a Checker that cannot check pages alone, or when the
// pages' rendered anchors moved.
func (b *Builder) checkEdited(ctx context.Context, site *Site, pages []*Page, anchorsMoved bool) error {
	if anchorsMoved {
		pages = nil
	}
	return b.check(ctx, site, pages)
}

// postBuildAgain runs the PostBuilders over the site and writes what they
// make, as a full build would: files they no longer write are removed. It
// returns the files it changed.
func (b *Builder) postBuildAgain(ctx context.Context, dc *devCache, site *Site) ([]string, error) {
	out, err := emit.Update(dc.manifest)
	if err != nil {
		return nil, err
	}
	out.KeepAllBut(dc.postFiles)
	rec := &postOutput{dir: out, hidden: dc.laterFiles}
	if err := b.postBuild(ctx, site, rec); err != nil {
		_ = out.Abort()
		return nil, err
	}
	if err := out.Commit(); err != nil {
		return nil, err
	}
	dc.postFiles = rec.written
	return out.Changed(), nil
}

// postBuild is step 6's PostBuilders, one at a time.
func (b *Builder) postBuild(ctx context.Context, site *Site, out Output) error {
	for _, p := range b.plugins {
		if pb, ok := p.(PostBuilder); ok {
			if err := pb.PostBuild(b.ctxFor(ctx, p), site, out); err != nil {
				return fmt.Errorf("post-build %s: %w", p.Name(), err)
			}
		}
	}
	return nil
}

// postOutput is the Output the PostBuilders write to in dev mode: it
// records the files they write, for postBuildAgain, and hides the files a
// full build writes after them (hidden), so that Exists answers as it
// would there. Like every Output, it may be used from several goroutines
// (the search plugin writes its files in parallel).
type postOutput struct {
	dir     *emit.Dir
	hidden  map[string]bool
	mu      sync.Mutex
	written map[string]bool // under mu
}

func (o *postOutput) WriteFile(rel string, data []byte) error {
	o.mu.Lock()
	if o.written == nil {
		o.written = map[string]bool{}
	}
	o.written[strings.TrimPrefix(filepath.ToSlash(rel), "/")] = true
	o.mu.Unlock()
	return o.dir.WriteFile(rel, data)
}

func (o *postOutput) CopyTree(src, prefix string) error {
	return emit.CopyTree(src, prefix, o.WriteFile)
}

func (o *postOutput) Exists(rel string) bool {
	rel = strings.TrimPrefix(rel, "/")
	o.mu.Lock()
	hidden := o.hidden[rel] && !o.written[rel]
	o.mu.Unlock()
	if hidden {
		return false
	}
	return o.dir.Exists(rel)
}
