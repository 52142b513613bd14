// Package feed is the docskit plugin that writes Atom feeds of release notes.
// Each feed collects the pages under a route prefix whose front matter has a
// `date` (and usually a `version`), newest first, with the page's first
// paragraph as the summary. The feeds are written in the post-build step, and
// every page under a feed's prefix (and the landing page) gets a
// <link rel="alternate" type="application/atom+xml"> to it in its <head>.
package feed

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
)

// Options configure the feeds.
type Options struct {
	// Feeds are the feeds to write; at least one.
	Feeds []Feed
}

// Feed is one Atom feed of the release pages under a route prefix.
type Feed struct {
	// Title is the feed's title ("누리 SDK 릴리스 노트").
	Title string
	// Prefix selects the pages: every page whose route starts with it and
	// whose front matter has a date or a version ("/docs/releases/v1/sdk/").
	Prefix string
	// Path is the feed's file in the output, relative ("releases/sdk.xml").
	Path string
	// Page is the route of the HTML page the feed mirrors (its alternate
	// link); the prefix without its trailing slash when empty.
	Page string
}

// Paths returns the feeds' URL paths ("/releases/sdk.xml"), for example as
// link targets the link checker accepts.
func (o Options) Paths() []string {
	out := make([]string, len(o.Feeds))
	for i, f := range o.Feeds {
		out[i] = "/" + f.Path
	}
	return out
}

// Plugin is the feed plugin.
type Plugin struct{ opts Options }

// New returns the feed plugin; docskit.New calls Validate.
func New(opts Options) *Plugin { return &Plugin{opts: opts} }

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "feed" }

// Validate checks the options and names the first bad one.
func (p *Plugin) Validate() error {
	if len(p.opts.Feeds) == 0 {
		return fmt.Errorf("feed: Options.Feeds is empty: name at least one feed (Title, Prefix, Path)")
	}
	seen := map[string]int{}
	for i, f := range p.opts.Feeds {
		name := fmt.Sprintf("feed: Options.Feeds[%d]", i)
		switch {
		case strings.TrimSpace(f.Title) == "":
			return fmt.Errorf("%s.Title is empty", name)
		case !strings.HasPrefix(f.Prefix, "/") || !strings.HasSuffix(f.Prefix, "/"):
			return fmt.Errorf("%s.Prefix %q must start and end with / (like /docs/releases/v1/sdk/)", name, f.Prefix)
		case f.Path == "" || strings.HasPrefix(f.Path, "/") || path.Clean(f.Path) != f.Path || strings.HasPrefix(f.Path, "../"):
			return fmt.Errorf("%s.Path %q must be a clean relative file path inside the output (like releases/sdk.xml)", name, f.Path)
		case !strings.HasSuffix(f.Path, ".xml"):
			return fmt.Errorf("%s.Path %q must end in .xml", name, f.Path)
		case f.Page != "" && !strings.HasPrefix(f.Page, "/"):
			return fmt.Errorf("%s.Page %q must be a route starting with /", name, f.Page)
		}
		if j, ok := seen[f.Path]; ok {
			return fmt.Errorf("%s.Path %q is also the path of Feeds[%d]", name, f.Path, j)
		}
		seen[f.Path] = i
	}
	return nil
}

// InjectTags links the feeds from <head>: a page under a feed's prefix links
// that feed, and the landing page links all of them.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	var u docskit.URLs
	if ctx.Config != nil {
		u = ctx.Config.URLs()
	} else {
		u = (&docskit.Config{}).URLs()
	}
	var t docskit.Tags
	for _, f := range p.opts.Feeds {
		if pg.Route != "/" && !strings.HasPrefix(pg.Route, f.Prefix) {
			continue
		}
		t.Head = append(t.Head, docskit.Tag{Name: "link", Attrs: map[string]string{
			"rel": "alternate", "type": "application/atom+xml", "title": f.Title, "href": u.File(f.Path),
		}})
	}
	return t
}

// PostBuild writes every feed. A release page without a usable date fails
// the build with its file:line; all such problems are reported together.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	site := Site{Title: ctx.Config.Title, URLs: ctx.Config.URLs()}
	var problems diag.List
	built := make([][]byte, len(p.opts.Feeds))
	for i, f := range p.opts.Feeds {
		entries, ds := Collect(s.Pages, f.Prefix)
		problems = append(problems, ds...)
		if len(ds) > 0 {
			continue
		}
		b, err := Render(site, f, entries)
		if err != nil {
			return err
		}
		built[i] = b
	}
	if len(problems) > 0 {
		// The same page may be in several feeds; report it once.
		return dedupe(problems).Err()
	}
	for i, f := range p.opts.Feeds {
		if err := out.WriteFile(f.Path, built[i]); err != nil {
			return err
		}
	}
	ctx.Logf("%d feeds", len(p.opts.Feeds))
	return nil
}

func dedupe(ds diag.List) diag.List {
	seen := map[string]bool{}
	var out diag.List
	for _, d := range ds {
		k := d.String()
		if !seen[k] {
			seen[k] = true
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos.String() < out[j].Pos.String() })
	return out
}

var (
	_ docskit.Validator   = (*Plugin)(nil)
	_ docskit.TagInjector = (*Plugin)(nil)
	_ docskit.PostBuilder = (*Plugin)(nil)
)
