package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/examples/internal/testenv"
	"docskit.dev/plugins/search/searchtest"
)

// tree is a small Docusaurus-format docs/ folder: four top-level folders,
// positions, _category_.json files, index docs, a .md file, tabs,
// an admonition and cross-folder links.
var tree = map[string]string{
	"docs/alpha/start.mdx":          "---\ntitle: Start here\nsidebar_position: 1\n---\n\nRead [the intro](./intro.mdx#details) next.\n",
	"docs/alpha/intro.mdx":          "---\ntitle: Alpha intro\nsidebar_position: 2\n---\n\n## Details\n\n:::note\n\nA note.\n\n:::\n",
	"docs/beta/_category_.json":     `{"label": "Beta docs", "position": 1}`,
	"docs/beta/sub/_category_.json": `{"label": "Sub", "position": 1}`,
	"docs/beta/sub/page.mdx":        "---\ntitle: Beta page\n---\n\nSee [gamma](/docs/gamma).\n",
	"docs/beta/overview.mdx":        "---\ntitle: Beta overview\nsidebar_position: 2\n---\n\n```js\nconsole.log('hi');\n```\n",
	"docs/gamma/index.mdx":          "---\ntitle: Gamma\n---\n\nThe gamma section.\n",
	"docs/gamma/more.mdx": "---\ntitle: More gamma\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
		"<Tabs>\n  <TabItem value=\"a\" label=\"A\" default>\n\nFirst.\n\n  </TabItem>\n  <TabItem value=\"b\" label=\"B\">\n\nSecond.\n\n  </TabItem>\n</Tabs>\n",
	"docs/delta/a.md": "# Delta from a heading\n\nPlain Markdown.\n",
}

func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestBuildDocsFolder(t *testing.T) {
	nm := testenv.NodeModules(t)
	dir := writeTree(t, tree)
	out := filepath.Join(t.TempDir(), "site")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-docs", filepath.Join(dir, "docs"), "-out", out, "-title", "Test docs"}, &stdout, &stderr, docskit.WithNodeModules(nm))
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "built 9 pages") { // 7 docs, the landing page, 404
		t.Errorf("stdout = %q, want built 9 pages", stdout.String())
	}
	if !strings.Contains(stderr.String(), "resolve  9 routes, 4 sidebars") {
		t.Errorf("progress lacks the resolve step with 4 sidebars:\n%s", stderr.String())
	}

	for _, name := range []string{"alpha", "beta", "gamma", "delta"} {
		if m, _ := filepath.Glob(filepath.Join(out, "assets", "sidebar-"+name+"-*.json")); len(m) != 1 {
			t.Errorf("sidebar %s: found %v", name, m)
		}
	}
	for file, title := range map[string]string{
		"docs/alpha/start.html":   "Start here",
		"docs/beta/sub/page.html": "Beta page",
		"docs/gamma.html":         "Gamma",
		"docs/gamma/more.html":    "More gamma",
		"docs/delta/a.html":       "Delta from a heading",
		"docs/beta/overview.html": "Beta overview",
		"docs/alpha/intro.html":   "Alpha intro",
	} {
		if html := read(t, filepath.Join(out, file)); !strings.Contains(html, "<title>"+title+" | Test docs</title>") {
			t.Errorf("%s lacks its title %q", file, title)
		}
	}

	// Navbar: one item per folder, to the first doc of its sidebar, in
	// sidebar order (positioned folders first, then by name).
	home := read(t, filepath.Join(out, "index.html"))
	nav := regexp.MustCompile(`<a href="([^"]*)" class="dk-navbar-item[^"]*">([^<]*)</a>`).FindAllStringSubmatch(home, -1)
	var got []string
	for _, m := range nav {
		got = append(got, m[2]+" "+m[1])
	}
	want := []string{"Beta docs /docs/beta/sub/page", "alpha /docs/alpha/start", "delta /docs/delta/a", "gamma /docs/gamma"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("navbar = %q, want %q", got, want)
	}
	if !strings.Contains(home, `class="dk-card"`) {
		t.Error("the landing page has no section cards")
	}
	if _, err := os.Stat(filepath.Join(out, "search", "index.json")); err == nil || strings.Contains(home, "dk-search-button") {
		t.Error("search is there without -search")
	}
}

// With -search the site gets the search button and an index of its docs.
func TestBuildWithSearch(t *testing.T) {
	nm := testenv.NodeModules(t)
	dir := writeTree(t, tree)
	out := filepath.Join(t.TempDir(), "site")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-docs", filepath.Join(dir, "docs"), "-out", out, "-search"}, &stdout, &stderr, docskit.WithNodeModules(nm))
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	if !strings.Contains(read(t, filepath.Join(out, "docs/alpha/intro.html")), "dk-search-button") {
		t.Error("no search button in the navbar")
	}
	queries := []string{"gamma section", "details note", "Delta"}
	want := []string{"/docs/gamma", "/docs/alpha/intro#details", "/docs/delta/a"}
	ranked := searchtest.Run(t, searchtest.Request{Searches: []searchtest.Search{{Dir: out, Queries: queries}}}).Searches[0]
	for i, q := range queries {
		if urls := searchtest.URLs(ranked[i]); len(urls) == 0 || urls[0] != want[i] {
			t.Errorf("search %q in the browser's engine: results %q, want %s first", q, urls, want[i])
		}
	}
}

func TestBrokenLinkFailsWithFileLine(t *testing.T) {
	nm := testenv.NodeModules(t)
	files := map[string]string{
		"docs/a/one.mdx": "---\ntitle: One\n---\n\nA [broken link](/docs/a/nowhere).\n",
	}
	dir := writeTree(t, files)
	out := filepath.Join(t.TempDir(), "site")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-docs", filepath.Join(dir, "docs"), "-out", out}, &stdout, &stderr, docskit.WithNodeModules(nm))
	if code != 1 {
		t.Fatalf("exit status %d, want 1\n%s", code, stderr.String())
	}
	want := filepath.ToSlash(filepath.Join(dir, "docs", "a", "one.mdx")) + ":5"
	if !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr lacks %s:\n%s", want, stderr.String())
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed build left output behind: %v", err)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"-out", "x"}, {"-docs", "d", "extra"}, {"-nope"}} {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), args, &stdout, &stderr); code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), []string{"-docs", filepath.Join(t.TempDir(), "missing")}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "is not a folder") {
		t.Errorf("missing folder: status %d, stderr %q", code, stderr.String())
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A folder served at the site root (-route-base /) whose index doc has the
// route / builds without the landing page, which would take / too.
func TestRouteBaseAtRoot(t *testing.T) {
	nm := testenv.NodeModules(t)
	dir := writeTree(t, map[string]string{
		"docs/index.mdx":       "---\ntitle: Home doc\n---\n\nSee [the guide](/guide/start).\n",
		"docs/guide/start.mdx": "---\ntitle: Start\n---\n\nBack [home](/).\n",
	})
	out := filepath.Join(t.TempDir(), "site")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-docs", filepath.Join(dir, "docs"), "-out", out, "-route-base", "/"}, &stdout, &stderr, docskit.WithNodeModules(nm))
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	if html := read(t, filepath.Join(out, "index.html")); !strings.Contains(html, "<title>Home doc | Documentation</title>") {
		t.Error("/ is not the index doc")
	}
	if html := read(t, filepath.Join(out, "guide/start.html")); !strings.Contains(html, "<title>Start | Documentation</title>") {
		t.Error("/guide/start is not the doc")
	}
}

// -format passes the site's markdown.format: with detect, a .md file is
// CommonMark, so its raw HTML and braces build as Docusaurus builds them.
func TestFormatFlag(t *testing.T) {
	nm := testenv.NodeModules(t)
	dir := writeTree(t, map[string]string{
		"docs/a/notes.md": "---\ntitle: Readme\n---\n\n<div class=\"box\">Boxed<br><b>text</b></div>\n\nBraces {like this} stay. <!-- hidden note -->\n",
		"docs/a/page.mdx": "---\ntitle: Page\n---\n\nSee [the readme](./notes.md).\n",
	})
	docsDir := filepath.Join(dir, "docs")
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), []string{"-docs", docsDir, "-out", filepath.Join(t.TempDir(), "mdx")}, &stdout, &stderr, docskit.WithNodeModules(nm)); code != 1 {
		t.Fatalf("as MDX: exit status %d, want 1\n%s", code, stderr.String())
	}
	if want := filepath.ToSlash(filepath.Join(docsDir, "a", "notes.md")) + ":5:23: <br> is not closed"; !strings.Contains(stderr.String(), want) {
		t.Errorf("as MDX, stderr lacks %q:\n%s", want, stderr.String())
	}

	out := filepath.Join(t.TempDir(), "detect")
	stdout.Reset()
	stderr.Reset()
	if code := run(context.Background(), []string{"-docs", docsDir, "-out", out, "-format", "detect"}, &stdout, &stderr, docskit.WithNodeModules(nm)); code != 0 {
		t.Fatalf("-format detect: exit status %d\n%s", code, stderr.String())
	}
	html := read(t, filepath.Join(out, "docs/a/notes.html"))
	for _, want := range []string{`<div class="box">Boxed<br><b>text</b></div>`, "Braces {like this} stay."} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(html, "hidden note") {
		t.Error("the comment is in the page")
	}

	stderr.Reset()
	if code := run(context.Background(), []string{"-docs", docsDir, "-format", "commonmark"}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), `markdown.format: "commonmark" must be mdx, md or detect`) {
		t.Errorf("-format commonmark: status %d, stderr %q", code, stderr.String())
	}
}

// A code language docskit cannot highlight is plain text, as in Docusaurus,
// with one warning line per language.
func TestUnknownCodeLanguageIsText(t *testing.T) {
	nm := testenv.NodeModules(t)
	fence := "```mermaid\ngraph TD\n  A --> B\n```\n\n"
	dir := writeTree(t, map[string]string{
		"docs/a/one.mdx": "---\ntitle: One\n---\n\n" + fence + fence,
		"docs/a/two.md":  "---\ntitle: Two\n---\n\n" + fence,
	})
	out := filepath.Join(t.TempDir(), "site")
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), []string{"-docs", filepath.Join(dir, "docs"), "-out", out}, &stdout, &stderr, docskit.WithNodeModules(nm)); code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr.String())
	}
	want := "warning  " + filepath.ToSlash(filepath.Join(dir, "docs", "a", "one.mdx")) + `:5:4: unknown code language "mermaid", shown as plain text (3 times; this is the first)`
	if got := strings.Count(stderr.String(), "warning"); got != 1 || !strings.Contains(stderr.String(), want) {
		t.Errorf("want one warning line %q:\n%s", want, stderr.String())
	}
	if html := read(t, filepath.Join(out, "docs/a/two.html")); !strings.Contains(html, "A --&gt; B") || !strings.Contains(html, "language-mermaid") {
		t.Error("the block is not plain text labelled with its language")
	}
}
