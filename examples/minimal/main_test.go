package main

import (
	"context"
	"os"
	"path/filepath"
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
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
