package main

import (
	"context"
	"encoding/json"
	"io/fs"
	"path"
	"sort"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
)

// section is a top-level folder of docs/: one sidebar, one navbar item.
type section struct {
	name        string // folder name = sidebar name
	label       string // _category_.json label, else the folder name
	first       string // route of the sidebar's first doc
	description string // of the first doc: its description, else its title
	position    float64
	hasPosition bool
}

// sections finds the top-level folders and each one's first doc. The navbar
// is part of the Config, which is fixed before a build starts, while sidebars
// are made during it; so this runs the docs plugin's Load and Resolve once
// on their own, on a separate plugin value. Front matter is cheap to read
// twice (about 40 ms for 1,200 pages). On an error it returns nil: the build
// then fails with the same error, reported with file:line. rootTaken says
// whether a doc has the route /.
func sections(ctx context.Context, root string, src fs.FS, opts docs.Options) (secs []section, rootTaken bool) {
	p := docs.New(opts)
	c := &docskit.Context{Context: ctx, Config: &docskit.Config{}, Root: root, Source: src}
	pages, err := p.Load(c)
	if err != nil {
		return nil, false
	}
	byRoute := map[string]*docskit.Page{}
	for _, pg := range pages {
		byRoute[pg.Route] = pg
	}
	rootTaken = byRoute["/"] != nil
	site := &docskit.Site{Pages: pages, Sidebars: map[string]*docskit.Sidebar{}}
	if err := p.Resolve(c, site); err != nil {
		return nil, rootTaken
	}
	out := secs
	for name, sb := range site.Sidebars {
		first := firstHref(sb.Items)
		if first == "" {
			continue
		}
		s := section{name: name, label: name, first: first}
		if pg := byRoute[first]; pg != nil {
			s.description = pg.Description
			if s.description == "" {
				s.description = pg.Title
			}
		}
		if cat := readCategory(src, path.Join(opts.Path, name, "_category_.json")); cat != nil {
			if cat.Label != "" {
				s.label = cat.Label
			}
			if cat.Position != nil {
				s.position, s.hasPosition = *cat.Position, true
			}
		}
		out = append(out, s)
	}
	// The docs plugin's order: folders with a position first, then by name.
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.hasPosition != b.hasPosition {
			return a.hasPosition
		}
		if a.position != b.position {
			return a.position < b.position
		}
		return a.name < b.name
	})
	return out, rootTaken
}

// topFolders are the folders directly in the docs folder, each of which
// gets a sidebar of its own (docs.Options.Sidebars): this command's layout,
// a navbar item per folder, rather than Docusaurus's one sidebar of the
// whole folder. A folder without docs gets no sidebar.
func topFolders(src fs.FS, contentPath string) []string {
	entries, _ := fs.ReadDir(src, contentPath)
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	if names == nil {
		// Nil Sidebars would give the plugin's default sidebar instead.
		names = []string{}
	}
	return names
}

// firstHref is the first link of a sidebar, depth first.
func firstHref(items []*docskit.SidebarItem) string {
	for _, it := range items {
		if it.Href != "" {
			return it.Href
		}
		if h := firstHref(it.Items); h != "" {
			return h
		}
	}
	return ""
}

type category struct {
	Label    string   `json:"label"`
	Position *float64 `json:"position"`
}

// readCategory reads the label and position of a _category_.json, or nil.
// Errors are left to the docs plugin, which reports them with file:line.
func readCategory(fsys fs.FS, file string) *category {
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil
	}
	var c category
	if json.Unmarshal(b, &c) != nil {
		return nil
	}
	return &c
}
