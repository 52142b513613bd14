package blog

import (
	"fmt"
	"html"
	"sort"
	"strings"

	"docskit.dev/docskit/mdx"
)

// bodyHTML is a post's body as HTML, for the feeds, which hold each post's
// full content: the static HTML of its runs as the page has it, and its
// components written as the HTML they show (a code block's highlighted
// code, an admonition's box, every tab of a set of tabs one after the
// other). What only JavaScript makes — an expression's value, a site
// component's own markup — is left out; a component's children stay.
func bodyHTML(nodes []mdx.Node) string {
	var b strings.Builder
	writeNodes(&b, nodes)
	return b.String()
}

func writeNodes(b *strings.Builder, nodes []mdx.Node) {
	for _, n := range nodes {
		switch n.Type {
		case "html":
			b.WriteString(n.HTML)
		case "text":
			b.WriteString(html.EscapeString(n.Text))
		case "el":
			writeElement(b, n)
		case "c":
			writeComponent(b, n)
		case "partial":
			writeNodes(b, n.Children)
		}
	}
}

// voidElements have no closing tag.
var voidElements = map[string]bool{"area": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true, "source": true, "track": true, "wbr": true}

// reactAttrs are the React names of HTML attributes that differ.
var reactAttrs = map[string]string{"className": "class", "htmlFor": "for"}

func writeElement(b *strings.Builder, n mdx.Node) {
	b.WriteString("<" + n.Name)
	keys := make([]string, 0, len(n.Props))
	for k := range n.Props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		name := k
		if r, ok := reactAttrs[k]; ok {
			name = r
		}
		switch v := n.Props[k].(type) {
		case string:
			fmt.Fprintf(b, ` %s="%s"`, name, html.EscapeString(v))
		case bool:
			if v {
				b.WriteString(" " + name)
			}
		case int, float64:
			fmt.Fprintf(b, ` %s="%v"`, name, v)
		}
		// A style object or another non-scalar prop is React's, not HTML's.
	}
	b.WriteString(">")
	if voidElements[n.Name] {
		return
	}
	writeNodes(b, n.Children)
	b.WriteString("</" + n.Name + ">")
}

func writeComponent(b *strings.Builder, n mdx.Node) {
	prop := func(k string) string {
		s, _ := n.Props[k].(string)
		return s
	}
	switch n.Name {
	case "CodeBlock":
		if t := prop("title"); t != "" {
			b.WriteString("<div><b>" + html.EscapeString(t) + "</b></div>")
		}
		fmt.Fprintf(b, `<pre><code class="language-%s">`, html.EscapeString(prop("language")))
		if h := prop("html"); h != "" {
			b.WriteString(h)
		} else if c := prop("children"); c != "" {
			b.WriteString(html.EscapeString(c))
		}
		b.WriteString("</code></pre>")
	case "Admonition":
		title := prop("title")
		if title == "" {
			title = strings.ToUpper(prop("type"))
		}
		fmt.Fprintf(b, `<div class="admonition admonition-%s"><p><b>%s</b></p>`, html.EscapeString(prop("type")), title)
		writeNodes(b, n.Children)
		b.WriteString("</div>")
	case "Details":
		b.WriteString("<details><summary>" + prop("summary") + "</summary>")
		writeNodes(b, n.Children)
		b.WriteString("</details>")
	case "TabItem":
		label := prop("label")
		if label == "" {
			label = prop("value")
		}
		b.WriteString("<div><p><b>" + html.EscapeString(label) + "</b></p>")
		writeNodes(b, n.Children)
		b.WriteString("</div>")
	default:
		writeNodes(b, n.Children)
	}
}

// absoluteURLs makes the root-relative links and image sources of a feed's
// HTML absolute with the site's origin (the body's links carry the base URL
// already: mdx.Options.LinkURL), as a feed reader shows the content away
// from the site.
func absoluteURLs(h, origin string) string {
	for _, attr := range []string{` href="/`, ` src="/`} {
		var b strings.Builder
		rest := h
		for {
			i := strings.Index(rest, attr)
			if i < 0 {
				b.WriteString(rest)
				break
			}
			b.WriteString(rest[:i+len(attr)-1])
			rest = rest[i+len(attr)-1:]
			if !strings.HasPrefix(rest, "//") {
				b.WriteString(origin)
			}
		}
		h = b.String()
	}
	return h
}
