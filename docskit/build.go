package docskit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/katex"
	"docskit.dev/docskit/internal/ssr"
	"docskit.dev/docskit/mdx"
	"github.com/yuin/goldmark"
)

// Version is docskit's version, written to the generator meta tag and the build metadata.
const Version = "0.1.0"

// Builder builds a site. Create it with New; it is safe to call Build more
// than once (the dev server rebuilds with the same Builder), not concurrently.
type Builder struct {
	cfg     Config
	urls    URLs // cfg.URLs(), once cfg is valid
	plugins []Plugin
	root    string
	siteDir string
	source  fs.FS
	// mdxComponents caches siteMDXComponents.
	mdxComponentsOnce sync.Once
	// brokenModules are the pages (by route) whose modules did not bundle
	// in a lenient build: a notice stands in for their bodies. Written
	// while bundling, read while rendering, after the bundle is done.
	brokenModules map[string]bool
	mdxComponents bool
	overrides     string
	static        []string
	nodeMods      string
	logf          func(format string, args ...any)
	workers       int
	dev           bool
	parser        *mdx.Parser
	// markdown compiles the Markdown files that pages' code imports
	// (markdownModule), for the bundle of this build's page modules: set
	// by pageModules, read when those are bundled.
	markdown func(string) (string, error)
	// markdownRead collects the files markdown compiled for the bundle
	// being built (bundled.markdown).
	markdownRead fileSet
	// math renders the math of pages when Config.Markdown.Math is on;
	// started by the first build that needs it, stopped by Close.
	math       *katex.Renderer
	components []bundle.Component
	bodyEnd    []Tag
	// assets is the last build's table of linked files, whose hashes the
	// next build reuses for files that did not change (assets.go).
	assets *assetTable
	// cache is what the builder keeps between builds: nothing in
	// production (noCache), the dev server's state with WithDev (dev.go).
	cache buildCache
	// shown is told of the pages a dev Rebuild updated before its
	// PostBuilders ran (WithDevShown).
	shown func(*Report)
	// cacheDir is the folder of the build cache (WithBuildCache).
	cacheDir string
	// spooled holds the parsed bodies of the build under way that wait
	// for Render out of memory (spool.go); nil outside run, and in dev.
	spooled *spooler
}

// Option configures a Builder.
type Option func(*Builder) error

// WithPlugins adds plugins, in order. Order matters for Resolve and PostBuild.
func WithPlugins(ps ...Plugin) Option {
	return func(b *Builder) error { b.plugins = append(b.plugins, ps...); return nil }
}

// WithRoot sets the site folder that plugins read their sources from
// (default "."). Diagnostics name files relative to it.
func WithRoot(dir string) Option {
	return func(b *Builder) error { b.root = dir; return nil }
}

// WithSiteDir sets the Docusaurus site's folder on disk when it is not the
// root: a site whose docs sit beside it (docs: '../docs'). Page modules'
// @site/ imports, the packages they import (its node_modules) and its
// src/theme resolve from it. Default: the root.
func WithSiteDir(dir string) Option {
	return func(b *Builder) error { b.siteDir = dir; return nil }
}

// WithSource replaces the site folder with a file system (tests use fstest.MapFS).
func WithSource(fsys fs.FS) Option {
	return func(b *Builder) error { b.source = fsys; return nil }
}

// WithThemeOverrides names a folder of <Name>/index.tsx files that replace
// theme components (relative to the working directory).
func WithThemeOverrides(dir string) Option {
	return func(b *Builder) error { b.overrides = dir; return nil }
}

// WithStatic copies a folder's files to the output root (fonts, images, favicon).
func WithStatic(dir string) Option {
	return func(b *Builder) error { b.static = append(b.static, dir); return nil }
}

// WithNodeModules names the node_modules folder that holds react and
// react-dom. By default the builder looks in the working directory and its parents.
func WithNodeModules(dir string) Option {
	return func(b *Builder) error { b.nodeMods = dir; return nil }
}

// WithLogf sets the progress printer (default: none).
func WithLogf(logf func(format string, args ...any)) Option {
	return func(b *Builder) error { b.logf = logf; return nil }
}

// WithWorkers sets how many pages render at once (default: 2 × CPUs).
func WithWorkers(n int) Option {
	return func(b *Builder) error { b.workers = n; return nil }
}

// WithDev builds for the dev server: readable bundles, and tags added to
// every page's body end (the reload script).
func WithDev(bodyEnd ...Tag) Option {
	return func(b *Builder) error { b.dev = true; b.bodyEnd = bodyEnd; return nil }
}

// New validates the configuration and the plugins and prepares the MDX parser.
func New(cfg Config, opts ...Option) (*Builder, error) {
	b := &Builder{cfg: cfg, root: "."}
	for _, o := range opts {
		if err := o(b); err != nil {
			return nil, err
		}
	}
	var errs []error
	if err := b.cfg.Validate(); err != nil {
		errs = append(errs, err)
	}
	b.urls = b.cfg.URLs()
	names := map[string]bool{}
	var exts []goldmark.Extender
	for _, p := range b.plugins {
		if p == nil {
			errs = append(errs, errors.New("a nil plugin was passed to WithPlugins"))
			continue
		}
		if names[p.Name()] {
			errs = append(errs, fmt.Errorf("two plugins are named %q", p.Name()))
		}
		names[p.Name()] = true
		if v, ok := p.(Validator); ok {
			if err := v.Validate(); err != nil {
				errs = append(errs, fmt.Errorf("plugin %s: %w", p.Name(), err))
			}
		}
		if m, ok := p.(MarkdownExtender); ok {
			exts = append(exts, m.MarkdownExtensions()...)
		}
	}
	components, cerrs := siteComponents(b.plugins)
	b.components = components
	errs = append(errs, cerrs...)
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if b.source == nil {
		b.source = os.DirFS(b.root)
	}
	if b.workers < 1 {
		b.workers = 2 * runtime.NumCPU()
	}
	b.parser = mdx.NewParser(componentNames(b.components), exts...).WithHashLinkLabel(b.cfg.Text("docskit.heading.linkAriaLabel"))
	b.cache = noCache{}
	switch {
	case b.dev:
		b.cache = &devCache{}
	case b.cacheDir != "":
		b.cache = &diskCache{b: b, dir: b.cacheDir}
	}
	return b, nil
}

// Config returns the validated configuration with defaults filled in.
func (b *Builder) Config() *Config { return &b.cfg }

// Close closes every plugin that implements io.Closer, and in dev mode
// stops the Node.js renderer kept between builds.
func (b *Builder) Close() error {
	var errs []error
	b.cache.close()
	if b.math != nil {
		if err := b.math.Close(); err != nil {
			errs = append(errs, fmt.Errorf("close katex: %w", err))
		}
	}
	for _, p := range b.plugins {
		if c, ok := p.(Closer); ok {
			if err := c.Close(); err != nil {
				errs = append(errs, fmt.Errorf("close %s: %w", p.Name(), err))
			}
		}
	}
	return errors.Join(errs...)
}

// Report summarises a finished build.
type Report struct {
	Pages    int
	Files    int
	Bytes    int64
	Duration time.Duration
	// Parsed counts the MDX bodies parsed and Rendered the pages rendered
	// to HTML: every page in a production build; in dev mode only the pages
	// whose source or output changed since the previous build.
	Parsed, Rendered int
	// Full is true when the whole output was replaced (Build); after a dev
	// Rebuild it is false and Changed lists the output files (slash paths)
	// written or removed, sorted. See ChangedRoutes.
	Full    bool
	Changed []string
}

func (b *Builder) log(format string, args ...any) {
	if b.logf != nil {
		b.logf(format, args...)
	}
}

func (b *Builder) ctxFor(ctx context.Context, p Plugin) *Context {
	return &Context{Context: ctx, Config: &b.cfg, Root: b.root, Source: b.source, Dev: b.dev, logf: b.logf, plugin: p.Name(), static: b.static}
}

// Build runs the pipeline and writes the site to outDir. On any error the
// previous content of outDir is left untouched: it writes a new folder and
// swaps it in. The steps (CONTRIBUTING.md walks one page through them):
//
//  1. Load: every Loader reads its sources (concurrently); the route table
//     is made (a malformed or duplicate route is an error). The bundles are
//     built in the background from then on (bundleJob).
//  2. Parse: every body is parsed once, in parallel, into Page.Doc, with
//     links to source files resolved to routes.
//  3. Resolve: every Resolver runs in order (sidebars, breadcrumbs, …).
//  4. Render: each page's data is rendered to HTML by the theme in Node.js
//     and written with the data.
//  5. Check: every Checker inspects the rendered site.
//  6. Post-build: every PostBuilder adds files; then the output is swapped in.
func (b *Builder) Build(ctx context.Context, outDir string) (*Report, error) {
	start := time.Now()
	out, err := emit.Begin(outDir)
	if err != nil {
		return nil, err
	}
	return b.run(ctx, out, start, &plan{rebundle: true, copyStatic: true})
}

// run is the pipeline of Build and Rebuild, writing into out.
func (b *Builder) run(ctx context.Context, out *emit.Dir, start time.Time, pl *plan) (rep *Report, err error) {
	// A dev Rebuild prints no step lines: the dev server prints one summary.
	logf := b.log
	if pl.incremental {
		logf = func(string, ...any) {}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	b.cache.begin(pl)
	if b.spooled, err = b.newSpooler(); err != nil {
		return nil, err
	}
	defer func() {
		b.spooled.close()
		b.spooled = nil
	}()
	bundling := b.startBundle(ctx, pl)
	released := false
	release := func(err error) {
		// The renderer outlives no production build; the dev cache keeps it.
		if !released {
			released = true
			b.cache.releaseBundle(bundling.wait(), bundling.reused, errors.Is(err, ssr.ErrExited))
		}
	}
	defer func() {
		cancel()
		release(err)
		if err != nil {
			_ = out.Abort()
			err = b.withRoot(err)
		}
	}()

	// 1. Load.
	t := time.Now()
	site, err := b.load(ctx)
	if err != nil {
		return nil, err
	}
	bundling.loaded <- loadedOf(site)
	logf("load     %d pages (%s)", len(site.Pages), since(t))

	// 2. Parse.
	t = time.Now()
	if err := b.parse(ctx, site, pl, b.cache); err != nil {
		return nil, err
	}
	mods, err := b.pageModules(site)
	if err != nil {
		return nil, err
	}
	bundling.modules <- mods
	logf("parse    %d bodies (%s)", pl.parsed.Load(), since(t))

	// 3. Resolve.
	t = time.Now()
	if err := b.resolve(ctx, site); err != nil {
		return nil, err
	}
	if err := checkTitles(site); err != nil {
		return nil, err
	}
	logf("resolve  %d routes, %d sidebars (%s)", len(site.Pages), len(site.Sidebars), since(t))

	// 4. Render.
	t = time.Now()
	err = b.render(ctx, site, out, pl, bundling)
	release(err)
	if err != nil {
		return nil, err
	}
	logf("render   %d pages (%s)", len(site.Pages), since(t))
	if n := len(site.Pages) - int(pl.rendered.Load()); n > 0 && !pl.incremental {
		logf("cache    %d pages unchanged, kept from the previous output", n)
	}

	// 5. Check.
	t = time.Now()
	if err := b.check(ctx, site, nil); err != nil {
		return nil, err
	}
	logf("check    ok (%s)", since(t))

	// 6. Linked files, post-build and swap.
	if err := b.writeAssets(out, site); err != nil {
		return nil, err
	}
	// The dev server records what the PostBuilders write (devedit.go).
	post := &postOutput{dir: out}
	if err := b.postBuild(ctx, site, post); err != nil {
		return nil, err
	}
	if err := b.copyStatic(out, pl); err != nil {
		return nil, err
	}
	if err := out.WriteFile("docskit.json", b.metadata(site)); err != nil {
		return nil, err
	}
	files, bytes := out.Stats()
	// The cache's index is written while the old output is removed.
	if err := out.CommitThen(func() { b.cache.committed(out) }); err != nil {
		return nil, err
	}
	if dc, ok := b.cache.(*devCache); ok {
		dc.site, dc.postFiles = site, post.written
	}
	return &Report{Pages: len(site.Pages), Files: files, Bytes: bytes, Duration: time.Since(start),
		Parsed: int(pl.parsed.Load()), Rendered: int(pl.rendered.Load()), Full: out.Tmp != "", Changed: out.Changed()}, nil
}

// LoadSite runs the first three steps of a build — load, parse, resolve —
// and returns the site as Checkers and PostBuilders would see it, without
// rendering or writing anything: for tools that read a site's pages and
// links, and for testing plugins (their Load and Resolve, the documents
// they read). Diagnostics are those a build would report.
func (b *Builder) LoadSite(ctx context.Context) (*Site, error) {
	site, err := b.load(ctx)
	if err == nil {
		err = b.parse(ctx, site, &plan{}, noCache{})
	}
	if err == nil {
		err = b.resolve(ctx, site)
	}
	if err == nil {
		err = checkTitles(site)
	}
	if err != nil {
		return nil, b.withRoot(err)
	}
	return site, nil
}

// check is step 5: every Checker runs; all their findings fail the build
// together. With pages (a dev edit, checkEdited), a PageChecker checks only
// those; a Checker that cannot checks the whole site.
func (b *Builder) check(ctx context.Context, site *Site, pages []*Page) error {
	var ds diag.List
	for _, p := range b.plugins {
		c, ok := p.(Checker)
		if !ok {
			continue
		}
		var found []diag.Diagnostic
		if pc, ok := p.(PageChecker); ok && pages != nil {
			found = pc.CheckPages(b.ctxFor(ctx, p), site, pages)
		} else {
			found = c.Check(b.ctxFor(ctx, p), site)
		}
		for _, d := range found {
			if d.Plugin == "" {
				d.Plugin = p.Name()
			}
			ds = append(ds, d)
		}
	}
	if len(ds) > 0 {
		return ds
	}
	return nil
}

// withRoot makes the file names of diagnostics relative to the working
// directory (the root joined in), so that editors can open them.
func (b *Builder) withRoot(err error) error {
	if b.root == "." || b.root == "" || err == nil {
		return err
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		// A step's diagnostics joined with other errors: keep them all.
		var out []error
		for _, e := range joined.Unwrap() {
			out = append(out, b.withRoot(e))
		}
		return errors.Join(out...)
	}
	var list diag.List
	if !errors.As(err, &list) {
		return err
	}
	fixed := make(diag.List, len(list))
	for i, d := range list {
		d.Pos.File = b.rootFile(d.Pos.File)
		if d.Via != nil {
			via := *d.Via
			via.File = b.rootFile(via.File)
			d.Via = &via
		}
		fixed[i] = d
	}
	return fixed
}

// rootFile names a file of the site folder relative to the working
// directory, as messages do, so that editors open it.
func (b *Builder) rootFile(file string) string {
	if b.root == "." || b.root == "" || file == "" || file == "config" || filepath.IsAbs(file) {
		return file
	}
	return filepath.ToSlash(filepath.Join(b.root, file))
}

func since(t time.Time) string {
	return time.Since(t).Round(time.Millisecond).String()
}

func (b *Builder) load(ctx context.Context) (*Site, error) {
	type result struct {
		pages []*Page
		err   error
	}
	var loaders []Plugin
	for _, p := range b.plugins {
		if _, ok := p.(Loader); ok {
			loaders = append(loaders, p)
		}
	}
	results := make([]result, len(loaders))
	var wg sync.WaitGroup
	for i, p := range loaders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pages, err := p.(Loader).Load(b.ctxFor(ctx, p))
			for _, pg := range pages {
				pg.Plugin = p.Name()
			}
			results[i] = result{pages, err}
		}()
	}
	wg.Wait()
	b.assets = newAssetTable(b.source, b.assets)
	site := &Site{Config: &b.cfg, Sidebars: map[string]*Sidebar{}, routes: map[string]*Page{}, sources: map[string]*Page{}, assets: b.assets}
	var ds diag.List
	var errs []error
	for i, r := range results {
		if r.err != nil {
			var list diag.List
			if errors.As(r.err, &list) {
				for _, d := range list {
					if d.Plugin == "" {
						d.Plugin = loaders[i].Name()
					}
					ds = append(ds, d)
				}
			} else {
				errs = append(errs, fmt.Errorf("load %s: %w", loaders[i].Name(), r.err))
			}
		}
		site.Pages = append(site.Pages, r.pages...)
	}
	kept := site.Pages[:0]
	var dropped []string
	for _, p := range site.Pages {
		pos := diag.Pos{File: p.Source}
		if p.Route == "" || p.Route[0] != '/' || (len(p.Route) > 1 && strings.HasSuffix(p.Route, "/")) {
			ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: pos, Msg: fmt.Sprintf("invalid route %q: routes start with / and have no trailing slash", p.Route)})
			continue
		}
		if q := site.routes[p.Route]; q != nil {
			d := diag.Diagnostic{Plugin: p.Plugin, Pos: pos, Msg: fmt.Sprintf("duplicate route %s: also produced by %s", p.Route, describe(q)), Hint: "give one of them another slug or file name"}
			switch b.cfg.OnDuplicateRoutes {
			case "warn", "log":
				dropped = append(dropped, d.String())
			case "ignore":
			default:
				ds = append(ds, d)
			}
			continue
		}
		kept = append(kept, p)
		site.routes[p.Route] = p
		if p.Source != "" {
			site.sources[p.Source] = p
		}
	}
	site.Pages = kept
	for _, d := range dropped {
		b.log("warning: %s; the first is built (onDuplicateRoutes: warn)", d)
	}
	if len(ds) > 0 {
		errs = append([]error{ds}, errs...)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	sort.SliceStable(site.Pages, func(i, j int) bool { return site.Pages[i].Route < site.Pages[j].Route })
	return site, nil
}

func describe(p *Page) string {
	if p.Source != "" {
		return p.Source
	}
	return "plugin " + p.Plugin
}

func (b *Builder) resolve(ctx context.Context, site *Site) error {
	for _, p := range b.plugins {
		if r, ok := p.(Resolver); ok {
			if err := r.Resolve(b.ctxFor(ctx, p), site); err != nil {
				return err
			}
		}
	}
	return nil
}

func (b *Builder) nodeModules() (string, error) {
	if b.nodeMods != "" {
		return filepath.Abs(b.nodeMods)
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		nm := filepath.Join(dir, "node_modules")
		if _, err := os.Stat(filepath.Join(nm, "react")); err == nil {
			return nm, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("cannot find node_modules with react in the working directory or its parents; run npm ci, or use WithNodeModules")
		}
		dir = parent
	}
}

func (b *Builder) metadata(site *Site) []byte {
	type pluginInfo struct {
		Name    string `json:"name"`
		Version string `json:"version,omitempty"`
	}
	meta := map[string]any{
		"generator":      "docskit",
		"docskitVersion": Version,
		"siteVersion":    b.cfg.Version,
		"locale":         b.cfg.Locale,
	}
	// Where the site is served, for docskit/serve and `serve` of cli
	// (written only when not the default, "/" and unset).
	if base := b.urls.Base(); base != "/" {
		meta["baseUrl"] = base
	}
	if b.cfg.TrailingSlash != nil {
		meta["trailingSlash"] = *b.cfg.TrailingSlash
	}
	var ps []pluginInfo
	for _, p := range b.plugins {
		info := pluginInfo{Name: p.Name()}
		if v, ok := p.(VersionProvider); ok {
			info.Version = v.Version()
		}
		if m, ok := p.(MetadataProvider); ok {
			for k, v := range m.Metadata() {
				meta[k] = v
			}
		}
		ps = append(ps, info)
	}
	meta["plugins"] = ps
	if site.Headers != nil {
		meta["headers"] = site.Headers
	}
	data, _ := json.MarshalIndent(meta, "", "  ")
	return append(data, '\n')
}

// WatchPaths are the folders the dev server watches: the site root, the
// theme overrides and the static folders.
func (b *Builder) WatchPaths() []string {
	paths := []string{b.root}
	if b.overrides != "" {
		paths = append(paths, b.overrides)
	}
	return append(paths, b.static...)
}
