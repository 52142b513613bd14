package blog

import (
	"docskit.dev/docskit/mdx"
	"docskit.dev/plugins/internal/tags"
)

// The page kinds of a blog: each is a layout of the theme
// (docskit/theme/components/BlogPage).
const (
	KindList    = "blogList"    // /blog, /blog/page/2
	KindPost    = "blogPost"    // a post
	KindTags    = "blogTags"    // /blog/tags
	KindTag     = "blogTag"     // /blog/tags/<tag>, paginated
	KindArchive = "blogArchive" // /blog/archive
	KindAuthors = "blogAuthors" // /blog/authors
	KindAuthor  = "blogAuthor"  // /blog/authors/<author>, paginated
)

// PageProps is what a page of the blog gives the theme, as
// Page.Props["blog"]: the blog's own fields and the view of the page's kind.
// docskit/theme/data.gen.ts declares it (BlogProps) from this type: after a
// change, run go generate ./docskit/theme.
type PageProps struct {
	// Title is the blog's title (Options.BlogTitle); SidebarTitle is the
	// title of its sidebar of recent posts (the page's Sidebar).
	Title        string `json:"title"`
	SidebarTitle string `json:"sidebarTitle"`
	// Post is the post of a KindPost page.
	Post *Post `json:"post,omitempty"`
	// List is the page of posts of a KindList, KindTag or KindAuthor page.
	List *List `json:"list,omitempty"`
	// Tag is the tag of a KindTag page.
	Tag *TagCount `json:"tag,omitempty"`
	// AllTags is the route of the tags page (KindTag pages).
	AllTags string `json:"allTags,omitempty"`
	// Tags are the tags of a KindTags page, by label.
	Tags []TagCount `json:"tags,omitempty"`
	// Archive holds the posts of a KindArchive page by year, newest first.
	Archive []ArchiveYear `json:"archive,omitempty"`
	// Author is the author of a KindAuthor page, and AllAuthors the route
	// of the authors page.
	Author     *AuthorCount `json:"author,omitempty"`
	AllAuthors string       `json:"allAuthors,omitempty"`
	// Authors are the authors of a KindAuthors page.
	Authors []AuthorCount `json:"authors,omitempty"`
}

// Post is what the theme shows of a post, on its page and in lists.
type Post struct {
	Permalink   string `json:"permalink"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	// Date is the post's date in RFC 3339, UTC; the theme writes it in
	// the site's language.
	Date string `json:"date"`
	// ReadingTime is in minutes (the theme rounds it up); 0 when the
	// blog hides reading times.
	ReadingTime float64  `json:"readingTime,omitempty"`
	Authors     []Author `json:"authors,omitempty"`
	Tags        []Tag    `json:"tags,omitempty"`
	// HasTruncateMarker is set when lists show only the post's start,
	// with a "Read more" link.
	HasTruncateMarker bool `json:"hasTruncateMarker,omitempty"`
	// Draft and Unlisted are the front matter's: the theme says so on the page.
	Draft    bool   `json:"draft,omitempty"`
	Unlisted bool   `json:"unlisted,omitempty"`
	EditURL  string `json:"editUrl,omitempty"`
	// LastUpdate is the front matter's last_update.
	LastUpdate *LastUpdate `json:"lastUpdate,omitempty"`
	// TOC is the table of contents when the front matter sets
	// toc_min_heading_level or toc_max_heading_level (the page then has
	// none of its own).
	TOC []mdx.Heading `json:"toc,omitempty"`
}

// LastUpdate is when and by whom a post was last changed.
type LastUpdate struct {
	// Date is RFC 3339, UTC; empty when only the author is known.
	Date   string `json:"date,omitempty"`
	Author string `json:"author,omitempty"`
}

// Author is an author of posts: from the authors map (Key set) or written
// in a post's front matter.
type Author struct {
	Key         string `json:"key,omitempty"`
	Name        string `json:"name,omitempty"`
	Title       string `json:"title,omitempty"`
	URL         string `json:"url,omitempty"`
	ImageURL    string `json:"imageUrl,omitempty"`
	Email       string `json:"email,omitempty"`
	Description string `json:"description,omitempty"`
	// Socials are profile URLs by platform (github, x, linkedin, …).
	Socials map[string]string `json:"socials,omitempty"`
	// Page is the route of the author's page (page: true in the map).
	Page string `json:"page,omitempty"`
}

// Tag is a tag of posts.
type Tag = tags.Tag

// TagCount is a tag with its number of posts.
type TagCount = tags.Count

// AuthorCount is an author of the authors map and their number of listed posts.
type AuthorCount struct {
	Author Author `json:"author"`
	Count  int    `json:"count"`
}

// List is one page of a list of posts, newest first.
type List struct {
	Items []ListItem `json:"items"`
	// Page is the page's number from 1, of Pages; Total the number of
	// posts of the whole list.
	Page  int `json:"page"`
	Pages int `json:"pages"`
	Total int `json:"total"`
	// Newer and Older are the routes of the pages before and after.
	Newer string `json:"newer,omitempty"`
	Older string `json:"older,omitempty"`
}

// ListItem is a post as a list shows it: its content up to its truncate
// marker, from Body, or for a post whose body needs JavaScript from its
// module (PageData.embeds), the first Cut of the nodes the module makes
// (all of them without Cut).
type ListItem struct {
	Post Post       `json:"post"`
	Body []mdx.Node `json:"body,omitempty"`
	Cut  *int       `json:"cut,omitempty"`
}

// ArchiveYear is a year of the archive.
type ArchiveYear struct {
	Year  string        `json:"year"`
	Posts []ArchivePost `json:"posts"`
}

// ArchivePost is a post of the archive.
type ArchivePost struct {
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
	Date      string `json:"date"`
}
