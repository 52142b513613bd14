package blog

import (
	"strconv"

	"docskit.dev/docskit"
)

// ResolveBody implements docskit.BodyResolver: a post's body makes its
// excerpt on the list pages, its feed entry and its reading time, so the
// blog resolves again in full when a post changed; a page of another
// plugin changes nothing here.
func (p *Plugin) ResolveBody(_ *docskit.Context, _ *docskit.Site, pg *docskit.Page) (bool, error) {
	return pg.Plugin != p.Name(), nil
}

// Resolve completes what needs the parsed bodies: each post's title (from
// its "# Title", else its file name), description (its first paragraph),
// summary (what comes before its truncate marker) and table of contents;
// the newer and older post of each; the sidebar; and the items of every
// list.
func (p *Plugin) Resolve(ctx *docskit.Context, s *docskit.Site) error {
	o := p.opts
	cut := map[*post]int{}
	for _, ps := range p.posts {
		pg := ps.page
		if pg.Title == "" {
			pg.Title = ps.name.text
		}
		ps.meta.Title = pg.Title
		if ps.meta.Description == "" && pg.Doc != nil {
			ps.meta.Description = pg.Doc.FirstParagraph
			pg.Description = ps.meta.Description
		}
		if n, ok := p.truncation(pg); ok {
			cut[ps] = n
			ps.meta.HasTruncateMarker = true
		}
		if (ps.tocMin != 0 || ps.tocMax != 0) && !pg.HideTOC && pg.Doc != nil {
			lo, hi := tocLevels(ctx.Config, ps.tocMin, ps.tocMax)
			ps.meta.TOC = pg.Doc.TOC(lo, hi)
			pg.HideTOC = true // the post's TOC replaces the page's
		}
	}
	var listed []*post
	for _, ps := range p.posts {
		if !ps.unlisted {
			listed = append(listed, ps)
		}
	}
	// Newer and older posts, among the listed ones.
	for i, ps := range listed {
		if i > 0 {
			ps.page.Prev = &docskit.NavLink{Label: listed[i-1].meta.Title, Href: listed[i-1].meta.Permalink}
		}
		if i+1 < len(listed) {
			ps.page.Next = &docskit.NavLink{Label: listed[i+1].meta.Title, Href: listed[i+1].meta.Permalink}
		}
	}
	for _, ps := range p.posts {
		meta := ps.meta
		ps.page.Props = map[string]any{"blog": &PageProps{Title: o.BlogTitle, SidebarTitle: o.BlogSidebarTitle, Post: &meta}}
	}
	if name := p.sidebarName(); name != "" {
		s.Sidebars[name] = &docskit.Sidebar{Name: name, Items: p.sidebarItems(listed)}
	}
	for _, lp := range p.lists {
		list := &List{Items: []ListItem{}, Page: lp.number, Pages: lp.of, Total: lp.total, Newer: lp.newer, Older: lp.older}
		lp.page.Embeds = nil
		for _, ps := range lp.posts {
			item := ListItem{Post: ps.meta}
			item.Post.TOC = nil
			n, truncated := cut[ps]
			switch doc := ps.page.Doc; {
			case doc == nil:
			case doc.NeedsModule():
				// Its module makes the body: the list loads it (Page.Embeds).
				lp.page.Embeds = append(lp.page.Embeds, ps.meta.Permalink)
				if truncated {
					k := doc.ModuleLen(n)
					item.Cut = &k
				}
			case truncated:
				item.Body = doc.Body[:n]
			default:
				item.Body = doc.Body
			}
			list.Items = append(list.Items, item)
		}
		lp.page.Props = map[string]any{"blog": &PageProps{Title: o.BlogTitle, SidebarTitle: o.BlogSidebarTitle, List: list,
			Tag: lp.tag, AllTags: lp.allTagsPath, Author: lp.author, AllAuthors: lp.allAuthors}}
	}
	if p.archive != nil {
		titles := map[string]string{}
		for _, ps := range listed {
			titles[ps.meta.Permalink] = ps.meta.Title
		}
		for _, y := range p.archive.Props["blog"].(*PageProps).Archive {
			for i := range y.Posts {
				y.Posts[i].Title = titles[y.Posts[i].Permalink]
			}
		}
	}
	return nil
}

// truncation is where a post's summary ends: the number of body nodes
// before its first truncate marker on lines of its own at the top level
// (mdx.Doc.Breaks). A marker inside text or a container does not cut it
// (Docusaurus would cut the source there, mid-element).
func (p *Plugin) truncation(pg *docskit.Page) (int, bool) {
	if pg.Doc == nil {
		return 0, false
	}
	for _, b := range pg.Doc.Breaks {
		if b.Span.Start >= 0 && b.Span.End <= len(pg.Body) && p.opts.TruncateMarker.Match(pg.Body[b.Span.Start:b.Span.End]) {
			return b.Nodes, true
		}
	}
	return 0, false
}

// tocLevels are a post's table of contents levels: its front matter's,
// else the site's (2 to 3 by default).
func tocLevels(c *docskit.Config, lo, hi int) (int, int) {
	siteLo, siteHi := 2, 3
	if c != nil && c.TOC.Min != 0 {
		siteLo = c.TOC.Min
	}
	if c != nil && c.TOC.Max != 0 {
		siteHi = c.TOC.Max
	}
	if lo == 0 {
		lo = min(siteLo, max(hi, 2))
	}
	if hi == 0 {
		hi = max(siteHi, lo)
	}
	return lo, hi
}

// sidebarItems are the sidebar's recent posts (Options.BlogSidebarCount of
// them), grouped by year as Docusaurus's theme shows them: a category per
// year.
func (p *Plugin) sidebarItems(listed []*post) []*docskit.SidebarItem {
	n := p.opts.BlogSidebarCount
	if n == All || n > len(listed) {
		n = len(listed)
	}
	items := []*docskit.SidebarItem{}
	for _, ps := range listed[:n] {
		y := strconv.Itoa(ps.date.Year())
		if len(items) == 0 || items[len(items)-1].Label != y {
			items = append(items, &docskit.SidebarItem{Type: "category", Label: y})
		}
		last := items[len(items)-1]
		last.Items = append(last.Items, &docskit.SidebarItem{Type: "link", Label: ps.meta.Title, Href: ps.meta.Permalink})
	}
	return items
}
