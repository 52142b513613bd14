// Package pages is the docskit plugin for the pages that are not docs: the
// landing page at / and the not-found page (404.html), each rendered by the
// theme's Landing and NotFound layouts.
package pages

import (
	"docskit.dev/docskit"
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
	// Body is optional Markdown shown under the cards, with its file name for
	// diagnostics (e.g. "pages/index.mdx").
	Body       []byte
	BodySource string
	// Props are extra values handed to the Landing layout as page.props.
	Props map[string]any
}

// Plugin is the pages plugin.
type Plugin struct{ opts Options }

// New returns the pages plugin.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "pages" }

// Load returns the landing page (/) and the not-found page (/404).
func (p *Plugin) Load(ctx *docskit.Context) ([]*docskit.Page, error) {
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
	landing := &docskit.Page{Route: "/", Kind: docskit.KindLanding, Title: ctx.Config.Title, Description: p.opts.Description, Props: props, Source: p.opts.BodySource}
	if p.opts.Body != nil {
		landing.Body = p.opts.Body
	}
	notFound := &docskit.Page{Route: "/404", Kind: docskit.KindNotFound, Title: "페이지를 찾을 수 없습니다.", NoIndex: true}
	return []*docskit.Page{landing, notFound}, nil
}

var _ docskit.Loader = (*Plugin)(nil)
