package mdx

import (
	"bytes"
	"html"
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// HTML elements. In MDX a lowercase tag is an HTML element written in JSX
// syntax (className, style={{…}}, <br />). An element on its own line is a
// block (a *Component whose name is lowercase, parsed by jsxParser) whose
// content is Markdown blocks; an element inside a paragraph is an
// *InlineElement (jsxInlineParser, then pairTags), and a paragraph made of
// elements only is "unravelled", as MDX does: it loses its <p>.
//
// Elements are static: they are written as HTML into the body's static runs,
// with their props turned back into HTML attributes (className → class,
// style objects → CSS text). An element that holds a component becomes an
// "el" node with React props instead, so that the component inside renders.

// attr is one prop of a tag as written.
type attr struct {
	name string
	// value is a string, float64, bool, nil, map[string]any or []any.
	value any
	// off is where the prop's name starts; valStart and valEnd delimit a
	// string value as written, inside its quotes (-1 when the source does
	// not spell the value). parseOpenTag sets them as offsets into the
	// tag's text, textMap.resolve as offsets into the body.
	off, valStart, valEnd int
	// expr is the JavaScript of a value that is no literal, {count + 1},
	// or of a spread {...props} (spread set): the page becomes a module.
	expr   string
	spread bool
}

// dynamic reports whether any of attrs needs JavaScript.
func dynamic(attrs []attr) bool {
	for _, a := range attrs {
		if a.expr != "" || a.spread {
			return true
		}
	}
	return false
}

// isElementName reports whether a tag names an HTML element rather than a
// component. <details> and <summary> are the theme's Details component.
func isElementName(name string) bool {
	return name != "" && name[0] >= 'a' && name[0] <= 'z' && !strings.Contains(name, ".") && name != "details" && name != "summary"
}

// voidElements are the HTML elements without content or closing tag.
var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

// element reports whether a block JSX node is an HTML element.
func (n *Component) element() bool { return isElementName(n.Name) }

// KindInlineElement is the node kind of an HTML element inside a paragraph.
var KindInlineElement = ast.NewNodeKind("MDXInlineElement")

// InlineElement is an HTML element written as JSX inside a paragraph, a
// heading or a table cell (<code>x</code>, <a href="…">, <br />); its
// children are inline Markdown.
type InlineElement struct {
	ast.BaseInline
	Name string
	// Props are the element's props as React takes them (the "el" form).
	Props map[string]any
	attrs []attr
	// start is where its opening tag begins in the body.
	start int
	// global: as Component's.
	global bool
}

func (n *InlineElement) Kind() ast.NodeKind { return KindInlineElement }

func (n *InlineElement) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name}, nil)
}

// kindTag is the node kind of one tag inside a paragraph before pairTags
// has matched it with its other half.
var kindTag = ast.NewNodeKind("MDXTag")

// jsxTag is an opening, closing or self-closing tag inside a paragraph.
type jsxTag struct {
	ast.BaseInline
	name                 string
	attrs                []attr
	closing, selfClosing bool
	start                int
}

func (n *jsxTag) Kind() ast.NodeKind { return kindTag }

func (n *jsxTag) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.name}, nil)
}

// jsxInlineParser reads tags inside paragraphs: <b>, </b>, <br />, and
// opening tags whose props run over several lines. It declines what is
// no tag (a < before a space, a comment), which goldmark's raw HTML parser
// then reads and the walker reports.
type jsxInlineParser struct{}

func (jsxInlineParser) Trigger() []byte { return []byte{'<'} }

// maxTagLines bounds the lines one tag may span.
const maxTagLines = 50

func (jsxInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	st := getState(pc)
	line, seg := block.PeekLine()
	if len(line) < 2 {
		return nil
	}
	if line[1] == '/' {
		return closingInline(line, seg, block)
	}
	if !isNameStart(line[1]) {
		return nil
	}
	if st.tagBroke {
		return nil
	}
	savedLine, savedSeg := block.Position()
	tagText := st.line(line, seg)
	m := textMap{{0, seg.Start}}
	var tag *openTag
	var err error
	for lines := 0; ; lines++ {
		tag, err = parseOpenTag(tagText)
		if err != errIncomplete || lines >= maxTagLines || !st.spend(len(tagText), seg.Start) {
			break
		}
		block.AdvanceLine()
		next, nextSeg := block.PeekLine()
		if next == nil {
			break
		}
		m = append(m, textMapPiece{len(tagText), nextSeg.Start})
		tagText += string(next)
	}
	block.SetPosition(savedLine, savedSeg)
	if err == errIncomplete {
		err = tagError("the tag <" + tagName(tagText) + "> is not finished with >")
	}
	if err != nil {
		st.errorf(seg.Start, subsetHint, "%v", err)
		// Skip the tag's name, so that the rest of the line is still read.
		block.Advance(1 + len(tagName(tagText)))
		return ast.NewText()
	}
	m.resolve(tag)
	report(st, tag)
	block.Advance(tag.end)
	return &jsxTag{name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing, start: seg.Start}
}

// closingInline reads </name> at the start of line.
func closingInline(line []byte, seg text.Segment, block text.Reader) ast.Node {
	i := 2
	for i < len(line) && isNameChar(line[i]) {
		i++
	}
	j := i
	for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
		j++
	}
	if i == 2 || j >= len(line) || line[j] != '>' {
		return nil
	}
	block.Advance(j + 1)
	return &jsxTag{name: string(line[2:i]), closing: true, start: seg.Start}
}

// tagName is the name at the start of "<name …".
func tagName(s string) string {
	i := 1
	for i < len(s) && isNameChar(s[i]) {
		i++
	}
	return s[1:min(i, len(s))]
}

// textMap maps offsets in a tag's text, gathered from one or more source
// lines (a tag may span lines, and a line inside a list or quote lacks its
// prefix), back to offsets in the body.
type textMap []textMapPiece

type textMapPiece struct{ at, src int }

func (m textMap) src(off int) int {
	k := len(m) - 1
	for k > 0 && m[k].at > off {
		k--
	}
	return m[k].src + off - m[k].at
}

// resolve turns the offsets of t's props and problems into body offsets.
func (m textMap) resolve(t *openTag) {
	for i := range t.attrs {
		a := &t.attrs[i]
		a.off = m.src(a.off)
		if a.valStart >= 0 {
			// A value that runs over a line break is not one span of the body.
			s, e := m.src(a.valStart), m.src(a.valEnd)
			if e-s == a.valEnd-a.valStart {
				a.valStart, a.valEnd = s, e
			} else {
				a.valStart, a.valEnd = -1, -1
			}
		}
	}
	for i := range t.problems {
		t.problems[i].off = m.src(t.problems[i].off)
	}
	t.start = m.src(0)
}

// report records the problems of a parsed opening tag: props that need
// JavaScript, and for an HTML element what docskit does not write (event
// handlers, <script>, javascript: URLs).
func report(st *state, t *openTag) {
	for _, p := range t.problems {
		st.errorf(p.off, p.hint, "%s", p.msg)
	}
	if !isElementName(t.name) {
		return
	}
	if t.name == "script" && st.lenient {
		st.warnf(t.start, "<script> in a page is kept as written, but docskit's Content-Security-Policy (site serve, the _headers file) does not let it run; load it from the config's scripts instead")
	} else if t.name == "script" {
		st.errorf(t.start, "load scripts from the site's configuration or from a component", "<script> is not supported in docskit MDX: a page's scripts would need JavaScript modules")
	}
	for _, a := range t.attrs {
		switch {
		case a.expr != "" || a.spread:
			// JavaScript, run by the page's module.
		case isEventProp(a.name):
			st.errorf(a.off, jsHint, "%s", eventMsg(a.name, t.name))
		case a.name == "dangerouslySetInnerHTML":
			st.errorf(a.off, "write the HTML as elements in the page", "dangerouslySetInnerHTML of <%s> must be an expression: dangerouslySetInnerHTML={{__html: …}}", t.name)
		case a.name == "style":
			if _, ok := a.value.(string); !ok && a.value != nil {
				if _, err := styleCSS(a.value); err != "" {
					st.errorf(a.off, `write style={{marginTop: 8, display: "flex"}}`, "style of <%s>: %s", t.name, err)
				}
			}
		default:
			switch v := a.value.(type) {
			case map[string]any, []any:
				st.errorf(a.off, "only style takes an object", "prop %s of <%s> is an object or array, which an HTML attribute cannot hold", a.name, t.name)
			case string:
				if urlAttrs[strings.ToLower(a.name)] && isScriptURL(v) {
					st.errorf(a.off, "link to a page or a file instead", "%s of <%s> is a javascript: URL, which docskit does not write", a.name, t.name)
				}
			}
		}
	}
}

// jsHint is the hint of a prop or an element that needs JavaScript.
const jsHint = "give it a function in braces, onClick={() => …}, or keep the element static"

// isEventProp reports an event handler prop: onClick, onclick, onMouseOver.
func isEventProp(name string) bool {
	lower := strings.ToLower(name)
	return len(lower) > 2 && strings.HasPrefix(lower, "on") && isLetters(lower[2:])
}

func eventMsg(prop, element string) string {
	return "event handler " + prop + " of <" + element + "> is a string; React takes a function"
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// urlAttrs are the attributes that hold a URL a browser may follow or load.
var urlAttrs = map[string]bool{"href": true, "src": true, "action": true, "formaction": true, "poster": true, "xlinkhref": true, "xlink:href": true, "data": true, "cite": true}

// isScriptURL reports a javascript: URL, as browsers read it: control
// characters and white space inside the scheme are ignored.
func isScriptURL(u string) bool {
	var b strings.Builder
	for _, r := range u {
		if r <= ' ' {
			continue
		}
		b.WriteRune(r)
		if b.Len() >= len("javascript:") {
			break
		}
	}
	return strings.EqualFold(b.String(), "javascript:")
}

// pairTags turns the tags inside each paragraph, heading and table cell
// into elements: an opening tag, what follows it up to its closing tag,
// and the closing tag become one InlineElement. Then every paragraph made
// only of elements and white space loses its <p> (MDX unravels it).
type pairTags struct{}

func (pairTags) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := getState(pc)
	var parents []ast.Node
	seen := map[ast.Node]bool{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && n.Kind() == kindTag && !seen[n.Parent()] {
			seen[n.Parent()] = true
			parents = append(parents, n.Parent())
		}
		return ast.WalkContinue, nil
	})
	for _, p := range parents {
		pairChildren(st, p)
	}
	var paras []*ast.Paragraph
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if p, ok := n.(*ast.Paragraph); ok && entering && onlyElements(p, reader.Source()) {
			paras = append(paras, p)
		}
		return ast.WalkContinue, nil
	})
	for _, p := range paras {
		unravel(p)
	}
}

// pairChildren matches the tags among parent's children.
func pairChildren(st *state, parent ast.Node) {
	var open []*jsxTag
	for c := parent.FirstChild(); c != nil; {
		next := c.NextSibling()
		t, ok := c.(*jsxTag)
		switch {
		case !ok:
		case t.selfClosing:
			parent.ReplaceChild(parent, t, newInlineElement(st, t))
		case !t.closing:
			open = append(open, t)
		default:
			k := len(open) - 1
			for k >= 0 && open[k].name != t.name {
				k--
			}
			if k < 0 {
				st.errorf(t.start, "", "closing tag </%s> has no matching opening tag", t.name)
				parent.RemoveChild(parent, t)
				break
			}
			for _, inner := range open[k+1:] {
				st.errorf(inner.start, "close it with </"+inner.name+"> before </"+t.name+">", "<%s> is not closed", inner.name)
			}
			if voidElements[t.name] && open[k].NextSibling() == t {
				// <img …></img>: JSX's empty element, as <img … />.
				open[k].selfClosing = true
			}
			el := newInlineElement(st, open[k])
			for m := open[k].NextSibling(); m != t; {
				after := m.NextSibling()
				el.AppendChild(el, m)
				m = after
			}
			parent.ReplaceChild(parent, open[k], el)
			parent.RemoveChild(parent, t)
			dropTags(el)
			open = open[:k]
		}
		c = next
	}
	for _, t := range open {
		hint := "close it with </" + t.name + "> in the same paragraph"
		if voidElements[t.name] {
			hint = "write it self-closing: <" + t.name + " />"
		}
		st.errorf(t.start, hint, "<%s> is not closed", t.name)
		parent.RemoveChild(parent, t)
	}
}

// dropTags removes the unmatched opening tags left inside an element
// (reported already), so that no tag node reaches the renderer.
func dropTags(n ast.Node) {
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		if c.Kind() == kindTag {
			n.RemoveChild(n, c)
		}
		c = next
	}
}

// newInlineElement makes the element of an opening tag: an HTML element, or
// a component inside a line of text (the walker checks that it is known).
func newInlineElement(st *state, t *jsxTag) *InlineElement {
	switch {
	case voidElements[t.name] && !t.selfClosing:
		st.errorf(t.start, "write it self-closing: <"+t.name+" />", "<%s> cannot have content or a closing tag", t.name)
	}
	el := &InlineElement{Name: t.name, attrs: t.attrs, start: t.start}
	el.Props = reactProps(t.attrs)
	el.SetPos(t.start)
	return el
}

// onlyElements reports whether a paragraph or text block holds elements
// and white space only.
func onlyElements(p ast.Node, src []byte) bool {
	found := false
	for c := p.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *InlineElement:
			found = true
		case *ast.Text:
			if len(bytes.TrimSpace(c.Segment.Value(src))) > 0 {
				return false
			}
		default:
			return false
		}
	}
	return found
}

// unravel replaces a paragraph by a text block, which has no <p>.
func unravel(p *ast.Paragraph) {
	tb := ast.NewTextBlock()
	tb.SetLines(p.Lines())
	tb.SetPos(p.Pos())
	tb.SetBlankPreviousLines(p.HasBlankPreviousLines())
	for c := p.FirstChild(); c != nil; {
		next := c.NextSibling()
		tb.AppendChild(tb, c)
		c = next
	}
	p.Parent().ReplaceChild(p.Parent(), p, tb)
}

// htmlAttrNames are the React prop names whose HTML attribute is another
// word; any other prop is written as its name (HTML ignores case).
var htmlAttrNames = map[string]string{
	"className": "class", "htmlFor": "for", "httpEquiv": "http-equiv", "acceptCharset": "accept-charset",
	"xlinkHref": "xlink:href", "xmlnsXlink": "xmlns:xlink", "xmlSpace": "xml:space",
	"strokeWidth": "stroke-width", "strokeLinecap": "stroke-linecap", "strokeLinejoin": "stroke-linejoin",
	"strokeDasharray": "stroke-dasharray", "strokeDashoffset": "stroke-dashoffset", "strokeMiterlimit": "stroke-miterlimit",
	"strokeOpacity": "stroke-opacity", "fillOpacity": "fill-opacity", "fillRule": "fill-rule", "clipRule": "clip-rule",
	"clipPath": "clip-path", "fontFamily": "font-family", "fontSize": "font-size", "fontWeight": "font-weight",
	"textAnchor": "text-anchor", "dominantBaseline": "dominant-baseline", "stopColor": "stop-color", "stopOpacity": "stop-opacity",
	"markerStart": "marker-start", "markerMid": "marker-mid", "markerEnd": "marker-end",
}

// reactOnly are props React takes and writes no attribute for; a string
// ref would even throw in React 19. Elements leave them out.
var reactOnly = map[string]bool{"key": true, "ref": true, "children": true, "suppressHydrationWarning": true, "suppressContentEditableWarning": true}

// reactNames are the HTML attribute names whose React prop is another word.
var reactNames = map[string]string{"class": "className", "for": "htmlFor"}

// reactProps are an element's props as React takes them, for an "el" node
// that the theme renders: class becomes className, a style string an object.
func reactProps(attrs []attr) map[string]any {
	if len(attrs) == 0 {
		return nil
	}
	out := make(map[string]any, len(attrs))
	for _, a := range attrs {
		if reactOnly[a.name] || a.expr != "" || a.spread {
			continue
		}
		name := a.name
		if r, ok := reactNames[name]; ok {
			name = r
		}
		v := a.value
		if s, ok := v.(string); ok && name == "style" {
			v = styleObject(s)
		}
		out[name] = v
	}
	return out
}

// writeOpenTag writes an element's opening tag with its attributes as HTML.
func writeOpenTag(w util.BufWriter, name string, attrs []attr) {
	_, _ = w.WriteString("<" + name)
	for _, a := range attrs {
		value, bare, ok := attrHTML(a)
		if !ok || reactOnly[a.name] {
			continue
		}
		n := a.name
		if h, ok := htmlAttrNames[n]; ok {
			n = h
		}
		_, _ = w.WriteString(" " + n)
		if !bare {
			_, _ = w.WriteString(`="` + html.EscapeString(value) + `"`)
		}
	}
	_, _ = w.WriteString(">")
}

// attrHTML is a prop's attribute value: a string, a number, a style's CSS;
// true is a bare attribute (or "true" for aria-* and data-*); false and
// null leave the attribute out, as React does.
func attrHTML(a attr) (value string, bare, ok bool) {
	ariaData := strings.HasPrefix(a.name, "aria-") || strings.HasPrefix(a.name, "data-")
	switch v := a.value.(type) {
	case string:
		return v, false, true
	case float64:
		return formatNumber(v), false, true
	case bool:
		switch {
		case ariaData:
			return map[bool]string{true: "true", false: "false"}[v], false, true
		case v:
			return "", true, true
		}
	case map[string]any:
		if a.name == "style" {
			css, err := styleCSS(v)
			return css, false, err == "" && css != ""
		}
	}
	return "", false, false
}

// styleCSS writes a style object as the CSS text React gives it:
// camelCase names hyphenated (WebkitX → -webkit-x, msX → -ms-x), "px"
// after a number other than 0 unless the property takes plain numbers,
// null, booleans and "" left out. Declarations are in key order, as the
// object travels as a JSON map; err says why a value cannot be written.
func styleCSS(v any) (css, err string) {
	obj, ok := v.(map[string]any)
	if !ok {
		return "", "it must be an object of CSS properties"
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		var value string
		switch x := obj[k].(type) {
		case nil, bool:
			continue
		case string:
			value = strings.TrimSpace(x)
			if value == "" {
				continue
			}
		case float64:
			value = formatNumber(x)
			if x != 0 && !strings.HasPrefix(k, "--") && !unitlessCSS[strings.TrimLeft(vendorless(k), "-")] {
				value += "px"
			}
		default:
			return "", "the value of " + k + " is not a string or a number"
		}
		if b.Len() > 0 {
			b.WriteByte(';')
		}
		b.WriteString(cssName(k) + ":" + value)
	}
	return b.String(), ""
}

// cssName hyphenates a style object's key; custom properties (--x) are kept.
func cssName(k string) string {
	if strings.HasPrefix(k, "--") {
		return k
	}
	var b strings.Builder
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c >= 'A' && c <= 'Z' {
			b.WriteByte('-')
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	s := b.String()
	if strings.HasPrefix(s, "ms-") {
		s = "-" + s
	}
	return s
}

// vendorless strips a vendor prefix from a style key (WebkitLineClamp →
// LineClamp), lowering the letter after it, for the unitless lookup.
func vendorless(k string) string {
	for _, p := range []string{"Webkit", "Moz", "ms", "O"} {
		if len(k) > len(p) && strings.HasPrefix(k, p) && k[len(p)] >= 'A' && k[len(p)] <= 'Z' {
			return string(k[len(p)]+'a'-'A') + k[len(p)+1:]
		}
	}
	return k
}

// unitlessCSS are the style properties whose numbers React writes without
// "px" (line-height: 1.5, z-index: 10, opacity: 0.5, flex: 1, …).
var unitlessCSS = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`animationIterationCount aspectRatio borderImageOutset borderImageSlice
		borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive
		flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn
		gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale
		tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset
		strokeMiterlimit strokeOpacity strokeWidth`) {
		unitlessCSS[k] = true
	}
}

// styleObject reads CSS text (style="color: red; margin-top: 8px") into the
// object React takes: hyphenated names camelCased, values kept as text.
func styleObject(css string) map[string]any {
	out := map[string]any{}
	for _, decl := range strings.Split(css, ";") {
		name, value, ok := strings.Cut(decl, ":")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" {
			continue
		}
		if !strings.HasPrefix(name, "--") {
			name = camelCSS(strings.ToLower(name))
		}
		out[name] = value
	}
	return out
}

// camelCSS is cssName's inverse: -webkit-x → WebkitX, -ms-x → msX, a-b → aB.
func camelCSS(name string) string {
	if strings.HasPrefix(name, "-ms-") {
		name = name[1:]
	}
	var b strings.Builder
	up := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '-' {
			up = b.Len() > 0 || i == 0
			continue
		}
		if up && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		up = false
		b.WriteByte(c)
	}
	return b.String()
}

// renderElement writes a block element (a *Component with a lowercase
// name) or an InlineElement as HTML. A heading element with an id gets the
// same hash link as a Markdown heading.
func (r *htmlRenderer) renderElement(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	var name string
	var attrs []attr
	switch n := node.(type) {
	case *Component:
		if !n.element() {
			// Components are body nodes of their own (walker.blocks).
			return ast.WalkSkipChildren, nil
		}
		name, attrs = n.Name, n.attrs
	case *InlineElement:
		name, attrs = n.Name, n.attrs
	}
	block := node.Type() == ast.TypeBlock
	if entering {
		writeOpenTag(w, name, attrs)
		if voidElements[name] {
			if block {
				_ = w.WriteByte('\n')
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	}
	if voidElements[name] {
		return ast.WalkContinue, nil
	}
	if lvl := headingLevel(name); lvl >= 2 && lvl <= 4 {
		if id, ok := attrValue(attrs, "id").(string); ok && id != "" {
			writeHashLink(w, id, r.hashLabel)
		}
	}
	_, _ = w.WriteString("</" + name + ">")
	if block {
		_ = w.WriteByte('\n')
	}
	return ast.WalkContinue, nil
}

// headingLevel is 1–6 for h1–h6, else 0.
func headingLevel(name string) int {
	if len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6' {
		return int(name[1] - '0')
	}
	return 0
}

func attrValue(attrs []attr, name string) any {
	for _, a := range attrs {
		if a.name == name {
			return a.value
		}
	}
	return nil
}

// setAttr sets a prop, replacing one of the same name.
func setAttr(attrs []attr, name string, value any) []attr {
	for i := range attrs {
		if attrs[i].name == name {
			attrs[i].value = value
			return attrs
		}
	}
	return append(attrs, attr{name: name, value: value, off: -1, valStart: -1, valEnd: -1})
}
