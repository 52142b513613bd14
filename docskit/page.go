package docskit

import (
	"docskit.dev/docskit/internal/spool"
	"docskit.dev/docskit/mdx"
)

// Page kinds the default theme knows. A theme may add more.
const (
	KindDoc      = "doc"
	KindLanding  = "landing"
	KindNotFound = "notFound"
	// KindGeneratedIndex is a category's generated index page (Docusaurus's
	// link: {type: 'generated-index'}): its title, description and the
	// category's items as cards (Props "items"), with the doc layout.
	KindGeneratedIndex = "generatedIndex"
	// KindMDXPage is a Markdown page that is not a doc (Docusaurus's
	// src/pages/*.md): the body and its table of contents, no sidebar.
	KindMDXPage = "mdxPage"
	// KindReactPage is a page that is a React component (Docusaurus's
	// src/pages/*.js): Page.Component renders all of it.
	KindReactPage = "reactPage"
)

// Page is one route of the site.
type Page struct {
	// Route is the URL path, without trailing slash: "/docs/guide/intro", "/".
	Route string
	// Kind selects the theme's layout: KindDoc, KindLanding, KindNotFound, …
	Kind string
	// Source is the file the page comes from, relative to the site root, used
	// in diagnostics ("docs/guide/intro.mdx"); empty for generated pages.
	// Its extension decides the body's format when Config.Markdown.Format
	// is "detect" (.md is CommonMark).
	Source string
	// ContentDir is the folder of the plugin's sources the page is one of
	// (the docs plugin's Path, "docs"), relative to the site root: as in
	// Docusaurus, a link to "/x.md" is read from there first, then from the
	// site root, and a link to "x.md" (no ./) that is not next to the page
	// from those two. Empty for a page not from such a folder.
	ContentDir string
	// Body is the MDX body (front matter removed) and BodyLine the number of
	// lines before it in Source. Nil for pages without Markdown.
	Body []byte
	// ReadBody, when Body is nil, reads the body at Parse: a loader that
	// sets it instead of Body keeps a large site's sources out of memory
	// from Load to Parse (the docs plugin reads each file again there).
	// The builder sets Body from it.
	ReadBody func() ([]byte, error)
	BodyLine int
	// Component is set for a page that is a React component: the file
	// (relative to the site root, .js, .jsx, .ts or .tsx) whose default
	// export renders the whole page, navbar and footer included when it
	// wraps itself in @theme/Layout, as Docusaurus's React pages do. The
	// builder bundles the file as the page's module (as it bundles an MDX
	// page that needs JavaScript): rendered on the server, hydrated once
	// its chunk is loaded. Body and Doc are nil.
	Component string
	// RenderedAnchors are the ids the page's components reported while it
	// rendered on the server (Docusaurus's useBrokenLinks().collectAnchor):
	// anchors of the page for the link check, set by the render step.
	RenderedAnchors []string
	// Doc is the parsed body: the body tree, headings with their ids, links
	// (resolved to routes), plain text, search sections, the first
	// paragraph and the source span of every block. The builder parses every
	// Body once, after the route table is known and before Resolve; plugins
	// read Doc and never parse the body again. Nil for pages without a Body.
	Doc *mdx.Doc
	// Title and Description are the page's title and meta description. A
	// page whose Title is empty after load takes its body's leading
	// "# Title" (Doc.H1) when it is parsed.
	Title       string
	Description string
	// ID is the doc id ("guide/intro") for doc pages.
	ID string
	// FrontMatter is the parsed front matter with the line of each key, for
	// plugins that read custom keys and name them in diagnostics. Nil for
	// pages without one.
	FrontMatter *mdx.FrontMatter
	// Sidebar names the sidebar shown with the page ("" for none).
	Sidebar     string
	Breadcrumbs []Crumb
	Prev, Next  *NavLink
	// HideTOC hides the table of contents.
	HideTOC bool
	// EditURL is where the page's source can be edited ("Edit this page");
	// empty for no link.
	EditURL string
	// LastUpdate is when, and by whom, the page's source last changed; nil
	// to show nothing.
	LastUpdate *LastUpdate
	// NoIndex keeps the page out of the sitemap and adds robots noindex.
	NoIndex bool
	// Props are layout-specific values (the landing page's cards, …).
	Props map[string]any
	// Extra is plugin data the theme and client modules read as page.extra.
	Extra map[string]any
	// Embeds are the routes of other pages whose bodies this page shows
	// (a blog's list page shows its posts, from body nodes its Props
	// hold). A page body that needs JavaScript is its page's module: the
	// theme finds those in PageData.Embeds and loads them with the page.
	Embeds []string
	// Plugin is the name of the plugin that loaded the page.
	Plugin string
	// Version is the docs version the page is part of, for a page of a
	// docs plugin that builds several versions (Docusaurus's versioned
	// docs); nil otherwise. A plugin that wants one copy of each page
	// (search, llms.txt) keeps to the pages whose Version is nil or IsLast.
	Version *PageVersion

	// spooled is where the build's spool holds the parsed body, when
	// it does (spool.go): Doc.Body is then nil.
	spooled *spool.Ref
}

// PageVersion is the docs version of a page: what the theme shows of it
// (banner, badge) and where the same doc is in the other versions (the
// banner's link, the navbar's version dropdown).
type PageVersion struct {
	// Plugin is the docs plugin's id, "default" for the default instance
	// (Docusaurus's pluginId); the theme remembers the visitor's preferred
	// version under the browser storage key "docs-preferred-version-<Plugin>".
	Plugin string `json:"plugin"`
	// Name is the version's name: "current" for the docs folder, else as
	// versions.json writes it ("2.4.5").
	Name  string `json:"name"`
	Label string `json:"label"`
	// IsLast is true for the plugin's last version (Docusaurus's
	// lastVersion), the one served at the plugin's route base.
	IsLast bool `json:"isLast,omitempty"`
	// Banner is "unreleased" or "unmaintained" for a version whose docs
	// show a banner that says so and links to the last version; "" for none.
	Banner string `json:"banner,omitempty"`
	// Badge shows "Version: <Label>" above the doc.
	Badge bool `json:"badge,omitempty"`
	// ClassName is the class of <html> while a doc of the version is shown
	// ("docs-version-<name>" by default), for the site's CSS, as in
	// Docusaurus.
	ClassName string `json:"className,omitempty"`
	// Latest is the last version and, as its To, this doc in it (its main
	// doc when it has no such doc): where the banner leads.
	Latest VersionLink `json:"latest"`
	// Alternates are this doc's routes in each version that has it (this
	// one included), by version name.
	Alternates map[string]string `json:"alternates,omitempty"`
}

// VersionLink is a docs version and a route in it.
type VersionLink struct {
	Name  string `json:"name"`
	Label string `json:"label"`
	To    string `json:"to"`
	// IsLast marks the docs plugin's last version in a version
	// dropdown's list, which shows it when the visitor has no preference.
	IsLast bool `json:"isLast,omitempty"`
}

// FrontMatterValue returns the front matter value of key and its line in
// Source (1 when the page has no such key or no front matter).
func (p *Page) FrontMatterValue(key string) (value any, line int, ok bool) {
	if p.FrontMatter == nil {
		return nil, 1, false
	}
	value, ok = p.FrontMatter.Values[key]
	return value, p.FrontMatter.Line(key), ok
}

// Crumb is one breadcrumb.
type Crumb struct {
	Label string `json:"label"`
	Href  string `json:"href,omitempty"`
}

// NavLink is a previous/next link.
type NavLink struct {
	Label string `json:"label"`
	Href  string `json:"href"`
}

// LastUpdate is when, and by whom, a page's source last changed.
type LastUpdate struct {
	// At is the time in seconds since the Unix epoch; 0 for unknown.
	At int64 `json:"at,omitempty"`
	// By is the author's name; empty for unknown.
	By string `json:"by,omitempty"`
}

// SidebarItem is a link, a category or a piece of HTML of a sidebar: the
// item kinds of Docusaurus's sidebars once doc items are resolved to links.
type SidebarItem struct {
	// Type is "link", "category" or "html".
	Type string `json:"type"`
	// Label is what a link or a category says.
	Label string `json:"label,omitempty"`
	// Href is where a link leads (a route or an external URL), or a
	// category's own page (its doc or generated index), if it has one.
	Href  string         `json:"href,omitempty"`
	Items []*SidebarItem `json:"items,omitempty"`
	// Collapsed categories start closed, unless they hold the current page.
	Collapsed bool `json:"collapsed,omitempty"`
	// Collapsible is false for a category that is always open and has no
	// toggle; nil (and true) for one that opens and closes.
	Collapsible *bool `json:"collapsible,omitempty"`
	// ClassName is added to the item's element.
	ClassName string `json:"className,omitempty"`
	// Description of a link or a category, shown on its card.
	Description string `json:"description,omitempty"`
	// Value is an html item's HTML, written as it is (trusted, as the
	// site's own configuration); DefaultStyle gives it the padding of a link.
	Value        string `json:"value,omitempty"`
	DefaultStyle bool   `json:"defaultStyle,omitempty"`
	// CustomProps are the item's customProps (or its doc's
	// sidebar_custom_props), passed on for themes; the default theme
	// ignores them.
	CustomProps map[string]any `json:"customProps,omitempty"`
}

// Sidebar is a named navigation tree.
type Sidebar struct {
	Name  string         `json:"name"`
	Items []*SidebarItem `json:"items"`
}

// Site is every page and sidebar of a build.
type Site struct {
	Config   *Config
	Pages    []*Page
	Sidebars map[string]*Sidebar
	// Headers are the HTTP response headers every file of the built site
	// should be served with: X-Content-Type-Options, Referrer-Policy,
	// X-Frame-Options and a Content-Security-Policy that allows the site's
	// inline scripts by their sha256 hashes. The builder sets them after
	// render, so Checkers and PostBuilders can read them; they are also
	// written to docskit.json ("headers"), where docskit/serve reads them.
	Headers map[string]string
	routes  map[string]*Page
	sources map[string]*Page
	// assets are the files pages link by their path (LinkFile).
	assets *assetTable
}

// Page returns the page at route, or nil.
func (s *Site) Page(route string) *Page { return s.routes[route] }

// PageBySource returns the page loaded from a source file (path relative to the site root), or nil.
func (s *Site) PageBySource(source string) *Page { return s.sources[source] }

// PageData is the JSON the theme renders a page from: embedded in the page's
// HTML on first load and fetched from /_data/<route>.json on client-side
// navigation. docskit/theme/data.gen.ts declares it for the theme, generated
// from this type: after a change, run go generate ./docskit/theme.
type PageData struct {
	Route       string `json:"route"`
	Kind        string `json:"kind"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	// HeadTitle is the document title that a <title> in the page's MDX
	// <head> sets: shown as written, instead of "Title | Site".
	HeadTitle string `json:"headTitle,omitempty"`
	// Heading is what the page's own h1 says when it is not Title: the
	// body's leading "# Title" (its content title, as Docusaurus shows it).
	// HideTitle: the page shows no h1 of its own, since its body has one
	// further down, or its front matter says hide_title.
	Heading   string     `json:"heading,omitempty"`
	HideTitle bool       `json:"hideTitle,omitempty"`
	Body      []mdx.Node `json:"body,omitempty"`
	// Module is the URL of the page's JavaScript module, which makes its
	// body when the page needs JavaScript (Body is then empty); ModuleCSS
	// the stylesheets of what it imports.
	Module      string         `json:"module,omitempty"`
	ModuleCSS   []string       `json:"moduleCss,omitempty"`
	TOC         []mdx.Heading  `json:"toc,omitempty"`
	HideTOC     bool           `json:"hideToc,omitempty"`
	EditURL     string         `json:"editUrl,omitempty"`
	LastUpdate  *LastUpdate    `json:"lastUpdate,omitempty"`
	Breadcrumbs []Crumb        `json:"breadcrumbs,omitempty"`
	Prev        *NavLink       `json:"prev,omitempty"`
	Next        *NavLink       `json:"next,omitempty"`
	Sidebar     string         `json:"sidebar,omitempty"`
	SidebarURL  string         `json:"sidebarUrl,omitempty"`
	Props       map[string]any `json:"props,omitempty"`
	Extra       map[string]any `json:"extra,omitempty"`
	// Embeds are the modules of the module pages among Page.Embeds, by
	// route: the client loads them before it shows the page.
	Embeds map[string]EmbeddedModule `json:"embeds,omitempty"`
	// Version is the docs version of a versioned doc (Page.Version).
	Version *PageVersion `json:"version,omitempty"`
}

// EmbeddedModule is the module of a page whose body another page shows
// (Page.Embeds), and the stylesheets of what it imports.
type EmbeddedModule struct {
	Module    string   `json:"module"`
	ModuleCSS []string `json:"moduleCss,omitempty"`
}
