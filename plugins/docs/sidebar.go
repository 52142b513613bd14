package docs

import (
	"fmt"
	"slices"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
)

// navEntry is a page of a sidebar's reading order: a doc or a generated
// index, with its previous/next label and its breadcrumbs there.
type navEntry struct {
	doc    *doc
	gi     *genIndex
	label  string
	crumbs []docskit.Crumb
}

func (e navEntry) link() *docskit.NavLink {
	if e.doc != nil {
		return &docskit.NavLink{Label: e.label, Href: e.doc.page.Route}
	}
	return &docskit.NavLink{Label: e.label, Href: e.gi.page.Route}
}

// built is one sidebar made for the theme, with its reading order.
type built struct {
	sb  *docskit.Sidebar
	nav []navEntry
	// docAt and giAt are each doc's and index's first place in nav.
	docAt map[*doc]int
	giAt  map[*genIndex]int
	// docOf is the doc each link item leads to (for cards' descriptions).
	docOf map[*docskit.SidebarItem]*doc
}

// Resolve builds each version's sidebars, and each doc's sidebar,
// breadcrumbs and previous/next links, once titles are known.
func (p *Plugin) Resolve(ctx *docskit.Context, s *docskit.Site) error {
	var ds diag.List
	for _, v := range p.versions {
		ds = append(ds, p.resolveVersion(v, s)...)
		resolveTagPages(v.tagPages)
	}
	return ds.Err()
}

// ResolveBody implements docskit.BodyResolver: sidebars, breadcrumbs,
// previous/next links, tag pages and generated indexes are made from
// titles, first paragraphs and front matter, which stay the same when
// the builder calls it.
func (p *Plugin) ResolveBody(*docskit.Context, *docskit.Site, *docskit.Page) (bool, error) {
	return true, nil
}

// resolveVersion resolves one version's sidebars and pages.
func (p *Plugin) resolveVersion(v *version, s *docskit.Site) diag.List {
	st := v.st
	for _, d := range st.docs {
		d.labels()
	}
	gis := map[*item]*genIndex{}
	for _, gi := range st.indexes {
		gis[gi.cat] = gi
	}
	sidebars := map[string]*built{}
	// owner is the sidebar of each doc (its last sidebar, as in Docusaurus)
	// and of each generated index.
	owner := map[*doc]string{}
	giOwner := map[*genIndex]string{}
	for _, def := range st.sidebars {
		name := p.sidebarKey(v, def.name)
		b := &built{sb: &docskit.Sidebar{Name: name}, docAt: map[*doc]int{}, giAt: map[*genIndex]int{}, docOf: map[*docskit.SidebarItem]*doc{}}
		b.sb.Items = p.build(st, gis, b, def.items, nil)
		for _, e := range b.nav {
			if e.doc != nil {
				owner[e.doc] = name
			} else {
				giOwner[e.gi] = name
			}
		}
		sidebars[name] = b
		s.Sidebars[name] = b.sb
	}
	var ds diag.List
	for _, d := range st.docs {
		name := owner[d]
		if ds2 := d.displayed(p, v, sidebars, &name); ds2 != nil {
			ds = append(ds, *ds2)
			continue
		}
		d.page.Sidebar = name
		var prev, next *docskit.NavLink
		if b := sidebars[name]; b != nil {
			if i, ok := b.docAt[d]; ok {
				if p.option(p.opts.Breadcrumbs) {
					d.page.Breadcrumbs = b.nav[i].crumbs
				}
				prev, next = b.neighbours(i)
			}
		}
		var err *diag.Diagnostic
		if prev, err = d.paginationLink(st, "pagination_prev", d.paginationPrev, prev); err != nil {
			ds = append(ds, *err)
		}
		if next, err = d.paginationLink(st, "pagination_next", d.paginationNext, next); err != nil {
			ds = append(ds, *err)
		}
		d.page.Prev, d.page.Next = prev, next
	}
	for _, gi := range st.indexes {
		name := giOwner[gi]
		b := sidebars[name]
		gi.page.Sidebar = name
		i := b.giAt[gi]
		if p.option(p.opts.Breadcrumbs) {
			gi.page.Breadcrumbs = b.nav[i].crumbs
		}
		gi.page.Prev, gi.page.Next = b.neighbours(i)
		gi.page.Props = map[string]any{"items": b.cards(gi)}
	}
	return ds
}

func (b *built) neighbours(i int) (prev, next *docskit.NavLink) {
	if i > 0 {
		prev = b.nav[i-1].link()
	}
	if i+1 < len(b.nav) {
		next = b.nav[i+1].link()
	}
	return prev, next
}

// cards are a generated index's items for its cards: the category's
// items without html ones, a doc's description on its card.
func (b *built) cards(gi *genIndex) []*docskit.SidebarItem {
	var own *docskit.SidebarItem
	var find func(items []*docskit.SidebarItem)
	find = func(items []*docskit.SidebarItem) {
		for _, it := range items {
			if own == nil && it.Type == "category" && it.Href == gi.page.Route {
				own = it
			}
			find(it.Items)
		}
	}
	find(b.sb.Items)
	cards := []*docskit.SidebarItem{}
	if own == nil {
		return cards
	}
	for _, it := range own.Items {
		if it.Type == "html" {
			continue
		}
		c := *it
		if d := b.docOf[it]; d != nil && c.Description == "" {
			c.Description = d.page.Description
		}
		cards = append(cards, &c)
	}
	return cards
}

// build turns items into the theme's sidebar items, recording the reading
// order and each page's breadcrumbs (crumbs are its categories').
func (p *Plugin) build(st *state, gis map[*item]*genIndex, b *built, items []*item, crumbs []docskit.Crumb) []*docskit.SidebarItem {
	var out []*docskit.SidebarItem
	for _, it := range items {
		switch it.kind {
		case "doc", "ref":
			d := st.byID[it.id]
			label := firstOf(d.sidebarLabel, it.label, d.page.Title)
			props := it.customProps
			if props == nil {
				props = d.customProps
			}
			si := &docskit.SidebarItem{Type: "link", Label: label, Href: d.page.Route, ClassName: it.className, CustomProps: props}
			b.docOf[si] = d
			out = append(out, si)
			if it.kind == "doc" {
				b.add(navEntry{doc: d, label: firstOf(d.pagLabel, d.sidebarLabel, it.label, d.page.Title),
					crumbs: append(slices.Clone(crumbs), docskit.Crumb{Label: label, Href: d.page.Route})})
			}
		case "link":
			out = append(out, &docskit.SidebarItem{Type: "link", Label: it.label, Href: it.href, ClassName: it.className, Description: it.description, CustomProps: it.customProps})
		case "html":
			out = append(out, &docskit.SidebarItem{Type: "html", Value: it.value, DefaultStyle: it.defaultStyle, ClassName: it.className, CustomProps: it.customProps})
		case "category":
			label := it.label
			if label == "" && it.labelDoc != nil {
				label = firstOf(it.labelDoc.sidebarLabel, it.labelDoc.page.Title)
			}
			if label == "" {
				label = it.folder
			}
			si := &docskit.SidebarItem{Type: "category", Label: label, Collapsed: *it.collapsed, ClassName: it.className, Description: it.description, CustomProps: it.customProps}
			if !*it.collapsible {
				si.Collapsible = new(false)
			}
			crumb := docskit.Crumb{Label: label}
			if l := it.link; l != nil {
				if l.kind == "doc" {
					d := st.byID[l.id]
					si.Href = d.page.Route
					if si.CustomProps == nil {
						si.CustomProps = d.customProps
					}
					crumb.Href = si.Href
					b.add(navEntry{doc: d, label: firstOf(d.pagLabel, d.sidebarLabel, d.page.Title), crumbs: append(slices.Clone(crumbs), crumb)})
				} else {
					si.Href = l.route
					crumb.Href = si.Href
					b.add(navEntry{gi: gis[it], label: label, crumbs: append(slices.Clone(crumbs), crumb)})
				}
			}
			si.Items = p.build(st, gis, b, it.items, append(slices.Clone(crumbs), crumb))
			out = append(out, si)
		}
	}
	return out
}

// add appends a page to the reading order.
func (b *built) add(e navEntry) {
	if e.doc != nil {
		if _, seen := b.docAt[e.doc]; !seen {
			b.docAt[e.doc] = len(b.nav)
		}
	} else if _, seen := b.giAt[e.gi]; !seen {
		b.giAt[e.gi] = len(b.nav)
	}
	b.nav = append(b.nav, e)
}

func firstOf(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// displayed applies displayed_sidebar: the sidebar a doc shows whatever
// sidebar it is in ("" or null for none).
func (d *doc) displayed(p *Plugin, v *version, sidebars map[string]*built, name *string) *diag.Diagnostic {
	if d.displayedSidebar == nil {
		return nil
	}
	if *d.displayedSidebar == "" {
		*name = ""
		return nil
	}
	want := p.sidebarKey(v, *d.displayedSidebar)
	if sidebars[want] == nil {
		_, line, _ := d.page.FrontMatterValue("displayed_sidebar")
		return &diag.Diagnostic{Pos: diag.Pos{File: d.page.Source, Line: line}, Msg: fmt.Sprintf("displayed_sidebar %q: there is no such sidebar", *d.displayedSidebar)}
	}
	*name = want
	return nil
}

// paginationLink applies pagination_prev or pagination_next: a doc id
// replaces the sidebar's neighbour, null removes it.
func (d *doc) paginationLink(st *state, key string, v *string, fallback *docskit.NavLink) (*docskit.NavLink, *diag.Diagnostic) {
	if v == nil {
		return fallback, nil
	}
	if *v == "" {
		return nil, nil
	}
	t := st.byID[*v]
	if t == nil {
		_, line, _ := d.page.FrontMatterValue(key)
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: d.page.Source, Line: line}, Msg: fmt.Sprintf("%s: no doc with id %q", key, *v), Hint: idHint(st, *v)}
	}
	return &docskit.NavLink{Label: firstOf(t.pagLabel, t.sidebarLabel, t.page.Title), Href: t.page.Route}, nil
}

// labels completes a doc's title once its body is parsed: a page without
// a title in its front matter or a "# Title" (which the builder has given
// it) is named by its id, as in Docusaurus.
func (d *doc) labels() {
	if d.page.Title == "" {
		d.page.Title = d.baseID
	}
}
