package search

import (
	"embed"
	"sort"

	"docskit.dev/docskit"
)

// Options configure the plugin. The zero value is ready to use.
type Options struct {
	// Files sizes the index files.
	Files FileOptions
}

// Plugin is the search plugin: it writes the index files after the build
// and adds the search button and dialog to the navbar.
type Plugin struct{ opts Options }

// New returns the search plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "search" }

//go:embed client
var client embed.FS

// ClientModules adds the navbar's search button (client/index.tsx); the
// dialog and the scorer are a chunk of their own, loaded when search is
// first opened.
func (p *Plugin) ClientModules() []docskit.ClientModule {
	return []docskit.ClientModule{{FS: client, Entry: "client/index.tsx"}}
}

// SiteSections returns the searchable sections of every published doc page
// (not NoIndex), pages in route order. The pages must be rendered: section
// anchors come from their Headings.
func SiteSections(s *docskit.Site) []Section {
	pages := make([]*docskit.Page, 0, len(s.Pages))
	for _, pg := range s.Pages {
		if pg.Kind == docskit.KindDoc && !pg.NoIndex {
			pages = append(pages, pg)
		}
	}
	sort.SliceStable(pages, func(i, j int) bool { return pages[i].Route < pages[j].Route })
	var out []Section
	for _, pg := range pages {
		if pg.Body == nil {
			out = append(out, Section{Route: pg.Route, PageTitle: pg.Title})
			continue
		}
		out = append(out, SplitSections(pg.Route, pg.Title, pg.Body, pg.BodyLine, pg.Headings)...)
	}
	return out
}

// PostBuild writes the index files (see Files).
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out *docskit.Output) error {
	ix := NewIndex(SiteSections(s))
	files, err := Files(ix, p.opts.Files)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	total := 0
	for name, data := range files {
		names = append(names, name)
		total += len(data)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := out.WriteFile(name, files[name]); err != nil {
			return err
		}
	}
	ctx.Logf("index    %d sections, %d files, %d KB", len(ix.Sections), len(files), total/1024)
	return nil
}
