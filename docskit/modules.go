package docskit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strings"
	"sync"

	"docskit.dev/docskit/diag"
	"path/filepath"

	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/mdx"
)

// pageModules are the JavaScript modules of the pages whose bodies need
// JavaScript (mdx.Doc.NeedsModule): expressions, imports of the site's or
// npm's components, exports. Each module has the values Docusaurus puts in
// an MDX page's scope. A page that is a React component (Page.Component)
// is its file as written: its default export is the page.
func (b *Builder) pageModules(site *Site) ([]bundle.PageModule, error) {
	var out []bundle.PageModule
	// A page's relative imports resolve from its own folder on disk, under
	// the root (which is not the site folder when the docs sit beside it).
	root, err := filepath.Abs(b.root)
	if err != nil {
		root = b.root
	}
	var ds diag.List
	for _, p := range site.Pages {
		if p.Component != "" {
			src, err := fs.ReadFile(b.source, p.Component)
			if err != nil {
				ds = append(ds, diag.Diagnostic{Plugin: p.Plugin, Pos: diag.Pos{File: p.Component}, Msg: fmt.Sprintf("cannot read the page's component: %v", err)})
				continue
			}
			out = append(out, bundle.PageModule{Key: p.Route, Source: string(src),
				Dir: filepath.Join(root, filepath.FromSlash(path.Dir(p.Component))), File: p.Component})
			continue
		}
		if p.Doc == nil || !p.Doc.NeedsModule() {
			continue
		}
		var fm any
		if p.FrontMatter != nil {
			fm = p.FrontMatter.Values
		}
		scope := mdx.ModuleScope{FrontMatter: fm, ContentTitle: p.Doc.H1,
			Metadata: map[string]any{"title": p.Title, "description": p.Description, "permalink": p.Route, "source": "@site/" + p.Source}}
		out = append(out, bundle.PageModule{Key: p.Route, Source: p.Doc.ModuleSource(p.Source, scope),
			Dir: filepath.Join(root, filepath.FromSlash(path.Dir(p.Source))), File: p.Source})
	}
	if len(ds) > 0 {
		return nil, ds
	}
	if len(out) > 0 {
		b.markdown = b.markdownModule(site, root)
	}
	return out, nil
}

// markdownModule compiles an MD/MDX file that a page's code imports (a
// React component that shows a Markdown file, as Docusaurus's MDX loader
// lets any module do) to a module whose default export renders it: the
// file's document when it is a page of the site, else the file parsed as
// a partial is (its links kept as written). root is the folder the pages'
// sources are relative to.
func (b *Builder) markdownModule(site *Site, root string) func(string) (string, error) {
	return func(file string) (string, error) {
		rel, err := filepath.Rel(root, file)
		if err != nil {
			return "", err
		}
		rel = filepath.ToSlash(rel)
		var doc *mdx.Doc
		var fm any
		if p := site.PageBySource(rel); p != nil && p.Doc != nil {
			doc = p.Doc
			if p.spooled != nil {
				// Its body was spooled: the page's file is parsed again.
				if doc, err = b.reparse(site, p); err != nil {
					return "", err
				}
			}
			if p.FrontMatter != nil {
				fm = p.FrontMatter.Values
			}
		} else {
			src, err := os.ReadFile(file)
			if err != nil {
				return "", err
			}
			front, body, line, d := mdx.SplitFrontMatter(rel, src)
			if d != nil {
				return "", diag.List{*d}
			}
			opts := mdx.Options{File: rel, Format: b.cfg.Markdown.formatOf(rel), LineOffset: line,
				UnknownCodeAsText: b.cfg.Markdown.UnknownCodeLanguage == "text", Lenient: b.cfg.Markdown.Lenient,
				NPM2Yarn: b.cfg.Markdown.NPM2Yarn, MDXComponents: b.siteMDXComponents(), Math: b.mathRenderer()}
			var ds diag.List
			if doc, ds = b.parser.Parse(body, opts); len(ds) > 0 {
				return "", ds
			}
			if front != nil {
				fm = front.Values
			}
		}
		src := doc.ModuleSource(rel, mdx.ModuleScope{FrontMatter: fm, ContentTitle: doc.H1})
		src = strings.Replace(src, "export default function DocskitContent(", "function DocskitContent(", 1)
		return src + "import { MarkdownContent as DocskitMarkdownContent } from '@docskit/markdown-content';\n" +
			"export default function MDXContent(props) { return <DocskitMarkdownContent nodes={DocskitContent(props)} />; }\n", nil
	}
}

// siteRoot is the site's folder on disk, absolute: WithSiteDir's, or the root.
func (b *Builder) siteRoot() string {
	dir := b.root
	if b.siteDir != "" {
		dir = b.siteDir
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return b.root
	}
	return abs
}

// bundleProblems turns a bundle that failed on page modules into the
// diagnostics of those pages: an error in a page's module is at the page's
// file:line; an error in a file that pages import (a component) is reported
// for each page that fails to bundle alone, naming the file. What no page
// explains stays an error of the bundle.
func (b *Builder) bundleProblems(err error, opts bundle.Options) error {
	var be *bundle.Error
	if !errors.As(err, &be) || len(opts.Pages) == 0 {
		return err
	}
	var ds diag.List
	shared := false
	for _, m := range be.Messages {
		if m.Page >= 0 {
			ds = append(ds, diag.Diagnostic{Plugin: "bundle", Pos: diag.Pos{File: opts.Pages[m.Page].File, Line: m.Line, Col: m.Col}, Msg: m.Text})
		} else {
			shared = true
		}
	}
	if shared {
		found := make([][]bundle.Message, len(opts.Pages))
		var wg sync.WaitGroup
		sem := make(chan struct{}, max(1, b.workers))
		for i := range opts.Pages {
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer func() { <-sem; wg.Done() }()
				found[i] = bundle.CheckPage(opts, i)
			}()
		}
		wg.Wait()
		explained := false
		for i, ms := range found {
			for _, m := range ms {
				if m.Page >= 0 {
					continue // reported above
				}
				explained = true
				where := m.File
				if abs, err := filepath.Abs(m.File); err == nil {
					where = abs // esbuild names files from the working directory
				}
				if m.Line > 0 {
					where = fmt.Sprintf("%s:%d:%d", where, m.Line, m.Col)
				}
				ds = append(ds, diag.Diagnostic{Plugin: "bundle", Pos: diag.Pos{File: opts.Pages[i].File, Line: 1},
					Msg: "a module this page imports does not bundle: " + where + ": " + m.Text})
			}
		}
		if !explained {
			return err
		}
	}
	if len(ds) == 0 {
		return err
	}
	return ds
}

// bundleWithout bundles again without the page modules that failed (a
// lenient build: a Docusaurus site whose pages import what docskit does
// not run), at most twice, naming each page left out in a warning; a
// notice stands in for their bodies (brokenModules). It returns the first
// error when no page explains it.
func (b *Builder) bundleWithout(opts bundle.Options, first error) (*bundle.Result, error) {
	err := first
	for range 2 {
		var ds diag.List
		if !errors.As(b.bundleProblems(err, opts), &ds) {
			return nil, err
		}
		broken := map[string]bool{}
		for _, d := range ds {
			if !tolerated(d.Msg) {
				// A syntax error is the site's to fix, as in Docusaurus.
				return nil, err
			}
			broken[d.Pos.File] = true
		}
		var keep []bundle.PageModule
		for _, p := range opts.Pages {
			if !broken[p.File] {
				keep = append(keep, p)
				continue
			}
			if b.brokenModules == nil {
				b.brokenModules = map[string]bool{}
			}
			b.brokenModules[p.Key] = true
		}
		if len(keep) == len(opts.Pages) {
			return nil, err
		}
		for _, d := range ds {
			b.log("warning: %s: the page's module does not bundle (%s): a notice stands in for its body", d.Pos, d.Msg)
		}
		opts.Pages = keep
		var res *bundle.Result
		if res, err = bundle.Build(opts); err == nil {
			return res, nil
		}
	}
	return nil, err
}

// tolerated reports whether a page module's bundle problem is one a
// lenient build lets pass: what webpack lets pass (a name an import lacks)
// or what comes from code docskit does not run (an import that does not
// resolve: a plugin's alias, a package not installed). Syntax errors are not.
func tolerated(msg string) bool {
	for _, s := range []string{"No matching export", "Could not resolve", "cannot resolve", "does not provide", "no theme component", "no such file"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// siteMDXComponents reports whether the site has its own MDXComponents, a
// swizzled src/theme/MDXComponents, which gives pages the components they
// use without importing them (mdx.Options.MDXComponents).
func (b *Builder) siteMDXComponents() bool {
	b.mdxComponentsOnce.Do(func() {
		for _, name := range []string{"MDXComponents.js", "MDXComponents.jsx", "MDXComponents.ts", "MDXComponents.tsx",
			"MDXComponents/index.js", "MDXComponents/index.jsx", "MDXComponents/index.ts", "MDXComponents/index.tsx"} {
			if _, err := os.Stat(filepath.Join(b.siteRoot(), "src", "theme", filepath.FromSlash(name))); err == nil {
				b.mdxComponents = true
				return
			}
		}
	})
	return b.mdxComponents
}
