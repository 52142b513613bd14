package docs

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
		gs, err := compileGlobs("include", []string{tc.pattern})
		require.NoError(t, err, tc.pattern)
		assert.Equal(t, tc.want, gs.match(tc.path), "%s ~ %s", tc.pattern, tc.path)
	}
}

func TestGlobPrunesAndErrors(t *testing.T) {
	gs, err := compileGlobs("exclude", []string{"**/_*/**", "drafts/**"})
	require.NoError(t, err)
	assert.True(t, gs.prunes("a/_private"))
	assert.True(t, gs.prunes("drafts"))
	assert.False(t, gs.prunes("a/drafts"))
	assert.False(t, gs.prunes("guides"))

	for _, bad := range []string{"{a,b", "a}", "[a.md"} {
		_, err := compileGlobs("include", []string{bad})
		assert.Error(t, err, bad)
	}
}

func TestNumberPrefix(t *testing.T) {
	p := New(Options{})
	tests := []struct {
		in, name string
		prefix   float64
		ok       bool
	}{
		{"01-intro", "intro", 1, true},
		{"1. intro", "intro", 1, true},
		{"003 - intro", "intro", 3, true},
		{"10_last", "last", 10, true},
		{"2021-11-notes", "2021-11-notes", 0, false},
		{"7.0-release", "7.0-release", 0, false},
		{"intro", "intro", 0, false},
		{"12", "12", 0, false},
	}
	for _, tc := range tests {
		name, prefix, ok := p.splitNumberPrefix(tc.in)
		assert.Equal(t, tc.name, name, tc.in)
		assert.Equal(t, tc.prefix, prefix, tc.in)
		assert.Equal(t, tc.ok, ok, tc.in)
	}
	off := New(Options{NumberPrefixParser: new(false)})
	name, _, ok := off.splitNumberPrefix("01-intro")
	assert.Equal(t, "01-intro", name)
	assert.False(t, ok)
}
