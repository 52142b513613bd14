package docskit_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A page whose JSX is written as code: a Tabs element whose opening tag
// runs over a blank line, a component whose prop is a function returning
// a CodeBlock, and a CodeBlock whose child is a template literal over
// several lines in an mdx-code-block fence. MDX reads these elements
// whole; docskit reads them as raw JSX in the page's module.
const rawJSXSite = `
-- docs/guide/intro.mdx --
---
title: 원시 JSX
---
import Fetch from '@site/src/components/Fetch';

## 설정 형식

<Tabs groupId="fmt" values={[ { label: "XML 형식", value: "xml" },
{ label: "YAML 형식", value: "yaml" }, ]}

>   <TabItem value="xml" label="XML 형식">

    <Fetch render={(v) => (
      <CodeBlock className="language-xml">
        {` + "`<name>${v.name}</name>`" + `}
      </CodeBlock>
    )} />
  </TabItem>
  <TabItem value="yaml" label="YAML 형식">
    YAML 설정도 같은 항목을 씁니다.
  </TabItem>
</Tabs>

` + "```mdx-code-block" + `
<CodeBlock language="shell">{
` + "`nuri deploy \\\\\n  --region seoul`" + `}
</CodeBlock>
` + "```" + `

배포가 끝나면 **상태**를 확인합니다.
-- src/components/Fetch.jsx --
export default function Fetch({render}) {
  return render({name: '누리'});
}
`

func TestBuildRendersRawJSX(t *testing.T) {
	dir := writeSite(t, rawJSXSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)

	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, "XML 형식", "the tabs render with their labels")
	assert.Contains(t, html, "YAML 형식")
	assert.Contains(t, html, "&lt;name&gt;누리&lt;/name&gt;", "the function prop runs on the server and its CodeBlock shows the code")
	assert.Contains(t, html, "YAML 설정도 같은 항목을 씁니다.")
	assert.Contains(t, html, "nuri deploy \\")
	assert.Contains(t, html, "--region seoul", "the template literal's lines are the code")
	assert.Contains(t, html, "<strong>상태</strong>", "the Markdown around the raw elements stays Markdown")
}

// An error in a raw element names the page's file and the line it is on.
func TestRawJSXErrorsNameThePage(t *testing.T) {
	site := `
-- docs/guide/intro.mdx --
---
title: 소개
---
소개 문단.
-- docs/guide/broken.mdx --
---
title: 깨진 JSX
---
문단.

<Tabs values={[{label: "가", value: "a"}]}

>
  <TabItem value="a">
    {items.map((i) => <b>{i}</b>) )}
  </TabItem>
</Tabs>
`
	dir := writeSite(t, site)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.Error(t, err)
	var ds diag.List
	require.ErrorAs(t, err, &ds)
	require.NotEmpty(t, ds, "%v", err)
	assert.Equal(t, filepath.ToSlash(filepath.Join(dir, "docs/guide/broken.mdx")), ds[0].Pos.File)
	assert.Equal(t, 10, ds[0].Pos.Line, "%v", ds)
	assert.Equal(t, "bundle", ds[0].Plugin, "esbuild reads the module: %v", ds)
}

// A raw element may name the site's own components without importing
// them, as their MDX pages do: the module takes them from the site's
// components.
func TestRawJSXUsesSiteComponents(t *testing.T) {
	src := golden.MapFS(`
-- docs/guide/intro.mdx --
# 소개

<Callout kind="tip" items={["가", "나"]}

>
  <Badge label="새 기능" count={1 + 2} />
</Callout>
`)
	b := newBuilder(t, src, docskit.WithNodeModules(nodeModules(t)), docskit.WithPlugins(calloutPlugin{}))
	out := t.TempDir()
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, "docs/guide/intro.html"))
	assert.Contains(t, html, `<aside class="callout callout-tip"`, "the site component renders")
	assert.Contains(t, html, `<span class="badge">새 기능<!-- -->×<!-- -->3</span>`, "its child, another site component, with the value of its expression")
}

// A raw element may name a component of the site's MDXComponents without
// importing it, as the page's other elements may.
func TestRawJSXUsesMDXComponents(t *testing.T) {
	dir := writeSite(t, `
-- docs/guide/intro.mdx --
---
title: 전역 컴포넌트
---
<Highlight color={"노" + "랑"}

>강조한 문장</Highlight>
-- src/theme/MDXComponents.js --
import MDXComponents from '@theme-original/MDXComponents';
export default {
  ...MDXComponents,
  Highlight: ({children, color}) => <span className="highlight" data-color={color}>{children}</span>,
};
`)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, `<span class="highlight" data-color="노랑">강조한 문장</span>`)
}
