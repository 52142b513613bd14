// Package sitemap is the docskit plugin that writes sitemap.xml (every
// indexable route with the production URL) and robots.txt pointing at it,
// in the post-build step. The XML itself is made by the pure Render.
package sitemap

import (
	"docskit.dev/docskit"
)

// Options configure the sitemap. The zero value is ready to use.
type Options struct {
	// ChangeFreq is written for every URL ("weekly" by default; "" to omit is not possible: use "-").
	ChangeFreq string
	// Priority is written for every URL (0.5 by default).
	Priority float64
	// Filename is the sitemap's file name at the site's root
	// ("sitemap.xml" by default), which robots.txt names.
	Filename string
}

// Plugin is the sitemap plugin.
type Plugin struct{ opts Options }

// New returns the sitemap plugin.
func New(opts Options) *Plugin {
	if opts.ChangeFreq == "" {
		opts.ChangeFreq = "weekly"
	}
	if opts.Priority == 0 {
		opts.Priority = 0.5
	}
	if opts.Filename == "" {
		opts.Filename = "sitemap.xml"
	}
	return &Plugin{opts: opts}
}

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "sitemap" }

// PostBuild writes sitemap.xml and robots.txt.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	var routes []string
	for _, pg := range s.Pages {
		if !pg.NoIndex {
			routes = append(routes, pg.Route)
		}
	}
	xml, err := Render(ctx.Config.URLs(), routes, p.opts)
	if err != nil {
		return err
	}
	if err := out.WriteFile(p.opts.Filename, xml); err != nil {
		return err
	}
	if ctx.HasStatic("robots.txt") {
		return nil // the site's own robots.txt, copied from its static folder
	}
	return out.WriteFile("robots.txt", robots(ctx.Config.URLs(), p.opts.Filename))
}

var _ docskit.PostBuilder = (*Plugin)(nil)
