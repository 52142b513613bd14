package docskit_test

import (
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
)

// defaultURLs are the URLs of a site with the default configuration (base
// "/", TrailingSlash unset), whose output files the integration tests read.
var defaultURLs = (&docskit.Config{}).URLs()

func urlsOf(base string, slash *bool) docskit.URLs {
	return (&docskit.Config{URL: "https://docs.example.com/", BaseURL: base, TrailingSlash: slash}).URLs()
}

func TestURLsPage(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		base  string
		slash *bool
		route string
		want  string
	}{
		{"/", nil, "/", "/"},
		{"/", nil, "/docs/x", "/docs/x"},
		{"/", nil, "/docs/x#a", "/docs/x#a"},
		{"/", nil, "/docs/x?q=1#a", "/docs/x?q=1#a"},
		{"/", &yes, "/", "/"},
		{"/", &yes, "/docs/x", "/docs/x/"},
		{"/", &yes, "/docs/x#a", "/docs/x/#a"},
		{"/", &yes, "/docs/x?q=1", "/docs/x/?q=1"},
		{"/", &no, "/docs/x", "/docs/x"},
		{"/", &no, "/", "/"},
		// The base, written with or without its trailing slash.
		{"/docs", nil, "/", "/docs/"},
		{"/docs/", nil, "/", "/docs/"},
		{"/docs", nil, "/docs/x", "/docs/docs/x"},
		{"/docs", nil, "/docs/x#a", "/docs/docs/x#a"},
		{"/docs", nil, "/?q=1", "/docs/?q=1"},
		{"/docs", &yes, "/", "/docs/"},
		{"/docs", &yes, "/docs/x", "/docs/docs/x/"},
		{"/docs", &yes, "/docs/x?q=1#a", "/docs/docs/x/?q=1#a"},
		{"/docs", &no, "/", "/docs/"},
		{"/docs", &no, "/docs/x", "/docs/docs/x"},
		{"/docs", &no, "/docs/x#a", "/docs/docs/x#a"},
		// Only a hash or a query: the page itself.
		{"/docs", &yes, "#a", "#a"},
		{"/docs", nil, "?q=1", "?q=1"},
		{"/docs", &yes, "../x", "../x"},
	}
	for _, tt := range tests {
		u := urlsOf(tt.base, tt.slash)
		assert.Equal(t, tt.want, u.Page(tt.route), "base %q, trailing slash %v, route %q", tt.base, show(tt.slash), tt.route)
		if tt.route[0] == '/' {
			assert.Equal(t, "https://docs.example.com"+tt.want, u.AbsPage(tt.route), "absolute")
		}
	}
}

func show(b *bool) string {
	if b == nil {
		return "unset"
	}
	if *b {
		return "true"
	}
	return "false"
}

func TestURLsFile(t *testing.T) {
	yes := true
	tests := []struct {
		base  string
		slash *bool
		name  string
		want  string
	}{
		{"/", nil, "assets/main-1a2b.js", "/assets/main-1a2b.js"},
		{"/", nil, "/assets/main-1a2b.js", "/assets/main-1a2b.js"},
		{"/docs", nil, "assets/main-1a2b.js", "/docs/assets/main-1a2b.js"},
		{"/docs/", &yes, "/_data/docs/x.json", "/docs/_data/docs/x.json"},
		{"/docs", &yes, "search/index.json", "/docs/search/index.json"},
		{"/docs", nil, "/img/a.png#top", "/docs/img/a.png#top"},
		{"/docs", nil, "opensearch.xml?v=1", "/docs/opensearch.xml?v=1"},
	}
	for _, tt := range tests {
		u := urlsOf(tt.base, tt.slash)
		assert.Equal(t, tt.want, u.File(tt.name), "base %q, %q", tt.base, tt.name)
		assert.Equal(t, "https://docs.example.com"+tt.want, u.AbsFile(tt.name))
	}
	// A URL elsewhere stays as it is.
	for _, ext := range []string{"https://cdn.example/icon.png", "//cdn.example/icon.png", "data:image/png;base64,AAAA"} {
		assert.Equal(t, ext, urlsOf("/docs", nil).File(ext))
	}
}

func TestURLsRoute(t *testing.T) {
	tests := []struct {
		base, path string
		want       string
		ok         bool
	}{
		{"/", "/", "/", true},
		{"/", "/index.html", "/", true},
		{"/", "/docs/x", "/docs/x", true},
		{"/", "/docs/x/", "/docs/x", true},
		{"/", "/docs/x.html", "/docs/x", true},
		{"/", "/docs/x/index.html", "/docs/x", true},
		{"/docs", "/docs", "/", true},
		{"/docs", "/docs/", "/", true},
		{"/docs", "/docs/index.html", "/", true},
		{"/docs", "/docs/docs/x", "/docs/x", true},
		{"/docs", "/docs/docs/x/", "/docs/x", true},
		{"/docs", "/docs/docs/x.html", "/docs/x", true},
		{"/docs", "/", "", false},
		{"/docs", "/docsx/a", "", false},
		{"/docs", "/other/docs/x", "", false},
	}
	for _, tt := range tests {
		got, ok := urlsOf(tt.base, nil).Route(tt.path)
		assert.Equal(t, tt.ok, ok, "base %q, %q", tt.base, tt.path)
		assert.Equal(t, tt.want, got, "base %q, %q", tt.base, tt.path)
	}
	// Route undoes Page for every spelling of the trailing slash.
	yes, no := true, false
	for _, slash := range []*bool{nil, &yes, &no} {
		u := urlsOf("/b/", slash)
		for _, r := range []string{"/", "/docs/x", "/a"} {
			got, ok := u.Route(u.Page(r))
			assert.True(t, ok)
			assert.Equal(t, r, got, "trailing slash %s", show(slash))
		}
	}
}

func TestURLsOutputFiles(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		slash        *bool
		route        string
		html, data   string
		pageURLUnder string
	}{
		{nil, "/", "index.html", "_data/index.json", "/b/"},
		{nil, "/docs/intro", "docs/intro.html", "_data/docs/intro.json", "/b/docs/intro"},
		{&no, "/docs/intro", "docs/intro.html", "_data/docs/intro.json", "/b/docs/intro"},
		{&yes, "/docs/intro", "docs/intro/index.html", "_data/docs/intro.json", "/b/docs/intro/"},
		{&yes, "/", "index.html", "_data/index.json", "/b/"},
		// Hosts look for 404.html at the root of the site.
		{&yes, "/404", "404.html", "_data/404.json", "/b/404/"},
		{nil, "/404", "404.html", "_data/404.json", "/b/404"},
		// A page named index is not its folder's page, nor the home page.
		{nil, "/tutorials/index", "tutorials/index/index.html", "_data/tutorials/index.json", "/b/tutorials/index"},
		{&no, "/tutorials/index", "tutorials/index/index.html", "_data/tutorials/index.json", "/b/tutorials/index"},
		{&yes, "/tutorials/index", "tutorials/index/index.html", "_data/tutorials/index.json", "/b/tutorials/index/"},
	}
	for _, tt := range tests {
		u := urlsOf("/b", tt.slash)
		assert.Equal(t, tt.html, u.HTMLFile(tt.route), "trailing slash %s, %s", show(tt.slash), tt.route)
		assert.Equal(t, tt.data, u.DataFile(tt.route))
		assert.Equal(t, tt.pageURLUnder, u.Page(tt.route))
	}
}
