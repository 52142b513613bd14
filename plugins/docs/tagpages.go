package docs

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/uitext"
	"docskit.dev/plugins/internal/tags"
)

// The page kinds of the docs' tag pages: each is a layout of the theme
// (docskit/theme/components/DocTagsPage), which starts with "docTag".
const (
	KindTags = "docTagsList"   // <version route>/tags: every tag of the version's docs
	KindTag  = "docTagDocList" // <version route>/tags/<tag>: the docs of a tag
)

// TagsProps is what a tag page gives the theme, as Page.Props["docTags"].
// docskit/theme/data.gen.ts declares it (DocTagsProps) from this type:
// after a change, run go generate ./docskit/theme.
type TagsProps struct {
	// Tags are the tags of a KindTags page, by label.
	Tags []tags.Count `json:"tags,omitempty"`
	// Tag is the tag of a KindTag page, Docs its docs by title, and
	// AllTags the route of its version's tags page.
	Tag     *tags.Count `json:"tag,omitempty"`
	Docs    []TaggedDoc `json:"docs,omitempty"`
	AllTags string      `json:"allTags,omitempty"`
}

// TaggedDoc is a doc as a tag's page lists it.
type TaggedDoc struct {
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	Permalink   string `json:"permalink"`
}

// tagPage is a tag's page while it is built: Resolve lists its docs once
// their titles are known.
type tagPage struct {
	page  *docskit.Page
	props *TagsProps
	docs  []*doc
}

// tagsPath is the route of a version's tags page.
func (p *Plugin) tagsPath(v *version) string {
	return joinRoute(v.routeBase, p.opts.TagsBasePath)
}

// readTagsFile reads a version's tags file: Options.Tags inside its
// content folder, nil when there is none (an error when Options.Tags names
// one that is not there, as in Docusaurus).
func (p *Plugin) readTagsFile(ctx *docskit.Context, v *version) (*tags.File, diag.List) {
	if p.opts.NoTagsFile {
		return nil, nil
	}
	name := p.opts.Tags
	if name == "" {
		name = "tags.yml"
	}
	file := path.Join(v.path, name)
	tf, ds := tags.ReadFile(ctx.Source, file, func(slug string) string { return joinRoute(p.tagsPath(v), slug) })
	if tf == nil && ds == nil && p.opts.Tags != "" {
		return nil, diag.List{{Pos: diag.Pos{File: p.opts.OptionsFile}, Msg: fmt.Sprintf("tags: there is no tags file %s", file), Hint: "create it, or leave the tags option out"}}
	}
	return tf, ds
}

// inlineTags applies Options.OnInlineTags to the tags that docs use
// without the tags file defining them: each doc's, as "file: labels".
func (p *Plugin) inlineTags(ctx *docskit.Context, tf string, docs []*doc) diag.List {
	var ds diag.List
	for _, d := range docs {
		if len(d.inlineTags) == 0 {
			continue
		}
		msg := fmt.Sprintf("tags %s are not defined in %s", strings.Join(d.inlineTags, ", "), tf)
		switch p.opts.OnInlineTags {
		case "throw":
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: d.page.Source, Line: d.page.FrontMatter.Line("tags")}, Msg: msg, Hint: "define them in the tags file, or set onInlineTags"})
		case "ignore", "log":
		default:
			ctx.Logf("warning: %s: %s", d.page.Source, msg)
		}
	}
	return ds
}

// tagPages makes a version's tag pages: one per tag its docs use, and the
// list of them all when there is a tag, as Docusaurus's docs plugin does.
func (p *Plugin) tagPages(cfg *docskit.Config, v *version, docs []*doc) []*tagPage {
	var order []string
	byRoute := map[string]*tagPage{}
	for _, d := range docs {
		for _, t := range d.tags {
			tp := byRoute[t.Permalink]
			if tp == nil {
				// A tag's label and description are the first doc's that names it.
				tp = &tagPage{props: &TagsProps{Tag: &tags.Count{Tag: t}, AllTags: p.tagsPath(v)}}
				byRoute[t.Permalink] = tp
				order = append(order, t.Permalink)
			}
			tp.docs = append(tp.docs, d)
		}
	}
	if len(order) == 0 {
		return nil
	}
	list := &TagsProps{}
	var out []*tagPage
	for _, route := range order {
		tp := byRoute[route]
		tp.props.Tag.Count = len(tp.docs)
		// theme.docs.tagDocListPageTitle, as DocTagDocListPage writes it.
		n := uitext.Format(cfg.Text("theme.docs.tagDocListPageTitle.nDocsTagged"), map[string]any{"count": tp.props.Tag.Count})
		title := uitext.Format(cfg.Text("theme.docs.tagDocListPageTitle"), map[string]any{"nDocsTagged": n, "tagName": tp.props.Tag.Tag.Label})
		tp.page = &docskit.Page{Route: route, Kind: KindTag, Title: title, Description: tp.props.Tag.Tag.Description, NoIndex: v.noIndex,
			Props: map[string]any{"docTags": tp.props}}
		list.Tags = append(list.Tags, *tp.props.Tag)
		out = append(out, tp)
	}
	sort.SliceStable(list.Tags, func(i, j int) bool {
		return strings.ToLower(list.Tags[i].Tag.Label) < strings.ToLower(list.Tags[j].Tag.Label)
	})
	out = append(out, &tagPage{props: list, page: &docskit.Page{Route: p.tagsPath(v), Kind: KindTags, Title: cfg.Text("theme.tags.tagsPageTitle"), NoIndex: v.noIndex,
		Props: map[string]any{"docTags": list}}})
	return out
}

// resolveTagPages lists each tag page's docs by title, once their titles
// are known (Docusaurus sorts them with localeCompare: case is the last
// thing that tells two titles apart).
func resolveTagPages(pages []*tagPage) {
	for _, tp := range pages {
		if tp.docs == nil {
			continue
		}
		tp.props.Docs = tp.props.Docs[:0]
		for _, d := range tp.docs {
			desc := d.page.Description
			if desc == "" && d.page.Doc != nil {
				desc = d.page.Doc.FirstParagraph
			}
			tp.props.Docs = append(tp.props.Docs, TaggedDoc{Title: d.page.Title, Description: desc, Permalink: d.page.Route})
		}
		sort.SliceStable(tp.props.Docs, func(i, j int) bool {
			a, b := tp.props.Docs[i].Title, tp.props.Docs[j].Title
			if la, lb := strings.ToLower(a), strings.ToLower(b); la != lb {
				return la < lb
			}
			return a < b
		})
	}
}
