// Package pages is the docskit plugin for the pages that are not docs: the
// landing page at / and the not-found page (404.html), each rendered by the
// theme's Landing and NotFound layouts, and the pages of a folder such as
// Docusaurus's src/pages (Options.Dir): Markdown pages in the theme's page
// layout and React pages, components rendered on the server and hydrated.
// It is one plugin because they share the route /: a page of the folder
// there takes the place of the landing page, as a site's own home page does
// in Docusaurus.
package pages

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
)

// Card is a section card on the landing page.
type Card struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Href        string `json:"href"`
}

// Options configure the landing and not-found pages. The zero value makes a
// landing page with the site title only, and the not-found page.
type Options struct {
	// Description is the landing page's meta description (default: the site tagline).
	Description string
	// Cards are the landing page's section cards.
	Cards []Card
	// CTA is the hero's call-to-action link (optional).
	CTALabel, CTAHref string
	// BodyFile is an optional MDX file (relative to the site root, e.g.
	// "pages/index.mdx") shown under the cards; its front matter is ignored.
	BodyFile string
	// Releases are lists of the newest dated pages shown on the landing page.
	Releases []ReleaseList
	// Props are extra values handed to the Landing layout as page.props.
	Props map[string]any

	// Dir is a folder of pages, relative to the site root, as Docusaurus's
	// src/pages (empty: none; a folder that is not there: none). See
	// folder.go. A page of Dir at / replaces the landing page.
	Dir string
	// RouteBase is the route Dir's pages are under: "/" (the default) or
	// "/more" (Docusaurus's routeBasePath).
	RouteBase string
	// Include and Exclude are the globs, relative to Dir, of the files
	// that are pages; nil means DefaultInclude and DefaultExclude.
	Include, Exclude []string
	// NoLanding leaves the landing page out: another plugin has a page at
	// / (a docs folder served at the root, a blog at /).
	NoLanding bool
}

// Plugin is the pages plugin.
type Plugin struct{ opts Options }

// New returns the pages plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "pages" }

// Load returns the pages of Dir, the landing page (/) unless one of them
// is there or NoLanding says another plugin's is, and the not-found page
// (/404).
func (p *Plugin) Load(ctx *docskit.Context) ([]*docskit.Page, error) {
	var out []*docskit.Page
	if p.opts.Dir != "" {
		ps, err := p.folderPages(ctx)
		if err != nil {
			return nil, err
		}
		out = ps
	}
	notFound := &docskit.Page{Route: "/404", Kind: docskit.KindNotFound, Title: ctx.Config.Text("theme.NotFound.title"), NoIndex: true}
	for _, pg := range out {
		if pg.Route == "/" {
			return append(out, notFound), nil
		}
	}
	if p.opts.NoLanding {
		return append(out, notFound), nil
	}
	landing, err := p.landing(ctx)
	if err != nil {
		return nil, err
	}
	return append([]*docskit.Page{landing}, append(out, notFound)...), nil
}

// landing is the landing page.
func (p *Plugin) landing(ctx *docskit.Context) (*docskit.Page, error) {
	props := map[string]any{}
	for k, v := range p.opts.Props {
		props[k] = v
	}
	if len(p.opts.Cards) > 0 {
		props["cards"] = p.opts.Cards
	}
	if p.opts.CTAHref != "" {
		props["cta"] = map[string]string{"label": p.opts.CTALabel, "href": p.opts.CTAHref}
	}
	landing := &docskit.Page{Route: "/", Kind: docskit.KindLanding, Title: ctx.Config.Title, Description: p.opts.Description, Props: props, Source: p.opts.BodyFile}
	if p.opts.BodyFile != "" {
		src, err := readRegular(ctx.Source, p.opts.BodyFile)
		if err != nil {
			return nil, diag.List{{Pos: diag.Pos{File: p.opts.BodyFile}, Msg: fmt.Sprintf("cannot read the landing page body: %v", err)}}
		}
		_, body, line, d := mdx.SplitFrontMatter(p.opts.BodyFile, src)
		if d != nil {
			return nil, diag.List{*d}
		}
		landing.Body, landing.BodyLine = body, line
	}
	return landing, nil
}

// ReleaseList picks the newest pages under a route prefix that have a
// `date` (YYYY-MM-DD) in their front matter.
type ReleaseList struct {
	Title  string `json:"title"`
	Prefix string `json:"-"`
	Count  int    `json:"-"`
	// Href links the whole list (e.g. its intro page).
	Href string `json:"href,omitempty"`
}

type release struct {
	Label string `json:"label"`
	Href  string `json:"href"`
	Date  string `json:"date"`
}

// Resolve gives a Markdown page of Dir without a title the site's, as
// Docusaurus does, and fills the landing page's release lists from the
// loaded pages.
func (p *Plugin) Resolve(ctx *docskit.Context, s *docskit.Site) error {
	for _, pg := range s.Pages {
		if pg.Plugin == p.Name() && pg.Kind == docskit.KindMDXPage && strings.TrimSpace(pg.Title) == "" {
			pg.Title = ctx.Config.Title
		}
	}
	landing := s.Page("/")
	if landing == nil || landing.Kind != docskit.KindLanding {
		return nil
	}
	return p.resolveInto(landing, s)
}

// ResolveBody implements docskit.BodyResolver: a page's title is the same
// as before when the builder calls it, and the landing page's release
// lists are made from front matter.
func (p *Plugin) ResolveBody(*docskit.Context, *docskit.Site, *docskit.Page) (bool, error) {
	return true, nil
}

type releaseListData struct {
	ReleaseList
	Items []release `json:"items"`
}

func (p *Plugin) resolveInto(landing *docskit.Page, s *docskit.Site) error {
	if len(p.opts.Releases) == 0 {
		return nil
	}
	var lists []releaseListData
	for _, rl := range p.opts.Releases {
		var items []release
		for _, pg := range s.Pages {
			if !strings.HasPrefix(pg.Route, rl.Prefix) {
				continue
			}
			raw, _, _ := pg.FrontMatterValue("date")
			date := dateString(raw)
			if date == "" {
				continue
			}
			items = append(items, release{Label: pg.Title, Href: pg.Route, Date: date})
		}
		sort.SliceStable(items, func(i, j int) bool { return items[i].Date > items[j].Date })
		if rl.Count > 0 && len(items) > rl.Count {
			items = items[:rl.Count]
		}
		lists = append(lists, releaseListData{rl, items})
	}
	landing.Props["releases"] = lists
	return nil
}

// dateString reads a YAML date (decoded as time.Time) or a string.
func dateString(v any) string {
	switch d := v.(type) {
	case time.Time:
		return d.Format("2006-01-02")
	case string:
		return d
	}
	return ""
}

var (
	_ docskit.Loader   = (*Plugin)(nil)
	_ docskit.Resolver = (*Plugin)(nil)
)
