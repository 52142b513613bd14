package mdx

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// A ```mdx-code-block fence holds MDX, not code: Docusaurus unwraps it before
// parsing (its unwrapMdxCodeBlocks), so that translation tools that leave
// code alone leave the MDX inside alone too. Here its content is parsed in
// place, as children of an MDXFence; the fence renders nothing of its own.
// As in Docusaurus, the fence is three or four backticks, and it ends at the
// first line of the same fence alone: an inner ``` code block needs an outer
// fence of four.

// KindMDXFence is the node kind of a ```mdx-code-block fence.
var KindMDXFence = ast.NewNodeKind("MDXFence")

// MDXFence is a ```mdx-code-block fence; its children are its content.
type MDXFence struct {
	ast.BaseBlock
	fence  []byte
	closed bool
	// contentStart and closeStart: as in Component.
	contentStart, closeStart int
}

func (n *MDXFence) Kind() ast.NodeKind { return KindMDXFence }

func (n *MDXFence) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

type mdxFenceParser struct{}

func (mdxFenceParser) Trigger() []byte { return []byte{'`'} }

func (mdxFenceParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	t := bytes.TrimSpace(line)
	n := 0
	for n < len(t) && t[n] == '`' {
		n++
	}
	if (n != 3 && n != 4) || string(bytes.TrimSpace(t[n:])) != "mdx-code-block" {
		return nil, parser.NoChildren
	}
	reader.Advance(len(line) - trailingNewline(line))
	return &MDXFence{fence: t[:n], contentStart: seg.Stop, closeStart: -1}, parser.HasChildren
}

func (mdxFenceParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.(*MDXFence)
	line, seg := reader.PeekLine()
	if bytes.Equal(bytes.TrimSpace(line), n.fence) {
		n.closed, n.closeStart = true, seg.Start
		reader.Advance(len(line) - trailingNewline(line))
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

// Close leaves an unclosed fence be: its content runs to the end of its
// container, as an unclosed code fence's does.
func (mdxFenceParser) Close(ast.Node, text.Reader, parser.Context) {}

func (mdxFenceParser) CanInterruptParagraph() bool { return true }
func (mdxFenceParser) CanAcceptIndentedLine() bool { return false }

// topFence reports whether n is a ```mdx-code-block fence at the top level,
// where import lines may stand (Docusaurus's pages import Tabs there).
func topFence(n ast.Node) bool {
	_, ok := n.(*MDXFence)
	return ok && n.Parent() != nil && n.Parent().Kind() == ast.KindDocument
}
