package mdx

import (
	"bufio"
	"bytes"
	"html"
	"io"
	"strings"

	"docskit.dev/docskit/internal/slug"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/util"
)

// walker turns a goldmark document into a Doc: one pass (prepare) assigns
// heading ids, resolves links and checks text; a second (blocks) builds the
// body tree.
type walker struct {
	st   *state
	src  []byte
	opts Options
	doc  *Doc
	md   goldmark.Markdown
	text bytes.Buffer
	// sec is the text of the current section (Doc.Sections).
	sec       bytes.Buffer
	secHead   *Heading
	firstPara bool
	// What assigning heading ids needs while walking.
	slugger   *slug.Slugger
	seen      map[string]int
	inHeading bool
	// root is the document; defs caches definitions().
	root ast.Node
	defs map[string][2]int
	// p parses the partials the body includes (partial.go); chain is the
	// files of the pages and partials that include this body, outermost
	// first; included holds the body of each partial where it stands.
	p        *Parser
	chain    []string
	included map[*Component][]Node
	// out is what goldmark renders through (renderTo).
	out *bufio.Writer
	// spare are buffers blockList is done with (scratch, release).
	spare []*bytes.Buffer
}

// scratch is an empty buffer for a run of HTML; blockList nests, so each
// level takes its own, and gives it back with release.
func (w *walker) scratch() *bytes.Buffer {
	if n := len(w.spare); n > 0 {
		b := w.spare[n-1]
		w.spare = w.spare[:n-1]
		return b
	}
	return new(bytes.Buffer)
}

func (w *walker) release(b *bytes.Buffer) {
	b.Reset()
	w.spare = append(w.spare, b)
}

// renderTo renders n with goldmark into dst. goldmark wraps a writer
// that is not buffered in a new 4 KB bufio.Writer on every call, and a
// page renders each of its segments with a call: the walker keeps one.
func (w *walker) renderTo(dst io.Writer, n ast.Node) {
	if w.out == nil {
		w.out = bufio.NewWriter(dst)
	} else {
		w.out.Reset(dst)
	}
	_ = w.md.Renderer().Render(w.out, w.src, n) // flushes into dst
}

// endSection closes the current section and starts the one of h (nil: none).
func (w *walker) endSection(h *Heading) {
	w.doc.Sections = append(w.doc.Sections, Section{Heading: w.secHead, Text: oneLine(w.sec.Bytes())})
	w.sec.Reset()
	w.secHead = h
}

func (w *walker) prepare(root ast.Node) {
	w.root = root
	w.doc.Blocks = w.spans(root, 0, len(w.src))
	if w.slugger == nil {
		w.slugger, w.seen = &slug.Slugger{}, map[string]int{}
	}
	if len(w.chain) == 0 {
		// A partial's "# Title" is a heading where it stands, not a title.
		w.title(root)
	}
	_ = ast.Walk(root, w.visit)
	w.endSection(nil)
}

// title finds the content title: the first h1 at the top level of the
// body, as Docusaurus takes it. A leading "# Title" is taken out of the body
// (the theme shows it as the page's heading); one further down stays where
// it is (Doc.H1InBody), and the theme shows no heading of its own. It still
// takes its slug first, as in Docusaurus, so "# 설치" then "## 설치" gives
// the h2 the id 설치-1.
func (w *walker) title(root ast.Node) {
	leading := true
	for c := root.FirstChild(); c != nil; c = c.NextSibling() {
		if _, ok := c.(*Import); ok || w.onlyComments(c) {
			continue
		}
		if _, ok := c.(*Comment); ok {
			continue
		}
		h, ok := c.(*ast.Heading)
		if !ok || h.Level != 1 {
			leading = false
			continue
		}
		w.doc.H1 = w.plain(h)
		if !leading {
			w.doc.H1InBody = true
			return
		}
		if v, ok := h.AttributeString("id"); ok {
			if b, ok := v.([]byte); ok {
				w.slugger.Reserve(string(b))
			}
		} else {
			w.slugger.Slug(w.doc.H1)
		}
		root.RemoveChild(root, h)
		return
	}
}

// heading gives a heading its id (explicit, or the slug of its text),
// checks that it is unique, and records it for the TOC, the text and the
// sections. Its inline content is walked here, with the same checks and
// link resolution as any text, before its HTML is taken for the TOC.
func (w *walker) heading(n *ast.Heading) {
	text := w.plain(n)
	line := w.blockOffset(n)
	id := ""
	explicit := false
	if v, ok := n.AttributeString("id"); ok {
		if b, ok := v.([]byte); ok {
			id, explicit = string(b), true
		}
	}
	if !explicit {
		if id, explicit = w.commentID(n); explicit {
			text = w.plain(n)
		}
	}
	id = w.headingID(text, line, id, explicit)
	n.SetAttributeString("id", []byte(id))
	w.addHeading(n, n.Level, id, text, line, func() string { return w.tocHTML(n) })
}

// commentID reads the id a heading gives in a comment at its end, as
// Docusaurus 3.10 does: "## Title {/* #my-id */}" or "<!-- #my-id -->" in
// CommonMark. The comment's first word must start with #; the comment is
// taken out, with the space before it.
func (w *walker) commentID(n *ast.Heading) (string, bool) {
	c, ok := n.LastChild().(*InlineComment)
	if !ok {
		return "", false
	}
	body := strings.TrimSpace(string(w.src[c.Start:c.End]))
	for _, d := range [][2]string{{"{", "}"}, {"/*", "*/"}, {"<!--", "-->"}} {
		body = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(body, d[0]), d[1]))
	}
	first, _, _ := strings.Cut(body, " ")
	if len(first) < 2 || first[0] != '#' {
		return "", false
	}
	n.RemoveChild(n, c)
	if t, ok := n.LastChild().(*ast.Text); ok {
		seg := t.Segment
		for seg.Stop > seg.Start && (w.src[seg.Stop-1] == ' ' || w.src[seg.Stop-1] == '\t') {
			seg.Stop--
		}
		t.Segment = seg
	}
	return first[1:], true
}

// headingID is a heading's id: the explicit one, which later automatic ids
// avoid ("## Intro {#intro}" then "## Intro" gives "intro" and "intro-1"),
// or the slug of its text. A duplicate is reported at offset.
func (w *walker) headingID(text string, offset int, id string, explicit bool) string {
	if explicit {
		w.slugger.Reserve(id)
	} else {
		id = w.slugger.Slug(text)
	}
	if prev, dup := w.seen[id]; dup && w.st.lenient {
		// Docusaurus does not check: the anchor goes to the first.
		w.st.warnf(offset, "duplicate heading id %q (first used on line %d): a link to #%s goes to the first", id, prev, id)
	} else if dup {
		hint := "give one of them an explicit id: ## Title {#other-id}"
		w.st.errorf(offset, hint, "duplicate heading id %q (first used on line %d)", id, prev)
	} else {
		w.seen[id] = w.st.pos(offset).Line
	}
	return id
}

// addHeading walks a heading's content and records it: Doc.Headings, the
// text, and a new section at an h2 or h3. toc gives its HTML for the table
// of contents once its links are resolved.
func (w *walker) addHeading(n ast.Node, level int, id, text string, offset int, toc func() string) {
	w.inHeading = true
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		_ = ast.Walk(c, w.visit)
	}
	w.inHeading = false
	h := Heading{Level: level, ID: id, Text: text, HTML: toc(), Line: w.st.pos(offset).Line}
	w.doc.Headings = append(w.doc.Headings, h)
	w.text.WriteString(text)
	w.text.WriteByte('\n')
	if level == 2 || level == 3 {
		w.endSection(&h)
	} else {
		w.sec.WriteString("\n" + text + "\n")
	}
}

// visit is the walk of prepare: links, checks, text and sections.
func (w *walker) visit(n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	switch n := n.(type) {
	case *ast.Heading:
		w.heading(n)
		return ast.WalkSkipChildren, nil
	case *Comment:
		w.addComment(Span{n.Start, n.End})
		return ast.WalkSkipChildren, nil
	case *Import:
		w.doc.ESM = append(w.doc.ESM, n.ESM)
		return ast.WalkSkipChildren, nil
	case *Expression, *ExpressionBlock:
		w.doc.Module = true
		w.visitRaw(n)
		return ast.WalkSkipChildren, nil
	case *InlineComment:
		w.addComment(Span{n.Start, n.End})
		return ast.WalkSkipChildren, nil
	case *MathInline:
		n.HTML = w.math(n.TeX, false, n.Start)
		return ast.WalkSkipChildren, nil
	case *MathBlock:
		n.HTML = w.math(n.TeX, true, n.Start)
		return ast.WalkSkipChildren, nil
	case *east.Table:
		// A wide table scrolls sideways inside the column; tabindex lets a
		// keyboard reach and scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
		n.SetAttributeString("tabindex", []byte("0"))
	case *ast.Link:
		n.Destination = []byte(w.href(w.link(string(n.Destination), n, false)))
	case *ast.Image:
		n.Destination = []byte(w.href(w.link(string(n.Destination), n, true)))
	case *ast.CodeSpan:
		if !w.inHeading {
			w.sec.WriteString(w.plain(n))
		}
		return ast.WalkSkipChildren, nil
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		w.sec.WriteByte('\n')
		return ast.WalkSkipChildren, nil
	case *Admonition:
		w.sec.WriteString("\n" + n.Title + "\n")
	case *Component, *InlineElement:
		return w.visitJSX(n), nil
	case *ast.RawHTML:
		if w.opts.Format == FormatMD {
			// CommonMark: inline HTML is rendered as written.
			return ast.WalkSkipChildren, nil
		}
		seg := n.Segments.At(0)
		w.st.errorf(seg.Start, subsetHint+"; inline HTML is not", "inline HTML or JSX %q is not supported", string(seg.Value(w.src)))
	case *ast.HTMLBlock:
		// CommonMark only (MDX reads tags as JSX): its text is searchable.
		t := htmlText(w.rawHTML(n))
		w.text.WriteString(t + "\n")
		w.sec.WriteString("\n" + t + "\n")
		return ast.WalkSkipChildren, nil
	case *ast.Text:
		seg := n.Segment
		if w.inHeading {
			// The heading's text is already in w.text.
			return ast.WalkContinue, nil
		}
		w.text.Write(seg.Value(w.src))
		w.sec.Write(seg.Value(w.src))
		if n.SoftLineBreak() || n.HardLineBreak() {
			w.text.WriteByte(' ')
			w.sec.WriteByte(' ')
		}
	case *ast.String:
		if !w.inHeading {
			w.sec.Write(n.Value)
		}
	case *ast.Paragraph, *ast.TextBlock:
		if w.onlyComments(n) {
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if c, ok := c.(*InlineComment); ok {
					w.addComment(Span{c.Start, c.End})
				}
			}
			return ast.WalkSkipChildren, nil
		}
		w.text.WriteByte('\n')
		w.sec.WriteByte('\n')
		if !w.firstPara {
			if _, ok := n.(*ast.Paragraph); ok {
				w.firstPara = true
				w.doc.FirstParagraph = w.flatText(n)
			}
		}
	default:
		if tableCell(n) {
			w.sec.WriteByte(' ')
		} else if n.Type() == ast.TypeBlock {
			w.sec.WriteByte('\n')
		}
	}
	return ast.WalkContinue, nil
}

// visitJSX is visit's walk of a JSX element, block or inline: partials are
// included, components checked, HTML elements read (visitElement).
func (w *walker) visitJSX(n ast.Node) ast.WalkStatus {
	switch n := n.(type) {
	case *Component:
		if n.partial != nil {
			w.include(n)
			if len(n.attrs) > 0 {
				w.doc.Module = true
			}
			return ast.WalkSkipChildren
		}
		if dynamic(n.attrs) {
			w.doc.Module = true
		}
		if n.element() {
			return w.visitElement(n, n.Name, n.attrs)
		}
		if _, imported := w.st.partials[n.Name]; !imported && !knownComponent(w.st, n.Name) && n.Name != "head" {
			n.global = w.unknownComponent(n.openLine, n.Name)
		}
		w.componentLink(n.Name, n.attrs, n.Props)
	case *InlineElement:
		if dynamic(n.attrs) {
			w.doc.Module = true
		}
		if !isElementName(n.Name) {
			w.componentLink(n.Name, n.attrs, n.Props)
			if !knownComponent(w.st, n.Name) {
				n.global = w.unknownComponent(n.start, n.Name)
			}
			return ast.WalkContinue
		}
		return w.visitElement(n, n.Name, n.attrs)
	}
	return ast.WalkContinue
}

// componentLink records the link of a <Link to="…"> (or href), Docusaurus's
// link component, as a link of the page: resolved, and checked like a
// Markdown link. The prop then holds the resolved destination. Its id is
// an anchor of the page.
func (w *walker) componentLink(name string, attrs []attr, props map[string]any) {
	if name != "Link" {
		return
	}
	for i := range attrs {
		a := &attrs[i]
		dest, ok := a.value.(string)
		if ok && a.expr == "" && a.name == "id" && dest != "" {
			// Docusaurus's Link reports its id as an anchor of the page
			// (<Link id="change-1"/> marks a spot links may point to).
			w.doc.Anchors = append(w.doc.Anchors, dest)
			continue
		}
		if !ok || a.expr != "" || (a.name != "to" && a.name != "href") {
			continue
		}
		resolved := w.attrLink(dest, a, false)
		a.value = resolved
		if props != nil {
			props[a.name] = resolved
		}
	}
}

// unknownComponent handles a component the page neither imports nor the
// parser knows: with Options.MDXComponents it is looked up in the site's
// MDXComponents when the page renders (the page becomes a module), as
// Docusaurus does; otherwise it is an error at offset.
func (w *walker) unknownComponent(offset int, name string) bool {
	if w.opts.MDXComponents {
		w.doc.Module = true
		return true
	}
	if w.st.lenient {
		// A global component of a Docusaurus theme: looked up in the
		// MDXComponents the page gets; the theme shows a notice where
		// there is none.
		w.st.warnf(offset, "unknown component <%s>: no import gives it (a Docusaurus theme's global component?): a notice stands in for it", name)
		w.doc.Module = true
		return true
	}
	w.st.errorf(offset, "import it at the top of the page (import "+name+" from '…'), or register it as a site component", "unknown component <%s>", name)
	return false
}

// flatText is the text of an inline container as one line: line breaks
// become spaces, white space is folded, raw HTML is left out.
func (w *walker) flatText(n ast.Node) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.RawHTML:
			return ast.WalkSkipChildren, nil
		case *ast.Text:
			b.Write(c.Segment.Value(w.src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.Join(strings.Fields(b.String()), " ")
}

func (w *walker) link(dest string, n ast.Node, image bool) string {
	resolved := dest
	if w.opts.ResolveLink != nil {
		resolved = w.opts.ResolveLink(dest)
	}
	ds, de := w.destSpan(n.Pos(), '(', dest)
	if ref := linkReference(n); ds < 0 && ref != nil {
		if span, ok := w.definitions()[util.ToLinkReference(ref.Value)]; ok {
			ds, de = span[0], span[1]
		}
	}
	w.doc.Links = append(w.doc.Links, Link{Dest: resolved, Raw: dest, Image: image, Pos: w.st.pos(w.inlineOffset(n)), DestStart: ds, DestEnd: de})
	return resolved
}

// href is the URL the output writes for a resolved destination
// (Options.LinkURL).
func (w *walker) href(resolved string) string {
	if w.opts.LinkURL == nil {
		return resolved
	}
	return w.opts.LinkURL(resolved)
}

// linkReference is the reference of a [text][label] link or image, nil for
// an inline one.
func linkReference(n ast.Node) *ast.ReferenceLink {
	switch n := n.(type) {
	case *ast.Link:
		return n.Reference
	case *ast.Image:
		return n.Reference
	}
	return nil
}

// definitions maps the normalized label of each link reference definition
// ("[label]: dest") to its destination's source span; the first definition
// of a label wins, as in CommonMark. It is built on the first reference link.
func (w *walker) definitions() map[string][2]int {
	if w.defs != nil {
		return w.defs
	}
	w.defs = map[string][2]int{}
	_ = ast.Walk(w.root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		def, ok := n.(*ast.LinkReferenceDefinition)
		if !entering || !ok || def.Lines().Len() == 0 {
			return ast.WalkContinue, nil
		}
		key := util.ToLinkReference(def.Label)
		if _, seen := w.defs[key]; !seen {
			if ds, de := w.destSpan(def.Lines().At(0).Start, ':', string(def.Destination)); ds >= 0 {
				w.defs[key] = [2]int{ds, de}
			}
		}
		return ast.WalkSkipChildren, nil
	})
	return w.defs
}

// destSpan finds the destination written after a bracketed label that
// starts at offset start ("[" or "![", spaces before it skipped) and the
// character after, '(' for an inline link or image, ':' for a link
// reference definition. It returns -1, -1 when the source there does not
// spell dest (an escaped or entity-encoded destination).
func (w *walker) destSpan(start int, after byte, dest string) (int, int) {
	src := w.src
	if start < 0 || start >= len(src) {
		return -1, -1
	}
	i := start
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	if i < len(src) && src[i] == '!' {
		i++
	}
	if i >= len(src) || src[i] != '[' {
		return -1, -1
	}
	depth := 0
	for ; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
			continue
		case '`':
			// A code span in the label may hold brackets.
			j := i
			for j < len(src) && src[j] == '`' {
				j++
			}
			fence := string(src[i:j])
			if k := bytes.Index(src[j:], []byte(fence)); k >= 0 {
				i = j + k + len(fence) - 1
			}
			continue
		case '[':
			depth++
		case ']':
			depth--
		}
		if depth == 0 {
			break
		}
	}
	i++
	if i >= len(src) || src[i] != after {
		return -1, -1
	}
	i++
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	if i < len(src) && src[i] == '<' {
		i++
	}
	if i+len(dest) <= len(src) && string(src[i:i+len(dest)]) == dest {
		return i, i + len(dest)
	}
	return -1, -1
}

// inlineOffset finds a byte offset for an inline node: its first text, or its block.
func (w *walker) inlineOffset(n ast.Node) int {
	for c := n.FirstChild(); c != nil; c = c.FirstChild() {
		if t, ok := c.(*ast.Text); ok {
			// Step back over "[" so the column points at the link.
			if t.Segment.Start > 0 {
				return t.Segment.Start - 1
			}
			return t.Segment.Start
		}
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Type() == ast.TypeBlock {
			return w.blockOffset(p)
		}
	}
	return 0
}

func (w *walker) blockOffset(n ast.Node) int {
	if n.Lines().Len() > 0 {
		return n.Lines().At(0).Start
	}
	return n.Pos()
}

// plain is the text content of a node as mdast-util-to-string gives it:
// the text of every descendant, inline code and image alt included.
func (w *walker) plain(n ast.Node) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			// The text as a reader sees it: escapes and character
			// references decoded (Docusaurus slugs `&lt;url&gt;` as "url").
			v := c.Segment.Value(w.src)
			if !c.IsRaw() {
				v = util.UnescapePunctuations(util.ResolveEntityNames(util.ResolveNumericReferences(v)))
			}
			b.Write(v)
		case *ast.String:
			b.Write(c.Value)
		case *Expression:
			// As Docusaurus slugs a heading: an expression counts as its code.
			b.WriteString(c.Code)
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

func (w *walker) inlineHTML(n ast.Node) string {
	var b bytes.Buffer
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		w.renderTo(&b, c)
	}
	return b.String()
}

// tocHTML is a heading's inline HTML for its table-of-contents entry, which
// is itself a link: links in the heading keep only their content, as in
// Docusaurus, because links cannot nest.
func (w *walker) tocHTML(n ast.Node) string {
	var b bytes.Buffer
	var write func(parent ast.Node)
	write = func(parent ast.Node) {
		for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Link:
				write(c)
			case *ast.AutoLink:
				b.Write(util.EscapeHTML(c.Label(w.src)))
			default:
				w.renderTo(&b, c)
			}
		}
	}
	write(n)
	return b.String()
}

func (w *walker) render(n ast.Node, b *bytes.Buffer) {
	w.renderTo(b, n)
}

// blocks builds the body tree of the children of parent.
func (w *walker) blocks(parent ast.Node) []Node { return w.blockList(parent, false) }

// blockList builds the body tree of the children of parent. In a
// structural element (a table, a list), every element child is an "el"
// node (see structuralElements).
func (w *walker) blockList(parent ast.Node, structural bool) []Node {
	var out []Node
	buf := w.scratch()
	defer w.release(buf)
	flush := func() {
		if buf.Len() > 0 {
			out = append(out, Node{Type: "html", HTML: string(bytes.TrimSpace(buf.Bytes()))})
			buf.Reset()
		}
	}
	top := parent == w.root
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		if top {
			if spans := w.topComments(c); spans != nil {
				// A comment on lines of its own at the top level ends the
				// run of HTML: the body can be cut there (Doc.Breaks).
				flush()
				for _, s := range spans {
					w.doc.Breaks = append(w.doc.Breaks, Break{Span: s, Nodes: len(out)})
				}
				continue
			}
		}
		switch n := c.(type) {
		case *Import, *Comment:
		case *ExpressionBlock:
			flush()
			out = append(out, Node{Type: "x", Expr: n.Code, Line: w.st.pos(n.Start).Line})
		case *Component:
			switch {
			case n.Name == "head":
				// Its tags are Doc.Head.
			case n.partial != nil && (len(n.attrs) > 0):
				// Its expressions read the props: they are its scope.
				flush()
				out = append(out, Node{Type: "partial", Name: n.Name, Props: componentProps(n.attrs), JS: jsProps(w.st, n.attrs), Children: w.included[n]})
			case n.partial != nil:
				flush()
				out = append(out, w.included[n]...)
			case !n.element():
				flush()
				out = append(out, w.component(n))
			case structural || dynamic(n.attrs) || holdsComponent(n):
				flush()
				out = append(out, w.elementNode(n))
			default:
				w.render(n, buf)
			}
		case *ast.TextBlock:
			if holdsDynamicInline(n) {
				flush()
				out = append(out, w.inlineBlock(n)...)
			} else if structural && onlyElements(n, w.src) {
				flush()
				out = append(out, w.inlineChildren(n)...)
			} else {
				w.render(c, buf)
			}
		case *Admonition:
			flush()
			props := map[string]any{"type": n.AdmonitionKind}
			if n.Title != "" {
				props["title"] = n.Title
			}
			out = append(out, Node{Type: "c", Name: "Admonition", Props: props, Children: w.blocks(n)})
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			flush()
			out = append(out, w.code(n))
		default:
			if inlineContainer(c) && holdsDynamicInline(c) {
				flush()
				out = append(out, w.inlineBlock(c)...)
			} else if holdsComponent(c) {
				flush()
				out = append(out, w.element(c))
			} else if !w.onlyComments(c) {
				w.render(c, buf)
			}
		}
	}
	flush()
	return out
}

// topComments are the spans of the comments that fill the block n: a
// Comment, or a paragraph of comments and white space; nil for any other block.
func (w *walker) topComments(n ast.Node) []Span {
	if c, ok := n.(*Comment); ok {
		return []Span{{c.Start, c.End}}
	}
	if !w.onlyComments(n) {
		return nil
	}
	var spans []Span
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c, ok := c.(*InlineComment); ok {
			spans = append(spans, Span{c.Start, c.End})
		}
	}
	return spans
}

// onlyComments reports whether n is a paragraph of comments and white
// space, which renders nothing: MDX drops a paragraph of expressions alone.
func (w *walker) onlyComments(n ast.Node) bool {
	if _, ok := n.(*ast.Paragraph); !ok || n.FirstChild() == nil {
		return false
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *InlineComment:
		case *ast.Text:
			if len(bytes.TrimSpace(c.Segment.Value(w.src))) > 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// holdsComponent reports whether n is or holds a node the theme renders
// as a component: a component, an admonition or a code block.
func holdsComponent(n ast.Node) bool { return holds(n, false) }

// holds reports whether n is or holds a component, an admonition or a code
// block, or with elements set, a block HTML element.
func holds(n ast.Node, elements bool) bool {
	found := false
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		switch c := c.(type) {
		case *Component:
			if elements || !c.element() || dynamic(c.attrs) {
				found = true
				return ast.WalkStop, nil
			}
		case *Expression, *InlineElement:
			if dynamicInline(c) {
				found = true
				return ast.WalkStop, nil
			}
		case *Admonition, *ast.FencedCodeBlock, *ast.CodeBlock, *ExpressionBlock:
			found = true
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	return found
}

// element turns a container that holds components into an element node.
func (w *walker) element(n ast.Node) Node {
	switch n := n.(type) {
	case *ast.List:
		el := Node{Type: "el", Name: "ul"}
		if n.IsOrdered() {
			el.Name = "ol"
			if n.Start != 1 {
				el.Props = map[string]any{"start": n.Start}
			}
		}
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			el.Children = append(el.Children, Node{Type: "el", Name: "li", Children: w.blocks(c)})
		}
		return el
	case *ast.Blockquote:
		return Node{Type: "el", Name: "blockquote", Children: w.blocks(n)}
	case *east.Table:
		return w.table(n)
	}
	return Node{Type: "el", Name: "div", Children: w.blocks(n)}
}

// holdsDynamic reports whether a block holds an expression or a dynamic
// element in its text.
func holdsDynamic(n ast.Node) bool {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if holdsDynamicInline(c) || dynamicInline(c) || holdsDynamic(c) {
			return true
		}
	}
	return false
}

func (w *walker) component(n *Component) Node {
	if n.Name == "details" || n.Name == "Details" {
		props := map[string]any{}
		var rest []Node
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if s, ok := c.(*Component); ok && s.Name == "summary" && holdsDynamic(s) {
				// A summary with expressions is an element the theme's
				// Details takes as its summary.
				rest = append(rest, Node{Type: "el", Name: "summary", Children: w.blocks(s)})
				continue
			}
			if s, ok := c.(*Component); ok && s.Name == "summary" {
				var b bytes.Buffer
				for p := s.FirstChild(); p != nil; p = p.NextSibling() {
					b.WriteString(w.inlineHTML(p))
				}
				props["summary"] = b.String()
				continue
			}
		}
		for _, child := range w.blocksExcept(n, "summary") {
			rest = append(rest, child)
		}
		for k, v := range n.Props {
			props[k] = v
		}
		return Node{Type: "c", Name: "Details", Props: props, Children: rest}
	}
	props := n.Props
	if len(props) == 0 {
		props = nil
	}
	children := w.blocks(n)
	if n.OneLine && len(children) == 1 && children[0].Type == "html" && !strings.Contains(children[0].HTML, "<") {
		// <Translate>글</Translate>, <Heading as="h2">제목</Heading>: the
		// component gets its text as a string, as in MDX.
		children = []Node{{Type: "text", Text: html.UnescapeString(children[0].HTML)}}
	}
	return Node{Type: "c", Name: n.Name, Props: props, JS: jsProps(w.st, n.attrs), Ref: refersToBinding(w.st, n.Name), Global: n.global, Children: children}
}

func (w *walker) blocksExcept(n ast.Node, skip string) []Node {
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		if s, ok := c.(*Component); ok && s.Name == skip {
			n.RemoveChild(n, c)
		}
		c = next
	}
	return w.blocks(n)
}
