package llms_test

import (
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/llms"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lines joins its arguments with newlines, so cases read like the files.
func lines(l ...string) string { return strings.Join(l, "\n") + "\n" }

// parse parses a body as the site would, with two components of its own;
// the cases are valid MDX, so any problem fails the test.
func parse(t *testing.T, body string) ([]byte, *mdx.Doc) {
	t.Helper()
	doc, ds := mdx.NewParser([]string{"CouponScanner", "Badge"}).Parse([]byte(body), mdx.Options{File: "case.mdx"})
	require.Empty(t, ds, "the case is valid MDX")
	return []byte(body), doc
}

// korean are the admonition titles of a Korean site, which the cases show.
var korean = llms.AdmonitionLabels(&docskit.Config{Locale: docskit.Locale{HTMLLang: "ko"}})

// body converts an MDX body with c.
func body(t *testing.T, c *llms.Converter, in string) string {
	t.Helper()
	src, doc := parse(t, in)
	return c.Body(src, doc)
}

// link stands for the plugin's resolver: external links stay, others get
// a recognisable absolute prefix.
func link(dest string) string {
	if strings.HasPrefix(dest, "http") {
		return dest
	}
	return "https://docs.example/abs?" + dest
}

// bodyCases are MDX bodies and their Markdown; FuzzBody starts from them.
var bodyCases = []struct {
	name string
	in   string
	want string
}{
	{
		name: "import lines at the top are dropped",
		in:   lines("import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "", "First paragraph."),
		want: lines("First paragraph."),
	},
	{
		name: "import lines after the content are dropped too",
		in:   lines("Text.", "", "import Tabs from '@theme/Tabs';", "", "More."),
		want: lines("Text.", "", "More."),
	},
	{
		name: "comments are left out, on their own lines and inside text",
		in: lines("{/* 초안: 나중에 다듬기 */}", "", "<!--", "## 숨은 제목", "", "[숨은 링크](./hidden.mdx)", "-->", "",
			"## 제목 <!-- 제목 메모 -->", "", "본문 {/* 문장 안 */} 과 [링크](./a.mdx) <!-- 끝 메모 -->.",
			"", ":::note", "{/* 노트 안 */}", "노트.", ":::"),
		want: lines("## 제목", "", "본문  과 [링크](https://docs.example/abs?./a.mdx) .", "", "> **참고**", ">", "> 노트."),
	},
	{
		name: "an mdx-code-block fence is converted as the MDX it holds",
		in: lines("Before.", "", "````mdx-code-block", "import Tabs from '@theme/Tabs';", "", "<Tabs>", `<TabItem value="a" label="A">`, "",
			"```bash", "run", "```", "", "</TabItem>", "</Tabs>", "````", "After."),
		want: lines("Before.", "", "**A**", "", "```bash", "run", "```", "", "After."),
	},
	{
		name: "tabs become a bold line per tab label",
		in: lines(`<Tabs groupId="platform">`, `<TabItem value="android" label="Android">`, "", "Android text.", "", "</TabItem>",
			`<TabItem value="ios" label="iOS" default>`, "", "iOS text.", "", "</TabItem>", "</Tabs>"),
		want: lines("**Android**", "", "Android text.", "", "**iOS**", "", "iOS text."),
	},
	{
		name: "a tab without label is named by its value",
		in:   lines("<Tabs>", "<TabItem value='npm'>", "", "npm i", "", "</TabItem>", "</Tabs>"),
		want: lines("**npm**", "", "npm i"),
	},
	{
		name: "an admonition with a title becomes a quote headed by its type and title",
		in:   lines("Before.", "", ":::warning 지원 중단 안내", "Line one.", "", "Line two.", ":::", "After."),
		want: lines("Before.", "", "> **경고: 지원 중단 안내**", ">", "> Line one.", ">", "> Line two.", "", "After."),
	},
	{
		name: "an admonition without a title is headed by its type",
		in:   lines(":::tip", "Use it.", ":::"),
		want: lines("> **팁**", ">", "> Use it."),
	},
	{
		name: "a bracketed admonition title is read too",
		in:   lines(":::note[키체인]", "Text.", ":::"),
		want: lines("> **참고: 키체인**", ">", "> Text."),
	},
	{
		name: "code inside an admonition is quoted with it",
		in:   lines(":::info", "```ts", "a();", "", "b();", "```", ":::"),
		want: lines("> **정보**", ">", "> ```ts", "> a();", "> ", "> b();", "> ```"),
	},
	{
		name: "details become a bold summary line and the content",
		in:   lines("<details>", "<summary>왜 그런가요?</summary>", "", "Because.", "", "</details>"),
		want: lines("**왜 그런가요?**", "", "Because."),
	},
	{
		name: "a Details component's summary prop becomes the bold line",
		in:   lines(`<Details summary="More">`, "", "Text.", "", "</Details>"),
		want: lines("**More**", "", "Text."),
	},
	{
		name: "code blocks keep their language and lose their meta",
		in:   lines("```ts showLineNumbers {2}", "const a = 1;", "```"),
		want: lines("```ts", "const a = 1;", "```"),
	},
	{
		name: "a code block title becomes a line above it",
		in:   lines(`~~~ts title="server/refund.ts"`, "x();", "~~~"),
		want: lines("`server/refund.ts`", "", "~~~ts", "x();", "~~~"),
	},
	{
		name: "MDX syntax inside code blocks is left alone",
		in:   lines("```tsx", "import nuri from '@nuri/sdk';", ":::note", "<Tabs>", "[a](./b.mdx)", "```"),
		want: lines("```tsx", "import nuri from '@nuri/sdk';", ":::note", "<Tabs>", "[a](./b.mdx)", "```"),
	},
	{
		name: "heading ids are removed",
		in:   lines("## 권한 요청 {#request-permission}", "", "### `getToken()` {#gettoken}"),
		want: lines("## 권한 요청", "", "### `getToken()`"),
	},
	{
		name: "links and images become absolute, code spans and external links stay",
		in:   lines("See [push](./push.mdx#x), [intro](/docs/guide/intro) and ![logo](/img/logo.svg) but not `[a](./b.mdx)` or [ext](https://example.com)."),
		want: lines("See [push](https://docs.example/abs?./push.mdx#x), [intro](https://docs.example/abs?/docs/guide/intro) and ![logo](https://docs.example/abs?/img/logo.svg) but not `[a](./b.mdx)` or [ext](https://example.com)."),
	},
	{
		name: "link reference definitions become absolute",
		in:   lines("See [the guide][Guide] and ![logo].", "", "[guide]: /docs/guide/intro \"Guide\"", "[logo]:", "  <./img/logo.png>"),
		want: lines("See [the guide][Guide] and ![logo].", "", "[guide]: https://docs.example/abs?/docs/guide/intro \"Guide\"", "[logo]:", "  <https://docs.example/abs?./img/logo.png>"),
	},
	{
		name: "links in headings, tables and tab content become absolute",
		in: lines("## [푸시](./push.mdx) {#push}", "", "| 이름 | 문서 |", "|---|---|", "| a | [b](./b.mdx) |", "",
			"<Tabs>", `<TabItem value="a">`, "", "[c](./c.mdx)", "", "</TabItem>", "</Tabs>"),
		want: lines("## [푸시](https://docs.example/abs?./push.mdx)", "", "| 이름 | 문서 |", "|---|---|", "| a | [b](https://docs.example/abs?./b.mdx) |", "",
			"**a**", "", "[c](https://docs.example/abs?./c.mdx)"),
	},
	{
		name: "other components on their own line are dropped",
		in:   lines("Text.", "", "<CouponScanner />", "", "More."),
		want: lines("Text.", "", "More."),
	},
	{
		name: "a component written on one line keeps its text",
		in:   lines("Text.", "", "<Badge>새 기능 [보기](./new.mdx)</Badge>", "", "More."),
		want: lines("Text.", "", "새 기능 [보기](https://docs.example/abs?./new.mdx)", "", "More."),
	},
	{
		name: "an Admonition component is written like :::",
		in:   lines(`<Admonition type="danger" title="삭제">`, "", "되돌릴 수 없습니다.", "", "</Admonition>"),
		want: lines("> **위험: 삭제**", ">", "> 되돌릴 수 없습니다."),
	},
	{
		name: "nested admonitions nest their quotes",
		in:   lines("::::note 바깥", "Out.", "", ":::tip", "In.", ":::", "", "Out again.", "::::"),
		want: lines("> **참고: 바깥**", ">", "> Out.", ">", "> > **팁**", "> >", "> > In.", ">", "> Out again."),
	},
	{
		name: "a list in an admonition keeps its continuation indented inside the quote",
		in:   lines(":::note", "- one", "", "  more about one", "- two", ":::"),
		want: lines("> **참고**", ">", "> - one", ">", ">   more about one", "> - two"),
	},
	{
		name: "an admonition in a list is quoted after the item's indentation",
		in:   lines("1. Step", "", "   :::tip", "   ```sh", "   run", "     --flag", "   ```", "   :::", "", "2. Next"),
		want: lines("1. Step", "", "   > **팁**", "   >", "   > ```sh", "   > run", "   >   --flag", "   > ```", "", "2. Next"),
	},
	{
		name: "a titled code block on a list item's first line",
		in:   lines("1. ```bash title=\"install.sh\"", "   npm i", "   ```", "2. Next"),
		want: lines("1. `install.sh`", "", "   ```bash", "   npm i", "   ```", "2. Next"),
	},
	{
		name: "code in a block quote keeps the quote marks",
		in:   lines("> 보기:", ">", "> ```js {1}", "> a();", "> ```"),
		want: lines("> 보기:", ">", "> ```js", "> a();", "> ```"),
	},
	{
		name: "blank lines inside code are kept",
		in:   lines("```", "a", "", "", "b", "```"),
		want: lines("```", "a", "", "", "b", "```"),
	},
	{
		name: "a setext heading becomes one ATX line",
		in:   lines("제목의", "두 줄", "---", "", "Text."),
		want: lines("## 제목의 두 줄", "", "Text."),
	},
	{
		name: "Windows line ends",
		in:   "# 제목\r\n\r\n:::note\r\nText.\r\n:::\r\n",
		want: lines("# 제목", "", "> **참고**", ">", "> Text."),
	},
	{
		name: "an element on its own lines keeps its Markdown, without its tags",
		in:   lines(`<div className="box" style={{padding: 8}}>`, "", "**굵은** 글과 [링크](./b.mdx).", "", "</div>"),
		want: lines("**굵은** 글과 [링크](https://docs.example/abs?./b.mdx)."),
	},
	{
		name: "elements inside a paragraph are kept as written, their links made absolute",
		in:   lines(`<kbd>Ctrl</kbd> 키와 <a href="./b.mdx#x">이동</a>`, "", `<p align="center">가운데</p>`),
		want: lines(`<kbd>Ctrl</kbd> 키와 <a href="https://docs.example/abs?./b.mdx#x">이동</a>`, "", `<p align="center">가운데</p>`),
	},
	{
		name: "an image element becomes a Markdown image, a rule a thematic break",
		in:   lines("위.", "", `<img src="./flow.png" alt="흐름" width={640} />`, "", "<hr />", "", "아래."),
		want: lines("위.", "", "![흐름](https://docs.example/abs?./flow.png)", "", "---", "", "아래."),
	},
	{
		name: "a frame becomes a link to its page",
		in:   lines("<iframe", `  src="https://www.youtube.com/embed/x"`, `  title="소개 영상"`, "/>"),
		want: lines("[소개 영상](https://www.youtube.com/embed/x)"),
	},
	{
		name: "a head block is left out",
		in:   lines("<head>", "  <title>머리말</title>", `  <meta name="description" content="설명" />`, "</head>", "", "본문."),
		want: lines("본문."),
	},
	{
		name: "indented tabs inside a list keep the indentation",
		in:   lines("1. Step", "", "   <Tabs>", `   <TabItem value="a" label="A">`, "", "   ```bash", "   run", "   ```", "", "   </TabItem>", "   </Tabs>"),
		want: lines("1. Step", "", "   **A**", "", "   ```bash", "   run", "   ```"),
	},
}

func TestBodyRendersEachComponentAsMarkdown(t *testing.T) {
	for _, tt := range bodyCases {
		t.Run(tt.name, func(t *testing.T) {
			c := &llms.Converter{Link: link, AdmonitionLabels: korean}
			assert.Equal(t, tt.want, body(t, c, tt.in))
		})
	}
}

func TestPageStartsWithTitleAndDescription(t *testing.T) {
	c := &llms.Converter{}
	page := func(title, description, in string) string {
		src, doc := parse(t, in)
		return c.Page(title, description, src, doc)
	}
	assert.Equal(t, lines("# 푸시", "", "> 푸시를 보냅니다.", "", "Body."), page("푸시", "푸시를 보냅니다.", "import Tabs from '@theme/Tabs';\n\nBody.\n"))
	assert.Equal(t, lines("# 제목", "", "Body."), page("제목", "", "Body."), "no description, no quote")
	assert.Equal(t, lines("# Own `heading`", "", "> d", "", "Body."), page("Title", "d", "# Own `heading` {#own}\n\nBody.\n"),
		"a body with its own level-1 heading keeps it")
}

func TestAdmonitionLabelsCanBeReplaced(t *testing.T) {
	c := &llms.Converter{AdmonitionLabels: map[string]string{"note": "Note"}}
	assert.Equal(t, lines("> **Note: Title**", ">", "> Text."), body(t, c, ":::note Title\nText.\n:::\n"))
	c = &llms.Converter{}
	assert.Equal(t, lines("> **tip**", ">", "> Text."), body(t, c, ":::tip\nText.\n:::\n"), "without labels, the type as written")
}

func TestAdmonitionLabelsFollowTheSiteLanguageAndItsOverrides(t *testing.T) {
	en := llms.AdmonitionLabels(&docskit.Config{Locale: docskit.Locale{HTMLLang: "en"}})
	assert.Equal(t, "warning", en["warning"])
	assert.Equal(t, "note", en["secondary"], "secondary is titled as note, as in the theme")
	assert.Equal(t, "경고", korean["warning"])
	own := llms.AdmonitionLabels(&docskit.Config{UI: map[string]string{"theme.admonition.warning": "Careful"}})
	assert.Equal(t, "Careful", own["warning"])
}

func TestPageWithoutBodyIsTitleAndDescription(t *testing.T) {
	c := &llms.Converter{}
	assert.Equal(t, lines("# 홈", "", "> 소개."), c.Page("홈", "소개.", nil, nil))
}

// FuzzBody converts any body, valid or not: the converter must not panic,
// and no line of code may be lost (code is copied as written, at most
// quoted after its indentation).
//
//	go test ./plugins/llms -run '^$' -fuzz FuzzBody -fuzztime 1m
func FuzzBody(f *testing.F) {
	for _, tc := range bodyCases {
		f.Add(tc.in)
	}
	p := mdx.NewParser([]string{"CouponScanner", "Badge"})
	c := &llms.Converter{Link: link}
	f.Fuzz(func(t *testing.T, in string) {
		doc, _ := p.Parse([]byte(in), mdx.Options{})
		md := c.Body([]byte(in), doc)
		var check func(blocks []mdx.Block)
		check = func(blocks []mdx.Block) {
			for _, b := range blocks {
				check(b.Children)
				if b.Kind != mdx.BlockCode || b.InnerStart == b.InnerEnd {
					continue
				}
				start := strings.LastIndexByte(in[:b.InnerStart], '\n') + 1
				for _, l := range strings.Split(strings.TrimSuffix(in[start:b.InnerEnd], "\n"), "\n") {
					// An admonition in a list takes the list's indentation.
					if l = strings.TrimLeft(strings.TrimSuffix(l, "\r"), " \t"); !strings.Contains(md, l) {
						t.Errorf("the code line %q is not in the Markdown:\n%s", l, md)
					}
				}
			}
		}
		check(doc.Blocks)
	})
}
