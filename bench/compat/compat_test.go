package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"docskit.dev/docskit/diag"
)

func TestParseSites(t *testing.T) {
	list := `# comment

a/b  0123abc  site=website static=website/assets baseurl=/docs/ format=detect docs=docs:/ docs=website/extra:/extra
c/d  4567def  docs=docs
`
	sites, err := parseSites(strings.NewReader(list))
	if err != nil {
		t.Fatal(err)
	}
	if len(sites) != 2 {
		t.Fatalf("%d sites", len(sites))
	}
	a, c := sites[0], sites[1]
	if a.Name != "a/b" || a.Commit != "0123abc" || a.Dir != "website" || a.Static != "website/assets" || a.BaseURL != "/docs/" || a.Format != "detect" {
		t.Errorf("first site: %+v", a)
	}
	if len(a.Folders) != 2 || a.Folders[0] != (folder{"docs", "/"}) || a.Folders[1] != (folder{"website/extra", "/extra"}) {
		t.Errorf("folders %+v", a.Folders)
	}
	if c.Dir != "." || c.Static != "static" || c.BaseURL != "/" || c.Format != "mdx" || c.Folders[0] != (folder{"docs", "/docs"}) {
		t.Errorf("defaults: %+v", c)
	}
	if c.corpusDir() != "c+d" {
		t.Errorf("corpus dir %q", c.corpusDir())
	}

	for _, bad := range []string{
		"a/b 0123",                    // no docs
		"ab 0123 docs=docs",           // no owner
		"a/b docs=docs",               // no commit
		"a/b 0123 docs=docs:nope",     // route base without /
		"a/b 0123 docs=docs format=x", // unknown format
		"a/b 0123 docs=docs colour=blue",
	} {
		if _, err := parseSites(strings.NewReader(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// testPage is a page of a site laid out on disk, for classify.
func testPage(t *testing.T, s *site, f folder, source, text string, diags ...diag.Diagnostic) *page {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		filepath.Join(filepath.Dir(f.Path), source): text,
		"docs/img/shot.png":                         "png",
		"docs/other/exists.md":                      "# Exists",
		"blog/post.md":                              "# Post",
		// The site folder of a site whose docs are beside it (docs: '../docs').
		"website/core/TabsConstants.tsx":                             "export default {};",
		"website/node_modules/react-lite-youtube-embed/package.json": "{}",
		// A third-party theme's component, in the site folder's packages.
		"node_modules/some-theme/lib/theme/ApiPanel/index.js": "export default 1;",
	}
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pr := &pageReport{Source: source, Route: "/docs/guide/page", Stage: "build", Diagnostics: diags}
	failed := &pageReport{Source: "docs/guide/failed.mdx", Route: "/docs/guide/failed", Stage: "build"}
	good := &pageReport{Source: "docs/guide/good.mdx", Route: "/docs/guide/good", OK: true}
	rep := &siteReport{Pages: []*pageReport{pr, failed, good}}
	routes := map[string]*pageReport{pr.Route: pr, failed.Route: failed, good.Route: good}
	return newPage(s, f, rep, pr, root, map[string]bool{"some-package": true}, routes)
}

func TestClassify(t *testing.T) {
	mdxSite := &site{Name: "a/b", Dir: ".", BaseURL: "/base/", Format: "mdx",
		Folders: []folder{{"docs", "/docs"}, {"community", "/community"}}}
	detect := &site{Name: "c/d", Dir: ".", BaseURL: "/", Format: "detect", Folders: []folder{{"docs", "/docs"}}}
	beside := &site{Name: "e/f", Dir: "website", BaseURL: "/", Format: "mdx", Folders: []folder{{"docs", "/docs"}}}
	text := "---\ntitle: T\n---\n\nimport {\n  Note,\n  Aside as Side,\n} from '@site/src/components/Note';\nimport Partial from './_partial.mdx';\n\n{/* a comment */}\n\nText {value}.\n\n$$\nx = \\frac{a}{b}\n$$\n\nAfter.\n"
	mdx := func(msg string, line, col int) diag.Diagnostic {
		return diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: "docs/guide/page.mdx", Line: line, Col: col}, Msg: msg}
	}
	bundle := func(msg string) diag.Diagnostic {
		return diag.Diagnostic{Plugin: "bundle", Pos: diag.Pos{File: "docs/guide/page.mdx", Line: 1}, Msg: msg}
	}
	link := func(msg string) diag.Diagnostic {
		return diag.Diagnostic{Plugin: "linkcheck", Pos: diag.Pos{File: "docs/guide/page.mdx", Line: 3}, Msg: msg}
	}
	tests := []struct {
		site   *site
		source string
		d      diag.Diagnostic
		want   cause
		skip   bool
	}{
		{mdxSite, "docs/guide/page.mdx", mdx(`inline HTML or JSX "<!-- x -->" is not supported`, 1, 1), cause{"html-comment", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`component <Code> in a line of text is not supported`, 1, 1), cause{"jsx-inline", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`event handler onClick of <button> needs JavaScript, which docskit MDX does not run`, 1, 1), cause{"html-js", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`<script> is not supported in docskit MDX: a page's scripts would need JavaScript modules`, 1, 1), cause{"html-js", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`href of <a> is a javascript: URL, which docskit does not write`, 1, 1), cause{"html-js", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`<head> must be at the top level of the page, not inside another element`, 1, 1), cause{"html-head", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`<noscript> is not supported in <head>`, 1, 1), cause{"html-head", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`style of <div>: the value of margin is not a string or a number`, 1, 1), cause{"expr-prop", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`<br> is not closed`, 1, 1), cause{"tag-layout", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`<img> cannot have content or a closing tag`, 1, 1), cause{"tag-layout", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`unknown component <Side>`, 1, 1), cause{"import-site", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`unknown component <Partial>`, 1, 1), cause{"import-partial", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`unknown component <Global>`, 1, 1), cause{"component-global", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`cannot resolve the import of Partial from "./_partial.mdx": docs/guide/_partial.mdx does not exist`, 1, 1), cause{"partial", "missing file"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`cannot resolve the import of Props from "@ionic-internal/component-api/v9/list-header/props.md": node_modules/@ionic-internal/component-api/v9/list-header/props.md does not exist (install the site's packages: npm ci)`, 4, 1), cause{"partial-package", "@ionic-internal/component-api"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`props passed to the partial <Partial> (kind) are not supported: docskit shows a partial as page data, where props cannot be read`, 1, 1), cause{"partial", "props"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`the partial docs/guide/_a.mdx includes itself: docs/guide/page.mdx → docs/guide/_a.mdx → docs/guide/_a.mdx`, 1, 1), cause{"partial", "cycle"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`JavaScript expressions {…} are not supported in docskit MDX`, 11, 1), cause{"mdx-comment", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`JavaScript expressions {…} are not supported in docskit MDX`, 13, 6), cause{"expr-text", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`prop toc of <TOCInline>: the expression {toc} is not a literal; it needs JavaScript, and pages compiled to JavaScript modules are not built yet`, 1, 1), cause{"expr-prop", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`closing tag </TOCInline> has no matching opening tag`, 1, 1), cause{}, true},
		{mdxSite, "docs/guide/page.mdx", mdx(`closing tag </div> has no matching opening tag`, 1, 1), cause{"tag-layout", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`import of unknown component TOCInline from "@theme/TOCInline"`, 1, 1), cause{"import-theme", "@theme/TOCInline"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`import of unknown component Link from "@docusaurus/Link"`, 1, 1), cause{"import-docusaurus", "@docusaurus/Link"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`import of unknown component X from "some-package/dist/x"`, 1, 1), cause{"import-npm", "some-package"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`import of unknown component Y from "@components/Y"`, 1, 1), cause{"import-site", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`import of unknown component Code from "!!raw-loader!./x.js"`, 1, 1), cause{"import-raw", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`import of unknown component Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem'`, 1, 1), cause{"import-syntax", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`unknown code language "mermaid"; supported: bash`, 1, 1), cause{"code-language", "mermaid"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`unknown admonition type "important"`, 1, 1), cause{"admonition", "important"}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`12 more problems in this file from here on are not shown`, 1, 1), cause{}, true},
		{detect, "docs/guide/page.mdx", mdx(`the comment <!-- is not closed`, 1, 1), cause{"html-comment", ""}, false},
		{mdxSite, "docs/guide/page.mdx", mdx(`the comment {/* is not closed`, 1, 1), cause{"mdx-comment", ""}, false},
		{detect, "docs/guide/page.md", mdx(`unknown code language "mermaid"; supported: bash`, 1, 1), cause{"code-language", "mermaid"}, false},

		{mdxSite, "docs/guide/page.mdx", bundle(`Could not resolve "some-package/dist/x"`), cause{"npm-missing", "some-package"}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`Could not resolve "@components/global/DocsCard"`), cause{"import-alias", "@components/global"}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`a module this page imports does not bundle: /c/examples/scraper/src/main.ts:2:32: Could not resolve "crawlee"`), cause{"import-alias", "crawlee"}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`a module this page imports does not bundle: /c/src/components/Chart/styles.module.css:3:12: Could not resolve "/fonts/GT Standard Mono/Regular.otf"`), cause{"css-static", ""}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`a module this page imports does not bundle: /c/docs/flows/index.js:13:19: Could not resolve "raw-loader!./samples/a.txt"`), cause{"import-raw", ""}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`Could not resolve "/static/images/a.mp4"`), cause{"import-missing", ""}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`cannot resolve @site/core/TabsConstants: no such file in the site's folder`), cause{"import-missing", ""}, false},
		{beside, "docs/guide/page.mdx", bundle(`cannot resolve @site/core/TabsConstants: no such file in the site's folder`), cause{"site-root", ""}, false},
		{beside, "docs/guide/page.mdx", bundle(`cannot resolve @site/core/Missing: no such file in the site's folder`), cause{"import-missing", ""}, false},
		{beside, "docs/guide/page.mdx", bundle(`Could not resolve "react-lite-youtube-embed"`), cause{"site-root", ""}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`a module this page imports does not bundle: /c/src/theme/CopyButton/index.tsx:6:22: no theme component "Icon/Copy"`), cause{"import-theme", "@theme/Icon/Copy"}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`Syntax error "s"`), cause{"bundle", `Syntax error "s"`}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`no theme component "ApiPanel"`), cause{"theme-plugin", "some-theme"}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`no theme component "Nowhere"`), cause{"import-theme", "@theme/Nowhere"}, false},
		{mdxSite, "docs/guide/page.mdx", bundle(`docskit does not provide @docusaurus/useGlobalData`), cause{"plugin-data", ""}, false},
		{mdxSite, "docs/guide/page.mdx", diag.Diagnostic{Plugin: "bundle", Pos: diag.Pos{Line: 16, Col: 9}, Msg: `Syntax error "s"`}, cause{"math", ""}, false},
		{mdxSite, "docs/guide/page.mdx", diag.Diagnostic{Plugin: "bundle", Pos: diag.Pos{Line: 19, Col: 1}, Msg: `Syntax error "s"`}, cause{"bundle", `Syntax error "s"`}, false},

		{mdxSite, "docs/guide/page.mdx", link(`broken anchor "failed#x": /docs/guide/failed has no heading or element with id "x"`), cause{"link-failed", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken anchor "good#x": /docs/guide/good has no heading or element with id "x"`), cause{"anchor", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken link "/base/docs/guide/good": no page at /base/docs/guide/good`), cause{"link-baseurl", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken link "/community/x": no page at /community/x`), cause{"link-instance", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken link "/blog/x": no page at /blog/x`), cause{"link-outside", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken link "../img/shot.png": no page at /docs/img/shot.png`), cause{"asset-relative", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`missing image "../img/shot.png": no file at /docs/img/shot.png in the static folders`), cause{"asset-relative", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`missing image "/img/none.png": no file at /img/none.png in the static folders`), cause{"static", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken link "../../blog/post.md": no such document`), cause{"link-md-outside", ""}, false},
		{mdxSite, "docs/guide/page.mdx", link(`broken link "../other/missing.md": no such document`), cause{"link-md-missing", ""}, false},
	}
	for _, tt := range tests {
		d := tt.d
		badOpen := diag.Diagnostic{Plugin: "mdx", Msg: `prop toc of <TOCInline>: the expression {toc} is not a literal`}
		pg := testPage(t, tt.site, tt.site.Folders[0], tt.source, text, badOpen, d)
		got, ok := pg.classify(d)
		if ok == tt.skip || got != tt.want {
			t.Errorf("%s %q: got %+v (counted %v), want %+v (counted %v)", tt.source, d.Msg, got, ok, tt.want, !tt.skip)
		}
	}
}

func TestImportedNames(t *testing.T) {
	for clause, want := range map[string]string{
		"A":                "A",
		"{ B, C as D }":    "B D",
		"A, { B }":         "A B",
		"* as NS":          "NS",
		"{\n  X,\n  Y,\n}": "X Y",
		"type { T }":       "T",
	} {
		if got := strings.Join(importedNames(clause), " "); got != want {
			t.Errorf("importedNames(%q) = %q, want %q", clause, got, want)
		}
	}
}
