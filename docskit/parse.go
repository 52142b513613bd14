package docskit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/katex"
	"docskit.dev/docskit/mdx"
)

// parse is step 2: every page's body is parsed once, on b.workers
// goroutines, into Page.Doc. Links to other source files resolve against the
// route table, so it runs after load; Resolvers and everything after read
// the documents. A page without a title takes its body's "# Title". Every
// problem of every page is reported together.
func (b *Builder) parse(ctx context.Context, site *Site, pl *plan, cache buildCache) error {
	if err := b.startMath(); err != nil {
		return err
	}
	var (
		mu   sync.Mutex
		ds   diag.List
		errs []error
		wg   sync.WaitGroup
		jobs = make(chan *Page)
		m    = emit.NewMinifier()
		code = &mdx.CodeCache{}
	)
	for w := 0; w < b.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				if p.Body == nil {
					body, err := p.ReadBody()
					if err != nil {
						mu.Lock()
						ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: diag.Pos{File: p.Source, Line: 1}, Msg: err.Error()})
						mu.Unlock()
						continue
					}
					p.Body = body
				}
				doc, list := b.parsePage(site, p, m, code, pl, cache)
				if len(list) > 0 {
					mu.Lock()
					ds = append(ds, list...)
					mu.Unlock()
					continue
				}
				p.Doc = doc
				if p.Title == "" {
					p.Title = doc.H1
				}
				if err := b.spooled.put(p, doc); err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
				cache.spooled(p, doc)
			}
		}()
	}
	for _, p := range site.Pages {
		if p.Body == nil && p.ReadBody == nil {
			continue
		}
		select {
		case jobs <- p:
		case <-ctx.Done():
		}
	}
	close(jobs)
	wg.Wait()
	cache.parsedAll()
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(ds) > 0 {
		return ds
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if !pl.incremental {
		// A dev rebuild prints one summary line; the first build warned.
		b.warn(site)
	}
	return nil
}

// warn prints the warnings of the parsed pages (mdx.Doc.Warnings), one
// line per message with how often it occurs and where first: a site with
// 300 mermaid diagrams gets one line, not 300.
func (b *Builder) warn(site *Site) {
	var all diag.List
	for _, p := range site.Pages {
		if p.Doc != nil {
			all = append(all, p.Doc.Warnings...)
		}
	}
	if len(all) == 0 || b.logf == nil {
		return
	}
	all.Sort()
	type group struct {
		first diag.Diagnostic
		n     int
	}
	var order []string
	groups := map[string]*group{}
	for _, d := range all {
		g := groups[d.Msg]
		if g == nil {
			g = &group{first: d}
			groups[d.Msg] = g
			order = append(order, d.Msg)
		}
		g.n++
	}
	for _, msg := range order {
		g := groups[msg]
		pos := g.first.Pos
		pos.File = b.rootFile(pos.File)
		if g.n == 1 {
			b.logf("warning  %s: %s", pos, msg)
		} else {
			b.logf("warning  %s: %s (%d times; this is the first)", pos, msg, g.n)
		}
	}
}

// startMath makes the math renderer of a site with Config.Markdown.Math,
// from the site's katex package.
func (b *Builder) startMath() error {
	if !b.cfg.Markdown.Math || b.math != nil {
		return nil
	}
	dirs := []string{filepath.Join(b.siteRoot(), "node_modules")}
	if nm, err := b.nodeModules(); err == nil {
		dirs = append(dirs, nm)
	}
	pkg, ok := katex.Find(dirs...)
	if !ok {
		return fmt.Errorf("math (Markdown.Math, remark-math): the katex package is not installed in %s: run npm install katex in the site's folder", dirs[0])
	}
	b.math = katex.New(pkg)
	return nil
}

// mathRenderer is Options.Math: nil without Config.Markdown.Math (a nil
// *katex.Renderer in the interface would not be nil).
func (b *Builder) mathRenderer() mdx.MathRenderer {
	if b.math == nil {
		return nil
	}
	return b.math
}

// parsePage parses one body with its links resolved (its code highlighted
// through the build's code cache), and minifies the static HTML of the
// result; the cache may answer with an earlier build's document instead.
func (b *Builder) parsePage(site *Site, p *Page, m *emit.Minifier, code *mdx.CodeCache, pl *plan, cache buildCache) (*mdx.Doc, diag.List) {
	read := func(name string) ([]byte, error) { return fs.ReadFile(b.source, name) }
	doc, ds, fresh := cache.parse(p, linkResolver(site, p, b.urls), read, func(resolve func(string) string, read readFile) (*mdx.Doc, diag.List) {
		opts := mdx.Options{File: p.Source, Format: b.cfg.Markdown.formatOf(p.Source), LineOffset: p.BodyLine, ResolveLink: resolve, LinkURL: b.linkURL(site),
			Code: code, UnknownCodeAsText: b.cfg.Markdown.UnknownCodeLanguage == "text", Lenient: b.cfg.Markdown.Lenient, NPM2Yarn: b.cfg.Markdown.NPM2Yarn, MDXComponents: b.siteMDXComponents(),
			Math: b.mathRenderer(),
			ReadPartial: func(name string) ([]byte, mdx.Format, error) {
				src, err := read(name)
				return src, b.cfg.Markdown.formatOf(name), err
			}}
		doc, ds := b.parser.Parse(p.Body, opts)
		if len(ds) == 0 {
			minifyNodes(m, doc.Body)
		}
		return doc, ds
	})
	if fresh {
		pl.parsed.Add(1)
	}
	return doc, ds
}

// readFile reads a file of the site's source (Builder.source), such as a
// partial a page includes.
type readFile func(name string) ([]byte, error)

func minifyNodes(m *emit.Minifier, nodes []mdx.Node) {
	for i := range nodes {
		switch {
		case nodes[i].Type == "html" && nodes[i].Inline:
			// A run inside a paragraph keeps the space at its ends, which
			// separates it from the expression or component beside it.
			h := nodes[i].HTML
			body := strings.TrimSpace(h)
			lead, trail := h[:strings.Index(h, body)] != "", len(h) > 0 && len(body) < len(h) && h[len(h)-1] <= ' '
			body = m.HTML(body)
			if lead {
				body = " " + body
			}
			if trail && body != " " {
				body += " "
			}
			nodes[i].HTML = body
		case nodes[i].Type == "html":
			nodes[i].HTML = m.HTML(nodes[i].HTML)
		}
		minifyNodes(m, nodes[i].Children)
	}
}

// linkResolver maps links written in p's body; it is the one place that
// decides what a link points to. A file of the sources (LinkFile: an image
// or download next to the page, "@site/…") becomes the URL of its copy in
// the output (assets.go); relative .md/.mdx file links become the route of
// that file; other relative links resolve against the route, as a browser
// would; "pathname:///x" is Docusaurus's way to link /x as written (a
// static file, a route of another app), which the link checker leaves alone.
// An absolute link written with the site's base URL ("/docs/x" under the
// base /docs/) is the route after it, as Docusaurus's Link does not add the
// base twice.
func linkResolver(site *Site, p *Page, urls URLs) func(string) string {
	baseURL := urls.Base()
	return func(dest string) string {
		if rest, ok := strings.CutPrefix(dest, "pathname://"); ok {
			return rest
		}
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
		if base := strings.TrimSuffix(baseURL, "/"); base != "" && (pth == base || strings.HasPrefix(pth, base+"/")) {
			pth = "/" + strings.TrimPrefix(strings.TrimPrefix(pth, base), "/")
			dest = pth + query + frag
		}
		if file, ok := LinkFile(p.Source, dest); ok {
			if u := site.assets.url(file); u != "" {
				return u + query + frag
			}
			if strings.HasPrefix(pth, "@site/") {
				// No such file: the link checker names it.
				return dest
			}
		}
		if strings.HasSuffix(pth, ".mdx") || strings.HasSuffix(pth, ".md") {
			if q := linkedPage(site, p, pth); q != nil {
				return q.Route + query + frag
			}
			return dest
		}
		if !strings.HasPrefix(pth, "/") && pth != "" {
			// Relative to the page's URL as the browser has it: with a
			// trailing slash (TrailingSlash true) "../b/" from /x/a/ is /x/b.
			base := p.Route
			if !strings.HasSuffix(base, "/") && !strings.HasSuffix(urls.Page(base), "/") {
				base = path.Dir(base)
			}
			return path.Join(base, pth) + query + frag
		}
		return dest
	}
}

// linkURL is the URL the output writes for a destination linkResolver
// returned: a route of a page becomes its page URL (base URL, trailing
// slash), another root-relative path (an asset, a static file, a
// "pathname://" link) a file under the base URL, as Docusaurus adds the base
// to both; anything else stays as it is.
func (b *Builder) linkURL(site *Site) func(string) string {
	return func(dest string) string {
		if !strings.HasPrefix(dest, "/") || strings.HasPrefix(dest, "//") {
			return dest
		}
		pth, _ := splitSuffix(dest)
		if u, err := url.PathUnescape(pth); err == nil {
			pth = u // "/docs/%EC%8B%9C%EC%9E%91" is the route /docs/시작
		}
		if site.Page(pth) != nil {
			return b.urls.Page(dest)
		}
		return b.urls.File(dest)
	}
}

// linkedPage is the page of the .md/.mdx file a link names, or nil; the
// folders tried are Docusaurus 3's: "./x.md" and "../x.md" are read from
// the page's folder; "/x.md" from its content folder (Page.ContentDir),
// then the site root; "x.md" from the page's folder, then those two; and
// "@site/x.md" from the site root.
func linkedPage(site *Site, p *Page, pth string) *Page {
	if u, err := url.PathUnescape(pth); err == nil {
		pth = u
	}
	if rest, ok := strings.CutPrefix(pth, "@site/"); ok {
		return site.sources[path.Clean(rest)]
	}
	var dirs []string
	if !strings.HasPrefix(pth, "/") {
		dirs = append(dirs, path.Dir(p.Source))
	}
	if !strings.HasPrefix(pth, "./") && !strings.HasPrefix(pth, "../") {
		if p.ContentDir != "" {
			dirs = append(dirs, p.ContentDir)
		}
		dirs = append(dirs, ".")
	}
	for _, dir := range dirs {
		if q := site.sources[strings.TrimPrefix(path.Join(dir, pth), "/")]; q != nil {
			return q
		}
	}
	return nil
}

// checkTitles reports pages that still have no title after Resolve.
func checkTitles(site *Site) error {
	var ds diag.List
	for _, p := range site.Pages {
		if strings.TrimSpace(p.Title) == "" {
			ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: diag.Pos{File: p.Source, Line: 1}, Msg: fmt.Sprintf("page %s has an empty title", p.Route), Hint: "set title in the front matter or start the body with # Title"})
		}
	}
	if len(ds) > 0 {
		return ds
	}
	return nil
}
