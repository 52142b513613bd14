package sitemap_test

import (
	"context"
	"encoding/xml"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/docskittest"
	"docskit.dev/plugins/sitemap"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const header = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n"

func TestRender(t *testing.T) {
	defaults := sitemap.Options{ChangeFreq: "weekly", Priority: 0.5}
	yes := true
	tests := []struct {
		name   string
		origin string
		base   string
		slash  *bool
		routes []string
		opts   sitemap.Options
		want   string
	}{
		{
			name:   "routes are sorted",
			origin: "https://docs.nuri.example",
			routes: []string{"/docs/b", "/", "/docs/a"},
			opts:   defaults,
			want: header +
				"<url><loc>https://docs.nuri.example/</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n" +
				"<url><loc>https://docs.nuri.example/docs/a</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n" +
				"<url><loc>https://docs.nuri.example/docs/b</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n" +
				"</urlset>\n",
		},
		{
			name:   "a trailing slash of the origin is not doubled",
			origin: "https://docs.nuri.example/",
			routes: []string{"/", "/docs/a"},
			opts:   sitemap.Options{ChangeFreq: "-"},
			want: header +
				"<url><loc>https://docs.nuri.example/</loc></url>\n" +
				"<url><loc>https://docs.nuri.example/docs/a</loc></url>\n" +
				"</urlset>\n",
		},
		{
			name:   "special characters are escaped",
			origin: "https://docs.nuri.example",
			routes: []string{"/docs/a&b", "/docs/<x>"},
			opts:   sitemap.Options{ChangeFreq: "-"},
			want: header +
				"<url><loc>https://docs.nuri.example/docs/&lt;x&gt;</loc></url>\n" +
				"<url><loc>https://docs.nuri.example/docs/a&amp;b</loc></url>\n" +
				"</urlset>\n",
		},
		{
			name:   "Korean routes are kept as UTF-8",
			origin: "https://docs.nuri.example",
			routes: []string{"/docs/시작"},
			opts:   sitemap.Options{Priority: 1},
			want:   header + "<url><loc>https://docs.nuri.example/docs/시작</loc><priority>1.0</priority></url>\n</urlset>\n",
		},
		{
			name:   "under a base URL, with the trailing slash",
			origin: "https://docs.nuri.example",
			base:   "/handbook/",
			slash:  &yes,
			routes: []string{"/docs/a", "/"},
			opts:   sitemap.Options{ChangeFreq: "-"},
			want: header +
				"<url><loc>https://docs.nuri.example/handbook/</loc></url>\n" +
				"<url><loc>https://docs.nuri.example/handbook/docs/a/</loc></url>\n" +
				"</urlset>\n",
		},
		{
			name:   "no routes",
			origin: "https://docs.nuri.example",
			opts:   defaults,
			want:   header + "</urlset>\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := append([]string(nil), tc.routes...)
			got, err := sitemap.Render((&docskit.Config{URL: tc.origin, BaseURL: tc.base, TrailingSlash: tc.slash}).URLs(), tc.routes, tc.opts)
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(got))
			assert.Equal(t, in, tc.routes, "Render must not reorder the caller's slice")
			var parsed struct {
				URLs []struct {
					Loc string `xml:"loc"`
				} `xml:"url"`
			}
			require.NoError(t, xml.Unmarshal(got, &parsed), "the sitemap is well-formed XML")
			assert.Len(t, parsed.URLs, len(tc.routes))
		})
	}
}

func TestRenderNeedsAnOrigin(t *testing.T) {
	_, err := sitemap.Render((&docskit.Config{}).URLs(), []string{"/"}, sitemap.Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "URL is empty")
}

func TestRobots(t *testing.T) {
	assert.Equal(t, "User-agent: *\nAllow: /\n\nSitemap: https://docs.nuri.example/sitemap.xml\n", string(sitemap.Robots((&docskit.Config{URL: "https://docs.nuri.example/"}).URLs())))
	assert.Equal(t, "User-agent: *\nAllow: /\n\nSitemap: https://docs.nuri.example/handbook/sitemap.xml\n", string(sitemap.Robots((&docskit.Config{URL: "https://docs.nuri.example", BaseURL: "/handbook"}).URLs())))
}

func TestPostBuildSkipsNoIndexPages(t *testing.T) {
	out := &docskittest.Output{}
	cfg := &docskit.Config{Title: "Nuri", URL: "https://docs.nuri.example"}
	site := &docskit.Site{Config: cfg, Pages: []*docskit.Page{
		{Route: "/docs/a"},
		{Route: "/404", NoIndex: true},
		{Route: "/"},
	}}
	p := sitemap.New(sitemap.Options{})
	require.NoError(t, p.PostBuild(&docskit.Context{Context: context.Background(), Config: cfg}, site, out))

	got, ok := out.File("sitemap.xml")
	require.True(t, ok)
	assert.Equal(t, header+
		"<url><loc>https://docs.nuri.example/</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n"+
		"<url><loc>https://docs.nuri.example/docs/a</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>\n"+
		"</urlset>\n", string(got), "the defaults are weekly and 0.5; noindex pages are left out")
	robots, ok := out.File("robots.txt")
	require.True(t, ok)
	assert.Contains(t, string(robots), "Sitemap: https://docs.nuri.example/sitemap.xml")
}

var _ docskit.PostBuilder = (*sitemap.Plugin)(nil)

// Filename names the sitemap's file, and robots.txt points to it.
func TestPostBuildWritesTheNamedFile(t *testing.T) {
	out := &docskittest.Output{}
	cfg := &docskit.Config{Title: "Nuri", URL: "https://docs.nuri.example"}
	site := &docskit.Site{Config: cfg, Pages: []*docskit.Page{{Route: "/"}}}
	require.NoError(t, sitemap.New(sitemap.Options{Filename: "sitemap_base.xml"}).PostBuild(&docskit.Context{Context: context.Background(), Config: cfg}, site, out))
	_, ok := out.File("sitemap_base.xml")
	assert.True(t, ok)
	_, ok = out.File("sitemap.xml")
	assert.False(t, ok)
	robots, _ := out.File("robots.txt")
	assert.Contains(t, string(robots), "Sitemap: https://docs.nuri.example/sitemap_base.xml")
}
