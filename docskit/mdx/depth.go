package mdx

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// MaxNesting is how deeply lists, block quotes, admonitions and components
// may be nested in a body (markdown-it's default limit is 100 too).
//
// Deeper nesting is a diagnostic. Without a limit, a body of 10,000 nested
// list markers takes goldmark seconds to parse, and 2,000 nested lines over
// a minute, since every line is offered to every open container; browsers
// flatten HTML nested deeper than 512 elements anyway.
const MaxNesting = 100

// depthLimit wraps a block parser that opens containers. At MaxNesting it
// declines to open one more: the line is then read as text of the innermost
// container, so the parse stays linear, and the first such line is reported.
type depthLimit struct {
	parser.BlockParser
}

func (d depthLimit) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	// Inside a list, only its item opens (goldmark's list parser declines),
	// and an item is no level of its own.
	if _, inList := parent.(*ast.List); !inList && nesting(parent) >= MaxNesting {
		if st := getState(pc); st != nil && !st.tooDeep {
			st.tooDeep = true
			line, seg := reader.PeekLine()
			st.errorf(seg.Start+leadingSpaces(line), "flatten the structure, or split it into sections with headings",
				"lists, block quotes and components are nested more than %d levels deep", MaxNesting)
		}
		return nil, parser.NoChildren
	}
	return d.BlockParser.Open(parent, reader, pc)
}

// nesting counts the containers n is inside, n included; a list item counts
// with its list as one level.
func nesting(n ast.Node) int {
	depth := 0
	for ; n != nil; n = n.Parent() {
		switch n.Kind() {
		case ast.KindDocument, ast.KindListItem:
		default:
			depth++
		}
	}
	return depth
}
