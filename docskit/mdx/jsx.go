package mdx

import (
	"bytes"
	"html"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

const subsetHint = "write the tag as JSX: <Name prop=\"value\" other={expression}>, closed by </Name> or written <Name />"

// jsxParser parses block-level JSX elements: an opening tag on its own line
// (it may span several lines), Markdown children, and the closing tag on its
// own line; or a self-closing tag; or <x>text</x> on one line.
type jsxParser struct{}

func (jsxParser) Trigger() []byte { return []byte{'<'} }

func (jsxParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	st := getState(pc)
	line, seg := reader.PeekLine()
	start := seg.Start + leadingSpaces(line)
	rest := bytes.TrimLeft(line, " \t")
	if len(rest) < 2 {
		return nil, parser.NoChildren
	}
	if rest[1] == '!' {
		// Comments are read before (comment.go): this is <!DOCTYPE …> or alike.
		st.errorf(start, "remove it; a comment is written <!-- … --> or {/* … */}", "<!…> declarations are not valid MDX")
		reader.Advance(len(line) - trailingNewline(line))
		return ast.NewParagraph(), parser.Close
	}
	if rest[1] == '/' {
		if name, ok := leadingClosingTag(line); ok && isElementName(name) && inParagraph(pc) {
			// </b> after a line of text, or "</b> more text": it closes an
			// element the paragraph opened (pairTags matches it), so the
			// paragraph goes on.
			return nil, parser.NoChildren
		}
		st.errorf(start, "", "closing tag %s has no matching opening tag", strings.TrimSpace(string(rest)))
		reader.Advance(len(line) - trailingNewline(line))
		return ast.NewParagraph(), parser.Close
	}
	if !isNameStart(rest[1]) {
		return nil, parser.NoChildren
	}
	savedLine, savedSeg := reader.Position()
	g := gatherTag(st, reader, rest, text.NewSegment(start, seg.Stop))
	tag, err, tagText, m, lines := g.tag, g.err, g.text, g.m, g.lines
	if err == errIncomplete {
		err = tagError("the opening tag is not finished with >")
	}
	if err != nil {
		st.errorf(start, subsetHint, "%v", err)
		cur, _ := reader.PeekLine()
		reader.Advance(len(cur) - trailingNewline(cur))
		return ast.NewParagraph(), parser.Close
	}
	after := strings.TrimSpace(tagText[tag.end:])
	element := isElementName(tag.name)
	// <X>text</X> more text: a component inside a paragraph, as for elements.
	closing := "</" + tag.name + ">"
	// <X /> more text, or <X /> <Y />: the same.
	inText := !element && after != "" && (tag.selfClosing || strings.Contains(after, closing) && !strings.HasSuffix(after, closing))
	// Not when only opening tags follow (<tbody><tr><td>): nested blocks.
	if (element || inText) && after != "" && tag.name != "head" && !(lines == 0 && onlyOpeningTags(after)) {
		// <b>text</b> more text: a paragraph that starts with an element.
		if lines == 0 {
			reader.SetPosition(savedLine, savedSeg)
			return nil, parser.NoChildren
		}
		// A tag over several lines opens the paragraph here, since its
		// lines could start blocks of their own (a dangling > is no quote).
		p := ast.NewParagraph()
		for _, s := range g.segs {
			p.Lines().Append(s)
		}
		reader.AdvanceToEOL()
		return p, parser.NoChildren
	}
	m.resolve(tag)
	report(st, tag)
	node := &Component{Name: tag.name, SelfClosing: tag.selfClosing, openLine: start, closeStart: -1}
	if element {
		node.attrs, node.Props = tag.attrs, reactProps(tag.attrs)
		if voidElements[tag.name] && !tag.selfClosing {
			st.errorf(start, "write it self-closing: <"+tag.name+" />", "<%s> cannot have content or a closing tag", tag.name)
			node.SelfClosing = true
		}
	} else {
		node.Props, node.attrs = tag.props(), tag.attrs
		if imp, ok := st.partials[tag.name]; ok {
			node.partial = imp
		}
	}
	cur, curSeg := reader.PeekLine()
	if tag.name == "head" {
		return openHead(st, node, parent, m.src(tag.end), reader)
	}
	if !tag.selfClosing && lines == 0 && (onlyOpeningTags(after) || oneElement(after)) {
		// <details><summary>: the next tag opens a block inside this one,
		// read on the rest of the line, as MDX reads it.
		skip := tag.end + strings.Index(tagText[tag.end:], after)
		reader.Advance(start - seg.Start + skip)
		node.contentStart = start + skip
		return node, parser.HasChildren
	}
	if !tag.selfClosing && after != "" {
		// <summary>text</summary> or <X>text</X> on one line.
		closing := "</" + tag.name + ">"
		if !strings.HasSuffix(after, closing) || lines > 0 {
			st.errorf(start, subsetHint, "put the content of <%s> on its own lines, or close it on the same line", tag.name)
			reader.Advance(len(cur) - trailingNewline(cur))
			return node, parser.Close
		}
		inner := strings.TrimSuffix(after, closing)
		innerStart := curSeg.Start + bytes.Index(cur, []byte(inner))
		if inner != "" && innerStart >= curSeg.Start {
			// Text on the tags' line is phrasing, as in MDX: no paragraph.
			p := ast.NewTextBlock()
			p.Lines().Append(text.NewSegment(innerStart, innerStart+len(inner)))
			node.AppendChild(node, p)
		}
		node.OneLine = true
		node.closedByTag = true
		reader.Advance(len(cur) - trailingNewline(cur))
		return node, parser.Close
	}
	reader.Advance(len(cur) - trailingNewline(cur))
	node.contentStart = curSeg.Stop
	if node.SelfClosing {
		node.closedByTag = true
		return node, parser.Close
	}
	return node, parser.HasChildren
}

// gathered is an opening tag read from one or more lines.
type gathered struct {
	tag  *openTag
	err  error
	text string
	// m maps the text's offsets to the body's, segs are its lines.
	m     textMap
	segs  []text.Segment
	lines int
}

// gatherTag reads the opening tag that starts the line (first, at seg),
// which may span several lines: it consumes the lines after the first
// until the tag is complete, a blank line or maxTagLines. The reader is
// left on the tag's last line.
func gatherTag(st *state, reader text.Reader, first []byte, seg text.Segment) gathered {
	g := gathered{text: st.line(first, seg), m: textMap{{0, seg.Start}}, segs: []text.Segment{seg}}
	for {
		g.tag, g.err = parseOpenTag(g.text)
		if g.err != errIncomplete || !st.spend(len(g.text), seg.Start) {
			return g
		}
		// Look ahead without consuming, then consume the lines of the tag.
		reader.AdvanceLine()
		g.lines++
		next, nextSeg := reader.PeekLine()
		// A blank line ends the tag: the rest of the body is not props.
		if next == nil || g.lines > maxTagLines || len(bytes.TrimSpace(next)) == 0 {
			return g
		}
		g.m = append(g.m, textMapPiece{len(g.text), nextSeg.Start})
		g.segs = append(g.segs, nextSeg)
		g.text += string(next)
	}
}

// inParagraph reports whether the line being read may continue a paragraph.
func inParagraph(pc parser.Context) bool {
	return ast.IsParagraph(pc.LastOpenedBlock().Node)
}

// oneElement reports whether s is one element, opened and closed:
// "<summary>text</summary>" after "<details>".
func oneElement(s string) bool {
	if !strings.HasPrefix(s, "<") || len(s) < 2 || !isNameStart(s[1]) {
		return false
	}
	end := 1
	for end < len(s) && (isNameChar(s[end]) || s[end] == '.') {
		end++
	}
	return strings.HasSuffix(s, "</"+s[1:end]+">")
}

// onlyOpeningTags reports whether s is one or more opening tags and
// nothing else: "<summary>" after "<details>", "<tr><td>" after "<tbody>".
// A line of opening tags alone is a block of nested elements, as in MDX,
// where every tag of a line that holds nothing else is a tag of its own.
func onlyOpeningTags(s string) bool {
	if !strings.HasPrefix(s, "<") || strings.Contains(s, "</") || strings.Contains(s, "/>") {
		return false
	}
	for s != "" {
		if !strings.HasPrefix(s, "<") {
			return false
		}
		end := strings.IndexByte(s, '>')
		if end < 0 {
			return false
		}
		s = strings.TrimSpace(s[end+1:])
	}
	return true
}

func (jsxParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	// Open returns an empty paragraph for a tag it rejected, or the
	// paragraph that a tag over several lines starts; goldmark still calls
	// this parser's Continue and Close with it.
	if p, ok := node.(*ast.Paragraph); ok && p.Lines().Len() > 0 {
		return parser.NewParagraphParser().Continue(node, reader, pc)
	}
	n, ok := node.(*Component)
	if !ok || n.SelfClosing || n.OneLine || n.closedByTag {
		return parser.Close
	}
	// A fenced code block (or math block) still open inside the element
	// owns its lines: "</div>" in a code sample is code, as in MDX, where
	// a tag is a flow construct of its own and never reaches into a fence.
	switch pc.LastOpenedBlock().Node.(type) {
	case *ast.FencedCodeBlock, *MathBlock:
		return parser.Continue | parser.HasChildren
	}
	line, seg := reader.PeekLine()
	if name, ok := closingTag(line); ok && name == n.Name && !hasOpenNamesake(n) {
		n.closedByTag = true
		n.closeStart = seg.Start
		reader.Advance(len(line) - trailingNewline(line))
		return parser.Close
	}
	if k := closesOnLine(pc, n, line, seg.Start); k > 0 {
		// The rest of the line (<td> after </td>) opens blocks of its own
		// in n's parent.
		reader.Advance(k)
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

// closesOnLine reads a line made only of tags that starts with closing
// tags, such as "</td><td>" or "</td></tr></tbody></table>": in MDX each
// tag of such a line is a tag of its own, as if on a line by itself. When
// the closing tags close the elements still open inside n, innermost
// first, and then n, they are marked closed and closesOnLine returns the
// length of that run of closing tags; otherwise 0. A line that is one
// closing tag alone is Continue's.
func closesOnLine(pc parser.Context, n *Component, line []byte, lineStart int) int {
	names, ends, ok := tagLine(line)
	if !ok || len(names) == 0 || len(names) == 1 && ends[0] == len(bytes.TrimRight(line, " \t\r\n")) {
		return 0
	}
	// The components open inside n, innermost first.
	var inner []*Component
	opened := pc.OpenedBlocks()
	for i := len(opened) - 1; i >= 0 && opened[i].Node != ast.Node(n); i-- {
		if c, ok := opened[i].Node.(*Component); ok && !c.closedByTag {
			inner = append(inner, c)
		}
	}
	if len(names) <= len(inner) || names[len(inner)] != n.Name {
		return 0
	}
	for i, c := range inner {
		if names[i] != c.Name {
			return 0
		}
	}
	for i, c := range inner {
		c.closedByTag, c.closeStart = true, lineStart+ends[i]
	}
	n.closedByTag, n.closeStart = true, lineStart
	if len(inner) > 0 {
		n.closeStart = lineStart + ends[len(inner)-1]
	}
	return ends[len(inner)]
}

// tagLine reads a line made only of tags, the leading ones closing tags:
// their names and where each ends. The last tag may be an opening tag that
// goes on over the next lines. ok is false for a line with anything but
// tags on it (text after "</b>" makes a paragraph).
func tagLine(line []byte) (closing []string, ends []int, ok bool) {
	i := leadingSpaces(line)
	end := len(bytes.TrimRight(line, " \t\r\n"))
	opening := false
	for i < end {
		if line[i] != '<' {
			return nil, nil, false
		}
		gt := bytes.IndexByte(line[i:end], '>')
		if gt < 0 {
			// An opening tag whose props go on over the next lines
			// ("</div><div" then "  style={…}" then ">").
			if len(closing) > 0 && i+1 < end && isNameStart(line[i+1]) {
				return closing, ends, true
			}
			return nil, nil, false
		}
		tag := line[i : i+gt+1]
		if name, isClosing := leadingClosingTag(tag); isClosing && !opening {
			closing = append(closing, name)
			ends = append(ends, i+gt+1)
		} else if len(tag) < 3 || !isNameStart(tag[1]) && tag[1] != '/' {
			return nil, nil, false
		} else {
			opening = true
		}
		i += gt + 1
		for i < end && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
	}
	return closing, ends, true
}

func (jsxParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	if p, ok := node.(*ast.Paragraph); ok && p.Lines().Len() > 0 {
		parser.NewParagraphParser().Close(node, reader, pc)
		return
	}
	n, ok := node.(*Component)
	if ok && !n.closedByTag {
		getState(pc).errorf(n.openLine, "close it with </"+n.Name+"> on its own line", "<%s> is not closed", n.Name)
		n.closedByTag = true
	}
}

func (jsxParser) CanInterruptParagraph() bool { return true }

// CanAcceptIndentedLine: MDX has no indented code, so a tag indented by
// four spaces or more (inside an element, say) is still a tag.
func (jsxParser) CanAcceptIndentedLine() bool { return true }

// hasOpenNamesake reports whether a same-name element is still open inside n,
// so that </details> closes the innermost <details>.
func hasOpenNamesake(n *Component) bool {
	for c := n.LastChild(); c != nil; c = c.LastChild() {
		if cc, ok := c.(*Component); ok && cc.Name == n.Name && !cc.closedByTag {
			return true
		}
	}
	return false
}

func closingTag(line []byte) (string, bool) {
	t := bytes.TrimSpace(line)
	if len(t) < 4 || t[0] != '<' || t[1] != '/' || t[len(t)-1] != '>' {
		return "", false
	}
	return strings.TrimSpace(string(t[2 : len(t)-1])), true
}

// leadingClosingTag is the name of the closing tag a line starts with,
// whatever follows it: "</strong> users" gives "strong".
func leadingClosingTag(line []byte) (string, bool) {
	t := bytes.TrimSpace(line)
	if len(t) < 4 || t[0] != '<' || t[1] != '/' {
		return "", false
	}
	end := bytes.IndexByte(t, '>')
	if end < 0 {
		return "", false
	}
	return strings.TrimSpace(string(t[2:end])), true
}

func knownComponent(st *state, name string) bool {
	switch name {
	case "details", "summary":
		return true
	}
	root, _, _ := strings.Cut(name, ".")
	return st.components[name] || st.bindings[root]
}

func leadingSpaces(line []byte) int { return len(line) - len(bytes.TrimLeft(line, " \t")) }

func trailingNewline(line []byte) int {
	switch {
	case bytes.HasSuffix(line, []byte("\r\n")):
		return 2
	case bytes.HasSuffix(line, []byte("\n")):
		return 1
	}
	return 0
}

func isNameStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isNameChar(c byte) bool {
	return isNameStart(c) || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-' || c == ':'
}

type openTag struct {
	name        string
	attrs       []attr
	selfClosing bool
	end         int // offset just past '>'
	// start is where the tag begins in the body (set by textMap.resolve).
	start int
	// problems are props docskit cannot take (expressions, spreads): the
	// tag still parses, so that its content and closing tag do.
	problems []tagProblem
}

// tagProblem is a problem with one prop, at an offset like attr's.
type tagProblem struct {
	off       int
	msg, hint string
}

// props are the tag's props by name, for a component.
func (t *openTag) props() map[string]any {
	out := make(map[string]any, len(t.attrs))
	for _, a := range t.attrs {
		if a.expr == "" && !a.spread {
			out[a.name] = a.value
		}
	}
	return out
}

type tagError string

func (e tagError) Error() string { return string(e) }

const errIncomplete = tagError("incomplete tag")

// parseOpenTag parses `<Name a="x" b='y' c d={true} e={3} s={{k: 1}}>` at
// the start of s. Prop values are strings, bare names (true), and
// expressions in braces that staticValue can read; other expressions and
// spreads are problems of the tag, not errors: the tag still parses.
func parseOpenTag(s string) (*openTag, error) {
	i := 1
	for i < len(s) && isNameChar(s[i]) {
		i++
	}
	t := &openTag{name: s[1:i]}
	for {
		i = skipSpace(s, i)
		if i >= len(s) {
			return nil, errIncomplete
		}
		switch {
		case s[i] == '>':
			t.end = i + 1
			return t, nil
		case s[i] == '/' && i+1 < len(s) && s[i+1] == '>':
			t.selfClosing = true
			t.end = i + 2
			return t, nil
		case s[i] == '{':
			k, err := exprEnd(s, i)
			if err != nil {
				return nil, err
			}
			inner := strings.TrimSpace(s[i+1 : k-1])
			if rest, ok := strings.CutPrefix(inner, "..."); ok {
				t.attrs = append(t.attrs, attr{off: i, valStart: -1, valEnd: -1, expr: rest, spread: true})
			} else if !onlyComments(inner) {
				t.problems = append(t.problems, tagProblem{off: i, msg: "{" + shorten(inner) + "} in <" + t.name + "> is not a prop", hint: "write name={value}, or {...props} to spread an object"})
			}
			i = k
			continue
		case !isNameStart(s[i]):
			r, _ := utf8.DecodeRuneInString(s[i:])
			return nil, tagError("unexpected " + strconv.QuoteRune(r) + " in the tag <" + t.name + ">")
		}
		a := attr{off: i, valStart: -1, valEnd: -1}
		j := i
		for j < len(s) && isNameChar(s[j]) {
			j++
		}
		a.name = s[i:j]
		i = skipSpace(s, j)
		if i >= len(s) {
			return nil, errIncomplete
		}
		if s[i] != '=' {
			a.value = true
			t.add(a)
			continue
		}
		i = skipSpace(s, i+1)
		if i >= len(s) {
			return nil, errIncomplete
		}
		switch q := s[i]; q {
		case '"', '\'':
			k := strings.IndexByte(s[i+1:], q)
			if k < 0 {
				return nil, errIncomplete
			}
			raw := s[i+1 : i+1+k]
			a.value = html.UnescapeString(raw)
			if a.value == raw {
				a.valStart, a.valEnd = i+1, i+1+k
			}
			i += k + 2
		case '{':
			k, err := exprEnd(s, i)
			if err != nil {
				return nil, err
			}
			expr := s[i+1 : k-1]
			v, ok := staticValue(expr)
			if !ok || a.name == "dangerouslySetInnerHTML" {
				// JavaScript: the page becomes a module (module.go).
				if strings.TrimSpace(expr) == "" || onlyComments(expr) {
					t.problems = append(t.problems, tagProblem{off: i, hint: "give it a value, or remove it", msg: "prop " + a.name + " of <" + t.name + "> has an empty expression {}"})
				}
				a.expr = expr
				t.add(a)
				i = k
				continue
			}
			a.value = v
			if str, ok := v.(string); ok {
				// {"x"}: the string as written, when it has no escapes.
				lit := strings.TrimSpace(expr)
				if len(lit) == len(str)+2 && lit[1:len(lit)-1] == str {
					a.valStart = i + 1 + strings.Index(expr, lit) + 1
					a.valEnd = a.valStart + len(str)
				}
			}
			i = k
		default:
			return nil, tagError("prop " + a.name + " of <" + t.name + "> needs a quoted value")
		}
		t.add(a)
	}
}

// add records a prop; a later one of the same name replaces it, as in JSX.
func (t *openTag) add(a attr) {
	for i := range t.attrs {
		if t.attrs[i].name == a.name {
			t.attrs[i] = a
			return
		}
	}
	t.attrs = append(t.attrs, a)
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// shorten makes an expression fit in a message: white space folded, at
// most 60 characters.
func shorten(expr string) string {
	s := strings.Join(strings.Fields(expr), " ")
	if utf8.RuneCountInString(s) > 60 {
		r := []rune(s)
		s = string(r[:57]) + "…"
	}
	return s
}
