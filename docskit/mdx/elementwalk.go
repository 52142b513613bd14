package mdx

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// The walker's work on HTML elements (element.go): what the checkers,
// search and the head read from them, and the "el" nodes of elements that
// hold components.

// visitElement is prepare's walk of an HTML element, block or inline: a
// <head>'s tags go to Doc.Head; <a href> and <img src> are links, resolved
// like Markdown links; h1–h6 are headings, and other elements' ids anchors;
// a <p> may be the first paragraph.
func (w *walker) visitElement(n ast.Node, name string, attrs []attr) ast.WalkStatus {
	if c, ok := n.(*Component); ok && name == "head" {
		w.doc.Head = append(w.doc.Head, c.head...)
		return ast.WalkSkipChildren
	}
	for i := range attrs {
		a := &attrs[i]
		dest, ok := a.value.(string)
		if ok && (name == "a" && a.name == "href" || name == "img" && a.name == "src") {
			a.value = w.href(w.attrLink(dest, a, name == "img"))
			elementProps(n)[a.name] = a.value
		}
	}
	if lvl := headingLevel(name); lvl > 0 && !w.inHeading {
		w.elementHeading(n, lvl)
		return ast.WalkSkipChildren
	}
	for _, a := range attrs {
		if id, ok := a.value.(string); ok && id != "" && (a.name == "id" || name == "a" && a.name == "name") {
			w.doc.Anchors = append(w.doc.Anchors, id)
		}
	}
	switch {
	case name == "p" && !w.firstPara:
		w.firstPara = true
		w.doc.FirstParagraph = w.flatText(n)
	case name == "br":
		w.text.WriteByte(' ')
		w.sec.WriteByte(' ')
	case n.Type() == ast.TypeBlock:
		w.text.WriteByte('\n')
		w.sec.WriteByte('\n')
	}
	return ast.WalkContinue
}

// elementProps are an element's React props, made when it has none.
func elementProps(n ast.Node) map[string]any {
	switch n := n.(type) {
	case *Component:
		if n.Props == nil {
			n.Props = map[string]any{}
		}
		return n.Props
	case *InlineElement:
		if n.Props == nil {
			n.Props = map[string]any{}
		}
		return n.Props
	}
	return map[string]any{}
}

// attrLink records a link written as a prop and returns its destination
// after resolution.
func (w *walker) attrLink(dest string, a *attr, image bool) string {
	resolved := dest
	if w.opts.ResolveLink != nil {
		resolved = w.opts.ResolveLink(dest)
	}
	at := a.valStart
	if at < 0 {
		at = a.off
	}
	w.doc.Links = append(w.doc.Links, Link{Dest: resolved, Raw: dest, Image: image, Pos: w.st.pos(at), DestStart: a.valStart, DestEnd: a.valEnd})
	return resolved
}

// elementHeading records <h2 id="x">Title</h2> as a heading: its id is the
// prop, or the slug of its text as for a Markdown heading, which the
// element then gets.
func (w *walker) elementHeading(n ast.Node, level int) {
	var offset int
	var attrs *[]attr
	switch n := n.(type) {
	case *Component:
		offset, attrs = n.openLine, &n.attrs
	case *InlineElement:
		offset, attrs = n.start, &n.attrs
	}
	text := w.plain(n)
	id, explicit := attrValue(*attrs, "id").(string)
	id = w.headingID(text, offset, id, explicit && id != "")
	*attrs = setAttr(*attrs, "id", id)
	elementProps(n)["id"] = id
	w.addHeading(n, level, id, text, offset, func() string {
		if _, block := n.(*Component); !block {
			return w.tocHTML(n)
		}
		// A block element's text is in paragraphs: their content, joined.
		var parts []string
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			parts = append(parts, w.tocHTML(c))
		}
		return strings.Join(parts, " ")
	})
}

// structuralElements are the elements whose children must be particular
// elements (rows in a table, items in a list): when one is an "el" node,
// its element children are "el" nodes too, so that no html run, which the
// theme wraps in a <div>, lies directly inside it.
var structuralElements = map[string]bool{
	"table": true, "thead": true, "tbody": true, "tfoot": true, "tr": true, "colgroup": true,
	"ul": true, "ol": true, "menu": true, "dl": true, "select": true, "optgroup": true, "datalist": true,
	"picture": true, "video": true, "audio": true,
}

// elementNode is the "el" node of a block element that holds a component.
func (w *walker) elementNode(n *Component) Node {
	return Node{Type: "el", Name: n.Name, Props: n.Props, JS: jsProps(w.st, n.attrs), Children: w.blockList(n, structuralElements[n.Name])}
}

// inlineElementNode is the "el" node of an element of a paragraph that
// stands directly inside a structural element (<tr><td>…</td></tr>).
func (w *walker) inlineElementNode(n *InlineElement) Node {
	if dynamicInline(n) {
		return w.inlineDynamic(n)
	}
	el := Node{Type: "el", Name: n.Name, Props: n.Props}
	if structuralElements[n.Name] {
		el.Children = w.inlineChildren(n)
		return el
	}
	if html := strings.TrimSpace(w.inlineHTML(n)); html != "" {
		el.Children = []Node{{Type: "html", HTML: html}}
	}
	return el
}

// inlineChildren are the "el" nodes of the elements among n's children;
// white space between them is left out, other text kept as html.
func (w *walker) inlineChildren(n ast.Node) []Node {
	var out []Node
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *InlineElement:
			out = append(out, w.inlineElementNode(c))
		default:
			if t, ok := c.(*ast.Text); ok && len(bytes.TrimSpace(t.Segment.Value(w.src))) == 0 {
				continue
			}
			var b bytes.Buffer
			w.render(c, &b)
			out = append(out, Node{Type: "html", HTML: b.String()})
		}
	}
	return out
}
