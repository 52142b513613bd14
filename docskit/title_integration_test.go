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

// A doc page's h1 follows Docusaurus's rules: the body's first top-level h1
// is the content title; a leading one is the page's heading even when the
// front matter's title differs (which stays the document title and the
// sidebar label); one further down stays in place, and the page adds no
// heading of its own; hide_title hides the heading of a page without one.
func TestDocHeadingFollowsTheContentTitle(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	_, err := build(t, golden.MapFS(`
-- docs/guide/intro.mdx --
---
title: 앞머리 제목
---
# 본문 제목

본문.
-- docs/guide/later.mdx --
---
title: 나중 문서
---
머리말 문단.

# 아래쪽 제목

본문.
-- docs/guide/hidden.mdx --
---
title: 숨긴 제목
hide_title: true
---
본문.
`), out)
	require.NoError(t, err)
	h1s := func(route string) []string {
		// The rendered page, without the data it hydrates from.
		html, _, _ := strings.Cut(read(t, filepath.Join(out, defaultURLs.HTMLFile(route))), `<script id="__docskit_data"`)
		var out []string
		for _, part := range strings.Split(html, "<h1")[1:] {
			out = append(out, part[strings.Index(part, ">")+1:strings.Index(part, "</h1>")])
		}
		return out
	}
	assert.Equal(t, []string{"본문 제목"}, h1s("/docs/guide/intro"))
	assert.Contains(t, read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro"))), "<title>앞머리 제목 | Test Docs</title>")
	assert.Equal(t, []string{"아래쪽 제목"}, h1s("/docs/guide/later"))
	assert.Empty(t, h1s("/docs/guide/hidden"))
}

// A site's own robots.txt in its static folder is the one the site serves:
// the sitemap plugin leaves it alone instead of failing the build with two
// files of the same name.
func TestStaticRobotsTxtWins(t *testing.T) {
	static := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(static, "robots.txt"), []byte("User-agent: *\nDisallow: /private\n"), 0o644))
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, golden.MapFS(`
-- docs/guide/intro.mdx --
---
title: 소개
---
본문.
`), docskit.WithNodeModules(nodeModules(t)), docskit.WithStatic(static))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	assert.Equal(t, "User-agent: *\nDisallow: /private\n", read(t, filepath.Join(out, "robots.txt")))
	assert.FileExists(t, filepath.Join(out, "sitemap.xml"))
}

// Two static folders with a file at the same path: the same file is copied
// once; two different files fail the build, naming both.
func TestStaticFoldersSharingAPath(t *testing.T) {
	theme, site := t.TempDir(), t.TempDir()
	for _, d := range []string{theme, site} {
		require.NoError(t, os.MkdirAll(filepath.Join(d, "img"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(d, "img", "logo.svg"), []byte("<svg/>"), 0o644))
	}
	src := golden.MapFS("-- docs/guide/intro.mdx --\n---\ntitle: 소개\n---\n본문.\n")
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, src, docskit.WithNodeModules(nodeModules(t)), docskit.WithStatic(theme), docskit.WithStatic(site))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	assert.Equal(t, "<svg/>", read(t, filepath.Join(out, "img", "logo.svg")))

	require.NoError(t, os.WriteFile(filepath.Join(site, "img", "logo.svg"), []byte("<svg id='site'/>"), 0o644))
	b = newBuilder(t, src, docskit.WithNodeModules(nodeModules(t)), docskit.WithStatic(theme), docskit.WithStatic(site))
	_, err = b.Build(context.Background(), out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), filepath.ToSlash(filepath.Join(site, "img", "logo.svg"))+": static file")
	assert.Contains(t, err.Error(), "which two static folders both put at /img/logo.svg")
}
