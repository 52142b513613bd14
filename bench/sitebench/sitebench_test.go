package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRouteOf(t *testing.T) {
	for _, tc := range []struct {
		file, route string
		ok          bool
	}{
		{"index.html", "/", true},
		{"docs/intro/index.html", "/docs/intro", true},
		{"docs/intro.html", "/docs/intro", true},
		{"docs/index.html", "/docs", true},
		{"blog/page/2/index.html", "/blog/page/2", true},
		{"tutorials/index/index.html", "/tutorials/index", true},
		{"404.html", "", false},
		{"assets/js/x.html", "", false},
		{"sitemap.xml", "", false},
		{"img/logo.svg", "", false},
	} {
		got, ok := routeOf(tc.file)
		if got != tc.route || ok != tc.ok {
			t.Errorf("routeOf(%q) = %q, %v; want %q, %v", tc.file, got, ok, tc.route, tc.ok)
		}
	}
}

func write(t *testing.T, root, rel, text string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestListRoutes(t *testing.T) {
	out, static := t.TempDir(), t.TempDir()
	write(t, out, "index.html", `<!doctype html><html lang="en"><body>home</body></html>`)
	write(t, out, "docs/intro/index.html", `<!doctype html><html lang="en" class="docs-wrapper plugin-docs docs-doc-page"><body></body></html>`)
	// The same route twice (trailingSlash: false and true): one route.
	write(t, out, "docs/intro.html", `<!doctype html><html class="docs-doc-page"></html>`)
	write(t, out, "old/index.html", `<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/docs/intro"></head></html>`)
	write(t, out, "404.html", `<html></html>`)
	write(t, out, "assets/x.html", `<html></html>`)
	// Copied from the static folder: no page of either build.
	write(t, out, "demo/embed.html", `<html></html>`)
	write(t, static, "demo/embed.html", `<html></html>`)

	routes, err := listRoutes(out, []string{static})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range routes {
		got = append(got, r.Path+" "+r.Kind)
	}
	want := []string{"/ page", "/docs/intro doc", "/old redirect"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("routes %v, want %v", got, want)
	}

	var buf bytes.Buffer
	if err := writeRoutes(&buf, routes); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "x.routes")
	write(t, filepath.Dir(file), "x.routes", buf.String())
	back, err := readRoutes(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(routes) || back[1] != routes[1] {
		t.Errorf("read back %v, want %v", back, routes)
	}
}

func TestGroupsOfMissingRoutes(t *testing.T) {
	site := t.TempDir()
	write(t, site, "versions.json", `["29.7", "28.x"]`)
	write(t, site, "src/pages/help.js", `export default () => null;`)
	write(t, site, "src/pages/users/index.tsx", `export default () => null;`)
	s := readSite(site)
	docu := []route{
		{"/", kindPage},
		{"/docs/intro", kindDoc},
		{"/docs/api", kindDoc},
		{"/docs/29.7/cli", kindDoc},
		{"/docs/29.7/api", kindDoc},
		{"/docs/next/api", kindDoc},
		{"/28.x/config", kindDoc},
		{"/blog/2024/05/01/release", kindPage},
		{"/blog/tags/release", kindPage},
		{"/blog/page/2", kindPage},
		{"/docs/tags/api", kindPage},
		{"/help", kindPage},
		{"/users", kindPage},
		{"/old-page", kindRedirect},
		{"/docs/Upper-Case", kindDoc},
	}
	dk := []route{{"/", kindPage}, {"/docs/intro", kindDoc}, {"/docs/api", kindDoc}, {"/docs/upper-case", kindDoc}, {"/search", kindPage}}
	c := compare(docu, dk, s)
	if c.present != 3 {
		t.Errorf("present %d, want 3", c.present)
	}
	want := map[string]int{
		"/docs/29.7":            2,
		"/docs/next":            1,
		"/28.x":                 1,
		"/blog":                 1,
		"/blog/tags":            1,
		"/blog/page":            1,
		"/docs/tags":            1,
		"(src/pages)":           2,
		"(redirect pages)":      1,
		"(letter case differs)": 1,
	}
	for g, n := range want {
		if len(c.missing[g]) != n {
			t.Errorf("group %s: %v, want %d routes", g, c.missing[g], n)
		}
	}
	if len(c.missing) != len(want) {
		t.Errorf("groups %v", c.missing)
	}
	if p := c.pagesPct(docu); p < 21.42 || p > 21.43 {
		t.Errorf("pages present %.2f%%, want 3 of the 14 that are no redirect", p)
	}
	if len(c.extra["/search"]) != 1 || len(c.extra) != 2 {
		t.Errorf("docskit only: %v", c.extra)
	}
}

func TestPickPage(t *testing.T) {
	docu := []route{
		{"/", kindPage},
		{"/docs/guides/deep/page", kindDoc},
		{"/docs/api", kindDoc},
		{"/docs/intro", kindDoc},
		{"/docs/cli", kindDoc},
		{"/old", kindRedirect},
	}
	dk := []route{{"/", kindPage}, {"/docs/guides/deep/page", kindDoc}, {"/docs/intro", kindDoc}, {"/docs/cli", kindDoc}, {"/old", kindPage}}
	none := readSite(t.TempDir())
	if got := pickPage(docu, dk, none); got != "/docs/cli" {
		t.Errorf("pickPage = %q, want /docs/cli (shallowest, shortest docs page both have)", got)
	}
	if got := pickPage(docu[:1], dk, none); got != "/" {
		t.Errorf("without docs pages: %q, want /", got)
	}
	if got := pickPage(docu[5:], dk, none); got != "" {
		t.Errorf("only a redirect in common: %q, want none", got)
	}

	// Versions: a page of the latest release, not an older one's or next's.
	site := t.TempDir()
	write(t, site, "versions.json", `["2.4.5", "2.2.5"]`)
	versioned := []route{{"/doc-2.2.5/faq", kindDoc}, {"/next/faq", kindDoc}, {"/doc-2.4.5/faq", kindDoc}, {"/doc-2.4.5/install/linux", kindDoc}}
	if got := pickPage(versioned, versioned, readSite(site)); got != "/doc-2.4.5/faq" {
		t.Errorf("versioned site: %q, want the latest version's /doc-2.4.5/faq", got)
	}
}

func TestMedian(t *testing.T) {
	runs := [][4]float64{{3, 0, 0, 300}, {1, 0, 0, 100}, {2, 0, 0, 250}}
	if m := median(runs, 0); m != 2 {
		t.Errorf("median wall %v", m)
	}
	if m := median(runs[:2], 3); m != 200 {
		t.Errorf("median of two %v", m)
	}
	if m := median(nil, 0); m != 0 {
		t.Errorf("median of none %v", m)
	}
}

func TestParseSites(t *testing.T) {
	sites, err := parseSites(strings.NewReader("# c\n\na/b 0123 site=website baseurl=/docs/ docs=docs:/\nc/d 4567 static=src/static docs=docs\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sites) != 2 {
		t.Fatalf("%d sites", len(sites))
	}
	if s := sites[0]; s.name != "a/b" || s.dir != "website" || s.static != "website/static" || s.baseURL != "/docs/" || s.corpusDir() != "a+b" {
		t.Errorf("first %+v", s)
	}
	if s := sites[1]; s.dir != "." || s.static != "src/static" || s.baseURL != "/" {
		t.Errorf("second %+v", s)
	}
}

func TestDocusaurusErrors(t *testing.T) {
	log := "npm warn Unknown user config\n[INFO] [en] Creating an optimized production build...\n" +
		"\x1b[31m[ERROR]\x1b[39m Client bundle compiled with errors therefore further build is impossible.\n" +
		"× Module not found: Can't resolve '@pnpm/design.pnpm-theme' in '/site/src/pages'\n" +
		"× Module not found: Can't resolve '@pnpm/design.pnpm-theme' in '/site/src/pages'\n" +
		"    at Object.<anonymous> (/site/x.js:1:1)\n" +
		"  [cause]: [Error [ValidationError]: \"algolia.indexName\" is required] {\n"
	got := docusaurusErrors(log, 6)
	want := []string{
		"[ERROR] Client bundle compiled with errors therefore further build is impossible.",
		"× Module not found: Can't resolve '@pnpm/design.pnpm-theme' in '/site/src/pages'",
		"[cause]: [Error [ValidationError]: \"algolia.indexName\" is required] {",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("docusaurusErrors:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
