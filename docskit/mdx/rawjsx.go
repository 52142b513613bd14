package mdx

import (
	"slices"
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Raw JSX blocks: a fallback for block-level JSX that the line-based
// reading of jsx.go rejects but MDX accepts, because MDX reads an element
// that starts a line as JSX to its matching closing tag, whatever the
// lines in between look like. Real pages write such elements as code: an
// opening tag whose props run over a blank line, a <CodeBlock> whose child
// is a template literal over many lines, children inside a prop's arrow
// function, tags and text sharing lines.
//
// Parse reads a body as usual first. When that gives layout problems (an
// unclosed or unmatched tag, content on the line of its tag), it looks for
// the innermost element that starts a line before each problem and, read
// with scanJSX, ends after it: the element's span is recorded (rawSpans)
// and the body parsed again, where rawParser, ahead of jsxParser, reads the
// recorded span as one ExpressionBlock whose code is the element as
// written. The page becomes a module (module.go) that evaluates it as JSX,
// on the element's own lines, so esbuild's errors name them. Its text
// children stay searchable (Doc.Text, Sections), and the theme's
// components and the site's it names are brought into the module's scope.
// Elements that read well line by line never change: the fallback runs
// only where the line-based reading failed.
//
// Children of a raw element are JSX text, not Markdown: what MDX would
// read as **bold** stays as written. It is a fallback for elements that
// are code, not for Markdown inside components.

// rawJSX is what an ExpressionBlock read as a raw JSX element knows.
type rawJSX struct {
	// text is the element's text children, for search.
	text string
	// tags are the component names of its tags outside expressions, with
	// their offsets; uses are the built-in and site components its code
	// names anywhere (<CodeBlock inside a prop's function too).
	tags []rawTag
	uses []string
}

type rawTag struct {
	name string
	off  int
}

// Bounds of the fallback: elements per body, parses per body, and the
// bytes scanned looking for elements (a multiple of the body's length,
// plus a floor), so that a body full of broken tags stays linear.
const (
	maxRawElements = 20
	maxRawRounds   = 4
	rawScanFactor  = 8
	rawScanFloor   = 1 << 16
)

// rawSpans are the elements a body reads as raw JSX: end by start offset.
type rawSpans struct {
	ends map[int]int
	// work counts the bytes scanned so far.
	work int
}

// rawParser reads a recorded raw JSX element as an ExpressionBlock.
type rawParser struct{}

func (rawParser) Trigger() []byte { return []byte{'<'} }

func (rawParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	st := getState(pc)
	if st == nil || st.raw == nil || len(st.raw.ends) == 0 {
		return nil, parser.NoChildren
	}
	line, seg := reader.PeekLine()
	start := seg.Start + leadingSpaces(line)
	end, ok := st.raw.ends[start]
	if !ok || seg.Padding != 0 {
		return nil, parser.NoChildren
	}
	sc := &jsxScanner{s: st.text[:end]}
	if k, err := sc.element(start, 0); err != nil || k != end {
		return nil, parser.NoChildren
	}
	skipLinesTo(reader, end)
	n := &ExpressionBlock{Code: st.text[start:end], Start: start, raw: &rawJSX{text: sc.text.String(), tags: sc.tags, uses: usedComponents(st, st.text[start:end])}}
	return n, parser.Close
}

func (rawParser) Continue(ast.Node, text.Reader, parser.Context) parser.State { return parser.Close }
func (rawParser) Close(ast.Node, text.Reader, parser.Context)                 {}
func (rawParser) CanInterruptParagraph() bool                                 { return true }
func (rawParser) CanAcceptIndentedLine() bool                                 { return true }

// layoutProblem reports whether a diagnostic is one the line-based reading
// of JSX gives for an element MDX may read whole.
func layoutProblem(msg string) bool {
	switch {
	case strings.HasPrefix(msg, "closing tag ") && strings.HasSuffix(msg, " has no matching opening tag"),
		strings.HasPrefix(msg, "<") && strings.HasSuffix(msg, "> is not closed") && msg != "<head> is not closed",
		strings.HasPrefix(msg, "put the content of <"),
		msg == "the opening tag is not finished with >",
		strings.HasPrefix(msg, "the tag <") && strings.HasSuffix(msg, "> is not finished with >"),
		strings.HasPrefix(msg, "unexpected ") && strings.Contains(msg, " in the tag <"),
		msg == "the expression {…} is not closed":
		return true
	}
	return false
}

// rawCandidate is a block that starts a line with a tag: where a raw
// element may start. limit is where it must end by: the closing line of
// the innermost closed container around it.
type rawCandidate struct {
	start, limit int
}

// add looks for the raw elements that would end the layout problems of a
// parse (st, root), records them, and reports whether it recorded any.
func (r *rawSpans) add(st *state, root ast.Node) bool {
	var offsets []int
	for i, d := range st.diags {
		if layoutProblem(d.Msg) {
			offsets = append(offsets, st.offsets[i])
		}
	}
	if len(offsets) == 0 || len(r.ends) >= maxRawElements {
		return false
	}
	cands := rawCandidates(st, root)
	// A tag jsx.go rejects leaves no block behind: its line is a
	// candidate of its own.
	for _, o := range offsets {
		if limit, ok := limitAt(root, o, len(st.text)); ok && startsTagLine(st.text, o) && !isHeadTag(st.text, o) {
			cands = append(cands, rawCandidate{start: o, limit: limit})
		}
	}
	cands = sortCandidates(cands)
	budget := rawScanFactor*len(st.src) + rawScanFloor
	added := false
	for _, o := range offsets {
		// The candidates that start at or before o, nearest first: the
		// first whose element covers o is the innermost one.
		i := sort.Search(len(cands), func(i int) bool { return cands[i].start > o })
		for i--; i >= 0 && len(r.ends) < maxRawElements && r.work < budget; i-- {
			c := cands[i]
			if _, done := r.ends[c.start]; done {
				continue
			}
			sc := &jsxScanner{s: st.text[:c.limit]}
			end, err := sc.element(c.start, 0)
			if err != nil {
				r.work += c.limit - c.start
				continue
			}
			r.work += end - c.start
			// An element without expressions is no JavaScript written as
			// JSX: its layout problem is one to fix (<Tabs>text</Tabs>).
			if end <= o || !blankRest(st.text, end) || sc.exprs == 0 || sc.markdown {
				continue
			}
			if r.ends == nil {
				r.ends = map[int]int{}
			}
			r.ends[c.start] = end
			added = true
			break
		}
	}
	return added
}

// blankRest reports whether only white space follows offset on its line.
func blankRest(s string, offset int) bool {
	for ; offset < len(s) && s[offset] != '\n'; offset++ {
		if s[offset] != ' ' && s[offset] != '\t' && s[offset] != '\r' {
			return false
		}
	}
	return true
}

// rawCandidates are the blocks of root that start a line with a tag, in
// source order; blocks inside quotes are left out, since their lines
// carry the quote's markers.
func rawCandidates(st *state, root ast.Node) []rawCandidate {
	var out []rawCandidate
	var walk func(n ast.Node, limit int)
	walk = func(n ast.Node, limit int) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if c.Type() != ast.TypeBlock {
				continue
			}
			switch c.(type) {
			case *ast.Blockquote, *ast.FencedCodeBlock, *ast.CodeBlock, *ast.HTMLBlock, *Comment, *Import:
				continue
			}
			if s := c.Pos(); startsTagLine(st.text, s) && !isHeadTag(st.text, s) {
				out = append(out, rawCandidate{start: s, limit: limit})
			}
			inner := limit
			switch c := c.(type) {
			case *Component:
				if c.closeStart >= 0 {
					inner = min(inner, c.closeStart)
				}
			case *Admonition:
				if c.closeStart >= 0 {
					inner = min(inner, c.closeStart)
				}
			}
			walk(c, inner)
		}
	}
	walk(root, len(st.text))
	return out
}

// sortCandidates sorts candidates by their start, keeping one of each: a
// container and its first child may start at the same offset.
func sortCandidates(cs []rawCandidate) []rawCandidate {
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].start < cs[j].start })
	uniq := cs[:0]
	for _, c := range cs {
		if len(uniq) > 0 && uniq[len(uniq)-1].start == c.start {
			continue
		}
		uniq = append(uniq, c)
	}
	return uniq
}

// limitAt is the limit of a candidate at offset o (see rawCandidate): the
// closing line of the innermost closed container that holds o. ok is false
// inside a block quote or a code block.
func limitAt(root ast.Node, o, limit int) (int, bool) {
	n := root
	for {
		var in ast.Node
		for c := n.FirstChild(); c != nil && c.Type() == ast.TypeBlock && c.Pos() <= o; c = c.NextSibling() {
			in = c
		}
		if in == nil || o >= blockEnd(in) {
			return limit, true
		}
		switch c := in.(type) {
		case *ast.Blockquote, *ast.FencedCodeBlock, *ast.CodeBlock:
			return 0, false
		case *Component:
			if c.closeStart >= 0 {
				if o >= c.closeStart {
					return limit, true
				}
				limit = min(limit, c.closeStart)
			}
		case *Admonition:
			if c.closeStart >= 0 {
				if o >= c.closeStart {
					return limit, true
				}
				limit = min(limit, c.closeStart)
			}
		}
		n = in
	}
}

// startsTagLine reports whether s[i] is the first character of its line
// but for spaces, and opens a tag or a fragment.
func startsTagLine(s string, i int) bool {
	if i < 0 || i+1 >= len(s) || s[i] != '<' || !isNameStart(s[i+1]) && s[i+1] != '>' {
		return false
	}
	for j := i - 1; j >= 0 && s[j] != '\n'; j-- {
		if s[j] != ' ' && s[j] != '\t' {
			return false
		}
	}
	return true
}

// isHeadTag reports whether the tag at s[i] is <head>, which is the page's
// HTML head (head.go), never JSX.
func isHeadTag(s string, i int) bool {
	rest := s[i+1:]
	return strings.HasPrefix(rest, "head") && (len(rest) == 4 || !isNameChar(rest[4]))
}

// jsxScanner reads JSX as MDX and esbuild do: an element with its props,
// and children that are text, elements, fragments and {expressions}. It
// keeps the text children and the component names of the tags.
type jsxScanner struct {
	s    string
	text strings.Builder
	tags []rawTag
	// exprs counts the {…} of its props and children.
	exprs int
	// inExpr counts the expressions the scanner is in: their tags may name
	// the expression's own variables, and are not checked.
	inExpr int
	// markdown is set when a text child holds a code fence: Markdown,
	// which JSX would show as text (or read as expressions).
	markdown bool
}

// element reads the element or fragment whose "<" is at s[i] and returns
// the offset just past its end.
func (sc *jsxScanner) element(i, depth int) (int, error) {
	s := sc.s
	if depth >= MaxNesting {
		return 0, tagError("nested too deep")
	}
	i++
	if i >= len(s) {
		return 0, errIncomplete
	}
	name := ""
	if s[i] != '>' {
		j := i
		for j < len(s) && isNameChar(s[j]) {
			j++
		}
		name = s[i:j]
		if name == "" || !isNameStart(name[0]) {
			return 0, tagError("not a tag")
		}
		if !isElementName(name) && name != "details" && name != "summary" && sc.inExpr == 0 {
			sc.tags = append(sc.tags, rawTag{name: name, off: i - 1})
		}
		var err error
		var closed bool
		if i, closed, err = sc.props(j, depth); err != nil || closed {
			return i, err
		}
	} else {
		i++
	}
	return sc.children(i, name, depth)
}

// props reads the props of a tag from s[i] to its end, and reports
// whether the tag closes itself.
func (sc *jsxScanner) props(i, depth int) (int, bool, error) {
	s := sc.s
	for {
		i = skipSpace(s, i)
		if i >= len(s) {
			return 0, false, errIncomplete
		}
		switch {
		case s[i] == '>':
			return i + 1, false, nil
		case s[i] == '/' && i+1 < len(s) && s[i+1] == '>':
			return i + 2, true, nil
		case s[i] == '{':
			k, err := sc.expr(i, depth)
			if err != nil {
				return 0, false, err
			}
			i = k
			sc.exprs++
			continue
		case !isNameStart(s[i]):
			return 0, false, tagError("unexpected character in a tag")
		}
		for i < len(s) && isNameChar(s[i]) {
			i++
		}
		j := skipSpace(s, i)
		if j >= len(s) || s[j] != '=' {
			continue
		}
		i = skipSpace(s, j+1)
		if i >= len(s) {
			return 0, false, errIncomplete
		}
		switch s[i] {
		case '"', '\'':
			// A JSX string may span lines and has no escapes.
			k := strings.IndexByte(s[i+1:], s[i])
			if k < 0 {
				return 0, false, errIncomplete
			}
			i += k + 2
		case '{':
			k, err := sc.expr(i, depth)
			if err != nil {
				return 0, false, err
			}
			i = k
			sc.exprs++
		case '<':
			k, err := sc.element(i, depth+1)
			if err != nil {
				return 0, false, err
			}
			i = k
		default:
			return 0, false, tagError("a prop needs a value")
		}
	}
}

// children reads the children of an element named name ("" for a
// fragment) from s[i] to the end of its closing tag.
func (sc *jsxScanner) children(i int, name string, depth int) (int, error) {
	s := sc.s
	for i < len(s) {
		switch s[i] {
		case '{':
			k, err := sc.expr(i, depth)
			if err != nil {
				return 0, err
			}
			i = k
			sc.exprs++
		case '<':
			if i+1 < len(s) && s[i+1] == '/' {
				j := skipSpace(s, i+2)
				k := j
				for k < len(s) && isNameChar(s[k]) {
					k++
				}
				if s[j:k] != name {
					return 0, tagError("closing tag does not match")
				}
				k = skipSpace(s, k)
				if k >= len(s) || s[k] != '>' {
					return 0, errIncomplete
				}
				return k + 1, nil
			}
			k, err := sc.element(i, depth+1)
			if err != nil {
				return 0, err
			}
			i = k
			sc.text.WriteByte(' ')
		case '>', '}':
			// JSX text cannot hold these: esbuild rejects them.
			return 0, tagError("unexpected character in JSX text")
		default:
			k := i
			for k < len(s) && !strings.ContainsRune("{<>}", rune(s[k])) {
				k++
			}
			sc.text.WriteString(s[i:k])
			sc.markdown = sc.markdown || hasFence(s[i:k])
			i = k
		}
	}
	return 0, errIncomplete
}

// expr reads the {…} expression whose "{" is at s[i], as exprEnd does,
// and the JSX inside it: an element where an operand starts (after "(",
// "=>", ",", "?", ":", "&&" and alike) is read as JSX, whose text may hold
// quotes and braces (<>Don't</>). A "<" after an operand is an operator.
func (sc *jsxScanner) expr(i, depth int) (int, error) {
	s := sc.s
	open := 0
	for i < len(s) {
		switch c := s[i]; c {
		case '{':
			open++
			i++
		case '}':
			open--
			i++
			if open == 0 {
				return i, nil
			}
		case '<':
			if i+1 < len(s) && (isNameStart(s[i+1]) || s[i+1] == '>') && operandStart(s, i) {
				sc.inExpr++
				k, err := sc.element(i, depth+1)
				sc.inExpr--
				if err != nil {
					return 0, err
				}
				i = k
				continue
			}
			i++
		default:
			k, err := skipLiteral(s, i)
			if err != nil {
				return 0, err
			}
			i = max(k, i+1)
		}
	}
	return 0, errIncomplete
}

// operandStart reports whether an operand may start at s[i]: the code
// before it ends with an opening bracket, an operator or a keyword that
// takes one.
func operandStart(s string, i int) bool {
	j := i - 1
	for j >= 0 && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r') {
		j--
	}
	if j < 0 {
		return true
	}
	if strings.IndexByte("({[,;?:=&|!>", s[j]) >= 0 {
		return true
	}
	return strings.HasSuffix(s[:j+1], "return")
}

// blockEnd is where a block's text ends: the end of its last line, or
// of its deepest last descendant's, or past its closing line.
func blockEnd(n ast.Node) int {
	switch n := n.(type) {
	case *Component:
		if n.closeStart >= 0 {
			return n.closeStart + 1
		}
	case *Admonition:
		if n.closeStart >= 0 {
			return n.closeStart + 1
		}
	}
	if l := n.Lines(); l != nil && l.Len() > 0 {
		return l.At(l.Len() - 1).Stop
	}
	if c := n.LastChild(); c != nil && c.Type() == ast.TypeBlock {
		return blockEnd(c)
	}
	return n.Pos() + 1
}

// hasFence reports whether a line of text starts a code fence.
func hasFence(t string) bool {
	for line := range strings.Lines(t) {
		line = strings.TrimLeft(line, " \t")
		if strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~") {
			return true
		}
	}
	return false
}

// usedComponents are the built-in and site components whose tags code
// names, anywhere in it: those the module must bring into scope when the
// page's ESM does not bind them.
func usedComponents(st *state, code string) []string {
	var out []string
	seen := map[string]bool{}
	for i := strings.IndexByte(code, '<'); i >= 0; {
		j := i + 1
		for j < len(code) && (isNameChar(code[j]) && code[j] != '.' && code[j] != ':') {
			j++
		}
		name := code[i+1 : j]
		if name != "" && name[0] >= 'A' && name[0] <= 'Z' && !seen[name] && st.components[name] {
			seen[name] = true
			out = append(out, name)
		}
		k := strings.IndexByte(code[j:], '<')
		if k < 0 {
			break
		}
		i = j + k
	}
	return out
}

// visitRaw is the walk of a raw JSX element (walker.visit): its text for
// search, its components checked and brought into the module's scope.
func (w *walker) visitRaw(n ast.Node) {
	b, ok := n.(*ExpressionBlock)
	if !ok || b.raw == nil {
		return
	}
	t := strings.Join(strings.Fields(b.raw.text), " ")
	if t != "" {
		w.text.WriteString(t + "\n")
		w.sec.WriteString("\n" + t + "\n")
	}
	for _, tag := range b.raw.tags {
		root, _, _ := strings.Cut(tag.name, ".")
		if w.st.bindings[root] || w.st.components[tag.name] {
			continue
		}
		if _, partial := w.st.partials[tag.name]; partial {
			w.st.errorf(tag.off, "write <"+tag.name+" /> on a line of its own, outside the element", "the partial <%s> cannot be shown inside an element read as JSX", tag.name)
			continue
		}
		if w.unknownComponent(tag.off, tag.name) && !strings.Contains(tag.name, ".") && !slices.Contains(w.doc.globals, tag.name) {
			w.doc.globals = append(w.doc.globals, tag.name)
		}
	}
	for _, name := range b.raw.uses {
		if !w.st.bindings[name] && !slices.Contains(w.doc.scope, name) {
			w.doc.scope = append(w.doc.scope, name)
		}
	}
}
