package glob

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGlobMatch(t *testing.T) {
	tests := []struct {
		pattern string
		path    string
		want    bool
	}{
		{"**/*.{md,mdx}", "a.md", true},
		{"**/*.{md,mdx}", "a/b/c.mdx", true},
		{"**/*.{md,mdx}", "a/b/c.markdown", false},
		{"**/*.{md,mdx}", ".hidden.md", false},
		{"**/*.{md,mdx}", ".github/a.md", false},
		{"**/_*.{js,jsx,ts,tsx,md,mdx}", "a/_partial.mdx", true},
		{"**/_*.{js,jsx,ts,tsx,md,mdx}", "a/b_partial.mdx", false},
		{"**/_*/**", "_drafts/x.md", true},
		{"**/_*/**", "a/_drafts/b/x.md", true},
		{"**/_*/**", "a/b/x.md", false},
		{"**/*.test.{js,jsx,ts,tsx}", "a/x.test.tsx", true},
		{"**/__tests__/**", "a/__tests__/t.md", true},
		{"guides/*.md", "guides/a.md", true},
		{"guides/*.md", "guides/deep/a.md", false},
		{"guides/**", "guides/deep/a.md", true},
		{"v?.md", "v1.md", true},
		{"[!a]*.md", "b.md", true},
		{"[!a]*.md", "a.md", false},
		{"{a,{b,c}}/*.md", "c/x.md", true},
		{"{literal}.md", "{literal}.md", true},
		{"./guides/*.md", "guides/a.md", true},
		{".github/*.md", ".github/a.md", true},
	}
	for _, tc := range tests {
		gs, err := Compile("include", []string{tc.pattern})
		require.NoError(t, err, tc.pattern)
		assert.Equal(t, tc.want, gs.Match(tc.path), "%s ~ %s", tc.pattern, tc.path)
	}
}

func TestGlobPrunesAndErrors(t *testing.T) {
	gs, err := Compile("exclude", []string{"**/_*/**", "drafts/**"})
	require.NoError(t, err)
	assert.True(t, gs.Prunes("a/_private"))
	assert.True(t, gs.Prunes("drafts"))
	assert.False(t, gs.Prunes("a/drafts"))
	assert.False(t, gs.Prunes("guides"))

	for _, bad := range []string{"{a,b", "a}", "[a.md"} {
		_, err := Compile("include", []string{bad})
		assert.Error(t, err, bad)
	}
}
