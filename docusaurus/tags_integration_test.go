package docusaurus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The test site's docs have tags (docs/intro.md: basics; the setup guide:
// basics and a {label, permalink} tag): each tag has a page of its docs
// under the docs' route, /guide/tags lists them, and a doc links its tags.
// The blog's authors map has no author with a page: /blog/authors lists
// them all the same, as Docusaurus 3.5+ does.
func TestBuildsDocTagPagesAndTheAuthorsPage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "build")
	require.NoError(t, buildSite(t, "testdata/site", out))

	for route, want := range map[string][]string{
		"/guide/tags": {"<title>Tags | Widget Docs</title>", "<h1>Tags</h1>", `href="/guide/tags/basics"`, `href="/guide/tags/mounting"`},
		"/guide/tags/basics": {`<title>2 docs tagged with &#34;basics&#34; | Widget Docs</title>`, `<h1>2 docs tagged with &quot;basics&quot;</h1>`, "View All Tags", `href="/guide/intro"`,
			`href="/guide/guides/setup-widget"`, "Mount it when the page has loaded."},
		"/guide/tags/mounting": {`One doc tagged with &quot;Mounting&quot;`},
		"/guide/intro":         {"Tags:", `<a href="/guide/tags/basics" class="dk-tag">basics</a>`},
		"/blog/authors":        {"<h1>Authors</h1>", "Mara Vance", `href="https://widgets.example.com/team/mara"`},
	} {
		html := readOut(t, out, route)
		for _, w := range want {
			assert.Contains(t, html, w, route)
		}
	}
	// The sitemap has the tag pages, as Docusaurus's; search indexes docs only.
	sitemap, err := os.ReadFile(filepath.Join(out, "sitemap.xml"))
	require.NoError(t, err)
	assert.Contains(t, string(sitemap), "https://widgets.example.com/guide/tags/basics</loc>")
	index, err := os.ReadFile(filepath.Join(out, "search", "index.json"))
	require.NoError(t, err)
	assert.Contains(t, string(index), "/guide/intro")
	assert.False(t, strings.Contains(string(index), "/guide/tags"), "tag pages are not searched")
}
