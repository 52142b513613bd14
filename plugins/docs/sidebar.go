package docs

import (
	"slices"

	"docskit.dev/docskit"
)

// Resolve builds the sidebars, and each doc's sidebar name, breadcrumbs and
// previous/next links.
func (p *Plugin) Resolve(ctx *docskit.Context, s *docskit.Site) error {
	if p.tree == nil {
		return nil
	}
	for _, d := range p.docs {
		if d != nil {
			d.labels()
		}
	}
	for _, top := range p.tree.subs {
		if len(p.opts.Sidebars) > 0 && !slices.Contains(p.opts.Sidebars, top.name) {
			continue
		}
		sb := &docskit.Sidebar{Name: top.name}
		var order []*doc
		var walk func(f *folder, crumbs []docskit.Crumb) []*docskit.SidebarItem
		walk = func(f *folder, crumbs []docskit.Crumb) []*docskit.SidebarItem {
			var items []*docskit.SidebarItem
			for _, e := range f.entries() {
				if e.doc != nil {
					d := e.doc
					d.page.Sidebar = sb.Name
					d.page.Breadcrumbs = append(slices.Clone(crumbs), docskit.Crumb{Label: d.label, Href: d.page.Route})
					order = append(order, d)
					items = append(items, &docskit.SidebarItem{Type: "link", Label: d.label, Href: d.page.Route})
					continue
				}
				sub := e.sub
				item := &docskit.SidebarItem{Type: "category", Label: sub.label(), Collapsed: sub.collapsed()}
				crumb := docskit.Crumb{Label: sub.label()}
				if sub.index != nil {
					item.Href = sub.index.page.Route
					crumb.Href = item.Href
					sub.index.page.Sidebar = sb.Name
					sub.index.page.Breadcrumbs = append(slices.Clone(crumbs), crumb)
					order = append(order, sub.index)
				}
				item.Items = walk(sub, append(slices.Clone(crumbs), crumb))
				if len(item.Items) == 0 && item.Href != "" {
					item = &docskit.SidebarItem{Type: "link", Label: sub.label(), Href: item.Href}
				}
				items = append(items, item)
			}
			return items
		}
		// The top folder's own index page (e.g. docs/guide/index.mdx) opens the sidebar.
		if top.index != nil {
			top.index.page.Sidebar = sb.Name
			order = append(order, top.index)
			sb.Items = append(sb.Items, &docskit.SidebarItem{Type: "link", Label: top.index.label, Href: top.index.page.Route})
		}
		sb.Items = append(sb.Items, walk(top, nil)...)
		for i, d := range order {
			if i > 0 {
				prev := order[i-1]
				d.page.Prev = &docskit.NavLink{Label: prev.pagLabel, Href: prev.page.Route}
			}
			if i+1 < len(order) {
				next := order[i+1]
				d.page.Next = &docskit.NavLink{Label: next.pagLabel, Href: next.page.Route}
			}
		}
		s.Sidebars[sb.Name] = sb
	}
	return nil
}

// labels completes a doc's title and labels once its body is parsed: a
// page without a title in its front matter or a "# Title" (which the
// builder has given it) is named after its file; the sidebar label falls
// back to the title, the pagination label to the sidebar label.
func (d *doc) labels() {
	if d.page.Title == "" {
		d.page.Title = d.name
	}
	if d.label == "" {
		d.label = d.page.Title
	}
	if d.pagLabel == "" {
		d.pagLabel = d.label
	}
}
