package docusaurus

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
)

// SiteConfig is the part of an evaluated docusaurus.config that docskit
// reads (Docusaurus 3.9's field names). Fields docskit does not read are
// left out; plugins, presets and themes stay raw until Plugins reads them.
type SiteConfig struct {
	Title                 string          `json:"title"`
	Tagline               string          `json:"tagline"`
	URL                   string          `json:"url"`
	BaseURL               string          `json:"baseUrl"`
	Favicon               string          `json:"favicon"`
	TrailingSlash         *bool           `json:"trailingSlash"`
	OnBrokenLinks         string          `json:"onBrokenLinks"`
	OnBrokenAnchors       string          `json:"onBrokenAnchors"`
	OnBrokenMarkdownLinks string          `json:"onBrokenMarkdownLinks"`
	OnDuplicateRoutes     string          `json:"onDuplicateRoutes"`
	Markdown              MarkdownConfig  `json:"markdown"`
	I18n                  I18nConfig      `json:"i18n"`
	Presets               []PluginEntry   `json:"presets"`
	Plugins               []PluginEntry   `json:"plugins"`
	Themes                []PluginEntry   `json:"themes"`
	StaticDirectories     []string        `json:"staticDirectories"`
	ClientModules         []string        `json:"clientModules"`
	Scripts               json.RawMessage `json:"scripts"`
	Stylesheets           json.RawMessage `json:"stylesheets"`
	HeadTags              json.RawMessage `json:"headTags"`
	CustomFields          map[string]any  `json:"customFields"`
	ThemeConfig           ThemeConfig     `json:"themeConfig"`
}

// MarkdownConfig is the config's markdown section.
type MarkdownConfig struct {
	Format  string `json:"format"`
	Mermaid bool   `json:"mermaid"`
	Hooks   struct {
		OnBrokenMarkdownLinks string `json:"onBrokenMarkdownLinks"`
	} `json:"hooks"`
}

// I18nConfig is the config's i18n section.
type I18nConfig struct {
	DefaultLocale string   `json:"defaultLocale"`
	Locales       []string `json:"locales"`
	LocaleConfigs map[string]struct {
		Label     string `json:"label"`
		Direction string `json:"direction"`
		HTMLLang  string `json:"htmlLang"`
	} `json:"localeConfigs"`
}

// ThemeConfig is the classic theme's configuration.
type ThemeConfig struct {
	// Algolia is theme-search-algolia's configuration: with it the classic
	// preset adds that theme, and its search page.
	Algolia json.RawMessage `json:"algolia"`
	Navbar  struct {
		Title        string `json:"title"`
		HideOnScroll bool   `json:"hideOnScroll"`
		Logo         *struct {
			Src string `json:"src"`
			Alt string `json:"alt"`
		} `json:"logo"`
		Items []NavbarItem `json:"items"`
	} `json:"navbar"`
	Footer *struct {
		Links     json.RawMessage `json:"links"`
		Copyright string          `json:"copyright"`
	} `json:"footer"`
	AnnouncementBar *struct {
		ID          string `json:"id"`
		Content     string `json:"content"`
		IsCloseable *bool  `json:"isCloseable"`
	} `json:"announcementBar"`
	ColorMode struct {
		DefaultMode               string `json:"defaultMode"`
		DisableSwitch             bool   `json:"disableSwitch"`
		RespectPrefersColorScheme bool   `json:"respectPrefersColorScheme"`
	} `json:"colorMode"`
	TableOfContents struct {
		MinHeadingLevel int `json:"minHeadingLevel"`
		MaxHeadingLevel int `json:"maxHeadingLevel"`
	} `json:"tableOfContents"`
	// Prism's themes colour code (prism.go); its additionalLanguages need
	// nothing: docskit's highlighter knows them.
	Prism struct {
		Theme     json.RawMessage `json:"theme"`
		DarkTheme json.RawMessage `json:"darkTheme"`
	} `json:"prism"`
}

// NavbarItem is one item of themeConfig.navbar.items (or of a dropdown).
type NavbarItem struct {
	Type       string       `json:"type"`
	Label      string       `json:"label"`
	To         string       `json:"to"`
	Href       string       `json:"href"`
	DocID      string       `json:"docId"`
	SidebarID  string       `json:"sidebarId"`
	DocsPlugin string       `json:"docsPluginId"`
	Position   string       `json:"position"`
	AriaLabel  string       `json:"aria-label"`
	Items      []NavbarItem `json:"items"`
	HTML       string       `json:"html"`
	// A docsVersionDropdown's links above and below its versions, and the
	// versions it shows: a list of names or {name: {label}}.
	DropdownItemsBefore []NavbarItem    `json:"dropdownItemsBefore"`
	DropdownItemsAfter  []NavbarItem    `json:"dropdownItemsAfter"`
	Versions            json.RawMessage `json:"versions"`
}

// PluginEntry is one entry of plugins, presets or themes: a module name
// (or path), [name, options], a plugin function, or false/null (Docusaurus
// skips those).
type PluginEntry struct {
	// Name is the npm package ("@docusaurus/plugin-content-docs"), a
	// path of the site's own ("./src/plugins/x"), or for a function the
	// function's name.
	Name string
	// Local is true for a plugin of the site's own files or a function.
	Local   bool
	Options json.RawMessage
}

// UnmarshalJSON reads the shapes Docusaurus accepts.
func (p *PluginEntry) UnmarshalJSON(data []byte) error {
	var name string
	if json.Unmarshal(data, &name) == nil {
		p.Name = name
		return nil
	}
	var fn struct {
		Function string `json:"$function"`
	}
	if json.Unmarshal(data, &fn) == nil && fn.Function != "" {
		p.Name, p.Local = fn.Function, true
		return nil
	}
	var pair []json.RawMessage
	if err := json.Unmarshal(data, &pair); err != nil || len(pair) == 0 {
		if string(data) == "false" || string(data) == "null" {
			return nil
		}
		return fmt.Errorf("a plugin entry is a name, [name, options] or a function, not %s", abbreviate(data))
	}
	if err := p.UnmarshalJSON(pair[0]); err != nil {
		return err
	}
	if len(pair) > 1 {
		p.Options = pair[1]
	}
	return nil
}

// normalize turns a resolved path into the package it belongs to
// ("/site/node_modules/@docusaurus/preset-classic/lib/index.js" →
// "@docusaurus/preset-classic") and expands Docusaurus's short names
// ("classic" → "@docusaurus/preset-classic"); a path of the site's own is
// made relative to it and Local.
func (p *PluginEntry) normalize(siteDir, kind string) {
	if p.Name == "" || p.Local && !strings.ContainsAny(p.Name, "/\\") {
		return
	}
	if i := strings.LastIndex(p.Name, "/node_modules/"); i >= 0 {
		p.Name = packageName(p.Name[i+len("/node_modules/"):])
		return
	}
	if strings.HasPrefix(p.Name, ".") || filepath.IsAbs(p.Name) {
		p.Local = true
		if filepath.IsAbs(p.Name) {
			p.Name = "./" + rel(siteDir, p.Name)
		}
		return
	}
	name := packageName(p.Name)
	// Docusaurus's short names: "classic" for the preset, "content-docs"
	// or "@docusaurus/content-docs" for its own plugins.
	short := strings.TrimPrefix(name, "@docusaurus/")
	if builtin["@docusaurus/"+kind+"-"+short] {
		name = "@docusaurus/" + kind + "-" + short
	}
	p.Name = name
}

// builtin are Docusaurus's own presets, plugins and themes.
var builtin = map[string]bool{}

func init() {
	for _, n := range []string{
		"preset-classic", "plugin-content-docs", "plugin-content-blog", "plugin-content-pages",
		"plugin-sitemap", "plugin-client-redirects", "plugin-ideal-image", "plugin-pwa",
		"plugin-google-gtag", "plugin-google-analytics", "plugin-google-tag-manager", "plugin-debug",
		"plugin-svgr", "plugin-vercel-analytics", "plugin-rsdoctor", "theme-classic",
		"theme-live-codeblock", "theme-mermaid", "theme-search-algolia",
	} {
		builtin["@docusaurus/"+n] = true
	}
}

func abbreviate(data []byte) string {
	if len(data) > 60 {
		return string(data[:57]) + "…"
	}
	return string(data)
}
