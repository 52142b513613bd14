package docs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"reflect"
	"strings"

	"docskit.dev/docskit/diag"
	"gopkg.in/yaml.v3"
)

// category is a folder's _category_.json (or .yml, .yaml) file.
type category struct {
	Key         *string  `json:"key"`
	Label       *string  `json:"label"`
	Position    *float64 `json:"position"`
	Collapsed   *bool    `json:"collapsed"`
	Collapsible *bool    `json:"collapsible"`
	// Link is the raw link value: nil when absent, "null" for none.
	Link        json.RawMessage `json:"link"`
	ClassName   *string         `json:"className"`
	Description *string         `json:"description"`
	CustomProps map[string]any  `json:"customProps"`
	// link is Link decoded; linkNull says the file has "link": null (no
	// link, and no index doc either).
	link     *catLink
	linkNull bool
}

// categoryFiles are the names of a folder's category file, in the order
// they are looked for. Docusaurus reads all three (with a YAML reader,
// which reads JSON too).
var categoryFiles = []string{"_category_.json", "_category_.yml", "_category_.yaml"}

// readCategory reads a category file. A .json file is read as JSON, a .yml
// or .yaml file as YAML (with gopkg.in/yaml.v3, which the front matter
// reader uses too) and then checked by the same rules, so both kinds say
// the same things about a wrong key or type, at the line of the key.
func readCategory(fsys fs.FS, file string, max int64) (*category, *diag.Diagnostic) {
	b, d := readSource(fsys, file, max)
	if d != nil {
		return nil, d
	}
	fail := func(line int, msg, hint string) (*category, *diag.Diagnostic) {
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line}, Msg: "invalid " + baseName(file) + ": " + msg, Hint: hint}
	}
	src := b
	var keyLines map[string]int
	if !strings.HasSuffix(file, ".json") {
		var node yaml.Node
		if err := yaml.Unmarshal(b, &node); err != nil {
			return fail(1, strings.TrimPrefix(err.Error(), "yaml: "), "")
		}
		if len(node.Content) == 0 {
			return fail(1, "the file is empty", `expected "label: …", "position: 1"`)
		}
		root := node.Content[0]
		if root.Kind != yaml.MappingNode {
			return fail(root.Line, "expected keys and values (label: …)", "")
		}
		keyLines = map[string]int{}
		for i := 0; i+1 < len(root.Content); i += 2 {
			keyLines[root.Content[i].Value] = root.Content[i].Line
		}
		var v map[string]any
		if err := root.Decode(&v); err != nil {
			return fail(root.Line, err.Error(), "")
		}
		if src, _ = json.Marshal(v); src == nil {
			return fail(1, "the file cannot be read as data", "")
		}
	}
	var c category
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		line, msg, hint := categoryError(src, err)
		if keyLines != nil {
			// The JSON made from the YAML has no lines of its own: use the key's.
			line = 1
			for k, l := range keyLines {
				if strings.Contains(msg, `"`+k+`"`) {
					line = l
				}
			}
			hint = strings.ReplaceAll(hint, `{"label": "…", "position": 1, "collapsed": true}`, `label: …, position: 1, collapsed: true`)
		}
		return fail(line, msg, hint)
	}
	if len(c.Link) > 0 {
		var v any
		_ = json.Unmarshal(c.Link, &v)
		if v == nil {
			c.linkNull = true
		} else {
			l, err := parseCategoryLink(v)
			if err != nil {
				line := 1
				if keyLines != nil {
					line = keyLines["link"]
				} else if i := bytes.Index(b, []byte(`"link"`)); i >= 0 {
					line = 1 + bytes.Count(b[:i], []byte("\n"))
				}
				return fail(line, err.Error(), `"link" is {"type": "doc", "id": "…"} or {"type": "generated-index", "slug": "…", "title": "…", "description": "…"}`)
			}
			c.link = l
		}
	}
	return &c, nil
}

func baseName(file string) string {
	if i := strings.LastIndexByte(file, '/'); i >= 0 {
		return file[i+1:]
	}
	return file
}

// categoryError turns a JSON decoding error of a category file into the
// line it is on and a message in the file's own terms (keys and JSON types,
// not Go types).
func categoryError(b []byte, err error) (line int, msg, hint string) {
	lineAt := func(off int64) int { return 1 + bytes.Count(b[:min(int(off), len(b))], []byte("\n")) }
	hint = `expected {"label": "…", "position": 1, "collapsed": true}`
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return 1, "the file is empty", hint
	case errors.As(err, &se):
		before := bytes.TrimRight(b[:max(0, min(int(se.Offset)-1, len(b)))], " \t\r\n")
		if bytes.HasSuffix(before, []byte(",")) {
			hint = "JSON allows no comma after the last item"
		}
		return lineAt(se.Offset), se.Error(), hint
	case errors.As(err, &te):
		k := te.Type.Kind()
		if k == reflect.Pointer {
			k = te.Type.Elem().Kind()
		}
		want := map[reflect.Kind]string{reflect.String: "a string", reflect.Float64: "a number", reflect.Bool: "true or false", reflect.Map: "an object"}[k]
		if want == "" {
			want = "a " + te.Type.String()
		}
		return lineAt(te.Offset), fmt.Sprintf("%q must be %s, not %s %s", te.Field, want, article(te.Value), te.Value), hint
	}
	if key, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		line = 1
		if i := bytes.Index(b, []byte(key)); i >= 0 {
			line = lineAt(int64(i))
		}
		return line, "unknown key " + key, "the keys are label, position, collapsed, collapsible, link, className, description, customProps and key"
	}
	return 1, err.Error(), hint
}

func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
