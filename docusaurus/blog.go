package docusaurus

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"docskit.dev/plugins/blog"
)

// blogInstance is one blog of the site (the preset's or a
// plugin-content-blog entry).
type blogInstance struct {
	abs  string // the blog folder
	opts blog.Options
}

// blogOptions are the options of Docusaurus's blog plugin that docskit
// reads; the ones a site may write in two shapes stay raw.
type blogOptions struct {
	ID                     string          `json:"id"`
	Path                   string          `json:"path"`
	RouteBasePath          *string         `json:"routeBasePath"`
	Include                []string        `json:"include"`
	Exclude                []string        `json:"exclude"`
	PostsPerPage           json.RawMessage `json:"postsPerPage"`
	BlogTitle              string          `json:"blogTitle"`
	BlogDescription        string          `json:"blogDescription"`
	BlogSidebarCount       json.RawMessage `json:"blogSidebarCount"`
	BlogSidebarTitle       string          `json:"blogSidebarTitle"`
	ShowReadingTime        json.RawMessage `json:"showReadingTime"`
	AuthorsMapPath         string          `json:"authorsMapPath"`
	Tags                   json.RawMessage `json:"tags"`
	OnInlineTags           string          `json:"onInlineTags"`
	OnInlineAuthors        string          `json:"onInlineAuthors"`
	OnUntruncatedBlogPosts string          `json:"onUntruncatedBlogPosts"`
	FeedOptions            *struct {
		Type            json.RawMessage `json:"type"`
		Title           string          `json:"title"`
		Description     string          `json:"description"`
		Copyright       string          `json:"copyright"`
		Language        string          `json:"language"`
		Limit           json.RawMessage `json:"limit"`
		XSLT            json.RawMessage `json:"xslt"`
		CreateFeedItems json.RawMessage `json:"createFeedItems"`
	} `json:"feedOptions"`
	TruncateMarker  json.RawMessage `json:"truncateMarker"`
	EditURL         json.RawMessage `json:"editUrl"`
	ArchiveBasePath json.RawMessage `json:"archiveBasePath"`
	TagsBasePath    string          `json:"tagsBasePath"`
	AuthorsBasePath string          `json:"authorsBasePath"`
	PageBasePath    string          `json:"pageBasePath"`
	ReadingTime     json.RawMessage `json:"readingTime"`
	ProcessBlogPost json.RawMessage `json:"processBlogPosts"`
}

// blogInstance reads one blog plugin's options. where names them in
// warnings ("presets: …'s blog", "plugins[2]").
func (s *Site) blogInstance(name, where string, raw json.RawMessage) (*blogInstance, error) {
	var o blogOptions
	if len(raw) > 0 && string(raw) != "null" && string(raw) != "true" {
		if err := json.Unmarshal(raw, &o); err != nil {
			return nil, fmt.Errorf("%s: %s options: %w", name, where, err)
		}
	}
	if o.Path == "" {
		o.Path = "blog"
	}
	abs := o.Path
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(s.Dir, abs)
	}
	opts := blog.Options{
		ID: o.ID, Include: o.Include, Exclude: o.Exclude, BlogTitle: o.BlogTitle, BlogDescription: o.BlogDescription,
		BlogSidebarTitle: o.BlogSidebarTitle, AuthorsMapPath: o.AuthorsMapPath, OnInlineTags: o.OnInlineTags,
		OnInlineAuthors: o.OnInlineAuthors, OnUntruncatedBlogPosts: o.OnUntruncatedBlogPosts,
		TagsBasePath: o.TagsBasePath, AuthorsBasePath: o.AuthorsBasePath, PageBasePath: o.PageBasePath,
		// Docusaurus has no limit on a file's size.
		MaxFileSize: -1,
		Lenient:     true,
	}
	if o.RouteBasePath != nil {
		opts.RouteBasePath = *o.RouteBasePath
		if strings.Trim(opts.RouteBasePath, "/") == "" {
			opts.RouteBasePath = "/"
		}
	}
	warn := func(what, instead string) { s.warn(name, where+": "+what, instead) }
	count := func(key string, v json.RawMessage, zero int) int {
		var n int
		var str string
		switch {
		case len(v) == 0 || string(v) == "null":
			return 0
		case json.Unmarshal(v, &str) == nil && strings.EqualFold(str, "ALL"):
			return blog.All
		case json.Unmarshal(v, &n) == nil && n == 0:
			return zero
		case json.Unmarshal(v, &n) == nil && n > 0:
			return n
		}
		warn(key+" "+string(v), "not a number of posts: Docusaurus's default is used")
		return 0
	}
	opts.PostsPerPage = count("postsPerPage", o.PostsPerPage, 0)
	opts.BlogSidebarCount = count("blogSidebarCount", o.BlogSidebarCount, blog.None)
	opts.HideReadingTime = string(o.ShowReadingTime) == "false"
	if len(o.ReadingTime) > 0 {
		warn("readingTime (a function)", "not called: reading times are Docusaurus's default count")
	}
	if len(o.ProcessBlogPost) > 0 {
		warn("processBlogPosts (a function)", "not called: every post is built as written")
	}
	switch t := string(o.Tags); {
	case t == "false" || t == "null":
		opts.NoTagsFile = true
	case len(t) > 0:
		if err := json.Unmarshal(o.Tags, &opts.Tags); err != nil {
			return nil, fmt.Errorf("%s: %s options: tags must be a file name, false or null", name, where)
		}
	}
	if f := o.FeedOptions; f != nil {
		opts.Feed = blog.Feed{Title: f.Title, Description: f.Description, Copyright: f.Copyright, Language: f.Language}
		var types []string
		var one string
		switch {
		case len(f.Type) == 0:
		case string(f.Type) == "null" || string(f.Type) == "false":
			opts.Feed.Disabled = true
		case json.Unmarshal(f.Type, &one) == nil:
			types = []string{one}
		case json.Unmarshal(f.Type, &types) == nil:
		default:
			warn("feedOptions.type "+string(f.Type), "not understood: RSS and Atom are written")
		}
		opts.Feed.Types = types
		var limit int
		switch l := string(f.Limit); {
		case l == "" || l == "undefined":
		case l == "false" || l == "null":
			opts.Feed.Limit = blog.All
		case json.Unmarshal(f.Limit, &limit) == nil && limit > 0:
			opts.Feed.Limit = limit
		}
		if len(f.XSLT) > 0 && string(f.XSLT) != "false" && string(f.XSLT) != "null" {
			warn("feedOptions.xslt", "not applied: the feeds are written without a stylesheet")
		}
		if len(f.CreateFeedItems) > 0 {
			warn("feedOptions.createFeedItems (a function)", "not called: the feeds hold every post as Docusaurus's default does")
		}
	}
	if len(o.TruncateMarker) > 0 {
		var m struct {
			RegExp string `json:"$regexp"`
		}
		if json.Unmarshal(o.TruncateMarker, &m) == nil && m.RegExp != "" {
			if re, err := jsRegexp(m.RegExp); err == nil {
				opts.TruncateMarker = re
			} else {
				warn("truncateMarker "+m.RegExp, "Go cannot read this regular expression: the default marker is used")
			}
		}
	}
	var editURL string
	switch {
	case len(o.EditURL) == 0 || string(o.EditURL) == "null":
	case json.Unmarshal(o.EditURL, &editURL) == nil:
		if rel, err := filepath.Rel(s.Dir, abs); err == nil && editURL != "" {
			opts.EditURL = strings.TrimSuffix(editURL, "/") + "/" + filepath.ToSlash(rel)
		}
	default:
		warn("editUrl (a function)", "not called: posts have no edit link")
	}
	switch a := string(o.ArchiveBasePath); {
	case a == "null":
		opts.NoArchive = true
	case a != "":
		if err := json.Unmarshal(o.ArchiveBasePath, &opts.ArchiveBasePath); err != nil {
			return nil, fmt.Errorf("%s: %s options: archiveBasePath must be a path or null", name, where)
		}
	}
	return &blogInstance{abs: abs, opts: opts}, nil
}

// jsRegexp reads a JavaScript regular expression as JSON carries it
// ("/<!--\\s*more\\s*-->/i") into Go's syntax, flags included.
func jsRegexp(js string) (*regexp.Regexp, error) {
	end := strings.LastIndex(js, "/")
	if !strings.HasPrefix(js, "/") || end < 1 {
		return nil, fmt.Errorf("not a regular expression: %s", js)
	}
	src, flags := js[1:end], js[end+1:]
	var goFlags string
	for _, f := range flags {
		if strings.ContainsRune("ims", f) {
			goFlags += string(f)
		}
	}
	if goFlags != "" {
		src = "(?" + goFlags + ")" + src
	}
	return regexp.Compile(src)
}
