package pages

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"unicode/utf8"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/internal/glob"
)

// A folder of pages (Options.Dir) is Docusaurus's src/pages: every file
// the include globs select and the exclude globs do not is a page at its
// path under the folder, without extension ("help.md" → /help, "a/b.js" →
// /a/b), an index file at its folder's route. A Markdown or MDX file is a
// page in the page layout (docskit.KindMDXPage); a .js, .jsx, .ts or .tsx
// file is a React page (docskit.KindReactPage), whose module's default
// export renders the whole page.

// DefaultInclude and DefaultExclude are Docusaurus's globs of the files of
// src/pages that are pages (plugins/internal/glob matches them).
var (
	DefaultInclude = []string{"**/*.{js,jsx,ts,tsx,md,mdx}"}
	DefaultExclude = []string{"**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"}
)

// pageKind is the kind of page a file of the folder makes, by extension;
// "" for a file that is no page (a stylesheet a custom glob selects).
func pageKind(name string) string {
	switch path.Ext(name) {
	case ".md", ".mdx":
		return docskit.KindMDXPage
	case ".js", ".jsx", ".ts", ".tsx":
		return docskit.KindReactPage
	}
	return ""
}

// folderPages loads the pages of Options.Dir.
func (p *Plugin) folderPages(ctx *docskit.Context) ([]*docskit.Page, error) {
	dir := strings.Trim(path.Clean(p.opts.Dir), "/")
	if st, err := fs.Stat(ctx.Source, dir); err != nil || !st.IsDir() {
		return nil, nil // as in Docusaurus: no folder, no pages
	}
	include, exclude := p.opts.Include, p.opts.Exclude
	if include == nil {
		include = DefaultInclude
	}
	if exclude == nil {
		exclude = DefaultExclude
	}
	inc, err := glob.Compile("pages include", include)
	if err != nil {
		return nil, err
	}
	exc, err := glob.Compile("pages exclude", exclude)
	if err != nil {
		return nil, err
	}
	var files []string
	err = fs.WalkDir(ctx.Source, dir, func(fp string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if fp == dir {
			return nil
		}
		rel := strings.TrimPrefix(fp, dir+"/")
		if e.IsDir() {
			if (strings.HasPrefix(e.Name(), ".") && !inc.ReachesDotNames()) || exc.Prunes(rel) {
				return fs.SkipDir
			}
			return nil
		}
		if pageKind(rel) != "" && inc.Match(rel) && !exc.Match(rel) {
			files = append(files, fp)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", dir, err)
	}
	sort.Strings(files)
	var out []*docskit.Page
	var ds diag.List
	for _, file := range files {
		rel := strings.TrimPrefix(file, dir+"/")
		pg := &docskit.Page{Route: p.folderRoute(rel), Kind: pageKind(rel), Source: file, Title: ctx.Config.Title}
		if pg.Kind == docskit.KindReactPage {
			// Its module is read by the builder; a file that cannot be read is
			// reported here, before the bundle.
			if _, err := readRegular(ctx.Source, file); err != nil {
				ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: 1}, Msg: fmt.Sprintf("cannot read the page: %v", err)})
				continue
			}
			pg.Component = file
			out = append(out, pg)
			continue
		}
		keep, d := markdownPage(ctx, pg, dir)
		ds = append(ds, d...)
		if keep {
			out = append(out, pg)
		}
	}
	if len(ds) > 0 {
		return nil, ds
	}
	return out, nil
}

// folderRoute is the route of the file rel (a path in the folder).
func (p *Plugin) folderRoute(rel string) string {
	r := strings.TrimSuffix(rel, path.Ext(rel))
	if r == "index" {
		r = ""
	}
	r = strings.TrimSuffix(r, "/index")
	route := path.Clean("/" + strings.Trim(p.opts.RouteBase, "/") + "/" + r)
	return route
}

// markdownPage reads a Markdown page's file and front matter into pg. Keep
// is false for a draft, which Docusaurus leaves out of a production build.
func markdownPage(ctx *docskit.Context, pg *docskit.Page, dir string) (keep bool, ds diag.List) {
	file := pg.Source
	src, err := readRegular(ctx.Source, file)
	if err != nil {
		return false, diag.List{{Pos: diag.Pos{File: file, Line: 1}, Msg: fmt.Sprintf("cannot read the page: %v", err)}}
	}
	if !utf8.Valid(src) {
		return false, diag.List{{Pos: diag.Pos{File: file, Line: 1}, Msg: "the file is not valid UTF-8", Hint: "save it as UTF-8"}}
	}
	fm, body, line, d := mdx.SplitFrontMatter(file, src)
	if d != nil {
		return false, diag.List{*d}
	}
	pg.Body, pg.BodyLine, pg.FrontMatter, pg.ContentDir = body, line, fm, dir
	// The title: front matter's, else the body's "# Title" (the builder
	// takes it when it parses the body), else the site's (Resolve).
	pg.Title = ""
	str := func(key string) string {
		v, ok := fm.Values[key]
		if !ok || v == nil {
			return ""
		}
		if s, ok := v.(string); ok {
			return s
		}
		ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line(key)}, Msg: fmt.Sprintf("front matter %s must be a string", key)})
		return ""
	}
	flag := func(key string) bool {
		v, ok := fm.Values[key]
		if !ok || v == nil {
			return false
		}
		b, isBool := v.(bool)
		if !isBool {
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line(key)}, Msg: fmt.Sprintf("front matter %s must be true or false", key)})
		}
		return b
	}
	pg.Title = strings.TrimSpace(str("title"))
	pg.Description = str("description")
	pg.HideTOC = flag("hide_table_of_contents")
	pg.NoIndex = flag("unlisted")
	draft := flag("draft")
	return !draft || ctx.Dev, ds
}

// readRegular reads a file that is a regular file: reading a named pipe
// would wait forever.
func readRegular(fsys fs.FS, file string) ([]byte, error) {
	info, err := fs.Stat(fsys, file)
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("it is not a regular file (%s)", info.Mode().Type())
	}
	if err != nil {
		return nil, err
	}
	return fs.ReadFile(fsys, file)
}
