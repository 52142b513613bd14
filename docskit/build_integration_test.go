package docskit_test

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/sitemap"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Whole-site tests: a txtar listing read into an fstest.MapFS is built with
// the docs, pages, linkcheck and sitemap plugins, and the output files are
// checked. A real build bundles the theme and renders pages in Node.js (about
// half a second), so few tests build; problems found before rendering (config,
// routes) are tested without Node.js.

// nodeModules finds the repository's node_modules (it holds react and
// react-dom) by walking up from the test's working directory. Tests that
// render are skipped with -short.
func nodeModules(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a site with Node.js; skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not on PATH; a docskit build renders pages with Node.js")
	}
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		nm := filepath.Join(dir, "node_modules")
		if _, err := os.Stat(filepath.Join(nm, "react")); err == nil {
			return nm
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no node_modules with react above the working directory; run scripts/setup.sh")
		}
		dir = parent
	}
}

func testConfig() docskit.Config {
	return docskit.Config{
		Title:   "Test Docs",
		Tagline: "A site built by the tests",
		URL:     "https://docs.test.example",
		Locale:  docskit.Locale{Label: "한국어", HTMLLang: "ko"},
		Navbar:  docskit.Navbar{Items: []docskit.NavItem{{Label: "가이드", To: "/docs/guide/intro", Sidebar: "guide"}}},
		Footer:  docskit.Footer{Copyright: "Test"},
	}
}

// newBuilder makes a builder of fsys with the four standard plugins.
func newBuilder(t *testing.T, fsys fs.FS, opts ...docskit.Option) *docskit.Builder {
	t.Helper()
	all := append([]docskit.Option{
		docskit.WithSource(fsys),
		docskit.WithPlugins(
			docs.New(docs.Options{Sidebars: []string{"guide"}}), // the "guide" sidebar of testConfig's navbar
			pages.New(pages.Options{}),
			linkcheck.New(linkcheck.Options{}),
			sitemap.New(sitemap.Options{}),
		),
	}, opts...)
	b, err := docskit.New(testConfig(), all...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	return b
}

// build builds fsys into out with Node.js.
func build(t *testing.T, fsys fs.FS, out string) (*docskit.Report, error) {
	t.Helper()
	b := newBuilder(t, fsys, docskit.WithNodeModules(nodeModules(t)), docskit.WithWorkers(4))
	return b.Build(context.Background(), out)
}

func read(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	return string(data)
}

// snapshot returns every file under dir with its content.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = read(t, p)
		return nil
	}))
	return files
}

// diagnostics returns the problems of a failed build, one "file:line:col: msg" each.
func diagnostics(t *testing.T, err error) []string {
	t.Helper()
	require.Error(t, err)
	var list diag.List
	require.True(t, errors.As(err, &list), "the build reports a diag.List, got %T: %v", err, err)
	var out []string
	for _, d := range list {
		out = append(out, d.Pos.String()+": "+d.Msg)
	}
	return out
}

const goodSite = `
-- docs/a.mdx --
---
title: 에이 문서
description: 에이를 설명합니다.
---

에이 본문입니다.

## 첫 절

[가이드](./guide/intro.mdx#설치)
-- docs/guide/intro.mdx --
---
sidebar_position: 1
---
# 가이드 소개

## 설치

:::tip 알아두기
팁입니다.
:::

` + "```js title=\"app.js\"\nconst a = 1;\n```" + `
-- docs/guide/deep/index.mdx --
# 딥 링크

[소개로](../intro.mdx)
`

// TestBuild builds a site and checks its output, then builds a site with
// broken links into the same folder: that build renders every page before its
// link check fails, so it also shows that a failed build leaves the previous
// output as it was. (Two real builds; each takes about half a second.)
func TestBuild(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "out")
	rep, err := build(t, golden.MapFS(goodSite), out)
	require.NoError(t, err)
	assert.Equal(t, 5, rep.Pages, "3 docs, the landing page and 404")

	t.Run("output files", func(t *testing.T) {
		for _, file := range []string{
			"index.html", "404.html", "docs/a.html", "docs/guide/intro.html", "docs/guide/deep.html",
			"_data/index.json", "_data/docs/a.json", "_data/docs/guide/intro.json", "_data/404.json",
			"sitemap.xml", "robots.txt", "docskit.json",
		} {
			assert.FileExists(t, filepath.Join(out, file))
		}
		assets, err := filepath.Glob(filepath.Join(out, "assets", "*.js"))
		require.NoError(t, err)
		assert.NotEmpty(t, assets, "the client bundle is written")
	})

	t.Run("page HTML", func(t *testing.T) {
		html := read(t, filepath.Join(out, "docs/a.html"))
		assert.Contains(t, html, "<title>에이 문서 | Test Docs</title>")
		assert.Contains(t, html, "<h1>에이 문서</h1>")
		assert.Contains(t, html, `<html lang="ko" dir="ltr">`)
		assert.Contains(t, html, `<meta name="description" content="에이를 설명합니다.">`)
		assert.Contains(t, html, `<link rel="canonical" href="https://docs.test.example/docs/a">`)
		assert.Contains(t, html, "에이 본문입니다.", "the body is rendered on the server")
		assert.Contains(t, html, `id="첫-절"`)
		assert.Contains(t, html, `href="/docs/guide/intro#%EC%84%A4%EC%B9%98"`, "a relative .mdx link is resolved to its route")

		intro := read(t, filepath.Join(out, "docs/guide/intro.html"))
		assert.Contains(t, intro, "<title>가이드 소개 | Test Docs</title>", "the title comes from the leading # heading")
		assert.Contains(t, intro, "알아두기")

		assert.Contains(t, read(t, filepath.Join(out, "404.html")), `<meta name="robots" content="noindex">`)
	})

	t.Run("page data", func(t *testing.T) {
		var data struct {
			Route, Kind, Title string
			Body               []map[string]any
			TOC                []struct{ ID string }
			Sidebar            string
			SidebarURL         string
			Breadcrumbs        []docskit.Crumb
			Next               *docskit.NavLink
		}
		require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "_data/docs/guide/intro.json"))), &data))
		assert.Equal(t, "/docs/guide/intro", data.Route)
		assert.Equal(t, "doc", data.Kind)
		assert.Equal(t, "가이드 소개", data.Title)
		require.Len(t, data.TOC, 1)
		assert.Equal(t, "설치", data.TOC[0].ID)
		assert.Equal(t, "guide", data.Sidebar)
		require.NotEmpty(t, data.SidebarURL)
		assert.FileExists(t, filepath.Join(out, strings.TrimPrefix(data.SidebarURL, "/")), "the sidebar file the page names exists")
		assert.Equal(t, &docskit.NavLink{Label: "딥 링크", Href: "/docs/guide/deep"}, data.Next)
		var names []string
		for _, n := range data.Body {
			if n["t"] == "c" {
				names = append(names, n["name"].(string))
			}
		}
		assert.Equal(t, []string{"Admonition", "CodeBlock"}, names)
	})

	t.Run("sitemap and robots", func(t *testing.T) {
		sm := read(t, filepath.Join(out, "sitemap.xml"))
		for _, loc := range []string{"https://docs.test.example/", "https://docs.test.example/docs/a", "https://docs.test.example/docs/guide/intro", "https://docs.test.example/docs/guide/deep"} {
			assert.Contains(t, sm, "<loc>"+loc+"</loc>")
		}
		assert.NotContains(t, sm, "/404", "the not-found page is not indexed")
		assert.Contains(t, read(t, filepath.Join(out, "robots.txt")), "Sitemap: https://docs.test.example/sitemap.xml")
	})

	t.Run("build metadata", func(t *testing.T) {
		var meta struct {
			Generator      string `json:"generator"`
			DocskitVersion string `json:"docskitVersion"`
			Plugins        []struct{ Name, Version string }
		}
		require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "docskit.json"))), &meta))
		assert.Equal(t, "docskit", meta.Generator)
		assert.Equal(t, docskit.Version, meta.DocskitVersion)
		var names []string
		for _, p := range meta.Plugins {
			names = append(names, p.Name)
		}
		assert.Equal(t, []string{"docs", "pages", "linkcheck", "sitemap"}, names)
	})

	t.Run("no temporary folders are left", func(t *testing.T) {
		assert.Equal(t, []string{"out"}, folderNames(t, parent))
	})

	before := snapshot(t, out)
	require.NotEmpty(t, before)
	_, err = build(t, golden.MapFS(brokenLinks), out)

	t.Run("every broken link is reported with its file:line", func(t *testing.T) {
		assert.ElementsMatch(t, []string{
			`docs/guide/intro.mdx:14:3: broken link "/docs/guide/missing": no page at /docs/guide/missing`,
			`docs/guide/intro.mdx:15:3: broken anchor "/docs/guide/other#없는-절": /docs/guide/other has no heading or element with id "없는-절"`,
			`docs/guide/intro.mdx:16:3: broken link "/docs/guide/push": no page at /docs/guide/push`,
			`docs/guide/intro.mdx:17:3: broken link "./gone.mdx": cannot resolve it to a page`,
			`docs/guide/other.mdx:5:1: broken anchor "#nope": /docs/guide/other has no heading or element with id "nope"`,
		}, diagnostics(t, err))
		assert.Contains(t, err.Error(), "5 problems", "the error message counts every problem")
		assert.Contains(t, err.Error(), "[linkcheck]", "each problem names the plugin")
	})

	t.Run("a failed build keeps the previous output byte for byte", func(t *testing.T) {
		after := snapshot(t, out)
		assert.Equal(t, len(before), len(after), "no file was added or removed")
		for name, data := range before {
			assert.Equal(t, data, after[name], "%s changed", name)
		}
		assert.Equal(t, []string{"out"}, folderNames(t, parent), "no temporary folder is left beside the output")
	})
}

func folderNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// brokenLinks has one page of every kind of broken link, among good links
// that must not be reported. Front matter shifts the lines: diagnostics name
// lines of the file, not of the body.
const brokenLinks = `
-- docs/guide/intro.mdx --
---
title: 소개
sidebar_position: 1
---

## 설치

- [good page](/docs/guide/other)
- [good anchor](/docs/guide/other#옵션)
- [good same-page anchor](#설치)
- [good relative mdx](./other.mdx#옵션)
- [good category index](/docs/guide/deep)
- [good external](https://example.com/nothing)
- [broken page](/docs/guide/missing)
- [broken anchor](/docs/guide/other#없는-절)
- [category without an index](/docs/guide/push)
- [broken relative mdx](./gone.mdx)
- [good mdx link to a category index](./deep/index.mdx)
- [good trailing slash](/docs/guide/deep/)
-- docs/guide/other.mdx --
# 다른 문서

## 옵션

[broken same-page anchor](#nope)
-- docs/guide/deep/index.mdx --
# 딥 링크
-- docs/guide/push/send.mdx --
# 보내기
`

func TestBuildReportsBodyProblemsAtFileLines(t *testing.T) {
	_, err := build(t, golden.MapFS(`
-- docs/guide/a.mdx --
---
title: 에이
---

값은 {value 입니다.

<Unknown />
-- docs/guide/b.mdx --
# 비

`+"```klingon\nx\n```"+`
`), filepath.Join(t.TempDir(), "out"))
	got := diagnostics(t, err)
	sort.Strings(got)
	want := []string{ // prefixes, in file and line order
		"docs/guide/a.mdx:5:4: the expression {…} is not closed",
		"docs/guide/a.mdx:7:1: unknown component <Unknown>",
		`docs/guide/b.mdx:3:4: unknown code language "klingon"`,
	}
	require.Len(t, got, len(want), "%q", got)
	for i := range want {
		assert.True(t, strings.HasPrefix(got[i], want[i]), "got %q, want it to start with %q", got[i], want[i])
	}
}

// The tests below fail before rendering, so they need no Node.js.

func TestRouteCollisionNamesBothFiles(t *testing.T) {
	tests := []struct {
		name    string
		files   string
		a, b    string
		route   string
		options []docskit.Option
		prefix  string
	}{
		{
			name: "two slugs",
			files: `
-- docs/guide/a.mdx --
---
slug: /same
---
# A
-- docs/guide/b.mdx --
---
slug: /same
---
# B
`,
			a: "docs/guide/a.mdx", b: "docs/guide/b.mdx", route: "/docs/same",
		},
		{
			name: "index page and a file named like its folder",
			files: `
-- docs/guide/push/index.mdx --
# 푸시
-- docs/guide/push/push.mdx --
# 푸시 알림
`,
			a: "docs/guide/push/index.mdx", b: "docs/guide/push/push.mdx", route: "/docs/guide/push",
		},
		{
			// The position names the file relative to the working directory.
			name: "file names are relative to the working directory with WithRoot",
			files: `
-- docs/guide/x.mdx --
# X
-- docs/guide/y.mdx --
---
id: x
---
# Y
`,
			a: "docs/guide/x.mdx", b: "site/docs/guide/y.mdx", route: "/docs/guide/x",
			options: []docskit.Option{docskit.WithRoot("site")},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			parent := t.TempDir()
			b := newBuilder(t, golden.MapFS(tc.files), tc.options...)
			_, err := b.Build(context.Background(), filepath.Join(parent, "out"))
			require.Error(t, err)
			msg := err.Error()
			assert.Contains(t, msg, "duplicate route "+tc.route)
			assert.Contains(t, msg, tc.a)
			assert.Contains(t, msg, tc.b)
			assert.Empty(t, folderNames(t, parent), "a failed first build leaves no output and no temporary folder")
		})
	}
}

func TestLoadProblemsFromEveryFileAreReported(t *testing.T) {
	b := newBuilder(t, golden.MapFS(`
-- docs/guide/a.mdx --
---
title: a
sidebar_position: first
---
-- docs/guide/b.mdx --
---
title: b
	tab: indented with a tab
---
-- docs/guide/c/_category_.json --
{"label": "C",}
`))
	_, err := b.Build(context.Background(), filepath.Join(t.TempDir(), "out"))
	got := diagnostics(t, err)
	sort.Strings(got)
	require.Len(t, got, 3, "%q", got)
	assert.True(t, strings.HasPrefix(got[0], "docs/guide/a.mdx:3: front matter sidebar_position must be a number"), got[0])
	assert.True(t, strings.HasPrefix(got[1], "docs/guide/b.mdx:3: invalid front matter"), got[1])
	assert.True(t, strings.HasPrefix(got[2], "docs/guide/c/_category_.json:1: invalid _category_.json"), got[2])
	assert.Contains(t, err.Error(), "[docs]", "problems name the plugin that found them")
}

func TestConfigValidation(t *testing.T) {
	tests := []struct {
		name   string
		modify func(c *docskit.Config)
		want   []string
	}{
		{
			name:   "navbar item with neither To nor Href",
			modify: func(c *docskit.Config) { c.Navbar.Items = append(c.Navbar.Items, docskit.NavItem{Label: "GitHub"}) },
			want:   []string{`navbar.items[1] "GitHub": needs either an internal target (To) or an external URL (Href)`},
		},
		{
			name:   "navbar item with both To and Href",
			modify: func(c *docskit.Config) { c.Navbar.Items[0].Href = "https://example.com" },
			want:   []string{`navbar.items[0] "가이드": has both To and Href`},
		},
		{
			name:   "navbar To without a leading slash",
			modify: func(c *docskit.Config) { c.Navbar.Items[0].To = "docs/guide" },
			want:   []string{`navbar.items[0] "가이드": To "docs/guide" must be a route starting with /`},
		},
		{
			name: "dropdown without links, and one with a menu in it",
			modify: func(c *docskit.Config) {
				c.Navbar.Items = append(c.Navbar.Items,
					docskit.NavItem{Type: docskit.NavDropdown, Label: "더 보기"},
					docskit.NavItem{Type: docskit.NavDropdown, Label: "자료", Items: []docskit.NavItem{
						{Label: "블로그", To: "blog"},
						{Type: docskit.NavDropdown, Label: "안쪽", Items: []docskit.NavItem{{Label: "x", To: "/x"}}},
					}})
			},
			want: []string{
				`navbar.items[1] "더 보기": a dropdown needs Items`,
				`navbar.items[2].items[0] "블로그": To "blog" must be a route starting with /`,
				`navbar.items[2].items[1]: a dropdown's item must be a link, not a dropdown`,
			},
		},
		{
			name: "code colour that would end its CSS rule",
			modify: func(c *docskit.Config) {
				c.CodeColors.Dark = &docskit.CodeColors{Keyword: "#ff8078", String: "red}body{display:none"}
			},
			want: []string{`codeColors.dark.String: "red}body{display:none" is not a CSS colour`},
		},
		{
			name: "footer item with a relative Href",
			modify: func(c *docskit.Config) {
				c.Footer.Columns = []docskit.FooterColumn{{Title: "문서", Items: []docskit.NavItem{{Label: "소개", Href: "/docs/intro"}}}}
			},
			want: []string{`footer.columns[0].items[0] "소개": Href "/docs/intro" must be an absolute http(s) URL`},
		},
		{
			name:   "URL without a scheme",
			modify: func(c *docskit.Config) { c.URL = "docs.test.example" },
			want:   []string{`url: "docs.test.example" must be an absolute http(s) origin`},
		},
		{
			name:   "URL with a path",
			modify: func(c *docskit.Config) { c.URL = "https://example.com/docs" },
			want:   []string{`url: "https://example.com/docs" must be an absolute http(s) origin without a path`},
		},
		{
			name:   "TOC range upside down",
			modify: func(c *docskit.Config) { c.TOC = docskit.TOCLevels{Min: 4, Max: 2} },
			want:   []string{"toc: levels 4 to 2 must satisfy 1 <= min <= max <= 6"},
		},
		{
			name:   "TOC level beyond h6",
			modify: func(c *docskit.Config) { c.TOC = docskit.TOCLevels{Min: 2, Max: 7} },
			want:   []string{"toc: levels 2 to 7"},
		},
		{
			name:   "base URL without a leading slash",
			modify: func(c *docskit.Config) { c.BaseURL = "docs" },
			want:   []string{`baseUrl: "docs" must start with /`},
		},
		{
			name:   "unknown color mode",
			modify: func(c *docskit.Config) { c.ColorMode.Default = "blue" },
			want:   []string{`colorMode.default: "blue" must be light, dark or system`},
		},
		{
			name:   "unknown markdown format",
			modify: func(c *docskit.Config) { c.Markdown.Format = "commonmark" },
			want:   []string{`markdown.format: "commonmark" must be mdx, md or detect`},
		},
		{
			name:   "unknown policy for code languages",
			modify: func(c *docskit.Config) { c.Markdown.UnknownCodeLanguage = "ignore" },
			want:   []string{`markdown.unknownCodeLanguage: "ignore" must be error or text`},
		},
		{
			name:   "announcement id with spaces",
			modify: func(c *docskit.Config) { c.Announcement = &docskit.Announcement{ID: "v 1", Text: "새 버전"} },
			want:   []string{`announcement.id: "v 1" must be a non-empty id without spaces`},
		},
		{
			name: "UI override of an unknown message",
			modify: func(c *docskit.Config) {
				c.UI = map[string]string{"theme.CodeBlock.copy": "Copy code", "theme.CodeBlok.copied": "Done"}
			},
			want: []string{`ui: "theme.CodeBlok.copied" is not a UI message id`},
		},
		{
			name:   "UI override with a placeholder the message lacks",
			modify: func(c *docskit.Config) { c.UI = map[string]string{"theme.docs.paginator.next": "Next: {title}"} },
			want:   []string{`ui: "theme.docs.paginator.next": the message has no placeholder {title}`},
		},
		{
			name: "every problem at once",
			modify: func(c *docskit.Config) {
				c.Title = " "
				c.URL = ""
				c.TOC = docskit.TOCLevels{Min: 3, Max: 2}
				c.Navbar.Items = append(c.Navbar.Items, docskit.NavItem{Label: "빈 항목"})
			},
			want: []string{"title: the site needs a title", `url: "" must be`, "toc: levels 3 to 2", `navbar.items[1] "빈 항목": needs either`},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testConfig()
			tc.modify(&cfg)
			_, err := docskit.New(cfg, docskit.WithSource(fstest.MapFS{}))
			require.Error(t, err)
			for _, want := range tc.want {
				assert.Contains(t, err.Error(), want)
			}
			var list diag.List
			require.True(t, errors.As(err, &list))
			assert.Len(t, list, len(tc.want), "%v", err)
		})
	}
}

func TestConfigDefaults(t *testing.T) {
	cfg := testConfig()
	cfg.BaseURL = "/site/"
	cfg.Locale = docskit.Locale{}
	b, err := docskit.New(cfg, docskit.WithSource(fstest.MapFS{}))
	require.NoError(t, err)
	got := b.Config()
	assert.Equal(t, "/site", got.BaseURL, "the trailing slash is removed")
	assert.Equal(t, docskit.TOCLevels{Min: 2, Max: 3}, got.TOC)
	assert.Equal(t, "en", got.Locale.HTMLLang)
	assert.Equal(t, "ltr", got.Locale.Direction)
	assert.Equal(t, "light", got.ColorMode.Default)
	assert.Equal(t, "Test Docs", got.Navbar.Title, "the navbar title defaults to the site title")
	assert.Equal(t, "mdx", got.Markdown.Format, "content is MDX by default, as in Docusaurus")
	assert.Equal(t, "error", got.Markdown.UnknownCodeLanguage, "an unknown code language fails the build by default")
}

func TestPluginValidation(t *testing.T) {
	_, err := docskit.New(testConfig(), docskit.WithPlugins(docs.New(docs.Options{}), docs.New(docs.Options{}), nil))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `two plugins are named "docs"`)
	assert.Contains(t, err.Error(), "a nil plugin")
}
