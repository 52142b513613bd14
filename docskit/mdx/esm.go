package mdx

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// ESM: `import` and `export` statements at the top level of an MDX body,
// as MDX reads them. A block starts with a line that begins with import or
// export and goes on while its statement is unfinished (open brackets, a
// trailing operator) or the next line starts another statement; several
// statements may share a line. The walker keeps each block's code
// (Doc.ESM): a page with imports other than partials and the theme's
// built-in components, or with exports, is compiled to a JavaScript module
// (module.go). scanESM reads from the code what the page needs to know: the
// names it brings into scope (components), and the MD/MDX partials it
// imports.

// ImportDecl is one import statement of a body.
type ImportDecl struct {
	// Source is the module specifier as written ('@site/src/X', './_a.mdx').
	Source string
	// Default, Namespace and Named are the local names it binds; Named
	// maps each local name to the name it imports.
	Default, Namespace string
	Named              map[string]string
}

// ESM is one block of import/export statements.
type ESM struct {
	// Code is the block's source as written; Line its first line in
	// File, the page's or a partial's.
	Code string
	Line int
	File string
	// Imports are its import statements; Exports the names it exports
	// (export const X, export function X).
	Imports []ImportDecl
	Exports []string
	// ExportDefault is set when the block has an export default.
	ExportDefault bool
}

// esmParser reads ESM blocks (see above).
type esmParser struct{}

func (esmParser) Trigger() []byte { return []byte{'i', 'e'} }

// startsESM reports whether a line starts an import or export statement.
func startsESM(line string) bool {
	for _, kw := range []string{"import", "export"} {
		if rest, ok := strings.CutPrefix(line, kw); ok && rest != "" {
			switch rest[0] {
			case ' ', '\t', '{', '*', '\'', '"':
				return true
			}
		}
	}
	return false
}

func (esmParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if parent.Kind() != ast.KindDocument {
		return nil, parser.NoChildren
	}
	line, seg := reader.PeekLine()
	if !startsESM(string(line)) {
		return nil, parser.NoChildren
	}
	n := &Import{start: seg.Start}
	n.Lines().Append(seg)
	reader.Advance(len(line) - trailingNewline(line))
	return n, parser.NoChildren
}

func (esmParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.(*Import)
	line, seg := reader.PeekLine()
	if line == nil || len(strings.TrimSpace(string(line))) == 0 {
		return parser.Close
	}
	if !esmOpen(n.code(reader.Source())) && !startsESM(strings.TrimLeft(string(line), " \t")) {
		return parser.Close
	}
	n.Lines().Append(seg)
	reader.Advance(len(line) - trailingNewline(line))
	return parser.Continue | parser.NoChildren
}

func (esmParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n := node.(*Import)
	st := getState(pc)
	code := n.code(reader.Source())
	n.ESM = ESM{Code: code, Line: st.pos(n.start).Line, File: st.file}
	imports, exports, def, err := scanESM(code)
	if err != "" {
		st.errorf(n.start, "write import X from '…', import {a, b as c} from '…' or import * as x from '…'", "cannot read this import/export block: %s", err)
	}
	n.ESM.Imports, n.ESM.Exports, n.ESM.ExportDefault = imports, exports, def
	for _, imp := range imports {
		for _, name := range imp.names() {
			n.Names = append(n.Names, name)
			if isPartialSource(imp.Source) && st.readPartial != nil && name == imp.Default {
				st.importPartial(n.start, name, imp.Source)
				continue
			}
			st.bind(name)
		}
		if n.Source == "" {
			n.Source = imp.Source
		}
	}
	for _, name := range exports {
		st.bind(name)
	}
}

func (esmParser) CanInterruptParagraph() bool { return false }
func (esmParser) CanAcceptIndentedLine() bool { return false }

// code is the block's source: its lines as written.
func (n *Import) code(src []byte) string {
	var b strings.Builder
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		b.Write(seg.Value(src))
	}
	return b.String()
}

// names are the local names an import binds.
func (d ImportDecl) names() []string {
	var out []string
	if d.Default != "" {
		out = append(out, d.Default)
	}
	if d.Namespace != "" {
		out = append(out, d.Namespace)
	}
	for local := range d.Named {
		out = append(out, local)
	}
	return out
}

// esmOpen reports whether code ends inside a statement: an open bracket,
// string or comment, or a last character that needs more (an operator, a
// comma, "from").
func esmOpen(code string) bool {
	depth := 0
	for i := 0; i < len(code); {
		switch c := code[i]; c {
		case '{', '(', '[':
			depth++
			i++
		case '}', ')', ']':
			depth--
			i++
		default:
			k, err := skipLiteral(code, i)
			if err != nil {
				return true
			}
			i = max(k, i+1)
		}
	}
	return depth > 0 || needsMore(code)
}

// needsMore reports whether code ends with what a statement cannot end
// with: an operator, a comma, "from", "=>", or an import that has not
// reached its source yet.
func needsMore(code string) bool {
	t := strings.TrimRight(code, " \t\r\n")
	if t == "" {
		return false
	}
	if strings.HasSuffix(t, " from") || strings.HasSuffix(t, "=>") || t == "import" || strings.HasSuffix(t, " import") || strings.HasSuffix(t, ";import") {
		return true
	}
	// "import X" with its from '…' on the next line.
	last := t[strings.LastIndexByte(t, '\n')+1:]
	if strings.HasPrefix(strings.TrimSpace(last), "import ") && !strings.ContainsAny(last, "'\"`;") {
		return true
	}
	return strings.ContainsRune(",=+-*&|?:.", rune(t[len(t)-1]))
}

// scanESM reads the import statements and exported names of an ESM block.
// It skips strings, comments and bracketed code, and reads each statement
// that starts with import or export at the top level.
func scanESM(code string) (imports []ImportDecl, exports []string, exportDefault bool, problem string) {
	s := &esmScanner{s: code}
	for s.i < len(s.s) {
		s.space()
		switch {
		case s.i >= len(s.s):
		case s.keyword("import"):
			d, ok := s.importDecl()
			if !ok {
				return imports, exports, exportDefault, "an import statement is not written as import X from '…'"
			}
			if d.Source != "" {
				imports = append(imports, d)
			}
		case s.keyword("export"):
			s.space()
			if s.keyword("default") {
				exportDefault = true
			} else if name := s.declared(); name != "" {
				exports = append(exports, name)
			}
			s.skipStatement()
		default:
			s.skipStatement()
		}
	}
	return imports, exports, exportDefault, ""
}

// esmScanner reads ESM code at s[i].
type esmScanner struct {
	s string
	i int
}

// space skips white space, semicolons and comments.
func (s *esmScanner) space() {
	for s.i < len(s.s) {
		switch c := s.s[s.i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';':
			s.i++
		case c == '/':
			k := commentEnd(s.s, s.i)
			if k <= s.i {
				return
			}
			s.i = k
		default:
			return
		}
	}
}

// keyword consumes kw when it stands at s.i as a whole word.
func (s *esmScanner) keyword(kw string) bool {
	if !strings.HasPrefix(s.s[s.i:], kw) {
		return false
	}
	j := s.i + len(kw)
	if j < len(s.s) && (isNameChar(s.s[j]) || s.s[j] == '$') {
		return false
	}
	s.i = j
	return true
}

func (s *esmScanner) ident() string {
	j := s.i
	for j < len(s.s) && (isNameChar(s.s[j]) || s.s[j] == '$') {
		j++
	}
	id := s.s[s.i:j]
	s.i = j
	return id
}

// str reads a string literal's value.
func (s *esmScanner) str() (string, bool) {
	if s.i >= len(s.s) || s.s[s.i] != '"' && s.s[s.i] != '\'' {
		return "", false
	}
	k := stringEnd(s.s, s.i)
	if k < 0 {
		return "", false
	}
	v := s.s[s.i+1 : k-1]
	s.i = k
	if u, ok := unescapeJS(v); ok {
		v = u
	}
	return v, true
}

// importDecl reads the rest of an import statement after "import".
func (s *esmScanner) importDecl() (ImportDecl, bool) {
	var d ImportDecl
	s.space()
	if src, ok := s.str(); ok {
		d.Source = src // import './side-effect.css'
		return d, true
	}
	if s.keyword("type") {
		s.skipStatement() // TypeScript's import type: no value
		return ImportDecl{}, true
	}
	for {
		s.space()
		switch {
		case s.i >= len(s.s):
			return d, false
		case s.s[s.i] == '*':
			s.i++
			s.space()
			if !s.keyword("as") {
				return d, false
			}
			s.space()
			d.Namespace = s.ident()
		case s.s[s.i] == '{':
			s.i++
			if !s.named(&d) {
				return d, false
			}
		case s.keyword("from"):
			if d.Default == "" && d.Namespace == "" && d.Named == nil {
				return d, false
			}
			s.space()
			src, ok := s.str()
			d.Source = src
			s.space()
			if s.keyword("with") || s.keyword("assert") {
				s.skipStatement()
			}
			return d, ok
		case s.s[s.i] == ',':
			s.i++
		default:
			id := s.ident()
			if id == "" {
				return d, false
			}
			d.Default = id
		}
	}
}

// named reads `a, b as c, default as d }`.
func (s *esmScanner) named(d *ImportDecl) bool {
	if d.Named == nil {
		d.Named = map[string]string{}
	}
	for {
		s.space()
		if s.i >= len(s.s) {
			return false
		}
		if s.s[s.i] == '}' {
			s.i++
			return true
		}
		if s.s[s.i] == ',' {
			s.i++
			continue
		}
		var imported string
		if v, ok := s.str(); ok {
			imported = v
		} else {
			imported = s.ident()
		}
		if imported == "" {
			return false
		}
		local := imported
		s.space()
		if s.keyword("as") {
			s.space()
			local = s.ident()
		}
		if imported == "type" && local == "type" && s.i < len(s.s) && isNameStart(s.s[s.i]) {
			s.ident() // { type X }: a TypeScript type, no value
			continue
		}
		d.Named[local] = imported
	}
}

// declared reads the name an export declares: export const X, export
// function X, export class X; "" for anything else (export { … }).
func (s *esmScanner) declared() string {
	for _, kw := range []string{"async", "function", "const", "let", "var", "class"} {
		if s.keyword(kw) {
			s.space()
			if kw == "async" {
				return s.declared()
			}
			if kw == "function" && s.i < len(s.s) && s.s[s.i] == '*' {
				s.i++
				s.space()
			}
			return s.ident()
		}
	}
	return ""
}

// skipStatement moves past the current statement: to a semicolon or a line
// break at bracket depth 0 after which the code does not go on.
func (s *esmScanner) skipStatement() {
	depth := 0
	for s.i < len(s.s) {
		c := s.s[s.i]
		switch c {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case '"', '\'', '`', '/':
			if k, err := skipLiteral(s.s, s.i); err == nil && k > s.i {
				s.i = k
				continue
			}
		case ';':
			if depth <= 0 {
				s.i++
				return
			}
		case '\n':
			// Brackets are counted here: only a trailing operator
			// carries the statement to the next line.
			if depth <= 0 && !needsMore(s.s[:s.i]) {
				rest := strings.TrimLeft(s.s[s.i:], " \t\r\n")
				if startsESM(rest) || rest == "" {
					s.i++
					return
				}
			}
		}
		s.i++
	}
}
