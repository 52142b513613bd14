// Package yamlmap reads the YAML data files of Docusaurus's content plugins
// that map keys to entries (a blog's authors.yml, a tags.yml), reporting a
// problem at its file:line.
package yamlmap

import (
	"fmt"
	"io/fs"
	"strings"

	"docskit.dev/docskit/diag"
	"gopkg.in/yaml.v3"
)

// Read reads file as a YAML mapping (what names it in errors, shape says
// what it must map): found is false when the file is not there, the node
// is nil for an empty file, and a problem is at its line.
func Read(fsys fs.FS, file, what, shape string) (doc *yaml.Node, found bool, ds diag.List) {
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, false, nil
	}
	at := func(line int, format string, args ...any) diag.List {
		return diag.List{{Pos: diag.Pos{File: file, Line: line}, Msg: fmt.Sprintf(format, args...)}}
	}
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		line, msg := problem(err)
		return nil, true, at(line, "%s is not valid YAML: %s", what, msg)
	}
	if len(root.Content) == 0 {
		return nil, true, nil
	}
	if d := root.Content[0]; d.Kind != yaml.MappingNode {
		return nil, true, at(d.Line, "%s must map %s", what, shape)
	}
	return root.Content[0], true, nil
}

// problem is the line and message of a yaml.v3 error.
func problem(err error) (int, string) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	var line int
	if _, e := fmt.Sscanf(msg, "line %d:", &line); e == nil {
		if _, rest, ok := strings.Cut(msg, ": "); ok {
			msg = rest
		}
		return line, msg
	}
	return 1, msg
}
