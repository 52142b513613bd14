package docusaurus

import (
	"context"
	"testing"

	"docskit.dev/docskit"
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
		{Label: "GitHub", Href: "https://github.com/example/widgets", Position: "right"},
	}, c.Navbar.Items, "doc items link to the doc's route (its id without number prefix, front matter id)")
	require.Len(t, c.Footer.Columns, 2)
	assert.Equal(t, docskit.FooterColumn{Title: "Docs", Items: []docskit.NavItem{{Label: "Introduction", To: "/guide/intro"}}}, c.Footer.Columns[0])
	assert.Len(t, c.Footer.Columns[1].Items, 1, "an html item is left out")
	assert.Equal(t, "Copyright © 2026 Widgets, Inc.", c.Footer.Copyright)
	require.NotNil(t, c.Announcement)
	assert.Equal(t, docskit.Announcement{ID: "v2", Text: "Widgets 2.0 is out"}, *c.Announcement)
	assert.Equal(t, "dark", c.ColorMode.Default)

	var warned []string
	for _, w := range s.Warnings {
		warned = append(warned, w.String())
	}
	assert.ElementsMatch(t, []string{
		"docusaurus.config.js: theme.customCss: its Infima colour, font and size variables (8) are applied to docskit's theme; its other rules are not",
		"docusaurus.config.js: plugin docusaurus-plugin-widget-analytics: not supported: skipped (what it adds — routes, scripts, data — is missing)",
		"docusaurus.config.js: themeConfig.navbar.items[4]: localeDropdown: left out: one version and one locale are built",
		"docusaurus.config.js: themeConfig.navbar.items[5]: sidebar \"nope\": no such sidebar, or it has no link: the item is left out",
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
