package mdx

import (
	"bytes"
	"fmt"
	"sort"
	"unicode/utf8"

	"docskit.dev/docskit/diag"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// state is what one Parse call shares between its block parsers and passes:
// the file name, the line index of the source and the diagnostics found.
type state struct {
	file       string
	lineOffset int
	lineStarts []int
	src        []byte
	// text is src as a string, which tag parsing slices without copying.
	text  string
	diags diag.List
	// offsets are the body offsets of diags, one each (rawjsx.go reads
	// where the layout problems are).
	offsets    []int
	components map[string]bool
	// tooDeep is set once nesting beyond MaxNesting has been reported.
	tooDeep bool
	// more counts the problems past maxProblems; morePos is the first one's.
	more    int
	morePos diag.Pos
	// tagWork counts the bytes read to parse tags (see spend).
	tagWork  int
	tagBroke bool
	// found remembers the last search of indexFrom for each token.
	found map[string]search
	// warnings are what the build reports without failing (Doc.Warnings).
	warnings diag.List
	// readPartial is Options.ReadPartial; partials are the names the body
	// imports from MD/MDX files (partial.go).
	readPartial func(string) ([]byte, Format, error)
	partials    map[string]*partialImport
	// bindings are the names the body's imports and exports bring into
	// scope (esm.go): components it may use.
	bindings map[string]bool
	// raw are the elements read as raw JSX (rawjsx.go); nil for none.
	raw *rawSpans
	// lenient is Options.Lenient.
	lenient bool
	// math: Options.Math is set, $ opens math (math.go).
	math bool
}

// bind records a name the body's ESM brings into scope.
func (s *state) bind(name string) {
	if s.bindings == nil {
		s.bindings = map[string]bool{}
	}
	s.bindings[name] = true
}

// search is a search of indexFrom: the first tok at or after from is at at.
type search struct{ from, at int }

// indexFrom returns the offset of the first tok at or after from in the
// source, or -1. It reuses the last search for tok when it answers this
// one too, so that many comment openings before one closing (or none)
// cost one scan of the source, not one each.
func (s *state) indexFrom(from int, tok string) int {
	if s.found == nil {
		s.found = map[string]search{}
	}
	if c, ok := s.found[tok]; ok && from >= c.from && (c.at < 0 || from <= c.at) {
		return c.at
	}
	at := -1
	if from <= len(s.src) {
		if k := bytes.Index(s.src[from:], []byte(tok)); k >= 0 {
			at = from + k
		}
	}
	s.found[tok] = search{from, at}
	return at
}

var stateKey = parser.NewContextKey()

func getState(pc parser.Context) *state {
	s, _ := pc.Get(stateKey).(*state)
	return s
}

func newState(file string, src []byte, lineOffset int, components map[string]bool) *state {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &state{src: src, text: string(src), file: file, lineOffset: lineOffset, lineStarts: starts, components: components}
}

// spend records that parsing a tag read n bytes, and reports whether tags
// may still be read. An unclosed quote or brace makes a tag read to the end
// of its lines, so a body full of them would take quadratic time; past a
// budget proportional to the body, the rest is left unread and the problem
// reported once, at offset.
func (s *state) spend(n, offset int) bool {
	s.tagWork += n
	if s.tagWork <= 16*len(s.src)+1<<20 {
		return true
	}
	if !s.tagBroke {
		s.tagBroke = true
		s.errorf(offset, "close the quotes and braces of the tags above", "too many unfinished tags in this file: the rest of its tags are not read")
	}
	return false
}

// line is a line the reader returned, as a string: a slice of text when
// the line is the source as written.
func (s *state) line(line []byte, seg text.Segment) string {
	if seg.Padding == 0 && seg.Stop <= len(s.text) && seg.Stop-seg.Start == len(line) {
		return s.text[seg.Start:seg.Stop]
	}
	return string(line)
}

// pos converts a byte offset of the parsed source into a file position.
func (s *state) pos(offset int) diag.Pos {
	i := sort.Search(len(s.lineStarts), func(i int) bool { return s.lineStarts[i] > offset }) - 1
	if i < 0 {
		i = 0
	}
	return diag.Pos{File: s.file, Line: s.lineOffset + i + 1, Col: s.column(s.lineStarts[i], offset)}
}

// maxProblems is how many problems one body reports; a body that is not MDX
// at all (a pasted HTML page) would otherwise print thousands of lines.
const maxProblems = 50

func (s *state) errorf(offset int, hint, format string, args ...any) {
	if len(s.diags) >= maxProblems {
		if s.more == 0 {
			s.morePos = s.pos(offset)
		}
		s.more++
		return
	}
	s.diags = append(s.diags, diag.Diagnostic{Plugin: "mdx", Pos: s.pos(offset), Msg: fmt.Sprintf(format, args...), Hint: hint})
	s.offsets = append(s.offsets, offset)
}

// warnf records a warning: a problem that Options let pass.
func (s *state) warnf(offset int, format string, args ...any) {
	s.warnings = append(s.warnings, diag.Diagnostic{Plugin: "mdx", Pos: s.pos(offset), Msg: fmt.Sprintf(format, args...)})
}

// problems returns the diagnostics, with a last one that counts those left out.
func (s *state) problems() diag.List {
	if s.more == 0 {
		return s.diags
	}
	return append(s.diags, diag.Diagnostic{Plugin: "mdx", Pos: s.morePos,
		Msg: fmt.Sprintf("%d more problems in this file from here on are not shown", s.more), Hint: "fix the ones above and build again"})
}

// column counts characters, not bytes, so a Korean letter is one column.
func (s *state) column(lineStart, offset int) int {
	if offset > len(s.src) {
		offset = len(s.src)
	}
	if lineStart > offset {
		return 1
	}
	return utf8.RuneCount(s.src[lineStart:offset]) + 1
}
