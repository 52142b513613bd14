package blog

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"docskit.dev/docskit"
)

// ContentFormat is the Docusaurus blog-plugin version whose content and
// routes this plugin reproduces.
const ContentFormat = "3.9.2"

// Special values of Options.PostsPerPage and Options.BlogSidebarCount.
const (
	// All puts every post on one list page, or in the sidebar
	// (Docusaurus's "ALL").
	All = -1
	// None leaves the sidebar out (Docusaurus's blogSidebarCount: 0).
	None = -2
)

// DefaultTruncateMarker is Docusaurus's truncateMarker: the comment that
// ends the part of a post its list shows.
var DefaultTruncateMarker = regexp.MustCompile(`<!--\s*truncate\s*-->|\{/\*\s*truncate\s*\*/\}`)

// Options configure a blog. The zero value reads blog/ and serves it under
// /blog with Docusaurus's defaults. The fields are Docusaurus's options of
// the same names.
type Options struct {
	// ID names the instance when a site has several blogs (Docusaurus's
	// id); the plugin is named "blog", or "blog-<ID>".
	ID string
	// Path is the blog's folder inside the site root. Default "blog".
	Path string
	// RouteBasePath is the blog's route, without slashes: "blog" (the
	// default) serves it at /blog; "/" at the root of the site.
	RouteBasePath string
	// Include and Exclude are globs of post files inside Path (** for any
	// folders, {a,b} for either). Defaults: every .md and .mdx file; less
	// files and folders starting with _ and tests, as in Docusaurus.
	Include, Exclude []string
	// PostsPerPage is how many posts a list page shows. Default 10; All
	// for one page.
	PostsPerPage int
	// BlogTitle and BlogDescription are the list page's title and meta
	// description. Default "Blog" for both.
	BlogTitle, BlogDescription string
	// BlogSidebarCount is how many recent posts the sidebar lists.
	// Default 5; All for every post; None for no sidebar.
	BlogSidebarCount int
	// BlogSidebarTitle is the sidebar's title. Default "Recent posts".
	BlogSidebarTitle string
	// HideReadingTime leaves out each post's reading time (Docusaurus's
	// showReadingTime: false).
	HideReadingTime bool
	// AuthorsMapPath is the authors map inside Path, YAML or JSON.
	// Default "authors.yml". A missing file is no authors map.
	AuthorsMapPath string
	// Tags is the tags file inside Path (Docusaurus's tags). Default
	// "tags.yml"; a missing file is none. NoTagsFile reads none.
	Tags       string
	NoTagsFile bool
	// OnInlineTags is what a tag that the tags file does not define does:
	// "warn" (the default) prints it, "throw" fails the build, "ignore"
	// and "log" let it pass. Only with a tags file.
	OnInlineTags string
	// OnInlineAuthors and OnUntruncatedBlogPosts are accepted for
	// Docusaurus's sake: docskit lets both pass.
	OnInlineAuthors, OnUntruncatedBlogPosts string
	// Feed configures the RSS, Atom and JSON feeds.
	Feed Feed
	// TruncateMarker matches the comment that ends the part of a post its
	// list shows. Default DefaultTruncateMarker.
	TruncateMarker *regexp.Regexp
	// EditURL is the URL of the blog's folder in the site's repository: a
	// post's "Edit this page" link is it with the post's path inside the
	// folder appended. Empty: no link.
	EditURL string
	// ArchiveBasePath is the archive's route under the blog. Default
	// "archive"; NoArchive builds none.
	ArchiveBasePath string
	NoArchive       bool
	// TagsBasePath, AuthorsBasePath and PageBasePath are the routes of the
	// tags, of the authors and of list pages after the first, under the
	// blog. Defaults "tags", "authors" and "page".
	TagsBasePath, AuthorsBasePath, PageBasePath string
	// MaxFileSize is the largest post, in bytes. Default 2 MiB; -1 means
	// no limit.
	MaxFileSize int64

	// Lenient reads a front matter date that names no day of the
	// calendar (date: 2017-02-29) as Docusaurus does, whose YAML reader
	// hands the fields to JavaScript's Date.UTC: rolled over into the
	// next month (2017-03-01), with a warning at its file:line. Otherwise
	// such a date fails the build.
	Lenient bool
}

// Feed configures a blog's feeds.
type Feed struct {
	// Types are the feeds to write: "rss" (rss.xml), "atom" (atom.xml),
	// "json" (feed.json), or "all". Default rss and atom.
	Types []string
	// Disabled writes no feed (Docusaurus's type: null).
	Disabled bool
	// Title and Description of the feeds. Defaults: the site's title, and
	// "<site title> Blog".
	Title, Description string
	// Copyright is the feeds' copyright line.
	Copyright string
	// Language is the feeds' language. Default the site's (Config.Locale.HTMLLang).
	Language string
	// Limit is how many posts a feed holds, newest first. Default 20; All
	// for every post.
	Limit int
}

// defaults fills in Docusaurus's defaults.
func (o Options) defaults() Options {
	or := func(s *string, d string) {
		if *s == "" {
			*s = d
		}
	}
	or(&o.Path, "blog")
	o.Path = strings.Trim(path.Clean("/"+o.Path), "/")
	or(&o.RouteBasePath, "blog")
	if len(o.Include) == 0 {
		o.Include = []string{"**/*.{md,mdx}"}
	}
	if o.Exclude == nil {
		o.Exclude = []string{"**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"}
	}
	if o.PostsPerPage == 0 {
		o.PostsPerPage = 10
	}
	or(&o.BlogTitle, "Blog")
	or(&o.BlogDescription, "Blog")
	if o.BlogSidebarCount == 0 {
		o.BlogSidebarCount = 5
	}
	or(&o.BlogSidebarTitle, "Recent posts")
	or(&o.AuthorsMapPath, "authors.yml")
	or(&o.Tags, "tags.yml")
	or(&o.OnInlineTags, "warn")
	if o.TruncateMarker == nil {
		o.TruncateMarker = DefaultTruncateMarker
	}
	or(&o.ArchiveBasePath, "archive")
	or(&o.TagsBasePath, "tags")
	or(&o.AuthorsBasePath, "authors")
	or(&o.PageBasePath, "page")
	if o.MaxFileSize == 0 {
		o.MaxFileSize = 2 << 20
	}
	if len(o.Feed.Types) == 0 {
		o.Feed.Types = []string{"rss", "atom"}
	}
	if len(o.Feed.Types) == 1 && o.Feed.Types[0] == "all" {
		o.Feed.Types = []string{"rss", "atom", "json"}
	}
	if o.Feed.Limit == 0 {
		o.Feed.Limit = 20
	}
	return o
}

// Validate checks the options and names the first bad one.
func (p *Plugin) Validate() error {
	o := p.opts
	if o.ID != "" && !validID.MatchString(o.ID) {
		return fmt.Errorf("Options.ID %q: use letters, digits, - and _", o.ID)
	}
	switch {
	case o.PostsPerPage < 1 && o.PostsPerPage != All:
		return fmt.Errorf("Options.PostsPerPage %d: give a number of posts, or blog.All", o.PostsPerPage)
	case o.BlogSidebarCount < 0 && o.BlogSidebarCount != All && o.BlogSidebarCount != None:
		return fmt.Errorf("Options.BlogSidebarCount %d: give a number of posts, blog.All or blog.None", o.BlogSidebarCount)
	case o.Feed.Limit < 1 && o.Feed.Limit != All:
		return fmt.Errorf("Options.Feed.Limit %d: give a number of posts, or blog.All", o.Feed.Limit)
	}
	for _, t := range o.Feed.Types {
		if t != "rss" && t != "atom" && t != "json" {
			return fmt.Errorf("Options.Feed.Types: %q is no feed type (rss, atom, json or all)", t)
		}
	}
	switch o.OnInlineTags {
	case "ignore", "log", "warn", "throw":
	default:
		return fmt.Errorf("Options.OnInlineTags %q: ignore, log, warn or throw", o.OnInlineTags)
	}
	if _, err := newMatcher(o.Include, o.Exclude); err != nil {
		return fmt.Errorf("Options.Include/Exclude: %w", err)
	}
	for name, v := range map[string]string{"ArchiveBasePath": o.ArchiveBasePath, "TagsBasePath": o.TagsBasePath, "AuthorsBasePath": o.AuthorsBasePath, "PageBasePath": o.PageBasePath} {
		if strings.Trim(v, "/") == "" {
			return fmt.Errorf("Options.%s %q: name a route under the blog", name, v)
		}
	}
	return nil
}

var validID = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// route is a route under the blog: route("tags", "x") is "/blog/tags/x".
func (o Options) route(parts ...string) string {
	r := "/" + strings.Trim(o.RouteBasePath, "/")
	for _, p := range parts {
		if p = strings.Trim(p, "/"); p != "" {
			r = strings.TrimSuffix(r, "/") + "/" + p
		}
	}
	return r
}

var _ docskit.Validator = (*Plugin)(nil)
