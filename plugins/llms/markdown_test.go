package llms_test

import (
	"strings"
	"testing"

	"docskit.dev/plugins/llms"
	"github.com/stretchr/testify/assert"
)

// lines joins its arguments with newlines, so cases read like the files.
func lines(l ...string) string { return strings.Join(l, "\n") + "\n" }

func TestBodyRendersEachComponentAsMarkdown(t *testing.T) {
	link := func(dest string) string {
		if strings.HasPrefix(dest, "http") {
			return dest
		}
		return "https://docs.example/abs?" + dest
	}
	tests := []struct {
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
			name: "an import line after the content starts is kept as text",
			in:   lines("Text.", "", "import this"),
			want: lines("Text.", "", "import this"),
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
			name: "details and summary on one line",
			in:   lines("<details><summary>More</summary>", "", "Text.", "</details>"),
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
			in:   lines("[guide]: /docs/guide/intro \"Guide\""),
			want: lines("[guide]: https://docs.example/abs?/docs/guide/intro \"Guide\""),
		},
		{
			name: "other components on their own line and MDX comments are dropped",
			in:   lines("Text.", "", "<CouponScanner />", "{/* a note for writers */}", "", "More."),
			want: lines("Text.", "", "More."),
		},
		{
			name: "indented tabs inside a list keep the indentation",
			in:   lines("1. Step", "", "   <Tabs>", `   <TabItem value="a" label="A">`, "", "   ```bash", "   run", "   ```", "", "   </TabItem>", "   </Tabs>"),
			want: lines("1. Step", "", "   **A**", "", "   ```bash", "   run", "   ```"),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &llms.Converter{Link: link}
			assert.Equal(t, tt.want, c.Body([]byte(tt.in)))
		})
	}
}

func TestPageStartsWithTitleAndDescription(t *testing.T) {
	c := &llms.Converter{}
	assert.Equal(t, lines("# 푸시", "", "> 푸시를 보냅니다.", "", "Body."), c.Page("푸시", "푸시를 보냅니다.", []byte("import X from 'y';\n\nBody.\n")))
	assert.Equal(t, lines("# 제목", "", "Body."), c.Page("제목", "", []byte("Body.")), "no description, no quote")
	assert.Equal(t, lines("# Own heading", "", "> d", "", "Body."), c.Page("Title", "d", []byte("# Own heading\n\nBody.\n")),
		"a body with its own level-1 heading keeps it")
}

func TestAdmonitionLabelsCanBeReplaced(t *testing.T) {
	c := &llms.Converter{AdmonitionLabels: map[string]string{"note": "Note"}}
	assert.Equal(t, lines("> **Note: Title**", ">", "> Text."), c.Body([]byte(":::note Title\nText.\n:::\n")))
}

func TestPageWithoutBodyIsTitleAndDescription(t *testing.T) {
	c := &llms.Converter{}
	assert.Equal(t, lines("# 홈", "", "> 소개."), c.Page("홈", "소개.", nil))
}
