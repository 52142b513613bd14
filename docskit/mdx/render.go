package mdx

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// htmlRenderer renders headings with their id and a hash link, the way the
// theme's heading-link script and the table of contents expect them, and
// HTML elements written as JSX (element.go).
type htmlRenderer struct {
	// hashLabel is the aria-label of headings' "#" links (Parser.hashLabel).
	hashLabel string
}

func (r *htmlRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindHeading, r.heading)
	nothing := func(util.BufWriter, []byte, ast.Node, bool) (ast.WalkStatus, error) {
		return ast.WalkSkipChildren, nil
	}
	reg.Register(KindImport, nothing)
	reg.Register(KindComment, nothing)
	reg.Register(KindInlineComment, nothing)
	// Expressions are nodes of a module page's body (module.go), never HTML.
	reg.Register(KindExpression, nothing)
	reg.Register(KindExpressionBlock, nothing)
	reg.Register(KindMath, renderMath)
	reg.Register(KindMathBlock, renderMath)
	reg.Register(KindComponent, r.renderElement)
	reg.Register(KindInlineElement, r.renderElement)
}

func (r *htmlRenderer) heading(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Heading)
	tag := "h" + string(rune('0'+n.Level))
	id := ""
	if v, ok := n.AttributeString("id"); ok {
		if b, ok := v.([]byte); ok {
			id = string(b)
		}
	}
	if entering {
		_, _ = w.WriteString("<" + tag)
		// An h1 has no id, as in Docusaurus (its Heading drops it): the
		// slug is still taken, so later ids are the same.
		if id != "" && n.Level > 1 {
			_, _ = w.WriteString(` id="`)
			_, _ = w.Write(util.EscapeHTML([]byte(id)))
			_, _ = w.WriteString(`"`)
		}
		_, _ = w.WriteString(">")
		return ast.WalkContinue, nil
	}
	if id != "" && n.Level >= 2 && n.Level <= 4 {
		writeHashLink(w, id, r.hashLabel)
	}
	_, _ = w.WriteString("</" + tag + ">\n")
	return ast.WalkContinue, nil
}

// writeHashLink writes the link to a heading that the theme's heading-link
// script and the table of contents expect; label is its aria-label.
func writeHashLink(w util.BufWriter, id, label string) {
	_, _ = w.WriteString(`<a class="dk-hash-link" href="#`)
	_, _ = w.Write(util.EscapeHTML([]byte(id)))
	_, _ = w.WriteString(`" aria-label="`)
	_, _ = w.Write(util.EscapeHTML([]byte(label)))
	_, _ = w.WriteString(`">#</a>`)
}
