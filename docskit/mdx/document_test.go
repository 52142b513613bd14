package mdx_test

import (
	"fmt"
	"strings"
	"testing"

	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const documentBody = "# 제목\n\n" +
	"첫 문단은 `nuri.push` 와 [링크](./a.mdx#x) 를\n두 줄에 씁니다.\n\n" +
	"import Tabs from '@theme/Tabs';\n\n" +
	"## 설치 {#install}\n\n" +
	":::tip 팁 제목\n\n팁 본문 [b](https://x.example/z)\n\n:::\n\n" +
	"- 항목\n\n  <Tabs>\n  <TabItem value=\"a\" label=\"A\">\n\n  안쪽\n\n  </TabItem>\n  </Tabs>\n\n" +
	"### 하위\n\n| 이름 | 뜻 |\n|---|---|\n| 셀1 | 셀2 |\n\n" +
	"```js title=\"x.js\"\nconst secret = 1;\n```\n\n" +
	"#### 네번째\n\n텍스트\n"

func parseDocument(t *testing.T) *mdx.Doc {
	t.Helper()
	doc, ds := mdx.NewParser(nil).Parse([]byte(documentBody), mdx.Options{File: "a.mdx", LineOffset: 3})
	require.Empty(t, ds)
	return doc
}

// Search reads sections: h2 and h3 split the page, deeper headings stay in
// their section, inline code and table cells are text, code blocks are not.
func TestSectionsSplitAtH2AndH3(t *testing.T) {
	doc := parseDocument(t)
	require.Len(t, doc.Sections, 3)
	assert.Nil(t, doc.Sections[0].Heading, "the lead section has no heading")
	assert.Equal(t, "첫 문단은 nuri.push 와 링크 를 두 줄에 씁니다.", doc.Sections[0].Text)
	assert.Equal(t, "install", doc.Sections[1].Heading.ID)
	assert.Equal(t, "팁 제목 팁 본문 b 항목 안쪽", doc.Sections[1].Text, "admonition titles and component children are text")
	assert.Equal(t, "하위", doc.Sections[2].Heading.Text)
	assert.Equal(t, "이름 뜻 셀1 셀2 네번째 텍스트", doc.Sections[2].Text)
	assert.NotContains(t, doc.Sections[2].Text, "secret", "code blocks are not searched")
}

func TestFirstParagraphIsOneLineOfText(t *testing.T) {
	assert.Equal(t, "첫 문단은 nuri.push 와 링크 를 두 줄에 씁니다.", parseDocument(t).FirstParagraph)
	doc, _ := mdx.NewParser(nil).Parse([]byte("import X from 'x';\n\n## 제목만\n"), mdx.Options{})
	assert.Equal(t, "", doc.FirstParagraph, "imports and headings are not a paragraph")
}

// Plugins that rewrite the source (llms) find each link's destination.
func TestLinkDestinationsHaveTheirSourceSpan(t *testing.T) {
	doc := parseDocument(t)
	require.Len(t, doc.Links, 2)
	for _, l := range doc.Links {
		require.GreaterOrEqual(t, l.DestStart, 0, l.Raw)
		assert.Equal(t, l.Raw, documentBody[l.DestStart:l.DestEnd])
	}
	doc, _ = mdx.NewParser(nil).Parse([]byte("[`a]`](<b c.mdx>) and ![그림](./img.png \"t\")\n"), mdx.Options{})
	require.Len(t, doc.Links, 2)
	assert.Equal(t, "b c.mdx", "[`a]`](<b c.mdx>) and ![그림](./img.png \"t\")\n"[doc.Links[0].DestStart:doc.Links[0].DestEnd])
	assert.True(t, doc.Links[1].Image)
}

// A heading's inner span is its whole text: a setext heading's runs over
// its lines, an ATX heading's stops before its {#id}.
func TestHeadingInnerSpanIsItsText(t *testing.T) {
	const body = "첫 줄\n둘째 줄\n===\n\n## 설치 {#install}\n"
	doc, ds := mdx.NewParser(nil).Parse([]byte(body), mdx.Options{})
	require.Empty(t, ds)
	require.Len(t, doc.Blocks, 2)
	assert.Equal(t, "첫 줄\n둘째 줄", body[doc.Blocks[0].InnerStart:doc.Blocks[0].InnerEnd])
	assert.Equal(t, "설치", body[doc.Blocks[1].InnerStart:doc.Blocks[1].InnerEnd])
}

// A reference link's destination is written in its definition: the span
// points there, whatever the label's case, and the first definition wins.
func TestReferenceLinksHaveTheirDefinitionsSpan(t *testing.T) {
	const body = "[a][Guide], ![b][logo] and [guide].\n\n" +
		"  [guide]: <./a b.mdx> \"제목\"\n[logo]:\n  /img/logo.svg\n[guide]: ./second.mdx\n"
	doc, ds := mdx.NewParser(nil).Parse([]byte(body), mdx.Options{})
	require.Empty(t, ds)
	var got []string
	for _, l := range doc.Links {
		require.GreaterOrEqual(t, l.DestStart, 0, l.Raw)
		got = append(got, body[l.DestStart:l.DestEnd])
	}
	assert.Equal(t, []string{"./a b.mdx", "/img/logo.svg", "./a b.mdx"}, got)
	assert.Equal(t, doc.Links[0].DestStart, doc.Links[2].DestStart, "two links to one definition share its span")
}

func TestBlocksTileTheBodyWithTheirSource(t *testing.T) {
	doc := parseDocument(t)
	type want struct {
		kind        mdx.BlockKind
		line        int
		name, inner string
	}
	var got []want
	for _, b := range doc.Blocks {
		got = append(got, want{b.Kind, b.Line, b.Name, documentBody[b.InnerStart:b.InnerEnd]})
	}
	assert.Equal(t, []want{
		{mdx.BlockHeading, 4, "", "제목"},
		{mdx.BlockMarkdown, 6, "", "첫 문단은 `nuri.push` 와 [링크](./a.mdx#x) 를\n두 줄에 씁니다."},
		{mdx.BlockImport, 9, "", "import Tabs from '@theme/Tabs';"},
		{mdx.BlockHeading, 11, "", "설치"},
		{mdx.BlockAdmonition, 13, "tip", "팁 본문 [b](https://x.example/z)"},
		{mdx.BlockMarkdown, 19, "", documentBody[doc.Blocks[5].Start:doc.Blocks[5].End]},
		{mdx.BlockHeading, 29, "", "하위"},
		{mdx.BlockMarkdown, 31, "", "| 이름 | 뜻 |\n|---|---|\n| 셀1 | 셀2 |"},
		{mdx.BlockCode, 35, "js", "const secret = 1;\n"},
		{mdx.BlockHeading, 39, "", "네번째"},
		{mdx.BlockMarkdown, 41, "", "텍스트"},
	}, got)
	assert.Equal(t, "팁 제목", doc.Blocks[4].Props["title"])
	assert.Equal(t, "x.js", doc.Blocks[8].Props["title"], "a code block's title is read from its info string")

	list := doc.Blocks[5]
	assert.True(t, len(documentBody[list.Start:list.End]) > 0 && documentBody[list.Start:list.Start+1] == "-")
	require.Len(t, list.Children, 1, "a list that holds a component lists it")
	tabs := list.Children[0]
	assert.Equal(t, "Tabs", tabs.Name)
	assert.Equal(t, "  <Tabs>", documentBody[tabs.Start:tabs.Start+8], "a block starts at its line's start")
	require.Len(t, tabs.Children, 1)
	item := tabs.Children[0]
	assert.Equal(t, "A", item.Props["label"])
	assert.Equal(t, "  안쪽", documentBody[item.InnerStart:item.InnerEnd], "blank lines around the content are left out")
}

// commentBody has comments of both kinds everywhere a page may hold them;
// every comment says "비밀", which must reach no text a reader or a search
// sees.
const commentBody = "{/* 비밀 하나 */}\n\n" +
	"<!-- 비밀 둘 -->\n\n" +
	"첫 문단 {/* 비밀 셋 */} 입니다 <!-- 비밀 넷 -->.\n\n" +
	"## 제목 <!-- 비밀 다섯 -->\n\n" +
	"{/*\n비밀 여섯\n\n[비밀 링크](./secret.mdx)\n*/}\n\n" +
	":::note\n<!-- 비밀 일곱 -->\n노트.\n:::\n\n" +
	"- 항목 {/* 비밀 여덟 */}\n"

// Comments leave no trace: not in the text, the sections, the headings,
// the first paragraph or the links, and their spans are recorded so that
// plugins that copy the source can leave them out.
func TestCommentsLeaveNoTrace(t *testing.T) {
	doc, ds := mdx.NewParser(nil).Parse([]byte(commentBody), mdx.Options{File: "a.mdx"})
	require.Empty(t, ds)
	assert.NotContains(t, doc.Text, "비밀")
	for _, s := range doc.Sections {
		assert.NotContains(t, s.Text, "비밀")
	}
	for _, h := range doc.Headings {
		assert.NotContains(t, h.Text+h.HTML, "비밀")
	}
	assert.Equal(t, "첫 문단 입니다 .", doc.FirstParagraph)
	assert.Empty(t, doc.Links, "a link inside a comment is no link")
	for _, n := range doc.Body {
		assert.NotContains(t, fmt.Sprint(n), "비밀")
	}
	require.Len(t, doc.Comments, 8)
	for _, c := range doc.Comments {
		s := commentBody[c.Start:c.End]
		assert.Contains(t, s, "비밀")
		assert.True(t, strings.HasPrefix(s, "{/*") && strings.HasSuffix(s, "*/}") || strings.HasPrefix(s, "<!--") && strings.HasSuffix(s, "-->"), "%q is a whole comment", s)
	}
	var kinds []mdx.BlockKind
	for _, b := range doc.Blocks {
		kinds = append(kinds, b.Kind)
	}
	assert.Equal(t, []mdx.BlockKind{mdx.BlockComment, mdx.BlockComment, mdx.BlockMarkdown, mdx.BlockHeading, mdx.BlockComment, mdx.BlockAdmonition, mdx.BlockMarkdown}, kinds)
}

// In CommonMark, an HTML block's text is the page's text too (search finds
// it), without its tags, comments, scripts or styles.
func TestHTMLBlockTextIsSearchable(t *testing.T) {
	body := "## 소개\n\n<div align=\"center\">\n  <p>누리 &amp; <b>SDK</b></p>\n  <!-- 숨은 메모 -->\n" +
		"  <style>.x { color: red }</style><script>var hidden = 1;</script>\n</div>\n\n본문.\n"
	doc, ds := mdx.NewParser(nil).Parse([]byte(body), mdx.Options{File: "a.md", Format: mdx.FormatMD})
	require.Empty(t, ds)
	require.Len(t, doc.Sections, 2)
	assert.Equal(t, "누리 & SDK 본문.", doc.Sections[1].Text)
	assert.Contains(t, doc.Text, "누리 & SDK")
	assert.NotContains(t, doc.Text, "hidden")
	assert.NotContains(t, doc.Text, "color")
	assert.Equal(t, "본문.", doc.FirstParagraph, "an HTML block is no paragraph")
}

// A comment on lines of its own at the top level ends the run of HTML and is
// a Break: Body[:Nodes] is what is written before it (the blog's summary
// of a post ends at <!-- truncate -->). Comments inside text or inside a
// container are no breaks.
func TestTopLevelCommentsBreakTheBody(t *testing.T) {
	tests := []struct {
		name   string
		format mdx.Format
		body   string
		breaks []string // each break's comment, as written
		nodes  []int    // Nodes of each break
		before string   // the HTML of Body[:Nodes] of the first break
	}{
		{"html comment", mdx.FormatMDX, "First.\n\nSecond.\n\n<!-- truncate -->\n\nThird.\n", []string{"<!-- truncate -->"}, []int{1}, "<p>First.</p>\n<p>Second.</p>"},
		{"mdx comment", mdx.FormatMDX, "First.\n\n{/* truncate */}\n\nSecond.\n", []string{"{/* truncate */}"}, []int{1}, "<p>First.</p>"},
		{"commonmark", mdx.FormatMD, "First.\n\n<!--truncate-->\n\nSecond.\n", []string{"<!--truncate-->"}, []int{1}, "<p>First.</p>"},
		{"after a component", mdx.FormatMDX, "First.\n\n```js\nx\n```\n\n<!-- truncate -->\n\nLast.\n", []string{"<!-- truncate -->"}, []int{2}, "<p>First.</p>"},
		{"at the start", mdx.FormatMDX, "<!-- truncate -->\n\nText.\n", []string{"<!-- truncate -->"}, []int{0}, ""},
		{"two", mdx.FormatMDX, "A.\n\n{/* one */}\n\nB.\n\n{/* two */}\n\nC.\n", []string{"{/* one */}", "{/* two */}"}, []int{1, 2}, "<p>A.</p>"},
		{"inside text is no break", mdx.FormatMDX, "A {/* truncate */} B.\n", nil, nil, ""},
		{"inside an admonition is no break", mdx.FormatMDX, ":::note\nA.\n\n<!-- truncate -->\n\nB.\n:::\n", nil, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, ds := mdx.NewParser(nil).Parse([]byte(tc.body), mdx.Options{File: "a.mdx", Format: tc.format})
			require.Empty(t, ds)
			var got []string
			var nodes []int
			for _, b := range doc.Breaks {
				got = append(got, tc.body[b.Span.Start:b.Span.End])
				nodes = append(nodes, b.Nodes)
			}
			assert.Equal(t, tc.breaks, got)
			assert.Equal(t, tc.nodes, nodes)
			if len(doc.Breaks) == 0 {
				return
			}
			var before strings.Builder
			for _, n := range doc.Body[:doc.Breaks[0].Nodes] {
				if n.Type == "html" {
					before.WriteString(n.HTML)
				}
			}
			assert.Equal(t, tc.before, before.String())
		})
	}
}
