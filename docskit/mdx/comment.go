package mdx

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Comments are dropped, as Docusaurus drops them: {/* … */} in MDX (an
// expression that holds only a comment renders nothing), and <!-- … --> in
// both formats (in MDX through Docusaurus's default
// markdown.mdx1Compat.comments; in CommonMark as HTML comments). A comment
// on lines of its own is a Comment block; one inside text an InlineComment.
// Neither renders, and neither adds to the text, the sections or the first
// paragraph. Their source spans are in Doc.Comments, for plugins that copy
// the source (llms's Markdown leaves them out).
//
// In MDX an unclosed comment is an error, as it is for MDX's parser. In
// CommonMark an unclosed <!-- is not a comment: CommonMark reads it as HTML
// (a block to the end of the body) or as text, so the parsers decline it.

// KindComment is the node kind of a comment on lines of its own.
var KindComment = ast.NewNodeKind("MDXComment")

// Comment is a comment that fills its lines: nothing but white space
// stands before its opening or after its closing.
type Comment struct {
	ast.BaseBlock
	// Start and End delimit the comment in the source, "{" or "<" to "}"
	// or ">" included (End is the end of the body when it is not closed).
	Start, End int
	syntax     *commentSyntax
	// closed is set on the closing line; reported once the missing
	// closing is an error.
	closed, reported bool
}

func (n *Comment) Kind() ast.NodeKind { return KindComment }

func (n *Comment) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

// KindInlineComment is the node kind of a comment inside text.
var KindInlineComment = ast.NewNodeKind("MDXInlineComment")

// InlineComment is a comment inside a paragraph, a heading or a table cell.
type InlineComment struct {
	ast.BaseInline
	// Start and End: as in Comment.
	Start, End int
}

func (n *InlineComment) Kind() ast.NodeKind { return KindInlineComment }

func (n *InlineComment) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// commentSyntax is one way to write a comment.
type commentSyntax struct {
	name    string // the opening, as messages quote it
	closing string // the closing, as hints quote it
	// open returns the length of the opening at the start of s, 0 when s
	// does not start with one.
	open func(s []byte) int
	// end returns the offset just past the first closing at or after from
	// in the source, or -1 when there is none. An MDX comment followed by
	// more of an expression ({/* a */ b}) is no comment: end returns
	// notComment.
	end func(st *state, from int) int
}

// notComment is what end returns for an expression that holds a comment
// and more.
const notComment = -2

var htmlComment = &commentSyntax{
	name:    "<!--",
	closing: "-->",
	open: func(s []byte) int {
		// "<!-->" and "<!--->" are no comments (as in remark-comment, which
		// Docusaurus uses).
		if !bytes.HasPrefix(s, []byte("<!--")) || bytes.HasPrefix(s[4:], []byte(">")) || bytes.HasPrefix(s[4:], []byte("->")) {
			return 0
		}
		return 4
	},
	end: func(st *state, from int) int {
		if k := st.indexFrom(from, "-->"); k >= 0 {
			return k + 3
		}
		return -1
	},
}

var mdxComment = &commentSyntax{
	name:    "{/*",
	closing: "*/}",
	open: func(s []byte) int {
		if len(s) == 0 || s[0] != '{' {
			return 0
		}
		i := skipBlank(s, 1)
		if !bytes.HasPrefix(s[i:], []byte("/*")) {
			return 0
		}
		return i + 2
	},
	end: func(st *state, from int) int {
		k := st.indexFrom(from, "*/")
		if k < 0 {
			return -1
		}
		// Only "}" may follow, after spaces on the same line.
		if i := skipBlank(st.src, k+2); i < len(st.src) && st.src[i] == '}' {
			return i + 1
		}
		return notComment
	},
}

func skipBlank(s []byte, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// syntaxAt returns the comment syntax s starts with and the length of its
// opening, or nil; mdx says whether {/* … */} is a comment.
func syntaxAt(s []byte, mdx bool) (*commentSyntax, int) {
	if n := htmlComment.open(s); n > 0 {
		return htmlComment, n
	}
	if mdx {
		if n := mdxComment.open(s); n > 0 {
			return mdxComment, n
		}
	}
	return nil, 0
}

// commentParser reads a comment that starts a line and whose closing ends
// one. A comment with text after its closing is inline, in a paragraph.
// mdx says whether {/* … */} is a comment (MDX) or text (CommonMark).
type commentParser struct{ mdx bool }

func (p commentParser) Trigger() []byte {
	if p.mdx {
		return []byte{'<', '{'}
	}
	return []byte{'<'}
}

func (p commentParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	ind := leadingSpaces(line)
	syn, n := syntaxAt(line[ind:], p.mdx)
	if syn == nil {
		return nil, parser.NoChildren
	}
	start := seg.Start + ind
	src := reader.Source()
	end := syn.end(getState(pc), start+n)
	switch {
	case end == notComment:
		// An expression: text, where the walker reports it.
		return nil, parser.NoChildren
	case end < 0 && !p.mdx:
		// CommonMark: an HTML block that runs to the end of the body.
		return nil, parser.NoChildren
	case end >= 0 && len(bytes.TrimSpace(src[end:lineEndOf(src, end)])) > 0:
		// Text after the comment: a paragraph holds it.
		return nil, parser.NoChildren
	}
	node := &Comment{Start: start, End: end}
	if end < 0 {
		node.End = len(src)
		node.reported = true
		getState(pc).errorf(start, "close it with "+syn.closing, "the comment %s is not closed", syn.name)
	}
	node.syntax = syn
	return node, node.advance(reader, seg.Start)
}

// advance consumes the current line, which starts at lineStart, and says
// whether the comment ends on it.
func (n *Comment) advance(reader text.Reader, lineStart int) parser.State {
	line, _ := reader.PeekLine()
	reader.Advance(len(line) - trailingNewline(line))
	if n.End <= lineStart+len(line) {
		n.closed = true
		return parser.Close
	}
	return parser.NoChildren
}

func (p commentParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.(*Comment)
	if n.closed {
		return parser.Close
	}
	_, seg := reader.PeekLine()
	if n.advance(reader, seg.Start) == parser.Close {
		return parser.Close
	}
	return parser.Continue | parser.NoChildren
}

// Close reports a comment whose container (a list item, a quote, a
// component) ended before its closing line.
func (p commentParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n := node.(*Comment)
	if !n.closed {
		// Its span ends with the block that holds it, not at the end of
		// the body, so that the comments after it stay in order.
		if _, seg := reader.PeekLine(); seg.Start >= n.Start && seg.Start < n.End {
			n.End = seg.Start
		}
	}
	if !n.closed && !n.reported {
		n.reported = true
		getState(pc).errorf(n.Start, "close it with "+n.syntax.closing+" inside the block that holds it", "the comment %s is not closed", n.syntax.name)
	}
}

// A comment may interrupt a paragraph, as an HTML comment block does in
// CommonMark: a comment under a line of text does not join its paragraph.
func (commentParser) CanInterruptParagraph() bool { return true }
func (commentParser) CanAcceptIndentedLine() bool { return false }

func lineEndOf(src []byte, i int) int {
	if k := bytes.IndexByte(src[i:], '\n'); k >= 0 {
		return i + k
	}
	return len(src)
}

// inlineCommentParser reads a comment inside text; it may run over the
// lines of its paragraph.
type inlineCommentParser struct{ mdx bool }

func (p inlineCommentParser) Trigger() []byte { return commentParser(p).Trigger() }

func (p inlineCommentParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	syn, n := syntaxAt(line, p.mdx)
	if syn == nil {
		return nil
	}
	start := seg.Start
	st := getState(pc)
	end := syn.end(st, start+n)
	if end == notComment {
		return nil
	}
	// The closing must be in the lines of this block (a paragraph, a
	// heading, a table cell).
	last := start + len(line)
	if l := parent.Lines(); l != nil && l.Len() > 0 {
		last = l.At(l.Len() - 1).Stop
	}
	if end < 0 || end > last {
		if !p.mdx {
			// CommonMark: "<!--" without "-->" in its paragraph is text.
			return nil
		}
		st.errorf(start, "close it with "+syn.closing+" before the paragraph ends", "the comment %s is not closed", syn.name)
		end = last
	}
	for {
		line, seg := block.PeekLine()
		if line == nil {
			break
		}
		if end <= seg.Stop {
			block.Advance(end - seg.Start)
			break
		}
		block.AdvanceLine()
	}
	return &InlineComment{Start: start, End: end}
}

// addComment records a comment of the body (Doc.Comments, in order). One
// inside an unclosed comment before it, which runs to the end of its block,
// is part of that one, not a comment of its own.
func (w *walker) addComment(s Span) {
	if n := len(w.doc.Comments); n > 0 && s.Start < w.doc.Comments[n-1].End {
		return
	}
	w.doc.Comments = append(w.doc.Comments, s)
}
