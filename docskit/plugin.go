package docskit

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"

	"docskit.dev/docskit/diag"
	"github.com/yuin/goldmark"
)

// Plugin is the base interface every plugin implements. Name is unique within
// a site and appears in every diagnostic the plugin causes.
//
// A plugin adds behaviour by also implementing any of the capability
// interfaces below; the builder finds them by type assertion. Plugins return
// errors (preferably diag.List with file:line), never panic and never exit
// the process.
type Plugin interface {
	Name() string
}

// Validator checks a plugin's options. Called once, in New, before any build.
type Validator interface {
	Validate() error
}

// MarkdownExtender adds goldmark extensions to the MDX parser: new inline
// or block syntax (==highlight==, footnotes, …). Called once, in New, when
// the parser is built. An extension's nodes are rendered to HTML by its own
// goldmark renderer and reach the page as static HTML: the headings, links
// and text checks of docskit's parser still apply to the text inside them.
// Syntax that needs a React component on the page is a ComponentProvider's
// job, not an extension's.
type MarkdownExtender interface {
	MarkdownExtensions() []goldmark.Extender
}

// ComponentProvider gives the site MDX components of its own: a page may
// then write <Callout kind="tip">…</Callout> on its own lines, and the
// theme renders it with the component's React code, into the server's HTML
// and again in the browser on hydration. Called once, in New; New fails
// when a name is not a capitalised identifier, is taken by a built-in
// component (Tabs, TabItem, Admonition, Details, CodeBlock; replace those
// with WithThemeOverrides) or by another plugin's component.
type ComponentProvider interface {
	Components() []Component
}

// Component is an MDX component a plugin provides. The React component
// receives the element's literal props (strings, numbers, booleans; a bare
// prop is true) and, as children, the Markdown between its tags, already
// rendered. If the component sets usesNodeId = true on itself, it also gets
// a nodeId prop, its position in the page body, stable between the server
// and the browser: use it for element ids.
//
// The module is bundled into the client entry and into the server bundle,
// like a client module that exports slots, so a page that uses the
// component shows it at first paint and hydrates without waiting. A
// component with a lot of code keeps it out of the entry with a dynamic
// import() of its own. The module is only the component: route hooks and
// slots belong in a ClientModule (the two may share files).
type Component struct {
	// Name is the element name pages use: "Callout" for <Callout>.
	Name string
	// Module holds the React component.
	Module ClientModule
	// Export names the module's export that is the component; empty means
	// the default export. One module can give several components this way.
	Export string
}

// Loader reads a plugin's sources into pages. Called in step 1; different
// plugins' Load run concurrently, so Load must not touch shared state.
// A page with a Body is MDX: the builder parses it in step 2, once every
// route is known, into Page.Doc.
type Loader interface {
	Load(ctx *Context) ([]*Page, error)
}

// Resolver works across all loaded pages: sidebars, breadcrumbs,
// previous/next links, extra page data. Called in step 3, after every body
// is parsed (Page.Doc is set and must not be changed), one plugin at a
// time, in registration order.
type Resolver interface {
	Resolve(ctx *Context, s *Site) error
}

// BodyLoader is a Loader that can read again the body of one of its pages
// whose source file was saved, so that a dev Rebuild updates that page
// alone (see Builder.Rebuild). LoadBody returns the new body and the line
// it starts on, with ok = true only when nothing else Load makes of the
// file changed (its front matter is byte for byte the same) and no other
// page of the plugin is made from the body itself; ok = false makes the
// Rebuild load the whole site again.
type BodyLoader interface {
	LoadBody(ctx *Context, p *Page) (body []byte, line int, ok bool)
}

// BodyResolver is a Resolver that can update one page whose body alone
// changed. A dev Rebuild calls ResolveBody instead of Resolve when the new
// body shows other pages the same things as the old one (title, first
// paragraph, headings, anchors, links, head tags, imports), with the rest
// of the site as the last Resolve left it: it updates what the plugin
// derives from p's body alone (nothing, for most Resolvers), or returns
// ok = false to have the whole site loaded and resolved again. A site with
// a Resolver that lacks it rebuilds in full on every save.
type BodyResolver interface {
	ResolveBody(ctx *Context, s *Site, p *Page) (ok bool, err error)
}

// TagInjector adds tags to the HTML of each page. Called in step 4 for every
// page, concurrently from several goroutines: it must only read s and p.
type TagInjector interface {
	InjectTags(ctx *Context, p *Page) Tags
}

// ClientModuleProvider contributes TypeScript modules to the client and
// server bundles. Called once per build, before bundling.
type ClientModuleProvider interface {
	ClientModules() []ClientModule
}

// Checker inspects the rendered site and reports every problem it finds.
// Called in step 5, after all pages are rendered; a non-empty result fails
// the build (every checker runs first, so all problems are reported at once).
type Checker interface {
	Check(ctx *Context, s *Site) []diag.Diagnostic
}

// PageChecker is a Checker that can check some pages alone: CheckPages
// reports the problems of pages (their own links, …) given that the rest
// of the site passed Check as it is. A dev Rebuild that changed only the
// bodies of pages, and none of what other pages see of them, calls it
// instead of Check.
type PageChecker interface {
	CheckPages(ctx *Context, s *Site, pages []*Page) []diag.Diagnostic
}

// PostBuilder writes extra files from the finished site (sitemap, host
// configuration, …). Called in step 6, one plugin at a time, into the
// temporary output folder before it replaces the previous output.
type PostBuilder interface {
	PostBuild(ctx *Context, s *Site, out Output) error
}

// CSPProvider is implemented by a plugin whose tags or client modules need
// more than the site's own origin, for example an analytics plugin that
// sends events to another host. ContentSecurityPolicy returns extra sources
// per directive ("connect-src": {"https://example.com"}); they are added to
// the policy the builder writes. Called once per build, after render.
//
// Inline scripts need no entry: the builder hashes every inline script of
// every page, including plugins' head and body tags, and so do the origins of
// absolute script URLs in tags.
type CSPProvider interface {
	ContentSecurityPolicy() map[string][]string
}

// VersionProvider gives a plugin's version, written to docskit.json with
// its name. Called once per build, after post-build.
type VersionProvider interface {
	Version() string
}

// MetadataProvider adds keys to docskit.json (the build metadata), for
// tools that read a built site. Called once per build, after post-build;
// a key another plugin also sets is overwritten in registration order.
type MetadataProvider interface {
	Metadata() map[string]any
}

// Closer releases what a plugin holds between builds (a process, a
// cache). Close is called once, by Builder.Close, even after a failed
// build. It is io.Closer under a name of its own.
type Closer interface {
	Close() error
}

// Output is the build's output as a PostBuilder sees it. Paths are
// slash-separated and relative to the site root ("sitemap.xml",
// "assets/x.json"). The builder writes into a temporary folder that
// replaces the previous output only when the whole build succeeded, so a
// plugin never writes to the output folder itself. docskittest.Output is
// an in-memory Output for tests. An Output may be used from several
// goroutines at once.
type Output interface {
	// WriteFile writes data at path, creating folders. Writing a path that
	// this build already wrote (a page, another plugin's file) is an error.
	WriteFile(path string, data []byte) error
	// CopyTree copies every file of the folder src on disk under prefix.
	CopyTree(src, prefix string) error
	// Exists reports whether this build has written path.
	Exists(path string) bool
}

// Context is what a plugin receives in each step.
type Context struct {
	context.Context
	// Config is the site configuration (read only).
	Config *Config
	// Root is the site's folder on disk; Source reads it.
	Root string
	// Source is the site folder as a file system (Root, or a test's fstest.MapFS).
	Source fs.FS
	// Dev is true in the dev server (plugins may skip production-only work).
	Dev    bool
	logf   func(format string, args ...any)
	plugin string
	static []string
}

// HasStatic reports whether a static folder of the site (WithStatic) has
// the file rel ("robots.txt"): a plugin that writes a file of that name by
// default leaves it to the site's own, which the build copies.
func (c *Context) HasStatic(rel string) bool {
	for _, dir := range c.static {
		if st, err := os.Stat(filepath.Join(dir, filepath.FromSlash(rel))); err == nil && st.Mode().IsRegular() {
			return true
		}
	}
	return false
}

// Logf prints a progress line prefixed with the plugin's name.
func (c *Context) Logf(format string, args ...any) {
	if c.logf != nil {
		c.logf("["+c.plugin+"] "+format, args...)
	}
}

// Tags are HTML tags a plugin adds to a page.
type Tags struct {
	Head      []Tag
	BodyStart []Tag
	BodyEnd   []Tag
}

// Tag is one HTML element. Attributes are written in sorted order; a true
// value of "" writes a bare attribute. InnerHTML is written unescaped: it
// must be trusted (a script the plugin wrote, JSON it encoded).
type Tag struct {
	Name      string
	Attrs     map[string]string
	InnerHTML string
}

// ClientModule is a TypeScript (or JavaScript) module bundled into the site.
// It may export:
//
//	onRouteDidUpdate({location, previousLocation}) — after every route change
//	  and after the first render (previousLocation is null then);
//	slots — {docTitleAfter?: Component<{page}>, …}: components the theme
//	  renders at named places (see the theme's Slot component).
//
// A module that exports slots renders at first paint, so it is bundled into
// the client entry. Any other module is a chunk of its own that the client
// imports after hydration; its onRouteDidUpdate is first called when it has
// arrived, for the page shown then, and after every route change from then on.
type ClientModule struct {
	// FS holds the module and any files it imports relatively.
	FS fs.FS
	// Entry is the module's path inside FS, e.g. "client/index.ts".
	Entry string
}
