package docskit_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A build with a build cache parses and renders only what changed since
// the last one, and writes the same files as a build without it.
func TestBuildCacheRebuildsOnlyWhatChanged(t *testing.T) {
	nm := nodeModules(t)
	dir := t.TempDir()
	out, cache := filepath.Join(dir, "out"), filepath.Join(dir, "out.cache")
	cached := func(site string) (*docskit.Report, map[string]string) {
		b := newBuilder(t, golden.MapFS(site), docskit.WithNodeModules(nm), docskit.WithBuildCache(cache))
		rep, err := b.Build(context.Background(), out)
		require.NoError(t, err)
		return rep, outputFiles(t, out)
	}
	cold := func(site string) map[string]string {
		o := filepath.Join(t.TempDir(), "out")
		b := newBuilder(t, golden.MapFS(site), docskit.WithNodeModules(nm))
		_, err := b.Build(context.Background(), o)
		require.NoError(t, err)
		return outputFiles(t, o)
	}

	rep, first := cached(goodSite)
	assert.Equal(t, 3, rep.Parsed, "a first build parses every body")
	assert.Equal(t, rep.Pages, rep.Rendered)
	assert.DirExists(t, cache)

	rep, again := cached(goodSite)
	assert.Zero(t, rep.Parsed, "nothing changed: nothing is parsed")
	assert.Zero(t, rep.Rendered, "nor rendered")
	assert.Equal(t, first, again, "and the output is the same")

	edited := strings.Replace(goodSite, "에이 본문입니다.", "에이 본문을 고쳤습니다.", 1)
	rep, files := cached(edited)
	assert.Equal(t, 1, rep.Parsed, "one body changed")
	assert.Equal(t, 1, rep.Rendered, "one page changed")
	assert.Contains(t, files["docs/a.html"], "에이 본문을 고쳤습니다.")
	assert.Equal(t, cold(edited), files, "byte for byte what a build without the cache writes")

	retitled := strings.Replace(edited, "# 가이드 소개", "# 새 가이드 소개", 1)
	rep, files = cached(retitled)
	assert.Equal(t, 1, rep.Parsed)
	assert.Greater(t, rep.Rendered, 1, "a title is in the sidebar of other pages")
	assert.Equal(t, cold(retitled), files)

	require.NoError(t, os.RemoveAll(cache))
	rep, files = cached(retitled)
	assert.Equal(t, 3, rep.Parsed, "without its cache, a build is a full one")
	assert.Equal(t, cold(retitled), files)

	require.NoError(t, os.WriteFile(filepath.Join(cache, "index.gob"), []byte("망가진 색인"), 0o644))
	rep, files = cached(retitled)
	assert.Equal(t, 3, rep.Parsed, "an unreadable cache is started anew")
	assert.Equal(t, cold(retitled), files)
}

// outputFiles is snapshot without docskit.json, which holds the build's time.
func outputFiles(t *testing.T, dir string) map[string]string {
	files := snapshot(t, dir)
	delete(files, "docskit.json")
	return files
}
