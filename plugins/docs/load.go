package docs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"reflect"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
)

// doc is one loaded file.
type doc struct {
	page     *docskit.Page
	dir      string // folder relative to the content root, "" for the root
	name     string // file name without extension
	position float64
	hasPos   bool
	label    string // sidebar label
	pagLabel string // pagination label
	isIndex  bool
	// routeLine is the line that gives the route: slug's or id's, else 1.
	routeLine int
}

// category is a _category_.json file.
type category struct {
	Label     string   `json:"label"`
	Position  *float64 `json:"position"`
	Collapsed *bool    `json:"collapsed"`
	// Collapsible and Link are accepted and ignored (every category collapses;
	// a category links to its index doc when it has one).
	Collapsible *bool           `json:"collapsible"`
	Link        json.RawMessage `json:"link"`
	ClassName   string          `json:"className"`
	Description string          `json:"description"`
	CustomProps json.RawMessage `json:"customProps"`
}

// Load reads every .md/.mdx file and _category_.json under the content folder.
func (p *Plugin) Load(ctx *docskit.Context) ([]*docskit.Page, error) {
	root := p.opts.Path
	var files, cats []string
	err := fs.WalkDir(ctx.Source, root, func(fp string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := e.Name()
		if fp != root && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".")) && name != "_category_.json" {
			if e.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		switch {
		case e.IsDir():
		case name == "_category_.json":
			cats = append(cats, fp)
		case strings.HasSuffix(name, ".mdx") || strings.HasSuffix(name, ".md"):
			files = append(files, fp)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", root, err)
	}
	sort.Strings(files)
	docs := make([]*doc, len(files))
	diags := make([]diag.List, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, f := range files {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			docs[i], diags[i] = p.loadDoc(ctx, f)
			<-sem
		}()
	}
	wg.Wait()
	var ds diag.List
	for _, d := range diags {
		ds = append(ds, d...)
	}
	categories := map[string]*category{}
	for _, c := range cats {
		cat, d := readCategory(ctx.Source, c, p.opts.MaxFileSize)
		if d != nil {
			ds = append(ds, *d)
			continue
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(path.Dir(c), root), "/")
		categories[rel] = cat
	}
	dups, later := duplicateRoutes(docs)
	switch mode := ctx.Config.OnDuplicateRoutes; mode {
	case "warn", "log", "ignore":
		// Docusaurus's onDuplicateRoutes: the first doc keeps the route.
		for i, d := range dups {
			if mode != "ignore" {
				ctx.Logf("warning: %s; the first is built (onDuplicateRoutes: %s)", d.String(), mode)
			}
			docs[later[i]] = nil
		}
	default:
		ds = append(ds, dups...)
	}
	if len(ds) > 0 {
		return nil, ds
	}
	var pages []*docskit.Page
	for _, d := range docs {
		if d != nil {
			pages = append(pages, d.page)
		}
	}
	p.tree = buildTree(docs, categories)
	p.docs = docs
	return pages, nil
}

// duplicateRoutes reports every doc whose route an earlier doc (in file
// order) already has, at the line that gives it the route. The builder
// checks routes across plugins too, but only the plugin knows that line.
// later are the indexes in docs of the reported docs.
func duplicateRoutes(docs []*doc) (ds diag.List, later []int) {
	first := map[string]*doc{}
	for i, d := range docs {
		if d == nil {
			continue
		}
		r := d.page.Route
		if f := first[r]; f != nil {
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: d.page.Source, Line: d.routeLine},
				Msg:  fmt.Sprintf("duplicate route %s: also produced by %s:%d", r, f.page.Source, f.routeLine),
				Hint: "give one of them another slug or file name"})
			later = append(later, i)
			continue
		}
		first[r] = d
	}
	return ds, later
}

func readCategory(fsys fs.FS, file string, max int64) (*category, *diag.Diagnostic) {
	b, d := readSource(fsys, file, max)
	if d != nil {
		return nil, d
	}
	var c category
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		line, msg, hint := categoryError(b, err)
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: line}, Msg: "invalid _category_.json: " + msg, Hint: hint}
	}
	return &c, nil
}

// categoryError turns a JSON decoding error of a _category_.json into the
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
		want := map[reflect.Kind]string{reflect.String: "a string", reflect.Float64: "a number", reflect.Bool: "true or false"}[te.Type.Kind()]
		if te.Type.Kind() == reflect.Pointer {
			want = map[reflect.Kind]string{reflect.Float64: "a number", reflect.Bool: "true or false"}[te.Type.Elem().Kind()]
		}
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
		return line, "unknown key " + key, "the keys are label, position, collapsed, collapsible, link, className, description and customProps"
	}
	return 1, err.Error(), hint
}

func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// loadDoc reads one file's front matter into a page.
func (p *Plugin) loadDoc(ctx *docskit.Context, file string) (*doc, diag.List) {
	src, rd := readSource(ctx.Source, file, p.opts.MaxFileSize)
	if rd != nil {
		return nil, diag.List{*rd}
	}
	if !utf8.Valid(src) {
		line := 1 + bytes.Count(src[:firstInvalidUTF8(src)], []byte("\n"))
		return nil, diag.List{{Pos: diag.Pos{File: file, Line: line}, Msg: "the file is not valid UTF-8", Hint: "save it as UTF-8"}}
	}
	fm, body, bodyLine, d := mdx.SplitFrontMatter(file, src)
	if d != nil {
		return nil, diag.List{*d}
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(file, p.opts.Path), "/")
	dir, base := path.Split(rel)
	dir = strings.TrimSuffix(dir, "/")
	name := strings.TrimSuffix(strings.TrimSuffix(base, ".mdx"), ".md")
	d2 := &doc{dir: dir, name: name}
	var ds diag.List
	str := func(key string) string {
		v, ok := fm.Values[key]
		if !ok || v == nil {
			return ""
		}
		switch v := v.(type) {
		case string:
			return v
		case int, float64:
			return fmt.Sprint(v)
		}
		ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line(key)}, Msg: fmt.Sprintf("front matter %s must be a string, not %s", key, yamlKind(v))})
		return ""
	}
	// Without a front matter title the builder gives the page its body's
	// "# Title" when it parses it, and Resolve falls back to the file name.
	title := str("title")
	if v, ok := fm.Values["title"]; ok && (v == nil || strings.TrimSpace(fmt.Sprint(v)) == "") {
		ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line("title")}, Msg: "front matter title is empty"})
	}
	if v, ok := fm.Values["sidebar_position"]; ok {
		switch n := v.(type) {
		case int:
			d2.position, d2.hasPos = float64(n), true
		case float64:
			d2.position, d2.hasPos = n, true
		default:
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line("sidebar_position")}, Msg: fmt.Sprintf("front matter sidebar_position must be a number, not %q", fmt.Sprint(v))})
		}
	}
	hideTOC := false
	if v, ok := fm.Values["hide_table_of_contents"]; ok {
		b, isBool := v.(bool)
		if !isBool {
			ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line("hide_table_of_contents")}, Msg: "front matter hide_table_of_contents must be true or false"})
		}
		hideTOC = b
	}
	id := str("id")
	if id == "" {
		id = name
	}
	if strings.Contains(id, "/") {
		ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line("id")}, Msg: fmt.Sprintf("front matter id %q must not contain /", id)})
	}
	docID := path.Join(dir, id)
	d2.isIndex = name == "index" || strings.EqualFold(name, "readme") || (dir != "" && name == path.Base(dir))
	var route string
	d2.routeLine = 1
	if _, ok := fm.Values["slug"]; ok {
		d2.routeLine = fm.Line("slug")
	} else if _, ok := fm.Values["id"]; ok {
		d2.routeLine = fm.Line("id")
	}
	switch slug := str("slug"); {
	case strings.HasPrefix(slug, "/"):
		route = p.opts.RouteBase + slug
	case slug != "":
		route = p.opts.RouteBase + "/" + path.Join(dir, slug)
	case d2.isIndex:
		route = p.opts.RouteBase + "/" + dir
	default:
		route = p.opts.RouteBase + "/" + path.Join(dir, id)
	}
	route = strings.TrimSuffix(path.Clean(route), "/")
	if route == "" {
		route = "/"
	}
	d2.label = str("sidebar_label")
	d2.pagLabel = str("pagination_label")
	description := str("description")
	if len(ds) > 0 {
		return nil, ds
	}
	d2.page = &docskit.Page{
		Route: route, Kind: docskit.KindDoc, Source: file, ContentDir: p.opts.Path, Body: body, BodyLine: bodyLine,
		Title: title, Description: description, ID: docID, FrontMatter: fm, HideTOC: hideTOC,
	}
	return d2, nil
}

func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

func yamlKind(v any) string {
	switch v.(type) {
	case []any:
		return "a list"
	case map[string]any:
		return "a mapping"
	case bool:
		return "a boolean"
	case nil:
		return "empty"
	}
	return fmt.Sprintf("%v", v)
}
