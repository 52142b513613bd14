package docs

import (
	"strings"

	"docskit.dev/docskit"
)

// InjectTags gives a versioned page the search metadata Docusaurus writes
// (its version and its docsearch tag, which crawlers such as DocSearch's
// filter on), and a generated index page the keywords and the social image
// its category link names, as Docusaurus does in its head.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	var tags docskit.Tags
	if v := pg.Version; v != nil && pg.Plugin == p.Name() {
		tag := "docs-" + v.Plugin + "-" + v.Name
		for _, m := range [][2]string{{"docusaurus_version", v.Name}, {"docusaurus_tag", tag}, {"docsearch:version", v.Name}, {"docsearch:docusaurus_tag", tag}} {
			tags.Head = append(tags.Head, docskit.Tag{Name: "meta", Attrs: map[string]string{"name": m[0], "content": m[1]}})
		}
	}
	if pg.Kind != docskit.KindGeneratedIndex {
		return tags
	}
	for _, v := range p.versions {
		for _, gi := range v.st.indexes {
			if gi.page == pg {
				tags.Head = append(tags.Head, indexTags(ctx, gi)...)
			}
		}
	}
	return tags
}

// indexTags are a generated index's keywords and social image.
func indexTags(ctx *docskit.Context, gi *genIndex) []docskit.Tag {
	var tags []docskit.Tag
	l := gi.cat.link
	if len(l.keywords) > 0 {
		tags = append(tags, docskit.Tag{Name: "meta", Attrs: map[string]string{"name": "keywords", "content": strings.Join(l.keywords, ",")}})
	}
	if l.image != "" {
		img := l.image
		if strings.HasPrefix(img, "/") && ctx.Config != nil {
			img = strings.TrimSuffix(ctx.Config.URL, "/") + img
		}
		tags = append(tags,
			docskit.Tag{Name: "meta", Attrs: map[string]string{"property": "og:image", "content": img}},
			docskit.Tag{Name: "meta", Attrs: map[string]string{"name": "twitter:image", "content": img}})
	}
	return tags
}
