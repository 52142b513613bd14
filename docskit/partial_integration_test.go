package docskit_test

import (
	"context"
	"path/filepath"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A site whose pages include MD/MDX partials: _-prefixed files are no
// pages, their content shows where the pages put them.
const partialSite = `
-- docs/guide/intro.mdx --
---
title: 가 문서
---
import Note from './_note.mdx'

## 준비

<Note />

가 본문입니다.
-- docs/guide/b.mdx --
---
title: 나 문서
---
import Note from '@site/docs/guide/_note.mdx'

<Note />
-- docs/guide/c.mdx --
---
title: 다 문서
---
다 본문입니다.
-- docs/guide/_note.mdx --
---
description: 여러 문서가 함께 쓰는 안내
---
## 준비

Nuri CLI를 먼저 설치하세요. [다 문서](./c.mdx)를 보세요.
`

func TestBuildShowsPartials(t *testing.T) {
	fsys := golden.MapFS(partialSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)))
	rep, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	assert.Equal(t, 3, rep.Parsed, "the partial is not a page")
	a := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, a, "Nuri CLI를 먼저 설치하세요.")
	assert.Contains(t, a, `href="/docs/guide/c"`, "the partial's .md link resolves to the route")
	assert.Contains(t, a, `id="준비-1"`, "the partial's heading is slugged after the page's")
	assert.Contains(t, read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/b"))), "Nuri CLI를 먼저 설치하세요.")
}

func TestBuildReportsMissingPartial(t *testing.T) {
	fsys := golden.MapFS(partialSite)
	delete(fsys, "docs/guide/_note.mdx")
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), filepath.Join(t.TempDir(), "site"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `intro.mdx:4:1`)
	assert.Contains(t, err.Error(), `cannot resolve the import of Note from "./_note.mdx"`)
}

func TestRebuildReparsesPagesOfAChangedPartial(t *testing.T) {
	fsys := golden.MapFS(partialSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)), docskit.WithDev())
	ctx := context.Background()
	_, err := b.Build(ctx, out)
	require.NoError(t, err)

	fsys["docs/guide/_note.mdx"] = &fstest.MapFile{Data: []byte("Nuri CLI 둘째 판입니다.\n")}
	rep, err := b.Rebuild(ctx, out, []string{"docs/guide/_note.mdx"})
	require.NoError(t, err)
	assert.Equal(t, 2, rep.Parsed, "the two pages that include the partial, not the third")
	for _, route := range []string{"/docs/guide/intro", "/docs/guide/b"} {
		html := read(t, filepath.Join(out, defaultURLs.HTMLFile(route)))
		assert.Contains(t, html, "Nuri CLI 둘째 판입니다.", route)
		assert.NotContains(t, html, "먼저 설치하세요", route)
	}

	rep, err = b.Rebuild(ctx, out, []string{"docs/guide/_note.mdx"})
	require.NoError(t, err)
	assert.Zero(t, rep.Parsed, "an unchanged partial parses nothing again")

	delete(fsys, "docs/guide/_note.mdx")
	_, err = b.Rebuild(ctx, out, []string{"docs/guide/_note.mdx"})
	require.Error(t, err, "a deleted partial fails the pages that import it")
	assert.Contains(t, err.Error(), "_note.mdx does not exist")
	assert.Contains(t, read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro"))), "Nuri CLI 둘째 판입니다.", "the last good output stays")
}
