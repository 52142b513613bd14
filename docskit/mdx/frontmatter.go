package mdx

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"

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

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

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
				l, msg := 1, err.Error()
				if m := yamlLine.FindStringSubmatch(msg); m != nil {
					n, _ := strconv.Atoi(m[1])
					l, msg = n+1, m[2]
				}
				return fm, body, lines, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: l}, Msg: "invalid front matter: " + msg}
			}
			if len(node.Content) > 0 {
				m := node.Content[0]
				if m.Kind != yaml.MappingNode {
					return fm, body, lines, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: m.Line + 1}, Msg: "invalid front matter: expected key: value pairs"}
				}
				if err := m.Decode(&fm.Values); err != nil {
					return fm, body, lines, &diag.Diagnostic{Plugin: "mdx", Pos: diag.Pos{File: file, Line: m.Line + 1}, Msg: fmt.Sprintf("invalid front matter: %v", err)}
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
