package docskit_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A page written with HTML elements, as Docusaurus pages are: its <head>
// sets the document's title and meta tags, an element around a component
// is rendered by the theme with its class and style, and links and
// headings written as elements are resolved and checked like Markdown ones;
// an element's id is an anchor as a heading's is (the build would fail on
// the links to #monorepo and #old-name otherwise).
const elementsSite = `
-- docs/guide/elements.mdx --
---
title: 요소 문서
description: 머리말에 덮어쓰일 설명입니다.
---

<head>
  <title>직접 정한 제목 & 부제</title>
  <meta name="description" content={'설명에 "따옴표"와 <꺾쇠>'} />
  <meta property="og:image" content="https://docs.test.example/og.png" />
  <style>{` + "`" + `
    .wide { max-width: 60rem; }
  ` + "`" + `}</style>
</head>

<div className="tab-box" style={{marginTop: 8, lineHeight: 1.5}}>

<Tabs>
<TabItem value="a" label="에이">

탭 안의 <strong>내용</strong>입니다.

</TabItem>
</Tabs>

</div>

<h2 id="직접-아이디">직접 정한 아이디</h2>

<a href="./target.mdx#설치">설치 안내</a>로 갑니다. 용어는 [용어집](./target.mdx#monorepo)과
[옛 주소](./target.mdx#old-name)에 있습니다.
-- docs/guide/intro.mdx --
# 소개
-- docs/guide/target.mdx --
---
title: 대상
---

## 설치

본문.

<section id="monorepo">

**모노레포**는 여러 프로젝트를 담은 저장소입니다.

</section>

<a name="old-name"></a>옛 주소로 들어온 독자를 위한 자리입니다.
`

func TestBuildHTMLElements(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	_, err := build(t, golden.MapFS(elementsSite), out)
	require.NoError(t, err)
	page := read(t, filepath.Join(out, "docs/guide/elements.html"))
	head := page[:strings.Index(page, "</head>")]

	t.Run("head", func(t *testing.T) {
		assert.Contains(t, head, "<title>직접 정한 제목 &amp; 부제</title>", "the page's <title> replaces \"Title | Site\"")
		assert.Equal(t, 1, strings.Count(head, "<title>"))
		descs := regexp.MustCompile(`<meta[^>]* name="description"[^>]*>`).FindAllString(head, -1)
		assert.Equal(t, []string{`<meta content="설명에 &#34;따옴표&#34;와 &lt;꺾쇠&gt;" name="description">`}, descs,
			"the page's description replaces the front matter's, escaped")
		assert.Contains(t, head, `<meta content="https://docs.test.example/og.png" property="og:image">`)
		assert.Contains(t, head, `<meta property="og:title" content="요소 문서 | Test Docs">`)
		assert.Contains(t, head, "<style>\n    .wide { max-width: 60rem; }\n  </style>")
		app := page[strings.Index(page, `<div id="__docskit">`):strings.Index(page, `<script id="__docskit_data"`)]
		assert.NotContains(t, app, "직접 정한 제목", "the head's tags are not in the body")
	})

	t.Run("element around a component", func(t *testing.T) {
		assert.Regexp(t, `<div class="tab-box" style="line-height:1.5;margin-top:8px"><div class="dk-tabs"`, page,
			"the theme renders the el node with its class and style, the Tabs inside")
		assert.Contains(t, page, "탭 안의 <strong>내용</strong>입니다.")
	})

	t.Run("heading and link elements", func(t *testing.T) {
		assert.Contains(t, page, `<h2 id="직접-아이디">직접 정한 아이디<a class="dk-hash-link" href="#직접-아이디"`)
		assert.Contains(t, page, `<a href="/docs/guide/target#설치">설치 안내</a>`, "a relative .mdx href is resolved to its route")
	})

	t.Run("page data", func(t *testing.T) {
		var data struct {
			HeadTitle string
			TOC       []struct{ ID string }
		}
		require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "_data/docs/guide/elements.json"))), &data))
		assert.Equal(t, "직접 정한 제목 & 부제", data.HeadTitle, "client navigation shows the same title")
		require.Len(t, data.TOC, 1)
		assert.Equal(t, "직접-아이디", data.TOC[0].ID)
	})
}
