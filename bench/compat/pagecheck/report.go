package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
)

// Report mode (-report FILE) answers "which of these pages would build, and
// why not the others?" for a whole folder at once. A build stops at the first
// step that fails — a front matter error stops it before any body is parsed,
// a parse error before any page is rendered or any link checked — so one
// build says nothing about most pages. Report mode builds repeatedly, each
// time taking the pages that failed out of the way, until a build passes:
//
//   - a page whose file does not load (front matter, a duplicate route) is
//     hidden from the builder;
//   - a page whose body does not parse or render is replaced by a stub: its
//     front matter as written (so its route and sidebar place stay) and its
//     headings (so other pages' links to its anchors still resolve);
//   - the link checker runs without failing the build, so every broken link
//     of every page is reported at once.
//
// Every problem is recorded against the page it is in, only for the page's
// own text (a stub's problems are not the page's). Nothing is written to -out.

// siteReport is the JSON that -report writes.
type siteReport struct {
	Docs      string `json:"docs"`      // the -docs folder
	Root      string `json:"root"`      // the site root: page sources are relative to it
	RouteBase string `json:"routeBase"` // the docs' URL prefix
	// Pages are the content files, sorted by source.
	Pages []*pageReport `json:"pages"`
	// Site are the problems that belong to no page (an invalid
	// _category_.json, a navbar link), relative to the root too.
	Site []diag.Diagnostic `json:"site,omitempty"`
	// Rounds is the number of builds it took.
	Rounds int `json:"rounds"`
	// Complete is false when a problem no page could be set aside for
	// stopped the check: pages without problems were then not all judged.
	Complete bool `json:"complete"`
}

// pageReport is one content file's result.
type pageReport struct {
	Source string `json:"source"`          // relative to the site root, as a build names it
	Route  string `json:"route,omitempty"` // empty when the file did not load
	OK     bool   `json:"ok"`
	// Stage is the first step that failed: "load" (front matter, route),
	// "build" (parse, resolve or render) or "links" (the link check alone).
	Stage       string            `json:"stage,omitempty"`
	Diagnostics []diag.Diagnostic `json:"diagnostics,omitempty"`

	stub int // 0: as written; 1: headings only; 2: front matter only
}

// maxRounds bounds the builds of one report: each round sets aside every
// page that failed in it, and a stub that fails is made smaller, so a folder
// needs two or three.
const maxRounds = 8

// report runs the report mode and says whether any page, or the site, failed.
func report(ctx context.Context, s settings, stdout, stderr io.Writer) (failed bool, err error) {
	root, contentPath, err := s.root()
	if err != nil {
		return false, err
	}
	r := &reporter{
		rep:     &siteReport{Docs: s.docsDir, Root: root, RouteBase: s.routeBase, Complete: true},
		root:    root,
		content: contentPath,
		ov:      newOverlay(os.DirFS(root)),
		pages:   map[string]*pageReport{},
	}
	docsOpts := docs.Options{Path: contentPath, RouteBase: s.routeBase, Sidebars: topFolders(r.ov, contentPath)}
	if err := r.load(ctx, docsOpts); err != nil {
		return false, err
	}
	if r.rep.Complete {
		if err := r.build(ctx, s, docsOpts); err != nil {
			return false, err
		}
	}
	r.finish()
	if s.report != "-" {
		data, err := json.MarshalIndent(r.rep, "", "  ")
		if err != nil {
			return false, err
		}
		if err := os.WriteFile(s.report, append(data, '\n'), 0o644); err != nil {
			return false, err
		}
	}
	return r.print(stdout), nil
}

type reporter struct {
	rep     *siteReport
	root    string
	content string // the content folder, relative to root
	ov      *overlay
	pages   map[string]*pageReport
}

// page returns the report of a content file, making it on first use.
func (r *reporter) page(source string) *pageReport {
	p := r.pages[source]
	if p == nil {
		p = &pageReport{Source: source}
		r.pages[source] = p
	}
	return p
}

// isContent reports whether a source (relative to the root) is a doc file.
func (r *reporter) isContent(source string) bool {
	return strings.HasPrefix(source, r.content+"/") && (strings.HasSuffix(source, ".md") || strings.HasSuffix(source, ".mdx"))
}

// rel makes a file name a build printed (joined to the root) relative to the root.
func (r *reporter) rel(file string) string {
	if r.root == "." || r.root == "" {
		return file
	}
	return strings.TrimPrefix(file, filepath.ToSlash(r.root)+"/")
}

// load runs the docs plugin's Load until it passes, hiding each file it
// reports. An invalid _category_.json is hidden too and reported for the site.
func (r *reporter) load(ctx context.Context, opts docs.Options) error {
	for {
		pages, err := docs.New(opts).Load(&docskit.Context{Context: ctx, Config: &docskit.Config{}, Root: r.root, Source: r.ov})
		if err == nil {
			for _, pg := range pages {
				r.page(pg.Source).Route = pg.Route
			}
			return nil
		}
		var list diag.List
		if !errors.As(err, &list) {
			return err
		}
		hide := map[string]bool{}
		for _, d := range list {
			if d.Plugin == "" {
				d.Plugin = "docs"
			}
			f := d.Pos.File
			switch {
			case r.isContent(f) && !r.ov.hidden[f]:
				p := r.page(f)
				p.Stage = "load"
				p.Diagnostics = append(p.Diagnostics, d)
				hide[f] = true
			case path.Base(f) == "_category_.json" && !r.ov.hidden[f]:
				r.rep.Site = append(r.rep.Site, d)
				hide[f] = true
			default:
				r.rep.Site = append(r.rep.Site, d)
			}
		}
		if len(hide) == 0 {
			r.rep.Complete = false
			return nil
		}
		for f := range hide {
			r.ov.hide(f)
		}
	}
}

// build builds until a build passes, setting aside the pages that fail.
func (r *reporter) build(ctx context.Context, s settings, opts docs.Options) error {
	col := &collector{inner: linkcheck.New(linkcheckOptions(s))}
	cfg, bopts := site(ctx, s, r.root, r.ov, opts, col, func(string, ...any) {})
	out, err := os.MkdirTemp("", "pagecheck-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(out)
	for round := 1; round <= maxRounds; round++ {
		r.rep.Rounds = round
		col.reset()
		b, err := docskit.New(cfg, append(bopts, s.extra...)...)
		if err != nil {
			return err
		}
		_, err = b.Build(ctx, filepath.Join(out, "site"))
		b.Close()
		if err == nil {
			r.links(col)
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !r.setAside(err) {
			r.rep.Complete = false
			return nil
		}
	}
	r.rep.Site = append(r.rep.Site, diag.Diagnostic{Msg: fmt.Sprintf("the build still failed after %d rounds", maxRounds)})
	r.rep.Complete = false
	return nil
}

// renderError is how the builder names a page whose rendering failed.
var renderError = regexp.MustCompile(`^render (\S+) \((.+?)\): `)

// setAside records the problems of a failed build against their pages and
// stubs or hides those pages for the next round. It reports whether any
// page was set aside: when none was, another round would fail the same way.
func (r *reporter) setAside(err error) bool {
	ds, others := flatten(err)
	for _, e := range others {
		msg := e.Error()
		if m := renderError.FindStringSubmatch(msg); m != nil && r.isContent(r.rel(m[2])) {
			ds = append(ds, diag.Diagnostic{Plugin: "render", Pos: diag.Pos{File: m[2]}, Msg: strings.TrimPrefix(msg, m[0])})
			continue
		}
		r.rep.Site = append(r.rep.Site, diag.Diagnostic{Msg: msg})
	}
	worse := map[string]bool{}
	for _, d := range ds {
		d.Pos.File = r.rel(d.Pos.File)
		f := d.Pos.File
		if d.Via != nil {
			// A problem in a partial is the problem of the page that
			// includes it.
			f = r.rel(d.Via.File)
		}
		if !r.isContent(f) || r.ov.hidden[f] {
			r.rep.Site = append(r.rep.Site, d)
			continue
		}
		p := r.page(f)
		if p.stub == 0 {
			// The page's own text: its problem. A stub's problems are not.
			p.Stage = "build"
			p.Diagnostics = append(p.Diagnostics, d)
		}
		worse[f] = true
	}
	for f := range worse {
		p := r.page(f)
		p.stub++
		if p.stub > 2 {
			r.ov.hide(f)
			continue
		}
		src, err := r.ov.original(f)
		if err != nil {
			r.ov.hide(f)
			continue
		}
		r.ov.replace(f, stub(f, src, p.stub))
	}
	return len(worse) > 0
}

// links records the link checker's findings and every loaded page's route.
func (r *reporter) links(col *collector) {
	for _, pg := range col.site.Pages {
		if r.isContent(pg.Source) {
			r.page(pg.Source).Route = pg.Route
		}
	}
	for _, d := range col.found {
		if d.Plugin == "" {
			d.Plugin = col.inner.Name()
		}
		d.Pos.File = r.rel(d.Pos.File)
		p := r.pages[d.Pos.File]
		if p == nil || !r.isContent(d.Pos.File) {
			r.rep.Site = append(r.rep.Site, d)
			continue
		}
		if p.stub > 0 {
			continue // the stub's links are none of the page's
		}
		if p.Stage == "" {
			p.Stage = "links"
		}
		p.Diagnostics = append(p.Diagnostics, d)
	}
}

// finish sorts the pages and sets OK.
func (r *reporter) finish() {
	r.rep.Pages = r.rep.Pages[:0]
	for _, p := range r.pages {
		p.OK = len(p.Diagnostics) == 0
		diag.List(p.Diagnostics).Sort()
		r.rep.Pages = append(r.rep.Pages, p)
	}
	sort.Slice(r.rep.Pages, func(i, j int) bool { return r.rep.Pages[i].Source < r.rep.Pages[j].Source })
	diag.List(r.rep.Site).Sort()
}

// print writes every problem as the build would (file:line:col, with the
// root joined so that editors open it) and a summary; it reports whether
// anything failed.
func (r *reporter) print(w io.Writer) bool {
	full := func(d diag.Diagnostic) diag.Diagnostic {
		if d.Pos.File != "" && d.Pos.File != "config" && r.root != "." {
			d.Pos.File = filepath.ToSlash(filepath.Join(r.root, d.Pos.File))
		}
		return d
	}
	stages := map[string]int{}
	failed := 0
	for _, p := range r.rep.Pages {
		if p.OK {
			continue
		}
		failed++
		stages[p.Stage]++
		for _, d := range p.Diagnostics {
			fmt.Fprintln(w, full(d))
		}
	}
	for _, d := range r.rep.Site {
		fmt.Fprintln(w, full(d))
	}
	total := len(r.rep.Pages)
	fmt.Fprintf(w, "%d of %d pages build", total-failed, total)
	if failed > 0 {
		fmt.Fprintf(w, "; %d fail (load %d, build %d, links only %d)", failed, stages["load"], stages["build"], stages["links"])
	}
	if len(r.rep.Site) > 0 {
		fmt.Fprintf(w, "; %d problems outside pages", len(r.rep.Site))
	}
	if !r.rep.Complete {
		fmt.Fprint(w, "; incomplete: a problem outside the pages stopped the check")
	}
	fmt.Fprintf(w, " (%d builds)\n", r.rep.Rounds)
	return failed > 0 || len(r.rep.Site) > 0 || !r.rep.Complete
}

// flatten splits a build error into its diagnostics and its other errors.
func flatten(err error) (diag.List, []error) {
	var list diag.List
	if errors.As(err, &list) && !isJoined(err) {
		return list, nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var ds diag.List
		var others []error
		for _, e := range j.Unwrap() {
			d, o := flatten(e)
			ds = append(ds, d...)
			others = append(others, o...)
		}
		return ds, others
	}
	return nil, []error{err}
}

func isJoined(err error) bool {
	_, ok := err.(interface{ Unwrap() []error })
	return ok
}

// collector runs the link checker without failing the build, so that every
// page renders and every broken link of every page is found in one build.
type collector struct {
	inner *linkcheck.Plugin
	found []diag.Diagnostic
	site  *docskit.Site
}

func (c *collector) Name() string { return c.inner.Name() }

func (c *collector) Check(ctx *docskit.Context, s *docskit.Site) []diag.Diagnostic {
	c.found, c.site = c.inner.Check(ctx, s), s
	return nil
}

func (c *collector) reset() { c.found, c.site = nil, nil }

var (
	atxHeading = regexp.MustCompile(`^ {0,3}#{1,6}[ \t]`)
	fenceLine  = regexp.MustCompile("^ {0,3}(```|~~~)")
	inlineTag  = regexp.MustCompile(`</?[A-Za-z][^>]*>`)
	// An expression, but not a heading's {#custom-id}.
	expression = regexp.MustCompile(`\{[^#}][^}]*\}|\{\}`)
)

// stub is the text that stands in for a page that does not build: its
// front matter as written, so that its route, title and sidebar place stay,
// and at level 1 its Markdown headings, without inline HTML or expressions,
// so that other pages' links to its anchors still find them (the heading
// ids of "## <code>x</code> y" and "## x y" are the same); at level 2, when
// the stub itself failed, the front matter alone.
func stub(file string, src []byte, level int) []byte {
	_, body, _, d := mdx.SplitFrontMatter(file, src)
	if d != nil {
		return nil
	}
	var b bytes.Buffer
	b.Write(src[:len(src)-len(body)])
	if level > 1 {
		return b.Bytes()
	}
	fence := ""
	for _, line := range strings.Split(string(body), "\n") {
		if m := fenceLine.FindStringSubmatch(line); m != nil {
			switch {
			case fence == "":
				fence = m[1]
			case fence == m[1]:
				fence = ""
			}
			continue
		}
		if fence != "" || !atxHeading.MatchString(line) {
			continue
		}
		h := expression.ReplaceAllString(inlineTag.ReplaceAllString(strings.TrimSpace(line), ""), "")
		i := strings.IndexAny(h, " \t")
		marks, text := h[:i], strings.TrimSpace(h[i:])
		if text == "" {
			continue
		}
		b.WriteString("\n" + marks + " " + text + "\n")
	}
	return b.Bytes()
}
