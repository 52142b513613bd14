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

// TestBuild builds the example site (go test runs in examples/customplugin,
// so the site root is ".") and checks that every doc shows its reading time.
func TestBuild(t *testing.T) {
	nm := testenv.NodeModules(t)
	b, err := newBuilder(".")(docskit.WithNodeModules(nm))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	out := t.TempDir()
	if _, err := b.Build(context.Background(), out); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"intro", "lifecycle", "counting"} {
		html, err := os.ReadFile(filepath.Join(out, "docs", "tutorial", name+".html"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`name="docskit:reading-time"`, `<p class="reading-time"`} {
			if !strings.Contains(string(html), want) {
				t.Errorf("%s.html lacks %s", name, want)
			}
		}
	}
}
