// Package linkcheck is the docskit plugin that fails the build on broken
// internal links and anchors. It runs in the check step, after every page is
// rendered, and reports every bad link with the file:line it is written on.
//
// A link is internal when it has no scheme and no host. It is broken when no
// route (or static file, or file the build copies because a page links it
// by its path: docskit.LinkFile) has its path; its #anchor is broken when
// the target page has no heading, and no element, with that id. A
// "pathname://" link is taken as written and not checked, as in Docusaurus.
package linkcheck

import (
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
)

// Options configure the link checker.
type Options struct {
	// StaticDirs are folders whose files count as link targets (images, downloads).
	StaticDirs []string
	// Ignore lists path prefixes that are never checked (e.g. "/api-playground").
	Ignore []string
	// Files are URL paths of files other plugins write into the output
	// (feeds, …) that count as link targets, e.g. "/releases/sdk.xml".
	Files []string
	// OnBrokenLinks and OnBrokenAnchors are Docusaurus's settings of the
	// same names: "throw" (the default) fails the build, "warn" and "log"
	// print the problems and go on, "ignore" drops them.
	OnBrokenLinks, OnBrokenAnchors string
	// OnBrokenMarkdownLinks is the same for a link to a .md/.mdx file
	// that is no document (Docusaurus's markdown.hooks setting).
	OnBrokenMarkdownLinks string
	// LinkComponent names the site's own component for the links of page
	// content (a Docusaurus site's swizzled MDX "a"), which docskit does
	// not run. Docusaurus checks only the links such a component hands on
	// to <Link>, and it may send others elsewhere (another site of the
	// domain): a page's broken link to a route is then a warning that says
	// so, not an error.
	LinkComponent string
}

// kind is the kind of a broken link, for the setting that governs it.
type kind int

const (
	brokenLink kind = iota
	// noPage is a link to a route that is no page of the site.
	noPage
	brokenAnchor
	markdownLink
)

// warnShown is how many problems warn prints one by one; the rest are
// counted.
const warnShown = 20

// warn prints the problems a site lets pass ("warn"), so that a build that
// goes on still says what is broken.
func (p *Plugin) warn(ctx *docskit.Context, ds []diag.Diagnostic) {
	if len(ds) == 0 {
		return
	}
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].Pos.File != ds[j].Pos.File {
			return ds[i].Pos.File < ds[j].Pos.File
		}
		return ds[i].Pos.Line < ds[j].Pos.Line
	})
	ctx.Logf("warning: %d broken links or anchors (onBrokenLinks/onBrokenAnchors say warn); the build goes on", len(ds))
	for i, d := range ds {
		if i == warnShown {
			ctx.Logf("warning: … and %d more", len(ds)-warnShown)
			break
		}
		ctx.Logf("warning: %s", d.String())
	}
}

// Plugin is the link checker.
type Plugin struct{ opts Options }

// New returns the link checker.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "linkcheck" }

// Check reports every broken internal link and anchor.
func (p *Plugin) Check(ctx *docskit.Context, s *docskit.Site) []diag.Diagnostic {
	return p.checkPages(ctx, s, s.Pages, true)
}

// CheckPages implements docskit.PageChecker: the links of pages alone
// (the dev server, after a save that changed only their bodies).
func (p *Plugin) CheckPages(ctx *docskit.Context, s *docskit.Site, pages []*docskit.Page) []diag.Diagnostic {
	return p.checkPages(ctx, s, pages, false)
}

// anchorSets are the ids each page has, made when a link first needs them.
type anchorSets struct {
	s    *docskit.Site
	sets map[string]map[string]bool
}

// of returns the ids of the page at route: its headings', the anchors in
// its body and those its components rendered.
func (a *anchorSets) of(route string) map[string]bool {
	if set, ok := a.sets[route]; ok {
		return set
	}
	set := map[string]bool{}
	if pg := a.s.Page(route); pg != nil {
		if pg.Doc != nil {
			for _, h := range pg.Doc.Headings {
				set[h.ID] = true
			}
			for _, id := range pg.Doc.Anchors {
				set[id] = true
			}
		}
		for _, id := range pg.RenderedAnchors {
			set[id] = true
		}
	}
	a.sets[route] = set
	return set
}

// checkPages reports the broken links of pages, and with config those of
// the navbar and footer.
func (p *Plugin) checkPages(ctx *docskit.Context, s *docskit.Site, pages []*docskit.Page, config bool) []diag.Diagnostic {
	static := p.staticFiles()
	anchors := &anchorSets{s: s, sets: map[string]map[string]bool{}}
	var out, warned []diag.Diagnostic
	for _, pg := range pages {
		if pg.Doc == nil {
			continue
		}
		for _, l := range pg.Doc.Links {
			msg, hint, k := p.check(l.Dest, l.Raw, l.Image, l.Pos.File, pg, s, anchors, static)
			if msg == "" {
				continue
			}
			d := diag.Diagnostic{Pos: l.Pos, Msg: msg, Hint: hint}
			mode := p.opts.OnBrokenLinks
			switch k {
			case brokenAnchor:
				mode = p.opts.OnBrokenAnchors
			case markdownLink:
				mode = p.opts.OnBrokenMarkdownLinks
			case noPage:
				if p.opts.LinkComponent != "" && mode != "ignore" {
					mode = "warn"
					d.Hint = fmt.Sprintf("the site's links go through %s, which docskit does not run; Docusaurus checks only those it passes to <Link>", p.opts.LinkComponent)
				}
			}
			switch mode {
			case "", "throw":
				out = append(out, d)
			case "warn", "log":
				warned = append(warned, d)
			}
		}
	}
	if !config {
		// The navbar and footer passed with the rest of the site.
	} else if cfg := p.checkConfig(ctx.Config, s, static); p.opts.OnBrokenLinks == "warn" || p.opts.OnBrokenLinks == "log" {
		warned = append(warned, cfg...)
	} else if p.opts.OnBrokenLinks != "ignore" {
		out = append(out, cfg...)
	}
	p.warn(ctx, warned)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Pos.File != out[j].Pos.File {
			return out[i].Pos.File < out[j].Pos.File
		}
		return out[i].Pos.Line < out[j].Pos.Line
	})
	return out
}

func (p *Plugin) check(dest, raw string, image bool, file string, from *docskit.Page, s *docskit.Site, anchors *anchorSets, static map[string]bool) (msg, hint string, k kind) {
	if strings.HasPrefix(raw, "pathname://") {
		// Docusaurus's escape hatch: a path taken as written, never checked.
		return "", "", brokenLink
	}
	u, err := url.Parse(dest)
	if err != nil && strings.Contains(dest, "://") {
		// An external link with a placeholder (%VERSION%) in it: not ours
		// to check.
		return "", "", brokenLink
	}
	if err != nil {
		return fmt.Sprintf("invalid link %q: %v", raw, err), "", brokenLink
	}
	if u.Scheme != "" || u.Host != "" {
		return "", "", brokenLink
	}
	target := u.Path
	if target == "" {
		target = from.Route
	}
	for _, ig := range p.opts.Ignore {
		if strings.HasPrefix(target, ig) {
			return "", "", brokenLink
		}
	}
	if _, ok := s.Asset(target); ok {
		return "", "", brokenLink
	}
	if src, ok := docskit.LinkFile(file, raw); ok && !static[target] {
		// A file named by its path in the sources that is not there: the
		// resolver found nothing to copy.
		kind := "file"
		if image {
			kind = "image"
		}
		return fmt.Sprintf("missing %s %q: no file at %s", kind, raw, src), "a file linked by a relative path (or @site/) is read from the sources, from the folder of the file the link is written in, and copied into the build", brokenLink
	}
	if !strings.HasPrefix(target, "/") {
		return fmt.Sprintf("broken link %q: cannot resolve it to a page", raw), "link to a route like /docs/guide/intro or to a file like ./intro.mdx", brokenLink
	}
	if (strings.HasSuffix(target, ".md") || strings.HasSuffix(target, ".mdx")) && s.Page(target) == nil {
		// (A slug may end in .md: that route is a page.)
		return fmt.Sprintf("broken link %q: no such document", raw), "check the file name; links to .mdx files are relative to the linking file", markdownLink
	}
	clean := strings.TrimSuffix(target, "/")
	if clean == "" {
		clean = "/"
	}
	pg := s.Page(clean)
	if pg == nil {
		if static[target] {
			return "", "", brokenLink
		}
		if image {
			return fmt.Sprintf("missing image %q: no file at %s in the static folders", raw, target), p.imageHint(), brokenLink
		}
		hint := ""
		if near := nearest(clean, s); near != "" {
			hint = "did you mean " + near + "?"
		}
		return fmt.Sprintf("broken link %q: no page at %s", raw, clean), hint, noPage
	}
	if u.Fragment != "" && !anchors.of(pg.Route)[u.Fragment] {
		return fmt.Sprintf("broken anchor %q: %s has no heading or element with id %q", raw, pg.Route, u.Fragment), "heading ids are the heading text in lower case with spaces as -, or an explicit {#id}", brokenAnchor
	}
	return "", "", brokenLink
}

// checkConfig checks the internal targets of the navbar, footer and
// announcement, naming the configuration item of each broken one.
func (p *Plugin) checkConfig(c *docskit.Config, s *docskit.Site, static map[string]bool) []diag.Diagnostic {
	if c == nil {
		return nil
	}
	var out []diag.Diagnostic
	check := func(field, label, to string) {
		if to == "" {
			return
		}
		route, _, _ := strings.Cut(to, "#")
		route, _, _ = strings.Cut(route, "?")
		// A route written with its trailing slash (/docs/) is the route.
		clean := strings.TrimSuffix(route, "/")
		if clean == "" {
			clean = "/"
		}
		// A feed or a static file (Options.Files, StaticDirs) is a target too.
		if s.Page(clean) == nil && !static[route] {
			out = append(out, diag.Diagnostic{Pos: diag.Pos{File: "config"}, Msg: fmt.Sprintf("%s %q links to %s, which is not a page of the site", field, label, to)})
		}
	}
	for i, it := range c.Navbar.Items {
		field := fmt.Sprintf("navbar.items[%d]", i)
		check(field, it.Label, it.To)
		// A link's route in each docs version, a version dropdown's
		// versions and its other links, a dropdown's links.
		for _, v := range slices.Sorted(maps.Keys(it.VersionTo)) {
			check(fmt.Sprintf("%s (version %s)", field, v), it.Label, it.VersionTo[v])
		}
		for j, v := range it.Versions {
			check(fmt.Sprintf("%s.versions[%d]", field, j), v.Label, v.To)
		}
		for j, sub := range it.ItemsBefore {
			check(fmt.Sprintf("%s.itemsBefore[%d]", field, j), sub.Label, sub.To)
		}
		for j, sub := range it.ItemsAfter {
			check(fmt.Sprintf("%s.itemsAfter[%d]", field, j), sub.Label, sub.To)
		}
		for j, sub := range it.Items {
			check(fmt.Sprintf("%s.items[%d]", field, j), sub.Label, sub.To)
		}
	}
	for i, col := range c.Footer.Columns {
		for j, it := range col.Items {
			check(fmt.Sprintf("footer.columns[%d].items[%d]", i, j), it.Label, it.To)
		}
	}
	if a := c.Announcement; a != nil && strings.HasPrefix(a.LinkTo, "/") {
		check("announcement", a.ID, a.LinkTo)
	}
	return out
}

// nearest suggests the route with the longest common prefix.
func nearest(route string, s *docskit.Site) string {
	best, bestN := "", 0
	for _, p := range s.Pages {
		n := 0
		for n < len(route) && n < len(p.Route) && route[n] == p.Route[n] {
			n++
		}
		if n > bestN {
			best, bestN = p.Route, n
		}
	}
	if bestN < len(route)/2 {
		return ""
	}
	return best
}

// imageHint says where an image must be for a link to find it.
func (p *Plugin) imageHint() string {
	if len(p.opts.StaticDirs) == 0 {
		return "the site has no static folder (linkcheck.Options.StaticDirs); add one and put the image in it"
	}
	return fmt.Sprintf("put the image in %s (%s/img/x.png is linked as /img/x.png)", strings.Join(p.opts.StaticDirs, " or "), filepath.ToSlash(p.opts.StaticDirs[0]))
}

func (p *Plugin) staticFiles() map[string]bool {
	out := map[string]bool{}
	for _, f := range p.opts.Files {
		out[f] = true
	}
	for _, dir := range p.opts.StaticDirs {
		_ = filepath.WalkDir(dir, func(fp string, e fs.DirEntry, err error) error {
			if err == nil && !e.IsDir() {
				rel, _ := filepath.Rel(dir, fp)
				out["/"+filepath.ToSlash(rel)] = true
			}
			return nil
		})
	}
	return out
}

var _ docskit.Checker = (*Plugin)(nil)
