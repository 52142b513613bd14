package mdx

import (
	"bytes"
	"fmt"
	"strings"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/uitext"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Node is one element of a page body as the theme receives it. Type "html"
// is a run of static HTML; "c" is a component (Name, Props, Children); "el"
// is a plain element (Name is the tag) that holds components, such as a list
// item with a code block in it.
type Node struct {
	Type string `json:"t"`
	HTML string `json:"html,omitempty"`
	// Inline marks an html run inside a paragraph or heading of a module
	// page, which the theme writes in a <span>, not a <div>.
	Inline bool `json:"inline,omitempty"`
	// Text is the text of a "text" node: a component's children that are
	// only text, given to it as a string.
	Text     string         `json:"text,omitempty"`
	Name     string         `json:"name,omitempty"`
	Props    map[string]any `json:"props,omitempty"`
	Children []Node         `json:"children,omitempty"`

	// What only a module page has (module.go), never in page data:
	// JS are props whose values are JavaScript, after Props; Expr is the
	// JavaScript of an "x" node (an expression), Line its line in the
	// file; Ref is set when Name is a binding of the page's imports or
	// exports rather than a component the theme knows by name.
	JS   []JSProp `json:"-"`
	Expr string   `json:"-"`
	Line int      `json:"-"`
	Ref  bool     `json:"-"`
	// Global is set for a component the page takes from the site's
	// MDXComponents (Options.MDXComponents).
	Global bool `json:"-"`
}

// JSProp is a prop whose value is JavaScript: name={expr}, or {...expr}
// (Spread). Line is where it is written in the file.
type JSProp struct {
	Name, Expr string
	Spread     bool
	Line       int
}

// Heading is a heading of the page with its id.
type Heading struct {
	Level int    `json:"level"`
	ID    string `json:"id"`
	// HTML is the heading's inline content as HTML (inline code kept).
	HTML string `json:"value"`
	Text string `json:"-"`
	Line int    `json:"-"`
	// Partial is the file of the partial the heading comes from, "" for
	// the page's own: Docusaurus leaves those out of the TOC, though they
	// are anchors all the same.
	Partial string `json:"-"`
}

// Link is a link or image destination found in the body, after resolution.
type Link struct {
	// Dest is the destination after ResolveLink (or as written).
	Dest string
	// Raw is the destination as written in the source.
	Raw   string
	Image bool
	Pos   diag.Pos
	// DestStart and DestEnd delimit the destination as written in the
	// body, for plugins that rewrite the source (llms makes links
	// absolute): inside the parentheses, or in the link reference
	// definition a [text][label] link uses (several links may share it).
	// Both are -1 when the source does not spell Raw (an escaped
	// destination).
	DestStart, DestEnd int
}

// Section is a part of the page for search: the text before the first h2
// (Heading nil), or an h2 or h3 and the text up to the next one. Deeper
// headings stay in their section's text.
type Section struct {
	Heading *Heading
	// Text is the plain text, white space folded: inline code kept (people
	// search for identifiers), code blocks, JSX tags, props and link
	// destinations left out; admonition titles and table cells kept.
	Text string
}

// Doc is a parsed MDX body.
type Doc struct {
	// H1 is the text of the content title, the body's first top-level h1:
	// a leading one is removed from Body, a later one (H1InBody) stays.
	H1       string
	H1InBody bool
	Body     []Node
	Headings []Heading
	Links    []Link
	// Text is the body's plain text (no code), for word counts and search.
	Text string
	// Sections split the body at its h2 and h3 headings (search).
	Sections []Section
	// FirstParagraph is the plain text of the body's first paragraph (a
	// summary for feeds), white space folded; "" when there is none.
	FirstParagraph string
	// Blocks are the body's blocks with their source spans.
	Blocks []Block
	// Head are the tags of the page's <head> block, for the HTML head.
	Head []HeadTag
	// Anchors are the ids of the body's elements other than headings
	// (<section id="x">, <a name="x">): targets of #x links, as headings are.
	Anchors []string
	// Warnings are problems that do not fail the build, by the Options
	// (an unknown code language shown as text): the builder reports them.
	Warnings diag.List
	// ESM are the body's import/export blocks (esm.go).
	ESM []ESM
	// Module is set when the body needs JavaScript: an expression, a prop
	// whose value is one, or ESM other than imports of partials and of
	// the theme's built-in components (NeedsModule). Such a page is
	// compiled to a JavaScript module (module.go).
	Module bool
	// Unwrapped are the source spans of the ```mdx-code-block fence lines
	// the parser read as blank (mdxfence.go): plugins that copy the source
	// leave them out, as the fence is no content.
	Unwrapped []Span
	// Comments are the source spans of the body's comments, in order, on
	// lines of their own (BlockComment) or inside text: they render
	// nothing, and plugins that copy the source leave them out.
	Comments []Span
	// Breaks are the comments on lines of their own at the top level of
	// the body, in order, each with the number of Body nodes before it: a
	// run of HTML ends at such a comment, so that Body[:Nodes] is the
	// content written before it. The blog cuts a post's summary there
	// (its truncate marker, <!-- truncate -->).
	Breaks []Break
	// scope are the built-in and site components that the body's raw JSX
	// elements name and its ESM does not bind (rawjsx.go): the module
	// brings them into scope.
	scope []string
	// globals are the components its raw JSX elements name that the page
	// takes from the site's MDXComponents (Options.MDXComponents).
	globals []string
}

// Span is a range of bytes of the parsed body.
type Span struct{ Start, End int }

// Break is a comment on lines of its own at the top level of a body
// (Doc.Breaks): its span, and how many Body nodes come before it.
type Break struct {
	Span  Span
	Nodes int
}

// TOC returns the headings with levels in [min, max].
func (d *Doc) TOC(min, max int) []Heading {
	var out []Heading
	for _, h := range d.Headings {
		if h.Level >= min && h.Level <= max && h.Partial == "" {
			out = append(out, h)
		}
	}
	return out
}

// Format is the language a body is written in: Docusaurus's
// markdown.format decides it per file (the builder reads it from
// Config.Markdown).
type Format uint8

const (
	// FormatMDX is MDX, the default.
	FormatMDX Format = iota
	// FormatMD is CommonMark, as Docusaurus reads a .md file with
	// markdown.format md, or detect: raw HTML, blocks and inline, is kept
	// as written (trusted, as Docusaurus trusts it), "{" is a plain
	// character, there is no JSX, import or export, and indented code is
	// code. Comments, admonitions, heading ids {#id}, fenced code and GFM
	// work as in MDX: Docusaurus applies its remark plugins to both.
	FormatMD
)

// Options configure one Parse call. The zero value parses MDX with no link resolution.
type Options struct {
	// File names the source in diagnostics, e.g. "site/docs/guide/intro.mdx".
	File string
	// Format is the body's language (FormatMDX when zero).
	Format Format
	// LineOffset is the number of lines before the body in File (the front matter).
	LineOffset int
	// ResolveLink maps a link destination as written (e.g. "./push.mdx#x") to
	// its final URL. Nil keeps destinations as written.
	ResolveLink func(dest string) string
	// LinkURL maps a destination after ResolveLink to the URL that the
	// output's Markdown links, <a href> and <img src> hold (the site's base
	// URL in front); Doc.Links keep the destination before it, which link
	// checks look up, and a <Link to> prop keeps it too, since Link adds
	// the base itself. Nil writes the destination.
	LinkURL func(dest string) string
	// Code, when not nil, shares the highlighting of identical code
	// blocks among the pages parsed with it.
	Code *CodeCache
	// UnknownCodeAsText shows a code block in a language the highlighter
	// does not know as plain text, as Docusaurus does for a language Prism
	// does not know: escaped, its language kept in the props (a theme may
	// label it), with a warning in Doc.Warnings. Otherwise it is an error.
	UnknownCodeAsText bool
	// NPM2Yarn are the converters of Docusaurus's remark-plugin-npm2yarn
	// ("yarn", "pnpm", "bun"), for a site that uses it: a code block whose
	// meta says npm2yarn becomes Tabs of npm and each converter's command.
	// Nil: such blocks are plain code blocks.
	NPM2Yarn []string
	// Lenient accepts, with a warning in Doc.Warnings, what Docusaurus
	// builds without a word although it is likely a mistake: an admonition
	// left open runs to the end of the block that holds it (the page, a
	// list item, an element); two headings with the same explicit id (or
	// a partial's heading with a page's id) keep it. Otherwise these are
	// errors.
	Lenient bool
	// ReadPartial reads an MD/MDX partial the body imports (import Note
	// from './_note.mdx', or '@site/…'), by its path in the site's file
	// system (the one File names), and says which Format it is written
	// in. Nil: such imports are errors, as imports of unknown components.
	ReadPartial func(path string) ([]byte, Format, error)
	// MDXComponents says that the site has its own MDXComponents (a
	// swizzled src/theme/MDXComponents): a component the body uses without
	// importing it is taken from there when the page renders, as Docusaurus
	// does, which makes the page a module; otherwise it is an error.
	MDXComponents bool
	// Math reads remark-math's $…$ and $$ blocks (math.go) and renders them
	// with it, for a site whose Markdown plugins include remark-math. Nil:
	// a $ is a plain character.
	Math MathRenderer
}

// Parser parses MDX bodies. It is safe for concurrent use.
type Parser struct {
	// md reads each Format: goldmark's parsers are fixed when it is made.
	md         [2]goldmark.Markdown
	components map[string]bool
	extensions []goldmark.Extender
	// hashLabel is the aria-label of the "#" link of each h2 to h4.
	hashLabel string
}

// BuiltinComponents are the components every docskit theme provides.
var BuiltinComponents = []string{"Tabs", "TabItem", "Admonition", "Details", "CodeBlock"}

// NewParser returns a parser that knows the built-in components plus the
// given ones (the site's own MDX components), with extra goldmark extensions.
func NewParser(components []string, extensions ...goldmark.Extender) *Parser {
	known := map[string]bool{}
	for _, c := range BuiltinComponents {
		known[c] = true
	}
	for _, c := range components {
		known[c] = true
	}
	p := &Parser{components: known, extensions: extensions, hashLabel: uitext.Text("en", nil, hashLabelID)}
	p.makeMarkdown()
	return p
}

// hashLabelID is the UI message of the heading links' aria-label.
const hashLabelID = "docskit.heading.linkAriaLabel"

// WithHashLinkLabel returns a parser like p whose headings' "#" links have
// label as their aria-label, the words of the site's language
// (docskit.Config.Text of docskit.heading.linkAriaLabel). NewParser's
// parser has the English words.
func (p *Parser) WithHashLinkLabel(label string) *Parser {
	q := &Parser{components: p.components, extensions: p.extensions, hashLabel: label}
	q.makeMarkdown()
	return q
}

func (p *Parser) makeMarkdown() {
	p.md = [2]goldmark.Markdown{newMarkdown(FormatMDX, p.extensions, p.hashLabel), newMarkdown(FormatMD, p.extensions, p.hashLabel)}
}

// newMarkdown is goldmark set up for one format.
func newMarkdown(format Format, extensions []goldmark.Extender, hashLabel string) goldmark.Markdown {
	mdx := format == FormatMDX
	var blocks []util.PrioritizedValue
	for _, b := range parser.DefaultBlockParsers() {
		switch fmt.Sprintf("%T", b.Value) {
		case "*parser.codeBlockParser", "*parser.htmlBlockParser":
			// MDX has no indented code, and raw HTML is JSX there.
			if mdx {
				continue
			}
		case "*parser.listParser", "*parser.blockquoteParser":
			b.Value = depthLimit{b.Value.(parser.BlockParser)}
		case "*parser.paragraphParser":
			// Without indented code, a line indented by four spaces or more
			// (content indented inside an element) is text, as in MDX;
			// goldmark would otherwise drop it.
			if mdx {
				b.Value = indented{b.Value.(parser.BlockParser)}
			}
		case "*parser.fencedCodeBlockParser":
			if mdx {
				b.Value = mdxFence{b.Value.(parser.BlockParser)}
			}
		}
		blocks = append(blocks, b)
	}
	blocks = append(blocks,
		util.Prioritized(mathBlockParser{}, 65),
		util.Prioritized(commentParser{mdx: mdx}, 40),
		util.Prioritized(depthLimit{admonitionParser{}}, 60),
	)
	// Comments are read before anything else that starts with "<" or "{".
	inlines := append(parser.DefaultInlineParsers(), util.Prioritized(inlineCommentParser{mdx: mdx}, 150), util.Prioritized(mathInlineParser{}, 120))
	var transformers []util.PrioritizedValue
	if mdx {
		blocks = append(blocks,
			util.Prioritized(depthLimit{jsxParser{}}, 50),
			util.Prioritized(rawParser{}, 45),
			util.Prioritized(esmParser{}, 70),
			util.Prioritized(exprBlockParser{}, 55),
		)
		// Tags inside paragraphs are JSX (element.go), read before
		// goldmark's raw HTML parser, which is left the rest (<?…?>).
		inlines = append(inlines, util.Prioritized(jsxInlineParser{}, 350), util.Prioritized(exprInlineParser{}, 160))
		transformers = append(transformers, util.Prioritized(pairTags{}, 100))
	}
	base := parser.NewParser(
		parser.WithBlockParsers(blocks...),
		parser.WithInlineParsers(inlines...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
		parser.WithASTTransformers(transformers...),
		parser.WithHeadingAttribute(),
	)
	opts := []goldmark.Option{
		goldmark.WithParser(base),
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithExtensions(extensions...),
	}
	if !mdx {
		// Raw HTML is rendered as written, as Docusaurus does in CommonMark.
		opts = append(opts, goldmark.WithRendererOptions(html.WithUnsafe()))
	}
	md := goldmark.New(opts...)
	md.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(&htmlRenderer{hashLabel: hashLabel}, 100)))
	return md
}

// indented lets a block parser open on a line indented by four spaces or more.
type indented struct{ parser.BlockParser }

func (indented) CanAcceptIndentedLine() bool { return true }

// mdxFence is the fenced code parser of MDX, which has no indented code:
// a fence opens and closes however far it is indented (micromark's code
// fence takes any indentation when indented code is off). goldmark closes
// a fence only on a line indented by less than four spaces, so a fence
// written inside an indented element (<TabItem>, a list in a <div>) would
// run on past its closing line.
type mdxFence struct{ parser.BlockParser }

// fence is the opening fence of the open fenced code block: its character
// and length. A fenced block is a leaf, so at most one is open at a time.
type fence struct {
	char   byte
	length int
}

var fenceKey = parser.NewContextKey()

func (f mdxFence) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, _ := reader.PeekLine()
	t := bytes.TrimLeft(line, " \t")
	n, state := f.BlockParser.Open(parent, reader, pc)
	if n != nil && len(t) > 0 {
		pc.Set(fenceKey, fence{char: t[0], length: len(t) - len(bytes.TrimLeft(t, string(t[0])))})
	}
	return n, state
}

func (f mdxFence) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	if fd, ok := pc.Get(fenceKey).(fence); ok && indentOf(line, reader.LineOffset()) >= 4 {
		t := bytes.TrimLeft(line, " \t")
		run := len(t) - len(bytes.TrimLeft(t, string(fd.char)))
		if run >= fd.length && len(bytes.TrimSpace(t[run:])) == 0 {
			reader.AdvanceToEOL()
			return parser.Close
		}
	}
	return f.BlockParser.Continue(node, reader, pc)
}

func (f mdxFence) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	pc.Set(fenceKey, nil)
	f.BlockParser.Close(node, reader, pc)
}

func (mdxFence) CanAcceptIndentedLine() bool { return true }

// indentOf is a line's indentation in columns, tabs to the next stop of 4.
func indentOf(line []byte, offset int) int {
	w, _ := util.IndentWidth(line, offset)
	return w
}

// Parse parses one body. It always returns a Doc; problems are in the list.
func (p *Parser) Parse(src []byte, opts Options) (*Doc, diag.List) {
	return p.parse(src, opts, &walker{})
}

// parse parses one body with the walker w, which a partial shares with
// the body that includes it (its slugger and chain).
func (p *Parser) parse(src []byte, opts Options, w *walker) (*Doc, diag.List) {
	md := p.md[FormatMDX]
	if opts.Format == FormatMD {
		md = p.md[FormatMD]
	}
	src, fences := unwrapMDXFences(src)
	// A body with layout problems in its JSX is read again with the
	// elements that MDX reads whole as raw JSX (rawjsx.go).
	raw := &rawSpans{}
	var st *state
	var root ast.Node
	for round := 0; ; round++ {
		st = newState(opts.File, src, opts.LineOffset, p.components)
		st.readPartial, st.raw, st.lenient, st.math = opts.ReadPartial, raw, opts.Lenient, opts.Math != nil
		pc := parser.NewContext()
		pc.Set(stateKey, st)
		root = md.Parser().Parse(text.NewReader(src), parser.WithContext(pc))
		if opts.Format != FormatMDX || round == maxRawRounds || !raw.add(st, root) {
			break
		}
	}
	doc := &Doc{Unwrapped: fences}
	w.st, w.src, w.opts, w.doc, w.md, w.p = st, src, opts, doc, md, p
	w.prepare(root)
	doc.Body = w.blocks(root)
	doc.Text = strings.TrimSpace(w.text.String())
	doc.Warnings = st.warnings
	// The headings, links and anchors outlive the body (a build holds them
	// for every page until its check): what append left spare goes.
	doc.Headings, doc.Links, doc.Anchors = exact(doc.Headings), exact(doc.Links), exact(doc.Anchors)
	return doc, st.problems()
}

// exact is s in an array of its length, when append left room in s's.
func exact[S ~[]E, E any](s S) S {
	if cap(s) == len(s) {
		return s
	}
	out := make(S, len(s))
	copy(out, s)
	return out
}
