package docs

import (
	"strings"

	"docskit.dev/docskit"
)

// InjectTags gives a generated index page the keywords and the social
// image its category link names, as Docusaurus does in its head.
func (p *Plugin) InjectTags(ctx *docskit.Context, pg *docskit.Page) docskit.Tags {
	st := p.st
	if st == nil || pg.Kind != docskit.KindGeneratedIndex {
		return docskit.Tags{}
	}
	var tags docskit.Tags
	for _, gi := range st.indexes {
		if gi.page != pg {
			continue
		}
		l := gi.cat.link
		if len(l.keywords) > 0 {
			tags.Head = append(tags.Head, docskit.Tag{Name: "meta", Attrs: map[string]string{"name": "keywords", "content": strings.Join(l.keywords, ",")}})
		}
		if l.image != "" {
			img := l.image
			if strings.HasPrefix(img, "/") && ctx.Config != nil {
				img = strings.TrimSuffix(ctx.Config.URL, "/") + img
			}
			tags.Head = append(tags.Head,
				docskit.Tag{Name: "meta", Attrs: map[string]string{"property": "og:image", "content": img}},
				docskit.Tag{Name: "meta", Attrs: map[string]string{"name": "twitter:image", "content": img}})
		}
	}
	return tags
}
