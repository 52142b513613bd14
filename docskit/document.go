package docskit

import (
	"bytes"
	_ "embed"
	"html"
	"sort"
	"strings"
	"sync"

	"docskit.dev/docskit/internal/bundle"
	"docskit.dev/docskit/internal/emit"
	"docskit.dev/docskit/internal/script"
	"docskit.dev/docskit/mdx"
)

// inlineSidebarMax is the size of the largest sidebar (JSON bytes) written into
// each of its pages for hydration. A larger one is left in its shared, hashed
// file (PageData.SidebarURL), which the page preloads and the client fetches
// before hydrating: a sidebar grows with the site, so copying it into every
// page made the output, and the build time, grow with the square of the
// number of pages (10,000 generated pages: 3.1 GB, of which 2.2 GB sidebars).
const inlineSidebarMax = 16 << 10

// documentBuffers hold pages' HTML while it is assembled and written: a page
// is its size again in allocations, 600 MB at 10,000 pages, which the
// garbage collector would otherwise have to keep up with.
var documentBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// document assembles a page's full HTML into w: the head, the
// server-rendered app and the page data the client hydrates from. pageJSON
// is plain JSON (emit.MarshalPlain): its copy in the page is made safe for a
// <script> here.
func (b *Builder) document(w *bytes.Buffer, p *Page, data *PageData, pageJSON, sidebarJSON []byte, app string, res *bundle.Result, tags Tags) {
	c := &b.cfg
	// A large sidebar stays in its shared file (preloaded below), so it is
	// not counted in the page's size: the buffer is the page's output.
	preloadSidebar := len(sidebarJSON) > inlineSidebarMax && data.SidebarURL != ""
	if preloadSidebar {
		sidebarJSON = nil
	}
	w.Grow(len(app) + len(pageJSON) + len(sidebarJSON) + 2048)
	esc := html.EscapeString
	w.WriteString(`<!doctype html><html lang="` + esc(c.Locale.HTMLLang) + `" dir="` + esc(c.Locale.Direction) + `"`)
	// A versioned doc's class is on <html>, as Docusaurus puts it, for the
	// site's CSS (the theme's DocVersionBanner keeps it there after a
	// client-side navigation).
	if v := p.Version; v != nil && v.ClassName != "" {
		w.WriteString(` class="` + esc(v.ClassName) + `"`)
	}
	w.WriteString(`><head><meta charset="utf-8">`)
	w.WriteString(`<meta name="viewport" content="width=device-width,initial-scale=1">`)
	w.WriteString(`<meta name="generator" content="docskit ` + Version + `">`)
	title := data.Title + " | " + c.Title
	if p.Kind == KindLanding || data.Title == c.Title || data.Title == "" {
		title = c.Title
	}
	docTitle := title
	if data.HeadTitle != "" {
		docTitle = data.HeadTitle
	}
	// Title, meta and link tags its components rendered (hoisted.go).
	hoisted, app := splitHoisted(app)
	if hoisted.Title != "" {
		docTitle = hoisted.Title
	}
	w.WriteString(`<title>` + esc(docTitle) + `</title>`)
	// The page's own <head> tags (tags.Head) replace the shell's of the same name.
	own := hoisted.keys(ownHeadKeys(p))
	desc := data.Description
	if desc == "" {
		desc = c.Tagline
	}
	if desc != "" {
		if !own["name=description"] {
			w.WriteString(`<meta name="description" content="` + esc(desc) + `">`)
		}
		if !own["property=og:description"] {
			w.WriteString(`<meta property="og:description" content="` + esc(desc) + `">`)
		}
	}
	if !own["property=og:title"] {
		w.WriteString(`<meta property="og:title" content="` + esc(title) + `">`)
	}
	if p.NoIndex {
		w.WriteString(`<meta name="robots" content="noindex">`)
	} else {
		canonical := b.urls.AbsPage(p.Route)
		if !own["rel=canonical"] {
			w.WriteString(`<link rel="canonical" href="` + esc(canonical) + `">`)
		}
		if !own["property=og:url"] {
			w.WriteString(`<meta property="og:url" content="` + esc(canonical) + `">`)
		}
	}
	if c.Favicon != "" {
		w.WriteString(`<link rel="icon" href="` + esc(b.urls.File(c.Favicon)) + `">`)
	}
	for _, css := range append(res.EntryCSS[:len(res.EntryCSS):len(res.EntryCSS)], data.ModuleCSS...) {
		w.WriteString(`<link rel="stylesheet" href="` + esc(css) + `">`)
	}
	w.WriteString(`<script type="module" src="` + esc(res.EntryJS) + `"></script>`)
	for _, pre := range res.Preload {
		w.WriteString(`<link rel="modulepreload" href="` + esc(pre) + `">`)
	}
	if data.Module != "" {
		// The page's module makes its body: hydration waits for it.
		w.WriteString(`<link rel="modulepreload" href="` + esc(data.Module) + `">`)
	}
	if preloadSidebar {
		// crossorigin: the client's fetch() is a CORS-mode request, and a
		// preload is used only by a request of the same mode.
		w.WriteString(`<link rel="preload" href="` + esc(data.SidebarURL) + `" as="fetch" crossorigin>`)
	}
	writeTags(w, tags.Head)
	writeTags(w, hoisted.Tags)
	w.WriteString(`</head><body><script>`)
	w.WriteString(prepaintScript(c))
	w.WriteString(`</script>`)
	writeTags(w, tags.BodyStart)
	w.WriteString(`<div id="__docskit">`)
	w.WriteString(app)
	w.WriteString(`</div><script id="__docskit_data" type="application/json">{"page":`)
	w.Write(emit.AppendScriptJSON(w.AvailableBuffer(), pageJSON))
	w.WriteString(`,"sidebar":`)
	if sidebarJSON == nil {
		w.WriteString("null")
	} else {
		w.Write(sidebarJSON)
	}
	w.WriteString(`}</script><script>`)
	w.WriteString(baseURLCheckScript(c))
	w.WriteString(`</script>`)
	writeTags(w, tags.BodyEnd)
	w.WriteString("</body></html>\n")
}

// The tags of a page's MDX <head> (mdx.Doc.Head), as Docusaurus takes them:
// a title replaces the document title (PageData.HeadTitle), the other tags
// go into the head after the shell's and the plugins', and a meta or link
// there replaces the shell's tag of the same name (description, og:title,
// canonical …), as react-helmet does in Docusaurus.

// headTitle is the text of the last <title> in head, or "".
func headTitle(head []mdx.HeadTag) string {
	title := ""
	for _, t := range head {
		if t.Name == "title" {
			title = t.Text
		}
	}
	return title
}

// pageHeadTags are a page's head tags besides its title. Attribute values
// are escaped by writeTags; a style's CSS is its content as written (the
// parser rejects a "</style" in it).
func pageHeadTags(head []mdx.HeadTag) []Tag {
	var out []Tag
	for _, t := range head {
		switch t.Name {
		case "title":
		case "style":
			out = append(out, Tag{Name: t.Name, Attrs: t.Attrs, InnerHTML: t.Text})
		default:
			out = append(out, Tag{Name: t.Name, Attrs: t.Attrs})
		}
	}
	return out
}

// ownHeadKeys names the meta and link tags of a page's <head>, as
// "name=description", "property=og:title" or "rel=canonical".
func ownHeadKeys(p *Page) map[string]bool {
	if p.Doc == nil || len(p.Doc.Head) == 0 {
		return nil
	}
	keys := map[string]bool{}
	for _, t := range p.Doc.Head {
		for _, a := range []string{"name", "property", "rel"} {
			if v, ok := t.Attrs[a]; ok && (t.Name == "meta") == (a != "rel") {
				keys[a+"="+strings.ToLower(v)] = true
			}
		}
	}
	return keys
}

var voidElements = map[string]bool{"meta": true, "link": true, "img": true, "br": true, "hr": true, "input": true, "source": true}

func writeTags(w *bytes.Buffer, tags []Tag) {
	for _, t := range tags {
		w.WriteString("<" + t.Name)
		keys := make([]string, 0, len(t.Attrs))
		for k := range t.Attrs {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			w.WriteString(" " + k)
			if v := t.Attrs[k]; v != "" {
				w.WriteString(`="` + html.EscapeString(v) + `"`)
			}
		}
		w.WriteString(">")
		if voidElements[t.Name] {
			continue
		}
		w.WriteString(t.InnerHTML)
		w.WriteString("</" + t.Name + ">")
	}
}

// The page's inline scripts, inline/prepaint.ts and inline/baseurl.ts. Both
// are the same on every page of a build (their parameters come from the
// Config), so a Content-Security-Policy can allow them by hash;
// inlineScripts lists them. Their parameters are JSON-encoded, which also
// escapes <, > and &, so no value can close the <script> element.
//
// The storage keys are shared with the theme: "theme" (internal/colorMode.ts)
// and announcementDismissPrefix (dismissKey in components/AnnouncementBar).

var (
	//go:embed inline/prepaint.ts
	prepaintTS []byte
	//go:embed inline/baseurl.ts
	baseURLTS []byte

	prepaintJS = sync.OnceValue(func() script.Inline { return script.MustInline("docskit/inline/prepaint.ts", prepaintTS) })
	baseURLJS  = sync.OnceValue(func() script.Inline { return script.MustInline("docskit/inline/baseurl.ts", baseURLTS) })
)

// announcementDismissPrefix + the announcement's id is the localStorage key
// holding "true" once a visitor has closed that announcement.
const announcementDismissPrefix = "docskit.announcement.dismiss."

// prepaintScript runs at the start of <body>, before the first paint: it
// puts the colour mode on <html> (the default only, and a stored choice
// removed, when the switch is disabled) and marks a closed announcement.
func prepaintScript(c *Config) string {
	var p struct {
		Choice         string `json:"choice"`
		SwitchDisabled bool   `json:"switchDisabled,omitempty"`
		DismissKey     string `json:"dismissKey,omitempty"`
	}
	p.Choice = c.ColorMode.Default
	p.SwitchDisabled = c.ColorMode.DisableSwitch
	if c.ColorMode.RespectPrefersColorScheme {
		p.Choice = "system"
	}
	if a := c.Announcement; a != nil && a.Closeable {
		p.DismissKey = announcementDismissPrefix + a.ID
	}
	return prepaintJS().With(p)
}

// baseURLCheckScript runs at the end of <body>: if the client bundle has not
// run once the page has loaded, it shows a banner that names the BaseURL.
func baseURLCheckScript(c *Config) string {
	return baseURLJS().With(struct {
		BaseURL string `json:"baseUrl"`
		Message string `json:"message"`
	}{c.BaseURL, c.Text("docskit.baseUrlWarning")})
}

// inlineScripts returns the text of every inline script the document shell
// writes, for a Content-Security-Policy that allows them by hash.
func inlineScripts(c *Config) []string {
	return []string{prepaintScript(c), baseURLCheckScript(c)}
}
