package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// -report judges every page on its own: a front matter error, a body outside
// the subset and a broken link each fail their page only, and a page that
// links to an anchor of a failing page still builds.
func TestReportJudgesEveryPage(t *testing.T) {
	needsNode(t)
	dir := writeTree(t, map[string]string{
		"docs/a/good.mdx": "---\ntitle: Good\n---\n\nRead [the second part](./bad.mdx#second-part).\n",
		"docs/a/bad.mdx":  "---\ntitle: Bad\n---\n\n## First <Badge />\n\nText with <b onClick=\"go()\">bold</b>.\n\n## Second part\n\nOne {1 + 1\n",
		"docs/a/fm.mdx":   "---\ntitle: [unclosed\n---\n\nText.\n",
		"docs/a/link.mdx": "---\ntitle: Link\n---\n\nA [broken link](/docs/a/nowhere).\n",
	})
	reportFile := filepath.Join(t.TempDir(), "report.json")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-docs", filepath.Join(dir, "docs"), "-report", reportFile}, &stdout, &stderr)
	if code != 1 {
		t.Fatalf("exit status %d, want 1\nstdout:\n%s\nstderr:\n%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "1 of 4 pages build; 3 fail (load 1, build 1, links only 1)") {
		t.Errorf("summary missing:\n%s", stdout.String())
	}
	badLine := filepath.ToSlash(filepath.Join(dir, "docs", "a", "bad.mdx")) + ":5:"
	if !strings.Contains(stdout.String(), badLine) {
		t.Errorf("stdout does not name %s:\n%s", badLine, stdout.String())
	}

	var rep siteReport
	b, err := os.ReadFile(reportFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	if !rep.Complete || len(rep.Site) != 0 {
		t.Errorf("complete %v, site problems %v", rep.Complete, rep.Site)
	}
	want := map[string]struct {
		ok    bool
		stage string
		route string
		lines []int
	}{
		"docs/a/good.mdx": {true, "", "/docs/a/good", nil},
		"docs/a/bad.mdx":  {false, "build", "/docs/a/bad", []int{5, 7, 11}},
		"docs/a/fm.mdx":   {false, "load", "", []int{3}},
		"docs/a/link.mdx": {false, "links", "/docs/a/link", []int{5}},
	}
	if len(rep.Pages) != len(want) {
		t.Fatalf("%d pages, want %d: %+v", len(rep.Pages), len(want), rep.Pages)
	}
	for _, p := range rep.Pages {
		w, ok := want[p.Source]
		if !ok {
			t.Errorf("unexpected page %s", p.Source)
			continue
		}
		var lines []int
		for _, d := range p.Diagnostics {
			lines = append(lines, d.Pos.Line)
			if d.Pos.File != p.Source {
				t.Errorf("%s: a diagnostic names %s", p.Source, d.Pos.File)
			}
		}
		if p.OK != w.ok || p.Stage != w.stage || p.Route != w.route || !equalInts(lines, w.lines) {
			t.Errorf("%s: ok %v stage %q route %q lines %v; want ok %v stage %q route %q lines %v\n%v",
				p.Source, p.OK, p.Stage, p.Route, lines, w.ok, w.stage, w.route, w.lines, p.Diagnostics)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestStub(t *testing.T) {
	src := "---\ntitle: T\nslug: /x\n---\n\n# Title <Badge/>\n\nText {expr}.\n\n```md\n## not a heading\n```\n\n## A <code>b</code> c {#custom}\n\n### {props.name} alone\n\n#no-heading\n"
	got := string(stub("docs/t.mdx", []byte(src), 1))
	want := "---\ntitle: T\nslug: /x\n---\n\n# Title\n\n## A b c {#custom}\n\n### alone\n"
	if got != want {
		t.Errorf("stub level 1:\n%q\nwant\n%q", got, want)
	}
	if got := string(stub("docs/t.mdx", []byte(src), 2)); got != "---\ntitle: T\nslug: /x\n---\n" {
		t.Errorf("stub level 2: %q", got)
	}
	if got := string(stub("docs/t.mdx", []byte("# Only\n\n<div>\n"), 1)); got != "\n# Only\n" {
		t.Errorf("stub without front matter: %q", got)
	}
}

// The overlay hides and replaces files, in listings as well.
func TestOverlay(t *testing.T) {
	dir := writeTree(t, map[string]string{"d/a.md": "a", "d/b.md": "b", "d/c.md": "c"})
	o := newOverlay(os.DirFS(dir))
	o.hide("d/a.md")
	o.replace("d/b.md", []byte("stub"))
	entries, err := o.ReadDir("d")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "b.md c.md" {
		t.Errorf("listing %v", names)
	}
	if _, err := o.Stat("d/a.md"); !os.IsNotExist(err) {
		t.Errorf("hidden file: %v", err)
	}
	if b, _ := o.ReadFile("d/b.md"); string(b) != "stub" {
		t.Errorf("replaced file reads %q", b)
	}
	if st, _ := o.Stat("d/b.md"); st == nil || st.Size() != 4 {
		t.Errorf("replaced file's size: %v", st)
	}
	if b, _ := o.original("d/b.md"); string(b) != "b" {
		t.Errorf("original %q", b)
	}
	if b, _ := o.ReadFile("d/c.md"); string(b) != "c" {
		t.Errorf("untouched file reads %q", b)
	}
}
