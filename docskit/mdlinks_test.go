package docskit_test

import (
	"context"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/linkcheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Links to .md files are read from the folders Docusaurus 3 tries: "./x.md"
// from the page's folder; "/x.md" from the docs folder, then the site root;
// "x.md" from the page's folder, then the docs folder, then the site root;
// "@site/x.md" from the site root. A page whose slug ends in .md is a page
// like any other.
const mdLinksSite = `
-- docs/guide/start.mdx --
---
title: 시작
---
- [옆 문서](./setup.md)
- [문서 폴더 기준](/reference/api.md#send)
- [폴더 없이 옆에서](setup.md)
- [폴더 없이 문서 폴더에서](reference/api.md)
- [사이트 루트 기준](docs/reference/api.md)
- [사이트 별칭](@site/docs/reference/api.md)
- [점으로 시작하면 옆만](./reference/api.md)
- [.md로 끝나는 주소](../legacy/old.md)
-- docs/guide/setup.md --
---
title: 설치
---
## 준비
-- docs/reference/api.md --
---
title: API
---
## send
-- docs/legacy/old.md --
---
title: 옛 문서
slug: /legacy/old-page.md
---
본문.
`

func TestMarkdownFileLinks(t *testing.T) {
	b := newBuilder(t, golden.MapFS(mdLinksSite))
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	var dests []string
	for _, l := range site.PageBySource("docs/guide/start.mdx").Doc.Links {
		dests = append(dests, l.Dest)
	}
	assert.Equal(t, []string{
		"/docs/guide/setup",
		"/docs/reference/api#send",
		"/docs/guide/setup",
		"/docs/reference/api",
		"/docs/reference/api",
		"/docs/reference/api",
		"./reference/api.md", // docs/guide/reference/api.md does not exist
		"/docs/legacy/old-page.md",
	}, dests)

	ds := linkcheck.New(linkcheck.Options{}).Check(&docskit.Context{Context: context.Background()}, site)
	require.Len(t, ds, 1, "only the ./ link that names no file is broken: %v", ds)
	assert.Equal(t, `docs/guide/start.mdx:10:3: broken link "./reference/api.md": cannot resolve it to a page`, ds[0].Pos.String()+": "+ds[0].Msg)
}

// Under a base URL, a link written with it is the route after it, as
// Docusaurus's Link does not add the base twice; other links are as written.
func TestLinksWrittenWithTheBaseURL(t *testing.T) {
	cfg := testConfig()
	cfg.BaseURL = "/handbook/"
	b, err := docskit.New(cfg, docskit.WithSource(golden.MapFS(`
-- docs/guide/intro.mdx --
---
title: 소개
---
[기준 주소와 함께](/handbook/docs/guide/next#a) [기준 주소만](/handbook) [그대로](/docs/guide/next) [비슷한 앞부분](/handbooks/x) <a href="/handbook/docs/guide/next">요소</a>
-- docs/guide/next.mdx --
---
title: 다음
---
## a
`)), docskit.WithPlugins(docs.New(docs.Options{})))
	require.NoError(t, err)
	site, err := b.LoadSite(context.Background())
	require.NoError(t, err)
	var dests []string
	for _, l := range site.PageBySource("docs/guide/intro.mdx").Doc.Links {
		dests = append(dests, l.Dest)
	}
	assert.Equal(t, []string{"/docs/guide/next#a", "/", "/docs/guide/next", "/handbooks/x", "/docs/guide/next"}, dests)
}

// A relative URL link resolves against the page's URL as the browser has
// it: with TrailingSlash true, /docs/guide/start/ is a folder, so
// "../setup/" is /docs/guide/setup; without, it is /docs/setup.
func TestRelativeLinksFollowTheTrailingSlash(t *testing.T) {
	fsys := golden.MapFS("-- docs/guide/start.mdx --\n---\ntitle: 시작\n---\n[설치](../setup/)\n-- docs/guide/setup.mdx --\n---\ntitle: 설치\n---\n본문\n")
	for _, tc := range []struct {
		trailing bool
		want     string
	}{{true, "/docs/guide/setup"}, {false, "/docs/setup"}} {
		cfg := testConfig()
		cfg.TrailingSlash = &tc.trailing
		b, err := docskit.New(cfg, docskit.WithSource(fsys), docskit.WithPlugins(docs.New(docs.Options{Sidebars: []string{"guide"}})))
		require.NoError(t, err)
		site, err := b.LoadSite(context.Background())
		require.NoError(t, err)
		links := site.PageBySource("docs/guide/start.mdx").Doc.Links
		require.Len(t, links, 1)
		assert.Equal(t, tc.want, links[0].Dest, "trailing slash %v", tc.trailing)
	}
}
