package linkcheck_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/linkcheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests cover the links that are checked without the route table:
// external links, static files, ignored prefixes and links that could not be
// resolved. Links to pages and anchors are checked by the whole-site tests in
// docskit (build_integration_test.go), since only a build registers routes.

func link(dest, raw string, line int) mdx.Link {
	return mdx.Link{Dest: dest, Raw: raw, Pos: diag.Pos{File: "docs/a.mdx", Line: line, Col: 1}}
}

func check(t *testing.T, opts linkcheck.Options, links ...mdx.Link) []diag.Diagnostic {
	t.Helper()
	site := &docskit.Site{Pages: []*docskit.Page{
		{Route: "/docs/guide/intro", Source: "docs/a.mdx", Doc: &mdx.Doc{Links: links}},
		{Route: "/docs/guide/push", Source: "docs/b.mdx"},
	}}
	return linkcheck.New(opts).Check(&docskit.Context{Context: context.Background()}, site)
}

func TestLinksThatAreNeverBroken(t *testing.T) {
	static := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(static, "img"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(static, "img", "logo.svg"), []byte("<svg/>"), 0o644))
	tests := []struct {
		name string
		dest string
	}{
		{"https", "https://github.com/nuri"},
		{"mailto", "mailto:help@nuri.example"},
		{"protocol-relative", "//cdn.nuri.example/x.js"},
		{"static file", "/img/logo.svg"},
		{"ignored prefix", "/api-playground/v1"},
		{"file another plugin writes", "/releases/sdk.xml"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ds := check(t, linkcheck.Options{StaticDirs: []string{static}, Ignore: []string{"/api-playground"}, Files: []string{"/releases/sdk.xml"}}, link(tc.dest, tc.dest, 3))
			assert.Empty(t, ds)
		})
	}
}

func TestUnresolvableLinks(t *testing.T) {
	tests := []struct {
		name, dest, raw, msg, hint string
		image                      bool
	}{
		{name: "missing image", dest: "/img/missing.png", raw: "/img/missing.png", image: true, msg: `missing image "/img/missing.png": no file at /img/missing.png in the static folders`, hint: "no static folder"},
		{name: "missing static file", dest: "/img/missing.png", raw: "/img/missing.png", msg: `broken link "/img/missing.png": no page at /img/missing.png`},
		{name: "a generated file that is not listed", dest: "/releases/ios.xml", raw: "/releases/ios.xml", msg: `broken link "/releases/ios.xml": no page at /releases/ios.xml`},
		{name: "unresolved .mdx file", dest: "./gone.mdx", raw: "./gone.mdx", msg: `broken link "./gone.mdx": cannot resolve it to a page`},
		{name: ".mdx file resolved to an absolute path that is no page", dest: "/docs/gone.mdx", raw: "/docs/gone.mdx", msg: `broken link "/docs/gone.mdx": no such document`},
		{name: "a relative image is read from the folder of the file it is written in", dest: "@site/docs/pic.png", raw: "./pic.png", image: true, msg: `missing image "./pic.png": no file at docs/pic.png`, hint: "copied into the build"},
		{name: "a relative download that is not there", dest: "/docs/guide/files/x.zip", raw: "files/x.zip", msg: `missing file "files/x.zip": no file at docs/files/x.zip`},
		{name: "a near route is suggested", dest: "/docs/guide/intra", raw: "/docs/guide/intra", msg: "no page at /docs/guide/intra", hint: "did you mean /docs/guide/"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := link(tc.dest, tc.raw, 7)
			l.Image = tc.image
			ds := check(t, linkcheck.Options{Files: []string{"/releases/sdk.xml"}}, l)
			require.Len(t, ds, 1)
			assert.Equal(t, "docs/a.mdx:7:1", ds[0].Pos.String(), "the link's own position")
			assert.Contains(t, ds[0].Msg, tc.msg)
			if tc.hint != "" {
				assert.Contains(t, ds[0].Hint, tc.hint)
			}
		})
	}
}

func TestPathnameLinksAreTakenAsWritten(t *testing.T) {
	assert.Empty(t, check(t, linkcheck.Options{}, link("/downloads/raw.txt", "pathname:///downloads/raw.txt", 4)),
		"Docusaurus's pathname:// links name a path no page or static file has to hold")
}

func TestEveryBrokenLinkIsReportedInFileOrder(t *testing.T) {
	ds := check(t, linkcheck.Options{},
		link("/nope/c", "/nope/c", 9),
		link("https://ok.example", "https://ok.example", 2),
		link("/nope/a", "/nope/a", 1),
		link("/nope/b", "/nope/b", 5),
	)
	var lines []int
	for _, d := range ds {
		lines = append(lines, d.Pos.Line)
	}
	assert.Equal(t, []int{1, 5, 9}, lines)
}

func TestName(t *testing.T) {
	assert.Equal(t, "linkcheck", linkcheck.New(linkcheck.Options{}).Name())
}

var _ docskit.Checker = (*linkcheck.Plugin)(nil)

func TestOnBrokenLinksWarnOrIgnoreLetsTheBuildGoOn(t *testing.T) {
	broken := link("/nope", "/nope", 3)
	for mode, fails := range map[string]bool{"": true, "throw": true, "warn": false, "log": false, "ignore": false} {
		ds := check(t, linkcheck.Options{OnBrokenLinks: mode}, broken)
		assert.Equal(t, fails, len(ds) == 1, "onBrokenLinks %q", mode)
	}
	// The anchor setting does not cover links to missing pages.
	assert.Len(t, check(t, linkcheck.Options{OnBrokenAnchors: "ignore"}, broken), 1)
}

func TestOnBrokenMarkdownLinks(t *testing.T) {
	broken := link("/docs/guide/missing.md", "./missing.md", 4)
	assert.Len(t, check(t, linkcheck.Options{}, broken), 1, "a link to a .md file that is no document fails by default")
	assert.Empty(t, check(t, linkcheck.Options{OnBrokenMarkdownLinks: "warn"}, broken))
	assert.Len(t, check(t, linkcheck.Options{OnBrokenMarkdownLinks: "warn"}, link("/nope", "/nope", 5)), 1, "other links keep onBrokenLinks")
}

// A navbar or footer item may link to a file the build writes (a feed) or a
// static file, as Docusaurus sites link their RSS feed from the footer.
func TestConfigLinksToFiles(t *testing.T) {
	static := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(static, "guide.pdf"), []byte("%PDF"), 0o644))
	cfg := &docskit.Config{Footer: docskit.Footer{Columns: []docskit.FooterColumn{{Items: []docskit.NavItem{
		{Label: "RSS", To: "/blog/rss.xml"}, {Label: "PDF", To: "/guide.pdf"}, {Label: "Gone", To: "/gone.xml"},
	}}}}}
	ds := linkcheck.New(linkcheck.Options{Files: []string{"/blog/rss.xml"}, StaticDirs: []string{static}}).
		Check(&docskit.Context{Context: context.Background(), Config: cfg}, &docskit.Site{})
	require.Len(t, ds, 1)
	assert.Equal(t, `footer.columns[0].items[2] "Gone" links to /gone.xml, which is not a page of the site`, ds[0].Msg)
}

// A dropdown's links are checked as the navbar's own.
func TestDropdownLinksAreChecked(t *testing.T) {
	cfg := &docskit.Config{Navbar: docskit.Navbar{Items: []docskit.NavItem{{Type: docskit.NavDropdown, Label: "More", Items: []docskit.NavItem{
		{Label: "RSS", To: "/blog/rss.xml"}, {Label: "Site", Href: "https://example.com"}, {Label: "Gone", To: "/gone"},
	}}}}}
	ds := linkcheck.New(linkcheck.Options{Files: []string{"/blog/rss.xml"}}).
		Check(&docskit.Context{Context: context.Background(), Config: cfg}, &docskit.Site{})
	require.Len(t, ds, 1)
	assert.Equal(t, `navbar.items[0].items[2] "Gone" links to /gone, which is not a page of the site`, ds[0].Msg)
}

// A site whose own component renders content links (LinkComponent) gets a
// warning for a link to a missing page, as Docusaurus checks only the links
// that component passes to <Link>.
func TestLinkComponentMakesMissingPagesWarnings(t *testing.T) {
	opts := linkcheck.Options{LinkComponent: "src/theme/MDXComponents.js"}
	assert.Empty(t, check(t, opts, link("/blog/launch", "/blog/launch", 3)))
	assert.Len(t, check(t, opts, link("relative", "relative", 4)), 1, "a link that resolves to no route is still an error")
	assert.Len(t, check(t, linkcheck.Options{}, link("/blog/launch", "/blog/launch", 3)), 1)
}

// CheckPages (the dev server's quick path) reports the links of the pages
// it is given, and no others.
func TestCheckPagesChecksOnlyThosePages(t *testing.T) {
	a := &docskit.Page{Route: "/docs/a", Source: "docs/a.mdx", Doc: &mdx.Doc{Links: []mdx.Link{link("/nope/a", "/nope/a", 3)}}}
	b := &docskit.Page{Route: "/docs/b", Source: "docs/b.mdx", Doc: &mdx.Doc{Links: []mdx.Link{
		{Dest: "/nope/b", Raw: "/nope/b", Pos: diag.Pos{File: "docs/b.mdx", Line: 7, Col: 1}},
	}}}
	site := &docskit.Site{Pages: []*docskit.Page{a, b}}
	ctx := &docskit.Context{Context: context.Background(), Config: &docskit.Config{}}
	p := linkcheck.New(linkcheck.Options{})
	ds := p.CheckPages(ctx, site, []*docskit.Page{b})
	require.Len(t, ds, 1)
	assert.Equal(t, "docs/b.mdx", ds[0].Pos.File)
	assert.Equal(t, 7, ds[0].Pos.Line)
	assert.Len(t, p.Check(ctx, site), 2, "Check reports both")
}
