package blog

import (
	"docskit.dev/docskit"
)

// Plugin is a blog.
type Plugin struct {
	opts Options
	// What the last Load found, for Resolve and PostBuild: the posts,
	// newest first (drafts left out unless in dev), the pages that list
	// them, every generated page, and the archive page.
	posts   []*post
	lists   []*listPage
	pages   []*docskit.Page
	archive *docskit.Page
	// listedAuthors are the authors of the authors map, whose pictures the
	// authors page shows.
	listedAuthors []Author
	// byRoute are the posts by route, for the tags of their pages.
	byRoute map[string]*post
}

// New returns a blog; docskit.New calls Validate.
func New(opts Options) *Plugin {
	return &Plugin{opts: opts.defaults()}
}

// Name implements docskit.Plugin: "blog", or "blog-<ID>" for another instance.
func (p *Plugin) Name() string {
	if p.opts.ID == "" {
		return "blog"
	}
	return "blog-" + p.opts.ID
}

// Version is the content format read.
func (p *Plugin) Version() string { return ContentFormat }

// Route is the blog's route ("/blog").
func (p *Plugin) Route() string { return p.opts.route() }

// sidebarName is the name of the blog's sidebar, "" when it has none. Docs
// sidebars are named after folders, and no docs folder starting with _ is
// one, so the name is the blog's own.
func (p *Plugin) sidebarName() string {
	if p.opts.BlogSidebarCount == None {
		return ""
	}
	if p.opts.ID == "" {
		return "_blog"
	}
	return "_blog-" + p.opts.ID
}

var (
	_ docskit.Loader     = (*Plugin)(nil)
	_ docskit.Resolver   = (*Plugin)(nil)
	_ docskit.BodyReader = (*Plugin)(nil)
)

// ReadsBody implements docskit.BodyReader: the blog reads its own posts'
// bodies after Parse (truncated lists, feeds).
func (p *Plugin) ReadsBody(pg *docskit.Page) bool { return pg.Plugin == p.Name() }
