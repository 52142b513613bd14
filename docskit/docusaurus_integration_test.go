package docskit_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A category index page as Docusaurus sites write them: it imports the theme's
// and Docusaurus's modules, lists its category's pages as cards and its own
// headings inline. (The Heading's text is on a line of its own: the module
// compiler wraps text on the tag's line in a paragraph.)
const docusaurusSite = `
-- docs/guide/intro.mdx --
---
title: 소개
---
본문
-- docs/guide/setup/index.mdx --
---
title: 설치와 설정
---
import DocCardList from '@theme/DocCardList';
import TOCInline from '@theme/TOCInline';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

<TOCInline toc={toc} />

## 시작하기

<DocCardList />

### 세부 사항

<Heading as="h2" id="custom">
  {'직접 만든 제목'}
</Heading>

<p className="counted">{translate({message: '문서 {n}개', id: 'setup.count'}, {n: 2})}</p>

<p className="logo">{useBaseUrl('/img/logo.png')}</p>

<BrowserOnly fallback={<span className="wait">불러오는 중</span>}>{() => window.location.href}</BrowserOnly>

<p className="anchors">{(useBrokenLinks().collectAnchor('setup-tab'), '탭 앵커')}</p>

<p className="link"><Link to="/docs/guide/intro" className="to-intro">{'소개로'}</Link></p>
-- docs/guide/setup/install.mdx --
---
title: 설치
---
설치 방법
-- docs/guide/setup/config.mdx --
---
title: 설정
---
설정 방법
`

func TestBuildRendersPagesThatImportDocusaurusModules(t *testing.T) {
	dir := writeSite(t, docusaurusSite)
	out := filepath.Join(t.TempDir(), "site")
	b := newBuilder(t, os.DirFS(dir), docskit.WithRoot(dir), docskit.WithNodeModules(nodeModules(t)))
	_, err := b.Build(context.Background(), out)
	require.NoError(t, err)

	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/setup")))
	for _, want := range []string{
		`<div class="dk-toc-inline"><ul><li><a href="#시작하기">시작하기</a><ul><li><a href="#세부-사항">세부 사항</a></li></ul></li></ul></div>`,
		`<a href="/docs/guide/setup/install" class="dk-doc-card">`,
		`<a href="/docs/guide/setup/config" class="dk-doc-card">`,
		`<h2 id="custom">직접 만든 제목<a class="dk-hash-link" href="#custom" aria-label="이 제목으로 바로 가는 링크">#</a></h2>`,
		`<p class="counted">문서 2개</p>`,
		`<p class="logo">/img/logo.png</p>`,
		`<span class="wait">불러오는 중</span>`,
		`<a href="/docs/guide/intro" class="to-intro">소개로</a>`,
		`<p class="anchors">탭 앵커</p>`,
	} {
		assert.Contains(t, html, want)
	}
	for _, label := range []string{"설치", "설정"} {
		assert.Contains(t, html, `<span class="dk-doc-card-title" title="`+label+`">`)
	}

	// The cards' stylesheet comes with the page.
	var css strings.Builder
	for _, m := range regexp.MustCompile(`<link rel="stylesheet" href="/(assets/[^"]+\.css)">`).FindAllStringSubmatch(html, -1) {
		css.WriteString(read(t, filepath.Join(out, m[1])))
	}
	assert.Contains(t, css.String(), ".dk-doc-card{", "the page links the stylesheet of DocCard")
}
