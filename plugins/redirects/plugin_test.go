package redirects_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/docskittest"
	"docskit.dev/plugins/redirects"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// build runs the plugin's post-build step on a site with these routes and
// returns the files it wrote.
func build(t *testing.T, cfg docskit.Config, opts redirects.Options, routes ...string) (*docskittest.Output, error) {
	t.Helper()
	site := &docskit.Site{Config: &cfg}
	for _, r := range routes {
		site.Pages = append(site.Pages, &docskit.Page{Route: r})
	}
	out := &docskittest.Output{}
	p := redirects.New(opts)
	if err := p.Validate(); err != nil {
		return out, err
	}
	return out, p.PostBuild(&docskit.Context{Context: context.Background(), Config: &cfg}, site, out)
}

// target reads where a redirect page sends the browser, and checks that
// its meta refresh and canonical link agree.
func target(t *testing.T, out *docskittest.Output, file string) string {
	t.Helper()
	b, ok := out.File(file)
	require.True(t, ok, "no redirect page %s; written: %v", file, out.Paths())
	refresh := regexp.MustCompile(`http-equiv="refresh" content="0; url=([^"]*)"`).FindStringSubmatch(string(b))
	canonical := regexp.MustCompile(`rel="canonical" href="([^"]*)"`).FindStringSubmatch(string(b))
	require.NotNil(t, refresh, string(b))
	require.NotNil(t, canonical, string(b))
	assert.Equal(t, refresh[1], canonical[1], "refresh and canonical of %s", file)
	return refresh[1]
}

func TestRedirectPages(t *testing.T) {
	yes := true
	tests := []struct {
		name   string
		cfg    docskit.Config
		opts   redirects.Options
		routes []string
		want   map[string]string // file → target URL
	}{
		{
			name:   "fromExtensions: every page also at .html, but not / nor the 404 page",
			opts:   redirects.Options{FromExtensions: []string{"html"}},
			routes: []string{"/", "/blog", "/docs/api", "/404"},
			want:   map[string]string{"blog.html.html": "/blog", "docs/api.html.html": "/docs/api"},
		},
		{
			name:   "fromExtensions with trailing slash: x.html/index.html to x/",
			cfg:    docskit.Config{TrailingSlash: &yes},
			opts:   redirects.Options{FromExtensions: []string{"html"}},
			routes: []string{"/", "/blog"},
			want:   map[string]string{"blog.html/index.html": "/blog/"},
		},
		{
			name:   "toExtensions: /x to the page /x.html",
			opts:   redirects.Options{ToExtensions: []string{"html", "htm"}},
			routes: []string{"/", "/legacy.htm"},
			want:   map[string]string{"legacy/index.html": "/legacy.htm"},
		},
		{
			name: "explicit redirects under the base URL, query and hash kept",
			cfg:  docskit.Config{BaseURL: "/docs/"},
			opts: redirects.Options{Redirects: []redirects.Redirect{
				{From: "/quickstart/sdks", To: "/sdk"},
				{From: "/old/", To: "/sdk?tab=go#install"},
				{From: "/away", To: "https://example.com/elsewhere"},
			}},
			routes: []string{"/", "/sdk"},
			want: map[string]string{
				"quickstart/sdks/index.html": "/docs/sdk",
				"old/index.html":             "/docs/sdk?tab=go#install",
				"away/index.html":            "https://example.com/elsewhere",
			},
		},
		{
			name: "a From that is a page is skipped; of two the first is kept",
			opts: redirects.Options{Redirects: []redirects.Redirect{
				{From: "/welcome", To: "/sdk"},
				{From: "/start", To: "/sdk"},
				{From: "/start", To: "/welcome"},
			}},
			routes: []string{"/", "/sdk", "/welcome"},
			want:   map[string]string{"start/index.html": "/sdk"},
		},
		{
			name: "Create is called with the routes",
			opts: redirects.Options{Create: func(_ context.Context, routes []string) ([]redirects.Redirect, error) {
				var rs []redirects.Redirect
				for _, r := range routes {
					if old, ok := strings.CutPrefix(r, "/docs/"); ok {
						rs = append(rs, redirects.Redirect{From: "/v1/" + old, To: r})
					}
				}
				return rs, nil
			}},
			routes: []string{"/", "/docs/a", "/docs/b"},
			want:   map[string]string{"v1/a/index.html": "/docs/a", "v1/b/index.html": "/docs/b"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := build(t, tc.cfg, tc.opts, tc.routes...)
			require.NoError(t, err)
			got := map[string]string{}
			for _, f := range out.Paths() {
				got[f] = target(t, out, f)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestRedirectErrors(t *testing.T) {
	tests := []struct {
		name string
		opts redirects.Options
		want string
	}{
		{"a To that is no page", redirects.Options{Redirects: []redirects.Redirect{{From: "/old", To: "/gone"}}},
			"the redirect from /old goes to /gone, which is not a page of the site"},
		{"a From that is no path", redirects.Options{Redirects: []redirects.Redirect{{From: "old", To: "/sdk"}}},
			`from "old" must be a path of the site`},
		{"an extension with a dot", redirects.Options{FromExtensions: []string{".html"}},
			`extension ".html" must be a word without a dot`},
		{"Create fails", redirects.Options{Create: func(context.Context, []string) ([]redirects.Redirect, error) {
			return nil, errors.New("createRedirects: boom")
		}}, "createRedirects: boom"},
		{"Create gives a From that is no path", redirects.Options{Create: func(context.Context, []string) ([]redirects.Redirect, error) {
			return []redirects.Redirect{{From: "https://x.example/a", To: "/sdk"}}, nil
		}}, `from "https://x.example/a" must be a path of the site`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := build(t, docskit.Config{}, tc.opts, "/", "/sdk")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// A redirect page is HTML-escaped, and its one script is allowed by the
// hash the plugin adds to the Content-Security-Policy.
func TestRedirectPageScriptAndEscaping(t *testing.T) {
	page := string(redirects.Page(`/a?x="1"&y=<2>`))
	assert.Contains(t, page, `content="0; url=/a?x=&#34;1&#34;&amp;y=&lt;2&gt;"`)
	assert.NotContains(t, page, `"1"`)
	m := regexp.MustCompile(`<script>(.*)</script>`).FindStringSubmatch(page)
	require.NotNil(t, m)
	sum := sha256.Sum256([]byte(m[1]))
	csp := redirects.New(redirects.Options{}).ContentSecurityPolicy()
	assert.Equal(t, []string{"'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"}, csp["script-src"])
}
