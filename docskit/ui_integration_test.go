package docskit_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/pages"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A site's Config.UI replaces the theme's words wherever they are written:
// by the theme on the server and in the browser (the client bundle holds the
// same words, so hydration matches), by the MDX renderer in Go (a heading's
// link) and by plugins (the 404 page's title). The words it does not
// replace stay in the site's language.
func TestUIOverrideReplacesTheWordsEverywhere(t *testing.T) {
	cfg := testConfig() // Korean
	cfg.UI = map[string]string{
		"theme.common.skipToMainContent": "본문 바로 보기",
		"docskit.heading.linkAriaLabel":  "이 제목의 주소",
		"theme.NotFound.title":           "없는 페이지입니다",
	}
	b, err := docskit.New(cfg, docskit.WithSource(golden.MapFS(`
-- docs/guide/intro.mdx --
---
title: 소개
---
## 설치

본문.
`)), docskit.WithPlugins(docs.New(docs.Options{}), pages.New(pages.Options{})), docskit.WithNodeModules(nodeModules(t)))
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	out := filepath.Join(t.TempDir(), "site")
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)

	intro := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, intro, `<a class="dk-skip" href="#__docskit_main">본문 바로 보기</a>`)
	assert.NotContains(t, intro, "본문으로 건너뛰기")
	assert.Contains(t, intro, `<a class="dk-hash-link" href="#설치" aria-label="이 제목의 주소">#</a>`)
	assert.Contains(t, intro, `aria-label="이 페이지에서"`, "a word the site did not replace stays Korean")

	notFound := read(t, filepath.Join(out, "404.html"))
	assert.Contains(t, notFound, "<title>없는 페이지입니다 | Test Docs</title>")
	assert.Contains(t, notFound, "<h1>없는 페이지입니다</h1>")

	// The client renders the same words: its scripts hold the override, not
	// the dictionary's text (esbuild writes Hangul as \u escapes).
	var js strings.Builder
	files, err := filepath.Glob(filepath.Join(out, "assets", "*.js"))
	require.NoError(t, err)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		js.Write(b)
	}
	assert.Contains(t, js.String(), escapeHangul("본문 바로 보기"))
	assert.NotContains(t, js.String(), escapeHangul("본문으로 건너뛰기"))
}

// escapeHangul writes s as esbuild writes non-ASCII text in a script.
func escapeHangul(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 0x80 {
			b.WriteRune(r)
		} else {
			fmt.Fprintf(&b, `\u%04X`, r)
		}
	}
	return b.String()
}
