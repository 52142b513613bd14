package docusaurus

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A site whose docs use remark-math and rehype-katex: its math is read as
// TeX (braces are no expressions) and rendered at build time by the site's
// own katex package, as rehype-katex renders it; TeX KaTeX cannot read is
// shown as KaTeX shows it, with a warning.
func TestMathIsRenderedWithTheSitesKaTeX(t *testing.T) {
	src, err := os.ReadFile("testdata/mathsite.txtar")
	require.NoError(t, err)
	dir := t.TempDir()
	writeArchive(t, dir, string(src))
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	s, err := Load(context.Background(), dir, LoadOptions{})
	require.NoError(t, err)
	assert.True(t, s.Config.Markdown.Math, "remark-math in the config turns math on")
	for _, w := range s.Warnings {
		assert.NotContains(t, w.String(), "remark-math", "remark-math is not a plugin docskit skips")
		assert.NotContains(t, w.String(), "rehype-katex")
	}
	var log strings.Builder
	b, err := docskit.New(s.Config, append(s.Options, docskit.WithLogf(func(f string, a ...any) {
		log.WriteString(strings.TrimSpace(fmt.Sprintf(f, a...)) + "\n")
	}))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	out := filepath.Join(t.TempDir(), "build")
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)

	html := readOut(t, out, "/intro")
	for _, want := range []string{
		`<span class="katex" data-tex="n">n</span>`,
		`<span class="katex" data-tex="\frac{1}{n}\sum_{i=1}^{n} x_i">`,
		`<span class="katex-display" data-tex="\bar{x} = \frac{x_1 + x_2}{2}">`,
		`<span class="katex" data-tex="\notacommand{x}">`,
	} {
		assert.Contains(t, html, want)
	}
	assert.Contains(t, log.String(), "docs/intro.md:10:")
	assert.Contains(t, log.String(), "math: KaTeX parse error: Undefined control sequence: \\notacommand")
}

// writeArchive writes the files of a txtar archive ("-- name --" lines, each
// followed by the file's content; the text before the first is a comment)
// into dir.
func writeArchive(t *testing.T, dir, archive string) {
	t.Helper()
	var name string
	var body strings.Builder
	flush := func() {
		if name == "" {
			return
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(body.String()), 0o644))
	}
	for _, line := range strings.SplitAfter(archive, "\n") {
		if strings.HasPrefix(line, "-- ") && strings.HasSuffix(strings.TrimRight(line, "\n"), " --") {
			flush()
			name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimRight(line, "\n"), "-- "), " --")
			body.Reset()
			continue
		}
		body.WriteString(line)
	}
	flush()
}
