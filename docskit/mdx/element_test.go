package mdx_test

import (
	"testing"

	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const elementBody = "<head>\n  <title>머리말 제목</title>\n  <meta name=\"description\" content=\"머리말 설명\" />\n</head>\n\n" +
	"<p align=\"center\">가운데 <strong>첫 문단</strong></p>\n\n" +
	"<div className=\"box\" title=\"속성 글\">\n\n상자 안의 <kbd>Ctrl</kbd> 키<br />다음 줄\n\n</div>\n\n" +
	"<h2 id=\"el\">요소 제목</h2>\n\n" +
	"<a href=\"./b.mdx#x\">이동</a> 과 <img src=\"./img.png\" alt=\"대체 글\" />\n"

func parseElements(t *testing.T) *mdx.Doc {
	t.Helper()
	doc, ds := mdx.NewParser(nil).Parse([]byte(elementBody), mdx.Options{File: "e.mdx"})
	require.Empty(t, ds)
	return doc
}

// Search and word counts read an element's text, not its props; <br>
// separates words; the head's text is not the page's.
func TestElementTextIsText(t *testing.T) {
	doc := parseElements(t)
	require.Len(t, doc.Sections, 2)
	assert.Equal(t, "가운데 첫 문단 상자 안의 Ctrl 키 다음 줄", doc.Sections[0].Text)
	assert.Equal(t, "el", doc.Sections[1].Heading.ID)
	assert.Equal(t, "이동 과", doc.Sections[1].Text)
	for _, notText := range []string{"속성 글", "box", "머리말", "대체 글"} {
		assert.NotContains(t, doc.Text, notText)
	}
	assert.Equal(t, "가운데 첫 문단", doc.FirstParagraph, "a <p> element is a paragraph")
}

// llms rewrites link destinations in the source: an href or src written
// in quotes has its span, like a Markdown link's.
func TestElementLinksHaveTheirSourceSpan(t *testing.T) {
	doc := parseElements(t)
	require.Len(t, doc.Links, 2)
	assert.Equal(t, "./b.mdx#x", doc.Links[0].Raw)
	assert.False(t, doc.Links[0].Image)
	assert.True(t, doc.Links[1].Image)
	for _, l := range doc.Links {
		require.GreaterOrEqual(t, l.DestStart, 0, l.Raw)
		assert.Equal(t, l.Raw, elementBody[l.DestStart:l.DestEnd])
		assert.Equal(t, 16, l.Pos.Line)
	}
	assert.Equal(t, 10, doc.Links[0].Pos.Col, "the position is the value's")

	doc, ds := mdx.NewParser(nil).Parse([]byte("<a href=\"a&amp;b.mdx\">x</a>\n"), mdx.Options{})
	require.Empty(t, ds)
	assert.Equal(t, "a&b.mdx", doc.Links[0].Raw)
	assert.Equal(t, -1, doc.Links[0].DestStart, "a value the source does not spell as is has no span")
}

func TestHeadTags(t *testing.T) {
	doc := parseElements(t)
	assert.Equal(t, []mdx.HeadTag{
		{Name: "title", Text: "머리말 제목"},
		{Name: "meta", Attrs: map[string]string{"name": "description", "content": "머리말 설명"}},
	}, doc.Head)
	require.NotEmpty(t, doc.Blocks)
	assert.Equal(t, mdx.BlockComponent, doc.Blocks[0].Kind)
	assert.Equal(t, "head", doc.Blocks[0].Name, "the head is a block of its own, which llms leaves out")
}

// An element's id and a Docusaurus <Link id>'s are anchors that links to
// the page may point to; a heading's id is a heading, not one of these.
func TestElementAndLinkIDsAreAnchors(t *testing.T) {
	body := "import Link from '@docusaurus/Link';\n\n- <Link id=\"change-1\"/> 첫 변경\n- <span id=\"change-2\">둘째</span>\n\n<Link id={computed} to=\"/x\">계산된 id</Link>\n\n## 제목 {#heading}\n"
	doc, ds := mdx.NewParser(nil).Parse([]byte(body), mdx.Options{File: "a.mdx"})
	require.Empty(t, ds)
	assert.ElementsMatch(t, []string{"change-1", "change-2"}, doc.Anchors)
}
