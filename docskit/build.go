package docskit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
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
	"github.com/yuin/goldmark"
)

// Version is docskit's version, written to the generator meta tag and the build metadata.
const Version = "0.1.0"

// Builder builds a site. Create it with New; it is safe to call Build more
// than once (the dev server rebuilds with the same Builder), not concurrently.
type Builder struct {
	cfg        Config
	plugins    []Plugin
	root       string
	source     fs.FS
	overrides  string
	static     []string
	nodeMods   string
	logf       func(format string, args ...any)
	workers    int
	dev        bool
	parser     *mdx.Parser
	components []bundle.Component
	bodyEnd    []Tag
	state      *devState // kept between builds in dev mode (dev.go)
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
	b.parser = mdx.NewParser(componentNames(b.components), exts...)
	if b.dev {
		b.state = &devState{}
	}
	return b, nil
}

// Config returns the validated configuration with defaults filled in.
func (b *Builder) Config() *Config { return &b.cfg }

// Close closes every plugin that implements io.Closer, and in dev mode
// stops the Node.js renderer kept between builds.
func (b *Builder) Close() error {
	var errs []error
	if b.state != nil {
		b.state.dropBundle()
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
	return &Context{Context: ctx, Config: &b.cfg, Root: b.root, Source: b.source, Dev: b.dev, logf: b.logf, plugin: p.Name()}
}

// Build runs the pipeline and writes the site to outDir. On any error the
// previous content of outDir is left untouched. It writes a new folder and
// swaps it in; in dev mode (WithDev) it also keeps what Rebuild reuses.
//
//  1. Load: every Loader reads its sources (concurrently).
//  2. Resolve: routes are registered (a duplicate is an error), then every
//     Resolver runs in order.
//  3. Render: the bundles are built while MDX bodies are parsed; each page is
//     rendered to HTML by the theme in Node.js and written with its data.
//  4. Check: every Checker inspects the rendered site.
//  5. Post-build: every PostBuilder adds files; then the output is swapped in.
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
	defer func() {
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
	logf("load     %d pages (%s)", len(site.Pages), since(t))

	// 2. Resolve.
	t = time.Now()
	if err := b.resolve(ctx, site); err != nil {
		return nil, err
	}
	logf("resolve  %d routes, %d sidebars (%s)", len(site.Pages), len(site.Sidebars), since(t))

	// 3. Render.
	t = time.Now()
	if err := b.render(ctx, site, out, pl); err != nil {
		return nil, err
	}
	logf("render   %d pages (%s)", len(site.Pages), since(t))

	// 4. Check.
	t = time.Now()
	var ds diag.List
	for _, p := range b.plugins {
		if c, ok := p.(Checker); ok {
			for _, d := range c.Check(b.ctxFor(ctx, p), site) {
				if d.Plugin == "" {
					d.Plugin = p.Name()
				}
				ds = append(ds, d)
			}
		}
	}
	if len(ds) > 0 {
		return nil, ds
	}
	logf("check    ok (%s)", since(t))

	// 5. Post-build and swap.
	for _, p := range b.plugins {
		if pb, ok := p.(PostBuilder); ok {
			if err := pb.PostBuild(b.ctxFor(ctx, p), site, out); err != nil {
				return nil, fmt.Errorf("post-build %s: %w", p.Name(), err)
			}
		}
	}
	if err := b.copyStatic(out, pl); err != nil {
		return nil, err
	}
	if err := out.WriteFile("docskit.json", b.metadata(site)); err != nil {
		return nil, err
	}
	files, bytes := out.Stats()
	if err := out.Commit(); err != nil {
		return nil, err
	}
	b.committed(out, pl)
	return &Report{Pages: len(site.Pages), Files: files, Bytes: bytes, Duration: time.Since(start),
		Parsed: int(pl.parsed.Load()), Rendered: int(pl.rendered.Load()), Full: out.Tmp != "", Changed: out.Changed()}, nil
}

// withRoot makes the file names of diagnostics relative to the working
// directory (the root joined in), so that editors can open them.
func (b *Builder) withRoot(err error) error {
	var list diag.List
	if b.root == "." || b.root == "" || !errors.As(err, &list) {
		return err
	}
	fixed := make(diag.List, len(list))
	for i, d := range list {
		if d.Pos.File != "" && d.Pos.File != "config" && !filepath.IsAbs(d.Pos.File) {
			d.Pos.File = filepath.ToSlash(filepath.Join(b.root, d.Pos.File))
		}
		fixed[i] = d
	}
	return fixed
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
	site := &Site{Config: &b.cfg, Sidebars: map[string]*Sidebar{}, routes: map[string]*Page{}, sources: map[string]*Page{}}
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
	for _, p := range site.Pages {
		pos := diag.Pos{File: p.Source}
		if p.Route == "" || p.Route[0] != '/' || (len(p.Route) > 1 && strings.HasSuffix(p.Route, "/")) {
			ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: pos, Msg: fmt.Sprintf("invalid route %q: routes start with / and have no trailing slash", p.Route)})
			continue
		}
		if q := site.routes[p.Route]; q != nil {
			ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: pos, Msg: fmt.Sprintf("duplicate route %s: also produced by %s", p.Route, describe(q)), Hint: "give one of them another slug or file name"})
			continue
		}
		if strings.TrimSpace(p.Title) == "" {
			ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: diag.Pos{File: p.Source, Line: 1}, Msg: fmt.Sprintf("page %s has an empty title", p.Route), Hint: "set title in the front matter or start the body with # Title"})
		}
		site.routes[p.Route] = p
		if p.Source != "" {
			site.sources[p.Source] = p
		}
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

// siteConfigJSON is what the client bundle gets as @docskit/site-config.
func (b *Builder) siteConfig() any { return &b.cfg }

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

func (b *Builder) render(ctx context.Context, site *Site, out *emit.Dir, pl *plan) error {
	type bundled struct {
		res *bundle.Result
		r   *ssr.Renderer
		err error
	}
	bundleDone := make(chan bundled, 1)
	// A dev rebuild reuses the bundle and the warm renderer unless a script
	// or stylesheet changed; otherwise bundle in the background while pages
	// are parsed.
	reused := b.state != nil && !pl.rebundle && b.state.res != nil
	pl.reusedBundle = reused
	if reused {
		bundleDone <- bundled{res: b.state.res, r: b.state.renderer}
	} else {
		go func() {
			nm, err := b.nodeModules()
			if err != nil {
				bundleDone <- bundled{err: err}
				return
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
			res, err := bundle.Build(bundle.Options{Theme: theme.FS, Overrides: b.overrides, NodeModules: nm, SiteConfig: b.siteConfig(), Modules: mods, Components: b.components, Dev: b.dev, CSS: highlight.CSS()})
			if err != nil {
				bundleDone <- bundled{err: err}
				return
			}
			b.log("bundle   %d client files (%s)", len(res.Files), since(t))
			workers := 1
			if len(site.Pages) > 200 && runtime.NumCPU() > 1 {
				workers = 2
			}
			r, err := ssr.Start(b.rendererContext(ctx), res.Server, workers)
			bundleDone <- bundled{res: res, r: r, err: err}
		}()
	}
	// In dev mode a page whose data, sidebar and tags hash to what is on
	// disk (rendered with the same bundle) is kept as it is.
	reuse := reused && pl.incremental && b.state.keysGen == b.state.gen

	// Sidebars are written once, content-hashed, and shared by their pages.
	sidebarURL := map[string]string{}
	sidebarJSON := map[string][]byte{}
	for name, sb := range site.Sidebars {
		data, err := json.Marshal(sb)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		rel := "assets/sidebar-" + name + "-" + hex.EncodeToString(sum[:4]) + ".json"
		if err := out.WriteFile(rel, data); err != nil {
			return err
		}
		sidebarURL[name] = "/" + rel
		sidebarJSON[name] = data
	}

	var (
		mu       sync.Mutex
		ds       diag.List
		errs     []error
		bres     bundled
		ready    = make(chan struct{})
		jobs     = make(chan *Page)
		wg       sync.WaitGroup
		minify   = emit.NewMinifier()
		tocMin   = b.cfg.TOC.Min
		tocMax   = b.cfg.TOC.Max
		injects  []Plugin
		exitOnce sync.Once
		exited   atomic.Bool
		scripts  = newScriptCollector()
	)
	scripts.addInline(inlineScripts(&b.cfg)...)
	for _, p := range b.plugins {
		if _, ok := p.(TagInjector); ok {
			injects = append(injects, p)
		}
	}
	go func() {
		bres = <-bundleDone
		close(ready)
	}()
	fail := func(err error) {
		mu.Lock()
		var list diag.List
		if errors.As(err, &list) {
			ds = append(ds, list...)
		} else {
			errs = append(errs, err)
		}
		mu.Unlock()
	}
	for w := 0; w < b.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				data := PageData{Route: p.Route, Kind: p.Kind, Title: p.Title, Description: p.Description, HideTOC: p.HideTOC,
					Breadcrumbs: p.Breadcrumbs, Prev: p.Prev, Next: p.Next, Sidebar: p.Sidebar, SidebarURL: sidebarURL[p.Sidebar], Props: p.Props, Extra: p.Extra}
				var body *mdx.Doc
				if p.Body != nil {
					doc, list := b.parse(site, p, minify, pl)
					if len(list) > 0 {
						fail(list)
						continue
					}
					body = doc
					data.Body = doc.Body
					if !p.HideTOC {
						data.TOC = doc.TOC(tocMin, tocMax)
					}
					if data.Title == "" {
						data.Title = doc.H1
					}
					p.Headings, p.Links, p.Text = doc.Headings, doc.Links, doc.Text
				}
				pageJSON, err := b.marshalPage(p.Route, &data, body, pl)
				if err != nil {
					fail(fmt.Errorf("render %s: %w", p.Route, err))
					continue
				}
				var tags Tags
				for _, ip := range injects {
					t := ip.(TagInjector).InjectTags(b.ctxFor(ctx, ip), p)
					tags.Head = append(tags.Head, t.Head...)
					tags.BodyStart = append(tags.BodyStart, t.BodyStart...)
					tags.BodyEnd = append(tags.BodyEnd, t.BodyEnd...)
				}
				tags.BodyEnd = append(tags.BodyEnd, b.bodyEnd...)
				scripts.addTags(tags.Head, tags.BodyStart, tags.BodyEnd)
				if b.state != nil {
					key := pageKey(pageJSON, sidebarJSON[p.Sidebar], tags)
					pl.setKey(p.Route, key)
					if reuse && b.state.keys[p.Route] == key && b.keepPage(out, p.Route) {
						continue
					}
				}
				<-ready
				if bres.err != nil {
					continue
				}
				html, err := bres.r.Render(pageJSON, sidebarJSON[p.Sidebar])
				if errors.Is(err, ssr.ErrExited) {
					exited.Store(true)
					exitOnce.Do(func() { fail(err) })
					continue
				}
				if err != nil {
					fail(fmt.Errorf("render %s (%s): %w", p.Route, describe(p), err))
					continue
				}
				pl.rendered.Add(1)
				doc := b.document(p, &data, pageJSON, sidebarJSON[p.Sidebar], html, bres.res, tags)
				if err := out.WriteFile(HTMLPath(p.Route), doc); err != nil {
					fail(err)
					continue
				}
				if err := out.WriteFile(strings.TrimPrefix(DataPath(p.Route), "/"), pageJSON); err != nil {
					fail(err)
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
	b.adoptCaches(pl)
	<-ready
	switch {
	case b.state == nil:
		if bres.r != nil {
			defer bres.r.Close()
		}
	case exited.Load():
		// A renderer that died is not reused: the next build starts a new one.
		if bres.r != nil && !reused {
			defer bres.r.Close()
		}
		b.state.dropBundle()
	case bres.err != nil && !reused:
		// The theme does not bundle: the next build tries again.
		b.state.dropBundle()
	case !reused:
		b.state.setBundle(bres.res, bres.r)
	}
	if bres.err != nil {
		return bres.err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(ds) > 0 {
		errs = append([]error{ds}, errs...)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for _, f := range bres.res.Files {
		if err := out.WriteFile(f.Path, f.Contents); err != nil {
			return err
		}
	}
	site.Headers = b.securityHeaders(scripts)
	return nil
}

func minifyNodes(m *emit.Minifier, nodes []mdx.Node) {
	for i := range nodes {
		if nodes[i].Type == "html" {
			nodes[i].HTML = m.HTML(nodes[i].HTML)
		}
		minifyNodes(m, nodes[i].Children)
	}
}

// linkResolver maps links written in p's body: relative .md/.mdx file links
// become the route of that file; other relative links resolve against the
// route, as a browser would.
func linkResolver(site *Site, p *Page) func(string) string {
	return func(dest string) string {
		if dest == "" || dest[0] == '#' || strings.HasPrefix(dest, "//") || HasScheme(dest) {
			return dest
		}
		pth, frag, hasFrag := strings.Cut(dest, "#")
		if hasFrag {
			frag = "#" + frag
		}
		pth, query, hasQuery := strings.Cut(pth, "?")
		if hasQuery {
			query = "?" + query
		}
		if strings.HasSuffix(pth, ".mdx") || strings.HasSuffix(pth, ".md") {
			var src string
			if strings.HasPrefix(pth, "/") {
				src = strings.TrimPrefix(pth, "/")
			} else {
				src = path.Join(path.Dir(p.Source), pth)
			}
			if q := site.sources[src]; q != nil {
				return q.Route + query + frag
			}
			return dest
		}
		if !strings.HasPrefix(pth, "/") && pth != "" {
			base := p.Route
			if !strings.HasSuffix(base, "/") {
				base = path.Dir(base)
			}
			return path.Join(base, pth) + query + frag
		}
		return dest
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
