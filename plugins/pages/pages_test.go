package pages

import (
	"context"
	"testing"
	"testing/fstest"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLandingGetsTheNewestReleasesAndItsBody(t *testing.T) {
	src := fstest.MapFS{"pages/index.mdx": {Data: []byte("---\ndescription: x\n---\n\n## 빠른 시작\n")}}
	p := New(Options{BodyFile: "pages/index.mdx", Releases: []ReleaseList{{Title: "SDK", Prefix: "/docs/rel/", Count: 2}}})
	ctx := &docskit.Context{Context: context.Background(), Source: src, Config: &docskit.Config{Title: "사이트"}}
	pages, err := p.Load(ctx)
	require.NoError(t, err)
	require.Len(t, pages, 2)
	landing := pages[0]
	assert.Equal(t, "/", landing.Route)
	assert.Equal(t, "\n## 빠른 시작\n", string(landing.Body))
	assert.Equal(t, 3, landing.BodyLine)
	assert.True(t, pages[1].NoIndex, "the not-found page stays out of the sitemap")

	site := &docskit.Site{Pages: append(pages,
		&docskit.Page{Route: "/docs/rel/a", Title: "v1.0.0", FrontMatter: &mdx.FrontMatter{Values: map[string]any{"date": time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC)}}},
		&docskit.Page{Route: "/docs/rel/b", Title: "v1.2.0", FrontMatter: &mdx.FrontMatter{Values: map[string]any{"date": "2025-03-01"}}},
		&docskit.Page{Route: "/docs/rel/c", Title: "v1.1.0", FrontMatter: &mdx.FrontMatter{Values: map[string]any{"date": "2024-06-01"}}},
		&docskit.Page{Route: "/docs/rel/intro", Title: "소개"},
	)}
	// Site.Page needs the route table, which Build fills; resolve against the landing directly.
	require.NoError(t, p.resolveInto(landing, site))
	lists := landing.Props["releases"].([]releaseListData)
	require.Len(t, lists, 1)
	assert.Equal(t, []release{{Label: "v1.2.0", Href: "/docs/rel/b", Date: "2025-03-01"}, {Label: "v1.1.0", Href: "/docs/rel/c", Date: "2024-06-01"}}, lists[0].Items)
}

func TestMissingBodyFileIsADiagnostic(t *testing.T) {
	p := New(Options{BodyFile: "pages/none.mdx"})
	_, err := p.Load(&docskit.Context{Context: context.Background(), Source: fstest.MapFS{}, Config: &docskit.Config{}})
	assert.ErrorContains(t, err, "pages/none.mdx")
}

func TestNoLandingLeavesTheRootToAnotherPlugin(t *testing.T) {
	ctx := &docskit.Context{Context: context.Background(), Config: &docskit.Config{Title: "T"}, Source: fstest.MapFS{}}
	ps, err := New(Options{NoLanding: true}).Load(ctx)
	require.NoError(t, err)
	for _, p := range ps {
		assert.NotEqual(t, "/", p.Route)
	}
	assert.Len(t, ps, 1, "only the not-found page")
}
