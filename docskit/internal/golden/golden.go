// Package golden holds the test helpers shared by docskit's golden tests:
// goldmark-style case files (testdata/mdx/*.txt), the -update flag that
// rewrites their expected parts, and a small txtar-style archive reader for
// whole-site tests.
//
// It is imported by tests only.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing/fstest"
)

// Update is the -update flag: golden tests rewrite their expected output
// instead of comparing with it. Review the diff before committing.
var Update = flag.Bool("update", false, "rewrite the expected output of golden tests")

// The separators of goldmark's case files (yuin/goldmark testutil).
const (
	// PartSeparator comes before the input and before the expected output.
	PartSeparator = "//- - - - - - - - -//"
	// CaseSeparator ends a case.
	CaseSeparator = "//= = = = = = = = = = = = = = = = = = = = = = = =//"
)

// Case is one numbered case of a case file.
//
//	3: optional description
//	//- - - - - - - - -//
//	input (MDX)
//	//- - - - - - - - -//
//	expected output
//	//= = = = = = = = = = = = = = = = = = = = = = = =//
type Case struct {
	No          int
	Description string
	// Input is the text between the two part separators, each line ending in "\n".
	Input string
	// Expected is the text after the second separator, without the final newline.
	Expected string
	// Line is the line of the case header in the file, for failure messages.
	Line int
}

var header = regexp.MustCompile(`^\s*(\d+)\s*(?::\s*(.*))?$`)

// ParseCases reads a case file. Blank lines between cases are ignored.
func ParseCases(data []byte) ([]Case, error) {
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	var cases []Case
	seen := map[int]bool{}
	i := 0
	for i < len(lines) {
		if strings.TrimSpace(lines[i]) == "" {
			i++
			continue
		}
		m := header.FindStringSubmatch(lines[i])
		if m == nil {
			return nil, fmt.Errorf("line %d: want a case number, got %q", i+1, lines[i])
		}
		no, _ := strconv.Atoi(m[1])
		if seen[no] {
			return nil, fmt.Errorf("line %d: case %d appears twice", i+1, no)
		}
		seen[no] = true
		c := Case{No: no, Description: strings.TrimSpace(m[2]), Line: i + 1}
		i++
		if i >= len(lines) || lines[i] != PartSeparator {
			return nil, fmt.Errorf("line %d: case %d: want %s after the case number", i+1, no, PartSeparator)
		}
		i++
		var in []string
		for ; i < len(lines) && lines[i] != PartSeparator; i++ {
			if lines[i] == CaseSeparator {
				return nil, fmt.Errorf("line %d: case %d has no expected output", i+1, no)
			}
			in = append(in, lines[i])
		}
		if i >= len(lines) {
			return nil, fmt.Errorf("case %d (line %d): input is not finished with %s", no, c.Line, PartSeparator)
		}
		i++
		var want []string
		for ; i < len(lines) && lines[i] != CaseSeparator; i++ {
			want = append(want, lines[i])
		}
		if i >= len(lines) {
			return nil, fmt.Errorf("case %d (line %d): not finished with %s", no, c.Line, CaseSeparator)
		}
		i++
		if len(in) > 0 {
			c.Input = strings.Join(in, "\n") + "\n"
		}
		c.Expected = strings.Join(want, "\n")
		cases = append(cases, c)
	}
	return cases, nil
}

// FormatCases writes cases back in the case-file format ParseCases reads.
func FormatCases(cases []Case) []byte {
	var b bytes.Buffer
	for i, c := range cases {
		if i > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(strconv.Itoa(c.No))
		if c.Description != "" {
			b.WriteString(": " + c.Description)
		}
		b.WriteString("\n" + PartSeparator + "\n")
		b.WriteString(c.Input)
		if c.Input != "" && !strings.HasSuffix(c.Input, "\n") {
			b.WriteByte('\n')
		}
		b.WriteString(PartSeparator + "\n")
		if c.Expected != "" {
			b.WriteString(strings.TrimSuffix(c.Expected, "\n") + "\n")
		}
		b.WriteString(CaseSeparator + "\n")
	}
	return b.Bytes()
}

// ReadCases reads and parses a case file.
func ReadCases(file string) ([]Case, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	cases, err := ParseCases(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return cases, nil
}

// WriteCases rewrites a case file (for -update).
func WriteCases(file string, cases []Case) error {
	return os.WriteFile(file, FormatCases(cases), 0o644)
}

// File is one file of an Archive.
type File struct {
	Name string
	Data []byte
}

// Archive is a txtar-style archive: an optional comment, then files, each
// introduced by a line "-- name --".
type Archive struct {
	Comment []byte
	Files   []File
}

// ParseArchive reads a txtar-style archive (golang.org/x/tools/txtar's
// format): every line of the form "-- name --" starts a file whose content
// runs to the next such line. A file's content keeps its final newline.
func ParseArchive(s string) *Archive {
	a := &Archive{}
	cur := -1
	for _, line := range strings.SplitAfter(s, "\n") {
		if line == "" {
			continue
		}
		if name, ok := fileMarker(line); ok {
			a.Files = append(a.Files, File{Name: name})
			cur = len(a.Files) - 1
			continue
		}
		if cur < 0 {
			a.Comment = append(a.Comment, line...)
		} else {
			a.Files[cur].Data = append(a.Files[cur].Data, line...)
		}
	}
	return a
}

func fileMarker(line string) (string, bool) {
	line = strings.TrimRight(line, "\r\n")
	if !strings.HasPrefix(line, "-- ") || !strings.HasSuffix(line, " --") || len(line) < len("-- x --") {
		return "", false
	}
	name := strings.TrimSpace(line[3 : len(line)-3])
	return name, name != ""
}

// MapFS returns the archive's files as a file system (folders are implied).
func (a *Archive) MapFS() fstest.MapFS {
	fsys := fstest.MapFS{}
	for _, f := range a.Files {
		fsys[f.Name] = &fstest.MapFile{Data: f.Data, Mode: 0o644}
	}
	return fsys
}

// MapFS parses a txtar-style archive into a file system.
func MapFS(archive string) fstest.MapFS { return ParseArchive(archive).MapFS() }
