// Package llms is the docskit plugin that publishes the site for language
// models, in the post-build step:
//
//   - /llms.txt in the llms.txt format: "# Site title", the tagline as a
//     quote, then one "## Section" per sidebar (in sidebar order) listing
//     every page as "- [Title](URL of its .md): description";
//   - /llms-full.txt: every page's Markdown, in the same order;
//   - each page's Markdown at its URL plus ".md" (/docs/sdk/namespaces/push.md
//     beside push.html);
//   - a "페이지 복사" (copy page) button under each doc title that copies
//     that Markdown (a client module in the docTitleAfter slot).
//
// The Markdown is the page's own MDX body made readable without the theme
// (Converter). It is the source as written, block by block, from the
// spans of the parsed document (mdx.Doc.Blocks); only what the theme would
// render is rewritten: the title and description replace the front
// matter, import lines and comments (mdx.Doc.Comments) are dropped,
// component tags are dropped keeping
// their content (so are the tags of HTML elements on their own lines; an
// <img> becomes a Markdown image, a <head> is left out, and elements inside
// a paragraph stay as written), each <TabItem> becomes a bold line with its label,
// admonitions (and <Admonition>) become block quotes headed by their type
// and title, a <summary> becomes a bold line, code blocks keep their
// language (a title= becomes a line above), heading {#id} suffixes are
// removed and link destinations (mdx.Doc.Links) become absolute URLs of
// the HTML pages.
package llms

import (
	"embed"
	"slices"
	"sort"
	"strings"

	"docskit.dev/docskit"
)

// Options configure the plugin. The zero value is ready to use.
type Options struct {
	// Sidebars orders the sections of llms.txt by sidebar name. By default
	// the navbar's order, then the remaining sidebars by name.
	Sidebars []string
	// OtherSection titles the section of pages outside every sidebar (the
	// landing page, …). "Optional" by default, which llms.txt readers may skip.
	OtherSection string
}

// Plugin is the llms plugin.
type Plugin struct{ opts Options }

// New returns the llms plugin.
func New(opts Options) *Plugin {
	if opts.OtherSection == "" {
		opts.OtherSection = "Optional"
	}
	return &Plugin{opts: opts}
}

// Name implements docskit.Plugin.
func (p *Plugin) Name() string { return "llms" }

// ExtraKey is the page.extra key holding the URL path of a doc page's
// Markdown, which the "copy page" button of the client module copies.
const ExtraKey = "markdownUrl"

// Resolve gives every published doc page its Markdown's URL path in
// Page.Extra[ExtraKey].
func (p *Plugin) Resolve(ctx *docskit.Context, s *docskit.Site) error {
	u := s.Config.URLs()
	for _, pg := range s.Pages {
		if pg.Kind != docskit.KindDoc || !published(pg) {
			continue
		}
		if pg.Extra == nil {
			pg.Extra = map[string]any{}
		}
		pg.Extra[ExtraKey] = u.File(MarkdownPath(pg.Route))
	}
	return nil
}

// ResolveBody implements docskit.BodyResolver: the Markdown's URL depends
// on the route alone.
func (p *Plugin) ResolveBody(*docskit.Context, *docskit.Site, *docskit.Page) (bool, error) {
	return true, nil
}

//go:embed client
var client embed.FS

// ClientModules adds the "페이지 복사" (copy page) button under each doc
// title (client/index.ts).
func (p *Plugin) ClientModules() []docskit.ClientModule {
	return []docskit.ClientModule{{FS: client, Entry: "client/index.ts"}}
}

// Section is one "## Section" of llms.txt.
type Section struct {
	Title string
	Pages []*docskit.Page
}

// PostBuild writes llms.txt, llms-full.txt and every page's .md.
func (p *Plugin) PostBuild(ctx *docskit.Context, s *docskit.Site, out docskit.Output) error {
	u := s.Config.URLs()
	markdownURL := func(route string) string { return u.AbsFile(MarkdownPath(route)) }
	sections := p.Sections(s)
	labels := AdmonitionLabels(s.Config)
	var full strings.Builder
	for _, sec := range sections {
		for _, pg := range sec.Pages {
			conv := &Converter{Link: resolver(u, s, pg), AdmonitionLabels: labels}
			md := conv.Page(pg.Title, pg.Description, pg.Body, pg.Doc)
			if err := out.WriteFile(MarkdownPath(pg.Route), []byte(md)); err != nil {
				return err
			}
			if full.Len() > 0 {
				full.WriteString("\n---\n\n")
			}
			full.WriteString(md)
		}
	}
	// The docs of other versions have their Markdown too (the copy
	// button), outside llms.txt.
	for _, pg := range s.Pages {
		if pg.Kind == docskit.KindDoc && published(pg) && !listed(pg) {
			conv := &Converter{Link: resolver(u, s, pg), AdmonitionLabels: labels}
			if err := out.WriteFile(MarkdownPath(pg.Route), []byte(conv.Page(pg.Title, pg.Description, pg.Body, pg.Doc))); err != nil {
				return err
			}
		}
	}
	if err := out.WriteFile("llms.txt", []byte(Index(s.Config.Title, s.Config.Tagline, sections, markdownURL))); err != nil {
		return err
	}
	return out.WriteFile("llms-full.txt", []byte(full.String()))
}

// Sections groups the listed pages (the published ones of the last docs
// version: all but NoIndex pages, not-found pages and docs of other
// versions) by sidebar, in sidebar order and in each sidebar's order; pages
// in no sidebar come last, by route, under Options.OtherSection.
func (p *Plugin) Sections(s *docskit.Site) []Section {
	labels := map[string]string{}
	var order []string
	for _, it := range s.Config.Navbar.Items {
		if it.Sidebar != "" && labels[it.Sidebar] == "" {
			labels[it.Sidebar] = it.Label
			order = append(order, it.Sidebar)
		}
	}
	if len(p.opts.Sidebars) > 0 {
		order = slices.Clone(p.opts.Sidebars)
	}
	var rest []string
	for name := range s.Sidebars {
		if !slices.Contains(order, name) {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	order = append(order, rest...)

	seen := map[*docskit.Page]bool{}
	var sections []Section
	for _, name := range order {
		sb := s.Sidebars[name]
		if sb == nil {
			continue
		}
		sec := Section{Title: labels[name]}
		if sec.Title == "" {
			sec.Title = name
		}
		var walk func(items []*docskit.SidebarItem)
		walk = func(items []*docskit.SidebarItem) {
			for _, it := range items {
				if pg := s.Page(it.Href); it.Href != "" && listed(pg) && !seen[pg] {
					seen[pg] = true
					sec.Pages = append(sec.Pages, pg)
				}
				walk(it.Items)
			}
		}
		walk(sb.Items)
		// Pages of this sidebar its tree does not list still belong here.
		for _, pg := range s.Pages {
			if pg.Sidebar == name && listed(pg) && !seen[pg] {
				seen[pg] = true
				sec.Pages = append(sec.Pages, pg)
			}
		}
		if len(sec.Pages) > 0 {
			sections = append(sections, sec)
		}
	}
	other := Section{Title: p.opts.OtherSection}
	for _, pg := range s.Pages {
		if listed(pg) && !seen[pg] {
			other.Pages = append(other.Pages, pg)
		}
	}
	sort.Slice(other.Pages, func(i, j int) bool { return other.Pages[i].Route < other.Pages[j].Route })
	if len(other.Pages) > 0 {
		sections = append(sections, other)
	}
	return sections
}

// Index renders llms.txt; mdURL gives the absolute URL of a route's Markdown.
func Index(title, summary string, sections []Section, mdURL func(route string) string) string {
	var b strings.Builder
	b.WriteString("# " + oneLine(title) + "\n")
	if summary != "" {
		b.WriteString("\n> " + oneLine(summary) + "\n")
	}
	for _, sec := range sections {
		b.WriteString("\n## " + oneLine(sec.Title) + "\n\n")
		for _, pg := range sec.Pages {
			b.WriteString("- [" + escapeLinkText(oneLine(pg.Title)) + "](" + mdURL(pg.Route) + ")")
			if d := oneLine(pg.Description); d != "" {
				b.WriteString(": " + d)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// MarkdownPath is the output file of a route's Markdown: "/docs/a" →
// "docs/a.md", "/" → "index.md".
func MarkdownPath(route string) string {
	if route == "/" {
		return "index.md"
	}
	return strings.TrimPrefix(route, "/") + ".md"
}

// published reports whether a page gets Markdown.
func published(pg *docskit.Page) bool {
	return pg != nil && !pg.NoIndex && pg.Kind != docskit.KindNotFound
}

// listed reports whether a page gets an llms.txt entry and is in
// llms-full.txt: a published page, of its docs' last version when they
// have several (a model reading the site should meet each doc once, as it
// is now).
func listed(pg *docskit.Page) bool {
	return published(pg) && (pg.Version == nil || pg.Version.IsLast)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func escapeLinkText(s string) string {
	return strings.NewReplacer("[", `\[`, "]", `\]`).Replace(s)
}

// resolver makes a link destination, as the builder resolved it (links
// to .md/.mdx files are routes, relative paths are resolved against the
// route), an absolute URL on the production origin: a page's route is its
// page's URL, another root-relative path a file's, both under the base
// URL (docskit.URLs), and "#anchor" points into the page itself. External
// links and links to files no page comes from stay as written.
func resolver(u docskit.URLs, s *docskit.Site, pg *docskit.Page) func(string) string {
	return func(dest string) string {
		switch {
		case strings.HasPrefix(dest, "//") || docskit.HasScheme(dest):
			return dest
		case dest == "" || dest[0] == '#':
			return u.AbsPage(pg.Route) + dest
		case strings.HasPrefix(dest, "/"):
			pth, _, _ := strings.Cut(dest, "#")
			pth, _, _ = strings.Cut(pth, "?")
			if strings.HasSuffix(pth, ".md") || strings.HasSuffix(pth, ".mdx") {
				return dest // a file no page comes from
			}
			if s.Page(pth) != nil {
				return u.AbsPage(dest)
			}
			return u.AbsFile(dest)
		}
		return dest
	}
}

var (
	_ docskit.Resolver             = (*Plugin)(nil)
	_ docskit.ClientModuleProvider = (*Plugin)(nil)
	_ docskit.PostBuilder          = (*Plugin)(nil)
	_ docskit.BodyReader           = (*Plugin)(nil)
)

// ReadsBody implements docskit.BodyReader: every page's Markdown is made
// from its source (Page.Body) and spans (Doc.Blocks) after the build.
func (p *Plugin) ReadsBody(*docskit.Page) bool { return true }
