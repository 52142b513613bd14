package docusaurus

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/blog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadMapsTheConfig(t *testing.T) {
	s, err := Load(context.Background(), "testdata/site", LoadOptions{})
	require.NoError(t, err)
	c := s.Config
	assert.Equal(t, "Widget Docs", c.Title)
	assert.Equal(t, "Everything about widgets", c.Tagline)
	assert.Equal(t, "https://widgets.example.com", c.URL)
	assert.Equal(t, "/img/favicon.svg", c.Favicon, "a static path of the config is a URL from the root")
	require.NotNil(t, c.TrailingSlash, "trailingSlash: false is kept (unset stays nil)")
	assert.False(t, *c.TrailingSlash)
	assert.Equal(t, "en", c.Locale.HTMLLang)
	assert.Equal(t, "Widgets", c.Navbar.Title)
	assert.Equal(t, "/img/logo.svg", c.Navbar.Logo)
	assert.Equal(t, []docskit.NavItem{
		{Label: "Start", To: "/guide/intro"},
		{Label: "Setup", To: "/guide/guides/setup-widget"},
		{Label: "Guide", To: "/guide/intro", Sidebar: "docs"},
		{Label: "Blog", To: "/blog"},
		{Label: "GitHub", Href: "https://github.com/example/widgets", Position: "right"},
		{Label: "Playground", Href: "https://widgets.example.com/playground/"},
		{Label: "More", Type: docskit.NavDropdown, Items: []docskit.NavItem{
			{Label: "Setup guide", To: "/guide/guides/setup-widget"},
			{Label: "News", To: "/blog"},
			{Label: "Status", Href: "https://status.example.com"},
		}},
	}, c.Navbar.Items, "doc items link to the doc's route (its id without number prefix, front matter id)")
	require.Len(t, c.Footer.Columns, 3)
	assert.Equal(t, docskit.FooterColumn{Title: "Docs", Items: []docskit.NavItem{{Label: "Introduction", To: "/guide/intro"}}}, c.Footer.Columns[0])
	assert.Equal(t, docskit.FooterColumn{Title: "Blog", Items: []docskit.NavItem{{Label: "Blog", To: "/blog"}, {Label: "RSS", To: "/blog/rss.xml"}}}, c.Footer.Columns[1])
	assert.Len(t, c.Footer.Columns[2].Items, 1, "an html item is left out")
	assert.Equal(t, "Copyright © 2026 Widgets, Inc.", c.Footer.Copyright)
	require.NotNil(t, c.Announcement)
	assert.Equal(t, docskit.Announcement{ID: "v2", Text: "Widgets 2.0 is out"}, *c.Announcement)
	assert.Equal(t, "dark", c.ColorMode.Default)
	prism := &docskit.CodeColors{Background: "#f6f1e7", Text: "#393a34", Comment: "#8a8f87", Keyword: "#b3261e", String: "#2f6b1f", Constant: "#1c5bb8", Function: "#7a3eb1"}
	assert.Equal(t, docskit.CodeColorModes{Light: prism, Dark: prism}, c.CodeColors, "code takes the Prism theme's colours, in dark mode too when there is no darkTheme")
	assert.False(t, c.Markdown.Math, "without remark-math in the config a $ is text")

	var warned []string
	for _, w := range s.Warnings {
		warned = append(warned, w.String())
	}
	assert.ElementsMatch(t, []string{
		"docusaurus.config.js: theme.customCss: its Infima colour, font and size variables (8) are applied to docskit's theme; its other rules are not",
		"docusaurus.config.js: plugin docusaurus-plugin-widget-analytics: not supported: skipped (what it adds — routes, scripts, data — is missing)",
		"docusaurus.config.js: themeConfig.navbar.items[5]: localeDropdown: left out: one locale is built",
		"docusaurus.config.js: themeConfig.navbar.items[6]: sidebar \"nope\": no such sidebar, or it has no link: the item is left out",
		"docusaurus.config.js: themeConfig.navbar.items[8].items[1]: item of type \"html\": left out",
		"src/theme/Footer: a swizzled theme component (Footer): docskit's own is used (a page module that imports @theme/Footer gets the site's when docskit has none)",
	}, warned)
}

func TestLoadStrictMakesWarningsErrors(t *testing.T) {
	_, err := Load(context.Background(), "testdata/site", LoadOptions{Strict: true})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "--strict")
	assert.Contains(t, err.Error(), "plugin docusaurus-plugin-widget-analytics: not supported")
}

func TestLoadWithoutConfig(t *testing.T) {
	_, err := Load(context.Background(), "testdata/evalsite/src", LoadOptions{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no docusaurus.config")

	// A bare docs folder, or a folder that holds one, builds with the defaults.
	for _, dir := range []string{"testdata/site/docs", "testdata/site/docs/guides"} {
		s, err := Load(context.Background(), dir, LoadOptions{})
		require.NoError(t, err, dir)
		assert.Equal(t, "Documentation", s.Config.Title)
		assert.Equal(t, "en", s.Config.Locale.HTMLLang)
	}
}

func TestPluginEntryNames(t *testing.T) {
	for raw, want := range map[string]string{
		`"classic"`:                          "@docusaurus/preset-classic",
		`["@docusaurus/preset-classic", {}]`: "@docusaurus/preset-classic",
		`"/site/node_modules/@docusaurus/preset-classic/lib/index.js"`: "@docusaurus/preset-classic",
		`"docusaurus-plugin-sass"`:                                     "docusaurus-plugin-sass",
	} {
		var p PluginEntry
		require.NoError(t, p.UnmarshalJSON([]byte(raw)))
		p.normalize("/site", "preset")
		assert.Equal(t, want, p.Name, raw)
	}
	var p PluginEntry
	require.NoError(t, p.UnmarshalJSON([]byte(`"/site/src/plugins/x.js"`)))
	p.normalize("/site", "plugin")
	assert.Equal(t, "./src/plugins/x.js", p.Name)
	assert.True(t, p.Local)
}

func TestCustomCSSTokens(t *testing.T) {
	tk, err := readTokens([]string{"testdata/site/src/css/custom.css"})
	require.NoError(t, err)
	assert.Equal(t, ":root:root{--dk-color-bg:#fdfdfd;--dk-color-primary:#2e8555;--dk-color-primary-dark:#29784c;--dk-font:'Widget Sans', sans-serif;}"+
		":root:root[data-theme='dark']{--dk-color-bg:#111;--dk-color-primary:#25c2a0;--dk-color-primary-dark:#29784c;--dk-font:'Widget Sans', sans-serif;}", tk.css,
		"Infima variables of :root and dark mode, outside @media; light primary-dark and fonts hold in dark mode")
}

// The blog options Docusaurus sites set map onto plugins/blog's, in both of
// the shapes the config may write them.
func TestBlogOptions(t *testing.T) {
	s := &Site{Dir: "/site"}
	in, err := s.blogInstance("docusaurus.config.js", "blog", json.RawMessage(`{
		"path": "news", "routeBasePath": "/updates", "postsPerPage": "ALL", "blogSidebarCount": 0,
		"blogTitle": "News", "blogDescription": "What is new", "blogSidebarTitle": "Latest", "showReadingTime": false,
		"authorsMapPath": "people.yml", "tags": false, "onInlineTags": "throw",
		"feedOptions": {"type": "atom", "title": "News feed", "limit": false, "copyright": "© X"},
		"truncateMarker": {"$regexp": "/<!--\\s*(truncate|more)\\s*-->/i"},
		"editUrl": "https://git.example/edit/main/site/", "archiveBasePath": null,
		"tagsBasePath": "topics", "pageBasePath": "p", "include": ["**/*.md"]
	}`))
	require.NoError(t, err)
	o := in.opts
	assert.Equal(t, "/site/news", in.abs)
	assert.Equal(t, "/updates", o.RouteBasePath)
	assert.Equal(t, blog.All, o.PostsPerPage)
	assert.Equal(t, blog.None, o.BlogSidebarCount, "blogSidebarCount 0 is no sidebar")
	assert.Equal(t, []string{"News", "What is new", "Latest"}, []string{o.BlogTitle, o.BlogDescription, o.BlogSidebarTitle})
	assert.True(t, o.HideReadingTime)
	assert.Equal(t, "people.yml", o.AuthorsMapPath)
	assert.True(t, o.NoTagsFile)
	assert.Equal(t, "throw", o.OnInlineTags)
	assert.Equal(t, blog.Feed{Types: []string{"atom"}, Title: "News feed", Limit: blog.All, Copyright: "© X"}, o.Feed)
	require.NotNil(t, o.TruncateMarker)
	assert.True(t, o.TruncateMarker.MatchString("<!-- MORE -->"), "the regular expression with its flags")
	assert.Equal(t, "https://git.example/edit/main/site/news", o.EditURL, "the URL of the blog folder")
	assert.True(t, o.NoArchive)
	assert.Equal(t, "topics", o.TagsBasePath)
	assert.Equal(t, "p", o.PageBasePath)
	assert.Equal(t, []string{"**/*.md"}, o.Include)
	assert.Empty(t, s.Warnings)

	in, err = s.blogInstance("docusaurus.config.js", "blog", json.RawMessage(`{"feedOptions": {"type": null, "xslt": true}, "editUrl": {"$function": "editUrl"}, "blogSidebarCount": "ALL", "postsPerPage": 5}`))
	require.NoError(t, err)
	assert.True(t, in.opts.Feed.Disabled)
	assert.Equal(t, blog.All, in.opts.BlogSidebarCount)
	assert.Equal(t, 5, in.opts.PostsPerPage)
	assert.Empty(t, in.opts.EditURL)
	var warned []string
	for _, w := range s.Warnings {
		warned = append(warned, w.What)
	}
	assert.Equal(t, []string{"blog: feedOptions.xslt", "blog: editUrl (a function)"}, warned, "what docskit does not do is named")
}

// The default sidebars file is evaluated early, while the config is; the
// sidebars of a site are still those of the file its config names.
func TestLoadReadsTheSidebarsTheConfigNames(t *testing.T) {
	for _, tc := range []struct {
		name, sidebarPath, linked, missing string
	}{
		{"default file", "", "early", "named"},
		{"named default file", `sidebarPath: './sidebars.js',`, "early", "named"},
		{"another file", `sidebarPath: './other.js',`, "named", "early"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			write := func(name, src string) {
				require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
				require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
			}
			write("docs/a.md", "# A\n")
			write("sidebars.js", "module.exports = {early: ['a']};\n")
			write("other.js", "module.exports = {named: ['a']};\n")
			write("docusaurus.config.js", `module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {`+tc.sidebarPath+`}, blog: false}]],
  themeConfig: {navbar: {items: [
    {type: 'docSidebar', sidebarId: 'early', label: 'Early'},
    {type: 'docSidebar', sidebarId: 'named', label: 'Named'},
  ]}},
};
`)
			s, err := Load(context.Background(), dir, LoadOptions{})
			require.NoError(t, err)
			var labels []string
			for _, it := range s.Config.Navbar.Items {
				labels = append(labels, it.Label)
			}
			assert.Equal(t, []string{strings.ToUpper(tc.linked[:1]) + tc.linked[1:]}, labels)
			var warned []string
			for _, w := range s.Warnings {
				warned = append(warned, w.String())
			}
			assert.Contains(t, strings.Join(warned, "\n"), `sidebar "`+tc.missing+`": no such sidebar`)
		})
	}
}

func TestSitemapOptions(t *testing.T) {
	for raw, want := range map[string]struct {
		off  bool
		file string
		err  string
	}{
		``:                                 {},
		`false`:                            {off: true},
		`{"filename": "sitemap_base.xml"}`: {file: "sitemap_base.xml"},
		`{"changefreq": "daily"}`:          {},
		`{"filename": "maps/sitemap.xml"}`: {err: `sitemap filename "maps/sitemap.xml" must be a file name ending in .xml`},
		`{"filename": "sitemap.txt"}`:      {err: "must be a file name ending in .xml"},
	} {
		s := &Site{}
		err := s.sitemapOptions("docusaurus.config.js", json.RawMessage(raw))
		if want.err != "" {
			require.Error(t, err, raw)
			assert.Contains(t, err.Error(), want.err, raw)
			continue
		}
		require.NoError(t, err, raw)
		assert.Equal(t, want.off, s.noSitemap, raw)
		assert.Equal(t, want.file, s.sitemapFile, raw)
	}
}
