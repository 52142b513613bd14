package docs_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/plugins/docs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tutorialDocs are the docs the sidebars files of these tests name.
var tutorialDocs = `
-- docs/intro.mdx --
---
title: 소개
description: 시작하는 글
---
-- docs/guides/install.mdx --
---
title: 설치
sidebar_label: 설치하기
sidebar_custom_props: {badge: new}
---
-- docs/guides/config.mdx --
# 설정
-- docs/guides/deploy.mdx --
---
title: 배포
pagination_label: 배포 안내
---
-- docs/api/overview.mdx --
---
title: API 개요
id: api-home
---
-- docs/api/errors.mdx --
# 오류
`

// describe renders sidebar items one a line with every field a theme
// reads: "link Label /href", "category Label [/href] (open|collapsed)
// [fixed]", "html <value> [default]", then {className} and [props].
func describe(items []*docskit.SidebarItem) string {
	var b strings.Builder
	var write func(items []*docskit.SidebarItem, indent string)
	write = func(items []*docskit.SidebarItem, indent string) {
		for _, it := range items {
			b.WriteString(indent + it.Type)
			if it.Label != "" {
				b.WriteString(" " + it.Label)
			}
			if it.Href != "" {
				b.WriteString(" " + it.Href)
			}
			if it.Type == "html" {
				b.WriteString(" " + it.Value)
				if it.DefaultStyle {
					b.WriteString(" default")
				}
			}
			if it.Type == "category" {
				if it.Collapsed {
					b.WriteString(" (collapsed)")
				} else {
					b.WriteString(" (open)")
				}
				if it.Collapsible != nil && !*it.Collapsible {
					b.WriteString(" fixed")
				}
			}
			if it.ClassName != "" {
				b.WriteString(" {" + it.ClassName + "}")
			}
			if it.Description != "" {
				b.WriteString(" «" + it.Description + "»")
			}
			if it.CustomProps != nil {
				j, _ := json.Marshal(it.CustomProps)
				b.WriteString(" " + string(j))
			}
			b.WriteString("\n")
			write(it.Items, indent+"  ")
		}
	}
	write(items, "")
	return b.String()
}

// withSidebars loads tutorialDocs (or fsys) with a sidebars file.
func withSidebars(t *testing.T, fsys fstest.MapFS, sidebars string, opts docs.Options) *docskit.Site {
	t.Helper()
	if fsys == nil {
		fsys = siteFS(tutorialDocs)
	}
	opts.SidebarsJSON = []byte(sidebars)
	return loadSite(t, fsys, opts)
}

func TestSidebarItemKinds(t *testing.T) {
	tests := []struct {
		name, sidebars, want string
	}{
		{
			name:     "doc ids as strings, labels from sidebar_label, the title or the # heading",
			sidebars: `{"s": ["intro", "guides/install", "guides/config"]}`,
			want:     "link 소개 /docs/intro\nlink 설치하기 /docs/guides/install {\"badge\":\"new\"}\nlink 설정 /docs/guides/config\n",
		},
		{
			name:     "doc items: an explicit label, className and customProps (sidebar_label still wins, as in Docusaurus)",
			sidebars: `{"s": [{"type": "doc", "id": "intro", "label": "처음", "className": "first", "customProps": {"n": 1}}, {"type": "doc", "id": "guides/install", "label": "무시됨"}]}`,
			want:     "link 처음 /docs/intro {first} {\"n\":1}\nlink 설치하기 /docs/guides/install {\"badge\":\"new\"}\n",
		},
		{
			name:     "a front matter id names the doc",
			sidebars: `{"s": ["api/api-home"]}`,
			want:     "link API 개요 /docs/api/api-home\n",
		},
		{
			name:     "ref items are links",
			sidebars: `{"s": [{"type": "ref", "id": "api/errors"}]}`,
			want:     "link 오류 /docs/api/errors\n",
		},
		{
			name:     "external and internal link items",
			sidebars: `{"s": [{"type": "link", "label": "GitHub", "href": "https://github.com/nuri-dev", "className": "gh", "description": "저장소"}, {"type": "link", "label": "홈", "href": "/"}]}`,
			want:     "link GitHub https://github.com/nuri-dev {gh} «저장소»\nlink 홈 /\n",
		},
		{
			name:     "html items",
			sidebars: `{"s": [{"type": "html", "value": "<b>구분</b>", "defaultStyle": true, "className": "sep"}, {"type": "html", "value": "<hr>"}]}`,
			want:     "html <b>구분</b> default {sep}\nhtml <hr>\n",
		},
		{
			name: "categories: collapsed, collapsible false (always open), className, description, a doc link",
			sidebars: `{"s": [
				{"type": "category", "label": "가이드", "collapsed": false, "className": "g", "description": "따라 하기", "items": ["guides/install"]},
				{"type": "category", "label": "고정", "collapsible": false, "collapsed": true, "items": ["guides/config"]},
				{"type": "category", "label": "API", "link": {"type": "doc", "id": "api/api-home"}, "items": ["api/errors"]},
				{"type": "category", "label": "기본", "items": ["guides/deploy"]}
			]}`,
			want: "category 가이드 (open) {g} «따라 하기»\n  link 설치하기 /docs/guides/install {\"badge\":\"new\"}\n" +
				"category 고정 (open) fixed\n  link 설정 /docs/guides/config\n" +
				"category API /docs/api/api-home (collapsed)\n  link 오류 /docs/api/errors\n" +
				"category 기본 (collapsed)\n  link 배포 /docs/guides/deploy\n",
		},
		{
			name:     "a category with a generated index gets its page's route",
			sidebars: `{"s": [{"type": "category", "label": "Guides & Tips", "link": {"type": "generated-index"}, "items": ["guides/install"]}, {"type": "category", "label": "직접", "link": {"type": "generated-index", "slug": "/all-guides"}, "items": ["guides/config"]}]}`,
			want:     "category Guides & Tips /docs/category/guides--tips (collapsed)\n  link 설치하기 /docs/guides/install {\"badge\":\"new\"}\ncategory 직접 /docs/all-guides (collapsed)\n  link 설정 /docs/guides/config\n",
		},
		{
			name:     "the category shorthand, as a sidebar and as an item, in the file's order",
			sidebars: `{"s": {"나중": ["intro"], "가이드": ["guides/install", {"세부": ["guides/config"]}]}}`,
			want:     "category 나중 (collapsed)\n  link 소개 /docs/intro\ncategory 가이드 (collapsed)\n  link 설치하기 /docs/guides/install {\"badge\":\"new\"}\n  category 세부 (collapsed)\n    link 설정 /docs/guides/config\n",
		},
		{
			name:     "an empty category with a doc link is a link to its doc",
			sidebars: `{"s": [{"type": "category", "label": "API", "link": {"type": "doc", "id": "api/api-home"}, "items": []}]}`,
			want:     "link API /docs/api/api-home\n",
		},
		{
			name:     "an empty category with a generated index makes nothing",
			sidebars: `{"s": ["intro", {"type": "category", "label": "빈", "link": {"type": "generated-index"}, "items": []}]}`,
			want:     "link 소개 /docs/intro\n",
		},
		{
			name:     "autogenerated items inside a category and at the top",
			sidebars: `{"s": [{"type": "category", "label": "API 전체", "items": [{"type": "autogenerated", "dirName": "api"}]}, {"type": "autogenerated", "dirName": "guides"}]}`,
			want:     "category API 전체 (collapsed)\n  link 오류 /docs/api/errors\n  link API 개요 /docs/api/api-home\nlink 설정 /docs/guides/config\nlink 배포 /docs/guides/deploy\nlink 설치하기 /docs/guides/install {\"badge\":\"new\"}\n",
		},
		{
			name:     "a list inside a list is its items, in place (as Docusaurus reads it)",
			sidebars: `{"s": ["intro", ["guides/install", "guides/config"]]}`,
			want:     "link 소개 /docs/intro\nlink 설치하기 /docs/guides/install {\"badge\":\"new\"}\nlink 설정 /docs/guides/config\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			site := withSidebars(t, nil, tc.sidebars, docs.Options{})
			require.Contains(t, site.Sidebars, "s")
			assert.Equal(t, tc.want, describe(site.Sidebars["s"].Items))
		})
	}
}

func TestSidebarOptionsDefaults(t *testing.T) {
	sidebars := `{"s": [{"type": "category", "label": "A", "items": ["intro"]}, {"type": "category", "label": "B", "collapsed": true, "items": ["guides/config"]}, {"type": "category", "label": "C", "collapsible": true, "items": ["api/errors"]}]}`
	site := withSidebars(t, nil, sidebars, docs.Options{SidebarCollapsed: new(false)})
	assert.Equal(t, "category A (open)\n  link 소개 /docs/intro\ncategory B (collapsed)\n  link 설정 /docs/guides/config\ncategory C (open)\n  link 오류 /docs/api/errors\n",
		describe(site.Sidebars["s"].Items), "sidebarCollapsed: false opens the categories that do not say")
	site = withSidebars(t, nil, sidebars, docs.Options{SidebarCollapsible: new(false)})
	assert.Equal(t, "category A (open) fixed\n  link 소개 /docs/intro\ncategory B (open) fixed\n  link 설정 /docs/guides/config\ncategory C (collapsed)\n  link 오류 /docs/api/errors\n",
		describe(site.Sidebars["s"].Items), "sidebarCollapsible: false fixes the categories that do not say")
}

func TestDocsInSidebars(t *testing.T) {
	site := withSidebars(t, nil, `{
		"first": ["intro", {"type": "category", "label": "가이드", "link": {"type": "generated-index", "title": "가이드 모음", "description": "모든 가이드"}, "items": ["guides/install", "guides/config", {"type": "ref", "id": "api/errors"}, {"type": "link", "label": "밖", "href": "https://example.com"}]}],
		"second": [{"type": "category", "label": "API", "link": {"type": "doc", "id": "api/api-home"}, "items": ["api/errors", "guides/deploy"]}]
	}`, docs.Options{})
	tests := []struct {
		source, sidebar string
		crumbs          []docskit.Crumb
		prev, next      *docskit.NavLink
	}{
		{"docs/intro.mdx", "first", []docskit.Crumb{{Label: "소개", Href: "/docs/intro"}}, nil, &docskit.NavLink{Label: "가이드", Href: "/docs/category/가이드"}},
		{"docs/guides/install.mdx", "first", []docskit.Crumb{{Label: "가이드", Href: "/docs/category/가이드"}, {Label: "설치하기", Href: "/docs/guides/install"}},
			&docskit.NavLink{Label: "가이드", Href: "/docs/category/가이드"}, &docskit.NavLink{Label: "설정", Href: "/docs/guides/config"}},
		{"docs/guides/config.mdx", "first", []docskit.Crumb{{Label: "가이드", Href: "/docs/category/가이드"}, {Label: "설정", Href: "/docs/guides/config"}},
			&docskit.NavLink{Label: "설치하기", Href: "/docs/guides/install"}, nil},
		// A ref is a link only: errors.mdx is in "second" (its doc item there).
		{"docs/api/errors.mdx", "second", []docskit.Crumb{{Label: "API", Href: "/docs/api/api-home"}, {Label: "오류", Href: "/docs/api/errors"}},
			&docskit.NavLink{Label: "API 개요", Href: "/docs/api/api-home"}, &docskit.NavLink{Label: "배포 안내", Href: "/docs/guides/deploy"}},
		{"docs/api/overview.mdx", "second", []docskit.Crumb{{Label: "API", Href: "/docs/api/api-home"}}, nil, &docskit.NavLink{Label: "오류", Href: "/docs/api/errors"}},
	}
	for _, tc := range tests {
		t.Run(tc.source, func(t *testing.T) {
			p := bySource(t, site, tc.source)
			assert.Equal(t, tc.sidebar, p.Sidebar)
			assert.Equal(t, tc.crumbs, p.Breadcrumbs)
			assert.Equal(t, tc.prev, p.Prev)
			assert.Equal(t, tc.next, p.Next)
		})
	}

	gi := site.Page("/docs/category/가이드")
	require.NotNil(t, gi, "the generated index is a page")
	assert.Equal(t, docskit.KindGeneratedIndex, gi.Kind)
	assert.Equal(t, "가이드 모음", gi.Title, "the link's title")
	assert.Equal(t, "모든 가이드", gi.Description)
	assert.Equal(t, "first", gi.Sidebar)
	assert.Equal(t, []docskit.Crumb{{Label: "가이드", Href: "/docs/category/가이드"}}, gi.Breadcrumbs)
	assert.Equal(t, &docskit.NavLink{Label: "소개", Href: "/docs/intro"}, gi.Prev)
	assert.Equal(t, &docskit.NavLink{Label: "설치하기", Href: "/docs/guides/install"}, gi.Next)
	cards := gi.Props["items"].([]*docskit.SidebarItem)
	assert.Equal(t, "link 설치하기 /docs/guides/install {\"badge\":\"new\"}\nlink 설정 /docs/guides/config\nlink 오류 /docs/api/errors\nlink 밖 https://example.com\n", describe(cards), "the category's items as cards")

	// The doc that no sidebar names still builds, without a sidebar.
	site = withSidebars(t, nil, `{"s": ["intro"]}`, docs.Options{})
	lone := bySource(t, site, "docs/guides/config.mdx")
	assert.Empty(t, lone.Sidebar)
	assert.Nil(t, lone.Breadcrumbs)
	assert.Nil(t, lone.Prev)
	assert.Nil(t, lone.Next)
}

func TestDocFrontMatterOverSidebars(t *testing.T) {
	fsys := siteFS(tutorialDocs + `
-- docs/special.mdx --
---
title: 특별
displayed_sidebar: other
pagination_prev: null
pagination_next: guides/deploy
---
`)
	site := withSidebars(t, fsys, `{"main": ["intro", "special", "guides/config"], "other": ["api/errors"]}`, docs.Options{})
	p := bySource(t, site, "docs/special.mdx")
	assert.Equal(t, "other", p.Sidebar, "displayed_sidebar")
	assert.Nil(t, p.Breadcrumbs, "not in the sidebar it shows")
	assert.Nil(t, p.Prev, "pagination_prev: null")
	assert.Equal(t, &docskit.NavLink{Label: "배포 안내", Href: "/docs/guides/deploy"}, p.Next, "pagination_next names a doc")

	site = withSidebars(t, nil, `{"main": ["intro"]}`, docs.Options{Breadcrumbs: new(false)})
	assert.Nil(t, bySource(t, site, "docs/intro.mdx").Breadcrumbs, "breadcrumbs: false")

	_, err := docs.New(docs.Options{SidebarsJSON: []byte(`{"main": ["intro"]}`)}).Load(newContext(fsys))
	require.NoError(t, err)
	b, err := docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithSource(fsys), docskit.WithPlugins(docs.New(docs.Options{SidebarsJSON: []byte(`{"main": ["intro"]}`)})))
	require.NoError(t, err)
	_, err = b.LoadSite(context.Background())
	assert.ErrorContains(t, err, `docs/special.mdx:3: displayed_sidebar "other": there is no such sidebar`)
}

func TestSidebarsErrors(t *testing.T) {
	tests := []struct {
		name, sidebars string
		want           []string // each problem: "file: message"
	}{
		{"missing doc", `{"tutorialSidebar": ["intro", "guides/install", "guides/config", "intro/missing"]}`,
			[]string{`sidebars.js: sidebar "tutorialSidebar", item 4: no doc with id "intro/missing"`}},
		{"missing doc deep in a category, and a bad ref", `{"s": [{"type": "category", "label": "G", "items": ["intro", "guides/nope"]}, {"type": "ref", "id": "gone"}]}`,
			[]string{`sidebars.js: sidebar "s", item 1 (category "G"), item 2: no doc with id "guides/nope"`, `sidebars.js: sidebar "s", item 2: no doc with id "gone"`}},
		{"category link to a missing doc", `{"s": [{"type": "category", "label": "G", "link": {"type": "doc", "id": "nope"}, "items": ["intro"]}]}`,
			[]string{`sidebars.js: sidebar "s", item 1 (category "G"): link: no doc with id "nope"`}},
		{"unknown type", `{"s": [{"type": "page", "id": "intro"}]}`, []string{`sidebars.js: sidebar "s", item 1: unknown sidebar item type "page"`}},
		{"subcategory", `{"s": [{"type": "subcategory", "label": "x", "items": []}]}`, []string{`sidebars.js: sidebar "s", item 1: unknown sidebar item type "subcategory"`}},
		{"unknown key", `{"s": [{"type": "doc", "id": "intro", "lable": "x"}]}`, []string{`sidebars.js: sidebar "s", item 1: unknown key "lable" in a doc item`}},
		{"doc without id", `{"s": [{"type": "doc"}]}`, []string{`sidebars.js: sidebar "s", item 1: a doc item needs "id"`}},
		{"link without href and label", `{"s": [{"type": "link"}]}`, []string{`sidebars.js: sidebar "s", item 1: a link item needs "href"`, `sidebars.js: sidebar "s", item 1: a link item needs "label"`}},
		{"html without value", `{"s": [{"type": "html", "defaultStyle": "yes"}]}`, []string{`sidebars.js: sidebar "s", item 1: "defaultStyle" must be true or false, not the string "yes"`, `sidebars.js: sidebar "s", item 1: a html item needs "value"`}},
		{"category without label and items", `{"s": [{"type": "category"}]}`, []string{`sidebars.js: sidebar "s", item 1: a category item needs "label"`, `sidebars.js: sidebar "s", item 1: a category item needs "items"`}},
		{"category items not a list", `{"s": [{"type": "category", "label": "G", "items": "intro"}]}`, []string{`sidebars.js: sidebar "s", item 1 (category "G"): "items" must be a list, not the string "intro"`}},
		{"category without items or link", `{"s": [{"type": "category", "label": "G", "items": []}]}`, []string{`sidebars.js: sidebar "s", item 1 (category "G"): category "G" has no items and no link: it leads nowhere`}},
		{"unknown link type", `{"s": [{"type": "category", "label": "G", "link": {"type": "page"}, "items": ["intro"]}]}`, []string{`sidebars.js: sidebar "s", item 1 (category "G"): unknown category link type "page"`}},
		{"collapsed not a boolean", `{"s": [{"type": "category", "label": "G", "collapsed": 1, "items": ["intro"]}]}`, []string{`sidebars.js: sidebar "s", item 1: "collapsed" must be true or false, not the number 1`}},
		{"dirName with a slash", `{"s": [{"type": "autogenerated", "dirName": "/guides"}]}`, []string{`sidebars.js: sidebar "s", item 1: "dirName" must be a folder relative to the docs folder, without a slash at its start or end, not "/guides"`}},
		{"a number item", `{"s": ["intro", 3]}`, []string{`sidebars.js: sidebar "s", item 2: an item cannot be the number 3`}},
		{"a sidebar that is a string", `{"s": "intro"}`, []string{`sidebars.js: sidebar "s": must be a list of items or an object of categories, not the string "intro"`}},
		{"shorthand with no list", `{"s": {"G": "intro"}}`, []string{`sidebars.js: sidebar "s", category "G": the items of a category must be a list, not the string "intro"`}},
		{"not an object", `["intro"]`, []string{`sidebars.js: the sidebars file exports a list, not an object of sidebars`}},
		{"not JSON", `{"s": [`, []string{`sidebars.js: cannot read the sidebars: unexpected EOF`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := docs.Options{SidebarsJSON: []byte(tc.sidebars)}
			b, err := docskit.New(docskit.Config{Title: "T", URL: "https://t.example"}, docskit.WithSource(siteFS(tutorialDocs)), docskit.WithPlugins(docs.New(opts)))
			require.NoError(t, err)
			_, err = b.LoadSite(context.Background())
			require.Error(t, err)
			var list diag.List
			require.ErrorAs(t, err, &list)
			var got []string
			for _, d := range list {
				got = append(got, d.Pos.String()+": "+d.Msg)
			}
			sort.Strings(got)
			want := append([]string(nil), tc.want...)
			sort.Strings(want)
			assert.Equal(t, want, got)
		})
	}
}

func TestSidebarsErrorHintsAndFile(t *testing.T) {
	opts := docs.Options{SidebarsJSON: []byte(`{"s": ["install"]}`), SidebarsFile: "website/sidebars.ts"}
	_, err := docs.New(opts).Load(newContext(siteFS(tutorialDocs)))
	var list diag.List
	require.ErrorAs(t, err, &list)
	require.Len(t, list, 1)
	assert.Equal(t, "website/sidebars.ts", list[0].Pos.File, "the sidebars file named by the options")
	assert.Contains(t, list[0].Hint, `did you mean "guides/install"?`)
}

// TestSidebarNameOrder: sidebars come in the file's order, and a doc in
// two sidebars belongs to the last (Docusaurus's reverse index).
func TestSidebarNameOrder(t *testing.T) {
	site := withSidebars(t, nil, `{"b": ["intro"], "a": ["intro", "guides/config"]}`, docs.Options{})
	assert.Equal(t, "a", bySource(t, site, "docs/intro.mdx").Sidebar)
	assert.Equal(t, []string{"a", "b"}, sortedKeys(site.Sidebars))
}

func sortedKeys(m map[string]*docskit.Sidebar) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func TestDefaultSidebar(t *testing.T) {
	site := loadSite(t, siteFS(tutorialDocs), docs.Options{})
	require.Equal(t, []string{docs.DefaultSidebarName}, sortedKeys(site.Sidebars), "one sidebar, named as in Docusaurus")
	// Ordered by file name: errors.mdx before overview.mdx.
	assert.Equal(t, "category api (collapsed)\n  link 오류 /docs/api/errors\n  link API 개요 /docs/api/api-home\n"+
		"category guides (collapsed)\n  link 설정 /docs/guides/config\n  link 배포 /docs/guides/deploy\n  link 설치하기 /docs/guides/install {\"badge\":\"new\"}\n"+
		"link 소개 /docs/intro\n", describe(site.Sidebars[docs.DefaultSidebarName].Items))
	for _, p := range site.Pages {
		assert.Equal(t, docs.DefaultSidebarName, p.Sidebar, p.Source)
	}
}

func ExampleOptions_sidebarsJSON() {
	// cmd/docskit evaluates sidebars.js with Node and passes its export on.
	p := docs.New(docs.Options{
		SidebarsJSON: []byte(`{"tutorialSidebar": ["intro", {"type": "autogenerated", "dirName": "guides"}]}`),
		SidebarsFile: "sidebars.js",
	})
	fmt.Println(p.Name())
	// Output: docs
}

func TestLenientLeavesOutEmptyCategories(t *testing.T) {
	fsys := fstest.MapFS{"docs/intro.md": {Data: []byte("# Intro\n")}}
	site := loadSite(t, fsys, docs.Options{Lenient: true, SidebarsJSON: []byte(`{"s": ["intro", {"type": "category", "label": "Generated", "items": []}]}`)})
	sb := site.Sidebars["s"]
	require.NotNil(t, sb)
	require.Len(t, sb.Items, 1, "the empty category is left out")
	assert.Equal(t, "/docs/intro", sb.Items[0].Href)
}

func TestNestedShorthandAndLenientItems(t *testing.T) {
	fsys := fstest.MapFS{"docs/intro.md": {Data: []byte("# Intro\n")}, "docs/a.md": {Data: []byte("# A\n")}}
	site := loadSite(t, fsys, docs.Options{SidebarsJSON: []byte(`{"s": {"Plugins": {"Proposals": ["intro"], "More": ["a"]}}}`)})
	sb := site.Sidebars["s"]
	require.NotNil(t, sb)
	require.Len(t, sb.Items, 1)
	require.Len(t, sb.Items[0].Items, 2, "a shorthand's value may be a shorthand, as in Docusaurus")
	assert.Equal(t, "Proposals", sb.Items[0].Items[0].Label)

	// A category whose items a plugin would have filled (a stand-in that
	// read as nothing): left out under Lenient.
	site = loadSite(t, fsys, docs.Options{Lenient: true, SidebarsJSON: []byte(`{"s": ["intro", {"type": "category", "label": "API"}]}`)})
	require.Len(t, site.Sidebars["s"].Items, 1)
}
