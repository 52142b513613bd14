package mdx

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// admonitionKinds are the admonition keywords Docusaurus 3 reads by
// default: its five types and the older names it still renders, caution
// (a warning), important (an info), success (a tip) and secondary (a
// note). The type is kept as written: the theme styles each older name as
// its type and titles it with its own word.
var admonitionKinds = map[string]bool{
	"note": true, "tip": true, "info": true, "warning": true, "danger": true,
	"caution": true, "important": true, "success": true, "secondary": true,
}

// admonitionParser parses `:::kind Title` … `:::` containers (also
// `:::kind[Title]`). An outer admonition uses more colons than the ones it holds.
type admonitionParser struct{}

func (admonitionParser) Trigger() []byte { return []byte{':'} }

func (admonitionParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	s := strings.TrimSpace(string(line))
	fence := 0
	for fence < len(s) && s[fence] == ':' {
		fence++
	}
	if fence < 3 {
		return nil, parser.NoChildren
	}
	rest := s[fence:]
	k := 0
	for k < len(rest) && (rest[k] >= 'a' && rest[k] <= 'z' || rest[k] >= 'A' && rest[k] <= 'Z') {
		k++
	}
	kind, title := rest[:k], strings.TrimSpace(rest[k:])
	if kind == "" {
		return nil, parser.NoChildren
	}
	if strings.HasPrefix(title, "[") && strings.HasSuffix(title, "]") {
		title = title[1 : len(title)-1]
	}
	start := seg.Start + leadingSpaces(line)
	if !admonitionKinds[kind] {
		getState(pc).errorf(start, "use one of note, tip, info, warning, danger (or caution, important, success, secondary)", "unknown admonition type %q", kind)
	}
	reader.Advance(len(line) - trailingNewline(line))
	return &Admonition{AdmonitionKind: kind, Title: title, fence: fence, openLine: start, contentStart: seg.Stop, closeStart: -1}, parser.HasChildren
}

func (admonitionParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.(*Admonition)
	line, seg := reader.PeekLine()
	t := bytes.TrimSpace(line)
	if len(t) >= n.fence && len(bytes.Trim(t, ":")) == 0 && !hasOpenAdmonition(n) {
		n.closed = true
		n.closeStart = seg.Start
		reader.Advance(len(line) - trailingNewline(line))
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

func hasOpenAdmonition(n *Admonition) bool {
	for c := n.LastChild(); c != nil; c = c.LastChild() {
		if a, ok := c.(*Admonition); ok && !a.closed {
			return true
		}
	}
	return false
}

func (admonitionParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n := node.(*Admonition)
	if st := getState(pc); !n.closed && st.lenient {
		st.warnf(n.openLine, "admonition :::%s is not closed: it runs to the end of the block that holds it, as in Docusaurus", n.AdmonitionKind)
		n.closed = true
	} else if !n.closed {
		st.errorf(n.openLine, "end it with a line of "+strings.Repeat(":", n.fence), "admonition :::%s is not closed", n.AdmonitionKind)
		n.closed = true
	}
}

func (admonitionParser) CanInterruptParagraph() bool { return true }
func (admonitionParser) CanAcceptIndentedLine() bool { return false }
