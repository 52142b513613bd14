package mdx

import (
	"bytes"
	"errors"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Math is the syntax of remark-math, for a site that uses it
// (Options.Math): $…$ in text is inline math, and a block opened by a
// line of $$ and closed by another is display math. What is between the
// dollars is TeX, read as written: no Markdown, no {expressions}. Options.Math
// renders it to HTML at build time, as rehype-katex does, so the page ships
// no math code. Without Options.Math a $ is a plain character.
//
// Inline math is read as remark-math (micromark-extension-math) reads it:
// a run of dollars opens it and a run of as many closes it, on the same or
// a later line of the paragraph ($$x$$ inside a line is inline too); a run
// with no closing run is text; a space at both ends is dropped. A \$ is a
// dollar sign. A math block is read like a fenced code block: the closing
// line has at least as many dollars, and an unclosed block runs to the end
// of the block that holds it.

// MathRenderer renders TeX to HTML (KaTeX's renderToString). It is called
// from several goroutines at once.
type MathRenderer interface {
	RenderMath(tex string, display bool) (string, error)
}

// MathWarning is the error a MathRenderer returns with HTML it rendered
// all the same: TeX that KaTeX cannot read, shown in red as rehype-katex
// shows it. The page builds, with a warning at the math's line.
type MathWarning struct{ Msg string }

func (w *MathWarning) Error() string { return w.Msg }

// KindMath is the kind of math nodes, inline and block.
var KindMath = ast.NewNodeKind("Math")

// MathBlock is display math: a block of its own.
type MathBlock struct {
	ast.BaseBlock
	TeX   string
	Start int
	// HTML is the rendered math, filled in by the walker.
	HTML string
}

func (n *MathBlock) Kind() ast.NodeKind { return KindMathBlock }
func (n *MathBlock) IsRaw() bool        { return true }
func (n *MathBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"TeX": n.TeX}, nil)
}

// KindMathBlock is the kind of MathBlock.
var KindMathBlock = ast.NewNodeKind("MathBlock")

// MathInline is inline math, inside a paragraph.
type MathInline struct {
	ast.BaseInline
	TeX   string
	Start int
	HTML  string
}

func (n *MathInline) Kind() ast.NodeKind { return KindMath }
func (n *MathInline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"TeX": n.TeX}, nil)
}

// mathOn reports whether the body being parsed reads math.
func mathOn(pc parser.Context) bool {
	st := getState(pc)
	return st != nil && st.math
}

type mathBlockParser struct{}

// mathFenceKey holds the open math block's fence: its length and indent.
var mathFenceKey = parser.NewContextKey()

type mathFence struct{ length, indent int }

func (mathBlockParser) Trigger() []byte { return []byte{'$'} }

func (mathBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if !mathOn(pc) {
		return nil, parser.NoChildren
	}
	line, seg := reader.PeekLine()
	indent := leadingSpaces(line)
	t := line[indent:]
	n := len(t) - len(bytes.TrimLeft(t, "$"))
	// A meta string after the dollars may not hold a dollar: "$$x$$" on a
	// line is inline math in a paragraph.
	if n < 2 || bytes.IndexByte(t[n:], '$') >= 0 {
		return nil, parser.NoChildren
	}
	pc.Set(mathFenceKey, mathFence{length: n, indent: indent})
	reader.Advance(len(line) - trailingNewline(line))
	return &MathBlock{Start: seg.Start + indent}, parser.NoChildren
}

func (mathBlockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	fd, _ := pc.Get(mathFenceKey).(mathFence)
	t := bytes.TrimLeft(line, " \t")
	run := len(t) - len(bytes.TrimLeft(t, "$"))
	if run >= fd.length && len(bytes.TrimSpace(t[run:])) == 0 {
		reader.Advance(len(line) - trailingNewline(line))
		return parser.Close
	}
	// Content lines lose up to the opening line's indentation.
	drop := min(leadingSpaces(line), fd.indent)
	node.Lines().Append(text.NewSegment(seg.Start+drop, seg.Stop))
	reader.Advance(len(line) - trailingNewline(line))
	return parser.Continue | parser.NoChildren
}

func (mathBlockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n := node.(*MathBlock)
	var b strings.Builder
	for i := 0; i < n.Lines().Len(); i++ {
		s := n.Lines().At(i)
		b.Write(s.Value(reader.Source()))
	}
	n.TeX = strings.TrimRight(b.String(), "\r\n")
	pc.Set(mathFenceKey, nil)
}

func (mathBlockParser) CanInterruptParagraph() bool { return true }
func (mathBlockParser) CanAcceptIndentedLine() bool { return true }

type mathInlineParser struct{}

func (mathInlineParser) Trigger() []byte { return []byte{'$'} }

func (mathInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if !mathOn(pc) {
		return nil
	}
	line, seg := block.PeekLine()
	open := len(line) - len(bytes.TrimLeft(line, "$"))
	startLine, startPos := block.Position()
	start := seg.Start
	block.Advance(open)
	var tex bytes.Buffer
	for {
		line, _ := block.PeekLine()
		if line == nil {
			break
		}
		for i := 0; i < len(line); {
			if line[i] != '$' {
				i++
				continue
			}
			j := i
			for j < len(line) && line[j] == '$' {
				j++
			}
			if j-i == open {
				tex.Write(line[:i])
				block.Advance(j)
				return &MathInline{TeX: trimMathPadding(tex.String()), Start: start}
			}
			i = j
		}
		tex.Write(line)
		block.AdvanceLine()
	}
	// No closing run: the dollars are text.
	block.SetPosition(startLine, startPos)
	block.Advance(open)
	return ast.NewTextSegment(text.NewSegment(start, start+open))
}

// trimMathPadding drops one space (or line ending) at each end of inline
// math that has one at both and is not all spaces, as code spans do.
func trimMathPadding(s string) string {
	if len(s) >= 2 && isPad(s[0]) && isPad(s[len(s)-1]) && strings.TrimSpace(s) != "" {
		return s[1 : len(s)-1]
	}
	return s
}

func isPad(c byte) bool { return c == ' ' || c == '\n' }

// renderMath writes the HTML the walker rendered for a math node.
func renderMath(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	switch n := node.(type) {
	case *MathBlock:
		_, _ = w.WriteString(n.HTML)
		_ = w.WriteByte('\n')
	case *MathInline:
		_, _ = w.WriteString(n.HTML)
	}
	return ast.WalkSkipChildren, nil
}

// math renders a math node with Options.Math; a renderer's error is a
// problem at the node's file:line, a MathWarning a warning there.
func (w *walker) math(tex string, display bool, start int) string {
	html, err := w.opts.Math.RenderMath(tex, display)
	var warning *MathWarning
	if errors.As(err, &warning) {
		w.st.warnf(start, "math: %s", warning.Msg)
		return html
	}
	if err != nil {
		w.st.errorf(start, "check the TeX between the dollars", "math: %v", err)
		return ""
	}
	return html
}
