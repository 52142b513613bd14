package blog

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/internal/tags"
	"docskit.dev/plugins/internal/yamlmap"
	"gopkg.in/yaml.v3"
)

// authorsMap is the blog's authors map (authors.yml or .json): each author
// by key, with the line that defines it.
type authorsMap struct {
	file    string
	authors map[string]Author
	lines   map[string]int
	keys    []string // in the file's order
}

// readAuthorsMap reads the authors map at file, nil when there is none. A
// JSON file is read as YAML, which it is too.
func readAuthorsMap(fsys fs.FS, file string, authorsRoute func(slug string) string) (*authorsMap, diag.List) {
	doc, found, ds := yamlmap.Read(fsys, file, "the authors map", "each author's key to the author (name, title, url, image_url, …)")
	if !found || ds != nil {
		return nil, ds
	}
	at := func(line int, format string, args ...any) diag.List {
		return diag.List{{Pos: diag.Pos{File: file, Line: line}, Msg: fmt.Sprintf(format, args...)}}
	}
	m := &authorsMap{file: file, authors: map[string]Author{}, lines: map[string]int{}}
	if doc == nil {
		return m, nil
	}
	pages := map[string]string{}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		k, v := doc.Content[i], doc.Content[i+1]
		var in map[string]any
		if v.Kind != yaml.MappingNode || v.Decode(&in) != nil {
			ds = append(ds, at(v.Line, "author %q must be an object with name, title, url, image_url, …", k.Value)...)
			continue
		}
		a, problem := authorFrom(in)
		if problem != "" {
			ds = append(ds, at(v.Line, "author %q: %s", k.Value, problem)...)
			continue
		}
		a.Key = k.Value
		if pg, ok := in["page"]; ok && pg != false && pg != nil {
			slug := tags.KebabCase(k.Value)
			if obj, ok := pg.(map[string]any); ok {
				permalink, _ := obj["permalink"].(string)
				if permalink == "" {
					ds = append(ds, at(v.Line, "author %q: page must be true or {permalink: …}", k.Value)...)
					continue
				}
				slug = permalink
			} else if pg != true {
				ds = append(ds, at(v.Line, "author %q: page must be true or {permalink: …}", k.Value)...)
				continue
			}
			a.Page = authorsRoute(slug)
			if other, dup := pages[a.Page]; dup {
				ds = append(ds, at(v.Line, "author %q has the page %s of author %q", k.Value, a.Page, other)...)
				continue
			}
			pages[a.Page] = k.Value
		}
		m.authors[k.Value] = a
		m.lines[k.Value] = v.Line
		m.keys = append(m.keys, k.Value)
	}
	if len(ds) > 0 {
		return nil, ds
	}
	return m, nil
}

// authorFrom reads an author object of the authors map or of a post's front
// matter; problem says what is wrong with it.
func authorFrom(in map[string]any) (a Author, problem string) {
	str := func(keys ...string) string {
		for _, k := range keys {
			if v, ok := in[k]; ok && v != nil {
				s, isStr := v.(string)
				if !isStr {
					problem = fmt.Sprintf("%s must be a string", k)
				}
				return s
			}
		}
		return ""
	}
	a.Name = str("name")
	a.Title = str("title")
	a.URL = str("url")
	a.ImageURL = str("image_url", "imageURL")
	a.Email = str("email")
	a.Description = str("description")
	if problem != "" {
		return a, problem
	}
	if s, ok := in["socials"]; ok && s != nil {
		obj, ok := s.(map[string]any)
		if !ok {
			return a, "socials must map platforms to handles or URLs (github: name)"
		}
		a.Socials = map[string]string{}
		for platform, v := range obj {
			handle, ok := v.(string)
			if !ok {
				return a, fmt.Sprintf("socials.%s must be a string", platform)
			}
			a.Socials[platform] = socialURL(platform, handle)
		}
	}
	if a.Name == "" && a.ImageURL == "" {
		return a, "give it a name or an image_url"
	}
	return a, ""
}

// socialPrefixes are the profile URLs of Docusaurus's social platforms: a
// handle is appended, a full URL is kept.
var socialPrefixes = map[string]string{
	"x": "https://x.com/", "twitter": "https://twitter.com/", "github": "https://github.com/",
	"linkedin": "https://www.linkedin.com/in/", "stackoverflow": "https://stackoverflow.com/users/",
	"bluesky": "https://bsky.app/profile/", "mastodon": "https://mastodon.social/@", "threads": "https://www.threads.net/@",
	"twitch": "https://twitch.tv/", "youtube": "https://youtube.com/@", "instagram": "https://www.instagram.com/",
}

func socialURL(platform, handle string) string {
	if strings.HasPrefix(handle, "http://") || strings.HasPrefix(handle, "https://") {
		return handle
	}
	prefix, ok := socialPrefixes[strings.ToLower(platform)]
	if !ok {
		return handle
	}
	u := prefix + strings.TrimPrefix(handle, "@")
	if platform == "linkedin" {
		u += "/"
	}
	return u
}

// postAuthors reads a post's authors from its front matter: authors (a
// key, an object, or a list of both) or the legacy author, author_title,
// author_url and author_image_url keys.
func postAuthors(file string, fm *mdx.FrontMatter, m *authorsMap) ([]Author, diag.List) {
	at := func(key string, format string, args ...any) diag.List {
		return diag.List{{Pos: diag.Pos{File: file, Line: fm.Line(key)}, Msg: fmt.Sprintf(format, args...)}}
	}
	// Docusaurus's legacy keys, in both spellings, and the author field each sets.
	legacy := map[string]string{"author": "name", "author_title": "title", "authorTitle": "title", "author_url": "url",
		"authorURL": "url", "author_image_url": "image_url", "authorImageURL": "image_url"}
	raw, has := fm.Values["authors"]
	if !has || raw == nil {
		in := map[string]any{}
		for k, field := range legacy {
			if v, ok := fm.Values[k]; ok {
				in[field] = v
			}
		}
		if len(in) == 0 {
			return nil, nil
		}
		a, problem := authorFrom(in)
		if problem != "" {
			return nil, at("author", "front matter author: %s", problem)
		}
		return []Author{a}, nil
	}
	for k := range legacy {
		if _, ok := fm.Values[k]; ok {
			return nil, at(k, "front matter %s: use authors alone, not with the legacy author keys", k)
		}
	}
	items, isList := raw.([]any)
	if !isList {
		items = []any{raw}
	}
	var out []Author
	for _, it := range items {
		switch v := it.(type) {
		case string:
			if m == nil {
				return nil, at("authors", "author %q: there is no authors map (authors.yml) to find this key in", v)
			}
			a, ok := m.authors[v]
			if !ok {
				return nil, at("authors", "unknown author %q: %s defines %s", v, m.file, listKeys(m.keys))
			}
			out = append(out, a)
		case map[string]any:
			base := Author{}
			if key, ok := v["key"].(string); ok {
				if m == nil || m.authors[key].Key == "" {
					return nil, at("authors", "unknown author %q in the authors map", key)
				}
				base = m.authors[key]
				for k, val := range map[string]string{"name": base.Name, "title": base.Title, "url": base.URL, "image_url": base.ImageURL, "email": base.Email} {
					if _, set := v[k]; !set && val != "" {
						v[k] = val
					}
				}
			}
			a, problem := authorFrom(v)
			if problem != "" {
				return nil, at("authors", "front matter authors: %s", problem)
			}
			a.Key, a.Page = base.Key, base.Page
			if a.Socials == nil {
				a.Socials = base.Socials
			}
			out = append(out, a)
		default:
			return nil, at("authors", "front matter authors must be a key of the authors map, an author object or a list of them")
		}
	}
	return out, nil
}

func listKeys(keys []string) string {
	if len(keys) == 0 {
		return "no author"
	}
	sorted := append([]string(nil), keys...)
	sort.Strings(sorted)
	if len(sorted) > 12 {
		sorted = append(sorted[:12], "…")
	}
	return strings.Join(sorted, ", ")
}

// authorsFile is the authors map's path inside the site root.
func (o Options) authorsFile() string { return path.Join(o.Path, o.AuthorsMapPath) }
