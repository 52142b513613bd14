package docskit_test

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"regexp"
	"testing"
	"testing/fstest"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// The two plugin capabilities that change what a page body may contain,
// tested through whole builds: a goldmark extension (MarkdownExtender) and a
// site's own MDX component (ComponentProvider). The component's hydration is
// tested in a browser by examples/customplugin/browser.

// markExtension is a tiny goldmark extension: ==text== becomes <mark>text</mark>.
type markExtension struct{}

var kindMark = ast.NewNodeKind("Mark")

type markNode struct{ ast.BaseInline }

func (n *markNode) Kind() ast.NodeKind            { return kindMark }
func (n *markNode) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

type markParser struct{}

func (markParser) Trigger() []byte { return []byte{'='} }

func (markParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	if !bytes.HasPrefix(line, []byte("==")) {
		return nil
	}
	end := bytes.Index(line[2:], []byte("=="))
	if end <= 0 {
		return nil
	}
	n := &markNode{}
	n.AppendChild(n, ast.NewTextSegment(text.NewSegment(seg.Start+2, seg.Start+2+end)))
	block.Advance(end + 4)
	return n
}

type markRenderer struct{}

func (markRenderer) RegisterFuncs(r renderer.NodeRendererFuncRegisterer) {
	r.Register(kindMark, func(w util.BufWriter, _ []byte, _ ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString("<mark>")
		} else {
			_, _ = w.WriteString("</mark>")
		}
		return ast.WalkContinue, nil
	})
}

func (markExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(markParser{}, 500)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(markRenderer{}, 500)))
}

type markPlugin struct{}

func (markPlugin) Name() string { return "mark" }
func (markPlugin) MarkdownExtensions() []goldmark.Extender {
	return []goldmark.Extender{markExtension{}}
}

var _ docskit.MarkdownExtender = markPlugin{}

func TestMarkdownExtenderReachesThePage(t *testing.T) {
	src := golden.MapFS(`
-- docs/guide/intro.mdx --
# 소개

이 문장에는 ==형광펜== 표시가 있습니다.

## ==강조==된 제목

<Tabs>
<TabItem value="a" label="가">

탭 안의 ==표시==입니다.

</TabItem>
</Tabs>
`)
	b := newBuilder(t, src, docskit.WithNodeModules(nodeModules(t)), docskit.WithPlugins(markPlugin{}))
	out := t.TempDir()
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, "docs/guide/intro.html"))
	assert.Contains(t, html, "<p>이 문장에는 <mark>형광펜</mark> 표시가 있습니다.</p>", "the extension's node is rendered by its renderer")
	assert.Contains(t, html, `<h2 id="강조된-제목"`, "the heading id comes from the text inside the extension's node")
	assert.Regexp(t, regexp.MustCompile(`<h2 id="강조된-제목"[^>]*>.*<mark>강조</mark>된 제목`), html)
	assert.Contains(t, html, "<p>탭 안의 <mark>표시</mark>입니다.</p>", "component children are Markdown with the extension too")
	var data struct {
		TOC []struct{ Value string } `json:"toc"`
	}
	require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "_data/docs/guide/intro.json"))), &data))
	require.Len(t, data.TOC, 1)
	assert.Equal(t, "<mark>강조</mark>된 제목", data.TOC[0].Value, "the table of contents keeps the extension's HTML")
}

// calloutPlugin provides two MDX components from one file system: Callout
// (a default export, with a nodeId) and Badge (a named export).
type calloutPlugin struct{}

var calloutFS = fstest.MapFS{
	"client/Callout.tsx": {Data: []byte(`import type { ReactNode } from 'react';
import './callout.css';

export default function Callout({ kind, children, nodeId }: { kind: string; children?: ReactNode; nodeId?: string }) {
  return <aside className={'callout callout-' + kind} id={nodeId}>{children}</aside>;
}
Callout.usesNodeId = true;
`)},
	"client/callout.css": {Data: []byte(".callout{border-left:4px solid}\n")},
	"client/badge.tsx":   {Data: []byte("export function Badge({ label, count }: { label: string; count: number }) { return <span className=\"badge\">{label}×{count}</span>; }\n")},
}

func (calloutPlugin) Name() string { return "callout" }
func (calloutPlugin) Components() []docskit.Component {
	return []docskit.Component{
		{Name: "Callout", Module: docskit.ClientModule{FS: calloutFS, Entry: "client/Callout.tsx"}},
		{Name: "Badge", Module: docskit.ClientModule{FS: calloutFS, Entry: "client/badge.tsx"}, Export: "Badge"},
	}
}

var _ docskit.ComponentProvider = calloutPlugin{}

func TestComponentProviderRendersTheSiteComponentOnTheServer(t *testing.T) {
	src := golden.MapFS(`
-- docs/guide/intro.mdx --
# 소개

<Callout kind="tip">

콜아웃 안의 **굵은** 글입니다.

</Callout>

<Badge label="새 기능" count={3} />
`)
	b := newBuilder(t, src, docskit.WithNodeModules(nodeModules(t)), docskit.WithPlugins(calloutPlugin{}))
	out := t.TempDir()
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, "docs/guide/intro.html"))
	assert.Contains(t, html, `<aside class="callout callout-tip" id="dk-0"><div class="dk-html"><p>콜아웃 안의 <strong>굵은</strong> 글입니다.</p></div></aside>`,
		"the component renders with its props, its nodeId and its Markdown children")
	assert.Contains(t, html, `<span class="badge">새 기능<!-- -->×<!-- -->3</span>`, "a named export renders, with a number prop")
	css, err := filepath.Glob(filepath.Join(out, "assets", "main-*.css"))
	require.NoError(t, err)
	require.Len(t, css, 1)
	assert.Contains(t, read(t, css[0]), ".callout{", "the component's stylesheet is in the site's CSS")
}

func TestComponentProviderRejectsBadComponents(t *testing.T) {
	mod := docskit.ClientModule{FS: calloutFS, Entry: "client/Callout.tsx"}
	for _, c := range []struct {
		name string
		comp docskit.Component
		want string
	}{
		{"lowercase", docskit.Component{Name: "callout", Module: mod}, `plugin bad: component "callout": a component name starts with a capital letter`},
		{"dotted", docskit.Component{Name: "My.Callout", Module: mod}, `component "My.Callout": a component name starts with a capital letter`},
		{"built-in", docskit.Component{Name: "Tabs", Module: mod}, `component "Tabs": the theme already has this component; to replace it, override @theme/Tabs with WithThemeOverrides`},
		{"taken", docskit.Component{Name: "Callout", Module: mod}, `plugin bad: component "Callout": plugin callout already provides a component of this name`},
		{"no module", docskit.Component{Name: "Note"}, `component "Note": Module needs an FS and an Entry`},
		{"bad export", docskit.Component{Name: "Note", Module: mod, Export: "not-a-name"}, `component "Note": Export "not-a-name" is not a JavaScript name`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := docskit.New(testConfig(), docskit.WithPlugins(calloutPlugin{}, badComponents{c.comp}))
			assert.ErrorContains(t, err, c.want)
		})
	}
}

type badComponents []docskit.Component

func (badComponents) Name() string                      { return "bad" }
func (b badComponents) Components() []docskit.Component { return b }
