package docskit_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/internal/golden"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/hosting"
	"docskit.dev/plugins/linkcheck"
	"docskit.dev/plugins/llms"
	"docskit.dev/plugins/pages"
	"docskit.dev/plugins/search"
	"docskit.dev/plugins/sitemap"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A site under the base URL /docs/ (its docs at /docs/docs/…, as a
// Docusaurus site with baseUrl '/docs/' has them) writes every URL a browser
// follows or loads under /docs/: assets, page data, sidebars, body links and
// images, the canonical link, the sitemap, llms.txt, the search index,
// opensearch and _redirects. With TrailingSlash true its pages are at
// docs/x/index.html and their URLs end with "/"; unset, as today.
func TestBuildUnderABaseURL(t *testing.T) {
	yes := true
	for _, tt := range []struct {
		name  string
		slash *bool
		// page is the URL of /docs/a and its output file.
		page, file string
	}{
		{"trailing slash unset", nil, "/docs/docs/a", "docs/a.html"},
		{"trailing slash true", &yes, "/docs/docs/a/", "docs/a/index.html"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.BaseURL = "/docs/"
			cfg.TrailingSlash = tt.slash
			cfg.Favicon = "/img/icon.svg"
			out := filepath.Join(t.TempDir(), "out")
			b, err := docskit.New(cfg, docskit.WithSource(golden.MapFS(goodSite+baseURLExtra)), docskit.WithNodeModules(nodeModules(t)),
				docskit.WithPlugins(docs.New(docs.Options{}), pages.New(pages.Options{}), linkcheck.New(linkcheck.Options{}),
					sitemap.New(sitemap.Options{}), llms.New(llms.Options{}), search.New(search.Options{}), hosting.New(hosting.Options{})))
			require.NoError(t, err)
			t.Cleanup(func() { _ = b.Close() })
			_, err = b.Build(context.Background(), out)
			require.NoError(t, err)

			for _, f := range []string{"index.html", "404.html", tt.file, "_data/docs/a.json", "_data/index.json"} {
				assert.FileExists(t, filepath.Join(out, f))
			}
			html := read(t, filepath.Join(out, tt.file))
			assert.Contains(t, html, `<link rel="canonical" href="https://docs.test.example`+tt.page+`">`)
			assert.Contains(t, html, `<meta property="og:url" content="https://docs.test.example`+tt.page+`">`)
			assert.Contains(t, html, `<link rel="icon" href="/docs/img/icon.svg">`)
			intro := "/docs/docs/guide/intro"
			if tt.slash != nil {
				intro += "/"
			}
			assert.Contains(t, html, `href="`+intro+`#%EC%84%A4%EC%B9%98"`, "a body link to a page is its URL")
			assert.Contains(t, read(t, filepath.Join(out, "index.html")), `<link rel="canonical" href="https://docs.test.example/docs/">`)

			// Every root-relative URL of every page is under the base URL.
			attr := regexp.MustCompile(`(?:href|src)="(/[^"]*)"`)
			pagesSeen := 0
			require.NoError(t, filepath.WalkDir(out, func(p string, e os.DirEntry, err error) error {
				if err != nil || e.IsDir() || !strings.HasSuffix(p, ".html") {
					return err
				}
				pagesSeen++
				for _, m := range attr.FindAllStringSubmatch(read(t, p), -1) {
					assert.True(t, strings.HasPrefix(m[1], "/docs/") && !strings.HasPrefix(m[1], "//"), "%s: %s is outside the base URL", p, m[1])
				}
				return nil
			}))
			assert.Equal(t, 6, pagesSeen, "3 docs, a module page, the landing page and 404")

			// The page data the client fetches names its sidebar and module under the base URL.
			var data docskit.PageData
			require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "_data/docs/guide/intro.json"))), &data))
			assert.True(t, strings.HasPrefix(data.SidebarURL, "/docs/assets/sidebar-"), data.SidebarURL)
			var mod docskit.PageData
			require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "_data/docs/module.json"))), &mod))
			assert.True(t, strings.HasPrefix(mod.Module, "/docs/assets/"), "a page module's chunk: %q", mod.Module)

			sm := read(t, filepath.Join(out, "sitemap.xml"))
			locs := regexp.MustCompile(`<loc>([^<]*)</loc>`).FindAllStringSubmatch(sm, -1)
			require.NotEmpty(t, locs)
			for _, l := range locs {
				assert.True(t, strings.HasPrefix(l[1], "https://docs.test.example/docs/"), l[1])
			}
			assert.Contains(t, sm, "<loc>https://docs.test.example"+tt.page+"</loc>")
			assert.Contains(t, read(t, filepath.Join(out, "robots.txt")), "Sitemap: https://docs.test.example/docs/sitemap.xml")

			assert.Contains(t, read(t, filepath.Join(out, "llms.txt")), "(https://docs.test.example/docs/docs/a.md)")
			assert.Contains(t, read(t, filepath.Join(out, "opensearch.xml")), `template="https://docs.test.example/docs/?q={searchTerms}"`)
			assert.Contains(t, read(t, filepath.Join(out, "search/index.json")), `["`+tt.page+`","에이 문서"]`, "search results link to page URLs")
			assert.Contains(t, read(t, filepath.Join(out, "_redirects")), "/docs/docs/a.html "+tt.page+" 301")

			var meta map[string]any
			require.NoError(t, json.Unmarshal([]byte(read(t, filepath.Join(out, "docskit.json"))), &meta))
			assert.Equal(t, "/docs/", meta["baseUrl"], "docskit/serve serves the build under it")
		})
	}
}

// baseURLExtra adds a page that is a module (its chunk is loaded from the
// page data) and an image next to a page, to goodSite.
const baseURLExtra = `
-- docs/module.mdx --
---
title: 모듈
---
export const n = 1 + 1;

값은 {n}입니다. ![그림](./pic.png)
-- docs/pic.png --
not really a png
`
