package main

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Nuri site is strict about code: a block in a language the highlighter
// does not know fails the build at its line, where a Docusaurus site (and
// cmd/docskit) would show it as plain text.
func TestUnknownCodeLanguageFailsTheBuild(t *testing.T) {
	assert.Contains(t, []string{"", "error"}, config.Markdown.UnknownCodeLanguage)
	assert.Contains(t, []string{"", "mdx"}, config.Markdown.Format, "every page is MDX, .md ones too")

	// The site's own files, and one page more.
	src := fstest.MapFS{}
	require.NoError(t, filepath.WalkDir(siteDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(siteDir, p)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		src[filepath.ToSlash(rel)] = &fstest.MapFile{Data: data}
		return err
	}))
	src["docs/guide/zz-unknown-language.mdx"] = &fstest.MapFile{Data: []byte("---\ntitle: 알 수 없는 언어\n---\n\n```klingon\nQapla'\n```\n")}

	wd, err := os.Getwd()
	require.NoError(t, err)
	require.NoError(t, os.Chdir(filepath.Dir(siteDir)))
	defer func() { _ = os.Chdir(wd) }()
	b, err := newBuilder(docskit.WithSource(src))
	require.NoError(t, err)
	defer b.Close()
	_, err = b.Build(context.Background(), filepath.Join(t.TempDir(), "out"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `site/docs/guide/zz-unknown-language.mdx:5:4: unknown code language "klingon"`)
}
