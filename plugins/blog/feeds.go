package blog

import (
	"fmt"
	"net/url"
	"path"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/plugins/feed"
)

// feedFiles are the file name and media type of each feed type.
var feedFiles = map[string]struct{ name, media, label string }{
	"rss":  {"rss.xml", "application/rss+xml", "RSS"},
	"atom": {"atom.xml", "application/atom+xml", "Atom"},
	"json": {"feed.json", "application/json", "JSON"},
}

// FeedPaths are the URL paths of the blog's feeds ("/blog/rss.xml", …): link
// targets for the link checker (linkcheck.Options.Files).
func (p *Plugin) FeedPaths() []string {
	if p.opts.Feed.Disabled {
		return nil
	}
	var out []string
	for _, t := range p.opts.Feed.Types {
		out = append(out, "/"+p.feedFile(t))
	}
	return out
}

// feedFile is a feed's path in the output: "blog/rss.xml".
func (p *Plugin) feedFile(typ string) string {
	return strings.TrimPrefix(path.Join(p.opts.route(), feedFiles[typ].name), "/")
}

// feedPosts are the posts the feeds hold: the listed ones, newest first,
// up to Options.Feed.Limit.
func (p *Plugin) feedPosts() []*post {
	var out []*post
	for _, ps := range p.posts {
		if ps.unlisted || ps.meta.Draft {
			continue
		}
		if p.opts.Feed.Limit != All && len(out) == p.opts.Feed.Limit {
			break
		}
		out = append(out, ps)
	}
	return out
}

// InjectTags links the feeds from the head of every page of the site, as
// Docusaurus does, and gives a post's page the meta tags of an article: its
// date, tags, keywords and social card (front matter image).
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	c := ctx.Config
	if c == nil {
		c = &docskit.Config{}
	}
	var t docskit.Tags
	if ps := p.byRoute[pg.Route]; ps != nil && ps.page == pg {
		t.Head = articleMeta(c.URLs(), ps)
	}
	if p.opts.Feed.Disabled || len(p.posts) == 0 {
		return t
	}
	title := p.opts.Feed.Title
	if title == "" {
		title = c.Title
	}
	u := c.URLs()
	for _, typ := range p.opts.Feed.Types {
		f := feedFiles[typ]
		t.Head = append(t.Head, docskit.Tag{Name: "link", Attrs: map[string]string{
			"rel": "alternate", "type": f.media, "href": u.File(p.feedFile(typ)), "title": title + " " + f.label + " Feed",
		}})
	}
	return t
}

// articleMeta are the meta tags of a post's page, as Docusaurus writes them.
func articleMeta(u docskit.URLs, ps *post) []docskit.Tag {
	meta := func(attr, name, content string) docskit.Tag {
		return docskit.Tag{Name: "meta", Attrs: map[string]string{attr: name, "content": content}}
	}
	tags := []docskit.Tag{meta("property", "og:type", "article"), meta("property", "article:published_time", ps.meta.Date)}
	for _, a := range ps.meta.Authors {
		if a.URL != "" {
			tags = append(tags, meta("property", "article:author", a.URL))
		}
	}
	for _, tg := range ps.meta.Tags {
		tags = append(tags, meta("property", "article:tag", tg.Label))
	}
	if len(ps.keywords) > 0 {
		tags = append(tags, meta("name", "keywords", strings.Join(ps.keywords, ",")))
	}
	// A picture of the site's static files or of another site; one beside
	// the post (./card.png), which Docusaurus bundles, gets no tag.
	img := ps.image
	if strings.HasPrefix(img, "/") && !strings.HasPrefix(img, "//") {
		img = u.AbsFile(img)
	}
	if strings.HasPrefix(img, "https://") || strings.HasPrefix(img, "http://") {
		tags = append(tags, meta("property", "og:image", img), meta("name", "twitter:image", img))
	}
	return tags
}

// PostBuild writes the feeds: the newest listed posts with their full
// content, links made absolute. A blog without posts has none.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	posts := p.feedPosts()
	if p.opts.Feed.Disabled || len(posts) == 0 {
		return nil
	}
	c := ctx.Config
	u := c.URLs()
	if u.Origin() == "" {
		return fmt.Errorf("the blog's feeds need the site's URL (Config.URL)")
	}
	f := p.opts.Feed
	d := feed.Document{
		Title:       f.Title,
		Description: f.Description,
		Page:        u.AbsPage(p.opts.route()),
		Author:      c.Title,
		AuthorURI:   u.AbsPage("/"),
		Language:    f.Language,
		Copyright:   f.Copyright,
		Updated:     posts[0].date,
	}
	if d.Title == "" {
		d.Title = c.Title + " Blog"
	}
	if d.Description == "" {
		d.Description = c.Title + " Blog"
	}
	if d.Language == "" {
		d.Language = c.Locale.HTMLLang
	}
	if c.Favicon != "" {
		d.Icon = u.AbsFile(c.Favicon)
		if strings.Contains(c.Favicon, "://") {
			d.Icon = c.Favicon
		}
	}
	for _, ps := range posts {
		link := u.AbsPage(ps.meta.Permalink)
		it := feed.Item{ID: link, Title: ps.meta.Title, Link: link, Date: ps.date, Summary: ps.meta.Description}
		if ps.page.Doc != nil {
			it.Content = absoluteURLs(bodyHTML(ps.page.Doc.Body), u.Origin())
		}
		for _, a := range ps.meta.Authors {
			it.Authors = append(it.Authors, feed.Person{Name: a.Name, Email: a.Email, URI: a.URL})
		}
		for _, t := range ps.meta.Tags {
			it.Categories = append(it.Categories, feed.Category{Label: t.Label, URL: u.AbsPage(t.Permalink)})
		}
		d.Items = append(d.Items, it)
	}
	writers := map[string]func(feed.Document) ([]byte, error){"rss": feed.RSS, "atom": feed.Atom, "json": feed.JSONFeed}
	for _, typ := range f.Types {
		d.Self = u.AbsFile(p.feedFile(typ))
		b, err := writers[typ](d)
		if err != nil {
			return fmt.Errorf("%s feed: %w", typ, err)
		}
		if err := out.WriteFile(p.feedFile(typ), b); err != nil {
			return err
		}
	}
	ctx.Logf("%d feeds of %d posts", len(f.Types), len(posts))
	return nil
}

var (
	_ docskit.TagInjector = (*Plugin)(nil)
	_ docskit.PostBuilder = (*Plugin)(nil)
)

// ContentSecurityPolicy allows the authors' pictures that other sites
// serve (a GitHub avatar): their origins are added to img-src.
func (p *Plugin) ContentSecurityPolicy() map[string][]string {
	seen := map[string]bool{}
	var origins []string
	add := func(a Author) {
		u, err := url.Parse(a.ImageURL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return
		}
		o := u.Scheme + "://" + u.Host
		if !seen[o] {
			seen[o] = true
			origins = append(origins, o)
		}
	}
	for _, ps := range p.posts {
		for _, a := range ps.meta.Authors {
			add(a)
		}
	}
	for _, a := range p.listedAuthors {
		add(a)
	}
	if len(origins) == 0 {
		return nil
	}
	sort.Strings(origins)
	return map[string][]string{"img-src": origins}
}

var _ docskit.CSPProvider = (*Plugin)(nil)
