package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/examples/internal/testenv"
)

// TestBuild builds the example (go test runs in examples/minimal, so the
// site root is ".") and checks that every doc page is written with its title.
func TestBuild(t *testing.T) {
	nm := testenv.NodeModules(t)
	b, err := newBuilder(".", config)(docskit.WithNodeModules(nm))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	out := t.TempDir()
	rep, err := b.Build(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Pages != 6 { // 4 docs, the landing page and 404
		t.Errorf("built %d pages, want 6", rep.Pages)
	}
	for file, title := range map[string]string{
		"docs/guide/intro.html":     "Introduction",
		"docs/guide/install.html":   "Installation",
		"docs/guide/write.html":     "Writing pages",
		"docs/guide/platforms.html": "Platforms",
	} {
		html := read(t, filepath.Join(out, file))
		for _, want := range []string{"<title>" + title + " | Minimal</title>", "<h1>" + title + "</h1>"} {
			if !strings.Contains(html, want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
	}
	for _, file := range []string{"index.html", "404.html", "sitemap.xml", "robots.txt"} {
		if _, err := os.Stat(filepath.Join(out, file)); err != nil {
			t.Error(err)
		}
	}
	checkEnglishUI(t, out)
}

// checkEnglishUI checks that the site, which declares English, shows the
// theme's words in English (docskit/uitext), as an English Docusaurus site
// does, and that no Korean word of the dictionary reaches a page or a script.
func checkEnglishUI(t *testing.T, out string) {
	t.Helper()
	for file, wants := range map[string][]string{
		"index.html": {`<html lang="en"`, `<a class="dk-skip" href="#__docskit_main">Skip to main content</a>`},
		"docs/guide/write.html": {
			`<div class="dk-admonition-heading"><span class="dk-admonition-icon" aria-hidden="true">ℹ</span>note</div>`,
			`<a class="dk-hash-link" href="#admonitions" aria-label="Direct link to this heading">#</a>`,
			`<nav class="dk-pagination" aria-label="Docs pages">`,
			`<button type="button" class="dk-toc-mobile-toggle" aria-expanded="false" aria-controls="dk-toc-mobile-list">On this page</button>`,
		},
		"docs/guide/install.html": {`aria-label="Copy code to clipboard" title="Copy">Copy</button>`},
		"404.html":                {"<title>Page Not Found | Minimal</title>", "<h1>Page Not Found</h1>", "<p>We could not find what you were looking for.</p>"},
	} {
		html := read(t, filepath.Join(out, file))
		for _, want := range wants {
			if !strings.Contains(html, want) {
				t.Errorf("%s lacks %s", file, want)
			}
		}
	}
	err := filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if ext := filepath.Ext(path); ext == ".html" || ext == ".js" || ext == ".json" {
			if s := read(t, path); hangul.MatchString(s) {
				rel, _ := filepath.Rel(out, path)
				t.Errorf("%s has Korean text: %q", rel, hangul.FindString(s))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// hangul matches a Hangul syllable (U+AC00 to U+D7A3), or the \u escape of
// one as esbuild writes them in scripts.
var hangul = regexp.MustCompile(`[가-힣]|\\u(?i:[a-c][0-9a-f]{3}|d[0-6][0-9a-f]{2}|d7[0-9a][0-9a-f])`)

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
