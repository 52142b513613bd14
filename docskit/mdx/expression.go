package mdx

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// JavaScript expressions in MDX text: {count * 2} inside a paragraph (an
// Expression), or on lines of its own (an ExpressionBlock, which MDX calls
// a flow expression: no paragraph around it). A page that has one is
// compiled to a JavaScript module (module.go), which evaluates it when the
// page renders. An expression holding only a comment is a comment
// (comment.go reads those first).

// KindExpression is the node kind of an expression inside text.
var KindExpression = ast.NewNodeKind("MDXExpression")

// Expression is {…} inside a paragraph, a heading or a table cell.
type Expression struct {
	ast.BaseInline
	// Code is the JavaScript between the braces; Start is where "{" is.
	Code  string
	Start int
}

func (n *Expression) Kind() ast.NodeKind { return KindExpression }

func (n *Expression) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Code": n.Code}, nil)
}

// KindExpressionBlock is the node kind of an expression on lines of its own.
var KindExpressionBlock = ast.NewNodeKind("MDXExpressionBlock")

// ExpressionBlock is {…} on lines of its own.
type ExpressionBlock struct {
	ast.BaseBlock
	Code  string
	Start int
	// raw is set when the block is a JSX element read whole (rawjsx.go).
	raw *rawJSX
}

func (n *ExpressionBlock) Kind() ast.NodeKind { return KindExpressionBlock }

func (n *ExpressionBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Code": n.Code}, nil)
}

// exprBlockParser reads an expression that starts a line and ends a line.
type exprBlockParser struct{}

func (exprBlockParser) Trigger() []byte { return []byte{'{'} }

func (exprBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	st := getState(pc)
	line, seg := reader.PeekLine()
	start := seg.Start + leadingSpaces(line)
	if seg.Padding != 0 || start >= len(st.text) || st.text[start] != '{' {
		return nil, parser.NoChildren
	}
	// An expression on lines of its own ends before a blank line, which
	// bounds the reading of an unclosed one (and keeps it linear).
	limit := len(st.text)
	if k := strings.Index(st.text[start:], "\n\n"); k >= 0 {
		limit = start + k
	}
	if st.tagBroke || !st.spend(limit-start, start) {
		return nil, parser.NoChildren
	}
	end, err := exprEnd(st.text[:limit], start)
	if err != nil {
		return nil, parser.NoChildren // the inline parser reports it
	}
	eol := strings.IndexByte(st.text[end:], '\n')
	if eol < 0 {
		eol = len(st.text) - end
	}
	if strings.TrimSpace(st.text[end:end+eol]) != "" {
		return nil, parser.NoChildren // text follows: an expression inside a paragraph
	}
	code := st.text[start+1 : end-1]
	if onlyComments(code) {
		return nil, parser.NoChildren
	}
	skipLinesTo(reader, end)
	return &ExpressionBlock{Code: code, Start: start}, parser.Close
}

func (exprBlockParser) Continue(ast.Node, text.Reader, parser.Context) parser.State {
	return parser.Close
}
func (exprBlockParser) Close(ast.Node, text.Reader, parser.Context) {}
func (exprBlockParser) CanInterruptParagraph() bool                 { return false }
func (exprBlockParser) CanAcceptIndentedLine() bool                 { return true }

// exprInlineParser reads an expression inside text; it may run over the
// lines of its paragraph.
type exprInlineParser struct{}

func (exprInlineParser) Trigger() []byte { return []byte{'{'} }

func (exprInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	st := getState(pc)
	line, seg := block.PeekLine()
	start := seg.Start
	if seg.Padding != 0 || start >= len(st.text) || st.text[start] != '{' {
		return nil
	}
	last := start + len(line)
	if l := parent.Lines(); l != nil && l.Len() > 0 {
		last = max(last, l.At(l.Len()-1).Stop)
	}
	last = min(last, len(st.text))
	if st.tagBroke || !st.spend(last-start, start) {
		return nil
	}
	end, err := exprEnd(st.text[:last], start)
	if err != nil {
		st.errorf(start, "close it with } in the same paragraph, or write \\{ for a literal brace", "the expression {…} is not closed")
		return nil
	}
	for {
		l, s := block.PeekLine()
		if l == nil {
			break
		}
		if end <= s.Stop {
			block.Advance(end - s.Start)
			break
		}
		block.AdvanceLine()
	}
	code := st.text[start+1 : end-1]
	if strings.TrimSpace(code) == "" {
		// MDX compiles an empty expression to nothing.
		t := ast.NewText()
		t.SetPos(start)
		return t
	}
	n := &Expression{Code: code, Start: start}
	n.SetPos(start)
	return n
}

// skipLinesTo moves a block parser's reader to the end of the line that
// holds the offset end: the block it read ends there.
func skipLinesTo(reader text.Reader, end int) {
	for {
		l, s := reader.PeekLine()
		if l == nil || end <= s.Stop {
			break
		}
		reader.AdvanceLine()
	}
	l, _ := reader.PeekLine()
	reader.Advance(len(l) - trailingNewline(l))
}
