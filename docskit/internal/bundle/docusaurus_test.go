package bundle

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit/internal/ssr"
	"docskit.dev/docskit/theme"
	"docskit.dev/docskit/uitext"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The site the probes render in: base URL /base, the guide category's own
// page is /docs/guide.
var (
	probeConfig = map[string]any{
		"title": "Nuri", "tagline": "누리 문서", "url": "https://docs.example.com", "baseUrl": "/base",
		"locale":    map[string]any{"label": "한국어", "direction": "ltr", "htmlLang": "ko", "calendar": "gregory", "path": "ko"},
		"navbar":    map[string]any{"title": "Nuri", "items": []any{}},
		"footer":    map[string]any{"columns": []any{}, "copyright": ""},
		"colorMode": map[string]any{"default": "dark"},
		"toc":       map[string]any{"min": 2, "max": 3},
		"docs":      map[string]any{},
	}
	probeSidebar = `{"name":"docs","items":[
		{"type":"link","label":"Intro","href":"/docs/intro"},
		{"type":"category","label":"Guide","href":"/docs/guide","items":[
			{"type":"link","label":"Install","href":"/docs/guide/install"},
			{"type":"category","label":"Advanced","items":[
				{"type":"link","label":"Tuning","href":"/docs/guide/advanced/tuning"},
				{"type":"link","label":"Scaling","href":"/docs/guide/advanced/scaling"}]},
			{"type":"link","label":"GitHub","href":"https://github.com/example/nuri"}]}]}`
)

// probeRenderer builds the theme with the probes of testdata/docusaurus (site
// components, one per export, that call Docusaurus's modules as MDX pages do)
// and the site's swizzled MDXComponents, and starts the server renderer.
func probeRenderer(t *testing.T, names ...string) *ssr.Renderer {
	dir, err := filepath.Abs("testdata/docusaurus")
	require.NoError(t, err)
	fsys := os.DirFS(dir)
	var cs []Component
	for _, n := range names {
		cs = append(cs, Component{Name: n, Module: Module{FS: fsys, Entry: "probes.tsx"}, Export: n})
	}
	res, err := Build(Options{Theme: theme.FS, NodeModules: nodeModules(t), Overrides: filepath.Join(dir, "overrides"), SiteConfig: probeConfig, Components: cs,
		UIMessages: uitext.Module(uitext.Resolve("ko", nil))}) // the config's language
	require.NoError(t, err)
	r, err := ssr.Start(context.Background(), res.Server, 1)
	require.NoError(t, err)
	t.Cleanup(func() { r.Close() })
	return r
}

var (
	probeOutput = regexp.MustCompile(`(?s)<div class="probe">(.*?)<i class="probe-end"></i></div>`)
	// React separates adjacent text with empty comments; a reader never sees them.
	textSeparator = regexp.MustCompile(`<!-- -->`)
)

// renderProbe renders the doc page at route whose body is the component name,
// and returns the HTML the probe rendered.
func renderProbe(t *testing.T, r *ssr.Renderer, route, name string) (string, error) {
	page, err := json.Marshal(map[string]any{"route": route, "kind": "doc", "title": "Page", "body": []any{map[string]any{"t": "c", "name": name}}})
	require.NoError(t, err)
	// The renderer reads one request a line: the sidebar goes without newlines.
	var sidebar bytes.Buffer
	require.NoError(t, json.Compact(&sidebar, []byte(probeSidebar)))
	html, err := r.Render(page, sidebar.Bytes())
	if err != nil {
		return "", err
	}
	m := probeOutput.FindStringSubmatch(html)
	require.NotNil(t, m, "the probe %s is on the page: %s", name, html)
	return textSeparator.ReplaceAllString(m[1], ""), nil
}

func TestDocusaurusModulesRenderOnTheServer(t *testing.T) {
	const hash = `<a class="dk-hash-link" href="#%s" aria-label="이 제목으로 바로 가는 링크">#</a>`
	link := func(id string) string { return strings.Replace(hash, "%s", id, 1) }
	tests := []struct {
		name string
		want []string // every one is in the probe's HTML
		not  []string // none is
	}{
		{"TOCInlineDefault", []string{`<div class="dk-toc-inline"><ul>` +
			`<li><a href="#intro">Intro</a><ul><li><a href="#install"><code>install</code> step</a></li></ul></li>` +
			`<li><a href="#usage">Usage</a><ul><li><a href="#options">Options</a></li></ul></li></ul></div>`}, []string{"#deep"}},
		{"TOCInlineLevels", []string{`<div class="dk-toc-inline mine"><ul>` +
			`<li><a href="#install"><code>install</code> step</a><ul><li><a href="#deep">Deep</a></li></ul></li>` +
			`<li><a href="#options">Options</a></li></ul></div>`}, []string{"#intro", "#usage"}},
		{"Headings", []string{`<h1>Top</h1>`, `<h2 id="setup">Setup` + link("setup") + `</h2>`,
			`<h3 class="extra" id="more">More` + link("more") + `</h3>`, `<h3>No id</h3>`}, nil},
		// The site's base URL is /base/: links to pages (routes in the sidebar) get it.
		{"CategoryCards", []string{
			`<a href="/base/docs/guide/install" class="dk-doc-card">`, `>Install</span>`,
			// A category without a page of its own leads to its first page and says how many it holds.
			`<a href="/base/docs/guide/advanced/tuning" class="dk-doc-card">`, `>Advanced</span>`, `문서 2개`,
			`<a target="_blank" rel="noopener noreferrer" href="https://github.com/example/nuri" class="dk-doc-card">`, `>GitHub</span>`,
		}, []string{"Intro", "Tuning"}},
		{"CategoryHook", []string{`<h2>Guide</h2>`, `<a href="/base/docs/guide/install" class="dk-doc-card">`, `>Install</span>`, `>Advanced</span>`}, []string{"Intro"}},
		{"GivenCards", []string{`<ul class="dk-doc-card-list mine"><li><a href="/base/docs/start" class="dk-doc-card">`, `>Quick start</span>`, `>Five minutes</span>`}, []string{"Install"}},
		{"Translated", []string{`<p>Hello Nuri, start <a href="/docs/start">here</a>. {unknown} stays.</p>`, `<p>3 pages</p>`, `<p>only.id</p>`, `<p><em>as written</em></p>`}, nil},
		{"BaseUrls", []string{
			`<li>/base/img/logo.png</li><li>/base/img/logo.png</li><li>/base/img/logo.png</li><li>/base/base/img/logo.png</li>` +
				`<li>https://docs.example.com/base/img/logo.png</li><li>/base/</li><li>https://example.org/x.png</li><li>#top</li><li>/base/docs/x</li>`,
			`<a title="Start" href="/base/docs/start" class="internal">Start</a>`,
			`<a target="_blank" rel="noopener noreferrer" data-kind="ext" href="https://example.org/">Elsewhere</a>`,
		}, nil},
		{"BrowserOnlyParts", []string{`<span class="fallback">loading</span>`, `<p>server</p>`, `<p>no dom</p>`}, []string{"browser"}},
		{"SiteContext", []string{`Nuri|누리 문서|https://docs.example.com|/base/|ko|ko|3`}, nil},
		// As in Docusaurus, the location's pathname has the base URL.
		{"RouterParts", []string{`/base/docs/guide||/base/docs/guide|dark|theme-doc-markdown`}, nil},
		{"HeadTags", nil, []string{"HEAD-TITLE", "HEAD-DESCRIPTION", "<title", "<meta"}},
		{"SwizzledMDXComponents", []string{`<mark class="site-highlight">marked</mark>`, `<h2 id="section">Section` + link("section") + `</h2>`,
			`<a href="/base/docs/start">start</a>`, `<div class="dk-admonition dk-admonition-tip">`}, nil},
		{"CodeAndDetails", []string{`<div class="dk-codeblock-title">a.js</div>`, `<pre class="dk-pre language-js" tabindex="0"><code>` +
			`<span class="dk-line">const a = 1;` + "\n" + `</span><span class="dk-line">` + "\n" + `</span><span class="dk-line">log(a &lt; 2);</span></code></pre>`,
			// As in Docusaurus, a block without a language is text, and the class lower-cased.
			`<pre class="dk-pre language-text" tabindex="0"><code><span class="dk-line">no language</span></code></pre>`,
			`<pre class="dk-pre language-php" tabindex="0"><code><span class="dk-line">echo 1;</span></code></pre>`,
			`<summary>More <b>here</b></summary><div class="dk-details-content"><p>Hidden body</p></div>`}, nil},
		// The one version docskit builds, as Docusaurus's version hooks give it.
		{"Versions", []string{"current true 1"}, nil},
	}
	names := make([]string, len(tests))
	for i, tt := range tests {
		names[i] = tt.name
	}
	r := probeRenderer(t, names...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := renderProbe(t, r, "/docs/guide", tt.name)
			require.NoError(t, err)
			for _, w := range tt.want {
				assert.Contains(t, got, w)
			}
			for _, n := range tt.not {
				assert.NotContains(t, got, n)
			}
			if tt.name == "HeadTags" {
				assert.Empty(t, got, "Head renders nothing in the body")
			}
		})
	}
	t.Run("a category's items off its page", func(t *testing.T) {
		_, err := renderProbe(t, r, "/docs/intro", "CategoryCards")
		assert.ErrorContains(t, err, "<DocCardList> without items lists a sidebar category's pages: it belongs on the category's own page, and /docs/intro is not one")
		_, err = renderProbe(t, r, "/docs/intro", "CategoryHook")
		assert.ErrorContains(t, err, "useCurrentSidebarCategory() lists a sidebar category's pages")
	})
}
