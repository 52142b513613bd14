package docskit

import (
	"bytes"
	"html"
	"sort"

	"docskit.dev/docskit/bundle"
)

// document assembles a page's full HTML: the head, the server-rendered app
// and the page data the client hydrates from.
func (b *Builder) document(p *Page, data *PageData, pageJSON, sidebarJSON []byte, app string, res *bundle.Result, tags Tags) []byte {
	c := &b.cfg
	var w bytes.Buffer
	w.Grow(len(app) + len(pageJSON) + len(sidebarJSON) + 2048)
	esc := html.EscapeString
	w.WriteString(`<!doctype html><html lang="` + esc(c.Locale.HTMLLang) + `" dir="` + esc(c.Locale.Direction) + `"><head><meta charset="utf-8">`)
	w.WriteString(`<meta name="viewport" content="width=device-width,initial-scale=1">`)
	w.WriteString(`<meta name="generator" content="docskit ` + Version + `">`)
	title := data.Title + " | " + c.Title
	if p.Kind == KindLanding || data.Title == c.Title || data.Title == "" {
		title = c.Title
	}
	w.WriteString(`<title>` + esc(title) + `</title>`)
	desc := data.Description
	if desc == "" {
		desc = c.Tagline
	}
	if desc != "" {
		w.WriteString(`<meta name="description" content="` + esc(desc) + `">`)
		w.WriteString(`<meta property="og:description" content="` + esc(desc) + `">`)
	}
	w.WriteString(`<meta property="og:title" content="` + esc(title) + `">`)
	if p.NoIndex {
		w.WriteString(`<meta name="robots" content="noindex">`)
	} else {
		canonical := c.URL + p.Route
		if p.Route == "/" {
			canonical = c.URL + "/"
		}
		w.WriteString(`<link rel="canonical" href="` + esc(canonical) + `">`)
		w.WriteString(`<meta property="og:url" content="` + esc(canonical) + `">`)
	}
	if c.Favicon != "" {
		w.WriteString(`<link rel="icon" href="` + esc(c.Favicon) + `">`)
	}
	for _, css := range res.EntryCSS {
		w.WriteString(`<link rel="stylesheet" href="` + esc(css) + `">`)
	}
	w.WriteString(`<script type="module" src="` + esc(res.EntryJS) + `"></script>`)
	for _, pre := range res.Preload {
		w.WriteString(`<link rel="modulepreload" href="` + esc(pre) + `">`)
	}
	writeTags(&w, tags.Head)
	w.WriteString(`</head><body>`)
	writeTags(&w, tags.BodyStart)
	w.WriteString(`<div id="__docskit">`)
	w.WriteString(app)
	w.WriteString(`</div><script id="__docskit_data" type="application/json">{"page":`)
	w.Write(pageJSON)
	w.WriteString(`,"sidebar":`)
	if sidebarJSON == nil {
		w.WriteString("null")
	} else {
		w.Write(sidebarJSON)
	}
	w.WriteString(`}</script>`)
	writeTags(&w, tags.BodyEnd)
	w.WriteString("</body></html>\n")
	return w.Bytes()
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
