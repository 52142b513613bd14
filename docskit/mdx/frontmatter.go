package mdx

import (
	"bytes"
	"errors"
	"regexp"
	"strconv"
	"strings"

	"docskit.dev/docskit/diag"
	"gopkg.in/yaml.v3"
)

// FrontMatter is a document's YAML front matter.
type FrontMatter struct {
	// Values are the decoded keys.
	Values map[string]any
	// Lines gives the file line of each top-level key, for diagnostics.
	Lines map[string]int
}

// Line returns the line of key, or 1 when unknown.
func (f *FrontMatter) Line(key string) int {
	if l, ok := f.Lines[key]; ok {
		return l
	}
	return 1
}

var (
	yamlLine     = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	yamlItemLine = regexp.MustCompile(`^line (\d+): (.*)$`)
	yamlAtLine   = regexp.MustCompile(`at line (\d+)`)
)

// yamlParserProblems are the problems yaml.v3's parser (not its scanner)
// reports. yaml.v3 numbers their lines from 0, while scanner problems are
// numbered from 1; either leaves the line out when its number would be 0.
var yamlParserProblems = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected '-' indicator":    true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %TAG directive":         true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// yamlSyntaxError returns the 1-based line, within the YAML text, and the
// message of a yaml.v3 syntax error.
func yamlSyntaxError(msg string) (int, string) {
	line := 0 // as yaml.v3 reports it
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	if yamlParserProblems[msg] || line == 0 {
		line++
	}
	return line, msg
}

// yamlDecodeError returns the 1-based line, within the YAML text, and the
// message of the first problem of a yaml.v3 decoding error (such as a key
// defined twice), with the lines it names counted in the file.
func yamlDecodeError(err error, fallback int) (int, string) {
	line, msg := fallback, err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
		if m := yamlItemLine.FindStringSubmatch(msg); m != nil {
			line, _ = strconv.Atoi(m[1])
			msg = m[2]
		}
	}
	msg = yamlAtLine.ReplaceAllStringFunc(msg, func(s string) string {
		n, _ := strconv.Atoi(strings.TrimPrefix(s, "at line "))
		return "at line " + strconv.Itoa(n+1)
	})
	return line, msg
}

// SplitFrontMatter separates a leading `---` YAML block from the body. It
// returns the front matter (empty when there is none), the body, and the
// number of lines before the body. A YAML error is a diagnostic at its line.
//
// Front matter is read on its own, before any body is parsed, because the
// route table and the sidebars need every page's metadata first.
func SplitFrontMatter(file string, src []byte) (*FrontMatter, []byte, int, *diag.Diagnostic) {
	fm := &FrontMatter{Values: map[string]any{}, Lines: map[string]int{}}
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if !bytes.HasPrefix(src, []byte("---\n")) && !bytes.HasPrefix(src, []byte("---\r\n")) {
		return fm, src, 0, nil
	}
	first := bytes.IndexByte(src, '\n') + 1
	end, lines := -1, 1
	for i := first; i < len(src); {
		j := bytes.IndexByte(src[i:], '\n')
		line := src[i:]
		next := len(src)
		if j >= 0 {
			line = src[i : i+j]
			next = i + j + 1
		}
		lines++
		if t := bytes.TrimRight(line, " \t\r"); bytes.Equal(t, []byte("---")) {
			end = i
			i = next
			body := src[next:]
			yml := src[first:end]
			var node yaml.Node
			if err := yaml.Unmarshal(yml, &node); err != nil {
				l, msg := yamlSyntaxError(err.Error())
				return fm, body, lines, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: l + 1}, Msg: "invalid front matter: " + msg}
			}
			if len(node.Content) > 0 {
				m := node.Content[0]
				if m.Kind != yaml.MappingNode {
					return fm, body, lines, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: m.Line + 1}, Msg: "invalid front matter: expected key: value pairs"}
				}
				if err := m.Decode(&fm.Values); err != nil {
					l, msg := yamlDecodeError(err, m.Line)
					return fm, body, lines, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: l + 1}, Msg: "invalid front matter: " + msg}
				}
				for k := 0; k+1 < len(m.Content); k += 2 {
					fm.Lines[m.Content[k].Value] = m.Content[k].Line + 1
				}
			}
			return fm, body, lines, nil
		}
		i = next
	}
	return fm, src, 0, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: 1}, Msg: "front matter is not closed: the --- on line 1 has no closing ---"}
}
