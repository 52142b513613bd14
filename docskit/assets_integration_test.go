package docskit_test

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Files linked by their path in the sources, as Docusaurus pages link
// them: an image next to the page, one in a sibling folder that two pages
// share, a download, the same written as JSX elements, an image a partial
// links relative to its own folder, a file named from the site's root, and
// a pathname:// link taken as written. The build copies each file once
// under a name with its content's hash, and the pages link that copy.
const assetsSite = `
-- docs/guide/intro.mdx --
---
title: 그림 문서
---
import Figure from '../parts/_figure.mdx'

![흐름도](./img/flow.png)

![로고](../shared/logo.svg)

[예제 내려받기](./files/sample.zip)와 [설명서](./files/안내서.pdf#page=2)가 있습니다.

<img src="./img/flow.png" alt="같은 흐름도" />

<a href="@site/docs/shared/logo.svg">루트에서 찾은 로고</a>, <a href="pathname:///downloads/raw.txt">원본 텍스트</a>

<Figure />

:::important

이 안내를 먼저 읽으세요.

:::
-- docs/guide/img/flow.png --
flow-v1
-- docs/shared/logo.svg --
<svg xmlns="http://www.w3.org/2000/svg"></svg>
-- docs/guide/files/sample.zip --
zip bytes
-- docs/guide/files/안내서.pdf --
pdf bytes
-- docs/parts/_figure.mdx --
![부분의 그림](./pic.png)
-- docs/parts/pic.png --
partial picture
-- docs/other/page.mdx --
---
title: 다른 문서
---
![같은 로고](../shared/logo.svg)
`

// assetRef finds the one /assets/<name>-<hash><ext> URL the HTML links
// for a file called name with extension ext.
func assetRef(t *testing.T, html, name, ext string) string {
	t.Helper()
	refs := regexp.MustCompile(`/assets/`+regexp.QuoteMeta(name)+`-[0-9a-f]{8}`+regexp.QuoteMeta(ext)).FindAllString(html, -1)
	require.NotEmpty(t, refs, "the page links %s…%s", name, ext)
	for _, r := range refs[1:] {
		require.Equal(t, refs[0], r, "every link to the file names the same copy")
	}
	return refs[0]
}

func TestBuildLinkedFiles(t *testing.T) {
	fsys := golden.MapFS(assetsSite)
	out := filepath.Join(t.TempDir(), "out")
	_, err := build(t, fsys, out)
	require.NoError(t, err)
	page := read(t, filepath.Join(out, "docs/guide/intro.html"))
	data := read(t, filepath.Join(out, "_data/docs/guide/intro.json"))

	for _, c := range []struct{ name, ext, source string }{
		{"flow", ".png", "docs/guide/img/flow.png"},
		{"logo", ".svg", "docs/shared/logo.svg"},
		{"sample", ".zip", "docs/guide/files/sample.zip"},
		{"file", ".pdf", "docs/guide/files/안내서.pdf"}, // a name without ASCII letters
		{"pic", ".png", "docs/parts/pic.png"},        // relative to the partial, not the page
	} {
		t.Run(c.name, func(t *testing.T) {
			ref := assetRef(t, page, c.name, c.ext)
			assert.Equal(t, string(fsys[c.source].Data), read(t, filepath.Join(out, ref)), "the copy holds the file")
			assert.Contains(t, data, ref, "client navigation shows the same file")
		})
	}

	t.Run("what the page links", func(t *testing.T) {
		flow := assetRef(t, page, "flow", ".png")
		assert.Contains(t, page, `<img src="`+flow+`" alt="흐름도">`, "a Markdown image")
		assert.Regexp(t, `<img src="`+regexp.QuoteMeta(flow)+`" alt="같은 흐름도"/?>`, page, "an <img> element")
		assert.Contains(t, page, `href="`+assetRef(t, page, "file", ".pdf")+`#page=2"`, "the fragment is kept")
		assert.Contains(t, page, `href="`+assetRef(t, page, "logo", ".svg")+`">루트에서 찾은 로고`, "an @site/ path")
		assert.Contains(t, page, `href="/downloads/raw.txt"`, "pathname:// is taken as written and not checked")
		assert.NotContains(t, page, "./img/", "no relative path is left")
	})

	t.Run("a file two pages link is copied once", func(t *testing.T) {
		logos, err := filepath.Glob(filepath.Join(out, "assets", "logo-*.svg"))
		require.NoError(t, err)
		assert.Len(t, logos, 1)
		other := read(t, filepath.Join(out, "docs/other/page.html"))
		assert.Equal(t, assetRef(t, page, "logo", ".svg"), assetRef(t, other, "logo", ".svg"))
	})

	t.Run(":::important looks like info, titled 중요", func(t *testing.T) {
		assert.Regexp(t, `<div class="dk-admonition dk-admonition-info"><div class="dk-admonition-heading"><span[^>]*>[^<]*</span>중요</div>`, page)
	})
}

func TestBuildLinkedFileMissing(t *testing.T) {
	fsys := golden.MapFS(`
-- docs/guide/intro.mdx --
---
title: 빠진 그림
---
본문.

![없는 그림](./img/none.png)

<a href="../files/gone.zip">사라진 파일</a>
`)
	_, err := build(t, fsys, filepath.Join(t.TempDir(), "out"))
	assert.Equal(t, []string{
		`docs/guide/intro.mdx:6:2: missing image "./img/none.png": no file at docs/guide/img/none.png`,
		`docs/guide/intro.mdx:8:10: missing file "../files/gone.zip": no file at docs/files/gone.zip`,
	}, diagnostics(t, err))
}

// A dev rebuild after an image changed links a new copy and removes the
// old one; a rebuild where it did not keeps the copy on disk as it is.
func TestRebuildLinkedFile(t *testing.T) {
	fsys := golden.MapFS(assetsSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)), docskit.WithWorkers(4), docskit.WithDev())
	ctx := context.Background()
	_, err := b.Build(ctx, out)
	require.NoError(t, err)
	html := func() string { return read(t, filepath.Join(out, "docs/guide/intro.html")) }
	first := assetRef(t, html(), "flow", ".png")

	before := mtimes(t, out)
	rep, err := b.Rebuild(ctx, out, []string{"docs/guide/intro.mdx"})
	require.NoError(t, err)
	assert.Empty(t, rep.Changed)
	assert.Empty(t, rewritten(before, mtimes(t, out)), "an unchanged file is not written again")

	fsys["docs/guide/img/flow.png"] = &fstest.MapFile{Data: []byte("flow-v2")}
	rep, err = b.Rebuild(ctx, out, []string{"docs/guide/img/flow.png"})
	require.NoError(t, err)
	second := assetRef(t, html(), "flow", ".png")
	assert.NotEqual(t, first, second, "new content, new name: no browser keeps the old picture")
	assert.Equal(t, "flow-v2", read(t, filepath.Join(out, second)))
	assert.NoFileExists(t, filepath.Join(out, first))
	assert.Contains(t, rep.Changed, strings.TrimPrefix(second, "/"))
	_, all := rep.ChangedRoutes()
	assert.True(t, all, "open pages reload: a file they show changed")
}
