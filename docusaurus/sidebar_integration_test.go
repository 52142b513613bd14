package docusaurus

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A page can be linked from two places of its sidebar (a doc and a link
// item with its URL). The server renders the items that do not hold the
// page once for all pages, so on the page both places must still be
// marked current and the categories that hold either expanded; on the
// site's other pages neither is.
func TestSidebarMarksEveryPlaceThatLinksToThePage(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'Twice', url: 'https://twice.example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
};`,
		"sidebars.js": `module.exports = { s: [
  'a',
  { type: 'category', label: 'More', collapsed: true, items: ['b', { type: 'link', label: 'A again', href: '/docs/a' }] },
  { type: 'category', label: 'Other', collapsed: true, items: ['c'] },
] };`,
		"docs/a.md": "# A\n\nPage a.\n",
		"docs/b.md": "# B\n\nPage b.\n",
		"docs/c.md": "# C\n\nPage c.\n",
	})
	out := filepath.Join(t.TempDir(), "build")
	require.NoError(t, buildSite(t, site, out))

	current := regexp.MustCompile(`<a [^>]*aria-current="page"[^>]*>([^<]*)</a>`)
	category := regexp.MustCompile(`<li class="([^"]*dk-sidebar-category[^"]*)"><div class="dk-sidebar-category-row"><button [^>]*>([^<]*)</button>`)
	for _, c := range []struct {
		route    string
		current  []string
		expanded []string
	}{
		{"/docs/a", []string{"A", "A again"}, []string{"More"}},
		{"/docs/b", []string{"B"}, []string{"More"}},
		{"/docs/c", []string{"C"}, []string{"Other"}},
	} {
		page := readOut(t, out, c.route)
		start := strings.Index(page, `<nav class="dk-sidebar"`)
		require.GreaterOrEqual(t, start, 0, "%s has a sidebar", c.route)
		nav := page[start : start+strings.Index(page[start:], "</nav>")]
		var got, open []string
		for _, m := range current.FindAllStringSubmatch(nav, -1) {
			got = append(got, m[1])
		}
		for _, m := range category.FindAllStringSubmatch(nav, -1) {
			if !strings.Contains(m[1], "dk-sidebar-collapsed") {
				open = append(open, m[2])
			}
		}
		assert.Equal(t, c.current, got, "the links marked current on %s", c.route)
		assert.Equal(t, c.expanded, open, "the categories expanded on %s", c.route)
	}
}

// An open category that does not hold the page is written once and reused
// on later pages (DocSidebar/cache.ts), its items inside it: every page
// lists them, whole, and its HTML holds no token of the renderer's.
func TestSidebarOpenCategoryIsWholeOnEveryPage(t *testing.T) {
	site := t.TempDir()
	writeFiles(t, site, map[string]string{
		"docusaurus.config.js": `module.exports = {
  title: 'Open', url: 'https://open.example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
};`,
		"sidebars.js": `module.exports = { s: [
  'a', 'b', 'c',
  { type: 'category', label: 'Always open', collapsible: false, items: ['d', 'e'] },
] };`,
		"docs/a.md": "# A\n\nPage a.\n",
		"docs/b.md": "# B\n\nPage b.\n",
		"docs/c.md": "# C\n\nPage c.\n",
		"docs/d.md": "# D\n\nPage d.\n",
		"docs/e.md": "# E\n\nPage e.\n",
	})
	out := filepath.Join(t.TempDir(), "build")
	require.NoError(t, buildSite(t, site, out))
	for _, route := range []string{"/docs/a", "/docs/b", "/docs/c"} {
		page := readOut(t, out, route)
		assert.False(t, strings.Contains(page, "\x00"), "%s holds a token", route)
		for _, href := range []string{"/docs/d", "/docs/e"} {
			assert.True(t, strings.Contains(page, `href="`+href+`"`), "%s lists %s in the open category", route, href)
		}
	}
}
