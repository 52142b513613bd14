package docskit

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/highlight"
	"docskit.dev/docskit/internal/ssr"
	"docskit.dev/docskit/mdx"
	"docskit.dev/docskit/theme"
	"docskit.dev/docskit/uitext"
)

// bundleJob bundles the theme while the pipeline parses: the theme does
// not depend on pages, so once the pages are loaded it bundles the theme
// and starts the Node.js renderer. When pages are JavaScript modules (a
// React page, known once loaded, or a body that needs one,
// mdx.Doc.NeedsModule, known once parsed), they are part of both bundles:
// it bundles again with them and starts a renderer of that bundle instead.
// A site with a React page skips the theme-only bundle and its renderer,
// which it would throw away.
type bundleJob struct {
	loaded  chan loadedPages
	modules chan []bundle.PageModule
	done    chan struct{}
	result  bundled
	reused  bool
}

// loadedPages is what bundling needs to know of the loaded pages.
type loadedPages struct {
	n int
	// modules is true when a page is a module already (Page.Component).
	modules bool
}

// loadedOf describes the loaded pages for bundling.
func loadedOf(site *Site) loadedPages {
	l := loadedPages{n: len(site.Pages)}
	for _, p := range site.Pages {
		if p.Component != "" {
			l.modules = true
			break
		}
	}
	return l
}

// errModulesChanged fails a dev build that reused the previous bundle while
// its pages now need modules: the dev server builds again with a new bundle.
var errModulesChanged = errors.New("the pages' modules changed: the bundle must be built again")

// startBundle starts bundling, or takes the cache's bundle when this build
// may reuse it.
func (b *Builder) startBundle(ctx context.Context, pl *plan) *bundleJob {
	j := &bundleJob{loaded: make(chan loadedPages, 1), modules: make(chan []bundle.PageModule, 1), done: make(chan struct{})}
	prev, reuse := b.cache.reusableBundle(pl)
	if reuse {
		j.result, j.reused = prev, true
		pl.reusedBundle = true
	}
	go func() {
		defer close(j.done)
		if reuse {
			select {
			case mods := <-j.modules:
				if !sameModules(mods, j.result.mods) {
					j.result.err = errModulesChanged
				}
			case <-ctx.Done():
			}
			return
		}
		var ld loadedPages
		select {
		case ld = <-j.loaded:
		case <-ctx.Done():
			j.result.err = ctx.Err()
			return
		}
		themeOnly := func() {
			if j.result.res, j.result.err = b.bundle(nil); j.result.err == nil {
				j.result.r, j.result.err = ssr.Start(b.rendererContext(ctx), j.result.res.Server, rendererWorkers(ld.n))
			}
		}
		if !ld.modules {
			themeOnly()
		}
		var mods []bundle.PageModule
		select {
		case mods = <-j.modules:
		case <-ctx.Done():
			j.result.err = ctx.Err()
		}
		if j.result.err != nil {
			return
		}
		if len(mods) == 0 {
			if ld.modules {
				themeOnly()
			}
			return
		}
		// The pages' modules: a bundle and a renderer with them.
		if j.result.r != nil {
			_ = j.result.r.Close()
			j.result.r = nil
		}
		if j.result.res, j.result.err = b.bundle(mods); j.result.err == nil {
			j.result.mods, j.result.markdown = mods, b.markdownRead.files()
			j.result.r, j.result.err = ssr.Start(b.rendererContext(ctx), j.result.res.Server, rendererWorkers(ld.n))
		}
	}()
	return j
}

// sameModules reports whether two builds' page modules are the same.
func sameModules(a, b []bundle.PageModule) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// fileSet is a set of file names that several goroutines add to.
type fileSet struct {
	mu sync.Mutex
	m  map[string]bool
}

func (s *fileSet) add(name string) {
	s.mu.Lock()
	if s.m == nil {
		s.m = map[string]bool{}
	}
	s.m[name] = true
	s.mu.Unlock()
}

// files returns the set and starts a new one.
func (s *fileSet) files() map[string]bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.m
	s.m = nil
	return m
}

// rendererWorkers is how many renderer threads (ssr.Start's workers) a
// site of n pages gets: a second one pays off only on a large site with
// cores to spare. One keeps up with the builder on a few hundred pages (on
// a site of 374, Node sat idle a third of the render step, and a second
// renderer, then a process of its own, cost 80 MB and more CPU than it
// saved; a thread costs about 20 MB); on 1,572 pages two were each busy
// 60 % of it.
func rendererWorkers(n int) int {
	if n > 1000 && runtime.NumCPU() > 1 {
		return 2
	}
	return 1
}

// wait returns the bundle and its renderer.
func (j *bundleJob) wait() bundled {
	<-j.done
	return j.result
}

// bundle builds the client and server bundles: the theme, its overrides,
// the plugins' client modules and the modules of pages.
func (b *Builder) bundle(pages []bundle.PageModule) (*bundle.Result, error) {
	nm, err := b.nodeModules()
	if err != nil {
		return nil, err
	}
	var mods []bundle.Module
	for _, p := range b.plugins {
		if cm, ok := p.(ClientModuleProvider); ok {
			for _, m := range cm.ClientModules() {
				mods = append(mods, bundle.Module{FS: m.FS, Entry: m.Entry})
			}
		}
	}
	t := time.Now()
	// Only page modules import Markdown files; b.markdown is set with them
	// (pageModules, before they are handed over): a theme-only bundle,
	// made while the pages are parsed, must not read it.
	var markdown func(string) (string, error)
	if len(pages) > 0 {
		b.brokenModules = nil
		b.markdownRead.files()
		markdown = func(file string) (string, error) {
			if abs, err := filepath.Abs(file); err == nil {
				b.markdownRead.add(abs)
			}
			return b.markdown(file)
		}
	}
	opts := bundle.Options{Theme: theme.FS, PublicPath: b.urls.File("assets/"), Overrides: b.overrides, NodeModules: nm, SiteConfig: &b.cfg, UIMessages: uitext.Module(uitext.Resolve(b.cfg.Locale.HTMLLang, b.cfg.UI)), Modules: mods, Components: b.components, Dev: b.dev, CSS: highlight.CSSWith((*highlight.Colors)(b.cfg.CodeColors.Light), (*highlight.Colors)(b.cfg.CodeColors.Dark)),
		Pages: pages, SiteRoot: b.siteRoot(), StandIns: b.cfg.Markdown.Lenient, DocTags: b.cfg.Docs.Tags, Markdown: markdown}
	res, err := bundle.Build(opts)
	if err != nil && b.cfg.Markdown.Lenient && len(pages) > 0 {
		res, err = b.bundleWithout(opts, err)
	}
	releaseBundleMemory()
	if err != nil {
		return nil, b.bundleProblems(err, opts)
	}
	for _, name := range res.StandIns {
		b.log("warning: %s is not in docskit (a Docusaurus plugin's or theme's): pages that use it show a notice in its place", name)
	}
	if len(pages) > 0 {
		b.log("bundle   %d client files, %d page modules (%s)", len(res.Files), len(pages), since(t))
	} else {
		b.log("bundle   %d client files (%s)", len(res.Files), since(t))
	}
	return res, nil
}

// esbuildKeeps is how long esbuild holds on to a finished build's parsed
// files (its serve mode answers the next request from them): 250 ms, and
// a little more.
const esbuildKeeps = 260 * time.Millisecond

// releaseBundleMemory gives the memory a bundle took back to the OS once
// esbuild lets go of it. Bundling is the builder's largest heap (the
// theme, react-dom and the pages' imports parsed), and Go keeps the pages
// of a heap once grown: without this, the Node.js renderers started next
// would add their memory on top of it (on a site of 263 page modules,
// 1.4 GB resident for 60 MB live).
func releaseBundleMemory() {
	// What esbuild's earlier builds took (the client's, the exports
	// check's) now, before the renderer starts; the last one's later.
	debug.FreeOSMemory()
	time.AfterFunc(esbuildKeeps, debug.FreeOSMemory)
}

// pageRenderer renders the pages of one build: what every page shares.
type pageRenderer struct {
	b       *Builder
	ctx     context.Context
	site    *Site
	out     *emit.Dir
	pl      *plan
	bundle  bundled
	injects []Plugin
	scripts *scriptCollector
	// sidebarURL and sidebarJSON are each sidebar's shared file and JSON.
	sidebarURL  map[string]string
	sidebarJSON map[string][]byte
	// shell is the key of what every page's HTML has of the bundle
	// (shellKey), sidebarKey each sidebar's.
	shell      uint64
	sidebarKey map[string]uint64
	exited     atomic.Bool
}

// render is step 4: every page becomes its data JSON and its HTML, rendered
// by the theme in Node.js, on b.workers goroutines; then the bundle's files
// are written. Every problem of every page is reported together.
func (b *Builder) render(ctx context.Context, site *Site, out *emit.Dir, pl *plan, bundling *bundleJob) error {
	r := &pageRenderer{b: b, ctx: ctx, site: site, out: out, pl: pl, scripts: newScriptCollector()}
	r.scripts.addInline(inlineScripts(&b.cfg)...)
	for _, p := range b.plugins {
		if _, ok := p.(TagInjector); ok {
			r.injects = append(r.injects, p)
		}
	}
	if err := r.writeSidebars(); err != nil {
		return err
	}
	r.bundle = bundling.wait()
	if r.bundle.err != nil {
		return r.bundle.err
	}
	r.shell = shellKey(r.bundle.res)
	if dc, ok := b.cache.(*devCache); ok {
		dc.nextView = &renderView{sidebarURL: r.sidebarURL, sidebarJSON: r.sidebarJSON, sidebarKey: r.sidebarKey, shell: r.shell}
	}
	var (
		mu   sync.Mutex
		ds   diag.List
		errs []error
		wg   sync.WaitGroup
		jobs = make(chan *Page)
	)
	for w := 0; w < b.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				if err := r.page(p); err != nil {
					mu.Lock()
					var list diag.List
					if errors.As(err, &list) {
						ds = append(ds, list...)
					} else {
						errs = append(errs, err)
					}
					mu.Unlock()
				}
			}
		}()
	}
	for _, p := range site.Pages {
		select {
		case jobs <- p:
		case <-ctx.Done():
		}
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(ds) > 0 {
		errs = append([]error{ds}, errs...)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for _, f := range r.bundle.res.Files {
		if err := out.WriteFile(f.Path, f.Contents); err != nil {
			return err
		}
	}
	site.Headers = b.securityHeaders(r.scripts)
	return nil
}

// writeSidebars writes each sidebar once, content-hashed, shared by its pages.
func (r *pageRenderer) writeSidebars() error {
	r.sidebarURL = map[string]string{}
	r.sidebarJSON = map[string][]byte{}
	r.sidebarKey = map[string]uint64{}
	for name, sb := range r.site.Sidebars {
		if sb.Items == nil {
			// The theme's type (data.gen.ts) says items is a list, never null.
			sb.Items = []*SidebarItem{}
		}
		data, err := json.Marshal(sb)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		rel := "assets/sidebar-" + fileSafe(name) + "-" + hex.EncodeToString(sum[:4]) + ".json"
		if err := r.out.WriteFile(rel, data); err != nil {
			return err
		}
		r.sidebarURL[name] = r.b.urls.File(rel)
		r.sidebarJSON[name] = data
		r.sidebarKey[name] = sidebarKey(data)
	}
	return nil
}

// fileSafe is a sidebar name as a file name: letters, digits, "_" and "-"
// kept, anything else (a docs instance's "id/", spaces, other scripts)
// "-". Two names that become the same file name are told apart by the
// content hash beside it.
func fileSafe(name string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9') {
			return r
		}
		return '-'
	}, name)
}

// data is the page data the theme renders p from.
func (r *pageRenderer) data(p *Page) PageData {
	data := PageData{Route: p.Route, Kind: p.Kind, Title: p.Title, Description: p.Description, HideTOC: p.HideTOC, EditURL: p.EditURL, LastUpdate: p.LastUpdate,
		Breadcrumbs: p.Breadcrumbs, Prev: p.Prev, Next: p.Next, Sidebar: p.Sidebar, SidebarURL: r.sidebarURL[p.Sidebar], Props: p.Props, Extra: p.Extra, Version: p.Version}
	for _, route := range p.Embeds {
		if chunk, ok := r.bundle.res.Pages[route]; ok {
			if data.Embeds == nil {
				data.Embeds = map[string]EmbeddedModule{}
			}
			data.Embeds[route] = EmbeddedModule{Module: chunk.JS, ModuleCSS: chunk.CSS}
		}
	}
	if p.Doc != nil {
		data.Body = p.Doc.Body
		switch {
		case p.Doc.H1InBody:
			data.HideTitle = true
		case p.Doc.H1 != "" && p.Doc.H1 != p.Title:
			data.Heading = p.Doc.H1
		case p.FrontMatter != nil && p.FrontMatter.Values["hide_title"] == true && p.Doc.H1 == "":
			data.HideTitle = true
		case p.Kind == KindMDXPage && p.Doc.H1 == "":
			// As in Docusaurus, a Markdown page shows the heading its body starts with, or none.
			data.HideTitle = true
		}
		if chunk, ok := r.bundle.res.Pages[p.Route]; ok {
			// The page's module makes its body (module.go).
			data.Body, data.Module, data.ModuleCSS = nil, chunk.JS, chunk.CSS
		} else if r.b.brokenModules[p.Route] {
			data.Body = brokenModuleBody
		}
		data.HeadTitle = headTitle(p.Doc.Head)
		if !p.HideTOC {
			data.TOC = p.Doc.TOC(r.b.cfg.TOC.Min, r.b.cfg.TOC.Max)
		}
	}
	if chunk, ok := r.bundle.res.Pages[p.Route]; ok && p.Component != "" {
		// The page is its module's component.
		data.Module, data.ModuleCSS = chunk.JS, chunk.CSS
	} else if p.Component != "" && r.b.brokenModules[p.Route] {
		// A React page that did not bundle: a page of the notice.
		data.Kind, data.Body = KindMDXPage, brokenModuleBody
	}
	return data
}

// brokenModuleBody is the body of a page whose module did not bundle in a
// lenient build (Builder.bundleWithout).
var brokenModuleBody = []mdx.Node{{Type: "html", HTML: `<div class="dk-stand-in" role="note">This page needs code that did not build (a Docusaurus plugin or theme this build does not run, or an import that does not resolve): its content could not be shown.</div>`}}

// tags are the tags every TagInjector gives p, then the builder's own.
func (r *pageRenderer) tags(p *Page) Tags {
	var tags Tags
	for _, ip := range r.injects {
		t := ip.(TagInjector).InjectTags(r.b.ctxFor(r.ctx, ip), p)
		tags.Head = append(tags.Head, t.Head...)
		tags.BodyStart = append(tags.BodyStart, t.BodyStart...)
		tags.BodyEnd = append(tags.BodyEnd, t.BodyEnd...)
	}
	tags.BodyEnd = append(tags.BodyEnd, r.b.bodyEnd...)
	if p.Doc != nil {
		tags.Head = append(tags.Head, pageHeadTags(p.Doc.Head)...)
	}
	return tags
}

// clientRenderedMarker is what React writes where a Suspense boundary
// could not render on the server (the theme's lenient PageBody, Body.tsx).
const clientRenderedMarker = "<!--$!-->"

// dataBuffers hold spooled pages' data while they are rendered and written.
var dataBuffers = sync.Pool{New: func() any { return new([]byte) }}

// page renders one page and writes its HTML and data, unless the cache
// says the output already holds them.
func (r *pageRenderer) page(p *Page) error {
	data := r.data(p)
	var pageJSON []byte
	var err error
	if p.spooled != nil {
		// The data with a mark where the spooled body goes: the key's
		// input, which names the body by where it is spooled.
		pageJSON, err = r.b.spooled.marked(&data)
	} else {
		pageJSON, err = r.b.cache.encode(&data, p.Doc)
	}
	if err != nil {
		return fmt.Errorf("render %s: %w", p.Route, err)
	}
	tags := r.tags(p)
	r.scripts.addTags(tags.Head, tags.BodyStart, tags.BodyEnd)
	sidebarJSON := r.sidebarJSON[p.Sidebar]
	key := func(h hash.Hash64) uint64 {
		return renderKey(h, r.shell, pageJSON, r.sidebarKey[p.Sidebar], tags, p.spooled)
	}
	if r.b.cache.current(r.out, p, [2]string{r.b.urls.HTMLFile(p.Route), r.b.urls.DataFile(p.Route)}, key) {
		return nil
	}
	if p.spooled != nil {
		// Nothing keeps the data once the page is written: its buffer
		// serves the next page.
		buf := dataBuffers.Get().(*[]byte)
		defer dataBuffers.Put(buf)
		if pageJSON, err = r.b.spooled.withBody((*buf)[:0], p, pageJSON); err != nil {
			return fmt.Errorf("render %s: %w", p.Route, err)
		}
		*buf = pageJSON
	}
	// The data is plain JSON (emit.MarshalPlain): no escapes of <, > and &,
	// which neither the renderer nor the data file needs (the HTML's inline
	// copy is made safe by document).
	if r.exited.Load() {
		return nil // reported once, by the page that found it
	}
	rendered, err := r.bundle.r.RenderPage(pageJSON, sidebarJSON)
	app := rendered.HTML
	p.RenderedAnchors = rendered.Anchors
	if errors.Is(err, ssr.ErrExited) {
		if r.exited.CompareAndSwap(false, true) {
			return err
		}
		return nil
	}
	if err != nil {
		return r.renderError(p, err)
	}
	if r.b.cfg.Markdown.Lenient && data.Module != "" && strings.Contains(app, clientRenderedMarker) {
		r.b.log("warning: %s: its module threw while rendering (does it read a Docusaurus plugin's data?): a notice stands in for its body", describe(p))
	}
	r.pl.rendered.Add(1)
	w := documentBuffers.Get().(*bytes.Buffer)
	r.b.document(w, p, &data, pageJSON, sidebarJSON, app, r.bundle.res, tags)
	err = r.out.WriteFile(r.b.urls.HTMLFile(p.Route), w.Bytes())
	// WriteFile keeps no reference to what it wrote, and nothing keeps
	// app or a string cut from it: the buffers serve the next pages.
	w.Reset()
	documentBuffers.Put(w)
	rendered.Release()
	if err != nil {
		return err
	}
	return r.out.WriteFile(r.b.urls.DataFile(p.Route), pageJSON)
}

// renderError is a page that failed to render. When the error comes from a
// page module or a file of the site (the bundle's source map says which
// line), it is a diagnostic there: the page's own file:line for a React
// page that throws, rather than a line of the server bundle.
func (r *pageRenderer) renderError(p *Page, err error) error {
	o, ok := r.bundle.res.Origin(err.Error())
	if !ok {
		return fmt.Errorf("render %s (%s): %w", p.Route, describe(p), err)
	}
	msg, _, _ := strings.Cut(strings.TrimPrefix(err.Error(), "ssr: "), "\n")
	return diag.List{{Plugin: "render", Pos: diag.Pos{File: o.File, Line: o.Line, Col: o.Col},
		Msg: fmt.Sprintf("%s (while rendering %s on the server)", msg, p.Route)}}
}
