package docskit_test

import (
	"context"
	"path/filepath"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/llms"
	"docskit.dev/plugins/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The dev server's quick path (devedit.go): a save that changes only a
// page's body updates that page alone and tells the browser before the
// PostBuilders run; any other save rebuilds in full. Either way the output
// must be what a cold build of the same sources gives.

const editSite = `
-- docs/guide/intro.mdx --
---
title: 가 문서
sidebar_position: 1
---
가 본문입니다.

[나의 둘째 절](./b.mdx#둘)
-- docs/guide/b.mdx --
---
sidebar_position: 2
---
# 나 문서

나를 소개하는 첫 문단입니다.

## 둘

본문 첫 판입니다.
-- docs/guide/c.mdx --
---
title: 다 문서
sidebar_position: 3
---
다 본문입니다.
`

func TestRebuildAfterAnEditIsAColdBuild(t *testing.T) {
	fsys := golden.MapFS(editSite)
	out := filepath.Join(t.TempDir(), "site")
	nm := nodeModules(t)
	var shown []*docskit.Report
	// Two PostBuilders that read the bodies: the search index and llms.txt
	// follow an edit too.
	bodyReaders := func() docskit.Option {
		return docskit.WithPlugins(llms.New(llms.Options{}), search.New(search.Options{}))
	}
	b := newBuilder(t, fsys, docskit.WithNodeModules(nm), docskit.WithWorkers(4), bodyReaders(),
		docskit.WithDev(), docskit.WithDevShown(func(r *docskit.Report) { shown = append(shown, r) }))
	ctx := context.Background()
	_, err := b.Build(ctx, out)
	require.NoError(t, err)

	cold := func() map[string]string {
		t.Helper()
		dir := filepath.Join(t.TempDir(), "cold")
		c := newBuilder(t, fsys, docskit.WithNodeModules(nm), docskit.WithWorkers(4), bodyReaders(), docskit.WithDev())
		_, err := c.Build(ctx, dir)
		require.NoError(t, err)
		return outputFiles(t, dir)
	}
	// edit replaces a file and rebuilds; quick says whether the quick path
	// took it (the browser heard of the page before the PostBuilders ran).
	edit := func(t *testing.T, file, content string, quick bool) *docskit.Report {
		t.Helper()
		fsys[file] = &fstest.MapFile{Data: []byte(content)}
		shown = nil
		rep, err := b.Rebuild(ctx, out, []string{file})
		require.NoError(t, err)
		if quick {
			require.Len(t, shown, 1, "the quick path")
			assert.Subset(t, rep.Changed, shown[0].Changed)
		} else {
			assert.Empty(t, shown, "a full rebuild")
		}
		assert.Equal(t, cold(), outputFiles(t, out), "the output is a cold build's")
		return rep
	}
	page := func(route string) string { return read(t, filepath.Join(out, defaultURLs.HTMLFile(route))) }

	t.Run("a new paragraph updates its page alone", func(t *testing.T) {
		rep := edit(t, "docs/guide/b.mdx", "---\nsidebar_position: 2\n---\n# 나 문서\n\n나를 소개하는 첫 문단입니다.\n\n## 둘\n\n본문 둘째 판입니다.\n\n덧붙인 문단입니다.\n", true)
		assert.Equal(t, 1, rep.Rendered)
		assert.Equal(t, 1, rep.Parsed)
		assert.ElementsMatch(t, []string{"docs/guide/b.html", "_data/docs/guide/b.json"}, shown[0].Changed)
		assert.Contains(t, page("/docs/guide/b"), "덧붙인 문단입니다.")
		assert.Contains(t, rep.Changed, llms.MarkdownPath("/docs/guide/b"), "the page's Markdown follows, after the page")
		assert.NotContains(t, shown[0].Changed, llms.MarkdownPath("/docs/guide/b"))
		routes, all := rep.ChangedRoutes()
		assert.Equal(t, []string{"/docs/guide/b"}, routes)
		assert.False(t, all)
	})

	t.Run("a link that moves to another line stays checked", func(t *testing.T) {
		rep := edit(t, "docs/guide/intro.mdx", "---\ntitle: 가 문서\nsidebar_position: 1\n---\n가 본문입니다.\n\n새 문단이 링크를 밀어냅니다.\n\n[나의 둘째 절](./b.mdx#둘)\n", true)
		assert.Equal(t, 1, rep.Rendered)
	})

	t.Run("a saved file that did not change writes nothing", func(t *testing.T) {
		rep := edit(t, "docs/guide/intro.mdx", string(fsys["docs/guide/intro.mdx"].Data), true)
		assert.Zero(t, rep.Rendered)
		assert.Empty(t, rep.Changed)
	})

	t.Run("a new heading rebuilds in full", func(t *testing.T) {
		edit(t, "docs/guide/b.mdx", "---\nsidebar_position: 2\n---\n# 나 문서\n\n나를 소개하는 첫 문단입니다.\n\n## 둘\n\n본문 둘째 판입니다.\n\n## 셋\n\n덧붙인 문단입니다.\n", false)
		assert.Contains(t, page("/docs/guide/b"), `id="셋"`)
	})

	t.Run("a new title from the body renames the page in every sidebar", func(t *testing.T) {
		edit(t, "docs/guide/b.mdx", "---\nsidebar_position: 2\n---\n# 새 나 문서\n\n나를 소개하는 첫 문단입니다.\n\n## 둘\n\n본문 둘째 판입니다.\n\n## 셋\n\n덧붙인 문단입니다.\n", false)
		assert.Contains(t, page("/docs/guide/c"), "새 나 문서", "the previous link of the next page")
	})

	t.Run("a new first paragraph rebuilds in full", func(t *testing.T) {
		edit(t, "docs/guide/b.mdx", "---\nsidebar_position: 2\n---\n# 새 나 문서\n\n나를 달리 소개합니다.\n\n## 둘\n\n본문 둘째 판입니다.\n\n## 셋\n\n덧붙인 문단입니다.\n", false)
	})

	t.Run("a new front matter rebuilds in full", func(t *testing.T) {
		edit(t, "docs/guide/c.mdx", "---\ntitle: 다 문서\ndescription: 다를 설명합니다.\nsidebar_position: 3\n---\n다 본문입니다.\n", false)
	})

	t.Run("a new link rebuilds in full", func(t *testing.T) {
		edit(t, "docs/guide/c.mdx", "---\ntitle: 다 문서\ndescription: 다를 설명합니다.\nsidebar_position: 3\n---\n다 본문입니다.\n\n[처음으로](./intro.mdx)\n", false)
	})

	t.Run("a broken link is reported at its line and the output stays", func(t *testing.T) {
		before := outputFiles(t, out)
		fsys["docs/guide/c.mdx"] = &fstest.MapFile{Data: []byte("---\ntitle: 다 문서\ndescription: 다를 설명합니다.\nsidebar_position: 3\n---\n다 본문입니다.\n\n[처음으로](./intro.mdx)\n\n[없는 문서](./none.mdx)\n")}
		shown = nil
		_, err := b.Rebuild(ctx, out, []string{"docs/guide/c.mdx"})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "docs/guide/c.mdx:10:")
		assert.Contains(t, err.Error(), "none.mdx")
		assert.Empty(t, shown)
		assert.Equal(t, before, outputFiles(t, out), "the last good output is still served")
	})

	t.Run("after a failed build the next body edit is right again", func(t *testing.T) {
		edit(t, "docs/guide/c.mdx", "---\ntitle: 다 문서\ndescription: 다를 설명합니다.\nsidebar_position: 3\n---\n다 본문을 고쳤습니다.\n\n[처음으로](./intro.mdx)\n", false)
		edit(t, "docs/guide/c.mdx", "---\ntitle: 다 문서\ndescription: 다를 설명합니다.\nsidebar_position: 3\n---\n다 본문을 고쳤습니다.\n\n[처음으로](./intro.mdx)\n\n또 고쳤습니다.\n", true)
		assert.Contains(t, page("/docs/guide/c"), "또 고쳤습니다")
	})

	t.Run("a page that another page includes updates both", func(t *testing.T) {
		edit(t, "docs/guide/intro.mdx", "---\ntitle: 가 문서\nsidebar_position: 1\n---\nimport C from './c.mdx'\n\n가 본문입니다.\n\n[나의 둘째 절](./b.mdx#둘)\n\n<C />\n", false)
		edit(t, "docs/guide/c.mdx", "---\ntitle: 다 문서\ndescription: 다를 설명합니다.\nsidebar_position: 3\n---\n다 본문을 고쳤습니다.\n\n[처음으로](./intro.mdx)\n\n또 고쳤습니다.\n\n포함된 곳에도 보입니다.\n", false)
		assert.Contains(t, page("/docs/guide/intro"), "포함된 곳에도 보입니다.")
	})

	t.Run("a heading that another page links to is still checked", func(t *testing.T) {
		fsys["docs/guide/b.mdx"] = &fstest.MapFile{Data: []byte("---\nsidebar_position: 2\n---\n# 새 나 문서\n\n나를 달리 소개합니다.\n\n## 이름을 바꾼 절\n\n본문 둘째 판입니다.\n\n## 셋\n\n덧붙인 문단입니다.\n")}
		_, err := b.Rebuild(ctx, out, []string{"docs/guide/b.mdx"})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "docs/guide/intro.mdx:9:")
		assert.Contains(t, err.Error(), "#둘")
	})
}
