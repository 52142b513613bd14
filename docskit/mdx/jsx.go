package mdx

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

const subsetHint = "docskit supports JSX elements of known components on their own lines (Tabs, TabItem, Admonition, details/summary, and the site's registered components) with literal props"

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
		st.errorf(start, "remove the comment", "HTML comments <!-- … --> are not valid MDX")
		reader.Advance(len(line) - trailingNewline(line))
		return ast.NewParagraph(), parser.Close
	}
	if rest[1] == '/' {
		st.errorf(start, "", "closing tag %s has no matching opening tag", strings.TrimSpace(string(rest)))
		reader.Advance(len(line) - trailingNewline(line))
		return ast.NewParagraph(), parser.Close
	}
	if !isNameStart(rest[1]) {
		return nil, parser.NoChildren
	}
	// Gather the whole opening tag, which may span several lines.
	tagText := string(rest)
	lines := 0
	var tag *openTag
	var err error
	for {
		tag, err = parseOpenTag(tagText)
		if err != errIncomplete {
			break
		}
		// Look ahead without consuming, then consume the lines of the tag.
		reader.AdvanceLine()
		lines++
		next, _ := reader.PeekLine()
		// A blank line ends the tag: the rest of the body is not props.
		if next == nil || lines > 50 || len(bytes.TrimSpace(next)) == 0 {
			break
		}
		tagText += string(next)
	}
	if err == errIncomplete {
		err = tagError("the opening tag is not finished with >")
	}
	if err != nil {
		st.errorf(start, subsetHint, "%v", err)
		cur, _ := reader.PeekLine()
		reader.Advance(len(cur) - trailingNewline(cur))
		return ast.NewParagraph(), parser.Close
	}
	node := &Component{Name: tag.name, Props: tag.props, SelfClosing: tag.selfClosing, openLine: start, closeStart: -1}
	if !knownComponent(st, tag.name) {
		st.errorf(start, subsetHint, "unknown component <%s>", tag.name)
	}
	after := strings.TrimSpace(tagText[tag.end:])
	cur, curSeg := reader.PeekLine()
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
			p := ast.NewParagraph()
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
	if tag.selfClosing {
		node.closedByTag = true
		return node, parser.Close
	}
	return node, parser.HasChildren
}

func (jsxParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	// Open returns an empty paragraph for a tag it rejected; goldmark still
	// calls this parser's Continue and Close with it.
	n, ok := node.(*Component)
	if !ok || n.SelfClosing || n.OneLine {
		return parser.Close
	}
	line, seg := reader.PeekLine()
	if name, ok := closingTag(line); ok && name == n.Name && !hasOpenNamesake(n) {
		n.closedByTag = true
		n.closeStart = seg.Start
		reader.Advance(len(line) - trailingNewline(line))
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

func (jsxParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n, ok := node.(*Component)
	if ok && !n.closedByTag {
		getState(pc).errorf(n.openLine, "close it with </"+n.Name+"> on its own line", "<%s> is not closed", n.Name)
		n.closedByTag = true
	}
}

func (jsxParser) CanInterruptParagraph() bool { return true }
func (jsxParser) CanAcceptIndentedLine() bool { return false }

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

func knownComponent(st *state, name string) bool {
	switch name {
	case "details", "summary":
		return true
	}
	return st.components[name]
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
	props       map[string]any
	selfClosing bool
	end         int // offset just past '>'
}

type tagError string

func (e tagError) Error() string { return string(e) }

const errIncomplete = tagError("incomplete tag")

// parseOpenTag parses `<Name a="x" b='y' c d={true} e={3}>` at the start of s.
// Only literal props are allowed: strings, numbers, booleans, and bare names.
func parseOpenTag(s string) (*openTag, error) {
	i := 1
	for i < len(s) && isNameChar(s[i]) {
		i++
	}
	t := &openTag{name: s[1:i], props: map[string]any{}}
	for {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
			i++
		}
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
			return nil, tagError("spread props {…} in <" + t.name + "> are not supported")
		case !isNameStart(s[i]):
			r, _ := utf8.DecodeRuneInString(s[i:])
			return nil, tagError("unexpected " + strconv.QuoteRune(r) + " in the tag <" + t.name + ">")
		}
		j := i
		for j < len(s) && isNameChar(s[j]) {
			j++
		}
		name := s[i:j]
		i = j
		if i >= len(s) {
			return nil, errIncomplete
		}
		if s[i] != '=' {
			t.props[name] = true
			continue
		}
		i++
		if i >= len(s) {
			return nil, errIncomplete
		}
		switch q := s[i]; q {
		case '"', '\'':
			k := strings.IndexByte(s[i+1:], q)
			if k < 0 {
				return nil, errIncomplete
			}
			t.props[name] = s[i+1 : i+1+k]
			i += k + 2
		case '{':
			k := strings.IndexByte(s[i:], '}')
			if k < 0 {
				return nil, errIncomplete
			}
			v, err := literal(strings.TrimSpace(s[i+1 : i+k]))
			if err != nil {
				return nil, tagError("prop " + name + " of <" + t.name + ">: " + err.Error())
			}
			t.props[name] = v
			i += k + 1
		default:
			return nil, tagError("prop " + name + " of <" + t.name + "> needs a quoted value")
		}
	}
}

// literal accepts the JavaScript literals a prop may hold: true, false, null,
// numbers and quoted strings. Anything else is an expression.
func literal(s string) (any, error) {
	switch s {
	case "true":
		return true, nil
	case "false":
		return false, nil
	case "null":
		return nil, nil
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return f, nil
	}
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'' || s[0] == '`') && s[len(s)-1] == s[0] && !strings.Contains(s, "${") {
		return s[1 : len(s)-1], nil
	}
	return nil, tagError("the expression {" + s + "} is not a literal; only strings, numbers, true, false and null are supported")
}

// importParser reads `import X from '…';` lines.
type importParser struct{}

func (importParser) Trigger() []byte { return []byte{'i', 'e'} }

func (importParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if parent.Kind() != ast.KindDocument {
		return nil, parser.NoChildren
	}
	line, seg := reader.PeekLine()
	s := strings.TrimSpace(string(line))
	st := getState(pc)
	if strings.HasPrefix(s, "export ") {
		st.errorf(seg.Start, "move the value into front matter or a component", "export statements are not supported in docskit MDX")
		reader.Advance(len(line) - trailingNewline(line))
		return &Import{}, parser.Close
	}
	if !strings.HasPrefix(s, "import ") {
		return nil, parser.NoChildren
	}
	n := &Import{}
	from := strings.LastIndex(s, " from ")
	if from < len("import ") {
		// No " from ", or nothing between "import" and "from".
		st.errorf(seg.Start, "", "cannot read the import %q", s)
	} else {
		src := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s[from+6:]), ";"))
		n.Source = strings.Trim(src, `'"`)
		names := strings.Trim(strings.TrimSpace(s[len("import "):from]), "{} ")
		for _, name := range strings.Split(names, ",") {
			name = strings.TrimSpace(name)
			if k := strings.Index(name, " as "); k >= 0 {
				name = strings.TrimSpace(name[k+4:])
			}
			if name == "" {
				continue
			}
			n.Names = append(n.Names, name)
			if !st.components[name] {
				st.errorf(seg.Start, subsetHint, "import of unknown component %s from %q", name, n.Source)
			}
		}
	}
	reader.Advance(len(line) - trailingNewline(line))
	return n, parser.Close
}

func (importParser) Continue(ast.Node, text.Reader, parser.Context) parser.State { return parser.Close }
func (importParser) Close(ast.Node, text.Reader, parser.Context)                 {}
func (importParser) CanInterruptParagraph() bool                                 { return false }
func (importParser) CanAcceptIndentedLine() bool                                 { return false }
