package docskit_test

import (
	"context"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// formatSite has the same raw HTML and braces in a .md and an .mdx file,
// and a code block every format rejects, so that each build fails before
// rendering (no Node.js) and its problems say how each file was read.
const formatSite = `
-- docs/guide/a.md --
# 에이

<div class="note">HTML 블록</div>

중괄호 {그대로} 입니다.
-- docs/guide/b.mdx --
# 비

값은 {count} 입니다.
-- docs/guide/c.mdx --
# 씨

` + "```klingon\nx\n```" + `
`

// Config.Markdown.Format decides per file whether a body is MDX or
// CommonMark, as Docusaurus's markdown.format does.
func TestMarkdownFormatDecidesPerFile(t *testing.T) {
	tests := []struct {
		format string
		want   []string // files with problems, sorted
	}{
		{format: "", want: []string{"docs/guide/a.md", "docs/guide/a.md", "docs/guide/b.mdx", "docs/guide/c.mdx"}},
		{format: "mdx", want: []string{"docs/guide/a.md", "docs/guide/a.md", "docs/guide/b.mdx", "docs/guide/c.mdx"}},
		{format: "detect", want: []string{"docs/guide/b.mdx", "docs/guide/c.mdx"}},
		{format: "md", want: []string{"docs/guide/c.mdx"}},
	}
	for _, tc := range tests {
		t.Run("format "+tc.format, func(t *testing.T) {
			cfg := testConfig()
			cfg.Markdown.Format = tc.format
			b, err := docskit.New(cfg, docskit.WithSource(golden.MapFS(formatSite)), docskit.WithPlugins(docs.New(docs.Options{})))
			require.NoError(t, err)
			defer b.Close()
			_, err = b.Build(context.Background(), filepath.Join(t.TempDir(), "out"))
			var files []string
			for _, d := range diagnostics(t, err) {
				files = append(files, strings.SplitN(d, ":", 2)[0])
			}
			sort.Strings(files)
			assert.Equal(t, tc.want, files, "%v", err)
			assert.Contains(t, err.Error(), `docs/guide/c.mdx:3:4: unknown code language "klingon"`)
		})
	}
}
