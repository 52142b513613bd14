package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuildADocusaurusSite builds the docusaurus package's test site with
// the command, as a team switching from Docusaurus would.
func TestBuildADocusaurusSite(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site")
	}
	out := filepath.Join(t.TempDir(), "build")
	var stderr bytes.Buffer
	code := run([]string{"build", "-out", out, "../../docusaurus/testdata/site"}, &stderr)
	require.Equal(t, 0, code, stderr.String())
	assert.Contains(t, stderr.String(), "warning: docusaurus.config.js: plugin docusaurus-plugin-widget-analytics: not supported")

	page, err := os.ReadFile(filepath.Join(out, "guide/guides/setup-widget.html"))
	require.NoError(t, err)
	html := string(page)
	assert.Contains(t, html, `<html lang="en"`)
	assert.Contains(t, html, "Set up a widget")
	assert.Contains(t, html, `href="/guide/intro#introduction"`, "a Markdown link to a .md file is the doc's route")
	assert.Contains(t, html, "Widgets 2.0 is out")
	assert.Contains(t, html, "--dk-color-primary:#2e8555", "customCss's Infima colour is the theme's")
	assert.Contains(t, html, `<script async src="https://cdn.example.com/widget.js"></script>`, "config.scripts")
	assert.Contains(t, html, `<link href="https://fonts.example.com/widget.css" rel="stylesheet">`, "config.stylesheets")
	assert.Contains(t, html, `<meta content="2" name="widget-version">`, "config.headTags")
	_, err = os.Stat(filepath.Join(out, "img/logo.svg"))
	assert.NoError(t, err, "the static folder is copied")

	// The preset's blog: its pages, feeds, and a post's link to a doc (docs
	// link posts in plugins/blog's tests: this docs folder is also built alone).
	assert.NotContains(t, stderr.String(), "blog", "the blog is built: no warning names it")
	for _, rel := range []string{"blog.html", "blog/page/2.html", "blog/2026/01/20/widgets-2.html", "blog/2025/11/02/round-widgets.html", "blog/2025/12/01/widget-count.html",
		"blog/tags/release.html", "blog/archive.html", "blog/rss.xml", "blog/atom.xml", "blog/feed.json"} {
		_, err := os.Stat(filepath.Join(out, rel))
		assert.NoError(t, err, rel)
	}
	post, err := os.ReadFile(filepath.Join(out, "blog/2026/01/20/widgets-2.html"))
	require.NoError(t, err)
	assert.Contains(t, string(post), `href="/guide/guides/setup-widget"`, "a post's link to a doc's file is the doc's route")
	assert.Contains(t, string(post), `href="https://github.com/example/widgets/edit/main/site/blog/2026-01-20-widgets-2.md"`, "editUrl")
}

func TestStrictFailsOnAWarning(t *testing.T) {
	out := filepath.Join(t.TempDir(), "build")
	var stderr bytes.Buffer
	code := run([]string{"build", "--strict", "-out", out, "../../docusaurus/testdata/site"}, &stderr)
	assert.Equal(t, 1, code)
	assert.True(t, strings.Contains(stderr.String(), "--strict"), stderr.String())
	_, err := os.Stat(out)
	assert.True(t, os.IsNotExist(err), "nothing is written")
}

func TestUsage(t *testing.T) {
	var stderr bytes.Buffer
	assert.Equal(t, 2, run(nil, &stderr))
	assert.Contains(t, stderr.String(), "usage: docskit")
	stderr.Reset()
	assert.Equal(t, 2, run([]string{"build", "a", "b"}, &stderr))
	assert.Contains(t, stderr.String(), "one site folder")
}

// TestBuildABareDocsFolder builds a docs folder without a site around it.
func TestBuildABareDocsFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site")
	}
	out := filepath.Join(t.TempDir(), "build")
	var stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"build", "-out", out, "../../docusaurus/testdata/site/docs"}, &stderr), stderr.String())
	for _, f := range []string{"docs/intro.html", "docs/guides/setup-widget.html", "index.html"} {
		_, err := os.Stat(filepath.Join(out, f))
		assert.NoError(t, err, f)
	}
}
