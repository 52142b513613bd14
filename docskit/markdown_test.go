package docskit_test

import (
	"context"
	"errors"
	"fmt"
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

// formatSite has HTML that is no JSX (an unclosed <br>) and braces in a
// .md file, an unclosed brace in an .mdx file, and a code block every format rejects,
// so that each build fails before rendering (no Node.js) and its problems
// say how each file was read.
const formatSite = `
-- docs/guide/a.md --
# 에이

<div class="note">HTML 블록<br>둘째 줄</div>

중괄호 {그대로 입니다.
-- docs/guide/b.mdx --
# 비

값은 {count 입니다.
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

// stopAfterParse is a plugin that fails the build in the resolve step, so
// that a test of the parse step needs no Node.js.
type stopAfterParse struct{}

func (stopAfterParse) Name() string { return "stop" }

func (stopAfterParse) Resolve(*docskit.Context, *docskit.Site) error {
	return errors.New("stopped after parsing")
}

// With UnknownCodeLanguage "text", code in a language the highlighter does
// not know builds, and the build prints one warning per language: where it
// is first, and how often.
func TestUnknownCodeLanguageAsTextWarnsOncePerLanguage(t *testing.T) {
	fence := func(lang string) string { return "```" + lang + "\nx\n```\n\n" }
	site := "-- docs/guide/a.mdx --\n# 에이\n\n" + fence("mermaid") + fence("js") + fence("mermaid") +
		"-- docs/guide/b.md --\n# 비\n\n" + fence("mermaid") + fence("klingon")
	for _, policy := range []string{"text", "error"} {
		t.Run(policy, func(t *testing.T) {
			cfg := testConfig()
			cfg.Markdown.UnknownCodeLanguage = policy
			var log []string
			logf := func(format string, args ...any) { log = append(log, fmt.Sprintf(format, args...)) }
			b, err := docskit.New(cfg, docskit.WithSource(golden.MapFS(site)), docskit.WithRoot("site"), docskit.WithLogf(logf),
				docskit.WithPlugins(docs.New(docs.Options{}), stopAfterParse{}))
			require.NoError(t, err)
			defer b.Close()
			_, err = b.Build(context.Background(), filepath.Join(t.TempDir(), "out"))
			var warnings []string
			for _, l := range log {
				if strings.HasPrefix(l, "warning") {
					warnings = append(warnings, l)
				}
			}
			if policy == "error" {
				assert.Empty(t, warnings)
				require.Len(t, diagnostics(t, err), 4)
				assert.Contains(t, err.Error(), `site/docs/guide/a.mdx:3:4: unknown code language "mermaid"; supported: `)
				assert.Contains(t, err.Error(), `site/docs/guide/b.md:7:4: unknown code language "klingon"; supported: `)
				return
			}
			assert.Equal(t, []string{
				`warning  site/docs/guide/a.mdx:3:4: unknown code language "mermaid", shown as plain text (3 times; this is the first)`,
				`warning  site/docs/guide/b.md:7:4: unknown code language "klingon", shown as plain text`,
			}, warnings)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "stopped after parsing", "the build went on past parsing")
		})
	}
}
