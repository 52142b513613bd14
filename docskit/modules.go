package docskit

import (
	"path"
	"path/filepath"

	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/mdx"
)

// pageModules are the JavaScript modules of the pages whose bodies need
// JavaScript (mdx.Doc.NeedsModule): expressions, imports of the site's or
// npm's components, exports. Each module has the values Docusaurus puts in
// an MDX page's scope.
func (b *Builder) pageModules(site *Site) []bundle.PageModule {
	var out []bundle.PageModule
	root := b.siteRoot()
	for _, p := range site.Pages {
		if p.Doc == nil || !p.Doc.NeedsModule() {
			continue
		}
		var fm any
		if p.FrontMatter != nil {
			fm = p.FrontMatter.Values
		}
		scope := mdx.ModuleScope{FrontMatter: fm, ContentTitle: p.Doc.H1,
			Metadata: map[string]any{"title": p.Title, "description": p.Description, "permalink": p.Route, "source": "@site/" + p.Source}}
		out = append(out, bundle.PageModule{Key: p.Route, Source: p.Doc.ModuleSource(p.Source, scope),
			Dir: filepath.Join(root, filepath.FromSlash(path.Dir(p.Source))), File: b.rootFile(p.Source)})
	}
	return out
}

// siteRoot is the site's folder on disk, absolute.
func (b *Builder) siteRoot() string {
	abs, err := filepath.Abs(b.root)
	if err != nil {
		return b.root
	}
	return abs
}
