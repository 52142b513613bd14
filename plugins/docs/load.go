package docs

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/plugins/internal/glob"
	"docskit.dev/plugins/internal/tags"
)

// doc is one loaded file.
type doc struct {
	page *docskit.Page
	rel  string // path relative to the content folder: "01-guide/02-intro.mdx"
	dir  string // its folder, as on disk ("" for the content folder itself)
	name string // file name without extension, as on disk: "02-intro"
	// baseID is the id without its folder: front matter id, else the file
	// name without number prefix. It is the title of last resort.
	baseID   string
	position float64 // sidebar_position, else the number prefix
	hasPos   bool
	// sidebarLabel, className and customProps are the sidebar_* front matter.
	sidebarLabel string
	className    string
	customProps  map[string]any
	pagLabel     string // pagination_label
	isIndex      bool   // index.md, README.md or <folder>/<folder>.md
	// displayedSidebar is the displayed_sidebar front matter: the sidebar
	// to show ("" none, nil not set).
	displayedSidebar *string
	// paginationPrev and paginationNext are pagination_prev/next: a doc id,
	// "" for none, nil for the sidebar's neighbour.
	paginationPrev, paginationNext *string
	// routeLine is the line that gives the route: slug's or id's, else 1.
	routeLine int
	// lastUpdate is the last_update front matter.
	lastUpdate docskit.LastUpdate
	// editURL: custom_edit_url (nil not set; "" for none).
	editURL *string
	// tags are the tags front matter, inlineTags the labels of those the
	// tags file does not define (with a tags file only).
	tags       []tags.Tag
	inlineTags []string
}

// Load reads the versions to build (versions.go) and, for each, every doc
// (Include minus Exclude) and category file of its content folder, and
// works out its sidebars' items, whose generated index pages it returns
// with the docs.
func (p *Plugin) Load(ctx *docskit.Context) ([]*docskit.Page, error) {
	p.versions = nil
	include, err := glob.Compile("include", p.opts.Include)
	if err != nil {
		return nil, err
	}
	exclude, err := glob.Compile("exclude", p.opts.Exclude)
	if err != nil {
		return nil, err
	}
	vs, err := p.readVersions(ctx)
	if err != nil {
		return nil, err
	}
	waitGit := p.readGitLogs(ctx, vs)
	docs := make([][]*doc, len(vs))
	cats := make([]map[string]*category, len(vs))
	var ds diag.List
	for i, v := range vs {
		var err error
		docs[i], cats[i], err = p.loadVersion(ctx, v, include, exclude)
		var list diag.List
		switch {
		case errors.As(err, &list):
			ds = append(ds, list...)
		case err != nil:
			waitGit()
			return nil, err
		}
	}
	waitGit()
	if len(ds) > 0 {
		return nil, ds
	}
	var pages []*docskit.Page
	for i, v := range vs {
		p.lastUpdates(v, docs[i])
		st, err := p.plan(ctx, v, docs[i], cats[i])
		var list diag.List
		switch {
		case errors.As(err, &list):
			// Every version's sidebar problems are reported together.
			ds = append(ds, list...)
			continue
		case err != nil:
			return nil, err
		}
		v.st = st
		for _, d := range st.docs {
			pages = append(pages, d.page)
		}
		v.tagPages = p.tagPages(ctx.Config, v, st.docs)
		for _, tp := range v.tagPages {
			pages = append(pages, tp.page)
		}
		for _, gi := range st.indexes {
			pages = append(pages, gi.page)
		}
	}
	if len(ds) > 0 {
		return nil, ds
	}
	p.versions = vs
	p.setVersions()
	return pages, nil
}

// loadVersion reads the docs and category files of one version's content
// folder.
func (p *Plugin) loadVersion(ctx *docskit.Context, v *version, include, exclude glob.List) ([]*doc, map[string]*category, error) {
	root := v.path
	dots := include.ReachesDotNames()
	var files, cats []string
	err := fs.WalkDir(ctx.Source, root, func(fp string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if fp == root {
			return nil
		}
		rel := strings.TrimPrefix(fp, root+"/")
		if root == "." {
			rel = fp
		}
		name := e.Name()
		if e.IsDir() {
			if (strings.HasPrefix(name, ".") && !dots) || exclude.Prunes(rel) {
				return fs.SkipDir
			}
			return nil
		}
		if contains(categoryFiles, name) {
			cats = append(cats, fp)
			return nil
		}
		if p.matched(ctx, fp, func() bool { return include.Match(rel) && !exclude.Match(rel) }) {
			files = append(files, fp)
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", root, err)
	}
	sort.Strings(files)
	tf, ds := p.readTagsFile(ctx, v)
	if ds != nil {
		return nil, nil, ds
	}
	docs := make([]*doc, len(files))
	diags := make([]diag.List, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, f := range files {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			docs[i], diags[i] = p.loadDoc(ctx, v, f, tf)
			<-sem
		}()
	}
	wg.Wait()
	for _, d := range diags {
		ds = append(ds, d...)
	}
	categories := map[string]*category{}
	sort.Strings(cats)
	for _, c := range cats {
		cat, d := readCategory(ctx.Source, c, p.opts.MaxFileSize)
		if d != nil {
			ds = append(ds, *d)
			continue
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(path.Dir(c), root), "/")
		if _, seen := categories[rel]; !seen {
			categories[rel] = cat
		}
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
		return nil, nil, ds
	}
	var loaded []*doc
	for _, d := range docs {
		if d != nil {
			loaded = append(loaded, d)
		}
	}
	if tf != nil {
		if ds := p.inlineTags(ctx, tf.Name(), loaded); ds != nil {
			return nil, nil, ds
		}
	}
	return loaded, categories, nil
}

// matched answers whether the file fp is a doc (Include minus Exclude):
// match() in a production build; in the dev server, which loads every file
// again on each save, the answer of the first time (the globs are the
// plugin's options, which do not change): matching ten thousand paths
// against the globs took 80 ms of CPU a save.
func (p *Plugin) matched(ctx *docskit.Context, fp string, match func() bool) bool {
	if !ctx.Dev {
		return match()
	}
	if m, ok := p.globbed[fp]; ok {
		return m
	}
	if p.globbed == nil {
		p.globbed = map[string]bool{}
	}
	m := match()
	p.globbed[fp] = m
	return m
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

// ignoredPrefix and numberPrefix are Docusaurus's default number prefix
// parser: "01-intro", "1. intro", "003 - intro" have one, while dates and
// versions ("2021-11-notes", "7.0-release") do not.
var (
	ignoredPrefix = regexp.MustCompile(`^\d+[-_.]\d+`)
	numberPrefix  = regexp.MustCompile(`^(\d+)\s*[-_.]+\s*([^-_.\s].*)$`)
)

// splitNumberPrefix returns name without its number prefix, and the prefix.
func (p *Plugin) splitNumberPrefix(name string) (string, float64, bool) {
	if !p.option(p.opts.NumberPrefixParser) || ignoredPrefix.MatchString(name) {
		return name, 0, false
	}
	m := numberPrefix.FindStringSubmatch(name)
	if m == nil {
		return name, 0, false
	}
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return name, 0, false
	}
	return m[2], n, true
}

// stripPrefixes strips the number prefix of every folder of a path.
func (p *Plugin) stripPrefixes(rel string) string {
	if rel == "" {
		return ""
	}
	parts := strings.Split(rel, "/")
	for i, s := range parts {
		parts[i], _, _ = p.splitNumberPrefix(s)
	}
	return strings.Join(parts, "/")
}

// isCategoryIndex is Docusaurus's convention for a folder's index doc:
// index, readme or the folder's own name, in any case (number prefixes
// included, as on disk).
func isCategoryIndex(name, dir string) bool {
	n := strings.ToLower(name)
	return n == "index" || n == "readme" || (dir != "" && n == strings.ToLower(path.Base(dir)))
}

// loadDoc reads one file's front matter into a page.
func (p *Plugin) loadDoc(ctx *docskit.Context, v *version, file string, tf *tags.File) (*doc, diag.List) {
	sf, ds0 := p.read.split(ctx, file, p.opts.MaxFileSize)
	if ds0 != nil {
		return nil, ds0
	}
	fm, body, bodyLine := sf.fm, sf.body, sf.bodyLine
	rel := strings.TrimPrefix(strings.TrimPrefix(file, v.path), "/")
	if v.path == "." {
		rel = file
	}
	dir, base := path.Split(rel)
	dir = strings.TrimSuffix(dir, "/")
	name := strings.TrimSuffix(base, path.Ext(base))
	d2 := &doc{rel: rel, dir: dir, name: name}
	var ds diag.List
	at := func(key string) diag.Pos { return diag.Pos{File: file, Line: fm.Line(key)} }
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
		ds = append(ds, diag.Diagnostic{Pos: at(key), Msg: fmt.Sprintf("front matter %s must be a string, not %s", key, yamlKind(v))})
		return ""
	}
	// optStr reads a key that may be null: nil when absent, "" for null.
	optStr := func(key string) *string {
		v, ok := fm.Values[key]
		if !ok {
			return nil
		}
		s := ""
		if v != nil {
			s = str(key)
		}
		return &s
	}
	// Without a front matter title the builder gives the page its body's
	// "# Title" when it parses it, and Resolve falls back to the base id.
	title := str("title")
	if v, ok := fm.Values["title"]; ok && (v == nil || strings.TrimSpace(fmt.Sprint(v)) == "") {
		ds = append(ds, diag.Diagnostic{Pos: at("title"), Msg: "front matter title is empty"})
	}
	parsePrefixes := true
	if v, ok := fm.Values["parse_number_prefixes"]; ok {
		b, isBool := v.(bool)
		if !isBool {
			ds = append(ds, diag.Diagnostic{Pos: at("parse_number_prefixes"), Msg: "front matter parse_number_prefixes must be true or false"})
		}
		parsePrefixes = b
	}
	unprefixed, prefix, hasPrefix := name, 0.0, false
	strippedDir := dir
	if parsePrefixes {
		unprefixed, prefix, hasPrefix = p.splitNumberPrefix(name)
		strippedDir = p.stripPrefixes(dir)
	}
	d2.position, d2.hasPos = prefix, hasPrefix
	if v, ok := fm.Values["sidebar_position"]; ok {
		switch n := v.(type) {
		case int:
			d2.position, d2.hasPos = float64(n), true
		case float64:
			d2.position, d2.hasPos = n, true
		default:
			ds = append(ds, diag.Diagnostic{Pos: at("sidebar_position"), Msg: fmt.Sprintf("front matter sidebar_position must be a number, not %q", fmt.Sprint(v))})
		}
	}
	hideTOC := false
	if v, ok := fm.Values["hide_table_of_contents"]; ok {
		b, isBool := v.(bool)
		if !isBool {
			ds = append(ds, diag.Diagnostic{Pos: at("hide_table_of_contents"), Msg: "front matter hide_table_of_contents must be true or false"})
		}
		hideTOC = b
	}
	id := str("id")
	if id == "" {
		id = unprefixed
	}
	if strings.Contains(id, "/") {
		ds = append(ds, diag.Diagnostic{Pos: at("id"), Msg: fmt.Sprintf("front matter id %q must not contain /", id)})
	}
	d2.baseID = id
	docID := path.Join(strippedDir, id)
	d2.isIndex = isCategoryIndex(name, dir)
	d2.routeLine = 1
	if _, ok := fm.Values["slug"]; ok {
		d2.routeLine = fm.Line("slug")
	} else if _, ok := fm.Values["id"]; ok {
		d2.routeLine = fm.Line("id")
	}
	route := docRoute(v.routeBase, strippedDir, str("slug"), id, d2.isIndex)
	d2.sidebarLabel = str("sidebar_label")
	d2.className = str("sidebar_class_name")
	if v, ok := fm.Values["sidebar_custom_props"]; ok && v != nil {
		m, isMap := v.(map[string]any)
		if !isMap {
			ds = append(ds, diag.Diagnostic{Pos: at("sidebar_custom_props"), Msg: fmt.Sprintf("front matter sidebar_custom_props must be a mapping, not %s", yamlKind(v))})
		}
		d2.customProps = m
	}
	d2.pagLabel = str("pagination_label")
	d2.displayedSidebar = optStr("displayed_sidebar")
	d2.paginationPrev = optStr("pagination_prev")
	d2.paginationNext = optStr("pagination_next")
	d2.editURL = optStr("custom_edit_url")
	if v, ok := fm.Values["last_update"]; ok && v != nil {
		m, isMap := v.(map[string]any)
		if !isMap {
			ds = append(ds, diag.Diagnostic{Pos: at("last_update"), Msg: "front matter last_update must be a mapping: {date: 2024-01-31, author: name}"})
		}
		switch dv := m["date"].(type) {
		case nil:
		case time.Time:
			d2.lastUpdate.At = dv.Unix()
		case string:
			t, err := parseDate(dv)
			if err != nil {
				ds = append(ds, diag.Diagnostic{Pos: at("last_update"), Msg: fmt.Sprintf("front matter last_update date %q is not a date", dv), Hint: "write it as 2024-01-31 or 2024-01-31T12:00:00Z"})
			}
			d2.lastUpdate.At = t.Unix()
		default:
			ds = append(ds, diag.Diagnostic{Pos: at("last_update"), Msg: "front matter last_update date must be a date, such as 2024-01-31"})
		}
		if a, ok := m["author"]; ok {
			s, isStr := a.(string)
			if !isStr {
				ds = append(ds, diag.Diagnostic{Pos: at("last_update"), Msg: "front matter last_update author must be a string"})
			}
			d2.lastUpdate.By = s
		}
	}
	description := str("description")
	var d3 diag.List
	d2.tags, d2.inlineTags, d3 = tags.FromFrontMatter(file, fm, tf, func(slug string) string { return joinRoute(p.tagsPath(v), slug) })
	ds = append(ds, d3...)
	if len(ds) > 0 {
		return nil, ds
	}
	d2.page = &docskit.Page{
		Route: route, Kind: docskit.KindDoc, Source: file, ContentDir: v.path, Body: body, BodyLine: bodyLine,
		Title: title, Description: description, ID: docID, FrontMatter: fm, HideTOC: hideTOC,
	}
	if ctx.Dev {
		p.read.loadedHead(file, sf.head)
	} else {
		// A production build reads the body again at Parse rather than
		// holding every source from Load on (readBodyAgain).
		d2.page.Body, d2.page.ReadBody = nil, readBodyAgain(ctx.Source, file, int(sf.size), body)
	}
	if len(d2.tags) > 0 {
		// The theme shows them under the doc (DocFooter), each a link to its page.
		d2.page.Props = map[string]any{"tags": d2.tags}
	}
	switch {
	case d2.editURL != nil:
		d2.page.EditURL = *d2.editURL
	case p.opts.EditURL != "":
		edited := file
		if p.opts.EditCurrentVersion {
			edited = path.Join(p.opts.Path, rel)
		}
		d2.page.EditURL = strings.TrimSuffix(p.opts.EditURL, "/") + "/" + edited
	}
	return d2, nil
}

// parseDate reads a last_update date as JavaScript's Date would the usual
// forms: a day (midnight UTC) or a date and time.
func parseDate(s string) (time.Time, error) {
	for _, layout := range []string{"2006-01-02", time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006/01/02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("not a date")
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
