package docskit

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/docskit/uitext"
)

// Config is a site's configuration. Sites write it as a Go value in their
// main.go; Validate reports every problem at once. Its JSON is bundled into
// the client as @docskit/site-config, whose type docskit/theme/data.gen.ts
// declares from this one: after a change, run go generate ./docskit/theme.
type Config struct {
	// Title is the site title, shown in the navbar and appended to page titles.
	Title string `json:"title"`
	// Tagline is a one-line description used on the landing page and as the
	// default meta description.
	Tagline string `json:"tagline,omitempty"`
	// URL is the production origin without a path, e.g. "https://docs.nuri.example".
	// The sitemap and canonical links use it.
	URL string `json:"url"`
	// BaseURL is the path the site is served under; "/" (the default) or "/docs-site".
	// It must start with "/"; a trailing slash is removed. Every URL the
	// build writes starts with it (see URLs): assets, page data, links,
	// the canonical link, the sitemap; the output folder is the same.
	BaseURL string `json:"baseUrl"`
	// TrailingSlash is Docusaurus's trailingSlash: whether page URLs end
	// with "/". nil (undefined, the default) and false give
	// "/docs/intro", written to docs/intro.html; true gives "/docs/intro/",
	// written to docs/intro/index.html. (Docusaurus's undefined keeps links
	// as written and writes docs/intro/index.html; docskit's clean URLs are
	// those of false, and docskit/serve answers both spellings.) The
	// landing page is the base URL itself in every case, and the not-found
	// page is 404.html.
	TrailingSlash *bool `json:"trailingSlash,omitempty"`
	// Version is the site's own version (written to the build metadata).
	Version string `json:"version,omitempty"`
	// Locale is the site's single locale.
	Locale Locale `json:"locale"`
	// Navbar is the fixed top bar.
	Navbar Navbar `json:"navbar"`
	// Footer is the page footer: link columns and a copyright line.
	Footer Footer `json:"footer"`
	// Announcement is an optional closable bar above the navbar.
	Announcement *Announcement `json:"announcement,omitempty"`
	// ColorMode controls light/dark mode.
	ColorMode ColorMode `json:"colorMode"`
	// CodeColors are the site's own colours of highlighted code (optional;
	// docskit's otherwise). Docusaurus's prism.theme and prism.darkTheme
	// map onto them. They are written into the stylesheet, not sent as data.
	CodeColors CodeColorModes `json:"-"`
	// TOC is the range of heading levels in the table of contents; zero values mean 2 to 3.
	TOC TOCLevels `json:"toc"`
	// Docs holds options of the docs layout.
	Docs DocsOptions `json:"docs"`
	// Favicon is the site icon (optional): a file of the site, e.g.
	// "/img/logo.svg", served under BaseURL, or an absolute URL.
	Favicon string `json:"favicon,omitempty"`
	// CustomFields are values of the site for its own components, which
	// read them as siteConfig.customFields (@docusaurus/useDocusaurusContext),
	// Docusaurus's field of that name. They are sent to the browser.
	CustomFields map[string]any `json:"customFields,omitempty"`
	// OnDuplicateRoutes is what two pages with the same route do,
	// Docusaurus's setting of that name: "throw" (the default) fails the
	// build; "warn" and "log" build the first and print a warning; "ignore"
	// builds the first. The build alone reads it.
	OnDuplicateRoutes string `json:"-"`
	// Markdown says how content files are read. The build alone reads it:
	// it is not sent to the browser.
	Markdown Markdown `json:"-"`
	// UI replaces words the theme and the plugins show, by message id:
	// {"theme.CodeBlock.copy": "Copy code"}. docskit/uitext lists the ids,
	// with their English and Korean texts; Locale.HTMLLang chooses which of
	// the two a site gets ("ko", "ko-KR": Korean; anything else: English).
	// An unknown id, or a {placeholder} the message does not have, is a
	// configuration error. Text reads the result.
	UI map[string]string `json:"-"`
}

// Text is the UI message id in the site's language, or the site's own
// wording of it (UI): for plugins that write the theme's words from Go,
// such as the 404 page's title.
func (c *Config) Text(id string) string {
	return uitext.Text(c.Locale.HTMLLang, c.UI, id)
}

// Markdown holds Docusaurus's markdown settings that docskit reads.
type Markdown struct {
	// Format is the language of content files, Docusaurus's
	// markdown.format: "mdx" (the default; .md and .mdx files are both
	// MDX), "md" (both are CommonMark) or "detect" (.md files are
	// CommonMark, .mdx files MDX). In CommonMark, raw HTML is kept as
	// written (trusted, as Docusaurus trusts it), "{" is text and there is
	// no JSX or import; comments, admonitions, heading ids and code blocks
	// work as in MDX (mdx.FormatMD). The link checker sees Markdown links;
	// links in raw HTML (<a href>) are not checked.
	Format string
	// UnknownCodeLanguage says what a code block in a language the
	// highlighter does not know does: "error" (the default) fails the
	// build at its file:line; "text" shows it as plain text, its language
	// kept (a theme may label it), as Docusaurus does for a language Prism
	// does not know, and the build prints one warning per language with the
	// number of blocks and the first file:line.
	UnknownCodeLanguage string
	// NPM2Yarn are the converters of Docusaurus's remark-plugin-npm2yarn
	// for a site that uses it ("yarn", "pnpm", "bun"; mdx.Options.NPM2Yarn).
	NPM2Yarn []string
	// Lenient builds, with a warning, what Docusaurus builds without a
	// word although it is likely a mistake (mdx.Options.Lenient: an
	// admonition left open, duplicate heading ids, a partial that is not
	// there), and puts a stand-in where a page imports a theme component
	// or a Docusaurus module docskit does not have (bundle.Options.StandIns:
	// a third-party theme's). Off by default: such a page fails the build.
	// A site read from a Docusaurus folder (cmd/docskit) has it on.
	Lenient bool
	// Math reads remark-math's syntax, $…$ in text and blocks between lines
	// of $$, and renders it with KaTeX while pages are parsed, as
	// rehype-katex does (mdx.Options.Math): pages ship HTML, no math code.
	// KaTeX is the site's own package, node_modules/katex of the site
	// folder or of the node_modules that holds react; without it the build
	// fails. KaTeX's stylesheet is the site's to link (Config.Stylesheets).
	// Off by default: a $ is a plain character.
	Math bool
}

// formatOf is the format of a content file (Page.Source) under m.Format.
func (m Markdown) formatOf(source string) mdx.Format {
	switch {
	case m.Format == "md", m.Format == "detect" && strings.HasSuffix(source, ".md"):
		return mdx.FormatMD
	}
	return mdx.FormatMDX
}

// Locale describes the site's language. All eight fields are written to the
// build metadata; HTMLLang and Direction go on the <html> element.
type Locale struct {
	Label     string `json:"label"`
	Direction string `json:"direction"` // "ltr" (default) or "rtl"
	// HTMLLang is <html lang>, "en" when empty. It also chooses the
	// language of the theme's words (Config.UI).
	HTMLLang  string `json:"htmlLang"`
	Calendar  string `json:"calendar"`
	Path      string `json:"path"`
	Translate bool   `json:"translate"`
	URL       string `json:"url"`
	BaseURL   string `json:"baseUrl"`
}

// Navbar is the top navigation.
type Navbar struct {
	Title string    `json:"title"`
	Logo  string    `json:"logo,omitempty"` // path of a static image, e.g. "/img/logo.svg" (under BaseURL)
	Items []NavItem `json:"items"`
	// HideOnScroll hides the navbar while scrolling down. Off by default.
	HideOnScroll bool `json:"hideOnScroll,omitempty"`
}

// NavItem is a navbar or footer link. Exactly one of To (an internal route,
// e.g. "/docs/guide/intro") and Href (an external URL) is set, except in a
// version dropdown (Type).
type NavItem struct {
	Label string `json:"label"`
	To    string `json:"to,omitempty"`
	Href  string `json:"href,omitempty"`
	// Position is "left" (default) or "right"; navbar only.
	Position string `json:"position,omitempty"`
	// AriaLabel names an item whose label is an icon.
	AriaLabel string `json:"ariaLabel,omitempty"`
	// Sidebar marks the navbar item active while a page of this sidebar is
	// shown; with VersionTo, in any version of its docs (whose other
	// versions' sidebars are "<Sidebar>@<version>").
	Sidebar string `json:"sidebar,omitempty"`
	// Type is "" for a link, NavDropdown (navbar only): a menu of Items, or
	// NavVersionDropdown (navbar only): a menu of
	// the versions of the docs plugin DocsPlugin (Versions), labelled with
	// the version of the doc shown, else the visitor's preferred version,
	// else the first one listed. Each version leads to the shown doc in it
	// when it has the doc, else to To of the version, keeping the URL's
	// query and #hash; choosing one remembers it as the preferred version.
	// Label, To and Href are not needed.
	Type string `json:"type,omitempty"`
	// DocsPlugin is the id of the docs plugin whose versions the item
	// follows: "default" for the default instance (Docusaurus's pluginId).
	DocsPlugin string `json:"docsPlugin,omitempty"`
	// Versions are a version dropdown's versions, in the order shown; To
	// is each version's main doc.
	Versions []VersionLink `json:"versions,omitempty"`
	// ItemsBefore and ItemsAfter are a version dropdown's other links,
	// above and below its versions (Docusaurus's dropdownItemsBefore/After).
	ItemsBefore []NavItem `json:"itemsBefore,omitempty"`
	ItemsAfter  []NavItem `json:"itemsAfter,omitempty"`
	// Items are a dropdown's links (NavDropdown), in the order shown. The
	// dropdown is labelled Label and marked active while one of them is.
	Items []NavItem `json:"items,omitempty"`
	// VersionTo makes a link follow DocsPlugin's docs versions: its route
	// in each version, by version name. It leads to the route of the shown
	// doc's version, else of the visitor's preferred version, else To, as
	// Docusaurus's doc and docSidebar items do.
	VersionTo map[string]string `json:"versionTo,omitempty"`
}

// NavItem.Type values.
const (
	// NavDropdown is a menu of links (NavItem.Items), which opens on hover
	// and with its button.
	NavDropdown = "dropdown"
	// NavVersionDropdown is a menu of docs versions.
	NavVersionDropdown = "docsVersionDropdown"
)

// Footer is the page footer.
type Footer struct {
	Columns   []FooterColumn `json:"columns"`
	Copyright string         `json:"copyright"`
}

// FooterColumn is a list of links under a title; without a title it is a
// plain list (Docusaurus's footer of links without columns).
type FooterColumn struct {
	Title string    `json:"title"`
	Items []NavItem `json:"items"`
}

// Announcement is a bar above the navbar. Changing ID shows it again to
// visitors who closed an earlier one.
type Announcement struct {
	ID        string `json:"id"`
	Text      string `json:"text"`
	LinkText  string `json:"linkText,omitempty"`
	LinkTo    string `json:"linkTo,omitempty"`
	Closeable bool   `json:"closeable"`
}

// CodeColorModes are the colours of highlighted code in the light and the
// dark colour scheme; nil keeps docskit's.
type CodeColorModes struct {
	Light, Dark *CodeColors
}

// CodeColors are the colours of highlighted code in one colour scheme, as
// CSS colours ("#1f2328", "rgb(…)", a name). Background and Text are the
// code block's, the others a kind of token's: Comment (also line numbers and
// prompts), Keyword (also operators), String, Constant (numbers, constants,
// types, attributes), Function, Variable (also class and namespace names),
// Tag (also regular expressions and inserted lines) and Deleted (errors,
// deleted lines). A kind left empty is shown in Text; an empty Background or
// Text keeps docskit's.
type CodeColors struct {
	Background, Text, Comment, Keyword, String, Constant, Function, Variable, Tag, Deleted string
}

// fields are the colours by their field names, for error messages.
func (c *CodeColors) fields() []struct{ name, value string } {
	return []struct{ name, value string }{
		{"Background", c.Background}, {"Text", c.Text}, {"Comment", c.Comment}, {"Keyword", c.Keyword}, {"String", c.String},
		{"Constant", c.Constant}, {"Function", c.Function}, {"Variable", c.Variable}, {"Tag", c.Tag}, {"Deleted", c.Deleted},
	}
}

// cssColor matches what a CodeColors value may be: a CSS colour, with
// nothing that could end its declaration or rule.
var cssColor = regexp.MustCompile(`^[#A-Za-z0-9(),.% -]+$`)

// ColorMode controls the colour scheme.
type ColorMode struct {
	// Default is "light" (the zero value), "dark" or "system".
	Default string `json:"default,omitempty"`
	// DisableSwitch takes the choice away from the visitor: the colour mode is
	// always Default (with RespectPrefersColorScheme, the OS preference). A
	// choice stored under "theme" (by another page of the origin, or a build
	// that had the switch) is ignored and removed before the first paint, and
	// other tabs' writes are ignored. Without it, the stored choice applies,
	// is synced across tabs, and "system" follows the OS.
	DisableSwitch bool `json:"disableSwitch,omitempty"`
	// RespectPrefersColorScheme makes "system" the default choice.
	RespectPrefersColorScheme bool `json:"respectPrefersColorScheme,omitempty"`
}

// TOCLevels is the inclusive range of heading levels in the table of contents.
type TOCLevels struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// DocsOptions configure doc pages.
type DocsOptions struct {
	// SidebarHideable adds a button that collapses the sidebar on desktop.
	SidebarHideable bool `json:"sidebarHideable"`
	// AutoCollapseCategories closes sibling categories when one is opened.
	AutoCollapseCategories bool `json:"autoCollapseCategories"`
	// Breadcrumbs shows breadcrumbs above doc titles.
	Breadcrumbs bool `json:"breadcrumbs"`
	// Tags shows a doc's front matter tags under it, each a link to its
	// page (the docs plugin makes the tag pages). The theme's code for
	// them, and for the tag pages, ships only with it: a site whose docs
	// have no tags leaves it off.
	Tags bool `json:"-"`
}

// normalize fills defaults.
func (c *Config) normalize() {
	if c.BaseURL == "" {
		c.BaseURL = "/"
	}
	if len(c.BaseURL) > 1 {
		c.BaseURL = strings.TrimSuffix(c.BaseURL, "/")
	}
	if c.TOC.Min == 0 {
		c.TOC.Min = 2
	}
	if c.TOC.Max == 0 {
		c.TOC.Max = 3
	}
	if c.Locale.Direction == "" {
		c.Locale.Direction = "ltr"
	}
	if c.Locale.HTMLLang == "" {
		c.Locale.HTMLLang = "en"
	}
	if c.ColorMode.Default == "" {
		c.ColorMode.Default = "light"
	}
	if c.Markdown.Format == "" {
		c.Markdown.Format = "mdx"
	}
	if c.Markdown.UnknownCodeLanguage == "" {
		c.Markdown.UnknownCodeLanguage = "error"
	}
	if c.Navbar.Title == "" {
		c.Navbar.Title = c.Title
	}
	// The theme reads these as arrays; a nil slice would encode as null.
	if c.Navbar.Items == nil {
		c.Navbar.Items = []NavItem{}
	}
	if c.Footer.Columns == nil {
		c.Footer.Columns = []FooterColumn{}
	}
	for i := range c.Footer.Columns {
		if c.Footer.Columns[i].Items == nil {
			c.Footer.Columns[i].Items = []NavItem{}
		}
	}
}

// Validate reports every configuration problem. Each diagnostic names the
// offending field, e.g. `navbar.items[2] "GitHub"`.
func (c *Config) Validate() error {
	c.normalize()
	var ds diag.List
	bad := func(field, format string, args ...any) {
		ds = append(ds, diag.Diagnostic{Plugin: "config", Pos: diag.Pos{File: "config"}, Msg: field + ": " + fmt.Sprintf(format, args...)})
	}
	if strings.TrimSpace(c.Title) == "" {
		bad("title", "the site needs a title")
	}
	if u, err := url.Parse(c.URL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || (u.Path != "" && u.Path != "/") {
		bad("url", "%q must be an absolute http(s) origin without a path, e.g. https://docs.example.com", c.URL)
	}
	if !strings.HasPrefix(c.BaseURL, "/") {
		bad("baseUrl", "%q must start with /", c.BaseURL)
	}
	if c.Locale.Direction != "ltr" && c.Locale.Direction != "rtl" {
		bad("locale.direction", "%q must be ltr or rtl", c.Locale.Direction)
	}
	switch c.ColorMode.Default {
	case "light", "dark", "system":
	default:
		bad("colorMode.default", "%q must be light, dark or system", c.ColorMode.Default)
	}
	switch c.Markdown.Format {
	case "mdx", "md", "detect":
	default:
		bad("markdown.format", "%q must be mdx, md or detect", c.Markdown.Format)
	}
	switch c.OnDuplicateRoutes {
	case "", "throw", "warn", "log", "ignore":
	default:
		bad("onDuplicateRoutes", "%q must be throw, warn, log or ignore", c.OnDuplicateRoutes)
	}
	if u := c.Markdown.UnknownCodeLanguage; u != "error" && u != "text" {
		bad("markdown.unknownCodeLanguage", "%q must be error or text", u)
	}
	for _, p := range uitext.Check(c.UI) {
		bad("ui", "%s", p)
	}
	if c.TOC.Min < 1 || c.TOC.Max > 6 || c.TOC.Min > c.TOC.Max {
		bad("toc", "levels %d to %d must satisfy 1 <= min <= max <= 6", c.TOC.Min, c.TOC.Max)
	}
	for _, m := range []struct {
		scheme string
		cc     *CodeColors
	}{{"light", c.CodeColors.Light}, {"dark", c.CodeColors.Dark}} {
		if m.cc == nil {
			continue
		}
		for _, f := range m.cc.fields() {
			if f.value != "" && !cssColor.MatchString(f.value) {
				bad(fmt.Sprintf("codeColors.%s.%s", m.scheme, f.name), "%q is not a CSS colour", f.value)
			}
		}
	}
	for i, it := range c.Navbar.Items {
		checkItem(bad, fmt.Sprintf("navbar.items[%d]", i), it)
		if it.Position != "" && it.Position != "left" && it.Position != "right" {
			bad(fmt.Sprintf("navbar.items[%d] %q", i, it.Label), "position %q must be left or right", it.Position)
		}
	}
	for i, col := range c.Footer.Columns {
		for j, it := range col.Items {
			checkItem(bad, fmt.Sprintf("footer.columns[%d].items[%d]", i, j), it)
			if it.Type != "" {
				bad(fmt.Sprintf("footer.columns[%d].items[%d]", i, j), "a %s belongs in the navbar", it.Type)
			}
		}
	}
	if a := c.Announcement; a != nil {
		if a.ID == "" || strings.ContainsAny(a.ID, " \t\n") {
			bad("announcement.id", "%q must be a non-empty id without spaces", a.ID)
		}
		if a.Text == "" {
			bad("announcement.text", "the announcement needs a text")
		}
		if a.LinkTo != "" && !strings.HasPrefix(a.LinkTo, "/") && !isExternal(a.LinkTo) {
			bad("announcement.linkTo", "%q must be a route starting with / or an external URL", a.LinkTo)
		}
	}
	return ds.Err()
}

func checkItem(bad func(string, string, ...any), field string, it NavItem) {
	name := fmt.Sprintf("%s %q", field, it.Label)
	for v, to := range it.VersionTo {
		if !strings.HasPrefix(to, "/") {
			bad(name, "VersionTo[%q] %q must be a route starting with /", v, to)
		}
	}
	switch it.Type {
	case "":
	case NavVersionDropdown:
		checkVersionDropdown(bad, field, it)
		return
	case NavDropdown:
		checkDropdown(bad, field, it)
		return
	default:
		bad(name, "type %q must be empty (a link), %q or %q", it.Type, NavDropdown, NavVersionDropdown)
		return
	}
	if it.Label == "" && it.AriaLabel == "" {
		bad(field, "an item needs a label or an ariaLabel")
	}
	switch {
	case it.To == "" && it.Href == "":
		bad(name, "needs either an internal target (To) or an external URL (Href)")
	case it.To != "" && it.Href != "":
		bad(name, "has both To and Href; set only one")
	case it.To != "" && !strings.HasPrefix(it.To, "/"):
		bad(name, "To %q must be a route starting with /", it.To)
	case it.Href != "" && !isExternal(it.Href):
		bad(name, "Href %q must be an absolute http(s) URL; use To for pages of this site", it.Href)
	}
}

// checkDropdown checks a dropdown: a label and links, no menus in it.
func checkDropdown(bad func(string, string, ...any), field string, it NavItem) {
	if it.Label == "" {
		bad(field, "a dropdown needs a Label")
	}
	if len(it.Items) == 0 {
		bad(fmt.Sprintf("%s %q", field, it.Label), "a dropdown needs Items")
	}
	for i, sub := range it.Items {
		if sub.Type != "" {
			bad(fmt.Sprintf("%s.items[%d]", field, i), "a dropdown's item must be a link, not a %s", sub.Type)
			continue
		}
		checkItem(bad, fmt.Sprintf("%s.items[%d]", field, i), sub)
	}
}

// checkVersionDropdown checks a version dropdown: its versions and its
// other links.
func checkVersionDropdown(bad func(string, string, ...any), field string, it NavItem) {
	if len(it.Versions) == 0 {
		bad(field, "a version dropdown needs Versions")
	}
	if it.DocsPlugin == "" {
		bad(field, "a version dropdown needs DocsPlugin (the docs plugin's id, \"default\" for the default one)")
	}
	for i, v := range it.Versions {
		if v.Name == "" || v.Label == "" {
			bad(fmt.Sprintf("%s.versions[%d]", field, i), "a version needs a Name and a Label")
		}
		if !strings.HasPrefix(v.To, "/") {
			bad(fmt.Sprintf("%s.versions[%d] %q", field, i, v.Label), "To %q must be a route starting with /", v.To)
		}
	}
	for i, sub := range it.ItemsBefore {
		checkItem(bad, fmt.Sprintf("%s.itemsBefore[%d]", field, i), sub)
	}
	for i, sub := range it.ItemsAfter {
		checkItem(bad, fmt.Sprintf("%s.itemsAfter[%d]", field, i), sub)
	}
}

func isExternal(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http" || u.Scheme == "mailto") && (u.Host != "" || u.Scheme == "mailto")
}
