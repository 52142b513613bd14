package docskit_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/pages"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A site whose pages need JavaScript: a component of the site's own, an
// export, expressions in text and props, a CSS module, source as text.
const moduleSite = `
-- docs/guide/intro.mdx --
---
title: 카운터
tags: [예제]
---
import Counter, {Note} from '@site/src/components/Counter';
import source from '!!raw-loader!./snippet.txt';
export const limit = 3 * 4;

## 한도는 {limit}

알림은 최대 {limit}개, <Note>중요</Note> 태그: {frontMatter.tags.join(', ')}.

<Counter start={limit - 2} label={"누르기"} />

원문: {source.trim()}
-- docs/guide/snippet.txt --
nuri.push.send()
-- docs/guide/plain.mdx --
---
title: 그냥 문서
---
[카운터](./intro.mdx)
-- src/components/Counter.jsx --
import React, {useState} from 'react';
import styles from './counter.module.css';
export default function Counter({start, label}) {
  const [n, setN] = useState(start);
  return <button className={styles.counter} onClick={() => setN(n + 1)}>{label} {n}</button>;
}
export const Note = ({children}) => <em className="note">{children}</em>;
-- src/components/counter.module.css --
.counter { font-weight: 700; }
`

func writeSite(t *testing.T, txtar string) string {
	t.Helper()
	dir := t.TempDir()
	for name, f := range golden.MapFS(txtar) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, f.Data, 0o644))
	}
	return dir
}

func TestBuildRendersModulePages(t *testing.T) {
	dir := writeSite(t, moduleSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)

	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, `<h2 id="한도는-limit">`, "the heading's id counts the expression as its code, as Docusaurus slugs it")
	assert.Contains(t, html, ">12<", "the export is evaluated")
	assert.Contains(t, html, `<em class="note">`, "a component in a line of text renders in place")
	assert.Contains(t, html, "예제", "frontMatter is in scope")
	assert.Contains(t, html, "누르기<!-- --> <!-- -->10", "the component renders on the server with its props")
	assert.Contains(t, html, "nuri.push.send()", "a raw-loader import is the file's text")
	assert.Regexp(t, `<link rel="modulepreload" href="/assets/page0-[A-Z0-9]+\.js">`, html, "the page's module is preloaded")
	assert.Regexp(t, `<link rel="stylesheet" href="/assets/page0-[A-Z0-9]+\.css">`, html, "the CSS its components import is linked")

	data := read(t, filepath.Join(out, "_data/docs/guide/intro.json"))
	assert.Contains(t, data, `"module":"/assets/page0-`)
	assert.NotContains(t, data, `"body"`, "the module makes the body")
	plain := read(t, filepath.Join(out, "_data/docs/guide/plain.json"))
	assert.Contains(t, plain, `"body"`, "a page without JavaScript stays page data")
	assert.NotContains(t, plain, `"module"`)
}

// An error in a page's module names the page's file and line; an import
// that does not resolve names the import.
func TestModuleErrorsNameThePage(t *testing.T) {
	site := moduleSite + `
-- docs/guide/broken.mdx --
---
title: 깨진 문서
---
import Missing from '@site/src/components/Missing';

<Missing />
`
	dir := writeSite(t, site)
	out := filepath.Join(t.TempDir(), "site")
	require.NoError(t, os.MkdirAll(out, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(out, "keep.html"), []byte("last good"), 0o644))
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.Error(t, err)
	var ds diag.List
	require.ErrorAs(t, err, &ds)
	require.Len(t, ds, 1, "%v", err)
	assert.Equal(t, filepath.ToSlash(filepath.Join(dir, "docs/guide/broken.mdx"))+":4:21", ds[0].Pos.String())
	assert.Contains(t, ds[0].Msg, "cannot resolve @site/src/components/Missing")
	assert.Equal(t, "last good", read(t, filepath.Join(out, "keep.html")), "the previous output stays")
}

// A site's own MDXComponents (a swizzled src/theme/MDXComponents) gives
// pages components they use without importing them, as in Docusaurus.
func TestSiteMDXComponentsAreInScope(t *testing.T) {
	dir := writeSite(t, `
-- docs/guide/intro.mdx --
---
title: 전역 컴포넌트
---
<Highlight color="노랑">강조한 문장</Highlight>과 글 사이의 <Highlight color="파랑">강조</Highlight>.
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
	assert.Contains(t, html, `<span class="highlight" data-color="노랑">`)
	assert.Contains(t, html, `<span class="highlight" data-color="파랑">`)

	// Without it, the same page is an error at the component.
	require.NoError(t, os.Remove(filepath.Join(dir, "src/theme/MDXComponents.js")))
	b = newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err = b.Build(context.Background(), filepath.Join(t.TempDir(), "site"))
	require.ErrorContains(t, err, "unknown component <Highlight>")
}

// A theme component the site adds in src/theme serves pages that import
// it; the site's own version of one docskit's theme has (a swizzled Tabs,
// written against Docusaurus's internals) is not used.
func TestSiteThemeComponents(t *testing.T) {
	dir := writeSite(t, `
-- docs/guide/intro.mdx --
---
title: 테마 컴포넌트
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Screenshot from '@theme/Screenshot';
import notes from 'raw-loader!./notes.txt';

<Screenshot src="/img/a.png" caption="첫 화면" />

<Tabs>
<TabItem value="a" label="가">

가 내용. {notes}

</TabItem>
</Tabs>
-- docs/guide/notes.txt --
원문 그대로
-- src/theme/Screenshot.jsx --
export default function Screenshot({caption}) { return <figure className="shot">{caption}</figure>; }
-- src/theme/Tabs/index.js --
export default function Tabs() { return <div className="swizzled">바꾼 탭</div>; }
`)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, `<figure class="shot">첫 화면</figure>`, "the site's own theme component")
	assert.Contains(t, html, `class="dk-tabs"`, "the theme's Tabs, not the site's swizzled one")
	assert.NotContains(t, html, "바꾼 탭")
	assert.Contains(t, html, "원문 그대로", "raw-loader! without the leading !! reads the file as text")
}

// Docs beside the site folder (docs: '../docs'): a page's relative imports
// resolve from its own folder, @site/ from the site folder (WithSiteDir).
func TestDocsBesideTheSiteFolder(t *testing.T) {
	dir := writeSite(t, `
-- docs/guide/intro.mdx --
---
title: 옆 폴더
---
import Near from '../components/Near';
import Far from '@site/src/Far';

<Near /> <Far />
-- docs/components/Near.jsx --
export default function Near() { return <b className="near">가까이</b>; }
-- website/src/Far.jsx --
export default function Far() { return <b className="far">멀리</b>; }
`)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithSiteDir(filepath.Join(dir, "website")), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, `<b class="near">가까이</b>`)
	assert.Contains(t, html, `<b class="far">멀리</b>`)
}

// A Docusaurus site's page that uses a third-party theme's component: a
// notice stands in for it under Markdown.Lenient (with a warning), and
// the build fails on it otherwise.
func TestLenientStandsInForMissingThemeComponents(t *testing.T) {
	site := moduleSite + `
-- docs/guide/api.mdx --
---
title: API
---
import Redoc from '@theme/Redoc';
import useRouteContext from '@docusaurus/useRouteContext';

앞 <Redoc specId="api" /> 뒤
-- docs/guide/releases.mdx --
---
title: 릴리스
---
import Releases from '@site/src/components/Releases';

최신: <Releases />
-- docs/guide/wrong-import.mdx --
---
title: 틀린 가져오기
---
import {missing} from '@site/src/components/Counter';

<p>{missing}</p>
-- docs/guide/global.mdx --
---
title: 전역 컴포넌트
---
앞 문단.

<RunnableCodeBlock>
코드
</RunnableCodeBlock>
-- docs/guide/logo.mdx --
---
title: 로고
---
import Logo from '@site/src/logo.svg';

<Logo className="logo" title="누리" />
-- src/logo.svg --
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>
-- src/components/Releases.jsx --
import usePluginData from '@docusaurus/useGlobalData';
export default function Releases() {
  const data = usePluginData('fetch-releases');
  return <b>{data.latest.name}</b>;
}
`
	dir := writeSite(t, site)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.Error(t, err, "without Lenient a component no import gives fails the build")
	assert.Contains(t, err.Error(), `unknown component <RunnableCodeBlock>`)

	cfg := testConfig()
	cfg.Markdown.Lenient = true
	var log []string
	b, err = docskit.New(cfg, docskit.WithSource(os.DirFS(dir)), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)),
		docskit.WithLogf(func(f string, a ...any) { log = append(log, fmt.Sprintf(f, a...)) }),
		docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"guide"}}), pages.New(pages.Options{})))
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/api")))
	assert.Contains(t, html, `class="dk-stand-in"`, "a notice where the component would be")
	assert.Contains(t, html, "@theme/Redoc")
	assert.Contains(t, strings.Join(log, "\n"), "warning: @theme/Redoc is not in docskit")
	assert.Contains(t, strings.Join(log, "\n"), "warning: @docusaurus/useRouteContext is not in docskit")

	// A component no import gives (a theme's global one): a notice in its place.
	html = read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/global")))
	assert.Contains(t, html, "앞 문단.")
	assert.Contains(t, html, `<div class="dk-stand-in" role="note"><code>&lt;RunnableCodeBlock&gt;</code>`)

	// An SVG a page imports is a component, as Docusaurus's svgr makes it.
	html = read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/logo")))
	assert.Regexp(t, `<img src="/assets/logo-[A-Z0-9]+\.svg" alt="누리" class="logo"/>`, html)

	// A page whose module does not bundle (a name its import lacks, which
	// webpack lets pass): a notice stands in for its body, with a warning.
	html = read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/wrong-import")))
	assert.Contains(t, html, `class="dk-stand-in"`)
	assert.Contains(t, strings.Join(log, "\n"), "docs/guide/wrong-import.mdx:4")
	assert.Contains(t, strings.Join(log, "\n"), "the page's module does not bundle")
	html = read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, ">12<", "the other module pages are built")

	// A component that throws (it reads a plugin's data, which docskit
	// does not have): a notice stands in for the body, with a warning.
	html = read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/releases")))
	assert.Contains(t, html, `class="dk-stand-in"`)
	assert.Contains(t, strings.Join(log, "\n"), "docs/guide/releases.mdx: its module threw while rendering")
}

// A package with its own copy of react (an old one, in a node_modules of
// its own) renders with the theme's React: every react, react-dom and
// react/* import resolves to the one copy, as Docusaurus's single bundle
// has it. The site's node_modules is the one that holds react here, as
// when cmd/docskit builds a Docusaurus site folder.
func TestPackagesWithTheirOwnReactUseTheOneReact(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "sites", "own-react.txtar"))
	require.NoError(t, err)
	dir := writeSite(t, string(src))
	nm := nodeModules(t)
	for _, pkg := range []string{"react", "react-dom", "scheduler"} {
		require.NoError(t, os.Symlink(filepath.Join(nm, pkg), filepath.Join(dir, "node_modules", pkg)))
	}
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(filepath.Join(dir, "node_modules")))
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Contains(t, html, `<span class="old-badge"><b>누리</b></span>`)
}

// Math needs the site's katex package: without it the build stops before
// any page is parsed, saying what to install.
func TestMathWithoutKaTeXFails(t *testing.T) {
	dir := writeSite(t, "-- docs/guide/intro.mdx --\n---\ntitle: 식\n---\n$x^2$\n")
	cfg := testConfig()
	cfg.Markdown.Math = true
	b, err := docskit.New(cfg, docskit.WithSource(os.DirFS(dir)), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)),
		docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"guide"}})))
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	_, err = b.Build(context.Background(), filepath.Join(t.TempDir(), "site"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the katex package is not installed")
	assert.Contains(t, err.Error(), "npm install katex")
}

// Anchors a React page's components report with useBrokenLinks while the
// page renders (the tabs of a page that shows one at a time) are anchors of
// the page for the link check, as in Docusaurus; others are still broken.
const reportedAnchorsSite = `
-- docs/guide/intro.mdx --
---
title: 소개
---
[웹팩 설정](/setup#webpack)과 [롤업 설정](/setup#rollup)
-- src/pages/setup.jsx --
import useBrokenLinks from '@docusaurus/useBrokenLinks';
const tools = ['webpack', 'rollup'];
export default function Setup() {
  const links = useBrokenLinks();
  tools.forEach((tool) => links.collectAnchor(tool));
  return <main><h1>설정</h1><p>{tools[0]}</p></main>;
}
`

func TestAnchorsReportedWhileRenderingAreChecked(t *testing.T) {
	dir := writeSite(t, reportedAnchorsSite)
	out := filepath.Join(t.TempDir(), "site")
	build := func() error {
		b, err := docskit.New(testConfig(), docskit.WithSource(os.DirFS(dir)), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)),
			docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"guide"}}), pages.New(pages.Options{Dir: "src/pages"}), linkcheck.New(linkcheck.Options{})))
		require.NoError(t, err)
		defer b.Close()
		_, err = b.Build(context.Background(), out)
		return err
	}
	require.NoError(t, build(), "both anchors were reported while /setup rendered")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "docs/guide/intro.mdx"), []byte("---\ntitle: 소개\n---\n[없는 설정](/setup#parcel)\n"), 0o644))
	err := build()
	require.Error(t, err)
	assert.Contains(t, err.Error(), `broken anchor "/setup#parcel"`)
}

// A Markdown file that a site's component imports is a component that
// renders it, as Docusaurus's MDX loader makes any imported .md/.mdx: a
// partial of the component's folder, or another page's file.
const importedMarkdownSite = `
-- docs/guide/intro.mdx --
---
title: 플랫폼
---
import Platform from '@site/src/components/Platform';

<Platform />
-- docs/guide/android.mdx --
---
title: 안드로이드
---
안드로이드는 **Gradle**로 빌드합니다.
-- src/components/Platform.jsx --
import IOS from './_ios.md';
import Android from '../../docs/guide/android.mdx';
export default function Platform() {
  return <div className="platform"><IOS /><Android /></div>;
}
-- src/components/_ios.md --
## iOS 준비

**Xcode**를 엽니다.
`

func TestImportedMarkdownIsAComponent(t *testing.T) {
	dir := writeSite(t, importedMarkdownSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Regexp(t, `(?s)<div class="platform">.*<h2 id="ios-준비">iOS 준비.*<strong>Xcode</strong>를 엽니다.*<strong>Gradle</strong>로 빌드합니다`, html)
}

// A site with a React page is known to need page modules once its pages
// are loaded: the theme is bundled once, with them, instead of alone and
// again; a site whose modules appear only while parsing bundles twice.
func TestThemeIsBundledOnceWhenAPageIsAReactPage(t *testing.T) {
	bundles := func(site string) []string {
		dir := writeSite(t, site)
		var log []string
		b, err := docskit.New(testConfig(), docskit.WithSource(os.DirFS(dir)), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)),
			docskit.WithLogf(func(f string, a ...any) { log = append(log, fmt.Sprintf(f, a...)) }),
			docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"guide"}}), pages.New(pages.Options{Dir: "src/pages"})))
		require.NoError(t, err)
		t.Cleanup(func() { _ = b.Close() })
		out := filepath.Join(t.TempDir(), "site")
		_, err = b.Build(context.Background(), out)
		require.NoError(t, err)
		html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
		assert.Contains(t, html, ">12<", "the module page renders")
		var lines []string
		for _, l := range log {
			if strings.HasPrefix(l, "bundle ") {
				lines = append(lines, l)
			}
		}
		return lines
	}
	lines := bundles(moduleSite + `
-- src/pages/hello.jsx --
export default function Hello() { return <main>안녕</main>; }
`)
	require.Len(t, lines, 1, "one bundle: %q", lines)
	assert.Contains(t, lines[0], "2 page modules")

	lines = bundles(moduleSite)
	require.Len(t, lines, 2, "the theme while parsing, then with the module found: %q", lines)
	assert.Contains(t, lines[1], "1 page modules")
}

// A page module that reaches a package with a top-level await in its Node
// build (an ES module that awaits at its top, as lexical's does) bundles
// on a site with docs tags too: no theme module is require()d with page
// modules in its reach, which esbuild forbids.
func TestTopLevelAwaitInAPageModuleWithDocTags(t *testing.T) {
	dir := writeSite(t, "-- docs/guide/intro.mdx --\n---\ntitle: 대기\ntags: [준비]\n---\nimport { ready } from 'awaits';\n\n상태: {ready}\n"+
		"-- node_modules/awaits/package.json --\n{\"name\": \"awaits\", \"version\": \"1.0.0\", \"type\": \"module\", \"exports\": {\"node\": \"./index.node.js\", \"default\": \"./index.js\"}}\n"+
		"-- node_modules/awaits/index.node.js --\nexport const ready = await Promise.resolve('준비됨');\n"+
		"-- node_modules/awaits/index.js --\nexport const ready = '준비됨';\n")
	cfg := testConfig()
	cfg.Docs.Tags = true
	out := filepath.Join(t.TempDir(), "site")
	b, err := docskit.New(cfg, docskit.WithSource(os.DirFS(dir)), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)),
		docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"guide"}}), pages.New(pages.Options{})))
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	_, err = b.Build(context.Background(), out)
	require.NoError(t, err)
	assert.Contains(t, read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro"))), "상태: </span>준비됨</p>")
}
