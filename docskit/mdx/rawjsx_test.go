package mdx_test

import (
	"fmt"
	"strings"
	"testing"

	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rawBody has a Tabs element whose opening tag runs over a blank line:
// read whole as JSX, after a heading, on lines 6–15 of the file (three
// lines of front matter before the body).
const rawBody = "소개 문단.\n\n## 설정 {#setup}\n\n" +
	"<Tabs values={[{label: \"가\", value: \"a\"},\n\n{label: \"나\", value: \"b\"}]}>\n" +
	"  <TabItem value=\"a\">\n" +
	"    첫 탭은 <b>서울</b> 지역을 씁니다.\n" +
	"    <CodeBlock language=\"shell\">{`nuri region --secret-flag`}</CodeBlock>\n" +
	"  </TabItem>\n" +
	"  <TabItem value=\"b\">\n" +
	"    둘째 탭은 부산입니다.\n" +
	"  </TabItem>\n" +
	"</Tabs>\n\n끝 문단.\n"

// A raw element's text children are searchable in its section; its tags,
// props and expressions (the code) are not.
func TestRawJSXTextIsSearchable(t *testing.T) {
	doc, ds := mdx.NewParser(nil).Parse([]byte(rawBody), mdx.Options{File: "a.mdx", LineOffset: 3})
	require.Empty(t, ds)
	require.True(t, doc.NeedsModule(), "a raw element is JavaScript")
	require.Len(t, doc.Sections, 2)
	assert.Equal(t, "setup", doc.Sections[1].Heading.ID)
	assert.Equal(t, "첫 탭은 서울 지역을 씁니다. 둘째 탭은 부산입니다. 끝 문단.", doc.Sections[1].Text)
	assert.NotContains(t, doc.Text, "secret-flag")
	assert.NotContains(t, doc.Text, "TabItem")
}

// The module writes the element on its own lines of the file, so that an
// error esbuild finds in it names the page's line.
func TestRawJSXKeepsItsLines(t *testing.T) {
	doc, ds := mdx.NewParser(nil).Parse([]byte(rawBody), mdx.Options{File: "a.mdx", LineOffset: 3})
	require.Empty(t, ds)
	lines := strings.Split(doc.ModuleSource("a.mdx", mdx.ModuleScope{}), "\n")
	for i, want := range map[int]string{8: "<Tabs values=", 10: "{label: \"나\"", 13: "<CodeBlock language=\"shell\">", 18: "</Tabs>"} {
		require.Greater(t, len(lines), i-1)
		assert.Contains(t, lines[i-1], want, "line %d of the module", i)
	}
	assert.Contains(t, lines[0], `import Tabs from "@theme/Tabs";`, "a built-in the page does not import is imported")
	assert.Contains(t, lines[0], `import CodeBlock from "@theme/CodeBlock";`)
}

// Elements that never scan (an unclosed prop in each) cost a bounded scan
// each: a body of them parses in linear time and keeps its problems.
func TestRawJSXStaysLinear(t *testing.T) {
	assertLinear(t, mdx.NewParser([]string{"Card"}), 4000, map[string]string{
		"unclosed elements":               "<Card a={[1,\n\n]}>\n<b>글</b>\n\n",
		"elements with no end":            "<Card a={1}\n\n>\n",
		"closing tags without an opening": "</Card>\n<Card a={1}>x\n",
	})
}

// A body reads at most 20 elements as raw JSX; the others keep their
// problems.
func TestRawJSXElementsPerBodyAreBounded(t *testing.T) {
	var b strings.Builder
	for i := range 25 {
		fmt.Fprintf(&b, "<Card n={%d}\n\n>글 %d</Card>\n\n", i, i)
	}
	doc, ds := mdx.NewParser([]string{"Card"}).Parse([]byte(b.String()), mdx.Options{File: "raw.mdx"})
	require.NotEmpty(t, ds)
	assert.Equal(t, "raw.mdx:81:1", ds[0].Pos.String(), "the 21st element is the first left to the line-based reading")
	assert.True(t, doc.Module)
}
