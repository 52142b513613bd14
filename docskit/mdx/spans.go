package mdx

import (
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// BlockKind says what a Block is.
type BlockKind uint8

const (
	// BlockMarkdown is Markdown that needs no special reading: a paragraph,
	// a list, a table, a quote, a thematic break.
	BlockMarkdown BlockKind = iota
	// BlockHeading is a heading; Level is its level, Inner its text.
	BlockHeading
	// BlockCode is a fenced code block; Name is its language, Props holds
	// "title" when its info string has one, Inner is its code.
	BlockCode
	// BlockComponent is a JSX element (<Tabs>, <details>, a site's
	// component); Name and Props are its tag's, Inner its content.
	BlockComponent
	// BlockAdmonition is a :::kind container; Name is the kind, Props
	// holds "title" when it has one, Inner is its content.
	BlockAdmonition
	// BlockImport is an import or export line.
	BlockImport
	// BlockComment is a comment on lines of its own, {/* … */} or <!-- … -->:
	// it renders nothing (Doc.Comments has the comments inside text too).
	BlockComment
)

// Block is a block of the body with its place in the source, for plugins
// that work on the text as written rather than on the HTML (llms's
// Markdown is the source with components rewritten). Offsets are bytes of
// the body that was parsed.
//
// Top-level blocks tile the body in order: what lies between two of them
// is blank. Start is the start of the block's first line (indentation
// included) and End the end of its last line, newline excluded.
type Block struct {
	Kind BlockKind
	// Start and End delimit the whole block; Line is Start's line in the file.
	Start, End int
	Line       int
	// Level is a heading's level (1–6).
	Level int
	// Name and Props: see BlockCode, BlockComponent and BlockAdmonition.
	Name  string
	Props map[string]any
	// InnerStart and InnerEnd delimit what is inside the block: a
	// heading's text without its #s and {#id}, a code block's code, a
	// component's or an admonition's content between its opening and
	// closing lines (the text of <X>text</X> written on one line). They
	// equal Start and End for other blocks.
	InnerStart, InnerEnd int
	// Children are the blocks inside a component or an admonition. A list
	// or a quote that holds components, admonitions or code blocks lists
	// those (at any depth, in order), so that a plugin can rewrite them and
	// copy the text around them.
	Children []Block
}

// spans builds the blocks of the children of parent, which lie between
// from and to in the source: each runs to where the next one starts.
func (w *walker) spans(parent ast.Node, from, to int) []Block {
	var out []Block
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		start := min(max(w.lineStart(w.nodeStart(c)), from), to)
		end := to
		if next := c.NextSibling(); next != nil {
			end = min(w.lineStart(w.nodeStart(next)), to)
		}
		out = append(out, w.block(c, start, w.trimEnd(start, max(end, start))))
	}
	return out
}

// block describes node c, which spans start..end.
func (w *walker) block(c ast.Node, start, end int) Block {
	b := Block{Kind: BlockMarkdown, Start: start, End: end, Line: w.st.pos(start).Line, InnerStart: start, InnerEnd: end}
	switch n := c.(type) {
	case *Import:
		b.Kind = BlockImport
	case *Comment:
		b.Kind = BlockComment
	case *ast.Heading:
		b.Kind, b.Level = BlockHeading, n.Level
		b.InnerStart, b.InnerEnd = end, end
		if l := n.Lines(); l.Len() > 0 {
			// A setext heading's text may run over several lines.
			b.InnerStart, b.InnerEnd = l.At(0).Start, l.At(l.Len()-1).Stop
		}
	case *ast.FencedCodeBlock:
		b.InnerStart, b.InnerEnd = end, end
		w.codeBlock(&b, n)
	case *Component:
		b.Kind, b.Name, b.Props = BlockComponent, n.Name, n.Props
		if n.OneLine {
			b.InnerStart, b.InnerEnd = end, end
			if p := n.FirstChild(); p != nil && p.Lines().Len() > 0 {
				seg := p.Lines().At(0)
				b.InnerStart, b.InnerEnd = seg.Start, seg.Stop
			}
			break
		}
		b.InnerStart, b.InnerEnd = w.content(start, n.contentStart, n.closeStart, end)
		b.Children = w.spans(n, b.InnerStart, b.InnerEnd)
	case *Admonition:
		b.Kind, b.Name = BlockAdmonition, n.AdmonitionKind
		if n.Title != "" {
			b.Props = map[string]any{"title": n.Title}
		}
		b.InnerStart, b.InnerEnd = w.content(start, n.contentStart, n.closeStart, end)
		b.Children = w.spans(n, b.InnerStart, b.InnerEnd)
	default:
		if holds(c, true) {
			// Odd input (an unclosed fence in a list) can make two of them
			// overlap: keep them in order, each inside the block.
			prev := b.Start
			for _, child := range w.nested(c) {
				if child.Start >= prev && child.End <= b.End {
					b.Children = append(b.Children, child)
					prev = child.End
				}
			}
		}
	}
	// An unclosed code block's last line ends at the end of the body.
	b.InnerStart = min(max(b.InnerStart, b.Start), b.End)
	b.InnerEnd = min(max(b.InnerEnd, b.InnerStart), b.End)
	return b
}

// nested returns the blocks of the components, admonitions and code blocks
// inside a Markdown container (a list item's <Tabs>, …), outermost first;
// each ends where its own text ends.
func (w *walker) nested(n ast.Node) []Block {
	var out []Block
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c.(type) {
		case *Component, *Admonition, *ast.FencedCodeBlock:
			start := w.lineStart(w.nodeStart(c))
			out = append(out, w.block(c, start, w.trimEnd(start, w.nodeEnd(c))))
		default:
			out = append(out, w.nested(c)...)
		}
	}
	return out
}

// codeBlock fills in a code block's kind, language, title and code span.
func (w *walker) codeBlock(b *Block, n *ast.FencedCodeBlock) {
	b.Kind = BlockCode
	if n.Info != nil {
		info := parseCodeInfo(string(n.Info.Segment.Value(w.src)))
		b.Name = info.lang
		if info.title != "" {
			b.Props = map[string]any{"title": info.title}
		}
	}
	if l := n.Lines(); l.Len() > 0 {
		b.InnerStart, b.InnerEnd = l.At(0).Start, l.At(l.Len()-1).Stop
	}
}

// content is the span between an opening line and a closing line, inside
// start..end; an element that is not closed runs to end.
func (w *walker) content(start, contentStart, closeStart, end int) (int, int) {
	if contentStart > end || contentStart < start {
		contentStart = end
	}
	if closeStart < 0 || closeStart < contentStart || closeStart > end {
		closeStart = end
	}
	closeStart = w.trimEnd(contentStart, closeStart)
	// Skip blank lines, keeping the first content line's indentation.
	for i := contentStart; i < closeStart; i++ {
		switch w.src[i] {
		case ' ', '\t', '\r':
			continue
		case '\n':
			contentStart = i + 1
			continue
		}
		break
	}
	return contentStart, closeStart
}

// nodeStart is where a block begins in the source.
func (w *walker) nodeStart(n ast.Node) int {
	if p := n.Pos(); p >= 0 {
		return p
	}
	return w.blockOffset(n)
}

// nodeEnd is where a block's text ends: the end of its closing line, or
// of the last line of its deepest last descendant.
func (w *walker) nodeEnd(n ast.Node) int {
	switch n := n.(type) {
	case *Comment:
		return w.lineEnd(max(n.End-1, n.Start))
	case *Component:
		if n.closeStart >= 0 {
			return w.lineEnd(n.closeStart)
		}
	case *Admonition:
		if n.closeStart >= 0 {
			return w.lineEnd(n.closeStart)
		}
	case *ast.FencedCodeBlock:
		// The closing fence is the line after the code, when there is one.
		if l := n.Lines(); l.Len() > 0 {
			last := l.At(l.Len() - 1).Stop
			if last < len(w.src) {
				return w.lineEnd(last)
			}
			return last
		}
		return w.lineEnd(w.nodeStart(n))
	}
	if l := n.Lines(); l != nil && l.Len() > 0 {
		return w.lineEnd(l.At(l.Len() - 1).Start)
	}
	if c := n.LastChild(); c != nil && c.Type() == ast.TypeBlock {
		return w.nodeEnd(c)
	}
	return w.lineEnd(w.nodeStart(n))
}

// lineStart is the start of the line that holds offset.
func (w *walker) lineStart(offset int) int {
	if offset > len(w.src) {
		offset = len(w.src)
	}
	for offset > 0 && w.src[offset-1] != '\n' {
		offset--
	}
	return offset
}

// lineEnd is the end of the line that holds offset, newline excluded.
func (w *walker) lineEnd(offset int) int {
	for offset < len(w.src) && w.src[offset] != '\n' {
		offset++
	}
	if offset > 0 && offset <= len(w.src) && w.src[offset-1] == '\r' {
		offset--
	}
	return offset
}

// trimEnd moves end back over trailing white space, not before start.
func (w *walker) trimEnd(start, end int) int {
	if end > len(w.src) {
		end = len(w.src)
	}
	for end > start {
		switch w.src[end-1] {
		case ' ', '\t', '\n', '\r':
			end--
			continue
		}
		break
	}
	return end
}

// tableCell reports whether n is a GFM table cell (its text is separated
// from the next cell's in plain text).
func tableCell(n ast.Node) bool {
	_, ok := n.(*east.TableCell)
	return ok
}
