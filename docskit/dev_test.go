package docskit

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestChangedRoutes(t *testing.T) {
	tests := []struct {
		name    string
		rep     Report
		routes  []string
		reloadA bool
	}{
		{"full build", Report{Full: true}, nil, true},
		{"nothing changed", Report{}, nil, false},
		{"one page", Report{Changed: []string{"_data/docs/a.json", "docs/a.html"}}, []string{"/docs/a"}, false},
		{"pages written with TrailingSlash", Report{Changed: []string{"_data/docs/a.json", "docs/a/index.html"}}, []string{"/docs/a"}, false},
		{"landing and not-found pages", Report{Changed: []string{"404.html", "index.html"}}, []string{"/404", "/"}, false},
		{"sidebar, sitemap and metadata follow their pages", Report{Changed: []string{"assets/sidebar-guide-1a2b.json", "docs/b.html", "docskit.json", "robots.txt", "sitemap.xml"}}, []string{"/docs/b"}, false},
		{"a stylesheet", Report{Changed: []string{"assets/main-X.css", "docs/a.html"}}, []string{"/docs/a"}, true},
		{"a static file", Report{Changed: []string{"img/logo.png"}}, nil, true},
		{"the client bundle", Report{Changed: []string{"assets/main-X.js"}}, nil, true},
		{"a font", Report{Changed: []string{"assets/fonts/pretendard/x.woff2"}}, nil, true},
		{"plugin data fetched when used: search index, llms, feeds, hosting files", Report{Changed: []string{
			"_headers", "assets/search/terms-3.0a1b2c3d4e.json", "docs/a.html", "docs/a.md", "llms-full.txt", "llms.txt",
			"nginx-headers.conf", "releases/sdk.xml", "search/index.json"}}, []string{"/docs/a"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			routes, all := tt.rep.ChangedRoutes()
			assert.Equal(t, tt.routes, routes)
			assert.Equal(t, tt.reloadA, all)
		})
	}
}

func TestClassifyChangedPaths(t *testing.T) {
	b := &Builder{root: "site", overrides: "site/theme", static: []string{"site/static"}}
	abs, err := filepath.Abs("site/docs/a.mdx")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name                 string
		changed              []string
		rebundle, copyStatic bool
	}{
		{"unknown", nil, true, true},
		{"content", []string{"site/docs/a.mdx", "site/docs/_category_.json", abs}, false, false},
		{"type declarations are not bundled", []string{"site/sdk/nuri.d.ts"}, false, false},
		{"a component", []string{"site/components/Card.tsx"}, true, false},
		{"a stylesheet", []string{"site/custom.css"}, true, false},
		{"anything in the overrides folder", []string{"site/theme/Navbar/logo.svg"}, true, false},
		{"a static file", []string{"site/static/img/logo.png"}, false, true},
		{"a script in a static folder is copied, not bundled", []string{"site/static/embed.js"}, false, true},
		{"both", []string{"site/static/a.txt", "site/theme/Footer/index.tsx"}, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl := b.classify(tt.changed)
			assert.Equal(t, tt.rebundle, pl.rebundle, "rebundle")
			assert.Equal(t, tt.copyStatic, pl.copyStatic, "copy static")
		})
	}
}
