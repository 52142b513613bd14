// Package tags reads the tags of Docusaurus's content plugins (the blog's
// posts, the docs): a front matter's tags list (labels, keys of the tags
// file, or {label, permalink} objects), the tags file (tags.yml) that
// defines tags with their label, permalink and description, and the routes
// of tag pages, which are lodash's kebabCase of a label, as Docusaurus
// makes them (KebabCase).
package tags

import (
	"fmt"
	"io/fs"
	"strings"
	"unicode"
	"unicode/utf8"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/internal/yamlmap"
	"gopkg.in/yaml.v3"
)

// Tag is a tag: its label, the route of its page, and its description
// (the tags file's).
type Tag struct {
	Label string `json:"label"`
	// Permalink is the route of the tag's page.
	Permalink   string `json:"permalink"`
	Description string `json:"description,omitempty"`
}

// File is a tags file (tags.yml): the tags that front matter may name by
// key, each with its label, route and description.
type File struct {
	file string
	tags map[string]Tag
}

// ReadFile reads the tags file, nil when there is none. A key without a
// label is labelled with the key capitalised, and without a permalink is
// at the key in kebab case, as in Docusaurus; route makes a tag's route
// of its permalink.
func ReadFile(fsys fs.FS, file string, route func(slug string) string) (*File, diag.List) {
	doc, found, ds := yamlmap.Read(fsys, file, "the tags file", "each tag's key to the tag (label, permalink, description) or to nothing")
	if !found || ds != nil {
		return nil, ds
	}
	at := func(line int, format string, args ...any) diag.List {
		return diag.List{{Pos: diag.Pos{File: file, Line: line}, Msg: fmt.Sprintf(format, args...)}}
	}
	tf := &File{file: file, tags: map[string]Tag{}}
	if doc == nil {
		return tf, nil
	}
	seen := map[string]string{}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		k, v := doc.Content[i], doc.Content[i+1]
		var in struct {
			Label, Permalink, Description string
		}
		if v.Tag != "!!null" && (v.Kind != yaml.MappingNode || v.Decode(&in) != nil) {
			ds = append(ds, at(v.Line, "tag %q must be an object with label, permalink and description (each optional), or nothing", k.Value)...)
			continue
		}
		t := Tag{Label: in.Label, Description: in.Description}
		if t.Label == "" {
			t.Label = capitalize(k.Value)
		}
		slug := in.Permalink
		if slug == "" {
			slug = KebabCase(k.Value)
		}
		t.Permalink = route(slug)
		if other, dup := seen[t.Permalink]; dup {
			ds = append(ds, at(k.Line, "tag %q has the permalink %s of tag %q", k.Value, t.Permalink, other)...)
			continue
		}
		seen[t.Permalink] = k.Value
		tf.tags[k.Value] = t
	}
	if len(ds) > 0 {
		return nil, ds
	}
	return tf, nil
}

// capitalize is lodash's capitalize: the first letter upper case, the rest lower.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + strings.ToLower(s[n:])
}

// FromFrontMatter reads the tags of a page's front matter (file names it in
// errors): labels, keys of the tags file tf, or objects {label,
// permalink}; route makes a tag's route of its permalink. inline lists the
// labels the tags file does not define (only with a tags file: the
// plugin's onInlineTags says what they do). A tag named twice is listed
// once.
func FromFrontMatter(file string, fm *mdx.FrontMatter, tf *File, route func(slug string) string) (tags []Tag, inline []string, ds diag.List) {
	raw, ok := fm.Values["tags"]
	if !ok || raw == nil {
		return nil, nil, nil
	}
	bad := diag.List{{Pos: diag.Pos{File: file, Line: fm.Line("tags")}, Msg: "front matter tags must be a list of tags (labels, keys of the tags file, or {label, permalink})"}}
	items, isList := raw.([]any)
	if !isList {
		return nil, nil, bad
	}
	seen := map[string]bool{}
	for _, it := range items {
		var t Tag
		switch v := it.(type) {
		case string:
			if def, ok := tf.lookup(v); ok {
				t = def
				break
			}
			t = Tag{Label: v, Permalink: route(KebabCase(v))}
			inline = append(inline, v)
		case int, float64:
			s := fmt.Sprint(v)
			t = Tag{Label: s, Permalink: route(KebabCase(s))}
			inline = append(inline, s)
		case map[string]any:
			label, _ := v["label"].(string)
			permalink, _ := v["permalink"].(string)
			if label == "" || permalink == "" {
				return nil, nil, bad
			}
			t = Tag{Label: label, Permalink: route(permalink)}
			t.Description, _ = v["description"].(string)
			inline = append(inline, label)
		default:
			return nil, nil, bad
		}
		if !seen[t.Permalink] {
			seen[t.Permalink] = true
			tags = append(tags, t)
		}
	}
	if tf == nil {
		inline = nil
	}
	return tags, inline, nil
}

// Name is the tags file's path, as errors name it.
func (tf *File) Name() string { return tf.file }

func (tf *File) lookup(key string) (Tag, bool) {
	if tf == nil {
		return Tag{}, false
	}
	t, ok := tf.tags[key]
	return t, ok
}

// Count is a tag with its number of pages (posts or docs).
type Count struct {
	Tag   Tag `json:"tag"`
	Count int `json:"count"`
	// Unlisted is set for a tag of unlisted pages only: its page is
	// built, but no list names it.
	Unlisted bool `json:"unlisted,omitempty"`
}
