package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// needsNode skips a test that builds under -short: a check renders pages
// with Node.js (react from the repository's node_modules, found from the
// working directory).
func needsNode(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds with Node.js; skipped with -short")
	}
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

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"-docs", "d"}, {"-report", "-"}, {"-docs", "d", "-report", "-", "extra"}, {"-nope"}} {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), args, &stdout, &stderr); code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), []string{"-docs", filepath.Join(t.TempDir(), "missing"), "-report", "-"}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "is not a folder") {
		t.Errorf("missing folder: status %d, stderr %q", code, stderr.String())
	}
}

// -format passes the site's markdown.format: with detect, a .md file is
// CommonMark, so its raw HTML and braces pass as Docusaurus builds them.
func TestFormatFlag(t *testing.T) {
	needsNode(t)
	dir := writeTree(t, map[string]string{
		"docs/a/notes.md": "---\ntitle: Readme\n---\n\n<div class=\"box\">Boxed<br><b>text</b></div>\n\nBraces {like this} stay. <!-- hidden note -->\n",
		"docs/a/page.mdx": "---\ntitle: Page\n---\n\nSee [the readme](./notes.md).\n",
	})
	docsDir := filepath.Join(dir, "docs")
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), []string{"-docs", docsDir, "-report", "-"}, &stdout, &stderr); code != 1 {
		t.Fatalf("as MDX: exit status %d, want 1\n%s", code, stderr.String())
	}
	if want := filepath.ToSlash(filepath.Join(docsDir, "a", "notes.md")) + ":5:23: <br> is not closed"; !strings.Contains(stdout.String(), want) {
		t.Errorf("as MDX, the report lacks %q:\n%s", want, stdout.String())
	}
	stdout.Reset()
	if code := run(context.Background(), []string{"-docs", docsDir, "-format", "detect", "-report", "-"}, &stdout, &stderr); code != 0 {
		t.Fatalf("-format detect: exit status %d\n%s%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "2 of 2 pages build") {
		t.Errorf("-format detect: %s", stdout.String())
	}
}
