package docs_test

import (
	"context"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// siteFS reads a txtar-style listing: each "-- path --" line starts a file
// whose content runs to the next such line.
func siteFS(listing string) fstest.MapFS {
	fsys := fstest.MapFS{}
	var cur *fstest.MapFile
	for _, line := range strings.SplitAfter(listing, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			cur = &fstest.MapFile{}
			fsys[strings.TrimSpace(t[3:len(t)-3])] = cur
			continue
		}
		if cur != nil {
			cur.Data = append(cur.Data, line...)
		}
	}
	return fsys
}

func newContext(fsys fstest.MapFS) *docskit.Context {
	return &docskit.Context{Context: context.Background(), Source: fsys, Config: &docskit.Config{Title: "Nuri", URL: "https://docs.nuri.example"}}
}

// loadSite runs the builder's load, parse and resolve steps with the plugin.
func loadSite(t *testing.T, fsys fstest.MapFS, opts docs.Options) *docskit.Site {
	t.Helper()
	b, err := docskit.New(*newContext(fsys).Config, docskit.WithSource(fsys), docskit.WithPlugins(docs.New(opts)))
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	return site
}

// loadErr runs Load and returns its problems.
func loadErr(t *testing.T, fsys fstest.MapFS) diag.List {
	t.Helper()
	pages, err := docs.New(docs.Options{}).Load(newContext(fsys))
	require.Error(t, err)
	assert.Nil(t, pages, "a failed load returns no pages")
	list, ok := err.(diag.List)
	require.True(t, ok, "Load reports problems as a diag.List, got %T: %v", err, err)
	return list
}

func bySource(t *testing.T, s *docskit.Site, source string) *docskit.Page {
	t.Helper()
	for _, p := range s.Pages {
		if p.Source == source {
			return p
		}
	}
	require.Failf(t, "no page", "no page from %s", source)
	return nil
}

// guideSite is a docs folder with every ordering and labelling rule in play:
//
//	guide/index.mdx        top index, opens the sidebar
//	guide/intro.mdx        sidebar_position 1, title from its # heading
//	guide/push/            _category_.json: label, position 2, not collapsed
//	guide/deep/index.mdx   category index with sidebar_position 3 and the label
//	guide/alpha.mdx, guide/plain/, guide/zeta.mdx   unpositioned: by name
var guideSite = `
-- docs/guide/index.mdx --
---
title: 가이드
sidebar_label: 가이드 홈
---
본문
-- docs/guide/intro.mdx --
---
sidebar_position: 1
---
# 소개 제목

본문
-- docs/guide/zeta.mdx --
제목 없는 본문
-- docs/guide/alpha.mdx --
---
title: Alpha
pagination_label: Alpha 페이지
---
-- docs/guide/push/_category_.json --
{"label": "푸시 알림", "position": 2, "collapsed": false}
-- docs/guide/push/send.mdx --
---
title: 보내기
slug: /push-send
---
-- docs/guide/push/receive.mdx --
---
title: 받기
slug: recv
---
-- docs/guide/deep/index.mdx --
---
title: 딥 링크
sidebar_position: 3
---
-- docs/guide/deep/app.mdx --
---
title: 앱 링크
id: app-link
---
-- docs/guide/plain/x.mdx --
---
title: X
---
-- docs/guide/_partial.mdx --
# 포함용 조각
-- docs/guide/_snippets/s.mdx --
# 조각
-- docs/guide/.draft.mdx --
# 초안
-- docs/sdk/README.md --
# SDK
-- docs/sdk/start.mdx --
# 시작하기
`

// perFolder is the Nuri site's layout: a sidebar per top-level folder.
var perFolder = docs.Options{Sidebars: []string{"guide", "sdk"}}

func TestRoutesAndIDs(t *testing.T) {
	site := loadSite(t, siteFS(guideSite), perFolder)
	tests := []struct {
		source, route, id string
	}{
		{"docs/guide/index.mdx", "/docs/guide", "guide/index"},
		{"docs/guide/intro.mdx", "/docs/guide/intro", "guide/intro"},
		{"docs/guide/push/send.mdx", "/docs/push-send", "guide/push/send"},
		{"docs/guide/push/receive.mdx", "/docs/guide/push/recv", "guide/push/receive"},
		{"docs/guide/deep/index.mdx", "/docs/guide/deep", "guide/deep/index"},
		{"docs/guide/deep/app.mdx", "/docs/guide/deep/app-link", "guide/deep/app-link"},
		{"docs/sdk/README.md", "/docs/sdk", "sdk/README"},
		{"docs/sdk/start.mdx", "/docs/sdk/start", "sdk/start"},
	}
	for _, tc := range tests {
		t.Run(tc.source, func(t *testing.T) {
			p := bySource(t, site, tc.source)
			assert.Equal(t, tc.route, p.Route)
			assert.Equal(t, tc.id, p.ID)
			assert.Equal(t, docskit.KindDoc, p.Kind)
		})
	}
}

func TestRouteRules(t *testing.T) {
	tests := []struct {
		name, file, content, want string
		opts                      docs.Options
	}{
		{name: "index page is its folder", file: "docs/a/b/index.mdx", content: "# T\n", want: "/docs/a/b"},
		{name: "README is its folder", file: "docs/a/README.md", content: "# T\n", want: "/docs/a"},
		{name: "file named like its folder is the folder", file: "docs/a/push/push.mdx", content: "# T\n", want: "/docs/a/push"},
		{name: "absolute slug is under the route base", file: "docs/a/b/c.mdx", content: "---\nslug: /elsewhere/page\n---\n", want: "/docs/elsewhere/page"},
		{name: "relative slug is in the file's folder", file: "docs/a/b/c.mdx", content: "---\nslug: renamed\n---\n", want: "/docs/a/b/renamed"},
		{name: "slug / is the route base", file: "docs/a/home.mdx", content: "---\nslug: /\n---\n", want: "/docs"},
		{name: "trailing slash of a slug is dropped", file: "docs/a/c.mdx", content: "---\nslug: /x/\n---\n", want: "/docs/x"},
		{name: "id replaces the file name", file: "docs/a/c.mdx", content: "---\nid: other\n---\n", want: "/docs/a/other"},
		{name: "slug wins over id", file: "docs/a/c.mdx", content: "---\nid: other\nslug: s\n---\n", want: "/docs/a/s"},
		{name: "md files are docs too", file: "docs/a/plain.md", content: "# T\n", want: "/docs/a/plain"},
		{name: "route base and path options", file: "content/a/b.mdx", content: "# T\n", want: "/manual/a/b", opts: docs.Options{Path: "content", RouteBase: "/manual"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			site := loadSite(t, fstest.MapFS{tc.file: {Data: []byte(tc.content)}}, tc.opts)
			require.Len(t, site.Pages, 1)
			assert.Equal(t, tc.want, site.Pages[0].Route)
			assert.Equal(t, tc.file, site.Pages[0].Source)
		})
	}
}

func TestTitles(t *testing.T) {
	tests := []struct {
		name, content, wantTitle, wantLabel string
	}{
		{"front matter title", "---\ntitle: 앞 제목\n---\n# 본문 제목\n", "앞 제목", "앞 제목"},
		{"leading # heading", "# 본문 제목\n\n본문\n", "본문 제목", "본문 제목"},
		{"leading # heading after front matter and imports", "---\ndescription: d\n---\n\nimport Tabs from '@theme/Tabs';\n\n# 본문 제목\n", "본문 제목", "본문 제목"},
		{"a later top-level # heading is the title, as in Docusaurus 3", "본문 먼저\n\n# 나중 제목\n", "나중 제목", "나중 제목"},
		{"file name when nothing else", "본문\n", "page-name", "page-name"},
		{"numeric title", "---\ntitle: 2024\n---\n", "2024", "2024"},
		{"sidebar_label changes the label only", "---\ntitle: 긴 제목\nsidebar_label: 짧게\n---\n", "긴 제목", "짧게"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			site := loadSite(t, fstest.MapFS{"docs/a/page-name.mdx": {Data: []byte(tc.content)}}, docs.Options{Sidebars: []string{"a"}})
			require.Len(t, site.Pages, 1)
			assert.Equal(t, tc.wantTitle, site.Pages[0].Title)
			require.Len(t, site.Sidebars["a"].Items, 1)
			assert.Equal(t, tc.wantLabel, site.Sidebars["a"].Items[0].Label)
		})
	}
}

func TestFrontMatterFields(t *testing.T) {
	site := loadSite(t, fstest.MapFS{"docs/a/p.mdx": {Data: []byte("---\ntitle: T\ndescription: 설명\nhide_table_of_contents: true\ncustom_key: 7\n---\n\n본문\n")}}, docs.Options{})
	p := site.Pages[0]
	assert.Equal(t, "설명", p.Description)
	assert.True(t, p.HideTOC)
	assert.Equal(t, 7, p.FrontMatter.Values["custom_key"], "plugins can read custom keys")
	assert.Equal(t, 5, p.FrontMatter.Line("custom_key"), "and name their lines")
	assert.Equal(t, "\n본문\n", string(p.Body), "the body is the file without its front matter")
	assert.Equal(t, 6, p.BodyLine, "lines before the body, so that body diagnostics name file lines")
}

// outline renders a sidebar one item a line: "link Label /href" or
// "category Label [/href] (open|collapsed)", children indented.
func outline(items []*docskit.SidebarItem) string {
	var b strings.Builder
	var write func(items []*docskit.SidebarItem, indent string)
	write = func(items []*docskit.SidebarItem, indent string) {
		for _, it := range items {
			b.WriteString(indent + it.Type + " " + it.Label)
			if it.Href != "" {
				b.WriteString(" " + it.Href)
			}
			if it.Type == "category" {
				if it.Collapsed {
					b.WriteString(" (collapsed)")
				} else {
					b.WriteString(" (open)")
				}
			}
			b.WriteString("\n")
			write(it.Items, indent+"  ")
		}
	}
	write(items, "")
	return b.String()
}

func TestSidebars(t *testing.T) {
	site := loadSite(t, siteFS(guideSite), perFolder)
	require.Len(t, site.Sidebars, 2, "one sidebar per top-level folder")

	// Positioned entries first (intro 1, push 2 from _category_.json, deep 3
	// from its index doc), then the rest by file or folder name. Labels: the
	// _category_.json label, else the index doc's label, else the folder name.
	assert.Equal(t, `link 가이드 홈 /docs/guide
link 소개 제목 /docs/guide/intro
category 푸시 알림 (open)
  link 받기 /docs/guide/push/recv
  link 보내기 /docs/push-send
category 딥 링크 /docs/guide/deep (collapsed)
  link 앱 링크 /docs/guide/deep/app-link
link Alpha /docs/guide/alpha
category plain (collapsed)
  link X /docs/guide/plain/x
link zeta /docs/guide/zeta
`, outline(site.Sidebars["guide"].Items))
	assert.Equal(t, "link SDK /docs/sdk\nlink 시작하기 /docs/sdk/start\n", outline(site.Sidebars["sdk"].Items))

	for _, p := range site.Pages {
		want := strings.Split(strings.TrimPrefix(p.Source, "docs/"), "/")[0]
		assert.Equal(t, want, p.Sidebar, "sidebar of %s", p.Source)
	}
}

func TestSidebarOrdering(t *testing.T) {
	tests := []struct {
		name  string
		files string
		want  string
	}{
		{
			name: "sidebar_position, fractions and names",
			files: `
-- docs/s/c.mdx --
---
sidebar_position: 2
---
-- docs/s/a.mdx --
---
sidebar_position: 10
---
-- docs/s/b.mdx --
---
sidebar_position: 2.5
---
-- docs/s/y.mdx --
# y
-- docs/s/x.mdx --
# x
`,
			want: "link c /docs/s/c\nlink b /docs/s/b\nlink a /docs/s/a\nlink x /docs/s/x\nlink y /docs/s/y\n",
		},
		{
			name: "_category_.json position wins over the index doc's position",
			files: `
-- docs/s/first.mdx --
---
sidebar_position: 2
---
-- docs/s/cat/_category_.json --
{"position": 1}
-- docs/s/cat/index.mdx --
---
title: 카테고리
sidebar_position: 5
---
`,
			want: "link 카테고리 /docs/s/cat\nlink first /docs/s/first\n",
		},
		{
			name: "a category with only its index doc is a link",
			files: `
-- docs/s/b.mdx --
# b
-- docs/s/a/index.mdx --
# 에이
`,
			want: "link 에이 /docs/s/a\nlink b /docs/s/b\n",
		},
		{
			name: "_category_.json without docs makes no category, as in Docusaurus",
			files: `
-- docs/s/a.mdx --
# a
-- docs/s/empty/_category_.json --
{"label": "비어 있음"}
`,
			want: "link a /docs/s/a\n",
		},
		{
			name: "collapsed true and false",
			files: `
-- docs/s/open/_category_.json --
{"label": "열림", "position": 1, "collapsed": false}
-- docs/s/open/a.mdx --
# a
-- docs/s/shut/_category_.json --
{"label": "닫힘", "position": 2, "collapsed": true}
-- docs/s/shut/b.mdx --
# b
`,
			want: "category 열림 (open)\n  link a /docs/s/open/a\ncategory 닫힘 (collapsed)\n  link b /docs/s/shut/b\n",
		},
		{
			name: "nested categories",
			files: `
-- docs/s/a/b/c.mdx --
# c
-- docs/s/a/b/_category_.json --
{"label": "B"}
`,
			want: "category a (collapsed)\n  category B (collapsed)\n    link c /docs/s/a/b/c\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			site := loadSite(t, siteFS(tc.files), docs.Options{Sidebars: []string{"s"}})
			require.Contains(t, site.Sidebars, "s")
			assert.Equal(t, tc.want, outline(site.Sidebars["s"].Items))
		})
	}
}

func TestSidebarsOption(t *testing.T) {
	site := loadSite(t, siteFS(guideSite), docs.Options{Sidebars: []string{"sdk"}})
	assert.Len(t, site.Sidebars, 1)
	assert.Contains(t, site.Sidebars, "sdk")
	assert.Empty(t, bySource(t, site, "docs/guide/intro.mdx").Sidebar, "a folder without a sidebar has pages without one")
	assert.Nil(t, bySource(t, site, "docs/guide/intro.mdx").Next)
}

func TestPrivateFilesAreSkipped(t *testing.T) {
	site := loadSite(t, siteFS(guideSite), perFolder)
	for _, p := range site.Pages {
		assert.NotContains(t, p.Source, "/_partial", "files starting with _ are partials")
		assert.NotContains(t, p.Source, "/_snippets/", "folders starting with _ are skipped")
		assert.NotContains(t, p.Source, "/.draft", "hidden files are skipped")
	}
	assert.Len(t, site.Pages, 11)
}

func TestBreadcrumbs(t *testing.T) {
	site := loadSite(t, siteFS(guideSite), perFolder)
	tests := []struct {
		source string
		want   []docskit.Crumb
	}{
		{"docs/guide/index.mdx", []docskit.Crumb{{Label: "가이드 홈", Href: "/docs/guide"}}},
		{"docs/guide/intro.mdx", []docskit.Crumb{{Label: "소개 제목", Href: "/docs/guide/intro"}}},
		{"docs/guide/push/send.mdx", []docskit.Crumb{{Label: "푸시 알림"}, {Label: "보내기", Href: "/docs/push-send"}}},
		{"docs/guide/deep/index.mdx", []docskit.Crumb{{Label: "딥 링크", Href: "/docs/guide/deep"}}},
		{"docs/guide/deep/app.mdx", []docskit.Crumb{{Label: "딥 링크", Href: "/docs/guide/deep"}, {Label: "앱 링크", Href: "/docs/guide/deep/app-link"}}},
		{"docs/guide/plain/x.mdx", []docskit.Crumb{{Label: "plain"}, {Label: "X", Href: "/docs/guide/plain/x"}}},
	}
	for _, tc := range tests {
		t.Run(tc.source, func(t *testing.T) {
			assert.Equal(t, tc.want, bySource(t, site, tc.source).Breadcrumbs)
		})
	}
}

func TestPrevNext(t *testing.T) {
	site := loadSite(t, siteFS(guideSite), perFolder)
	// Follow Next from the sidebar's first page: the reading order crosses
	// into and out of categories, and uses pagination_label.
	first := bySource(t, site, "docs/guide/index.mdx")
	assert.Nil(t, first.Prev)
	var chain []string
	for p := first; p != nil; {
		chain = append(chain, p.Route)
		if p.Next == nil {
			break
		}
		next := site.Pages[0]
		found := false
		for _, q := range site.Pages {
			if q.Route == p.Next.Href {
				next, found = q, true
			}
		}
		require.True(t, found, "next of %s is %s, which is no page", p.Route, p.Next.Href)
		require.NotNil(t, next.Prev)
		assert.Equal(t, p.Route, next.Prev.Href, "prev of %s", next.Route)
		p = next
		require.Less(t, len(chain), 20, "the chain loops")
	}
	assert.Equal(t, []string{
		"/docs/guide", "/docs/guide/intro", "/docs/guide/push/recv", "/docs/push-send",
		"/docs/guide/deep", "/docs/guide/deep/app-link", "/docs/guide/alpha", "/docs/guide/plain/x", "/docs/guide/zeta",
	}, chain)

	assert.Equal(t, &docskit.NavLink{Label: "Alpha 페이지", Href: "/docs/guide/alpha"}, bySource(t, site, "docs/guide/deep/app.mdx").Next, "pagination_label names the link")
	assert.Equal(t, &docskit.NavLink{Label: "가이드 홈", Href: "/docs/guide"}, bySource(t, site, "docs/guide/intro.mdx").Prev, "the label is the sidebar label")

	sdkStart := bySource(t, site, "docs/sdk/start.mdx")
	assert.Nil(t, sdkStart.Next, "prev/next stay within one sidebar")
	assert.Equal(t, "/docs/sdk", sdkStart.Prev.Href)
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		data  string
		want  string // "file:line"
		msg   string // substring of the message
		hint  string // substring of the hint
		mode  fs.FileMode
		noLoc bool
	}{
		{name: "bad YAML", file: "docs/a/x.mdx", data: "---\ntitle: a\ntags: [x\n---\n", want: "docs/a/x.mdx:3", msg: "invalid front matter"},
		{name: "unclosed front matter", file: "docs/a/x.mdx", data: "---\ntitle: a\n\nbody\n", want: "docs/a/x.mdx:1", msg: "not closed"},
		{name: "sidebar_position not a number", file: "docs/a/x.mdx", data: "---\ntitle: a\nsidebar_position: first\n---\n", want: "docs/a/x.mdx:3", msg: `sidebar_position must be a number, not "first"`},
		{name: "hide_table_of_contents not a bool", file: "docs/a/x.mdx", data: "---\ntitle: t\n\nhide_table_of_contents: \"yes\"\n---\n", want: "docs/a/x.mdx:4", msg: "hide_table_of_contents must be true or false"},
		{name: "id with a slash", file: "docs/a/x.mdx", data: "---\nid: x/y\n---\n", want: "docs/a/x.mdx:2", msg: `id "x/y" must not contain /`},
		{name: "title not a string", file: "docs/a/x.mdx", data: "---\ndescription: d\ntitle: [a]\n---\n", want: "docs/a/x.mdx:3", msg: "title must be a string"},
		{name: "not UTF-8", file: "docs/a/x.mdx", data: "---\ntitle: ok\n---\n\ncaf\xe9\n", want: "docs/a/x.mdx:5", msg: "not valid UTF-8"},
		{name: "_category_.json syntax error", file: "docs/a/b/_category_.json", data: "{\n  \"label\": \"B\",\n  \"position\": 2,\n}\n", want: "docs/a/b/_category_.json:4", msg: "invalid _category_.json"},
		{name: "_category_.json wrong type", file: "docs/a/b/_category_.json", data: "{\n  \"label\": \"B\",\n  \"position\": \"2\"\n}\n", want: "docs/a/b/_category_.json:3", msg: `"position" must be a number, not a string`},
		{name: "_category_.json unknown field", file: "docs/a/b/_category_.json", data: "{\"label\": \"B\",\n\"positon\": 2}\n", want: "docs/a/b/_category_.json:2", msg: `unknown key "positon"`},
		{name: "_category_.json trailing comma", file: "docs/a/b/_category_.json", data: "{\"label\": \"B\",\n}\n", want: "docs/a/b/_category_.json:2", msg: "invalid character '}'", hint: "no comma after the last item"},
		{name: "_category_.json empty", file: "docs/a/b/_category_.json", data: "", want: "docs/a/b/_category_.json:1", msg: "the file is empty"},
		{name: "_category_.json unknown link type", file: "docs/a/b/_category_.json", data: "{\"label\": \"B\",\n\"link\": {\"type\": \"page\"}}\n", want: "docs/a/b/_category_.json:2", msg: `invalid _category_.json: unknown category link type "page"`},
		{name: "_category_.yml wrong type", file: "docs/a/b/_category_.yml", data: "label: B\nposition: first\n", want: "docs/a/b/_category_.yml:2", msg: `invalid _category_.yml: "position" must be a number, not a string`},
		{name: "_category_.yaml unknown key", file: "docs/a/b/_category_.yaml", data: "label: B\n\ncolapsed: true\n", want: "docs/a/b/_category_.yaml:3", msg: `unknown key "colapsed"`},
		{name: "_category_.yml bad YAML", file: "docs/a/b/_category_.yml", data: "label: [B\n", want: "docs/a/b/_category_.yml:1", msg: "invalid _category_.yml"},
		{name: "_category_.yml not a mapping", file: "docs/a/b/_category_.yml", data: "- a\n- b\n", want: "docs/a/b/_category_.yml:1", msg: "expected keys and values"},
		{name: "named pipe", file: "docs/a/x.mdx", mode: fs.ModeNamedPipe, want: "docs/a/x.mdx:1", msg: "cannot read the file: it is a named pipe (FIFO), not a regular file"},
		{name: "dangling symlink", file: "docs/a/x.mdx", mode: fs.ModeSymlink, data: "gone.mdx", want: "docs/a/x.mdx:1", msg: "cannot read the file", hint: "a symbolic link to gone.mdx, which does not exist"},
		{name: "file over the size limit", file: "docs/a/x.mdx", data: strings.Repeat("x", docs.DefaultMaxFileSize+200<<10), want: "docs/a/x.mdx:1", msg: "the file is 2.2 MiB, more than the 2.0 MiB a page may have"},
		{name: "slug taken by another file", file: "docs/a/x.mdx", data: "---\ntitle: X\nslug: /a/ok\n---\n", want: "docs/a/x.mdx:3", msg: "duplicate route /docs/a/ok: also produced by docs/a/ok.mdx:1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			list := loadErr(t, fstest.MapFS{
				tc.file:         {Data: []byte(tc.data), Mode: tc.mode},
				"docs/a/ok.mdx": {Data: []byte("# OK\n")},
			})
			require.Len(t, list, 1, "%v", list)
			assert.Equal(t, tc.want, list[0].Pos.String())
			assert.Contains(t, list[0].Msg, tc.msg)
			assert.Contains(t, list[0].Hint, tc.hint)
		})
	}
}

func TestCategoryLinkToMissingDoc(t *testing.T) {
	list := loadErr(t, siteFS(`
-- docs/a/b/_category_.json --
{"link": {"type": "doc", "id": "nope"}}
-- docs/a/b/page.mdx --
# 쪽
`))
	require.Len(t, list, 1)
	assert.Equal(t, "docs/a/b/_category_.json", list[0].Pos.String())
	assert.Equal(t, `link: no doc with id "nope"`, list[0].Msg)
}

func TestLoadReportsEveryProblem(t *testing.T) {
	list := loadErr(t, siteFS(`
-- docs/a/one.mdx --
---
sidebar_position: x
---
-- docs/a/two.mdx --
---
hide_table_of_contents: 1
---
-- docs/a/c/_category_.json --
{"label": 3}
-- docs/a/fine.mdx --
# fine
`))
	var got []string
	for _, d := range list {
		got = append(got, d.Pos.String())
	}
	assert.ElementsMatch(t, []string{"docs/a/one.mdx:2", "docs/a/two.mdx:2", "docs/a/c/_category_.json:1"}, got)
}

func TestMissingContentFolder(t *testing.T) {
	_, err := docs.New(docs.Options{}).Load(newContext(fstest.MapFS{"other/a.mdx": {Data: []byte("# a\n")}}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "docs")
}

func TestPluginIdentity(t *testing.T) {
	p := docs.New(docs.Options{VersionLabel: "1.x"})
	assert.Equal(t, "docs", p.Name())
	assert.Equal(t, docs.ContentFormat, p.Version())
	versions := fmt.Sprint(p.Metadata()["docsVersions"])
	assert.Contains(t, versions, "1.x")
	assert.Contains(t, versions, "/docs")
}

func TestDuplicateRoutesWarnBuildsTheFirst(t *testing.T) {
	fsys := fstest.MapFS{
		"docs/a/ok.mdx": {Data: []byte("---\ntitle: OK\n---\n")},
		"docs/a/x.mdx":  {Data: []byte("---\ntitle: X\nslug: /a/ok\n---\n")},
	}
	for _, mode := range []string{"warn", "ignore"} {
		ctx := newContext(fsys)
		ctx.Config.OnDuplicateRoutes = mode
		pages, err := docs.New(docs.Options{}).Load(ctx)
		require.NoError(t, err, mode)
		require.Len(t, pages, 1, mode)
		assert.Equal(t, "docs/a/ok.mdx", pages[0].Source, "the first file keeps the route")
	}
}
