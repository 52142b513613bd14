package blog

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"docskit.dev/docskit"
	"docskit.dev/docskit/diag"
	"docskit.dev/docskit/mdx"
	"docskit.dev/docskit/uitext"
	"docskit.dev/plugins/internal/tags"
)

// post is one post of the blog while it is built.
type post struct {
	page *docskit.Page
	rel  string // its path inside the blog folder
	name fileName
	date time.Time
	// meta is what the theme shows of it; Resolve completes it.
	meta     Post
	unlisted bool
	// tocMin and tocMax are the front matter's heading levels (0: the site's).
	tocMin, tocMax int
	// image is the front matter's image: the post's social card; keywords
	// its keywords, for the page's meta keywords.
	image    string
	keywords []string
}

// listPage is a generated page that lists posts: a page of the blog's
// list, of a tag or of an author. Resolve fills in its items.
type listPage struct {
	page        *docskit.Page
	posts       []*post
	number, of  int
	total       int
	newer       string
	older       string
	tag         *TagCount
	author      *AuthorCount
	allTagsPath string
	allAuthors  string
}

// Load reads the blog folder and returns its pages: the posts, and the
// pages that list them (blog, tags, archive, authors).
func (p *Plugin) Load(ctx *docskit.Context) ([]*docskit.Page, error) {
	o := p.opts
	p.posts, p.lists, p.pages, p.archive, p.listedAuthors = nil, nil, nil, nil, nil
	tagsRoute := func(slug string) string { return o.route(o.TagsBasePath, slug) }
	authorsRoute := func(slug string) string { return o.route(o.AuthorsBasePath, slug) }
	var ds diag.List
	am, d := readAuthorsMap(ctx.Source, o.authorsFile(), authorsRoute)
	ds = append(ds, d...)
	var tf *tags.File
	if !o.NoTagsFile {
		tf, d = tags.ReadFile(ctx.Source, path.Join(o.Path, o.Tags), tagsRoute)
		ds = append(ds, d...)
	}
	if len(ds) > 0 {
		return nil, ds
	}
	files, err := p.postFiles(ctx.Source)
	if err != nil {
		return nil, err
	}
	var inline []string
	for _, file := range files {
		ps, in, d := p.readPost(ctx, file, am, tf, tagsRoute)
		ds = append(ds, d...)
		if ps != nil && (!ps.meta.Draft || ctx.Dev) {
			p.posts = append(p.posts, ps)
		}
		for _, label := range in {
			inline = append(inline, fmt.Sprintf("%s: tag %q is not in %s", file, label, path.Join(o.Path, o.Tags)))
		}
	}
	if len(ds) > 0 {
		ds.Sort()
		return nil, ds
	}
	if len(inline) > 0 {
		switch o.OnInlineTags {
		case "warn":
			for _, msg := range inline {
				ctx.Logf("warning: %s", msg)
			}
		case "throw":
			for _, msg := range inline {
				file, rest, _ := strings.Cut(msg, ": ")
				ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: 1}, Msg: rest, Hint: "define it in the tags file, or set onInlineTags"})
			}
			return nil, ds
		}
	}
	// Newest first; posts of the same date in the order of their files, as
	// Docusaurus's stable sort leaves them.
	sort.SliceStable(p.posts, func(i, j int) bool { return p.posts[i].date.After(p.posts[j].date) })
	p.generate(ctx.Config, am)
	p.byRoute = map[string]*post{}
	for _, ps := range p.posts {
		p.byRoute[ps.meta.Permalink] = ps
	}
	pages := make([]*docskit.Page, 0, len(p.posts)+len(p.pages))
	for _, ps := range p.posts {
		pages = append(pages, ps.page)
	}
	return append(pages, p.pages...), nil
}

// postFiles lists the post files of the blog folder, sorted.
func (p *Plugin) postFiles(fsys fs.FS) ([]string, error) {
	m, err := newMatcher(p.opts.Include, p.opts.Exclude)
	if err != nil {
		return nil, err
	}
	var files []string
	err = fs.WalkDir(fsys, p.opts.Path, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			if file == p.opts.Path && errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll // no blog folder: a blog without posts
			}
			return err
		}
		if d.IsDir() && file != p.opts.Path && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if !d.IsDir() && m.match(strings.TrimPrefix(file, p.opts.Path+"/")) {
			files = append(files, file)
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}

// readPost reads one post's front matter; inline are its tags that the
// tags file does not define.
func (p *Plugin) readPost(ctx *docskit.Context, file string, am *authorsMap, tf *tags.File, tagsRoute func(string) string) (*post, []string, diag.List) {
	o := p.opts
	src, d := readSource(ctx.Source, file, o.MaxFileSize)
	if d != nil {
		return nil, nil, diag.List{*d}
	}
	fm, body, bodyLine, d := mdx.SplitFrontMatter(file, src)
	if d != nil {
		return nil, nil, diag.List{*d}
	}
	if fm == nil {
		fm = &mdx.FrontMatter{Values: map[string]any{}}
	}
	rel := strings.TrimPrefix(file, o.Path+"/")
	ps := &post{rel: rel}
	var ds diag.List
	at := func(key, format string, args ...any) {
		ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: fm.Line(key)}, Msg: fmt.Sprintf(format, args...)})
	}
	str := func(key string) string {
		switch v := fm.Values[key].(type) {
		case nil:
			return ""
		case string:
			return v
		case int, float64:
			return fmt.Sprint(v)
		}
		at(key, "front matter %s must be a string", key)
		return ""
	}
	boolean := func(key string) bool {
		v, ok := fm.Values[key]
		b, isBool := v.(bool)
		if ok && v != nil && !isBool {
			at(key, "front matter %s must be true or false", key)
		}
		return b
	}
	level := func(key string) int {
		v, ok := fm.Values[key]
		n, isInt := v.(int)
		if ok && (!isInt || n < 2 || n > 6) {
			at(key, "front matter %s must be a heading level from 2 to 6", key)
			return 0
		}
		return n
	}
	name, err := parseFileName(rel)
	if err != nil {
		ds = append(ds, diag.Diagnostic{Pos: diag.Pos{File: file, Line: 1}, Msg: err.Error(), Hint: "name the file YYYY-MM-DD-slug.md, or set date in the front matter"})
	}
	ps.name = name
	switch v, ok := fm.Values["date"]; {
	case ok && v != nil:
		if ps.date, err = parseDate(v); err != nil {
			if t, ok := rollDate(v); ok && o.Lenient {
				ps.date = t
				ctx.Logf("warning: %s:%d: front matter date %q is no calendar date: read as %s, as Docusaurus does", file, fm.Line("date"), v, t.Format("2006-01-02 15:04:05"))
			} else {
				at("date", "%v", err)
			}
		}
	case name.hasDate:
		ps.date = name.date
	default:
		// Docusaurus takes the file's first commit; the file's time is what
		// a build without git history has.
		if st, err := fs.Stat(ctx.Source, file); err == nil {
			ps.date = st.ModTime().UTC()
		}
	}
	route := o.route(name.slug)
	if v, ok := fm.Values["slug"]; ok {
		if slug := str("slug"); slug != "" {
			route = o.route(slug)
		} else if v != nil {
			at("slug", "front matter slug is empty")
		}
	}
	title := str("title")
	if v, ok := fm.Values["title"]; ok && (v == nil || strings.TrimSpace(fmt.Sprint(v)) == "") {
		at("title", "front matter title is empty")
	}
	ps.meta = Post{Permalink: route, Title: title, Description: str("description"), Date: ps.date.Format(time.RFC3339),
		Draft: boolean("draft"), Unlisted: boolean("unlisted") && !ctx.Dev}
	ps.unlisted = ps.meta.Unlisted
	if o.EditURL != "" {
		ps.meta.EditURL = strings.TrimSuffix(o.EditURL, "/") + "/" + rel
	}
	if !o.HideReadingTime {
		ps.meta.ReadingTime = readingTime(body)
	}
	hideTOC := boolean("hide_table_of_contents")
	ps.tocMin, ps.tocMax = level("toc_min_heading_level"), level("toc_max_heading_level")
	if lu, ok := fm.Values["last_update"]; ok && lu != nil {
		ps.meta.LastUpdate = lastUpdate(lu, func(msg string) { at("last_update", "front matter last_update: %s", msg) })
	}
	ps.image = str("image")
	switch v := fm.Values["keywords"].(type) {
	case nil:
	case []any:
		for _, k := range v {
			ps.keywords = append(ps.keywords, fmt.Sprint(k))
		}
	case string:
		ps.keywords = []string{v}
	default:
		at("keywords", "front matter keywords must be a list of words")
	}
	authors, d2 := postAuthors(file, fm, am)
	ds = append(ds, d2...)
	ps.meta.Authors = authors
	postTags, inline, d2 := tags.FromFrontMatter(file, fm, tf, tagsRoute)
	ds = append(ds, d2...)
	ps.meta.Tags = postTags
	if len(ds) > 0 {
		return nil, nil, ds
	}
	ps.page = &docskit.Page{Route: route, Kind: KindPost, Source: file, ContentDir: o.Path, Body: body, BodyLine: bodyLine,
		Title: title, Description: ps.meta.Description, FrontMatter: fm, HideTOC: hideTOC, NoIndex: ps.unlisted, Sidebar: p.sidebarName()}
	return ps, inline, nil
}

// lastUpdate reads front matter last_update: {date, author}.
func lastUpdate(v any, bad func(string)) *LastUpdate {
	obj, ok := v.(map[string]any)
	if !ok {
		bad("give date and/or author")
		return nil
	}
	lu := &LastUpdate{}
	if d, ok := obj["date"]; ok && d != nil {
		t, err := parseDate(d)
		if err != nil {
			bad(err.Error())
			return nil
		}
		lu.Date = t.Format(time.RFC3339)
	}
	if a, ok := obj["author"]; ok && a != nil {
		s, isStr := a.(string)
		if !isStr {
			bad("author must be a string")
			return nil
		}
		lu.Author = s
	}
	return lu
}

// readSource reads a post of at most max bytes (max < 0: no limit): a
// regular file only, since a named pipe would block the build, in UTF-8.
func readSource(fsys fs.FS, file string, max int64) ([]byte, *diag.Diagnostic) {
	fail := func(hint, format string, args ...any) ([]byte, *diag.Diagnostic) {
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: 1}, Msg: fmt.Sprintf(format, args...), Hint: hint}
	}
	st, err := fs.Stat(fsys, file)
	switch {
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fail("", "cannot read the file: %v", err)
	case !st.Mode().IsRegular():
		return fail("posts must be regular files", "cannot read the file: it is not a regular file")
	case max >= 0 && st.Size() > max:
		return fail("split the post, or raise blog.Options.MaxFileSize", "the file is %.1f MiB, more than the %.1f MiB a post may have", float64(st.Size())/(1<<20), float64(max)/(1<<20))
	}
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("", "cannot read the file: %v", err)
	}
	if !utf8.Valid(b) {
		i := 0
		for i < len(b) {
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			i += n
		}
		return nil, &diag.Diagnostic{Pos: diag.Pos{File: file, Line: 1 + bytes.Count(b[:i], []byte("\n"))}, Msg: "the file is not valid UTF-8", Hint: "save it as UTF-8"}
	}
	return b, nil
}

// generate makes the pages that list the posts: the blog's list, the
// tags, each tag's list, the archive, the authors, and the pages of the
// authors with one. Their
// titles are the theme's headings of them, in the site's language (cfg.Text).
func (p *Plugin) generate(cfg *docskit.Config, am *authorsMap) {
	o := p.opts
	var listed []*post
	for _, ps := range p.posts {
		if !ps.unlisted {
			listed = append(listed, ps)
		}
	}
	sidebar := p.sidebarName()
	p.paginate(listed, o.route(), KindList, o.BlogTitle, o.BlogDescription, func(lp *listPage) {})

	// Tags: a tag of unlisted posts only gets its page (with them), but no
	// list names it.
	type group struct {
		tag   Tag
		posts []*post
	}
	var order []string
	groups := map[string]*group{}
	for _, ps := range p.posts {
		for _, t := range ps.meta.Tags {
			g := groups[t.Permalink]
			if g == nil {
				g = &group{tag: t}
				groups[t.Permalink] = g
				order = append(order, t.Permalink)
			}
			g.posts = append(g.posts, ps)
		}
	}
	var tagCounts []TagCount
	for _, permalink := range order {
		g := groups[permalink]
		shown := g.posts
		var listedHere []*post
		for _, ps := range g.posts {
			if !ps.unlisted {
				listedHere = append(listedHere, ps)
			}
		}
		tc := TagCount{Tag: g.tag, Count: len(listedHere), Unlisted: len(listedHere) == 0}
		if !tc.Unlisted {
			shown = listedHere
			tagCounts = append(tagCounts, tc)
		} else {
			tc.Count = len(g.posts)
		}
		// theme.blog.tagTitle, as BlogTagsPostsPage writes it.
		posts := uitext.Format(cfg.Text("theme.blog.post.plurals"), map[string]any{"count": tc.Count})
		title := uitext.Format(cfg.Text("theme.blog.tagTitle"), map[string]any{"nPosts": posts, "tagName": tc.Tag.Label})
		p.paginate(shown, permalink, KindTag, title, title, func(lp *listPage) {
			lp.tag, lp.allTagsPath = &tc, o.route(o.TagsBasePath)
			lp.page.NoIndex = tc.Unlisted
		})
	}
	if len(tagCounts) > 0 {
		sort.SliceStable(tagCounts, func(i, j int) bool {
			return strings.ToLower(tagCounts[i].Tag.Label) < strings.ToLower(tagCounts[j].Tag.Label)
		})
		p.pages = append(p.pages, &docskit.Page{Route: o.route(o.TagsBasePath), Kind: KindTags, Title: cfg.Text("theme.tags.tagsPageTitle"), Sidebar: sidebar,
			Props: map[string]any{"blog": &PageProps{Title: o.BlogTitle, SidebarTitle: o.BlogSidebarTitle, Tags: tagCounts}}})
	}

	if !o.NoArchive && len(listed) > 0 {
		var years []ArchiveYear
		for _, ps := range listed {
			y := strconv.Itoa(ps.date.Year())
			if len(years) == 0 || years[len(years)-1].Year != y {
				years = append(years, ArchiveYear{Year: y})
			}
			// Titles are known after Resolve; the archive is filled there.
			years[len(years)-1].Posts = append(years[len(years)-1].Posts, ArchivePost{Permalink: ps.meta.Permalink, Date: ps.meta.Date})
		}
		p.archive = &docskit.Page{Route: o.route(o.ArchiveBasePath), Kind: KindArchive, Title: cfg.Text("theme.blog.archive.title"), Description: cfg.Text("theme.blog.archive.description"), Sidebar: sidebar,
			Props: map[string]any{"blog": &PageProps{Title: o.BlogTitle, SidebarTitle: o.BlogSidebarTitle, Archive: years}}}
		p.pages = append(p.pages, p.archive)
	}

	// Authors: a non-empty authors map gets the list of its authors, each
	// with their number of listed posts, as Docusaurus 3.5+ makes it; an
	// author with page: true gets the page of their posts too.
	if am == nil || len(am.keys) == 0 {
		return
	}
	var authors []AuthorCount
	for _, key := range am.keys {
		a := am.authors[key]
		var theirs []*post
		for _, ps := range listed {
			for _, pa := range ps.meta.Authors {
				if pa.Key == key {
					theirs = append(theirs, ps)
					break
				}
			}
		}
		ac := AuthorCount{Author: a, Count: len(theirs)}
		p.listedAuthors = append(p.listedAuthors, a)
		authors = append(authors, ac)
		if a.Page == "" {
			continue
		}
		name := a.Name
		if name == "" {
			name = key
		}
		p.paginate(theirs, a.Page, KindAuthor, name, a.Description, func(lp *listPage) { lp.author, lp.allAuthors = &ac, o.route(o.AuthorsBasePath) })
	}
	p.pages = append(p.pages, &docskit.Page{Route: o.route(o.AuthorsBasePath), Kind: KindAuthors, Title: cfg.Text("theme.blog.authorsList.pageTitle"), Sidebar: sidebar,
		Props: map[string]any{"blog": &PageProps{Title: o.BlogTitle, SidebarTitle: o.BlogSidebarTitle, Authors: authors}}})
}

// paginate makes the pages of a list of posts at base: base, then
// base/page/2, …; each gets set's additions before it is kept.
func (p *Plugin) paginate(posts []*post, base, kind, title, description string, set func(*listPage)) {
	o := p.opts
	per := o.PostsPerPage
	if per == All || per > len(posts) {
		per = max(len(posts), 1)
	}
	n := max(1, (len(posts)+per-1)/per)
	routeOf := func(i int) string {
		if i == 0 {
			return base
		}
		return strings.TrimSuffix(base, "/") + "/" + strings.Trim(o.PageBasePath, "/") + "/" + strconv.Itoa(i+1)
	}
	for i := 0; i < n; i++ {
		lp := &listPage{number: i + 1, of: n, total: len(posts), posts: posts[i*per : min(len(posts), (i+1)*per)]}
		if i > 0 {
			lp.newer = routeOf(i - 1)
		}
		if i+1 < n {
			lp.older = routeOf(i + 1)
		}
		lp.page = &docskit.Page{Route: routeOf(i), Kind: kind, Title: title, Description: description, Sidebar: p.sidebarName()}
		set(lp)
		p.lists = append(p.lists, lp)
		p.pages = append(p.pages, lp.page)
	}
}
