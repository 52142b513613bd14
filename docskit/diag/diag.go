package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in a source file. Line and Col are 1-based; zero means unknown.
type Pos struct {
	File string `json:"file"`
	Line int    `json:"line,omitempty"`
	Col  int    `json:"col,omitempty"`
}

func (p Pos) String() string {
	switch {
	case p.Line > 0 && p.Col > 0:
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	case p.Line > 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return p.File
}

// Diagnostic is one problem found in the sources, reported to the user as
// "file:line:col: message (plugin)" followed by an optional hint.
type Diagnostic struct {
	Plugin string `json:"plugin,omitempty"`
	Pos    Pos    `json:"pos"`
	Msg    string `json:"msg"`
	Hint   string `json:"hint,omitempty"`
	// Via is where the page includes the file of Pos, when that file is
	// an MD/MDX partial ("docs/intro.mdx:12"): the page that fails.
	Via *Pos `json:"via,omitempty"`
}

func (d Diagnostic) String() string {
	var b strings.Builder
	if d.Pos.File != "" {
		b.WriteString(d.Pos.String())
		b.WriteString(": ")
	}
	b.WriteString(d.Msg)
	if d.Plugin != "" {
		b.WriteString(" [")
		b.WriteString(d.Plugin)
		b.WriteString("]")
	}
	if d.Via != nil {
		b.WriteString("\n\tincluded from ")
		b.WriteString(d.Via.String())
	}
	if d.Hint != "" {
		b.WriteString("\n\thint: ")
		b.WriteString(d.Hint)
	}
	return b.String()
}

// List is a list of problems. A non-empty list is an error; its message
// names every problem, sorted by file and line, so a build reports all of them
// at once instead of stopping at the first.
type List []Diagnostic

func (ds List) Error() string {
	sorted := append(List(nil), ds...)
	sorted.Sort()
	lines := make([]string, len(sorted))
	for i, d := range sorted {
		lines[i] = d.String()
	}
	noun := "problems"
	if len(ds) == 1 {
		noun = "problem"
	}
	return fmt.Sprintf("%d %s:\n%s", len(ds), noun, strings.Join(lines, "\n"))
}

// Sort orders the diagnostics by file, line and column.
func (ds List) Sort() {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Err returns ds as an error, or nil when it is empty.
func (ds List) Err() error {
	if len(ds) == 0 {
		return nil
	}
	return ds
}

// Errorf makes a single diagnostic at pos.
func Errorf(pos Pos, format string, args ...any) Diagnostic {
	return Diagnostic{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
