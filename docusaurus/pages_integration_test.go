package docusaurus

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buildSite loads and builds the Docusaurus site folder dir into out.
func buildSite(t *testing.T, dir, out string) error {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH")
	}
	s, err := Load(context.Background(), dir, LoadOptions{})
	require.NoError(t, err)
	b, err := docskit.New(s.Config, s.Options...)
	require.NoError(t, err)
	_, err = b.Build(context.Background(), out)
	return err
}

func readOut(t *testing.T, out, route string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, (&docskit.Config{}).URLs().HTMLFile(route)))
	require.NoError(t, err)
	return string(b)
}

// The test site's src/pages: a React home page (index.js) with a counter,
// a CSS module, a helper module of the folder (_greeting.js, no page),
// Head, Link, useBaseUrl and useDocusaurusContext; a React page in
// TypeScript (help/index.tsx) without footer; a Markdown page (about.md).
func TestBuildsSrcPages(t *testing.T) {
	out := filepath.Join(t.TempDir(), "build")
	require.NoError(t, buildSite(t, "testdata/site", out))

	home := readOut(t, out, "/")
	head, body, _ := strings.Cut(home, "</head>")
	assert.Equal(t, 1, strings.Count(head, "<title>"), "one document title")
	assert.Contains(t, head, "<title>Home | Widget Docs</title>", "Layout's title")
	assert.Contains(t, head, `<meta content="Widgets for every machine" name="description">`, "Layout's description")
	assert.NotContains(t, head, `content="Everything about widgets"`, "the tagline is not the description of a page that has its own")
	assert.Contains(t, head, `<meta content="widgets, parts" name="keywords">`, "a <Head> tag")
	assert.Contains(t, head, `<meta content="Home | Widget Docs" property="og:title">`)
	for _, want := range []string{
		`<h1 class="hero-title">Widget Docs</h1>`,
		`<p class="hero-tagline">Everything about widgets</p>`,
		`<p class="hero-motto">Small parts, big machines</p>`, // customFields
		`<p class="hero-greeting">Hello from a helper module</p>`,
		`<img class="hero-logo" src="/img/logo.svg" alt=""/>`,
		`<a href="/guide/intro" class="hero-start">Get started</a>`,
		`Pressed <!-- -->0<!-- --> times</button>`,
	} {
		assert.Contains(t, body, want)
	}
	assert.Contains(t, body, `<nav class="dk-navbar"`, "Layout renders the navbar")
	assert.Contains(t, body, `<footer class="dk-footer"`, "and the footer")
	assert.NotContains(t, body, "dk-hero", "docskit's landing page is not built: the site has its own home page")
	assert.Regexp(t, `"kind":"reactPage","title":"Widget Docs","module":"/assets/page\d+-[A-Z0-9]+\.js","moduleCss":\["/assets/page\d+-[A-Z0-9]+\.css"\]`, body)
	cls := regexp.MustCompile(`<button type="button" class="([^"]+)">Pressed`).FindStringSubmatch(body)
	require.NotNil(t, cls)
	css := regexp.MustCompile(`"moduleCss":\["/(assets/[^"]+)"`).FindStringSubmatch(body)
	require.NotNil(t, css)
	sheet, err := os.ReadFile(filepath.Join(out, css[1]))
	require.NoError(t, err)
	assert.Contains(t, string(sheet), "."+cls[1], "the CSS module's class is the one the server rendered")

	help := readOut(t, out, "/help")
	assert.Contains(t, help, "<title>Help | Widget Docs</title>")
	assert.Contains(t, help, `<meta name="description" content="Everything about widgets">`, "without a description of its own, the tagline")
	assert.Contains(t, help, `<div id="__docskit_main" class="dk-page help-wrapper" tabindex="-1"><main><h1>Need help?</h1>`)
	assert.NotContains(t, help, `<footer class="dk-footer"`, "noFooter")

	about := readOut(t, out, "/about")
	assert.Contains(t, about, "<title>About us | Widget Docs</title>")
	assert.Contains(t, about, `<meta name="description" content="Who makes the widgets">`)
	assert.Contains(t, about, `<main id="__docskit_main" class="dk-doc-main dk-mdx-page"`)
	assert.Contains(t, about, `<h1>About the widget makers</h1>`)
	assert.Contains(t, about, `<a href="#history" class="dk-toc-link">History</a>`, "the table of contents")
	assert.NotContains(t, about, "dk-doc-sidebar", "no docs sidebar")
	assert.NotContains(t, about, `"module":`, "a Markdown page without JavaScript is page data")

	for _, f := range []string{"_greeting.html", "index.module.html"} {
		_, err := os.Stat(filepath.Join(out, f))
		assert.True(t, os.IsNotExist(err), "%s is no page", f)
	}
	sitemap, err := os.ReadFile(filepath.Join(out, "sitemap.xml"))
	require.NoError(t, err)
	for _, r := range []string{"/about", "/help"} {
		assert.Contains(t, string(sitemap), "https://widgets.example.com"+r)
	}
}
