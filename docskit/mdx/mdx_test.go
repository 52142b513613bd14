package mdx_test

import (
	"testing"

	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHeadingIDs(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		wantIDs []string
		// wantErr is a substring of the one expected diagnostic ("" for none).
		wantErr string
	}{
		{name: "Korean words keep their letters", body: "## 시작하기 전에\n", wantIDs: []string{"시작하기-전에"}},
		{name: "Latin letters are lower-cased next to Korean", body: "## API 소개\n", wantIDs: []string{"api-소개"}},
		{name: "colon, parentheses, dots and bang are dropped", body: "## Step 1: Install (v1.8.0)!\n", wantIDs: []string{"step-1-install-v180"}},
		{name: "symbols are dropped but their spaces stay", body: "## C++ & Go\n", wantIDs: []string{"c--go"}},
		{name: "typographic apostrophe and question mark are dropped", body: "## What’s new?\n", wantIDs: []string{"whats-new"}},
		{name: "emoji are dropped", body: "## 🚀 시작\n", wantIDs: []string{"-시작"}},
		{name: "inline code counts as text", body: "## The `nuri.push()` API\n", wantIDs: []string{"the-nuripush-api"}},
		{name: "emphasis and links count as text", body: "## **굵은** [링크](/docs/a)\n", wantIDs: []string{"굵은-링크"}},
		{name: "duplicates get -1 and -2", body: "## 예제\n\n## 예제\n\n## 예제\n", wantIDs: []string{"예제", "예제-1", "예제-2"}},
		{name: "duplicates across levels share one counter", body: "## 옵션\n\n### 옵션\n", wantIDs: []string{"옵션", "옵션-1"}},
		{name: "a generated id skips an id already taken", body: "## a\n\n## a\n\n## a-1\n", wantIDs: []string{"a", "a-1", "a-1-1"}},
		{name: "an explicit id is used as written", body: "## 설치하기 {#install}\n", wantIDs: []string{"install"}},
		{name: "an explicit id is not slugged", body: "## 설치 {#Install_Guide}\n", wantIDs: []string{"Install_Guide"}},
		{name: "an automatic id avoids an earlier explicit id", body: "## Intro {#intro}\n\n## Intro\n", wantIDs: []string{"intro", "intro-1"}},
		{name: "headings inside admonitions and components get ids", body: ":::note\n## 노트 안\n:::\n\n<Tabs>\n<TabItem value=\"a\">\n\n## 탭 안\n\n</TabItem>\n</Tabs>\n", wantIDs: []string{"노트-안", "탭-안"}},
		{name: "a duplicate explicit id is an error", body: "## 하나 {#same}\n\n## 둘 {#same}\n", wantIDs: []string{"same", "same"}, wantErr: `duplicate heading id "same" (first used on line 1)`},
		{name: "an explicit id equal to an earlier automatic id is an error", body: "## Intro\n\n## 소개 {#intro}\n", wantIDs: []string{"intro", "intro"}, wantErr: `duplicate heading id "intro"`},
	}
	p := mdx.NewParser(nil)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, ds := p.Parse([]byte(tc.body), mdx.Options{File: "a.mdx"})
			var ids []string
			for _, h := range doc.Headings {
				ids = append(ids, h.ID)
			}
			assert.Equal(t, tc.wantIDs, ids)
			if tc.wantErr == "" {
				assert.Empty(t, ds)
				return
			}
			require.Len(t, ds, 1)
			assert.Contains(t, ds[0].Msg, tc.wantErr)
			assert.NotEmpty(t, ds[0].Hint, "a duplicate id tells how to fix it")
		})
	}
}

func TestHeadingHTMLCarriesTheID(t *testing.T) {
	doc, ds := mdx.NewParser(nil).Parse([]byte("## API 소개\n"), mdx.Options{})
	require.Empty(t, ds)
	require.Len(t, doc.Body, 1)
	assert.Contains(t, doc.Body[0].HTML, `<h2 id="api-소개">`)
	assert.Contains(t, doc.Body[0].HTML, `href="#api-소개"`, "the hash link points at the heading, written as Docusaurus writes it")
}

// TestLineOffset checks that positions count the front matter lines, so that
// diagnostics and links point at the line in the file.
func TestLineOffset(t *testing.T) {
	body := "본문.\n\n[링크](/docs/a)\n\n값 {x\n"
	p := mdx.NewParser(nil)

	doc, ds := p.Parse([]byte(body), mdx.Options{File: "docs/a.mdx", LineOffset: 4})
	require.Len(t, ds, 1)
	assert.Equal(t, "docs/a.mdx:9:3", ds[0].Pos.String(), "columns count characters: 값 is one")
	require.Len(t, doc.Links, 1)
	assert.Equal(t, 7, doc.Links[0].Pos.Line)
	assert.Equal(t, "docs/a.mdx", doc.Links[0].Pos.File)
}

func TestParseWithoutResolverKeepsLinks(t *testing.T) {
	doc, ds := mdx.NewParser(nil).Parse([]byte("[a](./a.mdx#x)\n"), mdx.Options{})
	require.Empty(t, ds)
	require.Len(t, doc.Links, 1)
	assert.Equal(t, "./a.mdx#x", doc.Links[0].Dest)
	assert.Equal(t, "./a.mdx#x", doc.Links[0].Raw)
}

func TestDocText(t *testing.T) {
	body := "# 제목\n\n## 소제목\n\n첫 문단 **굵게**.\n\n```js\nconst secret = 1;\n```\n\n`인라인` 코드.\n"
	doc, ds := mdx.NewParser(nil).Parse([]byte(body), mdx.Options{})
	require.Empty(t, ds)
	assert.Equal(t, "제목", doc.H1)
	assert.Contains(t, doc.Text, "소제목")
	assert.Contains(t, doc.Text, "첫 문단 굵게.")
	assert.NotContains(t, doc.Text, "secret", "code blocks are not text")
	assert.NotContains(t, doc.Text, "# 제목")
}

func TestSiteComponentsAreKnown(t *testing.T) {
	used := "<Card title=\"x\" />\n"
	_, ds := mdx.NewParser(nil).Parse([]byte(used), mdx.Options{File: "a.mdx"})
	require.Len(t, ds, 1, "neither registered nor imported: %v", ds)
	assert.Equal(t, "unknown component <Card>", ds[0].Msg)

	doc, ds := mdx.NewParser([]string{"Card"}).Parse([]byte(used), mdx.Options{File: "a.mdx"})
	require.Empty(t, ds)
	require.Len(t, doc.Body, 1)
	assert.Equal(t, mdx.Node{Type: "c", Name: "Card", Props: map[string]any{"title": "x"}}, doc.Body[0])
	assert.False(t, doc.NeedsModule(), "a registered component is page data")

	imported := "import Card from '@site/src/components/Card';\n\n" + used
	doc, ds = mdx.NewParser(nil).Parse([]byte(imported), mdx.Options{File: "a.mdx"})
	require.Empty(t, ds)
	assert.True(t, doc.NeedsModule(), "an imported component is the module's")
	assert.True(t, doc.Body[0].Ref, "the node refers to the import")
}

func TestDiagnosticsHaveHints(t *testing.T) {
	bodies := map[string]string{
		"unknown component":    "<Banner />\n",
		"unclosed expression":  "값 {x\n",
		"inline component":     "a <Card /> b\n",
		"string event handler": "<button onClick=\"go()\">x</button>\n",
		"unknown language":     "```klingon\nx\n```\n",
		"unknown admonition":   ":::nope\nx\n:::\n",
		"unclosed element":     "<Tabs>\n\nx\n",
		"unreadable import":    "import {a from 'x';\n",
	}
	p := mdx.NewParser(nil)
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			_, ds := p.Parse([]byte(body), mdx.Options{File: "a.mdx"})
			require.NotEmpty(t, ds)
			for _, d := range ds {
				assert.Equal(t, "mdx", d.Plugin)
				assert.NotEmpty(t, d.Hint, "%s has no hint", d)
				assert.Equal(t, "a.mdx", d.Pos.File)
				assert.GreaterOrEqual(t, d.Pos.Line, 1)
				assert.GreaterOrEqual(t, d.Pos.Col, 1)
			}
		})
	}
}

func TestSplitFrontMatter(t *testing.T) {
	tests := []struct {
		name      string
		src       string
		want      map[string]any
		wantLines map[string]int
		wantBody  string
		wantLine  int // lines before the body
		// wantErr is "line: message substring" of the expected diagnostic.
		wantErrLine int
		wantErr     string
	}{
		{name: "no front matter", src: "# 제목\n\n본문\n", want: map[string]any{}, wantBody: "# 제목\n\n본문\n"},
		{name: "a --- later in the file is not front matter", src: "본문\n---\n", want: map[string]any{}, wantBody: "본문\n---\n"},
		{name: "four dashes are not front matter", src: "----\ntitle: a\n----\n", want: map[string]any{}, wantBody: "----\ntitle: a\n----\n"},
		{
			name:      "valid front matter",
			src:       "---\ntitle: 가이드 소개\nsidebar_position: 2\nhide_table_of_contents: true\n---\n\n본문\n",
			want:      map[string]any{"title": "가이드 소개", "sidebar_position": 2, "hide_table_of_contents": true},
			wantLines: map[string]int{"title": 2, "sidebar_position": 3, "hide_table_of_contents": 4},
			wantBody:  "\n본문\n", wantLine: 5,
		},
		{name: "empty front matter", src: "---\n---\n본문\n", want: map[string]any{}, wantBody: "본문\n", wantLine: 2},
		{name: "closing --- with trailing spaces", src: "---\ntitle: a\n---  \n본문\n", want: map[string]any{"title": "a"}, wantBody: "본문\n", wantLine: 3},
		{name: "front matter only, no final newline", src: "---\ntitle: a\n---", want: map[string]any{"title": "a"}, wantBody: "", wantLine: 3},
		{name: "byte order mark", src: "\ufeff---\ntitle: a\n---\n본문\n", want: map[string]any{"title": "a"}, wantBody: "본문\n", wantLine: 3},
		{
			name:     "CRLF line endings",
			src:      "---\r\ntitle: a\r\nslug: /b\r\n---\r\n본문\r\n",
			want:     map[string]any{"title": "a", "slug": "/b"},
			wantBody: "본문\r\n", wantLine: 4,
		},
		{name: "unclosed front matter", src: "---\ntitle: a\n\n본문\n", wantErrLine: 1, wantErr: "front matter is not closed"},
		{name: "unclosed flow sequence names its line", src: "---\ntitle: a\ntags: [a, b\n---\n", wantErrLine: 3, wantErr: "did not find expected ',' or ']'"},
		{name: "bad indentation names its line", src: "---\ntitle: a\n  b: c\n---\n", wantErrLine: 3, wantErr: "mapping values are not allowed"},
		{name: "error on the first YAML line", src: "---\n\ttitle: a\n---\n", wantErrLine: 2, wantErr: "cannot start any token"},
		{name: "unterminated string", src: "---\na: 1\nb: \"x\n---\n", wantErrLine: 3, wantErr: "invalid front matter"},
		{name: "key defined twice names the second and the first line", src: "---\ntitle: a\ndescription: b\ntitle: c\n---\n", wantErrLine: 4, wantErr: `mapping key "title" already defined at line 2`},
		{name: "a list instead of keys", src: "---\n- a\n- b\n---\n", wantErrLine: 2, wantErr: "expected key: value pairs"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fm, body, line, d := mdx.SplitFrontMatter("docs/a.mdx", []byte(tc.src))
			require.NotNil(t, fm)
			if tc.wantErr != "" {
				require.NotNil(t, d, "want a diagnostic")
				assert.Equal(t, "docs/a.mdx", d.Pos.File)
				assert.Equal(t, tc.wantErrLine, d.Pos.Line, "diagnostic line of %q", d.Msg)
				assert.Contains(t, d.Msg, tc.wantErr)
				assert.NotContains(t, d.Msg, "\n", "a diagnostic is one line")
				return
			}
			require.Nil(t, d, "unexpected diagnostic")
			assert.Equal(t, tc.want, fm.Values)
			if tc.wantLines != nil {
				assert.Equal(t, tc.wantLines, fm.Lines)
			}
			assert.Equal(t, tc.wantBody, string(body))
			assert.Equal(t, tc.wantLine, line)
		})
	}
}

func TestFrontMatterLineDefaultsToFirstLine(t *testing.T) {
	fm, _, _, d := mdx.SplitFrontMatter("a.mdx", []byte("---\ntitle: a\n---\n"))
	require.Nil(t, d)
	assert.Equal(t, 2, fm.Line("title"))
	assert.Equal(t, 1, fm.Line("missing"))
}
