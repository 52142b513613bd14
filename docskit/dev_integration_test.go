package docskit_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The dev server's incremental rebuilds: one full Build in dev mode, then a
// sequence of edits to the source file system, each followed by Rebuild.
// The steps run in order and each starts from the previous one's output.

const devSite = `
-- docs/guide/intro.mdx --
---
title: 가 문서
sidebar_position: 1
---
가 본문입니다.

[다 문서로](./c.mdx)
-- docs/guide/b.mdx --
---
title: 나 문서
sidebar_position: 2
---
나 본문 첫 판입니다.
-- docs/guide/c.mdx --
---
title: 다 문서
description: 다를 설명합니다.
sidebar_position: 3
---
다 본문입니다.
-- docs/other/x.mdx --
---
title: 엑스 문서
---
엑스 본문입니다.
`

// mtimes returns the modification time of every file under dir.
func mtimes(t *testing.T, dir string) map[string]time.Time {
	t.Helper()
	out := map[string]time.Time{}
	require.NoError(t, filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		st, err := e.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = st.ModTime()
		return nil
	}))
	return out
}

// rewritten lists the files whose modification time differs between two mtimes results,
// plus the files only one of them has.
func rewritten(before, after map[string]time.Time) []string {
	var out []string
	for f, t := range after {
		if b, ok := before[f]; !ok || !b.Equal(t) {
			out = append(out, f)
		}
	}
	for f := range before {
		if _, ok := after[f]; !ok {
			out = append(out, f)
		}
	}
	return out
}

func TestRebuild(t *testing.T) {
	fsys := golden.MapFS(devSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)), docskit.WithWorkers(4), docskit.WithDev())
	ctx := context.Background()

	rep, err := b.Build(ctx, out)
	require.NoError(t, err)
	assert.True(t, rep.Full)
	assert.Equal(t, 6, rep.Rendered, "the first build renders every page: 4 docs, the landing page and 404")
	assert.Equal(t, 4, rep.Parsed)

	edit := func(file, content string) {
		fsys[file] = &fstest.MapFile{Data: []byte(content)}
	}
	rebuild := func(changed ...string) (*docskit.Report, error) {
		return b.Rebuild(ctx, out, changed)
	}
	html := func(route string) string { return read(t, filepath.Join(out, defaultURLs.HTMLFile(route))) }

	t.Run("an edited body renders only its page", func(t *testing.T) {
		before := mtimes(t, out)
		edit("docs/guide/b.mdx", "---\ntitle: 나 문서\nsidebar_position: 2\n---\n나 본문 둘째 판입니다.\n")
		rep, err := rebuild("docs/guide/b.mdx")
		require.NoError(t, err)
		assert.False(t, rep.Full)
		assert.Equal(t, 1, rep.Rendered)
		assert.Equal(t, 1, rep.Parsed)
		assert.Equal(t, 6, rep.Pages)
		assert.Contains(t, html("/docs/guide/b"), "나 본문 둘째 판입니다.")
		assert.NotContains(t, html("/docs/guide/b"), "첫 판")
		assert.ElementsMatch(t, []string{"docs/guide/b.html", "_data/docs/guide/b.json"}, rep.Changed)
		assert.ElementsMatch(t, rep.Changed, rewritten(before, mtimes(t, out)), "no other file is written")
		routes, all := rep.ChangedRoutes()
		assert.Equal(t, []string{"/docs/guide/b"}, routes)
		assert.False(t, all)
	})

	t.Run("an unchanged save writes nothing", func(t *testing.T) {
		before := mtimes(t, out)
		rep, err := rebuild("docs/guide/b.mdx")
		require.NoError(t, err)
		assert.Zero(t, rep.Rendered)
		assert.Zero(t, rep.Parsed)
		assert.Empty(t, rep.Changed)
		assert.Empty(t, rewritten(before, mtimes(t, out)))
	})

	t.Run("a new title updates the sidebar on every page of that sidebar", func(t *testing.T) {
		edit("docs/guide/b.mdx", "---\ntitle: 새 나 문서\nsidebar_position: 2\n---\n나 본문 둘째 판입니다.\n")
		rep, err := rebuild("docs/guide/b.mdx")
		require.NoError(t, err)
		assert.Equal(t, 3, rep.Rendered, "the three pages of the guide sidebar")
		assert.Zero(t, rep.Parsed, "the body did not change")
		for _, r := range []string{"/docs/guide/intro", "/docs/guide/b", "/docs/guide/c"} {
			assert.Contains(t, html(r), "새 나 문서", r)
		}
		assert.NotContains(t, html("/docs/other/x"), "나 문서")
		routes, all := rep.ChangedRoutes()
		assert.ElementsMatch(t, []string{"/docs/guide/intro", "/docs/guide/b", "/docs/guide/c"}, routes)
		assert.False(t, all)
		sidebars, err := filepath.Glob(filepath.Join(out, "assets", "sidebar-guide-*.json"))
		require.NoError(t, err)
		require.Len(t, sidebars, 1, "the old sidebar file is removed")
		assert.Contains(t, read(t, sidebars[0]), "새 나 문서")
	})

	t.Run("a broken link is reported and the last good output stays", func(t *testing.T) {
		before := mtimes(t, out)
		edit("docs/guide/b.mdx", "---\ntitle: 새 나 문서\nsidebar_position: 2\n---\n나 본문 셋째 판입니다.\n\n[없는 문서](./missing.mdx)\n")
		_, err := rebuild("docs/guide/b.mdx")
		ds := diagnostics(t, err)
		require.Len(t, ds, 1)
		assert.True(t, strings.HasPrefix(ds[0], "docs/guide/b.mdx:7:"), ds[0])
		assert.Contains(t, ds[0], "missing.mdx")
		assert.Empty(t, rewritten(before, mtimes(t, out)), "nothing is written")
		assert.Contains(t, html("/docs/guide/b"), "나 본문 둘째 판입니다.")

		edit("docs/guide/b.mdx", "---\ntitle: 새 나 문서\nsidebar_position: 2\n---\n나 본문 셋째 판입니다.\n")
		rep, err := rebuild("docs/guide/b.mdx")
		require.NoError(t, err)
		assert.Equal(t, 1, rep.Rendered)
		assert.Contains(t, html("/docs/guide/b"), "나 본문 셋째 판입니다.")
	})

	t.Run("a new page is added to its sidebar and the sitemap", func(t *testing.T) {
		edit("docs/guide/d.mdx", "---\ntitle: 라 문서\nsidebar_position: 4\n---\n라 본문입니다.\n")
		rep, err := rebuild("docs/guide/d.mdx")
		require.NoError(t, err)
		assert.Equal(t, 7, rep.Pages)
		assert.Equal(t, 4, rep.Rendered, "the new page and the three other pages of its sidebar")
		assert.Equal(t, 1, rep.Parsed)
		assert.Contains(t, html("/docs/guide/d"), "라 본문입니다.")
		assert.Contains(t, html("/docs/guide/intro"), "라 문서", "the sidebar lists it")
		assert.Contains(t, html("/docs/guide/c"), `"next":{"label":"라 문서","href":"/docs/guide/d"}`, "the previous page links to it")
		assert.Contains(t, read(t, filepath.Join(out, "sitemap.xml")), "/docs/guide/d</loc>")
		assert.FileExists(t, filepath.Join(out, "_data/docs/guide/d.json"))
	})

	t.Run("a deleted page is removed everywhere", func(t *testing.T) {
		delete(fsys, "docs/guide/d.mdx")
		rep, err := rebuild("docs/guide/d.mdx")
		require.NoError(t, err)
		assert.Equal(t, 6, rep.Pages)
		assert.NoFileExists(t, filepath.Join(out, "docs/guide/d.html"))
		assert.NoFileExists(t, filepath.Join(out, "_data/docs/guide/d.json"))
		assert.NotContains(t, html("/docs/guide/intro"), "라 문서")
		assert.NotContains(t, read(t, filepath.Join(out, "sitemap.xml")), "/docs/guide/d")
		routes, _ := rep.ChangedRoutes()
		assert.Contains(t, routes, "/docs/guide/d")
	})

	t.Run("a new slug re-resolves the links to the page", func(t *testing.T) {
		edit("docs/guide/c.mdx", "---\ntitle: 다 문서\nslug: see\nsidebar_position: 3\n---\n다 본문입니다.\n")
		rep, err := rebuild("docs/guide/c.mdx")
		require.NoError(t, err)
		assert.Equal(t, 1, rep.Parsed, "intro.mdx links to c.mdx: its body is parsed again; c's body is unchanged")
		assert.Contains(t, html("/docs/guide/intro"), `href="/docs/guide/see"`)
		assert.Contains(t, html("/docs/guide/see"), "다 본문입니다.")
		assert.NoFileExists(t, filepath.Join(out, "docs/guide/c.html"))
	})

	t.Run("a production build replaces everything", func(t *testing.T) {
		rep, err := b.Build(ctx, out)
		require.NoError(t, err)
		assert.True(t, rep.Full)
		assert.Equal(t, 6, rep.Rendered)
		assert.Nil(t, rep.Changed)
		_, all := rep.ChangedRoutes()
		assert.True(t, all)
	})
}

// Without WithDev, Rebuild is Build: every page, a new output folder.
func TestRebuildWithoutDevIsAFullBuild(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, golden.MapFS(devSite), docskit.WithNodeModules(nodeModules(t)), docskit.WithWorkers(4))
	rep, err := b.Rebuild(context.Background(), out, []string{"docs/guide/intro.mdx"})
	require.NoError(t, err)
	assert.True(t, rep.Full)
	assert.Equal(t, 6, rep.Rendered)
	assert.FileExists(t, filepath.Join(out, "docs/guide/intro.html"))
}

// A site with a page module keeps its bundle and renderer while its
// modules stay the same: an edit to another page renders that page alone.
func TestRebuildKeepsTheBundleOfUnchangedModules(t *testing.T) {
	fsys := golden.MapFS(devSite + `-- docs/other/m.mdx --
---
title: 엠 문서
---
export const count = 3;

모듈 페이지의 값은 {count}입니다.
`)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)), docskit.WithWorkers(4), docskit.WithDev())
	ctx := context.Background()
	_, err := b.Build(ctx, out)
	require.NoError(t, err)
	html := func(route string) string { return read(t, filepath.Join(out, defaultURLs.HTMLFile(route))) }
	require.Contains(t, html("/docs/other/m"), "모듈 페이지의 값은 </span>3<span>입니다")

	fsys["docs/guide/b.mdx"] = &fstest.MapFile{Data: []byte("---\ntitle: 나 문서\nsidebar_position: 2\n---\n나 본문 둘째 판입니다.\n")}
	rep, err := b.Rebuild(ctx, out, []string{"docs/guide/b.mdx"})
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Rendered, "the bundle is the same: the other pages stay")
	assert.Contains(t, html("/docs/guide/b"), "나 본문 둘째 판입니다.")

	fsys["docs/other/m.mdx"] = &fstest.MapFile{Data: []byte("---\ntitle: 엠 문서\n---\nexport const count = 4;\n\n모듈 페이지의 값은 {count}입니다.\n")}
	_, err = b.Rebuild(ctx, out, []string{"docs/other/m.mdx"})
	require.NoError(t, err)
	assert.Contains(t, html("/docs/other/m"), "모듈 페이지의 값은 </span>4<span>입니다", "a changed module is bundled again")
}
