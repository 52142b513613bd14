package mdx

import (
	"github.com/yuin/goldmark/ast"
)

// KindComponent is the node kind of a block-level JSX element.
var KindComponent = ast.NewNodeKind("MDXComponent")

// Component is a block-level JSX element whose children are Markdown
// blocks: a known component, <details>, or an HTML element (a lowercase
// Name, element.go), whose Props are then the React props of an "el" node.
type Component struct {
	ast.BaseBlock
	Name        string
	Props       map[string]any
	SelfClosing bool
	// attrs are an HTML element's props in source order, with positions.
	attrs []attr
	// head holds the tags of a <head> element (head.go).
	head []HeadTag
	// partial is set when Name is imported from an MD/MDX partial, which
	// the body shows in place (partial.go).
	partial *partialImport
	// global is set for a component looked up in the site's MDXComponents
	// (Options.MDXComponents).
	global bool
	// OneLine is set for <X>inline text</X> written on one line.
	OneLine bool
	// closedByTag is set when the closing tag was seen.
	closedByTag bool
	openLine    int
	// contentStart is where the line after the opening tag starts, and
	// closeStart where the closing tag's line starts (-1 when unclosed).
	contentStart, closeStart int
}

func (n *Component) Kind() ast.NodeKind { return KindComponent }

func (n *Component) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name}, nil)
}

// KindAdmonition is the node kind of a :::kind admonition.
var KindAdmonition = ast.NewNodeKind("MDXAdmonition")

// Admonition is a :::note … ::: container.
type Admonition struct {
	ast.BaseBlock
	AdmonitionKind string
	Title          string
	fence          int
	closed         bool
	openLine       int
	// contentStart and closeStart: as in Component.
	contentStart, closeStart int
}

func (n *Admonition) Kind() ast.NodeKind { return KindAdmonition }

func (n *Admonition) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Kind": n.AdmonitionKind, "Title": n.Title}, nil)
}

// KindImport is the node kind of an ESM import line.
var KindImport = ast.NewNodeKind("MDXImport")

// Import is a block of import/export statements (esm.go); it renders
// nothing. Names are the local names its imports bind, Source the first
// import's module.
type Import struct {
	ast.BaseBlock
	Names  []string
	Source string
	ESM    ESM
	start  int
}

func (n *Import) Kind() ast.NodeKind { return KindImport }

func (n *Import) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Source": n.Source}, nil)
}
