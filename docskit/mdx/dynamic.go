package mdx

import (
	"bufio"
	"bytes"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// The body tree of text that React must render rather than the static
// HTML runs: a paragraph or heading that holds an expression, a component
// in a line of text, or an element whose props are JavaScript. Such a
// block becomes an "el" node whose children are the static parts as inline
// html runs (the theme writes them in a <span>) and the dynamic parts as
// nodes of their own. Markdown around them stays HTML made at build time.

// dynamicInline reports whether an inline node needs React: an expression,
// a component, or an element with JavaScript props or such content.
func dynamicInline(n ast.Node) bool {
	switch n := n.(type) {
	case *Expression:
		return true
	case *InlineElement:
		return !isElementName(n.Name) || dynamic(n.attrs) || holdsDynamicInline(n)
	}
	return false
}

// holdsDynamicInline reports whether any inline node inside n is dynamic.
func holdsDynamicInline(n ast.Node) bool {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if dynamicInline(c) || c.Type() == ast.TypeInline && holdsDynamicInline(c) {
			return true
		}
	}
	return false
}

// inlineBlock is the body of a paragraph, text block or heading that holds
// dynamic inline content: an "el" node of its element (a text block has
// none: its children stand alone, as MDX unravels them).
func (w *walker) inlineBlock(n ast.Node) []Node {
	children := w.inlineNodes(n)
	switch n := n.(type) {
	case *ast.Paragraph:
		return []Node{{Type: "el", Name: "p", Children: children}}
	case *ast.Heading:
		tag := "h" + strconv.Itoa(n.Level)
		el := Node{Type: "el", Name: tag, Children: children}
		if v, ok := n.AttributeString("id"); ok {
			if b, ok := v.([]byte); ok && len(b) > 0 {
				id := string(b)
				el.Props = map[string]any{"id": id}
				if n.Level >= 2 && n.Level <= 4 {
					var b bytes.Buffer
					bw := bufio.NewWriter(&b)
					writeHashLink(bw, id, w.p.hashLabel)
					_ = bw.Flush()
					el.Children = append(el.Children, Node{Type: "html", HTML: b.String(), Inline: true})
				}
			}
		}
		return []Node{el}
	}
	return children
}

// inlineNodes builds the body of n's inline children: static runs as
// inline html, dynamic parts as nodes.
func (w *walker) inlineNodes(n ast.Node) []Node {
	var out []Node
	var buf bytes.Buffer
	flush := func() {
		if buf.Len() > 0 {
			out = append(out, Node{Type: "html", HTML: buf.String(), Inline: true})
			buf.Reset()
		}
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *Expression:
			flush()
			out = append(out, Node{Type: "x", Expr: c.Code, Line: w.st.pos(c.Start).Line})
		case *InlineElement:
			if !dynamicInline(c) {
				w.render(c, &buf)
				continue
			}
			flush()
			out = append(out, w.inlineDynamic(c))
		default:
			if !holdsDynamicInline(c) {
				w.render(c, &buf)
				if t, ok := c.(*ast.Text); ok && t.SoftLineBreak() {
					buf.WriteByte('\n')
				}
				continue
			}
			flush()
			out = append(out, w.inlineWrapper(c))
		}
	}
	flush()
	return out
}

// inlineDynamic is the node of a component or a dynamic element in text.
func (w *walker) inlineDynamic(c *InlineElement) Node {
	node := Node{Type: "el", Name: c.Name, Props: c.Props, JS: jsProps(w.st, c.attrs), Children: w.inlineNodes(c)}
	if !isElementName(c.Name) {
		node.Type, node.Props = "c", componentProps(c.attrs)
		node.Ref, node.Global = refersToBinding(w.st, c.Name), c.global
	}
	return node
}

// inlineWrapper is the node of Markdown inline formatting (emphasis, a
// link) around dynamic content.
func (w *walker) inlineWrapper(c ast.Node) Node {
	el := Node{Type: "el", Name: "span", Children: w.inlineNodes(c)}
	switch c := c.(type) {
	case *ast.Emphasis:
		el.Name = "em"
		if c.Level == 2 {
			el.Name = "strong"
		}
	case *east.Strikethrough:
		el.Name = "del"
	case *ast.Link:
		el.Name = "a"
		el.Props = map[string]any{"href": string(c.Destination)}
		if len(c.Title) > 0 {
			el.Props["title"] = string(c.Title)
		}
	}
	return el
}

// componentProps are a component's literal props.
func componentProps(attrs []attr) map[string]any {
	var out map[string]any
	for _, a := range attrs {
		if a.expr != "" || a.spread {
			continue
		}
		if out == nil {
			out = map[string]any{}
		}
		out[a.name] = a.value
	}
	return out
}

// jsProps are the props of attrs whose values are JavaScript.
func jsProps(st *state, attrs []attr) []JSProp {
	var out []JSProp
	for _, a := range attrs {
		if a.expr == "" && !a.spread {
			continue
		}
		name := a.name
		if r, ok := reactNames[name]; ok {
			name = r
		}
		out = append(out, JSProp{Name: name, Expr: a.expr, Spread: a.spread, Line: st.pos(a.off).Line})
	}
	return out
}

// refersToBinding reports whether a component name is one the body's ESM
// binds (import X, export const X), rather than one the theme knows.
func refersToBinding(st *state, name string) bool {
	root, _, _ := strings.Cut(name, ".")
	return st.bindings[root]
}

// inlineContainer reports whether n is a block whose children are inline:
// a paragraph, a text block or a heading.
func inlineContainer(n ast.Node) bool {
	switch n.(type) {
	case *ast.Paragraph, *ast.TextBlock, *ast.Heading:
		return true
	}
	return false
}

// table is the "el" node of a GFM table that holds dynamic content: its
// cells' inline content as nodes.
func (w *walker) table(t *east.Table) Node {
	el := Node{Type: "el", Name: "table"}
	body := Node{Type: "el", Name: "tbody"}
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		row := Node{Type: "el", Name: "tr"}
		_, header := r.(*east.TableHeader)
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cell := Node{Type: "el", Name: "td", Children: w.inlineNodes(c)}
			if header {
				cell.Name = "th"
			}
			if tc, ok := c.(*east.TableCell); ok && tc.Alignment != east.AlignNone {
				cell.Props = map[string]any{"style": map[string]any{"textAlign": tc.Alignment.String()}}
			}
			row.Children = append(row.Children, cell)
		}
		if header {
			el.Children = append(el.Children, Node{Type: "el", Name: "thead", Children: []Node{row}})
		} else {
			body.Children = append(body.Children, row)
		}
	}
	if len(body.Children) > 0 {
		el.Children = append(el.Children, body)
	}
	return el
}
